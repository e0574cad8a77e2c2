// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/profilesnapshot.h"

#include "analysis/comparability.h"
#include "analysis/transform.h"
#include "bundle/bundle.h"

#include <QCoreApplication>
#include <QList>
#include <QPointer>
#include <QString>
#include <QWidget>

#include <atomic>
#include <functional>

namespace hearth {

struct ParseError;

/// One side of a comparison: what it is called ("span \"x\" of build 4711", "cpu.pb.gz",
/// "api · cpu @ 30 Nov 09:00–10:00") and how to get its profile. load() runs off the GUI
/// thread (it may read a file, split a bundle's profile or ask a profile store); it returns
/// an invalid snapshot and sets *error when the source cannot be read, and gives up soon
/// after *cancel (if given) becomes true.
struct CompareSource
{
    Q_DECLARE_TR_FUNCTIONS(CompareSource)

public:
    using Load = std::function<ProfileSnapshot(QString *error, const std::atomic<bool> *cancel)>;

    QString title;           // names the side in the compare window's headers
    QString group;           // the window it comes from, for the picker
    QPointer<QWidget> owner; // that window (the picker leaves out the asking window's own)
    QString notAFunction;    // a frame the producer merged (a store's "other"), marked as such
    ProfileOrigin origin = ProfileOrigin::Unknown; // a build's (CI) or a store's (deployed)
    // The reading transforms the asking window shows its profile through (issue 17): a
    // comparison started from it applies them to both sides. load() gives the profile as read.
    TransformList transforms;
    Load load;

    bool isValid() const { return bool(load); }
    /// Runs load() and names the snapshot after the source.
    ProfileSnapshot run(QString *error, const std::atomic<bool> *cancel = nullptr) const;

    /// A profile already in hand (a profile or store window's).
    static CompareSource ofSnapshot(const ProfileSnapshot &snapshot, const QString &title);
    /// A profile file, read when compared.
    static CompareSource ofFile(const QString &path);
    /// A span of a bundle: its own samples, or with every span beneath it.
    static CompareSource ofSpan(Bundle::Ptr bundle, int span, bool withDescendants,
                                const QString &title = {});
    /// A stage of a bundle: all its samples, or those outside any span.
    static CompareSource ofStage(Bundle::Ptr bundle, int stage, bool outside);

    static QString spanTitle(const Bundle &bundle, int span, bool withDescendants);
    /// The titles of every span of a stage (spansOfStage() order), in one pass.
    static QStringList spanTitles(const Bundle &bundle, int stage, bool withDescendants);
    static QString stageTitle(const Bundle &bundle, int stage, bool outside);
};

/// A window that can offer what it shows to a comparison (profile, build and store windows).
class CompareSourceProvider
{
public:
    virtual ~CompareSourceProvider() = default;
    /// What this window can be compared as; the first is what it shows now.
    virtual QList<CompareSource> compareSources() const = 0;

    /// Every source of every open top-level window, in window order.
    static QList<CompareSource> openSources();
};

} // namespace hearth
