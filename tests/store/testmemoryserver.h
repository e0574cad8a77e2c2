// SPDX-License-Identifier: MIT
#pragma once

#include "delayproxy.h"
#include "memoryshapes.h"

#include <QHttpServer>
#include <QMap>
#include <QStringList>
#include <QUrl>

namespace hearth::test {

/// Both sources of a component's memory on 127.0.0.1, answering with the shapes of
/// memoryshapes.h: a Pyroscope querier subset (Series, LabelNames, SelectSeries grouped by
/// the instance label) and a Prometheus-compatible query_range (the working set and
/// kube-state-metrics' OOMKilled reason), with Prometheus's faults on demand.
class TestMemoryServer : public QObject
{
    Q_OBJECT
public:
    /// Slow delays every answer (a proxy in front); SlowPrometheus blocks the server in the
    /// query_range handler for delayMs (only for clients on another thread).
    enum class Fault { None, Unauthorized, Error500, Malformed, Slow, SlowPrometheus };

    struct Component
    {
        QString name;
        QString spy; // pyroscope_spy: "gospy", "rbspy", "pyspy"
        QStringList types;
        MemoryShape shape;
        bool memoryInPyroscope = false; // its memory type has the shape's series
        bool inPrometheus = true;
        QString instanceLabel = QStringLiteral("pod");
    };

    explicit TestMemoryServer(QObject *parent = nullptr);
    bool listen();
    /// The same server answers both APIs.
    QUrl url() const;

    void addComponent(const Component &c) { m_components.insert(c.name, c); }
    void setFault(Fault f) { m_fault = f; }
    void setDelayMs(int ms) { m_delayMs = ms; }
    /// "Bearer x" or "Basic ...": required on the Prometheus API when set.
    void setRequiredAuthorization(const QByteArray &value) { m_auth = value; }
    QStringList promQueries() const { return m_promQueries; }
    QStringList groupBys() const { return m_groupBys; }
    QStringList problems() const { return m_problems; }

    /// The components the tests use: a Go leak in Pyroscope, a Go limit-too-low in
    /// Pyroscope, a Ruby leak (Prometheus only), a Ruby limit-too-low, a steady Python
    /// service without memoryProfiling, a Ruby component with no memory series anywhere.
    static QList<Component> standardComponents();

private:
    QByteArray pyroscope(const QString &method, const QByteArray &body, int *status);
    QByteArray prometheus(const QByteArray &form, int *status);
    const Component *componentOf(const QString &selector) const;

    QHttpServer m_server;
    DelayProxy m_proxy;
    quint16 m_port = 0;
    QMap<QString, Component> m_components;
    Fault m_fault = Fault::None;
    int m_delayMs = 0;
    QByteArray m_auth;
    QStringList m_promQueries;
    QStringList m_groupBys;
    QStringList m_problems;
};

} // namespace hearth::test
