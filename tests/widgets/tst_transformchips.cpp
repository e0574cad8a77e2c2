// SPDX-License-Identifier: MIT
// The reading transforms in the profile view (issue 17): the flame graph's frame menu, the
// table following the transformed tree (Self / Inclusive / Sites computed here from the
// folded lines, independently of core), undo and redo, the chips, back and forward, links
// and exports.
#include "flamegraphview.h"
#include "libraryframepresets.h"
#include "profileheaderwidget.h"
#include "profileview.h"
#include "sandwichpanel.h"
#include "transformchipbar.h"
#include "transformcontroller.h"
#include "widgettestsupport.h"

#include "analysis/transformstack.h"
#include "io/profilereader.h"
#include "itemmodels/functiontablemodel.h"
#include "store/storelink.h"

#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <map>
#include <set>

using namespace hearth;
using namespace hearth::test;

namespace {

// Recursion through a (a → b → a), a at three sites, d at two.
const char *kFolded = "main;a;b;a;c 10\n"
                      "main;d;a;c 20\n"
                      "main;d;e 30\n"
                      "main;x;d 7\n"
                      "main 5\n";

struct FoldedLine
{
    QStringList frames;
    qint64 value = 0;
};

QList<FoldedLine> parseFolded(const char *text)
{
    QList<FoldedLine> out;
    const QStringList lines =
        QString::fromLatin1(text).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &l : lines) {
        const qsizetype sp = l.lastIndexOf(QLatin1Char(' '));
        out << FoldedLine{l.left(sp).split(QLatin1Char(';')), l.mid(sp + 1).toLongLong()};
    }
    return out;
}

// The reference transforms, by hand on name lists. False: the sample is dropped.
bool transformStack(const QString &kind, const QString &name, QStringList *s)
{
    if (kind == QLatin1String("merge") || kind == QLatin1String("hide")) {
        s->removeAll(name);
    } else if (kind == QLatin1String("focus-function")) {
        const qsizetype i = s->indexOf(name);
        if (i < 0)
            return false;
        *s = s->mid(i);
    } else if (kind == QLatin1String("collapse-through")) {
        const qsizetype first = s->indexOf(name);
        const qsizetype last = s->lastIndexOf(name);
        if (first >= 0 && last > first)
            *s = s->mid(0, first + 1) + s->mid(last + 1);
    } else if (kind == QLatin1String("ignore")) {
        if (s->contains(name))
            return false;
    } else if (kind == QLatin1String("focus-subtree")) { // name: the path, "main;d"
        const QStringList path = name.split(QLatin1Char(';'));
        if (s->mid(0, path.size()) != path)
            return false;
        *s = s->mid(path.size() - 1);
    }
    return !s->isEmpty();
}

struct Expected
{
    qint64 self = 0;
    qint64 inclusive = 0;
    qint64 sites = 0;
    friend bool operator==(const Expected &, const Expected &) = default;
};

std::map<QString, Expected> expectedTable(const QList<FoldedLine> &lines, const QString &kind,
                                          const QString &name, qint64 *total)
{
    std::map<QString, Expected> out;
    std::map<QString, std::set<QString>> paths; // the distinct call paths ending in a function
    *total = 0;
    for (FoldedLine l : lines) {
        if (!kind.isEmpty() && !transformStack(kind, name, &l.frames))
            continue;
        *total += l.value;
        out[l.frames.last()].self += l.value;
        std::set<QString> seen;
        for (qsizetype i = 0; i < l.frames.size(); ++i) {
            const QString &f = l.frames[i];
            if (seen.insert(f).second)
                out[f].inclusive += l.value;
            paths[f].insert(l.frames.mid(0, i + 1).join(QLatin1Char(';')));
        }
    }
    for (auto &[f, e] : out)
        e.sites = qint64(paths[f].size());
    return out;
}

std::map<QString, Expected> shownTable(const ProfileView &view)
{
    std::map<QString, Expected> out;
    const FunctionTableModel *m = view.tableModel();
    for (int r = 0; r < m->rowCount(); ++r) {
        const FunctionStats &s = m->stats(r);
        const QString name = m->tree()->profile().functions()[s.function].name;
        out[name] = Expected{s.self, s.inclusive, qint64(s.sites)};
    }
    return out;
}

quint32 largestNodeOf(const CallTree &t, const QString &name)
{
    quint32 best = 0;
    for (quint32 n = 1; n < t.nodeCount(); ++n) {
        if (t.name(n) == name && (best == 0 || t.total(n) > t.total(best)))
            best = n;
    }
    return best;
}

// The node whose stack from the root is path ("main;d;a").
quint32 nodeOfPath(const CallTree &t, const QString &path)
{
    for (quint32 n = 1; n < t.nodeCount(); ++n) {
        QStringList stack;
        for (quint32 p = n; p != 0; p = t.parent(p))
            stack.prepend(t.name(p));
        if (stack.join(QLatin1Char(';')) == path)
            return n;
    }
    return 0;
}

bool waitForTransform(ProfileView &view)
{
    return QTest::qWaitFor([&view] { return !view.isTransforming(); }, 5000);
}

} // namespace

class TestTransformChips : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void frameMenuTransforms_data();
    void frameMenuTransforms();
    void focusOnSubtree_data();
    void focusOnSubtree();
    void droppedShareInTheHeader();
    void historyFollowsTransforms();
    void linkRoundTrip_data();
    void linkRoundTrip();
    void chipsArePlainText();
    void invalidStackRefused();
    void exportsNameTheTransforms();
    void libraryPresetsRemembered();
    void rapidChangesEndOnTheNewest_data();
    void rapidChangesEndOnTheNewest();
};

void TestTransformChips::frameMenuTransforms_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("function");
    QTest::addColumn<QString>("kind"); // the reference's
    const struct
    {
        const char *action;
        const char *kind;
    } actions[] = {{"Merge Function into Callers", "merge"},
                   {"Collapse Recursion through This Function", "collapse-through"},
                   {"Focus on Function", "focus-function"},
                   {"Hide This Function", "hide"}};
    for (const auto &a : actions) {
        for (const char *f : {"a", "d", "c"}) {
            QTest::addRow("%s %s", a.kind, f)
                << QString::fromLatin1(a.action) << QString::fromLatin1(f)
                << QString::fromLatin1(a.kind);
        }
    }
}

void TestTransformChips::frameMenuTransforms()
{
    QFETCH(QString, action);
    QFETCH(QString, function);
    QFETCH(QString, kind);
    const QList<FoldedLine> lines = parseFolded(kFolded);
    qint64 total = 0;
    const auto original = expectedTable(lines, {}, {}, &total);
    const qint64 originalTotal = total;
    const auto transformed = expectedTable(lines, kind, function, &total);
    const qint64 transformedTotal = total;

    ProfileView view;
    view.resize(1200, 600);
    view.setSnapshot(snapshotOf(kFolded));
    QCOMPARE(shownTable(view), original);

    const quint32 node = largestNodeOf(*view.flameGraph()->tree(), function);
    QVERIFY(node != 0);
    QObject owner;
    const QList<QAction *> actions = view.flameGraph()->transformActions(node, &owner);
    QAction *chosen = nullptr;
    for (QAction *a : actions)
        if (a->text() == action)
            chosen = a;
    QVERIFY(chosen);
    chosen->trigger();
    QCOMPARE(view.transforms().size(), 1);
    QVERIFY(waitForTransform(view));
    QCOMPARE(shownTable(view), transformed);
    QCOMPARE(view.flameGraph()->tree()->totalValue(), transformedTotal);
    QCOMPARE(view.transformController()->chips()->chips().size(), 1);
    QVERIFY(view.transformController()->chips()->isVisibleTo(&view));

    // Undo restores the table, redo brings the transform back.
    view.transformController()->undoAction()->trigger();
    QVERIFY(waitForTransform(view));
    QVERIFY(view.transforms().isEmpty());
    QCOMPARE(shownTable(view), original);
    QCOMPARE(view.flameGraph()->tree()->totalValue(), originalTotal);
    view.transformController()->redoAction()->trigger();
    QVERIFY(waitForTransform(view));
    QCOMPARE(shownTable(view), transformed);

    // The chip's ✕ removes it (and that is a step undo takes back).
    view.transformController()->chips()->chips().first()->click();
    QVERIFY(waitForTransform(view));
    QVERIFY(view.transforms().isEmpty());
    QCOMPARE(shownTable(view), original);
    QVERIFY(!view.transformController()->chips()->isVisibleTo(&view));
    view.transformController()->undoStack()->undo();
    QVERIFY(waitForTransform(view));
    QCOMPARE(shownTable(view), transformed);
}

void TestTransformChips::focusOnSubtree_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("hidden");  // the header's share of the samples dropped
    QTest::addColumn<QString>("matched"); // the search share of "c"
    // main;d: d;a;c 20, d;e 30 (50 of 72 kept: 22 hidden; c is 20 of 50).
    QTest::newRow("main;d") << QStringLiteral("main;d") << QStringLiteral("30.6% hidden")
                            << QStringLiteral("40.0%");
    // main;d;a: a;c 20 only.
    QTest::newRow("main;d;a") << QStringLiteral("main;d;a") << QStringLiteral("72.2% hidden")
                              << QStringLiteral("100.0%");
    // main;a;b;a: the inner a of the recursion, a;c 10; not the a under d.
    QTest::newRow("main;a;b;a (one site of a)")
        << QStringLiteral("main;a;b;a") << QStringLiteral("86.1% hidden")
        << QStringLiteral("100.0%");
    // main;x: x;d 7, no c.
    QTest::newRow("main;x") << QStringLiteral("main;x") << QStringLiteral("90.3% hidden")
                            << QStringLiteral("0.0%");
}

void TestTransformChips::focusOnSubtree()
{
    QFETCH(QString, path);
    QFETCH(QString, hidden);
    QFETCH(QString, matched);
    const QList<FoldedLine> lines = parseFolded(kFolded);
    qint64 total = 0;
    const auto original = expectedTable(lines, {}, {}, &total);
    const auto transformed = expectedTable(lines, QStringLiteral("focus-subtree"), path, &total);

    ProfileView view;
    view.resize(1200, 600);
    view.setSnapshot(snapshotOf(kFolded));
    const quint32 node = nodeOfPath(*view.flameGraph()->tree(), path);
    QVERIFY(node != 0);
    // Zoom (a click) changes the graph, not the table.
    view.flameGraph()->focusOn(node);
    QCOMPARE(shownTable(view), original);
    QVERIFY(view.transforms().isEmpty());

    // Focus on Subtree is a transform: the table, total, header and search follow it.
    QObject owner;
    QAction *chosen = nullptr;
    for (QAction *a : view.flameGraph()->transformActions(node, &owner))
        if (a->text() == QLatin1String("Focus on Subtree"))
            chosen = a;
    QVERIFY(chosen);
    chosen->trigger();
    QCOMPARE(view.transforms(), TransformList{Transform::focusSubtree(path.split(u';'))});
    QVERIFY(waitForTransform(view));
    QCOMPARE(shownTable(view), transformed);
    QCOMPARE(view.flameGraph()->tree()->totalValue(), total);
    QCOMPARE(view.flameGraph()->tree()->name(1), path.split(u';').last());
    QCOMPARE(view.transformController()->chips()->chips().size(), 1);
    QCOMPARE(view.transformController()->chips()->chips().first()->text(),
             QStringLiteral("focus on subtree: ") + path);
    QVERIFY2(view.header()->detailText().contains(hidden), qPrintable(view.header()->detailText()));
    view.searchField()->setText(QStringLiteral("c"));
    QVERIFY2(view.matchLabel()->text().endsWith(matched), qPrintable(view.matchLabel()->text()));
    // The sandwich of the new root: no callers above it, its callees the subtree.
    view.showSandwich(view.flameGraph()->tree()->function(1));
    QVERIFY(QTest::qWaitFor([&view] { return !view.sandwich()->isComputing(); }, 5000));
    QCOMPARE(view.sandwich()->callersView()->tree()->totalValue(), total);
    QCOMPARE(view.sandwich()->calleesView()->tree()->totalValue(), total);

    // Undo: the whole profile again.
    view.transformController()->undoAction()->trigger();
    QVERIFY(waitForTransform(view));
    QCOMPARE(shownTable(view), original);
}

void TestTransformChips::droppedShareInTheHeader()
{
    // Focus on a keeps 30 of 72: 58.3% hidden; the verdict stays the original's.
    ProfileView view;
    view.setSnapshot(snapshotOf(kFolded));
    QVERIFY(!view.header()->detailText().contains(QLatin1String("hidden")));
    QVERIFY(view.addTransform(Transform::focusFunction(QStringLiteral("a"))));
    QVERIFY(waitForTransform(view));
    QVERIFY2(view.header()->detailText().contains(QLatin1String("58.3% hidden")),
             qPrintable(view.header()->detailText()));
    QCOMPARE(view.snapshot().verdict.kind, view.originalSnapshot().verdict.kind);

    // A single sample left by a transform is not a single-sample profile.
    ProfileView two;
    two.setSnapshot(snapshotOf("main;a 1\nmain;b 1\n"));
    QVERIFY(two.addTransform(Transform::ignore(QStringLiteral("^b$"))));
    QVERIFY(waitForTransform(two));
    QCOMPARE(two.flameGraph()->tree()->totalValue(), qint64(1));
    QVERIFY(!two.isShowingSentence());
}

void TestTransformChips::historyFollowsTransforms()
{
    ProfileView view;
    view.resize(1200, 600);
    view.setSnapshot(snapshotOf(kFolded));
    view.flameGraph()->focusOn(largestNodeOf(*view.flameGraph()->tree(), QStringLiteral("d")));
    QVERIFY(view.addTransform(Transform::hide(QStringLiteral("^x$"))));
    QVERIFY(waitForTransform(view));
    QVERIFY(view.addTransform(Transform::collapseDirectRecursion()));
    QVERIFY(waitForTransform(view));
    const TransformList both = view.transforms();
    QCOMPARE(both.size(), 2);
    // Back steps through the transforms as it steps through focus.
    view.goBack();
    QVERIFY(waitForTransform(view));
    QCOMPARE(view.transforms(), TransformList{Transform::hide(QStringLiteral("^x$"))});
    view.goBack();
    QVERIFY(waitForTransform(view));
    QVERIFY(view.transforms().isEmpty());
    view.goForward();
    view.goForward();
    QVERIFY(waitForTransform(view));
    QCOMPARE(view.transforms(), both);
    // A superseded build is dropped: only the last stack is shown.
    view.setTransforms({Transform::focusFunction(QStringLiteral("a"))});
    view.setTransforms({Transform::focusFunction(QStringLiteral("d"))});
    QVERIFY(waitForTransform(view));
    QCOMPARE(view.flameGraph()->tree()->totalValue(), qint64(57));
}

void TestTransformChips::linkRoundTrip_data()
{
    QTest::addColumn<TransformList>("transforms");
    QTest::newRow("none") << TransformList{};
    QTest::newRow("every kind") << TransformList{
        Transform::hide(QStringLiteral("rspec|opentelemetry")),
        Transform::focus(QStringLiteral("^Api::")),
        Transform::ignore(QStringLiteral("GC")),
        Transform::focusFunction(QStringLiteral("Api::Handler#call")),
        Transform::mergeFunction(QStringLiteral("Kernel#tap")),
        Transform::collapseDirectRecursion(),
        Transform::collapseRecursion(QStringLiteral("Eval")),
        Transform::focusSubtree({QStringLiteral("main"), QStringLiteral("Api::Handler#call")})};
    QTest::newRow("url characters") << TransformList{
        Transform::hide(QStringLiteral("a&b=c+d #e?f/%20: x")),
        Transform::mergeFunction(QStringLiteral("operator<<(a&, b) ü")),
        Transform::focusSubtree({QStringLiteral("a;b&c=d"), QStringLiteral("e\\f #g")})};
}

void TestTransformChips::linkRoundTrip()
{
    QFETCH(TransformList, transforms);
    StoreLink link;
    link.base = QUrl(QStringLiteral("https://pyro.example/p"));
    link.component = QStringLiteral("api");
    link.fromMs = 1000;
    link.untilMs = 2000;
    link.transforms = transforms;
    const QString url = link.toUrl().toString(QUrl::FullyEncoded);
    const std::optional<StoreLink> back = StoreLink::parse(QUrl(url), 0);
    QVERIFY(back);
    QCOMPARE(back->transforms, transforms);
    QCOMPARE(*back, link);
    // The view takes the stack a link names.
    ProfileView view;
    view.setSnapshot(snapshotOf(kFolded));
    QVERIFY(view.setTransforms(back->transforms));
    QVERIFY(waitForTransform(view));
    QCOMPARE(view.transforms(), transforms);
    QCOMPARE(view.transformController()->chips()->chips().size(), transforms.size());
}

void TestTransformChips::chipsArePlainText()
{
    ProfileView view;
    view.setSnapshot(snapshotOf(kFolded));
    QVERIFY(view.addTransform(Transform::hide(QStringLiteral("<b>x</b>&y"))));
    QVERIFY(waitForTransform(view));
    QToolButton *chip = view.transformController()->chips()->chips().value(0);
    QVERIFY(chip);
    QCOMPARE(chip->text(), QStringLiteral("hide: /<b>x</b>&&y/"));
    // The undo entry names it, its '&' no mnemonic either.
    QCOMPARE(view.transformController()->undoAction()->text(),
             QStringLiteral("&Undo Transform (add hide: /<b>x</b>&&y/)"));
    QVERIFY(chip->toolTip().contains(QLatin1String("&lt;b&gt;")));
}

void TestTransformChips::invalidStackRefused()
{
    ProfileView view;
    view.setSnapshot(snapshotOf(kFolded));
    QVERIFY(!view.setTransforms({Transform::hide(QStringLiteral("a("))}));
    QVERIFY(view.transforms().isEmpty());
    QCOMPARE(view.transformController()->undoStack()->count(), 0);
    const std::optional<StoreLink> bad = StoreLink::parse(
        QUrl(QStringLiteral("https://h/components/c/profile?transform=nonsense")), 0);
    QVERIFY(!bad);
}

void TestTransformChips::exportsNameTheTransforms()
{
    QTemporaryDir dir;
    ProfileView view;
    view.resize(1000, 600);
    view.setSnapshot(snapshotOf(kFolded));
    QVERIFY(view.addTransform(Transform::mergeFunction(QStringLiteral("d"))));
    QVERIFY(waitForTransform(view));
    const QString folded = dir.filePath(QStringLiteral("t.folded"));
    QVERIFY(view.exportFolded(folded));
    QFile f(folded);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.startsWith("# Hearth transforms: [merge into callers: d]\n"));
    // It reads back as the transformed stacks, the comment skipped.
    const ProfileSnapshot again = snapshotOf(text.constData());
    QCOMPARE(again.tree->totalValue(), qint64(72));
    QCOMPARE(largestNodeOf(*again.tree, QStringLiteral("d")), quint32(0));

    const QString svg = dir.filePath(QStringLiteral("t.svg"));
    QVERIFY(view.exportSvg(svg));
    QFile s(svg);
    QVERIFY(s.open(QIODevice::ReadOnly));
    QVERIFY(s.readAll().contains("<!-- Hearth transforms: merge into callers: d -->"));

    const QString png = dir.filePath(QStringLiteral("t.png"));
    QVERIFY(view.exportPng(png));
    QCOMPARE(QImage(png).text(QStringLiteral("Hearth transforms")),
             QStringLiteral("merge into callers: d"));
}

void TestTransformChips::libraryPresetsRemembered()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    QList<LibraryFramePresets::Preset> presets = LibraryFramePresets::load(&settings);
    QCOMPARE(presets.size(), 4);
    const QRegularExpression ruby(presets[0].pattern);
    for (const char *name : {"RSpec::Core::Runner.run", "Minitest::Test#run",
                             "OpenTelemetry::Trace::Tracer#in_span", "Rack::Builder#call"})
        QVERIFY2(ruby.match(QLatin1String(name)).hasMatch(), name);
    QVERIFY(!ruby.match(QLatin1String("Api::Handler#call")).hasMatch());
    QVERIFY(
        QRegularExpression(presets[2].pattern).match(QLatin1String("runtime.mallocgc")).hasMatch());
    QVERIFY(
        !QRegularExpression(presets[2].pattern).match(QLatin1String("main.runtime")).hasMatch());
    QVERIFY(
        QRegularExpression(presets[1].pattern).match(QLatin1String("_pytest.runner")).hasMatch());
    QVERIFY(QRegularExpression(presets[3].pattern)
                .match(QLatin1String("node:internal/timers"))
                .hasMatch());
    presets[2].pattern = QStringLiteral("^runtime\\.|^internal/");
    LibraryFramePresets::save(&settings, presets);
    QCOMPARE(LibraryFramePresets::load(&settings)[2].pattern, presets[2].pattern);
    QCOMPARE(LibraryFramePresets::load(nullptr)[2].pattern, QStringLiteral("^runtime\\."));

    // The menu applies a preset as a hide transform.
    ProfileView view(&settings);
    view.setSnapshot(snapshotOf("main;runtime.goexit;main.work 5\nmain;internal/x 1\n"));
    QAction *go = nullptr;
    for (QMenu *m : view.transformController()->menu()->findChildren<QMenu *>())
        for (QAction *a : m->actions())
            if (a->text().startsWith(QLatin1String("Go")))
                go = a;
    QVERIFY(go);
    go->trigger();
    QVERIFY(waitForTransform(view));
    QCOMPARE(view.transforms(), TransformList{Transform::hide(presets[2].pattern)});
    QCOMPARE(largestNodeOf(*view.flameGraph()->tree(), QStringLiteral("runtime.goexit")),
             quint32(0));
    QCOMPARE(view.flameGraph()->tree()->totalValue(), qint64(6));
}

void TestTransformChips::rapidChangesEndOnTheNewest_data()
{
    // Steps given without waiting (as fast as keys): builds superseded on the way are told to
    // stop and dropped; the view ends showing the newest stack's tree. "+T" adds T (as
    // Transform::toString writes it), "undo", "redo", "-N" removes the chip at N.
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<QStringList>("expected");
    const QString hide = QStringLiteral("+hide: ^runtime\\.");
    const QString focus = QStringLiteral("+focus-function: main.main");
    const QString collapse = QStringLiteral("+collapse-recursion");
    QTest::newRow("add, add, undo") << QStringList{hide, focus, QStringLiteral("undo")}
                                    << QStringList{QStringLiteral("hide: ^runtime\\.")};
    QTest::newRow("add, add, undo, undo")
        << QStringList{hide, focus, QStringLiteral("undo"), QStringLiteral("undo")}
        << QStringList{};
    QTest::newRow("add, undo, redo, add")
        << QStringList{hide, QStringLiteral("undo"), QStringLiteral("redo"), collapse}
        << QStringList{QStringLiteral("hide: ^runtime\\."), QStringLiteral("collapse-recursion")};
    QTest::newRow("add three, remove the first")
        << QStringList{hide, collapse, focus, QStringLiteral("-0")}
        << QStringList{QStringLiteral("collapse-recursion"),
                       QStringLiteral("focus-function: main.main")};
}

void TestTransformChips::rapidChangesEndOnTheNewest()
{
    QFETCH(QStringList, steps);
    QFETCH(QStringList, expected);
    const ProfileResult read =
        ProfileReader::readFile(QStringLiteral(HEARTH_TEST_DATA "/go-heap-small.pb.gz"));
    QVERIFY(read.ok());
    const ProfileSnapshot original = ProfileSnapshot::build(read.profile);
    ProfileView view;
    view.setSnapshot(original);
    int applied = 0;
    connect(&view, &ProfileView::transformApplied, this, [&applied] { ++applied; });
    for (const QString &step : steps) {
        if (step == QLatin1String("undo")) {
            view.transformController()->undoStack()->undo();
        } else if (step == QLatin1String("redo")) {
            view.transformController()->undoStack()->redo();
        } else if (step.startsWith(QLatin1Char('-'))) {
            view.transformController()->removeTransform(step.mid(1).toInt());
        } else {
            const std::optional<Transform> t = Transform::fromString(step.mid(1));
            QVERIFY(t);
            QVERIFY(view.addTransform(*t));
        }
    }
    QVERIFY(waitForTransform(view));
    QTest::qWait(50); // a dropped build that still arrived would show now
    TransformList stack;
    for (const QString &e : expected)
        stack << *Transform::fromString(e);
    QCOMPARE(view.transforms(), stack);
    const CallTree *shown = view.flameGraph()->tree();
    QVERIFY(shown);
    if (stack.isEmpty()) {
        QCOMPARE(shown, original.tree.get()); // the tree as read, kept, not rebuilt
    } else {
        QVERIFY(applied >= 1);
        // Built independently: through the transformed profile, as the commands do.
        const TransformStack::Result r = TransformStack::apply(read.profile, stack);
        const CallTree::Ptr want = CallTree::build(r.profile, original.sampleType);
        QCOMPARE(shown->nodeCount(), want->nodeCount());
        QCOMPARE(shown->totalValue(), want->totalValue());
        QVERIFY(shown->totalValue() < original.tree->totalValue() ||
                shown->nodeCount() != original.tree->nodeCount());
    }
    QCOMPARE(view.snapshot().transforms, stack);
}

QTEST_MAIN(TestTransformChips)
#include "tst_transformchips.moc"
