// SPDX-License-Identifier: MIT
#include "loadingpanel.h"

#include "analysis/quantity.h"

#include <QAction>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace hearth {

namespace {
constexpr int kPollMs = 50;               // 20 updates a second at most
constexpr qint64 kEstimateAfterMs = 1000; // the rate of less than a second says little
} // namespace

LoadingPanel::LoadingPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_bar(new QProgressBar(this))
    , m_detail(new QLabel(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
{
    m_title->setTextFormat(Qt::PlainText);
    m_detail->setTextFormat(Qt::PlainText);
    m_bar->setRange(0, 1000);
    m_bar->setTextVisible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addStretch(1);
    layout->addWidget(m_title, 0, Qt::AlignHCenter);
    layout->addWidget(m_bar);
    layout->addWidget(m_detail, 0, Qt::AlignHCenter);
    layout->addWidget(m_cancel, 0, Qt::AlignHCenter);
    layout->addStretch(1);
    layout->setContentsMargins(80, 0, 80, 0);
    // Esc cancels while the panel is shown (a hidden widget's shortcuts are off).
    auto *esc = new QAction(tr("Cancel"), this); // Esc means Cancel in every window
    esc->setShortcut(QKeySequence(Qt::Key_Escape));
    esc->setShortcutContext(Qt::WindowShortcut);
    addAction(esc);
    connect(esc, &QAction::triggered, this, &LoadingPanel::cancelRequested);
    connect(m_cancel, &QPushButton::clicked, this, &LoadingPanel::cancelRequested);
    m_timer.setInterval(kPollMs);
    connect(&m_timer, &QTimer::timeout, this, &LoadingPanel::poll);
}

void LoadingPanel::start(const QString &title, std::shared_ptr<const ReadProgress> progress)
{
    m_title->setText(title);
    m_progress = std::move(progress);
    m_startMs = -1;
    m_startShare = 0;
    m_left = -1;
    m_lastMs = 0;
    m_clock.start();
    m_bar->setRange(0, m_progress ? 1000 : 0);
    m_bar->setValue(0);
    m_detail->clear();
    m_timer.start();
    poll();
}

void LoadingPanel::stop()
{
    m_timer.stop();
    m_progress.reset();
}

QString LoadingPanel::detailText() const
{
    return m_detail->text();
}

QString LoadingPanel::bytesPhrase(qint64 done, qint64 total, double secondsLeft)
{
    QString s = total > 0
                    ? tr("%1 of %2").arg(Quantity::formatBytes(done), Quantity::formatBytes(total))
                    : Quantity::formatBytes(done);
    if (secondsLeft >= 0) {
        const int left = std::max(1, int(std::lround(secondsLeft)));
        s += left < 90 ? tr(" · about %n s left", nullptr, left)
                       : tr(" · about %n min left", nullptr, (left + 30) / 60);
    }
    return s;
}

void LoadingPanel::poll()
{
    if (!m_progress)
        return;
    const ReadProgress &p = *m_progress;
    switch (p.phase()) {
    case ReadProgress::Phase::Reading:
        break;
    case ReadProgress::Phase::BuildingTree:
        m_bar->setRange(0, 0); // busy: the build has no fraction to show
        m_detail->setText(tr("Building the call tree…"));
        return;
    case ReadProgress::Phase::ComputingTable:
        m_bar->setRange(0, 0);
        m_detail->setText(tr("Computing the function table…"));
        return;
    case ReadProgress::Phase::Done:
        m_bar->setRange(0, 0);
        m_detail->setText(tr("Laying out…"));
        return;
    }
    const qint64 now = m_clock.elapsed();
    const double share = qBound(0, p.permille(), 1000) / 1000.0;
    m_bar->setValue(int(share * 1000));
    if (share > 0 && m_startMs < 0) {
        m_startMs = now;
        m_startShare = share;
    }
    // The rate since the first progress seen (a reader may start at a share above 0), the
    // time left smoothed so one slow chunk does not make it jump.
    if (m_startMs >= 0 && now - m_startMs >= kEstimateAfterMs && share > m_startShare) {
        const double rate = (share - m_startShare) / (double(now - m_startMs) / 1000.0);
        const double raw = (1.0 - share) / rate;
        const double aged = m_left < 0 ? raw : std::max(0.0, m_left - (now - m_lastMs) / 1000.0);
        m_left = m_left < 0 ? raw : aged + kSmoothing * (raw - aged);
    }
    m_lastMs = now;
    m_detail->setText(bytesPhrase(p.bytesShown(), p.totalBytes(), m_left));
}

} // namespace hearth
