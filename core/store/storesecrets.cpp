// SPDX-License-Identifier: MIT
#include "storesecrets.h"

#include <QTimer>

#ifdef HEARTH_HAVE_KEYCHAIN
#include <qt6keychain/keychain.h>
#endif

namespace hearth {

StoreSecrets::StoreSecrets(const QString &service, QObject *parent)
    : QObject(parent)
    , m_service(service)
{
#ifndef HEARTH_HAVE_KEYCHAIN
    fallBack(QStringLiteral("built without QtKeychain"));
#endif
}

void StoreSecrets::setKeychainEnabled(bool enabled)
{
    m_keychain = enabled;
    if (!enabled)
        fallBack(QStringLiteral("the keychain is turned off"));
}

void StoreSecrets::fallBack(const QString &reason)
{
    m_sessionOnly = true;
    if (m_reason.isEmpty())
        m_reason = reason;
}

void StoreSecrets::later(std::function<void()> f)
{
    QTimer::singleShot(0, this, std::move(f));
}

void StoreSecrets::store(const QString &key, const QString &secret)
{
    m_session.insert(key, secret);
    if (m_sessionOnly) {
        later([this, key] { Q_EMIT stored(key, Where::Session); });
        return;
    }
#ifdef HEARTH_HAVE_KEYCHAIN
    auto *job = new QKeychain::WritePasswordJob(m_service, this);
    job->setInsecureFallback(false);
    job->setKey(key);
    job->setTextData(secret);
    connect(job, &QKeychain::Job::finished, this, [this, key](QKeychain::Job *j) {
        if (j->error() == QKeychain::NoError) {
            Q_EMIT stored(key, Where::Keychain);
            return;
        }
        fallBack(j->errorString());
        Q_EMIT stored(key, Where::Session);
    });
    job->start();
#endif
}

void StoreSecrets::fetch(const QString &key)
{
    if (m_session.contains(key) || m_sessionOnly) {
        const QString secret = m_session.value(key);
        const bool found = m_session.contains(key);
        later([this, key, secret, found] { Q_EMIT fetched(key, secret, found); });
        return;
    }
#ifdef HEARTH_HAVE_KEYCHAIN
    auto *job = new QKeychain::ReadPasswordJob(m_service, this);
    job->setInsecureFallback(false);
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, this, [this, key](QKeychain::Job *j) {
        auto *read = static_cast<QKeychain::ReadPasswordJob *>(j);
        if (j->error() == QKeychain::NoError) {
            m_session.insert(key, read->textData());
            Q_EMIT fetched(key, read->textData(), true);
            return;
        }
        if (j->error() != QKeychain::EntryNotFound)
            fallBack(j->errorString());
        Q_EMIT fetched(key, QString(), false);
    });
    job->start();
#endif
}

void StoreSecrets::remove(const QString &key)
{
    m_session.remove(key);
    if (m_sessionOnly)
        return;
#ifdef HEARTH_HAVE_KEYCHAIN
    auto *job = new QKeychain::DeletePasswordJob(m_service, this);
    job->setInsecureFallback(false);
    job->setKey(key);
    job->start();
#endif
}

} // namespace hearth
