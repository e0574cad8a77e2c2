// SPDX-License-Identifier: MIT
#include "buildcompareview.h"
#include "namecolumnfit.h"

#include "analysis/quantity.h"
#include "bundle/memoryrows.h"

#include "itemmodels/untrustedtext.h"
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace hearth {

namespace {

QStandardItem *textItem(const QString &text)
{
    // Stage, span and cache names come from the bundles: the display form.
    auto *item = new QStandardItem(UntrustedText::display(text));
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

QTableView *makeTable(QWidget *parent, QAbstractItemModel *model, int nameColumn)
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
    view->setAlternatingRowColors(true);
    NameColumnFit::install(view, nameColumn);
    return view;
}

} // namespace

BuildCompareView::BuildCompareView(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_stageModel(new QStandardItemModel(this))
    , m_spanModel(new QStandardItemModel(this))
    , m_memoryModel(new QStandardItemModel(this))
    , m_cacheModel(new QStandardItemModel(this))
{
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    QFont f = m_summary->font();
    f.setPointSizeF(f.pointSizeF() * 1.15);
    m_summary->setFont(f);
    m_stages = makeTable(this, m_stageModel, Stage);
    m_spans = makeTable(this, m_spanModel, SpanName);
    m_memory = makeTable(this, m_memoryModel, MemTest);
    m_cache = makeTable(this, m_cacheModel, 1);
    m_stages->setToolTip(tr("Double-click a stage to open its difference flame graph."));
    m_spans->setToolTip(tr("Double-click a span to open its difference flame graph (its own "
                           "samples and its child spans')."));
    m_stages->setAccessibleName(tr("Stages"));
    m_spans->setAccessibleName(tr("Spans"));
    m_memory->setAccessibleName(tr("Memory per test"));
    m_memory->setToolTip(tr("RSS change per test in each build and its change: why is this "
                            "change fat. Churn is compared only within one language."));
    m_cache->setAccessibleName(tr("Cache changes"));
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_stages);
    split->addWidget(m_spans);
    split->addWidget(m_memory);
    split->addWidget(m_cache);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 2);
    split->setStretchFactor(3, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
    connect(m_stages, &QTableView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT stageActivated(index.siblingAtColumn(Stage).data(SortRole).toString());
    });
    connect(m_spans, &QTableView::activated, this, [this](const QModelIndex &index) {
        const QModelIndex first = index.siblingAtColumn(SpanStage);
        Q_EMIT spanActivated(first.data(SpanARole).toInt(), first.data(SpanBRole).toInt());
    });
}

void BuildCompareView::setBuilds(Bundle::Ptr a, Bundle::Ptr b)
{
    m_a = std::move(a);
    m_b = std::move(b);
    m_diff = BuildDiff::compute(*m_a, *m_b);
    QStringList lines{m_diff.movedSentence()};
    lines += m_diff.statusSentences();
    const QString memory = m_diff.memorySentence();
    if (!memory.isEmpty())
        lines << memory;
    lines << m_diff.cacheSentence();
    m_summary->setText(UntrustedText::paragraph(lines.join(QLatin1Char('\n'))));
    fillStages();
    fillSpans();
    fillMemory();
    fillCache();
}

void BuildCompareView::fillMemory()
{
    m_memoryModel->clear();
    QStringList headers{tr("Stage"), tr("Test"), tr("RSS change A"), tr("RSS change B"),
                        tr("Δ RSS change")};
    // One Δ churn column per language measured on both sides: never one across them.
    QList<ChurnKind> kinds;
    for (const BuildDiff::TestMemory &m : m_diff.memory()) {
        if (m.hasChurnDelta() && !kinds.contains(m.churnKindA))
            kinds.append(m.churnKindA);
    }
    std::sort(kinds.begin(), kinds.end());
    // The long kind ("Churn (Ruby: objects allocated during the test)") on a second line of
    // the header: the column stays narrow enough for the test names (issue 15).
    for (ChurnKind k : kinds)
        headers << tr("Δ %1")
                       .arg(MemoryRows::churnHeader(k))
                       .replace(QStringLiteral(" ("), QStringLiteral("\n("));
    m_memoryModel->setHorizontalHeaderLabels(headers);
    auto bytes = [](bool has, qint64 v, bool signedDelta) {
        QString text = !has                    ? QStringLiteral("–")
                       : v == 0 && signedDelta ? QStringLiteral("±0")
                                               : Quantity::formatBytes(v);
        if (has && v > 0)
            text.prepend(QLatin1Char('+'));
        auto *item = textItem(text);
        item->setData(has ? v : std::numeric_limits<qint64>::min(), SortRole);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        return item;
    };
    for (const BuildDiff::TestMemory &m : m_diff.memory()) {
        QList<QStandardItem *> row{textItem(m.stage), textItem(m.name),
                                   bytes(m.hasRssA, m.rssA, false), bytes(m.hasRssB, m.rssB, false),
                                   bytes(m.hasRssDelta(), m.rssDelta(), true)};
        if (m.spanA < 0 || m.spanB < 0)
            row[1]->setText(m.spanA < 0 ? tr("%1 (only in B)").arg(UntrustedText::display(m.name))
                                        : tr("%1 (only in A)").arg(UntrustedText::display(m.name)));
        for (ChurnKind k : kinds) {
            const bool has = m.hasChurnDelta() && m.churnKindA == k;
            QString text = !has ? QString()
                           : m.churnDelta() > 0
                               ? QStringLiteral("+") + QLocale().toString(m.churnDelta())
                               : QLocale().toString(m.churnDelta());
            auto *item = textItem(text);
            item->setData(has ? m.churnDelta() : std::numeric_limits<qint64>::min(), SortRole);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            row << item;
        }
        m_memoryModel->appendRow(row);
    }
}

void BuildCompareView::fillSpans()
{
    m_spanModel->clear();
    m_spanModel->setHorizontalHeaderLabels(
        {tr("Stage"), tr("Span"), tr("Wall A"), tr("Wall B"), tr("Δ wall")});
    const auto none = std::numeric_limits<qint64>::min();
    // The n-th span of a name in a stage of A is the n-th of that name in the stage of B.
    auto keyed = [](const Bundle &bundle, int stage) {
        QHash<QPair<QString, int>, int> out;
        QHash<QString, int> seen;
        for (int sp : bundle.spansOfStage(stage)) {
            const QString &name = bundle.spans()[sp].name;
            out.insert({name, seen[name]++}, sp);
        }
        return out;
    };
    auto wall = [](const Bundle &bundle, int sp) {
        const Span &s = bundle.spans()[sp];
        return s.endUnixNanos - s.startUnixNanos;
    };
    auto addRow = [&](const QString &stage, const QString &name, int spA, int spB) {
        const qint64 wa = spA >= 0 ? wall(*m_a, spA) : none;
        const qint64 wb = spB >= 0 ? wall(*m_b, spB) : none;
        QList<QStandardItem *> row{textItem(stage), textItem(name), durationItem(wa),
                                   durationItem(wb),
                                   durationItem(deltaOf(spA >= 0, wa, spB >= 0, wb), true)};
        row.first()->setData(spA, SpanARole);
        row.first()->setData(spB, SpanBRole);
        if (spA < 0 || spB < 0)
            row[1]->setText(spA < 0 ? tr("%1 (only in B)").arg(UntrustedText::display(name))
                                    : tr("%1 (only in A)").arg(UntrustedText::display(name)));
        m_spanModel->appendRow(row);
    };
    for (int st = 0; st < m_a->stages().size(); ++st) {
        const QString &stage = m_a->stages()[st].name;
        const int stB = m_b->stageIndex(stage);
        const auto inB = stB >= 0 ? keyed(*m_b, stB) : QHash<QPair<QString, int>, int>();
        QHash<QString, int> seen;
        QSet<int> matched;
        for (int sp : m_a->spansOfStage(st)) {
            const QString &name = m_a->spans()[sp].name;
            const int other = inB.value({name, seen[name]++}, -1);
            if (other >= 0)
                matched.insert(other);
            addRow(stage, name, sp, other);
        }
        if (stB >= 0) {
            for (int sp : m_b->spansOfStage(stB)) {
                if (!matched.contains(sp))
                    addRow(stage, m_b->spans()[sp].name, -1, sp);
            }
        }
    }
    for (int st = 0; st < m_b->stages().size(); ++st) {
        if (m_a->stageIndex(m_b->stages()[st].name) >= 0)
            continue;
        for (int sp : m_b->spansOfStage(st))
            addRow(m_b->stages()[st].name, m_b->spans()[sp].name, -1, sp);
    }
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
            row.first()->setText(tr("%1 (moved most)").arg(UntrustedText::display(r.name)));
        }
        if (r.statusA == ProfileStatus::EngineProfile || r.statusB == ProfileStatus::EngineProfile)
            status = tr("%1 (the engine's CPU: a shape, not a cost)").arg(status);
        if (r.inB && r.statusB == ProfileStatus::Missing && r.statusA != ProfileStatus::Missing)
            row.last()->setText(tr("%1 — profile went missing").arg(status));
        m_stageModel->appendRow(row);
    }
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
}

} // namespace hearth
