// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace hearth {

/// A frame's name split into the function and the location some agents write into it: the
/// Node agent names frames `./build/index.js:carSearchHandler:29` (file, function, line), and
/// "29" or "index.js" says nothing where "carSearchHandler" fits. Names without a location
/// ("runtime.mallocgc", "Digest::Class#hexdigest") are their own function.
struct FrameName
{
    /// The function ("carSearchHandler"); the whole name when no location is recognised.
    QString function;
    /// The file written before the function ("./build/index.js"), or empty.
    QString file;
    /// The line (and column) written after it ("29", "29:7"), or empty.
    QString line;

    static FrameName parse(const QString &name);

    bool hasLocation() const { return !file.isEmpty() || !line.isEmpty(); }
    /// "index.js:29" (the file's last component and the line), or empty.
    QString shortLocation() const;
    /// How a table or breadcrumb shows the name: the function first, then where it is
    /// ("carSearchHandler  (index.js:29)"); the name itself when it has no location.
    static QString display(const QString &name);
};

} // namespace hearth
