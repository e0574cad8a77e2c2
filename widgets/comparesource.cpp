// SPDX-License-Identifier: MIT
#include "comparesource.h"

#include "analysis/profileloader.h"

#include "bundle/bundleanalysis.h"

#include <QApplication>
#include <QFileInfo>
#include <QHash>

namespace hearth {

ProfileSnapshot CompareSource::run(QString *error, const std::atomic<bool> *cancel) const
{
    if (!load) {
        *error = tr("Nothing to compare.");
        return {};
    }
    ProfileSnapshot s = load(error, cancel);
    if (s.isValid())
        s.fileName = title;
    return s;
}

CompareSource CompareSource::ofSnapshot(const ProfileSnapshot &snapshot, const QString &title)
{
    CompareSource c;
    c.title = title;
    c.load = [snapshot](QString *error, const std::atomic<bool> *) {
        if (!snapshot.isValid())
            *error = tr("The window shows no profile yet.");
        return snapshot;
    };
    return c;
}

CompareSource CompareSource::ofFile(const QString &path)
{
    CompareSource c;
    c.title = QFileInfo(path).fileName();
    c.group = tr("Files");
    c.load = [path](QString *error, const std::atomic<bool> *cancel) {
        ReadOptions options;
        options.cancel = cancel;
        const ProfileLoader::Result r = ProfileLoader::run(path, options);
        if (r.error.isError())
            *error = r.error.toString();
        return r.snapshot;
    };
    return c;
}

namespace {

// The engine's CPU (BuildKit, Dagger) is a shape, not a cost: a comparison says so.
QString engineNote(const Bundle &bundle, int stage, const QString &title)
{
    if (stage < 0 || bundle.stages()[stage].status != ProfileStatus::EngineProfile)
        return title;
    return QCoreApplication::translate("CompareSource", "%1 (engine profile: a shape, not a cost)")
        .arg(title);
}

QString spanTitleOf(const Bundle &bundle, int span, bool withDescendants, int nth, int same)
{
    const Span &sp = bundle.spans()[span];
    // Spans of one stage may share a name: the n-th of them is named so.
    const QString name =
        same > 1 ? QCoreApplication::translate("CompareSource", "%1 #%2").arg(sp.name).arg(nth)
                 : sp.name;
    const QString title =
        withDescendants && !bundle.children(span).empty()
            ? QCoreApplication::translate("CompareSource",
                                          "span \"%1\" (+ child spans) of build %2")
                  .arg(name, bundle.build().id)
            : QCoreApplication::translate("CompareSource", "span \"%1\" of build %2")
                  .arg(name, bundle.build().id);
    return engineNote(bundle, bundle.stageIndex(sp.stage), title);
}

} // namespace

QString CompareSource::spanTitle(const Bundle &bundle, int span, bool withDescendants)
{
    const Span &sp = bundle.spans()[span];
    int same = 0;
    int nth = 0;
    const int stage = bundle.stageIndex(sp.stage);
    if (stage >= 0) {
        for (int s : bundle.spansOfStage(stage)) {
            if (bundle.spans()[s].name != sp.name)
                continue;
            ++same;
            if (s == span)
                nth = same;
        }
    }
    return spanTitleOf(bundle, span, withDescendants, nth, same);
}

QStringList CompareSource::spanTitles(const Bundle &bundle, int stage, bool withDescendants)
{
    const std::vector<int> &spans = bundle.spansOfStage(stage);
    QHash<QString, int> count;
    for (int s : spans)
        ++count[bundle.spans()[s].name];
    QHash<QString, int> seen;
    QStringList out;
    out.reserve(qsizetype(spans.size()));
    for (int s : spans) {
        const QString &name = bundle.spans()[s].name;
        out.append(spanTitleOf(bundle, s, withDescendants, ++seen[name], count.value(name)));
    }
    return out;
}

QString CompareSource::stageTitle(const Bundle &bundle, int stage, bool outside)
{
    const QString name = bundle.stages()[stage].name;
    return engineNote(
        bundle, stage,
        outside ? tr("stage %1, outside any span, of build %2").arg(name, bundle.build().id)
                : tr("stage %1 of build %2").arg(name, bundle.build().id));
}

namespace {

CompareSource bundleSource(Bundle::Ptr bundle, int stage, int span, bool withDescendants,
                           bool outside, const QString &title)
{
    CompareSource c;
    c.title = title;
    c.group = QCoreApplication::translate("CompareSource", "build %1").arg(bundle->build().id);
    c.origin = ProfileOrigin::Ci;
    c.load = [bundle, stage, span, withDescendants, outside](QString *error,
                                                             const std::atomic<bool> *) {
        const int profile = stage >= 0 ? bundle->cpuProfileOf(stage) : -1;
        if (profile < 0) {
            *error =
                QCoreApplication::translate("CompareSource",
                                            "Stage %1 of build %2 has no CPU profile, so "
                                            "there is no flame graph to compare.")
                    .arg(stage >= 0 ? bundle->stages()[stage].name : QString(), bundle->build().id);
            return ProfileSnapshot{};
        }
        ParseError e;
        ProfileSnapshot s = BundleAnalysis::selectionSnapshot(
            bundle, profile, span, withDescendants, outside,
            QCoreApplication::translate("CompareSource", "build %1").arg(bundle->build().id), &e);
        if (e.isError())
            *error = e.toString();
        return s;
    };
    return c;
}

} // namespace

CompareSource CompareSource::ofSpan(Bundle::Ptr bundle, int span, bool withDescendants,
                                    const QString &title)
{
    const int stage = bundle->stageIndex(bundle->spans()[span].stage);
    const QString name = title.isEmpty() ? spanTitle(*bundle, span, withDescendants) : title;
    return bundleSource(std::move(bundle), stage, span, withDescendants, false, name);
}

CompareSource CompareSource::ofStage(Bundle::Ptr bundle, int stage, bool outside)
{
    const QString title = stageTitle(*bundle, stage, outside);
    return bundleSource(std::move(bundle), stage, -1, false, outside, title);
}

QList<CompareSource> CompareSourceProvider::openSources()
{
    QList<CompareSource> out;
    for (QWidget *w : QApplication::topLevelWidgets()) {
        if (!w->isVisible())
            continue;
        if (auto *p = dynamic_cast<const CompareSourceProvider *>(w)) {
            for (CompareSource s : p->compareSources()) {
                s.owner = w;
                if (s.group.isEmpty())
                    s.group = w->windowTitle();
                out.append(s);
            }
        }
    }
    return out;
}

} // namespace hearth
