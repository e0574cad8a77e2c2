// SPDX-License-Identifier: MIT
#include "sandwichpanel.h"

#include "flamegraphview.h"
#include "hearthicons.h"

#include "analysis/quantity.h"
#include "analysis/sandwich.h"

#include "itemmodels/untrustedtext.h"
#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

namespace hearth {

/// A sandwich's numbers and its two trees, computed together (on a worker for large trees).
namespace {

QLabel *caption(QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setTextFormat(Qt::PlainText);
    l->setContentsMargins(2, 2, 2, 0);
    QFont f = l->font();
    f.setBold(true);
    l->setFont(f);
    return l;
}

} // namespace

SandwichPanel::SandwichPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_back(new QToolButton(this))
    , m_callersLabel(caption(this))
    , m_calleesLabel(caption(this))
    , m_callers(new FlameGraphView(this))
    , m_callees(new FlameGraphView(this))
{
    m_title->setTextFormat(Qt::PlainText);
    m_title->setWordWrap(true);
    m_back->setText(tr("Back"));
    m_back->setToolTip(tr("Back to the previous function"));
    m_back->setAccessibleName(tr("Back to the previous function"));
    m_back->setIcon(HearthIcons::icon(HearthIcons::Back));
    m_back->setAutoRaise(true);
    m_back->setEnabled(false);

    m_callers->setAccessibleName(tr("Callers"));
    m_callers->setCallerPaths(true);
    m_callers->setClickFocuses(false);
    m_callers->setIcicle(false); // the function at the bottom, its callers above
    m_callees->setAccessibleName(tr("Callees"));
    m_callees->setClickFocuses(false);
    m_callees->setIcicle(true); // the function at the top, its callees below

    auto *top = new QWidget(this);
    auto *tl = new QVBoxLayout(top);
    tl->setContentsMargins(0, 0, 0, 0);
    tl->setSpacing(0);
    tl->addWidget(m_callersLabel);
    tl->addWidget(m_callers, 1);
    auto *bottom = new QWidget(this);
    auto *bl = new QVBoxLayout(bottom);
    bl->setContentsMargins(0, 0, 0, 0);
    bl->setSpacing(0);
    bl->addWidget(m_calleesLabel);
    bl->addWidget(m_callees, 1);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(bottom);
    split->setChildrenCollapsible(false);

    auto *head = new QHBoxLayout;
    head->addWidget(m_back, 0, Qt::AlignTop);
    head->addWidget(m_title, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(head);
    layout->addWidget(split, 1);
    setTree(nullptr);

    for (FlameGraphView *v : {m_callers, m_callees}) {
        connect(v, &FlameGraphView::frameActivated, this, [this, v](quint32 node) {
            if (v->tree() && node != 0 && node < v->tree()->nodeCount())
                showFunction(v->tree()->function(node));
        });
        connect(v, &FlameGraphView::sandwichRequested, this, &SandwichPanel::showFunction);
    }
    connect(m_back, &QToolButton::clicked, this, &SandwichPanel::goBack);
}

SandwichPanel::~SandwichPanel() = default; // a worker still merging a large tree stops soon

void SandwichPanel::setTree(CallTree::Ptr tree)
{
    m_task.cancel();
    m_computing = false;
    m_tree = std::move(tree);
    m_function = NoFunction;
    m_history.clear();
    m_back->setEnabled(false);
    m_callers->setTree(nullptr);
    m_callees->setTree(nullptr);
    m_title->setText(tr("Choose a function (right-click ▸ Sandwich) to see its callers and "
                        "callees, merged over all its sites."));
    m_callersLabel->setText(tr("Callers"));
    m_calleesLabel->setText(tr("Callees"));
}

void SandwichPanel::showFunction(quint32 function)
{
    recentre(function, true);
}

void SandwichPanel::goBack()
{
    if (m_history.empty())
        return;
    const quint32 f = m_history.back();
    m_history.pop_back();
    recentre(f, false);
}

void SandwichPanel::recentre(quint32 function, bool remember)
{
    if (!m_tree || function >= m_tree->profile().functions().size() || function == m_function)
        return;
    if (remember && m_function != NoFunction)
        m_history.push_back(m_function);
    m_back->setEnabled(!m_history.empty());
    m_function = function;
    m_task.cancel();
    auto compute = [tree = m_tree, function](const std::atomic<bool> *cancel) {
        const Sandwich s = Sandwich::compute(*tree, function, cancel);
        if (cancel && cancel->load())
            return Halves{};
        return Halves{function, s.total(), s.sites(), s.callersTree(*tree), s.calleesTree(*tree)};
    };
    Q_EMIT functionChanged(function);
    if (m_tree->nodeCount() <= AsyncNodes) {
        apply(compute(nullptr));
        return;
    }
    m_computing = true;
    const QString name = UntrustedText::display(m_tree->profile().functions()[function].name);
    m_title->setText(tr("Computing the callers and callees of %1…").arg(name));
    m_callers->setTree(nullptr);
    m_callees->setTree(nullptr);
    m_task.start(compute, [this](const Halves &h) { apply(h); });
}

void SandwichPanel::apply(const Halves &h)
{
    m_computing = false;
    const ValueType type = m_tree->profile().sampleTypes().value(m_tree->sampleType());
    const QString name = UntrustedText::display(m_tree->profile().functions()[h.function].name);
    const QString amount = Quantity::format(h.total, type);
    const QString share = Quantity::percent(h.total, m_tree->totalValue());
    m_title->setText(
        tr("%1: %2 in %n sites, %3 of the total", nullptr, int(h.sites)).arg(name, amount, share));
    m_callersLabel->setText(tr("Callers of %1 ▲").arg(name));
    m_calleesLabel->setText(tr("Callees of %1 ▼").arg(name));
    for (FlameGraphView *v : {m_callers, m_callees})
        v->setShareBase(m_tree->totalValue());
    m_callers->setTree(h.callers);
    m_callees->setTree(h.callees);
    Q_EMIT computed();
}

} // namespace hearth
