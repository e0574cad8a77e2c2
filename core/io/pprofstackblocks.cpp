// SPDX-License-Identifier: MIT
#include "pprofstackblocks.h"

namespace hearth::pprof {

bool StackBlocks::put(std::vector<quint32> block)
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [&] { return m_gaveUp || m_waiting.size() < MaxWaiting; });
    if (m_gaveUp)
        return false;
    m_waiting.push_back(std::move(block));
    m_changed.notify_all();
    return true;
}

void StackBlocks::finish()
{
    const std::lock_guard lock(m_mutex);
    m_finished = true;
    m_changed.notify_all();
}

bool StackBlocks::take(std::vector<quint32> &block)
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [&] { return m_finished || !m_waiting.empty(); });
    if (m_waiting.empty())
        return false;
    block = std::move(m_waiting.front());
    m_waiting.pop_front();
    m_changed.notify_all();
    return true;
}

void StackBlocks::giveUp()
{
    const std::lock_guard lock(m_mutex);
    m_gaveUp = true;
    m_waiting.clear();
    m_changed.notify_all();
}

} // namespace hearth::pprof
