// SPDX-License-Identifier: MIT
#include "libraryframepresets.h"

#include "analysis/transformstack.h"
#include "plaintextlabels.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace hearth {

QList<LibraryFramePresets::Preset> LibraryFramePresets::defaults()
{
    return {
        {QStringLiteral("ruby"), tr("Ruby (RSpec, Minitest, OpenTelemetry, Rack)"),
         QStringLiteral("RSpec|rspec-|Minitest|minitest|OpenTelemetry|opentelemetry|Rack::|/rack-|"
                        "/rack/")},
        {QStringLiteral("python"), tr("Python (pytest, pluggy)"), QStringLiteral("pytest|pluggy")},
        {QStringLiteral("go"), tr("Go (runtime.)"), QStringLiteral("^runtime\\.")},
        {QStringLiteral("node"), tr("Node (node:internal)"), QStringLiteral("node:internal")},
    };
}

QString LibraryFramePresets::key(const QString &runtime)
{
    return QStringLiteral("transforms/libraryFrames/") + runtime;
}

QList<LibraryFramePresets::Preset> LibraryFramePresets::load(const QSettings *settings)
{
    QList<Preset> presets = defaults();
    if (!settings)
        return presets;
    for (Preset &p : presets)
        p.pattern = settings->value(key(p.runtime), p.pattern).toString();
    return presets;
}

void LibraryFramePresets::save(QSettings *settings, const QList<Preset> &presets)
{
    if (!settings)
        return;
    for (const Preset &p : presets)
        settings->setValue(key(p.runtime), p.pattern);
}

bool LibraryFramePresets::edit(QSettings *settings, QWidget *parent)
{
    QList<Preset> presets = load(settings);
    QDialog dialog(parent);
    dialog.setWindowTitle(tr("Library Frames"));
    auto *intro = new QLabel(tr("Frames matching these regular expressions are hidden by "
                                "Transform ▸ Hide Library Frames; their time goes to the caller."),
                             &dialog);
    intro->setTextFormat(Qt::PlainText);
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    QList<QLineEdit *> edits;
    for (const Preset &p : std::as_const(presets)) {
        auto *edit = new QLineEdit(p.pattern, &dialog);
        edit->setAccessibleName(p.title);
        auto *label = new QLabel(p.title, &dialog);
        label->setTextFormat(Qt::PlainText);
        form->addRow(label, edit);
        edits << edit;
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel |
                                             QDialogButtonBox::RestoreDefaults,
                                         &dialog);
    QObject::connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked,
                     &dialog, [&edits] {
                         const QList<Preset> d = defaults();
                         for (qsizetype i = 0; i < edits.size() && i < d.size(); ++i)
                             edits[i]->setText(d[i].pattern);
                     });
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, [&] {
        for (qsizetype i = 0; i < edits.size(); ++i) {
            const QString error = TransformStack::check({Transform::hide(edits[i]->text())});
            if (!error.isEmpty()) {
                QMessageBox box(QMessageBox::Warning, tr("Library Frames"),
                                tr("%1: %2").arg(presets[i].title, error), QMessageBox::Ok,
                                &dialog);
                box.setTextFormat(Qt::PlainText);
                makeLabelsPlain(&box);
                box.exec();
                edits[i]->setFocus();
                return;
            }
        }
        dialog.accept();
    });
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(buttons);
    dialog.resize(560, dialog.sizeHint().height());
    if (dialog.exec() != QDialog::Accepted)
        return false;
    for (qsizetype i = 0; i < edits.size(); ++i)
        presets[i].pattern = edits[i]->text();
    save(settings, presets);
    return true;
}

} // namespace hearth
