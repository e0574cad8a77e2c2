// SPDX-License-Identifier: MIT
#include "differencecolouring.h"
#include "differenceview.h"
#include "flamegraphview.h"

#include "analysis/difftree.h"
#include "analysis/profilediff.h"
#include "io/collapsedreader.h"
#include "itemmodels/difftablemodel.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
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
        // The table's model and the sorting, filtering proxy before it are sound models.
        QAbstractItemModelTester modelTester(
            v.tableModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(
            v.table()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const ProfileSnapshot a = snap("main;f 3\nmain;g 1\n", QStringLiteral("a"));
        const ProfileSnapshot b = snap("main;f 1\nmain;g 3\n", QStringLiteral("b"));
        v.setProfiles(a, b);
        QVERIFY(!v.isComputing());
        QVERIFY(v.isComparable());
        QCOMPARE(v.tableModel()->rowCount(), 3);
        QVERIFY(v.diffTree());
    }

    // Issue 13: the difference graph is a FlameGraphView: a click and Enter zoom onto a frame
    // (with history), the filter field marks the matching frames, and it is drawn as the
    // user chose for every graph, flame or icicle.
    void graphZoomsSearchesAndFollowsTheOrientation_data()
    {
        QTest::addColumn<bool>("icicle");
        QTest::newRow("flame") << false;
        QTest::newRow("icicle") << true;
    }
    void graphZoomsSearchesAndFollowsTheOrientation()
    {
        QFETCH(bool, icicle);
        DifferenceView v;
        v.resize(1200, 500);
        v.setProfiles(
            snap("main;work;parse 30\nmain;work;eval 30\nmain;idle 40\n", QStringLiteral("a")),
            snap("main;work;parse 60\nmain;work;eval 30\nmain;idle 10\n", QStringLiteral("b")));
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        FlameGraphView *g = v.flameGraph();
        QVERIFY(g->colouring() == v.colouring());
        QVERIFY(!g->sandwichOffered()); // the merged functions have no sandwich
        const CallTree &t = *g->tree();
        auto node = [&](const char *name) {
            for (quint32 n = 1; n < t.nodeCount(); ++n) {
                if (t.name(n) == QLatin1String(name))
                    return n;
            }
            return 0u;
        };
        const quint32 main = node("main");
        const quint32 work = node("work");
        const quint32 parse = node("parse");
        QVERIFY(main && work && parse);

        // Orientation: the difference view follows the choice, and so does its graph.
        v.setIcicle(icicle);
        QCOMPARE(g->isIcicle(), icicle);
        const QRect rMain = g->nodeRect(main);
        const QRect rWork = g->nodeRect(work);
        QVERIFY(!rMain.isEmpty() && !rWork.isEmpty());
        QCOMPARE(rWork.top() > rMain.top(), icicle);
        if (icicle)
            QCOMPARE(rMain.top(), 0);
        else
            QCOMPARE(rMain.bottom(), g->viewport()->height() - 1);

        // Click zooms: work fills the width, and there is a way back.
        const int width = g->viewport()->width();
        QVERIFY(rWork.width() < width);
        QTest::mouseClick(g->viewport(), Qt::LeftButton, {}, rWork.center());
        QCOMPARE(g->focusNode(), work);
        QCOMPARE(g->nodeRect(work).width(), width);
        QVERIFY(g->canGoBack());
        // Enter zooms onto the selection, which the arrow keys move (to the widest child).
        g->setFocus();
        QTest::keyClick(g, icicle ? Qt::Key_Down : Qt::Key_Up);
        QCOMPARE(g->selectedNode(), parse);
        QTest::keyClick(g, Qt::Key_Return);
        QCOMPARE(g->focusNode(), parse);
        QCOMPARE(g->nodeRect(parse).width(), width);
        g->goBack();
        QCOMPARE(g->focusNode(), work);
        QTest::keyClick(g, Qt::Key_Home);
        QCOMPARE(g->focusNode(), 0u);
        // The wheel and + zoom as in the single graph.
        QTest::keyClick(g, Qt::Key_Plus);
        QVERIFY(g->viewEnd() - g->viewStart() < 1.0);
        QTest::keyClick(g, Qt::Key_Escape);
        QCOMPARE(g->viewEnd() - g->viewStart(), 1.0);

        // Search: the filter marks the matching frames and dims the rest.
        const QColor parseColour = g->frameColour(parse);
        const QColor mainColour = g->frameColour(main);
        v.searchField()->setText(QStringLiteral("PARS"));
        QVERIFY(g->search().isActive());
        QVERIFY(g->search().matchesNode(t, parse));
        QVERIFY(!g->search().matchesNode(t, main));
        QCOMPARE(v.table()->model()->rowCount(), 1);
        const QImage img = g->viewport()->grab().toImage();
        const QRect rParse = g->nodeRect(parse);
        QCOMPARE(img.pixelColor(rParse.left() + 2, rParse.top() + 2).rgb(), parseColour.rgb());
        const QRect rMain2 = g->nodeRect(main);
        QVERIFY(img.pixelColor(rMain2.left() + 2, rMain2.top() + 2).rgb() != mainColour.rgb());
        v.searchField()->clear();
        QVERIFY(!g->search().isActive());

        // Widths from A keep the zoom and the colouring.
        g->focusOn(work);
        v.widthsBox()->setCurrentIndex(v.widthsBox()->findData(false));
        QVERIFY(!v.widthsFromB());
        QCOMPARE(g->focusNode(), work);
        QVERIFY(g->colouring() == v.colouring());
        QVERIFY(v.legendLabel()->text().contains(QLatin1String("from A")));
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
        QCOMPARE(v.diffTree()->nodeCount(), DiffTree::build(*a.tree, *b.tree)->nodeCount());
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
        QCOMPARE(v.diffTree()->nodeCount(), DiffTree::build(*c.tree, *d.tree)->nodeCount());
    }
};

QTEST_MAIN(TestDifferenceView)
#include "tst_differenceview.moc"
