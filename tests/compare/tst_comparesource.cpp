// SPDX-License-Identifier: MIT
// CompareSource: spans and stages of a bundle, files and snapshots as the two sides of a
// comparison. The difference numbers are checked against sums computed here from the raw
// samples (span_id labels and leaf functions), not through the call tree.
#include "comparesource.h"
#include "comparewindow.h"
#include "differenceview.h"
#include "profileview.h"

#include "bundle/bundlereader.h"
#include "bundle/spanid.h"
#include "io/collapsedreader.h"
#include "itemmodels/difftablemodel.h"
#include "itemmodels/functiontablemodel.h"

#include <QLabel>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace hearth;

namespace {

const QString kExample = QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle");

// Self per (function, file) of the samples labelled with one of the span's ids (and, with
// descendants, its children's, found by parent id here).
QHash<QPair<QString, QString>, qint64> expectedSelf(const Bundle &b, int span, bool desc,
                                                    qint64 *total)
{
    QSet<quint64> ids{b.spans()[span].id};
    for (bool grew = desc; grew;) {
        grew = false;
        for (const Span &s : b.spans()) {
            if (ids.contains(s.parentId) && !ids.contains(s.id)) {
                ids.insert(s.id);
                grew = true;
            }
        }
    }
    QSet<QString> hex;
    for (quint64 id : ids)
        hex.insert(SpanId::toHex(id));
    const int stage = b.stageIndex(b.spans()[span].stage);
    const ProfileResult r = b.profiles()[b.cpuProfileOf(stage)].profile(QStringLiteral("t"));
    const Profile &p = *r.profile;
    const int type = p.defaultSampleType();
    QHash<QPair<QString, QString>, qint64> out;
    *total = 0;
    for (quint32 s = 0; s < p.sampleCount(); ++s) {
        bool mine = false;
        for (const Label &l : p.sampleLabels(s)) {
            if (p.strings()[l.key] == QLatin1String("span_id") && hex.contains(p.strings()[l.str]))
                mine = true;
        }
        if (!mine || p.sampleStack(s) == 0)
            continue;
        const Location &leaf = p.locations()[p.stackLocation(p.sampleStack(s))];
        const Function &f = p.functions()[p.lines()[leaf.firstLine].function];
        out[{f.name, f.file}] += p.sampleValue(s, type);
        *total += p.sampleValue(s, type);
    }
    return out;
}

} // namespace

class TestCompareSource : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    Bundle::Ptr m_bundle;

private Q_SLOTS:
    void initTestCase()
    {
        if (!QFile::exists(kExample))
            QSKIP("the example bundle is not there");
        const BundleResult r = BundleReader::readFile(kExample);
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        m_bundle = r.bundle;
    }

    void spanAgainstSpan_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<bool>("descendants");
        QTest::addColumn<QString>("titleA");
        QTest::newRow("two cops of one stage")
            << QStringLiteral("cops: Layout") << QStringLiteral("cops: Style") << false
            << QStringLiteral("span \"cops: Layout\" of build 4711");
        QTest::newRow("a span with its children against a leaf")
            << QStringLiteral("OrderMailer delivers the receipt")
            << QStringLiteral("Invoice renders PDF") << true
            << QStringLiteral("span \"OrderMailer delivers the receipt\" (+ child spans) of "
                              "build 4711");
        QTest::newRow("spans of two stages (Ruby against Python)")
            << QStringLiteral("Embedding.for caches vectors") << QStringLiteral("test_embed_batch")
            << false << QStringLiteral("span \"Embedding.for caches vectors\" of build 4711");
        QTest::newRow("the whole suite against one test")
            << QStringLiteral("rspec") << QStringLiteral("User.search ranks by relevance") << true
            << QStringLiteral("span \"rspec\" (+ child spans) of build 4711");
    }

    void spanAgainstSpan()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(bool, descendants);
        QFETCH(QString, titleA);
        // "rspec" is also rspec-system's root span; the first one is rspec-unit's.
        const int sa = m_bundle->firstSpanNamed(a);
        const int sb = m_bundle->firstSpanNamed(b);
        QVERIFY(sa >= 0 && sb >= 0);
        qint64 totalA = 0;
        qint64 totalB = 0;
        const auto selfA = expectedSelf(*m_bundle, sa, descendants, &totalA);
        const auto selfB = expectedSelf(*m_bundle, sb, descendants, &totalB);
        QVERIFY(totalA > 0 && totalB > 0);

        QSettings settings(m_dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        CompareWindow w(settings);
        w.setShowErrorDialogs(false);
        QSignalSpy done(&w, &CompareWindow::loadFinished);
        w.compareSources(CompareSource::ofSpan(m_bundle, sa, descendants),
                         CompareSource::ofSpan(m_bundle, sb, descendants));
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 20000);
        QCOMPARE(done.first().first().toBool(), true);
        QCOMPARE(w.titleA()->text(), QStringLiteral("A: ") + titleA);
        QVERIFY(w.titleB()->text().startsWith(QStringLiteral("B: span \"") + b));
        QVERIFY(w.windowTitle().contains(titleA));
        QVERIFY(w.difference()->headerLabel()->text().contains(titleA));

        DifferenceView *d = w.difference();
        QVERIFY(d->isComparable());
        QVERIFY(w.guardLabel()->isHidden());
        DiffTableModel *m = d->tableModel();
        QVERIFY(m->rowCount() > 0);
        qint64 sumA = 0;
        qint64 sumB = 0;
        QSet<QPair<QString, QString>> seen;
        for (int r = 0; r < m->rowCount(); ++r) {
            const FunctionDiff &row = m->row(r);
            const QPair<QString, QString> key{row.name, row.file};
            QCOMPARE(row.selfA, selfA.value(key, 0));
            QCOMPARE(row.selfB, selfB.value(key, 0));
            QCOMPARE(row.delta, selfB.value(key, 0) - selfA.value(key, 0));
            // Δ share: the change in each function's share of its own total, in points.
            const double share = 100.0 * (double(selfB.value(key, 0)) / double(totalB) -
                                          double(selfA.value(key, 0)) / double(totalA));
            QVERIFY2(qAbs(row.deltaShare - share) < 1e-6,
                     qPrintable(QStringLiteral("%1: %2 against %3")
                                    .arg(row.name)
                                    .arg(row.deltaShare)
                                    .arg(share)));
            sumA += row.selfA;
            sumB += row.selfB;
            seen.insert(key);
        }
        QCOMPARE(sumA, totalA);
        QCOMPARE(sumB, totalB);
        for (auto it = selfA.cbegin(); it != selfA.cend(); ++it)
            QVERIFY(seen.contains(it.key()));
        for (auto it = selfB.cbegin(); it != selfB.cend(); ++it)
            QVERIFY(seen.contains(it.key()));
    }

    void titlesName_data()
    {
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a stage") << QStringLiteral("stage:lint")
                                 << QStringLiteral("stage lint of build 4711");
        QTest::newRow("outside any span")
            << QStringLiteral("outside:lint")
            << QStringLiteral("stage lint, outside any span, of build 4711");
        QTest::newRow("an engine profile")
            << QStringLiteral("stage:docker")
            << QStringLiteral("stage docker of build 4711 (engine profile: a shape, not a cost)");
        QTest::newRow("a file") << QStringLiteral("file") << QStringLiteral("go-cpu-small.pb.gz");
    }

    void titlesName()
    {
        QFETCH(QString, title);
        QFETCH(QString, expected);
        const int stage = m_bundle->stageIndex(title.section(QLatin1Char(':'), 1));
        const CompareSource s =
            title == QLatin1String("file")
                ? CompareSource::ofFile(QStringLiteral(HEARTH_TEST_DATA "/go-cpu-small.pb.gz"))
                : CompareSource::ofStage(m_bundle, stage, title.startsWith(QLatin1String("out")));
        QCOMPARE(s.title, expected);
        QString error;
        const ProfileSnapshot snap = s.run(&error);
        QVERIFY2(snap.isValid(), qPrintable(error));
        QCOMPARE(snap.fileName, expected);
        QVERIFY(snap.tree->totalValue() > 0);
    }

    void repeatedNamesAreNumbered()
    {
        // Two spans named "rspec" are in different stages: each is the first of its stage.
        const int first = m_bundle->firstSpanNamed(QStringLiteral("rspec"));
        QCOMPARE(CompareSource::spanTitle(*m_bundle, first, false),
                 QStringLiteral("span \"rspec\" of build 4711"));
    }

    void aStageWithoutAProfileSaysSo()
    {
        const int missing = m_bundle->stageIndex(QStringLiteral("rspec-system"));
        QVERIFY(missing >= 0);
        QString error;
        const ProfileSnapshot s = CompareSource::ofStage(m_bundle, missing, false).run(&error);
        QVERIFY(!s.isValid());
        QVERIFY2(error.contains(QStringLiteral("no CPU profile")), qPrintable(error));
    }

    void mergedFramesAreMarked()
    {
        // A store's merged profile names the frames below max_nodes "other": not a function.
        CompareSource a = CompareSource::ofSnapshot(
            ProfileSnapshot::build(
                CollapsedReader::parse(QByteArray("main;work 30\nmain;other 10\n")).profile),
            QStringLiteral("api @ 9 am"));
        a.notAFunction = QStringLiteral("other");
        const CompareSource b = CompareSource::ofSnapshot(
            ProfileSnapshot::build(
                CollapsedReader::parse(QByteArray("main;work 20\nmain;other 20\n")).profile),
            QStringLiteral("a file"));
        QSettings settings(m_dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        CompareWindow w(settings);
        QSignalSpy done(&w, &CompareWindow::loadFinished);
        w.compareSources(a, b);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 20000);
        auto names = [](ProfileView *v) {
            QStringList out;
            for (int r = 0; r < v->tableModel()->rowCount(); ++r)
                out << v->tableModel()->index(r, FunctionTableModel::Function).data().toString();
            return out;
        };
        QVERIFY2(names(w.viewA()).contains(QStringLiteral("other (merged frames, not a function)")),
                 qPrintable(names(w.viewA()).join(QLatin1Char(','))));
        QVERIFY(names(w.viewB()).contains(QStringLiteral("other"))); // a file's: a function
    }

    void unreadableFileFailsTheComparison()
    {
        const QString bad = m_dir.filePath(QStringLiteral("bad.pb"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("\x0a\x05hello", 5); // a field that runs past the end
        f.close();
        QSettings settings(m_dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        CompareWindow w(settings);
        w.setShowErrorDialogs(false);
        QSignalSpy done(&w, &CompareWindow::loadFinished);
        w.compareSources(CompareSource::ofSpan(m_bundle, 1, false), CompareSource::ofFile(bad));
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 20000);
        QCOMPARE(done.first().first().toBool(), false);
        QVERIFY2(w.lastError().startsWith(QStringLiteral("bad.pb: ")), qPrintable(w.lastError()));
    }
};

QTEST_MAIN(TestCompareSource)
#include "tst_comparesource.moc"
