// SPDX-License-Identifier: MIT
#include "retranslator.h"

#include "recordingtranslator.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QTabWidget>

namespace hearth {

namespace {

template <typename Get, typename Set> void again(Get get, Set set)
{
    const QString shown = get();
    const QString now = RecordingTranslator::translateAgain(shown);
    if (now != shown)
        set(now);
}

void retranslateWidget(QWidget *w)
{
    again([w] { return w->toolTip(); }, [w](const QString &t) { w->setToolTip(t); });
    again([w] { return w->statusTip(); }, [w](const QString &t) { w->setStatusTip(t); });
    again([w] { return w->accessibleName(); }, [w](const QString &t) { w->setAccessibleName(t); });
    if (w->isWindow())
        again([w] { return w->windowTitle(); }, [w](const QString &t) { w->setWindowTitle(t); });
    if (auto *l = qobject_cast<QLabel *>(w))
        again([l] { return l->text(); }, [l](const QString &t) { l->setText(t); });
    if (auto *b = qobject_cast<QAbstractButton *>(w))
        again([b] { return b->text(); }, [b](const QString &t) { b->setText(t); });
    if (auto *m = qobject_cast<QMenu *>(w))
        again([m] { return m->title(); }, [m](const QString &t) { m->setTitle(t); });
    if (auto *g = qobject_cast<QGroupBox *>(w))
        again([g] { return g->title(); }, [g](const QString &t) { g->setTitle(t); });
    if (auto *e = qobject_cast<QLineEdit *>(w))
        again([e] { return e->placeholderText(); },
              [e](const QString &t) { e->setPlaceholderText(t); });
    if (auto *tabs = qobject_cast<QTabWidget *>(w)) {
        for (int i = 0; i < tabs->count(); ++i) {
            again([tabs, i] { return tabs->tabText(i); },
                  [tabs, i](const QString &t) { tabs->setTabText(i, t); });
            again([tabs, i] { return tabs->tabToolTip(i); },
                  [tabs, i](const QString &t) { tabs->setTabToolTip(i, t); });
        }
    }
    if (auto *box = qobject_cast<QComboBox *>(w)) {
        for (int i = 0; i < box->count(); ++i)
            again([box, i] { return box->itemText(i); },
                  [box, i](const QString &t) { box->setItemText(i, t); });
    }
}

} // namespace

void Retranslator::retranslate(QWidget *window)
{
    retranslateWidget(window);
    const auto widgets = window->findChildren<QWidget *>();
    for (QWidget *w : widgets)
        retranslateWidget(w);
    const auto actions = window->findChildren<QAction *>();
    for (QAction *a : actions) {
        again([a] { return a->text(); }, [a](const QString &t) { a->setText(t); });
        again([a] { return a->toolTip(); }, [a](const QString &t) { a->setToolTip(t); });
        again([a] { return a->statusTip(); }, [a](const QString &t) { a->setStatusTip(t); });
    }
}

} // namespace hearth
