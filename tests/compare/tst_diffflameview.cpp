// SPDX-License-Identifier: MIT
#include "diffflameview.h"

#include "io/collapsedreader.h"

#include <QTest>

using namespace hearth;

class TestDiffFlameView : public QObject
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

    DiffTree::Ptr m_diff;
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
        DiffFlameView view;
        QVERIFY(!view.isIcicle()); // the default is a flame, as in the single view
        view.resize(800, 300);
        view.setIcicle(icicle);
        view.setDiff(m_diff, m_type);
        const quint32 main = find(*m_diff, QStringLiteral("main"));
        const quint32 grow = find(*m_diff, QStringLiteral("main;grow"));
        const QRect rm = view.nodeRect(main);
        const QRect rg = view.nodeRect(grow);
        QVERIFY(!rm.isEmpty() && !rg.isEmpty());
        if (icicle) {
            QVERIFY2(rm.top() < view.height() / 2, qPrintable(QString::number(rm.top())));
            QVERIFY(rg.top() > rm.top());
        } else {
            QVERIFY2(rm.bottom() > view.height() / 2, qPrintable(QString::number(rm.bottom())));
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
        DiffFlameView view;
        view.resize(800, 300);
        view.setDiff(m_diff, m_type);
        const quint32 n = find(*m_diff, path);
        QVERIFY(n);
        const QColor c = view.colourOf(n);
        if (direction > 0)
            QVERIFY2(c.red() > c.blue() + 60, qPrintable(c.name()));
        else if (direction < 0)
            QVERIFY2(c.blue() > c.red() + 60, qPrintable(c.name()));
        else
            QVERIFY2(qAbs(c.red() - c.blue()) < 10 && qAbs(c.red() - c.green()) < 10,
                     qPrintable(c.name()));
        // The painted pixel is that colour (hatching aside: sample a frame on both sides).
        if (!m_diff->onlyInB(n)) {
            const QImage img = view.grab().toImage();
            const QRect r = view.nodeRect(n);
            QVERIFY(!r.isEmpty());
            QCOMPARE(img.pixelColor(r.left() + 1, r.bottom() - 1).rgb(), c.rgb());
        }
    }

    void widthsFromEitherSide()
    {
        DiffFlameView view;
        view.resize(1000, 300);
        view.setDiff(m_diff, m_type);
        const quint32 fresh = find(*m_diff, QStringLiteral("main;fresh"));
        const quint32 shrink = find(*m_diff, QStringLiteral("main;shrink"));
        QVERIFY(!view.nodeRect(fresh).isEmpty());
        const int shrinkInB = view.nodeRect(shrink).width();
        view.setWidthsFromB(false);
        QVERIFY(view.nodeRect(fresh).isEmpty()); // zero width in A
        QVERIFY(view.nodeRect(shrink).width() > shrinkInB);
        QVERIFY(view.legendText().contains(QStringLiteral("from A")));
        QVERIFY(view.legendText().contains(QStringLiteral("orange means more time in B")));
    }

    void clickFocusesAndEscapeStepsOut()
    {
        DiffFlameView view;
        view.resize(800, 300);
        view.setDiff(m_diff, m_type);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const quint32 grow = find(*m_diff, QStringLiteral("main;grow"));
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.nodeRect(grow).center());
        QCOMPARE(view.focusNode(), grow);
        QCOMPARE(view.nodeRect(grow).width(), view.width()); // fills the width
        QTest::keyClick(&view, Qt::Key_Escape);
        QCOMPARE(view.focusNode(), m_diff->parent(grow));
        QTest::keyClick(&view, Qt::Key_Home);
        QCOMPARE(view.focusNode(), 0u);
    }
};

QTEST_MAIN(TestDiffFlameView)
#include "tst_diffflameview.moc"
