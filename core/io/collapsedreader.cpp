// SPDX-License-Identifier: MIT
#include "collapsedreader.h"

#include "io/linestream.h"
#include "io/viewindex.h"
#include "profile/memoryadvice.h"
#include "profile/profilebuilder.h"
#include "profile/stacktrie.h"
#include "profile/valuecounts.h"

#include <QIODevice>

#include <condition_variable>
#include <cstring>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>

namespace hearth {

namespace {

// True when [begin, end) ends in a count: whitespace, then digits. A line starting with `#`
// is a comment only without one (as flamegraph.pl, which ignores lines without a count), so
// a stack whose root frame starts with `#` reads back as the stack it is.
bool endsInCount(const char *begin, const char *end)
{
    const char *p = end;
    while (p > begin && p[-1] >= '0' && p[-1] <= '9')
        --p;
    return p < end && p > begin && (p[-1] == ' ' || p[-1] == '\t');
}

// The length of the common prefix of [a, a + n) and [b, b + n), eight bytes at a time.
size_t commonPrefix(const char *a, const char *b, size_t n)
{
    size_t i = 0;
    while (i + 8 <= n) {
        quint64 x, y;
        std::memcpy(&x, a + i, 8);
        std::memcpy(&y, b + i, 8);
        if (x != y)
            return i + size_t(__builtin_ctzll(x ^ y) / 8);
        i += 8;
    }
    while (i < n && a[i] == b[i])
        ++i;
    return i;
}

// Builds the stack trie on a second thread while the reading thread parses lines. For each
// line the reader appends to a batch how many (non-empty) frames the line keeps from the
// line before, how many follow (with a bit: the line sorts after the one before) and their
// locations; the worker walks and extends the trie and notes each line's node.
//
// Lookups: the trie keeps children lists (StackTrie::useChildLists). A node on the current
// stack is "in order" when it is new and every child it got since came from a line that
// sorts after the one before: its last child is then its greatest, the previous line's, so
// a frame of a sorted line after that child is new under it, with no lookup. Any other
// frame is looked up (a walk of the parent's list), and a line out of order puts its
// parent out of order. A sorted file is read without a lookup; concatenated sorted files
// (a few roots out of order) walk a short list now and then. Lines are taken in order: the trie is
// the one a single thread builds. Once the read is cancelled the worker drops what it is given
// (looking at the flag before each batch, every 256 lines and while its index grows or is
// allocated), so the reader, which stops at its next look, never waits for a batch or a rehash.
class TrieWorker
{
public:
    static constexpr quint32 Reserve = 0xffffffffu; // then done and total, 64 bits each
    static constexpr quint32 Sorted = 0x80000000u;  // in the count of frames that follow
    static constexpr size_t BatchSize = size_t(1) << 18;

    explicit TrieWorker(const std::atomic<bool> *cancel)
        : m_cancel(cancel)
    {
        m_trie.setStop(cancel);
        m_thread = std::thread([this] { run(); });
    }
    ~TrieWorker()
    {
        if (!m_thread.joinable())
            return;
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_queue.clear(); // stopped: an error or Cancel
            m_closed = true;
        }
        m_ready.notify_all();
        m_thread.join();
    }
    TrieWorker(const TrieWorker &) = delete;
    TrieWorker &operator=(const TrieWorker &) = delete;

    std::vector<quint32> &batch() { return m_batch; }
    void handIfFull()
    {
        if (m_batch.size() >= BatchSize)
            hand();
    }
    /// Hands over the rest and waits for the worker: then trie() and stacks() are complete,
    /// unless it returns false (cancelled meanwhile).
    bool finish()
    {
        hand();
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_closed = true;
        }
        m_ready.notify_all();
        m_thread.join();
        return !m_stopped && !m_trie.stopped();
    }
    StackTrie &trie() { return m_trie; }
    std::vector<quint32> &stacks() { return m_stacks; }

private:
    void hand()
    {
        if (m_batch.empty())
            return;
        std::unique_lock<std::mutex> lock(m_mutex);
        m_space.wait(lock, [this] { return m_queue.size() < 4; }); // at most 4 MiB waiting
        m_queue.push_back(std::move(m_batch));
        // A batch the worker is done with, else a new one (its pages would be fresh).
        m_batch = {};
        if (!m_done.empty()) {
            m_batch = std::move(m_done.back());
            m_done.pop_back();
        }
        lock.unlock();
        m_ready.notify_all();
        m_batch.reserve(BatchSize + 1024);
    }

    void run()
    {
        std::vector<quint32> path, nodes; // the line's node after each frame
        std::vector<char> inOrder;        // of each node of path (see above)
        char rootInOrder = 1;
        m_trie.useChildLists();
        for (;;) {
            std::vector<quint32> b;
            {
                std::unique_lock<std::mutex> lock(m_mutex);
                m_ready.wait(lock, [this] { return !m_queue.empty() || m_closed; });
                if (m_queue.empty())
                    return;
                b = std::move(m_queue.front());
                m_queue.pop_front();
            }
            m_space.notify_all();
            for (size_t i = 0, lines = 0; i < b.size() && !m_stopped;) {
                // A look at the flag before each batch and every 256 lines of it: once it
                // is set, this batch and those still coming are dropped, so that the reader
                // (which, at its end, waits for the batches it handed over) is never kept
                // waiting.
                if ((lines++ & 255) == 0 && m_cancel && m_cancel->load(std::memory_order_relaxed)) {
                    m_stopped = true;
                    break;
                }
                const quint32 keep = b[i++];
                if (keep == Reserve) {
                    const double done = double(b[i] | (quint64(b[i + 1]) << 32));
                    const double total = double(b[i + 2] | (quint64(b[i + 3]) << 32));
                    i += 4;
                    m_trie.reserve(size_t(double(m_trie.nodeCount()) * total / done));
                    // A line's node each: growing would copy tens of megabytes at once.
                    m_stacks.reserve(size_t(double(m_stacks.size()) * total / done * 1.1));
                    continue;
                }
                const quint32 more = b[i] & ~Sorted;
                const bool sorted = (b[i++] & Sorted) != 0;
                path.resize(keep);
                inOrder.resize(keep);
                char &parentInOrder = keep ? inOrder.back() : rootInOrder;
                const bool known = sorted && parentInOrder;
                if (!sorted)
                    parentInOrder = 0; // its last child is no longer its greatest
                if (more > 0) {
                    nodes.resize(more);
                    const size_t found = m_trie.addBelow(
                        keep ? path.back() : 0, std::span<const quint32>(b.data() + i, more),
                        nodes.data(), known);
                    path.insert(path.end(), nodes.begin(), nodes.end());
                    // Found nodes: their children came in any order. New ones: in order.
                    inOrder.resize(keep + found, 0);
                    inOrder.resize(keep + more, 1);
                    i += more;
                }
                m_stacks.push_back(path.back()); // the reader refused lines without frames
            }
            b.clear();
            const std::lock_guard<std::mutex> lock(m_mutex);
            if (m_done.size() < 2)
                m_done.push_back(std::move(b));
        }
    }

    const std::atomic<bool> *m_cancel;
    bool m_stopped = false; // the worker's own
    StackTrie m_trie;
    std::vector<quint32> m_stacks;
    std::vector<quint32> m_batch;
    std::mutex m_mutex;
    std::condition_variable m_ready, m_space;
    std::deque<std::vector<quint32>> m_queue;
    std::vector<std::vector<quint32>> m_done; // emptied batches, for the reader to refill
    bool m_closed = false;
    std::thread m_thread; // last: started when everything it uses exists
};

// Reads lines one at a time, each without its '\n'. A line's frames that repeat the previous
// line's (a folded file is usually sorted, so most do) are not looked up again: their trie
// nodes, or function indices, are kept from the line before. No allocation per line.
class LineParser
{
public:
    explicit LineParser(const ReadOptions &options)
        : m_opt(options)
        , m_flat(options.flatStacks)
    {
        m_b.setSampleTypes({ValueType{QStringLiteral("samples"), QStringLiteral("count")}});
        if (m_flat)
            m_offsets.push_back(0);
        else
            m_worker = std::make_unique<TrieWorker>(options.cancel);
    }

    qint64 lineNo() const { return m_lineNo; }
    /// After `done` of `total` bytes: sizes the trie (or, flat, the stacks' arrays) for the
    /// whole input at the density so far, so its index grows once (rehashing it as it grows
    /// cost a tenth of the reading).
    void expect(qint64 done, qint64 total)
    {
        if (done <= 0 || total <= done)
            return;
        if (m_flat) {
            expectFlat(double(total) / double(done), size_t(total));
            return;
        }
        // The samples' arrays too (a growth copies them whole, a Cancel waiting on it; the
        // pages are written only as lines come).
        m_b.reserveSamples(size_t(double(m_lineNo) * double(total) / double(done) * 1.1));
        auto &b = m_worker->batch();
        b.insert(b.end(), {TrieWorker::Reserve, quint32(done), quint32(quint64(done) >> 32),
                           quint32(total), quint32(quint64(total) >> 32)});
        m_b.reserveSamples(size_t(double(m_lineNo) * double(total) / double(done)), 0);
    }
    bool line(const char *begin, const char *end);
    ProfileResult finish();
    ParseError error() const { return m_error; }

private:
    bool fail(const QString &detail)
    {
        m_error = ParseError::atLine(ParseError::Kind::Malformed, m_lineNo, detail);
        return false;
    }
    // The flat stacks' arrays reserved for `scale` times what was read so far, on huge pages:
    // grown by doubling, each growth copied the frames read so far into fresh pages (a
    // quarter of the summary's time, most of it faulting them in). A frame takes at least
    // two bytes of a line, so no estimate passes `bytes` / 2 frames.
    void expectFlat(double scale, size_t bytes);
    // The frames turn 32-bit (past 65 536 functions) with the room reserved for the 16-bit
    // ones, so a read past its estimate does not grow the wide frames by doubling again.
    void widen();
    // The location (trie) or function (flat) of a frame's text.
    quint32 frameId(const char *begin, const char *end);
    void pushFlat(quint32 function);

    const ReadOptions &m_opt;
    const bool m_flat;
    ProfileBuilder m_b;
    std::unique_ptr<TrieWorker> m_worker; // not flat
    ParseError m_error;
    qint64 m_lineNo = 0;
    ViewIndex m_ids; // frame text → location, or function when flat
    // The previous line's frames text; where each of its frames ends, and the number of
    // non-empty frames up to it.
    std::string m_prev;
    std::vector<quint32> m_ends;
    std::vector<quint32> m_after;
    // The current stack's functions (flat), or the locations of its frames after the ones
    // kept (trie), root first; the stacks laid out for FlatStacks.
    std::vector<quint32> m_stack;
    std::vector<quint16> m_narrow;
    std::vector<quint32> m_wide;
    std::vector<quint32> m_offsets;
    std::vector<qint64> m_values;
    bool m_treeNeeded = false;
    ValueCounts m_counts{1};
};

void LineParser::expectFlat(double scale, size_t bytes)
{
    const auto estimate = [scale](size_t n, size_t most) {
        return std::min(most, size_t(double(n) * scale * 1.1));
    };
    const size_t lines = estimate(m_values.size(), bytes / 2);
    MemoryAdvice::reserveHuge(m_offsets, lines + 1);
    MemoryAdvice::reserveHuge(m_values, lines);
    if (m_wide.empty())
        MemoryAdvice::reserveHuge(m_narrow, estimate(m_narrow.size(), bytes / 2));
    else
        MemoryAdvice::reserveHuge(m_wide, estimate(m_wide.size(), bytes / 2));
}

void LineParser::widen()
{
    MemoryAdvice::reserveHuge(m_wide, std::max(m_narrow.capacity(), m_narrow.size()));
    m_wide.assign(m_narrow.begin(), m_narrow.end());
    std::vector<quint16>().swap(m_narrow);
}

quint32 LineParser::frameId(const char *begin, const char *end)
{
    const QByteArrayView text(begin, end - begin);
    const quint32 found = m_ids.find(text);
    if (found != ViewIndex::None)
        return found;
    Function fn;
    fn.name = QString::fromUtf8(text);
    const quint32 function = m_b.addFunction(fn);
    quint32 id = function;
    if (!m_flat) {
        const Line line{function, 0};
        id = m_b.addLocation(Location::NoMapping, 0, std::span<const Line>(&line, 1));
    }
    m_ids.insert(text, id);
    return id;
}

bool LineParser::line(const char *lineStart, const char *lineEnd)
{
    ++m_lineNo;
    if (lineEnd > lineStart && lineEnd[-1] == '\r')
        --lineEnd;
    while (lineStart < lineEnd && (*lineStart == ' ' || *lineStart == '\t'))
        ++lineStart;
    if (lineStart == lineEnd || (*lineStart == '#' && !endsInCount(lineStart, lineEnd)))
        return true;
    // The count is the last space-separated field.
    const char *sp = lineEnd;
    while (sp > lineStart && sp[-1] != ' ' && sp[-1] != '\t')
        --sp;
    if (sp == lineStart || sp == lineEnd)
        return fail(QStringLiteral("expected `frame;frame;… count`"));
    qint64 count = 0;
    for (const char *q = sp; q < lineEnd; ++q) {
        if (*q < '0' || *q > '9' || __builtin_mul_overflow(count, 10, &count) ||
            __builtin_add_overflow(count, *q - '0', &count)) {
            return fail(QStringLiteral("the count `%1` is not a whole number")
                            .arg(QString::fromUtf8(sp, lineEnd - sp)));
        }
    }
    const char *framesEnd = sp;
    while (framesEnd > lineStart && (framesEnd[-1] == ' ' || framesEnd[-1] == '\t'))
        --framesEnd;
    const size_t length = size_t(framesEnd - lineStart);

    // The frames this line shares with the previous one: those that end within the common
    // prefix, at a `;` or at the end of both lines' frames.
    const size_t common = commonPrefix(lineStart, m_prev.data(), std::min(length, m_prev.size()));
    size_t kept = 0;
    while (kept < m_ends.size()) {
        const size_t e = m_ends[kept];
        if (e > common)
            break;
        if (e == common && !(e == length || lineStart[e] == ';'))
            break;
        ++kept;
    }
    // Whether this line sorts after the one before, frame by frame (a frame's text compared
    // as bytes; an empty frame is never in order), for the trie worker.
    bool sorted = true;
    if (!m_flat) {
        const size_t start = kept ? m_ends[kept - 1] + 1 : 0;
        const bool before = kept < m_ends.size(); // the line before has a frame here
        if (start > length) {
            sorted = !before; // the same frames, or fewer
        } else if (before) {
            const char *f = lineStart + start;
            const void *semi = memchr(f, ';', length - start);
            const std::string_view mine(f, semi ? static_cast<const char *>(semi) - f
                                                : lineStart + length - f);
            const std::string_view theirs(m_prev.data() + start, m_ends[kept] - start);
            sorted = !mine.empty() && !theirs.empty() && theirs < mine;
        }
    }
    m_ends.resize(kept);
    m_after.resize(kept);
    const quint32 keptDepth = kept ? m_after.back() : 0;
    quint32 depth = keptDepth;
    m_stack.resize(m_flat ? keptDepth : 0);
    m_prev.assign(lineStart, length);
    size_t at = kept ? m_ends.back() + 1 : 0;
    while (at <= length) {
        const char *f = lineStart + at;
        const char *semi = static_cast<const char *>(memchr(f, ';', length - at));
        if (!semi)
            semi = framesEnd;
        if (semi > f) {
            m_stack.push_back(frameId(f, semi));
            ++depth;
        }
        m_ends.push_back(quint32(semi - lineStart));
        m_after.push_back(depth);
        at = size_t(semi - lineStart) + 1;
    }
    if (depth == 0)
        return fail(QStringLiteral("a line with a count but no frames"));
    const qint64 v = count;
    if (!m_flat) {
        // The trie node is the worker's to find; the sample's node is set at the end.
        if (m_stack.size() >= TrieWorker::Sorted)
            return fail(QStringLiteral("a line of more than 2^31 frames"));
        auto &b = m_worker->batch();
        b.push_back(keptDepth);
        b.push_back(quint32(m_stack.size()) | (sorted ? TrieWorker::Sorted : 0));
        b.insert(b.end(), m_stack.begin(), m_stack.end());
        m_worker->handIfFull();
        m_b.addSample(0, std::span<const qint64>(&v, 1));
        return true;
    }
    m_counts.add(std::span<const qint64>(&v, 1));
    if (v == 0)
        return true;
    const size_t frames = m_wide.size() + m_narrow.size();
    if (frames + m_stack.size() > 0xffffffffu) {
        m_treeNeeded = true;
        return true;
    }
    if (m_b.functionCount() > 0x10000 && m_wide.empty() && !m_narrow.empty())
        widen();
    if (m_b.functionCount() > 0x10000)
        m_wide.insert(m_wide.end(), m_stack.begin(), m_stack.end());
    else
        m_narrow.insert(m_narrow.end(), m_stack.begin(), m_stack.end());
    m_offsets.push_back(quint32(m_wide.size() + m_narrow.size()));
    m_values.push_back(v);
    return true;
}

ProfileResult LineParser::finish()
{
    if (!m_flat) {
        if (m_opt.cancelled() || !m_worker->finish() || m_opt.cancelled())
            return {nullptr, ParseError::atLine(ParseError::Kind::Cancelled, m_lineNo, {})};
        std::vector<quint32> parents, locations;
        m_worker->trie().takeArrays(parents, locations);
        if (m_worker->trie().stopped()) // cancelled while copying: incomplete
            return {nullptr, ParseError::atLine(ParseError::Kind::Cancelled, m_lineNo, {})};
        std::vector<quint32> stacks = std::move(m_worker->stacks());
        m_worker.reset();
        if (!m_b.setStackTrie(std::move(parents), std::move(locations)) ||
            !m_b.setSampleStacks(std::move(stacks)))
            return {nullptr, ParseError::atLine(ParseError::Kind::Malformed, m_lineNo,
                                                QStringLiteral("the stack trie is inconsistent"))};
        // Every location is one function of its own: numbered as the call tree will be,
        // the trie is the call tree's shape (CallTree::build shares its arrays).
        if (!m_b.sortStackTrie(m_opt.cancel))
            return {nullptr, ParseError::atLine(ParseError::Kind::Cancelled, m_lineNo, {})};
        return {m_b.finish(), {}};
    }
    m_b.addCounts(m_counts);
    const quint32 functions = m_b.functionCount();
    if (functions > 0x10000 && m_wide.empty())
        widen();
    // The room reserved past the frames read was never written: given back without a copy.
    MemoryAdvice::shrinkWritten(m_narrow);
    MemoryAdvice::shrinkWritten(m_wide);
    MemoryAdvice::shrinkWritten(m_offsets);
    MemoryAdvice::shrinkWritten(m_values);
    auto flat = std::make_shared<FlatStacks>(
        FlatStacks::fromFrames(0, functions, std::move(m_narrow), std::move(m_wide),
                               std::move(m_offsets), std::move(m_values), m_treeNeeded));
    return {m_b.finish(), {}, std::move(flat)};
}

// Progress and cancellation every 1024 lines; false (and the result set) when cancelled.
bool checkIn(const LineParser &parser, const ReadOptions &options, qint64 done, qint64 total,
             ProfileResult *cancelled)
{
    if ((parser.lineNo() & 1023) != 0)
        return true;
    if (options.cancelled()) {
        *cancelled = {nullptr,
                      ParseError::atLine(ParseError::Kind::Cancelled, parser.lineNo(), {})};
        return false;
    }
    if (options.progress)
        options.progress(int(150 + 850 * done / std::max<qint64>(1, total)));
    return true;
}

} // namespace

ProfileResult CollapsedReader::parse(const QByteArray &data, const ReadOptions &options)
{
    LineParser parser(options);
    const char *p = data.constData();
    const char *end = p + data.size();
    ProfileResult stopped;
    while (p < end) {
        const char *eol = static_cast<const char *>(memchr(p, '\n', size_t(end - p)));
        if (!eol)
            eol = end;
        if (!parser.line(p, eol))
            return {nullptr, parser.error()};
        p = eol == end ? end : eol + 1; // never past the end, even without a final newline
        if (!checkIn(parser, options, p - data.constData(), data.size(), &stopped))
            return stopped;
    }
    return parser.finish();
}

ProfileResult CollapsedReader::parse(QIODevice *device, const QByteArray &head, qint64 size,
                                     const ReadOptions &options)
{
    LineParser parser(options);
    ProfileResult stopped;
    ParseError readError;
    bool estimated = false;
    const LineStream::Outcome outcome = LineStream::read(
        device, head,
        [&](const char *begin, const char *end, qint64 offset) {
            if (!parser.line(begin, end)) {
                stopped = {nullptr, parser.error()};
                return false;
            }
            return checkIn(parser, options, offset, size, &stopped);
        },
        [&](qint64 done) {
            options.reportBytesRead(done); // the file's own bytes (a chunk at a time)
            if (!estimated && done >= (qint64(16) << 20) && size > 2 * done) {
                parser.expect(done, size);
                estimated = true;
            }
            return true;
        },
        &readError);
    if (outcome == LineStream::Outcome::ReadError)
        return {nullptr, readError};
    if (outcome == LineStream::Outcome::Stopped)
        return stopped;
    return parser.finish();
}

} // namespace hearth
