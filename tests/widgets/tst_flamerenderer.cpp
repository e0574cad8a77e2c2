// SPDX-License-Identifier: MIT
#include "flamerenderer.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QTest>

using namespace hearth;

class TestFlameRenderer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shortName_data();
    void shortName();
    void labelFor();
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
    row("Node agent", "./build/index.js:carSearchHandler:29", "carSearchHandler");
    row("Node agent method", "./build/index.js:Cars.search:29", "search");
}

void TestFlameRenderer::shortName()
{
    QFETCH(QString, name);
    QFETCH(QString, expected);
    QCOMPARE(FlameRenderer::shortName(name), expected);
}

void TestFlameRenderer::labelFor()
{
    const QFontMetricsF fm(QGuiApplication::font());
    const QString go = QStringLiteral("main.(*If).Eval");
    // Room for all of it: all of it.
    QCOMPARE(FlameRenderer::labelFor(go, fm, fm.horizontalAdvance(go) + 1), go);
    // Room for the method's own name only: that name, whole (four letters are enough).
    const double eval = fm.horizontalAdvance(QStringLiteral("Eval")) + 1;
    QCOMPARE(FlameRenderer::labelFor(go, fm, eval), QStringLiteral("Eval"));
    // Room for the receiver too: the receiver and the method, which tells If's from Call's.
    const double method = fm.horizontalAdvance(QStringLiteral("(*If).Eval")) + 1;
    QCOMPARE(FlameRenderer::labelFor(go, fm, method), QStringLiteral("(*If).Eval"));
    QCOMPARE(FlameRenderer::labelFor(QStringLiteral("ns::Widget::bar(int)"), fm,
                                     fm.horizontalAdvance(QStringLiteral("Widget::bar")) + 1),
             QStringLiteral("Widget::bar"));
    // A long own name elided in the middle, while enough of it shows.
    const QString cxx = QStringLiteral("ns::Widget::recalculateLayoutGeometry(int)");
    const QString label =
        FlameRenderer::labelFor(cxx, fm, fm.horizontalAdvance(QStringLiteral("recalcu…metry")));
    QVERIFY2(label.startsWith(QLatin1String("rec")) && label.contains(QChar(0x2026)),
             qPrintable(label));
    // A location written into the name goes before the function: the Node agent's frame
    // keeps "carSearchHandler", never "29" or "index.js".
    const QString node = QStringLiteral("./build/index.js:carSearchHandler:29");
    for (const char *room : {"carSearchHandler", "carSearchHandler:29", "index.js:carSearch"})
        QCOMPARE(
            FlameRenderer::labelFor(node, fm, fm.horizontalAdvance(QString::fromUtf8(room)) + 1),
            QStringLiteral("carSearchHandler"));
    const QString narrow =
        FlameRenderer::labelFor(node, fm, fm.horizontalAdvance(QStringLiteral("carSea…ndler")) + 1);
    QVERIFY2(narrow.startsWith(QLatin1String("car")), qPrintable(narrow));
    // Too little room: nothing rather than "r…y".
    QCOMPARE(FlameRenderer::labelFor(cxx, fm, fm.horizontalAdvance(QStringLiteral("r…y"))),
             QString());
}

QTEST_MAIN(TestFlameRenderer)
#include "tst_flamerenderer.moc"
