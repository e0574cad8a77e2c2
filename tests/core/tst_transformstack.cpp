// SPDX-License-Identifier: MIT
#include "analysis/calltree.h"
#include "analysis/functiontable.h"
#include "analysis/transformstack.h"
#include "io/collapsedreader.h"
#include "io/profilereader.h"
#include "profile/profilebuilder.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QTest>

#include <map>
#include <tuple>

Q_DECLARE_METATYPE(hearth::TransformList)

namespace hearth {

namespace {

Profile::Ptr folded(const QString &text)
{
    const ProfileResult r = CollapsedReader::parse(text.toUtf8());
    return r.profile;
}

// "total=N; f=self/inclusive/sites; …" by function name, from the tree built on the
// transformed profile: what the table and the header show.
QString tableOf(const Profile::Ptr &profile)
{
    const CallTree::Ptr tree = CallTree::build(profile, 0);
    const FunctionTable table = FunctionTable::compute(*tree);
    QStringList out{QStringLiteral("total=%1").arg(tree->totalValue())};
    for (const FunctionStats &r : table.sorted(*profile, FunctionTable::SortKey::Name))
        out << QStringLiteral("%1=%2/%3/%4")
                   .arg(profile->functions()[r.function].name)
                   .arg(r.self)
                   .arg(r.inclusive)
                   .arg(r.sites);
    return out.join(QStringLiteral("; "));
}

// A naive reference: the transforms on the folded lines' frame names, one line at a time.
QStringList referenceFrames(QStringList frames, const TransformList &transforms)
{
    for (const Transform &t : transforms) {
        const QRegularExpression re(t.argument);
        auto matches = [&](const QString &f) {
            return t.takesRegularExpression() ? re.match(f).hasMatch() : f == t.argument;
        };
        QStringList next;
        switch (t.kind) {
        case Transform::Kind::Hide:
        case Transform::Kind::MergeFunction:
            for (const QString &f : frames)
                if (!matches(f))
                    next << f;
            break;
        case Transform::Kind::Focus:
        case Transform::Kind::Ignore: {
            bool any = false;
            for (const QString &f : frames)
                any = any || matches(f);
            if (any == (t.kind == Transform::Kind::Focus))
                next = frames;
            break;
        }
        case Transform::Kind::FocusFunction: {
            bool on = false;
            for (const QString &f : frames) {
                on = on || matches(f);
                if (on)
                    next << f;
            }
            break;
        }
        case Transform::Kind::CollapseDirectRecursion:
            for (const QString &f : frames)
                if (next.isEmpty() || next.last() != f)
                    next << f;
            break;
        case Transform::Kind::CollapseRecursion: {
            qsizetype first = -1, last = -1;
            for (qsizetype i = 0; i < frames.size(); ++i) {
                if (matches(frames[i])) {
                    last = i;
                    if (first < 0)
                        first = i;
                }
            }
            for (qsizetype i = 0; i < frames.size(); ++i)
                if (first < 0 || i <= first || i > last)
                    next << frames[i];
            break;
        }
        case Transform::Kind::FocusSubtree: {
            const QStringList path = t.argument.split(QLatin1Char(';'));
            if (frames.mid(0, path.size()) == path)
                next = frames.mid(path.size() - 1);
            break;
        }
        }
        frames = next;
        if (frames.isEmpty())
            break;
    }
    return frames;
}

QByteArray referenceFolded(const QByteArray &folded, const TransformList &transforms)
{
    QByteArray out;
    for (const QByteArray &raw : folded.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        const qsizetype space = line.lastIndexOf(QLatin1Char(' '));
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')) || space < 0)
            continue;
        const QStringList frames =
            referenceFrames(line.left(space).split(QLatin1Char(';')), transforms);
        if (!frames.isEmpty())
            out += (frames.join(QLatin1Char(';')) + line.mid(space) + QLatin1Char('\n')).toUtf8();
    }
    return out;
}

// name → (self, inclusive, largest subtree, sites).
std::map<QString, std::tuple<qint64, qint64, qint64, quint32>> statsByName(const Profile::Ptr &p)
{
    const CallTree::Ptr tree = CallTree::build(p, 0);
    std::map<QString, std::tuple<qint64, qint64, qint64, quint32>> out;
    const FunctionTable table = FunctionTable::compute(*tree);
    for (const FunctionStats &r : table.rows())
        out[p->functions()[r.function].name] = {r.self, r.inclusive, r.largestSubtree, r.sites};
    return out;
}

} // namespace

class TestTransformStack : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void table_data();
    void table();
    void againstReference_data();
    void againstReference();
    void noTransformsIsTheSameProfile();
    void everySampleAsApplyToStack_data();
    void everySampleAsApplyToStack();
    void treeAsBuiltFromProfile_data();
    void treeAsBuiltFromProfile();
    void cancelledTreeStops();
    void invalidRegularExpression();
    void labelsAndTypesKept();
    void subtreePathEscapes_data();
    void subtreePathEscapes();
};

void TestTransformStack::table_data()
{
    // Expected values are worked out by hand from the folded lines in each row's comment.
    QTest::addColumn<QString>("folded");
    QTest::addColumn<TransformList>("transforms");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<qint64>("dropped");

    const QString wrappers = QStringLiteral("main;otel;work 10\nmain;otel;otel;io 5\nmain 2\n");
    // → main;work 10, main;io 5, main 2: otel is gone from the table.
    QTest::newRow("hide: frame gone, time to the caller")
        << wrappers << TransformList{Transform::hide(QStringLiteral("otel"))}
        << QStringLiteral("total=17; io=5/5/1; main=2/17/1; work=10/10/1") << qint64(0);
    // otel;rspec is all hidden: dropped from the total.
    QTest::newRow("hide: all-hidden sample dropped")
        << QStringLiteral("otel;rspec 3\nmain;work 7\n")
        << TransformList{Transform::hide(QStringLiteral("otel|rspec"))}
        << QStringLiteral("total=7; main=0/7/1; work=7/7/1") << qint64(3);

    const QString ax = QStringLiteral("main;a;x 4\nmain;b 6\nmain;a 1\n");
    QTest::newRow("focus: samples through x, stacks unchanged")
        << ax << TransformList{Transform::focus(QStringLiteral("^x$"))}
        << QStringLiteral("total=4; a=0/4/1; main=0/4/1; x=4/4/1") << qint64(7);
    QTest::newRow("ignore: samples through x dropped")
        << ax << TransformList{Transform::ignore(QStringLiteral("^x$"))}
        << QStringLiteral("total=7; a=1/1/1; b=6/6/1; main=0/7/1") << qint64(4);

    // → f;g 3, f;h 4, f;x;f;g 2 (from the outermost f); main;c dropped.
    QTest::newRow("focus-function: two sites merged")
        << QStringLiteral("main;a;f;g 3\nmain;b;f;h 4\nmain;c 5\nmain;f;x;f;g 2\n")
        << TransformList{Transform::focusFunction(QStringLiteral("f"))}
        << QStringLiteral("total=9; f=0/9/2; g=5/5/2; h=4/4/1; x=0/2/1") << qint64(5);

    // → main;parse;lex 4, main;parse 1.
    QTest::newRow("collapse direct recursion")
        << QStringLiteral("main;parse;parse;parse;lex 4\nmain;parse 1\n")
        << TransformList{Transform::collapseDirectRecursion()}
        << QStringLiteral("total=5; lex=4/4/1; main=0/5/1; parse=1/5/1") << qint64(0);
    // → main;eval 6 (apply between evals gone), main;eval;apply 2.
    QTest::newRow("collapse recursion through eval")
        << QStringLiteral("main;eval;apply;eval;apply;eval 6\nmain;eval;apply 2\n")
        << TransformList{Transform::collapseRecursion(QStringLiteral("eval"))}
        << QStringLiteral("total=8; apply=2/2/1; eval=6/8/1; main=0/8/1") << qint64(0);
    // → main;work 3, main 2.
    QTest::newRow("merge function into its callers")
        << QStringLiteral("main;wrap;work 3\nmain;wrap 2\n")
        << TransformList{Transform::mergeFunction(QStringLiteral("wrap"))}
        << QStringLiteral("total=5; main=2/5/1; work=3/3/1") << qint64(0);
    QTest::newRow("merge function: a name, not a pattern")
        << QStringLiteral("main;wrap;work 3\nmain;wrapper 2\n")
        << TransformList{Transform::mergeFunction(QStringLiteral("wrap"))}
        << QStringLiteral("total=5; main=0/5/1; work=3/3/1; wrapper=2/2/1") << qint64(0);

    // Order matters: hiding otel first leaves nothing for focus to keep.
    const QString order = QStringLiteral("main;otel;work 3\nmain;io 2\n");
    QTest::newRow("hide then focus") << order
                                     << TransformList{Transform::hide(QStringLiteral("otel")),
                                                      Transform::focus(QStringLiteral("otel"))}
                                     << QStringLiteral("total=0") << qint64(5);
    QTest::newRow("focus then hide")
        << order
        << TransformList{Transform::focus(QStringLiteral("otel")),
                         Transform::hide(QStringLiteral("otel"))}
        << QStringLiteral("total=3; main=0/3/1; work=3/3/1") << qint64(2);
    // main;w;f;w;f: hiding w makes f;f direct recursion, which then collapses.
    const QString wf = QStringLiteral("main;w;f;w;f 4\n");
    QTest::newRow("hide then collapse recursion")
        << wf
        << TransformList{Transform::hide(QStringLiteral("^w$")),
                         Transform::collapseDirectRecursion()}
        << QStringLiteral("total=4; f=4/4/1; main=0/4/1") << qint64(0);
    QTest::newRow("collapse recursion then hide")
        << wf
        << TransformList{Transform::collapseDirectRecursion(),
                         Transform::hide(QStringLiteral("^w$"))}
        << QStringLiteral("total=4; f=4/4/2; main=0/4/1") << qint64(0);
    // → a;x 4, a 1 (main;b and main alone are not in main;a's subtree).
    QTest::newRow("focus-subtree: re-rooted at the path's end")
        << ax
        << TransformList{Transform::focusSubtree({QStringLiteral("main"), QStringLiteral("a")})}
        << QStringLiteral("total=5; a=1/5/1; x=4/4/1") << qint64(6);
    // Only the one site: → f;g 3, f;x;f;g 2; main;b;f;h (another site of f) and main;a
    // (above the path's end) dropped.
    QTest::newRow("focus-subtree: one site, unlike focus-function")
        << QStringLiteral("main;a;f;g 3\nmain;b;f;h 4\nmain;a;f;x;f;g 2\nmain;a 1\n")
        << TransformList{Transform::focusSubtree(
               {QStringLiteral("main"), QStringLiteral("a"), QStringLiteral("f")})}
        << QStringLiteral("total=5; f=0/5/2; g=5/5/2; x=0/2/1") << qint64(5);
    // A path longer than a stack, or off it at the root: nothing kept.
    QTest::newRow("focus-subtree: a path no stack has")
        << ax << TransformList{Transform::focusSubtree({QStringLiteral("a")})}
        << QStringLiteral("total=0") << qint64(11);
    // The path is of the stacks the earlier transforms left: otel hidden first.
    QTest::newRow("hide then focus-subtree")
        << wrappers
        << TransformList{Transform::hide(QStringLiteral("otel")),
                         Transform::focusSubtree({QStringLiteral("main"), QStringLiteral("io")})}
        << QStringLiteral("total=5; io=5/5/1") << qint64(12);
    QTest::newRow("ignore then focus-function")
        << QStringLiteral("main;f;a 1\nmain;f;b 2\nmain;b 4\n")
        << TransformList{Transform::ignore(QStringLiteral("^a$")),
                         Transform::focusFunction(QStringLiteral("f"))}
        << QStringLiteral("total=2; b=2/2/1; f=0/2/1") << qint64(5);
}

void TestTransformStack::table()
{
    QFETCH(QString, folded);
    QFETCH(TransformList, transforms);
    QFETCH(QString, expected);
    QFETCH(qint64, dropped);
    const Profile::Ptr original = hearth::folded(folded);
    QVERIFY(original);
    const TransformStack::Result r = TransformStack::apply(original, transforms);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(tableOf(r.profile), expected);
    QCOMPARE(r.droppedTotals.value(0), dropped);
    QCOMPARE(r.originalTotals.value(0), CallTree::build(original, 0)->totalValue());
    // The original is left as it was.
    QCOMPARE(CallTree::build(original, 0)->totalValue(), r.originalTotals.value(0));
}

void TestTransformStack::againstReference_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<TransformList>("transforms");
    const QString perf = QStringLiteral("perf-gxx.folded");
    const QString handmade = QStringLiteral("handmade.folded");
    QTest::newRow("perf: hide unknown")
        << perf << TransformList{Transform::hide(QStringLiteral("unknown"))};
    QTest::newRow("perf: collapse recursion")
        << perf << TransformList{Transform::collapseDirectRecursion()};
    QTest::newRow("perf: focus cc1plus, ignore unknown")
        << perf
        << TransformList{Transform::focus(QStringLiteral("cc1plus")),
                         Transform::ignore(QStringLiteral("unknown"))};
    QTest::newRow("perf: focus-function cc1plus, hide ^std")
        << perf
        << TransformList{Transform::focusFunction(QStringLiteral("cc1plus")),
                         Transform::hide(QStringLiteral("^std"))};
    QTest::newRow("perf: collapse recursion through [unknown]")
        << perf << TransformList{Transform::collapseRecursion(QStringLiteral("[unknown]"))};
    QTest::newRow("perf: focus-subtree cc1plus;[unknown]")
        << perf
        << TransformList{
               Transform::focusSubtree({QStringLiteral("cc1plus"), QStringLiteral("[unknown]")})};
    QTest::newRow("perf: collapse recursion, then focus-subtree three deep")
        << perf
        << TransformList{
               Transform::collapseDirectRecursion(),
               Transform::focusSubtree({QStringLiteral("cc1plus"), QStringLiteral("[unknown]"),
                                        QStringLiteral("[cc1plus]")})};
    QTest::newRow("handmade: merge run, collapse recursion")
        << handmade
        << TransformList{Transform::mergeFunction(QStringLiteral("run")),
                         Transform::collapseDirectRecursion()};
}

void TestTransformStack::againstReference()
{
    QFETCH(QString, file);
    QFETCH(TransformList, transforms);
    QFile f(QStringLiteral(HEARTH_TEST_DATA "/") + file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    const ProfileResult original = CollapsedReader::parse(bytes);
    QVERIFY(original.ok());
    const TransformStack::Result r = TransformStack::apply(original.profile, transforms);
    QVERIFY(r.ok());
    const QByteArray reference = referenceFolded(bytes, transforms);
    QVERIFY(!reference.isEmpty());
    const ProfileResult expected = CollapsedReader::parse(reference);
    QVERIFY(expected.ok());
    QCOMPARE(CallTree::build(r.profile, 0)->totalValue(),
             CallTree::build(expected.profile, 0)->totalValue());
    QVERIFY(statsByName(r.profile) == statsByName(expected.profile));
}

namespace {

// A sample's functions, root first, every inlined line a frame.
std::vector<quint32> functionsOf(const Profile &p, quint32 sample)
{
    std::vector<quint32> out;
    const std::vector<quint32> locs = p.sampleLocations(sample);
    for (auto l = locs.rbegin(); l != locs.rend(); ++l) {
        const auto lines = p.locationLines(*l);
        for (auto line = lines.rbegin(); line != lines.rend(); ++line)
            out.push_back(line->function);
    }
    return out;
}

// The file and transforms columns, and rows of every kind in compositions on a real pprof
// (inlined frames: several lines a location), shared by the tests of apply()'s two walks.
// A row's focus-subtree path "FIRST3" becomes the path of a real stack: the first deep
// sample's outermost three frames. False when the profile has no such sample.
bool resolveFirst3(const Profile &p, TransformList &transforms)
{
    for (Transform &t : transforms) {
        if (t.kind != Transform::Kind::FocusSubtree || t.argument != QLatin1String("FIRST3"))
            continue;
        for (quint32 s = 0; s < p.sampleCount(); ++s) {
            const std::vector<quint32> fns = functionsOf(p, s);
            if (fns.size() < 5)
                continue;
            QStringList path;
            for (size_t i = 0; i < 3; ++i)
                path << p.functions()[fns[i]].name;
            t = Transform::focusSubtree(path);
            break;
        }
        if (t.argument == QLatin1String("FIRST3"))
            return false;
    }
    return true;
}

// The profile of a test row's file column: a file of the test data, or "stacks:" and lines
// of folded stacks ("a;f@x.go;b 3") whose frames may name a file after '@' (functions of one
// name in several files, which folded text cannot have).
Profile::Ptr profileOf(const QString &file)
{
    const QString prefix = QStringLiteral("stacks:");
    if (!file.startsWith(prefix)) {
        const ProfileResult read =
            ProfileReader::readFile(QStringLiteral(HEARTH_TEST_DATA "/") + file);
        return read.profile;
    }
    ProfileBuilder b;
    b.setSampleTypes({ValueType{QStringLiteral("samples"), QStringLiteral("count")}});
    QHash<QString, quint32> locationOf;
    for (const QString &text : file.mid(prefix.size()).split(u'\n', Qt::SkipEmptyParts)) {
        const qsizetype space = text.lastIndexOf(u' ');
        std::vector<quint32> leafFirst;
        for (const QString &frame : text.left(space).split(u';')) {
            if (!locationOf.contains(frame)) {
                Function f;
                f.name = frame.section(u'@', 0, 0);
                f.file = frame.section(u'@', 1);
                const Line line{b.addFunction(f), 0};
                locationOf.insert(
                    frame, b.addLocation(Location::NoMapping, 0, std::span<const Line>(&line, 1)));
            }
            leafFirst.insert(leafFirst.begin(), locationOf.value(frame));
        }
        const qint64 value = text.mid(space + 1).toLongLong();
        b.addSample(b.stackOf(leafFirst), std::span<const qint64>(&value, 1));
    }
    return b.finish();
}

void addCompositionRows()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<TransformList>("transforms");
    const QString cpu = QStringLiteral("go-cpu-small.pb.gz");
    const QString heap = QStringLiteral("go-heap-small.pb.gz");
    QTest::newRow("cpu: hide runtime")
        << cpu << TransformList{Transform::hide(QStringLiteral("^runtime\\."))};
    QTest::newRow("cpu: focus-function, collapse, ignore")
        << cpu
        << TransformList{Transform::focusFunction(QStringLiteral("main.dispatch")),
                         Transform::collapseDirectRecursion(),
                         Transform::ignore(QStringLiteral("gcBgMarkWorker"))};
    QTest::newRow("cpu: merge, focus, hide")
        << cpu
        << TransformList{Transform::mergeFunction(QStringLiteral("main.dispatch")),
                         Transform::focus(QStringLiteral("^main\\.")),
                         Transform::hide(QStringLiteral("^main\\.worker$"))};
    QTest::newRow("cpu: collapse, then focus-function")
        << cpu
        << TransformList{Transform::collapseDirectRecursion(),
                         Transform::focusFunction(QStringLiteral("runtime.mallocgc"))};
    QTest::newRow("cpu: focus-subtree of the first sample's third frame, then hide")
        << cpu
        << TransformList{Transform::focusSubtree({QStringLiteral("FIRST3")}),
                         Transform::hide(QStringLiteral("^runtime\\.mallocgc$"))};
    QTest::newRow("heap: hide everything but main")
        << heap << TransformList{Transform::hide(QStringLiteral("^(?!main\\.)"))};
}

} // namespace

void TestTransformStack::everySampleAsApplyToStack_data()
{
    // apply() walks the stack trie one node at a time; applyToStack() transforms one whole
    // stack. Every kept sample must come out as applyToStack() says, in order, on a real pprof
    // (inlined frames: several lines a location) and for compositions of every kind.
    addCompositionRows();
    const QString heap = QStringLiteral("go-heap-small.pb.gz");
    QTest::newRow("heap: through (the stack-by-stack way)")
        << heap
        << TransformList{Transform::hide(QStringLiteral("^runtime\\.")),
                         Transform::collapseRecursion(QStringLiteral("main.(*Call).Eval"))};
}

void TestTransformStack::everySampleAsApplyToStack()
{
    QFETCH(QString, file);
    QFETCH(TransformList, transforms);
    const ProfileResult read = ProfileReader::readFile(QStringLiteral(HEARTH_TEST_DATA "/") + file);
    QVERIFY(read.ok());
    const Profile &p = *read.profile;
    QVERIFY(resolveFirst3(p, transforms));
    const TransformStack::Result r = TransformStack::apply(read.profile, transforms);
    QVERIFY(r.ok());
    const Profile &q = *r.profile;
    quint32 kept = 0;
    quint64 dropped = 0;
    // applyToStack() matches every function again for each stack: the first 2000 samples
    // (kept ones stay in order, so their indices in q are known).
    const quint32 checked = std::min(p.sampleCount(), 2000u);
    for (quint32 s = 0; s < checked; ++s) {
        std::vector<quint32> expected = functionsOf(p, s);
        if (!TransformStack::applyToStack(p, transforms, &expected)) {
            ++dropped;
            continue;
        }
        QVERIFY(kept < q.sampleCount());
        QVERIFY2(functionsOf(q, kept) == expected, qPrintable(QString::number(s)));
        QCOMPARE(q.sampleValue(kept, 0), p.sampleValue(s, 0));
        ++kept;
    }
    if (checked == p.sampleCount()) {
        QCOMPARE(kept, q.sampleCount());
        QCOMPARE(r.droppedSamples, dropped);
    }
    QVERIFY(kept > 0);
}

void TestTransformStack::treeAsBuiltFromProfile_data()
{
    // applyToTree() walks the original call tree; it must give node for node the tree built
    // from apply()'s profile, for every kind, compositions and rewinds (collapse recursion
    // through a function, before and after other stages).
    addCompositionRows();
    const QString heap = QStringLiteral("go-heap-small.pb.gz");
    const QString cpu = QStringLiteral("go-cpu-small.pb.gz");
    const QString perf = QStringLiteral("perf-gxx.folded");
    const QString eval = QStringLiteral("main.(*Call).Eval");
    QTest::newRow("heap: hide everything") << heap << TransformList{Transform::hide({})};
    QTest::newRow("cpu: hide, then through")
        << cpu
        << TransformList{Transform::hide(QStringLiteral("^runtime\\.")),
                         Transform::collapseRecursion(eval)};
    QTest::newRow("cpu: through, then focus and direct recursion")
        << cpu
        << TransformList{Transform::collapseRecursion(eval),
                         Transform::focus(QStringLiteral("Eval")),
                         Transform::collapseDirectRecursion()};
    QTest::newRow("cpu: through twice, focus-function between")
        << cpu
        << TransformList{Transform::collapseRecursion(eval), Transform::focusFunction(eval),
                         Transform::collapseRecursion(QStringLiteral("main.(*Env).Lookup")),
                         Transform::ignore(QStringLiteral("^runtime\\.memmove$"))};
    QTest::newRow("perf: collapse recursion through [unknown]")
        << perf << TransformList{Transform::collapseRecursion(QStringLiteral("[unknown]"))};
    // A focus-function and a collapse-recursion-through merge their sites side by side (no
    // lookup), alone and between the other kinds.
    const QString sites = QStringLiteral(
        "stacks:a;f;b;f;c 3\nx;f;c 2\nx;y;f;b;d 1\nf 4\nf;f 6\nz 5\ny;f@other.go;b 7\n"
        "a;f;b;f@other.go;c 8\nx;y;b 9\nf;b;c;e 10\nx;f;b;c;e 11\nf;b;f;b;f;c;b 12\n"
        "a;f;b;c;f;c;e 13\n");
    QTest::newRow("stacks: focus-function at many sites, recursive, in two files")
        << sites << TransformList{Transform::focusFunction(QStringLiteral("f"))};
    QTest::newRow("stacks: focus-function, then hide and direct recursion")
        << sites
        << TransformList{Transform::focusFunction(QStringLiteral("f")),
                         Transform::hide(QStringLiteral("^b$")),
                         Transform::collapseDirectRecursion()};
    QTest::newRow("stacks: hide, then focus-function twice")
        << sites
        << TransformList{Transform::hide(QStringLiteral("^y$")),
                         Transform::focusFunction(QStringLiteral("f")),
                         Transform::focusFunction(QStringLiteral("c"))};
    QTest::newRow("stacks: collapse recursion through f, in two files")
        << sites << TransformList{Transform::collapseRecursion(QStringLiteral("f"))};
    QTest::newRow("stacks: through f, then hide b, then through c")
        << sites
        << TransformList{Transform::collapseRecursion(QStringLiteral("f")),
                         Transform::hide(QStringLiteral("^b$")),
                         Transform::collapseRecursion(QStringLiteral("c"))};
    QTest::newRow("stacks: focus-function b, then through f")
        << sites
        << TransformList{Transform::focusFunction(QStringLiteral("b")),
                         Transform::collapseRecursion(QStringLiteral("f"))};
    QTest::newRow("stacks: focus-function on nothing")
        << sites << TransformList{Transform::focusFunction(QStringLiteral("nowhere"))};
    const QString dispatch = QStringLiteral("main.dispatch"); // at many sites
    QTest::newRow("heap: focus-function at many sites")
        << heap << TransformList{Transform::focusFunction(dispatch)};
    QTest::newRow("heap: focus-function, then hide runtime")
        << heap
        << TransformList{Transform::focusFunction(dispatch),
                         Transform::hide(QStringLiteral("^runtime\\."))};
    QTest::newRow("heap: merge, focus-function, through")
        << heap
        << TransformList{Transform::mergeFunction(QStringLiteral("main.worker")),
                         Transform::focusFunction(dispatch),
                         Transform::collapseRecursion(dispatch)};
    QTest::newRow("cpu: focus-function on a recursive function")
        << cpu << TransformList{Transform::focusFunction(eval)};
    QTest::newRow("cpu: collapse recursion through a recursive function")
        << cpu << TransformList{Transform::collapseRecursion(eval)};
    QTest::newRow("cpu: through, focus-function, through")
        << cpu
        << TransformList{Transform::collapseRecursion(QStringLiteral("main.(*If).Eval")),
                         Transform::focusFunction(eval), Transform::collapseRecursion(eval)};
    QTest::newRow("perf: focus-function [unknown]")
        << perf << TransformList{Transform::focusFunction(QStringLiteral("[unknown]"))};
    QTest::newRow("perf: focus cc1plus, ignore unknown")
        << perf
        << TransformList{Transform::focus(QStringLiteral("cc1plus")),
                         Transform::ignore(QStringLiteral("unknown"))};
}

void TestTransformStack::treeAsBuiltFromProfile()
{
    QFETCH(QString, file);
    QFETCH(TransformList, transforms);
    const Profile::Ptr profile = profileOf(file);
    QVERIFY(profile);
    QVERIFY(resolveFirst3(*profile, transforms));
    const int type = profile->defaultSampleType();
    const CallTree::Ptr original = CallTree::build(profile, type);
    const TransformStack::Result r = TransformStack::apply(profile, transforms);
    QVERIFY(r.ok());
    const CallTree::Ptr expected = CallTree::build(r.profile, type);
    const TransformStack::TreeResult t = TransformStack::applyToTree(original, transforms);
    QVERIFY2(t.ok() && t.tree, qPrintable(t.error));
    const CallTree &got = *t.tree;
    QCOMPARE(got.nodeCount(), expected->nodeCount());
    for (quint32 n = 0; n < got.nodeCount(); ++n) {
        const QByteArray where = QByteArray::number(n);
        const char *at = where.constData();
        QVERIFY2(got.function(n) == expected->function(n), at);
        QVERIFY2(got.parent(n) == expected->parent(n), at);
        QVERIFY2(got.subtreeEnd(n) == expected->subtreeEnd(n), at);
        QVERIFY2(got.depth(n) == expected->depth(n), at);
        QVERIFY2(got.self(n) == expected->self(n), at);
        QVERIFY2(got.total(n) == expected->total(n), at);
    }
    QCOMPARE(got.maxDepth(), expected->maxDepth());
    QCOMPARE(t.originalTotal, r.originalTotals.value(type));
    QCOMPARE(t.droppedTotal, r.droppedTotals.value(type));
    QCOMPARE(&got.profile(), profile.get()); // the same functions, not a copy
}

void TestTransformStack::cancelledTreeStops()
{
    const ProfileResult read =
        ProfileReader::readFile(QStringLiteral(HEARTH_TEST_DATA "/go-heap-small.pb.gz"));
    QVERIFY(read.ok());
    const CallTree::Ptr original = CallTree::build(read.profile, read.profile->defaultSampleType());
    // Along the tree, and the two kinds that merge their sites (SiteMerger).
    const QString dispatch = QStringLiteral("main.dispatch");
    for (const Transform &t :
         {Transform::hide(QStringLiteral("^runtime\\.")), Transform::focusFunction(dispatch),
          Transform::collapseRecursion(dispatch)}) {
        const std::atomic<bool> stop{true};
        const TransformStack::TreeResult r = TransformStack::applyToTree(original, {t}, &stop);
        QVERIFY2(r.cancelled, qPrintable(t.toString()));
        QVERIFY(!r.ok());
        QVERIFY(!r.tree);
        const std::atomic<bool> go{false};
        QVERIFY(TransformStack::applyToTree(original, {t}, &go).tree);
    }
}

void TestTransformStack::noTransformsIsTheSameProfile()
{
    const Profile::Ptr p = folded(QStringLiteral("a;b 1\n"));
    const TransformStack::Result r = TransformStack::apply(p, {});
    QVERIFY(r.ok());
    QCOMPARE(r.profile.get(), p.get());
    QCOMPARE(r.droppedShare(0), 0.0);
}

void TestTransformStack::invalidRegularExpression()
{
    const Profile::Ptr p = folded(QStringLiteral("a;b 1\n"));
    const TransformStack::Result r = TransformStack::apply(
        p, {Transform::focus(QStringLiteral("a")), Transform::hide(QStringLiteral("b("))});
    QVERIFY(!r.ok());
    QVERIFY(!r.profile);
    QCOMPARE(r.failed, 1);
    QVERIFY2(r.error.contains(QStringLiteral("invalid regular expression 'b('")),
             qPrintable(r.error));
    int failed = -1;
    QVERIFY(TransformStack::check({Transform::ignore(QStringLiteral("[x"))}, &failed)
                .contains(QStringLiteral("[x")));
    QCOMPARE(failed, 0);
    // A function name is not a pattern: never invalid.
    QVERIFY(TransformStack::check({Transform::focusFunction(QStringLiteral("b("))}).isEmpty());
}

void TestTransformStack::labelsAndTypesKept()
{
    const Profile::Ptr p = folded(QStringLiteral("main;otel;a 3\nmain;b 1\n"));
    const TransformStack::Result r =
        TransformStack::apply(p, {Transform::hide(QStringLiteral("otel"))});
    QVERIFY(r.ok());
    QCOMPARE(r.profile->sampleTypes(), p->sampleTypes());
    QCOMPARE(r.profile->functions().size(), p->functions().size());
    QCOMPARE(r.profile->totalValue(0), qint64(4));
    QCOMPARE(r.droppedShare(0), 0.0);
}

void TestTransformStack::subtreePathEscapes_data()
{
    QTest::addColumn<QStringList>("path");
    QTest::addColumn<QString>("argument");
    QTest::newRow("plain") << QStringList{QStringLiteral("main"), QStringLiteral("run")}
                           << QStringLiteral("main;run");
    QTest::newRow("one frame") << QStringList{QStringLiteral("main")} << QStringLiteral("main");
    QTest::newRow("';' and '\\' in names")
        << QStringList{QStringLiteral("op<a;b>"), QStringLiteral("C:\\x"), QStringLiteral("f")}
        << QStringLiteral("op<a\\;b>;C:\\\\x;f");
}

void TestTransformStack::subtreePathEscapes()
{
    QFETCH(QStringList, path);
    QFETCH(QString, argument);
    const Transform t = Transform::focusSubtree(path);
    QCOMPARE(t.argument, argument);
    QCOMPARE(Transform::subtreePath(t.argument), path);
    // Through the text of links and headers and back.
    QCOMPARE(t.toString(), QStringLiteral("focus-subtree: ") + argument);
    const std::optional<Transform> back = Transform::fromString(t.toString());
    QVERIFY(back);
    QCOMPARE(*back, t);
    // A name with ';' is matched whole, in a profile that has it (a pprof's function names
    // may hold anything; folded stacks cannot).
    ProfileBuilder b;
    b.setSampleTypes({ValueType{QStringLiteral("samples"), QStringLiteral("count")}});
    std::vector<quint32> leafFirst;
    for (const QString &name : path) {
        Function f;
        f.name = name;
        const quint32 fn = b.addFunction(f);
        const Line line{fn, 0};
        leafFirst.insert(leafFirst.begin(),
                         b.addLocation(Location::NoMapping, 0, std::span<const Line>(&line, 1)));
    }
    const qint64 seven = 7;
    b.addSample(b.stackOf(leafFirst), std::span<const qint64>(&seven, 1));
    const TransformStack::Result r = TransformStack::apply(b.finish(), {t});
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.droppedSamples, quint64(0));
    QCOMPARE(r.profile->totalValue(0), qint64(7));
    QVERIFY(!TransformStack::check({Transform{Transform::Kind::FocusSubtree, {}}}).isEmpty());
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestTransformStack)
#include "tst_transformstack.moc"
