// SPDX-License-Identifier: MIT
#include "storewindow.h"

#include "retranslator.h"

#include "comparewindow.h"
#include "comparewithdialog.h"
#include "memoryview.h"
#include "profileview.h"
#include "storeconnectiondialog.h"
#include "storerangedialog.h"
#include "storeview.h"

#include "store/storesecrets.h"
#include "store/storetime.h"

#include "itemmodels/untrustedtext.h"
#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>

#include <algorithm>

namespace hearth {

namespace {

QString normalized(const QUrl &url)
{
    QString s = url.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::RemoveUserInfo |
                             QUrl::StripTrailingSlash)
                    .toString();
    return s;
}

} // namespace

StoreWindow::StoreWindow(QSettings *settings, StoreSecrets *secrets, QWidget *parent)
    : ShellWindow(Kind::Store, settings, parent)
    , m_settings(settings)
    , m_secrets(secrets ? secrets : new StoreSecrets(QStringLiteral("hearth-store"), this))
    , m_view(new StoreView(settings, this))
{
    setWindowTitle(tr("Profile store"));
    // Profiles, and the component's memory between restarts (issue 18) beside them.
    m_memory = new MemoryView(settings, this);
    m_memory->setSecrets(m_secrets);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_view, tr("Profiles"));
    m_tabs->addTab(m_memory, tr("Memory"));
    setCentralWidget(m_tabs);
    auto followView = [this] {
        const QString c = m_view->currentComponent();
        if (m_tabs->currentWidget() != m_memory || c.isEmpty())
            return;
        if (!m_memoryLink.isEmpty()) {
            if (c != m_memoryLink)
                return; // the Profiles tab has not reached the memory link's component yet
            m_memoryLink.clear();
        }
        if (c != m_memory->component() || m_view->fromMs() != m_memory->fromMs() ||
            m_view->untilMs() != m_memory->untilMs())
            m_memory->show(c, m_view->fromMs(), m_view->untilMs());
    };
    connect(m_tabs, &QTabWidget::currentChanged, this, [this, followView] {
        if (m_tabs->currentWidget() != m_memory)
            m_memoryLink.clear();
        followView();
    });
    connect(m_view, &StoreView::linkChanged, this, followView);
    m_connect = new QAction(tr("&Connect…"), this);
    m_openLink =
        ShellWindow::openLinkAction(); // the shell's File ▸ Open Link…, here for store links
    m_copyLink = new QAction(tr("&Copy Link"), this);
    m_copyLink->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    auto *reload = new QAction(tr("&Reload"), this);
    reload->setShortcut(QKeySequence::Refresh);
    auto *cancel = new QAction(tr("Cancel"), this);
    cancel->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(m_connect, &QAction::triggered, this, &StoreWindow::showConnections);
    connect(m_copyLink, &QAction::triggered, this, [this] {
        if (m_tabs->currentWidget() != m_memory || m_memory->component().isEmpty()) {
            m_view->copyLink();
            return;
        }
        // On the Memory tab: a link to the component's memory over its window.
        StoreLink link;
        link.base = m_view->connection().baseUrl;
        link.view = StoreLink::View::Memory;
        link.component = m_memory->component();
        link.fromMs = m_memory->fromMs();
        link.untilMs = m_memory->untilMs();
        if (QClipboard *clipboard = QGuiApplication::clipboard())
            clipboard->setText(link.toUrl().toString(QUrl::FullyEncoded));
    });
    connect(reload, &QAction::triggered, m_view, &StoreView::reload);
    connect(cancel, &QAction::triggered, m_view, &StoreView::cancel);
    // Ctrl+F searches the profile from anywhere in the window (one owner of the key).
    setFindAction(m_view->profileView()->findAction());
    editMenu()->addAction(m_copyLink);
    QMenu *menu = menuBar()->addMenu(tr("&Store"));
    menu->addActions({m_connect, m_openLink, m_copyLink, reload, cancel});
    m_compare = new QAction(tr("Compare &With…"), this);
    m_compare->setShortcut(QKeySequence(tr("Ctrl+Shift+D")));
    m_compare->setToolTip(tr("Compare this component over this range with an open profile, "
                             "build span or store window, or a file."));
    m_compareEarlier = new QAction(tr("Compare with an &Earlier Range…"), this);
    m_compareEarlier->setShortcut(QKeySequence(tr("Ctrl+Shift+E")));
    m_compareEarlier->setToolTip(tr("The same component over another range: the same length an "
                                    "hour, a day or a week earlier, or a range of your own."));
    connect(m_compare, &QAction::triggered, this, &StoreWindow::compareWith);
    connect(m_compareEarlier, &QAction::triggered, this, &StoreWindow::compareWithEarlierRange);
    auto updateCompare = [this] {
        const bool have = currentRange().has_value();
        m_compare->setEnabled(have);
        m_compareEarlier->setEnabled(have);
    };
    connect(m_view, &StoreView::linkChanged, this, updateCompare);
    updateCompare();
    QMenu *compare = menuBar()->addMenu(tr("&Compare"));
    compare->addActions({m_compare, m_compareEarlier});
    QToolBar *bar = addToolBar(tr("Store"));
    bar->setObjectName(QStringLiteral("storeToolBar")); // for saveState
    bar->addActions({m_connect, m_openLink, m_copyLink, reload});
    // How many nodes the server keeps in a merged profile; the rest become "other".
    auto *maxNodes = new QSpinBox(this);
    maxNodes->setRange(1024, 16 * 1024 * 1024);
    maxNodes->setSingleStep(16384);
    maxNodes->setToolTip(tr("The server merges the frames below this many nodes into one frame "
                            "named \"other\". More nodes: more detail, larger answers."));
    const qint64 saved =
        settings ? settings->value(QStringLiteral("store/maxNodes"), StoreQuery::DefaultMaxNodes)
                       .toLongLong()
                 : StoreQuery::DefaultMaxNodes;
    maxNodes->setValue(int(std::clamp<qint64>(saved, 1024, 16 * 1024 * 1024)));
    m_view->setMaxNodes(maxNodes->value());
    bar->addSeparator();
    bar->addWidget(new QLabel(tr("Max nodes:"), this));
    bar->addWidget(maxNodes);
    connect(maxNodes, &QSpinBox::editingFinished, this, [this, maxNodes] {
        if (m_settings)
            m_settings->setValue(QStringLiteral("store/maxNodes"), maxNodes->value());
        if (m_view->maxNodes() != maxNodes->value())
            m_view->setMaxNodes(maxNodes->value());
    });
    connect(m_view, &StoreView::failed, this, [this](const StoreError &e) {
        statusBar()->showMessage(UntrustedText::display(e.toString()), 10000);
    });
    connect(
        m_secrets, &StoreSecrets::fetched, this,
        [this](const QString &key, const QString &secret, bool found) {
            if (key != m_waitingForSecret)
                return;
            m_waitingForSecret.clear();
            StoreConnectionList::Entry e = m_entry;
            if (found)
                e.connection.secret = secret;
            else
                statusBar()->showMessage(
                    tr("No saved password or token for %1.").arg(UntrustedText::display(e.name)),
                    10000);
            apply(e);
        });
    connect(m_view, &StoreView::busyChanged, this, [this](bool busy) { setBusy(busy); });
    finishShell(QSize(1200, 800));
}

void StoreWindow::connectTo(const StoreConnectionList::Entry &entry)
{
    m_entry = entry;
    if (entry.connection.auth != StoreConnection::Auth::None && entry.connection.secret.isEmpty() &&
        !entry.name.isEmpty()) {
        m_waitingForSecret = StoreConnectionList::secretKey(entry);
        m_secrets->fetch(m_waitingForSecret);
        return;
    }
    apply(entry);
}

void StoreWindow::apply(const StoreConnectionList::Entry &entry)
{
    const QString where = entry.name.isEmpty() ? entry.connection.baseUrl.host() : entry.name;
    setWindowTitle(
        entry.connection.tenant.isEmpty()
            ? tr("store: %1").arg(UntrustedText::display(where, UntrustedText::ShortLength))
            : tr("store: %1 (tenant %2)")
                  .arg(
                      UntrustedText::display(where, UntrustedText::ShortLength),
                      UntrustedText::display(entry.connection.tenant, UntrustedText::ShortLength)));
    m_view->setConnection(entry.connection);
    m_memory->setConnection(entry.connection);
    if (m_pendingLink) {
        const StoreLink link = *m_pendingLink;
        m_pendingLink.reset();
        follow(link);
    }
}

void StoreWindow::follow(const StoreLink &link)
{
    if (link.view == StoreLink::View::Memory)
        m_memoryLink = link.component; // before the view follows the link and says so
    m_view->openLink(link);
    if (link.view != StoreLink::View::Memory)
        return;
    m_tabs->setCurrentWidget(m_memory);
    m_memory->show(link.component, link.fromMs, link.untilMs);
}

void StoreWindow::showMemory()
{
    m_tabs->setCurrentWidget(m_memory); // follows the view's component and window
}

bool StoreWindow::openUrl(const QUrl &url)
{
    const auto link = StoreLink::parse(url, StoreTime::nowMs());
    const QUrl base = link ? link->base : url;
    if (!base.isValid() || base.host().isEmpty() ||
        (base.scheme() != QLatin1String("http") && base.scheme() != QLatin1String("https")))
        return false;
    StoreConnectionList::Entry entry;
    entry.connection.baseUrl = base;
    if (m_settings) {
        for (const auto &saved : StoreConnectionList::load(*m_settings)) {
            if (normalized(saved.connection.baseUrl) == normalized(base)) {
                entry = saved;
                break;
            }
        }
    }
    if (normalized(entry.connection.baseUrl) == normalized(m_view->connection().baseUrl) &&
        m_waitingForSecret.isEmpty() && link) {
        follow(*link); // already connected there
        addRecent(RecentFiles::Kind::StoreLink, url.toString());
        return true;
    }
    m_pendingLink = link;
    connectTo(entry);
    if (link)
        addRecent(RecentFiles::Kind::StoreLink, url.toString());
    return true;
}

void StoreWindow::openLocation(const QString &fileOrUrl)
{
    if (fileOrUrl.contains(QLatin1String("/components/")) && openUrl(QUrl(fileOrUrl)))
        return;
    ShellWindow::openLocation(fileOrUrl);
}

void StoreWindow::showConnections()
{
    StoreConnectionDialog dialog(m_settings, m_secrets, this);
    if (dialog.exec() == QDialog::Accepted)
        connectTo(dialog.chosen());
}

void StoreWindow::askForLink()
{
    bool ok = false;
    const QString text =
        QInputDialog::getText(this, tr("Open Link"), tr("A profile store link or URL:"),
                              QLineEdit::Normal, QString(), &ok);
    if (!ok || text.trimmed().isEmpty())
        return;
    const QUrl url = QUrl::fromUserInput(text.trimmed());
    if (url.path().endsWith(QLatin1String(".profbundle"))) {
        ShellWindow::openLocation(url.toString());
        return;
    }
    if (!openUrl(url))
        statusBar()->showMessage(
            tr("Not a profile store link: %1").arg(UntrustedText::display(text)), 10000);
}

std::optional<StoreRange> StoreWindow::currentRange() const
{
    if (m_view->currentComponent().isEmpty() || m_view->currentType().isEmpty())
        return std::nullopt;
    StoreRange r;
    r.connection = m_view->connection();
    r.component = m_view->currentComponent();
    r.profileType = m_view->currentType();
    r.operationLabel = m_view->operationLabel();
    r.operationValue = m_view->operationValue();
    r.fromMs = m_view->fromMs();
    r.untilMs = m_view->untilMs();
    r.maxNodes = m_view->maxNodes();
    return r;
}

QList<CompareSource> StoreWindow::compareSources() const
{
    const std::optional<StoreRange> range = currentRange();
    if (!range)
        return {};
    CompareSource s = range->source();
    s.transforms = m_view->profileView()->transforms();
    s.owner = const_cast<StoreWindow *>(this);
    s.group = windowTitle();
    return {s};
}

QSettings &StoreWindow::settingsForCompare()
{
    return shellSettings(); // the given settings, or the window's own
}

void StoreWindow::compareWith()
{
    const QList<CompareSource> self = compareSources();
    if (self.isEmpty())
        return;
    CompareWithDialog::compare(self.first(), settingsForCompare(), this);
}

void StoreWindow::compareWithEarlierRange()
{
    const std::optional<StoreRange> range = currentRange();
    if (!range)
        return;
    StoreRangeDialog dialog(range->title(), range->fromMs, range->untilMs, this);
    if (dialog.exec() == QDialog::Accepted)
        compareWithRange(dialog.fromMs(), dialog.untilMs());
}

CompareWindow *StoreWindow::compareWithRange(qint64 fromMs, qint64 untilMs)
{
    const std::optional<StoreRange> range = currentRange();
    if (!range || untilMs <= fromMs)
        return nullptr;
    StoreRange other = *range;
    other.fromMs = fromMs;
    other.untilMs = untilMs;
    auto *w = new CompareWindow(settingsForCompare());
    w->show();
    CompareSource earlier = other.source();
    earlier.transforms = m_view->profileView()->transforms(); // on both sides
    w->compareSources(earlier, range->source());
    return w;
}

void StoreWindow::changeEvent(QEvent *event)
{
    ShellWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        Retranslator::retranslate(this);
}

} // namespace hearth
