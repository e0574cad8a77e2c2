// SPDX-License-Identifier: MIT
#include "analysis/profilediff.h"
#include "difftestsupport.h"

#include <QTest>

#include <cmath>

using namespace hearth;

class TestProfileDiff : public QObject
{
    Q_OBJECT

private:
    static const FunctionDiff *row(const ProfileDiff &d, const QString &name)
    {
        for (const FunctionDiff &r : d.rows()) {
            if (r.name == name)
                return &r;
        }
        return nullptr;
    }

private Q_SLOTS:
    void numbers_data()
    {
        QTest::addColumn<QString>("function");
        QTest::addColumn<bool>("normalize");
        QTest::addColumn<qint64>("selfA");
        QTest::addColumn<qint64>("selfB");
        QTest::addColumn<double>("deltaShare");
        QTest::addColumn<qint64>("largestA");
        QTest::addColumn<qint64>("largestB");
        QTest::addColumn<quint32>("sitesA");
        QTest::addColumn<quint32>("sitesB");
        // A: total 100. B: total 400.
        // work: self A 60 (2 sites: 50 + 10), B 200 (1 site) → share 0.60 → 0.50: -10 pp.
        QTest::newRow("work normalised") << "work" << true << qint64(60) << qint64(200) << -10.0
                                         << qint64(50) << qint64(200) << 2u << 1u;
        // raw: (200 - 60) / 100 = +140% of A's total.
        QTest::newRow("work raw") << "work" << false << qint64(60) << qint64(200) << 140.0
                                  << qint64(50) << qint64(200) << 2u << 1u;
        // idle: 40 → 100: 0.40 → 0.25: -15 pp.
        QTest::newRow("idle") << "idle" << true << qint64(40) << qint64(100) << -15.0 << qint64(40)
                              << qint64(100) << 1u << 1u;
        // fresh: only in B, 100 of 400: +25 pp.
        QTest::newRow("only in B") << "fresh" << true << qint64(0) << qint64(100) << 25.0
                                   << qint64(0) << qint64(100) << 0u << 1u;
        // main: never a leaf; largest subtree = total of each side.
        QTest::newRow("main") << "main" << true << qint64(0) << qint64(0) << 0.0 << qint64(100)
                              << qint64(400) << 1u << 1u;
    }
    void numbers()
    {
        QFETCH(QString, function);
        QFETCH(bool, normalize);
        const auto a = test::folded("main;work 50\nmain;helper;work 10\nmain;idle 40\n");
        const auto b = test::folded("main;work 200\nmain;idle 100\nmain;fresh 100\n");
        const auto ta = CallTree::build(a, 0);
        const auto tb = CallTree::build(b, 0);
        const ProfileDiff d = ProfileDiff::compute(*ta, *tb, normalize);
        QCOMPARE(d.totalA(), qint64(100));
        QCOMPARE(d.totalB(), qint64(400));
        QCOMPARE(d.normalized(), normalize);
        const FunctionDiff *r = row(d, function);
        QVERIFY(r);
        QTEST(r->selfA, "selfA");
        QTEST(r->selfB, "selfB");
        QCOMPARE(r->delta, r->selfB - r->selfA);
        QFETCH(double, deltaShare);
        QVERIFY2(std::fabs(r->deltaShare - deltaShare) < 1e-9,
                 qPrintable(QString::number(r->deltaShare)));
        QTEST(r->largestSubtreeA, "largestA");
        QTEST(r->largestSubtreeB, "largestB");
        QTEST(r->sitesA, "sitesA");
        QTEST(r->sitesB, "sitesB");
    }

    void sortedByAbsoluteShareChange()
    {
        const auto a = test::folded("main;work 50\nmain;helper;work 10\nmain;idle 40\n");
        const auto b = test::folded("main;work 200\nmain;idle 100\nmain;fresh 100\n");
        const ProfileDiff d =
            ProfileDiff::compute(*CallTree::build(a, 0), *CallTree::build(b, 0), true);
        QVERIFY(d.rows().size() >= 3);
        QCOMPARE(d.rows()[0].name, QStringLiteral("fresh")); // 25 pp
        QCOMPARE(d.rows()[1].name, QStringLiteral("idle"));  // 15 pp
        QCOMPARE(d.rows()[2].name, QStringLiteral("work"));  // 10 pp
        for (size_t i = 1; i < d.rows().size(); ++i)
            QVERIFY(std::fabs(d.rows()[i - 1].deltaShare) >= std::fabs(d.rows()[i].deltaShare));
    }

    void sameNameDifferentFilesStayApart()
    {
        // Collapsed stacks carry no file; build functions with files by hand via two profiles
        // whose names collide only by name: "work" here is one function on each side.
        const auto a = test::folded("main;work 10\n");
        const auto b = test::folded("main;work 10\n");
        const ProfileDiff d =
            ProfileDiff::compute(*CallTree::build(a, 0), *CallTree::build(b, 0), true);
        const FunctionDiff *r = row(d, QStringLiteral("work"));
        QVERIFY(r);
        QCOMPARE(r->delta, qint64(0));
        QCOMPARE(r->deltaShare, 0.0);
        QVERIFY(!r->onlyInA());
        QVERIFY(!r->onlyInB());
    }
};

QTEST_GUILESS_MAIN(TestProfileDiff)
#include "tst_profilediff.moc"
