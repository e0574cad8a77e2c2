// SPDX-License-Identifier: MIT
#pragma once

#include "wirereader.h"

#include "pprofpagereleaser.h"
#include "pprofsampleparser.h"
#include "pprofstackblocks.h"
#include "profile/profilebuilder.h"
#include "profilereader.h"

#include <QStringList>

#include <atomic>
#include <memory>
#include <vector>

namespace hearth {
class FlatStacks;
class StackTrie;
} // namespace hearth

namespace hearth::pprof {

class StreamInput;

/// PprofReader's parser of one profile.proto message (pprofreader.cpp): from a buffer, or
/// from a StreamInput in two passes.
class Parser : public pprof::WireReader
{
public:
    Parser(const QByteArray &data, const ReadOptions &opt, quint8 *releasable = nullptr)
        : WireReader(reinterpret_cast<const quint8 *>(data.constData()), data.size())
        , m_opt(opt)
        , m_releasable(releasable)
        , m_release(releasable, data.size())
    {}
    /// Reads `in` in two passes (see PprofReader::parseStream()).
    Parser(pprof::StreamInput &in, const ReadOptions &opt)
        : WireReader(nullptr, 0)
        , m_opt(opt)
        , m_releasable(nullptr)
        , m_release(nullptr, 0)
        , m_stream(&in)
    {}
    /// The second pass reads the readers' positions here: it stops first (also when a read
    /// leaves by an exception).
    ~Parser();
    Parser(const Parser &) = delete;
    Parser &operator=(const Parser &) = delete;

    ProfileResult run();

private:
    using IdMap = pprof::IdMap;

    bool stringIndex(quint64 v, qint64 offset, const char *what, quint32 *out)
    {
        return WireReader::stringIndex(v, offset, m_strings.size(), what, out);
    }
    // The top-level fields below `available`; streamed (not final), a field that has not
    // arrived whole waits for the next call.
    bool indexTables(qint64 available, bool final);
    // The first pass of a streamed read: indexTables() as the output comes.
    bool load();
    bool readStrings();
    bool readSampleTypes();
    /// The skeleton of the three id tables (mapping, function, location): every entry's id
    /// (field 1, not 0) and its other varint fields through `onField(i, field, wt, v, at)`;
    /// then the index from id to what `add(i, &added)` put in the builder (no duplicates).
    template <typename OnField, typename Add>
    bool readIdTable(const std::vector<Span> &spans, const char *what, IdMap &index,
                     OnField onField, Add add);
    bool readMappings();
    bool readFunctions();
    bool readLocations();
    bool readSamples();
    bool readSampleRecords(StackTrie &trie, pprof::StackBlocks *helperBlocks,
                           const std::atomic<qint64> &helperPosition);
    bool helperFailed();
    pprof::SampleParser sampleParser() const
    {
        return pprof::SampleParser(m_base, m_size, m_locationIds, m_strings.size(),
                                   m_sampleTypeSpans.size());
    }
    bool readFlatSamples();
    struct FlatPart;
    bool readFlatPart(FlatPart &part) const;
    bool readValueType(Span s, ValueType *out);

    const ReadOptions &m_opt;
    ProfileBuilder m_b;

    // Samples are not kept as spans (1.4 M of them in a large heap profile): their count
    // and the range from the first to the end of the last, scanned again by SampleScanner.
    size_t m_sampleCount = 0;
    // A sample may have labels (SampleScanner::mayHaveLabels): its records are merged only
    // once all are read, if none had labels (ProfileBuilder::mergeSamples()).
    bool m_sampleLabels = false;
    Span m_samples{0, 0};
    quint8 *m_releasable;
    pprof::PageReleaser m_release;
    // Where every 1024th sample record starts (the first is m_samples.begin).
    std::vector<qint64> m_sampleMarks;
    std::vector<Span> m_sampleTypeSpans, m_mappingSpans, m_locationSpans, m_functionSpans,
        m_stringSpans;
    Span m_periodTypeSpan{-1, -1};
    qint64 m_period = 0, m_time = 0, m_duration = 0, m_defaultSampleType = 0;
    std::vector<qint64> m_comments;
    // Per sample type: kept samples are those with a non-zero value of a type marked here.
    // Empty: every sample is kept.
    std::vector<quint8> m_wanted;

    std::shared_ptr<const FlatStacks> m_flat; // ReadOptions::flatStacks

    QStringList m_strings;
    IdMap m_mappingIds, m_functionIds, m_locationIds;

    // Streamed (PprofReader::parseStream()): where indexTables() goes on, where the sample
    // records just indexed start (-1: not in a run of them), and how far the readers of the
    // samples are (the second pass stays near the slower).
    pprof::StreamInput *m_stream = nullptr;
    qint64 m_indexed = 0, m_sampleRun = -1;
    mutable std::atomic<qint64> m_readPosition{0}; // readFlatPart() is const
    std::atomic<qint64> m_helperPosition{0};
};

} // namespace hearth::pprof
