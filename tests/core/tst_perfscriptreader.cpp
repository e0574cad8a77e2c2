// SPDX-License-Identifier: MIT
#include "readertestsupport.h"
#include "testsupport.h"

#include "io/perfscriptreader.h"

#include <QRegularExpression>
#include <QTest>

#include <map>

namespace hearth {

using Kind = ParseError::Kind;

class TestPerfScriptReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valid_data();
    void valid();
    void labels();
    void invalid_data();
    void invalid();
};

namespace {

struct Expected
{
    QStringList events;
    std::map<QString, qint64> total;
    std::map<QString, test::Table> self, inclusive; // by event
};

// The stackcollapse-perf.pl rules again, with regular expressions, independently of the
// reader: comm as the root, `+0x…` dropped, `[unknown]` in a binary as `[binary]`; a time
// event weighs its period, any other event one sample.
Expected expectedOf(const QByteArray &text)
{
    static const QRegularExpression header(
        QStringLiteral(R"(^(.+?)\s+(\d+)(?:/\d+)?\s+(?:\[\d+\]\s+)?[\d.]+:\s+(\d+)\s+([\w-]+):)"));
    static const QRegularExpression frame(
        QStringLiteral(R"(^\s+[0-9a-f]+\s+(.*?)(?:\+0x[0-9a-f]+)?\s+\((.*)\)$)"));
    // By hand (c++filt -s rust, the hashes dropped).
    const std::map<QString, QString> demangled{
        {QStringLiteral("_ZN3foo3barEi"), QStringLiteral("foo::bar(int)")},
        {QStringLiteral("_ZN4core3ptr85drop_in_place$LT$std..rt..lang_start$LT$$LP$$RP$$GT$..$"
                        "u7b$$u7b$closure$u7d$$u7d$$GT$17h27f14859c664490dE"),
         QStringLiteral("core::ptr::drop_in_place<std::rt::lang_start<()>::{{closure}}>")},
        {QStringLiteral("_ZN3std2rt10lang_start17h0123456789abcdefE.llvm.123"),
         QStringLiteral("std::rt::lang_start")},
        {QStringLiteral("_RNvMsr_NtCs3ssYzQotkvD_3std4pathNtB5_7PathBuf3newCs15kBYyAo9fc_7mycrate"),
         QStringLiteral("<std::path::PathBuf>::new")},
        {QStringLiteral("_RINvNtC3std3mem8align_ofjE"),
         QStringLiteral("std::mem::align_of::<usize>")},
        {QStringLiteral("_ZN71_$LT$Test$u20$$u2b$$u20$$u27$static$u20$as$u20$foo..Bar$LT$Test$GT$$"
                        "GT$3bar17h930b740aa94f1d3aE"),
         QStringLiteral("<Test + 'static as foo::Bar<Test>>::bar")},
        {QStringLiteral("grep_searcher::searcher::Searcher::search_slice::h00112233aabbccdd"),
         QStringLiteral("grep_searcher::searcher::Searcher::search_slice")},
        {QStringLiteral("_RNCNCNgCs6DXkGYLi8lr_2cc5spawn00B5_"),
         QStringLiteral("cc::spawn::{closure#0}::{closure#0}")},
        {QStringLiteral("_RNvC6_123foo3bar"), QStringLiteral("123foo::bar")}};
    Expected e;
    for (const QString &record : QString::fromUtf8(text).split(QStringLiteral("\n\n"))) {
        QString event;
        qint64 weight = 0;
        QStringList stack; // leaf first
        for (const QString &line : record.split(QLatin1Char('\n'))) {
            if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
                continue;
            if (const auto m = header.match(line); m.hasMatch()) {
                event = m.captured(4);
                const bool time =
                    event == QLatin1String("cpu-clock") || event == QLatin1String("task-clock");
                weight = time ? m.captured(3).toLongLong() : 1;
                stack = {m.captured(1)};
            } else if (const auto f = frame.match(line); f.hasMatch()) {
                QString name = f.captured(1);
                if (name == QLatin1String("[unknown]") &&
                    f.captured(2) != QLatin1String("[unknown]"))
                    name = QLatin1Char('[') + f.captured(2).section(QLatin1Char('/'), -1) +
                           QLatin1Char(']');
                if (demangled.count(name))
                    name = demangled.at(name);
                stack.insert(stack.size() - 1, name);
            }
        }
        if (event.isEmpty())
            continue;
        if (!e.events.contains(event))
            e.events << event;
        e.total[event] += weight;
        test::addStack(&e.self[event], &e.inclusive[event], stack.first(), stack, weight);
    }
    return e;
}

} // namespace

void TestPerfScriptReader::valid_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("types");

    const QByteArray gxx = test::readData("perf-gxx-small.perf.txt");
    const QByteArray hand = test::readData("handmade.perf.txt");
    const QStringList cpu{QStringLiteral("cpu/nanoseconds")};
    QTest::newRow("perf script of g++") << gxx << gxx << cpu;
    QTest::newRow("perf script of g++, zstd") << test::zstd(gxx) << gxx << cpu;
    QByteArray crlf = gxx;
    crlf.replace("\n", "\r\n");
    QTest::newRow("crlf") << crlf << gxx << cpu;
    const QByteArray rust = test::readData("rust.perf.txt");
    QTest::newRow("rust symbols, legacy and v0") << rust << rust << cpu;
    QTest::newRow("two events, perf's header, spaces in comm")
        << hand << hand
        << QStringList{QStringLiteral("samples (cycles)/count"),
                       QStringLiteral("samples (instructions)/count")};
}

void TestPerfScriptReader::valid()
{
    QFETCH(QByteArray, data);
    QFETCH(QByteArray, text);
    QFETCH(QStringList, types);
    const Expected want = expectedOf(text);
    QCOMPARE(want.events.size(), types.size());
    const ProfileResult r = ProfileReader::readBytes(data, QStringLiteral("p.txt"));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    const Profile::Ptr &p = r.profile;
    QStringList got;
    for (const ValueType &t : p->sampleTypes())
        got << t.toString();
    QCOMPARE(got, types);
    QCOMPARE(p->defaultSampleType(), 0);
    for (int t = 0; t < types.size(); ++t) {
        const QString event = want.events[t];
        QCOMPARE(p->totalValue(t), want.total.at(event));
        const FunctionTable table = FunctionTable::compute(*CallTree::build(p, t));
        std::map<QString, qint64> self, inclusive;
        for (const FunctionStats &row : table.rows()) {
            const QString name = p->functions()[row.function].name;
            if (row.self)
                self[name] += row.self;
            inclusive[name] += row.inclusive;
        }
        QCOMPARE(self, want.self.at(event));
        QCOMPARE(inclusive, want.inclusive.at(event));
    }
}

void TestPerfScriptReader::labels()
{
    // comm and pid label every sample, so a process can be chosen.
    const ProfileResult r =
        ProfileReader::readBytes(test::readData("handmade.perf.txt"), QStringLiteral("h.txt"));
    QVERIFY(r.ok());
    const Profile &p = *r.profile;
    QCOMPARE(p.sampleCount(), 4u);
    const auto labels = p.sampleLabels(0);
    QCOMPARE(labels.size(), size_t(2));
    QCOMPARE(p.strings()[labels[0].key], QStringLiteral("comm"));
    QCOMPARE(p.strings()[labels[0].str], QStringLiteral("Web Content"));
    QCOMPARE(p.strings()[labels[1].key], QStringLiteral("pid"));
    QCOMPARE(labels[1].num, qint64(4242));
}

void TestPerfScriptReader::invalid_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<qint64>("line");
    const QByteArray hand = test::readData("handmade.perf.txt");
    QByteArray badFrame = hand;
    badFrame.replace("7f0000001000 __libc_start_main+0xf3 (/usr/lib/libc.so.6)", "not a frame");
    QTest::newRow("a line that is not a frame") << badFrame << qint64(9);
    QByteArray badHeader = hand;
    badHeader.replace("app 17/17 [000] 100.000201:      12000 cycles:u: ", "???");
    QTest::newRow("a header that is not one") << badHeader << qint64(15);
}

void TestPerfScriptReader::invalid()
{
    QFETCH(QByteArray, data);
    QFETCH(qint64, line);
    const ProfileResult r = PerfScriptReader::parse(data);
    QVERIFY(!r.ok());
    QCOMPARE(r.error.kind, Kind::Malformed);
    QCOMPARE(r.error.line, line);
    QVERIFY(r.error.detail.startsWith(QLatin1String("perf script: ")));
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestPerfScriptReader)
#include "tst_perfscriptreader.moc"
