// SPDX-License-Identifier: MIT
#pragma once

#include "flamecolouring.h"

#include <vector>

namespace hearth {

/// The single flame graph's colours: a hue per package or module and a tint per function
/// inside it (FlamePalette::functionColours), so that one library reads as one colour.
class PackageColouring : public FlameColouring
{
public:
    explicit PackageColouring(const CallTree &tree);

    int colourCount(const FlamePalette &palette) const override;
    QColor colour(int index, const FlamePalette &palette) const override;
    int colourIndex(const CallTree &tree, quint32 node) const override;

    /// The module (mapping file) each function was first seen in; empty where none.
    const std::vector<QString> &modules() const { return m_modules; }

private:
    std::vector<quint8> m_colours; // per function
    std::vector<QString> m_modules;
};

} // namespace hearth
