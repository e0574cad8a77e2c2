// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "analysis/calltree.h"
#include "analysis/flamelayout.h"
#include "io/collapsedreader.h"
#include "io/profilereader.h"

#include <QTest>

using namespace hearth;

namespace {

CallTree::Ptr treeOf(const char *folded)
{
    const ProfileResult r = CollapsedReader::parse(QByteArray(folded));
    if (!r.ok())
        return {};
    return CallTree::build(r.profile, 0);
}

const char *kBasic = "main;a;b 30\nmain;a;c 10\nmain;d 50\nmain;e 1\nmain;f 1\nmain 8\n";

quint32 nodeNamed(const CallTree &t, const QString &name)
{
    for (quint32 n = 1; n < t.nodeCount(); ++n) {
        if (t.name(n) == name)
            return n;
    }
    return 0;
}

// The layout by its definition, depth first and one node at a time: a check on compute(),
// which walks row by row and many parents at once.
struct ReferenceLayout
{
    ReferenceLayout(const CallTree &t, const FlameLayoutOptions &options)
        : tree(t)
        , o(options)
    {}
    const CallTree &tree;
    FlameLayoutOptions o;
    double scale = 0;
    double origin = 0;
    std::vector<std::vector<FlameRect>> rows;

    void emit(quint32 node, quint32 depth, double x, double w, quint8 flags)
    {
        const double x0 = std::max(x, 0.0);
        const double x1 = std::min(x + w, o.width);
        if (x1 <= x0)
            return;
        const quint32 row = depth - o.firstDepth;
        if (rows.size() <= row)
            rows.resize(row + 1);
        rows[row].push_back(FlameRect{node, row, float(x0), float(x1 - x0), flags});
    }
    void children(quint32 node, quint32 depth, qint64 left)
    {
        double runX = 0;
        double runWidth = 0;
        const auto flush = [&] {
            if (runWidth > 0 && runWidth >= o.minWidth)
                emit(node, depth + 1, runX, runWidth, FlameRect::Merged);
            runWidth = 0;
        };
        qint64 next = left;
        for (quint32 c = node + 1; c < tree.subtreeEnd(node); c = tree.subtreeEnd(c)) {
            const double x = double(next) * scale - origin;
            const double w = double(tree.total(c)) * scale;
            next += tree.total(c);
            if (x >= o.width)
                break;
            if (x + w <= 0)
                continue;
            if (w < o.minWidth) {
                if (runWidth == 0)
                    runX = x;
                runWidth = x + w - runX;
                continue;
            }
            flush();
            emit(c, depth + 1, x, w, FlameRect::None);
            children(c, depth + 1, next - tree.total(c));
        }
        flush();
    }
    // The options as compute() normalises them (its layout's options()).
    std::vector<std::vector<FlameRect>> run()
    {
        const double total = double(tree.total(o.focus));
        scale = o.width / (total * (o.viewEnd - o.viewStart));
        origin = o.viewStart * total * scale;
        const quint32 focusDepth = tree.depth(o.focus);
        if (o.ancestors) {
            quint32 d = focusDepth;
            for (quint32 a = tree.parent(o.focus); a != 0; a = tree.parent(a)) {
                if (--d >= o.firstDepth)
                    emit(a, d, 0, o.width, FlameRect::Ancestor);
            }
        }
        if (focusDepth >= o.firstDepth)
            emit(o.focus, focusDepth, -origin, total * scale, FlameRect::None);
        children(o.focus, focusDepth, 0);
        return rows;
    }
};

} // namespace

class TestFlameLayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wholeTree();
    void narrowFramesMerged_data();
    void narrowFramesMerged();
    void focusShowsAncestors();
    void zoomedView();
    void hitTesting();
    void firstDepthSkipsRows();
    void trunkEnd();
    void emptyTree();
    void costIsVisibleNodes();
    void asDefined_data();
    void asDefined();
};

void TestFlameLayout::wholeTree()
{
    auto t = treeOf(kBasic);
    QVERIFY(t);
    FlameLayoutOptions o;
    o.width = 1000;
    const FlameLayout l = FlameLayout::compute(*t, o);
    QCOMPARE(l.rowCount(), 3u);
    // Row 0: main, full width.
    QCOMPARE(l.rowBegin(1) - l.rowBegin(0), 1u);
    QCOMPARE(t->name(l.rects()[0].node), QStringLiteral("main"));
    QCOMPARE(l.rects()[0].x, 0.f);
    QCOMPARE(l.rects()[0].width, 1000.f);
    // Row 1: a (0..400), d (400..900), e, f (10 px each).
    QCOMPARE(l.rowBegin(2) - l.rowBegin(1), 4u);
    const FlameRect &a = l.rects()[l.rowBegin(1)];
    const FlameRect &d = l.rects()[l.rowBegin(1) + 1];
    QCOMPARE(t->name(a.node), QStringLiteral("a"));
    QCOMPARE(a.width, 400.f);
    QCOMPARE(t->name(d.node), QStringLiteral("d"));
    QCOMPARE(d.x, 400.f);
    QCOMPARE(d.width, 500.f);
    // Row 2: b, c under a.
    QCOMPARE(l.rowBegin(3) - l.rowBegin(2), 2u);
    QCOMPARE(l.rects()[l.rowBegin(2) + 1].x, 300.f);
}

void TestFlameLayout::narrowFramesMerged_data()
{
    QTest::addColumn<double>("minWidth");
    QTest::addColumn<int>("row1Rects");
    QTest::addColumn<bool>("merged");
    QTest::newRow("drawn one by one") << 5.0 << 4 << false;
    QTest::newRow("merged into one box") << 15.0 << 3 << true;
    QTest::newRow("too narrow even merged") << 25.0 << 2 << false;
}

void TestFlameLayout::narrowFramesMerged()
{
    QFETCH(double, minWidth);
    QFETCH(int, row1Rects);
    QFETCH(bool, merged);
    auto t = treeOf(kBasic);
    FlameLayoutOptions o;
    o.width = 1000;
    o.minWidth = minWidth;
    const FlameLayout l = FlameLayout::compute(*t, o);
    QCOMPARE(int(l.rowBegin(2) - l.rowBegin(1)), row1Rects);
    const FlameRect &last = l.rects()[l.rowBegin(2) - 1];
    QCOMPARE(bool(last.flags & FlameRect::Merged), merged);
    if (merged) {
        QCOMPARE(last.x, 900.f);
        QCOMPARE(last.width, 20.f);
        QCOMPARE(t->name(last.node), QStringLiteral("main"));
    }
}

void TestFlameLayout::focusShowsAncestors()
{
    auto t = treeOf(kBasic);
    FlameLayoutOptions o;
    o.width = 1000;
    o.focus = nodeNamed(*t, QStringLiteral("a"));
    const FlameLayout l = FlameLayout::compute(*t, o);
    QCOMPARE(l.rowCount(), 3u);
    QVERIFY(l.rects()[0].flags & FlameRect::Ancestor);
    QCOMPARE(l.rects()[0].width, 1000.f);
    QCOMPARE(t->name(l.rects()[1].node), QStringLiteral("a"));
    QCOMPARE(l.rects()[1].width, 1000.f);
    QCOMPARE(l.rects()[2].width, 750.f);
    QCOMPARE(l.rects()[3].x, 750.f);
    QCOMPARE(l.rects()[3].width, 250.f);
}

void TestFlameLayout::zoomedView()
{
    auto t = treeOf(kBasic);
    FlameLayoutOptions o;
    o.width = 1000;
    o.viewStart = 0.5;
    o.viewEnd = 1.0;
    const FlameLayout l = FlameLayout::compute(*t, o);
    // a (0..40%) is outside; d clipped to 0..800; e and f 20 px each.
    QCOMPARE(l.rowBegin(2) - l.rowBegin(1), 3u);
    const FlameRect &d = l.rects()[l.rowBegin(1)];
    QCOMPARE(t->name(d.node), QStringLiteral("d"));
    QCOMPARE(d.x, 0.f);
    QCOMPARE(d.width, 800.f);
    QCOMPARE(l.rects()[l.rowBegin(1) + 1].x, 800.f);
    QCOMPARE(l.rowCount(), 2u); // b and c are off screen
}

void TestFlameLayout::hitTesting()
{
    auto t = treeOf(kBasic);
    FlameLayoutOptions o;
    o.width = 1000;
    const FlameLayout l = FlameLayout::compute(*t, o);
    QCOMPARE(t->name(l.rects()[size_t(l.hit(450, 1))].node), QStringLiteral("d"));
    QCOMPARE(t->name(l.rects()[size_t(l.hit(10, 2))].node), QStringLiteral("b"));
    QCOMPARE(l.hit(950, 1), -1); // parent's self time: empty
    QCOMPARE(l.hit(500, 2), -1);
    QCOMPARE(l.hit(10, 7), -1);
    QCOMPARE(l.find(nodeNamed(*t, QStringLiteral("c"))), qint64(l.rowBegin(2) + 1));
}

void TestFlameLayout::firstDepthSkipsRows()
{
    auto t = treeOf(kBasic);
    FlameLayoutOptions o;
    o.width = 1000;
    o.firstDepth = 2;
    o.focus = nodeNamed(*t, QStringLiteral("main"));
    const FlameLayout l = FlameLayout::compute(*t, o);
    QCOMPARE(l.rowCount(), 2u);
    QCOMPARE(t->name(l.rects()[0].node), QStringLiteral("a"));
}

void TestFlameLayout::trunkEnd()
{
    auto t = treeOf("rspec;hooks;otel;app;x 100\nrspec;hooks;otel;app;y 90\nrspec;hooks;other 1\n");
    const quint32 end = FlameLayout::trunkEnd(*t);
    QCOMPARE(t->name(end), QStringLiteral("app"));
    auto fan = treeOf(kBasic);
    QCOMPARE(fan->name(FlameLayout::trunkEnd(*fan)), QStringLiteral("main"));
}

void TestFlameLayout::emptyTree()
{
    auto t = treeOf("");
    if (!t)
        QSKIP("the collapsed reader refuses empty input");
    const FlameLayout l = FlameLayout::compute(*t, {});
    QCOMPARE(l.rowCount(), 0u);
    QCOMPARE(l.hit(1, 0), -1);
}

void TestFlameLayout::costIsVisibleNodes()
{
    // 20,000 leaves of weight 1 and one heavy path: at 100 px only a few rects are laid out.
    QByteArray folded;
    for (int i = 0; i < 20000; ++i)
        folded += QByteArray("root;wide;leaf" + QByteArray::number(i) + " 1\n");
    folded += "root;heavy;work 1000000\n";
    auto t = treeOf(folded.constData());
    FlameLayoutOptions o;
    o.width = 100;
    const FlameLayout l = FlameLayout::compute(*t, o);
    QVERIFY2(l.rects().size() < 20, qPrintable(QString::number(l.rects().size())));
    QVERIFY(l.memoryBytes() < 4096);
}

void TestFlameLayout::asDefined_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("width");
    QTest::addColumn<double>("minWidth");
    QTest::addColumn<double>("viewStart");
    QTest::addColumn<double>("viewEnd");
    QTest::addColumn<int>("focusDepth"); // the focus: the widest node at this depth
    QTest::addColumn<bool>("ancestors");
    QTest::addColumn<int>("firstDepth");
    for (const char *file : {"go-heap-small.pb.gz", "node-ddprof-time.pb.gz", "perf-gxx.folded"}) {
        const auto row = [file](const char *what) -> QTestData & {
            return QTest::addRow("%s: %s", file, what) << QString::fromLatin1(file);
        };
        row("whole") << 1920.0 << 0.5 << 0.0 << 1.0 << 0 << true << 1;
        row("every frame") << 1920.0 << 0.0 << 0.0 << 1.0 << 0 << true << 1;
        row("narrow") << 60.0 << 0.5 << 0.0 << 1.0 << 0 << true << 1;
        row("wide threshold") << 1280.0 << 4.0 << 0.0 << 1.0 << 0 << true << 1;
        row("zoomed") << 1920.0 << 0.5 << 0.31 << 0.47 << 0 << true << 1;
        row("zoomed far") << 1000.0 << 0.5 << 0.9 << 0.9001 << 0 << true << 1;
        row("focus") << 1920.0 << 0.5 << 0.0 << 1.0 << 4 << true << 1;
        row("focus, no ancestors") << 1920.0 << 0.5 << 0.0 << 1.0 << 4 << false << 1;
        row("focus, trunk skipped") << 1920.0 << 0.5 << 0.2 << 0.6 << 5 << true << 3;
        row("trunk skipped") << 1920.0 << 0.5 << 0.0 << 1.0 << 0 << true << 4;
    }
}

void TestFlameLayout::asDefined()
{
    QFETCH(QString, file);
    QFETCH(double, width);
    QFETCH(double, minWidth);
    QFETCH(double, viewStart);
    QFETCH(double, viewEnd);
    QFETCH(int, focusDepth);
    QFETCH(bool, ancestors);
    QFETCH(int, firstDepth);
    const ProfileResult r = ProfileReader::readFile(test::dataPath(qPrintable(file)));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    const int allocated = r.profile->sampleTypeIndex(QStringLiteral("alloc_space"));
    const CallTree::Ptr tree =
        CallTree::build(r.profile, allocated >= 0 ? allocated : r.profile->defaultSampleType());
    QVERIFY2(tree->nodeCount() > 1000, qPrintable(QString::number(tree->nodeCount())));
    quint32 focus = 0;
    for (quint32 n = 1; n < tree->nodeCount(); ++n) {
        if (int(tree->depth(n)) == focusDepth &&
            (focus == 0 || tree->total(n) > tree->total(focus)))
            focus = n;
    }
    FlameLayoutOptions o;
    o.width = width;
    o.minWidth = minWidth;
    o.viewStart = viewStart;
    o.viewEnd = viewEnd;
    o.focus = focus;
    o.ancestors = ancestors;
    o.firstDepth = quint32(firstDepth);
    const FlameLayout l = FlameLayout::compute(*tree, o);
    const auto expected = ReferenceLayout(*tree, l.options()).run();
    QVERIFY(!expected.empty());
    QCOMPARE(l.rowCount(), quint32(expected.size()));
    for (quint32 row = 0; row < l.rowCount(); ++row) {
        QCOMPARE(l.rowBegin(row + 1) - l.rowBegin(row), quint32(expected[row].size()));
        for (quint32 i = 0; i < expected[row].size(); ++i) {
            const FlameRect &got = l.rects()[l.rowBegin(row) + i];
            const FlameRect &want = expected[row][i];
            QCOMPARE(got.node, want.node);
            QCOMPARE(got.row, want.row);
            QCOMPARE(got.x, want.x);
            QCOMPARE(got.width, want.width);
            QCOMPARE(got.flags, want.flags);
        }
    }
}

QTEST_GUILESS_MAIN(TestFlameLayout)
#include "tst_flamelayout.moc"
