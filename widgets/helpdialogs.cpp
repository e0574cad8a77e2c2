// SPDX-License-Identifier: MIT
#include "helpdialogs.h"

#include "itemmodels/difftablemodel.h"
#include "itemmodels/functiontablemodel.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QPlainTextEdit>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hearth {

namespace {

QDialog *makeDialog(const QString &title, QWidget *content, QWidget *parent)
{
    auto *d = new QDialog(parent);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->setWindowTitle(title);
    content->setParent(d);
    auto *l = new QVBoxLayout(d);
    l->addWidget(content, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, d);
    QObject::connect(buttons, &QDialogButtonBox::rejected, d, &QDialog::close);
    l->addWidget(buttons);
    d->resize(560, 520);
    d->show();
    return d;
}

void appendColumns(QString &out, const QString &heading, const QAbstractItemModel &model)
{
    out += heading + QLatin1Char('\n');
    for (int c = 0; c < model.columnCount(); ++c) {
        out += QLatin1String("  ") + model.headerData(c, Qt::Horizontal).toString() +
               QLatin1String(": ") +
               model.headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString() + QLatin1Char('\n');
    }
}

} // namespace

QDialog *HelpDialogs::shortcuts(const ShortcutTable &table, QWidget *parent)
{
    auto *tree = new QTreeWidget;
    tree->setColumnCount(2);
    tree->setHeaderLabels({tr("Action"), tr("Key")});
    tree->setRootIsDecorated(false);
    for (const auto &[window, rows] : table) {
        auto *top = new QTreeWidgetItem(tree, {window});
        QFont bold = top->font(0);
        bold.setBold(true);
        top->setFont(0, bold);
        for (const auto &[action, key] : rows)
            new QTreeWidgetItem(top, {action, key});
    }
    tree->expandAll();
    tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    tree->header()->setStretchLastSection(false);
    return makeDialog(tr("Keyboard Shortcuts"), tree, parent);
}

QString HelpDialogs::columnsText()
{
    FunctionTableModel functions;
    DiffTableModel difference;
    QString text;
    appendColumns(text, tr("The function table"), functions);
    text += QLatin1Char('\n');
    appendColumns(text, tr("The difference table (A against B)"), difference);
    return text;
}

QDialog *HelpDialogs::columns(QWidget *parent)
{
    auto *text = new QPlainTextEdit;
    text->setReadOnly(true);
    text->setPlainText(columnsText());
    return makeDialog(tr("What the Columns Mean"), text, parent);
}

} // namespace hearth
