// SPDX-License-Identifier: MIT
#include "transformchipbar.h"

#include "itemmodels/untrustedtext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace hearth {

TransformChipBar::TransformChipBar(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QHBoxLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(4);
    hide();
}

QString TransformChipBar::describe(const Transform &t)
{
    const QString &a = t.argument;
    switch (t.kind) {
    case Transform::Kind::Hide:
        return tr("hide: /%1/").arg(a);
    case Transform::Kind::Focus:
        return tr("keep samples through: /%1/").arg(a);
    case Transform::Kind::Ignore:
        return tr("drop samples through: /%1/").arg(a);
    case Transform::Kind::FocusFunction:
        return tr("focus on function: %1").arg(a);
    case Transform::Kind::MergeFunction:
        return tr("merge into callers: %1").arg(a);
    case Transform::Kind::CollapseDirectRecursion:
        return tr("collapse direct recursion");
    case Transform::Kind::CollapseRecursion:
        return tr("collapse recursion: %1").arg(a);
    case Transform::Kind::FocusSubtree:
        return tr("focus on subtree: %1").arg(a);
    }
    return t.toString();
}

QString TransformChipBar::describe(const TransformList &transforms)
{
    QStringList parts;
    for (const Transform &t : transforms)
        parts << describe(t);
    return parts.join(QStringLiteral(" · "));
}

void TransformChipBar::setTransforms(const TransformList &transforms)
{
    m_transforms = transforms;
    rebuild();
}

void TransformChipBar::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        rebuild();
}

void TransformChipBar::rebuild()
{
    // Later: a chip's click is what removes it.
    m_chips.clear();
    while (QLayoutItem *item = m_layout->takeAt(0)) {
        if (QWidget *w = item->widget()) {
            w->hide();
            w->deleteLater();
        }
        delete item;
    }
    if (m_transforms.isEmpty()) {
        hide();
        return;
    }
    auto *label = new QLabel(tr("Transforms:"), this);
    label->setTextFormat(Qt::PlainText);
    m_layout->addWidget(label);
    for (qsizetype i = 0; i < m_transforms.size(); ++i) {
        const QString text = describe(m_transforms[i]);
        auto *chip = new QToolButton(this);
        // menuText: plain, bounded, and '&' doubled so a name never becomes a mnemonic.
        chip->setText(UntrustedText::menuText(text));
        chip->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
        chip->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        chip->setLayoutDirection(Qt::RightToLeft); // the ✕ after the text
        chip->setToolTip(UntrustedText::toolTip(
            tr("Remove this transform: %1").arg(UntrustedText::display(text, 1000))));
        chip->setAccessibleName(tr("Remove transform %1").arg(UntrustedText::display(text)));
        chip->setAutoRaise(false);
        connect(chip, &QToolButton::clicked, this, [this, i] { Q_EMIT removeRequested(int(i)); });
        m_layout->addWidget(chip);
        m_chips << chip;
    }
    m_layout->addStretch(1);
    show();
}

} // namespace hearth
