// SPDX-License-Identifier: MIT
#include "functionorder.h"

#include <algorithm>
#include <numeric>

namespace hearth {

std::vector<quint32> FunctionOrder::byName(const std::vector<Function> &functions)
{
    std::vector<quint32> order(functions.size());
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(), [&](quint32 a, quint32 b) {
        const int c = functions[a].name.compare(functions[b].name);
        return c != 0 ? c < 0 : functions[a].file < functions[b].file;
    });
    return order;
}

std::vector<quint32> FunctionOrder::ranks(const std::vector<quint32> &byName)
{
    std::vector<quint32> rank(byName.size());
    for (quint32 i = 0; i < quint32(byName.size()); ++i)
        rank[byName[i]] = i;
    return rank;
}

} // namespace hearth
