// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractListModel>
#include <QMap>
#include <QStringList>

namespace hearth {

/// The store view's Operation choices: "whole component" first, then each label of the
/// component in its display form (UntrustedText): "(loading…)" until its values arrived, and a
/// label with unbounded cardinality (span_id: thousands of values, a cost rather than an
/// operation) shown with its count but neither enabled nor selectable. LabelRole (Qt::UserRole)
/// is the raw label, empty for the whole component.
class OperationLabelModel : public QAbstractListModel
{
    Q_OBJECT
public:
    static constexpr int LabelRole = Qt::UserRole;

    explicit OperationLabelModel(QObject *parent = nullptr);

    /// @p values: the values of each label that arrived; @p unbounded: labels not offered.
    void setLabels(const QStringList &labels, const QMap<QString, QStringList> &values,
                   const QStringList &unbounded);
    /// No rows at all (not even the whole component): nothing to choose from yet.
    void clear();
    /// The row of @p label when it can be chosen, else 0 (the whole component).
    int rowToSelect(const QString &label) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    struct Row
    {
        QString label;
        qsizetype values = -1; // -1: still loading
        bool unbounded = false;
    };
    QList<Row> m_rows; // without the whole component
    bool m_filled = false;
};

} // namespace hearth
