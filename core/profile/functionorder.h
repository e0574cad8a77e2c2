// SPDX-License-Identifier: MIT
#pragma once

#include "function.h"

#include <vector>

namespace hearth {

/// The order of a call tree's siblings: functions by name, then file. Functions are unique
/// by (name, file) (ProfileBuilder::addFunction), so the order is total.
class FunctionOrder
{
public:
    /// Function indices in that order.
    static std::vector<quint32> byName(const std::vector<Function> &functions);
    /// The position of each function in byName().
    static std::vector<quint32> ranks(const std::vector<quint32> &byName);
};

} // namespace hearth
