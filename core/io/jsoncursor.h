// SPDX-License-Identifier: MIT
#pragma once

#include "parseerror.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <atomic>
#include <vector>

namespace hearth {

/// A pull parser over JSON text, for the JSON profile readers: no document is built, so a
/// 50 MB file is read in one pass with no more memory than the reader keeps. It tracks the
/// JSON path of the value being read (`nodes[12].callFrame.url`), and the first error says
/// what was expected, at which byte, and at which path.
///
///     if (c.beginObject())
///         while (c.nextKey(&key)) { if (key == "x") c.readInt(&x); else c.skipValue(); }
///     if (c.failed()) return c.error();
///
/// Every call after the first error does nothing and returns false.
class JsonCursor
{
public:
    /// `format` names the format in errors ("Chrome cpuprofile: …"). `data` must outlive
    /// the cursor; views returned by readString() point into it.
    JsonCursor(QByteArrayView data, QString format);

    /// What the next value is: '{', '[', '"', 'n' (null), 't'/'f' (true/false), '0' (a
    /// number), or 0 at the end of the data or after an error.
    char peek();
    bool beginObject();
    /// The next key of the object begun last, or false at its end (or on an error: check
    /// failed()). The key's view is valid until the next call on the cursor.
    bool nextKey(QByteArrayView *key);
    bool beginArray();
    /// True when the array begun last has another element (then read it), false at its end.
    bool nextElement();

    /// A string as UTF-8; a view into the data when the string has no escapes, else into a
    /// buffer valid until the next call.
    bool readString(QByteArrayView *s);
    bool readString(QString *s);
    /// A whole number (a fraction or exponent is an error); null reads as 0 when allowNull.
    bool readInt(qint64 *v);
    bool readDouble(double *v);
    bool readBool(bool *v);
    bool skipValue();
    /// True after the top-level value when only whitespace follows.
    bool atEnd();

    /// A flag another thread sets to stop the read (ReadOptions::cancel; may be null): every
    /// 4096th member of an array or object, and every 4096th value skipped, looks at it, and
    /// once it is set the cursor fails with a Cancelled error, so a reader stops within
    /// milliseconds wherever it is in the document.
    void setCancel(const std::atomic<bool> *cancel) { m_cancel = cancel; }

    bool failed() const { return m_error.isError(); }
    const ParseError &error() const { return m_error; }
    /// Records an error at the current value (unless one is recorded): `detail` follows the
    /// format's name and the JSON path. Returns false.
    bool fail(const QString &detail, ParseError::Kind kind = ParseError::Kind::Malformed);
    /// The byte offset of the next value.
    qint64 offset() const { return m_p - m_begin; }
    /// The bytes after the next value's offset (for a reader's estimate of what follows).
    qint64 remaining() const { return m_end - m_p; }
    /// The JSON path of the current value, `$` for the top level.
    QString path() const;
    /// The index of the current element of the innermost array.
    qint64 index() const { return m_stack.empty() ? 0 : m_stack.back().index; }

private:
    struct Level
    {
        bool array = false;
        bool first = true;
        qint64 index = -1;
        QByteArrayView key;
    };
    const char *m_begin;
    const char *m_p;
    const char *m_end;
    QString m_format;
    std::vector<Level> m_stack;
    QByteArray m_buffer;
    QByteArray m_keyBuffer;
    ParseError m_error;
    const std::atomic<bool> *m_cancel = nullptr;
    quint32 m_ticks = 0;

    /// True (and the Cancelled error recorded) when the cancel flag is set; looks at it
    /// every 4096th call.
    bool cancelled()
    {
        if (!m_cancel || (++m_ticks & 4095) != 0 || !m_cancel->load(std::memory_order_relaxed))
            return false;
        fail(QString(), ParseError::Kind::Cancelled);
        return true;
    }
    void skipSpace();
    bool expect(char c, const char *what);
    bool scanString(QByteArrayView *s, QByteArray *buffer);
    bool scanNumber(QByteArrayView *text);
    bool endOfData(const char *what);
    /// Past the `,` before the next member of the innermost level (an array or an object):
    /// false at its end (the level closed) or on an error.
    bool nextMember(bool array);
};

} // namespace hearth
