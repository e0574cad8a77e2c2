// SPDX-License-Identifier: MIT
#pragma once

#include <QSortFilterProxyModel>

#include <vector>

namespace hearth {

class FunctionTableModel;

/// Sorts a FunctionTableModel numerically by column (without building QVariants) and
/// filters it to the functions a search matched.
class FunctionFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit FunctionFilterProxyModel(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *model) override;
    /// Shows only functions whose entry in mask is true; an empty mask shows every row.
    void setFunctionMask(std::vector<bool> mask);
    void clearFunctionMask() { setFunctionMask({}); }

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    FunctionTableModel *m_table = nullptr;
    std::vector<bool> m_mask;
};

} // namespace hearth
