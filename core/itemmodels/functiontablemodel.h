// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/calltree.h"
#include "analysis/functiontable.h"

#include <QAbstractTableModel>

#include <vector>

namespace hearth {

/// The function table of a call tree: Function, Self, Self %, Largest subtree, Subtree %,
/// Sites, Inclusive. Numbers are shown in the profile's unit and sort through SortRole.
class FunctionTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Function,
        Self,
        SelfShare,
        LargestSubtree,
        SubtreeShare, // the largest subtree as a share of the total (the Puma shape)
        Sites,
        Inclusive,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole, // numbers as qint64 / double, names as QString
        FunctionRole,            // the function index (quint32) into Profile::functions()
        ValueRole,               // the raw number in the sample type's unit
    };

    explicit FunctionTableModel(QObject *parent = nullptr);

    /// Shows the table of `tree` (computed by the caller, e.g. off the GUI thread). nameRanks
    /// (from nameRanks(), also off the GUI thread) makes sorting by name cheap; when empty it
    /// is computed on the first sort by name.
    void resetData(CallTree::Ptr tree, FunctionTable table, std::vector<quint32> nameRanks = {});
    /// The rank of each row of `table` in name order.
    static std::vector<quint32> nameRanks(const Profile &profile, const FunctionTable &table);
    void clear();
    /// Marks a name that is not a function (a profile store's "other": frames it merged
    /// below its node limit); the row says so. Empty: none.
    void setNotAFunction(const QString &name);
    const QString &notAFunction() const { return m_notAFunction; }

    const CallTree *tree() const { return m_tree.get(); }
    const FunctionStats &stats(int row) const { return m_rows[size_t(row)]; }
    /// The row of a function, or -1.
    int rowOfFunction(quint32 function) const;
    qint64 total() const { return m_total; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// The one-sentence explanation of a column (its header tooltip).
    static QString columnToolTip(int column);
    /// Compares two rows by a column as SortRole would, without QVariant: for the proxy.
    bool lessThan(int leftRow, int rightRow, int column) const;

private:
    QString formatValue(qint64 v) const;

    CallTree::Ptr m_tree;
    std::vector<FunctionStats> m_rows;
    std::vector<qint32> m_rowOfFunction;
    mutable std::vector<quint32> m_nameRank;
    qint64 m_total = 0;
    QString m_notAFunction;
};

} // namespace hearth
