// SPDX-License-Identifier: MIT
#include "transformcontroller.h"

#include "flamegraphview.h"
#include "libraryframepresets.h"
#include "plaintextlabels.h"
#include "transformchipbar.h"

#include "analysis/transformstack.h"
#include "itemmodels/untrustedtext.h"

#include <QAction>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QToolButton>
#include <QUndoStack>

namespace hearth {

namespace {

/// One change of the stack: redo shows `after`, undo `before`.
class TransformsCommand : public QUndoCommand
{
public:
    TransformsCommand(TransformController *controller, TransformList before, TransformList after,
                      const QString &text)
        : QUndoCommand(text)
        , m_controller(controller)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {}
    void redo() override { m_controller->setTransforms(m_after); }
    void undo() override { m_controller->setTransforms(m_before); }

private:
    TransformController *m_controller;
    TransformList m_before;
    TransformList m_after;
};

} // namespace

TransformController::TransformController(QWidget *view, FlameGraphView *graph, QSettings *settings)
    : QObject(view)
    , m_view(view)
    , m_graph(graph)
    , m_settings(settings)
{
    m_undo = new QUndoStack(this);
    m_chips = new TransformChipBar(view);
    connect(m_chips, &TransformChipBar::removeRequested, this,
            &TransformController::removeTransform);
    buildMenu();
    if (m_graph)
        connect(m_graph, &FlameGraphView::transformRequested, this,
                &TransformController::addTransform);
}

TransformController::~TransformController()
{
    m_task.cancel();
    // The stack clears itself as it goes: not into widgets already being taken down.
    m_undo->disconnect();
    delete m_undo;
}

void TransformController::buildMenu()
{
    m_menu = new QMenu(tr("&Transform"), m_view);
    m_menu->addAction(tr("&Hide Frames Matching…"), this,
                      [this] { askForTransform(Transform::Kind::Hide); });
    m_menu->addAction(tr("&Keep Samples Through…"), this,
                      [this] { askForTransform(Transform::Kind::Focus); });
    m_menu->addAction(tr("&Drop Samples Through…"), this,
                      [this] { askForTransform(Transform::Kind::Ignore); });
    m_menu->addAction(tr("&Focus on Function…"), this,
                      [this] { askForTransform(Transform::Kind::FocusFunction); });
    m_menu->addAction(tr("&Collapse Recursion"), this,
                      [this] { addTransform(Transform::collapseDirectRecursion()); });
    m_libraryMenu = m_menu->addMenu(tr("Hide &Library Frames"));
    updateLibraryMenu();
    m_menu->addSeparator();
    m_undoAction = m_undo->createUndoAction(this, tr("&Undo Transform"));
    m_undoAction->setShortcut(QKeySequence(tr("Ctrl+Z")));
    m_redoAction = m_undo->createRedoAction(this, tr("&Redo Transform"));
    m_redoAction->setShortcut(QKeySequence(tr("Ctrl+Shift+Z")));
    for (QAction *a : {m_undoAction, m_redoAction}) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_view->addAction(a);
        m_menu->addAction(a);
    }
    QAction *clear = m_menu->addAction(tr("Remove &All Transforms"), this,
                                       &TransformController::clearTransforms);
    clear->setEnabled(false);
    connect(this, &TransformController::transformsChanged, clear,
            [this, clear] { clear->setEnabled(!m_transforms.isEmpty()); });

    m_button = new QToolButton(m_view);
    m_button->setText(tr("Transform"));
    m_button->setToolTip(
        tr("Hide frames, keep or drop samples, focus on a function, collapse recursion"));
    m_button->setAccessibleName(tr("Transform"));
    m_button->setAutoRaise(true);
    m_button->setPopupMode(QToolButton::InstantPopup);
    m_button->setMenu(m_menu);
    m_button->hide();
    connect(this, &TransformController::transformsChanged, m_button,
            [this] { m_button->setVisible(!m_transforms.isEmpty()); });
}

void TransformController::updateLibraryMenu()
{
    m_libraryMenu->clear();
    const QList<LibraryFramePresets::Preset> presets = LibraryFramePresets::load(m_settings);
    for (const LibraryFramePresets::Preset &p : presets) {
        m_libraryMenu->addAction(p.title, this,
                                 [this, re = p.pattern] { addTransform(Transform::hide(re)); });
    }
    m_libraryMenu->addSeparator();
    m_libraryMenu->addAction(tr("&Edit Library Frames…"), this, [this] {
        if (LibraryFramePresets::edit(m_settings, m_view))
            updateLibraryMenu();
    });
}

QString TransformController::description() const
{
    return TransformChipBar::describe(m_transforms);
}

bool TransformController::setTransforms(const TransformList &transforms)
{
    if (!TransformStack::check(transforms).isEmpty())
        return false;
    if (transforms == m_transforms)
        return true;
    m_transforms = transforms;
    m_chips->setTransforms(transforms);
    if (m_source.isValid()) {
        if (transforms.isEmpty()) {
            m_task.cancel(); // the tree as read is kept: nothing to build
            m_pending = false;
            Q_EMIT built(m_source);
        } else {
            startBuild();
        }
    }
    Q_EMIT transformsChanged();
    return true;
}

bool TransformController::addTransform(const Transform &transform)
{
    const QString error = TransformStack::check({transform});
    if (!error.isEmpty()) {
        QMessageBox box(QMessageBox::Warning, tr("Transform"), UntrustedText::paragraph(error),
                        QMessageBox::Ok, m_view);
        box.setTextFormat(Qt::PlainText);
        makeLabelsPlain(&box);
        box.exec();
        return false;
    }
    if (m_transforms.contains(transform))
        return true;
    TransformList after = m_transforms;
    after << transform;
    m_undo->push(new TransformsCommand(
        this, m_transforms, after,
        tr("(add %1)").arg(UntrustedText::menuText(TransformChipBar::describe(transform)))));
    return true;
}

void TransformController::removeTransform(int index)
{
    if (index < 0 || index >= m_transforms.size())
        return;
    TransformList after = m_transforms;
    after.removeAt(index);
    m_undo->push(new TransformsCommand(
        this, m_transforms, after,
        tr("(remove %1)")
            .arg(UntrustedText::menuText(TransformChipBar::describe(m_transforms[index])))));
}

void TransformController::clearTransforms()
{
    if (!m_transforms.isEmpty())
        m_undo->push(new TransformsCommand(this, m_transforms, {}, tr("(remove all)")));
}

bool TransformController::setSource(const ProfileSnapshot &source)
{
    m_source = source;
    if (m_transforms.isEmpty() || !source.isValid()) {
        m_task.cancel(); // a build for the profile before stops
        m_pending = false;
        return false;
    }
    startBuild();
    return true;
}

void TransformController::keepSourceTable(const ProfileSnapshot &withTable)
{
    if (withTable.tree != m_source.tree || !withTable.hasTable())
        return;
    m_source.table = withTable.table;
    m_source.nameRanks = withTable.nameRanks;
}

void TransformController::startBuild()
{
    m_pending = true;
    // A build still running for an older stack is told to stop (its loops check the flag)
    // and its result dropped; the GUI thread never waits for it.
    m_task.start(
        [source = m_source, transforms = m_transforms](const std::atomic<bool> *cancel) {
            // The graph first: the view computes the table after (ProfileView::startTable).
            return ProfileSnapshot::transformed(source, transforms, cancel, false);
        },
        [this](const ProfileSnapshot &s) {
            m_pending = false;
            Q_EMIT built(s.isValid() ? s : m_source);
        });
}

void TransformController::askForTransform(Transform::Kind kind)
{
    QString label;
    switch (kind) {
    case Transform::Kind::Hide:
        label = tr("Hide the frames whose function matches this regular expression (their "
                   "time goes to the caller):");
        break;
    case Transform::Kind::Focus:
        label = tr("Keep only the samples with a frame matching this regular expression:");
        break;
    case Transform::Kind::Ignore:
        label = tr("Drop the samples with a frame matching this regular expression:");
        break;
    default:
        label = tr("Show only the samples through this function, merged across its call "
                   "sites:");
        break;
    }
    QString suggestion;
    const CallTree *tree = m_graph ? m_graph->tree() : nullptr;
    const quint32 selected = m_graph ? m_graph->selectedNode() : FlameGraphView::NoNode;
    if (kind == Transform::Kind::FocusFunction && tree && selected != FlameGraphView::NoNode &&
        selected != 0 && selected < tree->nodeCount())
        suggestion = tree->profile().functions()[tree->function(selected)].name;
    bool ok = false;
    const QString text =
        QInputDialog::getText(m_view, tr("Transform"), label, QLineEdit::Normal, suggestion, &ok);
    if (ok && !text.isEmpty())
        addTransform(Transform{kind, text});
}

} // namespace hearth
