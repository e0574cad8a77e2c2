// SPDX-License-Identifier: MIT
#include "storerangedialog.h"

#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace hearth {

namespace {
constexpr qint64 HourMs = 3600 * 1000;
const auto kFormat = QStringLiteral("yyyy-MM-dd HH:mm");
} // namespace

StoreRangeDialog::StoreRangeDialog(const QString &current, qint64 fromMs, qint64 untilMs,
                                   QWidget *parent)
    : QDialog(parent)
    , m_fromMs(fromMs)
    , m_untilMs(untilMs)
    , m_offset(new QComboBox(this))
    , m_from(new QDateTimeEdit(this))
    , m_until(new QDateTimeEdit(this))
    , m_error(new QLabel(this))
{
    setWindowTitle(tr("Compare with an Earlier Range"));
    auto *intro = new QLabel(
        tr("Compare %1 (B) with the same component, operation and type over another range "
           "(A):")
            .arg(current),
        this);
    intro->setTextFormat(Qt::PlainText);
    intro->setWordWrap(true);
    m_offset->addItem(tr("the same length, 1 hour earlier"), HourMs);
    m_offset->addItem(tr("the same length, 1 day earlier"), 24 * HourMs);
    m_offset->addItem(tr("the same length, 1 week earlier"), 7 * 24 * HourMs);
    m_offset->addItem(tr("a range of my own"), qint64(-1));
    for (QDateTimeEdit *e : {m_from, m_until}) {
        e->setDisplayFormat(kFormat);
        e->setCalendarPopup(true);
    }
    m_error->setTextFormat(Qt::PlainText);
    m_error->hide();
    auto *form = new QFormLayout;
    form->addRow(tr("Range A:"), m_offset);
    form->addRow(tr("From:"), m_from);
    form->addRow(tr("Until:"), m_until);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Compare"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    connect(m_offset, &QComboBox::currentIndexChanged, this, &StoreRangeDialog::applyOffset);
    auto check = [this, buttons] {
        const bool ok = this->untilMs() > this->fromMs();
        m_error->setText(ok ? QString() : tr("The range must end after it starts."));
        m_error->setVisible(!ok);
        buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
    };
    connect(m_from, &QDateTimeEdit::dateTimeChanged, this, check);
    connect(m_until, &QDateTimeEdit::dateTimeChanged, this, check);
    // Editing a time by hand makes it a range of one's own.
    for (QDateTimeEdit *e : {m_from, m_until}) {
        connect(e, &QDateTimeEdit::editingFinished, this, [this] {
            const qint64 offset = m_offset->currentData().toLongLong();
            auto moved = [](const QDateTimeEdit *e, qint64 ms) {
                return qAbs(e->dateTime().toMSecsSinceEpoch() - ms) >= 60 * 1000;
            };
            if (offset > 0 &&
                (moved(m_from, m_fromMs - offset) || moved(m_until, m_untilMs - offset))) {
                const QSignalBlocker block(m_offset);
                m_offset->setCurrentIndex(m_offset->findData(qint64(-1)));
            }
        });
    }
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setOffset(24 * HourMs);
    setMinimumWidth(fontMetrics().averageCharWidth() * 60);
}

void StoreRangeDialog::setOffset(qint64 offsetMs)
{
    const int index = m_offset->findData(offsetMs);
    m_offset->setCurrentIndex(index >= 0 ? index : m_offset->findData(qint64(-1)));
    applyOffset();
}

void StoreRangeDialog::applyOffset()
{
    const qint64 offset = m_offset->currentData().toLongLong();
    if (offset <= 0)
        return; // the user's own range: leave the fields as they are
    m_from->setDateTime(QDateTime::fromMSecsSinceEpoch(m_fromMs - offset));
    m_until->setDateTime(QDateTime::fromMSecsSinceEpoch(m_untilMs - offset));
}

qint64 StoreRangeDialog::fromMs() const
{
    // The fields show minutes; with an offset the exact range is kept.
    const qint64 offset = m_offset->currentData().toLongLong();
    return offset > 0 ? m_fromMs - offset : m_from->dateTime().toMSecsSinceEpoch();
}

qint64 StoreRangeDialog::untilMs() const
{
    const qint64 offset = m_offset->currentData().toLongLong();
    return offset > 0 ? m_untilMs - offset : m_until->dateTime().toMSecsSinceEpoch();
}

} // namespace hearth
