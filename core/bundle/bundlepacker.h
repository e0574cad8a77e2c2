// SPDX-License-Identifier: MIT
#pragma once

#include "bundle.h"
#include "packissue.h"

#include <QByteArray>
#include <QList>

namespace hearth {

/// Makes a bundle from an OTLP JSON trace, a stage manifest and pprof files (`hearth pack`),
/// checking that they agree: ids well-formed and unique, every span in a known stage and
/// inside its window, every sample's span_id naming a span of that stage.
class BundlePacker
{
public:
    struct ProfileInput
    {
        QString stage;
        bool kindGiven = false; // else from the stage's status
        ProfileKind kind = ProfileKind::Cpu;
        QString name;    // for messages (the file name)
        QByteArray data; // pprof: raw, gzip or zstd
    };
    struct Input
    {
        QByteArray trace;
        QString traceName;
        QByteArray manifest;
        QString manifestName;
        QList<ProfileInput> profiles;
        qint64 maxDecompressedBytes = qint64(1) << 30;
    };
    struct Result
    {
        Bundle::Ptr bundle; // null when there are errors
        QList<PackIssue> issues;
        bool ok() const { return bundle != nullptr; }
    };

    static Result pack(const Input &input);
};

} // namespace hearth
