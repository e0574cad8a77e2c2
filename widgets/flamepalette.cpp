// SPDX-License-Identifier: MIT
#include "flamepalette.h"

#include <QFileInfo>

namespace hearth {

namespace {

// Okabe & Ito, "Color Universal Design": distinguishable with every common colour-vision
// deficiency. Black is left out (it is the text colour).
constexpr QRgb kHues[] = {0xE69F00, 0x56B4E9, 0x009E73, 0xF0E442, 0x0072B2, 0xD55E00, 0xCC79A7};

QColor mix(const QColor &a, const QColor &b, double t)
{
    // Integer RGB: what a painted pixel reads back as.
    return QColor(qRound(a.red() + (b.red() - a.red()) * t),
                  qRound(a.green() + (b.green() - a.green()) * t),
                  qRound(a.blue() + (b.blue() - a.blue()) * t));
}

quint32 stableHash(const QString &s)
{
    quint32 h = 2166136261u; // FNV-1a over UTF-16 code units: the same in every run
    for (QChar c : s) {
        h ^= c.unicode();
        h *= 16777619u;
    }
    return h;
}

} // namespace

FlamePalette::FlamePalette(const QPalette &palette)
{
    m_background = palette.color(QPalette::Base);
    m_text = palette.color(QPalette::Text);
    m_dark = m_background.lightnessF() < 0.5;
    const QColor white(Qt::white);
    const QColor black(Qt::black);
    const double tints[] = {0.25, 0.45, 0.6};
    for (double t : tints) {
        for (QRgb hue : kHues)
            m_colours.push_back(m_dark ? mix(QColor(hue), black, t) : mix(QColor(hue), white, t));
    }
    m_frameText = m_dark ? QColor(0xf2, 0xf2, 0xf2) : QColor(0x10, 0x10, 0x10);
    m_merged = m_dark ? QColor(0x55, 0x55, 0x55) : QColor(0xc8, 0xc8, 0xc8);
    m_outline = m_dark ? white : black;
}

int FlamePalette::indexFor(const QString &package) const
{
    return int(stableHash(package) % quint32(m_colours.size()));
}

QColor FlamePalette::faded(const QColor &c, double amount) const
{
    return mix(c, m_background, amount);
}

QString FlamePalette::packageOf(const QString &name, const QString &file, const QString &module)
{
    // C++: the outermost namespace or class.
    const qsizetype colons = name.indexOf(QLatin1String("::"));
    if (colons > 0) {
        QString first = name.left(colons);
        const qsizetype space = first.lastIndexOf(QLatin1Char(' '));
        return space >= 0 ? first.mid(space + 1) : first;
    }
    // Go: import path up to the first dot after the last slash.
    const qsizetype paren = name.indexOf(QLatin1Char('('));
    const QStringView head = paren > 0 ? QStringView(name).left(paren) : QStringView(name);
    const qsizetype slash = head.lastIndexOf(QLatin1Char('/'));
    const qsizetype dot = head.indexOf(QLatin1Char('.'), slash + 1);
    if (dot > 0 && !name.contains(QLatin1Char(' ')))
        return name.left(dot);
    // JavaScript: the npm package a file belongs to, or the file.
    if (!file.isEmpty()) {
        const qsizetype nm = file.lastIndexOf(QLatin1String("node_modules/"));
        if (nm >= 0) {
            const QString rest = file.mid(nm + 13);
            const qsizetype end = rest.indexOf(
                QLatin1Char('/'),
                rest.startsWith(QLatin1Char('@')) ? rest.indexOf(QLatin1Char('/')) + 1 : 0);
            return end > 0 ? rest.left(end) : rest;
        }
        return QFileInfo(file).fileName();
    }
    if (!module.isEmpty())
        return QFileInfo(module).fileName();
    // perf: kernel frames carry a _[k] suffix.
    if (name.endsWith(QLatin1String("_[k]")))
        return QStringLiteral("[kernel]");
    return name;
}

std::vector<quint8> FlamePalette::functionColours(const CallTree &tree,
                                                  std::vector<QString> *modulesOut) const
{
    const Profile &p = tree.profile();
    const auto &functions = p.functions();
    std::vector<QString> modules(functions.size());
    const auto &locations = p.locations();
    for (quint32 l = 0; l < locations.size(); ++l) {
        if (locations[l].mapping == Location::NoMapping ||
            locations[l].mapping >= p.mappings().size())
            continue;
        for (const Line &line : p.locationLines(l)) {
            if (line.function < modules.size() && modules[line.function].isEmpty())
                modules[line.function] = p.mappings()[locations[l].mapping].file;
        }
    }
    std::vector<quint8> out(functions.size());
    // The hue follows the package; the tint varies per function inside it.
    const quint32 hues = quint32(std::size(kHues));
    for (size_t f = 0; f < functions.size(); ++f) {
        const quint32 hue =
            stableHash(packageOf(functions[f].name, functions[f].file, modules[f])) % hues;
        const quint32 tint = stableHash(functions[f].name) % (quint32(m_colours.size()) / hues);
        out[f] = quint8(tint * hues + hue);
    }
    if (modulesOut)
        *modulesOut = std::move(modules);
    return out;
}

} // namespace hearth
