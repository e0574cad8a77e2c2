// SPDX-License-Identifier: MIT
#pragma once

#include "bundle/bundle.h"
#include "bundle/stagebreakdown.h"
#include "bundle/waterfalllayout.h"

#include <QWidget>

class QScrollBar;

namespace hearth {

/// The build's waterfall, custom-painted: stages as lanes (status per stage, `missing`
/// drawn as a problem), an "outside any span" row per stage with its CPU, spans nested in
/// time with a ▲ on every span with samples of its own. Zoom the time axis with Ctrl+wheel
/// or +/-, pan by dragging or Shift+wheel, scroll rows with the wheel; Up and Down step the
/// selection through the items.
class BuildWaterfallView : public QWidget
{
    Q_OBJECT
public:
    explicit BuildWaterfallView(QWidget *parent = nullptr);

    void setBundle(Bundle::Ptr bundle);
    /// A stage's profile split by span: its outside CPU and the ▲ markers.
    void setBreakdown(const StageBreakdown &breakdown);
    const WaterfallLayout &layout() const { return m_layout; }

    /// Zoom: nanoseconds per pixel of the time axis.
    void setZoom(double nanosPerPixel, double anchorX = 0);
    double nanosPerPixel() const { return m_nanosPerPixel; }
    void zoomToFit();

    /// The item under a point of the widget, or -1 (for tests and tooltips).
    int itemAt(const QPoint &pos) const;
    /// The rectangle of an item (its bar), in widget coordinates.
    QRectF itemRect(int item) const;
    /// The ▲ marker's rectangle of a span item, or an empty one.
    QRectF markerRect(int item) const;
    int selectedItem() const { return m_selected; }
    void selectItem(int item);

    /// The height that shows every row and the axis.
    int contentHeight() const { return AxisHeight + int(m_layout.rows().size()) * RowHeight; }
    QSize sizeHint() const override;
    /// The vertical scroll bar: shown when the rows are taller than the view.
    QScrollBar *verticalScrollBar() const { return m_vbar; }
    /// The label drawn on a span's bar of @p width pixels: the whole name when it fits, else
    /// its most meaningful tail (SpanShortName), elided only when even that does not fit (in
    /// the middle for a name with no separator at all); the tooltip has the whole name.
    QString spanLabel(int span, int width) const;
    static constexpr int RowHeight = 18; // 30 rows of the example in half of 1080 px
    static constexpr int AxisHeight = 22;
    static constexpr int LabelWidth = 260;

Q_SIGNALS:
    /// A span was selected (span index), a stage row (stage, outside = false) or an outside
    /// row (stage, outside = true).
    void spanSelected(int span);
    void stageSelected(int stage, bool outside);
    /// The context menu was asked for (right click, the Menu key or Shift+F10) on an item
    /// (-1: none), which is selected first; globalPos is where to show it.
    void contextMenuRequested(int item, const QPoint &globalPos);

protected:
    void paintEvent(QPaintEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;

private:
    double xOf(qint64 t) const;
    qint64 timeAt(double x) const;
    int rowAt(int y) const;
    QString rowLabel(int row) const;
    QString itemTooltip(int item) const;
    void paintAxis(QPainter &p);
    void paintRow(QPainter &p, int row, int y);
    void clampScroll();
    /// The right edge of the rows, left of the scroll bar when it shows.
    int rowsRight() const;
    /// Up and Down: the previous or next item (rows top to bottom, items left to right).
    void stepSelection(int step);

    Bundle::Ptr m_bundle;
    WaterfallLayout m_layout;
    QList<StageBreakdown> m_breakdowns;
    double m_nanosPerPixel = 1e7;
    qint64 m_viewStart = 0; // time at the left edge of the timeline
    int m_scrollY = 0;
    QScrollBar *m_vbar = nullptr;
    int m_selected = -1;
    bool m_dragging = false;
    bool m_userZoomed = false;
    QPoint m_dragFrom;
    qint64 m_dragStart = 0;
};

} // namespace hearth
