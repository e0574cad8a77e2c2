// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

namespace hearth {

/// A problem `hearth pack` found in its inputs: what (translated text) and where (a file and
/// a path inside it, e.g. "trace.json: resourceSpans[0].scopeSpans[1].spans[7].spanId").
/// Errors stop the pack; warnings are printed and the bundle is written.
struct PackIssue
{
    enum class Severity { Warning, Error };
    enum class Kind {
        Unreadable,        // an input could not be read or parsed
        MalformedId,       // a span or parent id that is not 16 hex digits (or all zeros)
        DuplicateId,       // two spans with the same id
        NoStage,           // a span whose stage is unknown or not given
        OutsideStage,      // a span outside its stage's window
        UnknownSpan,       // samples naming a span that is not in the stage
        UnknownParent,     // a parent id that is not in the trace
        BadManifest,       // a manifest field with a wrong type or value
        UnexpectedProfile, // a profile for a stage that cannot carry one
        MissingProfile,    // a profile was expected and did not arrive: packed as `missing`
    };

    Severity severity = Severity::Error;
    Kind kind = Kind::Unreadable;
    QString where;
    QString what;

    bool isError() const { return severity == Severity::Error; }
    QString toString() const;
    static bool hasErrors(const QList<PackIssue> &issues);
};

} // namespace hearth
