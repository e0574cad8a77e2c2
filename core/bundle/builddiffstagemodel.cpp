// SPDX-License-Identifier: MIT
#include "builddiffstagemodel.h"

#include "itemmodels/untrustedtext.h"

namespace hearth {

BuildDiffStageModel::BuildDiffStageModel(QObject *parent)
    : BuildDiffTableModel(parent)
{}

void BuildDiffStageModel::load(const BuildDiff &diff)
{
    m_rows = diff.stages();
    m_moved = diff.movedStage();
}

QString BuildDiffStageModel::statusText(const BuildDiff::StageRow &r) const
{
    QString status = r.inA ? Stage::statusText(r.statusA) : tr("(absent)");
    if (!r.inB || r.statusB != r.statusA)
        status += QStringLiteral(" → ") + (r.inB ? Stage::statusText(r.statusB) : tr("(absent)"));
    if (r.statusA == ProfileStatus::EngineProfile || r.statusB == ProfileStatus::EngineProfile)
        status = tr("%1 (the engine's CPU: a shape, not a cost)").arg(status);
    if (r.inB && r.statusB == ProfileStatus::Missing && r.statusA != ProfileStatus::Missing)
        status = tr("%1 — profile went missing").arg(status);
    return status;
}

BuildDiffTableModel::Cell BuildDiffStageModel::cell(int row, int column) const
{
    const BuildDiff::StageRow &r = m_rows[row];
    switch (column) {
    case Stage: {
        Cell c = nameCell(r.name);
        if (row == m_moved) {
            c.text = tr("%1 (moved most)").arg(c.text);
            c.toolTip = tr("%1: the stage that moved most between the builds.").arg(c.toolTip);
        }
        return c;
    }
    case WallA:
        return durationCell(r.inA ? r.wallA : None);
    case WallB:
        return durationCell(r.inB ? r.wallB : None);
    case WallDelta:
        return signedDurationCell(delta(r.inA, r.wallA, r.inB, r.wallB));
    case CpuA:
        return durationCell(r.inA ? r.cpuA : None);
    case CpuB:
        return durationCell(r.inB ? r.cpuB : None);
    case CpuDelta:
        return signedDurationCell(delta(r.inA, r.cpuA, r.inB, r.cpuB));
    case OutsideA:
        return durationCell(r.outsideA);
    case OutsideB:
        return durationCell(r.outsideB);
    case OutsideDelta:
        return signedDurationCell(delta(true, r.outsideA, true, r.outsideB));
    case Status: {
        const QString status = statusText(r);
        return Cell{status, status, false, {}};
    }
    default:
        return {};
    }
}

QString BuildDiffStageModel::header(int section) const
{
    static const char *const titles[ColumnCount] = {
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "Stage"),
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "Wall A"),
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "Wall B"),
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "Δ wall"),
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "CPU A"),
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "CPU B"),
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "Δ CPU"),
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "Outside A"),
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "Outside B"),
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "Δ outside"),
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "Status"),
    };
    return BuildDiffTableModel::tr(titles[section]);
}

QString BuildDiffStageModel::headerToolTip(int section) const
{
    if (section == OutsideA || section == OutsideB || section == OutsideDelta)
        return tr("CPU while no span was open (suite boot, tool startup): often the largest row.");
    return {};
}

QVariant BuildDiffStageModel::extraData(int row, int role) const
{
    if (role == MovedRole)
        return row == m_moved;
    return {};
}

} // namespace hearth
