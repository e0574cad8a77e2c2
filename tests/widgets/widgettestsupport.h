#pragma once

// Helpers shared by the widget tests.

#include "profilesnapshot.h"

#include "io/collapsedreader.h"
#include "io/profilereader.h"

#include <QImage>
#include <QString>

namespace hearth::test {

inline QString dataPath(const char *name)
{
    return QStringLiteral(HEARTH_TEST_DATA "/") + QLatin1String(name);
}

/// main has a (b 30, c 10), d 50, e 1, f 1 and 8 self: total 100.
inline const char *basicFolded()
{
    return "main;a;b 30\nmain;a;c 10\nmain;d 50\nmain;e 1\nmain;f 1\nmain 8\n";
}

inline ProfileSnapshot snapshotOf(const char *folded)
{
    const ProfileResult r = CollapsedReader::parse(QByteArray(folded));
    return ProfileSnapshot::build(r.profile);
}

inline ProfileSnapshot snapshotOfFile(const char *name)
{
    const ProfileResult r = ProfileReader::readFile(dataPath(name));
    return ProfileSnapshot::build(r.profile, -1, QString::fromLatin1(name));
}

inline quint32 nodeNamed(const CallTree &t, const char *name)
{
    for (quint32 n = 1; n < t.nodeCount(); ++n) {
        if (t.name(n) == QLatin1String(name))
            return n;
    }
    return 0;
}

/// A pixel one row below the top edge of a frame and a few pixels in from its right edge,
/// where no label is drawn.
inline QPoint fillPoint(const QRect &frame)
{
    return QPoint(frame.right() - 4, frame.top() + 1);
}

} // namespace hearth::test
