// SPDX-License-Identifier: MIT
#include "pprofreader.h"

#include "pprofparser.h"
#include "pprofsamplescanner.h"
#include "pprofsplitstacks.h"
#include "pprofstackblocks.h"
#include "pprofstreaminput.h"
#include "profile/stackbatch.h"
#include "summary/flatstacks.h"

#include <QHash>

#include <limits>
#include <thread>
#include <vector>

namespace hearth {

namespace pprof {

Parser::~Parser()
{
    if (m_stream)
        m_stream->finish();
}

bool Parser::indexTables(qint64 available, bool final)
{
    Cursor c{m_base, m_base + m_indexed, m_base + available};
    for (quint32 fields = 0; !c.atEnd(); ++fields) {
        quint32 field, wt;
        quint64 v = 0;
        Span sub{-1, -1};
        const qint64 at = c.offset();
        // A field a sample: millions in a large profile, so a look at the flag every 64 K.
        if ((fields & 0xffff) == 0xffff && m_opt.cancelled())
            return fail(Kind::Cancelled, at, QString());
        if (!nextField(c, field, wt, v, sub, "profile")) {
            if (final)
                return false;
            m_error = ParseError(); // not arrived whole: the last call says what is wrong
            return true;
        }
        auto needLen = [&](std::vector<Span> &into) {
            if (wt != 2)
                return fail(Kind::Malformed, at,
                            QStringLiteral("profile field %1 has wire type %2").arg(field).arg(wt));
            into.push_back(sub);
            return true;
        };
        auto needVarint = [&](qint64 &into) {
            if (wt != 0)
                return fail(Kind::Malformed, at,
                            QStringLiteral("profile field %1 has wire type %2").arg(field).arg(wt));
            into = qint64(v);
            return true;
        };
        bool ok = true;
        switch (field) {
        case 1:
            ok = needLen(m_sampleTypeSpans);
            break;
        case 2:
            if (wt != 2)
                return fail(Kind::Malformed, at,
                            QStringLiteral("profile field %1 has wire type %2").arg(field).arg(wt));
            if (m_sampleCount % 1024 == 0)
                m_sampleMarks.push_back(at);
            if (m_sampleCount++ == 0)
                m_samples.begin = at;
            if (!m_sampleLabels && !m_opt.flatStacks) // flat stacks merge nothing
                m_sampleLabels =
                    pprof::SampleScanner::mayHaveLabels(m_base + sub.begin, m_base + sub.end);
            m_samples.end = c.offset();
            break;
        case 3:
            ok = needLen(m_mappingSpans);
            break;
        case 4:
            ok = needLen(m_locationSpans);
            break;
        case 5:
            ok = needLen(m_functionSpans);
            break;
        case 6:
            ok = needLen(m_stringSpans);
            break;
        case 9:
            ok = needVarint(m_time);
            break;
        case 10:
            ok = needVarint(m_duration);
            break;
        case 11:
            if (wt != 2)
                return fail(Kind::Malformed, at,
                            QStringLiteral("period_type has wire type %1").arg(wt));
            m_periodTypeSpan = sub;
            break;
        case 12:
            ok = needVarint(m_period);
            break;
        case 13: {
            Cursor dummy = c;
            ok = forEachVarint(
                dummy, wt, v, sub,
                [&](quint64 x, qint64) {
                    m_comments.push_back(qint64(x));
                    return true;
                },
                "comment");
            break;
        }
        case 14:
            ok = needVarint(m_defaultSampleType);
            break;
        default:
            break; // drop_frames, keep_frames and unknown fields are ignored
        }
        if (!ok)
            return false;
        m_indexed = c.offset();
        // Streamed: the samples' bytes come again in the second pass.
        m_sampleRun = field != 2 ? -1 : m_sampleRun < 0 ? at : m_sampleRun;
        if (m_stream && m_sampleRun >= 0)
            m_stream->release(m_sampleRun, m_indexed);
    }
    return true;
}

bool Parser::load()
{
    ParseError inflated;
    const auto loaded = m_stream->load(
        [this](const quint8 *base, qint64 available, bool final) {
            m_base = base;
            m_size = available;
            return indexTables(available, final);
        },
        &inflated);
    if (loaded != pprof::StreamInput::Loaded::Read) {
        if (inflated.isError())
            m_error = inflated; // a whole read finds it before any parse error
        return false;
    }
    m_releasable = m_stream->data();
    m_release = pprof::PageReleaser(m_releasable, m_size);
    return true;
}

bool Parser::readStrings()
{
    m_strings.reserve(qsizetype(m_stringSpans.size()));
    for (const Span &s : m_stringSpans)
        m_strings.append(QString::fromUtf8(reinterpret_cast<const char *>(m_base + s.begin),
                                           qsizetype(s.end - s.begin)));
    if (m_strings.isEmpty())
        m_strings.append(QString());
    if (!m_strings.first().isEmpty())
        return fail(Kind::Malformed, m_stringSpans.front().begin,
                    QStringLiteral("string_table[0] must be empty"));
    m_b.setStrings(m_strings);
    return true;
}

bool Parser::readValueType(Span s, ValueType *out)
{
    Cursor c = cursor(s);
    quint32 type = 0, unit = 0;
    while (!c.atEnd()) {
        quint32 field, wt;
        quint64 v = 0;
        Span sub{};
        const qint64 at = c.offset();
        if (!nextField(c, field, wt, v, sub, "value type"))
            return false;
        if (field == 1 && wt == 0 && !stringIndex(v, at, "value type", &type))
            return false;
        if (field == 2 && wt == 0 && !stringIndex(v, at, "value type unit", &unit))
            return false;
    }
    *out = ValueType{m_strings[type], m_strings[unit]};
    return true;
}

bool Parser::readSampleTypes()
{
    QList<ValueType> types;
    for (const Span &s : m_sampleTypeSpans) {
        ValueType t;
        if (!readValueType(s, &t))
            return false;
        types.append(t);
    }
    m_b.setSampleTypes(types);
    if (m_defaultSampleType != 0) {
        quint32 idx;
        if (!stringIndex(quint64(m_defaultSampleType), 0, "default_sample_type", &idx))
            return false;
        m_b.setDefaultSampleType(m_strings[idx]);
    }
    if (m_periodTypeSpan.begin >= 0) {
        ValueType pt;
        if (!readValueType(m_periodTypeSpan, &pt))
            return false;
        m_b.setPeriod(pt, m_period);
    } else {
        m_b.setPeriod({}, m_period);
    }
    m_b.setTime(m_time);
    m_b.setDuration(m_duration);
    for (qint64 c : m_comments) {
        quint32 idx;
        if (!stringIndex(quint64(c), 0, "comment", &idx))
            return false;
        m_b.addComment(m_strings[idx]);
    }
    return true;
}

template <typename OnField, typename Add>
bool Parser::readIdTable(const std::vector<Span> &spans, const char *what, IdMap &index,
                         OnField onField, Add add)
{
    quint64 maxId = 0;
    std::vector<quint64> ids(spans.size(), 0);
    for (size_t i = 0; i < spans.size(); ++i) {
        if ((i & 0xffff) == 0xffff && m_opt.cancelled())
            return fail(Kind::Cancelled, spans[i].begin, QString());
        Cursor c = cursor(spans[i]);
        while (!c.atEnd()) {
            quint32 field, wt;
            quint64 v = 0;
            Span sub{};
            const qint64 at = c.offset();
            if (!nextField(c, field, wt, v, sub, what))
                return false;
            if (field == 1 && wt == 0)
                ids[i] = v;
            else if (!onField(i, field, wt, v, at))
                return false;
        }
        if (ids[i] == 0)
            return fail(Kind::Malformed, spans[i].begin,
                        QStringLiteral("%1 id 0").arg(QLatin1String(what)));
        maxId = std::max(maxId, ids[i]);
    }
    index.init(maxId, ids.size());
    for (size_t i = 0; i < ids.size(); ++i) {
        if ((i & 0xffff) == 0xffff && m_opt.cancelled())
            return fail(Kind::Cancelled, spans[i].begin, QString());
        quint32 added = 0;
        if (!add(i, &added))
            return false;
        if (!index.insert(ids[i], added))
            return fail(Kind::Malformed, spans[i].begin,
                        QStringLiteral("duplicate %1 id %2").arg(QLatin1String(what)).arg(ids[i]));
    }
    return true;
}

bool Parser::readMappings()
{
    std::vector<Mapping> maps(m_mappingSpans.size());
    auto onField = [&](size_t i, quint32 field, quint32 wt, quint64 v, qint64 at) {
        if (wt != 0)
            return true;
        quint32 s;
        switch (field) {
        case 2:
            maps[i].start = v;
            break;
        case 3:
            maps[i].limit = v;
            break;
        case 4:
            maps[i].offset = v;
            break;
        case 5:
            if (!stringIndex(v, at, "mapping filename", &s))
                return false;
            maps[i].file = m_strings[s];
            break;
        case 6:
            if (!stringIndex(v, at, "mapping build_id", &s))
                return false;
            maps[i].buildId = m_strings[s];
            break;
        default:
            break;
        }
        return true;
    };
    auto add = [&](size_t i, quint32 *added) {
        *added = m_b.addMapping(maps[i]);
        return true;
    };
    return readIdTable(m_mappingSpans, "mapping", m_mappingIds, onField, add);
}

bool Parser::readFunctions()
{
    std::vector<Function> fns(m_functionSpans.size());
    auto onField = [&](size_t i, quint32 field, quint32 wt, quint64 v, qint64 at) {
        if (wt != 0)
            return true;
        quint32 s;
        switch (field) {
        case 2:
            if (!stringIndex(v, at, "function name", &s))
                return false;
            fns[i].name = m_strings[s];
            break;
        case 3:
            if (!stringIndex(v, at, "function system_name", &s))
                return false;
            fns[i].systemName = m_strings[s];
            break;
        case 4:
            if (!stringIndex(v, at, "function filename", &s))
                return false;
            fns[i].file = m_strings[s];
            break;
        case 5:
            fns[i].startLine = qint64(v);
            break;
        default:
            break;
        }
        return true;
    };
    auto add = [&](size_t i, quint32 *added) {
        if (fns[i].name.isEmpty())
            fns[i].name = fns[i].systemName;
        *added = m_b.addFunction(fns[i]);
        return true;
    };
    return readIdTable(m_functionSpans, "function", m_functionIds, onField, add);
}

bool Parser::readLocations()
{
    // The first pass only finds the ids (so the index can be sized); a location's mapping and
    // lines are read when it is added, so they are never held for all locations at once.
    auto idOnly = [](size_t, quint32, quint32, quint64, qint64) { return true; };
    std::vector<Line> lines;
    auto add = [&](size_t i, quint32 *added) {
        Cursor c = cursor(m_locationSpans[i]);
        quint32 mapping = Location::NoMapping;
        quint64 address = 0;
        lines.clear();
        while (!c.atEnd()) {
            quint32 field, wt;
            quint64 v = 0;
            Span sub{};
            const qint64 at = c.offset();
            if (!nextField(c, field, wt, v, sub, "location"))
                return false;
            if (field == 2 && wt == 0 && v != 0) {
                mapping = m_mappingIds.find(v);
                if (mapping == IdMap::None)
                    return fail(Kind::IndexOutOfRange, at,
                                QStringLiteral("location names unknown mapping id %1").arg(v));
            } else if (field == 3 && wt == 0) {
                address = v;
            } else if (field == 4 && wt == 2) {
                Cursor lc = cursor(sub);
                Line line;
                quint64 fnId = 0;
                while (!lc.atEnd()) {
                    quint32 lf, lwt;
                    quint64 lv = 0;
                    Span lsub{};
                    if (!nextField(lc, lf, lwt, lv, lsub, "line"))
                        return false;
                    if (lf == 1 && lwt == 0)
                        fnId = lv;
                    else if (lf == 2 && lwt == 0)
                        line.line = qint64(lv);
                }
                if (fnId == 0)
                    continue; // a line without a function carries nothing to show
                line.function = m_functionIds.find(fnId);
                if (line.function == IdMap::None)
                    return fail(Kind::IndexOutOfRange, sub.begin,
                                QStringLiteral("line names unknown function id %1").arg(fnId));
                lines.push_back(line);
            }
        }
        *added = m_b.addLocation(mapping, address, lines);
        return true;
    };
    return readIdTable(m_locationSpans, "location", m_locationIds, idOnly, add);
}

bool Parser::readSamples()
{
    using pprof::SplitStacks;
    const size_t n = m_sampleCount;
    // Which samples are kept: those with a non-zero value of a chosen type (all of them
    // unless the caller chose; see ReadOptions::sampleTypes).
    const QList<bool> chosen =
        m_opt.sampleTypes.chosen(m_b.sampleTypes(), m_b.declaredDefaultSampleType());
    const bool selective = chosen.contains(false);
    m_wanted.clear();
    if (selective) {
        m_b.setStacksOnlyFor(chosen);
        m_wanted.assign(chosen.begin(), chosen.end());
    }
    // Large profiles build their stack trie in two threads (see SplitStacks): a helper
    // thread the samples of part 1, this one the rest while it reads values and labels. When
    // only some samples are kept, only if the first ones say that many will be.
    bool split = n >= 20000 && std::thread::hardware_concurrency() > 1;
    if (split && selective) {
        pprof::SampleScanner scanner(m_base, m_samples.begin, m_samples.end, m_stream);
        Span sample;
        size_t seen = 0, kept = 0;
        while (seen < 8192 && scanner.next(sample)) {
            ++seen;
            kept += SplitStacks::counts(m_base + sample.begin, m_base + sample.end, m_wanted);
        }
        split = kept * 8 >= seen;
    }
    // Room for every sample even when some are not kept: pages never written cost nothing,
    // while growing by copies would (all of alloc_space's samples are kept, none merged).
    m_b.reserveSamples(n);
    StackTrie trie;
    StackTrie helperTrie;
    // A Cancel stops a growing index at once: a rehash of a 1 GB pprof's trie took 0.3 s.
    // The tries are then incomplete; the reads see the flag and stop too.
    trie.setStop(m_opt.cancel);
    helperTrie.setStop(m_opt.cancel);
    pprof::StackBlocks helperBlocks;
    std::atomic<bool> stop{false};
    std::atomic<qint64> &helperPosition = m_helperPosition;
    helperPosition = split ? m_samples.begin : m_samples.end;
    bool helperOk = false;
    std::thread helper;
    // Stops and joins the helper if this thread leaves by an exception (out of memory).
    struct Joiner
    {
        std::thread &thread;
        std::atomic<bool> &stop;
        pprof::StackBlocks &blocks;
        ~Joiner()
        {
            if (thread.joinable()) {
                stop = true;
                blocks.giveUp();
                thread.join();
            }
        }
    } joiner{helper, stop, helperBlocks};
    if (split) {
        helper = std::thread([&] {
            try {
                helperOk =
                    SplitStacks::build(m_base, m_samples, n, 1, m_locationIds, m_wanted, m_opt,
                                       stop, helperTrie, helperBlocks, helperPosition, m_stream);
            } catch (...) {
                helperOk = false; // reported as samples that could not be read
            }
            helperBlocks.finish();
            helperPosition = m_samples.end; // done: the stream need not wait for it
        });
    }
    const bool ok = readSampleRecords(trie, split ? &helperBlocks : nullptr, helperPosition);
    m_readPosition = m_samples.end; // done: the stream need not wait for this thread
    if (split) {
        stop = !ok;
        helperBlocks.giveUp();
        helper.join();
    }
    if (!ok)
        return false;
    if (split && !helperOk)
        return helperFailed();
    // A trie the flag stopped (in its last batch, say) may hold a stack twice: its index
    // no longer finds every node.
    if (trie.stopped() || helperTrie.stopped())
        return fail(Kind::Cancelled, 0, QString());
    std::vector<quint32> parents, locations, remap;
    if (split) {
        SplitStacks::merge(trie, helperTrie, parents, locations, remap);
        helperTrie = StackTrie();
    } else {
        trie.takeArrays(parents, locations);
    }
    if (trie.stopped()) // stopped while merging or copying
        return fail(Kind::Cancelled, 0, QString());
    if (!m_b.setStackTrie(std::move(parents), std::move(locations)) || !m_b.endMergingAdded(remap))
        return fail(Kind::Malformed, 0, QStringLiteral("inconsistent stack trie"));
    std::vector<quint32>().swap(remap);
    // Records of one stack are one sample (a 1 GB pprof: 26 M records, 4.3 M stacks), unless
    // labels tell them apart; merged as they were read unless a record might have had labels.
    if (m_sampleLabels && !m_b.hasSampleLabels() && !m_b.mergeSamples(m_opt.cancel))
        return fail(Kind::Cancelled, 0, QString());
    return true;
}

bool Parser::helperFailed()
{
    // Only a cancel can stop the helper on input this thread has read.
    if (m_opt.cancelled())
        return fail(Kind::Cancelled, 0, QString());
    return fail(Kind::Malformed, m_samples.begin,
                QStringLiteral("samples could not be read again"));
}

// The records, a block of StackBlocks::BlockSize at a time: each kept record is added to the
// builder as it is read, and once the stacks of a block's records are known (this thread's
// part from its trie, the helper's part from helperBlocks), they are merged into the samples
// before them (ProfileBuilder::mergeAddedSamples()), so no array holds a record of the
// whole file.
bool Parser::readSampleRecords(StackTrie &trie, pprof::StackBlocks *helperBlocks,
                               const std::atomic<qint64> &helperPosition)
{
    constexpr size_t BlockSize = pprof::StackBlocks::BlockSize;
    const size_t types = m_sampleTypeSpans.size();
    const size_t n = m_sampleCount;
    pprof::SampleParser parser = sampleParser();
    std::vector<quint32> locs; // leaf first, this sample
    std::vector<qint64> values;
    std::vector<Label> labels;
    StackBatch batch; // the stacks of the next samples, added to the trie together
    // Per record of the block: 0 this thread's part, 1 the helper's, 2 not kept; the stacks
    // of this thread's part; the helper's block.
    std::vector<quint8> parts(std::min(n, BlockSize));
    std::vector<quint32> stacks(parts.size()), helperStacks;
    // The block's kept records' stacks and tries, as ProfileBuilder::mergeAddedSamples()
    // takes them.
    std::vector<quint32> keptStacks;
    std::vector<quint8> keptTries;
    auto mergeBlock = [&](size_t records) {
        batch.flush(trie, stacks);
        if (helperBlocks && !helperBlocks->take(helperStacks))
            return helperFailed();
        keptStacks.clear();
        keptTries.clear();
        for (size_t r = 0; r < records; ++r) {
            if (parts[r] == 2)
                continue;
            keptStacks.push_back(parts[r] == 0 ? stacks[r] : helperStacks[r]);
            if (helperBlocks)
                keptTries.push_back(parts[r]);
        }
        if (!m_b.mergeAddedSamples(keptStacks, keptTries, !m_sampleLabels, m_opt.cancel))
            return fail(Kind::Cancelled, 0, QString());
        return true;
    };
    pprof::SampleScanner scanner(m_base, m_samples.begin, m_samples.end, m_stream);
    Span sample;
    for (size_t i = 0; i < n; ++i) {
        if (!scanner.next(sample))
            return fail(Kind::Malformed, scanner.position(),
                        QStringLiteral("sample %1 lost").arg(i));
        if ((i & 4095) == 0) {
            if (m_opt.cancelled())
                return fail(Kind::Cancelled, sample.begin, QString());
            if (m_opt.progress)
                m_opt.progress(int(200 + 800 * i / n));
            m_readPosition.store(sample.begin, std::memory_order_relaxed);
            // Both threads are past everything below: give those pages back.
            m_release.releaseBelow(
                std::min(sample.begin, helperPosition.load(std::memory_order_relaxed)));
        }
        if (!parser.parse(sample, locs, values, labels))
            return adopt(parser.error());
        const size_t r = i % BlockSize;
        bool keep = m_wanted.empty();
        for (size_t t = 0; t < types && !keep; ++t)
            keep = m_wanted[t] && values[t] != 0;
        if (!keep) {
            parts[r] = 2;
            m_b.addValuesOnly(values);
        } else {
            parts[r] = helperBlocks ? quint8(pprof::SplitStacks::partOf(locs)) : 0;
            if (parts[r] == 0)
                batch.add(locs, r);
            if (batch.full())
                batch.flush(trie, stacks);
            m_b.addSample(0, values, labels);
        }
        if ((r + 1 == BlockSize || i + 1 == n) && !mergeBlock(r + 1))
            return false;
    }
    return true;
}

// The samples one thread reads for ReadOptions::flatStacks.
struct Parser::FlatPart
{
    qint64 from;  // where the first record starts
    size_t first; // its number
    size_t count;
    int type;
    const std::atomic<bool> *stop; // set: give up (the other part failed)
    const LocationFrames *frames;
    bool progress; // report progress (one thread does)
    pprof::SampleParser parser;
    ValueCounts counts;
    FlatStacks stacks;
};

// ReadOptions::flatStacks: every sample's values are counted, and the stacks of the one
// sample type chosen are kept as function indices, root first; no trie, no samples. Large
// profiles are read in two threads, each half of the records.
bool Parser::readFlatSamples()
{
    const qsizetype types = m_b.sampleTypes().size();
    const QList<bool> chosen =
        m_opt.sampleTypes.chosen(m_b.sampleTypes(), m_b.declaredDefaultSampleType());
    const int type = int(chosen.indexOf(true));
    m_b.setStacksOnlyFor(QList<bool>(types, false));
    const size_t n = m_sampleCount;
    // Streamed, one thread: the second half would wait for the first (the stream keeps
    // a window of the samples), and the stream's own thread is the second core's work.
    const bool split = n >= 20000 && std::thread::hardware_concurrency() > 1 && !m_stream;
    const size_t half = split ? m_sampleMarks.size() / 2 : 0;
    std::atomic<bool> stop{false};
    LocationFrames frames;
    frames.start.reserve(m_b.locationCount() + 1);
    for (quint32 l = 0; l < m_b.locationCount(); ++l)
        frames.add(m_b.locationLines(l));
    m_b.dropLocations(); // the frames are all the samples need of them
    auto part = [&](qint64 from, qint64 end, size_t first, size_t count, bool progress) {
        FlatPart p{from,
                   first,
                   count,
                   type,
                   &stop,
                   &frames,
                   progress,
                   sampleParser(),
                   ValueCounts(size_t(types)),
                   FlatStacks(type, m_b.functionCount())};
        // A frame a byte of sample records is plenty unless locations inline deeply; pages
        // never written cost nothing. The first part has room for all samples: the second's
        // are appended to it.
        p.stacks.setMergeIdentical(m_samples.end - m_samples.begin >= m_opt.mergeStacksFrom);
        p.stacks.reserve(first == 0 ? n : count, size_t(end - from));
        return p;
    };
    const size_t firstLater = half * 1024;
    const qint64 splitAt = split ? m_sampleMarks[half] : m_samples.end;
    FlatPart early = part(m_samples.begin, splitAt, 0, split ? firstLater : n, true);
    if (!split) {
        if (!readFlatPart(early))
            return adopt(early.parser.error());
    } else {
        FlatPart later = part(splitAt, m_samples.end, firstLater, n - firstLater, false);
        bool laterOk = false;
        std::exception_ptr laterThrew;
        std::thread helper([&] {
            try {
                laterOk = readFlatPart(later);
            } catch (...) {
                laterThrew = std::current_exception();
            }
        });
        bool earlyOk = false;
        try {
            earlyOk = readFlatPart(early);
        } catch (...) {
            stop = true;
            helper.join();
            throw;
        }
        stop = !earlyOk;
        helper.join();
        // The first error in the file is the one to report.
        if (!earlyOk)
            return adopt(early.parser.error());
        if (laterThrew)
            std::rethrow_exception(laterThrew);
        if (!laterOk)
            return adopt(later.parser.error());
        early.counts.merge(later.counts);
        early.stacks.append(std::move(later.stacks));
    }
    m_b.addCounts(early.counts);
    early.stacks.finishAdding();
    m_flat = std::make_shared<FlatStacks>(std::move(early.stacks));
    return true;
}

bool Parser::readFlatPart(FlatPart &part) const
{
    std::vector<quint32> locs;
    std::vector<qint64> values;
    std::vector<Label> labels;
    pprof::SampleScanner scanner(m_base, part.from, m_samples.end, m_stream);
    pprof::PageReleaser release(m_releasable, m_size, part.from);
    Span sample;
    for (size_t i = 0; i < part.count; ++i) {
        if (!scanner.next(sample))
            return part.parser.fail(Kind::Malformed, scanner.position(),
                                    QStringLiteral("sample %1 lost").arg(part.first + i));
        if ((i & 1023) == 0) {
            if (m_opt.cancelled())
                return part.parser.fail(Kind::Cancelled, sample.begin, QString());
            if (part.stop->load(std::memory_order_relaxed))
                return false;
            if (part.progress && m_opt.progress && (i & 4095) == 0)
                m_opt.progress(int(200 + 800 * i / part.count));
            if (part.first == 0)
                m_readPosition.store(sample.begin, std::memory_order_relaxed);
            release.releaseBelow(sample.begin);
        }
        if (!part.parser.parse(sample, locs, values, labels))
            return false;
        part.counts.add(values);
        part.stacks.addSample(locs, part.type < 0 ? 0 : values[size_t(part.type)], *part.frames);
    }
    return true;
}

ProfileResult Parser::run()
{
    if (!(m_stream ? load() : indexTables(m_size, true)) || !readStrings() || !readSampleTypes() ||
        !readMappings() || !readFunctions() || !readLocations()) {
        return {nullptr, m_error};
    }
    // Everything but the samples has been read into the builder: its bytes can go, and the
    // spans that found them.
    m_release.releaseRange(0, m_samples.begin);
    m_release.releaseRange(m_samples.end, m_size);
    for (auto *spans : {&m_mappingSpans, &m_locationSpans, &m_functionSpans, &m_stringSpans})
        std::vector<Span>().swap(*spans);
    if (m_opt.progress)
        m_opt.progress(200);
    m_readPosition = m_samples.begin;
    m_helperPosition = m_samples.end;
    if (m_stream && m_sampleCount > 0) {
        // The second pass: the samples arrive as they are read (SampleScanner waits).
        m_stream->feed(m_samples, [this] {
            return std::min(m_readPosition.load(std::memory_order_relaxed),
                            m_helperPosition.load(std::memory_order_relaxed));
        });
    }
    const bool read = m_opt.flatStacks ? readFlatSamples() : readSamples();
    // A reader that stopped because the second pass did says why it did.
    if (const ParseError fed = m_stream ? m_stream->finish() : ParseError(); !read && fed.isError())
        m_error = fed;
    if (!read)
        return {nullptr, m_error};
    if (m_opt.progress)
        m_opt.progress(1000);
    return {m_b.finish(), {}, m_flat};
}

} // namespace pprof

using pprof::Parser;

ProfileResult PprofReader::parse(const QByteArray &data, const ReadOptions &options)
{
    Parser parser(data, options);
    return parser.run();
}

ProfileResult PprofReader::parseAndRelease(QByteArray data, const ReadOptions &options)
{
    // Only memory no one else shares may be given back.
    quint8 *writable = data.isDetached() ? reinterpret_cast<quint8 *>(data.data()) : nullptr;
    Parser parser(data, options, writable);
    return parser.run();
}

std::optional<ProfileResult> PprofReader::parseStream(QIODevice *device, qint64 size,
                                                      const ReadOptions &options)
{
    pprof::StreamInput input(device, size, options);
    Parser parser(input, options);
    ProfileResult r = parser.run();
    if (input.notPprof())
        return std::nullopt;
    r.error.inDecompressed = r.error.offset >= 0 && !input.decompressionFailed();
    return r;
}

} // namespace hearth
