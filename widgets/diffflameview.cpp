// SPDX-License-Identifier: MIT
#include "diffflameview.h"

#include "analysis/quantity.h"

#include "itemmodels/untrustedtext.h"
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QTextDocument>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace hearth {

namespace {

constexpr quint32 NoNode = 0xffffffffu;
// The colour scale in steps on each side of grey, so that boxes of one colour are filled in
// one call.
constexpr int ColourSteps = 32;

// A diverging blue–orange scale (after ColorBrewer's PuOr, safe for the common colour
// vision deficiencies): t in [-1, 1], negative blue, positive orange, 0 a neutral grey.
QColor diverging(double t, bool dark)
{
    const QColor neutral = dark ? QColor(0x5a, 0x5a, 0x5a) : QColor(0xd9, 0xd9, 0xd9);
    const QColor blue = dark ? QColor(0x4f, 0x8f, 0xd0) : QColor(0x3b, 0x7d, 0xc4);
    const QColor orange = dark ? QColor(0xf0, 0x9a, 0x3a) : QColor(0xe0, 0x7b, 0x10);
    const QColor &end = t < 0 ? blue : orange;
    const double a = std::min(1.0, std::fabs(t));
    return QColor::fromRgbF(float(neutral.redF() + (end.redF() - neutral.redF()) * a),
                            float(neutral.greenF() + (end.greenF() - neutral.greenF()) * a),
                            float(neutral.blueF() + (end.blueF() - neutral.blueF()) * a));
}

} // namespace

DiffFlameView::DiffFlameView(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    m_rowHeight = fontMetrics().height() + 4;
    setAccessibleName(tr("Difference flame graph"));
}

QSize DiffFlameView::sizeHint() const
{
    const int rows = m_diff ? int(m_diff->maxDepth()) : 10;
    return {800, std::max(200, rows * m_rowHeight)};
}

void DiffFlameView::setDiff(DiffTree::Ptr diff, const ValueType &type)
{
    m_diff = std::move(diff);
    m_type = type;
    m_focus = 0;
    setWidthsFromB(m_fromB);
}

void DiffFlameView::setWidthsFromB(bool fromB)
{
    m_fromB = fromB;
    m_tree = m_diff ? m_diff->asCallTree(fromB, m_type) : nullptr;
    setNormalize(m_normalize);
}

void DiffFlameView::setNormalize(bool normalize)
{
    m_normalize = normalize;
    m_maxDelta = 0;
    if (m_diff) {
        for (quint32 n = 1; n < m_diff->nodeCount(); ++n)
            m_maxDelta = std::max(m_maxDelta, std::fabs(m_diff->selfShareDelta(n, normalize)));
    }
    relayout();
}

void DiffFlameView::focusOn(quint32 node)
{
    if (!m_tree || node >= m_tree->nodeCount() || node == m_focus)
        return;
    m_focus = node;
    relayout();
    Q_EMIT focusChanged(node);
}

void DiffFlameView::relayout()
{
    if (!m_tree) {
        m_layout = FlameLayout();
        update();
        return;
    }
    FlameLayoutOptions o;
    o.focus = m_focus;
    o.width = std::max(1, width());
    m_layout = FlameLayout::compute(*m_tree, o);
    setMinimumHeight(int(m_layout.rowCount() + 1) * m_rowHeight);
    update();
}

int DiffFlameView::rowTop(quint32 row) const
{
    if (m_icicle)
        return int(row) * m_rowHeight;
    return height() - int(row + 1) * m_rowHeight;
}

void DiffFlameView::setIcicle(bool icicle)
{
    if (m_icicle == icicle)
        return;
    m_icicle = icicle;
    update();
}

int DiffFlameView::colourStep(quint32 node) const
{
    const double d = m_diff->selfShareDelta(node, m_normalize);
    if (std::fabs(d) < 0.005 || m_maxDelta <= 0)
        return 0;
    // At least a visible tint for any real change; full colour at the largest change.
    const double t = 0.25 + 0.75 * std::fabs(d) / m_maxDelta;
    const int step = std::clamp(int(std::lround(t * ColourSteps)), 1, ColourSteps);
    return d > 0 ? step : -step;
}

bool DiffFlameView::isDark() const
{
    return palette().color(QPalette::Window).lightness() < 128;
}

QColor DiffFlameView::colourOf(quint32 node) const
{
    if (!m_diff || node == 0 || node >= m_diff->nodeCount())
        return {};
    return diverging(double(colourStep(node)) / ColourSteps, isDark());
}

QString DiffFlameView::legendText() const
{
    return tr("Colour is the change in each frame's self share: orange means more time in B, "
              "blue less time in B, grey unchanged; hatched frames exist in one profile only. "
              "Widths are from %1.")
        .arg(m_fromB ? tr("B") : tr("A"));
}

void DiffFlameView::paintEvent(QPaintEvent *event)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    if (!m_tree)
        return;
    const QColor text = palette().color(QPalette::Text);
    const QColor frameText(0x10, 0x10, 0x10);
    const QFontMetrics fm = fontMetrics();
    const QRect area = event->rect();
    const int minLabel = 3 * fm.averageCharWidth();

    // As the single view's renderer: boxes gathered by colour (the scale in steps) and each
    // colour filled in one call, then the hatching, the focus outline and the labels; rows
    // outside the exposed area are skipped.
    std::vector<std::vector<QRectF>> byStep(2 * ColourSteps + 1);
    std::vector<QRectF> merged;
    std::vector<QRectF> hatched;
    std::vector<QRectF> crossed; // merged by the server, not a function
    std::vector<QRectF> labelled;
    std::vector<quint32> labelNode;
    QRectF root;
    QRectF focus;
    for (quint32 row = 0; row < m_layout.rowCount(); ++row) {
        const int top = rowTop(row);
        if (top + m_rowHeight <= area.top() || top > area.bottom())
            continue;
        for (quint32 i = m_layout.rowBegin(row); i < m_layout.rowBegin(row + 1); ++i) {
            const FlameRect &r = m_layout.rects()[i];
            const QRectF box(r.x, top, std::max(1.0f, r.width - 0.5f), m_rowHeight - 1);
            if (r.flags & FlameRect::Merged) {
                merged.push_back(box);
                continue;
            }
            if (r.node == 0)
                root = box;
            else
                byStep[size_t(colourStep(r.node) + ColourSteps)].push_back(box);
            if (isNotAFunction(r.node))
                crossed.push_back(box);
            else if (m_diff->onlyInA(r.node) || m_diff->onlyInB(r.node))
                hatched.push_back(box);
            if (r.node == m_focus && m_focus != 0)
                focus = box;
            if (r.width >= minLabel) {
                labelled.push_back(box);
                labelNode.push_back(r.node);
            }
        }
    }

    p.setPen(Qt::NoPen);
    p.setBrush(palette().color(QPalette::Mid));
    p.drawRects(merged.data(), int(merged.size()));
    if (!root.isNull())
        p.fillRect(root, colourOf(0));
    const bool dark = isDark();
    for (int step = -ColourSteps; step <= ColourSteps; ++step) {
        const std::vector<QRectF> &boxes = byStep[size_t(step + ColourSteps)];
        if (boxes.empty())
            continue;
        p.setBrush(diverging(double(step) / ColourSteps, dark));
        p.drawRects(boxes.data(), int(boxes.size()));
    }
    if (!hatched.empty()) {
        p.setBrush(QBrush(text, Qt::BDiagPattern));
        p.drawRects(hatched.data(), int(hatched.size()));
    }
    if (!crossed.empty()) {
        p.setBrush(QBrush(text, Qt::DiagCrossPattern));
        p.drawRects(crossed.data(), int(crossed.size()));
    }
    p.setBrush(Qt::NoBrush);
    if (!focus.isNull()) {
        p.setPen(QPen(text, 1.5));
        p.drawRect(focus.adjusted(0.5, 0.5, -0.5, -0.5));
    }
    p.setPen(frameText);
    for (size_t k = 0; k < labelled.size(); ++k) {
        const quint32 node = labelNode[k];
        const QRectF &box = labelled[k];
        QString label = UntrustedText::display(m_diff->name(node));
        if (isNotAFunction(node))
            label = tr("%1 (frames merged by the server)").arg(label);
        else if (m_diff->onlyInA(node))
            label = tr("%1 (only in A)").arg(label);
        else if (m_diff->onlyInB(node))
            label = tr("%1 (only in B)").arg(label);
        p.drawText(box.adjusted(3, 0, -3, 0), Qt::AlignVCenter | Qt::AlignLeft,
                   fm.elidedText(label, Qt::ElideMiddle, int(box.width()) - 6));
    }
}

void DiffFlameView::resizeEvent(QResizeEvent *)
{
    relayout();
}

quint32 DiffFlameView::nodeAt(const QPoint &pos)
{
    if (!m_tree)
        return NoNode;
    if (pos.y() < 0)
        return NoNode;
    if (pos.y() >= height())
        return NoNode;
    const quint32 row =
        quint32(m_icicle ? pos.y() / m_rowHeight : (height() - 1 - pos.y()) / m_rowHeight);
    if (row >= m_layout.rowCount())
        return NoNode;
    const qint64 i = m_layout.hit(pos.x(), row);
    if (i < 0 || (m_layout.rects()[size_t(i)].flags & FlameRect::Merged))
        return NoNode;
    return m_layout.rects()[size_t(i)].node;
}

QRect DiffFlameView::nodeRect(quint32 node)
{
    const qint64 i = m_layout.find(node);
    if (i < 0)
        return {};
    const FlameRect &r = m_layout.rects()[size_t(i)];
    return QRect(int(r.x), rowTop(r.row), std::max(1, int(r.width)), m_rowHeight - 1);
}

void DiffFlameView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    const quint32 n = nodeAt(event->pos());
    if (n != NoNode) {
        if (!isNotAFunction(n)) // merged frames: nothing to focus on
            focusOn(n);
        Q_EMIT nodeActivated(n);
    }
}

void DiffFlameView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Escape:
    case Qt::Key_Backspace:
        if (m_tree && m_focus != 0)
            focusOn(m_tree->parent(m_focus));
        return;
    case Qt::Key_Home:
        focusOn(0);
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

void DiffFlameView::setNotAFunction(const QString &name)
{
    m_notAFunction = name;
    update();
}

bool DiffFlameView::isNotAFunction(quint32 node) const
{
    return m_diff && !m_notAFunction.isEmpty() && node != 0 && node < m_diff->nodeCount() &&
           m_diff->name(node) == m_notAFunction;
}

QString DiffFlameView::tooltipFor(quint32 node) const
{
    const DiffTree &d = *m_diff;
    QString side;
    if (d.onlyInA(node))
        side = QLatin1Char('\n') + tr("Only in A");
    else if (d.onlyInB(node))
        side = QLatin1Char('\n') + tr("Only in B");
    if (isNotAFunction(node))
        side += QLatin1Char('\n') + tr("Not a function: the frames the server merged below its "
                                       "node limit (max_nodes).");
    return tr("%1\nSelf: %2 in A, %3 in B\nTotal: %4 in A, %5 in B\nSelf share change: %6 pp%7")
        .arg(UntrustedText::display(d.name(node)), Quantity::format(d.selfA(node), m_type),
             Quantity::format(d.selfB(node), m_type), Quantity::format(d.totalA(node), m_type),
             Quantity::format(d.totalB(node), m_type),
             QLocale().toString(d.selfShareDelta(node, m_normalize), 'f', 2), side);
}

bool DiffFlameView::event(QEvent *e)
{
    if (e->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(e);
        const quint32 n = nodeAt(help->pos());
        if (n == NoNode)
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), UntrustedText::toolTip(tooltipFor(n)), this);
        return true;
    }
    return QWidget::event(e);
}

} // namespace hearth
