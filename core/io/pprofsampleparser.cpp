// SPDX-License-Identifier: MIT
#include "pprofsampleparser.h"

namespace hearth::pprof {

bool SampleParser::packedLocations(ByteSpan sub, std::vector<quint32> &locs) const
{
    const quint8 *p = m_base + sub.begin;
    const quint8 *const end = m_base + sub.end;
    const size_t before = locs.size();
    auto giveUp = [&] {
        locs.resize(before);
        return false;
    };
    while (p < end) {
        quint64 id;
        quint32 l;
        if (end - p >= 9) {
            // Room for any id of up to 63 bits: no bounds checks byte by byte.
            id = 0;
            int shift = 0;
            quint8 b;
            do {
                b = *p++;
                id |= quint64(b & 0x7f) << shift;
                shift += 7;
            } while ((b & 0x80) && shift < 63);
            if (b & 0x80) // a tenth byte: the slow path says whether that is right
                return giveUp();
        } else if (!readVarint(p, end, id)) {
            return giveUp();
        }
        if ((l = m_locations.find(id)) == IdMap::None)
            return giveUp();
        locs.push_back(l);
    }
    return true;
}

bool SampleParser::parse(ByteSpan sample, std::vector<quint32> &locs, std::vector<qint64> &values,
                         std::vector<Label> &labels)
{
    Cursor c = cursor(sample);
    locs.clear();
    values.clear();
    labels.clear();
    while (!c.atEnd()) {
        quint32 field, wt;
        quint64 v = 0;
        Span sub{};
        if (!nextField(c, field, wt, v, sub, "sample"))
            return false;
        if (field == 1) {
            if (wt == 2 && packedLocations(sub, locs))
                continue;
            if (!forEachVarint(
                    c, wt, v, sub,
                    [&](quint64 id, qint64 at) {
                        const quint32 l = m_locations.find(id);
                        if (l == IdMap::None)
                            return fail(
                                Kind::IndexOutOfRange, at,
                                QStringLiteral("sample names unknown location id %1").arg(id));
                        locs.push_back(l);
                        return true;
                    },
                    "sample location_id"))
                return false;
        } else if (field == 2) {
            if (!forEachVarint(
                    c, wt, v, sub,
                    [&](quint64 x, qint64) {
                        values.push_back(qint64(x));
                        return true;
                    },
                    "sample value"))
                return false;
        } else if (field == 3 && wt == 2) {
            Cursor lc = cursor(sub);
            Label label;
            while (!lc.atEnd()) {
                quint32 lf, lwt;
                quint64 lv = 0;
                Span lsub{};
                const qint64 at = lc.offset();
                if (!nextField(lc, lf, lwt, lv, lsub, "label"))
                    return false;
                if (lwt != 0)
                    continue;
                if (lf == 1 && !stringIndex(lv, at, m_strings, "label key", &label.key))
                    return false;
                if (lf == 2 && !stringIndex(lv, at, m_strings, "label str", &label.str))
                    return false;
                if (lf == 3)
                    label.num = qint64(lv);
                if (lf == 4 && !stringIndex(lv, at, m_strings, "label num_unit", &label.numUnit))
                    return false;
            }
            labels.push_back(label);
        }
    }
    if (values.size() != m_types)
        return fail(Kind::Malformed, sample.begin,
                    QStringLiteral("sample has %1 values for %2 sample types")
                        .arg(values.size())
                        .arg(m_types));
    return true;
}

} // namespace hearth::pprof
