// SPDX-License-Identifier: MIT
#pragma once

#include "io/readprogress.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

#include <memory>

class QLabel;
class QProgressBar;
class QPushButton;

namespace hearth {

/// A window's loading state: what is read, a determinate bar of the bytes read of the total
/// with "312 MiB of 1.1 GiB · about 6 s left" (the estimate from the rate so far, shown after
/// a second, smoothed), then the phase after the reading, and Cancel (also Esc). It polls a
/// ReadProgress that the reading thread writes, 20 times a second at most.
class LoadingPanel : public QWidget
{
    Q_OBJECT
public:
    explicit LoadingPanel(QWidget *parent = nullptr);

    /// Shows `title` and follows progress (may be null: an indeterminate bar).
    void start(const QString &title, std::shared_ptr<const ReadProgress> progress);
    void stop();
    QString detailText() const;
    QProgressBar *progressBar() const { return m_bar; }
    QPushButton *cancelButton() const { return m_cancel; }
    /// "312 MiB of 1.1 GiB", with " · about 6 s left" when secondsLeft >= 0.
    static QString bytesPhrase(qint64 done, qint64 total, double secondsLeft);
    /// Smoothing of the time left: the new estimate's weight.
    static constexpr double kSmoothing = 0.25;

Q_SIGNALS:
    void cancelRequested();

private:
    void poll();

    QLabel *m_title;
    QProgressBar *m_bar;
    QLabel *m_detail;
    QPushButton *m_cancel;
    QTimer m_timer;
    QElapsedTimer m_clock;
    std::shared_ptr<const ReadProgress> m_progress;
    qint64 m_startMs = -1; // when the first progress was seen, and its share then
    double m_startShare = 0;
    double m_left = -1; // smoothed seconds left, -1 until estimated
    qint64 m_lastMs = 0;
};

} // namespace hearth
