// SPDX-License-Identifier: MIT
#include "flamecolouring.h"

#include "flamerenderer.h"

#include "itemmodels/untrustedtext.h"

namespace hearth {

bool FlameColouring::isHatched(quint32) const
{
    return false;
}

QString FlameColouring::label(const CallTree &tree, quint32 node, const QFontMetricsF &metrics,
                              double width) const
{
    return FlameRenderer::labelFor(UntrustedText::display(tree.name(node)), metrics, width);
}

QString FlameColouring::toolTip(quint32) const
{
    return {};
}

} // namespace hearth
