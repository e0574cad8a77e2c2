// SPDX-License-Identifier: MIT
#include "analysis/calltree.h"
#include "analysis/sandwich.h"
#include "io/collapsedreader.h"

#include <QTest>

using namespace hearth;

namespace {

quint32 functionNamed(const Profile &p, const char *name)
{
    for (quint32 f = 0; f < p.functions().size(); ++f) {
        if (p.functions()[f].name == QLatin1String(name))
            return f;
    }
    return 0xffffffffu;
}

QString describe(const Profile &p, const std::vector<SandwichNode> &nodes)
{
    // "name=total" in pre-order with depth as indentation dots.
    QStringList parts;
    for (const SandwichNode &n : nodes)
        parts << QString(int(n.depth), QLatin1Char('.')) + p.functions()[n.function].name +
                     QLatin1Char('=') + QString::number(n.total);
    return parts.join(QLatin1Char(' '));
}

} // namespace

class TestSandwich : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void callersAndCallees();
    void recursionCountedOnce();
    void subtreeEnds();
    void asCallTrees();
    void cancelled();
};

void TestSandwich::cancelled()
{
    // 70 000 sites of x (more than one stretch of 65 536 nodes between checks).
    QByteArray folded;
    for (int i = 0; i < 70000; ++i)
        folded += "main;f" + QByteArray::number(i) + ";x 1\n";
    const ProfileResult r = CollapsedReader::parse(folded);
    QVERIFY(r.ok());
    auto tree = CallTree::build(r.profile, 0);
    const quint32 x = functionNamed(*r.profile, "x");
    std::atomic<bool> cancel{false};
    const Sandwich whole = Sandwich::compute(*tree, x, &cancel);
    QCOMPARE(whole.sites(), 70000u);
    QCOMPARE(whole.total(), 70000);
    cancel = true; // asked for another function before this one began: nothing is merged
    const Sandwich stopped = Sandwich::compute(*tree, x, &cancel);
    QCOMPARE(stopped.sites(), 0u);
    QVERIFY(stopped.callers().empty());
    QVERIFY(stopped.callees().empty());
}

void TestSandwich::callersAndCallees()
{
    const ProfileResult r =
        CollapsedReader::parse("main;a;x 10\nmain;b;x 20\nmain;b;x;y 5\nmain;b 3\n");
    QVERIFY(r.ok());
    auto tree = CallTree::build(r.profile, 0);
    const Sandwich s = Sandwich::compute(*tree, functionNamed(*r.profile, "x"));
    QCOMPARE(s.total(), 35);
    QCOMPARE(s.self(), 30);
    QCOMPARE(s.sites(), 2u);
    QCOMPARE(describe(*r.profile, s.callers()),
             QStringLiteral("x=35 .b=25 ..main=25 .a=10 ..main=10"));
    QCOMPARE(describe(*r.profile, s.callees()), QStringLiteral("x=35 .y=5"));
}

void TestSandwich::recursionCountedOnce()
{
    const ProfileResult r = CollapsedReader::parse("main;r;s;r 10\nmain;r 5\n");
    auto tree = CallTree::build(r.profile, 0);
    const Sandwich s = Sandwich::compute(*tree, functionNamed(*r.profile, "r"));
    QCOMPARE(s.total(), 15);
    QCOMPARE(s.sites(), 2u);
    QCOMPARE(describe(*r.profile, s.callees()), QStringLiteral("r=15 .s=10 ..r=10"));
}

void TestSandwich::subtreeEnds()
{
    const ProfileResult r = CollapsedReader::parse("main;a;x 10\nmain;b;x 20\n");
    auto tree = CallTree::build(r.profile, 0);
    const Sandwich s = Sandwich::compute(*tree, functionNamed(*r.profile, "x"));
    const auto &c = s.callers();
    QCOMPARE(c.size(), size_t(5));
    QCOMPARE(c[0].subtreeEnd, 5u);
    QCOMPARE(c[1].subtreeEnd, 3u);
    QCOMPARE(c[2].parent, 1u);
    QCOMPARE(c[3].parent, 0u);
}

void TestSandwich::asCallTrees()
{
    // x called from main directly (4), through a (10) and through b (20, 5 of it in y).
    const ProfileResult r =
        CollapsedReader::parse("main;a;x 10\nmain;b;x 20\nmain;b;x;y 5\nmain;x 4\nmain;b 3\n");
    auto tree = CallTree::build(r.profile, 0);
    const Sandwich s = Sandwich::compute(*tree, functionNamed(*r.profile, "x"));
    const CallTree::Ptr callers = s.callersTree(*tree);
    const CallTree::Ptr callees = s.calleesTree(*tree);
    for (const CallTree::Ptr &t : {callers, callees}) {
        QCOMPARE(t->function(0), CallTree::NoFunction);
        QCOMPARE(t->totalValue(), 39);
        QCOMPARE(t->name(1), QStringLiteral("x"));
        QCOMPARE(t->total(1), 39);
        QCOMPARE(t->subtreeEnd(0), t->nodeCount());
        QCOMPARE(t->subtreeEnd(1), t->nodeCount());
        QCOMPARE(t->parent(1), 0u);
        QCOMPARE(t->parent(2), 1u);
    }
    // Callers, widest first: b (25), a (10), main (4); each with main above. A caller's self
    // is the value of the paths that start at it: main's, and none of b's or a's.
    QCOMPARE(callers->name(2), QStringLiteral("b"));
    QCOMPARE(callers->total(2), 25);
    QCOMPARE(callers->self(2), 0);
    QCOMPARE(callers->name(3), QStringLiteral("main"));
    QCOMPARE(callers->self(3), 25);
    QCOMPARE(callers->self(1), 0);
    QCOMPARE(callers->maxDepth(), 3u);
    // Callees keep their own self: x 34, y 5.
    QCOMPARE(callees->self(1), 34);
    QCOMPARE(callees->name(2), QStringLiteral("y"));
    QCOMPARE(callees->self(2), 5);
    QCOMPARE(callees->depth(2), 2u);
}

QTEST_GUILESS_MAIN(TestSandwich)
#include "tst_sandwich.moc"
