// SPDX-License-Identifier: MIT
#include "bundleprofile.h"

#include "bundlereader.h"

#include <mutex>
#include <optional>

namespace hearth {

struct BundleProfile::Lazy
{
    std::mutex mutex;
    std::optional<ProfileResult> result;
};

BundleProfile::BundleProfile(const QString &stage, ProfileKind kind, const QByteArray &bytes)
    : BundleProfile(stage, kind, bytes, 0, bytes.size())
{}

BundleProfile::BundleProfile(const QString &stage, ProfileKind kind, const QByteArray &buffer,
                             qsizetype offset, qsizetype size)
    : m_stage(stage)
    , m_kind(kind)
    , m_buffer(buffer)
    , m_offset(offset)
    , m_size(size)
    , m_lazy(std::make_shared<Lazy>())
{}

BundleProfile::BundleProfile(const QString &stage, ProfileKind kind, const Frame &frame,
                             qsizetype size)
    : m_stage(stage)
    , m_kind(kind)
    , m_size(size)
    , m_offsetInBundle(frame.frameAt)
    , m_frame(std::make_shared<const Frame>(frame))
    , m_lazy(std::make_shared<Lazy>())
{}

QByteArray BundleProfile::bytes(ParseError *error) const
{
    if (m_frame) {
        // Decompressed with the frame's declared size as the cap (the reader checked it
        // against its own), growing the buffer as data arrives.
        const Frame &f = *m_frame;
        ReadOptions options;
        options.maxDecompressedBytes = f.contentSize;
        ParseError e;
        const QByteArray out = BundleReader::decompress(
            QByteArray::fromRawData(f.file.constData() + f.frameAt, f.frameSize), 0, options, &e);
        if (e.isError() || out.size() != f.contentSize || f.pprofAt + m_size > out.size()) {
            if (error) {
                *error = e.isError() ? e
                                     : ParseError::at(ParseError::Kind::Malformed, 0,
                                                      QStringLiteral("wrong size"));
                error->offset = f.frameAt + qMax<qint64>(0, e.offset);
                error->detail = QStringLiteral("the profile's zstd frame: ") + error->detail;
            }
            return {};
        }
        return out.mid(f.pprofAt, m_size);
    }
    if (m_offset == 0 && m_size == m_buffer.size())
        return m_buffer;
    return QByteArray::fromRawData(m_buffer.constData() + m_offset, m_size);
}

ProfileResult BundleProfile::profile(const QString &name, const ReadOptions &options) const
{
    if (!m_lazy)
        return {nullptr, ParseError::at(ParseError::Kind::Empty, 0, QStringLiteral("no profile"))};
    std::lock_guard lock(m_lazy->mutex);
    if (!m_lazy->result) {
        ParseError error;
        const QByteArray data = bytes(&error);
        ProfileResult r;
        if (error.isError()) {
            error.file = name;
            r.error = error;
        } else {
            r = ProfileReader::readBytes(data, name, options);
        }
        if (r.error.kind == ParseError::Kind::Cancelled)
            return r; // not cached: try again next time
        m_lazy->result = std::move(r);
    }
    return *m_lazy->result;
}

bool BundleProfile::isParsed() const
{
    if (!m_lazy)
        return false;
    std::lock_guard lock(m_lazy->mutex);
    return m_lazy->result.has_value();
}

QString BundleProfile::kindName(ProfileKind k)
{
    switch (k) {
    case ProfileKind::Cpu:
        return QStringLiteral("cpu");
    case ProfileKind::EngineCpu:
        return QStringLiteral("engine_cpu");
    case ProfileKind::RetainedMemory:
        return QStringLiteral("retained_memory");
    case ProfileKind::Unspecified:
        break;
    }
    return QStringLiteral("unspecified");
}

bool BundleProfile::parseKind(const QString &name, ProfileKind *kind)
{
    QString n = name.trimmed().toLower();
    n.replace(QLatin1Char('-'), QLatin1Char('_'));
    n.replace(QLatin1Char(' '), QLatin1Char('_'));
    if (n == QLatin1String("memory") || n == QLatin1String("retained"))
        n = QStringLiteral("retained_memory");
    if (n == QLatin1String("engine"))
        n = QStringLiteral("engine_cpu");
    for (ProfileKind k : {ProfileKind::Cpu, ProfileKind::EngineCpu, ProfileKind::RetainedMemory}) {
        if (n == kindName(k)) {
            *kind = k;
            return true;
        }
    }
    return false;
}

} // namespace hearth
