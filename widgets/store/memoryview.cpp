// SPDX-License-Identifier: MIT
#include "memoryview.h"

#include "memorychart.h"

#include "store/storesecrets.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace hearth {

namespace {

QLabel *plainLabel(QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setTextFormat(Qt::PlainText); // server text is never rich text
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

} // namespace

MemoryView::MemoryView(QSettings *settings, QWidget *parent)
    : QWidget(parent)
    , m_settings(settings)
    , m_component(plainLabel(this))
    , m_runtime(plainLabel(this))
    , m_sentence(plainLabel(this))
    , m_source(plainLabel(this))
    , m_promUrl(new QLineEdit(this))
    , m_query(new QLineEdit(this))
    , m_auth(new QComboBox(this))
    , m_user(new QLineEdit(this))
    , m_secret(new QLineEdit(this))
    , m_read(new QPushButton(tr("Read"), this))
    , m_chart(new MemoryChart(this))
{
    QFont big = m_sentence->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    m_sentence->setFont(big);
    m_promUrl->setPlaceholderText(tr("https://prometheus.example.com (optional)"));
    m_promUrl->setToolTip(tr("A Prometheus-compatible metrics server (Prometheus, Mimir, Thanos, "
                             "VictoriaMetrics): the memory of components that push no memory "
                             "profile, and which restarts were OOM kills."));
    m_query->setToolTip(tr("The PromQL query of the component's memory, one series per "
                           "instance. Empty: the container's working set."));
    m_auth->addItem(tr("No auth"), int(StoreConnection::Auth::None));
    m_auth->addItem(tr("Basic"), int(StoreConnection::Auth::Basic));
    m_auth->addItem(tr("Bearer token"), int(StoreConnection::Auth::Bearer));
    m_user->setPlaceholderText(tr("user"));
    m_secret->setPlaceholderText(tr("password or token"));
    m_secret->setEchoMode(QLineEdit::Password);
    const auto updateAuth = [this] {
        const auto auth = StoreConnection::Auth(m_auth->currentData().toInt());
        m_user->setEnabled(auth == StoreConnection::Auth::Basic);
        m_secret->setEnabled(auth != StoreConnection::Auth::None);
    };
    connect(m_auth, &QComboBox::currentIndexChanged, this, updateAuth);
    updateAuth();
    auto *head = new QHBoxLayout;
    head->addWidget(m_component);
    head->addWidget(m_runtime, 1);
    auto *form = new QFormLayout;
    auto *serverRow = new QHBoxLayout;
    serverRow->addWidget(m_promUrl, 1);
    serverRow->addWidget(m_auth);
    serverRow->addWidget(m_user);
    serverRow->addWidget(m_secret);
    form->addRow(tr("Metrics server:"), serverRow);
    auto *queryRow = new QHBoxLayout;
    queryRow->addWidget(m_query, 1);
    queryRow->addWidget(m_read);
    form->addRow(tr("Query:"), queryRow);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(head);
    layout->addLayout(form);
    layout->addWidget(m_sentence);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_source);
    connect(m_read, &QPushButton::clicked, this, [this] {
        saveSettings();
        reload();
    });
    connect(m_promUrl, &QLineEdit::returnPressed, m_read, &QPushButton::click);
    connect(m_query, &QLineEdit::returnPressed, m_read, &QPushButton::click);
    connect(m_secret, &QLineEdit::returnPressed, m_read, &QPushButton::click);
    m_sentence->setText(tr("Choose a component to read its memory between restarts."));
}

MemoryView::~MemoryView()
{
    m_fetch.cancel();
    m_fetch.waitForFinished();
}

QString MemoryView::settingsKey(const QString &what) const
{
    const QString base = m_connection.baseUrl
                             .adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment |
                                       QUrl::RemoveUserInfo | QUrl::StripTrailingSlash)
                             .toString();
    return QStringLiteral("memory/") +
           QString::fromLatin1(
               QUrl::toPercentEncoding(base).toBase64(QByteArray::Base64UrlEncoding)) +
           QLatin1Char('/') + what;
}

void MemoryView::setSecrets(StoreSecrets *secrets)
{
    if (m_secrets)
        m_secrets->disconnect(this);
    m_secrets = secrets;
    if (m_secrets) {
        connect(m_secrets, &StoreSecrets::fetched, this,
                [this](const QString &key, const QString &secret, bool found) {
                    if (found && key == settingsKey(QStringLiteral("secret")) &&
                        m_secret->text().isEmpty())
                        m_secret->setText(secret);
                });
    }
}

void MemoryView::setConnection(const StoreConnection &connection)
{
    m_connection = connection;
    const auto value = [this](const QString &what) {
        return m_settings ? m_settings->value(settingsKey(what)) : QVariant();
    };
    m_promUrl->setText(value(QStringLiteral("prometheus")).toString());
    const int auth = m_auth->findData(value(QStringLiteral("auth")).toInt());
    m_auth->setCurrentIndex(qMax(0, auth));
    m_user->setText(value(QStringLiteral("user")).toString());
    m_secret->clear();
    if (m_secrets && m_auth->currentIndex() > 0)
        m_secrets->fetch(settingsKey(QStringLiteral("secret")));
}

std::optional<StoreConnection> MemoryView::prometheusConnection() const
{
    const QUrl url(m_promUrl->text().trimmed(), QUrl::StrictMode);
    if (!url.isValid() || url.host().isEmpty())
        return std::nullopt;
    StoreConnection p;
    p.baseUrl = url;
    p.timeoutMs = m_connection.timeoutMs;
    p.auth = StoreConnection::Auth(m_auth->currentData().toInt());
    if (p.auth == StoreConnection::Auth::Basic)
        p.user = m_user->text();
    if (p.auth != StoreConnection::Auth::None)
        p.secret = m_secret->text();
    return p;
}

void MemoryView::saveSettings()
{
    if (!m_settings)
        return;
    m_settings->setValue(settingsKey(QStringLiteral("prometheus")), m_promUrl->text().trimmed());
    m_settings->setValue(settingsKey(QStringLiteral("auth")), m_auth->currentData().toInt());
    m_settings->setValue(settingsKey(QStringLiteral("user")), m_user->text());
    // The secret never goes into the settings: the keychain, or the session.
    if (m_secrets && m_auth->currentIndex() > 0 && !m_secret->text().isEmpty())
        m_secrets->store(settingsKey(QStringLiteral("secret")), m_secret->text());
    if (!m_componentName.isEmpty()) {
        const QString key = settingsKey(QStringLiteral("query/") + m_componentName);
        const QString q = m_query->text().trimmed();
        if (q.isEmpty() || q == MemoryFetch::defaultQuery(m_componentName))
            m_settings->remove(key);
        else
            m_settings->setValue(key, q);
    }
}

void MemoryView::show(const QString &component, qint64 fromMs, qint64 untilMs)
{
    if (component != m_componentName) {
        m_componentName = component;
        const QString saved =
            m_settings
                ? m_settings->value(settingsKey(QStringLiteral("query/") + component)).toString()
                : QString();
        m_query->setText(saved.isEmpty() ? MemoryFetch::defaultQuery(component) : saved);
    }
    m_fromMs = fromMs;
    m_untilMs = untilMs;
    reload();
}

void MemoryView::reload()
{
    if (m_componentName.isEmpty() || m_untilMs <= m_fromMs)
        return;
    start();
}

void MemoryView::start()
{
    MemoryFetch::Request req;
    req.store = m_connection;
    req.component = m_componentName;
    req.fromMs = m_fromMs;
    req.untilMs = m_untilMs;
    req.prometheus = prometheusConnection();
    if (req.prometheus)
        req.query = m_query->text().trimmed();
    m_component->setText(m_componentName);
    m_sentence->setText(tr("Reading the memory of %1…").arg(m_componentName));
    m_fetch.start(
        [req](const std::atomic<bool> *cancelled) { return MemoryFetch::run(req, cancelled); },
        [this](const MemoryReport &r) { apply(r); });
}

void MemoryView::apply(const MemoryReport &r)
{
    m_report = r;
    m_haveReport = true;
    showReport();
    Q_EMIT shown();
}

void MemoryView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    if (isBusy())
        m_sentence->setText(tr("Reading the memory of %1…").arg(m_componentName));
    else if (m_haveReport)
        showReport();
}

void MemoryView::showReport()
{
    const MemoryReport &r = m_report;
    if (!r.ok()) {
        m_sentence->setText(tr("The %1 failed: %2")
                                .arg(r.errorSource == QLatin1String("prometheus")
                                         ? tr("metrics server")
                                         : tr("profile store"),
                                     r.error.toString()));
        m_chart->clear();
        m_source->clear();
        return;
    }
    m_runtime->setText(r.runtime.kind == ComponentRuntime::Kind::Unknown
                           ? tr("(runtime unknown)")
                           : tr("(%1)").arg(r.runtime.displayName()));
    QString sentence = r.sentence();
    if (!r.nextStep().isEmpty())
        sentence += QLatin1Char(' ') + r.nextStep();
    if (r.memoryType.isEmpty() && r.source != MemoryReport::Source::None)
        sentence += QLatin1Char('\n') + r.runtime.noMemoryProfileHint();
    m_sentence->setText(sentence);
    m_chart->setSeries(r.series, r.reading, r.fromMs, r.untilMs);
    QString source;
    switch (r.source) {
    case MemoryReport::Source::Pyroscope:
        source = tr("Memory from the store's %1, one line per %2.")
                     .arg(r.memoryType, r.instanceLabel.isEmpty() ? tr("series") : r.instanceLabel);
        break;
    case MemoryReport::Source::Prometheus:
        source = tr("Memory from the metrics server (%1), one line per %2.")
                     .arg(r.query, r.instanceLabel.isEmpty() ? tr("series") : r.instanceLabel);
        // Why not the store's: it failed, or has no memory series of the component.
        if (r.storeError.isError())
            source += QLatin1Char(' ') + tr("The profile store failed (%1); the metrics server "
                                            "answered instead.")
                                             .arg(r.storeError.toString());
        else if (!r.memoryType.isEmpty())
            source += QLatin1Char(' ') +
                      tr("The store has no series of %1 in this window.").arg(r.memoryType);
        break;
    case MemoryReport::Source::None:
        source = tr("No memory series: the component pushes no memory profile and no metrics "
                    "server answered for it.");
        break;
    }
    if (r.oomQueryError.isError())
        source +=
            QLatin1Char(' ') +
            tr("Whether a restart was an OOM kill is unknown: %1").arg(r.oomQueryError.toString());
    m_source->setText(source);
}

} // namespace hearth
