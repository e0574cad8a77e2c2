#include "flamerenderer.h"

#include <QTest>

using namespace hearth;

class TestFlameRenderer : public QObject
{
    Q_OBJECT
private slots:
    void shortName_data();
    void shortName();
};

void TestFlameRenderer::shortName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    auto row = [](const char *tag, const char *name, const char *expected) {
        QTest::newRow(tag) << QString::fromUtf8(name) << QString::fromUtf8(expected);
    };
    row("Go function", "runtime.mallocgc", "mallocgc");
    row("Go method", "main.(*If).Eval", "Eval");
    row("Go closure", "main.main.func1", "func1");
    row("Go package path", "github.com/x/y.(*T).Run", "Run");
    row("C++ member", "std::vector<int, std::allocator<int> >::push_back(int const&)", "push_back");
    row("C++ template argument", "ns::Foo<a::B>::bar", "bar");
    row("C++ operator call", "Widget::operator()(int)", "operator()");
    row("C function", "memcpy", "memcpy");
    row("Ruby method", "Digest::Class#hexdigest", "Class#hexdigest");
    row("bracketed", "[unknown]", "[unknown]");
    row("trailing dot", "weird.", "weird.");
    row("leading dot", ".text", ".text");
    row("V8 anonymous", "(anonymous:L#7873:C#11)", "(anonymous:L#7873:C#11)");
    row("V8 program", "(program)", "(program)");
    row("Java lambda", "com.x.Y.lambda$run$0", "lambda$run$0");
    row("Python", "<module>", "<module>");
}

void TestFlameRenderer::shortName()
{
    QFETCH(QString, name);
    QFETCH(QString, expected);
    QCOMPARE(FlameRenderer::shortName(name), expected);
}

QTEST_GUILESS_MAIN(TestFlameRenderer)
#include "tst_flamerenderer.moc"
