// SPDX-License-Identifier: MIT
#include "pprofstreaminput.h"

#include "decompressor.h"
#include "profile/memoryadvice.h"
#include "profilereader.h"
#include "readoptions.h"

#include <QIODevice>

#include <algorithm>
#include <chrono>

namespace hearth::pprof {

namespace {

// The output sniffed as the whole read sniffs it (ProfileReader::sniff() reads no further).
constexpr qint64 SniffBytes = 65536;

} // namespace

StreamInput::StreamInput(QIODevice *device, qint64 size, const ReadOptions &options)
    : m_device(device)
    , m_fileSize(size)
    , m_opt(options)
{}

StreamInput::~StreamInput()
{
    finish();
}

StreamInput::Loaded StreamInput::load(const Index &index, ParseError *error)
{
    m_index = &index;
    *error = ParseError();
    if (!m_device->seek(0)) {
        *error = ParseError::at(ParseError::Kind::CannotOpen, 0, m_device->errorString());
        m_decompressionFailed = true;
        return Loaded::Failed;
    }
    const bool inflated = Decompressor::decompress(m_device, m_fileSize, m_opt, error, *this);
    m_index = nullptr;
    if (!inflated) {
        m_decompressionFailed = true;
        return Loaded::Failed;
    }
    if (!m_sniffed && !m_notPprof) {
        const QByteArray head = QByteArray::fromRawData(reinterpret_cast<const char *>(data()),
                                                        qsizetype(std::min(m_end, SniffBytes)));
        m_notPprof = ProfileReader::sniff(head) != ProfileReader::Format::Pprof;
    }
    if (m_notPprof)
        return Loaded::NotPprof;
    if (m_indexFailed || !index(data(), m_end, true))
        return Loaded::Failed;
    return Loaded::Read;
}

void StreamInput::release(qint64 begin, qint64 end)
{
    begin = std::max(begin, m_released);
    const qint64 page = qint64(MemoryAdvice::pageSize());
    if (end - begin < 16 * page)
        return;
    MemoryAdvice::releasePages(data() + begin, end - begin);
    m_released = end / page * page;
}

char *StreamInput::room(qint64 at, qsizetype *bytes, qint64 limit)
{
    if (m_feeding) {
        // The second pass: only the samples' bytes are kept.
        if (at < m_samples.begin) {
            *bytes = qsizetype(
                std::min<qint64>({*bytes, qint64(m_scratch.size()), m_samples.begin - at}));
            return m_scratch.data();
        }
        *bytes = qsizetype(std::min<qint64>(*bytes, m_samples.end - at));
        return reinterpret_cast<char *>(data() + at);
    }
    // Pages never written cost nothing: those of the samples are given back as they pass.
    if (size_t(at + *bytes) > m_buffer.size())
        m_buffer.resize(size_t(
            std::min(std::max<qint64>({qint64(m_buffer.size()) * 2, at + *bytes, qint64(64) << 20}),
                     std::max<qint64>(limit, at + *bytes))));
    return reinterpret_cast<char *>(data() + at);
}

bool StreamInput::wrote(qint64 end)
{
    if (m_feeding) {
        const qint64 arrived = std::min(end, m_samples.end);
        if (arrived > m_samples.begin) {
            m_available.store(arrived, std::memory_order_release);
            m_available.notify_all();
        }
        if (end >= m_samples.end)
            return false;
        // Room: at most Window ahead of the slowest reader, unless one waits for more (a
        // record longer than the window).
        while (arrived - m_consumed() > m_opt.streamWindow && m_waiting.load() == 0) {
            if (m_stop.load(std::memory_order_relaxed))
                return false;
            if (m_opt.cancelled()) {
                m_feedError = ParseError::at(ParseError::Kind::Cancelled, arrived, QString());
                return false;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return !m_stop.load(std::memory_order_relaxed);
    }
    m_end = end;
    if (!m_sniffed && end >= SniffBytes) {
        m_sniffed = true;
        const QByteArray head =
            QByteArray::fromRawData(reinterpret_cast<const char *>(data()), SniffBytes);
        if (ProfileReader::sniff(head) != ProfileReader::Format::Pprof) {
            m_notPprof = true;
            return false; // read whole, as any other format
        }
    }
    if (!m_sniffed)
        return true;
    if (!m_indexFailed && !(*m_index)(data(), end, false))
        m_indexFailed = true;
    if (m_indexFailed)
        release(0, end); // nothing more is read of it
    return true;
}

void StreamInput::feed(ByteSpan samples, std::function<qint64()> consumed)
{
    m_samples = samples;
    m_consumed = std::move(consumed);
    m_scratch.resize(size_t(1) << 20);
    m_available = samples.begin;
    m_feeding = true;
    m_thread = std::thread([this] { run(); });
}

void StreamInput::run()
{
    ReadOptions quiet = m_opt; // the progress went forward in the first pass
    quiet.progress = nullptr;
    quiet.readProgress = nullptr;
    ParseError error;
    if (!m_device->seek(0))
        error = ParseError::at(ParseError::Kind::CannotOpen, 0, m_device->errorString());
    else
        Decompressor::decompress(m_device, m_fileSize, quiet, &error, *this);
    if (m_available.load() >= m_samples.end || m_stop.load())
        return;
    if (!m_feedError.isError()) {
        m_decompressionFailed = error.isError();
        m_feedError = error.isError()
                          ? error
                          : ParseError::at(ParseError::Kind::Truncated, m_available.load(),
                                           QStringLiteral("the file changed while it was read: "
                                                          "it ends before its samples do"));
    }
    fail();
}

void StreamInput::fail()
{
    m_available.store(-1, std::memory_order_release);
    m_available.notify_all();
}

qint64 StreamInput::waitFor(qint64 offset) const
{
    qint64 a = m_available.load(std::memory_order_acquire);
    if (a < 0 || a >= offset)
        return a;
    m_waiting.fetch_add(1);
    while (a >= 0 && a < offset) {
        m_available.wait(a, std::memory_order_acquire);
        a = m_available.load(std::memory_order_acquire);
    }
    m_waiting.fetch_sub(1);
    return a;
}

ParseError StreamInput::finish()
{
    if (m_thread.joinable()) {
        m_stop = true;
        m_thread.join();
        fail(); // a reader still asking gets nothing more
    }
    return m_feedError;
}

} // namespace hearth::pprof
