// SPDX-License-Identifier: MIT
#include "profile.h"

namespace hearth {

int Profile::sampleTypeIndex(const QString &type) const
{
    for (int i = 0; i < m_sampleTypes.size(); ++i) {
        if (m_sampleTypes[i].type == type)
            return i;
    }
    return -1;
}

qint64 Profile::findString(const QString &s) const
{
    return m_strings.indexOf(s);
}

QString Profile::moduleOf(quint32 location) const
{
    if (location >= m_locations.size())
        return {};
    const quint32 m = m_locations[location].mapping;
    if (m == Location::NoMapping || m >= m_mappings.size())
        return {};
    return m_mappings[m].file;
}

std::vector<quint32> Profile::sampleLocations(quint32 sample) const
{
    std::vector<quint32> out;
    for (quint32 n = m_sampleStack[sample]; n != 0; n = m_stackParent[n])
        out.push_back(m_stackLocation[n]);
    return out;
}

} // namespace hearth
