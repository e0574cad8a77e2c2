// SPDX-License-Identifier: MIT
// ProfileView: linking the table and the graph, the table's menu, export.
#include "profileview.h"

#include "flamegraphview.h"
#include "hearthicons.h"
#include "sandwichpanel.h"

#include "io/collapsedwriter.h"
#include "io/pprofwriter.h"
#include "itemmodels/functionfilterproxymodel.h"
#include "itemmodels/functiontablemodel.h"

#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QFile>
#include <QImage>
#include <QMenu>
#include <QSaveFile>
#include <QTabWidget>
#include <QTableView>

namespace hearth {

quint32 ProfileView::largestSite(quint32 function) const
{
    const CallTree *tree = m_flame->tree();
    if (!tree)
        return 0;
    quint32 best = 0;
    qint64 bestTotal = -1;
    for (quint32 n = 1; n < tree->nodeCount(); ++n) {
        if (tree->function(n) == function && tree->total(n) > bestTotal) {
            best = n;
            bestTotal = tree->total(n);
        }
    }
    return best;
}

void ProfileView::onFrameSelected(quint32 node)
{
    if (m_syncing)
        return;
    const CallTree *tree = m_flame->tree();
    if (!tree || node == FlameGraphView::NoNode || node == 0 || node >= tree->nodeCount())
        return;
    const int row = m_model->rowOfFunction(tree->function(node));
    if (row < 0)
        return;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid())
        return;
    m_syncing = true;
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
    m_table->scrollTo(index);
    m_flame->setHighlightedFunction(FlameGraphView::NoNode);
    m_syncing = false;
}

void ProfileView::onRowSelected()
{
    if (m_syncing)
        return;
    const QModelIndex index = m_table->selectionModel()->currentIndex();
    if (!index.isValid()) {
        m_flame->setHighlightedFunction(FlameGraphView::NoNode);
        return;
    }
    const quint32 f = index.data(FunctionTableModel::FunctionRole).toUInt();
    m_syncing = true;
    m_flame->setHighlightedFunction(f);
    if (m_tabs->currentWidget() == m_sandwich)
        m_sandwich->showFunction(f);
    m_syncing = false;
}

void ProfileView::setNotAFunction(const QString &name)
{
    m_model->setNotAFunction(name);
    m_flame->setNotAFunction(name);
}

void ProfileView::showSandwich(quint32 function)
{
    m_sandwich->showFunction(function);
    m_tabs->setCurrentWidget(m_sandwich);
}

void ProfileView::showTableMenu(const QPoint &pos)
{
    const QModelIndex index = m_table->indexAt(pos);
    if (!index.isValid())
        return;
    const quint32 f = index.data(FunctionTableModel::FunctionRole).toUInt();
    const CallTree *tree = m_flame->tree();
    if (!tree)
        return;
    QMenu menu(this);
    if (!m_flame->isNotAFunction(largestSite(f))) { // merged frames: no focus, no sandwich
        menu.addAction(tr("Focus the Largest Site"), this,
                       [this, f] { m_flame->focusOn(largestSite(f)); });
        menu.addAction(HearthIcons::icon(HearthIcons::Sandwich), tr("Sandwich"), QKeySequence(),
                       this, [this, f] { showSandwich(f); });
    }
    menu.addAction(tr("Copy Name"), this, [tree, f] {
        QApplication::clipboard()->setText(tree->profile().functions()[f].name);
    });
    menu.addAction(tr("Copy Stack"), this, [this, tree, f] {
        QStringList names;
        for (quint32 n = largestSite(f); n != 0; n = tree->parent(n))
            names.prepend(tree->name(n));
        QApplication::clipboard()->setText(names.join(QLatin1Char('\n')));
    });
    menu.exec(m_table->viewport()->mapToGlobal(pos));
}

bool ProfileView::exportPng(const QString &path)
{
    const int width = std::max(m_flame->viewport()->width(), 800);
    QImage image = m_flame->renderImage(width);
    if (!m_transforms.isEmpty()) // a tEXt chunk: what the picture was transformed by
        image.setText(QStringLiteral("Hearth transforms"), transformsDescription());
    return !image.isNull() && image.save(path, "PNG");
}

bool ProfileView::exportSvg(const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    const int width = std::max(m_flame->viewport()->width(), 800);
    QBuffer svg;
    svg.open(QIODevice::WriteOnly);
    if (!m_flame->renderSvg(&svg, width))
        return false;
    QByteArray bytes = svg.data();
    if (!m_transforms.isEmpty()) {
        // A comment after the XML declaration; "--" may not appear inside one.
        QByteArray comment = transformsDescription().toUtf8();
        comment.replace("--", "- -");
        const qsizetype at = bytes.startsWith("<?xml") ? bytes.indexOf('\n') + 1 : 0;
        bytes.insert(at, "<!-- Hearth transforms: " + comment + " -->\n");
    }
    return file.write(bytes) == bytes.size() && file.commit();
}

bool ProfileView::exportFolded(const QString &path)
{
    const CallTree *tree = m_flame->tree();
    if (!tree)
        return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    // A comment line (no count at its end, so readers skip it) naming the transforms.
    if (!m_transforms.isEmpty() &&
        file.write("# Hearth transforms: [" + transformsDescription().toUtf8().replace('\n', ' ') +
                   "]\n") < 0)
        return false;
    if (!CollapsedWriter::write(*tree, &file, m_flame->focusNode()))
        return false;
    return file.commit();
}

bool ProfileView::exportPprof(const QString &path)
{
    const CallTree *tree = m_flame->tree();
    if (!tree)
        return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    if (!PprofWriter::write(*tree, &file, m_flame->focusNode()))
        return false;
    return file.commit();
}

} // namespace hearth
