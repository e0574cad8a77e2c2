// SPDX-License-Identifier: MIT
// ProfileBuilder's bulk setters for readers that build the stack trie themselves (see
// StackTrie), kept apart from profilebuilder.cpp.

#include "profilebuilder.h"

namespace hearth {

bool ProfileBuilder::setStackTrie(std::vector<quint32> parents, std::vector<quint32> locations)
{
    const size_t n = parents.size();
    if (n == 0 || locations.size() != n || parents[0] != 0 || locations[0] != 0)
        return false;
    const size_t locationCount = m_p->m_locations.size();
    for (size_t i = 1; i < n; ++i) {
        if (parents[i] >= i || locations[i] >= locationCount)
            return false;
    }
    m_trieIndex = PairIndex();
    parents.shrink_to_fit();
    locations.shrink_to_fit();
    m_p->m_stackParent = std::move(parents);
    m_p->m_stackLocation = std::move(locations);
    return true;
}

bool ProfileBuilder::setSampleStacks(std::vector<quint32> stacks)
{
    if (stacks.size() != m_p->m_sampleStack.size())
        return false;
    const size_t nodes = m_p->m_stackParent.size();
    for (quint32 s : stacks) {
        if (s >= nodes)
            return false;
    }
    m_p->m_sampleStack = std::move(stacks);
    return true;
}

} // namespace hearth
