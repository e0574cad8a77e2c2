// SPDX-License-Identifier: MIT
#include "differenceview.h"
#include "diffflameview.h"

#include "analysis/difftree.h"
#include "analysis/profilediff.h"
#include "io/collapsedreader.h"
#include "itemmodels/difftablemodel.h"

#include <QCheckBox>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>

using namespace hearth;

// DifferenceView: small pairs are compared at once; large ones (more than AsyncNodes nodes
// together) off the GUI thread, with the same result, and a superseded pair's result dropped.
class TestDifferenceView : public QObject
{
    Q_OBJECT

    static ProfileSnapshot snap(const QByteArray &folded, const QString &name)
    {
        return ProfileSnapshot::build(CollapsedReader::parse(folded).profile, -1, name);
    }
    // `leaves` distinct stacks under 100 callers: about leaves + 100 call-tree nodes. `heavy`
    // gets `weight` where the others get 1.
    static QByteArray wide(int leaves, int heavy, qint64 weight)
    {
        QByteArray out;
        out.reserve(leaves * 24);
        for (int i = 0; i < leaves; ++i) {
            out += "main;caller" + QByteArray::number(i % 100) + ";leaf" + QByteArray::number(i) +
                   ' ' + QByteArray::number(i == heavy ? weight : 1) + '\n';
        }
        return out;
    }
    ProfileSnapshot m_bigA;
    ProfileSnapshot m_bigB;

private Q_SLOTS:
    void initTestCase()
    {
        m_bigA = snap(wide(110000, 7, 5000), QStringLiteral("a"));
        m_bigB = snap(wide(110000, 8, 9000), QStringLiteral("b"));
        QVERIFY(m_bigA.tree->nodeCount() + m_bigB.tree->nodeCount() > DifferenceView::AsyncNodes);
    }
    void smallPairIsComparedAtOnce()
    {
        DifferenceView v;
        const ProfileSnapshot a = snap("main;f 3\nmain;g 1\n", QStringLiteral("a"));
        const ProfileSnapshot b = snap("main;f 1\nmain;g 3\n", QStringLiteral("b"));
        v.setProfiles(a, b);
        QVERIFY(!v.isComputing());
        QVERIFY(v.isComparable());
        QCOMPARE(v.tableModel()->rowCount(), 3);
        QVERIFY(v.flameGraph()->diff());
    }

    void largePairIsComparedOffTheGuiThread_data()
    {
        QTest::addColumn<bool>("normalize");
        QTest::newRow("normalised") << true;
        QTest::newRow("raw") << false;
    }
    void largePairIsComparedOffTheGuiThread()
    {
        QFETCH(bool, normalize);
        const ProfileSnapshot &a = m_bigA;
        const ProfileSnapshot &b = m_bigB;
        DifferenceView v;
        v.normalizeBox()->setChecked(normalize);
        QSignalSpy computed(&v, &DifferenceView::computed);
        v.setProfiles(a, b);
        QVERIFY(v.isComparable());
        QVERIFY(v.isComputing());
        QCOMPARE(v.tableModel()->rowCount(), 0); // not the last pair's rows meanwhile
        QVERIFY(v.headerLabel()->text().contains(QLatin1String("Computing")));
        QVERIFY(computed.wait(30000));
        QVERIFY(!v.isComputing());
        QCOMPARE(computed.count(), 1);

        const ProfileDiff expected = ProfileDiff::compute(*a.tree, *b.tree, normalize);
        const ProfileDiff &got = v.tableModel()->diff();
        QCOMPARE(got.rows().size(), expected.rows().size());
        for (size_t i = 0; i < expected.rows().size(); ++i) {
            QCOMPARE(got.rows()[i].name, expected.rows()[i].name);
            QCOMPARE(got.rows()[i].delta, expected.rows()[i].delta);
            QCOMPARE(got.rows()[i].deltaShare, expected.rows()[i].deltaShare);
        }
        QCOMPARE(v.flameGraph()->diff()->nodeCount(),
                 DiffTree::build(*a.tree, *b.tree)->nodeCount());
        QVERIFY(!v.headerLabel()->text().contains(QLatin1String("Computing")));
    }

    void supersededPairIsDropped()
    {
        const ProfileSnapshot &a = m_bigA;
        const ProfileSnapshot &b = m_bigB;
        const ProfileSnapshot c = snap("main;f 3\nmain;g 1\n", QStringLiteral("c"));
        const ProfileSnapshot d = snap("main;f 1\nmain;h 3\n", QStringLiteral("d"));
        DifferenceView v;
        QSignalSpy computed(&v, &DifferenceView::computed);
        v.setProfiles(a, b); // large: computed off the GUI thread
        v.setProfiles(c, d); // small: at once, and the large result must not replace it
        QCOMPARE(computed.count(), 1);
        QCOMPARE(v.tableModel()->rowCount(), 4);
        // The large pair's computation ends, and its result is delivered, and dropped.
        QVERIFY(QThreadPool::globalInstance()->waitForDone(60000));
        QTest::qWait(100);
        QCOMPARE(computed.count(), 1);
        QCOMPARE(v.tableModel()->rowCount(), 4);
        QCOMPARE(v.flameGraph()->diff()->nodeCount(),
                 DiffTree::build(*c.tree, *d.tree)->nodeCount());
    }
};

QTEST_MAIN(TestDifferenceView)
#include "tst_differenceview.moc"
