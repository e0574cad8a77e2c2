// SPDX-License-Identifier: MIT
#include "builddifftestsupport.h"

#include "bundle/builddiffspanmodel.h"
#include "itemmodels/untrustedtext.h"

#include <QSet>
#include <QTest>

using namespace hearth;
using namespace hearth::test;

// The build comparison's span table: every span of either build exactly once, matched by
// stage, name and order, with its wall time in A and B.
class TestBuildDiffSpanModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rows_data()
    {
        addPairColumns();
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("matched");
        newPairRow("example", "example") << 45 << 45;
        newPairRow("example", "small") << 47 << 0;
        newPairRow("small", "example") << 47 << 0;
        newPairRow("small", "small") << 2 << 2;
        // A stage renamed in markup: lint's 5 spans are only in A, the renamed stage's 5 only in B.
        newPairRow("example", "hostile") << 50 << 40;
    }
    void rows()
    {
        QFETCH(int, rows);
        QFETCH(int, matched);
        TestedDiffModel<BuildDiffSpanModel> t;
        QVERIFY(t.fillFromRow());
        const BuildDiffSpanModel &m = t.model;
        QCOMPARE(m.rowCount(), rows);
        QCOMPARE(m.columnCount(), int(BuildDiffSpanModel::ColumnCount));
        QSet<int> seenA, seenB;
        int both = 0;
        auto wall = [](const Span &s) { return s.endUnixNanos - s.startUnixNanos; };
        for (int r = 0; r < m.rowCount(); ++r) {
            auto cell = [&](int column, int role = Qt::DisplayRole) {
                return m.index(r, column).data(role);
            };
            const int spA = cell(BuildDiffSpanModel::WallA, BuildDiffSpanModel::SpanARole).toInt();
            const int spB = cell(BuildDiffSpanModel::Stage, BuildDiffSpanModel::SpanBRole).toInt();
            QVERIFY(spA >= 0 || spB >= 0);
            const QString stage =
                cell(BuildDiffSpanModel::Stage, BuildDiffTableModel::SortRole).toString();
            const QString name =
                cell(BuildDiffSpanModel::Span, BuildDiffTableModel::SortRole).toString();
            const QString shown = cell(BuildDiffSpanModel::Span).toString();
            for (auto [sp, bundle, seen, column, other] :
                 {std::tuple(spA, t.a.get(), &seenA, int(BuildDiffSpanModel::WallA), "B"),
                  std::tuple(spB, t.b.get(), &seenB, int(BuildDiffSpanModel::WallB), "A")}) {
                if (sp < 0) {
                    QCOMPARE(cell(column).toString(), QStringLiteral("–"));
                    QVERIFY2(
                        shown.endsWith(QStringLiteral("(only in %1)").arg(QLatin1String(other))),
                        qPrintable(shown));
                    continue;
                }
                QVERIFY(!seen->contains(sp));
                seen->insert(sp);
                QCOMPARE(bundle->spans()[sp].stage, stage);
                QCOMPARE(bundle->spans()[sp].name, name);
                QCOMPARE(cell(column, BuildDiffTableModel::SortRole),
                         QVariant(wall(bundle->spans()[sp])));
            }
            if (spA >= 0 && spB >= 0) {
                ++both;
                QCOMPARE(shown, UntrustedText::display(name));
                QCOMPARE(cell(BuildDiffSpanModel::WallDelta, BuildDiffTableModel::SortRole),
                         QVariant(wall(t.b->spans()[spB]) - wall(t.a->spans()[spA])));
            } else {
                QCOMPARE(cell(BuildDiffSpanModel::WallDelta).toString(), QStringLiteral("–"));
            }
            const QString tip = cell(BuildDiffSpanModel::Stage, Qt::ToolTipRole).toString();
            QVERIFY2(tip.startsWith(QLatin1String("<qt>")) && !tip.contains(QLatin1String("<b>")),
                     qPrintable(tip));
        }
        QCOMPARE(seenA.size(), int(t.a->spans().size()));
        QCOMPARE(seenB.size(), int(t.b->spans().size()));
        QCOMPARE(both, matched);
    }

    void sameNamesMatchInOrder()
    {
        // Against itself every span is matched with itself, its Δ "±0".
        TestedDiffModel<BuildDiffSpanModel> t;
        QVERIFY(t.fill(QStringLiteral("example"), QStringLiteral("example")));
        for (int r = 0; r < t.model.rowCount(); ++r) {
            const QModelIndex i = t.model.index(r, BuildDiffSpanModel::WallDelta);
            QCOMPARE(i.data(BuildDiffSpanModel::SpanARole), i.data(BuildDiffSpanModel::SpanBRole));
            QCOMPARE(i.data().toString(), QStringLiteral("±0"));
        }
        QCOMPARE(t.model.headerData(BuildDiffSpanModel::Span, Qt::Horizontal).toString(),
                 QStringLiteral("Span"));
    }
};

QTEST_GUILESS_MAIN(TestBuildDiffSpanModel)
#include "tst_builddiffspanmodel.moc"
