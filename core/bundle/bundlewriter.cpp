#include "bundlewriter.h"

#include "bundlecodec.h"
#include "bundleformat.h"
#include "proto/bundle.pb.h"

#include <QSaveFile>

#include <zstd.h>

namespace hearth {

QByteArray BundleWriter::content(const Bundle &bundle)
{
    bundle::Bundle m;
    BundleCodec::toProto(bundle.build(), m.mutable_build());
    for (const Stage &s : bundle.stages())
        BundleCodec::toProto(s, m.add_stage());
    for (const Span &s : bundle.spans())
        BundleCodec::toProto(s, m.add_span());
    for (const BundleProfile &p : bundle.profiles()) {
        bundle::Profile *pp = m.add_profile();
        pp->set_stage(p.stage().toStdString());
        pp->set_kind(bundle::ProfileKind(int(p.kind())));
        const QByteArray bytes = p.bytes();
        pp->set_pprof(bytes.constData(), size_t(bytes.size()));
    }
    m.set_format_major(Bundle::FormatMajor);
    m.set_format_minor(Bundle::FormatMinor);
    std::string out;
    m.SerializeToString(&out);
    return QByteArray::fromStdString(out);
}

QByteArray BundleWriter::toBytes(const Bundle &bundle, const Options &options)
{
    const QByteArray raw = content(bundle);
    QByteArray out = BundleFormat::header(Bundle::FormatMajor, Bundle::FormatMinor);
    const qsizetype headerSize = out.size();
    const size_t bound = ZSTD_compressBound(size_t(raw.size()));
    out.resize(headerSize + qsizetype(bound));
    const size_t n = ZSTD_compress(out.data() + headerSize, bound, raw.constData(),
                                   size_t(raw.size()), qBound(1, options.compressionLevel, 19));
    if (ZSTD_isError(n))
        return {};
    out.truncate(headerSize + qsizetype(n));
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
