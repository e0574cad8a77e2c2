// SPDX-License-Identifier: MIT
// Every window's keyboard shortcuts (issue 14, point 1): no two actions of a window own the
// same key (Qt then triggers neither: "Ambiguous shortcut overload"), a key means the same in
// every window, and each advertised shortcut reaches its action.
#include "buildwindow.h"
#include "comparewindow.h"
#include "flamegraphview.h"
#include "profileview.h"
#include "profilewindow.h"
#include "storeview.h"
#include "storewindow.h"
#include "widgettestsupport.h"

#include "store/storesecrets.h"

#include <QAction>
#include <QLineEdit>
#include <QMainWindow>
#include <QMap>
#include <QSettings>
#include <QShortcutEvent>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace hearth;
using namespace hearth::test;

namespace {

/// Records the shortcut events actions receive and eats them, so that no dialog opens.
class ShortcutRecorder : public QObject
{
public:
    struct Hit
    {
        QObject *target;
        bool ambiguous;
    };
    QList<Hit> hits;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Shortcut) {
            hits.append({watched, static_cast<QShortcutEvent *>(event)->isAmbiguous()});
            return true;
        }
        return false;
    }
};

QString plainText(const QAction *a)
{
    QString t = a->text();
    t.remove(QLatin1Char('&'));
    return t;
}

} // namespace

class TestWindowShortcuts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void eachShortcutTriggersItsAction_data();
    void eachShortcutTriggersItsAction();
    void ctrlFFocusesTheSearch_data();
    void ctrlFFocusesTheSearch();
    void aKeyMeansTheSameInEveryWindow();

private:
    QMainWindow *makeWindow(const QString &kind);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<StoreSecrets> m_secrets;
    std::unique_ptr<QMainWindow> m_window;
};

void TestWindowShortcuts::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_settings =
        std::make_unique<QSettings>(m_dir->filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    m_secrets = std::make_unique<StoreSecrets>(QStringLiteral("hearth-test"));
    m_secrets->setKeychainEnabled(false);
}

void TestWindowShortcuts::cleanup()
{
    m_window.reset();
}

QMainWindow *TestWindowShortcuts::makeWindow(const QString &kind)
{
    if (kind == QLatin1String("profile")) {
        auto *w = new ProfileWindow(*m_settings);
        w->setShowErrorDialogs(false);
        QSignalSpy done(w, &ProfileWindow::loadFinished);
        w->openFile(dataPath("go-cpu-small.pb.gz"));
        if (!done.wait(20000))
            qWarning("profile did not load");
        m_window.reset(w);
    } else if (kind == QLatin1String("build")) {
        auto *w = new BuildWindow(*m_settings);
        QSignalSpy done(w, &BuildWindow::bundleLoaded);
        w->openFile(QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle"));
        if (!done.wait(20000))
            qWarning("bundle did not load");
        m_window.reset(w);
    } else if (kind == QLatin1String("compare")) {
        m_window.reset(new CompareWindow(*m_settings));
    } else {
        m_window.reset(new StoreWindow(m_settings.get(), m_secrets.get()));
    }
    m_window->setAttribute(Qt::WA_DeleteOnClose, false);
    m_window->resize(1280, 720);
    m_window->show();
    m_window->activateWindow();
    if (!QTest::qWaitForWindowActive(m_window.get()))
        qWarning("window not active");
    return m_window.get();
}

void TestWindowShortcuts::eachShortcutTriggersItsAction_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QStringList>("expected"); // shortcuts the window must have
    // Every window has the shell's keys (ShellWindow).
    const QStringList shell{QStringLiteral("Ctrl+O"),
                            QStringLiteral("Ctrl+L"),
                            QKeySequence(QKeySequence::Close).toString(QKeySequence::PortableText),
                            QStringLiteral("Ctrl+Q"),
                            QStringLiteral("Ctrl+C"),
                            QStringLiteral("Ctrl+Shift+O"),
                            QStringLiteral("F1")};
    QTest::newRow("profile") << QStringLiteral("profile")
                             << shell + QStringList{QStringLiteral("Ctrl+F"),
                                                    QStringLiteral("Ctrl+Shift+D")};
    QTest::newRow("build") << QStringLiteral("build")
                           << shell + QStringList{QStringLiteral("Ctrl+F"),
                                                  QStringLiteral("Ctrl+Shift+D")};
    QTest::newRow("compare") << QStringLiteral("compare")
                             << shell + QStringList{QStringLiteral("Ctrl+F")};
    QTest::newRow("store") << QStringLiteral("store")
                           << shell + QStringList{
                                          QStringLiteral("Ctrl+F"), QStringLiteral("Ctrl+Shift+C"),
                                          QStringLiteral("Ctrl+Shift+D"), QStringLiteral("F5")};
}

void TestWindowShortcuts::eachShortcutTriggersItsAction()
{
    QFETCH(QString, kind);
    QFETCH(QStringList, expected);
    QMainWindow *w = makeWindow(kind);
    const auto views = w->findChildren<ProfileView *>();
    QVERIFY(!views.isEmpty());

    QList<QAction *> actions;
    QStringList keys;
    for (QAction *a : w->findChildren<QAction *>()) {
        if (a->shortcut().isEmpty())
            continue;
        actions << a;
        keys << a->shortcut().toString(QKeySequence::PortableText);
    }
    for (const QString &k : std::as_const(expected))
        QVERIFY2(keys.contains(k), qPrintable(k + QLatin1String(" missing in ") + kind));

    ShortcutRecorder recorder;
    for (QAction *a : std::as_const(actions)) {
        a->installEventFilter(&recorder);
        a->setEnabled(true); // the key is what is tested, not whether a profile is open
    }
    for (QAction *a : std::as_const(actions)) {
        // Where the user is: the flame graph, of the view the action belongs to if it belongs
        // to one.
        QWidget *focus = views.first()->flameGraph();
        for (QObject *p = a->parent(); p; p = p->parent()) {
            if (auto *v = qobject_cast<ProfileView *>(p)) {
                focus = v->flameGraph();
                break;
            }
        }
        focus->setFocus(Qt::OtherFocusReason);
        QTRY_VERIFY(focus->hasFocus());
        const QKeySequence seq = a->shortcut();
        const QString name =
            kind + QLatin1Char(' ') + seq.toString() + QLatin1Char(' ') + plainText(a);
        // A key the focused widget takes for itself (Esc in the graph) is the widget's there.
        QKeyEvent override(QEvent::ShortcutOverride, seq[0].key(), seq[0].keyboardModifiers());
        override.ignore();
        QCoreApplication::sendEvent(focus, &override);
        if (override.isAccepted())
            continue;
        recorder.hits.clear();
        QTest::keySequence(focus, seq);
        QVERIFY2(recorder.hits.size() == 1, qPrintable(name));
        QVERIFY2(recorder.hits.first().target == a, qPrintable(name));
        QVERIFY2(!recorder.hits.first().ambiguous, qPrintable(name + QLatin1String(" ambiguous")));
    }
}

void TestWindowShortcuts::ctrlFFocusesTheSearch_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("view");
    QTest::newRow("profile") << QStringLiteral("profile") << 0;
    QTest::newRow("build") << QStringLiteral("build") << 0;
    QTest::newRow("compare A") << QStringLiteral("compare") << 0;
    QTest::newRow("compare B") << QStringLiteral("compare") << 1;
    QTest::newRow("store") << QStringLiteral("store") << 0;
}

void TestWindowShortcuts::ctrlFFocusesTheSearch()
{
    QFETCH(QString, kind);
    QFETCH(int, view);
    QMainWindow *w = makeWindow(kind);
    const auto views = w->findChildren<ProfileView *>();
    QVERIFY(views.size() > view);
    ProfileView *v = views.at(view);
    for (QAction *a : w->findChildren<QAction *>())
        a->setEnabled(true);
    v->flameGraph()->setFocus(Qt::OtherFocusReason);
    QTRY_VERIFY(v->flameGraph()->hasFocus());
    QTest::keySequence(v->flameGraph(), QKeySequence::Find);
    QTRY_VERIFY(v->searchField()->hasFocus());
    // Esc in the search box clears it and returns to the graph.
    QTest::keyClicks(v->searchField(), QStringLiteral("malloc"));
    QTest::keyClick(v->searchField(), Qt::Key_Escape);
    QVERIFY(v->searchField()->text().isEmpty());
    QTRY_VERIFY(v->flameGraph()->hasFocus());
}

void TestWindowShortcuts::aKeyMeansTheSameInEveryWindow()
{
    QMap<QString, QString> meaning; // key → action text
    for (const QString &kind : {QStringLiteral("profile"), QStringLiteral("build"),
                                QStringLiteral("compare"), QStringLiteral("store")}) {
        QMainWindow *w = makeWindow(kind);
        for (QAction *a : w->findChildren<QAction *>()) {
            if (a->shortcut().isEmpty())
                continue;
            const QString key = a->shortcut().toString(QKeySequence::PortableText);
            const QString text = plainText(a);
            if (meaning.contains(key))
                QVERIFY2(meaning.value(key) == text,
                         qPrintable(key + QLatin1String(": ") + meaning.value(key) +
                                    QLatin1String(" / ") + text + QLatin1String(" in ") + kind));
            else
                meaning.insert(key, text);
        }
        m_window.reset();
    }
    QCOMPARE(meaning.value(QStringLiteral("Ctrl+Shift+D")), QStringLiteral("Compare With…"));
}

QTEST_MAIN(TestWindowShortcuts)
#include "tst_windowshortcuts.moc"
