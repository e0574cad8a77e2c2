#pragma once

#include "storeclient.h"

namespace hearth {

/// Runs one query to completion with a local event loop: for the command line, where
/// nothing else needs the thread meanwhile. Never use it on the GUI thread.
class StoreBlockingCall
{
public:
    static StoreResult run(StoreClient &client, const StoreQuery &query);
};

} // namespace hearth
