// SPDX-License-Identifier: MIT
#pragma once

#include <future>
#include <utility>

namespace hearth {

/// Runs `first` on a thread of its own and `second` on the calling thread, and returns both
/// results as a pair. For the two independent halves of a comparison (two call trees, two
/// snapshots). A real thread, not a pool's: callers may already run on a pool thread, and a
/// pool can be full. An exception in either is rethrown here.
template <typename F, typename G> auto inParallel(F &&first, G &&second)
{
    auto a = std::async(std::launch::async, std::forward<F>(first));
    auto b = std::forward<G>(second)();
    return std::make_pair(a.get(), std::move(b));
}

} // namespace hearth
