// SPDX-License-Identifier: MIT
// The frame a profile store merges at max_nodes ("other") is not a function: in the flame
// graph and the difference graph it is hatched, labelled as merged frames, said so on hover,
// and Focus and Sandwich are never offered on it (context menus, Enter, S, a click).
#include "differenceview.h"
#include "flamegraphview.h"
#include "profileview.h"
#include "widgettestsupport.h"

#include "analysis/difftree.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

using namespace hearth;
using namespace hearth::test;

namespace {

// A store's answer: 40 of 100 under "other", which also appears under work.
const char *kMerged = "main;work 50\nmain;other 40\nmain;work;other 10\n";

// Pixels of the bottom row of a frame's box (no label there): how many differ from the
// first, and whether the frame's own fill colour is among them.
int distinctAlongBottom(const QImage &img, const QRect &frame)
{
    QSet<QRgb> seen;
    const int y = frame.bottom() - 1;
    for (int x = frame.left() + 2; x < std::min(frame.right() - 2, frame.left() + 40); ++x)
        seen.insert(img.pixel(x, y));
    return int(seen.size());
}

} // namespace

class TestMergedFrames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hatchedAndLabelled_data()
    {
        QTest::addColumn<bool>("marked");
        QTest::newRow("marked as merged frames") << true;
        QTest::newRow("not marked: a function like any other") << false;
    }
    void hatchedAndLabelled()
    {
        QFETCH(bool, marked);
        const ProfileSnapshot snap = snapshotOf(kMerged);
        FlameGraphView view;
        view.resize(800, 200);
        view.setTree(snap.tree);
        if (marked)
            view.setNotAFunction(QStringLiteral("other"));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const CallTree &t = *snap.tree;
        const quint32 other = nodeNamed(t, "other");
        const quint32 work = nodeNamed(t, "work");
        QCOMPARE(t.name(t.parent(other)), QStringLiteral("main"));
        QCOMPARE(view.isNotAFunction(other), marked);
        QVERIFY(!view.isNotAFunction(work));
        const QImage img = view.viewport()->grab().toImage();
        const QRect otherBox = view.nodeRect(other);
        const QRect workBox = view.nodeRect(work);
        QVERIFY(otherBox.width() > 40 && workBox.width() > 40);
        // A hatch pattern: the fill and the hatch's lines along one pixel row; a plain frame
        // is one colour there.
        QCOMPARE(distinctAlongBottom(img, otherBox) >= 2, marked);
        QCOMPARE(distinctAlongBottom(img, workBox), 1);
        // The same in a rendered image (export).
        const QImage rendered = view.renderImage(800);
        QVERIFY(!rendered.isNull());
        QCOMPARE(FlameGraphView::notAFunctionLabel(QStringLiteral("other")),
                 QStringLiteral("other (frames merged by the server)"));
        // Hover says so.
        QHelpEvent help(QEvent::ToolTip, otherBox.center(),
                        view.viewport()->mapToGlobal(otherBox.center()));
        QApplication::sendEvent(view.viewport(), &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text().contains(QLatin1String("Not a function")), marked);
        QToolTip::hideText();
    }

    void neverOfferedFocusOrSandwich()
    {
        const ProfileSnapshot snap = snapshotOf(kMerged);
        FlameGraphView view;
        view.resize(800, 200);
        view.setTree(snap.tree);
        view.setNotAFunction(QStringLiteral("other"));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const CallTree &t = *snap.tree;
        const quint32 other = nodeNamed(t, "other");
        const QPoint at = view.nodeRect(other).center();
        QStringList texts;
        QVERIFY(useContextMenu(view.viewport(), at, QString(),
                               [&](QMenu *menu) { texts = actionTexts(menu); }));
        QVERIFY2(!texts.contains(QStringLiteral("Zoom to Frame")), qPrintable(texts.join(u',')));
        // Nor the focus transforms (a function's frame has them).
        QObject owner;
        QStringList transforms;
        for (QAction *a : view.transformActions(other, &owner))
            transforms << a->text();
        QVERIFY(!transforms.contains(QStringLiteral("Focus on Subtree")));
        QVERIFY(!transforms.contains(QStringLiteral("Focus on Function")));
        transforms.clear();
        for (QAction *a : view.transformActions(nodeNamed(t, "work"), &owner))
            transforms << a->text();
        QVERIFY(transforms.contains(QStringLiteral("Focus on Subtree")));
        QVERIFY(!texts.contains(QStringLiteral("Sandwich")));
        QVERIFY(texts.contains(QStringLiteral("Copy Name")));
        // A function's frame still has both.
        QVERIFY(useContextMenu(view.viewport(), view.nodeRect(nodeNamed(t, "work")).center(),
                               QString(), [&](QMenu *menu) { texts = actionTexts(menu); }));
        QVERIFY(texts.contains(QStringLiteral("Zoom to Frame")) &&
                texts.contains(QStringLiteral("Sandwich")));
        // Enter, S and a click do not focus it or open its sandwich.
        QSignalSpy sandwich(&view, &FlameGraphView::sandwichRequested);
        view.setSelectedNode(other);
        view.setFocus();
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(view.focusNode(), quint32(0));
        QTest::keyClick(&view, Qt::Key_S);
        QCOMPARE(sandwich.count(), 0);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(view.focusNode(), quint32(0));
    }

    void tableMenuLeavesThemOut()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        ProfileView view(&settings);
        view.resize(1000, 600);
        view.setSnapshot(snapshotOf(kMerged));
        view.setNotAFunction(QStringLiteral("other"));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTableView *table = view.table();
        int row = -1;
        for (int r = 0; r < table->model()->rowCount(); ++r) {
            if (table->model()->index(r, 0).data().toString().contains(
                    QLatin1String("not a function")))
                row = r;
        }
        QVERIFY(row >= 0);
        QVERIFY(view.flameGraph()->isNotAFunction(nodeNamed(*view.snapshot().tree, "other")));
        const QPoint at = table->visualRect(table->model()->index(row, 0)).center();
        QStringList texts;
        QVERIFY(useContextMenu(table->viewport(), at, QString(),
                               [&](QMenu *menu) { texts = actionTexts(menu); }));
        QVERIFY2(!texts.contains(QStringLiteral("Sandwich")), qPrintable(texts.join(u',')));
        QVERIFY(!texts.contains(QStringLiteral("Focus the Largest Site")));
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(view.flameGraph()->focusNode(), quint32(0));
    }

    void differenceGraph()
    {
        const ProfileSnapshot a = snapshotOf(kMerged);
        const ProfileSnapshot b = snapshotOf("main;work 30\nmain;other 70\n");
        DifferenceView diff;
        diff.resize(1000, 400);
        diff.setProfiles(a, b);
        diff.setNotAFunction(QStringLiteral("other"));
        diff.show();
        QVERIFY(QTest::qWaitForWindowExposed(&diff));
        FlameGraphView &view = *diff.flameGraph();
        QTRY_VERIFY(view.tree());
        const CallTree &t = *view.tree();
        quint32 other = 0;
        quint32 work = 0;
        for (quint32 n = 1; n < t.nodeCount(); ++n) {
            if (t.name(n) == QLatin1String("other") && t.name(t.parent(n)) == QLatin1String("main"))
                other = n;
            if (t.name(n) == QLatin1String("work"))
                work = n;
        }
        QVERIFY(other && work);
        QVERIFY(view.isNotAFunction(other));
        QVERIFY(!view.isNotAFunction(work));
        const QImage img = view.viewport()->grab().toImage();
        QVERIFY(distinctAlongBottom(img, view.nodeRect(other)) >= 2);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.nodeRect(other).center());
        QCOMPARE(view.focusNode(), quint32(0));
        QHelpEvent help(QEvent::ToolTip, view.nodeRect(other).center(),
                        view.viewport()->mapToGlobal(view.nodeRect(other).center()));
        QApplication::sendEvent(view.viewport(), &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(QLatin1String("Not a function")),
                 qPrintable(QToolTip::text()));
        QToolTip::hideText();
    }
};

QTEST_MAIN(TestMergedFrames)
#include "tst_mergedframes.moc"
