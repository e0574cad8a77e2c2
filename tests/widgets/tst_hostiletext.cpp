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
#include "profilewindow.h"

#include "models/untrustedtext.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolTip>

#include <algorithm>

using namespace hearth;
using namespace hearth::test;

namespace {

const QString Html =
    QStringLiteral("<h1 style=\"color:red\">PWNED</h1><img src=\"/etc/hostname\">");

QStringList hostileNames()
{
    QString nul = QStringLiteral("nul");
    nul += QChar(0);
    nul += QStringLiteral("in\nthe\r\nmiddle");
    QString huge = QStringLiteral("<b>huge</b>");
    huge += QString(1 << 20, QLatin1Char('W'));
    return {Html, QStringLiteral("a&b &Quit"), QStringLiteral("evil\u202Egnp.exe"), nul, huge};
}

/// Why a text shown by Qt is unsafe, or empty when it is safe. rich: Qt renders it as HTML.
QString problemOf(const QString &text, bool rich, const QString &where)
{
    if (text.contains(QChar(0x202E)))
        return where + QStringLiteral(": a raw U+202E");
    if (text.contains(QChar(0)))
        return where + QStringLiteral(": a raw NUL");
    if (text.size() > 50000)
        return where + QStringLiteral(": %1 characters, not bounded").arg(text.size());
    if (rich) {
        for (const char *tag : {"<img", "<h1", "<b>huge", "style=\"color"}) {
            if (text.contains(QLatin1String(tag)))
                return where + QStringLiteral(": input rendered as rich text: ") + text.left(200);
        }
    } else if (text.contains(QLatin1String("&lt;"))) {
        return where + QStringLiteral(": escaped text shown as plain text: ") + text.left(200);
    }
    return {};
}

QString tipProblem(const QString &tip, const QString &where)
{
    return problemOf(tip, Qt::mightBeRichText(tip), where + QStringLiteral(" tooltip"));
}

QString menuProblem(const QString &text, const QString &where)
{
    if (text.contains(QLatin1String("a&b")) && !text.contains(QLatin1String("a&&b")))
        return where + QStringLiteral(": '&' of input taken as a mnemonic: ") + text;
    return problemOf(text, false, where);
}

void walkModel(const QAbstractItemModel *m, const QModelIndex &parent, QStringList &problems,
               int &cells)
{
    const int rows = qMin(m->rowCount(parent), 300);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < m->columnCount(parent); ++c) {
            const QModelIndex i = m->index(r, c, parent);
            ++cells;
            const QString shown = i.data(Qt::DisplayRole).toString();
            if (QString p = problemOf(shown, false, QStringLiteral("item")); !p.isEmpty())
                problems << p;
            if (QString p = tipProblem(i.data(Qt::ToolTipRole).toString(), QStringLiteral("item"));
                !p.isEmpty())
                problems << p;
            if (c == 0)
                walkModel(m, i, problems, cells);
        }
    }
}

/// Hovers a grid over the widget and checks each tooltip Qt shows; returns how many.
int hoverAll(QWidget *w, QStringList &problems, QStringList *seen)
{
    int shown = 0;
    for (int y = 2; y < w->height(); y += 9) {
        for (int x = 2; x < w->width(); x += 23) {
            QToolTip::hideText();
            QHelpEvent e(QEvent::ToolTip, QPoint(x, y), w->mapToGlobal(QPoint(x, y)));
            QApplication::sendEvent(w, &e);
            if (!QToolTip::isVisible())
                continue;
            ++shown;
            const QString tip = QToolTip::text();
            if (seen)
                *seen << tip;
            if (QString p = tipProblem(tip, QString::fromLatin1(w->metaObject()->className()));
                !p.isEmpty())
                problems << p;
        }
    }
    QToolTip::hideText();
    return shown;
}

/// The generic rule over one window and everything in it.
QStringList walk(QWidget *window, QStringList *hoverTips = nullptr, int *hovered = nullptr)
{
    QStringList problems;
    if (QString p = menuProblem(window->windowTitle(), QStringLiteral("window title"));
        !p.isEmpty())
        problems << p;
    QList<QWidget *> widgets = window->findChildren<QWidget *>();
    widgets.prepend(window);
    int cells = 0;
    for (QWidget *w : std::as_const(widgets)) {
        const QString cls = QString::fromLatin1(w->metaObject()->className());
        if (QString p = tipProblem(w->toolTip(), cls); !p.isEmpty())
            problems << p;
        if (auto *l = qobject_cast<QLabel *>(w)) {
            const bool rich = l->textFormat() == Qt::RichText ||
                              (l->textFormat() == Qt::AutoText && Qt::mightBeRichText(l->text()));
            if (QString p = problemOf(l->text(), rich, QStringLiteral("QLabel")); !p.isEmpty())
                problems << p;
        }
        if (auto *b = qobject_cast<QAbstractButton *>(w)) {
            if (QString p = menuProblem(b->text(), cls); !p.isEmpty())
                problems << p;
        }
        if (auto *c = qobject_cast<QComboBox *>(w)) {
            for (int i = 0; i < c->count(); ++i) {
                if (QString p = problemOf(c->itemText(i), false, QStringLiteral("combo box"));
                    !p.isEmpty())
                    problems << p;
            }
        }
        for (QAction *a : w->actions()) {
            if (QString p = menuProblem(a->text(), QStringLiteral("action")); !p.isEmpty())
                problems << p;
            if (QString p = tipProblem(a->toolTip(), QStringLiteral("action")); !p.isEmpty())
                problems << p;
        }
        if (auto *v = qobject_cast<QAbstractItemView *>(w); v && v->model()) {
            walkModel(v->model(), v->rootIndex(), problems, cells);
            for (Qt::Orientation o : {Qt::Horizontal, Qt::Vertical}) {
                const int n = o == Qt::Horizontal ? v->model()->columnCount()
                                                  : qMin(v->model()->rowCount(), 50);
                for (int s = 0; s < n; ++s) {
                    if (QString p =
                            tipProblem(v->model()->headerData(s, o, Qt::ToolTipRole).toString(),
                                       QStringLiteral("header"));
                        !p.isEmpty())
                        problems << p;
                }
            }
        }
        if (auto *g = qobject_cast<QGraphicsView *>(w); g && g->scene()) {
            for (QGraphicsItem *item : g->scene()->items()) {
                if (auto *t = dynamic_cast<QGraphicsTextItem *>(item)) {
                    const QString plain = t->toPlainText();
                    if (plain.contains(QLatin1String("PWNED")) &&
                        !plain.contains(QLatin1String("<h1")))
                        problems << QStringLiteral("chart label rendered as HTML: ") + plain;
                }
            }
        }
        // Painted views: hover a grid and read what QToolTip shows.
        if (hoverTips &&
            (cls.contains(QLatin1String("Flame")) || cls.contains(QLatin1String("Waterfall")) ||
             qobject_cast<QAbstractItemView *>(w->parentWidget())) &&
            w->isVisible()) {
            const int n = hoverAll(w, problems, hoverTips);
            if (hovered)
                *hovered += n;
        }
    }
    problems.removeDuplicates();
    return problems;
}

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

private Q_SLOTS:
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
        QWidget w4;
        w4.setWindowTitle(QStringLiteral("evil\u202Egnp"));
        QVERIFY(!walk(&w4).isEmpty());
    }
};

QTEST_MAIN(TestHostileText)
#include "tst_hostiletext.moc"
