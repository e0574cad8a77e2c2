// SPDX-License-Identifier: MIT
#include "bundlewriter.h"

#include "bundlecodec.h"
#include "bundleformat.h"
#include "proto/bundle.pb.h"

#include <QSaveFile>

#include <zstd.h>

namespace hearth {

namespace {

// The Bundle message without its profiles.
std::string mainPart(const Bundle &bundle)
{
    bundle::Bundle m;
    BundleCodec::toProto(bundle.build(), m.mutable_build());
    for (const Stage &s : bundle.stages())
        BundleCodec::toProto(s, m.add_stage());
    for (const Span &s : bundle.spans())
        BundleCodec::toProto(s, m.add_span());
    m.set_format_major(Bundle::FormatMajor);
    m.set_format_minor(Bundle::FormatMinor);
    m.set_profile_count(quint32(bundle.profiles().size()));
    std::string out;
    m.SerializeToString(&out);
    return out;
}

// A Bundle message holding one profile: concatenated protobuf messages merge, so the main
// part followed by one of these per profile is the whole Bundle.
std::string profilePart(const BundleProfile &p)
{
    bundle::Bundle m;
    bundle::Profile *pp = m.add_profile();
    pp->set_stage(p.stage().toStdString());
    pp->set_kind(bundle::ProfileKind(int(p.kind())));
    const QByteArray bytes = p.bytes();
    pp->set_pprof(bytes.constData(), size_t(bytes.size()));
    std::string out;
    m.SerializeToString(&out);
    return out;
}

bool appendFrame(QByteArray *out, const std::string &part, int level)
{
    const qsizetype at = out->size();
    const size_t bound = ZSTD_compressBound(part.size());
    out->resize(at + qsizetype(bound));
    const size_t n =
        ZSTD_compress(out->data() + at, bound, part.data(), part.size(), qBound(1, level, 19));
    if (ZSTD_isError(n))
        return false;
    out->truncate(at + qsizetype(n));
    return true;
}

} // namespace

QByteArray BundleWriter::content(const Bundle &bundle)
{
    std::string all = mainPart(bundle);
    for (const BundleProfile &p : bundle.profiles())
        all += profilePart(p);
    return QByteArray::fromStdString(all);
}

QByteArray BundleWriter::toBytes(const Bundle &bundle, const Options &options)
{
    QByteArray out = BundleFormat::header(Bundle::FormatMajor, Bundle::FormatMinor);
    if (!appendFrame(&out, mainPart(bundle), options.compressionLevel))
        return {};
    for (const BundleProfile &p : bundle.profiles()) {
        if (!appendFrame(&out, profilePart(p), options.compressionLevel))
            return {};
    }
    return out;
}

bool BundleWriter::writeFile(const Bundle &bundle, const QString &path, const Options &options,
                             QString *error)
{
    const QByteArray bytes = toBytes(bundle, options);
    QSaveFile f(path);
    if (bytes.isEmpty() || !f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() ||
        !f.commit()) {
        if (error)
            *error = bytes.isEmpty() ? QStringLiteral("compression failed") : f.errorString();
        return false;
    }
    return true;
}

} // namespace hearth
