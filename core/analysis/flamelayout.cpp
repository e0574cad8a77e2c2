// SPDX-License-Identifier: MIT
#include "flamelayout.h"

#include <algorithm>

namespace hearth {

namespace {

struct Open
{
    quint32 node;        // the open node: its children are being laid out
    quint32 depth;       // its depth
    quint32 end;         // its subtreeEnd
    qint64 next;         // value offset (from the focus' left edge) of its next child
    double runX = 0;     // start of the current run of narrow children (pixels)
    double runWidth = 0; // their summed width (pixels)
};

} // namespace

FlameLayout FlameLayout::compute(const CallTree &tree, const FlameLayoutOptions &options)
{
    FlameLayout layout;
    layout.m_options = options;
    if (tree.nodeCount() == 0 || options.width <= 0)
        return layout;
    const quint32 focus = options.focus < tree.nodeCount() ? options.focus : 0;
    layout.m_options.focus = focus;
    if (tree.total(focus) <= 0)
        return layout;

    const quint32 focusDepth = tree.depth(focus);
    const quint32 firstDepth = std::min(std::max(options.firstDepth, 1u), focusDepth + 1);
    layout.m_options.firstDepth = firstDepth;
    const double width = options.width;
    const double viewStart = std::clamp(options.viewStart, 0.0, 1.0);
    const double viewEnd = std::clamp(options.viewEnd, viewStart + 1e-9, 1.0);
    layout.m_options.viewStart = viewStart;
    layout.m_options.viewEnd = viewEnd;
    const double total = double(tree.total(focus));
    const double scale = width / (total * (viewEnd - viewStart));
    const double origin = viewStart * total * scale; // pixels left of the view's edge
    const double minWidth = std::max(options.minWidth, 0.0);

    std::vector<FlameRect> out;
    out.reserve(1024);
    quint32 maxRow = 0;
    bool any = false;
    auto emitRect = [&](quint32 node, quint32 depth, double x, double w, quint8 flags) {
        const double x0 = std::max(x, 0.0);
        const double x1 = std::min(x + w, width);
        if (x1 <= x0)
            return;
        const quint32 row = depth - firstDepth;
        maxRow = std::max(maxRow, row);
        any = true;
        out.push_back(FlameRect{node, row, float(x0), float(x1 - x0), flags});
    };

    if (options.ancestors) {
        quint32 d = focusDepth;
        for (quint32 a = tree.parent(focus); a != 0; a = tree.parent(a)) {
            if (--d >= firstDepth)
                emitRect(a, d, 0, width, FlameRect::Ancestor);
        }
    }
    if (focusDepth >= firstDepth)
        emitRect(focus, focusDepth, -origin, total * scale, FlameRect::None);

    std::vector<Open> stack;
    stack.reserve(size_t(tree.maxDepth()) + 2);
    stack.push_back(Open{focus, focusDepth, tree.subtreeEnd(focus), 0});
    quint32 c = focus + 1;
    auto flushRun = [&](Open &o) {
        if (o.runWidth > 0 && o.runWidth >= minWidth)
            emitRect(o.node, o.depth + 1, o.runX, o.runWidth, FlameRect::Merged);
        o.runWidth = 0;
    };
    while (!stack.empty()) {
        Open &top = stack.back();
        if (c >= top.end) {
            flushRun(top);
            c = top.end;
            stack.pop_back();
            continue;
        }
        // c is a child of top.node.
        const qint64 v = tree.total(c);
        const double x = double(top.next) * scale - origin;
        const double w = double(v) * scale;
        top.next += v;
        const quint32 end = tree.subtreeEnd(c);
        if (x >= width) { // this and every later sibling is right of the view
            c = top.end;
            continue;
        }
        if (x + w <= 0) { // left of the view
            c = end;
            continue;
        }
        if (w < minWidth) {
            if (top.runWidth == 0)
                top.runX = x;
            top.runWidth = x + w - top.runX;
            c = end;
            continue;
        }
        flushRun(top);
        const quint32 depth = top.depth + 1;
        emitRect(c, depth, x, w, FlameRect::None);
        if (end > c + 1)
            stack.push_back(Open{c, depth, end, top.next - v});
        c = c + 1;
    }

    // Group by row; a stable counting sort keeps each row in x order (pre-order visits a
    // level left to right), with the ancestors first.
    if (!any)
        return layout;
    const quint32 rows = maxRow + 1;
    layout.m_rowBegin.assign(size_t(rows) + 1, 0);
    for (const FlameRect &r : out)
        ++layout.m_rowBegin[r.row + 1];
    for (quint32 i = 0; i < rows; ++i)
        layout.m_rowBegin[i + 1] += layout.m_rowBegin[i];
    std::vector<quint32> fill(layout.m_rowBegin.begin(), layout.m_rowBegin.end() - 1);
    layout.m_rects.resize(out.size());
    for (const FlameRect &r : out)
        layout.m_rects[fill[r.row]++] = r;
    return layout;
}

qint64 FlameLayout::hit(double x, quint32 row) const
{
    if (row >= rowCount())
        return -1;
    const auto b = m_rects.begin() + m_rowBegin[row];
    const auto e = m_rects.begin() + m_rowBegin[row + 1];
    // The last rect starting at or before x.
    auto it = std::upper_bound(b, e, x, [](double px, const FlameRect &r) { return px < r.x; });
    if (it == b)
        return -1;
    --it;
    if (x < double(it->x) + double(it->width))
        return qint64(it - m_rects.begin());
    return -1;
}

qint64 FlameLayout::find(quint32 node) const
{
    for (size_t i = 0; i < m_rects.size(); ++i) {
        if (m_rects[i].node == node && !(m_rects[i].flags & FlameRect::Merged))
            return qint64(i);
    }
    return -1;
}

size_t FlameLayout::memoryBytes() const
{
    return sizeof(*this) + m_rects.capacity() * sizeof(FlameRect) +
           m_rowBegin.capacity() * sizeof(quint32);
}

quint32 FlameLayout::trunkEnd(const CallTree &tree, double wideShare)
{
    if (tree.nodeCount() == 0 || tree.totalValue() <= 0)
        return 0;
    const double wide = wideShare * double(tree.totalValue());
    quint32 n = 0;
    for (;;) {
        quint32 wideChild = 0;
        int wideCount = 0;
        const quint32 end = tree.subtreeEnd(n);
        for (quint32 c = n + 1; c < end; c = tree.subtreeEnd(c)) {
            if (double(tree.total(c)) >= wide) {
                wideChild = c;
                if (++wideCount > 1)
                    break;
            }
        }
        if (wideCount != 1 || double(tree.self(n)) >= wide)
            return n;
        n = wideChild;
    }
}

} // namespace hearth
