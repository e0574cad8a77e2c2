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
private slots:
    void callersAndCallees();
    void recursionCountedOnce();
    void subtreeEnds();
};

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

QTEST_GUILESS_MAIN(TestSandwich)
#include "tst_sandwich.moc"
