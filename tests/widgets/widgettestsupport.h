// SPDX-License-Identifier: MIT
#pragma once

// Helpers shared by the widget tests.

#include "profilewindow.h"

#include "analysis/profilesnapshot.h"

#include "io/collapsedreader.h"
#include "io/profilereader.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QElapsedTimer>
#include <QImage>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QString>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>
#include <vector>

namespace hearth::test {

/// Runs a subcommand (`hearth render`, `hearth screenshot`: run(args, CliIo)) and keeps
/// what it printed in out and err.
inline QString dataPath(const char *name)
{
    return QStringLiteral(HEARTH_TEST_DATA "/") + QLatin1String(name);
}

/// main has a (b 30, c 10), d 50, e 1, f 1 and 8 self: total 100.
inline const char *basicFolded()
{
    return "main;a;b 30\nmain;a;c 10\nmain;d 50\nmain;e 1\nmain;f 1\nmain 8\n";
}

inline ProfileSnapshot snapshotOf(const char *folded)
{
    const ProfileResult r = CollapsedReader::parse(QByteArray(folded));
    return ProfileSnapshot::build(r.profile);
}

inline ProfileSnapshot snapshotOfFile(const char *name)
{
    const ProfileResult r = ProfileReader::readFile(dataPath(name));
    return ProfileSnapshot::build(r.profile, -1, QString::fromLatin1(name));
}

inline quint32 nodeNamed(const CallTree &t, const char *name)
{
    for (quint32 n = 1; n < t.nodeCount(); ++n) {
        if (t.name(n) == QLatin1String(name))
            return n;
    }
    return 0;
}

/// A pixel one row below the top edge of a frame and a few pixels in from its right edge,
/// where no label is drawn.
inline QPoint fillPoint(const QRect &frame)
{
    return QPoint(frame.right() - 4, frame.top() + 1);
}

/// The texts of a menu's actions, without separators and with the & shortcuts removed.
inline QStringList actionTexts(const QMenu *menu)
{
    QStringList texts;
    for (const QAction *a : menu->actions()) {
        if (!a->isSeparator())
            texts << a->text().remove(QLatin1Char('&'));
    }
    return texts;
}

/// Right-clicks widget at pos (a context menu event, as the mouse sends it, or as the menu key
/// does with reason Keyboard), waits for the popup menu, hands it to inspect and then chooses
/// the action called choose with the keyboard (or closes the menu when choose is empty).
/// Returns false when no menu opened.
inline bool useContextMenu(QWidget *widget, const QPoint &pos, const QString &choose,
                           const std::function<void(QMenu *)> &inspect = {},
                           QContextMenuEvent::Reason reason = QContextMenuEvent::Mouse)
{
    bool opened = false;
    QElapsedTimer clock;
    clock.start();
    QTimer poll;
    poll.setInterval(10);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu) {
            if (clock.elapsed() > 5000)
                poll.stop();
            return;
        }
        poll.stop();
        opened = true;
        if (inspect)
            inspect(menu);
        QAction *target = nullptr;
        for (QAction *a : menu->actions()) {
            if (!choose.isEmpty() && a->text().remove(QLatin1Char('&')) == choose)
                target = a;
        }
        if (target) {
            menu->setActiveAction(target);
            QTest::keyClick(menu, Qt::Key_Return);
        } else {
            menu->close();
        }
    });
    poll.start();
    QContextMenuEvent event(reason, pos, widget->mapToGlobal(pos));
    QApplication::sendEvent(widget, &event);
    poll.stop();
    return opened;
}

/// QAbstractItemModelTester (QtTest reporting) on every table's sorting proxy and on the
/// model behind it, for as long as the returned list lives: two testers a table, one where a
/// table's model is no sorting proxy (compare the size to see that every one is).
inline std::vector<std::unique_ptr<QAbstractItemModelTester>>
testTableModels(std::initializer_list<QTableView *> tables)
{
    std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
    for (QTableView *t : tables) {
        QList<QAbstractItemModel *> models{t->model()};
        if (auto *proxy = qobject_cast<QSortFilterProxyModel *>(t->model()))
            models << proxy->sourceModel();
        for (QAbstractItemModel *m : models)
            testers.push_back(std::make_unique<QAbstractItemModelTester>(
                m, QAbstractItemModelTester::FailureReportingMode::QtTest));
    }
    return testers;
}

/// A ProfileWindow as a window test uses it: settings of its own in a scratch folder, no
/// error dialogs, kept when closed, shown (at size, when given); done counts its loads.
struct ProfileWindowFixture
{
    explicit ProfileWindowFixture(QSize size = {})
    {
        window.setAttribute(Qt::WA_DeleteOnClose, false);
        window.setShowErrorDialogs(false);
        if (size.isValid())
            window.resize(size);
        window.show();
    }
    /// Opens path and waits for the load to end: true when it opened.
    bool open(const QString &path)
    {
        const qsizetype before = done.count();
        window.openFile(path);
        return QTest::qWaitFor([&] { return done.count() > before; }, 30000) &&
               done.last().first().toBool();
    }

    QTemporaryDir dir;
    QSettings settings{dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat};
    ProfileWindow window{settings};
    QSignalSpy done{&window, &ProfileWindow::loadFinished};
};

} // namespace hearth::test
