// SPDX-License-Identifier: MIT
#include "flamelayout.h"

#include <algorithm>

namespace hearth {

namespace {

// The children of up to this many parents are walked at once (see compute).
constexpr size_t Walks = 16;

// A node whose children the next row lays out.
struct Parent
{
    quint32 node;
    quint32 end;   // its subtreeEnd
    qint64 offset; // its left edge, as a value offset from the focus' left edge
};

// A rect of the row being laid out, with what the row after it needs.
struct Placed
{
    FlameRect rect;
    quint32 parent; // index of its parent in the row above
    quint32 end;    // subtreeEnd of rect.node
    qint64 offset;  // its left edge as a value offset
};

// One parent's children being walked: c is its next child (a child's next sibling is its
// subtreeEnd), next the value offset where c starts.
struct Walk
{
    quint32 parent;
    quint32 node;
    quint32 c;
    quint32 end;
    qint64 next;
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

    std::vector<FlameRect> &out = layout.m_rects;
    std::vector<quint32> &rowBegin = layout.m_rowBegin;
    // A rect clipped to [0, width], or nothing when none of it is in view.
    const auto clipped = [&](quint32 node, quint32 row, double x, double w, quint8 flags,
                             FlameRect *r) {
        const double x0 = std::max(x, 0.0);
        const double x1 = std::min(x + w, width);
        if (x1 <= x0)
            return false;
        *r = FlameRect{node, row, float(x0), float(x1 - x0), flags};
        return true;
    };
    // Rows come in order; a row above the first rect's may be empty (no ancestors drawn).
    const auto add = [&](const FlameRect &rect) {
        while (rowBegin.size() <= rect.row)
            rowBegin.push_back(quint32(out.size()));
        out.push_back(rect);
    };

    // Rows above the children: the ancestors (top down), then the focus.
    FlameRect r;
    if (options.ancestors && focusDepth > firstDepth) {
        std::vector<quint32> above;
        for (quint32 a = tree.parent(focus); a != 0; a = tree.parent(a))
            above.push_back(a);
        // above[i] is at depth focusDepth - 1 - i.
        for (quint32 d = firstDepth; d < focusDepth; ++d) {
            if (clipped(above[focusDepth - 1 - d], d - firstDepth, 0, width, FlameRect::Ancestor,
                        &r))
                add(r);
        }
    }
    if (focusDepth >= firstDepth &&
        clipped(focus, focusDepth - firstDepth, -origin, total * scale, FlameRect::None, &r))
        add(r);

    // Row by row below the focus. A row's children are found by walking each parent's
    // children, sibling to sibling: in a large tree each step is a cache miss whose address
    // the step before gives. Up to `Walks` parents are walked at once, a step of each in
    // turn, each prefetching its next child's values: the misses overlap instead of
    // following one another. The rects of a row are then put in order by parent (a counting
    // sort), which keeps them in x order.
    std::vector<Parent> parents;
    if (tree.subtreeEnd(focus) > focus + 1)
        parents.push_back(Parent{focus, tree.subtreeEnd(focus), 0});
    std::vector<Placed> placed;
    std::vector<quint32> byParent;
    std::vector<Placed> ordered;
    for (quint32 depth = focusDepth + 1; !parents.empty(); ++depth) {
        const quint32 row = depth - firstDepth;
        placed.clear();
        const auto place = [&](const Walk &w, quint32 node, double x, double wd, quint8 flags,
                               quint32 end, qint64 offset) {
            if (clipped(node, row, x, wd, flags, &r))
                placed.push_back(Placed{r, w.parent, end, offset});
        };
        const auto flushRun = [&](Walk &w) {
            if (w.runWidth > 0 && w.runWidth >= minWidth)
                place(w, w.node, w.runX, w.runWidth, FlameRect::Merged, 0, 0);
            w.runWidth = 0;
        };
        Walk walks[Walks];
        size_t active = 0;
        size_t nextParent = 0;
        const auto begin = [&](Walk &w) {
            const Parent &p = parents[nextParent];
            w = Walk{quint32(nextParent), p.node, p.node + 1, p.end, p.offset};
            tree.prefetch(w.c);
            ++nextParent;
        };
        for (; active < Walks && nextParent < parents.size(); ++active)
            begin(walks[active]);
        while (active > 0) {
            for (size_t i = 0; i < active;) {
                Walk &w = walks[i];
                if (w.c >= w.end) {
                    flushRun(w);
                    if (nextParent < parents.size()) {
                        begin(w);
                        ++i; // its first child's values are on their way
                    } else {
                        w = walks[--active];
                    }
                    continue;
                }
                const quint32 c = w.c;
                const qint64 v = tree.total(c);
                const double x = double(w.next) * scale - origin;
                const double wd = double(v) * scale;
                w.next += v;
                const quint32 end = tree.subtreeEnd(c);
                ++i;
                if (x >= width) { // this and every later sibling is right of the view
                    w.c = w.end;
                    continue;
                }
                w.c = end;
                if (end < w.end)
                    tree.prefetch(end);
                if (x + wd <= 0) // left of the view
                    continue;
                if (wd < minWidth) {
                    if (w.runWidth == 0)
                        w.runX = x;
                    w.runWidth = x + wd - w.runX;
                    continue;
                }
                flushRun(w);
                place(w, c, x, wd, FlameRect::None, end, w.next - v);
            }
        }
        // In order by parent; each parent's children came in x order.
        byParent.assign(parents.size() + 1, 0);
        for (const Placed &p : placed)
            ++byParent[p.parent + 1];
        for (size_t i = 1; i < byParent.size(); ++i)
            byParent[i] += byParent[i - 1];
        ordered.resize(placed.size());
        for (const Placed &p : placed)
            ordered[byParent[p.parent]++] = p;
        parents.clear();
        for (const Placed &p : ordered) {
            add(p.rect);
            if (!(p.rect.flags & FlameRect::Merged) && p.end > p.rect.node + 1)
                parents.push_back(Parent{p.rect.node, p.end, p.offset});
        }
    }
    if (!out.empty())
        rowBegin.push_back(quint32(out.size()));
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
