// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QObject>
#include <QString>

#include <functional>

namespace hearth {

/// Where the store connections' passwords and tokens live: the desktop's keychain (through
/// QtKeychain). Where no keychain is available, secrets are kept for this session only and
/// sessionOnly() says so, with the reason: never in a plain settings file.
class StoreSecrets : public QObject
{
    Q_OBJECT
public:
    enum class Where { Keychain, Session };

    explicit StoreSecrets(const QString &service = QStringLiteral("hearth-store"),
                          QObject *parent = nullptr);

    /// Off: session only from the start (tests, or a user who prefers it).
    void setKeychainEnabled(bool enabled);
    bool sessionOnly() const { return m_sessionOnly; }
    /// Why secrets are kept for the session only (the keychain's own error, in English).
    QString sessionOnlyReason() const { return m_reason; }

    /// Answers with stored(), later.
    void store(const QString &key, const QString &secret);
    /// Answers with fetched(), later.
    void fetch(const QString &key);
    void remove(const QString &key);

Q_SIGNALS:
    void stored(const QString &key, hearth::StoreSecrets::Where where);
    void fetched(const QString &key, const QString &secret, bool found);

private:
    void fallBack(const QString &reason);
    void later(std::function<void()> f);

    QString m_service;
    bool m_keychain = true;
    bool m_sessionOnly = false;
    QString m_reason;
    QHash<QString, QString> m_session;
};

} // namespace hearth
