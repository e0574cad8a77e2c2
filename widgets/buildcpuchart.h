// SPDX-License-Identifier: MIT
#pragma once

#include <QChartView>

namespace hearth {

class BuildCpuModel;

/// The bar chart above the "Where the CPU went" table: CPU beside wall time, in seconds, per
/// stage, drawn from a BuildCpuModel and redrawn whenever the model is reset or the language
/// changes.
class BuildCpuChart : public QChartView
{
    Q_OBJECT
public:
    explicit BuildCpuChart(BuildCpuModel *model, QWidget *parent = nullptr);

    /// The values drawn, in seconds, per stage (for tests).
    QList<qreal> cpuSeconds() const { return m_cpu; }
    QList<qreal> wallSeconds() const { return m_wall; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    BuildCpuModel *m_model;
    QList<qreal> m_cpu;
    QList<qreal> m_wall;
};

} // namespace hearth
