// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

#include <cstring>

namespace hearth::test {

/// Writes protobuf wire format by field number, independent of the client's .proto files, so
/// the test server answers with the layout the issue specifies, not with whatever the
/// client's generated code happens to expect.
class WireWriter
{
public:
    WireWriter &int64(int field, qint64 v)
    {
        tag(field, 0);
        varint(quint64(v));
        return *this;
    }
    WireWriter &bytes(int field, const QByteArray &b)
    {
        tag(field, 2);
        varint(quint64(b.size()));
        m_out += b;
        return *this;
    }
    WireWriter &string(int field, const QString &s) { return bytes(field, s.toUtf8()); }
    WireWriter &message(int field, const WireWriter &m) { return bytes(field, m.data()); }
    WireWriter &dbl(int field, double d)
    {
        tag(field, 1);
        char raw[8];
        std::memcpy(raw, &d, 8);
        m_out.append(raw, 8);
        return *this;
    }
    const QByteArray &data() const { return m_out; }

private:
    void tag(int field, int wireType) { varint(quint64(field) << 3 | quint64(wireType)); }
    void varint(quint64 v)
    {
        while (v >= 0x80) {
            m_out += char(v | 0x80);
            v >>= 7;
        }
        m_out += char(v);
    }
    QByteArray m_out;
};

} // namespace hearth::test
