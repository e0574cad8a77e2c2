// SPDX-License-Identifier: MIT
#include "builddiffspanmodel.h"

namespace hearth {

BuildDiffSpanModel::BuildDiffSpanModel(QObject *parent)
    : BuildDiffTableModel(parent)
{}

void BuildDiffSpanModel::load(const BuildDiff &diff)
{
    m_rows = diff.spans();
}

BuildDiffTableModel::Cell BuildDiffSpanModel::cell(int row, int column) const
{
    const BuildDiff::SpanRow &r = m_rows[row];
    switch (column) {
    case Stage:
        return nameCell(r.stage);
    case Span:
        return presenceCell(r.name, r.inA(), r.inB());
    case WallA:
        return durationCell(r.inA() ? r.wallA : None);
    case WallB:
        return durationCell(r.inB() ? r.wallB : None);
    case WallDelta:
        return signedDurationCell(delta(r.inA(), r.wallA, r.inB(), r.wallB));
    default:
        return {};
    }
}

QString BuildDiffSpanModel::header(int section) const
{
    static const char *const titles[ColumnCount] = {
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "Stage"),
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "Span"),
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "Wall A"),
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "Wall B"),
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "Δ wall"),
    };
    return BuildDiffTableModel::tr(titles[section]);
}

QVariant BuildDiffSpanModel::extraData(int row, int role) const
{
    if (role == SpanARole)
        return m_rows[row].spanA;
    if (role == SpanBRole)
        return m_rows[row].spanB;
    return {};
}

} // namespace hearth
