// SPDX-License-Identifier: MIT
#include "differenceview.h"
#include "namecolumnfit.h"

#include "differencecolouring.h"
#include "flamegraphview.h"
#include "transformchipbar.h"

#include "analysis/comparability.h"
#include "analysis/inparallel.h"
#include "analysis/quantity.h"
#include "itemmodels/difftablemodel.h"

#include "itemmodels/untrustedtext.h"
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace hearth {

DifferenceView::DifferenceView(QWidget *parent)
    : QWidget(parent)
    , m_header(new QLabel(this))
    , m_legend(new QLabel(this))
    , m_widths(new QComboBox(this))
    , m_normalize(new QCheckBox(tr("Normalise by total"), this))
    , m_search(new QLineEdit(this))
    , m_flame(new FlameGraphView(this))
    , m_table(new QTableView(this))
    , m_model(new DiffTableModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    m_header->setTextFormat(Qt::PlainText);
    m_header->setWordWrap(true);
    m_legend->setTextFormat(Qt::PlainText);
    m_legend->setWordWrap(true);
    m_widths->addItem(tr("Widths from B"), true);
    m_widths->addItem(tr("Widths from A"), false);
    m_widths->setToolTip(tr("Which profile's amounts set the widths of the frames."));
    m_normalize->setChecked(true);
    m_normalize->setToolTip(tr("Compare each function's share of its own profile's total, so "
                               "that a longer or busier B does not colour everything."));
    m_search->setPlaceholderText(tr("Filter functions…"));
    m_search->setClearButtonEnabled(true);
    m_flame->setAccessibleName(tr("Difference flame graph"));
    m_flame->setSandwichOffered(false);

    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(DiffTableModel::SortRole);
    m_proxy->setFilterRole(DiffTableModel::NameRole);
    m_proxy->setFilterKeyColumn(DiffTableModel::Function);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // keep the |Δ share| order until asked
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    NameColumnFit::install(m_table, DiffTableModel::Function);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_widths);
    controls->addWidget(m_normalize);
    controls->addStretch();
    controls->addWidget(m_search);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_flame);
    split->addWidget(m_table);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_header);
    layout->addLayout(controls);
    layout->addWidget(m_legend);
    layout->addWidget(split, 1);

    connect(m_widths, &QComboBox::currentIndexChanged, this, [this] {
        showTree(true);
        m_legend->setText(DifferenceColouring::legendText(widthsFromB()));
    });
    connect(m_normalize, &QCheckBox::toggled, this, [this] { rebuild(); });
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setFilterRegularExpression(QRegularExpression(
            QRegularExpression::escape(text), QRegularExpression::CaseInsensitiveOption));
        updateSearch();
    });
}

const DiffTree *DifferenceView::diffTree() const
{
    return m_colouring ? &m_colouring->diff() : nullptr;
}

bool DifferenceView::widthsFromB() const
{
    return m_widths->currentData().toBool();
}

void DifferenceView::showTree(bool keepView)
{
    if (!m_colouring) {
        m_shownTree.reset();
        m_searcher.cancel();
        m_flame->setTree(nullptr);
        return;
    }
    m_shownTree = m_colouring->diff().asCallTree(widthsFromB(), m_colouring->type());
    if (keepView)
        m_flame->replaceTree(m_shownTree, m_colouring);
    else
        m_flame->setTree(m_shownTree, m_colouring);
    updateSearch();
}

void DifferenceView::updateSearch()
{
    // The filter's text marks the matching frames in the graph too (a substring, as the table).
    m_searcher.start(m_shownTree, m_search->text(), false,
                     [this](const SearchMatch &m) { m_flame->setSearch(m); });
}

void DifferenceView::setProfiles(const ProfileSnapshot &a, const ProfileSnapshot &b,
                                 ProfileOrigin originA, ProfileOrigin originB)
{
    m_a = a;
    m_b = b;
    m_originA = originA;
    m_originB = originB;
    rebuild();
}

void DifferenceView::setTransforms(const TransformList &transforms)
{
    m_transforms = transforms;
}

void DifferenceView::setNotAFunction(const QString &name)
{
    m_flame->setNotAFunction(name);
}

void DifferenceView::rebuild()
{
    m_comparable = false;
    m_computing = false;
    const quint64 generation = ++m_generation; // a result still being computed is dropped
    if (!m_a.isValid() || !m_b.isValid())
        return;
    const Comparability c = Comparability::of(*m_a.profile, m_a.sampleType, m_originA, *m_b.profile,
                                              m_b.sampleType, m_originB);
    m_comparable = c.comparable;
    m_note = c.comparable ? c.note : c.reason;
    const bool enable = c.comparable;
    m_widths->setEnabled(enable);
    m_normalize->setEnabled(enable);
    m_search->setEnabled(enable);
    m_flame->setVisible(enable);
    m_table->setVisible(enable);
    m_legend->setVisible(enable);
    if (!enable) {
        m_model->resetData(ProfileDiff(), {});
        m_colouring.reset();
        showTree(false);
        updateHeader();
        return;
    }
    const bool normalize = m_normalize->isChecked();
    // The table's numbers and the merged tree are independent: both at once.
    auto compute = [a = m_a.tree, b = m_b.tree, normalize] {
        return inParallel([&] { return ProfileDiff::compute(*a, *b, normalize); },
                          [&] { return DiffTree::build(*a, *b); });
    };
    if (m_a.tree->nodeCount() + m_b.tree->nodeCount() <= AsyncNodes) {
        auto [diff, tree] = compute();
        apply(std::move(diff), std::move(tree), normalize);
        return;
    }
    // Millions of nodes take a noticeable fraction of a second: off the GUI thread, and what
    // is shown meanwhile is not the last pair's difference.
    m_computing = true;
    m_model->resetData(ProfileDiff(), {});
    m_colouring.reset();
    showTree(false);
    m_header->setText(
        tr("Computing the difference of %1 and %2…")
            .arg(UntrustedText::display(m_a.fileName), UntrustedText::display(m_b.fileName)));
    using Result = std::pair<ProfileDiff, DiffTree::Ptr>;
    auto *watcher = new QFutureWatcher<Result>(this);
    connect(watcher, &QFutureWatcher<Result>::finished, this,
            [this, watcher, generation, normalize] {
                watcher->deleteLater();
                if (generation != m_generation)
                    return; // another pair, or the other normalisation, was asked for since
                Result r = watcher->result();
                apply(std::move(r.first), std::move(r.second), normalize);
            });
    watcher->setFuture(QtConcurrent::run(compute));
}

void DifferenceView::apply(ProfileDiff diff, DiffTree::Ptr tree, bool normalize)
{
    m_computing = false;
    const ValueType type = m_a.profile->sampleTypes().value(m_a.sampleType);
    m_model->resetData(std::move(diff), type);
    m_table->setColumnWidth(DiffTableModel::Function,
                            std::min(m_table->columnWidth(DiffTableModel::Function),
                                     fontMetrics().averageCharWidth() * 40));
    m_colouring = std::make_shared<DifferenceColouring>(std::move(tree), type, normalize);
    showTree(false);
    m_legend->setText(DifferenceColouring::legendText(widthsFromB()));
    updateHeader();
    Q_EMIT computed();
}

void DifferenceView::setIcicle(bool icicle)
{
    // The graph opens where the comparison starts: the root, at the top of an icicle, the
    // bottom of a flame.
    m_flame->setIcicle(icicle);
}

void DifferenceView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::LanguageChange || !m_a.isValid() || !m_b.isValid() || m_computing)
        return;
    const Comparability c =
        Comparability::of(*m_a.profile, m_a.sampleType, *m_b.profile, m_b.sampleType);
    m_note = c.comparable ? c.note : c.reason;
    m_legend->setText(DifferenceColouring::legendText(widthsFromB()));
    updateHeader();
}

void DifferenceView::updateHeader()
{
    if (!m_comparable) {
        m_header->setText(UntrustedText::paragraph(m_note));
        return;
    }
    const ValueType type = m_a.profile->sampleTypes().value(m_a.sampleType);
    QString text = tr("A: %1 — %2 · B: %3 — %4")
                       .arg(m_a.fileName, Quantity::totalPhrase(m_a.tree->totalValue(), type),
                            m_b.fileName, Quantity::totalPhrase(m_b.tree->totalValue(), type));
    text += QLatin1Char('\n') +
            (m_normalize->isChecked()
                 ? tr("Normalised by total: each function's share of its own profile is compared.")
                 : tr("Not normalised: raw amounts are compared; Δ share is relative to A's "
                      "total."));
    if (!m_note.isEmpty())
        text += QLatin1Char(' ') + m_note;
    if (!m_transforms.isEmpty())
        text +=
            QLatin1Char('\n') +
            tr("The same transforms on A and B: %1").arg(TransformChipBar::describe(m_transforms));
    m_header->setText(UntrustedText::paragraph(text));
}

} // namespace hearth
