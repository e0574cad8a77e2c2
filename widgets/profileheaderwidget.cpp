// SPDX-License-Identifier: MIT
#include "profileheaderwidget.h"

#include "analysis/profileheader.h"
#include "analysis/quantity.h"

#include "itemmodels/untrustedtext.h"
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace hearth {

ProfileHeaderWidget::ProfileHeaderWidget(QWidget *parent)
    : QWidget(parent)
    , m_total(new QLabel(this))
    , m_detail(new QLabel(this))
    , m_note(new QLabel(this))
    , m_types(new QComboBox(this))
{
    for (QLabel *l : {m_total, m_detail, m_note}) {
        l->setTextFormat(Qt::PlainText);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    QFont big = m_total->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.25);
    m_total->setFont(big);
    m_total->setObjectName(QStringLiteral("total"));
    m_detail->setObjectName(QStringLiteral("detail"));
    m_note->setObjectName(QStringLiteral("note"));
    m_note->setWordWrap(true);
    m_note->hide();
    // A long header wraps beside the sample-type box instead of widening the window or running
    // under the box (a half of the compare window is narrow).
    m_detail->setWordWrap(true);
    m_detail->setMinimumWidth(fontMetrics().averageCharWidth() * 12);
    m_detail->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_total->setWordWrap(true);
    m_types->setToolTip(tr("The sample type shown: what was measured, in which unit"));
    m_types->setAccessibleName(tr("Sample type"));
    m_types->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    auto *row = new QHBoxLayout;
    row->addWidget(m_total);
    row->addSpacing(12);
    row->addWidget(m_detail, 1);
    row->addWidget(m_types);
    auto *col = new QVBoxLayout(this);
    col->setContentsMargins(6, 4, 6, 4);
    col->addLayout(row);
    col->addWidget(m_note);

    connect(m_types, &QComboBox::activated, this,
            [this](int i) { Q_EMIT sampleTypeChosen(m_types->itemData(i).toInt()); });
}

void ProfileHeaderWidget::setSnapshot(const ProfileSnapshot &s)
{
    const QSignalBlocker block(m_types);
    m_types->clear();
    if (!s.isValid()) {
        m_total->clear();
        m_detail->clear();
        m_note->hide();
        m_types->hide();
        return;
    }
    const Profile &p = *s.profile;
    const ValueType type = p.sampleTypes().value(s.sampleType);
    m_total->setText(Quantity::totalPhrase(s.tree->totalValue(), type));
    QString detail = ProfileHeader::text(*s.tree, s.verdict);
    if (s.droppedValue > 0)
        detail += tr(" · %1 hidden by the transforms")
                      .arg(Quantity::share(s.droppedValue, s.originalTotal));
    m_detail->setText(UntrustedText::paragraph(detail)); // sample types and units from the file
    const QString note =
        s.sampleType == p.defaultSampleType() ? ProfileHeader::fallbackNote(p) : QString();
    m_note->setText(UntrustedText::paragraph(note));
    m_note->setVisible(!note.isEmpty());
    for (int i = 0; i < p.sampleTypes().size(); ++i) {
        const ValueType &t = p.sampleTypes()[i];
        m_types->addItem(
            tr("%1 (%2)").arg(UntrustedText::display(t.type), UntrustedText::display(t.unit)), i);
    }
    m_types->setCurrentIndex(s.sampleType);
    m_types->setVisible(p.sampleTypes().size() > 1);
}

QString ProfileHeaderWidget::totalText() const
{
    return m_total->text();
}

QString ProfileHeaderWidget::detailText() const
{
    return m_detail->text();
}

} // namespace hearth
