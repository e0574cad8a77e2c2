// SPDX-License-Identifier: MIT
#include "outputfile.h"

#include <QCoreApplication>
#include <QFileDevice>
#include <QSaveFile>

namespace hearth {

namespace {

// This file's strings, in the hearth::OutputFile context: a class, so lupdate reads the
// Tr::tr() calls as they are.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(hearth::OutputFile)
};

} // namespace

bool OutputFile::isStandardOutput(const QString &path)
{
    return path == QLatin1String("-");
}

QTextStream &OutputFile::reportStream(const QString &path, CliIo io)
{
    return isStandardOutput(path) ? io.err : io.out;
}

bool OutputFile::write(const QString &path, CliIo io, const std::function<bool(QIODevice *)> &write,
                       QString *error)
{
    if (isStandardOutput(path)) {
        io.out.flush();
        QIODevice *device = io.out.device();
        if (!device) {
            *error = Tr::tr("cannot write standard output: it takes text only here");
            return false;
        }
        // A file device (a QTextStream on stdout has one) buffers: flushed, so the data has
        // left before the command's messages.
        auto *file = qobject_cast<QFileDevice *>(device);
        if (!write(device) || (file && !file->flush())) {
            *error = Tr::tr("cannot write standard output: %1").arg(device->errorString());
            return false;
        }
        return true;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !write(&file) || !file.commit()) {
        *error = Tr::tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool OutputFile::write(const QString &path, CliIo io, const QByteArray &bytes, QString *error)
{
    return write(
        path, io, [&bytes](QIODevice *d) { return d->write(bytes) == bytes.size(); }, error);
}

} // namespace hearth
