// SPDX-License-Identifier: MIT
#pragma once

#include "io/profilereader.h"

#include <QByteArray>
#include <QString>

#include <memory>

namespace hearth {

/// What a bundle's profile measures.
enum class ProfileKind { Unspecified, Cpu, EngineCpu, RetainedMemory };

/// A profile inside a bundle: its stage, its kind and its pprof bytes. The bytes are parsed
/// on first use (profile()) and the result is kept, so opening a bundle costs nothing per
/// profile. A profile in a zstd frame of its own (as BundleWriter writes them) is not even
/// decompressed until then. Copies share the bytes and the parsed result. Thread-safe.
class BundleProfile
{
public:
    BundleProfile() = default;
    /// `bytes` are profile.proto bytes (raw, gzip or zstd).
    BundleProfile(const QString &stage, ProfileKind kind, const QByteArray &bytes);
    /// A slice of a larger buffer (the decompressed bundle), shared, not copied.
    BundleProfile(const QString &stage, ProfileKind kind, const QByteArray &buffer,
                  qsizetype offset, qsizetype size);
    /// Still compressed: the zstd frame [frameAt, frameAt + frameSize) of `file` decompresses
    /// to `contentSize` bytes whose [pprofAt, pprofAt + size) are the pprof bytes.
    struct Frame
    {
        QByteArray file;
        qsizetype frameAt = 0;
        qsizetype frameSize = 0;
        qint64 contentSize = 0;
        qsizetype pprofAt = 0;
    };
    BundleProfile(const QString &stage, ProfileKind kind, const Frame &frame, qsizetype size);

    const QString &stage() const { return m_stage; }
    ProfileKind kind() const { return m_kind; }
    /// The pprof bytes (decompressed now if they are in a frame of their own; empty, with
    /// `error` set, when that fails); valid while this object (or a copy) lives.
    QByteArray bytes(ParseError *error = nullptr) const;
    qsizetype size() const { return m_size; }
    /// Where the bytes start in the decompressed bundle (for errors), or -1.
    qint64 offsetInBundle() const { return m_offsetInBundle; }
    void setOffsetInBundle(qint64 offset) { m_offsetInBundle = offset; }

    /// Parses the bytes the first time and returns the same result afterwards. `name` is
    /// used in errors (e.g. "build.profbundle: lint (CPU)").
    ProfileResult profile(const QString &name = {}, const ReadOptions &options = {}) const;
    bool isParsed() const;

    /// "cpu", "engine_cpu", "retained_memory", "unspecified".
    static QString kindName(ProfileKind k);
    /// The inverse of kindName(); also takes "engine-cpu", "memory". False if unknown.
    static bool parseKind(const QString &name, ProfileKind *kind);

private:
    struct Lazy;
    QString m_stage;
    ProfileKind m_kind = ProfileKind::Unspecified;
    QByteArray m_buffer;
    qsizetype m_offset = 0;
    qsizetype m_size = 0;
    qint64 m_offsetInBundle = -1;
    std::shared_ptr<const Frame> m_frame;
    std::shared_ptr<Lazy> m_lazy;
};

} // namespace hearth
