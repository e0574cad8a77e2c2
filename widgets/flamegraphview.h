// SPDX-License-Identifier: MIT
#pragma once

#include "flamecolouring.h"
#include "flamepalette.h"
#include "flamerenderer.h"

#include "analysis/calltree.h"
#include "analysis/flamelayout.h"
#include "analysis/searchmatch.h"
#include "analysis/transform.h"

#include <QAbstractScrollArea>

#include <memory>
#include <vector>

class QAction;
class QIODevice;

namespace hearth {

class PackageColouring;

/// The flame graph: paints a FlameLayout of a call tree and handles zoom and navigation.
///
/// A click focuses the frame under it (its subtree fills the width); the wheel zooms around
/// the pointer and a drag pans; Esc/Backspace step out to the parent, Home resets, arrows
/// move the selection and Enter focuses it. Focus changes are kept in a back/forward history.
/// How frames are coloured is a FlameColouring: a hue per package for a profile, the change
/// for the difference of two (DifferenceColouring); everything else is the same for both.
class FlameGraphView : public QAbstractScrollArea
{
    Q_OBJECT
public:
    static constexpr quint32 NoNode = FlameScene::NoNode;

    explicit FlameGraphView(QWidget *parent = nullptr);

    /// Shows a tree coloured by `colouring` (null: a hue per package, PackageColouring).
    /// Focus, zoom, selection, search and history start afresh.
    void setTree(CallTree::Ptr tree, std::shared_ptr<const FlameColouring> colouring = nullptr);
    /// The same nodes with other widths or colours (the difference graph's widths from A or
    /// B): focus, zoom, selection, search and history stay. A tree with another node count
    /// is shown as setTree does.
    void replaceTree(CallTree::Ptr tree, std::shared_ptr<const FlameColouring> colouring = nullptr);
    const CallTree *tree() const { return m_tree.get(); }
    const FlameColouring *colouring() const { return m_colouring.get(); }

    quint32 focusNode() const { return m_focus; }
    quint32 selectedNode() const { return m_selected; }
    bool isIcicle() const { return m_icicle; }
    bool skipsTrunk() const { return m_skipTrunk; }
    double viewStart() const { return m_viewStart; }
    double viewEnd() const { return m_viewEnd; }
    bool canGoBack() const { return !m_back.empty(); }
    bool canGoForward() const { return !m_forward.empty(); }
    const SearchMatch &search() const { return m_search; }
    quint32 highlightedFunction() const { return m_highlightFunction; }
    int rowHeight() const { return m_rowHeight; }

    /// The layout as currently shown (computed for the viewport's width).
    const FlameLayout &layout();
    /// The node under a viewport position (NoNode for empty space and merged boxes).
    quint32 nodeAt(const QPoint &pos);
    /// Where a node is drawn, in viewport coordinates; empty when it is not drawn.
    QRect nodeRect(quint32 node);

    /// Whether a click (and Enter) focuses the frame; frameActivated is emitted either way.
    void setClickFocuses(bool focuses) { m_clickFocuses = focuses; }
    bool clickFocuses() const { return m_clickFocuses; }
    /// Whether the menu and S offer a frame's sandwich (not in the difference graph, whose
    /// merged functions have none).
    void setSandwichOffered(bool offered) { m_sandwichOffered = offered; }
    bool sandwichOffered() const { return m_sandwichOffered; }
    /// The tree's paths are callers (a sandwich's upper half): a node's total is the value
    /// that reached the root's function through it, a stack is read from the node to the root.
    void setCallerPaths(bool callers) { m_callerPaths = callers; }
    bool hasCallerPaths() const { return m_callerPaths; }
    /// Marks a name that is not a function (a store's "other": the frames it merged below
    /// max_nodes): hatched, labelled as merged frames, said so on hover, and never offered
    /// Focus or Sandwich. Empty: none.
    void setNotAFunction(const QString &name);
    const QString &notAFunction() const { return m_notAFunctionName; }
    /// Whether node is that frame.
    bool isNotAFunction(quint32 node) const;
    /// The label drawn on it: "other (frames merged by the server)".
    static QString notAFunctionLabel(const QString &name);
    /// Whether the frame menu offers the reading transforms (a profile view's graph does).
    void setOffersTransforms(bool offers) { m_offersTransforms = offers; }
    bool offersTransforms() const { return m_offersTransforms; }
    /// The frame menu's transforms of node's function (FlameGraphMenu::transformActions).
    QList<QAction *> transformActions(quint32 node, QObject *parent);
    /// The whole that "of the total" in tooltips refers to (0: the tree's own total).
    void setShareBase(qint64 total) { m_shareBase = total; }
    /// The tooltip shown when hovering node (rich text; the profile's text escaped).
    QString toolTipFor(quint32 node) const;

    /// The fill colour of a node's frame when nothing dims it.
    QColor frameColour(quint32 node) const;
    const FlamePalette &flamePalette() const { return m_palette; }

    /// The layout's input for a width: the focus, the first depth drawn and the zoom as shown.
    FlameLayoutOptions layoutOptions(double width) const;
    /// What FlameRenderer paints of a layout of this tree: colours, search, selection,
    /// orientation, row height.
    FlameScene scene(const FlameLayout *layout) const;
    /// The whole graph (every row, no scrolling) at a width, as FlameGraphExporter paints it.
    QImage renderImage(int width, int height = -1);
    bool renderSvg(QIODevice *device, int width, int height = -1);

public Q_SLOTS:
    void focusOn(quint32 node);
    void stepOut();
    void goBack();
    void goForward();
    void resetView();
    void setSelectedNode(quint32 node);
    void setIcicle(bool icicle);
    void setSkipTrunk(bool skip);
    void setSearch(const hearth::SearchMatch &search);
    void setHighlightedFunction(quint32 function);
    void setZoom(double viewStart, double viewEnd);

Q_SIGNALS:
    void focusChanged(quint32 node);
    void selectionChanged(quint32 node);
    void historyChanged();
    void sandwichRequested(quint32 function);
    /// A frame was clicked or Enter pressed on the selection (after any focus change).
    void frameActivated(quint32 node);
    void orientationChanged(bool icicle);
    /// A transform of the frame menu was chosen (setOffersTransforms).
    void transformRequested(const hearth::Transform &transform);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    void invalidateLayout();
    void ensureLayout();
    void updateScrollRange();
    int contentHeight() const;
    int scrollY() const;
    void setFocusInternal(quint32 node);
    qint64 rectIndexAt(const QPoint &pos);

    CallTree::Ptr m_tree;
    FlamePalette m_palette;
    std::shared_ptr<const PackageColouring> m_packages; // the modules for tooltips
    std::shared_ptr<const FlameColouring> m_colouring;  // m_packages unless set
    FlameLayout m_layout;
    bool m_layoutDirty = true;
    quint32 m_focus = 0;
    quint32 m_selected = NoNode;
    quint32 m_highlightFunction = NoNode;
    quint32 m_firstDepth = 1;
    bool m_skipTrunk = false;
    bool m_icicle = false;
    double m_viewStart = 0;
    double m_viewEnd = 1;
    SearchMatch m_search;
    std::vector<quint32> m_back;
    std::vector<quint32> m_forward;
    int m_rowHeight = 18;
    int m_fromBottom = 0; // flame orientation: scroll distance from the bottom
    QPoint m_pressPos;
    QPoint m_lastPos;
    bool m_pressed = false;
    bool m_dragging = false;
    bool m_clickFocuses = true;
    bool m_callerPaths = false;
    bool m_sandwichOffered = true;
    bool m_offersTransforms = false;
    qint64 m_shareBase = 0;
    QString m_notAFunctionName;
    quint32 m_notAFunction = NoNode; // its function index in the tree's profile
};

} // namespace hearth
