// Smaller fixes of the walk-through (item 7): the GB toggle reaches the activation
// table, the choice boxes read as words (their data stays the file's words), a saved
// file does not keep a description written for another scenario, and Discard on quit
// has a clean scenario to fall back to.
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QTableWidget>
#include <QUndoStack>
#include <gtest/gtest.h>

#include "model/service/scenario_request.h"
#include "tests/widgets/widget_rig.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

TEST(ActivationTable, FollowsTheUnitToggle)
{
    WidgetRig rig;
    rig.start(seventyB());
    QTableWidget* table = rig.activations.table();
    ASSERT_GT(table->rowCount(), 0);
    const QString binary = table->item(0, ActivationTable::BytesColumn)->text();
    EXPECT_TRUE(binary.endsWith(QStringLiteral("iB"))) << binary.toStdString();
    rig.activations.setUnit(ByteUnit::GB);
    for (int r = 0; r < table->rowCount(); ++r) {
        const QString text = table->item(r, ActivationTable::BytesColumn)->text();
        EXPECT_TRUE(text.endsWith(QStringLiteral(" kB")) || text.endsWith(QStringLiteral(" MB")) ||
                    text.endsWith(QStringLiteral(" GB")))
            << text.toStdString();
    }
}

TEST(ChoiceBoxes, ShowReadableLabelsAndKeepTheFileWords)
{
    WidgetRig rig;
    rig.start(seventyB());
    auto* recompute = qobject_cast<QComboBox*>(rig.form.editor(QStringLiteral("memory.recompute")));
    ASSERT_NE(recompute, nullptr);
    QStringList shown, words;
    for (int i = 0; i < recompute->count(); ++i) {
        shown << recompute->itemText(i);
        words << recompute->itemData(i).toString();
    }
    EXPECT_EQ(words, (QStringList{QStringLiteral("none"), QStringLiteral("selective"), QStringLiteral("full"),
                                  QStringLiteral("every-k"), QStringLiteral("layers"), QStringLiteral("op")}));
    EXPECT_FALSE(shown.contains(QStringLiteral("every-k")));
    EXPECT_FALSE(shown.contains(QStringLiteral("layers")));
    for (const char* key : {"framework", "training.precision", "training.optimizer", "parallel.fsdp", "memory.attention",
                            "memory.kernels", "memory.offload.optimizer", "architecture.block"}) {
        auto* combo = qobject_cast<QComboBox*>(rig.form.editor(QString::fromLatin1(key)));
        ASSERT_NE(combo, nullptr) << key;
        for (int i = 0; i < combo->count(); ++i)
            EXPECT_NE(combo->itemText(i), combo->itemData(i).toString()) << key << " shows its file word";
    }
    // Picking by position still sets the engine's value.
    recompute->setCurrentIndex(3);
    EXPECT_EQ(rig.session.scenario().memory.recompute, model::Recompute::Uniform);
}

TEST(Description, AnEditClearsItAndUndoBringsItBack)
{
    WidgetRig rig;
    model::Scenario preset = seventyB();
    preset.description = "≈ 417 GB of activations";
    rig.start(preset);
    rig.form.slider(QStringLiteral("training.seq"))->spinBox()->setValue(8192);
    EXPECT_TRUE(rig.session.scenario().description.empty());
    rig.session.undoStack()->undo();
    EXPECT_EQ(rig.session.scenario().description, "≈ 417 GB of activations");
}

TEST(CleanScenario, IsTheScenarioAsLastSavedOrOpened)
{
    WidgetRig rig;
    rig.start(seventyB());
    ASSERT_TRUE(rig.session.cleanScenario().has_value());
    EXPECT_EQ(rig.session.cleanScenario()->parallel.dp, 8);
    rig.form.slider(QStringLiteral("parallel.dp"))->spinBox()->setValue(16);
    rig.form.slider(QStringLiteral("training.seq"))->spinBox()->setValue(8192);
    EXPECT_EQ(rig.session.cleanScenario()->parallel.dp, 8);       // discarding goes back to this
    EXPECT_EQ(rig.session.cleanScenario()->training.seq, 4096);
    rig.session.undoStack()->setClean();                          // saved here
    EXPECT_EQ(rig.session.cleanScenario()->training.seq, 8192);
    rig.session.undoStack()->undo();                              // the saved state is now redo-able
    EXPECT_EQ(rig.session.cleanScenario()->training.seq, 8192);
    rig.form.slider(QStringLiteral("parallel.tp"))->spinBox()->setValue(4);   // a new branch cuts it off
    EXPECT_FALSE(rig.session.cleanScenario().has_value());
}

// gpt-oss has experts in every layer: the table lists its MoE layer, with no choice of a dense
// layer the model does not have.
TEST(ActivationTable, AModelWithExpertsInEveryLayerListsItsMoeLayer)
{
    model::Scenario s = model::startingScenario(*presets());
    model::applyModel(*presets()->model("gpt-oss-20b"), s);
    WidgetRig rig;
    rig.start(s);
    QTableWidget* table = rig.activations.table();
    bool routed = false;
    for (int r = 0; r < table->rowCount(); ++r)
        routed = routed || table->item(r, 0)->text() == QStringLiteral("routed experts");
    EXPECT_TRUE(routed);
    const auto* kind = rig.activations.findChild<QComboBox*>();
    ASSERT_NE(kind, nullptr);
    EXPECT_FALSE(kind->isVisibleTo(&rig.activations));
}
