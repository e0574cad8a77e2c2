// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/latesttask.h"
#include "analysis/profilesnapshot.h"
#include "analysis/transform.h"

#include <QObject>

class QAction;
class QMenu;
class QSettings;
class QToolButton;
class QUndoStack;
class QWidget;

namespace hearth {

class FlameGraphView;
class TransformChipBar;

/// The reading transforms of one profile view (issue 17): the stack and its undo history,
/// the chips that show it, Transform ▸ (with Hide Library Frames, the presets of
/// LibraryFramePresets), the dialogs that ask for an expression or a name, and the
/// transformed tree built off the GUI thread from the snapshot as read.
///
/// The view hands it the snapshot as read (setSource()) and shows what built() gives it: the
/// source through the stack, or the source itself when the last transform is removed. A
/// build that a newer stack or source superseded is told to stop and dropped (LatestTask).
class TransformController : public QObject
{
    Q_OBJECT
public:
    /// view: where the chips, the menu and the dialogs live and the undo keys work (its
    /// children); graph (may be null): its frame menu's transforms are added here and its
    /// selected frame is what Focus on Function suggests. settings (may be null) keeps the
    /// library-frame presets.
    TransformController(QWidget *view, FlameGraphView *graph, QSettings *settings);
    ~TransformController() override;

    const TransformList &transforms() const { return m_transforms; }
    /// Replaces the stack without an undo step (a link, the history, undo itself); an
    /// invalid stack is refused (false). With a source, built() follows.
    bool setTransforms(const TransformList &transforms);
    /// Adds one (an undo step); false with a message box when its expression is invalid.
    bool addTransform(const Transform &transform);
    /// Removes the transform at index (an undo step): a chip's ✕.
    void removeTransform(int index);
    void clearTransforms();

    /// The snapshot as read. Returns true when a transformed tree is being built from it
    /// (built() follows); false when there is nothing to build (no transforms, or an
    /// invalid snapshot): the source is what to show.
    bool setSource(const ProfileSnapshot &source);
    const ProfileSnapshot &source() const { return m_source; }
    /// The function table of the source's tree, computed after it was handed over: kept, so
    /// removing the last transform shows it without computing it again.
    void keepSourceTable(const ProfileSnapshot &withTable);
    /// True while a transformed tree is being built.
    bool isBuilding() const { return m_pending; }

    /// "hide: /x/ · collapse recursion: Eval", empty without transforms (exports' headers).
    QString description() const;

    QUndoStack *undoStack() const { return m_undo; }
    /// Transform ▸ (the window puts it in its menu bar; the chips' button opens it too).
    QMenu *menu() const { return m_menu; }
    /// One chip per transform, hidden while there is none.
    TransformChipBar *chips() const { return m_chips; }
    /// The Transform button beside the chips, shown while there is a chip.
    QToolButton *menuButton() const { return m_button; }
    QAction *undoAction() const { return m_undoAction; }
    QAction *redoAction() const { return m_redoAction; }

Q_SIGNALS:
    void transformsChanged();
    /// What to show: the source through the stack (or the source itself when the stack
    /// became empty), after each change that was not superseded.
    void built(const hearth::ProfileSnapshot &snapshot);

private:
    void buildMenu();
    void updateLibraryMenu();
    /// Asks for a regular expression or a name and adds the transform of kind.
    void askForTransform(Transform::Kind kind);
    void startBuild();

    QWidget *m_view;
    FlameGraphView *m_graph;
    QSettings *m_settings;
    TransformList m_transforms;
    ProfileSnapshot m_source;
    LatestTask<ProfileSnapshot> m_task;
    bool m_pending = false;
    QUndoStack *m_undo = nullptr;
    QMenu *m_menu = nullptr;
    QMenu *m_libraryMenu = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    TransformChipBar *m_chips = nullptr;
    QToolButton *m_button = nullptr;
};

} // namespace hearth
