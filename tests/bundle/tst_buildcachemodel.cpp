// SPDX-License-Identifier: MIT
#include "bundletestsupport.h"

#include "bundle/buildcachemodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace hearth;
using namespace hearth::test;

// The Cache table: every lookup of every stage, and the sentence naming what was lost.
class TestBuildCacheModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rows_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("text");
        QTest::newRow("stage") << 0 << int(BuildCacheModel::StageColumn) << "unit";
        QTest::newRow("key") << 0 << int(BuildCacheModel::KeyColumn) << "gems";
        QTest::newRow("kind") << 1 << int(BuildCacheModel::KindColumn) << "layer";
        QTest::newRow("hit") << 0 << int(BuildCacheModel::ResultColumn) << "hit";
        QTest::newRow("miss") << 1 << int(BuildCacheModel::ResultColumn) << "MISS";
        QTest::newRow("size") << 0 << int(BuildCacheModel::SizeColumn) << "1 KiB";
        QTest::newRow("saved") << 0 << int(BuildCacheModel::SavedColumn) << "5 s";
        QTest::newRow("saved unknown") << 1 << int(BuildCacheModel::SavedColumn) << "";
    }
    void rows()
    {
        QFETCH(int, row);
        QFETCH(int, column);
        QFETCH(QString, text);
        BuildCacheModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setBundle(smallBundle(smallProfile()));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(row, column).data().toString(), text);
        QCOMPARE(model.index(0, BuildCacheModel::SizeColumn).data(BuildCacheModel::SortRole),
                 QVariant(qint64(1024)));
    }

    void sentenceSaysWhatWasLost()
    {
        BuildCacheModel model;
        model.setBundle(smallBundle(smallProfile()));
        QCOMPARE(model.lostSentence(),
                 QStringLiteral("The cache was lost: docker: 1 of 1 missed, from sha256:1."));
        Bundle b = smallBundle(smallProfile());
        QList<Stage> stages = b.stages();
        stages[1].cache[0].hit = true;
        model.setBundle(Bundle(b.build(), stages, b.spans(), b.profiles()));
        QCOMPARE(model.lostSentence(), QStringLiteral("Every cache lookup hit."));
    }

    void hostileNamesAreDisplayText()
    {
        Bundle b = smallBundle(smallProfile());
        QList<Stage> stages = b.stages();
        stages[0].cache[0].key = QStringLiteral("<b>bold</b>\nsecond line");
        BuildCacheModel model;
        model.setBundle(Bundle(b.build(), stages, b.spans(), b.profiles()));
        const QString shown = model.index(0, BuildCacheModel::KeyColumn).data().toString();
        QVERIFY2(!shown.contains(QLatin1Char('\n')), qPrintable(shown));
        QCOMPARE(model.index(0, BuildCacheModel::KeyColumn).data(BuildCacheModel::SortRole),
                 QVariant(stages[0].cache[0].key));
    }
};

QTEST_GUILESS_MAIN(TestBuildCacheModel)
#include "tst_buildcachemodel.moc"
