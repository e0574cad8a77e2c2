// SPDX-License-Identifier: MIT
#pragma once

// A large folded-stacks file of made-up stacks, for the window's loading test
// (tst_profilewindow) and bench/bench_window: deterministic, about `bytes` long, with a call
// tree of about one new node per 25 bytes (random walks down a tree of branching 3 from
// 24 roots, depth 10 to 40, over 6,000 function names).
#include <QFile>
#include <QString>

#include <cstdio>

namespace hearth::test {

struct BigFolded
{
    /// Writes the file; false when it cannot be written.
    static bool write(const QString &path, qint64 bytes)
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return false;
        quint64 state = 0x9e3779b97f4a7c15ull;
        auto next = [&state] {
            state = state * 6364136223846793005ull + 1442695040888963407ull;
            return quint32(state >> 33);
        };
        QByteArray chunk;
        chunk.reserve(1 << 20);
        qint64 written = 0;
        char frame[64];
        while (written < bytes) {
            const quint32 depth = 10 + next() % 31;
            quint32 node = next() % 24;
            for (quint32 d = 0; d < depth; ++d) {
                const quint32 fn = (node * 2654435761u) % 6000;
                const int n =
                    std::snprintf(frame, sizeof frame, "%smod%u::fn%u", d ? ";" : "", fn % 97, fn);
                chunk.append(frame, n);
                node = node * 3 + 1 + next() % 3;
            }
            const int n = std::snprintf(frame, sizeof frame, " %u\n", 1 + next() % 50);
            chunk.append(frame, n);
            if (chunk.size() >= (1 << 20) - 4096) {
                if (f.write(chunk) != chunk.size())
                    return false;
                written += chunk.size();
                chunk.clear();
            }
        }
        return f.write(chunk) == chunk.size();
    }
};

} // namespace hearth::test
