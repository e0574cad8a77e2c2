// SPDX-License-Identifier: MIT
#include "analysis/difftree.h"
#include "difftestsupport.h"

#include <QTest>

using namespace hearth;

class TestDiffTree : public QObject
{
    Q_OBJECT

private:
    static QString pathOf(const DiffTree &t, quint32 n)
    {
        QStringList parts;
        for (; n != 0; n = t.parent(n))
            parts.prepend(t.name(n));
        return parts.join(QLatin1Char(';'));
    }
    static qint64 find(const DiffTree &t, const QString &path)
    {
        for (quint32 n = 1; n < t.nodeCount(); ++n) {
            if (pathOf(t, n) == path)
                return n;
        }
        return -1;
    }

private Q_SLOTS:
    void mergedByPath_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<qint64>("totalA");
        QTest::addColumn<qint64>("totalB");
        QTest::addColumn<qint64>("selfA");
        QTest::addColumn<qint64>("selfB");
        QTest::addColumn<bool>("onlyA");
        QTest::addColumn<bool>("onlyB");
        QTest::newRow("root child")
            << "main" << qint64(100) << qint64(400) << qint64(0) << qint64(0) << false << false;
        QTest::newRow("both") << "main;work" << qint64(50) << qint64(200) << qint64(50)
                              << qint64(200) << false << false;
        QTest::newRow("recursion kept as a path") << "main;helper;work" << qint64(10) << qint64(0)
                                                  << qint64(10) << qint64(0) << true << false;
        QTest::newRow("only in B") << "main;fresh" << qint64(0) << qint64(100) << qint64(0)
                                   << qint64(100) << false << true;
    }
    void mergedByPath()
    {
        const auto a = test::folded("main;work 50\nmain;helper;work 10\nmain;idle 40\n");
        const auto b = test::folded("main;work 200\nmain;idle 100\nmain;fresh 100\n");
        const auto t = DiffTree::build(*CallTree::build(a, 0), *CallTree::build(b, 0));
        QCOMPARE(t->grandTotalA(), qint64(100));
        QCOMPARE(t->grandTotalB(), qint64(400));
        QFETCH(QString, path);
        const qint64 n = find(*t, path);
        QVERIFY2(n > 0, qPrintable(path));
        QTEST(t->totalA(quint32(n)), "totalA");
        QTEST(t->totalB(quint32(n)), "totalB");
        QTEST(t->selfA(quint32(n)), "selfA");
        QTEST(t->selfB(quint32(n)), "selfB");
        QTEST(t->onlyInA(quint32(n)), "onlyA");
        QTEST(t->onlyInB(quint32(n)), "onlyB");
    }

    void preorderAndSortedChildren()
    {
        const auto a = test::folded("main;zeta 5\nmain;alpha 5\n");
        const auto b = test::folded("main;mid 5\n");
        const auto t = DiffTree::build(*CallTree::build(a, 0), *CallTree::build(b, 0));
        QCOMPARE(t->nodeCount(), 5u); // root, main, alpha, mid, zeta
        QCOMPARE(t->subtreeEnd(0), 5u);
        QCOMPARE(t->name(1), QStringLiteral("main"));
        QCOMPARE(t->name(2), QStringLiteral("alpha"));
        QCOMPARE(t->name(3), QStringLiteral("mid"));
        QCOMPARE(t->name(4), QStringLiteral("zeta"));
        for (quint32 n = 2; n < 5; ++n) {
            QCOMPARE(t->parent(n), 1u);
            QCOMPARE(t->depth(n), 2u);
        }
        // Normalised self share: zeta 5/10 in A, 0 in B → -50 pp; mid +100 pp.
        QCOMPARE(t->selfShareDelta(4), -50.0);
        QCOMPARE(t->selfShareDelta(3), 100.0);
        // Raw, relative to A's total of 10: mid +5 → +50%.
        QCOMPARE(t->selfShareDelta(3, false), 50.0);
    }
};

QTEST_GUILESS_MAIN(TestDiffTree)
#include "tst_difftree.moc"
