// SPDX-License-Identifier: MIT
#include "builddifftestsupport.h"

#include "bundle/builddiffstagemodel.h"

#include <QSet>
#include <QTest>

using namespace hearth;
using namespace hearth::test;

// The build comparison's stage table: a row per stage of either build, A, B and Δ of wall,
// CPU and outside-any-span CPU checked against the bundles' own stages.
class TestBuildDiffStageModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rows_data()
    {
        addPairColumns();
        QTest::addColumn<int>("rows");
        QTest::addColumn<bool>("moved"); // some stage moved
        newPairRow("example", "example") << 8 << false;
        newPairRow("example", "small") << 10 << true;
        newPairRow("small", "example") << 10 << true;
        newPairRow("small", "small") << 2 << false;
        newPairRow("example", "hostile") << 9 << true; // a stage renamed in markup
    }
    void rows()
    {
        QFETCH(int, rows);
        QFETCH(bool, moved);
        TestedDiffModel<BuildDiffStageModel> t;
        QVERIFY(t.fillFromRow());
        const BuildDiffStageModel &m = t.model;
        QCOMPARE(m.rowCount(), rows);
        QCOMPARE(m.columnCount(), int(BuildDiffStageModel::ColumnCount));
        QSet<QString> names;
        int movedRows = 0;
        const auto none = QVariant(BuildDiffTableModel::None);
        for (int r = 0; r < m.rowCount(); ++r) {
            auto cell = [&](int column, int role = Qt::DisplayRole) {
                return m.index(r, column).data(role);
            };
            const QString name =
                cell(BuildDiffStageModel::Stage, BuildDiffTableModel::SortRole).toString();
            names.insert(name);
            const int ia = t.a->stageIndex(name);
            const int ib = t.b->stageIndex(name);
            QVERIFY2(ia >= 0 || ib >= 0, qPrintable(name));
            const Stage *sa = ia >= 0 ? &t.a->stages()[ia] : nullptr;
            const Stage *sb = ib >= 0 ? &t.b->stages()[ib] : nullptr;
            QCOMPARE(cell(BuildDiffStageModel::WallA, BuildDiffTableModel::SortRole),
                     sa ? QVariant(sa->wallNanos()) : none);
            QCOMPARE(cell(BuildDiffStageModel::CpuB, BuildDiffTableModel::SortRole),
                     sb ? QVariant(sb->cpuNanos) : none);
            QCOMPARE(cell(BuildDiffStageModel::CpuDelta, BuildDiffTableModel::SortRole),
                     sa && sb ? QVariant(sb->cpuNanos - sa->cpuNanos) : none);
            QCOMPARE(cell(BuildDiffStageModel::WallDelta, BuildDiffTableModel::SortRole),
                     sa && sb ? QVariant(sb->wallNanos() - sa->wallNanos()) : none);
            if (sa && sb && sa->wallNanos() == sb->wallNanos())
                QCOMPARE(cell(BuildDiffStageModel::WallDelta).toString(), QStringLiteral("±0"));
            if (!sa || !sb)
                QCOMPARE(cell(BuildDiffStageModel::WallDelta).toString(), QStringLiteral("–"));
            QCOMPARE(cell(BuildDiffStageModel::CpuA, Qt::TextAlignmentRole).toInt(),
                     int(Qt::AlignRight | Qt::AlignVCenter));
            const QString status = cell(BuildDiffStageModel::Status).toString();
            QCOMPARE(status.contains(QStringLiteral("→")), !sa || !sb || sa->status != sb->status);
            if (!sa)
                QVERIFY2(status.startsWith(QStringLiteral("(absent) →")), qPrintable(status));
            if ((sa && sa->status == ProfileStatus::EngineProfile) ||
                (sb && sb->status == ProfileStatus::EngineProfile))
                QVERIFY2(status.contains(QLatin1String("a shape, not a cost")), qPrintable(status));
            // Names are shown in their display form, their tooltip plain text.
            const QString shown = cell(BuildDiffStageModel::Stage).toString();
            QVERIFY(!shown.contains(QChar(0x202E)));
            const QString tip = cell(BuildDiffStageModel::Stage, Qt::ToolTipRole).toString();
            QVERIFY2(tip.startsWith(QLatin1String("<qt>")) && !tip.contains(QLatin1String("<b>")),
                     qPrintable(tip));
            const bool isMoved =
                cell(BuildDiffStageModel::Stage, BuildDiffStageModel::MovedRole).toBool();
            QCOMPARE(cell(BuildDiffStageModel::Status, BuildDiffStageModel::MovedRole).toBool(),
                     isMoved);
            QCOMPARE(shown.endsWith(QLatin1String(" (moved most)")), isMoved);
            movedRows += isMoved;
        }
        QCOMPARE(names.size(), rows);
        QCOMPARE(movedRows, moved ? 1 : 0);
    }

    void missingProfileAndHeaders()
    {
        // The example's rspec-system is "missing"; against small it is absent from B.
        TestedDiffModel<BuildDiffStageModel> t;
        QVERIFY(t.fill(QStringLiteral("example"), QStringLiteral("example")));
        const BuildDiffStageModel &m = t.model;
        const int row = t.a->stageIndex(QStringLiteral("rspec-system"));
        QCOMPARE(m.index(row, BuildDiffStageModel::Stage).data().toString(),
                 QStringLiteral("rspec-system"));
        QCOMPARE(m.index(row, BuildDiffStageModel::Status).data().toString(),
                 QStringLiteral("missing"));
        QCOMPARE(m.index(row, BuildDiffStageModel::OutsideA).data().toString(),
                 QStringLiteral("–"));
        QCOMPARE(m.index(row, BuildDiffStageModel::OutsideA).data(BuildDiffTableModel::SortRole),
                 QVariant(qint64(-1)));
        QCOMPARE(m.headerData(BuildDiffStageModel::CpuDelta, Qt::Horizontal).toString(),
                 QStringLiteral("Δ CPU"));
        QVERIFY(m.headerData(BuildDiffStageModel::OutsideA, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("no span was open")));
        QVERIFY(!m.headerData(BuildDiffStageModel::ColumnCount, Qt::Horizontal).isValid());
    }
};

QTEST_GUILESS_MAIN(TestBuildDiffStageModel)
#include "tst_builddiffstagemodel.moc"
