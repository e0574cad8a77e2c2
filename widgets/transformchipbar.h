// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/transform.h"

#include <QWidget>

class QHBoxLayout;
class QToolButton;

namespace hearth {

/// The transform stack above the flame graph (issue 17): one removable chip per transform,
/// in the order applied ("hide: /rspec|opentelemetry/", "collapse recursion: Eval"). A
/// chip's text is the user's regular expression or a function name from the file: plain
/// text, never rich text or a mnemonic. Hidden while the stack is empty.
class TransformChipBar : public QWidget
{
    Q_OBJECT
public:
    explicit TransformChipBar(QWidget *parent = nullptr);

    void setTransforms(const TransformList &transforms);
    const TransformList &transforms() const { return m_transforms; }
    /// The chips, in order (for tests and the keyboard).
    QList<QToolButton *> chips() const { return m_chips; }

    /// How a transform reads on a chip, in the header of an export and in the undo history.
    static QString describe(const Transform &transform);
    /// Every transform described, joined with " · ".
    static QString describe(const TransformList &transforms);

Q_SIGNALS:
    void removeRequested(int index);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    TransformList m_transforms;
    QList<QToolButton *> m_chips;
    QHBoxLayout *m_layout;
};

} // namespace hearth
