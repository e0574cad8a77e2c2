// SPDX-License-Identifier: MIT
#pragma once

#include "stacktrie.h"

#include <span>
#include <vector>

namespace hearth {

/// The stacks of a reader's next samples, gathered for StackTrie::addStacks(): their
/// locations one after another (leaf first) and, for each, the sample whose stack it is.
/// A reader appends a sample's locations (locations(), or add()), keeps them (keep()) or
/// not (drop()), and flushes once full() and at the end.
class StackBatch
{
public:
    StackBatch()
    {
        m_ends.reserve(StackTrie::BatchSize);
        m_samples.reserve(StackTrie::BatchSize);
        m_leaves.resize(StackTrie::BatchSize);
    }

    /// Where a sample's locations are appended, leaf first.
    std::vector<quint32> &locations() { return m_locations; }
    /// The locations appended since the last keep() or drop().
    std::span<const quint32> pending() const
    {
        return std::span(m_locations).subspan(m_ends.empty() ? 0 : m_ends.back());
    }
    /// The pending locations are the stack of sample `sample`.
    void keep(size_t sample)
    {
        m_ends.push_back(quint32(m_locations.size()));
        m_samples.push_back(sample);
    }
    /// Forgets the pending locations.
    void drop() { m_locations.resize(m_ends.empty() ? 0 : m_ends.back()); }
    /// Appends a sample's stack.
    void add(std::span<const quint32> leafFirst, size_t sample)
    {
        m_locations.insert(m_locations.end(), leafFirst.begin(), leafFirst.end());
        keep(sample);
    }
    bool full() const { return m_ends.size() >= StackTrie::BatchSize; }

    /// Adds the stacks to trie, sets stacks[sample] to each one's node, and empties the batch.
    void flush(StackTrie &trie, std::vector<quint32> &stacks)
    {
        m_leaves.resize(m_ends.size());
        trie.addStacks(m_locations, m_ends, m_leaves.data());
        for (size_t i = 0; i < m_ends.size(); ++i)
            stacks[m_samples[i]] = m_leaves[i];
        m_locations.clear();
        m_ends.clear();
        m_samples.clear();
    }

private:
    std::vector<quint32> m_locations;
    std::vector<quint32> m_ends; // where each stack's locations end
    std::vector<size_t> m_samples;
    std::vector<quint32> m_leaves;
};

} // namespace hearth
