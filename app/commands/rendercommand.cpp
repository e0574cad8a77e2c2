// SPDX-License-Identifier: MIT
#include "rendercommand.h"

#include "analysis/profileheader.h"
#include "analysis/profileloader.h"
#include "analysis/profilesnapshot.h"
#include "analysis/quantity.h"
#include "analysis/searchmatch.h"
#include "commandline.h"
#include "flamegraphexporter.h"
#include "flamegraphview.h"
#include "outputfile.h"
#include "transformoptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFontMetrics>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace hearth {

namespace {

// This file's strings, in the hearth::RenderCommand context: a class, so lupdate reads the
// Tr::tr() calls as they are.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(hearth::RenderCommand)
};

struct Options
{
    QString file;
    QString out;
    int width = 1600;
    int height = -1;
    QString zoom;
    QString search;
    QString sampleType;
    bool icicle = false;
};

/// Reads the parsed options; returns an error message, empty on success.
QString parse(const QCommandLineParser &parser, Options *o)
{
    o->file = parser.positionalArguments().first();
    o->out = parser.value(QStringLiteral("output"));
    for (const char *name : {"width", "height"}) {
        const QString option = QString::fromLatin1(name);
        if (!parser.isSet(option))
            continue;
        bool ok = false;
        const int n = parser.value(option).toInt(&ok);
        if (!ok || n < 16 || n > 32768)
            return Tr::tr("%1 needs a number of pixels between 16 and 32768")
                .arg(QStringLiteral("--") + option);
        (option == QLatin1String("width") ? o->width : o->height) = n;
    }
    o->zoom = parser.value(QStringLiteral("zoom"));
    o->search = parser.value(QStringLiteral("search"));
    o->sampleType = parser.value(QStringLiteral("sample-type"));
    o->icicle = parser.isSet(QStringLiteral("icicle"));
    if (o->out.isEmpty())
        return Tr::tr(
            "no output file (-o out.png, -o out.svg, or -o - for a PNG on standard output)");
    if (!OutputFile::isStandardOutput(o->out) &&
        !o->out.endsWith(QLatin1String(".png"), Qt::CaseInsensitive) &&
        !o->out.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive))
        return Tr::tr("the output must end in .png or .svg");
    return {};
}

/// The node of a function by exact name (else the first name containing the text) with the
/// largest total, or 0.
quint32 findFunction(const CallTree &tree, const QString &name)
{
    quint32 best = 0;
    qint64 bestTotal = -1;
    for (int pass = 0; pass < 2 && best == 0; ++pass) {
        for (quint32 n = 1; n < tree.nodeCount(); ++n) {
            const QString &f = tree.profile().functions()[tree.function(n)].name;
            const bool hit = pass == 0 ? f == name : f.contains(name);
            if (hit && tree.total(n) > bestTotal) {
                best = n;
                bestTotal = tree.total(n);
            }
        }
    }
    return best;
}

void paintAll(QPainter &p, FlameGraphView &view, const ProfileSnapshot &s, const QString &matched,
              const QSize &size, int headerHeight)
{
    const QPalette pal = view.palette();
    p.fillRect(QRect(QPoint(0, 0), size), pal.color(QPalette::Base));
    p.setPen(pal.color(QPalette::Text));
    QFont bold = view.font();
    bold.setBold(true);
    const QFontMetrics fm(bold);
    p.setFont(bold);
    const QString total =
        Quantity::totalPhrase(s.tree->totalValue(), s.profile->sampleTypes().value(s.sampleType));
    p.drawText(QPoint(8, 6 + fm.ascent()), total);
    p.setFont(view.font());
    QString detail = ProfileHeader::text(*s.tree, s.verdict);
    if (!matched.isEmpty())
        detail += QStringLiteral(" · ") + matched;
    if (!s.transforms.isEmpty())
        detail += QStringLiteral(" · ") +
                  Tr::tr("transforms: %1").arg(TransformOptions::describe(s.transforms));
    p.drawText(QPoint(16 + fm.horizontalAdvance(total), 6 + fm.ascent()), detail);
    const QRect graph(0, headerHeight, size.width(), size.height() - headerHeight);
    const auto kind = s.verdict.kind;
    if (kind == SampleVerdict::Kind::Empty || kind == SampleVerdict::Kind::SingleSample) {
        p.drawText(graph.adjusted(16, 16, -16, -16), Qt::AlignCenter | Qt::TextWordWrap,
                   s.verdict.sentence());
        return;
    }
    FlameGraphExporter(view).renderTo(p, graph);
}

} // namespace

int RenderCommand::run(const QStringList &args, CliIo io)
{
    return CommandLine::run(RenderCommand(), args, io);
}

QString RenderCommand::synopsis() const
{
    return Tr::tr(
        "FILE -o OUT.png|OUT.svg|- [--width W] [--height H] [--zoom FUNCTION] "
        "[--search REGEX] [--icicle] [--sample-type T] [--hide RE] [--focus RE] "
        "[--ignore RE] [--focus-function NAME] [--collapse-recursion] [--focus-subtree PATH]");
}

QString RenderCommand::description() const
{
    return Tr::tr(
        "Renders the flame graph of FILE to a PNG or SVG image, without a display: "
        "the whole profile, or the largest occurrence of FUNCTION (--zoom), with the "
        "functions matching REGEX highlighted; icicle puts the root at the top. The "
        "transforms, --focus included, mean what they mean in summary, collapse and diff; "
        "the image's header names them.");
}

QList<Command::Argument> RenderCommand::arguments() const
{
    return {
        {QStringLiteral("file"), Tr::tr("A profile, or - for standard input."), true, false, true}};
}

QList<QCommandLineOption> RenderCommand::options() const
{
    // --zoom is a click on a frame; --focus is pprof's focus, the same transform as elsewhere.
    return QList<QCommandLineOption>{
               QCommandLineOption(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                                  Tr::tr("The image to write (.png or .svg); - writes a PNG to "
                                         "standard output."),
                                  Tr::tr("file")),
               QCommandLineOption(QStringLiteral("width"), Tr::tr("Width in pixels (1600)."),
                                  Tr::tr("w")),
               QCommandLineOption(QStringLiteral("height"),
                                  Tr::tr("Height in pixels (by default, as tall as the graph)."),
                                  Tr::tr("h")),
               QCommandLineOption(QStringLiteral("zoom"),
                                  Tr::tr("Draw the largest occurrence of this function only (as a "
                                         "click on it does; --focus is the transform)."),
                                  Tr::tr("function")),
               QCommandLineOption(
                   QStringLiteral("search"),
                   Tr::tr("Highlight the functions matching this regular expression."),
                   Tr::tr("regex")),
               QCommandLineOption(QStringLiteral("icicle"), Tr::tr("Put the root at the top.")),
               QCommandLineOption(QStringLiteral("sample-type"), Tr::tr("The sample type to draw."),
                                  Tr::tr("type")),
           } +
           TransformOptions::options();
}

int RenderCommand::execute(const QCommandLineParser &parser, CliIo io) const
{
    Options o;
    const QString usageError = parse(parser, &o);
    if (!usageError.isEmpty()) {
        io.err << Tr::tr("hearth render: %1").arg(usageError) << '\n'
               << CommandLine::usageLine(*this) << Qt::endl;
        return ExitUsage;
    }
    TransformList transforms;
    if (!TransformOptions::parse(parser, QStringLiteral("hearth render"), io, &transforms))
        return ExitUsage;
    ReadOptions read;
    read.sampleTypes = SampleTypeChoice::named(o.sampleType);
    // The tree and the verdict only, as a window paints first: the image shows no table.
    ProfileLoader::Result r = ProfileLoader::run(o.file, read, false);
    if (r.error.isError() || !r.snapshot.isValid()) {
        io.err << Tr::tr("hearth render: %1").arg(r.error.toString()) << Qt::endl;
        return ExitBadInput;
    }
    ProfileSnapshot s = r.snapshot;
    if (!o.sampleType.isEmpty()) {
        const int t = s.profile->sampleTypeIndex(o.sampleType);
        if (t < 0) {
            io.err << Tr::tr("hearth render: no sample type %1 in %2").arg(o.sampleType, o.file)
                   << Qt::endl;
            return ExitUsage;
        }
        if (t != s.sampleType)
            s = ProfileSnapshot::build(s.profile, t, s.fileName, nullptr, false);
    }
    if (!transforms.isEmpty()) {
        // The single-sample verdict stays the original profile's.
        s = ProfileSnapshot::transformed(s, transforms);
    }

    FlameGraphView view;
    view.setTree(s.tree);
    view.setIcicle(o.icicle);
    if (!o.zoom.isEmpty()) {
        const quint32 node = findFunction(*s.tree, o.zoom);
        if (node == 0) {
            io.err << Tr::tr("hearth render: no function %1 in %2").arg(o.zoom, o.file) << Qt::endl;
            return ExitUsage;
        }
        view.focusOn(node);
    }
    QString matched;
    if (!o.search.isEmpty()) {
        const SearchMatch m = SearchMatch::compute(*s.tree, o.search, true);
        if (!m.isValid()) {
            io.err << Tr::tr("hearth render: invalid regular expression %1").arg(o.search)
                   << Qt::endl;
            return ExitUsage;
        }
        view.setSearch(m);
        matched = Tr::tr("Matched: %1, %2")
                      .arg(Quantity::totalPhrase(m.matchedValue(),
                                                 s.profile->sampleTypes().value(s.sampleType)),
                           Quantity::percent(m.matchedValue(), m.totalValue()));
    }
    const int headerHeight = view.fontMetrics().height() + 14;
    int height = o.height;
    if (height <= 0)
        height = headerHeight +
                 std::max(FlameGraphExporter(view).contentHeight(o.width), 4 * view.rowHeight());
    const QSize size(o.width, height);

    const bool svg = o.out.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive);
    const auto paint = [&](QIODevice *device) {
        if (svg) {
            QSvgGenerator generator;
            generator.setOutputDevice(device);
            generator.setSize(size);
            generator.setViewBox(QRect(QPoint(0, 0), size));
            generator.setTitle(s.fileName);
            QPainter p;
            if (!p.begin(&generator))
                return false;
            paintAll(p, view, s, matched, size, headerHeight);
            return p.end();
        }
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        {
            QPainter p(&image);
            paintAll(p, view, s, matched, size, headerHeight);
        }
        return image.save(device, "PNG");
    };
    QString error;
    if (!OutputFile::write(o.out, io, paint, &error)) {
        io.err << Tr::tr("hearth render: %1").arg(error) << Qt::endl;
        return ExitFailure;
    }
    return ExitOk;
}

} // namespace hearth
