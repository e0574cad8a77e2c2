// SPDX-License-Identifier: MIT
#include "builddiffcachemodel.h"

namespace hearth {

BuildDiffCacheModel::BuildDiffCacheModel(QObject *parent)
    : BuildDiffTableModel(parent)
{}

void BuildDiffCacheModel::load(const BuildDiff &diff)
{
    m_rows.clear();
    for (const BuildDiff::CacheChange &c : diff.lostCache())
        m_rows.append({c, true});
    for (const BuildDiff::CacheChange &c : diff.gainedCache())
        m_rows.append({c, false});
}

BuildDiffTableModel::Cell BuildDiffCacheModel::cell(int row, int column) const
{
    const Row &r = m_rows[row];
    switch (column) {
    case Stage:
        return nameCell(r.change.stage);
    case Key:
        return nameCell(r.change.key);
    case Change: {
        const QString text =
            r.lost ? tr("hit in A, missed in B (lost)") : tr("missed in A, hit in B");
        return Cell{text, text, false, {}};
    }
    default:
        return {};
    }
}

QString BuildDiffCacheModel::header(int section) const
{
    static const char *const titles[ColumnCount] = {
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "Stage"),
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "Cache entry"),
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "Change"),
    };
    return BuildDiffTableModel::tr(titles[section]);
}

} // namespace hearth
