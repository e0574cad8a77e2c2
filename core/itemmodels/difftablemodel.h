// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/profilediff.h"
#include "profile/valuetype.h"

#include <QAbstractTableModel>

namespace hearth {

/// The difference table of two profiles: Function, Self A, Self B, Δ, Δ share, Largest
/// subtree A and B, Sites A and B. Rows come sorted by |Δ share| (the ProfileDiff order);
/// numbers sort through SortRole when a header is clicked. Frames on one side only say so.
class DiffTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Function,
        SelfA,
        SelfB,
        Delta,
        DeltaShare,
        LargestSubtreeA,
        LargestSubtreeB,
        SitesA,
        SitesB,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole, // numbers as qint64 / double, names as QString
        NameRole,                // the function name alone
    };

    explicit DiffTableModel(QObject *parent = nullptr);

    void resetData(ProfileDiff diff, const ValueType &type);
    const ProfileDiff &diff() const { return m_diff; }
    const FunctionDiff &row(int r) const { return m_diff.rows()[size_t(r)]; }
    /// The row of a function by name (the first when two files share it), or -1.
    int rowOfName(const QString &name) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    static QString columnToolTip(int column);

private:
    ProfileDiff m_diff;
    ValueType m_type;
};

} // namespace hearth
