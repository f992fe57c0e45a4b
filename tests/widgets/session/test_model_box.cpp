// The model box names what the engine computes (walk-through item 1): a scenario
// with its own architecture is "Custom: <name>" with the engine's parameter count,
// never the preset the defaults started from, after every load, undo or edit.
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QUndoStack>
#include <gtest/gtest.h>

#include "tests/widgets/widget_rig.h"
#include "widgets/session/scenario_file.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

namespace {

model::Scenario eagerSevenB()
{
    model::Scenario s;
    QString error;
    EXPECT_TRUE(readScenarioFile(QStringLiteral(MEMLEDGER_SOURCE_DIR "/presets/scenarios/7b-eager-attention-s4096-b4.memledger.json"),
                                 *presets(), s, &error))
        << error.toStdString();
    return s;
}

}  // namespace

TEST(ModelBox, AScenarioWithItsOwnArchitectureIsNamedCustom)
{
    const model::Scenario gpt = eagerSevenB();
    EXPECT_TRUE(gpt.modelId.empty());   // the defaults' llama-3.1-8b id does not survive
    EXPECT_EQ(gpt.arch.name, "7B GPT-style");

    WidgetRig rig;
    rig.start(gpt);
    EXPECT_EQ(rig.form.modelPicker()->currentIndex(), 0);
    EXPECT_EQ(rig.form.modelPicker()->currentText(), QStringLiteral("Custom: 7B GPT-style"));
    const double params = rig.session.snapshot()->estimate->params.total;
    EXPECT_EQ(rig.form.familyLabel()->text(), QStringLiteral("%1 B params").arg(params / 1e9, 0, 'f', 1));
    EXPECT_NE(rig.form.familyLabel()->text(), QStringLiteral("8.0 B params"));
}

TEST(ModelBox, FollowsEveryLoadAndUndo)
{
    WidgetRig rig;
    rig.start(seventyB());
    EXPECT_EQ(rig.form.modelPicker()->currentData().toString(), QStringLiteral("llama-3.1-70b"));
    rig.session.replaceScenario(eagerSevenB(), QStringLiteral("Load preset"));
    rig.settle();
    EXPECT_TRUE(rig.form.modelPicker()->currentText().startsWith(QStringLiteral("Custom: 7B GPT-style")));
    rig.session.undoStack()->undo();
    rig.settle();
    EXPECT_EQ(rig.form.modelPicker()->currentData().toString(), QStringLiteral("llama-3.1-70b"));
}

TEST(ModelBox, EditingTheArchitectureMakesTheModelCustom)
{
    WidgetRig rig;
    rig.start(seventyB());
    rig.form.slider(QStringLiteral("architecture.layers"))->spinBox()->setValue(40);
    rig.settle();
    EXPECT_TRUE(rig.session.scenario().modelId.empty());
    EXPECT_EQ(rig.form.modelPicker()->currentIndex(), 0);
    EXPECT_EQ(rig.form.modelPicker()->currentText(), QStringLiteral("Custom: Llama 3.1 70B"));
}

TEST(ModelBox, AFileThatOverridesThePresetsArchitectureIsCustom)
{
    // Saved before the fix: the preset's id next to another model's architecture.
    const auto document = nlohmann::json::parse(R"({"model": "llama-3.1-8b", "architecture": {"layers": 16}})");
    model::Scenario s;
    ASSERT_TRUE(scenarioFromJson(document, *presets(), s, nullptr));
    EXPECT_TRUE(s.modelId.empty());
    EXPECT_EQ(s.arch.layers, 16);
    // Naming the preset and nothing else keeps it.
    ASSERT_TRUE(scenarioFromJson(nlohmann::json::parse(R"({"model": "llama-3.1-70b"})"), *presets(), s, nullptr));
    EXPECT_EQ(s.modelId, "llama-3.1-70b");
}
