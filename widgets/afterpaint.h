// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

#include <functional>

namespace hearth {

/// Runs a function in an event-loop pass after the repaint already asked for. Qt posts a
/// widget's repaint (QEvent::UpdateRequest) at low priority, behind every normal event: a
/// zero timer (QTimer::singleShot(0)) still runs before the paint. Posted at the same low
/// priority, after the repaint, the function runs once the window has painted. For work that
/// would hold up a new graph's first paint: starting the function table's computation (it
/// takes the other core and the memory bandwidth the layout needs) or a settings write (an
/// fdatasync on the GUI thread).
class AfterPaint : public QObject
{
    Q_OBJECT

public:
    /// f runs once, on context's thread, unless context is destroyed first.
    static void run(QObject *context, std::function<void()> f);

protected:
    bool event(QEvent *event) override;

private:
    AfterPaint(QObject *context, std::function<void()> f);
    std::function<void()> m_f;
};

} // namespace hearth
