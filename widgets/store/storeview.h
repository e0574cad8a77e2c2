// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/profilesnapshot.h"

#include "analysis/componentruntime.h"

#include "store/storeclient.h"
#include "store/storelink.h"

#include <QMap>
#include <QPair>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QSettings;
class QSortFilterProxyModel;
class QStringListModel;

namespace hearth {

class OperationLabelModel;
class ProfileView;
class StoreRequests;
class StoreSeriesChart;

/// The store screen: the components of a Pyroscope server with a filter, the profile types
/// of the chosen one, an operation (a label and one of its values; labels with unbounded
/// cardinality are flagged and not offered), a window (presets, or dragged across the series
/// chart), and the merged profile's flame graph and table. Everything loads asynchronously
/// through StoreRequests (which request is current, reading, cancel, the status line): a
/// newer choice supersedes an older request and a slow or broken server only shows an error
/// in the status line.
class StoreView : public QWidget
{
    Q_OBJECT
public:
    explicit StoreView(QSettings *settings = nullptr, QWidget *parent = nullptr);
    ~StoreView() override;

    /// Connects and lists the components.
    void setConnection(const StoreConnection &connection);
    const StoreConnection &connection() const;
    /// Selects the link's component, type, operation and window once the server has listed
    /// them. The link's base must be this connection's (the caller connects first).
    void openLink(const StoreLink &link);
    /// The current view as a console link.
    StoreLink link() const;
    void copyLink();

    void setMaxNodes(qint64 maxNodes);
    qint64 maxNodes() const { return m_maxNodes; }
    /// The last `minutes` up to now.
    void setPreset(int minutes);
    void setWindow(qint64 fromMs, qint64 untilMs);
    /// A chosen window as from–until with times, in the locale: "01.12.26 13:05 – 13:40".
    static QString windowText(qint64 fromMs, qint64 untilMs);
    qint64 fromMs() const { return m_fromMs; }
    qint64 untilMs() const { return m_untilMs; }

    QString currentComponent() const { return m_component; }
    QString currentType() const;
    QString operationLabel() const;
    QString operationValue() const;
    /// Labels flagged as unbounded cardinality (not offered as an operation).
    QStringList unboundedLabels() const { return m_unbounded; }

    // Parts, for the window and for tests.
    StoreClient *client() const;
    StoreRequests *requests() const { return m_requests; }
    QLineEdit *filterField() const { return m_filter; }
    QListView *componentList() const { return m_components; }
    QComboBox *typeBox() const { return m_typeBox; }
    QComboBox *operationBox() const { return m_operationBox; }
    QComboBox *valueBox() const { return m_valueBox; }
    QComboBox *windowBox() const { return m_windowBox; }
    StoreSeriesChart *chart() const { return m_chart; }
    ProfileView *profileView() const { return m_profile; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *otherLabel() const { return m_other; }
    QPushButton *cancelButton() const { return m_cancel; }
    /// Why the chosen component has no memory profile types, by its runtime (hidden when it
    /// has one, or its runtime is unknown).
    QLabel *runtimeHintLabel() const { return m_runtimeHint; }
    /// The chosen component's runtime: from its profiler's label, its types or its frames.
    ComponentRuntime currentRuntime() const { return m_runtime; }
    bool isBusy() const;

public Q_SLOTS:
    void cancel();
    void reload();

Q_SIGNALS:
    void componentsListed();
    void profileShown();
    void failed(const hearth::StoreError &error);
    void linkChanged();
    /// Requests or reading began (true) or all ended (false).
    void busyChanged(bool busy);

protected:
    /// View ▸ Language: the texts made from data are made again.
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void onAnswer(const QString &channel, const StoreResult &result);
    void onComponents(const StoreResult &result);
    void onLabels(const StoreResult &result);
    void onValues(const QString &label, const StoreResult &result);
    void onSeries(const StoreResult &result);
    void onProfile(const StoreResult &result);
    void onProfileRead(const ProfileSnapshot &snapshot, qint64 other,
                       const ComponentRuntime &runtime);
    void chooseComponent(const QString &component);
    void fillOperations();
    void fillValues();
    void refresh();
    void updateRuntimeHint();
    void updateOther();
    QString selector() const;
    void applyPendingLink();

    QSettings *m_settings;
    StoreRequests *m_requests;
    QMap<QString, QStringList> m_types; // component -> profile type IDs
    QMap<QString, QString> m_spies;     // component -> its pyroscope_spy label
    ComponentRuntime m_runtime;         // of m_component
    qint64 m_otherValue = 0;            // the merged profile's "other", and its total
    qint64 m_otherTotal = 0;
    QMap<QString, QStringList> m_values; // label -> values (of the current component)
    QStringList m_labels;
    QStringList m_unbounded;
    QString m_component;
    QString m_wantedOperation; // the label the user (or a link) chose; empty: whole component
    qint64 m_fromMs = 0;
    qint64 m_untilMs = 0;
    qint64 m_maxNodes = StoreQuery::DefaultMaxNodes;
    std::optional<StoreLink> m_pendingLink;
    bool m_filling = false;
    // The operation a link named (label, value), kept in the value box while it is chosen
    // even when the label's values do not list it.
    QPair<QString, QString> m_linkOperation;

    QLineEdit *m_filter = nullptr;
    QListView *m_components = nullptr;
    QStringListModel *m_componentModel = nullptr;
    QSortFilterProxyModel *m_componentProxy = nullptr;
    QComboBox *m_typeBox = nullptr;
    QComboBox *m_operationBox = nullptr;
    OperationLabelModel *m_operationModel = nullptr;
    QComboBox *m_valueBox = nullptr;
    QComboBox *m_windowBox = nullptr;
    QPushButton *m_copyLink = nullptr;
    QPushButton *m_cancel = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_other = nullptr;
    QLabel *m_runtimeHint = nullptr;
    StoreSeriesChart *m_chart = nullptr;
    ProfileView *m_profile = nullptr;
};

} // namespace hearth
