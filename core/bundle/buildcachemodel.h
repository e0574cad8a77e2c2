// SPDX-License-Identifier: MIT
#pragma once

#include "bundle.h"

#include <QAbstractTableModel>

namespace hearth {

/// The build window's Cache table: every cache lookup of every stage (stage, layer or key,
/// kind, hit or MISS, size, time saved), and the sentence that says what was lost. SortRole
/// holds the raw text or the number.
class BuildCacheModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        StageColumn,
        KeyColumn,
        KindColumn,
        ResultColumn,
        SizeColumn,
        SavedColumn,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole;

    explicit BuildCacheModel(QObject *parent = nullptr);

    void setBundle(const Bundle &bundle);
    /// "Every cache lookup hit." or "The cache was lost: stage: 2 of 3 missed, from key."
    /// (translated; the bundle's text as written, to be shown as plain text).
    QString lostSentence() const { return m_sentence; }
    /// The bundle's word for what was cached ("layer", "key") in the interface's language; an
    /// unknown word as the bundle wrote it.
    static QString kindText(const QString &kind);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        QString stage;
        CacheEntry entry;
    };
    QList<Row> m_rows;
    QString m_sentence;
};

} // namespace hearth
