// SPDX-License-Identifier: MIT
#include "breadcrumbbar.h"

#include "analysis/framename.h"
#include "itemmodels/untrustedtext.h"
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

#include <algorithm>

namespace hearth {

namespace {
constexpr int kHead = 2; // levels kept at the start of a long path
constexpr int kTail = 5; // levels kept at its end
} // namespace

BreadcrumbBar::BreadcrumbBar(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QHBoxLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(0);
    m_layout->addStretch(1);
    setAccessibleName(tr("Focus path"));
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

QSize BreadcrumbBar::minimumSizeHint() const
{
    return QSize(0, QWidget::minimumSizeHint().height());
}

void BreadcrumbBar::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fit();
}

void BreadcrumbBar::fit()
{
    for (const QList<QWidget *> &unit : std::as_const(m_middle)) {
        for (QWidget *w : unit)
            w->setVisible(true);
    }
    if (m_gap)
        m_gap->setVisible(false);
    for (const QList<QWidget *> &unit : std::as_const(m_middle)) {
        m_layout->invalidate();
        if (m_layout->sizeHint().width() <= width())
            break;
        for (QWidget *w : unit)
            w->setVisible(false);
        if (m_gap)
            m_gap->setVisible(true);
    }
}

QWidget *BreadcrumbBar::addCrumb(const QString &text, quint32 node, bool current)
{
    auto *b = new QToolButton(this);
    // QToolButton shows plain text; elide long names ourselves.
    // Function names are input: the function first ("carSearchHandler  (index.js:29)", not
    // "./build/in…er:29"), in the display form, elided, '&' doubled, a rich-text tooltip.
    const QString shown = fontMetrics().elidedText(UntrustedText::display(FrameName::display(text)),
                                                   Qt::ElideMiddle, 240);
    b->setText(QString(shown).replace(QLatin1Char('&'), QLatin1String("&&")));
    b->setToolTip(UntrustedText::toolTip(UntrustedText::display(text, 2000)));
    b->setAutoRaise(true);
    b->setCheckable(current);
    b->setChecked(current);
    if (current) {
        QFont f = b->font();
        f.setBold(true);
        b->setFont(f);
    }
    connect(b, &QToolButton::clicked, this, [this, node] { Q_EMIT nodeClicked(node); });
    m_layout->insertWidget(m_layout->count() - 1, b);
    m_texts << text;
    return b;
}

QWidget *BreadcrumbBar::addSeparator(const QString &text)
{
    auto *l = new QLabel(text, this);
    l->setTextFormat(Qt::PlainText);
    l->setEnabled(false);
    m_layout->insertWidget(m_layout->count() - 1, l);
    return l;
}

void BreadcrumbBar::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::LanguageChange || !m_root || m_texts.isEmpty())
        return;
    auto *root = static_cast<QToolButton *>(m_root);
    const QString all = tr("All");
    root->setText(all);
    root->setToolTip(UntrustedText::toolTip(all));
    m_texts.first() = all;
}

void BreadcrumbBar::setPath(const CallTree *tree, quint32 focus)
{
    while (m_layout->count() > 1) {
        QLayoutItem *item = m_layout->takeAt(0);
        delete item->widget();
        delete item;
    }
    m_texts.clear();
    m_middle.clear();
    m_gap = nullptr;
    m_root = nullptr;
    if (!tree || tree->nodeCount() == 0)
        return;
    std::vector<quint32> path;
    for (quint32 n = focus; n != 0; n = tree->parent(n))
        path.push_back(n);
    path.push_back(0);
    std::reverse(path.begin(), path.end());
    const QString sep = QStringLiteral(" › ");
    const int count = int(path.size());
    for (int i = 0; i < count; ++i) {
        if (i == 1) { // shown in place of the middle crumbs that give way in a narrow bar
            m_gap = addSeparator(sep + QStringLiteral("…"));
            m_gap->hide();
        }
        if (count > kHead + kTail + 1 && i == kHead) {
            m_middle.append(QList<QWidget *>{addSeparator(sep), addSeparator(QStringLiteral("…"))});
            i = count - kTail - 1;
            continue;
        }
        QList<QWidget *> unit;
        if (i > 0)
            unit << addSeparator(sep);
        const quint32 n = path[size_t(i)];
        unit << addCrumb(n == 0 ? tr("All") : tree->name(n), n, i == count - 1);
        if (n == 0)
            m_root = unit.last();
        if (i > 0 && i < count - 1) // the first and the current crumb always stay
            m_middle << unit;
    }
    fit();
}

} // namespace hearth
