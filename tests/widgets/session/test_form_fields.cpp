// The form is the engine's table of scenario fields shown: every field has a control
// with the table's range (validation's, see tests/model/core) and words, a field's
// implied defaults apply as on the command line, and the same values given as flags or
// set through the form make the same scenario.
#include <map>
#include <string>
#include <vector>

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QRegularExpression>
#include <QToolButton>
#include <QStandardItemModel>
#include <gtest/gtest.h>

#include "app/cli/cli_options.h"
#include "model/io/scenario_json.h"
#include "model/service/scenario_request.h"
#include "tests/shared/field_values.h"
#include "tests/widgets/widget_rig.h"
#include "widgets/common/typed_spin_box.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;
using memledger::test::flagWords;
using memledger::test::otherText;
using memledger::test::otherValue;

namespace {

std::map<std::string, FieldSpec> formFields()
{
    std::map<std::string, FieldSpec> out;
    for (const auto& group : scenarioGroups())
        for (const auto& spec : group.fields)
            out.emplace(spec.key(), spec);
    return out;
}

QStringList itemData(const QComboBox* combo)
{
    QStringList out;
    for (int i = 0; i < combo->count(); ++i)
        out << combo->itemData(i).toString();
    return out;
}

QStringList words(const model::ScenarioField& field)
{
    QStringList out;
    for (const auto& word : field.words)
        out << QString::fromStdString(word);
    return out;
}

// Sets the field's control to `value` (a String's: otherText), as a user would.
void setThroughTheForm(const ScenarioForm& form, const FieldSpec& spec, double value)
{
    const model::ScenarioField& field = *spec.field;
    QWidget* input = form.editor(QString::fromLatin1(field.key));
    switch (spec.kind()) {
    case FieldKind::Number:
        form.slider(QString::fromLatin1(field.key))->spinBox()->setValue(value / spec.unit);
        break;
    case FieldKind::Choice:
        qobject_cast<QComboBox*>(input)->setCurrentIndex(static_cast<int>(value - (spec.listed ? field.minimum : 0)));
        break;
    case FieldKind::Toggle:
        qobject_cast<QCheckBox*>(input)->setChecked(value != 0);
        break;
    case FieldKind::Text: {
        auto* line = qobject_cast<QLineEdit*>(input);
        line->setText(QString::fromStdString(otherText(field)));
        emit line->editingFinished();
        break;
    }
    }
}

model::Scenario fromTheCommandLine(const std::vector<std::string>& words)
{
    std::vector<char*> argv;
    for (const auto& word : words)
        argv.push_back(const_cast<char*>(word.c_str()));
    cli::Options options;
    std::string error;
    EXPECT_TRUE(cli::parseArguments(static_cast<int>(argv.size()), argv.data(), options, error)) << error;
    std::vector<model::Problem> problems;
    const model::Scenario scenario = cli::buildScenario(options, *presets(), problems);
    EXPECT_TRUE(problems.empty()) << (problems.empty() ? std::string() : problems.front().message);
    return scenario;
}

}  // namespace

TEST(FormFields, EveryFieldHasAControlWithTheTablesRangeAndWords)
{
    WidgetRig rig;
    rig.start(seventyB());
    const auto specs = formFields();
    EXPECT_EQ(specs.size(), model::scenarioFields().size());
    for (const auto& field : model::scenarioFields()) {
        const QString key = QString::fromLatin1(field.key);
        QWidget* input = rig.form.editor(key);
        ASSERT_NE(input, nullptr) << field.key;
        ASSERT_EQ(specs.count(field.key), 1u) << field.key;
        const FieldSpec& spec = specs.at(field.key);
        if (field.type == model::FieldType::Enum) {
            auto* combo = qobject_cast<QComboBox*>(input);
            ASSERT_NE(combo, nullptr) << field.key;
            EXPECT_EQ(itemData(combo), words(field)) << field.key;
        } else if (spec.listed) {
            auto* combo = qobject_cast<QComboBox*>(input);
            ASSERT_NE(combo, nullptr) << field.key;
            EXPECT_EQ(combo->count(), static_cast<int>(field.maximum - field.minimum) + 1) << field.key;
            EXPECT_EQ(combo->itemData(0).toDouble(), field.minimum) << field.key;
            EXPECT_EQ(combo->itemData(combo->count() - 1).toDouble(), field.maximum) << field.key;
        } else if (field.isNumber()) {
            auto* box = qobject_cast<TypedSpinBox*>(input);
            ASSERT_NE(box, nullptr) << field.key;
            EXPECT_DOUBLE_EQ(box->allowedMinimum() * spec.unit, field.minimum) << field.key;
            EXPECT_DOUBLE_EQ(box->allowedMaximum() * spec.unit, field.maximum) << field.key;
        } else if (field.type == model::FieldType::Bool) {
            EXPECT_NE(qobject_cast<QCheckBox*>(input), nullptr) << field.key;
        } else {
            EXPECT_NE(qobject_cast<QLineEdit*>(input), nullptr) << field.key;
        }
    }
}

TEST(FormFields, TheBlockChoiceBringsTheBlocksConventionsAsTheFlagDoes)
{
    WidgetRig rig;
    rig.start(llama8bLoraOnOneH100());
    auto* block = qobject_cast<QComboBox*>(rig.form.editor(QStringLiteral("architecture.block")));
    ASSERT_NE(block, nullptr);
    block->setCurrentIndex(block->findData(QStringLiteral("gpt")));
    const model::Scenario& edited = rig.session.scenario();
    EXPECT_EQ(edited.arch.norm, model::NormKind::LayerNorm);
    EXPECT_EQ(edited.arch.mlp, model::MlpKind::Gelu);
    EXPECT_EQ(edited.arch.position, model::PositionKind::Learned);
    EXPECT_TRUE(edited.arch.bias);

    model::Scenario flagged = llama8bLoraOnOneH100();
    std::vector<model::Problem> problems;
    model::applyFlag(model::scenarioField("architecture.block"), "block", "gpt", flagged, problems);
    flagged.modelId.clear();   // an edited architecture is no preset's
    EXPECT_EQ(model::scenarioToJson(edited), model::scenarioToJson(flagged));
}

TEST(FormFields, ABareCommandStartsFromTheWindowsFirstScenario)
{
    const model::Scenario bare = fromTheCommandLine({"memledger", "estimate"});
    EXPECT_EQ(bare.modelId, "llama-3.1-8b");
    EXPECT_EQ(bare.hardware.gpuId, "h100-sxm");
    EXPECT_EQ(model::scenarioToJson(bare), model::scenarioToJson(model::startingScenario(*presets())));
}

TEST(FormFields, TheFormAndTheCommandLineMakeTheSameScenario)
{
    WidgetRig rig;
    // Both faces start from the service's starting scenario; the window opens on it.
    rig.start(model::startingScenario(*presets()));
    const auto specs = formFields();
    std::vector<std::string> command = {"memledger", "timeline"};
    // In the table's order, as the command line applies its flags: implied defaults first.
    for (const auto& field : model::scenarioFields()) {
        // A global batch decides the accumulation, and none in range agrees with the maxima the
        // other fields take here: it has its own comparison below.
        if (field.key == std::string("training.global_batch"))
            continue;
        const double value = otherValue(field);
        setThroughTheForm(rig.form, specs.at(field.key), value);
        for (auto& word : flagWords(field, value))
            command.push_back(std::move(word));
    }
    const model::Scenario flagged = fromTheCommandLine(command);
    EXPECT_EQ(flagged.parallel.tp, 1024);
    EXPECT_NE(model::scenarioToJson(flagged), model::scenarioToJson(model::startingScenario(*presets())));
    EXPECT_EQ(model::scenarioToJson(rig.session.scenario()), model::scenarioToJson(flagged));
}

// The GPU box groups the cards under a header per vendor and generation, which cannot be
// chosen; the scenario's card is the one shown, and choosing another applies it.
TEST(FormFields, TheGpuBoxGroupsCardsByVendorAndGeneration)
{
    WidgetRig rig;
    rig.start(model::startingScenario(*presets()));
    auto* gpu = qobject_cast<QComboBox*>(rig.form.editor(QStringLiteral("gpu")));
    ASSERT_NE(gpu, nullptr);
    const auto* items = qobject_cast<QStandardItemModel*>(gpu->model());
    ASSERT_NE(items, nullptr);
    QStringList headers;
    for (int i = 0; i < gpu->count(); ++i)
        if (!(items->item(i)->flags() & Qt::ItemIsEnabled)) {
            headers << gpu->itemText(i);
            EXPECT_TRUE(gpu->itemData(i).toString().isEmpty());
        }
    ASSERT_GE(headers.size(), 5);
    EXPECT_EQ(headers.front(), QStringLiteral("NVIDIA · Blackwell"));
    EXPECT_TRUE(headers.contains(QStringLiteral("AMD · CDNA 4")));
    EXPECT_EQ(gpu->currentData().toString(), QString::fromStdString(rig.session.scenario().hardware.gpuId));
    const int gb200 = gpu->findData(QStringLiteral("gb200"));
    ASSERT_GT(gb200, 0);
    const QString tip = gpu->itemData(gb200, Qt::ToolTipRole).toString();
    EXPECT_TRUE(tip.contains(QStringLiteral("184"))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("public GB200 run logs"))) << tip.toStdString();
    gpu->setCurrentIndex(gb200);
    emit gpu->activated(gb200);
    rig.settle();
    EXPECT_EQ(rig.session.scenario().hardware.gpuId, "gb200");
    EXPECT_EQ(rig.session.scenario().hardware.peakFlopsBf16, 2.5e15);
}

// The precision-aware optimizer's dtypes mean nothing without it: greyed out, their values
// kept, the toggle they wait for named; live once it is on.
TEST(FormFields, ThePrecisionAwareOptimizersDtypesWaitForIt)
{
    WidgetRig rig;
    rig.start(model::startingScenario(*presets()));
    QWidget* momentDtype = rig.form.editor(QStringLiteral("training.exp_avg_dtype"));
    ASSERT_NE(momentDtype, nullptr);
    EXPECT_FALSE(momentDtype->isEnabled());
    EXPECT_TRUE(momentDtype->toolTip().contains(QStringLiteral("Precision-aware optimizer"))) << momentDtype->toolTip().toStdString();
    rig.session.edit(QStringLiteral("training.precision_aware_optimizer"), QStringLiteral("precision-aware optimizer"),
                     [](model::Scenario& s) { s.training.precisionAwareOptimizer = true; });
    rig.settle();
    EXPECT_TRUE(momentDtype->isEnabled());
    EXPECT_FALSE(momentDtype->toolTip().contains(QStringLiteral("Applies only with")));
    EXPECT_TRUE(rig.form.editor(QStringLiteral("training.main_grads_dtype"))->isEnabled());
}

// A setting that waits for a choice rather than a switch says which values it needs.
TEST(FormFields, TheLowBitBlockSizeWaitsForALowBitOptimizer)
{
    WidgetRig rig;
    rig.start(model::startingScenario(*presets()));
    QWidget* block = rig.form.editor(QStringLiteral("training.optimizer_block_size"));
    ASSERT_NE(block, nullptr);
    EXPECT_FALSE(block->isEnabled());
    EXPECT_TRUE(block->toolTip().contains(QStringLiteral("8-bit or 4-bit AdamW"))) << block->toolTip().toStdString();
    rig.session.edit(QStringLiteral("training.optimizer"), QStringLiteral("optimizer"),
                     [](model::Scenario& s) { s.training.optimizer = model::Optimizer::AdamW4bit; });
    rig.settle();
    EXPECT_TRUE(block->isEnabled());
}

TEST(FormFields, AnAccumulationTheGlobalBatchDecidesIsShownInForceAndReadOnly)
{
    WidgetRig rig;
    rig.start(model::startingScenario(*presets()));
    ParamSlider* accumulation = rig.form.slider(QStringLiteral("training.grad_accum"));
    ASSERT_NE(accumulation, nullptr);
    EXPECT_TRUE(accumulation->isEnabled());
    rig.session.edit(QStringLiteral("training.global_batch"), QStringLiteral("global batch"), [](model::Scenario& s) {
        s.training.globalBatch = 32;
        s.parallel.dp = 2;
    });
    rig.settle();
    EXPECT_FALSE(accumulation->isEnabled());
    EXPECT_EQ(accumulation->spinBox()->value(), 16);   // 32 ÷ (micro-batch 1 × DP 2), what the engine uses
    // The same job from the command line.
    EXPECT_EQ(model::scenarioToJson(rig.session.scenario()),
              model::scenarioToJson(fromTheCommandLine({"memledger", "estimate", "--global-batch", "32", "--dp", "2"})));
    EXPECT_TRUE(accumulation->spinBox()->toolTip().contains(QStringLiteral("Global batch"))) << accumulation->spinBox()->toolTip().toStdString();
    rig.session.edit(QStringLiteral("training.global_batch"), QStringLiteral("global batch"),
                     [](model::Scenario& s) { s.training.globalBatch = 0; });
    rig.settle();
    EXPECT_TRUE(accumulation->isEnabled());
    EXPECT_EQ(accumulation->spinBox()->value(), 1);
}

// Progressive disclosure: the settings every job sets are on show, each group's expert
// settings (the table's "advanced" mark) fold under a toggle that counts them, the GPU comes
// right after the model, and a problem in a folded setting unfolds its section.
TEST(FormFields, ExpertSettingsFoldAndAProblemUnfoldsThem)
{
    WidgetRig rig;
    rig.start(seventyB());
    rig.form.resize(420, 2000);
    rig.form.show();
    rig.settle();
    int folded = 0;
    for (const model::ScenarioField& field : model::scenarioFields()) {
        QWidget* editor = rig.form.editor(QString::fromLatin1(field.key));
        ASSERT_NE(editor, nullptr) << field.key;
        if (field.group == model::FieldGroup::Architecture)
            continue;   // folded as a whole, with its own box
        EXPECT_EQ(editor->isVisibleTo(&rig.form), !field.advanced) << field.key;
        folded += field.advanced ? 1 : 0;
    }
    int counted = 0;
    for (QToolButton* toggle : rig.form.foldToggles()) {
        EXPECT_FALSE(toggle->isChecked());
        static const QRegularExpression number(QStringLiteral("\\((\\d+)\\)"));
        counted += number.match(toggle->text()).captured(1).toInt();
    }
    EXPECT_EQ(counted, folded);
    EXPECT_GT(folded, 20);
    // The GPU box above the batch's and the parallelism's controls.
    const auto y = [&](QWidget* w) { return w->mapTo(&rig.form, QPoint(0, 0)).y(); };
    EXPECT_LT(y(rig.form.gpuPicker()), y(rig.form.editor(QStringLiteral("training.seq"))));
    EXPECT_LT(y(rig.form.modelPicker()), y(rig.form.gpuPicker()));
    // A problem with a folded setting opens its section, so the mark can be seen.
    const QString expert = QStringLiteral("performance.compute_efficiency");
    ASSERT_TRUE(model::scenarioField(expert.toStdString()).advanced);
    ASSERT_FALSE(rig.form.editor(expert)->isVisibleTo(&rig.form));
    rig.session.edit(expert, QStringLiteral("efficiency"), [](model::Scenario& s) { s.performance.computeEfficiency = 0; });
    rig.settle();
    ASSERT_FALSE(rig.session.snapshot()->valid());
    EXPECT_TRUE(rig.form.editor(expert)->isVisibleTo(&rig.form));
}
