// SPDX-License-Identifier: MIT
#include "comparewithdialog.h"

#include "comparewindow.h"
#include "itemmodels/untrustedtext.h"
#include "settingswrite.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

namespace hearth {

namespace {
constexpr int IndexRole = Qt::UserRole;
} // namespace

CompareWithDialog::CompareWithDialog(const CompareSource &a, QSettings *settings, QWidget *parent,
                                     const QList<CompareSource> &sources)
    : QDialog(parent)
    , m_a(a)
    , m_settings(settings)
    , m_intro(new QLabel(this))
    , m_filter(new QLineEdit(this))
    , m_list(new QTreeWidget(this))
    , m_file(new QPushButton(tr("A &file…"), this))
{
    setWindowTitle(tr("Compare With"));
    for (const CompareSource &s : sources) {
        if (s.owner == a.owner && s.title == a.title)
            continue; // not against itself
        m_sources.append(s);
    }
    m_intro->setTextFormat(Qt::PlainText);
    m_intro->setWordWrap(true);
    m_intro->setText(tr("Compare %1 (A) with (B):").arg(UntrustedText::display(a.title)));
    m_filter->setPlaceholderText(tr("Filter…"));
    m_filter->setClearButtonEnabled(true);
    m_list->setHeaderHidden(true);
    m_list->setRootIsDecorated(true);
    m_list->setUniformRowHeights(true);
    m_list->setAccessibleName(tr("Open profiles"));
    m_file->setToolTip(tr("Compare with a profile file (pprof or folded stacks)."));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Compare"));
    m_ok->setEnabled(false);
    buttons->addButton(m_file, QDialogButtonBox::ActionRole);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_filter);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);

    connect(m_filter, &QLineEdit::textChanged, this, &CompareWithDialog::fill);
    m_filter->installEventFilter(this); // Up and Down move through the list while typing
    connect(m_list, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *item, QTreeWidgetItem *previous) {
                if (item && !item->data(0, IndexRole).isValid() && item->childCount() > 0) {
                    // A window's heading: step onto its first source, or (going up from
                    // there) onto the source above it.
                    QTreeWidgetItem *target = item->child(0);
                    if (previous == target)
                        target = m_list->itemAbove(item) ? m_list->itemAbove(item) : previous;
                    m_list->setCurrentItem(target);
                    return;
                }
                m_ok->setEnabled(item && item->data(0, IndexRole).isValid());
            });
    connect(m_list, &QTreeWidget::itemActivated, this, [this] { acceptCurrent(); });
    connect(buttons, &QDialogButtonBox::accepted, this, &CompareWithDialog::acceptCurrent);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_file, &QPushButton::clicked, this, [this] {
        const QString dir =
            m_settings ? m_settings->value(CompareWindow::lastDirKey()).toString() : QString();
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Compare %1 with").arg(m_a.title), dir, CompareWindow::profileFileFilter());
        if (!path.isEmpty())
            chooseFile(path);
    });
    fill();
    resize(640, 480);
}

void CompareWithDialog::fill()
{
    const QString filter = m_filter->text().trimmed();
    m_list->clear();
    QHash<QString, QTreeWidgetItem *> groups;
    QTreeWidgetItem *first = nullptr;
    // Windows with one or a few sources (profile and store windows) before a build's many
    // spans, so that none is lost below the fold.
    QHash<QString, int> sizes;
    for (const CompareSource &s : std::as_const(m_sources))
        ++sizes[s.group];
    QList<int> order(m_sources.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [this, &sizes](int x, int y) {
        return sizes.value(m_sources[x].group) < sizes.value(m_sources[y].group);
    });
    for (int i : std::as_const(order)) {
        const CompareSource &s = m_sources[i];
        if (!filter.isEmpty() && !s.title.contains(filter, Qt::CaseInsensitive) &&
            !s.group.contains(filter, Qt::CaseInsensitive))
            continue;
        QTreeWidgetItem *&group = groups[s.group];
        if (!group) {
            group = new QTreeWidgetItem(m_list, {UntrustedText::display(s.group)});
            group->setFlags(Qt::ItemIsEnabled);
            group->setExpanded(true);
        }
        // Titles and groups name spans, files and components: input, never rich text.
        auto *item = new QTreeWidgetItem(group, {UntrustedText::display(s.title)});
        item->setData(0, IndexRole, i);
        item->setToolTip(0, UntrustedText::toolTip(UntrustedText::display(s.title, 2000)));
        if (!first)
            first = item;
    }
    if (m_list->topLevelItemCount() == 0) {
        auto *none = new QTreeWidgetItem(m_list, {filter.isEmpty() ? tr("No other profile is open: "
                                                                        "choose a file.")
                                                                   : tr("Nothing matches.")});
        none->setFlags(Qt::NoItemFlags);
    }
    if (first)
        m_list->setCurrentItem(first);
}

bool CompareWithDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_filter && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Up || key == Qt::Key_Down || key == Qt::Key_PageUp ||
            key == Qt::Key_PageDown) {
            QCoreApplication::sendEvent(m_list, event);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void CompareWithDialog::acceptCurrent()
{
    QTreeWidgetItem *item = m_list->currentItem();
    if (!item || !item->data(0, IndexRole).isValid())
        return;
    choose(item->data(0, IndexRole).toInt());
}

void CompareWithDialog::choose(int index)
{
    if (index < 0 || index >= m_sources.size())
        return;
    m_chosen = m_sources[index];
    accept();
}

void CompareWithDialog::chooseFile(const QString &path)
{
    if (m_settings)
        SettingsWrite::set(*m_settings, CompareWindow::lastDirKey(), QFileInfo(path).path());
    m_chosen = CompareSource::ofFile(path);
    accept();
}

CompareWindow *CompareWithDialog::compare(const CompareSource &a, QSettings &settings,
                                          QWidget *parent)
{
    CompareWithDialog dialog(a, &settings, parent);
    if (dialog.exec() != QDialog::Accepted || !dialog.chosen().isValid())
        return nullptr;
    auto *w = new CompareWindow(settings);
    w->show();
    w->compareSources(a, dialog.chosen());
    return w;
}

} // namespace hearth
