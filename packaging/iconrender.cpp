// SPDX-License-Identifier: MIT
// Build-time tool: renders an SVG icon to square PNGs, one a size, for the hicolor theme.
//
//   hearth_iconrender SVG OUTDIR NAME SIZE...   writes OUTDIR/SIZExSIZE/NAME.png
#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char **argv)
{
    // No display is needed: the offscreen platform renders into images only.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 5) {
        std::fprintf(stderr, "usage: hearth_iconrender SVG OUTDIR NAME SIZE...\n");
        return 2;
    }
    QSvgRenderer svg(args.at(1));
    if (!svg.isValid()) {
        std::fprintf(stderr, "hearth_iconrender: cannot read %s\n", qPrintable(args.at(1)));
        return 3;
    }
    for (qsizetype i = 4; i < args.size(); ++i) {
        bool ok = false;
        const int size = args.at(i).toInt(&ok);
        if (!ok || size < 8 || size > 1024) {
            std::fprintf(stderr, "hearth_iconrender: bad size %s\n", qPrintable(args.at(i)));
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        svg.render(&painter, QRectF(0, 0, size, size));
        painter.end();
        const QString dir = args.at(2) + QLatin1Char('/') + QString::number(size) +
                            QLatin1Char('x') + QString::number(size);
        const QString file = dir + QLatin1Char('/') + args.at(3) + QStringLiteral(".png");
        if (!QDir().mkpath(dir) || !image.save(file, "PNG")) {
            std::fprintf(stderr, "hearth_iconrender: cannot write %s\n", qPrintable(file));
            return 3;
        }
    }
    return 0;
}
