// SPDX-License-Identifier: MIT
#include "operationlabelmodel.h"

#include "untrustedtext.h"

namespace hearth {

OperationLabelModel::OperationLabelModel(QObject *parent)
    : QAbstractListModel(parent)
{}

void OperationLabelModel::setLabels(const QStringList &labels,
                                    const QMap<QString, QStringList> &values,
                                    const QStringList &unbounded)
{
    beginResetModel();
    m_rows.clear();
    for (const QString &label : labels) {
        const auto v = values.constFind(label);
        m_rows.append(
            Row{label, v == values.constEnd() ? -1 : v->size(), unbounded.contains(label)});
    }
    m_filled = true;
    endResetModel();
}

void OperationLabelModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_filled = false;
    endResetModel();
}

int OperationLabelModel::rowToSelect(const QString &label) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].label == label && !m_rows[i].unbounded)
            return i + 1;
    }
    return 0;
}

int OperationLabelModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_filled ? 0 : int(m_rows.size()) + 1;
}

QVariant OperationLabelModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (index.row() == 0) {
        if (role == Qt::DisplayRole)
            return tr("whole component");
        return role == LabelRole ? QVariant(QString()) : QVariant();
    }
    const Row &r = m_rows[index.row() - 1];
    switch (role) {
    case Qt::DisplayRole:
        if (r.unbounded)
            return tr("%1 — unbounded cardinality (%2 values)")
                .arg(UntrustedText::display(r.label))
                .arg(r.values);
        if (r.values < 0)
            return tr("%1 (loading…)").arg(UntrustedText::display(r.label));
        return UntrustedText::display(r.label);
    case LabelRole:
        return r.label;
    case Qt::ToolTipRole:
        if (r.unbounded)
            return UntrustedText::toolTip(
                tr("A label with this many values is not offered as a selector."));
        return {};
    default:
        return {};
    }
}

Qt::ItemFlags OperationLabelModel::flags(const QModelIndex &index) const
{
    const Qt::ItemFlags f = QAbstractListModel::flags(index);
    if (!index.isValid() || index.row() == 0 || !m_rows[index.row() - 1].unbounded)
        return f;
    return f & ~(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
}

} // namespace hearth
