// SPDX-License-Identifier: MIT
#include "transformstack.h"

#include "calltreeassembler.h"
#include "profile/profilebuilder.h"
#include "saturating.h"
#include "sitemerger.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <functional>

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

// What a frame does through the stages of Stages::step.
enum class Step {
    Emit,   ///< it stays, under the frames before it
    Skip,   ///< it goes; what follows it hangs from the frame before it
    Rewind, ///< it merges into an earlier frame of its stream (collapse recursion through NAME)
};

/// The transforms as stages over a root-first stream of frames, one frame at a time: each
/// stage keeps one number per stream (matched yet, started, the last function it let through,
/// where NAME first passed), so a frame costs its own work only, not the length of its stack.
/// The one place a kind's step is written; the trie walk (apply) and the tree walk
/// (applyToTree) both feed their frames through it, and tst_transformstack compares both with
/// Compiled::apply on each whole stack.
class Stages
{
public:
    Stages(const Compiled &compiled, const TransformList &transforms)
    {
        for (qsizetype k = 0; k < transforms.size(); ++k) {
            m_match.push_back(&compiled.matches(k));
            m_kind.push_back(transforms[k].kind);
            m_path.push_back(&compiled.path(k));
        }
    }

    size_t size() const { return m_kind.size(); }
    bool rewinds() const
    {
        return std::find(m_kind.begin(), m_kind.end(), Transform::Kind::CollapseRecursion) !=
               m_kind.end();
    }

    /// Feeds the frame of function `fn` at position `at` of its stream (its depth) through
    /// the stages; `st` holds the stream's state before it and is updated. On Rewind the frame
    /// merges into the one at position *to, and the stages after *stage take up their state
    /// there.
    Step step(quint32 fn, quint32 at, quint32 *st, size_t *stage, quint32 *to) const
    {
        for (size_t k = 0; k < m_kind.size(); ++k) {
            const bool m = (*m_match[k])[fn];
            switch (m_kind[k]) {
            case Transform::Kind::Hide:
            case Transform::Kind::MergeFunction:
                if (m)
                    return Step::Skip;
                break;
            case Transform::Kind::Focus:
            case Transform::Kind::Ignore:
                if (m)
                    st[k] = 1;
                break;
            case Transform::Kind::FocusFunction:
                if (st[k] == 0 && m)
                    st[k] = 1;
                if (st[k] == 0)
                    return Step::Skip;
                break;
            case Transform::Kind::CollapseDirectRecursion:
                if (st[k] == fn + 1)
                    return Step::Skip;
                st[k] = fn + 1;
                break;
            case Transform::Kind::CollapseRecursion:
                // A → F → B → F → C becomes A → F → C: the outermost F stays (its position
                // is the state), an inner one takes the stream back to it.
                if (!m)
                    break;
                if (st[k] == 0) {
                    st[k] = at + 1;
                    break;
                }
                *stage = k;
                *to = st[k] - 1;
                return Step::Rewind;
            case Transform::Kind::FocusSubtree: {
                // On the path, frame by frame: only its last frame is emitted (the new root),
                // and a stream that leaves the path is dropped.
                const auto &frames = *m_path[k];
                if (st[k] == OffPath)
                    return Step::Skip;
                if (st[k] < frames.size()) {
                    st[k] = frames[st[k]][fn] ? st[k] + 1 : OffPath;
                    if (st[k] != frames.size())
                        return Step::Skip;
                }
                break;
            }
            }
        }
        return Step::Emit;
    }

    /// True when the stream's samples are dropped (focus found nothing, ignore something).
    bool dropped(const quint32 *st) const
    {
        for (size_t k = 0; k < m_kind.size(); ++k) {
            if (m_kind[k] == Transform::Kind::Focus && st[k] == 0)
                return true;
            if (m_kind[k] == Transform::Kind::Ignore && st[k] != 0)
                return true;
            if (m_kind[k] == Transform::Kind::FocusSubtree && st[k] != m_path[k]->size())
                return true; // off the path, or above its end
        }
        return false;
    }

private:
    std::vector<const std::vector<bool> *> m_match;
    std::vector<Transform::Kind> m_kind;
    std::vector<const std::vector<std::vector<bool>> *> m_path; // focus-subtree
    // A focus-subtree's state: how many frames of its path matched so far, or this.
    static constexpr quint32 OffPath = 0xffffffffu;
};

/// The transforms along the stack trie, root first, one trie node at a time: a node's
/// transformed stack is its parent's with at most one frame more per line of its own, for
/// every transform but collapse-recursion-through (a line inside an inlined location cannot be
/// rewound to: false, nothing done, then).
template <typename LocationOf>
bool applyAlongTrie(const Profile &p, const Stages &stages, ProfileBuilder &b, LocationOf &location,
                    TransformStack::Result *r)
{
    if (stages.rewinds())
        return false;
    const quint32 nodes = p.stackNodeCount();
    for (quint32 n = 1; n < nodes; ++n) {
        if (p.stackParent(n) >= n)
            return false; // not root first: the stack by stack way
    }
    const size_t count = stages.size();
    // Per node: the builder's node of the transformed stack (0: empty) and each stage's state.
    std::vector<quint32> out(nodes, 0);
    std::vector<quint32> state(size_t(nodes) * count, 0);
    // The builder's location of a one-line original location (most of them), found once.
    constexpr quint32 NoLocation = 0xffffffffu;
    std::vector<quint32> newLocation(p.locations().size(), NoLocation);
    for (quint32 n = 1; n < nodes; ++n) {
        const quint32 parent = p.stackParent(n);
        quint32 *st = state.data() + size_t(n) * count;
        std::copy_n(state.data() + size_t(parent) * count, count, st);
        quint32 node = out[parent];
        const quint32 loc = p.stackLocation(n);
        const auto lines = p.locationLines(loc);
        const quint32 mapping = p.locations()[loc].mapping;
        for (auto line = lines.rbegin(); line != lines.rend(); ++line) {
            const quint32 fn = line->function;
            size_t stage = 0;
            quint32 to = 0;
            if (stages.step(fn, 0, st, &stage, &to) != Step::Emit)
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
        const bool dropped = out[t] == 0 || stages.dropped(state.data() + size_t(t) * count);
        for (int v = 0; v < types; ++v) {
            values[size_t(v)] = p.sampleValue(s, v);
            r->originalTotals[v] += values[size_t(v)];
        }
        if (dropped) {
            r->droppedSamples += p.sampleRecords(s); // records, as the file has them
            for (int v = 0; v < types; ++v)
                r->droppedTotals[v] += values[size_t(v)];
            continue;
        }
        b.addSample(out[t], values, p.sampleLabels(s), p.sampleRecords(s));
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

    if (applyAlongTrie(p, Stages(compiled, transforms), b, location, &r)) {
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
            r.droppedSamples += p.sampleRecords(s);
            for (int v = 0; v < types; ++v)
                r.droppedTotals[v] += values[size_t(v)];
            continue;
        }
        b.addSample(nodeOf[t], values, p.sampleLabels(s), p.sampleRecords(s));
    }
    r.profile = b.finish();
    return r;
}

namespace {

/// The transforms along the tree, one node at a time in pre-order (see applyToTree); adds what
/// they drop to *dropped. nullptr when *cancel became true. applyToTree gives focus-function
/// and collapse-recursion-through to SiteMerger; they work here too (Stages), but slower.
CallTree::Ptr applyAlongTree(const CallTree::Ptr &tree, const TransformList &transforms,
                             const std::atomic<bool> *cancel, qint64 *dropped)
{
    const Compiled compiled(tree->profile(), transforms);
    const Stages stages(compiled, transforms);
    const size_t count = stages.size();
    // Pre-order: a node's ancestors are the stream before it, one entry per depth: the
    // assembler's node of the transformed stack there and each stage's state.
    const quint32 nodes = tree->nodeCount();
    std::vector<quint32> outAt(size_t(tree->maxDepth()) + 1, CallTreeAssembler::Root);
    std::vector<quint32> stateAt(outAt.size() * count, 0);
    // Per depth, the child last found or made there and its parent: where the next sibling's
    // lookup starts (siblings come in order).
    std::vector<quint32> lastAt(outAt.size(), CallTreeAssembler::NoNode);
    std::vector<quint32> lastParentAt(outAt.size(), CallTreeAssembler::NoNode);
    CallTreeAssembler assembler(tree->profilePtr(), tree->sampleType(), nodes);
    *dropped = saturatingAdd(*dropped, tree->self(0)); // an empty stack stays empty: dropped
    CallTree::DepthCursor depths(*tree);
    for (quint32 i = 1; i < nodes; ++i) {
        if ((i & 0xffff) == 1 && cancel && cancel->load(std::memory_order_relaxed))
            return nullptr;
        const quint32 d = depths.depth(i);
        quint32 *st = stateAt.data() + size_t(d) * count;
        std::copy_n(st - count, count, st);
        quint32 out = outAt[d - 1];
        size_t stage = 0;
        quint32 to = 0;
        switch (stages.step(tree->function(i), d, st, &stage, &to)) {
        case Step::Emit: {
            const quint32 after = lastParentAt[d] == out ? lastAt[d] : CallTreeAssembler::NoNode;
            lastParentAt[d] = out;
            out = assembler.child(out, tree->function(i), after);
            lastAt[d] = out;
            break;
        }
        case Step::Skip:
            assembler.share(out); // its children meet the parent's
            break;
        case Step::Rewind:
            out = outAt[to];
            std::copy(stateAt.data() + size_t(to) * count + stage + 1,
                      stateAt.data() + size_t(to + 1) * count, st + stage + 1);
            assembler.share(out);
            break;
        }
        outAt[d] = out;
        const qint64 v = tree->self(i);
        if (v == 0)
            continue;
        if (out == CallTreeAssembler::Root || stages.dropped(st))
            *dropped = saturatingAdd(*dropped, v);
        else
            assembler.addSelf(out, v);
    }
    return assembler.finish(cancel);
}

} // namespace

TransformStack::TreeResult TransformStack::applyToTree(const CallTree::Ptr &tree,
                                                       const TransformList &transforms,
                                                       const std::atomic<bool> *cancel)
{
    TreeResult r;
    r.error = check(transforms, &r.failed);
    if (!r.ok() || !tree)
        return r;
    r.originalTotal = tree->totalValue();
    // A focus-function or a collapse-recursion-through merges its sites side by side
    // (SiteMerger); the transforms between them go along the tree. Each part takes the tree
    // the one before gave (the transforms apply in order, each to the whole stack, so a
    // stack's way through them can be cut anywhere).
    auto mergesSites = [](const Transform &t) {
        return t.kind == Transform::Kind::FocusFunction ||
               t.kind == Transform::Kind::CollapseRecursion;
    };
    CallTree::Ptr t = tree;
    for (qsizetype from = 0; from < transforms.size();) {
        qsizetype to = from;
        while (to < transforms.size() && !mergesSites(transforms[to]))
            ++to;
        if (to > from)
            t = applyAlongTree(t, transforms.mid(from, to - from), cancel, &r.droppedTotal);
        if (t && to < transforms.size()) {
            const Compiled compiled(t->profile(), TransformList{transforms[to]});
            const auto merge = transforms[to].kind == Transform::Kind::FocusFunction
                                   ? &SiteMerger::focusFunction
                                   : &SiteMerger::collapseRecursion;
            t = merge(*t, compiled.matches(0), cancel, &r.droppedTotal);
            ++to;
        }
        if (!t) {
            r.cancelled = true;
            return r;
        }
        from = to;
    }
    r.tree = t;
    return r;
}

} // namespace hearth
