// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVariant>

#include <span>

namespace hearth {

/// The column code the function table and the difference table share: every column either
/// shows, its header title and one-sentence tooltip, the header data built from a table's
/// list of columns, numbers aligned right, and the Function column's tooltip (name and file).
class FunctionColumns
{
    Q_DECLARE_TR_FUNCTIONS(hearth::FunctionColumns)
public:
    enum Kind {
        Function,     // the function table's
        DiffFunction, // the difference table's: frames on one side only say so
        Self,
        SelfShare,
        LargestSubtree,
        SubtreeShare,
        Sites,
        Inclusive,
        SelfA,
        SelfB,
        Delta,
        DeltaShare,
        LargestSubtreeA,
        LargestSubtreeB,
        SitesA,
        SitesB,
    };

    static QString title(Kind kind);
    static QString toolTip(Kind kind);
    /// QAbstractItemModel::headerData for a table whose columns are `columns`, in order.
    static QVariant headerData(std::span<const Kind> columns, int section,
                               Qt::Orientation orientation, int role);
    /// The tooltip of column `section` of `columns`; empty outside them.
    static QString toolTip(std::span<const Kind> columns, int section);
    /// Names left, numbers right (Qt::TextAlignmentRole).
    static QVariant alignment(Kind kind);
    /// The Function column's tooltip: the name, and the file below it when there is one
    /// (both untrusted: shown as plain text).
    static QString nameToolTip(const QString &name, const QString &file);
};

} // namespace hearth
