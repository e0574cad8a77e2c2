#pragma once

#include "profile.h"

#include <vector>

namespace hearth {

/// The samples of one sample type as stacks of function indices, root first, one after
/// another, each with its value: all a function table and a verdict need, without a stack
/// trie or a call tree (see StackSummary), in about as many bytes as the samples took in
/// the file. `hearth summary` reads pprof this way (ReadOptions::flatStacks).
///
/// A sample counts when its value is not zero, as in CallTree. Negative values are not
/// kept: hasNegative() says one was seen, and the caller builds the call tree instead (a
/// negative value can cancel a node out). Function indices take 16 bits each when the
/// profile has at most 65 536 functions, else 32.
class FlatStacks
{
public:
    FlatStacks() = default;
    FlatStacks(int sampleType, quint32 functionCount);

    /// The stacks of a profile's samples of a type (whose stacks the profile has).
    static FlatStacks fromProfile(const Profile &profile, int sampleType);

    /// The sample type the stacks are of; -1 for none (the reader did not fill them).
    int sampleType() const { return m_sampleType; }
    quint32 functionCount() const { return m_functionCount; }
    /// True when frames32() holds the frames, else frames16().
    bool wide() const { return m_wide; }
    size_t sampleCount() const { return m_values.size(); }
    size_t frameCount() const { return m_offsets.back(); }
    /// Sample i's frames are [offset(i), offset(i + 1)) of the frame array, root first.
    const size_t *offsets() const { return m_offsets.data(); }
    const qint64 *values() const { return m_values.data(); }
    const quint16 *frames16() const { return m_frames16.data(); }
    const quint32 *frames32() const { return m_frames32.data(); }
    bool hasNegative() const { return m_negative; }
    size_t memoryBytes() const;

    void reserve(size_t samples, size_t frames);
    /// The next frame of the sample being added (outermost first); function must be below
    /// functionCount().
    void pushFrame(quint32 function)
    {
        if (m_wide)
            m_frames32.push_back(function);
        else
            m_frames16.push_back(quint16(function));
    }
    /// Ends the sample whose frames were pushed. A zero value is no sample and a negative
    /// one is only noted (hasNegative()): their frames are dropped.
    void endSample(qint64 value);

private:
    int m_sampleType = -1;
    quint32 m_functionCount = 0;
    bool m_wide = false;
    bool m_negative = false;
    std::vector<quint16> m_frames16;
    std::vector<quint32> m_frames32;
    std::vector<size_t> m_offsets{0};
    std::vector<qint64> m_values;
};

} // namespace hearth
