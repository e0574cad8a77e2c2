// SPDX-License-Identifier: MIT
#pragma once

#include "storeclient.h"

#include <atomic>

namespace hearth {

/// Runs one query to completion with a local event loop: for the command line and worker
/// threads, where nothing else needs the thread meanwhile. Never use it on the GUI thread.
/// When *cancel becomes true the request is aborted within 50 ms and the result is a
/// Cancelled error (a compare window closed while a slow server thinks).
class StoreBlockingCall
{
public:
    static StoreResult run(StoreClient &client, const StoreQuery &query,
                           const std::atomic<bool> *cancel = nullptr);
};

} // namespace hearth
