// SPDX-License-Identifier: MIT
#include "functiontablemodel.h"

#include "analysis/framename.h"
#include "analysis/quantity.h"
#include "functioncolumns.h"
#include "untrustedtext.h"

#include <QLocale>

#include <algorithm>

namespace hearth {

FunctionTableModel::FunctionTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

namespace {

constexpr FunctionColumns::Kind Columns[FunctionTableModel::ColumnCount] = {
    FunctionColumns::Function,       FunctionColumns::Self,         FunctionColumns::SelfShare,
    FunctionColumns::LargestSubtree, FunctionColumns::SubtreeShare, FunctionColumns::Sites,
    FunctionColumns::Inclusive,
};

std::vector<quint32> ranksOf(const Profile &profile, const std::vector<FunctionStats> &rows)
{
    const auto &fs = profile.functions();
    std::vector<quint32> order(rows.size());
    for (quint32 i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](quint32 a, quint32 b) {
        const int c = fs[rows[a].function].name.compare(fs[rows[b].function].name);
        return c != 0 ? c < 0 : a < b;
    });
    std::vector<quint32> rank(rows.size());
    for (quint32 i = 0; i < order.size(); ++i)
        rank[order[i]] = i;
    return rank;
}

} // namespace

std::vector<quint32> FunctionTableModel::nameRanks(const Profile &profile,
                                                   const FunctionTable &table)
{
    return ranksOf(profile, table.rows());
}

void FunctionTableModel::resetData(CallTree::Ptr tree, FunctionTable table,
                                   std::vector<quint32> nameRanks)
{
    beginResetModel();
    m_tree = std::move(tree);
    m_rows = table.rows();
    m_nameRank = nameRanks.size() == m_rows.size() ? std::move(nameRanks) : std::vector<quint32>{};
    m_total = m_tree ? m_tree->totalValue() : 0;
    m_rowOfFunction.assign(m_tree ? m_tree->profile().functions().size() : 0, -1);
    for (size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].function < m_rowOfFunction.size())
            m_rowOfFunction[m_rows[i].function] = qint32(i);
    }
    endResetModel();
}

void FunctionTableModel::clear()
{
    beginResetModel();
    m_tree.reset();
    m_rows.clear();
    m_rowOfFunction.clear();
    m_nameRank.clear();
    m_total = 0;
    endResetModel();
}

int FunctionTableModel::rowOfFunction(quint32 function) const
{
    return function < m_rowOfFunction.size() ? m_rowOfFunction[function] : -1;
}

int FunctionTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int FunctionTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString FunctionTableModel::formatValue(qint64 v) const
{
    if (!m_tree)
        return QLocale().toString(v);
    const Profile &p = m_tree->profile();
    const int type = m_tree->sampleType();
    return Quantity::formatCell(v, p.sampleTypes().value(type));
}

QVariant FunctionTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()) || !m_tree)
        return {};
    const FunctionStats &s = m_rows[size_t(index.row())];
    const Profile &p = m_tree->profile();
    const hearth::Function &f = p.functions()[s.function];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Function:
            if (!m_notAFunction.isEmpty() && f.name == m_notAFunction && f.file.isEmpty())
                return tr("%1 (merged frames, not a function)").arg(UntrustedText::display(f.name));
            // The function first, then a location written into the name; input, so the
            // display form (SortRole keeps the name).
            return UntrustedText::display(FrameName::display(f.name));
        case Self:
            return formatValue(s.self);
        case SelfShare:
            return Quantity::percent(s.self, m_total);
        case LargestSubtree:
            return formatValue(s.largestSubtree);
        case SubtreeShare:
            return Quantity::percent(s.largestSubtree, m_total);
        case Sites:
            return QLocale().toString(s.sites);
        case Inclusive:
            return formatValue(s.inclusive);
        }
        break;
    case SortRole:
    case ValueRole:
        switch (index.column()) {
        case Function:
            return f.name;
        case Self:
            return s.self;
        case SelfShare:
            return m_total > 0 ? double(s.self) / double(m_total) : 0.0;
        case LargestSubtree:
            return s.largestSubtree;
        case SubtreeShare:
            return m_total > 0 ? double(s.largestSubtree) / double(m_total) : 0.0;
        case Sites:
            return s.sites;
        case Inclusive:
            return s.inclusive;
        }
        break;
    case FunctionRole:
        return s.function;
    case Qt::ToolTipRole:
        if (index.column() == Function)
            return FunctionColumns::nameToolTip(f.name, f.file);
        break;
    case Qt::TextAlignmentRole:
        return FunctionColumns::alignment(Columns[size_t(index.column())]);
    default:
        break;
    }
    return {};
}

void FunctionTableModel::setNotAFunction(const QString &name)
{
    m_notAFunction = name;
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, Function), index(int(m_rows.size()) - 1, Function));
}

QVariant FunctionTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    return FunctionColumns::headerData(Columns, section, orientation, role);
}

QString FunctionTableModel::columnToolTip(int column)
{
    return FunctionColumns::toolTip(Columns, column);
}

bool FunctionTableModel::lessThan(int leftRow, int rightRow, int column) const
{
    const FunctionStats &a = m_rows[size_t(leftRow)];
    const FunctionStats &b = m_rows[size_t(rightRow)];
    switch (column) {
    case Function:
        if (m_nameRank.size() != m_rows.size())
            m_nameRank = ranksOf(m_tree->profile(), m_rows);
        return m_nameRank[size_t(leftRow)] < m_nameRank[size_t(rightRow)];
    case Self:
    case SelfShare:
        return a.self < b.self;
    case LargestSubtree:
    case SubtreeShare:
        return a.largestSubtree < b.largestSubtree;
    case Sites:
        return a.sites < b.sites;
    case Inclusive:
        return a.inclusive < b.inclusive;
    }
    return leftRow < rightRow;
}

} // namespace hearth
