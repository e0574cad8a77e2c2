// SPDX-License-Identifier: MIT
#include "hearthicons.h"

#include <QApplication>
#include <QFile>
#include <QPalette>
#include <QPixmap>
#include <QTest>

using namespace hearth;

class TestHearthIcons : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyIconIsCompiledIn();
    void drawnInThePaletteColour_data();
    void drawnInThePaletteColour();
    void disabledIsDimmer();
    void appIcon();
};

namespace {

/// The colour of the most opaque pixel, and how many pixels are drawn at all.
QColor inkOf(const QImage &image, int *drawn)
{
    QColor ink;
    int best = -1;
    *drawn = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() > 0)
                ++*drawn;
            if (c.alpha() > best) {
                best = c.alpha();
                ink = c;
            }
        }
    }
    return ink;
}

} // namespace

void TestHearthIcons::everyIconIsCompiledIn()
{
    for (int i = 0; i < HearthIcons::IconCount; ++i) {
        const auto icon = HearthIcons::Icon(i);
        QVERIFY2(QFile::exists(HearthIcons::resourcePath(icon)),
                 qPrintable(HearthIcons::resourcePath(icon)));
        for (int size : {16, 24, 32}) {
            const QImage img = HearthIcons::icon(icon).pixmap(size, size).toImage();
            QCOMPARE(img.size(), QSize(size, size));
            int drawn = 0;
            inkOf(img, &drawn);
            // Readable: something is drawn, and not a filled square.
            QVERIFY2(drawn > size * size / 10, qPrintable(HearthIcons::resourcePath(icon)));
            QVERIFY2(drawn < size * size * 9 / 10, qPrintable(HearthIcons::resourcePath(icon)));
        }
    }
}

void TestHearthIcons::drawnInThePaletteColour_data()
{
    QTest::addColumn<QColor>("text");
    QTest::newRow("light theme") << QColor(20, 20, 20);
    QTest::newRow("dark theme") << QColor(235, 235, 235);
}

void TestHearthIcons::drawnInThePaletteColour()
{
    QFETCH(QColor, text);
    const QPalette saved = QApplication::palette();
    QPalette pal = saved;
    pal.setColor(QPalette::ButtonText, text);
    pal.setColor(QPalette::WindowText, text);
    QApplication::setPalette(pal);
    int drawn = 0;
    const QColor ink =
        inkOf(HearthIcons::icon(HearthIcons::Flame).pixmap(24, 24).toImage(), &drawn);
    QApplication::setPalette(saved);
    QCOMPARE(ink.alpha(), 255);
    QCOMPARE(ink.rgb(), text.rgb());
}

void TestHearthIcons::disabledIsDimmer()
{
    int drawn = 0;
    const QColor normal =
        inkOf(HearthIcons::icon(HearthIcons::Back).pixmap(24, QIcon::Normal).toImage(), &drawn);
    const QColor disabled =
        inkOf(HearthIcons::icon(HearthIcons::Back).pixmap(24, QIcon::Disabled).toImage(), &drawn);
    QCOMPARE(disabled.rgb(), HearthIcons::colourFor(QIcon::Disabled).rgb());
    QVERIFY(normal.rgb() != disabled.rgb());
}

void TestHearthIcons::appIcon()
{
    // The installed icon, compiled in: coloured (the flame's yellow), not recoloured.
    const QImage img = HearthIcons::appIcon().pixmap(64, 64).toImage();
    QCOMPARE(img.size(), QSize(64, 64));
    const QColor flame = img.pixelColor(32, 18);
    QVERIFY2(flame.red() > 200 && flame.green() > 150 && flame.blue() < 120,
             qPrintable(flame.name()));
}

QTEST_MAIN(TestHearthIcons)
#include "tst_hearthicons.moc"
