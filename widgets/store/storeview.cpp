// SPDX-License-Identifier: MIT
#include "storeview.h"
#include "profileview.h"
#include "storerequests.h"
#include "storeserieschart.h"

#include "analysis/quantity.h"
#include "itemmodels/functiontablemodel.h"
#include "store/labelcardinality.h"
#include "store/labelselector.h"
#include "store/mergedprofile.h"
#include "store/storetime.h"

#include "itemmodels/operationlabelmodel.h"
#include "itemmodels/untrustedtext.h"
#include "itemmodels/untrustedtextproxymodel.h"
#include <QClipboard>
#include <QComboBox>
#include <QDateTime>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStringListModel>
#include <QVBoxLayout>

#include <set>

namespace hearth {

namespace {

const QString ComponentsChannel = QStringLiteral("components");
const QString LabelsChannel = QStringLiteral("labels");
const QString ValuesPrefix = QStringLiteral("values:");
const QString SeriesChannel = QStringLiteral("series");
const QString ProfileChannel = QStringLiteral("profile");
const QString ServiceName = QStringLiteral("service_name");
const QString ProfileTypeLabel = QStringLiteral("__profile_type__");
const QString SpyLabel = QStringLiteral("pyroscope_spy");
constexpr int MaxOperationLabels = 20;
constexpr qint64 MinuteMs = 60 * 1000;

/// CPU first: the usual question is where the CPU went.
bool typeBefore(const QString &a, const QString &b)
{
    const bool ca = a.startsWith(QLatin1String("process_cpu:cpu:"));
    const bool cb = b.startsWith(QLatin1String("process_cpu:cpu:"));
    if (ca != cb)
        return ca;
    return a < b;
}

} // namespace

StoreView::StoreView(QSettings *settings, QWidget *parent)
    : QWidget(parent)
    , m_settings(settings)
    , m_requests(new StoreRequests(this))
{
    buildUi();
    connect(m_requests, &StoreRequests::answered, this, &StoreView::onAnswer);
    connect(m_requests, &StoreRequests::failed, this,
            [this](const QString &, const StoreError &error) { Q_EMIT failed(error); });
    connect(m_requests, &StoreRequests::profileRead, this, &StoreView::onProfileRead);
    connect(m_requests, &StoreRequests::statusChanged, this,
            [this](const QString &text) { m_status->setText(UntrustedText::paragraph(text)); });
    connect(m_requests, &StoreRequests::busyChanged, this, [this](bool busy) {
        m_cancel->setEnabled(busy);
        Q_EMIT busyChanged(busy);
    });
    setPreset(60);
}

StoreView::~StoreView() = default;

const StoreConnection &StoreView::connection() const
{
    return m_requests->client()->connection();
}

StoreClient *StoreView::client() const
{
    return m_requests->client();
}

void StoreView::buildUi()
{
    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(tr("Filter components"));
    m_filter->setClearButtonEnabled(true);
    m_componentModel = new QStringListModel(this);
    m_componentProxy = new UntrustedTextProxyModel(this); // component names: server text
    m_componentProxy->setSourceModel(m_componentModel);
    m_componentProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_components = new QListView(this);
    m_components->setModel(m_componentProxy);
    m_components->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_filter, &QLineEdit::textChanged, m_componentProxy,
            &QSortFilterProxyModel::setFilterFixedString);
    connect(m_components->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &index) {
                if (!m_filling && index.isValid())
                    chooseComponent(index.data(Qt::EditRole).toString());
            });

    m_typeBox = new QComboBox(this);
    m_typeBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_operationBox = new QComboBox(this);
    m_operationModel = new OperationLabelModel(this);
    m_operationBox->setModel(m_operationModel);
    // As wide as its longest operation ("span_name = GET /users/:id"), within reason.
    m_operationBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_operationBox->setMaximumWidth(fontMetrics().averageCharWidth() * 48);
    m_valueBox = new QComboBox(this);
    m_valueBox->setMinimumContentsLength(16);
    m_windowBox = new QComboBox(this);
    m_windowBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    const QList<QPair<QString, int>> presets = {{tr("last 15 min"), 15},
                                                {tr("last 1 h"), 60},
                                                {tr("last 6 h"), 360},
                                                {tr("last 24 h"), 1440},
                                                {tr("last 7 d"), 7 * 1440}};
    for (const auto &p : presets)
        m_windowBox->addItem(p.first, p.second);
    m_copyLink = new QPushButton(tr("Copy link"), this);
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setEnabled(false);

    connect(m_typeBox, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            refresh();
    });
    connect(m_operationBox, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling) {
            m_wantedOperation = operationLabel();
            fillValues();
            refresh();
        }
    });
    connect(m_valueBox, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            refresh();
    });
    connect(m_windowBox, &QComboBox::activated, this, [this](int index) {
        const int minutes = m_windowBox->itemData(index).toInt();
        if (minutes > 0)
            setPreset(minutes);
    });
    connect(m_copyLink, &QPushButton::clicked, this, &StoreView::copyLink);
    connect(m_cancel, &QPushButton::clicked, this, &StoreView::cancel);

    m_status = new QLabel(this);
    m_status->setTextFormat(Qt::PlainText); // server text is never rich text
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_other = new QLabel(this);
    m_other->setTextFormat(Qt::PlainText);
    m_other->hide();
    m_runtimeHint = new QLabel(this);
    m_runtimeHint->setTextFormat(Qt::PlainText);
    m_runtimeHint->setWordWrap(true);
    m_runtimeHint->hide();
    m_chart = new StoreSeriesChart(this);
    connect(m_chart, &StoreSeriesChart::rangeSelected, this, &StoreView::setWindow);
    m_profile = new ProfileView(m_settings, this);
    connect(m_profile, &ProfileView::transformsChanged, this, &StoreView::linkChanged);

    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Type"), this));
    bar->addWidget(m_typeBox);
    bar->addWidget(new QLabel(tr("Operation"), this));
    bar->addWidget(m_operationBox);
    bar->addWidget(m_valueBox, 1);
    bar->addWidget(m_windowBox);
    bar->addWidget(m_copyLink);
    bar->addWidget(m_cancel);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(bar);
    rightLayout->addWidget(m_status);
    rightLayout->addWidget(m_runtimeHint);
    rightLayout->addWidget(m_chart);
    rightLayout->addWidget(m_other);
    rightLayout->addWidget(m_profile, 1);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_filter);
    leftLayout->addWidget(m_components);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
}

void StoreView::setConnection(const StoreConnection &connection)
{
    m_requests->setConnection(connection);
    m_types.clear();
    m_spies.clear();
    m_component.clear();
    m_runtime = {};
    updateRuntimeHint();
    m_filling = true;
    m_componentModel->setStringList({});
    m_typeBox->clear();
    m_operationModel->clear();
    m_valueBox->clear();
    m_filling = false;
    m_chart->clear();
    reload();
}

void StoreView::reload()
{
    const qint64 now = StoreTime::nowMs();
    // Components seen in the last week, or in the current window if that is older.
    m_requests->send(ComponentsChannel,
                     StoreQuery::series({}, {ServiceName, ProfileTypeLabel, SpyLabel},
                                        qMin(m_fromMs, now - 7 * 1440 * MinuteMs),
                                        qMax(m_untilMs, now)));
}

void StoreView::cancel()
{
    m_requests->cancel();
}

bool StoreView::isBusy() const
{
    return m_requests->isBusy();
}

void StoreView::onAnswer(const QString &channel, const StoreResult &result)
{
    if (channel == ComponentsChannel) {
        onComponents(result);
    } else if (channel == LabelsChannel) {
        onLabels(result);
    } else if (channel.startsWith(ValuesPrefix)) {
        onValues(channel.mid(ValuesPrefix.size()), result);
    } else if (channel == SeriesChannel) {
        onSeries(result);
    } else if (channel == ProfileChannel) {
        onProfile(result);
    }
}

void StoreView::onComponents(const StoreResult &result)
{
    std::map<QString, std::set<QString, decltype(&typeBefore)>> byName;
    for (const StoreLabels &l : result.labelSets) {
        const QString name = StoreResult::labelValue(l, ServiceName);
        if (name.isEmpty())
            continue;
        auto it = byName.try_emplace(name, &typeBefore).first;
        if (const QString spy = StoreResult::labelValue(l, SpyLabel); !spy.isEmpty())
            m_spies.insert(name, spy);
        const QString type = StoreResult::labelValue(l, ProfileTypeLabel);
        if (!type.isEmpty())
            it->second.insert(type);
    }
    m_types.clear();
    QStringList names;
    for (const auto &[name, types] : byName) {
        names.append(name);
        m_types.insert(name, QStringList(types.begin(), types.end()));
    }
    m_filling = true;
    m_componentModel->setStringList(names);
    m_filling = false;
    Q_EMIT componentsListed();
    if (m_pendingLink && !m_types.contains(m_pendingLink->component)) {
        m_requests->setStatus(
            tr("The link's component %1 has no data in this store.").arg(m_pendingLink->component));
        m_pendingLink.reset();
        m_filling = true; // the view keeps what it shows
        const qsizetype row = names.indexOf(m_component);
        if (row >= 0)
            m_components->setCurrentIndex(
                m_componentProxy->mapFromSource(m_componentModel->index(int(row), 0)));
        m_filling = false;
        return;
    }
    if (m_pendingLink)
        chooseComponent(m_pendingLink->component);
    else if (!m_component.isEmpty() && m_types.contains(m_component))
        chooseComponent(m_component);
}

void StoreView::chooseComponent(const QString &component)
{
    if (component != m_component) {
        m_runtime = ComponentRuntime::fromSpy(m_spies.value(component));
        if (m_runtime.kind == ComponentRuntime::Kind::Unknown)
            m_runtime = ComponentRuntime::fromTypes(m_types.value(component));
    }
    m_component = component;
    updateRuntimeHint();
    m_filling = true;
    const QModelIndex source =
        m_componentModel->index(int(m_componentModel->stringList().indexOf(component)), 0);
    m_components->setCurrentIndex(m_componentProxy->mapFromSource(source));
    const QString previousType = m_typeBox->currentData().toString();
    m_typeBox->clear();
    for (const QString &id : m_types.value(component)) {
        ProfileTypeId t;
        const bool parsed = ProfileTypeId::parse(id, &t);
        m_typeBox->addItem(parsed ? tr("%1 · %2 (%3)")
                                        .arg(UntrustedText::display(t.name),
                                             UntrustedText::display(t.sampleType),
                                             UntrustedText::display(t.sampleUnit))
                                  : UntrustedText::display(id),
                           id);
    }
    QString wanted = m_pendingLink ? m_pendingLink->profileType : previousType;
    const int typeIndex = m_typeBox->findData(wanted);
    m_typeBox->setCurrentIndex(typeIndex >= 0 ? typeIndex : 0);
    m_operationModel->clear();
    m_valueBox->clear();
    m_filling = false;
    m_labels.clear();
    m_values.clear();
    m_unbounded.clear();
    // span_name by default where the component has it; a link names its own.
    m_wantedOperation =
        m_pendingLink ? m_pendingLink->operationLabel : LabelCardinality::defaultOperation();
    fillOperations();
    m_requests->send(LabelsChannel,
                     StoreQuery::labelNamesOf(LabelSelector::component(component).toString(),
                                              m_fromMs, m_untilMs));
    refresh();
}

void StoreView::onLabels(const StoreResult &result)
{
    m_labels.clear();
    for (const QString &name : result.names) {
        if (LabelCardinality::isOperationCandidate(name) && LabelSelector::isValidLabelName(name))
            m_labels.append(name);
    }
    m_labels = m_labels.mid(0, MaxOperationLabels);
    // A link may name a label this window does not list: offer it anyway.
    if (m_pendingLink && !m_pendingLink->operationLabel.isEmpty() &&
        !m_labels.contains(m_pendingLink->operationLabel))
        m_labels.append(m_pendingLink->operationLabel);
    const QString selector = LabelSelector::component(m_component).toString();
    for (const QString &label : std::as_const(m_labels))
        m_requests->send(ValuesPrefix + label,
                         StoreQuery::labelValuesOf(label, selector, m_fromMs, m_untilMs));
    fillOperations();
}

void StoreView::onValues(const QString &label, const StoreResult &result)
{
    m_values.insert(label, result.names);
    if (LabelCardinality::isUnbounded(result.names.size()) && !m_unbounded.contains(label))
        m_unbounded.append(label);
    fillOperations();
}

void StoreView::fillOperations()
{
    const QString current = m_wantedOperation;
    m_filling = true;
    m_operationModel->setLabels(m_labels, m_values, m_unbounded);
    m_operationBox->setCurrentIndex(m_operationModel->rowToSelect(current));
    m_filling = false;
    fillValues();
}

void StoreView::fillValues()
{
    const QString label = operationLabel();
    const QString current = m_pendingLink && m_pendingLink->operationLabel == label
                                ? m_pendingLink->operationValue
                                : operationValue();
    m_filling = true;
    m_valueBox->clear();
    m_valueBox->addItem(tr("all values"));
    if (!label.isEmpty()) {
        for (const QString &v : m_values.value(label))
            m_valueBox->addItem(UntrustedText::display(v), v);
    }
    int index = current.isEmpty() ? 0 : m_valueBox->findData(current);
    // The link's value: kept once the label's values are in, and again when they are listed
    // anew after the link was followed (another label's values arrived later).
    const bool linkValue =
        m_pendingLink ? m_values.contains(label)
                      : (label == m_linkOperation.first && current == m_linkOperation.second);
    if (index < 0 && !current.isEmpty() && linkValue) {
        // The link's value is not among this window's values: keep it all the same.
        m_valueBox->addItem(UntrustedText::display(current), current);
        index = m_valueBox->count() - 1;
    }
    m_valueBox->setCurrentIndex(qMax(0, index));
    m_valueBox->setEnabled(!label.isEmpty());
    m_filling = false;
    if (m_pendingLink && label == m_pendingLink->operationLabel &&
        (index > 0 || m_pendingLink->operationValue.isEmpty())) {
        m_linkOperation = {label, current};
        m_pendingLink.reset(); // everything the link named is selected now
        refresh();
    }
}

QString StoreView::currentType() const
{
    return m_typeBox->currentData().toString();
}

QString StoreView::operationLabel() const
{
    return m_operationBox->currentData(OperationLabelModel::LabelRole).toString();
}

QString StoreView::operationValue() const
{
    return operationLabel().isEmpty() ? QString() : m_valueBox->currentData().toString();
}

QString StoreView::selector() const
{
    LabelSelector s = LabelSelector::component(m_component);
    if (!operationLabel().isEmpty() && !operationValue().isEmpty())
        s.add(operationLabel(), operationValue());
    return s.toString();
}

void StoreView::setPreset(int minutes)
{
    const qint64 now = StoreTime::nowMs();
    m_windowBox->setCurrentIndex(qMax(0, m_windowBox->findData(minutes)));
    setWindow(now - minutes * MinuteMs, now);
}

QString StoreView::windowText(qint64 fromMs, qint64 untilMs)
{
    const QLocale locale;
    const QDateTime from = QDateTime::fromMSecsSinceEpoch(fromMs);
    const QDateTime until = QDateTime::fromMSecsSinceEpoch(untilMs);
    const QString time = locale.timeFormat(QLocale::ShortFormat);
    // The day once when both ends are on it: "1 Dec 13:05 – 13:40".
    const QString day = locale.toString(from.date(), QLocale::ShortFormat);
    if (from.date() == until.date())
        return tr("%1 %2 – %3")
            .arg(day, locale.toString(from.time(), time), locale.toString(until.time(), time));
    return tr("%1 – %2").arg(locale.toString(from, QLocale::ShortFormat),
                             locale.toString(until, QLocale::ShortFormat));
}

void StoreView::setWindow(qint64 fromMs, qint64 untilMs)
{
    if (untilMs <= fromMs)
        return;
    m_fromMs = fromMs;
    m_untilMs = untilMs;
    const int minutes = int((untilMs - fromMs) / MinuteMs);
    const int preset = m_windowBox->findData(minutes);
    const bool live = qAbs(StoreTime::nowMs() - untilMs) < MinuteMs;
    int custom = m_windowBox->findData(-1);
    if (preset >= 0 && live) {
        if (custom >= 0)
            m_windowBox->removeItem(custom);
        m_windowBox->setCurrentIndex(preset);
    } else {
        const QString text = windowText(fromMs, untilMs);
        if (custom < 0) {
            m_windowBox->addItem(text, -1);
            custom = m_windowBox->count() - 1;
        }
        m_windowBox->setItemText(custom, text);
        m_windowBox->setCurrentIndex(custom);
    }
    refresh();
}

void StoreView::setMaxNodes(qint64 maxNodes)
{
    m_maxNodes = maxNodes > 0 ? maxNodes : StoreQuery::DefaultMaxNodes;
    refresh();
}

void StoreView::refresh()
{
    Q_EMIT linkChanged();
    if (m_component.isEmpty() || currentType().isEmpty() || m_pendingLink)
        return;
    const QString type = currentType();
    m_requests->send(SeriesChannel,
                     StoreQuery::selectSeries(type, selector(), m_fromMs, m_untilMs,
                                              StoreQuery::stepFor(m_fromMs, m_untilMs)));
    m_requests->send(ProfileChannel,
                     StoreQuery::mergedProfile(type, selector(), m_fromMs, m_untilMs, m_maxNodes));
}

void StoreView::onSeries(const StoreResult &result)
{
    ProfileTypeId t;
    ProfileTypeId::parse(currentType(), &t);
    m_chart->setSeries(result.series, m_fromMs, m_untilMs, t.sampleUnit);
}

void StoreView::onProfile(const StoreResult &result)
{
    m_requests->readProfile(result.pprof, m_component + QLatin1Char(' ') + currentType());
}

void StoreView::onProfileRead(const ProfileSnapshot &snapshot, qint64 other,
                              const ComponentRuntime &runtime)
{
    m_profile->setSnapshot(snapshot);
    if (m_runtime.kind == ComponentRuntime::Kind::Unknown && runtime.kind != m_runtime.kind) {
        m_runtime = runtime;
        updateRuntimeHint();
    }
    m_profile->setNotAFunction(other > 0 ? MergedProfile::otherName() : QString());
    m_otherValue = other;
    m_otherTotal = snapshot.tree ? snapshot.tree->totalValue() : 0;
    updateOther();
    Q_EMIT profileShown();
}

void StoreView::updateRuntimeHint()
{
    // A component with no memory profile types: why, by its runtime (Ruby's is absent by
    // design, Python's needs a setting, Go's absence is worth chasing).
    const bool show = !m_component.isEmpty() && m_runtime.kind != ComponentRuntime::Kind::Unknown &&
                      ComponentRuntime::memoryTypeOf(m_types.value(m_component)).isEmpty();
    m_runtimeHint->setVisible(show);
    m_runtimeHint->setText(
        show ? tr("%1: %2").arg(m_runtime.displayName(), m_runtime.noMemoryProfileHint())
             : QString());
}

void StoreView::updateOther()
{
    m_other->setVisible(m_otherValue > 0);
    if (m_otherValue > 0) {
        m_other->setText(tr("The server merged the frames below its node limit (%1) into "
                            "\"other\": %2 of the total. \"other\" is not a function.")
                             .arg(m_maxNodes)
                             .arg(Quantity::percent(m_otherValue, m_otherTotal)));
    }
}

void StoreView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    // What was made from data and words at load time, made again in the new language.
    updateRuntimeHint();
    updateOther();
    if (!m_component.isEmpty())
        fillOperations();
    if (const int custom = m_windowBox->findData(-1); custom >= 0)
        m_windowBox->setItemText(custom, windowText(m_fromMs, m_untilMs));
}

void StoreView::openLink(const StoreLink &link)
{
    m_pendingLink = link;
    m_linkOperation = {};
    m_profile->setTransforms(link.transforms);
    setWindow(link.fromMs, link.untilMs);
    if (m_types.contains(link.component))
        chooseComponent(link.component);
    else
        reload();
}

StoreLink StoreView::link() const
{
    StoreLink l;
    l.base = connection().baseUrl;
    l.component = m_component;
    l.profileType = currentType();
    if (!operationValue().isEmpty()) {
        l.operationLabel = operationLabel();
        l.operationValue = operationValue();
    }
    l.fromMs = m_fromMs;
    l.untilMs = m_untilMs;
    l.transforms = m_profile->transforms();
    return l;
}

void StoreView::copyLink()
{
    if (QClipboard *clipboard = QGuiApplication::clipboard())
        clipboard->setText(link().toUrl().toString(QUrl::FullyEncoded));
}

} // namespace hearth
