// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>

#include <google/protobuf/unknown_field_set.h>

#include <cstring>

namespace hearth::test {

/// A request body decoded by field number alone (protobuf's UnknownFieldSet): what the
/// client really put on the wire.
class WireFields
{
public:
    enum Type { Varint = 0, Fixed64 = 1, Bytes = 2, Fixed32 = 5 };

    bool parse(const QByteArray &body)
    {
        m_ok = m_set.ParseFromArray(body.constData(), int(body.size()));
        return m_ok;
    }
    bool ok() const { return m_ok; }

    /// Field numbers present, with their wire types; a field number with two types is an error.
    QMap<int, int> types() const
    {
        QMap<int, int> out;
        for (int i = 0; i < m_set.field_count(); ++i)
            out.insert(m_set.field(i).number(), wireType(m_set.field(i)));
        return out;
    }
    bool has(int field) const { return count(field) > 0; }
    int count(int field) const
    {
        int n = 0;
        for (int i = 0; i < m_set.field_count(); ++i)
            n += m_set.field(i).number() == field;
        return n;
    }
    qint64 int64(int field) const
    {
        for (int i = 0; i < m_set.field_count(); ++i) {
            const auto &f = m_set.field(i);
            if (f.number() == field && f.type() == f.TYPE_VARINT)
                return qint64(f.varint());
        }
        return 0;
    }
    double dbl(int field) const
    {
        for (int i = 0; i < m_set.field_count(); ++i) {
            const auto &f = m_set.field(i);
            if (f.number() == field && f.type() == f.TYPE_FIXED64) {
                const quint64 raw = f.fixed64();
                double d;
                std::memcpy(&d, &raw, 8);
                return d;
            }
        }
        return 0;
    }
    QStringList strings(int field) const
    {
        QStringList out;
        for (int i = 0; i < m_set.field_count(); ++i) {
            const auto &f = m_set.field(i);
            if (f.number() == field && f.type() == f.TYPE_LENGTH_DELIMITED) {
                const std::string &s = f.length_delimited();
                out.append(QString::fromUtf8(s.data(), qsizetype(s.size())));
            }
        }
        return out;
    }
    QString string(int field) const { return strings(field).value(0); }

private:
    static int wireType(const google::protobuf::UnknownField &f)
    {
        switch (f.type()) {
        case google::protobuf::UnknownField::TYPE_VARINT:
            return Varint;
        case google::protobuf::UnknownField::TYPE_FIXED64:
            return Fixed64;
        case google::protobuf::UnknownField::TYPE_FIXED32:
            return Fixed32;
        default:
            return Bytes;
        }
    }
    google::protobuf::UnknownFieldSet m_set;
    bool m_ok = false;
};

} // namespace hearth::test
