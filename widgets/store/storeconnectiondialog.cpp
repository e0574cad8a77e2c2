// SPDX-License-Identifier: MIT
#include "storeconnectiondialog.h"

#include "store/storeclient.h"
#include "store/storeprobe.h"
#include "store/storesecrets.h"
#include "store/storetime.h"

#include "itemmodels/untrustedtext.h"
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hearth {

StoreConnectionDialog::StoreConnectionDialog(QSettings *settings, StoreSecrets *secrets,
                                             QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_secrets(secrets)
{
    setWindowTitle(tr("Profile store connections"));
    if (m_settings)
        m_entries = StoreConnectionList::load(*m_settings);

    m_list = new QListWidget(this);
    for (const auto &e : std::as_const(m_entries))
        m_list->addItem(UntrustedText::display(e.name));
    auto *add = new QPushButton(tr("Add"), this);
    auto *remove = new QPushButton(tr("Remove"), this);

    m_name = new QLineEdit(this);
    m_url = new QLineEdit(this);
    m_url->setPlaceholderText(QStringLiteral("https://pyroscope.example.com"));
    m_tenant = new QLineEdit(this);
    m_tenant->setPlaceholderText(tr("none (X-Scope-OrgID)"));
    m_auth = new QComboBox(this);
    m_auth->addItem(tr("None"), int(StoreConnection::Auth::None));
    m_auth->addItem(tr("Basic (user and password or token)"), int(StoreConnection::Auth::Basic));
    m_auth->addItem(tr("Bearer token"), int(StoreConnection::Auth::Bearer));
    m_user = new QLineEdit(this);
    m_secret = new QLineEdit(this);
    m_secret->setEchoMode(QLineEdit::Password);
    m_secret->setPlaceholderText(tr("unchanged"));
    m_timeout = new QSpinBox(this);
    m_timeout->setRange(1, 600);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setValue(30);
    m_secretNote = new QLabel(this);
    m_secretNote->setWordWrap(true);
    m_secretNote->setTextFormat(Qt::PlainText);
    m_error = new QLabel(this);
    m_error->setTextFormat(Qt::PlainText);
    m_test = new QPushButton(tr("Test connection"), this);
    m_test->setToolTip(tr("Asks the server for its version and whether Hearth can pull "
                          "profiles from it"));
    m_testResult = new QLabel(this);
    m_testResult->setTextFormat(Qt::PlainText); // the version comes from the server
    m_testResult->setWordWrap(true);
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_client = new StoreClient(this);
    m_probe = new StoreProbe(m_client, this);

    auto *form = new QFormLayout;
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("URL"), m_url);
    form->addRow(tr("Tenant"), m_tenant);
    form->addRow(tr("Authentication"), m_auth);
    form->addRow(tr("User"), m_user);
    form->addRow(tr("Password or token"), m_secret);
    form->addRow(tr("Timeout"), m_timeout);
    form->addRow(m_secretNote);
    form->addRow(m_error);
    form->addRow(m_test, m_testResult);

    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(add);
    listButtons->addWidget(remove);
    auto *left = new QVBoxLayout;
    left->addWidget(m_list);
    left->addLayout(listButtons);
    auto *top = new QHBoxLayout;
    top->addLayout(left);
    top->addLayout(form, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Connect"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);

    connect(add, &QPushButton::clicked, this, &StoreConnectionDialog::addNew);
    connect(remove, &QPushButton::clicked, this, &StoreConnectionDialog::removeCurrent);
    connect(buttons, &QDialogButtonBox::accepted, this, &StoreConnectionDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::currentRowChanged, this, &StoreConnectionDialog::showEntry);
    connect(m_auth, &QComboBox::currentIndexChanged, this, [this] {
        const auto auth = StoreConnection::Auth(m_auth->currentData().toInt());
        m_user->setEnabled(auth == StoreConnection::Auth::Basic);
        m_secret->setEnabled(auth != StoreConnection::Auth::None);
    });
    connect(m_secrets, &StoreSecrets::stored, this, &StoreConnectionDialog::updateSecretNote);
    connect(m_test, &QPushButton::clicked, this, &StoreConnectionDialog::testConnection);
    connect(m_secrets, &StoreSecrets::fetched, this,
            [this](const QString &key, const QString &secret, bool) {
                if (key != m_testSecretKey)
                    return;
                m_testSecretKey.clear();
                StoreConnection c = m_testConnection;
                c.secret = secret;
                probe(c);
            });
    connect(m_probe, &StoreProbe::finished, this, [this](const StoreOffer &offer) {
        m_test->setEnabled(true);
        m_testResult->setText(offer.summary());
        Q_EMIT tested(offer);
    });
    m_user->setEnabled(false);
    m_secret->setEnabled(false);
    updateSecretNote();
    if (m_entries.isEmpty())
        addNew();
    else
        m_list->setCurrentRow(0);
}

void StoreConnectionDialog::updateSecretNote()
{
    m_secretNote->setText(m_secrets->sessionOnly()
                              ? tr("No keychain is available (%1): passwords and tokens are kept "
                                   "for this session only.")
                                    .arg(m_secrets->sessionOnlyReason())
                              : tr("Passwords and tokens are kept in the desktop's keychain."));
}

void StoreConnectionDialog::showEntry(int row)
{
    m_row = row;
    const StoreConnectionList::Entry e =
        row >= 0 && row < m_entries.size() ? m_entries.at(row) : StoreConnectionList::Entry{};
    m_name->setText(e.name);
    m_url->setText(e.connection.baseUrl.toString());
    m_tenant->setText(e.connection.tenant);
    m_auth->setCurrentIndex(qMax(0, m_auth->findData(int(e.connection.auth))));
    m_user->setText(e.connection.user);
    m_secret->clear();
    m_timeout->setValue(qMax(1, e.connection.timeoutMs / 1000));
    m_error->clear();
    // A test still running was for the entry shown before.
    m_probe->cancel();
    m_testSecretKey.clear();
    m_test->setEnabled(true);
    m_testResult->clear();
}

void StoreConnectionDialog::addNew()
{
    m_list->setCurrentRow(-1);
    m_row = -1;
    showEntry(-1);
    m_name->setText(tr("new connection"));
    m_name->setFocus();
}

bool StoreConnectionDialog::formEntry(StoreConnectionList::Entry *out)
{
    StoreConnectionList::Entry &e = *out;
    e.name = m_name->text().trimmed();
    const QUrl url = QUrl::fromUserInput(m_url->text().trimmed());
    if (e.name.isEmpty()) {
        m_error->setText(tr("Give the connection a name."));
        return false;
    }
    if (!url.isValid() || url.host().isEmpty() ||
        (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https"))) {
        m_error->setText(tr("The URL must be an http or https address."));
        return false;
    }
    e.connection.baseUrl = url;
    e.connection.tenant = m_tenant->text().trimmed();
    e.connection.auth = StoreConnection::Auth(m_auth->currentData().toInt());
    e.connection.user = m_user->text();
    e.connection.timeoutMs = m_timeout->value() * 1000;
    if (m_row >= 0 && m_row < m_entries.size())
        e.connection.trustedCertificateSha256 =
            m_entries.at(m_row).connection.trustedCertificateSha256;
    return true;
}

void StoreConnectionDialog::testConnection()
{
    StoreConnectionList::Entry e;
    if (!formEntry(&e))
        return;
    m_error->clear();
    m_test->setEnabled(false);
    m_testResult->setText(tr("Asking the server…"));
    e.connection.secret = m_secret->text();
    if (e.connection.auth != StoreConnection::Auth::None && e.connection.secret.isEmpty()) {
        // A saved secret: from the keychain first (answered later).
        m_testConnection = e.connection;
        m_testSecretKey = StoreConnectionList::secretKey(e);
        m_secrets->fetch(m_testSecretKey);
        return;
    }
    probe(e.connection);
}

void StoreConnectionDialog::probe(StoreConnection connection)
{
    m_client->setConnection(connection);
    m_probe->start(StoreTime::nowMs());
}

bool StoreConnectionDialog::apply()
{
    StoreConnectionList::Entry e;
    if (!formEntry(&e))
        return false;
    if (m_row >= 0 && m_row < m_entries.size()) {
        m_entries[m_row] = e;
        m_list->item(m_row)->setText(UntrustedText::display(e.name));
    } else {
        m_entries.append(e);
        m_list->addItem(UntrustedText::display(e.name));
        m_row = int(m_entries.size() - 1);
        m_list->blockSignals(true);
        m_list->setCurrentRow(m_row);
        m_list->blockSignals(false);
    }
    if (!m_secret->text().isEmpty() && e.connection.auth != StoreConnection::Auth::None)
        m_secrets->store(StoreConnectionList::secretKey(e), m_secret->text());
    m_error->clear();
    save();
    return true;
}

void StoreConnectionDialog::removeCurrent()
{
    if (m_row < 0 || m_row >= m_entries.size())
        return;
    m_secrets->remove(StoreConnectionList::secretKey(m_entries.at(m_row)));
    m_entries.removeAt(m_row);
    delete m_list->takeItem(m_row);
    save();
    if (m_entries.isEmpty())
        addNew();
}

void StoreConnectionDialog::save()
{
    if (m_settings)
        StoreConnectionList::save(*m_settings, m_entries);
}

void StoreConnectionDialog::accept()
{
    if (apply())
        QDialog::accept();
}

StoreConnectionList::Entry StoreConnectionDialog::chosen() const
{
    if (m_row < 0 || m_row >= m_entries.size())
        return {};
    StoreConnectionList::Entry e = m_entries.at(m_row);
    e.connection.secret = m_secret->text();
    return e;
}

} // namespace hearth
