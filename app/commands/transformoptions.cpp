// SPDX-License-Identifier: MIT
#include "transformoptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace hearth {

namespace {

QString tr(const char *s)
{
    return QCoreApplication::translate("hearth::TransformOptions", s);
}

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
        QCommandLineOption(QStringLiteral("hide"),
                           tr("Hide frames whose function matches the regular expression; their "
                              "time goes to the caller (repeatable, applied in order)."),
                           tr("re")),
    };
    if (withFocus)
        out << QCommandLineOption(QStringLiteral("focus"),
                                  tr("Keep only samples with a frame matching the regular "
                                     "expression, stacks unchanged."),
                                  tr("re"));
    out << QCommandLineOption(QStringLiteral("ignore"),
                              tr("Drop samples with a frame matching the regular expression."),
                              tr("re"))
        << QCommandLineOption(QStringLiteral("focus-function"),
                              tr("Keep only samples through the function, re-rooted at its "
                                 "outermost call and merged across its call sites."),
                              tr("name"))
        << QCommandLineOption(QStringLiteral("collapse-recursion"),
                              tr("Merge direct recursion (a function calling itself) into one "
                                 "frame."))
        << QCommandLineOption(QStringLiteral("focus-subtree"),
                              tr("Keep only samples whose stack starts with the path of frames "
                                 "(outermost first, separated by ';'), re-rooted at its last "
                                 "frame."),
                              tr("path"));
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
    io.err
        << tr("%1: --%2: %3").arg(command, Transform::kindName(transforms->at(failed).kind), error)
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
