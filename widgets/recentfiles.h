// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

class QSettings;

namespace hearth {

/// The one Open Recent list of every window, kept in the settings: profiles, build bundles
/// (a file or an https address) and profile store links, newest first, each with its kind.
class RecentFiles
{
    Q_DECLARE_TR_FUNCTIONS(hearth::RecentFiles)
public:
    enum class Kind { Profile, Bundle, StoreLink };
    struct Entry
    {
        Kind kind = Kind::Profile;
        QString location; // an absolute path or a URL
        bool operator==(const Entry &) const = default;
    };
    static constexpr int MaxEntries = 10;

    explicit RecentFiles(QSettings &settings);

    /// Newest first. Before this list existed only profiles were kept (`recentFiles`): those
    /// are read as profiles.
    QList<Entry> entries() const;
    /// Puts location first (once: an older entry of it goes), keeps MaxEntries.
    void add(Kind kind, const QString &location);
    void clear();

    /// "profile", "build bundle", "store link", translated.
    static QString kindName(Kind kind);
    /// What the menu shows: a file's name, a link's host and component (untrusted: the caller
    /// passes it through UntrustedText).
    static QString shortName(const Entry &entry);

private:
    QSettings &m_settings;
};

} // namespace hearth
