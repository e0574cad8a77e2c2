// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "io/pprofreader.h"

#include <QTest>

namespace hearth {

using test::PprofMaker;
using Kind = ParseError::Kind;

class TestPprofReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void header();
    void inlinedLines();
    void sameNameDifferentFiles();
    void unsymbolised();
    void labels();
    void defaultSampleType_data();
    void defaultSampleType();
    void badTables_data();
    void badTables();
    void tooLongVarint_data();
    void tooLongVarint();
    void stringIndexOffset();
    void unknownLocationOffset();
    void unpackedFieldOffsets_data();
    void unpackedFieldOffsets();
    void deepStack();
};

static Profile::Ptr parseOk(const QByteArray &bytes)
{
    const ProfileResult r = PprofReader::parse(bytes);
    if (!r.ok())
        qWarning() << r.error.toString();
    return r.ok() ? r.profile : nullptr;
}

void TestPprofReader::header()
{
    PprofMaker m;
    m.sampleType("samples", "count");
    m.sampleType("cpu", "nanoseconds");
    m.period("cpu", "nanoseconds", 10000000);
    m.p.set_time_nanos(1700000000000000000);
    m.p.set_duration_nanos(2000000000);
    m.p.add_comment(m.str("made by hand"));
    const quint64 main = m.frame("main");
    m.sample({main}, {3, 30000000});
    const Profile::Ptr p = parseOk(m.bytes());
    QVERIFY(p);
    QCOMPARE(p->sampleTypes().size(), 2);
    QCOMPARE(p->sampleTypes()[1],
             (ValueType{QStringLiteral("cpu"), QStringLiteral("nanoseconds")}));
    QCOMPARE(p->periodType(), (ValueType{QStringLiteral("cpu"), QStringLiteral("nanoseconds")}));
    QCOMPARE(p->period(), 10000000);
    QCOMPARE(p->timeNanos(), 1700000000000000000);
    QCOMPARE(p->durationNanos(), 2000000000);
    QCOMPARE(p->comments(), QStringList{QStringLiteral("made by hand")});
    QCOMPARE(p->totalValue(0), 3);
    QCOMPARE(p->totalValue(1), 30000000);
}

void TestPprofReader::inlinedLines()
{
    // One location whose two lines are inner (callee) first, then the caller it was inlined in.
    PprofMaker m;
    m.sampleType("samples", "count");
    const quint64 fMain = m.function("main", "main.go");
    const quint64 fOuter = m.function("outer", "x.go");
    const quint64 fInner = m.function("inner", "x.go");
    const quint64 lMain = m.location({fMain});
    const quint64 lInl = m.location({fInner, fOuter});
    m.sample({lInl, lMain}, {1});
    const Profile::Ptr p = parseOk(m.bytes());
    QVERIFY(p);
    QCOMPARE(p->locations().size(), size_t(2));
    const auto lines = p->locationLines(1);
    QCOMPARE(lines.size(), size_t(2));
    QCOMPARE(p->functions()[lines[0].function].name, QStringLiteral("inner"));
    QCOMPARE(p->functions()[lines[1].function].name, QStringLiteral("outer"));
    QCOMPARE(lines[0].line, 10);
    QCOMPARE(lines[1].line, 11);
    QCOMPARE(p->sampleLocations(0), (std::vector<quint32>{1, 0}));
}

void TestPprofReader::sameNameDifferentFiles()
{
    PprofMaker m;
    m.sampleType("samples", "count");
    const quint64 a = m.frame("init", "a.go");
    const quint64 b = m.frame("init", "b.go");
    const quint64 a2 = m.location({m.function("init", "a.go")}); // another id, same function
    m.sample({a}, {1});
    m.sample({b}, {2});
    m.sample({a2}, {4});
    const Profile::Ptr p = parseOk(m.bytes());
    QVERIFY(p);
    QCOMPARE(p->functions().size(), size_t(2));
    QCOMPARE(p->functions()[0].file, QStringLiteral("a.go"));
    QCOMPARE(p->functions()[1].file, QStringLiteral("b.go"));
    QCOMPARE(p->locationLines(2)[0].function, p->locationLines(0)[0].function);
}

void TestPprofReader::unsymbolised()
{
    PprofMaker m;
    m.sampleType("samples", "count");
    const quint64 map = m.mapping("/usr/lib/libc.so.6");
    const quint64 l = m.location({}, map, 0x7f00dead);
    m.sample({l}, {1});
    const Profile::Ptr p = parseOk(m.bytes());
    QVERIFY(p);
    QCOMPARE(p->mappings().size(), size_t(1));
    QCOMPARE(p->locations()[0].address, quint64(0x7f00dead));
    QCOMPARE(p->locations()[0].mapping, 0u);
    const Function &f = p->functions()[p->locationLines(0)[0].function];
    QCOMPARE(f.name, QStringLiteral("0x7f00dead"));
    QCOMPARE(f.file, QStringLiteral("/usr/lib/libc.so.6"));
}

void TestPprofReader::labels()
{
    PprofMaker m;
    m.sampleType("samples", "count");
    const quint64 l = m.frame("f");
    auto *s = m.sample({l}, {1});
    m.label(s, "span_id", "00f067aa0ba902b7");
    m.numLabel(s, "bytes", 4096, "bytes");
    m.sample({l}, {1});
    const Profile::Ptr p = parseOk(m.bytes());
    QVERIFY(p);
    const auto labels = p->sampleLabels(0);
    QCOMPARE(labels.size(), size_t(2));
    QCOMPARE(p->strings()[labels[0].key], QStringLiteral("span_id"));
    QCOMPARE(p->strings()[labels[0].str], QStringLiteral("00f067aa0ba902b7"));
    QCOMPARE(p->strings()[labels[1].key], QStringLiteral("bytes"));
    QCOMPARE(labels[1].str, 0u);
    QCOMPARE(labels[1].num, 4096);
    QCOMPARE(p->strings()[labels[1].numUnit], QStringLiteral("bytes"));
    QCOMPARE(p->sampleLabels(1).size(), size_t(0));
}

void TestPprofReader::defaultSampleType_data()
{
    QTest::addColumn<QString>("declared"); // "" = field absent
    QTest::addColumn<QList<qint64>>("values");
    QTest::addColumn<int>("expected");
    QTest::addColumn<bool>("fellBack");
    QTest::newRow("default_sample_type")
        << QStringLiteral("alloc_space") << QList<qint64>{1, 2, 3} << 1 << false;
    QTest::newRow("else the last") << QString() << QList<qint64>{1, 2, 3} << 2 << false;
    QTest::newRow("last has no data") << QString() << QList<qint64>{0, 5, 0} << 1 << true;
    QTest::newRow("declared has no data")
        << QStringLiteral("alloc_objects") << QList<qint64>{0, 0, 9} << 2 << true;
}

void TestPprofReader::defaultSampleType()
{
    QFETCH(QString, declared);
    QFETCH(QList<qint64>, values);
    QFETCH(int, expected);
    QFETCH(bool, fellBack);
    PprofMaker m;
    m.sampleType("alloc_objects", "count");
    m.sampleType("alloc_space", "bytes");
    m.sampleType("inuse_space", "bytes");
    if (!declared.isEmpty())
        m.p.set_default_sample_type(m.str(declared.toStdString()));
    m.sample({m.frame("f")}, std::vector<qint64>(values.begin(), values.end()));
    const Profile::Ptr p = parseOk(m.bytes());
    QVERIFY(p);
    QCOMPARE(p->defaultSampleType(), expected);
    QCOMPARE(p->defaultSampleTypeFellBack(), fellBack);
}

void TestPprofReader::badTables_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("detail"); // a part of the detail
    auto base = [] {
        PprofMaker m;
        m.sampleType("samples", "count");
        m.sample({m.frame("f", "f.go")}, {1});
        return m;
    };
    {
        PprofMaker m = base();
        m.p.mutable_function(0)->set_name(99);
        QTest::newRow("function name")
            << m.bytes() << int(Kind::IndexOutOfRange) << "function name";
    }
    {
        PprofMaker m = base();
        m.p.mutable_function(0)->set_filename(-1);
        QTest::newRow("negative filename") << m.bytes() << int(Kind::IndexOutOfRange) << "filename";
    }
    {
        PprofMaker m = base();
        m.p.mutable_sample_type(0)->set_unit(1000);
        QTest::newRow("sample type unit") << m.bytes() << int(Kind::IndexOutOfRange) << "unit";
    }
    {
        PprofMaker m = base();
        m.mapping("x");
        m.p.mutable_mapping(0)->set_build_id(50);
        QTest::newRow("mapping build id") << m.bytes() << int(Kind::IndexOutOfRange) << "build_id";
    }
    {
        PprofMaker m = base();
        m.p.mutable_location(0)->set_mapping_id(7);
        QTest::newRow("unknown mapping")
            << m.bytes() << int(Kind::IndexOutOfRange) << "mapping id 7";
    }
    {
        PprofMaker m = base();
        m.p.mutable_location(0)->mutable_line(0)->set_function_id(8);
        QTest::newRow("unknown function")
            << m.bytes() << int(Kind::IndexOutOfRange) << "function id 8";
    }
    {
        PprofMaker m = base();
        m.p.mutable_sample(0)->add_location_id(9);
        QTest::newRow("unknown location")
            << m.bytes() << int(Kind::IndexOutOfRange) << "location id 9";
    }
    {
        // Deep in a packed list (the reader's fast path gives way to the checked one).
        PprofMaker m = base();
        for (int i = 0; i < 20; ++i)
            m.p.mutable_sample(0)->add_location_id(1);
        m.p.mutable_sample(0)->add_location_id(quint64(1) << 40);
        QTest::newRow("unknown location in a long list")
            << m.bytes() << int(Kind::IndexOutOfRange) << "location id 1099511627776";
    }
    {
        PprofMaker m = base();
        for (int i = 0; i < 20; ++i)
            m.p.mutable_sample(0)->add_location_id(1);
        m.p.mutable_sample(0)->add_location_id(~quint64(0)); // a 10-byte varint
        QTest::newRow("ten-byte location id")
            << m.bytes() << int(Kind::IndexOutOfRange) << "location id 18446744073709551615";
    }
    {
        PprofMaker m = base();
        m.sample({1}, {1})->add_label()->set_key(77);
        QTest::newRow("label key") << m.bytes() << int(Kind::IndexOutOfRange) << "label key";
    }
    {
        PprofMaker m = base();
        m.p.set_default_sample_type(500);
        QTest::newRow("default_sample_type")
            << m.bytes() << int(Kind::IndexOutOfRange) << "default_sample_type";
    }
    {
        PprofMaker m = base();
        m.p.add_comment(500);
        QTest::newRow("comment") << m.bytes() << int(Kind::IndexOutOfRange) << "comment";
    }
    {
        PprofMaker m = base();
        m.p.add_function()->CopyFrom(m.p.function(0));
        QTest::newRow("duplicate function")
            << m.bytes() << int(Kind::Malformed) << "duplicate function id 1";
    }
    {
        PprofMaker m = base();
        m.p.add_location()->CopyFrom(m.p.location(0));
        QTest::newRow("duplicate location")
            << m.bytes() << int(Kind::Malformed) << "duplicate location id 1";
    }
    {
        PprofMaker m = base();
        m.mapping("a");
        m.mapping("b");
        m.p.mutable_mapping(1)->set_id(1);
        QTest::newRow("duplicate mapping")
            << m.bytes() << int(Kind::Malformed) << "duplicate mapping id 1";
    }
    {
        PprofMaker m = base();
        m.p.mutable_function(0)->set_id(0);
        QTest::newRow("function id 0") << m.bytes() << int(Kind::Malformed) << "function id 0";
    }
    {
        PprofMaker m = base();
        m.p.mutable_sample(0)->add_value(2);
        QTest::newRow("value count") << m.bytes() << int(Kind::Malformed) << "2 values for 1";
    }
    {
        PprofMaker m = base();
        m.p.set_string_table(0, "not empty");
        QTest::newRow("string 0") << m.bytes() << int(Kind::Malformed) << "string_table[0]";
    }
    {
        PprofMaker m = base();
        m.p.mutable_function(0)->set_id(0x7fffffffffffffffull); // sparse ids are fine...
        m.p.mutable_location(0)->mutable_line(0)->set_function_id(0x7ffffffffffffffeull);
        QTest::newRow("huge id") << m.bytes() << int(Kind::IndexOutOfRange) << "function id";
    }
    QTest::newRow("wire type 3") << QByteArray("\x0b", 1) << int(Kind::Malformed) << "wire type 3";
    QTest::newRow("field 0") << QByteArray("\x00\x01", 2) << int(Kind::Malformed)
                             << "field number 0";
    QTest::newRow("sample_type as varint")
        << QByteArray("\x08\x01", 2) << int(Kind::Malformed) << "wire type 0";
    QTest::newRow("length past end")
        << QByteArray("\x12\x05\x08", 3) << int(Kind::Truncated) << "claims 5 bytes";
    QTest::newRow("varint past end")
        << QByteArray("\x48\xff\xff", 3) << int(Kind::Truncated) << "varint";
    QTest::newRow("11-byte varint")
        << QByteArray("\x48\xff\xff\xff\xff\xff\xff\xff\xff\xff\x7f", 11) << int(Kind::Malformed)
        << "longer than 10 bytes";
}

void TestPprofReader::tooLongVarint_data()
{
    // A varint of more than 10 bytes (or 64 bits) is malformed at its first byte, however
    // much data follows; one that the data cuts short is truncated.
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("kind");
    QTest::addColumn<qint64>("offset");
    const QByteArray eleven("\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01", 11);
    QTest::newRow("tag") << eleven + QByteArray("\x08\x01", 2) << int(Kind::Malformed) << qint64(0);
    QTest::newRow("value of time_nanos")
        << QByteArray("\x48", 1) + eleven << int(Kind::Malformed) << qint64(1);
    QTest::newRow("value after a field")
        << QByteArray("\x48\x05\x50", 3) + eleven + QByteArray(20, '\0') << int(Kind::Malformed)
        << qint64(3);
    QTest::newRow("length of a field")
        << QByteArray("\x48\x05\x12", 3) + eleven << int(Kind::Malformed) << qint64(3);
    QTest::newRow("overflows 64 bits")
        << QByteArray("\x48\xff\xff\xff\xff\xff\xff\xff\xff\xff\x02", 11) << int(Kind::Malformed)
        << qint64(1);
    QTest::newRow("packed value in a sample")
        << QByteArray("\x12\x0e\x12\x0c\x01", 5) + eleven << int(Kind::Malformed) << qint64(5);
    QTest::newRow("ten bytes, cut short") << QByteArray("\x48\xff\xff\xff\xff\xff\xff\xff\xff", 9)
                                          << int(Kind::Truncated) << qint64(9);
    QTest::newRow("ten bytes, the largest")
        << QByteArray("\x48\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01", 11) << int(Kind::None)
        << qint64(-1);
}

void TestPprofReader::tooLongVarint()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, kind);
    QFETCH(qint64, offset);
    const ProfileResult r = PprofReader::parse(bytes);
    QCOMPARE(int(r.error.kind), kind);
    QCOMPARE(r.error.offset, offset);
    ReadOptions flat;
    flat.flatStacks = true;
    QCOMPARE(PprofReader::parse(bytes, flat).error.toString(), r.error.toString());
    if (kind == int(Kind::Malformed))
        QVERIFY2(r.error.detail.contains(QLatin1String("longer than 10 bytes")),
                 qPrintable(r.error.detail));
}

void TestPprofReader::badTables()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, kind);
    QFETCH(QString, detail);
    const ProfileResult r = PprofReader::parse(bytes);
    QVERIFY(!r.ok());
    QVERIFY(!r.profile);
    QCOMPARE(int(r.error.kind), kind);
    QVERIFY2(r.error.detail.contains(detail), qPrintable(r.error.detail));
    QVERIFY(r.error.offset >= 0);
    QVERIFY(r.error.offset <= bytes.size());
    QCOMPARE(r.error.line, -1);
    // Read for a summary (flat stacks, another sample loop): the same error.
    ReadOptions flat;
    flat.flatStacks = true;
    QCOMPARE(PprofReader::parse(bytes, flat).error.toString(), r.error.toString());
}

void TestPprofReader::stringIndexOffset()
{
    // The offset of a bad string index is the tag of the field that holds it.
    PprofMaker m;
    m.sampleType("samples", "count");
    m.sample({m.frame("f")}, {1});
    m.p.mutable_function(0)->set_name(99);
    const QByteArray bytes = m.bytes();
    const ProfileResult r = PprofReader::parse(bytes);
    QCOMPARE(r.error.kind, Kind::IndexOutOfRange);
    QVERIFY(r.error.offset > 0 && r.error.offset + 1 < bytes.size());
    QCOMPARE(quint8(bytes[r.error.offset]), quint8(0x10)); // field 2, varint
    QCOMPARE(quint8(bytes[r.error.offset + 1]), quint8(99));
    QVERIFY(r.error.detail.contains(QStringLiteral("string 99")));
}

void TestPprofReader::unknownLocationOffset()
{
    PprofMaker m;
    m.sampleType("samples", "count");
    const quint64 l = m.frame("f");
    m.sample({l, 42, l}, {1});
    const QByteArray bytes = m.bytes();
    const ProfileResult r = PprofReader::parse(bytes);
    QCOMPARE(r.error.kind, Kind::IndexOutOfRange);
    QCOMPARE(quint8(bytes[r.error.offset]), quint8(42)); // the packed varint itself
}

void TestPprofReader::unpackedFieldOffsets_data()
{
    // Fields appended to a valid profile merge into it (protobuf concatenation).
    QTest::addColumn<QByteArray>("tail");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("fromEnd"); // where the error must point, counted from the end
    // A sample whose location_id is a plain varint (not packed), naming location 42.
    QTest::newRow("unpacked location id")
        << QByteArray("\x12\x04\x08\x2a\x10\x01", 6) << int(Kind::IndexOutOfRange) << 3;
    QTest::newRow("comment as fixed32")
        << QByteArray("\x6d\x01\x02\x03\x04", 5) << int(Kind::Malformed) << 4;
    QTest::newRow("comment as fixed64")
        << QByteArray("\x69\x01\x02\x03\x04\x05\x06\x07\x08", 9) << int(Kind::Malformed) << 8;
    QTest::newRow("unpacked comment")
        << QByteArray("\x68\x96\x01", 3) << int(Kind::IndexOutOfRange) << -1;
}

void TestPprofReader::unpackedFieldOffsets()
{
    QFETCH(QByteArray, tail);
    QFETCH(int, kind);
    QFETCH(int, fromEnd);
    PprofMaker m;
    m.sampleType("samples", "count");
    m.sample({m.frame("f")}, {1});
    const QByteArray bytes = m.bytes() + tail;
    const ProfileResult r = PprofReader::parse(bytes);
    QCOMPARE(int(r.error.kind), kind);
    QVERIFY2(r.error.offset >= 0, qPrintable(r.error.toString()));
    if (fromEnd > 0)
        QCOMPARE(r.error.offset, bytes.size() - fromEnd);
}

void TestPprofReader::deepStack()
{
    PprofMaker m;
    m.sampleType("samples", "count");
    const quint64 rec = m.frame("recurse");
    const quint64 leaf = m.frame("leaf");
    auto *s = m.sample({leaf}, {3});
    for (int i = 0; i < 100000; ++i)
        s->add_location_id(rec);
    const Profile::Ptr p = parseOk(m.bytes());
    QVERIFY(p);
    QCOMPARE(p->stackNodeCount(), 100002u);
    QCOMPARE(p->sampleLocations(0).size(), size_t(100001));
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestPprofReader)
#include "tst_pprofreader.moc"
