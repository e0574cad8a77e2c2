// SPDX-License-Identifier: MIT
#include "gzipwriter.h"

#include <zlib.h>

namespace hearth {

QByteArray GzipWriter::compress(const QByteArray &data, int level)
{
    z_stream z{};
    if (deflateInit2(&z, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return {};
    QByteArray out;
    out.resize(qsizetype(deflateBound(&z, uLong(data.size()))) + 32);
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    z.avail_in = uInt(data.size());
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = uInt(out.size());
    const int rc = deflate(&z, Z_FINISH);
    const qsizetype written = qsizetype(z.total_out);
    deflateEnd(&z);
    if (rc != Z_STREAM_END)
        return {};
    out.resize(written);
    return out;
}

} // namespace hearth
