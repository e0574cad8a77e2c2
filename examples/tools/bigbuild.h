// SPDX-License-Identifier: MIT
#pragma once

// The big build of issue 4, for tst_bundlescale and bench/bench_bundle: 10 stages of 2,000
// spans each (with an attribute and a memory measurement each) and copies of one real
// profile until 200 MB of profiles.
#include "bundle/bundle.h"

#include <QByteArray>

namespace hearth::test {

struct BigBuild
{
    static constexpr int Stages = 10;
    static constexpr int SpansPerStage = 2000;
    static constexpr qint64 ProfileBytes = qint64(200) << 20;

    /// The bundle, every profile a copy of `profile` (uncompressed pprof).
    static Bundle make(const QByteArray &profile)
    {
        constexpr qint64 S = 1000000000;
        QList<Stage> stages;
        QList<Span> spans;
        QList<BundleProfile> profiles;
        quint64 next = 1;
        for (int st = 0; st < Stages; ++st) {
            Stage s;
            s.name = QStringLiteral("stage-%1").arg(st);
            s.status = ProfileStatus::Profile;
            s.startUnixNanos = 1000 * S;
            s.endUnixNanos = 4000 * S;
            stages.append(s);
            const quint64 root = next;
            for (int i = 0; i < SpansPerStage; ++i) {
                Span sp;
                sp.id = next++;
                sp.parentId = i == 0 ? 0 : root;
                sp.stage = s.name;
                sp.name = QStringLiteral("test %1").arg(i);
                sp.startUnixNanos = 1000 * S + i * S;
                sp.endUnixNanos = sp.startUnixNanos + S / 2;
                sp.attributes = {
                    {QStringLiteral("code.filepath"), QStringLiteral("spec/x_spec.rb")}};
                sp.memory = MemoryMeasurement{true, i * 1024 - 4096, true, i,
                                              ChurnKind::RubyObjectsAllocated};
                spans.append(sp);
            }
        }
        qint64 bytes = 0;
        for (int i = 0; bytes < ProfileBytes && !profile.isEmpty(); ++i) {
            profiles.append(BundleProfile(stages[i % Stages].name, ProfileKind::Cpu, profile));
            bytes += profile.size();
        }
        return Bundle({}, stages, spans, profiles);
    }
};

} // namespace hearth::test
