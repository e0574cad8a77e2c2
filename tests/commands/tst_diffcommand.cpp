// SPDX-License-Identifier: MIT
#include "diffcommand.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace hearth;

class TestDiffCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const char *name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(QLatin1String(name));
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(content);
        return path;
    }
    static int run(const QStringList &args, QString *out, QString *err)
    {
        QTextStream o(out), e(err);
        const int rc = DiffCommand::run(args, CliIo{o, e});
        o.flush();
        e.flush();
        return rc;
    }

private Q_SLOTS:
    void json()
    {
        const QString a = write("a.folded", "main;work 50\nmain;helper;work 10\nmain;idle 40\n");
        const QString b = write("b.folded", "main;work 200\nmain;idle 100\nmain;fresh 100\n");
        QString out, err;
        QCOMPARE(run({a, b, QStringLiteral("--json")}, &out, &err), 0);
        const QJsonObject o = QJsonDocument::fromJson(out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("unit")).toString(), QStringLiteral("count"));
        QCOMPARE(o.value(QStringLiteral("normalized")).toBool(), true);
        QCOMPARE(o.value(QStringLiteral("total_a")).toInteger(), 100);
        QCOMPARE(o.value(QStringLiteral("total_b")).toInteger(), 400);
        const QJsonArray fns = o.value(QStringLiteral("functions")).toArray();
        QVERIFY(!fns.isEmpty());
        const QJsonObject first = fns.first().toObject();
        QCOMPARE(first.value(QStringLiteral("name")).toString(), QStringLiteral("fresh"));
        QCOMPARE(first.value(QStringLiteral("self_b")).toInteger(), 100);
        QCOMPARE(first.value(QStringLiteral("delta_share")).toDouble(), 25.0);
        for (const char *key : {"name", "file", "self_a", "self_b", "delta", "delta_share",
                                "largest_subtree_a", "largest_subtree_b", "sites_a", "sites_b"})
            QVERIFY2(first.contains(QLatin1String(key)), key);
    }

    void transformsOnBothSides()
    {
        // By hand: A without idle and with helper hidden is main;work 60; B without idle is
        // main;work 200, main;fresh 100.
        const QString a = write("a.folded", "main;work 50\nmain;helper;work 10\nmain;idle 40\n");
        const QString b = write("b.folded", "main;work 200\nmain;idle 100\nmain;fresh 100\n");
        QString out, err;
        QCOMPARE(run({a, b, QStringLiteral("--json"), QStringLiteral("--ignore"),
                      QStringLiteral("idle"), QStringLiteral("--hide"), QStringLiteral("helper")},
                     &out, &err),
                 0);
        const QJsonObject o = QJsonDocument::fromJson(out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("total_a")).toInteger(), 60);
        QCOMPARE(o.value(QStringLiteral("total_b")).toInteger(), 300);
        bool sawWork = false;
        for (const QJsonValue &v : o.value(QStringLiteral("functions")).toArray()) {
            const QJsonObject f = v.toObject();
            const QString name = f.value(QStringLiteral("name")).toString();
            QVERIFY2(name != QLatin1String("idle") && name != QLatin1String("helper"),
                     qPrintable(name));
            if (name == QLatin1String("work")) {
                sawWork = true;
                QCOMPARE(f.value(QStringLiteral("self_a")).toInteger(), 60);
                QCOMPARE(f.value(QStringLiteral("sites_a")).toInteger(), 1);
                QCOMPARE(f.value(QStringLiteral("self_b")).toInteger(), 200);
            }
        }
        QVERIFY(sawWork);
        QCOMPARE(run({a, b, QStringLiteral("--hide"), QStringLiteral("(")}, &out, &err), 2);
        QVERIFY2(err.contains(QStringLiteral("--hide")), qPrintable(err));
    }

    void rawWithoutNormalisation()
    {
        const QString a = write("a.folded", "main;work 100\n");
        const QString b = write("b.folded", "main;work 150\n");
        QString out, err;
        QCOMPARE(
            run({a, b, QStringLiteral("--json"), QStringLiteral("--no-normalize")}, &out, &err), 0);
        const QJsonObject o = QJsonDocument::fromJson(out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("normalized")).toBool(), false);
        const QJsonObject work = o.value(QStringLiteral("functions")).toArray().first().toObject();
        QCOMPARE(work.value(QStringLiteral("delta")).toInteger(), 50);
        QCOMPARE(work.value(QStringLiteral("delta_share")).toDouble(), 50.0);
    }

    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::newRow("one file") << QStringList{QStringLiteral("x")} << 2;
        QTest::newRow("missing") << QStringList{QStringLiteral("/nonexistent/a.pb.gz"),
                                                QStringLiteral("/nonexistent/b.pb.gz")}
                                 << 3;
        // The files exist (a file that cannot be opened is reported before the options).
        QTest::newRow("bad top") << QStringList{QStringLiteral(HEARTH_TEST_DATA "/handmade.pb"),
                                                QStringLiteral(HEARTH_TEST_DATA "/handmade.pb"),
                                                QStringLiteral("--top"), QStringLiteral("x")}
                                 << 2;
    }
    void exitCodes()
    {
        QFETCH(QStringList, args);
        QString out, err;
        QTEST(run(args, &out, &err), "code");
        QVERIFY(!err.isEmpty());
    }

    void incomparableExitsFour()
    {
        const QString cpu = QStringLiteral(HEARTH_TEST_DATA "/go-cpu-small.pb.gz");
        const QString heap = QStringLiteral(HEARTH_TEST_DATA "/go-heap-small.pb.gz");
        QString out, err;
        QCOMPARE(run({cpu, heap}, &out, &err), 4);
        QVERIFY2(err.contains(QStringLiteral("nanoseconds")) &&
                     err.contains(QStringLiteral("bytes")),
                 qPrintable(err));
        QVERIFY(out.isEmpty());
    }

    void realProfileAgainstItselfHasNoChange()
    {
        const QString cpu = QStringLiteral(HEARTH_TEST_DATA "/go-cpu-small.pb.gz");
        QString out, err;
        QCOMPARE(run({cpu, cpu, QStringLiteral("--json")}, &out, &err), 0);
        const QJsonObject o = QJsonDocument::fromJson(out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("total_a")).toInteger(), qint64(3810000000));
        for (const QJsonValue &v : o.value(QStringLiteral("functions")).toArray()) {
            QCOMPARE(v.toObject().value(QStringLiteral("delta")).toInteger(), 0);
            QCOMPARE(v.toObject().value(QStringLiteral("sites_a")).toInteger(),
                     v.toObject().value(QStringLiteral("sites_b")).toInteger());
        }
    }
};

QTEST_GUILESS_MAIN(TestDiffCommand)
#include "tst_diffcommand.moc"
