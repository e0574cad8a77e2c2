// SPDX-License-Identifier: MIT
#include "store/storecodec.h"
#include "store/storeerror.h"

#include <QtTest>

using namespace hearth;

class TestStoreError : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void httpError_data();
    void httpError();
    void plainText_data();
    void plainText();
    void toString_data();
    void toString();
};

void TestStoreError::httpError_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("connect 401") << 401
                                 << QByteArray(
                                        R"({"code":"unauthenticated","message":"no org id"})")
                                 << QStringLiteral("unauthenticated")
                                 << QStringLiteral("no org id");
    QTest::newRow("connect 500") << 500 << QByteArray(R"({"code":"internal","message":"boom"})")
                                 << QStringLiteral("internal") << QStringLiteral("boom");
    QTest::newRow("no message") << 429 << QByteArray(R"({"code":"resource_exhausted"})")
                                << QStringLiteral("resource_exhausted") << QString();
    QTest::newRow("html 502") << 502 << QByteArray("<html>Bad gateway</html>")
                              << QStringLiteral("unavailable")
                              << QStringLiteral("<html>Bad gateway</html>");
    QTest::newRow("empty 403") << 403 << QByteArray() << QStringLiteral("permission_denied")
                               << QString();
    QTest::newRow("empty 404") << 404 << QByteArray() << QStringLiteral("unimplemented")
                               << QString();
    QTest::newRow("empty 400") << 400 << QByteArray() << QStringLiteral("invalid_argument")
                               << QString();
    QTest::newRow("empty 501") << 501 << QByteArray() << QStringLiteral("unimplemented")
                               << QString();
    QTest::newRow("empty 503") << 503 << QByteArray() << QStringLiteral("unavailable") << QString();
    QTest::newRow("empty 504") << 504 << QByteArray() << QStringLiteral("deadline_exceeded")
                               << QString();
    QTest::newRow("json not an error")
        << 500 << QByteArray("[1,2]") << QStringLiteral("internal") << QStringLiteral("[1,2]");
    QTest::newRow("control characters")
        << 500 << QByteArray("{\"code\":\"internal\",\"message\":\"a\\nb\\u001b[31m\"}")
        << QStringLiteral("internal") << QStringLiteral("a b [31m");
}

void TestStoreError::httpError()
{
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(QString, code);
    QFETCH(QString, message);
    const StoreError e = StoreCodec::httpError(status, body);
    QCOMPARE(e.kind, StoreError::Kind::Http);
    QCOMPARE(e.httpStatus, status);
    QCOMPARE(e.code, code);
    QCOMPARE(e.message, message);
    QVERIFY(e.toString().contains(QString::number(status)));
    QVERIFY(e.toString().contains(code));
}

void TestStoreError::plainText_data()
{
    QTest::addColumn<QString>("in");
    QTest::addColumn<int>("max");
    QTest::addColumn<QString>("out");
    QTest::newRow("plain") << QStringLiteral("hello") << 10 << QStringLiteral("hello");
    QTest::newRow("rich text stays text")
        << QStringLiteral("<b>x</b>") << 20 << QStringLiteral("<b>x</b>");
    QTest::newRow("cut") << QStringLiteral("abcdefgh") << 3 << QStringLiteral("abc…");
    QTest::newRow("newlines") << QStringLiteral("a\r\nb") << 10 << QStringLiteral("a  b");
    QTest::newRow("bidi override") << QStringLiteral("a\u202Eb") << 10 << QStringLiteral("a b");
}

void TestStoreError::plainText()
{
    QFETCH(QString, in);
    QFETCH(int, max);
    QFETCH(QString, out);
    QCOMPARE(StoreError::plainText(in, max), out);
}

void TestStoreError::toString_data()
{
    QTest::addColumn<StoreError>("error");
    QTest::addColumn<QString>("text");
    StoreError tls = StoreError::make(StoreError::Kind::Tls, QStringLiteral("self-signed"));
    tls.fingerprint = QStringLiteral("AB:CD");
    QTest::newRow("tls") << tls
                         << QStringLiteral("TLS failed: self-signed (certificate SHA-256 AB:CD)");
    QTest::newRow("http") << StoreError::make(StoreError::Kind::Http, QStringLiteral("no org id"),
                                              401, QStringLiteral("unauthenticated"))
                          << QStringLiteral("HTTP 401 unauthenticated: no org id");
    QTest::newRow("transport") << StoreError::make(StoreError::Kind::Transport,
                                                   QStringLiteral("Connection refused"))
                               << QStringLiteral("connection failed: Connection refused");
    QTest::newRow("timeout") << StoreError::make(StoreError::Kind::Timeout, QStringLiteral("5 ms"))
                             << QStringLiteral("no answer within the timeout: 5 ms");
    QTest::newRow("unsupported")
        << StoreError::unsupported(QStringLiteral("SelectMergeProfile"),
                                   QStringLiteral("https://pyro.example/p"), QStringLiteral("1.0"),
                                   404, QStringLiteral("unimplemented"))
        << QStringLiteral("the server https://pyro.example/p does not offer SelectMergeProfile "
                          "(HTTP 404 unimplemented); Pyroscope 1.0 and later have it: check the "
                          "server and the path in its URL");
    QTest::newRow("unsupported, no version")
        << StoreError::unsupported(QStringLiteral("buildinfo"), QStringLiteral("http://h:4040"),
                                   QString(), 404, QStringLiteral("unimplemented"))
        << QStringLiteral("the server http://h:4040 does not offer buildinfo (HTTP 404 "
                          "unimplemented)");
}

void TestStoreError::toString()
{
    QFETCH(StoreError, error);
    QFETCH(QString, text);
    QCOMPARE(error.toString(), text);
    QVERIFY(!StoreError::kindName(error.kind).isEmpty());
}

QTEST_GUILESS_MAIN(TestStoreError)
#include "tst_storeerror.moc"
