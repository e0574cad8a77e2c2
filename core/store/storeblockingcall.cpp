#include "storeblockingcall.h"

#include <QEventLoop>

namespace hearth {

StoreResult StoreBlockingCall::run(StoreClient &client, const StoreQuery &query)
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
    if (!done)
        loop.exec();
    QObject::disconnect(connection);
    return out;
}

} // namespace hearth
