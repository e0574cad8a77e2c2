// SPDX-License-Identifier: MIT
#include "flamegraphview.h"
#include "sandwichpanel.h"
#include "widgettestsupport.h"

#include "analysis/functiontable.h"
#include "analysis/quantity.h"

#include <QClipboard>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QToolTip>

using namespace hearth;
using namespace hearth::test;

namespace {

quint32 functionNamed(const Profile &p, const char *name)
{
    for (quint32 f = 0; f < p.functions().size(); ++f) {
        if (p.functions()[f].name == QLatin1String(name))
            return f;
    }
    return SandwichPanel::NoFunction;
}

/// Recursion: r calls s calls r again (the inner r must not count twice), and r is reached
/// from main directly and through q.
const char *recursionFolded()
{
    return "main;r;s;r 10\nmain;r 5\nmain;q;r 4\nmain 1\n";
}

/// The node in a sandwich view's tree at depth (1: the function) with the given name.
quint32 nodeAt(const FlameGraphView *v, quint32 depth, const char *name)
{
    const CallTree &t = *v->tree();
    for (quint32 n = 1; n < t.nodeCount(); ++n) {
        if (t.depth(n) == depth && t.name(n) == QLatin1String(name))
            return n;
    }
    return 0;
}

} // namespace

class TestSandwichPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void recursionWidths();
    void realFileWidths();
    void clickRecentres();
    void keyboardRecentres();
    void callerTooltipAndStack();
    void largeTreeOffGuiThread();

private:
    void load(const ProfileSnapshot &snap);
    SandwichPanel *m_panel = nullptr;
    ProfileSnapshot m_snap;
};

void TestSandwichPanel::init()
{
    m_panel = new SandwichPanel;
    m_panel->resize(800, 700);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel));
    load(snapshotOf(recursionFolded()));
}

void TestSandwichPanel::cleanup()
{
    delete m_panel;
    m_panel = nullptr;
}

void TestSandwichPanel::load(const ProfileSnapshot &snap)
{
    QVERIFY(snap.isValid());
    m_snap = snap;
    m_panel->setTree(snap.tree);
}

void TestSandwichPanel::recursionWidths()
{
    const quint32 r = functionNamed(*m_snap.profile, "r");
    m_panel->showFunction(r);
    QCOMPARE(m_panel->function(), r);
    FlameGraphView *callers = m_panel->callersView();
    FlameGraphView *callees = m_panel->calleesView();
    QVERIFY(callers->tree() && callees->tree());
    // r is on 19 of the 20 samples' stacks; the inner r of main;r;s;r is not counted again.
    QCOMPARE(m_snap.table->find(r)->inclusive, 19);
    for (FlameGraphView *v : {callers, callees}) {
        QCOMPARE(v->tree()->total(1), 19);
        QCOMPARE(v->tree()->name(1), QStringLiteral("r"));
        // The function's frame spans the whole width.
        const QRect frame = v->nodeRect(1);
        QCOMPARE(frame.left(), 0);
        QCOMPARE(frame.width(), v->viewport()->width());
    }
    // Callers, merged over the three sites: main directly (15) and through q (4).
    const int w = callers->viewport()->width();
    const quint32 main1 = nodeAt(callers, 2, "main");
    const quint32 q = nodeAt(callers, 2, "q");
    QCOMPARE(callers->tree()->total(main1), 15);
    QCOMPARE(callers->tree()->total(q), 4);
    QVERIFY(qAbs(callers->nodeRect(main1).width() - w * 15 / 19) <= 1);
    QVERIFY(qAbs(callers->nodeRect(q).width() - w * 4 / 19) <= 1);
    // The callers graph is inverted: r at the bottom, its callers above it.
    QVERIFY(callers->nodeRect(main1).bottom() < callers->nodeRect(1).top());
    // Callees: s (10) with r inside it again (10), once.
    const quint32 s = nodeAt(callees, 2, "s");
    QCOMPARE(callees->tree()->total(s), 10);
    QVERIFY(qAbs(callees->nodeRect(s).width() - w * 10 / 19) <= 1);
    QCOMPARE(callees->tree()->total(nodeAt(callees, 3, "r")), 10);
    // The callees hang from r: r at the top.
    QVERIFY(callees->nodeRect(s).top() > callees->nodeRect(1).bottom());
    // Painted where laid out.
    const QImage img = callers->viewport()->grab().toImage();
    QCOMPARE(img.pixelColor(fillPoint(callers->nodeRect(q))), callers->frameColour(q));
    QCOMPARE(img.pixelColor(fillPoint(callers->nodeRect(1))), callers->frameColour(1));
    const QImage low = callees->viewport()->grab().toImage();
    QCOMPARE(low.pixelColor(fillPoint(callees->nodeRect(s))), callees->frameColour(s));
    // The title states the total in the unit and the sites.
    const QString title = m_panel->titleLabel()->text();
    QVERIFY2(title.contains(QLatin1String("19 samples")), qPrintable(title));
    QVERIFY2(title.contains(QLatin1String("3 sites")), qPrintable(title));
}

void TestSandwichPanel::realFileWidths()
{
    load(snapshotOfFile("go-cpu-small.pb.gz"));
    const quint32 f = functionNamed(*m_snap.profile, "runtime.mallocgc");
    QVERIFY(f != SandwichPanel::NoFunction);
    const FunctionStats *row = m_snap.table->find(f);
    QVERIFY(row && row->sites > 1);
    m_panel->showFunction(f);
    FlameGraphView *callers = m_panel->callersView();
    FlameGraphView *callees = m_panel->calleesView();
    // Both halves are as wide as the function's inclusive total (merged over its sites).
    QCOMPARE(callers->tree()->total(1), row->inclusive);
    QCOMPARE(callees->tree()->total(1), row->inclusive);
    QCOMPARE(callees->tree()->self(1), row->self);
    // The direct callers add up to the function's total (a Go profile has no bare frames).
    qint64 callerSum = 0;
    for (quint32 c = 2; c < callers->tree()->nodeCount(); c = callers->tree()->subtreeEnd(c))
        callerSum += callers->tree()->total(c);
    QCOMPARE(callerSum + callers->tree()->self(1), row->inclusive);
    // The widest direct caller is drawn at its share of the width.
    const quint32 first = 2;
    const double expected = double(callers->tree()->total(first)) / double(row->inclusive) *
                            callers->viewport()->width();
    QVERIFY(qAbs(callers->nodeRect(first).width() - expected) <= 1.5);
    // Colours and the unit are the profile's: the header says CPU seconds.
    const ValueType type = m_snap.profile->sampleTypes().value(m_snap.tree->sampleType());
    QVERIFY(m_panel->titleLabel()->text().contains(Quantity::format(row->inclusive, type)));
    QCOMPARE(callers->frameColour(1), callees->frameColour(1));
}

void TestSandwichPanel::clickRecentres()
{
    const quint32 r = functionNamed(*m_snap.profile, "r");
    m_panel->showFunction(r);
    QSignalSpy changed(m_panel, &SandwichPanel::functionChanged);
    FlameGraphView *callees = m_panel->calleesView();
    const quint32 s = nodeAt(callees, 2, "s");
    QTest::mouseClick(callees->viewport(), Qt::LeftButton, {}, callees->nodeRect(s).center());
    QCOMPARE(m_panel->function(), functionNamed(*m_snap.profile, "s"));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_panel->callersView()->tree()->name(1), QStringLiteral("s"));
    QCOMPARE(m_panel->callersView()->tree()->total(1), 10);
    QVERIFY(m_panel->titleLabel()->text().startsWith(QLatin1String("s:")));
    // A click in the callers re-centres too.
    FlameGraphView *callers = m_panel->callersView();
    const quint32 up = nodeAt(callers, 2, "r");
    QTest::mouseClick(callers->viewport(), Qt::LeftButton, {}, callers->nodeRect(up).center());
    QCOMPARE(m_panel->function(), r);
    // Back returns to s, then to r.
    QVERIFY(m_panel->backButton()->isEnabled());
    QTest::mouseClick(m_panel->backButton(), Qt::LeftButton);
    QCOMPARE(m_panel->function(), functionNamed(*m_snap.profile, "s"));
    QTest::mouseClick(m_panel->backButton(), Qt::LeftButton);
    QCOMPARE(m_panel->function(), r);
    QVERIFY(!m_panel->backButton()->isEnabled());
}

void TestSandwichPanel::keyboardRecentres()
{
    m_panel->showFunction(functionNamed(*m_snap.profile, "q"));
    FlameGraphView *callers = m_panel->callersView();
    callers->setFocus();
    QTRY_VERIFY(callers->hasFocus());
    // The first arrow selects the function, Up (callers grow upwards) its widest caller.
    QTest::keyClick(callers, Qt::Key_Down);
    QCOMPARE(callers->selectedNode(), 1u);
    QTest::keyClick(callers, Qt::Key_Up);
    QCOMPARE(callers->tree()->name(callers->selectedNode()), QStringLiteral("main"));
    QTest::keyClick(callers, Qt::Key_Return);
    QCOMPARE(m_panel->function(), functionNamed(*m_snap.profile, "main"));
}

void TestSandwichPanel::callerTooltipAndStack()
{
    m_panel->showFunction(functionNamed(*m_snap.profile, "r"));
    FlameGraphView *callers = m_panel->callersView();
    const quint32 q = nodeAt(callers, 2, "q");
    const QRect frame = callers->nodeRect(q);
    QHelpEvent help(QEvent::ToolTip, frame.center(),
                    callers->viewport()->mapToGlobal(frame.center()));
    QApplication::sendEvent(callers->viewport(), &help);
    QTRY_VERIFY(QToolTip::isVisible());
    const QString tip = QToolTip::text();
    // q passed 4 of r's 19 to it: 20% of the whole profile (20), 21.1% of r's.
    QVERIFY2(tip.contains(QLatin1String("r through here: 4 samples")), qPrintable(tip));
    QVERIFY2(tip.contains(Quantity::percent(4, 20) + QLatin1String(" of the total")),
             qPrintable(tip));
    QVERIFY2(tip.contains(Quantity::percent(4, 19) + QLatin1String(" of the parent")),
             qPrintable(tip));
    QToolTip::hideText();
    // Copy Stack reads a caller path outermost first: main (above q), q, r.
    const quint32 top = callers->tree()->subtreeEnd(q) == q + 2 ? q + 1 : 0;
    QCOMPARE(callers->tree()->name(top), QStringLiteral("main"));
    const QPoint atTop = callers->nodeRect(top).center();
    QVERIFY(useContextMenu(callers->viewport(), atTop, QStringLiteral("Copy Stack")));
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("main\nq\nr"));
    QVERIFY(useContextMenu(callers->viewport(), frame.center(), QStringLiteral("Copy Stack")));
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("q\nr"));
    // Sandwich from the menu re-centres the panel.
    QVERIFY(useContextMenu(callers->viewport(), frame.center(), QStringLiteral("Sandwich")));
    QCOMPARE(m_panel->function(), functionNamed(*m_snap.profile, "q"));
}

void TestSandwichPanel::largeTreeOffGuiThread()
{
    // 210 000 distinct leaves under 100 callers of `hub`, each caller also called once from
    // `other`: more than AsyncNodes nodes.
    QByteArray folded;
    for (int i = 0; i < 210000; ++i)
        folded += "main;hub;caller" + QByteArray::number(i % 100) + ";leaf" +
                  QByteArray::number(i) + " 2\n";
    for (int c = 0; c < 100; ++c)
        folded += "main;other;caller" + QByteArray::number(c) + " 3\n";
    const ProfileSnapshot big =
        ProfileSnapshot::build(CollapsedReader::parse(folded).profile, -1, QStringLiteral("big"));
    QVERIFY(big.isValid());
    QVERIFY(big.tree->nodeCount() > SandwichPanel::AsyncNodes);
    load(big);
    const quint32 caller7 = functionNamed(*big.profile, "caller7");
    const quint32 hub = functionNamed(*big.profile, "hub");

    // Asked for, then superseded at once: only the second is shown, once.
    QSignalSpy changed(m_panel, &SandwichPanel::functionChanged);
    QSignalSpy computed(m_panel, &SandwichPanel::computed);
    m_panel->showFunction(hub);
    QVERIFY(m_panel->isComputing());
    QVERIFY(m_panel->titleLabel()->text().contains(QLatin1String("hub")));
    QVERIFY(!m_panel->callersView()->tree()); // not the previous function's halves
    m_panel->showFunction(caller7);
    QCOMPARE(changed.count(), 2);
    QVERIFY(computed.wait(30000));
    QTest::qWait(200); // the superseded result, if it were applied, would arrive too
    QCOMPARE(computed.count(), 1);
    QVERIFY(!m_panel->isComputing());
    QCOMPARE(m_panel->function(), caller7);
    // The same numbers as the table: 2 100 leaves of 2 under hub, 3 from other.
    const FunctionStats *row = big.table->find(caller7);
    QVERIFY(row);
    QCOMPARE(row->inclusive, 2100 * 2 + 3);
    QCOMPARE(m_panel->callersView()->tree()->total(1), row->inclusive);
    QCOMPARE(m_panel->calleesView()->tree()->total(1), row->inclusive);
    QCOMPARE(m_panel->callersView()->tree()->name(1), QStringLiteral("caller7"));
    QVERIFY(m_panel->titleLabel()->text().startsWith(QLatin1String("caller7:")));

    // A new tree drops a sandwich still being computed.
    m_panel->showFunction(hub);
    QVERIFY(m_panel->isComputing());
    load(snapshotOf(recursionFolded()));
    QVERIFY(!m_panel->isComputing());
    QTest::qWait(2000);
    QCOMPARE(computed.count(), 1);
    QCOMPARE(m_panel->function(), SandwichPanel::NoFunction);
}

QTEST_MAIN(TestSandwichPanel)
#include "tst_sandwichpanel.moc"
