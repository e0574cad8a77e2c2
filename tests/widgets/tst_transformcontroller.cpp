// SPDX-License-Identifier: MIT
// TransformController on its own, without a profile view: the stack and its undo history,
// what built() hands over (the source through the stack; the source itself, table and all,
// when the stack empties), superseded builds dropped, the chips, the Transform button and
// Remove All following the stack.
#include "transformchipbar.h"
#include "transformcontroller.h"
#include "widgettestsupport.h"

#include <QMenu>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace hearth;
using namespace hearth::test;

namespace {

// main → a → b 30, main → a → c 10, main → d 50, e 1, f 1, main 8: total 100.
struct Fixture
{
    QWidget view;
    TransformController controller{&view, nullptr, nullptr};
    QSignalSpy built{&controller, &TransformController::built};
    QSignalSpy changed{&controller, &TransformController::transformsChanged};
    ProfileSnapshot source = snapshotOf(basicFolded());

    /// The snapshot of the last built() once no build is pending.
    ProfileSnapshot settled()
    {
        if (!QTest::qWaitFor([this] { return !controller.isBuilding(); }, 5000))
            return {};
        QTest::qWait(20); // a dropped build that still arrived would be counted now
        return built.isEmpty() ? ProfileSnapshot() : built.last().first().value<ProfileSnapshot>();
    }
};

// Applies "+T" (add T, Transform::toString's form), "-N" (remove chip N), undo, redo, clear.
bool apply(TransformController &c, const QString &step)
{
    if (step == QLatin1String("undo"))
        c.undoStack()->undo();
    else if (step == QLatin1String("redo"))
        c.undoStack()->redo();
    else if (step == QLatin1String("clear"))
        c.clearTransforms();
    else if (step.startsWith(QLatin1Char('-')))
        c.removeTransform(step.mid(1).toInt());
    else if (const std::optional<Transform> t = Transform::fromString(step.mid(1)))
        return c.addTransform(*t);
    else
        return false;
    return true;
}

} // namespace

class TestTransformController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void edits_data();
    void edits();
    void supersededBuildsDropped();
    void emptyStackHandsBackTheSource();
    void noSourceNoBuild();
    void invalidStackRefused_data();
    void invalidStackRefused();
};

void TestTransformController::edits_data()
{
    // Each step waits for its build; expected: the stack after the steps, the total shown
    // (worked out by hand from basicFolded()), the undo steps that can be undone.
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<int>("undoIndex");
    const QString dropD = QStringLiteral("+ignore: ^d$");
    const QString keepA = QStringLiteral("+focus: ^a$");
    const QString hideA = QStringLiteral("+hide: ^a$");
    QTest::newRow("drop d") << QStringList{dropD} << QStringList{QStringLiteral("ignore: ^d$")}
                            << qint64(50) << 1;
    QTest::newRow("drop d, keep a")
        << QStringList{dropD, keepA}
        << QStringList{QStringLiteral("ignore: ^d$"), QStringLiteral("focus: ^a$")} << qint64(40)
        << 2;
    QTest::newRow("hide a keeps its time")
        << QStringList{hideA} << QStringList{QStringLiteral("hide: ^a$")} << qint64(100) << 1;
    QTest::newRow("add twice is one step")
        << QStringList{dropD, dropD} << QStringList{QStringLiteral("ignore: ^d$")} << qint64(50)
        << 1;
    QTest::newRow("undo") << QStringList{dropD, keepA, QStringLiteral("undo")}
                          << QStringList{QStringLiteral("ignore: ^d$")} << qint64(50) << 1;
    QTest::newRow("undo all, redo one")
        << QStringList{dropD, keepA, QStringLiteral("undo"), QStringLiteral("undo"),
                       QStringLiteral("redo")}
        << QStringList{QStringLiteral("ignore: ^d$")} << qint64(50) << 1;
    QTest::newRow("remove the first chip")
        << QStringList{dropD, keepA, QStringLiteral("-0")}
        << QStringList{QStringLiteral("focus: ^a$")} << qint64(40) << 3;
    QTest::newRow("clear") << QStringList{dropD, keepA, QStringLiteral("clear")} << QStringList{}
                           << qint64(100) << 3;
    QTest::newRow("clear, undo") << QStringList{dropD, keepA, QStringLiteral("clear"),
                                                QStringLiteral("undo")}
                                 << QStringList{QStringLiteral("ignore: ^d$"),
                                                QStringLiteral("focus: ^a$")}
                                 << qint64(40) << 2;
}

void TestTransformController::edits()
{
    QFETCH(QStringList, steps);
    QFETCH(QStringList, expected);
    QFETCH(qint64, total);
    QFETCH(int, undoIndex);
    Fixture f;
    QVERIFY(!f.controller.setSource(f.source)); // nothing to build yet
    for (const QString &step : steps) {
        QVERIFY2(apply(f.controller, step), qPrintable(step));
        QVERIFY(f.settled().isValid());
    }
    TransformList stack;
    for (const QString &e : expected)
        stack << *Transform::fromString(e);
    QCOMPARE(f.controller.transforms(), stack);
    QCOMPARE(f.controller.undoStack()->index(), undoIndex);
    const ProfileSnapshot shown = f.built.last().first().value<ProfileSnapshot>();
    QCOMPARE(shown.transforms, stack);
    QCOMPARE(shown.tree->totalValue(), total);
    QCOMPARE(f.controller.description(), TransformChipBar::describe(stack));
    // The chips, the Transform button and Remove All follow the stack.
    QCOMPARE(f.controller.chips()->chips().size(), stack.size());
    QCOMPARE(f.controller.menuButton()->isVisibleTo(&f.view), !stack.isEmpty());
    QAction *removeAll = nullptr;
    for (QAction *a : f.controller.menu()->actions())
        if (a->text().remove(QLatin1Char('&')) == QLatin1String("Remove All Transforms"))
            removeAll = a;
    QVERIFY(removeAll);
    QCOMPARE(removeAll->isEnabled(), !stack.isEmpty());
}

// Stacks set one after the other without waiting (as fast as keys): builds superseded on the
// way are dropped; one built() arrives, for the newest stack.
void TestTransformController::supersededBuildsDropped()
{
    Fixture f;
    f.controller.setSource(f.source);
    const TransformList last{Transform::ignore(QStringLiteral("^d$")),
                             Transform::hide(QStringLiteral("^a$"))};
    QVERIFY(f.controller.setTransforms({Transform::focus(QStringLiteral("^b$"))}));
    QVERIFY(f.controller.setTransforms({Transform::ignore(QStringLiteral("^d$"))}));
    QVERIFY(f.controller.setTransforms(last));
    QVERIFY(f.controller.isBuilding());
    const ProfileSnapshot shown = f.settled();
    QCOMPARE(f.built.size(), 1);
    QCOMPARE(shown.transforms, last);
    QCOMPARE(shown.tree->totalValue(), qint64(50));
    QCOMPARE(nodeNamed(*shown.tree, "a"), quint32(0));
    QVERIFY(nodeNamed(*shown.tree, "b") != 0);
    QCOMPARE(f.changed.size(), 3);
    QCOMPARE(f.controller.undoStack()->count(), 0); // setTransforms is no undo step
}

// Removing the last transform hands back the source at once, with the table computed for
// it after it was handed over: nothing is built or computed again.
void TestTransformController::emptyStackHandsBackTheSource()
{
    Fixture f;
    ProfileSnapshot withoutTable = f.source;
    withoutTable.table.reset();
    f.controller.setSource(withoutTable);
    f.controller.keepSourceTable(f.source);
    ProfileSnapshot other = snapshotOf(basicFolded()); // another tree: its table is not kept
    f.controller.keepSourceTable(other);
    QVERIFY(f.controller.addTransform(Transform::ignore(QStringLiteral("^d$"))));
    QVERIFY(f.settled().isValid());
    f.controller.undoStack()->undo();
    QVERIFY(!f.controller.isBuilding());
    QCOMPARE(f.built.size(), 2);
    const ProfileSnapshot back = f.built.last().first().value<ProfileSnapshot>();
    QCOMPARE(back.tree, f.source.tree);
    QCOMPARE(back.table, f.source.table);
    // A new source while a build is pending: that build is dropped, and with no transforms
    // nothing is built.
    f.controller.undoStack()->redo();
    QVERIFY(f.controller.isBuilding());
    QVERIFY(f.controller.setSource(other));
    QCOMPARE(f.settled().tree->totalValue(), qint64(50));
    QCOMPARE(f.built.size(), 3);
    QCOMPARE(f.controller.source().tree, other.tree);
}

void TestTransformController::noSourceNoBuild()
{
    Fixture f;
    QVERIFY(f.controller.setTransforms({Transform::ignore(QStringLiteral("^d$"))}));
    QVERIFY(!f.controller.isBuilding());
    QCOMPARE(f.changed.size(), 1);
    QVERIFY(f.controller.menuButton()->isVisibleTo(&f.view));
    // The source arrives: its tree through the stack follows.
    QVERIFY(f.controller.setSource(f.source));
    QCOMPARE(f.settled().tree->totalValue(), qint64(50));
    QVERIFY(!f.controller.setSource(ProfileSnapshot())); // invalid: nothing to build
}

void TestTransformController::invalidStackRefused_data()
{
    QTest::addColumn<QString>("transform");
    QTest::newRow("hide") << QStringLiteral("hide: a(");
    QTest::newRow("focus") << QStringLiteral("focus: [z-a]");
    QTest::newRow("ignore") << QStringLiteral("ignore: (?<");
}

void TestTransformController::invalidStackRefused()
{
    QFETCH(QString, transform);
    Fixture f;
    f.controller.setSource(f.source);
    const std::optional<Transform> t = Transform::fromString(transform);
    QVERIFY(t);
    QVERIFY(!f.controller.setTransforms({*t}));
    QVERIFY(f.controller.transforms().isEmpty());
    QVERIFY(!f.controller.isBuilding());
    QCOMPARE(f.changed.size(), 0);
    QCOMPARE(f.controller.undoStack()->count(), 0);
    QVERIFY(f.controller.chips()->chips().isEmpty());
}

QTEST_MAIN(TestTransformController)
#include "tst_transformcontroller.moc"
