// SPDX-License-Identifier: MIT
#include "compressedinput.h"

#include <QIODevice>

#include <algorithm>
#include <cstring>

namespace hearth {

CompressedInput::CompressedInput(const QByteArray &whole)
    : m_buffer(whole)
    , m_end(whole.size())
    , m_size(whole.size())
{}

CompressedInput::CompressedInput(QIODevice *device, qint64 size, qsizetype pieceBytes)
    : m_device(device)
    , m_buffer(std::max<qsizetype>(pieceBytes, 64), Qt::Uninitialized)
    , m_size(size)
    , m_ended(false)
{}

bool CompressedInput::fill(qsizetype bytes, ParseError *error)
{
    bytes = std::min(bytes, m_buffer.size());
    if (available() >= bytes || m_ended)
        return true;
    char *buffer = m_buffer.data(); // detached: the device's buffer is ours alone
    std::memmove(buffer, buffer + m_begin, size_t(available()));
    m_end -= m_begin;
    m_begin = 0;
    while (m_end < bytes) {
        const qint64 got = m_device->read(buffer + m_end, m_buffer.size() - m_end);
        if (got < 0) {
            *error = ParseError::at(ParseError::Kind::CannotOpen, m_consumed + m_end,
                                    m_device->errorString());
            return false;
        }
        if (got == 0) {
            m_ended = true;
            break;
        }
        m_end += qsizetype(got);
    }
    return true;
}

bool CompressedInput::lastFour(quint32 *out) const
{
    if (m_size < 4)
        return false;
    if (!m_device) {
        std::memcpy(out, m_buffer.constData() + m_size - 4, 4);
        return true;
    }
    if (m_device->isSequential())
        return false;
    const qint64 at = m_device->pos();
    const bool read =
        m_device->seek(m_size - 4) && m_device->read(reinterpret_cast<char *>(out), 4) == 4;
    return m_device->seek(at) && read;
}

} // namespace hearth
