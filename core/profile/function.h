// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace hearth {

/// A function as the profile names it. Two functions are the same frame when name and file
/// agree; the same name in two files is two frames.
struct Function
{
    QString name;
    QString systemName;
    QString file;
    qint64 startLine = 0;
};

/// A mapping (a binary or shared object) that locations belong to.
struct Mapping
{
    QString file;
    QString buildId;
    quint64 start = 0;
    quint64 limit = 0;
    quint64 offset = 0;
};

/// One line of a location: a function and the line in it. A location with inlined calls has
/// several lines; the first is the innermost (the callee), the last the caller.
struct Line
{
    quint32 function = 0; // index into Profile::functions()
    qint64 line = 0;
};

/// A place in the program (an address), resolved into one or more lines.
struct Location
{
    static constexpr quint32 NoMapping = 0xffffffffu;
    quint32 mapping = NoMapping; // index into Profile::mappings()
    quint64 address = 0;
    quint32 firstLine = 0; // index into Profile::lines()
    quint32 lineCount = 0;
};

/// A label of a sample: a string value (str != 0) or a number (num, with its unit).
struct Label
{
    quint32 key = 0; // index into Profile::strings()
    quint32 str = 0; // index into Profile::strings(); 0 is the empty string
    qint64 num = 0;
    quint32 numUnit = 0; // index into Profile::strings()
};

} // namespace hearth
