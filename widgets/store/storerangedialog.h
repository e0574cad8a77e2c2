// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QComboBox;
class QDateTimeEdit;
class QLabel;

namespace hearth {

/// "Compare with an earlier range…": the range to compare the current one with. It offers
/// the same length one hour, one day or one week earlier (one day by default), or any range.
class StoreRangeDialog : public QDialog
{
    Q_OBJECT
public:
    StoreRangeDialog(const QString &current, qint64 fromMs, qint64 untilMs,
                     QWidget *parent = nullptr);

    qint64 fromMs() const;
    qint64 untilMs() const;
    /// An offset in ms (the same length that much earlier), or -1 for a range of one's own.
    void setOffset(qint64 offsetMs);

    QComboBox *offsetBox() const { return m_offset; }
    QDateTimeEdit *fromEdit() const { return m_from; }
    QDateTimeEdit *untilEdit() const { return m_until; }

private:
    void applyOffset();

    qint64 m_fromMs;
    qint64 m_untilMs;
    QComboBox *m_offset;
    QDateTimeEdit *m_from;
    QDateTimeEdit *m_until;
    QLabel *m_error;
};

} // namespace hearth
