// SPDX-License-Identifier: MIT
#include "buildcompareview.h"
#include "buildtableproxymodel.h"
#include "buildtableview.h"

#include "bundle/builddiffcachemodel.h"
#include "bundle/builddiffmemorymodel.h"
#include "bundle/builddiffspanmodel.h"
#include "bundle/builddiffstagemodel.h"

#include "itemmodels/untrustedtext.h"
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

namespace hearth {

namespace {

BuildTableView *makeTable(QAbstractItemModel *model, int nameColumn, QWidget *parent)
{
    auto *view = new BuildTableView(model, nameColumn, parent);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    return view;
}

} // namespace

BuildCompareView::BuildCompareView(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_stageModel(new BuildDiffStageModel(this))
    , m_spanModel(new BuildDiffSpanModel(this))
    , m_memoryModel(new BuildDiffMemoryModel(this))
    , m_cacheModel(new BuildDiffCacheModel(this))
    , m_stages(makeTable(m_stageModel, BuildDiffStageModel::Stage, this))
    , m_spans(makeTable(m_spanModel, BuildDiffSpanModel::Span, this))
    , m_memory(makeTable(m_memoryModel, BuildDiffMemoryModel::Test, this))
    , m_cache(makeTable(m_cacheModel, BuildDiffCacheModel::Key, this))
{
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    QFont f = m_summary->font();
    f.setPointSizeF(f.pointSizeF() * 1.15);
    m_summary->setFont(f);
    m_stages->proxy()->setBoldRole(BuildDiffStageModel::MovedRole);
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
        Q_EMIT stageActivated(index.siblingAtColumn(BuildDiffStageModel::Stage)
                                  .data(BuildDiffStageModel::SortRole)
                                  .toString());
    });
    connect(m_spans, &QTableView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT spanActivated(index.data(BuildDiffSpanModel::SpanARole).toInt(),
                             index.data(BuildDiffSpanModel::SpanBRole).toInt());
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
    m_stageModel->setDiff(m_diff);
    m_spanModel->setDiff(m_diff);
    m_memoryModel->setDiff(m_diff);
    m_cacheModel->setDiff(m_diff);
}

} // namespace hearth
