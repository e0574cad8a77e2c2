// SPDX-License-Identifier: MIT
#include "afterpaint.h"

#include <QCoreApplication>
#include <QEvent>

namespace hearth {

AfterPaint::AfterPaint(QObject *context, std::function<void()> f)
    : QObject(context)
    , m_f(std::move(f))
{}

void AfterPaint::run(QObject *context, std::function<void()> f)
{
    auto *runner = new AfterPaint(context, std::move(f));
    QCoreApplication::postEvent(runner, new QEvent(QEvent::User), Qt::LowEventPriority);
}

bool AfterPaint::event(QEvent *event)
{
    if (event->type() != QEvent::User)
        return QObject::event(event);
    // Gone before f runs: f may destroy the context, and this with it.
    deleteLater();
    const std::function<void()> f = std::move(m_f);
    f();
    return true;
}

} // namespace hearth
