#include "treeorder.h"

#include <algorithm>

namespace hearth {

TreeOrder TreeOrder::of(const std::vector<quint32> &rawParent, const std::vector<quint32> &sortKey)
{
    TreeOrder t;
    const quint32 n = quint32(rawParent.size());
    if (n == 0)
        return t;
    std::vector<quint32> childStart(size_t(n) + 1, 0);
    for (quint32 i = 1; i < n; ++i)
        ++childStart[rawParent[i] + 1];
    for (quint32 i = 0; i < n; ++i)
        childStart[i + 1] += childStart[i];
    std::vector<quint32> childList(n - 1);
    {
        std::vector<quint32> fill(childStart.begin(), childStart.end() - 1);
        for (quint32 i = 1; i < n; ++i)
            childList[fill[rawParent[i]]++] = i;
    }
    for (quint32 i = 0; i < n; ++i) {
        std::sort(childList.begin() + childStart[i], childList.begin() + childStart[i + 1],
                  [&](quint32 a, quint32 b) { return sortKey[a] < sortKey[b]; });
    }
    t.rawOf.resize(n);
    t.parent.resize(n);
    t.subtreeEnd.resize(n);
    t.depth.resize(n);
    struct Open
    {
        quint32 raw;
        quint32 pre;
        quint32 nextChild;
    };
    std::vector<Open> stack{{0, 0, childStart[0]}};
    t.rawOf[0] = 0;
    quint32 next = 1;
    while (!stack.empty()) {
        Open &top = stack.back();
        if (top.nextChild < childStart[top.raw + 1]) {
            const quint32 raw = childList[top.nextChild++];
            const quint32 pre = next++;
            t.rawOf[pre] = raw;
            t.parent[pre] = top.pre;
            t.depth[pre] = t.depth[top.pre] + 1;
            t.maxDepth = std::max(t.maxDepth, t.depth[pre]);
            stack.push_back({raw, pre, childStart[raw]});
        } else {
            t.subtreeEnd[top.pre] = next;
            stack.pop_back();
        }
    }
    return t;
}

} // namespace hearth
