// SPDX-License-Identifier: MIT
#include "flamegraphview.h"
#include "widgettestsupport.h"

#include "analysis/quantity.h"

#include <QClipboard>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>
#include <QWheelEvent>

using namespace hearth;
using namespace hearth::test;

class TestFlameGraphView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void drawsFramesWhereLaidOut();
    void clickFocusesFrame();
    void escapeStepsOut();
    void backAndForward();
    void keyboardNavigation();
    void wheelZoomsAroundPointer();
    void dragPans();
    void searchDimsTheRest();
    void highlightedFunction();
    void icicleFlipsRows();
    void skipTrunk();
    void renderImage();
    void hoverTooltip();
    void frameContextMenu();

private:
    QImage grabViewport() { return m_view->viewport()->grab().toImage(); }
    FlameGraphView *m_view = nullptr;
    ProfileSnapshot m_snap;
};

void TestFlameGraphView::init()
{
    m_snap = snapshotOf(basicFolded());
    QVERIFY(m_snap.isValid());
    m_view = new FlameGraphView;
    m_view->resize(1000, 300);
    m_view->setTree(m_snap.tree);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
}

void TestFlameGraphView::cleanup()
{
    delete m_view;
    m_view = nullptr;
}

void TestFlameGraphView::drawsFramesWhereLaidOut()
{
    const CallTree &t = *m_snap.tree;
    const quint32 d = nodeNamed(t, "d");
    const QRect r = m_view->nodeRect(d);
    QVERIFY(!r.isEmpty());
    // d is half of the profile and starts at 40%.
    const int w = m_view->viewport()->width();
    QVERIFY(qAbs(r.left() - int(0.4 * w)) <= 1);
    QVERIFY(qAbs(r.width() - int(0.5 * w)) <= 1);
    // Flame orientation: main is at the bottom, d just above it.
    const QRect main = m_view->nodeRect(nodeNamed(t, "main"));
    QCOMPARE(main.bottom(), m_view->viewport()->height() - 1);
    QCOMPARE(r.bottom(), main.top() - 1);
    const QImage img = grabViewport();
    QCOMPARE(img.pixelColor(fillPoint(r)), m_view->frameColour(d));
    // The parent's self time (the right 8%) is empty: background.
    QCOMPARE(img.pixelColor(w - 5, r.top() + 1), m_view->flamePalette().background());
}

void TestFlameGraphView::clickFocusesFrame()
{
    const CallTree &t = *m_snap.tree;
    const quint32 a = nodeNamed(t, "a");
    QSignalSpy focus(m_view, &FlameGraphView::focusChanged);
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, m_view->nodeRect(a).center());
    QCOMPARE(m_view->focusNode(), a);
    QCOMPARE(focus.count(), 1);
    QCOMPARE(m_view->selectedNode(), a);
    // a now fills the width, b takes 75% of it.
    const QRect ra = m_view->nodeRect(a);
    QCOMPARE(ra.left(), 0);
    QVERIFY(ra.width() >= m_view->viewport()->width() - 1);
    const QRect rb = m_view->nodeRect(nodeNamed(t, "b"));
    QVERIFY(qAbs(rb.width() - int(0.75 * m_view->viewport()->width())) <= 1);
    // d is not a descendant: not drawn.
    QVERIFY(m_view->nodeRect(nodeNamed(t, "d")).isEmpty());
    const QImage img = grabViewport();
    QCOMPARE(img.pixelColor(fillPoint(rb)), m_view->frameColour(nodeNamed(t, "b")));
}

void TestFlameGraphView::escapeStepsOut()
{
    const CallTree &t = *m_snap.tree;
    m_view->focusOn(nodeNamed(t, "b"));
    m_view->setFocus();
    QTest::keyClick(m_view, Qt::Key_Escape);
    QCOMPARE(m_view->focusNode(), nodeNamed(t, "a"));
    QTest::keyClick(m_view, Qt::Key_Backspace);
    QCOMPARE(m_view->focusNode(), nodeNamed(t, "main"));
    QTest::keyClick(m_view, Qt::Key_Escape);
    QCOMPARE(m_view->focusNode(), 0u);
    QTest::keyClick(m_view, Qt::Key_Escape); // at the root: stays
    QCOMPARE(m_view->focusNode(), 0u);
}

void TestFlameGraphView::backAndForward()
{
    const CallTree &t = *m_snap.tree;
    QVERIFY(!m_view->canGoBack());
    m_view->focusOn(nodeNamed(t, "a"));
    m_view->focusOn(nodeNamed(t, "b"));
    QVERIFY(m_view->canGoBack());
    m_view->goBack();
    QCOMPARE(m_view->focusNode(), nodeNamed(t, "a"));
    QVERIFY(m_view->canGoForward());
    m_view->goForward();
    QCOMPARE(m_view->focusNode(), nodeNamed(t, "b"));
    m_view->setFocus();
    QTest::keyClick(m_view, Qt::Key_Home);
    QCOMPARE(m_view->focusNode(), 0u);
}

void TestFlameGraphView::keyboardNavigation()
{
    const CallTree &t = *m_snap.tree;
    m_view->setFocus();
    QTest::keyClick(m_view, Qt::Key_Up); // nothing selected: the first frame
    QCOMPARE(m_view->selectedNode(), nodeNamed(t, "main"));
    QTest::keyClick(m_view, Qt::Key_Up); // deeper: the widest child
    QCOMPARE(m_view->selectedNode(), nodeNamed(t, "d"));
    QTest::keyClick(m_view, Qt::Key_Left);
    QCOMPARE(m_view->selectedNode(), nodeNamed(t, "a"));
    QTest::keyClick(m_view, Qt::Key_Up);
    QCOMPARE(m_view->selectedNode(), nodeNamed(t, "b"));
    QTest::keyClick(m_view, Qt::Key_Right);
    QCOMPARE(m_view->selectedNode(), nodeNamed(t, "c"));
    QTest::keyClick(m_view, Qt::Key_Down);
    QCOMPARE(m_view->selectedNode(), nodeNamed(t, "a"));
    QTest::keyClick(m_view, Qt::Key_Return);
    QCOMPARE(m_view->focusNode(), nodeNamed(t, "a"));
    // The selection is outlined: the frame's edge is the outline colour, not its fill.
    const QRect ra = m_view->nodeRect(nodeNamed(t, "a"));
    const QImage img = grabViewport();
    QCOMPARE(img.pixelColor(ra.left() + 1, ra.center().y()),
             m_view->flamePalette().selectionOutline());
}

void TestFlameGraphView::wheelZoomsAroundPointer()
{
    const double w = m_view->viewport()->width();
    const QPointF pos(0.25 * w, 50);
    QWheelEvent wheel(pos, m_view->viewport()->mapToGlobal(pos), QPoint(), QPoint(0, 240),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(m_view->viewport(), &wheel);
    const double span = m_view->viewEnd() - m_view->viewStart();
    QVERIFY2(span < 0.7, qPrintable(QString::number(span)));
    // The point under the pointer stays under it.
    QVERIFY(qAbs(m_view->viewStart() + 0.25 * span - 0.25) < 1e-9);
    // d (40%..90%) now starts further right than 40% of the width.
    const QRect d = m_view->nodeRect(nodeNamed(*m_snap.tree, "d"));
    QVERIFY(d.left() > int(0.4 * w));
    QTest::keyClick(m_view, Qt::Key_Escape); // Esc first resets the zoom
    QCOMPARE(m_view->viewStart(), 0.0);
    QCOMPARE(m_view->viewEnd(), 1.0);
}

void TestFlameGraphView::dragPans()
{
    m_view->setZoom(0.25, 0.75);
    QWidget *vp = m_view->viewport();
    const QPoint from(500, 40);
    const QPoint to(300, 40);
    QMouseEvent press(QEvent::MouseButtonPress, from, vp->mapToGlobal(from), Qt::LeftButton,
                      Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(vp, &press);
    for (int x = 490; x >= to.x(); x -= 10) {
        const QPoint p(x, 40);
        QMouseEvent move(QEvent::MouseMove, p, vp->mapToGlobal(p), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QCoreApplication::sendEvent(vp, &move);
    }
    QMouseEvent release(QEvent::MouseButtonRelease, to, vp->mapToGlobal(to), Qt::LeftButton,
                        Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(vp, &release);
    // Dragged left by 200 px of a half-profile view: moved right by 0.1 of the profile.
    const double expected = 0.25 + 200.0 / vp->width() * 0.5;
    QVERIFY2(qAbs(m_view->viewStart() - expected) < 1e-6,
             qPrintable(QString::number(m_view->viewStart())));
    QCOMPARE(m_view->focusNode(), 0u); // a drag is not a click
}

void TestFlameGraphView::searchDimsTheRest()
{
    const CallTree &t = *m_snap.tree;
    const quint32 a = nodeNamed(t, "a");
    const quint32 d = nodeNamed(t, "d");
    m_view->setSearch(SearchMatch::compute(t, QStringLiteral("d"), false));
    const QImage img = grabViewport();
    const QRect rd = m_view->nodeRect(d);
    const QRect ra = m_view->nodeRect(a);
    QCOMPARE(img.pixelColor(fillPoint(rd)), m_view->frameColour(d));
    const QColor dim = img.pixelColor(fillPoint(ra));
    QVERIFY(dim != m_view->frameColour(a));
    QVERIFY(dim.lightness() > m_view->frameColour(a).lightness()); // towards the background
    // Not by colour alone: the match carries a bar along its bottom edge.
    QCOMPARE(img.pixelColor(rd.left() + 5, rd.bottom() - 2),
             m_view->flamePalette().selectionOutline());
    QVERIFY(img.pixelColor(ra.left() + 5, ra.bottom() - 2) !=
            m_view->flamePalette().selectionOutline());
}

void TestFlameGraphView::highlightedFunction()
{
    const CallTree &t = *m_snap.tree;
    const quint32 b = nodeNamed(t, "b");
    m_view->setHighlightedFunction(t.function(b));
    const QImage img = grabViewport();
    const QRect rb = m_view->nodeRect(b);
    const QRect rd = m_view->nodeRect(nodeNamed(t, "d"));
    QVERIFY(img.pixelColor(fillPoint(rd)) != m_view->frameColour(nodeNamed(t, "d")));
    // The site is outlined (dashed): part of its top edge is the outline colour.
    int outline = 0;
    for (int x = rb.left() + 4; x < rb.right() - 4; ++x)
        outline += img.pixelColor(x, rb.top()) == m_view->flamePalette().selectionOutline();
    QVERIFY2(outline > rb.width() / 4, qPrintable(QString::number(outline)));
}

void TestFlameGraphView::icicleFlipsRows()
{
    const CallTree &t = *m_snap.tree;
    m_view->setIcicle(true);
    const QRect main = m_view->nodeRect(nodeNamed(t, "main"));
    QCOMPARE(main.top(), 0);
    QVERIFY(m_view->nodeRect(nodeNamed(t, "b")).top() > main.top());
    QCOMPARE(m_view->nodeAt(QPoint(10, 2)), nodeNamed(t, "main"));
}

void TestFlameGraphView::skipTrunk()
{
    const ProfileSnapshot s =
        snapshotOf("rspec;hooks;otel;app;x 100\nrspec;hooks;otel;app;y 90\nrspec;hooks;tiny 1\n");
    m_view->setTree(s.tree);
    m_view->setSkipTrunk(true);
    QCOMPARE(s.tree->name(m_view->focusNode()), QStringLiteral("app"));
    // The first row drawn is app itself: rspec/hooks/otel are not drawn.
    QVERIFY(m_view->nodeRect(nodeNamed(*s.tree, "rspec")).isEmpty());
    QCOMPARE(m_view->nodeRect(nodeNamed(*s.tree, "app")).bottom(),
             m_view->viewport()->height() - 1);
    m_view->setSkipTrunk(false);
    m_view->resetView();
    QVERIFY(!m_view->nodeRect(nodeNamed(*s.tree, "rspec")).isEmpty());
}

void TestFlameGraphView::renderImage()
{
    const QImage img = m_view->renderImage(600);
    QCOMPARE(img.width(), 600);
    QCOMPARE(img.height(), 3 * m_view->rowHeight());
    // main at the bottom, full width.
    const quint32 main = nodeNamed(*m_snap.tree, "main");
    QCOMPARE(img.pixelColor(590, img.height() - m_view->rowHeight() + 1),
             m_view->frameColour(main));
}

void TestFlameGraphView::hoverTooltip()
{
    // handmade.pb: main;work;outer;inner 20 ms (inner inlined into outer at util.go), in
    // /usr/bin/app; 70 ms of CPU in all, 60 ms of it under work.
    m_snap = snapshotOfFile("handmade.pb");
    QVERIFY(m_snap.isValid());
    m_view->setTree(m_snap.tree);
    const CallTree &t = *m_snap.tree;
    const ValueType type = m_snap.profile->sampleTypes().value(t.sampleType());
    QCOMPARE(t.totalValue(), 70000000);
    struct Expect
    {
        const char *name;
        const char *where;
        qint64 self, total, parent;
    };
    for (const Expect &e : {Expect{"outer", "util.go:50", 0, 20000000, 60000000},
                            Expect{"inner", "util.go:40", 20000000, 20000000, 20000000}}) {
        const QRect frame = m_view->nodeRect(nodeNamed(t, e.name));
        QVERIFY(!frame.isEmpty());
        QHelpEvent help(QEvent::ToolTip, frame.center(),
                        m_view->viewport()->mapToGlobal(frame.center()));
        QApplication::sendEvent(m_view->viewport(), &help);
        QTRY_VERIFY(QToolTip::isVisible());
        const QString tip = QToolTip::text();
        QVERIFY2(tip.contains(QLatin1String("<b>") + QLatin1String(e.name) + QLatin1String("</b>")),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QLatin1String(e.where)), qPrintable(tip));
        QVERIFY2(tip.contains(QLatin1String("Module: /usr/bin/app")), qPrintable(tip));
        auto line = [&](const char *label, qint64 v) -> QString {
            return QLatin1String(label) + QLatin1String(": ") + Quantity::format(v, type) +
                   QLatin1String(" (") + Quantity::percent(v, t.totalValue()) +
                   QLatin1String(" of the total, ") + Quantity::percent(v, e.parent) +
                   QLatin1String(" of the parent)");
        };
        QVERIFY2(tip.contains(line("Self", e.self)), qPrintable(tip));
        QVERIFY2(tip.contains(line("Total", e.total)), qPrintable(tip));
        QVERIFY2(tip.contains(QLatin1String("20 ms")), qPrintable(tip));
        QToolTip::hideText();
        QTRY_VERIFY(!QToolTip::isVisible());
    }
    // Empty space shows none.
    QHelpEvent none(QEvent::ToolTip, QPoint(5, 5), m_view->viewport()->mapToGlobal(QPoint(5, 5)));
    QApplication::sendEvent(m_view->viewport(), &none);
    QVERIFY(!QToolTip::isVisible());
}

void TestFlameGraphView::frameContextMenu()
{
    const CallTree &t = *m_snap.tree;
    const quint32 b = nodeNamed(t, "b");
    const QPoint pos = m_view->nodeRect(b).center();
    QStringList texts;
    QVERIFY(useContextMenu(m_view->viewport(), pos, QString(),
                           [&](QMenu *menu) { texts = actionTexts(menu); }));
    QCOMPARE(texts.mid(0, 4),
             (QStringList{QStringLiteral("Zoom to Frame"), QStringLiteral("Sandwich"),
                          QStringLiteral("Copy Name"), QStringLiteral("Copy Stack")}));
    QCOMPARE(m_view->selectedNode(), b);
    QVERIFY(useContextMenu(m_view->viewport(), pos, QStringLiteral("Copy Name")));
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("b"));
    QVERIFY(useContextMenu(m_view->viewport(), pos, QStringLiteral("Copy Stack")));
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("main\na\nb"));
    QSignalSpy sandwich(m_view, &FlameGraphView::sandwichRequested);
    QVERIFY(useContextMenu(m_view->viewport(), pos, QStringLiteral("Sandwich")));
    QCOMPARE(sandwich.count(), 1);
    QCOMPARE(sandwich.first().first().toUInt(), t.function(b));
    QVERIFY(useContextMenu(m_view->viewport(), pos, QStringLiteral("Zoom to Frame")));
    QCOMPARE(m_view->focusNode(), b);
    // From the keyboard: S, or the menu key on the selected frame.
    m_view->setSelectedNode(nodeNamed(t, "d"));
    m_view->setFocus();
    QTest::keyClick(m_view, Qt::Key_S);
    QCOMPARE(sandwich.count(), 2);
    QCOMPARE(sandwich.last().first().toUInt(), t.function(nodeNamed(t, "d")));
    QVERIFY(useContextMenu(m_view, QPoint(1, 1), QStringLiteral("Copy Name"), {},
                           QContextMenuEvent::Keyboard));
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("d"));
    // On empty space: no frame actions, but Step Out and Reset View.
    QVERIFY(useContextMenu(m_view->viewport(), QPoint(5, 5), QString(),
                           [&](QMenu *menu) { texts = actionTexts(menu); }));
    QVERIFY(!texts.contains(QStringLiteral("Copy Name")));
    QVERIFY(texts.contains(QStringLiteral("Reset View")));
}

QTEST_MAIN(TestFlameGraphView)
#include "tst_flamegraphview.moc"
