// SPDX-License-Identifier: MIT
#include "buildwaterfallview.h"

#include "bundle/bundleanalysis.h"
#include "bundle/spanshortname.h"

#include "analysis/quantity.h"
#include "itemmodels/untrustedtext.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QRegularExpression>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace hearth {

namespace {

QString statusWord(const Stage &s)
{
    switch (s.status) {
    case ProfileStatus::Profile:
        return BuildWaterfallView::tr("● profile");
    case ProfileStatus::EngineProfile:
        return BuildWaterfallView::tr("◐ engine profile");
    case ProfileStatus::NoProfile:
        return BuildWaterfallView::tr("○ no profile");
    case ProfileStatus::Missing:
        return BuildWaterfallView::tr("⚠ missing");
    case ProfileStatus::Unspecified:
        break;
    }
    return BuildWaterfallView::tr("? status not given");
}

QString statusMeaning(const Stage &s)
{
    switch (s.status) {
    case ProfileStatus::Profile:
        return BuildWaterfallView::tr("A profiler ran and produced samples.");
    case ProfileStatus::EngineProfile:
        return BuildWaterfallView::tr(
            "The work happened inside the build engine, which no in-container profiler can "
            "reach: this is the engine's own CPU across the stage's window. Read it as a shape, "
            "not as a cost: the engine may have been doing other builds' work at the same time.");
    case ProfileStatus::NoProfile:
        return BuildWaterfallView::tr("This stage cannot carry a profile: %1. Nothing is wrong.")
            .arg(UntrustedText::display(s.reason));
    case ProfileStatus::Missing:
        return BuildWaterfallView::tr(
            "A profile was expected and did not arrive. This is a defect worth chasing, unlike "
            "a stage that cannot carry one.");
    case ProfileStatus::Unspecified:
        break;
    }
    return {};
}

} // namespace

BuildWaterfallView::BuildWaterfallView(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setMinimumHeight(AxisHeight + 3 * RowHeight);
    m_vbar = new QScrollBar(Qt::Vertical, this);
    m_vbar->setSingleStep(RowHeight);
    m_vbar->hide();
    connect(m_vbar, &QScrollBar::valueChanged, this, [this](int v) {
        if (v != m_scrollY) {
            m_scrollY = v;
            update();
        }
    });
}

QSize BuildWaterfallView::sizeHint() const
{
    return QSize(LabelWidth + 600, contentHeight());
}

int BuildWaterfallView::rowsRight() const
{
    return m_vbar->isVisible() ? m_vbar->x() : width();
}

QString BuildWaterfallView::spanLabel(int span, int width) const
{
    const QFontMetrics fm(font());
    const QStringList candidates =
        SpanShortName::candidates(UntrustedText::display(m_bundle->spans()[span].name));
    for (const QString &c : candidates) {
        if (fm.horizontalAdvance(c) <= width)
            return c;
    }
    // One long token with no separator to shorten at ("test_checkout_applies_..._42", a
    // digest): its start and its end both tell it apart from its neighbours, so the middle
    // goes. Otherwise the shortest tail reads from its start.
    static const QRegularExpression separator(QStringLiteral("[\\s/:.#]"));
    const bool oneToken = candidates.size() == 1 && !candidates.last().contains(separator);
    return fm.elidedText(candidates.last(), oneToken ? Qt::ElideMiddle : Qt::ElideRight, width);
}

void BuildWaterfallView::setBundle(Bundle::Ptr bundle)
{
    m_bundle = std::move(bundle);
    m_layout = m_bundle ? WaterfallLayout::compute(*m_bundle) : WaterfallLayout();
    m_breakdowns.clear();
    if (m_bundle) {
        for (int i = 0; i < m_bundle->stages().size(); ++i) {
            StageBreakdown b;
            b.stage = i;
            m_breakdowns.append(b);
        }
    }
    m_selected = -1;
    m_scrollY = 0;
    clampScroll();
    updateGeometry();
    zoomToFit();
}

void BuildWaterfallView::setBreakdown(const StageBreakdown &breakdown)
{
    if (!m_bundle || breakdown.stage < 0 || breakdown.stage >= m_breakdowns.size())
        return;
    m_breakdowns[breakdown.stage] = breakdown;
    m_layout.setOwnSamples(*m_bundle, breakdown);
    update();
}

void BuildWaterfallView::zoomToFit()
{
    m_userZoomed = false;
    const double width = qMax(50, rowsRight() - LabelWidth - 10);
    m_viewStart = m_layout.start();
    m_nanosPerPixel = qMax(1.0, double(qMax<qint64>(1, m_layout.end() - m_layout.start())) / width);
    update();
}

void BuildWaterfallView::setZoom(double nanosPerPixel, double anchorX)
{
    m_userZoomed = true;
    const qint64 anchor = timeAt(anchorX);
    m_nanosPerPixel = qBound(1.0, nanosPerPixel, 1e12);
    m_viewStart = anchor - qint64((anchorX - LabelWidth) * m_nanosPerPixel);
    update();
}

double BuildWaterfallView::xOf(qint64 t) const
{
    return LabelWidth + double(t - m_viewStart) / m_nanosPerPixel;
}

qint64 BuildWaterfallView::timeAt(double x) const
{
    return m_viewStart + qint64((x - LabelWidth) * m_nanosPerPixel);
}

int BuildWaterfallView::rowAt(int y) const
{
    if (y < AxisHeight)
        return -1;
    const int row = (y - AxisHeight + m_scrollY) / RowHeight;
    return row < int(m_layout.rows().size()) ? row : -1;
}

QRectF BuildWaterfallView::itemRect(int item) const
{
    const WaterfallLayout::Item &it = m_layout.items()[size_t(item)];
    const double y = AxisHeight + it.row * RowHeight - m_scrollY;
    const double x0 = xOf(it.start);
    const double x1 = qMax(xOf(it.end), x0 + 2);
    return QRectF(x0, y + 2, x1 - x0, RowHeight - 4);
}

QRectF BuildWaterfallView::markerRect(int item) const
{
    const WaterfallLayout::Item &it = m_layout.items()[size_t(item)];
    if (it.span < 0 || !it.ownSamples)
        return {};
    const QRectF r = itemRect(item);
    if (r.width() >= 14)
        return QRectF(r.left() + 2, r.top() + 1, 10, r.height() - 2);
    return QRectF(r.center().x() - 5, r.top() + 1, 10, r.height() - 2); // centred on a narrow span
}

int BuildWaterfallView::itemAt(const QPoint &pos) const
{
    const int row = rowAt(pos.y());
    if (row < 0)
        return -1;
    if (pos.x() < LabelWidth) // the label selects the stage or the outside row
        return m_layout.rows()[size_t(row)].kind == WaterfallLayout::RowKind::Spans
                   ? -1
                   : m_layout.rows()[size_t(row)].items.front();
    const int hit = m_layout.hitTest(row, timeAt(pos.x()), qint64(3 * m_nanosPerPixel));
    return hit;
}

void BuildWaterfallView::selectItem(int item)
{
    m_selected = item;
    update();
    if (item < 0 || !m_bundle)
        return;
    const WaterfallLayout::Item &it = m_layout.items()[size_t(item)];
    if (it.span >= 0)
        Q_EMIT spanSelected(it.span);
    else
        Q_EMIT stageSelected(it.stage, m_layout.rows()[size_t(it.row)].kind ==
                                           WaterfallLayout::RowKind::Outside);
}

QString BuildWaterfallView::rowLabel(int row) const
{
    const WaterfallLayout::Row &r = m_layout.rows()[size_t(row)];
    const Stage &s = m_bundle->stages()[r.stage];
    switch (r.kind) {
    case WaterfallLayout::RowKind::Stage:
        return UntrustedText::display(s.name) + QStringLiteral("  ") + statusWord(s);
    case WaterfallLayout::RowKind::Outside: {
        const StageBreakdown &b = m_breakdowns[r.stage];
        if (b.hasProfile() && BundleAnalysis::suiteBootDominates(*m_bundle, b))
            return tr("   outside any span: %1 > any test")
                .arg(Quantity::format(b.outside, b.valueType));
        if (b.hasProfile())
            return tr("   outside any span: %1").arg(Quantity::format(b.outside, b.valueType));
        if (b.error.isError())
            return tr("   outside any span: profile unreadable");
        return tr("   outside any span");
    }
    case WaterfallLayout::RowKind::Spans:
        break;
    }
    return {};
}

QString BuildWaterfallView::itemTooltip(int item) const
{
    const WaterfallLayout::Item &it = m_layout.items()[size_t(item)];
    const Stage &s = m_bundle->stages()[it.stage];
    if (it.span < 0) {
        const bool outside =
            m_layout.rows()[size_t(it.row)].kind == WaterfallLayout::RowKind::Outside;
        if (outside) {
            QString text = tr("Samples taken while no span was open (suite boot, tool start-up). "
                              "Real time, paid on every build and belonging to no test: often "
                              "the largest row.");
            const QString boot =
                BundleAnalysis::suiteBootSentence(*m_bundle, m_breakdowns[it.stage]);
            if (!boot.isEmpty())
                text += QLatin1Char('\n') + boot;
            return UntrustedText::toolTip(text);
        }
        return UntrustedText::toolTip(
            tr("%1 · wall %2 · CPU %3\n%4")
                .arg(UntrustedText::display(s.name), Quantity::formatDuration(s.wallNanos()),
                     Quantity::formatDuration(s.cpuNanos), statusMeaning(s)));
    }
    const Span &sp = m_bundle->spans()[it.span];
    // Names come from the bundle: shown through UntrustedText, never guessed as rich text.
    QString text = tr("%1\n%2").arg(UntrustedText::display(sp.name),
                                    Quantity::formatDuration(sp.durationNanos()));
    const StageBreakdown &b = m_breakdowns[it.stage];
    if (b.hasProfile()) {
        if (it.ownSamples)
            text += tr("\n▲ own samples: %1").arg(Quantity::format(b.ownValue(sp.id), b.valueType));
        else if (!m_bundle->children(it.span).empty())
            text += tr("\nNo samples of its own: samples go to the innermost open span, so its "
                       "time is in its children.");
    }
    return UntrustedText::toolTip(text);
}

void BuildWaterfallView::paintAxis(QPainter &p)
{
    p.fillRect(QRect(0, 0, width(), AxisHeight), palette().window());
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(QRect(6, 0, LabelWidth - 12, AxisHeight), Qt::AlignVCenter, tr("time ▸"));
    // Ticks at 1, 2 or 5 × 10^k seconds, about every 100 px.
    const double target = 100 * m_nanosPerPixel;
    double step = std::pow(10.0, std::floor(std::log10(target)));
    for (double m : {1.0, 2.0, 5.0, 10.0}) {
        if (step * m >= target) {
            step *= m;
            break;
        }
    }
    const qint64 origin = m_layout.start();
    const qint64 first = qint64(std::ceil(double(timeAt(LabelWidth) - origin) / step));
    for (qint64 k = first;; ++k) {
        const qint64 t = origin + qint64(double(k) * step);
        const double x = xOf(t);
        if (x > width())
            break;
        p.setPen(palette().color(QPalette::Mid));
        p.drawLine(QPointF(x, AxisHeight - 5), QPointF(x, height()));
        p.setPen(palette().color(QPalette::WindowText));
        // The origin is "0", not "0 ns" beside ticks in seconds.
        p.drawText(QPointF(x + 3, AxisHeight - 7),
                   t == origin ? QStringLiteral("0") : Quantity::formatDuration(t - origin));
    }
}

void BuildWaterfallView::paintRow(QPainter &p, int row, int y)
{
    const WaterfallLayout::Row &r = m_layout.rows()[size_t(row)];
    const Stage &stage = m_bundle->stages()[r.stage];
    const bool missing = stage.status == ProfileStatus::Missing;
    if (r.kind == WaterfallLayout::RowKind::Stage) {
        p.fillRect(QRect(0, y, width(), RowHeight), palette().alternateBase());
        p.setPen(palette().color(QPalette::Mid));
        p.drawLine(0, y, width(), y);
    }
    QColor bar;
    switch (r.kind) {
    case WaterfallLayout::RowKind::Stage:
        bar = missing                                        ? QColor(0xc9, 0x2a, 0x2a)
              : stage.status == ProfileStatus::EngineProfile ? QColor(0x86, 0x8e, 0x96)
              : stage.status == ProfileStatus::NoProfile     ? QColor(0xad, 0xb5, 0xbd)
                                                             : QColor(0x1c, 0x7e, 0xd6);
        break;
    case WaterfallLayout::RowKind::Outside:
        bar = QColor(0xf0, 0x8c, 0x00);
        break;
    case WaterfallLayout::RowKind::Spans:
        bar = QColor(0x4d, 0xab, 0xf7);
        break;
    }
    const qint64 from = timeAt(LabelWidth);
    const qint64 to = timeAt(width());
    const auto [a, b] = m_layout.visibleRange(row, from, to);
    const QFontMetrics fm(font());
    for (size_t i = a; i < b; ++i) {
        const int item = r.items[i];
        QRectF rect = itemRect(item);
        rect.setLeft(qMax<qreal>(rect.left(), LabelWidth));
        if (rect.width() <= 0)
            continue;
        if (r.kind == WaterfallLayout::RowKind::Outside) {
            const StageBreakdown &bd = m_breakdowns[r.stage];
            if (!bd.hasProfile())
                continue; // nothing known outside any span without a profile
        }
        p.fillRect(rect, item == m_selected ? bar.darker(140) : bar);
        if (missing && r.kind == WaterfallLayout::RowKind::Stage) {
            p.setPen(QPen(Qt::white, 1, Qt::DashLine));
            p.drawRect(rect.adjusted(1, 1, -1, -1));
        }
        const WaterfallLayout::Item &it = m_layout.items()[size_t(item)];
        double textLeft = rect.left() + 3;
        if (it.ownSamples) {
            p.setPen(Qt::black);
            p.drawText(markerRect(item), Qt::AlignCenter, QStringLiteral("▲"));
            textLeft += 11;
        }
        if (it.span >= 0 && rect.right() - textLeft > 20) {
            p.setPen(Qt::black);
            const QString name = spanLabel(it.span, int(rect.right() - textLeft - 2));
            p.drawText(QRectF(textLeft, rect.top(), rect.right() - textLeft, rect.height()),
                       Qt::AlignVCenter | Qt::TextSingleLine, name);
        }
    }
    // The label column on top.
    p.fillRect(QRect(0, y, LabelWidth, RowHeight), r.kind == WaterfallLayout::RowKind::Stage
                                                       ? palette().alternateBase()
                                                       : palette().base());
    p.setPen(missing && r.kind == WaterfallLayout::RowKind::Stage
                 ? QColor(0xc9, 0x2a, 0x2a)
                 : palette().color(QPalette::Text));
    QFont f = font();
    f.setBold(r.kind == WaterfallLayout::RowKind::Stage);
    p.setFont(f);
    p.drawText(QRect(6, y, LabelWidth - 12, RowHeight), Qt::AlignVCenter | Qt::TextSingleLine,
               fm.elidedText(rowLabel(row), Qt::ElideRight, LabelWidth - 12));
    p.setFont(font());
}

void BuildWaterfallView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    if (!m_bundle)
        return;
    paintAxis(p);
    p.setClipRect(QRect(0, AxisHeight, width(), height() - AxisHeight));
    const int first = m_scrollY / RowHeight;
    for (int row = first; row < int(m_layout.rows().size()); ++row) {
        const int y = AxisHeight + row * RowHeight - m_scrollY;
        if (y > height())
            break;
        paintRow(p, row, y);
    }
}

void BuildWaterfallView::clampScroll()
{
    const int content = int(m_layout.rows().size()) * RowHeight;
    const int visible = qMax(0, height() - AxisHeight);
    const int max = qMax(0, content - visible);
    m_scrollY = qBound(0, m_scrollY, max);
    const QSignalBlocker block(m_vbar);
    m_vbar->setRange(0, max);
    m_vbar->setPageStep(qMax(RowHeight, visible));
    m_vbar->setValue(m_scrollY);
    const int w = m_vbar->sizeHint().width();
    m_vbar->setGeometry(width() - w, AxisHeight, w, visible);
    m_vbar->setVisible(max > 0);
}

void BuildWaterfallView::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (event->modifiers() & Qt::ControlModifier) {
        setZoom(m_nanosPerPixel * std::pow(0.8, steps), event->position().x());
    } else if (event->modifiers() & Qt::ShiftModifier) {
        m_viewStart -= qint64(steps * 80 * m_nanosPerPixel);
        update();
    } else {
        m_scrollY -= int(steps * 3 * RowHeight);
        clampScroll();
        update();
    }
    event->accept();
}

void BuildWaterfallView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    m_dragging = true;
    m_dragFrom = event->position().toPoint();
    m_dragStart = m_viewStart;
}

void BuildWaterfallView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragging && (event->position().toPoint() - m_dragFrom).manhattanLength() > 4) {
        m_viewStart =
            m_dragStart - qint64((event->position().x() - m_dragFrom.x()) * m_nanosPerPixel);
        update();
    }
}

void BuildWaterfallView::mouseReleaseEvent(QMouseEvent *event)
{
    const bool click = (event->position().toPoint() - m_dragFrom).manhattanLength() <= 4;
    m_dragging = false;
    if (click && event->button() == Qt::LeftButton)
        selectItem(itemAt(event->position().toPoint()));
}

void BuildWaterfallView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        setZoom(m_nanosPerPixel * 0.8, LabelWidth + (width() - LabelWidth) / 2.0);
        return;
    case Qt::Key_Minus:
        setZoom(m_nanosPerPixel / 0.8, LabelWidth + (width() - LabelWidth) / 2.0);
        return;
    case Qt::Key_0:
        zoomToFit();
        return;
    case Qt::Key_Up:
    case Qt::Key_Down:
        stepSelection(event->key() == Qt::Key_Down ? 1 : -1);
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

void BuildWaterfallView::stepSelection(int step)
{
    // Rows top to bottom, items of a row left to right.
    std::vector<int> order;
    order.reserve(m_layout.items().size());
    for (const WaterfallLayout::Row &row : m_layout.rows())
        order.insert(order.end(), row.items.begin(), row.items.end());
    if (order.empty())
        return;
    const auto at = std::find(order.begin(), order.end(), m_selected);
    qsizetype next = at == order.end() ? (step > 0 ? 0 : qsizetype(order.size()) - 1)
                                       : qsizetype(at - order.begin()) + step;
    next = qBound<qsizetype>(0, next, qsizetype(order.size()) - 1);
    const int item = order[size_t(next)];
    // Keep the item's row in view.
    const int top = m_layout.items()[size_t(item)].row * RowHeight;
    const int visible = height() - AxisHeight;
    if (top < m_scrollY)
        m_scrollY = top;
    else if (top + RowHeight > m_scrollY + visible)
        m_scrollY = top + RowHeight - visible;
    clampScroll();
    selectItem(item);
}

void BuildWaterfallView::contextMenuEvent(QContextMenuEvent *event)
{
    int item = m_selected;
    QPoint at = event->globalPos();
    if (event->reason() == QContextMenuEvent::Mouse) {
        item = itemAt(event->pos());
        if (item >= 0 && item != m_selected)
            selectItem(item);
    } else if (item >= 0) {
        // From the keyboard: at the selected item, inside the widget.
        const QRectF r = itemRect(item);
        at = mapToGlobal(QPoint(int(qBound(0.0, r.center().x(), double(width() - 1))),
                                int(qBound(0.0, r.bottom(), double(height() - 1)))));
    }
    Q_EMIT contextMenuRequested(item, at);
    event->accept();
}

void BuildWaterfallView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    clampScroll(); // first: whether the scroll bar shows sets the timeline's width
    if (!m_userZoomed)
        zoomToFit(); // the whole build fits until the user zooms
}

bool BuildWaterfallView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_bundle) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int item = itemAt(help->pos());
        if (item >= 0)
            QToolTip::showText(help->globalPos(), itemTooltip(item), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace hearth
