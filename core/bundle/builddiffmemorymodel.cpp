// SPDX-License-Identifier: MIT
#include "builddiffmemorymodel.h"

#include "memoryrows.h"

#include "analysis/quantity.h"

#include <QLocale>

#include <algorithm>

namespace hearth {

namespace {

// Bytes of RSS change: "–" when not measured; a change signed ("+1 MiB", "±0").
QString bytesText(bool has, qint64 bytes, bool signedDelta)
{
    if (!has)
        return QStringLiteral("–");
    if (bytes == 0 && signedDelta)
        return QStringLiteral("±0");
    return (bytes > 0 ? QStringLiteral("+") : QString()) + Quantity::formatBytes(bytes);
}

} // namespace

BuildDiffMemoryModel::BuildDiffMemoryModel(QObject *parent)
    : BuildDiffTableModel(parent)
{}

void BuildDiffMemoryModel::load(const BuildDiff &diff)
{
    m_rows = diff.memory();
    m_kinds.clear();
    for (const BuildDiff::TestMemory &m : m_rows) {
        if (m.hasChurnDelta() && !m_kinds.contains(m.churnKindA))
            m_kinds.append(m.churnKindA);
    }
    std::sort(m_kinds.begin(), m_kinds.end());
}

BuildDiffTableModel::Cell BuildDiffMemoryModel::cell(int row, int column) const
{
    const BuildDiff::TestMemory &m = m_rows[row];
    auto bytes = [](bool has, qint64 v, bool signedDelta) {
        return Cell{bytesText(has, v, signedDelta), has ? v : None, true, {}};
    };
    switch (column) {
    case Stage:
        return nameCell(m.stage);
    case Test:
        return presenceCell(m.name, m.spanA >= 0, m.spanB >= 0);
    case RssA:
        return bytes(m.hasRssA, m.rssA, false);
    case RssB:
        return bytes(m.hasRssB, m.rssB, false);
    case RssDelta:
        return bytes(m.hasRssDelta(), m.rssDelta(), true);
    default: {
        const ChurnKind kind = m_kinds[column - FirstChurnColumn];
        if (!m.hasChurnDelta() || m.churnKindA != kind)
            return Cell{QString(), None, true, {}};
        const qint64 d = m.churnDelta();
        return Cell{(d > 0 ? QStringLiteral("+") : QString()) + QLocale().toString(d), d, true, {}};
    }
    }
}

QString BuildDiffMemoryModel::header(int section) const
{
    static const char *const titles[FirstChurnColumn] = {
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "Stage"),
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "Test"),
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "RSS change A"),
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "RSS change B"),
        QT_TRANSLATE_NOOP("hearth::BuildDiffTableModel", "Δ RSS change"),
    };
    if (section < FirstChurnColumn)
        return BuildDiffTableModel::tr(titles[section]);
    // The long kind ("Churn (Ruby: objects allocated during the test)") on a second line of
    // the header: the column stays narrow enough for the test names.
    return tr("Δ %1")
        .arg(MemoryRows::churnHeader(m_kinds[section - FirstChurnColumn]))
        .replace(QStringLiteral(" ("), QStringLiteral("\n("));
}

QString BuildDiffMemoryModel::headerToolTip(int section) const
{
    if (section >= FirstChurnColumn)
        return tr("The change in churn between the builds, for tests measured in this language "
                  "in both: churn is never compared across languages.");
    return {};
}

} // namespace hearth
