// SPDX-License-Identifier: MIT
#include "differencecolouring.h"
#include "flamegraphview.h"

#include "io/collapsedreader.h"

#include <QApplication>
#include <QHelpEvent>
#include <QTest>
#include <QToolTip>

using namespace hearth;

// The difference graph: a FlameGraphView of the merged tree coloured by DifferenceColouring
// (blue less, orange more, grey unchanged; frames on one side only hatched and labelled so;
// the tooltip gives both sides' numbers).
class TestDifferenceColouring : public QObject
{
    Q_OBJECT

    static CallTree::Ptr tree(const char *folded)
    {
        return CallTree::build(CollapsedReader::parse(QByteArray(folded)).profile, 0);
    }
    static quint32 find(const DiffTree &t, const QString &path)
    {
        for (quint32 n = 1; n < t.nodeCount(); ++n) {
            QStringList parts;
            for (quint32 m = n; m != 0; m = t.parent(m))
                parts.prepend(t.name(m));
            if (parts.join(QLatin1Char(';')) == path)
                return n;
        }
        return 0;
    }
    // The difference graph as DifferenceView makes it.
    void show(FlameGraphView &view, bool fromB = true, bool normalize = true)
    {
        m_colouring = std::make_shared<DifferenceColouring>(m_diff, m_type, normalize);
        view.setTree(m_diff->asCallTree(fromB, m_type), m_colouring);
    }

    DiffTree::Ptr m_diff;
    std::shared_ptr<const DifferenceColouring> m_colouring;
    const ValueType m_type{QStringLiteral("samples"), QStringLiteral("count")};

private Q_SLOTS:
    void init()
    {
        // grow: 10% of A → 50% of B; shrink: 80% → 30%; same: 10% → 10%; fresh only in B.
        m_diff =
            DiffTree::build(*tree("main;grow 10\nmain;shrink 80\nmain;same 10\n"),
                            *tree("main;grow 50\nmain;shrink 30\nmain;same 10\nmain;fresh 10\n"));
    }

    // Issue 14: flame (root at the bottom) or icicle, as the user chose for every graph.
    void followsTheOrientation_data()
    {
        QTest::addColumn<bool>("icicle");
        QTest::newRow("flame") << false;
        QTest::newRow("icicle") << true;
    }
    void followsTheOrientation()
    {
        QFETCH(bool, icicle);
        FlameGraphView view;
        QVERIFY(!view.isIcicle()); // the default is a flame, as in the single view
        view.resize(800, 300);
        view.setIcicle(icicle);
        show(view);
        const quint32 main = find(*m_diff, QStringLiteral("main"));
        const quint32 grow = find(*m_diff, QStringLiteral("main;grow"));
        const QRect rm = view.nodeRect(main);
        const QRect rg = view.nodeRect(grow);
        const int height = view.viewport()->height();
        QVERIFY(!rm.isEmpty() && !rg.isEmpty());
        if (icicle) {
            QVERIFY2(rm.top() < height / 2, qPrintable(QString::number(rm.top())));
            QVERIFY(rg.top() > rm.top());
        } else {
            QVERIFY2(rm.bottom() > height / 2, qPrintable(QString::number(rm.bottom())));
            QVERIFY(rg.top() < rm.top());
        }
        // Hit testing agrees with the drawing.
        QCOMPARE(view.nodeAt(rg.center()), grow);
    }

    void coloursFollowTheChange_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("direction"); // +1 more in B (orange), -1 less (blue), 0 grey
        QTest::newRow("grew") << "main;grow" << 1;
        QTest::newRow("shrank") << "main;shrink" << -1;
        QTest::newRow("unchanged") << "main;same" << 0;
        QTest::newRow("no self time") << "main" << 0;
        QTest::newRow("only in B") << "main;fresh" << 1;
    }
    void coloursFollowTheChange()
    {
        QFETCH(QString, path);
        QFETCH(int, direction);
        FlameGraphView view;
        view.resize(800, 300);
        show(view);
        const quint32 n = find(*m_diff, path);
        QVERIFY(n);
        const QColor c = view.frameColour(n);
        QCOMPARE(c, m_colouring->colourOf(*view.tree(), n, view.flamePalette()));
        if (direction > 0)
            QVERIFY2(c.red() > c.blue() + 60, qPrintable(c.name()));
        else if (direction < 0)
            QVERIFY2(c.blue() > c.red() + 60, qPrintable(c.name()));
        else
            QVERIFY2(qAbs(c.red() - c.blue()) < 10 && qAbs(c.red() - c.green()) < 10,
                     qPrintable(c.name()));
        QCOMPARE(m_colouring->isHatched(n), m_diff->onlyInB(n));
        // The painted pixel is that colour (hatching aside: sample a frame on both sides).
        if (!m_diff->onlyInB(n)) {
            const QImage img = view.viewport()->grab().toImage();
            const QRect r = view.nodeRect(n);
            QVERIFY(!r.isEmpty());
            QCOMPARE(img.pixelColor(r.left() + 1, r.bottom() - 1).rgb(), c.rgb());
        }
    }

    void onlyOnOneSideIsHatchedAndLabelled()
    {
        FlameGraphView view;
        view.resize(1600, 300);
        show(view);
        const quint32 fresh = find(*m_diff, QStringLiteral("main;fresh"));
        const QRect r = view.nodeRect(fresh);
        QVERIFY(!r.isEmpty());
        const QFontMetricsF fm(view.font());
        QCOMPARE(m_colouring->label(*view.tree(), fresh, fm, 1000),
                 QStringLiteral("fresh (only in B)"));
        // Hatched: not every pixel of the frame has its fill colour.
        const QImage img = view.viewport()->grab().toImage();
        const QRgb fill = view.frameColour(fresh).rgb();
        int other = 0;
        for (int x = r.left() + 1; x < r.left() + 12; ++x)
            other += img.pixel(x, r.top() + 2) != fill ? 1 : 0;
        QVERIFY2(other > 0, "no hatching");
    }

    void widthsFromEitherSide()
    {
        FlameGraphView view;
        view.resize(1000, 300);
        show(view);
        const quint32 fresh = find(*m_diff, QStringLiteral("main;fresh"));
        const quint32 shrink = find(*m_diff, QStringLiteral("main;shrink"));
        QVERIFY(!view.nodeRect(fresh).isEmpty());
        const int shrinkInB = view.nodeRect(shrink).width();
        view.replaceTree(m_diff->asCallTree(false, m_type), m_colouring);
        QVERIFY(view.nodeRect(fresh).isEmpty()); // zero width in A
        QVERIFY(view.nodeRect(shrink).width() > shrinkInB);
        QVERIFY(DifferenceColouring::legendText(false).contains(QStringLiteral("from A")));
        QVERIFY(DifferenceColouring::legendText(false).contains(
            QStringLiteral("orange means more time in B")));
        QVERIFY(DifferenceColouring::legendText(true).contains(QStringLiteral("from B")));
    }

    void clickFocusesAndEscapeStepsOut()
    {
        FlameGraphView view;
        view.resize(800, 300);
        show(view);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const quint32 grow = find(*m_diff, QStringLiteral("main;grow"));
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.nodeRect(grow).center());
        QCOMPARE(view.focusNode(), grow);
        QCOMPARE(view.nodeRect(grow).width(), view.viewport()->width()); // fills the width
        QTest::keyClick(&view, Qt::Key_Escape);
        QCOMPARE(view.focusNode(), m_diff->parent(grow));
        QTest::keyClick(&view, Qt::Key_Home);
        QCOMPARE(view.focusNode(), 0u);
    }

    void tooltipGivesBothSides_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("grew") << "main;grow"
                              << QStringList{
                                     QStringLiteral("Self: 10 samples in A, 50 samples in B"),
                                     QStringLiteral("Self share change: 40")};
        QTest::newRow("only in B")
            << "main;fresh"
            << QStringList{QStringLiteral("Self: 0 samples in A, 10 samples in B"),
                           QStringLiteral("Only in B")};
    }
    void tooltipGivesBothSides()
    {
        QFETCH(QString, path);
        QFETCH(QStringList, expected);
        FlameGraphView view;
        view.resize(800, 300);
        show(view);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const quint32 n = find(*m_diff, path);
        QCOMPARE(view.toolTipFor(n), m_colouring->toolTip(n));
        const QPoint at = view.nodeRect(n).center();
        QHelpEvent help(QEvent::ToolTip, at, view.viewport()->mapToGlobal(at));
        QApplication::sendEvent(view.viewport(), &help);
        QTRY_VERIFY(QToolTip::isVisible());
        const QString tip = QToolTip::text();
        for (const QString &e : expected)
            QVERIFY2(tip.contains(e), qPrintable(tip));
        QToolTip::hideText();
    }
};

QTEST_MAIN(TestDifferenceColouring)
#include "tst_differencecolouring.moc"
