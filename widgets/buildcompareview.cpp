#include "buildcompareview.h"

#include "analysis/quantity.h"

#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

#include <limits>

namespace hearth {

namespace {

QStandardItem *textItem(const QString &text)
{
    auto *item = new QStandardItem(text);
    item->setData(text, BuildCompareView::SortRole);
    item->setEditable(false);
    return item;
}

// A duration cell; -1 means "no value" (shown as –, sorted first).
QStandardItem *durationItem(qint64 nanos, bool signedValue = false)
{
    QString text = nanos == std::numeric_limits<qint64>::min() || (!signedValue && nanos < 0)
                       ? QStringLiteral("–")
                       : Quantity::formatDuration(nanos);
    if (signedValue && nanos > 0 && nanos != std::numeric_limits<qint64>::min())
        text.prepend(QLatin1Char('+'));
    if (signedValue && nanos == 0)
        text = QStringLiteral("±0");
    auto *item = textItem(text);
    item->setData(nanos, BuildCompareView::SortRole);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

qint64 deltaOf(bool haveA, qint64 a, bool haveB, qint64 b)
{
    if (!haveA || !haveB || a < 0 || b < 0)
        return std::numeric_limits<qint64>::min();
    return b - a;
}

QTableView *makeTable(QWidget *parent, QAbstractItemModel *model)
{
    auto *proxy = new QSortFilterProxyModel(parent);
    proxy->setSourceModel(model);
    proxy->setSortRole(BuildCompareView::SortRole);
    auto *view = new QTableView(parent);
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->sortByColumn(-1, Qt::AscendingOrder);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->hide();
    view->setWordWrap(false);
    view->setAlternatingRowColors(true);
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}

} // namespace

BuildCompareView::BuildCompareView(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_stageModel(new QStandardItemModel(this))
    , m_cacheModel(new QStandardItemModel(this))
{
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    QFont f = m_summary->font();
    f.setPointSizeF(f.pointSizeF() * 1.15);
    m_summary->setFont(f);
    m_stages = makeTable(this, m_stageModel);
    m_cache = makeTable(this, m_cacheModel);
    m_stages->setToolTip(tr("Double-click a stage to open its difference flame graph."));
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_stages);
    split->addWidget(m_cache);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
    connect(m_stages, &QTableView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT stageActivated(index.siblingAtColumn(Stage).data(SortRole).toString());
    });
}

void BuildCompareView::setBuilds(Bundle::Ptr a, Bundle::Ptr b)
{
    m_a = std::move(a);
    m_b = std::move(b);
    m_diff = BuildDiff::compute(*m_a, *m_b);
    QStringList lines{m_diff.movedSentence()};
    lines += m_diff.statusSentences();
    lines << m_diff.cacheSentence();
    m_summary->setText(lines.join(QLatin1Char('\n')));
    fillStages();
    fillCache();
}

void BuildCompareView::fillStages()
{
    m_stageModel->clear();
    m_stageModel->setHorizontalHeaderLabels({tr("Stage"), tr("Wall A"), tr("Wall B"), tr("Δ wall"),
                                             tr("CPU A"), tr("CPU B"), tr("Δ CPU"), tr("Outside A"),
                                             tr("Outside B"), tr("Δ outside"), tr("Status")});
    m_stageModel->horizontalHeaderItem(OutsideA)->setToolTip(
        tr("CPU while no span was open (suite boot, tool startup): often the largest row."));
    const auto none = std::numeric_limits<qint64>::min();
    for (int i = 0; i < m_diff.stages().size(); ++i) {
        const BuildDiff::StageRow &r = m_diff.stages()[i];
        QString status = r.inA ? Stage::statusName(r.statusA) : tr("(absent)");
        if (!r.inB || r.statusB != r.statusA)
            status +=
                QStringLiteral(" → ") + (r.inB ? Stage::statusName(r.statusB) : tr("(absent)"));
        QList<QStandardItem *> row{textItem(r.name),
                                   durationItem(r.inA ? r.wallA : none),
                                   durationItem(r.inB ? r.wallB : none),
                                   durationItem(deltaOf(r.inA, r.wallA, r.inB, r.wallB), true),
                                   durationItem(r.inA ? r.cpuA : none),
                                   durationItem(r.inB ? r.cpuB : none),
                                   durationItem(deltaOf(r.inA, r.cpuA, r.inB, r.cpuB), true),
                                   durationItem(r.outsideA),
                                   durationItem(r.outsideB),
                                   durationItem(deltaOf(true, r.outsideA, true, r.outsideB), true),
                                   textItem(status)};
        if (i == m_diff.movedStage()) {
            QFont bold = row.first()->font();
            bold.setBold(true);
            for (QStandardItem *item : row)
                item->setFont(bold);
            row.first()->setText(tr("%1 (moved most)").arg(r.name));
        }
        if (r.statusA == ProfileStatus::EngineProfile || r.statusB == ProfileStatus::EngineProfile)
            status = tr("%1 (the engine's CPU: a shape, not a cost)").arg(status);
        if (r.inB && r.statusB == ProfileStatus::Missing && r.statusA != ProfileStatus::Missing)
            row.last()->setText(tr("%1 — profile went missing").arg(status));
        m_stageModel->appendRow(row);
    }
    m_stages->resizeColumnsToContents();
}

void BuildCompareView::fillCache()
{
    m_cacheModel->clear();
    m_cacheModel->setHorizontalHeaderLabels({tr("Stage"), tr("Cache entry"), tr("Change")});
    auto add = [this](const BuildDiff::CacheChange &c, const QString &change) {
        m_cacheModel->appendRow({textItem(c.stage), textItem(c.key), textItem(change)});
    };
    for (const auto &c : m_diff.lostCache())
        add(c, tr("hit in A, missed in B (lost)"));
    for (const auto &c : m_diff.gainedCache())
        add(c, tr("missed in A, hit in B"));
    m_cache->resizeColumnsToContents();
}

} // namespace hearth
