#include "breadcrumbbar.h"

#include "analysis/framename.h"

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
}

void BreadcrumbBar::addCrumb(const QString &text, quint32 node, bool current)
{
    auto *b = new QToolButton(this);
    // QToolButton shows plain text; elide long names ourselves.
    // The function first: "carSearchHandler  (index.js:29)", not "./build/in…er:29".
    const QString shown = fontMetrics().elidedText(FrameName::display(text), Qt::ElideMiddle, 240);
    b->setText(QString(shown).replace(QLatin1Char('&'), QLatin1String("&&")));
    b->setToolTip(text.toHtmlEscaped());
    b->setAutoRaise(true);
    b->setCheckable(current);
    b->setChecked(current);
    if (current) {
        QFont f = b->font();
        f.setBold(true);
        b->setFont(f);
    }
    connect(b, &QToolButton::clicked, this, [this, node] { emit nodeClicked(node); });
    m_layout->insertWidget(m_layout->count() - 1, b);
    m_texts << text;
}

void BreadcrumbBar::addSeparator(const QString &text)
{
    auto *l = new QLabel(text, this);
    l->setTextFormat(Qt::PlainText);
    l->setEnabled(false);
    m_layout->insertWidget(m_layout->count() - 1, l);
}

void BreadcrumbBar::setPath(const CallTree *tree, quint32 focus)
{
    while (m_layout->count() > 1) {
        QLayoutItem *item = m_layout->takeAt(0);
        delete item->widget();
        delete item;
    }
    m_texts.clear();
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
        if (count > kHead + kTail + 1 && i == kHead) {
            addSeparator(sep);
            addSeparator(QStringLiteral("…"));
            i = count - kTail - 1;
            continue;
        }
        if (i > 0)
            addSeparator(sep);
        const quint32 n = path[size_t(i)];
        addCrumb(n == 0 ? tr("All") : tree->name(n), n, i == count - 1);
    }
}

} // namespace hearth
