// SPDX-License-Identifier: MIT
#pragma once

#include "builddiff.h"

#include <QAbstractTableModel>

#include <limits>

namespace hearth {

/// What the build comparison's tables share: filled from a BuildDiff (setDiff), every cell
/// computed when asked (so a language switch shows at once), names from the bundles in their
/// display form (UntrustedText) and sorted by the raw text, numbers right-aligned and sorted
/// by value (a missing value sorts first), tooltips as plain text (UntrustedText::toolTip).
/// BuildDiffStageModel, BuildDiffSpanModel, BuildDiffMemoryModel, BuildDiffCacheModel.
class BuildDiffTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int SortRole = Qt::UserRole;
    /// A missing value (a stage or span absent from one build): shown as "–", sorted first.
    static constexpr qint64 None = std::numeric_limits<qint64>::min();

    void setDiff(const BuildDiff &diff);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// b − a, or None when either is missing (absent, or negative: no reading).
    static qint64 delta(bool haveA, qint64 a, bool haveB, qint64 b);
    /// A duration ("–" for None or a negative value).
    static QString durationText(qint64 nanos);
    /// A change: "+3 s", "-1 s", "±0", "–" for None.
    static QString signedDurationText(qint64 nanos);

protected:
    using QAbstractTableModel::QAbstractTableModel;

    struct Cell
    {
        QString text;
        QVariant sort;
        bool number = false;
        QString toolTip; // plain text; parts from a bundle already in display form
    };
    /// A name from a bundle: display form, sorted by the raw text, the name as its tooltip.
    static Cell nameCell(const QString &raw);
    static Cell durationCell(qint64 nanos);
    static Cell signedDurationCell(qint64 nanos);
    /// "name (only in A)" or "(only in B)" when the row is absent from one build.
    static Cell presenceCell(const QString &raw, bool inA, bool inB);

    virtual void load(const BuildDiff &diff) = 0;
    virtual int rows() const = 0;
    virtual int columns() const = 0;
    virtual Cell cell(int row, int column) const = 0;
    virtual QString header(int section) const = 0;
    virtual QString headerToolTip(int section) const;
    /// A role of the subclass's own (SpanARole, MovedRole); empty by default.
    virtual QVariant extraData(int row, int role) const;
};

} // namespace hearth
