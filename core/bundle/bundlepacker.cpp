// SPDX-License-Identifier: MIT
#include "bundlepacker.h"

#include "bundleanalysis.h"
#include "otlptracereader.h"
#include "spanid.h"
#include "stagemanifest.h"

#include "io/decompressor.h"
#include "io/profilereader.h"

#include <QCoreApplication>

namespace hearth {

namespace {

PackIssue error(PackIssue::Kind kind, const QString &where, const QString &what)
{
    return PackIssue{PackIssue::Severity::Error, kind, where, what};
}

PackIssue warning(PackIssue::Kind kind, const QString &where, const QString &what)
{
    return PackIssue{PackIssue::Severity::Warning, kind, where, what};
}

} // namespace

BundlePacker::Result BundlePacker::pack(const Input &input)
{
    Result result;
    StageManifest manifest = StageManifest::parse(input.manifest, input.manifestName);
    result.issues += manifest.issues;
    OtlpTraceReader::Result trace = OtlpTraceReader::parse(input.trace, input.traceName);
    result.issues += trace.issues;
    if (PackIssue::hasErrors(result.issues))
        return result;

    // Spans: known stage; stage windows default to their spans' extent.
    QHash<QString, int> stageIndex;
    for (int i = 0; i < manifest.stages.size(); ++i)
        stageIndex.insert(manifest.stages[i].name, i);
    QList<Span> spans;
    for (const Span &s : trace.spans) {
        const int st = stageIndex.value(s.stage, -1);
        if (st < 0) {
            result.issues.append(
                error(PackIssue::Kind::NoStage, input.traceName,
                      QCoreApplication::translate(
                          "hearth::BundlePacker",
                          "span \"%1\" (%2) names stage \"%3\", which the manifest "
                          "does not list")
                          .arg(s.name, SpanId::toHex(s.id), s.stage)));
            continue;
        }
        spans.append(s);
    }
    for (Stage &stage : manifest.stages) {
        qint64 lo = 0;
        qint64 hi = 0;
        for (const Span &s : spans) {
            if (s.stage != stage.name)
                continue;
            lo = lo == 0 ? s.startUnixNanos : qMin(lo, s.startUnixNanos);
            hi = qMax(hi, s.endUnixNanos);
        }
        if (stage.startUnixNanos == 0)
            stage.startUnixNanos = lo;
        if (stage.endUnixNanos == 0)
            stage.endUnixNanos = hi;
        if (stage.startUnixNanos == 0 || stage.endUnixNanos < stage.startUnixNanos)
            result.issues.append(error(
                PackIssue::Kind::BadManifest, input.manifestName,
                QCoreApplication::translate("hearth::BundlePacker",
                                            "stage \"%1\" has no window: give start_unix_nanos and "
                                            "end_unix_nanos, or spans")
                    .arg(stage.name)));
    }
    for (const Span &s : spans) {
        const Stage &stage = manifest.stages[stageIndex.value(s.stage)];
        if (s.startUnixNanos < stage.startUnixNanos || s.endUnixNanos > stage.endUnixNanos)
            result.issues.append(
                error(PackIssue::Kind::OutsideStage, input.traceName,
                      QCoreApplication::translate("hearth::BundlePacker",
                                                  "span \"%1\" (%2) runs outside its stage \"%3\" "
                                                  "(%4 ns before its start or after its end)")
                          .arg(s.name, SpanId::toHex(s.id), s.stage)
                          .arg(qMax(stage.startUnixNanos - s.startUnixNanos,
                                    s.endUnixNanos - stage.endUnixNanos))));
    }

    // Profiles: decompressed (the bundle's zstd compresses them with the rest), parsed once
    // to check them.
    QList<BundleProfile> profiles;
    QList<Profile::Ptr> parsed;
    QStringList names;
    ReadOptions options;
    options.maxDecompressedBytes = input.maxDecompressedBytes;
    for (const ProfileInput &p : input.profiles) {
        const int st = stageIndex.value(p.stage, -1);
        if (st < 0) {
            result.issues.append(error(
                PackIssue::Kind::BadManifest, p.name,
                QCoreApplication::translate("hearth::BundlePacker",
                                            "--profile names stage \"%1\", which the manifest does "
                                            "not list")
                    .arg(p.stage)));
            continue;
        }
        Stage &stage = manifest.stages[st];
        if (stage.status == ProfileStatus::NoProfile || stage.status == ProfileStatus::Missing) {
            result.issues.append(
                error(PackIssue::Kind::UnexpectedProfile, p.name,
                      QCoreApplication::translate(
                          "hearth::BundlePacker",
                          "stage \"%1\" is declared \"%2\" but a profile was given")
                          .arg(stage.name, Stage::statusName(stage.status))));
            continue;
        }
        ParseError perr;
        QByteArray raw = Decompressor::decompress(p.data, options, &perr);
        ProfileResult r;
        if (!perr.isError())
            r = ProfileReader::readBytes(raw, p.name, options);
        else
            r.error = perr;
        if (!perr.isError() && r.ok() && ProfileReader::sniff(raw) != ProfileReader::Format::Pprof)
            r.error = ParseError::at(ParseError::Kind::UnknownFormat, 0,
                                     QStringLiteral("bundles carry pprof profiles"));
        if (!r.ok() || r.error.isError()) {
            r.error.file = p.name;
            result.issues.append(error(PackIssue::Kind::Unreadable, p.name, r.error.toString()));
            continue;
        }
        ProfileKind kind = p.kind;
        if (!p.kindGiven)
            kind = stage.status == ProfileStatus::EngineProfile ? ProfileKind::EngineCpu
                                                                : ProfileKind::Cpu;
        profiles.append(BundleProfile(stage.name, kind, raw));
        parsed.append(r.profile);
        names.append(p.name);
    }
    for (Stage &stage : manifest.stages) {
        const bool expected =
            stage.status == ProfileStatus::Profile || stage.status == ProfileStatus::EngineProfile;
        bool arrived = false;
        for (const BundleProfile &p : profiles)
            arrived =
                arrived || (p.stage() == stage.name && p.kind() != ProfileKind::RetainedMemory);
        if (expected && !arrived) {
            result.issues.append(warning(
                PackIssue::Kind::MissingProfile, input.manifestName,
                QCoreApplication::translate("hearth::BundlePacker",
                                            "stage \"%1\" expected a profile and none was given: "
                                            "packed as missing")
                    .arg(stage.name)));
            stage.status = ProfileStatus::Missing;
            if (stage.reason.isEmpty())
                stage.reason = QCoreApplication::translate(
                    "hearth::BundlePacker", "a profile was expected and did not arrive");
        }
    }

    Build build = manifest.build;
    for (const Stage &s : manifest.stages) {
        if (manifest.build.startUnixNanos == 0 && s.startUnixNanos > 0)
            build.startUnixNanos = build.startUnixNanos == 0
                                       ? s.startUnixNanos
                                       : qMin(build.startUnixNanos, s.startUnixNanos);
        if (manifest.build.endUnixNanos == 0)
            build.endUnixNanos = qMax(build.endUnixNanos, s.endUnixNanos);
    }
    auto bundle = std::make_shared<Bundle>(build, manifest.stages, spans, profiles);

    // Every sample's span must be a span of the profile's stage.
    for (int i = 0; i < parsed.size(); ++i) {
        const int st = bundle->stageIndex(profiles[i].stage());
        const StageBreakdown b = BundleAnalysis::breakdown(*bundle, st, *parsed[i]);
        if (b.unknown.isEmpty())
            continue;
        QStringList ids = b.unknown.keys();
        const qsizetype n = ids.size();
        if (n > 5)
            ids = ids.mid(0, 5) << QStringLiteral("…");
        result.issues.append(
            error(PackIssue::Kind::UnknownSpan, names[i],
                  QCoreApplication::translate(
                      "hearth::BundlePacker",
                      "%n span_id label value(s) name no span of stage \"%1\": %2", "", int(n))
                      .arg(profiles[i].stage(), ids.join(QStringLiteral(", ")))));
    }
    if (!PackIssue::hasErrors(result.issues))
        result.bundle = bundle;
    return result;
}

} // namespace hearth
