// SPDX-License-Identifier: MIT
#include "commanddocs.h"

#include "commandline.h"
#include "commandregistry.h"

#include <QCommandLineOption>
#include <QCoreApplication>

namespace hearth {

namespace {

// This file's strings, in the hearth::CommandDocs context: a class, so lupdate reads the
// Tr::tr() calls as they are.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(hearth::CommandDocs)
};

// roff: backslashes and hyphens escaped, no line starting with a control character.
QString roff(QString s)
{
    s.replace(QLatin1Char('\\'), QStringLiteral("\\e"));
    s.replace(QLatin1Char('-'), QStringLiteral("\\-"));
    if (s.startsWith(QLatin1Char('.')) || s.startsWith(QLatin1Char('\'')))
        s.prepend(QStringLiteral("\\&"));
    return s;
}

QString optionSyntax(const QCommandLineOption &o)
{
    QStringList names;
    for (const QString &n : o.names())
        names << (n.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + n;
    return names.join(QStringLiteral(", "));
}

bool takesFile(const QCommandLineOption &o)
{
    const QString v = o.valueName().toLower();
    return v.contains(QLatin1String("file")) || v.contains(QLatin1String("json"));
}

// zsh: the first clause of a description, inside '…[…]', without the characters that end it.
QString zshText(QString s)
{
    for (const char *stop : {"\n", ": ", "; ", ". "}) {
        const qsizetype at = s.indexOf(QLatin1String(stop));
        if (at > 0)
            s.truncate(at);
    }
    if (s.endsWith(QLatin1Char('.')))
        s.chop(1);
    s.replace(QLatin1Char('\''), QChar(0x2019));
    for (const char *bad : {"[", "]", ":", "\\"})
        s.remove(QLatin1String(bad));
    return s;
}

} // namespace

QString CommandDocs::manPage(const QString &version)
{
    QString m;
    m += QStringLiteral(".TH HEARTH 1 \"\" \"hearth %1\" \"User Commands\"\n").arg(version);
    m += QStringLiteral(".SH NAME\nhearth \\- ") +
         roff(Tr::tr("a native viewer for CPU and memory profiles")) + QLatin1Char('\n');
    m += QStringLiteral(".SH SYNOPSIS\n.B hearth\n[\\fIFILE\\fR|\\fIURL\\fR...]\n");
    for (const auto &c : CommandRegistry::all())
        m += QStringLiteral(".br\n.B hearth ") + c->name() + QLatin1Char('\n') +
             roff(c->synopsis()) + QLatin1Char('\n');
    m += QStringLiteral(".br\n.B hearth \\-\\-compare\n\\fIA\\fR \\fIB\\fR\n.br\n.B hearth "
                        "\\-\\-store\n.br\n.B hearth \\-\\-help\n|\n.B \\-\\-version\n");
    m += QStringLiteral(".SH DESCRIPTION\n") +
         roff(Tr::tr("Without a command, hearth opens a window for each FILE or URL: a build "
                     "bundle's build window, or a profile's flame graph and function table. A file "
                     "opened while Hearth runs opens in the running instance. A file:// URL is a "
                     "file; an https:// URL of a bundle is downloaded; a profile store's console "
                     "link opens the store window.")) +
         QLatin1Char('\n');
    m +=
        QStringLiteral(".PP\n") +
        roff(Tr::tr("The commands print to standard output and need no display. Every option takes "
                    "its value as --option=value or --option value. Where a command reads a "
                    "profile, - is standard input; -o - writes to standard output.")) +
        QLatin1Char('\n');
    m += QStringLiteral(".SH COMMANDS\n");
    for (const auto &c : CommandRegistry::all()) {
        m += QStringLiteral(".SS \"hearth ") + c->name() + QLatin1Char(' ') + roff(c->synopsis()) +
             QStringLiteral("\"\n");
        // A description in lines (a table of actions) keeps its lines.
        const QString d = c->description().trimmed();
        m += d.contains(QLatin1Char('\n'))
                 ? QString(QStringLiteral(".nf\n") + roff(d) + QStringLiteral("\n.fi\n"))
                 : QString(roff(d) + QLatin1Char('\n'));
        for (const QCommandLineOption &o : c->options()) {
            QString syntax =
                QStringLiteral("\\fB") + roff(optionSyntax(o)) + QStringLiteral("\\fR");
            if (!o.valueName().isEmpty())
                syntax += QStringLiteral(" \\fI") + roff(o.valueName()) + QStringLiteral("\\fR");
            m += QStringLiteral(".TP\n") + syntax + QLatin1Char('\n') + roff(o.description()) +
                 QLatin1Char('\n');
        }
    }
    m +=
        QStringLiteral(".SH EXIT STATUS\n.TP\n0\n") + roff(Tr::tr("Success.")) +
        QStringLiteral("\n.TP\n1\n") +
        roff(Tr::tr("An unexpected failure, such as an output that cannot be written.")) +
        QStringLiteral("\n.TP\n2\n") + roff(Tr::tr("The command line is wrong.")) +
        QStringLiteral("\n.TP\n3\n") +
        roff(Tr::tr("An input cannot be read: the message names the file and where it is wrong.")) +
        QStringLiteral("\n.TP\n4\n") + roff(Tr::tr("Two profiles that cannot be compared.")) +
        QLatin1Char('\n');
    m += QStringLiteral(".SH ENVIRONMENT\n.TP\nHEARTH_STORE_TOKEN\n") +
         roff(Tr::tr("The token for hearth store when --token is not given.")) +
         QStringLiteral("\n.TP\nHEARTH_NEW_INSTANCE\n") +
         roff(Tr::tr("When set, files open in a new instance instead of the running one.")) +
         QStringLiteral("\n.TP\nHEARTH_MAX_DECOMPRESSED\n") +
         roff(Tr::tr(
             "The largest size a gzip or zstd input may decompress to, in bytes or with "
             "K, M, G or T (default 4G); a larger one is refused as a decompression bomb.")) +
         QStringLiteral("\n.TP\nHEARTH_MAX_RATIO\n") +
         roff(Tr::tr("Past 64 MiB of output, a gzip or zstd input may decompress to at most this "
                     "many times its compressed size (default 1000; 0: no ratio limit).")) +
         QLatin1Char('\n');
    return m;
}

QString CommandDocs::bashCompletion()
{
    QString commands;
    for (const auto &c : CommandRegistry::all())
        commands += (commands.isEmpty() ? QString() : QStringLiteral(" ")) + c->name();
    QString s = QStringLiteral(
                    "# bash completion for hearth, made by `hearth --help-completion=bash`.\n"
                    "_hearth()\n{\n"
                    "    local cur prev words cword\n"
                    "    _init_completion -s || return\n"
                    "    if ((cword == 1)); then\n"
                    "        if [[ $cur == -* ]]; then\n"
                    "            COMPREPLY=($(compgen -W '--help --version --compare --store' -- "
                    "\"$cur\"))\n"
                    "        else\n"
                    "            COMPREPLY=($(compgen -W '%1' -- \"$cur\"))\n"
                    "            _filedir\n"
                    "        fi\n"
                    "        return\n"
                    "    fi\n"
                    "    case ${words[1]} in\n")
                    .arg(commands);
    for (const auto &c : CommandRegistry::all()) {
        QStringList all{QStringLiteral("--help")};
        QStringList fileValued;
        QStringList otherValued;
        for (const QCommandLineOption &o : c->options()) {
            for (const QString &n : o.names()) {
                const QString flag =
                    (n.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + n;
                all << flag;
                if (!o.valueName().isEmpty())
                    (takesFile(o) ? fileValued : otherValued) << flag;
            }
        }
        s += QStringLiteral("    %1)\n        case $prev in\n").arg(c->name());
        if (!fileValued.isEmpty())
            s += QStringLiteral("            %1) _filedir; return ;;\n")
                     .arg(fileValued.join(QLatin1Char('|')));
        if (!otherValued.isEmpty())
            s += QStringLiteral("            %1) return ;;\n")
                     .arg(otherValued.join(QLatin1Char('|')));
        s += QStringLiteral("        esac\n"
                            "        if [[ $cur == -* ]]; then\n"
                            "            COMPREPLY=($(compgen -W '%1' -- \"$cur\"))\n"
                            "            [[ ${COMPREPLY-} == *= ]] && compopt -o nospace\n"
                            "        else\n"
                            "            _filedir\n"
                            "        fi\n"
                            "        ;;\n")
                 .arg(all.join(QLatin1Char(' ')));
    }
    s += QStringLiteral("    esac\n} &&\n    complete -F _hearth hearth\n");
    return s;
}

QString CommandDocs::zshCompletion()
{
    QString s =
        QStringLiteral("#compdef hearth\n"
                       "# zsh completion for hearth, made by `hearth --help-completion=zsh`.\n"
                       "_hearth() {\n"
                       "    local -a commands\n"
                       "    commands=(\n");
    for (const auto &c : CommandRegistry::all())
        s += QStringLiteral("        '%1:%2'\n").arg(c->name(), zshText(c->description()));
    s += QStringLiteral("    )\n"
                        "    if ((CURRENT == 2)); then\n"
                        "        _describe -t commands command commands\n"
                        "        _files\n"
                        "        return\n"
                        "    fi\n"
                        "    local cmd=$words[2]\n"
                        "    shift words\n"
                        "    ((CURRENT--))\n"
                        "    case $cmd in\n");
    for (const auto &c : CommandRegistry::all()) {
        s += QStringLiteral("    %1)\n        _arguments -s \\\n"
                            "            '(- *)'{-h,--help}'[show help]' \\\n")
                 .arg(c->name());
        for (const QCommandLineOption &o : c->options()) {
            QStringList forms;
            const bool value = !o.valueName().isEmpty();
            for (const QString &n : o.names())
                forms << (n.size() == 1
                              ? QStringLiteral("-") + n + (value ? QStringLiteral("+") : QString())
                              : QStringLiteral("--") + n +
                                    (value ? QStringLiteral("=") : QString()));
            QString spec = forms.size() > 1
                               ? QStringLiteral("{%1}'").arg(forms.join(QLatin1Char(',')))
                               : QStringLiteral("'") + forms.first();
            spec += QLatin1Char('[') + zshText(o.description()) + QLatin1Char(']');
            if (value)
                spec += QLatin1Char(':') + zshText(o.valueName()) + QLatin1Char(':') +
                        (takesFile(o) ? QStringLiteral("_files") : QString());
            s += QStringLiteral("            ") + spec + QStringLiteral("' \\\n");
        }
        s += QStringLiteral("            '*:file:_files'\n        ;;\n");
    }
    s += QStringLiteral("    esac\n}\n_hearth \"$@\"\n");
    return s;
}

} // namespace hearth
