// SPDX-License-Identifier: MIT
#include "namecolumnfit.h"

#include <QAbstractItemModel>
#include <QHeaderView>
#include <QHelpEvent>
#include <QStyle>
#include <QTableView>
#include <QTextDocument>
#include <QToolTip>

#include <algorithm>

namespace hearth {

NameColumnFit *NameColumnFit::install(QTableView *table, int nameColumn)
{
    return new NameColumnFit(table, nameColumn);
}

NameColumnFit::NameColumnFit(QTableView *table, int nameColumn)
    : QObject(table)
    , m_table(table)
    , m_nameColumn(nameColumn)
{
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle);
    QHeaderView *h = m_table->horizontalHeader();
    h->setStretchLastSection(false);
    // A header word that needs the room keeps it: the header is measured with the numbers.
    h->setTextElideMode(Qt::ElideRight);
    // A column's content width from the rows in view and those next to them, 100 in all, not
    // Qt's 1,000: measuring a cell lays out its text, and every column is measured again on
    // each reset or resize, which for a table of thousands of functions cost the GUI thread
    // ~100 ms when a big profile's table arrived (bench_window). A table opens sorted by its
    // largest values, so the widest numbers are among the first rows.
    h->setResizeContentsPrecision(kMeasuredRows);
    connect(h, &QHeaderView::sectionCountChanged, this, &NameColumnFit::apply);
    m_table->viewport()->installEventFilter(this);
    apply();
}

void NameColumnFit::apply()
{
    QHeaderView *h = m_table->horizontalHeader();
    for (int c = 0; c < h->count(); ++c)
        h->setSectionResizeMode(c, c == m_nameColumn ? QHeaderView::Stretch
                                                     : QHeaderView::ResizeToContents);
}

QList<int> NameColumnFit::clippedColumns(const QTableView *table, int nameColumn, int rows)
{
    QList<int> out;
    const QAbstractItemModel *model = table->model();
    const QHeaderView *h = table->horizontalHeader();
    if (!model)
        return out;
    const int headerMargin = h->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, h);
    for (int c = 0; c < model->columnCount(); ++c) {
        if (c == nameColumn || table->isColumnHidden(c))
            continue;
        const int width = table->columnWidth(c);
        const QString title = model->headerData(c, Qt::Horizontal).toString();
        bool clipped = h->fontMetrics().horizontalAdvance(title) + 2 * headerMargin > width;
        for (int r = 0; r < std::min(rows, model->rowCount()) && !clipped; ++r)
            clipped = table->sizeHintForIndex(model->index(r, c)).width() > width;
        if (clipped)
            out << c;
    }
    return out;
}

bool NameColumnFit::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ToolTip && watched == m_table->viewport()) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const QModelIndex index = m_table->indexAt(help->pos());
        if (index.isValid() && index.column() == m_nameColumn &&
            index.data(Qt::ToolTipRole).toString().isEmpty()) {
            const QString name = index.data(Qt::DisplayRole).toString();
            if (name.isEmpty())
                QToolTip::hideText();
            else // a name from a profile or bundle: plain text, never markup
                QToolTip::showText(help->globalPos(), Qt::convertFromPlainText(name),
                                   m_table->viewport(), m_table->visualRect(index));
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace hearth
