// SPDX-License-Identifier: MIT
#pragma once

// The build comparison's model tests: the repository's two real bundles (the example build
// of examples/ and tests/data/bundle/small.profbundle) and variants of them, by name, so a
// test's rows name the pair they compare; and a model filled under QAbstractItemModelTester.
#include "bundle/builddiff.h"
#include "bundle/bundlereader.h"

#include <QAbstractItemModelTester>
#include <QHash>
#include <QTest>

#include <memory>
#include <utility>

namespace hearth::test {

/// A copy of @p b whose stage @p from is called @p to (its spans and profiles follow).
inline Bundle renamedStage(const Bundle &b, const QString &from, const QString &to)
{
    QList<Stage> stages = b.stages();
    for (Stage &s : stages) {
        if (s.name == from)
            s.name = to;
    }
    QList<Span> spans = b.spans();
    for (Span &s : spans) {
        if (s.stage == from)
            s.stage = to;
    }
    QList<BundleProfile> profiles;
    for (const BundleProfile &p : b.profiles())
        profiles.append(BundleProfile(p.stage() == from ? to : p.stage(), p.kind(), p.bytes()));
    return Bundle(b.build(), stages, spans, profiles);
}

/// A copy of @p b in which every cache entry of @p stage whose key starts with one of
/// @p keys turned from hit to miss or back.
inline Bundle flippedCache(const Bundle &b, const QString &stage, const QStringList &keys)
{
    QList<Stage> stages = b.stages();
    for (Stage &s : stages) {
        if (s.name != stage)
            continue;
        for (CacheEntry &c : s.cache) {
            for (const QString &k : keys) {
                if (c.key.startsWith(k))
                    c.hit = !c.hit;
            }
        }
    }
    return Bundle(b.build(), stages, b.spans(), b.profiles());
}

/// "example" (examples/build-4711.profbundle), "small" (tests/data/bundle/small.profbundle),
/// "hostile" (the example with its lint stage named in markup and a right-to-left override),
/// "lostcache" (the example whose docker stage missed the FROM layer and hit the bundle
/// install layer); null when a file cannot be read.
inline Bundle::Ptr namedBundle(const QString &name)
{
    static QHash<QString, Bundle::Ptr> cache;
    if (Bundle::Ptr b = cache.value(name))
        return b;
    auto read = [](const QString &path) {
        const BundleResult r = BundleReader::readFile(path);
        return r.ok() ? r.bundle : nullptr;
    };
    Bundle::Ptr b;
    if (name == QLatin1String("example"))
        b = read(QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle"));
    else if (name == QLatin1String("small"))
        b = read(QStringLiteral(HEARTH_TEST_DATA "/bundle/small.profbundle"));
    else if (Bundle::Ptr example = namedBundle(QStringLiteral("example")); !example)
        return nullptr;
    else if (name == QLatin1String("hostile"))
        b = std::make_shared<const Bundle>(renamedStage(
            *example, QStringLiteral("lint"), QStringLiteral("<b>lint</b>\u202Etxt.exe")));
    else if (name == QLatin1String("lostcache"))
        b = std::make_shared<const Bundle>(
            flippedCache(*example, QStringLiteral("docker"),
                         {QStringLiteral("sha256:9f1c"), QStringLiteral("sha256:c40e")}));
    cache.insert(name, b);
    return b;
}

/// The columns "a" and "b" of a data-driven test: the names (namedBundle) of the pair a row
/// compares. A test adds the columns of what it expects after them.
inline void addPairColumns()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
}

/// A row comparing the named bundles a and b, called "a against b" ("a against itself");
/// the test streams what it expects after it.
inline QTestData &newPairRow(const char *a, const char *b)
{
    const QByteArray name = QByteArray(a) + " against " + (qstrcmp(a, b) == 0 ? "itself" : b);
    return QTest::newRow(name.constData()) << QString::fromLatin1(a) << QString::fromLatin1(b);
}

/// The current row's pair (addPairColumns).
inline std::pair<QString, QString> rowPair()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    return {a, b};
}

/// A model checked by QAbstractItemModelTester (QtTest reporting) while it is filled with
/// the difference of two named bundles, then filled again with the reverse (a second reset
/// under the tester), then with the pair once more.
template <typename Model> struct TestedDiffModel
{
    Model model;
    QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::QtTest};
    Bundle::Ptr a;
    Bundle::Ptr b;

    bool fill(const QString &nameA, const QString &nameB)
    {
        a = namedBundle(nameA);
        b = namedBundle(nameB);
        if (!a || !b)
            return false;
        model.setDiff(BuildDiff::compute(*b, *a));
        model.setDiff(BuildDiff::compute(*a, *b));
        return true;
    }
    /// fill() with the current row's pair (addPairColumns).
    bool fillFromRow()
    {
        const auto [nameA, nameB] = rowPair();
        return fill(nameA, nameB);
    }
};

} // namespace hearth::test
