// SPDX-License-Identifier: MIT
#include "storeblockingcall.h"

#include <QEventLoop>
#include <QTimer>

namespace hearth {

StoreResult StoreBlockingCall::run(StoreClient &client, const StoreQuery &query,
                                   const std::atomic<bool> *cancel)
{
    QEventLoop loop;
    StoreResult out;
    quint64 id = 0;
    bool done = false;
    const auto connection =
        QObject::connect(&client, &StoreClient::finished, &loop, [&](const StoreResult &r) {
            if (r.id != id)
                return;
            out = r;
            done = true;
            loop.quit();
        });
    id = client.submit(query); // answers always arrive later, from the event loop
    auto giveUp = [&] {
        client.cancel(id); // no finished() for it
        out = StoreResult{};
        out.id = id;
        out.error = StoreError::make(StoreError::Kind::Cancelled, QString());
        done = true;
        loop.quit();
    };
    QTimer poll;
    if (cancel) {
        QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
            if (!done && cancel->load(std::memory_order_relaxed))
                giveUp();
        });
        poll.start(50);
    }
    if (!done && cancel && cancel->load())
        giveUp(); // cancelled before it started
    if (!done)
        loop.exec();
    QObject::disconnect(connection);
    return out;
}

} // namespace hearth
