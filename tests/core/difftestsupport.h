// SPDX-License-Identifier: MIT
#pragma once

// Profiles for the comparison tests, written as folded stacks (root first, one count a line).
#include "io/collapsedreader.h"

#include <QTest>

namespace hearth::test {

inline Profile::Ptr folded(const char *text)
{
    const ProfileResult r = CollapsedReader::parse(QByteArray(text));
    if (!r.ok())
        qFatal("bad folded test profile: %s", qPrintable(r.error.toString()));
    return r.profile;
}

} // namespace hearth::test
