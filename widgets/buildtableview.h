// SPDX-License-Identifier: MIT
#pragma once

#include <QTableView>

namespace hearth {

class BuildTableProxyModel;

/// A build table (the build window's and the build comparison's): a model of core/bundle
/// behind a BuildTableProxyModel, sortable by clicking a header (the model's order until
/// then), whole rows selected, the name column fitted (NameColumnFit).
class BuildTableView : public QTableView
{
    Q_OBJECT
public:
    BuildTableView(QAbstractItemModel *source, int nameColumn, QWidget *parent = nullptr);

    BuildTableProxyModel *proxy() const { return m_proxy; }

private:
    BuildTableProxyModel *m_proxy;
};

} // namespace hearth
