#include "functiontablemodel.h"

#include "analysis/quantity.h"

namespace hearth {

FunctionTableModel::FunctionTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void FunctionTableModel::resetData(CallTree::Ptr tree, FunctionTable table)
{
    beginResetModel();
    m_tree = std::move(tree);
    m_rows = table.rows();
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
        return QString::number(v);
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
            return f.name;
        case Self:
            return formatValue(s.self);
        case SelfShare:
            return Quantity::percent(s.self, m_total);
        case LargestSubtree:
            return formatValue(s.largestSubtree);
        case Sites:
            return QString::number(s.sites);
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
        case Sites:
            return s.sites;
        case Inclusive:
            return s.inclusive;
        }
        break;
    case FunctionRole:
        return s.function;
    case Qt::ToolTipRole:
        if (index.column() == Function) {
            QString tip = f.name;
            if (!f.file.isEmpty())
                tip += QLatin1Char('\n') + f.file;
            return tip;
        }
        break;
    case Qt::TextAlignmentRole:
        if (index.column() != Function)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    default:
        break;
    }
    return {};
}

QVariant FunctionTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole)
        return columnToolTip(section);
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Function:
        return tr("Function");
    case Self:
        return tr("Self");
    case SelfShare:
        return tr("Self %");
    case LargestSubtree:
        return tr("Largest subtree");
    case Sites:
        return tr("Sites");
    case Inclusive:
        return tr("Inclusive");
    }
    return {};
}

QString FunctionTableModel::columnToolTip(int column)
{
    switch (column) {
    case Function:
        return tr("The function as the profile names it.");
    case Self:
        return tr("Self: time in the frame alone, summed over its sites. Sort by this to find "
                  "the hot code.");
    case SelfShare:
        return tr("Self as a share of the whole profile.");
    case LargestSubtree:
        return tr("Largest subtree: the biggest single occurrence including what it called. "
                  "The largest, not the sum: summing double-counts recursion.");
    case Sites:
        return tr("Sites: how many places in the call tree the function appears.");
    case Inclusive:
        return tr("Inclusive: every sample with the function anywhere on its stack, counted "
                  "once.");
    }
    return {};
}

bool FunctionTableModel::lessThan(int leftRow, int rightRow, int column) const
{
    const FunctionStats &a = m_rows[size_t(leftRow)];
    const FunctionStats &b = m_rows[size_t(rightRow)];
    switch (column) {
    case Function: {
        const auto &fs = m_tree->profile().functions();
        return fs[a.function].name < fs[b.function].name;
    }
    case Self:
    case SelfShare:
        return a.self < b.self;
    case LargestSubtree:
        return a.largestSubtree < b.largestSubtree;
    case Sites:
        return a.sites < b.sites;
    case Inclusive:
        return a.inclusive < b.inclusive;
    }
    return leftRow < rightRow;
}

} // namespace hearth
