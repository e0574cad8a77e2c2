// SPDX-License-Identifier: MIT
#pragma once

// Helpers shared by the reader tests (tst_*reader.cpp): the reader's Self and Inclusive per
// function, the same worked out independently from the file's stacks, and a bad file's error.

#include "analysis/calltree.h"
#include "analysis/functiontable.h"
#include "io/profilereader.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTest>

#include <map>
#include <set>

namespace hearth::test {

/// A weight per function key.
using Table = std::map<QString, qint64>;

/// Self and inclusive per function key.
struct Weights
{
    Table self, inclusive;
    qint64 total = 0;  // the sum of the selves, undivided
    bool whole = true; // every self a multiple of `each`
};

/// How a function is named in a Table: by its name, or by its name and file.
enum class FunctionKey { Name, NameAndFile };

/// The reader's side: the function table of sample type `type`, each weight divided by
/// `each`; functions with no weight are left out.
inline Weights readerWeights(const Profile::Ptr &p, int type, qint64 each = 1,
                             FunctionKey key = FunctionKey::Name)
{
    Weights w;
    const FunctionTable table = FunctionTable::compute(*CallTree::build(p, type));
    for (const FunctionStats &row : table.rows()) {
        const Function &f = p->functions()[row.function];
        const QString k = key == FunctionKey::Name ? f.name : f.name + QLatin1Char('\t') + f.file;
        if (row.self % each != 0)
            w.whole = false;
        if (row.self)
            w.self[k] += row.self / each;
        if (row.inclusive)
            w.inclusive[k] += row.inclusive / each;
        w.total += row.self;
    }
    return w;
}

/// The independent side: one stack of `weight`, `leaf` its innermost frame; a function
/// counts once in the inclusive however often it recurs in `frames`.
inline void addStack(Table *self, Table *inclusive, const QString &leaf, const QStringList &frames,
                     qint64 weight)
{
    (*self)[leaf] += weight;
    std::set<QString> seen;
    for (const QString &f : frames)
        if (seen.insert(f).second)
            (*inclusive)[f] += weight;
}

/// `t` without its zero weights (functions with no weight are not rows).
inline Table nonZero(Table t)
{
    std::erase_if(t, [](const auto &kv) { return kv.second == 0; });
    return t;
}

/// The nodes of a V8 CPU profile (a .cpuprofile, or a Chrome trace's profile events), read
/// from a QJsonDocument, independently of the reader: a node's function is its name and its
/// script, tab-separated; a function without a name is `(anonymous LINE:COLUMN)`.
struct CpuProfileNodes
{
    std::map<qint64, QJsonObject> byId;
    std::map<qint64, qint64> parentOf;

    /// Adds the `nodes` array (a parent given by `parent` or by the parent's `children`).
    void add(const QJsonArray &nodes)
    {
        for (const QJsonValue &v : nodes) {
            const QJsonObject n = v.toObject();
            const qint64 id = n.value(QLatin1String("id")).toInteger();
            byId[id] = n;
            for (const QJsonValue &c : n.value(QLatin1String("children")).toArray())
                parentOf[c.toInteger()] = id;
            if (n.contains(QLatin1String("parent")))
                parentOf[id] = n.value(QLatin1String("parent")).toInteger();
        }
    }
    QString function(qint64 id) const
    {
        const auto it = byId.find(id);
        const QJsonObject f = it == byId.end()
                                  ? QJsonObject()
                                  : it->second.value(QLatin1String("callFrame")).toObject();
        const QString url = QLatin1Char('\t') + f.value(QLatin1String("url")).toString();
        const QString name = f.value(QLatin1String("functionName")).toString();
        if (!name.isEmpty())
            return name + url;
        return QStringLiteral("(anonymous %1:%2)")
                   .arg(f.value(QLatin1String("lineNumber")).toInteger() + 1)
                   .arg(f.value(QLatin1String("columnNumber")).toInteger() + 1) +
               url;
    }
    /// A sample's frames, leaf first, up to the `(root)` node, which is no frame (unless it is
    /// the sample's only node and `keepLoneRoot`).
    QStringList frames(qint64 id, bool keepLoneRoot) const
    {
        QStringList out;
        while (byId.count(id)) {
            const auto parent = parentOf.find(id);
            if (function(id) == QLatin1String("(root)\t") && parent == parentOf.end() &&
                !(keepLoneRoot && out.isEmpty()))
                break;
            out << function(id);
            id = parent != parentOf.end() ? parent->second : -1;
        }
        return out;
    }
};

/// The columns of a reader test's invalid_data(): the bytes, the ParseError::Kind and a part
/// of the detail the error must hold.
inline void addInvalidColumns()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("detail");
}

/// Reads `data` as `file` and checks it fails with `kind`, its detail containing `detail`
/// and its file named; with `withOffset`, at an offset within the data.
inline void checkInvalid(const QByteArray &data, const QString &file, int kind,
                         const QString &detail, bool withOffset = false)
{
    const ProfileResult r = ProfileReader::readBytes(data, file);
    QVERIFY(!r.ok());
    QCOMPARE(int(r.error.kind), kind);
    QVERIFY2(r.error.detail.contains(detail), qPrintable(r.error.toString()));
    if (withOffset)
        QVERIFY(r.error.offset >= 0 && r.error.offset <= data.size());
    QCOMPARE(r.error.file, file);
}

/// A reader test's invalid(): checkInvalid() on the current row of addInvalidColumns().
inline void checkInvalidRow(const QString &file, bool withOffset = false)
{
    QFETCH(QByteArray, data);
    QFETCH(int, kind);
    QFETCH(QString, detail);
    checkInvalid(data, file, kind, detail, withOffset);
}

} // namespace hearth::test
