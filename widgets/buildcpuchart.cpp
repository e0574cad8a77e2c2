// SPDX-License-Identifier: MIT
#include "buildcpuchart.h"

#include "bundle/buildcpumodel.h"
#include "itemmodels/untrustedtext.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QEvent>
#include <QLocale>
#include <QValueAxis>

namespace hearth {

BuildCpuChart::BuildCpuChart(BuildCpuModel *model, QWidget *parent)
    : QChartView(parent)
    , m_model(model)
{
    setMinimumHeight(260);
    connect(model, &QAbstractItemModel::modelReset, this, &BuildCpuChart::rebuild);
    rebuild();
}

void BuildCpuChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        rebuild();
}

void BuildCpuChart::rebuild()
{
    auto *cpuSet = new QBarSet(tr("CPU (s)"));
    auto *wallSet = new QBarSet(tr("wall (s)"));
    QStringList names;
    m_cpu.clear();
    m_wall.clear();
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const Stage &s = m_model->stage(row);
        m_cpu << double(s.cpuNanos) / 1e9;
        m_wall << double(s.wallNanos()) / 1e9;
        names << UntrustedText::html(s.name, UntrustedText::ShortLength); // axis labels are HTML
    }
    cpuSet->append(m_cpu);
    wallSet->append(m_wall);
    auto *series = new QBarSeries;
    series->append(cpuSet);
    series->append(wallSet);
    auto *chart = new QChart;
    chart->setLocalizeNumbers(true); // "32,0" in German, like every other number
    chart->setLocale(QLocale());
    chart->addSeries(series);
    chart->setTitle(tr("Where the CPU went: CPU beside wall, per stage"));
    auto *x = new QBarCategoryAxis;
    x->append(names);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    auto *y = new QValueAxis;
    y->setTitleText(tr("seconds"));
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    QChart *old = this->chart();
    setChart(chart); // the view owns the new chart; the old one is ours to delete
    delete old;
}

} // namespace hearth
