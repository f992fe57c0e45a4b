// Moving a control changes the scenario (issue 3 acceptance), and a burst of
// moves costs one recompute (aesthetics.md §5.3).
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QSlider>
#include <gtest/gtest.h>

#include "tests/widgets/widget_rig.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

TEST(Controls, MovingTheSequenceSliderChangesTheScenario)
{
    WidgetRig rig;
    rig.start(seventyB());
    ParamSlider* seq = rig.form.slider(QStringLiteral("training.seq"));
    ASSERT_NE(seq, nullptr);
    seq->slider()->setValue(seq->positionFor(16384));
    EXPECT_EQ(rig.session.scenario().training.seq, 16384);
    EXPECT_EQ(seq->spinBox()->value(), 16384);
}

TEST(Controls, TypingInASpinBoxAndPickingAChoiceChangeTheScenario)
{
    WidgetRig rig;
    rig.start(seventyB());
    rig.form.slider(QStringLiteral("parallel.dp"))->spinBox()->setValue(6);
    EXPECT_EQ(rig.session.scenario().parallel.dp, 6);
    auto* recompute = qobject_cast<QComboBox*>(rig.form.editor(QStringLiteral("memory.recompute")));
    ASSERT_NE(recompute, nullptr);
    recompute->setCurrentIndex(2);  // full
    EXPECT_EQ(rig.session.scenario().memory.recompute, model::Recompute::Full);
    rig.form.slider(QStringLiteral("hardware.memory_bytes"))->spinBox()->setValue(141);
    EXPECT_DOUBLE_EQ(rig.session.scenario().hardware.memoryBytes, 141.0 * (1ull << 30));
}

TEST(Controls, ChoosingAModelPresetAppliesItsArchitecture)
{
    WidgetRig rig;
    rig.start(seventyB());
    const int index = rig.form.modelPicker()->findData(QStringLiteral("llama-3.1-8b"));
    ASSERT_GE(index, 0);
    emit rig.form.modelPicker()->activated(index);
    EXPECT_EQ(rig.session.scenario().modelId, "llama-3.1-8b");
    EXPECT_EQ(rig.session.scenario().arch.hidden, 4096);
}

// The teacher picker makes a preset the distillation teacher, shows it back, and None removes it;
// a distillation job under Megatron-LM with TP 8 is refused, the reason shown at the picker.
TEST(Controls, ChoosingATeacherMakesADistillationJob)
{
    WidgetRig rig;
    rig.start(seventyB());
    QComboBox* teacher = rig.form.teacherPicker();
    ASSERT_NE(teacher, nullptr);
    EXPECT_EQ(teacher->currentIndex(), 0);
    const int index = teacher->findData(QStringLiteral("llama-3.1-8b"));
    ASSERT_GE(index, 0);
    emit teacher->activated(index);
    EXPECT_EQ(rig.session.scenario().teacher.modelId, "llama-3.1-8b");
    EXPECT_EQ(rig.session.scenario().teacher.arch.hidden, 4096);
    rig.settle();
    EXPECT_EQ(teacher->currentData().toString(), QStringLiteral("llama-3.1-8b"));
    EXPECT_FALSE(rig.form.problemText(QStringLiteral("teacher.model")).isEmpty());
    emit teacher->activated(0);
    EXPECT_FALSE(rig.session.scenario().teacher.enabled());
}

TEST(Controls, TheSessionDoesNotEchoItsScenarioBackAsAnEdit)
{
    WidgetRig rig;
    rig.start(seventyB());
    QSignalSpy edits(&rig.form, &ScenarioForm::edited);
    model::Scenario other = seventyB();
    other.training.seq = 8192;
    rig.session.replaceScenario(other, QStringLiteral("x"));
    EXPECT_EQ(edits.count(), 0);
    EXPECT_EQ(rig.form.slider(QStringLiteral("training.seq"))->spinBox()->value(), 8192);
}

TEST(Controls, TwentySliderMovesInOneTurnCauseOneRecompute)
{
    WidgetRig rig;
    rig.start(seventyB());
    const int before = rig.session.recomputeCount();
    QSignalSpy snapshots(&rig.session, &ScenarioSession::snapshotChanged);
    ParamSlider* gpuMemory = rig.form.slider(QStringLiteral("hardware.memory_bytes"));
    for (int i = 0; i < 20; ++i)
        gpuMemory->slider()->setValue(400 + 10 * i);
    rig.settle();
    EXPECT_EQ(rig.session.recomputeCount(), before + 1);
    EXPECT_EQ(snapshots.count(), 1);
}

TEST(Controls, PowerOfTwoSlidersSnapToPowersOfTwo)
{
    ParamSlider seq(128, 1048576, ParamSlider::Scale::Pow2, 0);
    EXPECT_EQ(seq.slider()->maximum(), 13);
    EXPECT_EQ(seq.valueAt(5), 4096);
    EXPECT_EQ(seq.positionFor(4096), 5);
}
