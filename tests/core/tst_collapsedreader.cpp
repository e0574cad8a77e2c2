// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "io/collapsedreader.h"

#include <QTest>

namespace hearth {

using Kind = ParseError::Kind;

class TestCollapsedReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valid_data();
    void valid();
    void invalid_data();
    void invalid();
    void realFile();
    void deepLine();
};

void TestCollapsedReader::valid_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("samples");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<int>("functions");
    QTest::addColumn<QString>("firstLeaf"); // function of sample 0's leaf

    QTest::newRow("one line") << QByteArray("main;a;b 5\n") << 1 << qint64(5) << 3 << "b";
    QTest::newRow("no final newline")
        << QByteArray("main;a 5\nmain;b 7") << 2 << qint64(12) << 3 << "a";
    QTest::newRow("crlf") << QByteArray("main;a 5\r\nmain;b 7\r\n") << 2 << qint64(12) << 3 << "a";
    QTest::newRow("spaces in frames") << QByteArray("main;std::vector<int, alloc> push_back 3\n")
                                      << 1 << qint64(3) << 2 << "std::vector<int, alloc> push_back";
    QTest::newRow("tab before count") << QByteArray("main;x\t4\n") << 1 << qint64(4) << 2 << "x";
    QTest::newRow("comments and blank lines")
        << QByteArray("# a comment\n\n   \nmain 1\n# another\n") << 1 << qint64(1) << 1 << "main";
    QTest::newRow("comment with a date")
        << QByteArray("# made 2026-11-30\n#\nmain 1\n") << 1 << qint64(1) << 1 << "main";
    QTest::newRow("root frame starting with #")
        << QByteArray("# a comment\n#root;a 5\n") << 1 << qint64(5) << 2 << "a";
    QTest::newRow("# frame with spaces")
        << QByteArray("#if x;b\t3\n") << 1 << qint64(3) << 2 << "b";
    QTest::newRow("empty frames are skipped")
        << QByteArray(";;main;;x; 2\n") << 1 << qint64(2) << 2 << "x";
    QTest::newRow("leading whitespace")
        << QByteArray("   main;x 2\n") << 1 << qint64(2) << 2 << "x";
    QTest::newRow("zero count") << QByteArray("main 0\nmain;a 1\n") << 2 << qint64(1) << 2
                                << "main";
    QTest::newRow("same stack twice") << QByteArray("a;b 1\na;b 2\n") << 2 << qint64(3) << 2 << "b";
    QTest::newRow("utf-8") << QByteArray("main;\xc3\xa9t\xc3\xa9 1\n") << 1 << qint64(1) << 2
                           << QString::fromUtf8("\xc3\xa9t\xc3\xa9");
    QTest::newRow("empty text") << QByteArray() << 0 << qint64(0) << 0 << QString();
}

void TestCollapsedReader::valid()
{
    QFETCH(QByteArray, text);
    QFETCH(int, samples);
    QFETCH(qint64, total);
    QFETCH(int, functions);
    QFETCH(QString, firstLeaf);
    const ProfileResult r = CollapsedReader::parse(text);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    const Profile &p = *r.profile;
    QCOMPARE(p.sampleTypes(),
             (QList<ValueType>{{QStringLiteral("samples"), QStringLiteral("count")}}));
    QCOMPARE(int(p.sampleCount()), samples);
    QCOMPARE(p.totalValue(0), total);
    QCOMPARE(int(p.functions().size()), functions);
    if (samples > 0) {
        const quint32 leaf = p.sampleLocations(0).front();
        QCOMPARE(p.functions()[p.locationLines(leaf)[0].function].name, firstLeaf);
    }
}

void TestCollapsedReader::invalid_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<qint64>("line");
    QTest::addColumn<QString>("detail");
    QTest::newRow("no count") << QByteArray("main;a\n") << qint64(1) << "expected";
    QTest::newRow("count not a number") << QByteArray("main 1\nmain;a 12x\n") << qint64(2) << "12x";
    QTest::newRow("negative count") << QByteArray("main -3\n") << qint64(1) << "-3";
    QTest::newRow("count overflows")
        << QByteArray("\n\nmain 99999999999999999999\n") << qint64(3) << "not a whole number";
    QTest::newRow("count only") << QByteArray("main 1\n 5\n") << qint64(2) << "expected";
    QTest::newRow("frames are only separators")
        << QByteArray(";;; 5\n") << qint64(1) << "no frames";
    QTest::newRow("trailing space") << QByteArray("main 5 \n") << qint64(1) << "expected";
}

void TestCollapsedReader::invalid()
{
    QFETCH(QByteArray, text);
    QFETCH(qint64, line);
    QFETCH(QString, detail);
    const ProfileResult r = CollapsedReader::parse(text);
    QVERIFY(!r.ok());
    QCOMPARE(r.error.kind, Kind::Malformed);
    QCOMPARE(r.error.line, line);
    QVERIFY2(r.error.detail.contains(detail), qPrintable(r.error.detail));
}

void TestCollapsedReader::realFile()
{
    // perf-gxx.folded: 33552 samples in 4411 distinct stacks (corpus/INDEX.txt).
    const QByteArray text = test::readData("perf-gxx.folded");
    QVERIFY(!text.isEmpty());
    const ProfileResult r = CollapsedReader::parse(text);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.profile->totalValue(0), 33552);
    QCOMPARE(r.profile->sampleCount(), 4411u);
    qint64 sum = 0; // the counts, summed independently of the reader
    for (const QByteArray &line : text.split('\n')) {
        if (!line.trimmed().isEmpty())
            sum += line.mid(line.lastIndexOf(' ') + 1).toLongLong();
    }
    QCOMPARE(r.profile->totalValue(0), sum);
}

void TestCollapsedReader::deepLine()
{
    QByteArray text = "main";
    for (int i = 0; i < 100000; ++i)
        text += ";f";
    text += " 7\n";
    const ProfileResult r = CollapsedReader::parse(text);
    QVERIFY(r.ok());
    QCOMPARE(r.profile->sampleLocations(0).size(), size_t(100001));
    QCOMPARE(r.profile->functions().size(), size_t(2));
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestCollapsedReader)
#include "tst_collapsedreader.moc"
