// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/latesttask.h"
#include "store/memoryfetch.h"

#include <QWidget>

#include <atomic>
#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSettings;

namespace hearth {

class MemoryChart;
class StoreSecrets;

/// The store window's Memory tab (issue 18, "a worker was OOMKilled"): the component's
/// memory over the window, one line per instance with the restarts marked, the reading in one
/// sentence above the chart, and the runtime beside the component (with why a component has
/// no memory profile). The metrics server's URL and query are kept per connection (the query
/// per component) in the settings. Fetching runs on a worker thread; a new request cancels
/// the one before.
class MemoryView : public QWidget
{
    Q_OBJECT
public:
    explicit MemoryView(QSettings *settings = nullptr, QWidget *parent = nullptr);
    ~MemoryView() override;

    /// Where the metrics server's password or token is kept (the store window's keychain);
    /// without, it is kept for the session only.
    void setSecrets(StoreSecrets *secrets);
    /// The store's connection; the metrics server's URL, auth and user saved for it are
    /// restored (the secret from the keychain).
    void setConnection(const StoreConnection &connection);
    /// The metrics server as the fields say: URL, auth (none, basic, bearer), user, secret.
    std::optional<StoreConnection> prometheusConnection() const;
    /// Reads the component over [fromMs, untilMs).
    void show(const QString &component, qint64 fromMs, qint64 untilMs);
    void reload();

    const MemoryReport &report() const { return m_report; }
    QString component() const { return m_componentName; }
    qint64 fromMs() const { return m_fromMs; }
    qint64 untilMs() const { return m_untilMs; }
    bool isBusy() const { return m_fetch.isRunning(); }

    // Parts, for the window and for tests.
    QLabel *componentLabel() const { return m_component; }
    QLabel *runtimeLabel() const { return m_runtime; }
    QLabel *sentenceLabel() const { return m_sentence; }
    QLabel *sourceLabel() const { return m_source; }
    QLineEdit *prometheusField() const { return m_promUrl; }
    QLineEdit *queryField() const { return m_query; }
    QComboBox *authBox() const { return m_auth; }
    QLineEdit *userField() const { return m_user; }
    QLineEdit *secretField() const { return m_secret; }
    MemoryChart *chart() const { return m_chart; }

Q_SIGNALS:
    void shown();

protected:
    /// View ▸ Language: the sentences, the source and the chart made again from the report.
    void changeEvent(QEvent *event) override;

private:
    void start();
    void apply(const MemoryReport &report);
    void showReport();
    void saveSettings();
    QString settingsKey(const QString &what) const;

    QSettings *m_settings;
    StoreSecrets *m_secrets = nullptr;
    StoreConnection m_connection;
    QString m_componentName;
    qint64 m_fromMs = 0;
    qint64 m_untilMs = 0;
    MemoryReport m_report;
    bool m_haveReport = false;
    LatestTask<MemoryReport> m_fetch; // a fetch for an older choice is dropped and stopped
    QLabel *m_component;
    QLabel *m_runtime;
    QLabel *m_sentence;
    QLabel *m_source;
    QLineEdit *m_promUrl;
    QLineEdit *m_query;
    QComboBox *m_auth;
    QLineEdit *m_user;
    QLineEdit *m_secret;
    QPushButton *m_read;
    MemoryChart *m_chart;
};

} // namespace hearth
