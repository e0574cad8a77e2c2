#include "sandwichpanel.h"

#include "analysis/quantity.h"
#include "analysis/sandwich.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hearth {

namespace {

QTreeWidget *makeTree(QWidget *parent, const QString &title)
{
    auto *t = new QTreeWidget(parent);
    t->setColumnCount(3);
    t->setHeaderLabels({title, SandwichPanel::tr("Total"), SandwichPanel::tr("Share")});
    t->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    t->header()->setStretchLastSection(false);
    t->setUniformRowHeights(true);
    return t;
}

void fill(QTreeWidget *view, const CallTree &tree, const std::vector<SandwichNode> &nodes)
{
    view->clear();
    if (nodes.empty())
        return;
    const Profile &p = tree.profile();
    const ValueType type = p.sampleTypes().value(tree.sampleType());
    std::vector<QTreeWidgetItem *> items(nodes.size(), nullptr);
    for (size_t i = 0; i < nodes.size(); ++i) {
        const SandwichNode &n = nodes[i];
        QTreeWidgetItem *item =
            i == 0 ? new QTreeWidgetItem(view) : new QTreeWidgetItem(items[n.parent]);
        item->setText(0, p.functions()[n.function].name);
        item->setToolTip(0, p.functions()[n.function].name.toHtmlEscaped());
        item->setText(1, Quantity::formatCell(n.total, type));
        item->setText(2, Quantity::percent(n.total, tree.totalValue()));
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        items[i] = item;
        if (n.depth < 3)
            item->setExpanded(true);
    }
}

} // namespace

SandwichPanel::SandwichPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
{
    m_title->setTextFormat(Qt::PlainText);
    m_title->setWordWrap(true);
    auto *split = new QSplitter(Qt::Vertical, this);
    m_callers = makeTree(split, tr("Callers"));
    m_callees = makeTree(split, tr("Callees"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(split, 1);
    m_title->setText(tr("Choose a function (right-click ▸ Sandwich) to see its callers and "
                        "callees, merged over all its sites."));
}

void SandwichPanel::setTree(CallTree::Ptr tree)
{
    m_tree = std::move(tree);
    m_function = NoFunction;
    m_callers->clear();
    m_callees->clear();
}

void SandwichPanel::showFunction(quint32 function)
{
    if (!m_tree || function >= m_tree->profile().functions().size())
        return;
    m_function = function;
    const Sandwich s = Sandwich::compute(*m_tree, function);
    const ValueType type = m_tree->profile().sampleTypes().value(m_tree->sampleType());
    m_title->setText(tr("%1: %2 in %n site(s), %3 of the total", nullptr, int(s.sites()))
                         .arg(m_tree->profile().functions()[function].name,
                              Quantity::format(s.total(), type),
                              Quantity::percent(s.total(), m_tree->totalValue())));
    fill(m_callers, *m_tree, s.callers());
    fill(m_callees, *m_tree, s.callees());
}

} // namespace hearth
