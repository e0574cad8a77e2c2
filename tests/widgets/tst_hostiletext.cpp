// SPDX-License-Identifier: MIT
// Issue 20: text from a bundle, a profile or a file name is never rich text. Hostile names
// made here (HTML with <img src> and style, a '&' mnemonic, U+202E, NUL and newlines, a
// 1 MB string) go into a bundle, a pprof, folded stacks and file names; every window and
// dialog opened on them is walked: labels, buttons, actions, window titles, combo boxes,
// item models (display and tooltips), chart labels, and the tooltips that hovering every
// point of the painted views produces. The walk is generic, so a new widget that forgets
// the rule (DESIGN.md: plain text, never rich text) fails it.
#include "bundletestsupport.h"

#include "buildwaterfallview.h"
#include "buildwindow.h"
#include "comparesource.h"
#include "comparewindow.h"
#include "comparewithdialog.h"
#include "flamegraphview.h"
#include "flamerenderer.h"
#include "hostilewalk.h"
#include "profileview.h"
#include "profilewindow.h"

#include "itemmodels/untrustedtext.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QHeaderView>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace hearth;
using namespace hearth::test;

namespace {

Bundle hostileBundle()
{
    const QStringList h = hostileNames();
    QByteArray profile = makePprof({
        {{h[0], h[1]}, 400000000, {}},
        {{h[0], h[2], h[3]}, 100000000, SpanId::toHex(0x2222)},
        {{h[0], h[4]}, 230000000, SpanId::toHex(0x3333)},
    });
    Bundle base = smallBundle(profile);
    Build b = base.build();
    b.id = h[0];
    b.branch = h[1];
    QList<Stage> stages = base.stages();
    stages[0].name = h[0];
    stages[1].name = h[2];
    stages[1].reason = h[0];
    stages[0].cache[0].key = h[0];
    QList<Span> spans = base.spans();
    for (int i = 0; i < spans.size(); ++i) {
        spans[i].stage = h[0];
        spans[i].name = h[i % h.size()];
        spans[i].attributes = {{h[1], h[0]}};
    }
    spans[3].name = h[4];
    return Bundle(b, stages, spans, {BundleProfile(h[0], ProfileKind::Cpu, profile)});
}

} // namespace

class TestHostileText : public QObject
{
    Q_OBJECT
    QSettings *m_settings = nullptr;
    QTemporaryDir m_dir;
    QString m_pprof;
    QString m_folded;
    GermanForTest m_german;

private Q_SLOTS:
    /// Every test once in English and once with the German catalogue loaded.
    void initTestCase_data() { GermanForTest::addRows(); }
    void init() { m_german.installForRow(); }
    void cleanup() { m_german.remove(); }

    void initTestCase()
    {
        m_settings = new QSettings(QSettings::IniFormat, QSettings::UserScope,
                                   QStringLiteral("hearth-test"), QStringLiteral("hostiletext"));
        m_settings->clear();
        const QStringList h = hostileNames();
        // File names are input too (a download names its file after the URL).
        m_pprof = m_dir.filePath(QStringLiteral("<img src=x>&a\u202Eb.pb"));
        QFile p(m_pprof);
        QVERIFY(p.open(QIODevice::WriteOnly));
        p.write(makePprof({{{h[0], h[1], h[2]}, 300000000, {}},
                           {{h[0], h[3]}, 100000000, {}},
                           {{h[4]}, 50000000, {}}}));
        p.close();
        m_folded = m_dir.filePath(QStringLiteral("<b>folded<b>&a.folded"));
        QFile f(m_folded);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QString text = h[0] + QLatin1Char(';') + h[1] + QStringLiteral(" 30\n") + h[0] +
                       QLatin1Char(';') + h[2] + QStringLiteral(" 10\n") + h[4] +
                       QStringLiteral(" 5\n");
        f.write(text.toUtf8());
    }
    void cleanupTestCase() { delete m_settings; }

    void helperIsFastOnHugeNames()
    {
        QElapsedTimer t;
        t.start();
        const QStringList h = hostileNames();
        for (int i = 0; i < 200; ++i)
            QVERIFY(UntrustedText::display(h[4]).size() < 400);
        QVERIFY(t.elapsed() < 1000);
    }

    void buildWindow()
    {
        BuildWindow w(*m_settings);
        w.setAttribute(Qt::WA_DeleteOnClose, false);
        w.resize(1200, 800);
        w.setBundle(std::make_shared<const Bundle>(hostileBundle()),
                    m_dir.filePath(QStringLiteral("<i>b<i>.profbundle")));
        w.show();
        QTRY_VERIFY_WITH_TIMEOUT(w.breakdownsDone(), 20000);
        QStringList tips;
        int hovered = 0;
        const QStringList problems = walk(&w, &tips, &hovered);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY(hovered > 0);
        // The span's name appears literally (escaped) in the waterfall's tooltip.
        const QString escaped = Html.toHtmlEscaped();
        QVERIFY2(std::any_of(tips.cbegin(), tips.cend(),
                             [&](const QString &t) { return t.contains(escaped); }),
                 qPrintable(tips.join(QLatin1Char('\n')).left(2000)));
        QTextDocument doc;
        doc.setHtml(*std::find_if(tips.cbegin(), tips.cend(),
                                  [&](const QString &t) { return t.contains(escaped); }));
        QVERIFY(doc.toPlainText().contains(Html));
    }

    void compareWithDialog()
    {
        const Bundle::Ptr b = std::make_shared<const Bundle>(hostileBundle());
        QList<CompareSource> sources;
        for (int s = 0; s < b->spans().size(); ++s)
            sources << CompareSource::ofSpan(b, s, false);
        CompareWithDialog d(sources.first(), m_settings, nullptr, sources);
        d.show();
        const QStringList problems = walk(&d, nullptr, nullptr);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void profileWindow_data()
    {
        QTest::addColumn<QString>("which");
        QTest::newRow("pprof") << QStringLiteral("pprof");
        QTest::newRow("folded") << QStringLiteral("folded");
    }
    void profileWindow()
    {
        QFETCH(QString, which);
        ProfileWindow w(*m_settings);
        w.setShowErrorDialogs(false);
        w.resize(1200, 800);
        QSignalSpy done(&w, &ProfileWindow::loadFinished);
        w.openFile(which == QLatin1String("pprof") ? m_pprof : m_folded);
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 20000);
        QVERIFY(done.first().first().toBool());
        w.show();
        QStringList tips;
        int hovered = 0;
        const QStringList problems = walk(&w, &tips, &hovered);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY(hovered > 0);
    }

    void compareWindow()
    {
        CompareWindow w(*m_settings);
        w.setShowErrorDialogs(false);
        w.resize(1400, 800);
        QSignalSpy done(&w, &CompareWindow::loadFinished);
        w.openFiles(m_pprof, m_folded);
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 20000);
        w.show();
        int hovered = 0;
        QStringList tips;
        const QStringList problems = walk(&w, &tips, &hovered);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void openRecent()
    {
        ProfileWindow w(*m_settings);
        w.setShowErrorDialogs(false);
        // The list as an older Hearth kept it, read only while there is no newer one: the
        // rows before opened files and recorded them (after their first paint).
        m_settings->remove(QStringLiteral("recent"));
        m_settings->setValue(QStringLiteral("recentFiles"), QStringList{m_pprof, m_folded});
        QSignalSpy done(&w, &ProfileWindow::loadFinished);
        w.openFile(m_pprof);
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 20000);
        int actions = 0;
        for (QMenu *m : w.findChildren<QMenu *>()) {
            for (QAction *a : m->actions()) {
                ++actions;
                if (QString p = menuProblem(a->text(), QStringLiteral("menu")); !p.isEmpty())
                    QFAIL(qPrintable(p));
                if (QString p = tipProblem(a->toolTip(), QStringLiteral("menu")); !p.isEmpty())
                    QFAIL(qPrintable(p));
            }
        }
        QVERIFY(actions > 0);
        // The entries are the file names' display form with '&' doubled: "<img src=x>&a",
        // U+202E as a visible escape, the whole path escaped in the tooltip.
        QFETCH_GLOBAL(bool, german);
        QMenu *recent = nullptr;
        for (QMenu *m : w.findChildren<QMenu *>()) {
            if (m->title() ==
                (german ? QStringLiteral("&Zuletzt geöffnet") : QStringLiteral("Open &Recent")))
                recent = m;
        }
        QVERIFY(recent);
        QStringList texts;
        for (QAction *a : recent->actions())
            texts << a->text().section(QLatin1Char('\t'), 0, 0); // the name, not its kind
        const QString expected = UntrustedText::menuText(QFileInfo(m_pprof).fileName());
        QVERIFY2(texts.contains(expected), qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY(expected.contains(QLatin1String("<img src=x>&&a\\u202Eb.pb")));
        QVERIFY(texts.contains(QStringLiteral("<b>folded<b>&&a.folded")));
        for (QAction *a : recent->actions()) {
            if (a->data().toString().isEmpty())
                continue; // the separator and Clear
            QTextDocument doc;
            doc.setHtml(a->toolTip());
            QVERIFY(doc.toPlainText().contains(QLatin1String("&a")));
            QVERIFY(!doc.toPlainText().contains(QChar(0x202E)));
        }
    }

    /// A 1 MB function name is shown bounded (table and flame labels) and painting it does
    /// not freeze: generous bounds for a loaded machine.
    void hugeNameIsBounded()
    {
        ProfileWindow w(*m_settings);
        w.setShowErrorDialogs(false);
        w.resize(1200, 800);
        QSignalSpy done(&w, &ProfileWindow::loadFinished);
        w.openFile(m_pprof);
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 20000);
        w.show();
        const QString huge = hostileNames().at(4);
        auto *table = w.findChild<QTableView *>();
        QVERIFY(table && table->model());
        // The function table follows the graph, computed off the GUI thread.
        QTRY_VERIFY_WITH_TIMEOUT(table->model()->rowCount() > 0, 20000);
        bool sawHuge = false;
        for (int r = 0; r < table->model()->rowCount(); ++r) {
            const QString shown = table->model()->index(r, 0).data().toString();
            QVERIFY2(shown.size() <= 2 * UntrustedText::DefaultLength, qPrintable(shown.left(80)));
            if (shown.startsWith(QLatin1String("<b>huge</b>WWW"))) {
                sawHuge = true;
                QVERIFY(shown.contains(QChar(0x2026)));
            }
        }
        QVERIFY(sawHuge);
        // The label the flame graph paints is cut from the bounded display form.
        const QFontMetricsF fm(w.font());
        const QString label = FlameRenderer::labelFor(UntrustedText::display(huge), fm, 100000.0);
        QVERIFY(label.size() <= 2 * UntrustedText::DefaultLength);
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < 3; ++i) {
            QVERIFY(!w.grab().isNull());
            auto *flame = w.findChild<FlameGraphView *>();
            QVERIFY(flame);
            QVERIFY(!flame->grab().isNull());
        }
        QVERIFY2(t.elapsed() < 5000, qPrintable(QString::number(t.elapsed())));
    }

    /// The rule's own test: a label that forgets it is caught by the walk.
    void walkCatchesAForgetfulWidget()
    {
        QWidget w;
        auto *l = new QLabel(Html, &w);
        Q_UNUSED(l);
        QVERIFY(!walk(&w).isEmpty());
        QWidget w2;
        w2.setToolTip(Html);
        QVERIFY(!walk(&w2).isEmpty());
        QWidget w3;
        w3.setToolTip(Html.toHtmlEscaped()); // Qt takes "&lt;" as rich text: shown literally
        QVERIFY(walk(&w3).isEmpty());
        QTextDocument rich;
        rich.setHtml(Html);
        QVERIFY(rendersInputMarkup(&rich));
        QTextDocument escaped;
        escaped.setHtml(Html.toHtmlEscaped());
        QVERIFY(!rendersInputMarkup(&escaped));
        QWidget w4;
        w4.setWindowTitle(QStringLiteral("evil\u202Egnp"));
        QVERIFY(!walk(&w4).isEmpty());
    }
};

QTEST_MAIN(TestHostileText)
#include "tst_hostiletext.moc"
