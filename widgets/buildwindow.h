// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/profilesnapshot.h"
#include "comparesource.h"
#include "shellwindow.h"

#include "analysis/latesttask.h"
#include "bundle/bundle.h"
#include "bundle/bundlereader.h"
#include "bundle/stagebreakdown.h"

class QAction;
class QCheckBox;
class QLabel;
class QSettings;
class QSplitter;
class QTabWidget;
class QTableView;
class QUrl;

namespace hearth {

class BuildCacheModel;
class BuildCpuChart;
class BuildCpuModel;
class BuildMemoryModel;
class BuildWaterfallView;
class ProfileView;
struct BundleResult;

/// A window showing a build bundle: the header (build, commit, CPU against wall and the
/// sentence they call for), the waterfall, Where the CPU went, Memory and Cache. Selecting a
/// span shows its own samples as a flame graph (a toggle adds its descendants'); selecting a
/// stage or its outside-any-span row shows those samples. Everything is read off the GUI
/// thread; each stage's profile is parsed when the window first needs it. Compare ▸ Compare
/// With… (and a span or stage row's context menu) compares the selection with another span
/// of this build or of another, a profile or store window, or a file.
class BuildWindow : public ShellWindow, public CompareSourceProvider
{
    Q_OBJECT
public:
    explicit BuildWindow(QSettings &settings, QWidget *parent = nullptr);
    ~BuildWindow() override;

    void openFile(const QString &path);
    /// Downloads an http(s) URL (progress, Cancel) into a temporary file, then opens it: a
    /// bundle here, any other profile in a profile window.
    void openUrl(const QUrl &url);
    /// Shows an already read bundle (tests).
    void setBundle(Bundle::Ptr bundle, const QString &fileName);
    Bundle::Ptr bundle() const { return m_bundle; }

    BuildWaterfallView *waterfall() const { return m_waterfall; }
    ProfileView *profileView() const { return m_profile; }
    QLabel *headerLabel() const { return m_header; }
    QLabel *selectionLabel() const { return m_selection; }
    QLabel *sentenceLabel() const { return m_sentence; }
    QCheckBox *descendantsToggle() const { return m_descendants; }
    QTabWidget *tabs() const { return m_tabs; }
    QTableView *cpuTable() const { return m_cpuTable; }
    QTableView *memoryTable() const { return m_memoryTable; }
    QTableView *cacheTable() const { return m_cacheTable; }
    BuildCpuModel *cpuModel() const { return m_cpuModel; }
    BuildCpuChart *cpuChart() const { return m_cpuChart; }
    BuildMemoryModel *memoryModel() const { return m_memoryModel; }
    BuildCacheModel *cacheModel() const { return m_cacheModel; }
    QLabel *cacheSentence() const { return m_cacheSentence; }
    /// True once every stage's profile has been split by span.
    bool breakdownsDone() const { return m_pendingBreakdowns == 0; }

    void selectSpan(int span);
    void selectStage(int stage, bool outside);

    /// What is selected, as one side of a comparison (invalid when nothing with a CPU profile
    /// is selected): the span as shown (own samples, or + child spans), the stage, or its
    /// outside-any-span samples.
    CompareSource selectedSource() const;
    /// The selection first, then every stage with a CPU profile (all samples, outside any
    /// span) and every span of those stages: its own samples, and (when it has child spans)
    /// with its child spans' too.
    QList<CompareSource> compareSources() const override;
    QAction *compareAction() const { return m_compare; }
    /// Compare ▸ Compare With…: the picker, then a compare window.
    void compareWith();

Q_SIGNALS:
    void bundleLoaded();
    void loadFailed(const QString &error);
    void breakdownsFinished();
    void selectionShown();

protected:
    void resizeEvent(QResizeEvent *event) override;
    /// View ▸ Language: every text again, the tables filled again in the new language.
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    /// The waterfall as tall as its rows, up to half the window, unless the user moved the
    /// divider (kept in the settings).
    void sizeWaterfall();
    void showError(const QString &error);
    void fillMemoryTab();
    void fillCacheTab();
    /// A cache entry's kind as the bundle names it ("layer", "key"), translated.
    void showSelection();
    void showProfileFor(int profile, int span, bool outside, const QString &title);
    void showWaterfallMenu(int item, const QPoint &globalPos);
    /// "build 4711 (build-4711.profbundle)": the heading of this window's sources in the picker.
    QString pickerGroup() const;

    QSettings &m_settings;
    Bundle::Ptr m_bundle;
    QString m_fileName;
    QList<StageBreakdown> m_breakdowns;
    int m_pendingBreakdowns = 0;
    int m_selectedSpan = -1;
    int m_selectedStage = -1;
    bool m_selectedOutside = false;
    LatestTask<BundleResult> m_reading;                             // the bundle file being read
    LatestTask<QPair<ProfileSnapshot, ParseError>> m_selectionTask; // the selection shown
    quint64 m_bundleGeneration = 0; // the bundle whose stages are being split

    QLabel *m_header = nullptr;
    QTabWidget *m_tabs = nullptr;
    BuildWaterfallView *m_waterfall = nullptr;
    QSplitter *m_waterfallSplit = nullptr;
    bool m_sizingWaterfall = false;
    QLabel *m_selection = nullptr;
    QCheckBox *m_descendants = nullptr;
    QLabel *m_sentence = nullptr;
    ProfileView *m_profile = nullptr;
    QTableView *m_cpuTable = nullptr;
    BuildCpuModel *m_cpuModel = nullptr;
    BuildCpuChart *m_cpuChart = nullptr;
    BuildMemoryModel *m_memoryModel = nullptr;
    BuildCacheModel *m_cacheModel = nullptr;
    QTableView *m_memoryTable = nullptr;
    QWidget *m_memoryButtons = nullptr;
    QTableView *m_cacheTable = nullptr;
    QLabel *m_cacheSentence = nullptr;
    QAction *m_compare = nullptr;
    QString m_downloadedFrom; // the https address of the file being read, for Open Recent
};

} // namespace hearth
