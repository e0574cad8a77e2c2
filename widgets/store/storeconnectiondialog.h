// SPDX-License-Identifier: MIT
#pragma once

#include "store/storeconnectionlist.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSettings;
class QSpinBox;

namespace hearth {

class StoreClient;
class StoreProbe;
class StoreSecrets;
struct StoreOffer;

/// Add, edit and remove profile store connections (URL, tenant, none / basic / bearer). The
/// list goes into the settings; the password or token into the keychain through
/// StoreSecrets, or for the session only, which the dialog then says.
class StoreConnectionDialog : public QDialog
{
    Q_OBJECT
public:
    StoreConnectionDialog(QSettings *settings, StoreSecrets *secrets, QWidget *parent = nullptr);

    /// The connection chosen when the dialog was accepted (with its secret, if one was typed
    /// or is known this session).
    StoreConnectionList::Entry chosen() const;

    // Parts, for tests.
    QListWidget *list() const { return m_list; }
    QLineEdit *nameField() const { return m_name; }
    QLineEdit *urlField() const { return m_url; }
    QLineEdit *tenantField() const { return m_tenant; }
    QComboBox *authBox() const { return m_auth; }
    QLineEdit *userField() const { return m_user; }
    QLineEdit *secretField() const { return m_secret; }
    QLabel *secretNote() const { return m_secretNote; }
    QLabel *errorLabel() const { return m_error; }
    QPushButton *testButton() const { return m_test; }
    /// What the last test found: "Pyroscope 1.8.0 · profiles via SelectMergeProfile".
    QLabel *testResult() const { return m_testResult; }

public Q_SLOTS:
    void addNew();
    /// Validates and stores the form into the list (and the secret into the keychain).
    bool apply();
    void removeCurrent();
    void accept() override;
    /// Asks the server in the form (not saved yet) what it offers; testResult() says.
    void testConnection();

Q_SIGNALS:
    void tested(const hearth::StoreOffer &offer);

private:
    void showEntry(int row);
    void updateSecretNote();
    void save();
    /// The form as an entry, or false with the reason in the error label.
    bool formEntry(StoreConnectionList::Entry *e);
    void probe(StoreConnection connection);

    QSettings *m_settings;
    StoreSecrets *m_secrets;
    QList<StoreConnectionList::Entry> m_entries;
    int m_row = -1;

    QListWidget *m_list = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_url = nullptr;
    QLineEdit *m_tenant = nullptr;
    QComboBox *m_auth = nullptr;
    QLineEdit *m_user = nullptr;
    QLineEdit *m_secret = nullptr;
    QSpinBox *m_timeout = nullptr;
    QLabel *m_secretNote = nullptr;
    QLabel *m_error = nullptr;
    QPushButton *m_test = nullptr;
    QLabel *m_testResult = nullptr;
    StoreClient *m_client = nullptr;
    StoreProbe *m_probe = nullptr;
    QString m_testSecretKey; // the secret being fetched for a test
    StoreConnection m_testConnection;
};

} // namespace hearth
