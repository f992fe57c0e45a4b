// Undo restores the previous scenario (issue 3 acceptance); a drag is one step.
#include <QDoubleSpinBox>
#include <QSlider>
#include <QUndoStack>
#include <gtest/gtest.h>

#include "model/io/scenario_json.h"
#include "tests/widgets/widget_rig.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

TEST(Undo, RestoresThePreviousScenarioAndTheControls)
{
    WidgetRig rig;
    rig.start(seventyB());
    const auto original = model::scenarioToJson(rig.session.scenario());
    rig.form.slider(QStringLiteral("training.seq"))->spinBox()->setValue(8192);
    rig.form.slider(QStringLiteral("parallel.dp"))->spinBox()->setValue(16);
    ASSERT_EQ(rig.session.undoStack()->count(), 2);

    rig.session.undoStack()->undo();
    EXPECT_EQ(rig.session.scenario().parallel.dp, 8);
    EXPECT_EQ(rig.session.scenario().training.seq, 8192);
    EXPECT_EQ(rig.form.slider(QStringLiteral("parallel.dp"))->spinBox()->value(), 8);

    rig.session.undoStack()->undo();
    EXPECT_EQ(model::scenarioToJson(rig.session.scenario()), original);
    rig.settle();
    EXPECT_EQ(rig.ledger.shownEstimate()->stages.front().total, model::estimate(seventyB()).stages.front().total);

    rig.session.undoStack()->redo();
    EXPECT_EQ(rig.session.scenario().training.seq, 8192);
}

TEST(Undo, ADragOfOneSliderIsOneStep)
{
    WidgetRig rig;
    rig.start(seventyB());
    auto* seq = rig.form.slider(QStringLiteral("training.seq"))->slider();
    for (int p = 6; p <= 9; ++p)
        seq->setValue(p);
    EXPECT_EQ(rig.session.undoStack()->count(), 1);
    rig.session.undoStack()->undo();
    EXPECT_EQ(rig.session.scenario().training.seq, 4096);
}
