// SPDX-License-Identifier: MIT
#include "transformstack.h"

#include "profile/profilebuilder.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace hearth {

namespace {

// One frame of a stack being transformed: the function and where it came from.
struct Frame
{
    quint32 function = 0;
    qint64 line = 0;
    quint32 mapping = Location::NoMapping;
};

// The transforms resolved against one profile's functions: which functions each matches.
class Compiled
{
public:
    Compiled(const Profile &p, const TransformList &transforms)
        : m_transforms(transforms)
    {
        const auto &fns = p.functions();
        for (const Transform &t : transforms) {
            std::vector<bool> match(fns.size(), false);
            std::vector<std::vector<bool>> path;
            if (t.kind == Transform::Kind::FocusSubtree) {
                // One match per frame of the path: which functions have that frame's name.
                for (const QString &name : Transform::subtreePath(t.argument)) {
                    std::vector<bool> at(fns.size(), false);
                    for (size_t f = 0; f < fns.size(); ++f)
                        at[f] = fns[f].name == name;
                    path.push_back(std::move(at));
                }
            } else if (t.kind != Transform::Kind::CollapseDirectRecursion) {
                const QRegularExpression re(t.argument);
                for (size_t f = 0; f < fns.size(); ++f)
                    match[f] = t.takesRegularExpression() ? re.match(fns[f].name).hasMatch()
                                                          : fns[f].name == t.argument;
            }
            m_match.push_back(std::move(match));
            m_paths.push_back(std::move(path));
        }
    }

    // False when the sample is dropped.
    template <typename F> bool apply(std::vector<F> &stack, quint32 (*fn)(const F &)) const
    {
        for (qsizetype i = 0; i < m_transforms.size(); ++i) {
            const std::vector<bool> &m = m_match[size_t(i)];
            auto matches = [&](const F &f) { return m[fn(f)]; };
            switch (m_transforms[i].kind) {
            case Transform::Kind::Hide:
            case Transform::Kind::MergeFunction:
                stack.erase(std::remove_if(stack.begin(), stack.end(), matches), stack.end());
                break;
            case Transform::Kind::Focus:
                if (std::none_of(stack.begin(), stack.end(), matches))
                    return false;
                break;
            case Transform::Kind::Ignore:
                if (std::any_of(stack.begin(), stack.end(), matches))
                    return false;
                break;
            case Transform::Kind::FocusFunction: {
                const auto first = std::find_if(stack.begin(), stack.end(), matches);
                if (first == stack.end())
                    return false;
                stack.erase(stack.begin(), first);
                break;
            }
            case Transform::Kind::CollapseDirectRecursion:
                stack.erase(std::unique(stack.begin(), stack.end(),
                                        [&](const F &a, const F &b) { return fn(a) == fn(b); }),
                            stack.end());
                break;
            case Transform::Kind::CollapseRecursion: {
                // A → F → B → F → C becomes A → F → C: what lies between the outermost and
                // the innermost F goes, the inner F merged into the outer.
                const auto first = std::find_if(stack.begin(), stack.end(), matches);
                if (first == stack.end())
                    break;
                const auto last = std::find_if(stack.rbegin(), stack.rend(), matches).base();
                stack.erase(first + 1, last);
                break;
            }
            case Transform::Kind::FocusSubtree: {
                const auto &path = m_paths[size_t(i)];
                if (stack.size() < path.size())
                    return false;
                for (size_t d = 0; d < path.size(); ++d) {
                    if (!path[d][fn(stack[d])])
                        return false;
                }
                stack.erase(stack.begin(), stack.begin() + qsizetype(path.size()) - 1);
                break;
            }
            }
            if (stack.empty())
                return false;
        }
        return true;
    }

    const std::vector<bool> &matches(qsizetype transform) const
    {
        return m_match[size_t(transform)];
    }
    /// A focus-subtree's frames: per frame of its path, which functions match it.
    const std::vector<std::vector<bool>> &path(qsizetype transform) const
    {
        return m_paths[size_t(transform)];
    }

private:
    TransformList m_transforms;
    std::vector<std::vector<bool>> m_match;
    std::vector<std::vector<std::vector<bool>>> m_paths; // per transform (focus-subtree)
};

/// The transforms along the stack trie, root first, one trie node at a time: a node's
/// transformed stack is its parent's with at most one frame more per frame of its own, for
/// every transform but collapse-recursion-through (whose result depends on the frames below:
/// false, nothing done, then). Each stage keeps one number per node (matched yet, started,
/// the last function it let through), so a node costs its own frames only, not its depth:
/// the same stacks as Compiled::apply on each whole stack (tst_transformstack compares them).
template <typename LocationOf>
bool applyAlongTrie(const Profile &p, const Compiled &compiled, const TransformList &transforms,
                    ProfileBuilder &b, LocationOf &location, TransformStack::Result *r)
{
    for (const Transform &t : transforms) {
        if (t.kind == Transform::Kind::CollapseRecursion)
            return false;
    }
    const quint32 nodes = p.stackNodeCount();
    for (quint32 n = 1; n < nodes; ++n) {
        if (p.stackParent(n) >= n)
            return false; // not root first: the stack by stack way
    }
    const size_t stages = size_t(transforms.size());
    std::vector<const std::vector<bool> *> match(stages);
    std::vector<const std::vector<std::vector<bool>> *> path(stages);
    std::vector<Transform::Kind> kind(stages);
    for (size_t k = 0; k < stages; ++k) {
        match[k] = &compiled.matches(qsizetype(k));
        path[k] = &compiled.path(qsizetype(k));
        kind[k] = transforms[qsizetype(k)].kind;
    }
    // A focus-subtree's state: how many frames of its path matched so far, or this.
    constexpr quint32 OffPath = 0xffffffffu;
    // Per node: the builder's node of the transformed stack (0: empty) and each stage's state.
    std::vector<quint32> out(nodes, 0);
    std::vector<quint32> state(size_t(nodes) * stages, 0);
    // The builder's location of a one-line original location (most of them), found once.
    constexpr quint32 NoLocation = 0xffffffffu;
    std::vector<quint32> newLocation(p.locations().size(), NoLocation);
    for (quint32 n = 1; n < nodes; ++n) {
        const quint32 parent = p.stackParent(n);
        quint32 *st = state.data() + size_t(n) * stages;
        std::copy_n(state.data() + size_t(parent) * stages, stages, st);
        quint32 node = out[parent];
        const quint32 loc = p.stackLocation(n);
        const auto lines = p.locationLines(loc);
        const quint32 mapping = p.locations()[loc].mapping;
        for (auto line = lines.rbegin(); line != lines.rend(); ++line) {
            const quint32 fn = line->function;
            bool emit = true;
            for (size_t k = 0; k < stages && emit; ++k) {
                const bool m = (*match[k])[fn];
                switch (kind[k]) {
                case Transform::Kind::Hide:
                case Transform::Kind::MergeFunction:
                    emit = !m;
                    break;
                case Transform::Kind::Focus:
                case Transform::Kind::Ignore:
                    if (m)
                        st[k] = 1;
                    break;
                case Transform::Kind::FocusFunction:
                    if (st[k] == 0 && m)
                        st[k] = 1;
                    emit = st[k] != 0;
                    break;
                case Transform::Kind::CollapseDirectRecursion:
                    emit = st[k] != fn + 1;
                    st[k] = fn + 1;
                    break;
                case Transform::Kind::CollapseRecursion:
                    break;
                case Transform::Kind::FocusSubtree: {
                    const auto &frames = *path[k];
                    if (st[k] == OffPath) {
                        emit = false;
                    } else if (st[k] < frames.size()) {
                        // On the path: only its last frame is emitted (the new root).
                        st[k] = frames[st[k]][fn] ? st[k] + 1 : OffPath;
                        emit = st[k] == frames.size();
                    }
                    break;
                }
                }
            }
            if (!emit)
                continue;
            quint32 l = NoLocation;
            if (lines.size() == 1) {
                l = newLocation[loc];
                if (l == NoLocation)
                    l = newLocation[loc] = location(Frame{fn, line->line, mapping});
            } else {
                l = location(Frame{fn, line->line, mapping});
            }
            node = b.stackChild(node, l);
        }
        out[n] = node;
    }

    const int types = int(p.sampleTypes().size());
    std::vector<qint64> values(size_t(types), 0);
    for (quint32 s = 0; s < p.sampleCount(); ++s) {
        const quint32 t = p.sampleStack(s);
        bool dropped = out[t] == 0;
        const quint32 *st = state.data() + size_t(t) * stages;
        for (size_t k = 0; k < stages && !dropped; ++k) {
            if (kind[k] == Transform::Kind::Focus)
                dropped = st[k] == 0;
            else if (kind[k] == Transform::Kind::Ignore)
                dropped = st[k] != 0;
            else if (kind[k] == Transform::Kind::FocusSubtree)
                dropped = st[k] != path[k]->size(); // off the path, or above its end
        }
        for (int v = 0; v < types; ++v) {
            values[size_t(v)] = p.sampleValue(s, v);
            r->originalTotals[v] += values[size_t(v)];
        }
        if (dropped) {
            ++r->droppedSamples;
            for (int v = 0; v < types; ++v)
                r->droppedTotals[v] += values[size_t(v)];
            continue;
        }
        b.addSample(out[t], values, p.sampleLabels(s));
    }
    return true;
}

quint32 frameFunction(const Frame &f)
{
    return f.function;
}

quint32 plainFunction(const quint32 &f)
{
    return f;
}

} // namespace

double TransformStack::Result::droppedShare(int type) const
{
    const qint64 total = originalTotals.value(type);
    return total == 0 ? 0.0 : double(droppedTotals.value(type)) / double(total);
}

QString TransformStack::check(const TransformList &transforms, int *failed)
{
    for (qsizetype i = 0; i < transforms.size(); ++i) {
        if (transforms[i].kind == Transform::Kind::FocusSubtree &&
            transforms[i].argument.isEmpty()) {
            if (failed)
                *failed = int(i);
            return QCoreApplication::translate("hearth::TransformStack",
                                               "focus on subtree needs a path of frames "
                                               "('main;handler')");
        }
        if (!transforms[i].takesRegularExpression())
            continue;
        const QRegularExpression re(transforms[i].argument);
        if (re.isValid())
            continue;
        if (failed)
            *failed = int(i);
        return QCoreApplication::translate("hearth::TransformStack",
                                           "invalid regular expression '%1': %2 at offset %3")
            .arg(transforms[i].argument, re.errorString())
            .arg(re.patternErrorOffset());
    }
    return {};
}

bool TransformStack::applyToStack(const Profile &profile, const TransformList &transforms,
                                  std::vector<quint32> *functionsRootFirst)
{
    return Compiled(profile, transforms).apply(*functionsRootFirst, &plainFunction);
}

TransformStack::Result TransformStack::apply(const Profile::Ptr &profilePtr,
                                             const TransformList &transforms)
{
    Result r;
    r.error = check(transforms, &r.failed);
    if (!r.ok())
        return r;
    const Profile &p = *profilePtr;
    const int types = int(p.sampleTypes().size());
    for (int t = 0; t < types; ++t) {
        r.originalTotals << 0;
        r.droppedTotals << 0;
    }
    if (transforms.isEmpty()) {
        r.profile = profilePtr;
        for (quint32 s = 0; s < p.sampleCount(); ++s)
            for (int t = 0; t < types; ++t)
                r.originalTotals[t] += p.sampleValue(s, t);
        return r;
    }
    const Compiled compiled(p, transforms);

    ProfileBuilder b;
    b.setStrings(p.strings()); // label string indices stay valid
    b.setSampleTypes(p.sampleTypes());
    if (types > 0)
        b.setDefaultSampleType(p.sampleTypes().value(p.declaredDefaultSampleType()).type);
    b.setPeriod(p.periodType(), p.period());
    b.setDuration(p.durationNanos());
    b.setTime(p.timeNanos());
    for (const QString &c : p.comments())
        b.addComment(c);
    // Functions and mappings in the same order: their indices stay the same.
    for (const Function &f : p.functions())
        b.addFunction(f);
    for (const Mapping &m : p.mappings())
        b.addMapping(m);
    QList<bool> stacksFor;
    for (int t = 0; t < types; ++t)
        stacksFor << p.hasStacksFor(t);
    b.setStacksOnlyFor(stacksFor);

    // A location per distinct (mapping, function, line) of the transformed frames.
    QHash<QPair<quint64, qint64>, quint32> locationOf;
    auto location = [&](const Frame &f) {
        const QPair<quint64, qint64> key{(quint64(f.mapping) << 32) | f.function, f.line};
        const auto it = locationOf.constFind(key);
        if (it != locationOf.constEnd())
            return *it;
        const Line line{f.function, f.line};
        const quint32 l = b.addLocation(f.mapping, 0, std::span<const Line>(&line, 1));
        locationOf.insert(key, l);
        return l;
    };

    if (applyAlongTrie(p, compiled, transforms, b, location, &r)) {
        r.profile = b.finish();
        return r;
    }

    // Each distinct stack (trie node) is transformed once.
    constexpr quint32 Unseen = 0xffffffffu;
    constexpr quint32 Dropped = 0xfffffffeu;
    std::vector<quint32> nodeOf(p.stackNodeCount(), Unseen);
    std::vector<Frame> frames;
    std::vector<quint32> leafFirst;
    std::vector<qint64> values(size_t(types), 0);
    for (quint32 s = 0; s < p.sampleCount(); ++s) {
        const quint32 t = p.sampleStack(s);
        if (nodeOf[t] == Unseen) {
            frames.clear();
            const std::vector<quint32> locs = p.sampleLocations(s);
            for (auto l = locs.rbegin(); l != locs.rend(); ++l) {
                const auto lines = p.locationLines(*l);
                const quint32 mapping = p.locations()[*l].mapping;
                for (auto line = lines.rbegin(); line != lines.rend(); ++line)
                    frames.push_back({line->function, line->line, mapping});
            }
            if (!compiled.apply(frames, &frameFunction)) {
                nodeOf[t] = Dropped;
            } else {
                leafFirst.clear();
                for (auto f = frames.rbegin(); f != frames.rend(); ++f)
                    leafFirst.push_back(location(*f));
                nodeOf[t] = b.stackOf(leafFirst);
            }
        }
        for (int v = 0; v < types; ++v) {
            values[size_t(v)] = p.sampleValue(s, v);
            r.originalTotals[v] += values[size_t(v)];
        }
        if (nodeOf[t] == Dropped) {
            ++r.droppedSamples;
            for (int v = 0; v < types; ++v)
                r.droppedTotals[v] += values[size_t(v)];
            continue;
        }
        b.addSample(nodeOf[t], values, p.sampleLabels(s));
    }
    r.profile = b.finish();
    return r;
}

} // namespace hearth
