// SPDX-License-Identifier: MIT
#include "bundle/spanshortname.h"

#include <QTest>

using namespace hearth;

namespace {
QStringList L(std::initializer_list<const char *> texts)
{
    QStringList out;
    for (const char *t : texts)
        out << QString::fromUtf8(t);
    return out;
}
} // namespace

class TestSpanShortName : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void candidates_data();
    void candidates();
};

void TestSpanShortName::candidates_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("want");
    QTest::newRow("colon space") << "cops: Layout" << L({"cops: Layout", "Layout"});
    QTest::newRow("hash") << "Cart#total applies discounts"
                          << L({"Cart#total applies discounts", "total applies discounts"});
    QTest::newRow("class dot method") << "Embedding.for caches vectors"
                                      << L({"Embedding.for caches vectors", "for caches vectors"});
    QTest::newRow("scopes") << "Billing::Invoice#void releases"
                            << L({"Billing::Invoice#void releases", "Invoice#void releases",
                                  "void releases"});
    QTest::newRow("file name stays") << "render receipt.html.erb" << L({"render receipt.html.erb"});
    QTest::newRow("dot file stays") << "compare .ruby-version with Gemfile.lock"
                                    << L({"compare .ruby-version with Gemfile.lock"});
    QTest::newRow("plain") << "docker build" << L({"docker build"});
}

void TestSpanShortName::candidates()
{
    QFETCH(QString, name);
    QFETCH(QStringList, want);
    QCOMPARE(SpanShortName::candidates(name), want);
}

QTEST_GUILESS_MAIN(TestSpanShortName)
#include "tst_spanshortname.moc"
