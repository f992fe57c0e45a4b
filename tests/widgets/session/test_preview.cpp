// The session's preview: a proposed scenario every view shows, outside the undo stack,
// until it is committed as one undoable step or rolled back.
#include <QUndoStack>
#include <gtest/gtest.h>

#include "model/io/scenario_json.h"
#include "tests/widgets/widget_rig.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

namespace {

model::Scenario withOptimizer(model::Scenario s, model::Optimizer optimizer)
{
    s.training.optimizer = optimizer;
    return s;
}

std::string json(const model::Scenario& s) { return model::scenarioToJson(s).dump(); }

// A session started on seventyB, previewing it with 8-bit AdamW.
struct Previewing {
    Previewing()
    {
        session.resetScenario(seventyB());
        session.flush();
        session.preview(withOptimizer(seventyB(), model::Optimizer::AdamW8bit), QStringLiteral("8-bit AdamW"));
    }
    ScenarioSession session;
};

}  // namespace

TEST(Preview, EveryViewShowsItAndTheUndoStackIsUntouched)
{
    Previewing p;
    EXPECT_TRUE(p.session.previewing());
    EXPECT_EQ(p.session.scenario().training.optimizer, model::Optimizer::AdamW8bit);
    EXPECT_EQ(p.session.committedScenario().training.optimizer, model::Optimizer::AdamW);
    EXPECT_EQ(p.session.undoStack()->count(), 0);
    p.session.flush();
    const SnapshotPtr shown = p.session.snapshot();
    ASSERT_TRUE(shown->valid());
    EXPECT_TRUE(shown->preview);
    EXPECT_EQ(shown->scenario.training.optimizer, model::Optimizer::AdamW8bit);
    const model::Estimate engine = model::estimate(withOptimizer(seventyB(), model::Optimizer::AdamW8bit));
    EXPECT_EQ(shown->estimate->worst().total, engine.worst().total);   // the preview's own estimate
    EXPECT_EQ(p.session.shown(), shown);
}

TEST(Preview, CommitIsOneUndoableStep)
{
    Previewing p;
    p.session.commitPreview();
    EXPECT_FALSE(p.session.previewing());
    ASSERT_EQ(p.session.undoStack()->count(), 1);
    EXPECT_EQ(p.session.undoStack()->undoText(), QStringLiteral("8-bit AdamW"));
    EXPECT_EQ(p.session.committedScenario().training.optimizer, model::Optimizer::AdamW8bit);
    p.session.flush();
    EXPECT_FALSE(p.session.snapshot()->preview);
    p.session.undoStack()->undo();
    EXPECT_EQ(json(p.session.scenario()), json(seventyB()));
    p.session.undoStack()->redo();
    EXPECT_EQ(p.session.scenario().training.optimizer, model::Optimizer::AdamW8bit);
}

TEST(Preview, RollBackRestoresTheCommittedScenario)
{
    Previewing p;
    p.session.flush();
    p.session.rollBackPreview();
    EXPECT_FALSE(p.session.previewing());
    EXPECT_EQ(json(p.session.scenario()), json(seventyB()));
    EXPECT_EQ(p.session.undoStack()->count(), 0);
    p.session.flush();
    EXPECT_FALSE(p.session.snapshot()->preview);
    EXPECT_EQ(p.session.snapshot()->scenario.training.optimizer, model::Optimizer::AdamW);
}

TEST(Preview, AnEditAppliesToWhatIsShownAfterCommittingIt)
{
    Previewing p;
    p.session.edit(QStringLiteral("training.seq"), QStringLiteral("seq"), [](model::Scenario& s) { s.training.seq = 2048; });
    EXPECT_FALSE(p.session.previewing());
    ASSERT_EQ(p.session.undoStack()->count(), 2);
    EXPECT_EQ(p.session.scenario().training.optimizer, model::Optimizer::AdamW8bit);
    EXPECT_EQ(p.session.scenario().training.seq, 2048);
    p.session.undoStack()->undo();
    EXPECT_EQ(json(p.session.scenario()), json(withOptimizer(seventyB(), model::Optimizer::AdamW8bit)));
    p.session.undoStack()->undo();
    EXPECT_EQ(json(p.session.scenario()), json(seventyB()));
}

TEST(Preview, AnEditThatChangesNothingLeavesThePreviewAlone)
{
    Previewing p;
    p.session.edit(QStringLiteral("training.optimizer"), QStringLiteral("optimizer"),
                   [](model::Scenario& s) { s.training.optimizer = model::Optimizer::AdamW8bit; });
    EXPECT_TRUE(p.session.previewing());
    EXPECT_EQ(p.session.undoStack()->count(), 0);
}

TEST(Preview, UndoDropsAPreviewMadeOnTheScenarioBefore)
{
    ScenarioSession session;
    session.resetScenario(seventyB());
    session.edit(QStringLiteral("training.seq"), QStringLiteral("seq"), [](model::Scenario& s) { s.training.seq = 2048; });
    session.preview(withOptimizer(session.scenario(), model::Optimizer::AdamW8bit), QStringLiteral("8-bit AdamW"));
    session.undoStack()->undo();
    EXPECT_FALSE(session.previewing());
    EXPECT_EQ(json(session.scenario()), json(seventyB()));
    EXPECT_EQ(session.undoStack()->index(), 0);
}
