// SPDX-License-Identifier: MIT
#include "transformoptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace hearth {

namespace {

// This file's strings, in the hearth::TransformOptions context: a class, so lupdate reads the
// Tr::tr() calls as they are.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(hearth::TransformOptions)
};

struct Spec
{
    const char *name;
    Transform::Kind kind;
};

constexpr Spec specs[] = {
    {"hide", Transform::Kind::Hide},
    {"focus", Transform::Kind::Focus},
    {"ignore", Transform::Kind::Ignore},
    {"focus-function", Transform::Kind::FocusFunction},
    {"collapse-recursion", Transform::Kind::CollapseDirectRecursion},
    {"focus-subtree", Transform::Kind::FocusSubtree},
};

} // namespace

QList<QCommandLineOption> TransformOptions::options(bool withFocus)
{
    QList<QCommandLineOption> out{
        QCommandLineOption(
            QStringLiteral("hide"),
            Tr::tr("Hide frames whose function matches the regular expression; their "
                   "time goes to the caller (repeatable, applied in order)."),
            Tr::tr("re")),
    };
    if (withFocus)
        out << QCommandLineOption(QStringLiteral("focus"),
                                  Tr::tr("Keep only samples with a frame matching the regular "
                                         "expression, stacks unchanged."),
                                  Tr::tr("re"));
    out << QCommandLineOption(QStringLiteral("ignore"),
                              Tr::tr("Drop samples with a frame matching the regular expression."),
                              Tr::tr("re"))
        << QCommandLineOption(QStringLiteral("focus-function"),
                              Tr::tr("Keep only samples through the function, re-rooted at its "
                                     "outermost call and merged across its call sites."),
                              Tr::tr("name"))
        << QCommandLineOption(QStringLiteral("collapse-recursion"),
                              Tr::tr("Merge direct recursion (a function calling itself) into one "
                                     "frame."))
        << QCommandLineOption(QStringLiteral("focus-subtree"),
                              Tr::tr("Keep only samples whose stack starts with the path of frames "
                                     "(outermost first, separated by ';'), re-rooted at its last "
                                     "frame."),
                              Tr::tr("path"));
    return out;
}

bool TransformOptions::parse(const QCommandLineParser &parser, const QString &command, CliIo io,
                             TransformList *transforms, bool withFocus)
{
    transforms->clear();
    QHash<QString, int> used; // values taken so far of each option
    for (const QString &name : parser.optionNames()) {
        for (const Spec &spec : specs) {
            if (name != QLatin1String(spec.name) ||
                (!withFocus && spec.kind == Transform::Kind::Focus))
                continue;
            Transform t{spec.kind, {}};
            if (spec.kind != Transform::Kind::CollapseDirectRecursion)
                t.argument = parser.values(name).value(used[name]++);
            *transforms << t;
        }
    }
    int failed = -1;
    const QString error = TransformStack::check(*transforms, &failed);
    if (error.isEmpty())
        return true;
    io.err << Tr::tr("%1: --%2: %3")
                  .arg(command, Transform::kindName(transforms->at(failed).kind), error)
           << Qt::endl;
    return false;
}

QString TransformOptions::describe(const TransformList &transforms)
{
    QStringList parts;
    for (const Transform &t : transforms)
        parts << t.toString();
    return parts.join(QStringLiteral(", "));
}

} // namespace hearth
