// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace hearth {

/// One reading transform of a profile's stacks (issue 17): a kind and its argument (a
/// regular expression, a function name, or nothing). TransformStack applies a list of them
/// in order.
struct Transform
{
    enum class Kind {
        Hide,          ///< frames matching RE disappear; their time goes to the caller
        Focus,         ///< pprof's focus: only samples with a frame matching RE, stacks unchanged
        Ignore,        ///< drop samples with a frame matching RE
        FocusFunction, ///< only samples through NAME, re-rooted at its outermost occurrence
        MergeFunction, ///< NAME's frames disappear; its time goes to its callers
        CollapseDirectRecursion, ///< a run of the same function becomes one frame (every function)
        CollapseRecursion,       ///< all recursion through NAME becomes one frame
        FocusSubtree, ///< only samples whose stack starts with PATH, re-rooted at its last frame
    };

    Kind kind = Kind::Hide;
    QString argument;

    static Transform hide(const QString &re) { return {Kind::Hide, re}; }
    static Transform focus(const QString &re) { return {Kind::Focus, re}; }
    static Transform ignore(const QString &re) { return {Kind::Ignore, re}; }
    static Transform focusFunction(const QString &name) { return {Kind::FocusFunction, name}; }
    static Transform mergeFunction(const QString &name) { return {Kind::MergeFunction, name}; }
    static Transform collapseDirectRecursion() { return {Kind::CollapseDirectRecursion, {}}; }
    static Transform collapseRecursion(const QString &name)
    {
        return {Kind::CollapseRecursion, name};
    }
    /// Focus on the subtree of one frame: path is its stack, outermost frame first. The
    /// argument joins the names with ';' ("main;handler;work"); a ';' or a backslash inside a
    /// name is escaped with a backslash.
    static Transform focusSubtree(const QStringList &path);
    /// A focus-subtree argument's frames, outermost first (escapes undone).
    static QStringList subtreePath(const QString &argument);

    /// True for the kinds whose argument is a regular expression (matched against function
    /// names, unanchored).
    bool takesRegularExpression() const;
    /// A stable English name of the kind, as in JSON: "hide", "focus-function", …
    static QString kindName(Kind kind);
    /// "hide: rspec|opentelemetry", "collapse-recursion" (stable, for JSON and headers).
    QString toString() const;
    /// The transform toString() wrote ("hide: a|b", "collapse-recursion"), for links and the
    /// view's history; nullopt for an unknown kind or a missing argument.
    static std::optional<Transform> fromString(const QString &text);

    friend bool operator==(const Transform &a, const Transform &b)
    {
        return a.kind == b.kind && a.argument == b.argument;
    }
};

using TransformList = QList<Transform>;

} // namespace hearth
