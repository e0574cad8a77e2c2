// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/profilesnapshot.h"
#include "comparesource.h"
#include "shellwindow.h"

#include "analysis/latesttask.h"
#include "bundle/bundlereader.h"

#include <atomic>
#include <memory>

class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSettings;
class QTabWidget;

namespace hearth {

class BuildCompareView;
class DifferenceView;
class ProfileLoader;
class ProfileView;
struct ParseError;

/// Two profiles compared: side by side (each with its own units-aware header; focus, search
/// and selection linked by call path and function name, with a toggle to unlink) and as a
/// difference (flame graph and table). The reading transforms are one stack for both sides:
/// a transform added, removed or undone on either side is applied to the other, and the
/// difference is that of the two transformed trees. Loads both files off the GUI thread with
/// progress and Cancel; an unreadable file is reported with what and where.
class CompareWindow : public ShellWindow
{
    Q_OBJECT
public:
    explicit CompareWindow(QSettings &settings, QWidget *parent = nullptr);
    ~CompareWindow() override;

    /// Two profiles, or two build bundles (then a Builds tab comes first: the stage table,
    /// and a stage opens its difference).
    void openFiles(const QString &a, const QString &b);
    /// Asks for two files (A, then B) and opens them.
    void chooseFiles();
    /// Window ▸ Compare Two Files… here: asks for two files for this window.
    void compareTwoFiles() override { chooseFiles(); }
    void setSnapshots(const ProfileSnapshot &a, const ProfileSnapshot &b,
                      ProfileOrigin originA = ProfileOrigin::Unknown,
                      ProfileOrigin originB = ProfileOrigin::Unknown);
    /// Any two sources (files, spans or stages of bundles, store windows): both are read off
    /// the GUI thread, each side's header names its source. Two profiles that measure
    /// different things are shown side by side with the sentence that says why, not a diff.
    /// a's transforms (when it has any) become the window's: both sides are read through them.
    void compareSources(const CompareSource &a, const CompareSource &b);

    ProfileView *viewA() const { return m_a; }
    ProfileView *viewB() const { return m_b; }
    DifferenceView *difference() const { return m_diff; }
    QCheckBox *linkBox() const { return m_link; }
    QTabWidget *tabs() const { return m_tabs; }
    BuildCompareView *builds() const { return m_builds; }
    /// Shows the difference of one stage's CPU profiles of the two builds.
    void compareStage(const QString &stage);
    /// Shows the difference of a span of build A and a span of build B (with child spans).
    void compareSpans(int spanA, int spanB);
    /// The labels naming each side above the side-by-side panes, and the sentence shown
    /// there when the two cannot be compared.
    QLabel *titleA() const { return m_titleA; }
    QLabel *titleB() const { return m_titleB; }
    QLabel *guardLabel() const { return m_guard; }
    QLabel *statusLabel() const { return m_status; }
    QPushButton *cancelButton() const { return m_cancel; }
    QString lastError() const { return m_error; }
    void setShowErrorDialogs(bool show) { m_errorDialogs = show; }

    /// The file dialog's filter for a profile to compare, and the setting that remembers where
    /// the last one was chosen.
    static QString profileFileFilter();
    static QString lastDirKey() { return QStringLiteral("compare/lastDir"); }

    /// The node of `to` with the same call path (function names from the root) as `node` of
    /// `from`, or the deepest node along that path that exists.
    static quint32 samePath(const CallTree &from, quint32 node, const CallTree &to);

Q_SIGNALS:
    void loadFinished(bool ok);

protected:
    /// View ▸ Language: the window's texts in the new language.
    void changeEvent(QEvent *event) override;

private:
    void link(ProfileView *from, ProfileView *to);
    /// The difference of what the two sides show, once both went through the same transforms.
    void updateDifference();
    void onLoaded();
    void onFailed(const ParseError &error);
    void openBundles(const QString &a, const QString &b);
    void finishLoading(bool ok, const QString &error);
    void failWith(const QString &error);

    QSettings &m_settings;
    ProfileLoader *m_loaderA;
    ProfileLoader *m_loaderB;
    ProfileSnapshot m_snapA;
    ProfileSnapshot m_snapB;
    QTabWidget *m_tabs;
    ProfileView *m_a;
    ProfileView *m_b;
    DifferenceView *m_diff;
    BuildCompareView *m_builds = nullptr;
    QCheckBox *m_link;
    QLabel *m_titleA;
    QLabel *m_titleB;
    QLabel *m_guard;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QString m_error;
    bool m_errorDialogs = true;
    bool m_syncing = false;
    bool m_syncingTransforms = false;
    bool m_comparable = false; // the pair shown can be compared (else the guard says why)
    ProfileOrigin m_originA = ProfileOrigin::Unknown;
    ProfileOrigin m_originB = ProfileOrigin::Unknown;
    int m_pending = 0;
    bool m_readingSources = false;
    struct SourcePair
    {
        ProfileSnapshot a;
        ProfileSnapshot b;
        QString error;
    };
    // Cancelled to make the sources still being read give up (a store stops waiting for its
    // server) and drop their result: on Cancel, on a newer comparison, when the window closes.
    LatestTask<SourcePair> m_sources;
    struct BundlePair
    {
        BundleResult a;
        BundleResult b;
    };
    LatestTask<BundlePair> m_bundles;
};

} // namespace hearth
