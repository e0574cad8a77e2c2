#include "comparewithdialog.h"

#include "comparewindow.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hearth {

namespace {
constexpr int IndexRole = Qt::UserRole;
const auto kLastDirKey = QStringLiteral("compare/lastDir");
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
    m_intro->setText(tr("Compare %1 (A) with (B):").arg(a.title));
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
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        m_ok->setEnabled(item && item->data(0, IndexRole).isValid());
    });
    connect(m_list, &QTreeWidget::itemActivated, this, [this] { acceptCurrent(); });
    connect(buttons, &QDialogButtonBox::accepted, this, &CompareWithDialog::acceptCurrent);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_file, &QPushButton::clicked, this, [this] {
        const QString dir = m_settings ? m_settings->value(kLastDirKey).toString() : QString();
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Compare %1 with").arg(m_a.title), dir,
            tr("Profiles (*.pb.gz *.pprof *.pb *.prof *.folded *.txt *.zst);;All files (*)"));
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
    for (int i = 0; i < m_sources.size(); ++i) {
        const CompareSource &s = m_sources[i];
        if (!filter.isEmpty() && !s.title.contains(filter, Qt::CaseInsensitive) &&
            !s.group.contains(filter, Qt::CaseInsensitive))
            continue;
        QTreeWidgetItem *&group = groups[s.group];
        if (!group) {
            group = new QTreeWidgetItem(m_list, {s.group});
            group->setFlags(Qt::ItemIsEnabled);
            group->setExpanded(true);
        }
        auto *item = new QTreeWidgetItem(group, {s.title});
        item->setData(0, IndexRole, i);
        item->setToolTip(0, s.title);
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
        m_settings->setValue(kLastDirKey, QFileInfo(path).path());
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
