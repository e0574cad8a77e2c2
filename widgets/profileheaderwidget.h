// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/profilesnapshot.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace hearth {

/// The units-aware header above a flame graph: the total in its unit ("2.24 s of CPU",
/// "7.52 MiB in use"), what was sampled and how often, and a sample type selector when the
/// profile has several.
class ProfileHeaderWidget : public QWidget
{
    Q_OBJECT
public:
    explicit ProfileHeaderWidget(QWidget *parent = nullptr);

    void setSnapshot(const ProfileSnapshot &snapshot);
    QString totalText() const;
    QString detailText() const;
    QComboBox *sampleTypeBox() const { return m_types; }

Q_SIGNALS:
    void sampleTypeChosen(int sampleType);

private:
    QLabel *m_total;
    QLabel *m_detail;
    QLabel *m_note;
    QComboBox *m_types;
};

} // namespace hearth
