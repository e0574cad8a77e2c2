// SPDX-License-Identifier: MIT
#include "store/storelink.h"

#include <QtTest>

using namespace hearth;

class TestStoreLink : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void build_data();
    void build();
    void parse_data();
    void parse();
};

namespace {
constexpr qint64 Now = 1764514800000;

StoreLink link(const QString &base, const QString &component, const QString &type,
               const QString &label, const QString &value, qint64 from, qint64 until)
{
    StoreLink l;
    l.base = QUrl(base);
    l.component = component;
    l.profileType = type;
    l.operationLabel = label;
    l.operationValue = value;
    l.fromMs = from;
    l.untilMs = until;
    return l;
}
} // namespace

void TestStoreLink::build_data()
{
    QTest::addColumn<StoreLink>("link");
    QTest::addColumn<QString>("url");
    const QString cpu = QStringLiteral("process_cpu:cpu:nanoseconds:cpu:nanoseconds");
    QTest::newRow("full") << link(QStringLiteral("https://store.example.com"),
                                  QStringLiteral("api"), cpu, QStringLiteral("span_name"),
                                  QStringLiteral("GET /users"), 1000, 2000)
                          << QStringLiteral("https://store.example.com/components/api/profile?"
                                            "type=process_cpu%3Acpu%3Ananoseconds%3Acpu%3A"
                                            "nanoseconds&operation=span_name%3DGET%20%2Fusers"
                                            "&from=1000&until=2000");
    QTest::newRow("prefix, no operation")
        << link(QStringLiteral("http://host:4040/pyroscope/"), QStringLiteral("my svc"), cpu,
                QString(), QString(), 1, 2)
        << QStringLiteral("http://host:4040/pyroscope/components/my%20svc/profile?type="
                          "process_cpu%3Acpu%3Ananoseconds%3Acpu%3Ananoseconds&from=1&until=2");
    QTest::newRow("slash and ampersand")
        << link(QStringLiteral("https://h"), QStringLiteral("a/b"), QString(),
                QStringLiteral("span_name"), QStringLiteral("x&y=z"), 5, 6)
        << QStringLiteral("https://h/components/a%2Fb/profile?operation=span_name%3Dx%26y%3Dz"
                          "&from=5&until=6");
    // Issue 18: the component's memory, no type or operation.
    StoreLink memory = link(QStringLiteral("http://host:4040/pyroscope"), QStringLiteral("worker"),
                            QString(), QString(), QString(), 7, 8);
    memory.view = StoreLink::View::Memory;
    QTest::newRow("memory")
        << memory
        << QStringLiteral("http://host:4040/pyroscope/components/worker/memory?from=7&until=8");
}

void TestStoreLink::build()
{
    QFETCH(StoreLink, link);
    QFETCH(QString, url);
    QCOMPARE(link.toUrl().toString(QUrl::FullyEncoded), url);
    const auto back = StoreLink::parse(link.toUrl(), Now);
    QVERIFY(back);
    QCOMPARE(back->component, link.component);
    QCOMPARE(back->profileType, link.profileType);
    QCOMPARE(back->operationLabel, link.operationLabel);
    QCOMPARE(back->operationValue, link.operationValue);
    QCOMPARE(back->fromMs, link.fromMs);
    QCOMPARE(back->untilMs, link.untilMs);
    QCOMPARE(back->view, link.view);
    QCOMPARE(back->toUrl(), link.toUrl());
}

void TestStoreLink::parse_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("component");
    QTest::addColumn<QString>("operation");
    QTest::addColumn<qint64>("from");
    QTest::addColumn<qint64>("until");
    QTest::newRow("relative window")
        << QStringLiteral("https://s/components/api/profile?type=a:b:c:d:e&from=now-1h&until=now")
        << true << QStringLiteral("https://s") << QStringLiteral("api") << QString()
        << Now - 3600000 << Now;
    QTest::newRow("no window: last hour")
        << QStringLiteral("https://s/components/api/profile") << true << QStringLiteral("https://s")
        << QStringLiteral("api") << QString() << Now - 3600000 << Now;
    QTest::newRow("raw operation")
        << QStringLiteral("https://s/x/components/api/profile/?operation=span_name=GET /a&from=1&"
                          "until=2")
        << true << QStringLiteral("https://s/x") << QStringLiteral("api")
        << QStringLiteral("span_name=GET /a") << qint64(1) << qint64(2);
    QTest::newRow("rfc3339 window")
        << QStringLiteral("https://s/components/api/profile?from=2025-11-30T14:00:00Z&until="
                          "2025-11-30T15:00:00Z")
        << true << QStringLiteral("https://s") << QStringLiteral("api") << QString()
        << Now - 3600000 << Now;
    QTest::newRow("memory link")
        << QStringLiteral("https://s/x/components/api/memory/?type=a:b:c:d:e&operation=o=v&"
                          "from=1&until=2")
        << true << QStringLiteral("https://s/x") << QStringLiteral("api") << QString() << qint64(1)
        << qint64(2);
    QTest::newRow("memory, bad time")
        << QStringLiteral("https://s/components/api/memory?until=later") << false << QString()
        << QString() << QString() << qint64(0) << qint64(0);
    QTest::newRow("not a profile link")
        << QStringLiteral("https://s/components/api") << false << QString() << QString()
        << QString() << qint64(0) << qint64(0);
    QTest::newRow("nested path") << QStringLiteral("https://s/components/a/b/profile") << false
                                 << QString() << QString() << QString() << qint64(0) << qint64(0);
    QTest::newRow("bad operation")
        << QStringLiteral("https://s/components/api/profile?operation=GET") << false << QString()
        << QString() << QString() << qint64(0) << qint64(0);
    QTest::newRow("bad time") << QStringLiteral("https://s/components/api/profile?from=soon")
                              << false << QString() << QString() << QString() << qint64(0)
                              << qint64(0);
    QTest::newRow("ftp") << QStringLiteral("ftp://s/components/api/profile") << false << QString()
                         << QString() << QString() << qint64(0) << qint64(0);
}

void TestStoreLink::parse()
{
    QFETCH(QString, url);
    QFETCH(bool, ok);
    const auto l = StoreLink::parse(QUrl(url), Now);
    QCOMPARE(l.has_value(), ok);
    if (!ok)
        return;
    QFETCH(QString, base);
    QFETCH(QString, component);
    QFETCH(QString, operation);
    QFETCH(qint64, from);
    QFETCH(qint64, until);
    QCOMPARE(l->base.toString(), base);
    QCOMPARE(l->view, url.contains(QLatin1String("/memory")) ? StoreLink::View::Memory
                                                             : StoreLink::View::Profile);
    if (l->view == StoreLink::View::Memory)
        QVERIFY(l->profileType.isEmpty()); // a memory link names no type
    QCOMPARE(l->component, component);
    QCOMPARE(operation.isEmpty() ? QString()
                                 : l->operationLabel + QLatin1Char('=') + l->operationValue,
             operation);
    QCOMPARE(l->fromMs, from);
    QCOMPARE(l->untilMs, until);
}

QTEST_GUILESS_MAIN(TestStoreLink)
#include "tst_storelink.moc"
