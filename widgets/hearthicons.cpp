// SPDX-License-Identifier: MIT
#include "hearthicons.h"

#include <QGuiApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPalette>
#include <QPixmapCache>
#include <QSvgRenderer>

namespace hearth {

namespace {

const char *const kNames[HearthIcons::IconCount] = {
    "open",  "export", "back",       "forward",  "home",    "search",
    "flame", "icicle", "skip-trunk", "sandwich", "compare",
};

/// Renders an SVG as an alpha mask filled with the palette colour of the mode.
class TintedSvgEngine : public QIconEngine
{
public:
    explicit TintedSvgEngine(QString path)
        : m_path(std::move(path))
    {}

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        Q_UNUSED(state);
        if (size.isEmpty())
            return {};
        const QColor colour = HearthIcons::colourFor(mode);
        const QString key = QLatin1String("hearthicon:") + m_path + QLatin1Char(':') +
                            QString::number(size.width()) + QLatin1Char('x') +
                            QString::number(size.height()) + QLatin1Char(':') +
                            QString::number(colour.rgba(), 16);
        QPixmap pm;
        if (QPixmapCache::find(key, &pm))
            return pm;
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter p(&image);
            QSvgRenderer svg(m_path);
            // Square and centred, whatever the requested size's aspect.
            const int side = std::min(size.width(), size.height());
            svg.render(
                &p, QRectF((size.width() - side) / 2.0, (size.height() - side) / 2.0, side, side));
            p.setCompositionMode(QPainter::CompositionMode_SourceIn);
            p.fillRect(image.rect(), colour);
        }
        pm = QPixmap::fromImage(image);
        QPixmapCache::insert(key, pm);
        return pm;
    }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        QPixmap pm = pixmap(rect.size() * dpr, mode, state);
        pm.setDevicePixelRatio(dpr);
        painter->drawPixmap(rect, pm);
    }

    QSize actualSize(const QSize &size, QIcon::Mode, QIcon::State) override
    {
        const int side = std::min(size.width(), size.height());
        return QSize(side, side);
    }

    QIconEngine *clone() const override { return new TintedSvgEngine(m_path); }
    QString key() const override { return QStringLiteral("hearth-tinted-svg"); }

private:
    QString m_path;
};

} // namespace

QString HearthIcons::resourcePath(Icon icon)
{
    return QLatin1String(":/icons/") + QLatin1String(kNames[icon]) + QLatin1String(".svg");
}

QColor HearthIcons::colourFor(QIcon::Mode mode)
{
    const QPalette pal = QGuiApplication::palette();
    switch (mode) {
    case QIcon::Disabled:
        return pal.color(QPalette::Disabled, QPalette::ButtonText);
    case QIcon::Selected:
        return pal.color(QPalette::Active, QPalette::HighlightedText);
    default:
        return pal.color(QPalette::Active, QPalette::ButtonText);
    }
}

QIcon HearthIcons::appIcon()
{
    return QIcon(QStringLiteral(":/icons/hearth.svg"));
}

QIcon HearthIcons::icon(Icon icon)
{
    return QIcon(new TintedSvgEngine(resourcePath(icon)));
}

} // namespace hearth
