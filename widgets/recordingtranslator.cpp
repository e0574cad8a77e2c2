// SPDX-License-Identifier: MIT
#include "recordingtranslator.h"

#include <QCoreApplication>
#include <QHash>
#include <QMutex>

namespace hearth {

namespace {

struct Source
{
    QByteArray context;
    QByteArray text;
    QByteArray disambiguation;
};

// tr() is called from worker threads too (parsers' errors).
QMutex &mutex()
{
    static QMutex m;
    return m;
}

QHash<QString, Source> &sources()
{
    static QHash<QString, Source> s;
    return s;
}

} // namespace

RecordingTranslator::RecordingTranslator(QTranslator *catalogue, QObject *parent)
    : QTranslator(parent)
    , m_catalogue(catalogue)
{
    if (m_catalogue)
        m_catalogue->setParent(this);
}

QString RecordingTranslator::translate(const char *context, const char *sourceText,
                                       const char *disambiguation, int n) const
{
    const QString out =
        m_catalogue ? m_catalogue->translate(context, sourceText, disambiguation, n) : QString();
    // Plural forms carry their count: they are made again by whoever shows them.
    if (n < 0 && context && sourceText && *sourceText) {
        const QString shown = out.isEmpty() ? QString::fromUtf8(sourceText) : out;
        const QMutexLocker lock(&mutex());
        if (!sources().contains(shown))
            sources().insert(shown, Source{QByteArray(context), QByteArray(sourceText),
                                           QByteArray(disambiguation)});
    }
    return out;
}

QString RecordingTranslator::translateAgain(const QString &shown)
{
    if (shown.isEmpty())
        return shown;
    Source s;
    {
        const QMutexLocker lock(&mutex());
        const auto it = sources().constFind(shown);
        if (it == sources().cend())
            return shown;
        s = it.value();
    }
    return QCoreApplication::translate(s.context.constData(), s.text.constData(),
                                       s.disambiguation.isEmpty() ? nullptr
                                                                  : s.disambiguation.constData());
}

} // namespace hearth
