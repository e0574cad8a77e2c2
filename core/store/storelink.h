// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/transform.h"

#include <QString>
#include <QUrl>

#include <optional>

namespace hearth {

/// A console link to a view of the store, as the console writes it and Hearth opens it:
/// `<base>/components/<name>/profile?type=<id>&operation=<label>=<value>&from=<ms>&until=<ms>`,
/// or the component's memory between restarts (the store window's Memory tab):
/// `<base>/components/<name>/memory?from=<ms>&until=<ms>`.
struct StoreLink
{
    enum class View { Profile, Memory };

    QUrl base; // the store's base URL (scheme, host, port and any path prefix)
    View view = View::Profile;
    QString component;
    QString profileType;    // may be empty: the view picks one
    QString operationLabel; // empty: the whole component
    QString operationValue;
    qint64 fromMs = 0;
    qint64 untilMs = 0;
    /// The view's reading transforms, in order (`&transform=hide:%20rspec`, repeated; a
    /// Hearth extension the console ignores).
    TransformList transforms;

    QUrl toUrl() const;
    /// Parses a link; from/until may also be relative (`now-1h`, `now`); missing ones default
    /// to the last hour before nowMs. nullopt when the URL is not such a link.
    static std::optional<StoreLink> parse(const QUrl &url, qint64 nowMs);
    friend bool operator==(const StoreLink &, const StoreLink &) = default;
};

} // namespace hearth
