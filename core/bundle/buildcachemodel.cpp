// SPDX-License-Identifier: MIT
#include "buildcachemodel.h"

#include "analysis/quantity.h"
#include "itemmodels/untrustedtext.h"

namespace hearth {

BuildCacheModel::BuildCacheModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

QString BuildCacheModel::kindText(const QString &kind)
{
    if (kind == QLatin1String("layer"))
        return tr("layer");
    if (kind == QLatin1String("key"))
        return tr("key");
    return kind;
}

void BuildCacheModel::setBundle(const Bundle &bundle)
{
    beginResetModel();
    m_rows.clear();
    QStringList lost;
    for (const Stage &s : bundle.stages()) {
        int misses = 0;
        QString firstMiss;
        for (const CacheEntry &c : s.cache) {
            m_rows.append({s.name, c});
            if (!c.hit && misses++ == 0)
                firstMiss = c.key;
        }
        if (misses > 0)
            lost << tr("%1: %2 of %3 missed, from %4")
                        .arg(s.name)
                        .arg(misses)
                        .arg(s.cache.size())
                        .arg(firstMiss);
    }
    m_sentence = lost.isEmpty()
                     ? tr("Every cache lookup hit.")
                     : tr("The cache was lost: %1.").arg(lost.join(QStringLiteral("; ")));
    endResetModel();
}

int BuildCacheModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int BuildCacheModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BuildCacheModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows[index.row()];
    const CacheEntry &c = r.entry;
    if (role == Qt::TextAlignmentRole)
        return index.column() >= SizeColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                            : QVariant();
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    const bool display = role == Qt::DisplayRole;
    // Names come from the bundle: the display form, one line, bounded; sorted by the raw text.
    auto name = [display](const QString &text) -> QVariant {
        return display ? UntrustedText::display(text) : text;
    };
    switch (index.column()) {
    case StageColumn:
        return name(r.stage);
    case KeyColumn:
        return name(c.key);
    case KindColumn:
        return name(kindText(c.kind));
    case ResultColumn:
        return c.hit ? tr("hit") : tr("MISS");
    case SizeColumn:
        return display ? QVariant(Quantity::formatBytes(c.sizeBytes)) : QVariant(c.sizeBytes);
    case SavedColumn:
        if (!display)
            return c.savedNanos;
        return c.savedNanos ? Quantity::formatDuration(c.savedNanos) : QString();
    default:
        return {};
    }
}

QVariant BuildCacheModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case StageColumn:
        return tr("Stage");
    case KeyColumn:
        return tr("Layer or key");
    case KindColumn:
        return tr("Kind");
    case ResultColumn:
        return tr("Result");
    case SizeColumn:
        return tr("Size");
    case SavedColumn:
        return tr("Time saved");
    default:
        return {};
    }
}

} // namespace hearth
