// SPDX-License-Identifier: MIT
#include "io/decompressor.h"
#include "store/gzipwriter.h"

#include <QtTest>

using namespace hearth;

class TestGzipWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
};

void TestGzipWriter::roundTrip_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("text") << QByteArray("hello, profile");
    QTest::newRow("repetitive") << QByteArray(1 << 20, 'a');
    QByteArray noise(100000, Qt::Uninitialized);
    quint32 x = 12345;
    for (char &c : noise) {
        x = x * 1103515245u + 12345u;
        c = char(x >> 24);
    }
    QTest::newRow("noise") << noise;
}

void TestGzipWriter::roundTrip()
{
    QFETCH(QByteArray, data);
    const QByteArray gz = GzipWriter::compress(data);
    QVERIFY(gz.size() >= 18);
    QCOMPARE(quint8(gz[0]), quint8(0x1f));
    QCOMPARE(quint8(gz[1]), quint8(0x8b));
    QCOMPARE(Decompressor::detect(gz), Decompressor::Compression::Gzip);
    ParseError err;
    QCOMPARE(Decompressor::decompress(gz, ReadOptions{}, &err), data);
    QVERIFY(!err.isError());
}

QTEST_GUILESS_MAIN(TestGzipWriter)
#include "tst_gzipwriter.moc"
