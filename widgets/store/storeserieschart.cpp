#include "storeserieschart.h"

#include "models/untrustedtext.h"

#include <QChart>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QGraphicsRectItem>
#include <QLineSeries>
#include <QMouseEvent>
#include <QValueAxis>

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
    auto *y = new QValueAxis;
    y->setLabelFormat(QStringLiteral("%.3g"));
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
}

void StoreSeriesChart::clear()
{
    m_line->clear();
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
    if (auto *y = qobject_cast<QValueAxis *>(axesY.value(0))) {
        y->setRange(0, top > 0 ? top * 1.05 : 1);
        // An axis title is rendered as HTML; the unit comes from the server.
        y->setTitleText(UntrustedText::html(unit, UntrustedText::ShortLength));
    }
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
