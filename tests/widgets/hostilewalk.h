// SPDX-License-Identifier: MIT
#pragma once
// Issue 20: the hostile names and the generic walk over a window that the hostile-text tests
// share (tst_hostiletext for bundles, profiles and files; tst_hostilestore for a store's
// answers). The walk checks labels, buttons, actions, window titles, combo boxes, item
// models (display and tooltips), chart labels and the tooltips that hovering a grid over the
// painted views produces; a new widget that forgets DESIGN.md's rule fails it.

#include "itemmodels/untrustedtext.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QHelpEvent>
#include <QLabel>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QToolTip>
#include <QTranslator>

namespace hearth::test {

inline const QString Html =
    QStringLiteral("<h1 style=\"color:red\">PWNED</h1><img src=\"/etc/hostname\">");

inline QStringList hostileNames()
{
    QString nul = QStringLiteral("nul");
    nul += QChar(0);
    nul += QStringLiteral("in\nthe\r\nmiddle");
    QString huge = QStringLiteral("<b>huge</b>");
    huge += QString(1 << 20, QLatin1Char('W'));
    return {Html, QStringLiteral("a&b &Quit"), QStringLiteral("evil\u202Egnp.exe"), nul, huge};
}

/// Why a text shown by Qt is unsafe, or empty when it is safe. rich: Qt renders it as HTML.
inline QString problemOf(const QString &text, bool rich, const QString &where)
{
    if (text.contains(QChar(0x202E)))
        return where + QStringLiteral(": a raw U+202E");
    if (text.contains(QChar(0)))
        return where + QStringLiteral(": a raw NUL");
    if (text.size() > 50000)
        return where + QStringLiteral(": %1 characters, not bounded").arg(text.size());
    if (rich) {
        for (const char *tag : {"<img", "<h1", "<b>huge", "style=\"color"}) {
            if (text.contains(QLatin1String(tag)))
                return where + QStringLiteral(": input rendered as rich text: ") + text.left(200);
        }
    } else if (text.contains(QLatin1String("&lt;"))) {
        return where + QStringLiteral(": escaped text shown as plain text: ") + text.left(200);
    }
    return {};
}

/// Whether a rich-text document (a chart's axis title or label, which Qt Charts renders as
/// HTML and may elide) holds a heading or an image: Hearth's own texts have neither, the
/// hostile names have both.
inline bool rendersInputMarkup(const QTextDocument *doc)
{
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        if (b.blockFormat().headingLevel() > 0)
            return true;
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            if (it.fragment().charFormat().isImageFormat())
                return true;
        }
    }
    return false;
}

inline QString tipProblem(const QString &tip, const QString &where)
{
    return problemOf(tip, Qt::mightBeRichText(tip), where + QStringLiteral(" tooltip"));
}

inline QString menuProblem(const QString &text, const QString &where)
{
    if (text.contains(QLatin1String("a&b")) && !text.contains(QLatin1String("a&&b")))
        return where + QStringLiteral(": '&' of input taken as a mnemonic: ") + text;
    return problemOf(text, false, where);
}

inline void walkModel(const QAbstractItemModel *m, const QModelIndex &parent, QStringList &problems,
                      int &cells, const QString &where = QStringLiteral("item"))
{
    const int rows = qMin(m->rowCount(parent), 300);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < m->columnCount(parent); ++c) {
            const QModelIndex i = m->index(r, c, parent);
            ++cells;
            const QString shown = i.data(Qt::DisplayRole).toString();
            if (QString p = problemOf(shown, false, where); !p.isEmpty())
                problems << p;
            if (QString p = tipProblem(i.data(Qt::ToolTipRole).toString(), where); !p.isEmpty())
                problems << p;
            if (c == 0)
                walkModel(m, i, problems, cells, where);
        }
    }
}

/// Hovers a grid over the widget and checks each tooltip Qt shows; returns how many.
inline int hoverAll(QWidget *w, QStringList &problems, QStringList *seen)
{
    int shown = 0;
    for (int y = 2; y < w->height(); y += 9) {
        for (int x = 2; x < w->width(); x += 23) {
            QToolTip::hideText();
            QHelpEvent e(QEvent::ToolTip, QPoint(x, y), w->mapToGlobal(QPoint(x, y)));
            QApplication::sendEvent(w, &e);
            if (!QToolTip::isVisible())
                continue;
            ++shown;
            const QString tip = QToolTip::text();
            if (seen)
                *seen << tip;
            if (QString p = tipProblem(tip, QString::fromLatin1(w->metaObject()->className()));
                !p.isEmpty())
                problems << p;
        }
    }
    QToolTip::hideText();
    return shown;
}

/// The generic rule over one window and everything in it.
inline QStringList walk(QWidget *window, QStringList *hoverTips = nullptr, int *hovered = nullptr)
{
    QStringList problems;
    // A window title is plain text where '&' is shown as it is (not a mnemonic).
    if (QString p = problemOf(window->windowTitle(), false, QStringLiteral("window title"));
        !p.isEmpty())
        problems << p;
    QList<QWidget *> widgets = window->findChildren<QWidget *>();
    widgets.prepend(window);
    int cells = 0;
    for (QWidget *w : std::as_const(widgets)) {
        const QString cls = QString::fromLatin1(w->metaObject()->className());
        if (QString p = tipProblem(w->toolTip(), cls); !p.isEmpty())
            problems << p;
        if (auto *l = qobject_cast<QLabel *>(w)) {
            const bool rich = l->textFormat() == Qt::RichText ||
                              (l->textFormat() == Qt::AutoText && Qt::mightBeRichText(l->text()));
            if (QString p = problemOf(l->text(), rich, QStringLiteral("QLabel")); !p.isEmpty())
                problems << p;
        }
        if (auto *b = qobject_cast<QAbstractButton *>(w)) {
            if (QString p = menuProblem(b->text(), cls); !p.isEmpty())
                problems << p;
        }
        if (auto *c = qobject_cast<QComboBox *>(w)) {
            for (int i = 0; i < c->count(); ++i) {
                if (QString p = problemOf(c->itemText(i), false, QStringLiteral("combo box"));
                    !p.isEmpty())
                    problems << p;
            }
        }
        for (QAction *a : w->actions()) {
            if (QString p = menuProblem(a->text(), QStringLiteral("action")); !p.isEmpty())
                problems << p;
            if (QString p = tipProblem(a->toolTip(), QStringLiteral("action")); !p.isEmpty())
                problems << p;
        }
        if (auto *v = qobject_cast<QAbstractItemView *>(w); v && v->model()) {
            walkModel(v->model(), v->rootIndex(), problems, cells,
                      cls + QStringLiteral(" item in ") +
                          QString::fromLatin1(v->parentWidget()
                                                  ? v->parentWidget()->metaObject()->className()
                                                  : "a window"));
            for (Qt::Orientation o : {Qt::Horizontal, Qt::Vertical}) {
                const int n = o == Qt::Horizontal ? v->model()->columnCount()
                                                  : qMin(v->model()->rowCount(), 50);
                for (int s = 0; s < n; ++s) {
                    if (QString p =
                            tipProblem(v->model()->headerData(s, o, Qt::ToolTipRole).toString(),
                                       QStringLiteral("header"));
                        !p.isEmpty())
                        problems << p;
                }
            }
        }
        // Qt Charts renders titles and axis labels as HTML (and elides them to fit, which
        // can hide a heading): input in them must be escaped.
        if (auto *cv = qobject_cast<QChartView *>(w); cv && cv->chart()) {
            QStringList texts{cv->chart()->title()};
            for (QAbstractAxis *axis : cv->chart()->axes()) {
                texts << axis->titleText();
                if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis))
                    texts << categories->categories();
            }
            for (const QString &text : std::as_const(texts)) {
                if (QString p = problemOf(text, true, QStringLiteral("chart text")); !p.isEmpty())
                    problems << p;
            }
        }
        if (auto *g = qobject_cast<QGraphicsView *>(w); g && g->scene()) {
            for (QGraphicsItem *item : g->scene()->items()) {
                if (auto *t = dynamic_cast<QGraphicsTextItem *>(item)) {
                    const QString plain = t->toPlainText();
                    if ((plain.contains(QLatin1String("PWNED")) &&
                         !plain.contains(QLatin1String("<h1"))) ||
                        rendersInputMarkup(t->document()))
                        problems << QStringLiteral("chart label rendered as HTML: ") + plain;
                }
            }
        }
        // Painted views: hover a grid and read what QToolTip shows.
        if (hoverTips &&
            (cls.contains(QLatin1String("Flame")) || cls.contains(QLatin1String("Waterfall")) ||
             cls.contains(QLatin1String("Chart")) ||
             qobject_cast<QAbstractItemView *>(w->parentWidget())) &&
            w->isVisible()) {
            const int n = hoverAll(w, problems, hoverTips);
            if (hovered)
                *hovered += n;
        }
    }
    problems.removeDuplicates();
    return problems;
}

/// The German catalogue (compiled next to the hearth binary) installed for one test row and
/// removed after it, so the walk runs over the translated windows too.
/// Runs every test of a class once in English and once with the German catalogue: the class
/// calls addRows() in initTestCase_data(), installForRow() in init() and remove() in cleanup().
class GermanForTest
{
public:
    bool install()
    {
        if (!m_translator.load(QStringLiteral("hearth_de"), QStringLiteral(HEARTH_QM_DIR)))
            return false;
        return QCoreApplication::installTranslator(&m_translator);
    }
    void remove() { QCoreApplication::removeTranslator(&m_translator); }
    /// The global rows "en" and "de" (column "german").
    static void addRows()
    {
        QTest::addColumn<bool>("german");
        QTest::newRow("en") << false;
        QTest::newRow("de") << true;
    }
    /// Installs the German catalogue on a "de" row (a failure when it cannot be loaded).
    void installForRow()
    {
        QFETCH_GLOBAL(bool, german);
        if (german)
            QVERIFY2(install(), HEARTH_QM_DIR "/hearth_de.qm");
    }

private:
    QTranslator m_translator;
};

} // namespace hearth::test
