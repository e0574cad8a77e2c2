#include "rendercommand.h"

#include "flamegraphview.h"
#include "profileloader.h"
#include "profilesnapshot.h"

#include "analysis/profileheader.h"
#include "analysis/quantity.h"
#include "analysis/searchmatch.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace hearth {

namespace {

QString tr(const char *s)
{
    return QCoreApplication::translate("hearth::RenderCommand", s);
}

struct Options
{
    QString file;
    QString out;
    int width = 1600;
    int height = -1;
    QString focus;
    QString search;
    QString sampleType;
    bool icicle = false;
};

/// Parses the arguments; returns an error message, empty on success.
QString parse(const QStringList &args, Options *o)
{
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        auto value = [&](QString *out) {
            if (i + 1 >= args.size())
                return false;
            *out = args[++i];
            return true;
        };
        QString v;
        if (a == QLatin1String("-o") || a == QLatin1String("--output")) {
            if (!value(&o->out))
                return tr("-o needs a file name");
        } else if (a == QLatin1String("--width") || a == QLatin1String("--height")) {
            bool ok = false;
            const int n = value(&v) ? v.toInt(&ok) : 0;
            if (!ok || n < 16 || n > 32768)
                return tr("%1 needs a number of pixels between 16 and 32768").arg(a);
            (a == QLatin1String("--width") ? o->width : o->height) = n;
        } else if (a == QLatin1String("--focus")) {
            if (!value(&o->focus))
                return tr("--focus needs a function name");
        } else if (a == QLatin1String("--search")) {
            if (!value(&o->search))
                return tr("--search needs a regular expression");
        } else if (a == QLatin1String("--sample-type")) {
            if (!value(&o->sampleType))
                return tr("--sample-type needs a type");
        } else if (a == QLatin1String("--icicle")) {
            o->icicle = true;
        } else if (a.startsWith(QLatin1Char('-')) && a.size() > 1) {
            return tr("unknown option %1").arg(a);
        } else if (o->file.isEmpty()) {
            o->file = a;
        } else {
            return tr("only one input file can be rendered");
        }
    }
    if (o->file.isEmpty())
        return tr("no input file");
    if (o->out.isEmpty())
        return tr("no output file (-o out.png or -o out.svg)");
    if (!o->out.endsWith(QLatin1String(".png"), Qt::CaseInsensitive) &&
        !o->out.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive))
        return tr("the output must end in .png or .svg");
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
    p.drawText(QPoint(16 + fm.horizontalAdvance(total), 6 + fm.ascent()), detail);
    const QRect graph(0, headerHeight, size.width(), size.height() - headerHeight);
    const auto kind = s.verdict.kind;
    if (kind == SampleVerdict::Kind::Empty || kind == SampleVerdict::Kind::SingleSample) {
        p.drawText(graph.adjusted(16, 16, -16, -16), Qt::AlignCenter | Qt::TextWordWrap,
                   s.verdict.sentence());
        return;
    }
    view.renderTo(p, graph);
}

} // namespace

int RenderCommand::run(const QStringList &args, CliIo io)
{
    const QString usage =
        tr("Usage: hearth render FILE -o out.png|out.svg [--width W] [--height H] "
           "[--focus FUNCTION] [--search REGEX] [--icicle] [--sample-type T]");
    if (args.contains(QLatin1String("--help")) || args.contains(QLatin1String("-h"))) {
        io.out << usage << "\n\n"
               << tr("Renders the flame graph of FILE to a PNG or SVG image, without a display: "
                     "the whole profile, or the largest occurrence of FUNCTION, with the "
                     "functions matching REGEX highlighted; icicle puts the root at the top.")
               << Qt::endl;
        return ExitOk;
    }
    Options o;
    const QString usageError = parse(args, &o);
    if (!usageError.isEmpty()) {
        io.err << tr("hearth render: %1").arg(usageError) << '\n' << usage << Qt::endl;
        return ExitUsage;
    }
    ReadOptions read;
    read.sampleTypes = SampleTypeChoice::named(o.sampleType);
    ProfileLoader::Result r = ProfileLoader::run(o.file, read);
    if (r.error.isError() || !r.snapshot.isValid()) {
        io.err << tr("hearth render: %1").arg(r.error.toString()) << Qt::endl;
        return ExitBadInput;
    }
    ProfileSnapshot s = r.snapshot;
    if (!o.sampleType.isEmpty()) {
        const int t = s.profile->sampleTypeIndex(o.sampleType);
        if (t < 0) {
            io.err << tr("hearth render: no sample type %1 in %2").arg(o.sampleType, o.file)
                   << Qt::endl;
            return ExitUsage;
        }
        if (t != s.sampleType)
            s = ProfileSnapshot::build(s.profile, t, s.fileName);
    }

    FlameGraphView view;
    view.setTree(s.tree);
    view.setIcicle(o.icicle);
    if (!o.focus.isEmpty()) {
        const quint32 node = findFunction(*s.tree, o.focus);
        if (node == 0) {
            io.err << tr("hearth render: no function %1 in %2").arg(o.focus, o.file) << Qt::endl;
            return ExitUsage;
        }
        view.focusOn(node);
    }
    QString matched;
    if (!o.search.isEmpty()) {
        const SearchMatch m = SearchMatch::compute(*s.tree, o.search, true);
        if (!m.isValid()) {
            io.err << tr("hearth render: invalid regular expression %1").arg(o.search) << Qt::endl;
            return ExitUsage;
        }
        view.setSearch(m);
        matched = tr("Matched: %1, %2")
                      .arg(Quantity::totalPhrase(m.matchedValue(),
                                                 s.profile->sampleTypes().value(s.sampleType)),
                           Quantity::percent(m.matchedValue(), m.totalValue()));
    }
    const int headerHeight = view.fontMetrics().height() + 14;
    int height = o.height;
    if (height <= 0)
        height = headerHeight + std::max(view.contentHeightFor(o.width), 4 * view.rowHeight());
    const QSize size(o.width, height);

    bool ok = false;
    if (o.out.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        QSaveFile file(o.out);
        if (file.open(QIODevice::WriteOnly)) {
            QSvgGenerator svg;
            svg.setOutputDevice(&file);
            svg.setSize(size);
            svg.setViewBox(QRect(QPoint(0, 0), size));
            svg.setTitle(s.fileName);
            QPainter p;
            if (p.begin(&svg)) {
                paintAll(p, view, s, matched, size, headerHeight);
                ok = p.end() && file.commit();
            }
        }
    } else {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        {
            QPainter p(&image);
            paintAll(p, view, s, matched, size, headerHeight);
        }
        ok = image.save(o.out, "PNG");
    }
    if (!ok) {
        io.err << tr("hearth render: cannot write %1").arg(o.out) << Qt::endl;
        return ExitFailure;
    }
    return ExitOk;
}

} // namespace hearth
