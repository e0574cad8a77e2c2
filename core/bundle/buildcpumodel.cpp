// SPDX-License-Identifier: MIT
#include "buildcpumodel.h"

#include "bundleanalysis.h"

#include "analysis/quantity.h"
#include "itemmodels/untrustedtext.h"

namespace hearth {

BuildCpuModel::BuildCpuModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void BuildCpuModel::setBundle(Bundle::Ptr bundle)
{
    beginResetModel();
    m_bundle = std::move(bundle);
    const size_t stages = m_bundle ? size_t(m_bundle->stages().size()) : 0;
    m_breakdowns.assign(stages, StageBreakdown());
    m_arrived.assign(stages, false);
    endResetModel();
}

void BuildCpuModel::setBreakdown(const StageBreakdown &breakdown)
{
    if (breakdown.stage < 0 || size_t(breakdown.stage) >= m_breakdowns.size())
        return;
    m_breakdowns[size_t(breakdown.stage)] = breakdown;
    m_arrived[size_t(breakdown.stage)] = true;
    Q_EMIT dataChanged(index(breakdown.stage, OutsideColumn),
                       index(breakdown.stage, OutsideColumn));
}

const Stage &BuildCpuModel::stage(int row) const
{
    return m_bundle->stages()[row];
}

void BuildCpuModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int BuildCpuModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_breakdowns.size());
}

int BuildCpuModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString BuildCpuModel::text(int row, int column) const
{
    const Stage &s = stage(row);
    switch (column) {
    case StageColumn:
        return UntrustedText::display(s.name);
    case StatusColumn: {
        QString status = Stage::statusText(s.status);
        if (s.status == ProfileStatus::EngineProfile)
            status += tr(" (a shape, not a cost)");
        return status;
    }
    case WallColumn:
        return Quantity::formatDuration(s.wallNanos());
    case CpuColumn:
        return Quantity::formatDuration(s.cpuNanos);
    case OutsideColumn: {
        const StageBreakdown &b = m_breakdowns[size_t(row)];
        if (b.hasProfile()) {
            const QString outside = Quantity::format(b.outside, b.valueType);
            // "if suite boot dominates, no individual test is the problem"
            if (!BundleAnalysis::suiteBootSentence(*m_bundle, b).isEmpty())
                return tr("%1 > any test").arg(outside);
            return outside;
        }
        return !m_arrived[size_t(row)] && m_bundle->cpuProfileOf(row) >= 0 ? tr("…") : QString();
    }
    default:
        return {};
    }
}

QVariant BuildCpuModel::sortValue(int row, int column) const
{
    const Stage &s = stage(row);
    switch (column) {
    case StageColumn:
        return s.name;
    case StatusColumn:
        return text(row, column);
    case WallColumn:
        return s.wallNanos();
    case CpuColumn:
        return s.cpuNanos;
    case OutsideColumn: {
        const StageBreakdown &b = m_breakdowns[size_t(row)];
        return b.hasProfile() ? b.outside : qint64(-1);
    }
    default:
        return {};
    }
}

QVariant BuildCpuModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return text(index.row(), index.column());
    case SortRole:
        return sortValue(index.row(), index.column());
    case Qt::ToolTipRole: {
        if (index.column() != OutsideColumn)
            return {};
        const QString boot =
            BundleAnalysis::suiteBootSentence(*m_bundle, m_breakdowns[size_t(index.row())]);
        return boot.isEmpty() ? QVariant() : QVariant(UntrustedText::toolTip(boot));
    }
    case Qt::TextAlignmentRole:
        if (index.column() >= WallColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QVariant BuildCpuModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case StageColumn:
        return tr("Stage");
    case StatusColumn:
        return tr("Status");
    case WallColumn:
        return tr("Wall");
    case CpuColumn:
        return tr("CPU");
    case OutsideColumn:
        return tr("Outside any span");
    default:
        return {};
    }
}

} // namespace hearth
