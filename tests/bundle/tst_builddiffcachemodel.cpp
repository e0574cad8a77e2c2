// SPDX-License-Identifier: MIT
#include "builddifftestsupport.h"

#include "bundle/builddiffcachemodel.h"

#include <QTest>

using namespace hearth;
using namespace hearth::test;

// The build comparison's cache table: entries lost (hit in A, missed in B) first, then those
// gained, matched by stage and key.
class TestBuildDiffCacheModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rows_data()
    {
        addPairColumns();
        QTest::addColumn<QStringList>("rows"); // stage | key | change
        const QString from = QStringLiteral("docker | sha256:9f1c3a0b77e2 FROM ruby:3.3-slim | ");
        const QString install =
            QStringLiteral("docker | sha256:c40e8f19d2b3 RUN bundle install | ");
        const QString lost = QStringLiteral("hit in A, missed in B (lost)");
        const QString gained = QStringLiteral("missed in A, hit in B");
        newPairRow("example", "example") << QStringList();
        newPairRow("example", "small") << QStringList();
        newPairRow("small", "small") << QStringList();
        newPairRow("example", "lostcache") << QStringList{from + lost, install + gained};
        newPairRow("lostcache", "example") << QStringList{install + lost, from + gained};
    }
    void rows()
    {
        QFETCH(QStringList, rows);
        TestedDiffModel<BuildDiffCacheModel> t;
        QVERIFY(t.fillFromRow());
        const BuildDiffCacheModel &m = t.model;
        QCOMPARE(m.columnCount(), int(BuildDiffCacheModel::ColumnCount));
        QStringList shown;
        for (int r = 0; r < m.rowCount(); ++r) {
            QStringList cells;
            for (int c = 0; c < m.columnCount(); ++c)
                cells << m.index(r, c).data().toString();
            shown << cells.join(QLatin1String(" | "));
            QCOMPARE(m.index(r, BuildDiffCacheModel::Key).data(BuildDiffTableModel::SortRole),
                     m.index(r, BuildDiffCacheModel::Key).data());
            QVERIFY(m.index(r, BuildDiffCacheModel::Key)
                        .data(Qt::ToolTipRole)
                        .toString()
                        .startsWith(QLatin1String("<qt>")));
        }
        QCOMPARE(shown, rows);
        QCOMPARE(m.headerData(BuildDiffCacheModel::Key, Qt::Horizontal).toString(),
                 QStringLiteral("Cache entry"));
    }
};

QTEST_GUILESS_MAIN(TestBuildDiffCacheModel)
#include "tst_builddiffcachemodel.moc"
