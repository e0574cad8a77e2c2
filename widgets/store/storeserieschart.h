// SPDX-License-Identifier: MIT
#pragma once

#include "store/storeresult.h"

#include <QChartView>

class QGraphicsRectItem;
class QLineSeries;

namespace hearth {

/// The store window's series of the chosen profile type over the window, in the type's unit.
/// Drag across it to choose a narrower window: the way to tell a steady cost from a spike.
class StoreSeriesChart : public QChartView
{
    Q_OBJECT
public:
    explicit StoreSeriesChart(QWidget *parent = nullptr);

    /// Shows the points (summed across series) over [fromMs, untilMs]; unit names the values.
    void setSeries(const QList<StoreSeries> &series, qint64 fromMs, qint64 untilMs,
                   const QString &unit);
    /// No data: a blank chart, no axis labels or ticks.
    void clear();
    int pointCount() const;
    /// The y axis's labels ("2.1 s/s", "310 MiB") and title in words, for tests.
    QStringList yLabels() const;
    QString yTitle() const;
    /// Whether the axes show (only once there is data).
    bool axesShown() const;
    /// How a value of @p unit summed over @p stepSeconds reads on the axis: CPU time as
    /// seconds per second, bytes in B/KiB/MiB/GiB, anything else as a number in the locale.
    static QString valueLabel(double value, const QString &unit, double stepSeconds);
    /// The axis title in words for @p unit ("CPU seconds per second", "bytes").
    static QString axisTitle(const QString &unit);
    /// The time under a position in the view, clamped to the window.
    qint64 timeAt(const QPointF &viewPos) const;

Q_SIGNALS:
    /// The user dragged across [fromMs, untilMs].
    void rangeSelected(qint64 fromMs, qint64 untilMs);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    /// View ▸ Language: the axis title and labels in the new language and locale.
    void changeEvent(QEvent *event) override;

private:
    void updateBand(const QPointF &to);
    void setAxesShown(bool shown);

    QLineSeries *m_line = nullptr;
    QGraphicsRectItem *m_band = nullptr;
    qint64 m_from = 0;
    qint64 m_until = 0;
    QList<StoreSeries> m_series; // what is shown, to show again in another language
    QString m_unit;
    bool m_dragging = false;
    QPointF m_dragStart;
};

} // namespace hearth
