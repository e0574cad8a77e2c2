// SPDX-License-Identifier: MIT
#include "storeserieschart.h"

#include "itemmodels/untrustedtext.h"

#include <QCategoryAxis>
#include <QChart>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QGraphicsRectItem>
#include <QLineSeries>
#include <QLocale>
#include <QMouseEvent>

#include "analysis/quantity.h"
#include "store/storequery.h"

#include <cmath>
#include <map>

namespace hearth {

StoreSeriesChart::StoreSeriesChart(QWidget *parent)
    : QChartView(parent)
{
    auto *chart = new QChart;
    chart->legend()->hide();
    chart->setMargins(QMargins(4, 4, 4, 4));
    m_line = new QLineSeries;
    chart->addSeries(m_line);
    auto *x = new QDateTimeAxis;
    x->setFormat(QStringLiteral("HH:mm"));
    // Labels in the unit ("2.1 s/s", "310 MiB") at round values: a category axis whose
    // categories end at the ticks.
    auto *y = new QCategoryAxis;
    y->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    m_line->attachAxis(x);
    m_line->attachAxis(y);
    setChart(chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(120);
    setToolTip(tr("Drag across the chart to choose the window"));
    m_band = new QGraphicsRectItem;
    m_band->setBrush(QColor(66, 133, 244, 60));
    m_band->setPen(Qt::NoPen);
    m_band->setZValue(10);
    m_band->hide();
    chart->scene()->addItem(m_band);
    setAxesShown(false);
}

void StoreSeriesChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::LanguageChange && m_until > m_from)
        setSeries(m_series, m_from, m_until, m_unit);
}

void StoreSeriesChart::setAxesShown(bool shown)
{
    for (QAbstractAxis *axis : chart()->axes())
        axis->setVisible(shown);
}

bool StoreSeriesChart::axesShown() const
{
    const auto axes = chart()->axes();
    return !axes.isEmpty() && axes.first()->isVisible();
}

void StoreSeriesChart::clear()
{
    m_line->clear();
    m_from = m_until = 0;
    m_series.clear();
    m_unit.clear();
    setAxesShown(false);
}

QStringList StoreSeriesChart::yLabels() const
{
    auto *y = qobject_cast<QCategoryAxis *>(chart()->axes(Qt::Vertical).value(0));
    return y ? y->categoriesLabels() : QStringList();
}

QString StoreSeriesChart::yTitle() const
{
    const QAbstractAxis *y = chart()->axes(Qt::Vertical).value(0);
    return y ? y->titleText() : QString();
}

QString StoreSeriesChart::valueLabel(double value, const QString &unit, double stepSeconds)
{
    const qint64 perUnit = Quantity::nanosPerUnit(unit);
    if (perUnit > 0 && stepSeconds > 0) {
        const double perSecond = value * double(perUnit) / 1e9 / stepSeconds;
        return tr("%1 s/s").arg(QLocale().toString(perSecond, 'g', 3));
    }
    if (unit == QLatin1String("bytes"))
        return Quantity::formatBytes(qint64(std::llround(value)));
    return QLocale().toString(value, 'g', 4);
}

QString StoreSeriesChart::axisTitle(const QString &unit)
{
    if (Quantity::nanosPerUnit(unit) > 0)
        return tr("seconds per second");
    if (unit == QLatin1String("bytes"))
        return tr("bytes");
    if (unit == QLatin1String("count") || unit.isEmpty())
        return tr("count");
    return unit;
}

int StoreSeriesChart::pointCount() const
{
    return int(m_line->count());
}

void StoreSeriesChart::setSeries(const QList<StoreSeries> &series, qint64 fromMs, qint64 untilMs,
                                 const QString &unit)
{
    m_from = fromMs;
    m_until = untilMs;
    if (&series != &m_series)
        m_series = series;
    m_unit = unit;
    std::map<qint64, double> sum;
    for (const StoreSeries &s : series) {
        for (const StorePoint &p : s.points)
            sum[p.timestampMs] += p.value;
    }
    QList<QPointF> points;
    points.reserve(qsizetype(sum.size()));
    double top = 0;
    for (const auto &[t, v] : sum) {
        points.append(QPointF(double(t), v));
        top = qMax(top, v);
    }
    m_line->replace(points);
    const auto axesX = chart()->axes(Qt::Horizontal);
    const auto axesY = chart()->axes(Qt::Vertical);
    if (auto *x = qobject_cast<QDateTimeAxis *>(axesX.value(0))) {
        x->setRange(QDateTime::fromMSecsSinceEpoch(fromMs),
                    QDateTime::fromMSecsSinceEpoch(untilMs));
        const bool days = untilMs - fromMs > 2 * 24 * 3600 * qint64(1000);
        x->setFormat(days ? QStringLiteral("MMM d") : QStringLiteral("HH:mm"));
    }
    if (auto *y = qobject_cast<QCategoryAxis *>(axesY.value(0))) {
        // About four round ticks: 1, 2 or 5 × 10^k.
        const double max = top > 0 ? top * 1.05 : 1;
        double step = std::pow(10.0, std::floor(std::log10(max / 4)));
        for (double m : {1.0, 2.0, 5.0, 10.0}) {
            if (max / (step * m) <= 5) {
                step *= m;
                break;
            }
        }
        for (const QString &label : y->categoriesLabels())
            y->remove(label);
        const double stepSeconds = StoreQuery::stepFor(fromMs, untilMs);
        for (int k = 0; k * step <= max + step * 1e-9; ++k)
            // Axis labels and titles are rendered as HTML; the unit comes from the server.
            y->append(UntrustedText::html(valueLabel(k * step, unit, stepSeconds),
                                          UntrustedText::ShortLength),
                      k * step);
        y->setStartValue(0);
        y->setRange(0, max);
        y->setTitleText(UntrustedText::html(axisTitle(unit), UntrustedText::ShortLength));
    }
    setAxesShown(true);
}

qint64 StoreSeriesChart::timeAt(const QPointF &viewPos) const
{
    const QPointF scenePos = mapToScene(viewPos.toPoint());
    const QPointF chartPos = chart()->mapFromScene(scenePos);
    const double t = chart()->mapToValue(chartPos, m_line).x();
    return qBound(m_from, qint64(t), m_until);
}

void StoreSeriesChart::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_until <= m_from) {
        QChartView::mousePressEvent(event);
        return;
    }
    m_dragging = true;
    m_dragStart = event->position();
    updateBand(event->position());
    m_band->show();
}

void StoreSeriesChart::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragging)
        updateBand(event->position());
    else
        QChartView::mouseMoveEvent(event);
}

void StoreSeriesChart::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_dragging || event->button() != Qt::LeftButton) {
        QChartView::mouseReleaseEvent(event);
        return;
    }
    m_dragging = false;
    m_band->hide();
    qint64 a = timeAt(m_dragStart);
    qint64 b = timeAt(event->position());
    if (a > b)
        std::swap(a, b);
    // A click is not a window: at least a second, and a few pixels of drag.
    if (b - a >= 1000 && qAbs(event->position().x() - m_dragStart.x()) >= 3)
        Q_EMIT rangeSelected(a, b);
}

void StoreSeriesChart::updateBand(const QPointF &to)
{
    const QRectF plot = chart()->plotArea();
    const QPointF a = chart()->mapFromScene(mapToScene(m_dragStart.toPoint()));
    const QPointF b = chart()->mapFromScene(mapToScene(to.toPoint()));
    const double left = qBound(plot.left(), qMin(a.x(), b.x()), plot.right());
    const double right = qBound(plot.left(), qMax(a.x(), b.x()), plot.right());
    m_band->setRect(chart()->mapRectToScene(QRectF(left, plot.top(), right - left, plot.height())));
}

} // namespace hearth
