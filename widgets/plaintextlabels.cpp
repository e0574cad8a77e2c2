// SPDX-License-Identifier: MIT
#include "plaintextlabels.h"

#include <QLabel>

namespace hearth {

void makeLabelsPlain(QWidget *widget)
{
    const auto labels = widget->findChildren<QLabel *>();
    for (QLabel *l : labels)
        l->setTextFormat(Qt::PlainText);
}

} // namespace hearth
