// SPDX-License-Identifier: MIT
#include "profile/profilebuilder.h"
#include "store/mergedprofile.h"
#include "teststoreserver.h"

#include <QtTest>

using namespace hearth;

class TestMergedProfile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void other_data();
    void other();
    void realProfile();
    void malformed();
};

void TestMergedProfile::other_data()
{
    // Stacks root-first as "a;b;c", with a value each.
    QTest::addColumn<QStringList>("stacks");
    QTest::addColumn<QList<qint64>>("values");
    QTest::addColumn<qint64>("other");
    QTest::newRow("none") << QStringList{QStringLiteral("main;work")} << QList<qint64>{10}
                          << qint64(0);
    QTest::newRow("leaf other") << QStringList{QStringLiteral("main;work"),
                                               QStringLiteral("main;other")}
                                << QList<qint64>{30, 10} << qint64(10);
    QTest::newRow("other with callees")
        << QStringList{QStringLiteral("main;other;x"), QStringLiteral("main;other"),
                       QStringLiteral("main;y")}
        << QList<qint64>{5, 7, 100} << qint64(12);
    QTest::newRow("not a prefix match")
        << QStringList{QStringLiteral("main;others")} << QList<qint64>{5} << qint64(0);
}

void TestMergedProfile::other()
{
    QFETCH(QStringList, stacks);
    QFETCH(QList<qint64>, values);
    QFETCH(qint64, other);
    ProfileBuilder b;
    b.setSampleTypes({ValueType{QStringLiteral("cpu"), QStringLiteral("nanoseconds")}});
    for (qsizetype i = 0; i < stacks.size(); ++i) {
        std::vector<quint32> leafFirst;
        const QStringList frames = stacks[i].split(QLatin1Char(';'));
        for (qsizetype f = frames.size() - 1; f >= 0; --f) {
            Function fn;
            fn.name = frames[f];
            const quint32 fi = b.addFunction(fn);
            const Line line{fi, 0};
            leafFirst.push_back(b.addLocation(Location::NoMapping, quint64(i * 100 + f + 1) << 8,
                                              std::span<const Line>(&line, 1)));
        }
        const qint64 v = values[i];
        b.addSample(leafFirst, std::span<const qint64>(&v, 1));
    }
    const Profile::Ptr p = b.finish();
    QCOMPARE(MergedProfile::otherTotal(*p, 0), other);
    QCOMPARE(MergedProfile::otherTotal(*p, 5), qint64(0));
}

void TestMergedProfile::realProfile()
{
    const ProfileResult r =
        MergedProfile::read(test::TestStoreServer::cpuPprof(), QStringLiteral("answer"));
    QVERIFY(r.ok());
    QCOMPARE(r.profile->totalValue(1), qint64(3810000000));
    QCOMPARE(MergedProfile::otherTotal(*r.profile, 1), qint64(0));
}

void TestMergedProfile::malformed()
{
    const ProfileResult r =
        MergedProfile::read(QByteArray("\x0a\xff", 2), QStringLiteral("answer"));
    QVERIFY(!r.ok());
    QCOMPARE(r.error.file, QStringLiteral("answer"));
}

QTEST_GUILESS_MAIN(TestMergedProfile)
#include "tst_mergedprofile.moc"
