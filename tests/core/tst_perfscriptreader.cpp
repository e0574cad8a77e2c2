// SPDX-License-Identifier: MIT
#include "readertestsupport.h"
#include "testsupport.h"

#include "io/perfscriptreader.h"
#include "summary/stacksummary.h"

#include <QBuffer>
#include <QRegularExpression>
#include <QTemporaryDir>
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
    void streamed_data();
    void streamed();
    void streamedFromFile();
    void flatStacks_data();
    void flatStacks();
    void flatStacksCancelled();
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

// Each function's self and inclusive value in the default type, and the sample count.
struct Summary
{
    std::map<QString, qint64> self, inclusive;
    size_t samples = 0;
    qint64 total = 0;
    bool operator==(const Summary &) const = default;
};

Summary summaryOf(const ProfileResult &r)
{
    Summary s;
    const Profile::Ptr &p = r.profile;
    s.samples = p->sampleCount();
    s.total = p->totalValue(0);
    const FunctionTable table = FunctionTable::compute(*CallTree::build(p, 0));
    for (const FunctionStats &row : table.rows()) {
        const QString name = p->functions()[row.function].name;
        s.self[name] += row.self;
        s.inclusive[name] += row.inclusive;
    }
    return s;
}

// perf-gxx-small `copies` times: 700 copies are 9 MB, three chunks of LineStream.
QByteArray repeated(int copies)
{
    const QByteArray one = test::readData("perf-gxx-small.perf.txt");
    QByteArray text;
    text.reserve(one.size() * copies);
    for (int i = 0; i < copies; ++i)
        text += one;
    return text;
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

void TestPerfScriptReader::streamed_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<qint64>("errorLine"); // 0: none
    const QByteArray text = repeated(700);
    QTest::newRow("records across chunks") << text << qint64(0);
    QByteArray crlf = repeated(350);
    crlf.replace("\n", "\r\n");
    QTest::newRow("crlf") << crlf << qint64(0);
    QTest::newRow("no newline at the end") << text.chopped(2) << qint64(0);
    const qint64 lines = text.count('\n');
    QTest::newRow("a frame outside a sample, past the first chunk")
        << text + "\n\t7f00 stray (/lib/x.so)\n"
        << lines + 2;
    QTest::newRow("a broken frame in the last record")
        << text + "cc1plus 1 1.5: 1 cpu-clock:\n\tzz\n"
        << lines + 2;
}

void TestPerfScriptReader::streamed()
{
    // A chunk at a time from a device, with records and lines cut anywhere: the same profile
    // (or the same error, at the same line) as from the whole text.
    QFETCH(QByteArray, text);
    QFETCH(qint64, errorLine);
    QBuffer device(&text);
    QVERIFY(device.open(QIODevice::ReadOnly));
    const QByteArray head = device.read(1000);
    const ProfileResult streamed = PerfScriptReader::parse(&device, head, text.size());
    const ProfileResult whole = PerfScriptReader::parse(text);
    if (errorLine) {
        QVERIFY(!streamed.ok());
        QCOMPARE(streamed.error.kind, Kind::Malformed);
        QCOMPARE(streamed.error.line, errorLine);
        QCOMPARE(streamed.error.toString(), whole.error.toString());
        return;
    }
    QVERIFY2(streamed.ok(), qPrintable(streamed.error.toString()));
    QVERIFY(whole.ok());
    QVERIFY(streamed.profile->sampleCount() > 10000);
    QCOMPARE(summaryOf(streamed), summaryOf(whole));
    const auto labels = streamed.profile->sampleLabels(streamed.profile->sampleCount() - 1);
    QCOMPARE(labels.size(), size_t(2));
    QCOMPARE(streamed.profile->strings()[labels[0].str], QStringLiteral("cc1plus"));
}

void TestPerfScriptReader::streamedFromFile()
{
    // ProfileReader::readFile streams a plain perf script file; the bytes read (what the
    // window's progress shows) reach the file's size.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("perf.txt"));
    const QByteArray text = repeated(400);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(text), text.size());
    }
    ReadProgress progress;
    ReadOptions options;
    options.readProgress = &progress;
    const ProfileResult fromFile = ProfileReader::readFile(path, options);
    QVERIFY2(fromFile.ok(), qPrintable(fromFile.error.toString()));
    QCOMPARE(progress.bytesRead(), text.size());
    QCOMPARE(summaryOf(fromFile), summaryOf(ProfileReader::readBytes(text, path)));
    // As `hearth summary` reads it: the stacks alone, no samples or labels.
    options.flatStacks = true;
    const ProfileResult forSummary = ProfileReader::readFile(path, options);
    QVERIFY2(forSummary.ok(), qPrintable(forSummary.error.toString()));
    // (Its identical stacks are one, their records counted; the profile's samples differ
    // by their labels too.)
    QVERIFY(forSummary.flat);
    QCOMPARE(forSummary.flat->recordCount(), fromFile.profile->keptRecordCount());
    QVERIFY(forSummary.flat->sampleCount() < fromFile.profile->sampleCount());
    QCOMPARE(forSummary.profile->sampleCount(), 0u);
    QCOMPARE(fromFile.profile->sampleLabels(0).size(), size_t(2));
}

void TestPerfScriptReader::flatStacks_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("stream");      // from a device, a chunk at a time
    QTest::addColumn<qint64>("errorLine"); // 0: none
    for (const char *name : {"perf-gxx-small.perf.txt", "handmade.perf.txt", "rust.perf.txt"}) {
        const QByteArray text = test::readData(name);
        QByteArray crlf = text;
        crlf.replace("\n", "\r\n");
        QTest::addRow("%s", name) << text << false << qint64(0);
        QTest::addRow("%s, crlf", name) << crlf << false << qint64(0);
    }
    // An event whose periods are missing somewhere counts samples; a frame on the header
    // line (perf script without -g); a third event, and a record with no frames.
    QTest::newRow("periods missing, frames on the header")
        << QByteArray("a 1/1 [0] 1.1: 1000 cpu-clock:u:\n\t10 main+0x5 (/bin/a)\n\n"
                      "a 1/1 [0] 1.2: cpu-clock:u:\n\t11 work (/bin/a)\n\t10 main (/bin/a)\n\n"
                      "b 2/2 [0] 1.3: 3 page-faults:u:  12 fault+0x1 (/lib/c.so)\n"
                      "b 2/2 [0] 1.4: 3000 task-clock:u: \n\n"
                      "a 1/1 [0] 1.5: 2000 task-clock:u: \n\t10 main (/bin/a)\n")
        << false << qint64(0);
    QByteArray many; // more than 65 536 functions: the frames widen as they come
    for (int i = 0; i < 40000; ++i)
        many += QStringLiteral("p 1/1 [0] 1.%1: 1000 cpu-clock:\n\t1 leaf%1 (/a)\n\t2 mid%2 (/a)\n"
                               "\t3 main (/a)\n\n")
                    .arg(i)
                    .arg(i % 2 ? i : i + 50000)
                    .toUtf8();
    QTest::newRow("70 000 functions") << many << false << qint64(0);
    // Across LineStream's chunks, and errors there (the line numbers as the whole read's).
    const QByteArray text = repeated(700);
    QTest::newRow("records across chunks") << text << true << qint64(0);
    QByteArray crlf = repeated(350);
    crlf.replace("\n", "\r\n");
    QTest::newRow("crlf across chunks") << crlf << true << qint64(0);
    const qint64 lines = text.count('\n');
    QTest::newRow("a frame outside a sample, past the first chunk")
        << text + "\n\t7f00 stray (/lib/x.so)\n"
        << true << lines + 2;
    const qsizetype cut = text.indexOf("\n\t", 5 << 20) + 1; // in a record past a chunk
    QTest::newRow("a broken frame in the second chunk")
        << text.first(cut) + "\tzz\n" + text.sliced(cut) << true
        << qint64(text.first(cut).count('\n') + 1);
}

void TestPerfScriptReader::flatStacks()
{
    // As `hearth summary` reads it (ReadOptions::flatStacks): no samples, no trie, no
    // locations, but each sample type's stacks give the summary the call tree gives, and the
    // rest of the profile is the same; bad input gives the same error at the same line.
    QFETCH(QByteArray, text);
    QFETCH(bool, stream);
    QFETCH(qint64, errorLine);
    const ProfileResult full = PerfScriptReader::parse(text);
    const auto read = [&](int type) {
        ReadOptions options;
        options.flatStacks = true;
        options.sampleTypes =
            type < 0 ? SampleTypeChoice::defaultType() : SampleTypeChoice::types({type});
        if (!stream)
            return PerfScriptReader::parse(text, options);
        QBuffer device(&text);
        device.open(QIODevice::ReadOnly);
        const QByteArray head = device.read(1000);
        return PerfScriptReader::parse(&device, head, text.size(), options);
    };
    if (errorLine) {
        const ProfileResult flat = read(-1);
        QVERIFY(!flat.ok());
        QCOMPARE(flat.error.line, errorLine);
        QCOMPARE(flat.error.toString(), full.error.toString());
        return;
    }
    QVERIFY2(full.ok(), qPrintable(full.error.toString()));
    const Profile &want = *full.profile;
    for (int type = -1; type < want.sampleTypes().size(); ++type) {
        const ProfileResult flat = read(type);
        QVERIFY2(flat.ok(), qPrintable(flat.error.toString()));
        QVERIFY(flat.flat && !flat.flat->treeNeeded());
        const int t = type < 0 ? want.defaultSampleType() : type;
        QCOMPARE(flat.flat->sampleType(), t);
        const Profile &got = *flat.profile;
        QCOMPARE(got.sampleCount(), 0u);
        QVERIFY(got.locations().empty());
        QCOMPARE(got.sampleTypes(), want.sampleTypes());
        QCOMPARE(got.defaultSampleType(), want.defaultSampleType());
        QCOMPARE(got.functions().size(), want.functions().size());
        for (int u = 0; u < want.sampleTypes().size(); ++u) {
            QCOMPARE(got.totalValue(u), want.totalValue(u));
            QCOMPARE(got.sampleRecordCount(u), want.sampleRecordCount(u));
        }
        QCOMPARE(got.period(), want.period());
        QCOMPARE(got.periodType(), want.periodType());
        const StackSummary s = StackSummary::compute(*flat.flat);
        const StackSummary w = StackSummary::ofTree(*CallTree::build(full.profile, t));
        QCOMPARE(s.shape, w.shape);
        QCOMPARE(s.table.rows().size(), w.table.rows().size());
        for (const FunctionStats &row : w.table.rows()) {
            const FunctionStats *g = s.table.find(row.function);
            QVERIFY(g);
            QCOMPARE(got.functions()[row.function].name, want.functions()[row.function].name);
            QCOMPARE(g->self, row.self);
            QCOMPARE(g->inclusive, row.inclusive);
            QCOMPARE(g->sites, row.sites);
            QCOMPARE(g->largestSubtree, row.largestSubtree);
        }
    }
}

void TestPerfScriptReader::flatStacksCancelled()
{
    // Cancel stops the read for a summary too, from the device, partway.
    QByteArray text = repeated(700);
    std::atomic<bool> cancel{false};
    ReadOptions options;
    options.flatStacks = true;
    options.cancel = &cancel;
    int calls = 0;
    options.progress = [&](int) {
        if (++calls == 3)
            cancel = true;
    };
    QBuffer device(&text);
    QVERIFY(device.open(QIODevice::ReadOnly));
    const ProfileResult r =
        PerfScriptReader::parse(&device, device.read(1000), text.size(), options);
    QVERIFY(!r.ok());
    QCOMPARE(r.error.kind, Kind::Cancelled);
    QVERIFY(device.pos() < text.size()); // stopped before the end
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestPerfScriptReader)
#include "tst_perfscriptreader.moc"
