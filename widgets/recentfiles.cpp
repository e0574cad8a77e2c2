// SPDX-License-Identifier: MIT
#include "recentfiles.h"

#include "settingswrite.h"

#include <QFileInfo>
#include <QSettings>
#include <QUrl>

namespace hearth {

namespace {
const auto kKey = QStringLiteral("recent/entries");
const auto kLegacyKey = QStringLiteral("recentFiles"); // profiles only, before the kinds

QString kindKey(RecentFiles::Kind kind)
{
    switch (kind) {
    case RecentFiles::Kind::Bundle:
        return QStringLiteral("bundle");
    case RecentFiles::Kind::StoreLink:
        return QStringLiteral("store");
    case RecentFiles::Kind::Profile:
        break;
    }
    return QStringLiteral("profile");
}
} // namespace

RecentFiles::RecentFiles(QSettings &settings)
    : m_settings(settings)
{}

QList<RecentFiles::Entry> RecentFiles::entries() const
{
    QList<Entry> out;
    if (!m_settings.contains(kKey)) {
        const QStringList legacy = m_settings.value(kLegacyKey).toStringList();
        for (const QString &p : legacy)
            out.append({Kind::Profile, p});
        return out;
    }
    // Each entry is "kind<TAB>location".
    const QStringList stored = m_settings.value(kKey).toStringList();
    for (const QString &s : stored) {
        const qsizetype tab = s.indexOf(QLatin1Char('\t'));
        if (tab <= 0 || tab + 1 >= s.size())
            continue;
        const QStringView key = QStringView(s).left(tab);
        Entry e;
        e.location = s.mid(tab + 1);
        if (key == QLatin1String("bundle"))
            e.kind = Kind::Bundle;
        else if (key == QLatin1String("store"))
            e.kind = Kind::StoreLink;
        else if (key == QLatin1String("profile"))
            e.kind = Kind::Profile;
        else
            continue;
        out.append(e);
    }
    return out;
}

void RecentFiles::add(Kind kind, const QString &location)
{
    if (location.isEmpty())
        return;
    QList<Entry> list = entries();
    list.removeIf([&](const Entry &e) { return e.location == location; });
    list.prepend({kind, location});
    QStringList stored;
    for (const Entry &e : std::as_const(list)) {
        if (stored.size() == MaxEntries)
            break;
        stored << kindKey(e.kind) + QLatin1Char('\t') + e.location;
    }
    SettingsWrite::set(m_settings, kKey, stored);
    SettingsWrite::remove(m_settings, kLegacyKey);
}

void RecentFiles::clear()
{
    m_settings.setValue(kKey, QStringList());
    m_settings.remove(kLegacyKey);
}

QString RecentFiles::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Bundle:
        return tr("build bundle");
    case Kind::StoreLink:
        return tr("store link");
    case Kind::Profile:
        break;
    }
    return tr("profile");
}

QString RecentFiles::shortName(const Entry &entry)
{
    const QUrl url(entry.location);
    if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https")) {
        if (entry.kind == Kind::StoreLink) {
            // …/components/<name>/profile?…: "host: name"
            const QStringList parts = url.path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
            const qsizetype c = parts.indexOf(QLatin1String("components"));
            if (c >= 0 && c + 1 < parts.size())
                return url.host() + QLatin1String(": ") + parts.at(c + 1);
            return url.host();
        }
        return url.fileName().isEmpty() ? url.host() : url.fileName();
    }
    return QFileInfo(entry.location).fileName();
}

} // namespace hearth
