// SPDX-License-Identifier: MIT
#include "buildtableview.h"
#include "buildtableproxymodel.h"
#include "namecolumnfit.h"

#include <QHeaderView>

namespace hearth {

BuildTableView::BuildTableView(QAbstractItemModel *source, int nameColumn, QWidget *parent)
    : QTableView(parent)
    , m_proxy(new BuildTableProxyModel(this))
{
    m_proxy->setSourceModel(source);
    setModel(m_proxy);
    setSortingEnabled(true);
    sortByColumn(-1, Qt::AscendingOrder); // the model's order until asked
    setSelectionBehavior(QAbstractItemView::SelectRows);
    verticalHeader()->hide();
    NameColumnFit::install(this, nameColumn);
}

} // namespace hearth
