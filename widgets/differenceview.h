// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/profilesnapshot.h"

#include "analysis/comparability.h"
#include "analysis/difftree.h"
#include "analysis/latestsearch.h"
#include "analysis/profilediff.h"
#include "analysis/transform.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace hearth {

class DifferenceColouring;
class DiffTableModel;
class FlameGraphView;

/// The difference of two profiles: a header saying what is compared and how (normalised by
/// total, widths from which side, the sampling periods), the difference flame graph with its
/// legend in words, and the difference table (sorted by |Δ share|, filterable). Two profiles
/// that cannot be compared show the sentence that says why instead.
///
/// The difference graph is a FlameGraphView of the merged tree (DiffTree::asCallTree) with a
/// DifferenceColouring, so it zooms, searches (the filter field marks the matching frames),
/// keeps a history and takes the keys as the single graph does.
class DifferenceView : public QWidget
{
    Q_OBJECT
public:
    explicit DifferenceView(QWidget *parent = nullptr);

    /// Shows the difference of a and b (their chosen sample types).
    /// Where A and B came from (a build, a store), for the change-against-workload sentence;
    /// unknown unless set, and cleared by setProfiles' callers that do not know.
    void setProfiles(const ProfileSnapshot &a, const ProfileSnapshot &b,
                     ProfileOrigin originA = ProfileOrigin::Unknown,
                     ProfileOrigin originB = ProfileOrigin::Unknown);
    bool isComparable() const { return m_comparable; }
    /// The transforms both profiles went through (issue 17), stated in the header; set before
    /// setProfiles with the transformed snapshots.
    void setTransforms(const TransformList &transforms);
    const TransformList &transforms() const { return m_transforms; }
    /// A name that is not a function (a store's "other"), marked in the difference graph.
    void setNotAFunction(const QString &name);
    /// True while the difference of two large trees is computed off the GUI thread.
    bool isComputing() const { return m_computing; }
    /// Trees with more nodes than this (both together) are compared off the GUI thread.
    static constexpr quint32 AsyncNodes = 200000;

    FlameGraphView *flameGraph() const { return m_flame; }
    /// The merged tree shown, and how it is coloured; null before a comparable pair.
    const DiffTree *diffTree() const;
    const DifferenceColouring *colouring() const { return m_colouring.get(); }
    bool widthsFromB() const;
    /// Flame or icicle, following the user's choice for every graph.
    void setIcicle(bool icicle);
    QTableView *table() const { return m_table; }
    DiffTableModel *tableModel() const { return m_model; }
    QLabel *headerLabel() const { return m_header; }
    QLabel *legendLabel() const { return m_legend; }
    QComboBox *widthsBox() const { return m_widths; }
    QCheckBox *normalizeBox() const { return m_normalize; }
    QLineEdit *searchField() const { return m_search; }

Q_SIGNALS:
    /// The table and the graph show the difference of the current pair.
    void computed();

protected:
    /// View ▸ Language: the header, its note and the legend in the new language.
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void apply(ProfileDiff diff, DiffTree::Ptr tree, bool normalize);
    void updateHeader();
    void showTree(bool keepView);
    void updateSearch();

    ProfileSnapshot m_a;
    ProfileSnapshot m_b;
    TransformList m_transforms;
    bool m_comparable = false;
    bool m_computing = false;
    quint64 m_generation = 0;
    QString m_note;
    ProfileOrigin m_originA = ProfileOrigin::Unknown;
    ProfileOrigin m_originB = ProfileOrigin::Unknown;
    QLabel *m_header;
    QLabel *m_legend;
    QComboBox *m_widths;
    QCheckBox *m_normalize;
    QLineEdit *m_search;
    FlameGraphView *m_flame;
    std::shared_ptr<const DifferenceColouring> m_colouring;
    QTableView *m_table;
    DiffTableModel *m_model;
    QSortFilterProxyModel *m_proxy;
    CallTree::Ptr m_shownTree; // the graph's, searched off the GUI thread when big
    LatestSearch m_searcher;
};

} // namespace hearth
