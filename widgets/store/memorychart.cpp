// SPDX-License-Identifier: MIT
#include "memorychart.h"

#include <QChart>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

namespace hearth {

namespace {
constexpr double MiB = 1024.0 * 1024.0;
}

MemoryChart::MemoryChart(QWidget *parent)
    : QChartView(parent)
{
    auto *chart = new QChart;
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignBottom);
    setChart(chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(160);
}

void MemoryChart::clear()
{
    chart()->removeAllSeries();
    const auto axes = chart()->axes();
    for (QAbstractAxis *a : axes) {
        chart()->removeAxis(a);
        delete a;
    }
}

void MemoryChart::setSeries(const QList<MemorySeries> &series, const MemoryReading &reading,
                            qint64 fromMs, qint64 untilMs)
{
    clear();
    auto *x = new QDateTimeAxis;
    x->setFormat(untilMs - fromMs > 2 * 24 * 3600 * qint64(1000) ? QStringLiteral("dd.MM HH:mm")
                                                                 : QStringLiteral("HH:mm"));
    x->setRange(QDateTime::fromMSecsSinceEpoch(fromMs), QDateTime::fromMSecsSinceEpoch(untilMs));
    auto *y = new QValueAxis;
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setTitleText(tr("MiB"));
    chart()->addAxis(x, Qt::AlignBottom);
    chart()->addAxis(y, Qt::AlignLeft);
    double top = 0;
    for (const MemorySeries &s : series) {
        auto *line = new QLineSeries;
        line->setName(s.instance); // a label value from the server: shown as plain text
        for (const MemoryPoint &p : s.points) {
            line->append(double(p.timestampMs), p.bytes / MiB);
            top = qMax(top, p.bytes / MiB);
        }
        chart()->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
    }
    if (!reading.restarts.isEmpty()) {
        auto *marks = new QScatterSeries;
        marks->setName(tr("restart"));
        marks->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        marks->setMarkerSize(9);
        marks->setColor(QColor(200, 30, 30));
        for (const auto &r : reading.restarts) {
            // At the top of the chart above the restart: it does not hide the lines.
            marks->append(double(r.atMs), top * 1.05);
        }
        chart()->addSeries(marks);
        marks->attachAxis(x);
        marks->attachAxis(y);
    }
    y->setRange(0, qMax(1.0, top * 1.1));
}

int MemoryChart::lineCount() const
{
    int n = 0;
    for (QAbstractSeries *s : chart()->series())
        n += qobject_cast<QScatterSeries *>(s) ? 0 : 1;
    return n;
}

int MemoryChart::restartMarkers() const
{
    for (QAbstractSeries *s : chart()->series()) {
        if (auto *scatter = qobject_cast<QScatterSeries *>(s))
            return int(scatter->count());
    }
    return 0;
}

} // namespace hearth
