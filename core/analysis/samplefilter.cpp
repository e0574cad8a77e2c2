// SPDX-License-Identifier: MIT
#include "samplefilter.h"

namespace hearth {

SampleFilter SampleFilter::labelEquals(const QString &key, const QString &value)
{
    return labelIn(key, QSet<QString>{value});
}

SampleFilter SampleFilter::labelIn(const QString &key, const QSet<QString> &values)
{
    SampleFilter f;
    f.m_mode = Mode::LabelIn;
    f.m_key = key;
    f.m_values = values;
    return f;
}

SampleFilter SampleFilter::labelAbsent(const QString &key)
{
    SampleFilter f;
    f.m_mode = Mode::LabelAbsent;
    f.m_key = key;
    return f;
}

} // namespace hearth
