// One snapshot pairs a scenario with its own estimate: a view handed a snapshot never
// pairs an estimate with another scenario by hand, and the views' "last valid" state is
// the last valid snapshot, scenario and estimate together.
#include <gtest/gtest.h>

#include "model/io/scenario_json.h"
#include "tests/widgets/widget_rig.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

TEST(Snapshot, PairsTheScenarioWithItsOwnEstimate)
{
    ScenarioSession session;
    EXPECT_EQ(session.snapshot(), nullptr);
    session.resetScenario(seventyB());
    session.flush();
    const SnapshotPtr first = session.snapshot();
    session.edit(QStringLiteral("training.seq"), QStringLiteral("seq"), [](model::Scenario& s) { s.training.seq = 8192; });
    EXPECT_EQ(session.snapshot(), first);   // the recompute waits for the event loop
    session.flush();
    const SnapshotPtr second = session.snapshot();
    ASSERT_NE(second, first);
    EXPECT_GT(second->revision, first->revision);
    EXPECT_EQ(second->scenario.training.seq, 8192);
    EXPECT_EQ(first->scenario.training.seq, 4096);   // never changed afterwards
    const model::Estimate engine = model::estimate(second->scenario);
    EXPECT_EQ(second->estimate->worst().total, engine.worst().total);
    EXPECT_NE(second->estimate->worst().total, first->estimate->worst().total);
}

TEST(Snapshot, WhileTheInputsAreInvalidTheShownOneIsTheLastValidPair)
{
    ScenarioSession session;
    session.resetScenario(seventyB());
    session.flush();
    const SnapshotPtr valid = session.snapshot();
    session.edit(QStringLiteral("parallel.tp"), QStringLiteral("TP"), [](model::Scenario& s) { s.parallel.tp = 3; });
    session.flush();
    ASSERT_FALSE(session.snapshot()->valid());
    EXPECT_EQ(session.snapshot()->scenario.parallel.tp, 3);
    EXPECT_EQ(session.shown(), valid);
    EXPECT_EQ(session.shown()->scenario.parallel.tp, 8);
}

TEST(Snapshot, OfAnotherScenarioLeavesTheLiveOneAlone)
{
    ScenarioSession session;
    session.resetScenario(seventyB());
    session.flush();
    const SnapshotPtr live = session.snapshot();
    const SnapshotPtr other = session.snapshotOf(llama8bLoraOnOneH100());
    EXPECT_EQ(session.snapshot(), live);
    EXPECT_EQ(model::scenarioToJson(other->scenario), model::scenarioToJson(llama8bLoraOnOneH100()));
    EXPECT_EQ(other->estimate->worst().total, model::estimate(llama8bLoraOnOneH100()).worst().total);
    EXPECT_NE(other->revision, live->revision);
}
