// SPDX-License-Identifier: MIT
#include "buildmemorymodel.h"

#include "analysis/quantity.h"
#include "itemmodels/untrustedtext.h"

#include <QLocale>

namespace hearth {

BuildMemoryModel::BuildMemoryModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void BuildMemoryModel::setBundle(const Bundle &bundle)
{
    beginResetModel();
    m_rows = MemoryRows::rows(bundle);
    m_kinds = MemoryRows::churnKinds(m_rows);
    endResetModel();
}

int BuildMemoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int BuildMemoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstChurnColumn + int(m_kinds.size());
}

QVariant BuildMemoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const MemoryRow &r = m_rows[index.row()];
    const int column = index.column();
    if (role == Qt::TextAlignmentRole)
        return column >= RssChangeColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                         : QVariant();
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    const bool display = role == Qt::DisplayRole;
    switch (column) {
    case StageColumn:
        return display ? UntrustedText::display(r.stage) : r.stage;
    case TestColumn:
        return display ? UntrustedText::display(r.name) : r.name;
    case RssChangeColumn:
        if (!r.hasRssChange)
            return display ? QVariant(QString()) : QVariant(qint64(0));
        if (!display)
            return r.rssChangeBytes;
        return QString((r.rssChangeBytes > 0 ? QStringLiteral("+") : QString()) +
                       Quantity::formatBytes(r.rssChangeBytes));
    default: {
        const ChurnKind kind = m_kinds[column - FirstChurnColumn];
        if (r.hasChurn && r.churnKind == kind)
            return display ? QVariant(QLocale().toString(r.churn)) : QVariant(r.churn);
        // Another language's measurement: empty, and below every measurement of this one.
        return display ? QVariant(QString()) : QVariant(qint64(-1));
    }
    }
}

QVariant BuildMemoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= columnCount())
        return {};
    switch (section) {
    case StageColumn:
        return tr("Stage");
    case TestColumn:
        return tr("Test");
    case RssChangeColumn:
        return tr("RSS change");
    default:
        return MemoryRows::churnHeader(m_kinds[section - FirstChurnColumn]);
    }
}

} // namespace hearth
