// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QIcon>

namespace hearth {

/// Hearth's own action icons: small monochrome SVGs in resources/icons, compiled in, drawn in
/// the application palette's text colour when painted (so they follow a dark theme and grey
/// out when disabled).
class HearthIcons
{
public:
    enum Icon {
        Open,
        Export,
        Back,
        Forward,
        Home,
        Search,
        Flame,
        Icicle,
        SkipTrunk,
        Sandwich,
        Compare,
        IconCount
    };

    static QIcon icon(Icon icon);
    /// Hearth's own (coloured) application icon, for the windows' title bars.
    static QIcon appIcon();
    /// The resource path of an icon's SVG (":/icons/…svg").
    static QString resourcePath(Icon icon);
    /// The colour an icon is drawn in for a mode, from the application palette.
    static QColor colourFor(QIcon::Mode mode);
};

} // namespace hearth
