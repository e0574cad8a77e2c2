// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace hearth {

/// The ways to shorten a span's name for a narrow bar, most meaningful part kept: the name
/// itself, then what follows each separator a test or task name is built with (": " in
/// "cops: Layout", "::" and "#" in "Cart#total applies discounts", a "." between a class and
/// its method in "Embedding.for caches vectors"), longest first. A dot in a file name
/// ("receipt.html.erb") or at a word's start (".ruby-version") does not split.
struct SpanShortName
{
    static QStringList candidates(const QString &name);
};

} // namespace hearth
