// SPDX-License-Identifier: MIT
// The window path of issue 19: a big folded-stacks file opened in a ProfileWindow (offscreen).
// Prints the time to the flame graph's first paint, the time to the function table, the
// longest the GUI thread was blocked during the whole open (the largest gap between the ticks
// of a 5 ms timer), and the cancel latency: from cancel() to the end of the loader's thread,
// over several cancels at random points of the load (median and largest).
//
// Usage: bench_window [--file PATH] [--mb N] [--dir DIR] [--cancels K] [--between A B] [--keep].
// --between: the cancels come at random points from A to B ms into the load, and the whole
// open is not timed (to study one stage of the load). Without
// --file it makes an N MB file (default 200) of made-up stacks (examples/tools/bigfolded.h)
// in DIR (default /tmp/hearth-window); bench_big --keep leaves its 1.1 GB file for --file.

#include "analysis/profileloader.h"
#include "bigfolded.h"
#include "flamegraphview.h"
#include "io/readprogress.h"
#include "loadingpanel.h"
#include "profileview.h"
#include "profilewindow.h"

#include "benchutil.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSettings>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <random>
#include <vector>

using namespace hearth;

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

// The largest gap between the ticks of a 5 ms timer on the GUI thread: how long the thread
// was busy with something else at most. Its ticks also wake the waits below, which block in
// processEvents(WaitForMoreEvents) as a window's event loop does. (processEvents with a time
// limit does not wait: it polls in a loop, which kept a core busy and the GUI thread always
// runnable beside the loader's threads, so the scheduler, not Hearth, made its longest gaps.)
class BlockMeter : public QObject
{
public:
    BlockMeter()
    {
        m_timer.setInterval(5);
        m_timer.setTimerType(Qt::PreciseTimer);
        QObject::connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            const qint64 cpu = threadCpuNs();
            if (now - m_last > m_longest) {
                m_longest = now - m_last;
                m_longestEnd = now;
            }
            if (cpu - m_lastCpu > m_longestCpu) {
                m_longestCpu = cpu - m_lastCpu;
                m_longestCpuEnd = now;
            }
            m_last = now;
            m_lastCpu = cpu;
        });
    }
    void start()
    {
        m_longest = 0;
        m_longestCpu = 0;
        m_clock.start();
        m_last = 0;
        m_lastCpu = threadCpuNs();
        m_timer.start();
    }
    double stopMs()
    {
        m_timer.stop();
        return double(m_longest) / 1e6;
    }
    /// The most CPU time the GUI thread spent between two ticks: the block without the
    /// time the scheduler gave other processes (the machine is shared).
    double longestCpuMs() const { return double(m_longestCpu) / 1e6; }
    /// When that CPU share ended, from start().
    double longestCpuEndMs() const { return double(m_longestCpuEnd) / 1e6; }
    /// When the longest gap ended, from start().
    double longestEndMs() const { return double(m_longestEnd) / 1e6; }

private:
    static qint64 threadCpuNs()
    {
        timespec ts{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
    }
    qint64 m_longestEnd = 0;
    qint64 m_longestCpu = 0;
    qint64 m_longestCpuEnd = 0;
    qint64 m_lastCpu = 0;
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_longest = 0;
};

// Records when the flame graph's viewport first paints a tree.
class PaintWatch : public QObject
{
public:
    PaintWatch(FlameGraphView *view, const QElapsedTimer &clock)
        : m_view(view)
        , m_clock(clock)
    {
        view->viewport()->installEventFilter(this);
    }
    double firstPaintMs = -1;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && firstPaintMs < 0 && m_view->tree())
            firstPaintMs = double(m_clock.nsecsElapsed()) / 1e6;
        return false;
    }

private:
    FlameGraphView *m_view;
    const QElapsedTimer &m_clock;
};

struct Open
{
    double firstPaintMs = -1;
    double tableMs = -1;
    double longestBlockMs = 0;
    double longestBlockEndMs = 0;
    double longestBlockCpuMs = 0;
    double longestBlockCpuEndMs = 0;
};

// The floors of this machine in this run: the longest gap of the 5 ms timer while a worker
// spins (the GUI thread doing nothing else), and the time from setting a flag to the end of
// a worker that checks it every millisecond of work (the scheduler's share of a cancel).
std::pair<double, double> floors()
{
    std::atomic<bool> stop{false};
    auto spin = [&stop] {
        QElapsedTimer t;
        while (!stop.load()) {
            t.start();
            while (t.nsecsElapsed() < 1000000) {
            }
        }
    };
    std::vector<double> cancels;
    BlockMeter meter;
    double block = 0;
    for (int i = 0; i < 5; ++i) {
        meter.start();
        stop = false;
        QThread *worker = QThread::create(spin);
        worker->start();
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 400)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        block = std::max(block, meter.stopMs());
        QElapsedTimer c;
        c.start();
        stop = true;
        worker->wait();
        cancels.push_back(double(c.nsecsElapsed()) / 1e6);
        delete worker;
    }
    return {block, median(cancels)};
}

Open openOnce(QSettings &settings, const QString &path)
{
    Open r;
    ProfileWindow w(settings);
    w.setAttribute(Qt::WA_DeleteOnClose, false);
    w.setShowErrorDialogs(false);
    w.resize(1400, 860);
    w.show();
    QElapsedTimer clock;
    PaintWatch paint(w.profileView()->flameGraph(), clock);
    bool table = false;
    bool failed = false; // not "neither loading nor loaded": true between the read's end and
                         // the window receiving its result
    QObject::connect(&w, &ProfileWindow::loadFinished, &w, [&](bool ok) { failed = !ok; });
    QObject::connect(w.profileView(), &ProfileView::tableReady, &w, [&] {
        table = true;
        r.tableMs = double(clock.nsecsElapsed()) / 1e6;
    });
    BlockMeter meter;
    QCoreApplication::processEvents();
    clock.start();
    meter.start();
    w.openFile(path);
    while (!table || paint.firstPaintMs < 0) {
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        if (failed) {
            std::fprintf(stderr, "bench_window: %s did not load: %s\n", qPrintable(path),
                         qPrintable(w.lastError()));
            break;
        }
    }
    // A little longer: what follows the table (its sorting, the layout) counts too.
    QElapsedTimer after;
    after.start();
    while (after.elapsed() < 200)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    r.longestBlockMs = meter.stopMs();
    r.longestBlockEndMs = meter.longestEndMs();
    r.longestBlockCpuMs = meter.longestCpuMs();
    r.longestBlockCpuEndMs = meter.longestCpuEndMs();
    r.firstPaintMs = paint.firstPaintMs;
    return r;
}

// What cancelOnce() measured: the ms from cancel() to the loader thread's end (-1: the load
// ended before the cancel), and before the cancel the longest GUI block and the most CPU the
// GUI thread used between two ticks (a block with little CPU is the thread waiting for a core).
struct Cancel
{
    double ms = -1;
    double blockMs = 0;
    double blockCpuMs = 0;
    int phase = -1;    ///< ReadProgress::Phase when cancelled
    int permille = -1; ///< the reading's share done then
};

Cancel cancelOnce(QSettings &settings, const QString &path, int afterMs)
{
    ProfileWindow w(settings);
    w.setAttribute(Qt::WA_DeleteOnClose, false);
    w.setShowErrorDialogs(false);
    w.resize(1400, 860);
    w.show();
    BlockMeter meter;
    meter.start();
    w.openFile(path);
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < afterMs)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    const double block = meter.stopMs(); // while loading (the wait below blocks on purpose)
    if (!w.isLoading())
        return {};
    const auto progress = w.loader()->readProgress();
    const int phase = progress ? int(progress->phase()) : -1;
    const int permille = progress ? progress->permille() : -1;
    QElapsedTimer c;
    c.start();
    Q_EMIT w.loadingPanel()->cancelRequested();
    while (w.loader()->isRunning())
        QThread::usleep(200);
    const double ms = double(c.nsecsElapsed()) / 1e6;
    QCoreApplication::processEvents();
    return {ms, block, meter.longestCpuMs(), phase, permille};
}

} // namespace

int main(int argc, char **argv)
{
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // each figure as it is measured
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QString file;
    QString dir = QStringLiteral("/tmp/hearth-window");
    int mb = 200;
    int cancels = 9;
    int from = -1;
    int to = -1;
    bool keep = false;
    for (int i = 1; i < argc; ++i) {
        const bool more = i + 1 < argc;
        if (!std::strcmp(argv[i], "--file") && more)
            file = QString::fromLocal8Bit(argv[++i]);
        else if (!std::strcmp(argv[i], "--mb") && more)
            mb = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--dir") && more)
            dir = QString::fromLocal8Bit(argv[++i]);
        else if (!std::strcmp(argv[i], "--cancels") && more)
            cancels = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--between") && i + 2 < argc) {
            from = std::atoi(argv[++i]);
            to = std::atoi(argv[++i]);
        } else if (!std::strcmp(argv[i], "--keep"))
            keep = true;
    }
    QApplication app(argc, argv);
    QDir().mkpath(dir);
    const bool made = file.isEmpty();
    if (made) {
        file = dir + QStringLiteral("/window.folded");
        if (!QFileInfo::exists(file) || QFileInfo(file).size() < qint64(mb) << 20) {
            std::printf("making %d MB of folded stacks in %s…\n", mb, qPrintable(file));
            if (!test::BigFolded::write(file, qint64(mb) << 20)) {
                std::fprintf(stderr, "bench_window: cannot write %s\n", qPrintable(file));
                return 1;
            }
        }
    }
    QTemporaryDir settingsDir;
    QSettings settings(settingsDir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    std::printf("file: %s, %.0f MiB\n", qPrintable(file), QFileInfo(file).size() / 1048576.0);

    const auto [floorBlock, floorCancel] = floors();
    std::printf("floors: longest GUI block with a worker spinning %.1f ms, cancel of a worker "
                "checking every 1 ms %.1f ms (median)\n",
                floorBlock, floorCancel);
    std::mt19937 random(19);
    std::uniform_int_distribution<int> at(from, to);
    if (from < 0 || to < from) {
        const Open open = openOnce(settings, file);
        std::printf("open: first paint %.0f ms, table %.0f ms, longest GUI block %.1f ms (ended "
                    "at %.0f ms), most GUI-thread CPU between two ticks %.1f ms (ended at %.0f "
                    "ms)\n",
                    open.firstPaintMs, open.tableMs, open.longestBlockMs, open.longestBlockEndMs,
                    open.longestBlockCpuMs, open.longestBlockCpuEndMs);
        at = std::uniform_int_distribution<int>(0, std::max(1, int(open.firstPaintMs * 0.95)));
    }
    std::vector<double> latencies;
    double longestBlock = 0;
    double mostCpu = 0;
    for (int i = 0; i < cancels; ++i) {
        const int afterMs = at(random);
        const Cancel c = cancelOnce(settings, file, afterMs);
        if (c.ms < 0) {
            std::printf("cancel after %d ms: the load had ended\n", afterMs);
            continue;
        }
        std::printf("cancel after %5d ms (phase %d, read %d‰): thread ended %.1f ms later "
                    "(longest GUI block before it %.1f ms, most GUI-thread CPU between two ticks "
                    "%.1f ms)\n",
                    afterMs, c.phase, c.permille, c.ms, c.blockMs, c.blockCpuMs);
        latencies.push_back(c.ms);
        longestBlock = std::max(longestBlock, c.blockMs);
        mostCpu = std::max(mostCpu, c.blockCpuMs);
    }
    if (!latencies.empty())
        std::printf("cancel latency: median %.1f ms, largest %.1f ms over %zu cancels; longest "
                    "GUI block while loading %.1f ms (most GUI-thread CPU between two ticks "
                    "%.1f ms)\n",
                    median(latencies), *std::max_element(latencies.begin(), latencies.end()),
                    latencies.size(), longestBlock, mostCpu);
    if (made && !keep)
        QFile::remove(file);
    return 0;
}
