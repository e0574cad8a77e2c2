// SPDX-License-Identifier: MIT
// ProfileView: the reading transforms (issue 17) — the stack, its chips, Transform ▸, the
// graph's frame menu, undo and redo, and the transformed tree built off the GUI thread.
#include "profileview.h"

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
    TransformsCommand(ProfileView *view, TransformList before, TransformList after,
                      const QString &text)
        : QUndoCommand(text)
        , m_view(view)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {}
    void redo() override { m_view->setTransforms(m_after); }
    void undo() override { m_view->setTransforms(m_before); }

private:
    ProfileView *m_view;
    TransformList m_before;
    TransformList m_after;
};

} // namespace

void ProfileView::buildTransformUi()
{
    m_undo = new QUndoStack(this);
    m_chips = new TransformChipBar(this);
    connect(m_chips, &TransformChipBar::removeRequested, this, &ProfileView::removeTransform);

    m_transformMenu = new QMenu(tr("&Transform"), this);
    m_transformMenu->addAction(tr("&Hide Frames Matching…"), this,
                               [this] { askForTransform(Transform::Kind::Hide); });
    m_transformMenu->addAction(tr("&Keep Samples Through…"), this,
                               [this] { askForTransform(Transform::Kind::Focus); });
    m_transformMenu->addAction(tr("&Drop Samples Through…"), this,
                               [this] { askForTransform(Transform::Kind::Ignore); });
    m_transformMenu->addAction(tr("&Focus on Function…"), this,
                               [this] { askForTransform(Transform::Kind::FocusFunction); });
    m_transformMenu->addAction(tr("&Collapse Recursion"), this,
                               [this] { addTransform(Transform::collapseDirectRecursion()); });
    m_libraryMenu = m_transformMenu->addMenu(tr("Hide &Library Frames"));
    updateLibraryMenu();
    m_transformMenu->addSeparator();
    m_undoAction = m_undo->createUndoAction(this, tr("&Undo Transform"));
    m_undoAction->setShortcut(QKeySequence(tr("Ctrl+Z")));
    m_redoAction = m_undo->createRedoAction(this, tr("&Redo Transform"));
    m_redoAction->setShortcut(QKeySequence(tr("Ctrl+Shift+Z")));
    for (QAction *a : {m_undoAction, m_redoAction}) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a);
        m_transformMenu->addAction(a);
    }
    QAction *clear = m_transformMenu->addAction(tr("Remove &All Transforms"), this,
                                                &ProfileView::clearTransforms);
    clear->setEnabled(false);
    connect(this, &ProfileView::transformsChanged, clear,
            [this, clear] { clear->setEnabled(!m_transforms.isEmpty()); });
    connect(m_undo, &QUndoStack::indexChanged, this, &ProfileView::updateNavigation);

    m_transformButton = new QToolButton(this);
    m_transformButton->setText(tr("Transform"));
    m_transformButton->setToolTip(
        tr("Hide frames, keep or drop samples, focus on a function, collapse recursion"));
    m_transformButton->setAccessibleName(tr("Transform"));
    m_transformButton->setAutoRaise(true);
    m_transformButton->setPopupMode(QToolButton::InstantPopup);
    m_transformButton->setMenu(m_transformMenu);
    m_transformButton->hide();
    connect(this, &ProfileView::transformsChanged, m_transformButton,
            [this] { m_transformButton->setVisible(!m_transforms.isEmpty()); });
}

void ProfileView::updateLibraryMenu()
{
    m_libraryMenu->clear();
    const QList<LibraryFramePresets::Preset> presets = LibraryFramePresets::load(m_settings);
    for (const LibraryFramePresets::Preset &p : presets) {
        m_libraryMenu->addAction(p.title, this,
                                 [this, re = p.pattern] { addTransform(Transform::hide(re)); });
    }
    m_libraryMenu->addSeparator();
    m_libraryMenu->addAction(tr("&Edit Library Frames…"), this, [this] {
        if (LibraryFramePresets::edit(m_settings, this))
            updateLibraryMenu();
    });
}

QString ProfileView::transformsDescription() const
{
    return TransformChipBar::describe(m_transforms);
}

bool ProfileView::setTransforms(const TransformList &transforms)
{
    if (!TransformStack::check(transforms).isEmpty())
        return false;
    if (transforms == m_transforms)
        return true;
    m_transforms = transforms;
    m_chips->setTransforms(transforms);
    if (m_original.isValid()) {
        if (transforms.isEmpty()) {
            m_transformTask.cancel(); // the tree as read is kept: nothing to build
            m_transformPending = false;
            showSnapshot(m_original);
            Q_EMIT transformApplied();
        } else {
            startTransform();
        }
    }
    Q_EMIT transformsChanged();
    return true;
}

bool ProfileView::addTransform(const Transform &transform)
{
    const QString error = TransformStack::check({transform});
    if (!error.isEmpty()) {
        QMessageBox box(QMessageBox::Warning, tr("Transform"), UntrustedText::paragraph(error),
                        QMessageBox::Ok, this);
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

void ProfileView::removeTransform(int index)
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

void ProfileView::clearTransforms()
{
    if (!m_transforms.isEmpty())
        m_undo->push(new TransformsCommand(this, m_transforms, {}, tr("(remove all)")));
}

void ProfileView::startTransform()
{
    m_transformPending = true;
    // A build still running for an older stack is told to stop (its loops check the flag)
    // and its result dropped; the GUI thread never waits for it.
    m_transformTask.start(
        [original = m_original, transforms = m_transforms](const std::atomic<bool> *cancel) {
            return ProfileSnapshot::transformed(original, transforms, cancel);
        },
        [this](const ProfileSnapshot &s) {
            m_transformPending = false;
            showSnapshot(s.isValid() ? s : m_original);
            Q_EMIT transformApplied();
        });
}

void ProfileView::askForTransform(Transform::Kind kind)
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
    const CallTree *tree = m_flame->tree();
    const quint32 selected = m_flame->selectedNode();
    if (kind == Transform::Kind::FocusFunction && tree && selected != FlameGraphView::NoNode &&
        selected != 0 && selected < tree->nodeCount())
        suggestion = tree->profile().functions()[tree->function(selected)].name;
    bool ok = false;
    const QString text =
        QInputDialog::getText(this, tr("Transform"), label, QLineEdit::Normal, suggestion, &ok);
    if (ok && !text.isEmpty())
        addTransform(Transform{kind, text});
}

void ProfileView::goBack()
{
    if (m_flame->canGoBack())
        m_flame->goBack();
    else if (m_undo->canUndo())
        m_undo->undo();
}

void ProfileView::goForward()
{
    if (m_flame->canGoForward())
        m_flame->goForward();
    else if (m_undo->canRedo())
        m_undo->redo();
}

} // namespace hearth
