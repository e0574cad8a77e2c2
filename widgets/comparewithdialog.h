// SPDX-License-Identifier: MIT
#pragma once

#include "comparesource.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QSettings;
class QTreeWidget;

namespace hearth {

class CompareWindow;

/// "Compare with…": this window's profile (A) against another source (B), picked from every
/// open profile window, build window span or stage and store window, or a file. One dialog
/// for the profile, build and store windows.
class CompareWithDialog : public QDialog
{
    Q_OBJECT
public:
    /// `a` is this side; its owner's other sources are offered too (another span of the
    /// same build), but not `a` itself. `sources` defaults to every open window's.
    CompareWithDialog(const CompareSource &a, QSettings *settings, QWidget *parent = nullptr,
                      const QList<CompareSource> &sources = CompareSourceProvider::openSources());

    /// The sources listed (without "A file…"), in window order; the list shows them grouped
    /// by window, windows with fewer sources first.
    const QList<CompareSource> &sources() const { return m_sources; }
    /// The source picked (invalid until one is).
    CompareSource chosen() const { return m_chosen; }
    /// Picks the listed source at `index` (as a double-click does) and accepts.
    void choose(int index);
    /// Picks a file (as "A file…" does after its file dialog) and accepts.
    void chooseFile(const QString &path);

    QTreeWidget *list() const { return m_list; }
    QLineEdit *filterField() const { return m_filter; }
    QPushButton *fileButton() const { return m_file; }

    /// Asks (modal) and, when the user picks one, opens a compare window of `a` against it.
    static CompareWindow *compare(const CompareSource &a, QSettings &settings, QWidget *parent);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fill();
    void acceptCurrent();

    CompareSource m_a;
    QSettings *m_settings;
    QList<CompareSource> m_sources;
    CompareSource m_chosen;
    QLabel *m_intro;
    QLineEdit *m_filter;
    QTreeWidget *m_list;
    QPushButton *m_file;
    QPushButton *m_ok;
};

} // namespace hearth
