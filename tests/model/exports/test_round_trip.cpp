// Export → import: every field a writer says it carries comes back with the same value when
// its own framework's reader reads the file. The scenarios are the worked ones and variants
// of them that turn on the settings each format spells differently (recompute modes, ZeRO
// and FSDP, LoRA and QLoRA, losses, optimizers, offload).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "model/core/preset_names.h"
#include "model/core/scenario_fields.h"
#include "model/exports/field_coverage.h"
#include "model/imports/config_import.h"
#include "model/core/validation.h"
#include "model/imports/global_batch.h"
#include "tests/model/exports/export_fixture.h"
#include "tests/shared/scenario_variants.h"

namespace memledger::model {
namespace {

using test::presetLibrary;
using test::workedScenario;
using test::variants;

ConfigFormat readerOf(ExportFormat format)
{
    switch (format) {
    case ExportFormat::DeepSpeed: return ConfigFormat::DeepSpeed;
    case ExportFormat::Megatron: return ConfigFormat::Megatron;
    case ExportFormat::Torchtitan: return ConfigFormat::Torchtitan;
    case ExportFormat::Torchtune: return ConfigFormat::Torchtune;
    case ExportFormat::Verl: return ConfigFormat::Verl;
    case ExportFormat::Trl: return ConfigFormat::HfTrainingArgs;
    }
    return ConfigFormat::Unknown;
}

// The scenario a reader's file gives when read over a default scenario, as a command does.
Scenario readBack(const ConfigExport& exported, ExportFormat format)
{
    const ConfigImport imported = importConfig(exported.text, readerOf(format));
    for (const auto& problem : imported.report.problems)
        ADD_FAILURE() << problem.message << "\n" << exported.text;
    Scenario back;
    std::vector<Problem> problems;
    readScenario(imported.scenario, presetLibrary(), back, problems);
    for (const auto& problem : problems)
        ADD_FAILURE() << problem.message << "\n" << imported.scenario.dump(2);
    if (imported.globalBatch) {
        const nlohmann::json training = imported.scenario.value("training", nlohmann::json::object());
        for (const auto& problem : resolveGlobalBatch(*imported.globalBatch, training.contains("micro_batch"),
                                                      training.contains("grad_accum"), back))
            ADD_FAILURE() << problem.message;
    }
    return back;
}

class RoundTrip : public testing::TestWithParam<ExportFormat> {};

TEST_P(RoundTrip, EveryCarriedFieldComesBack)
{
    int compared = 0;
    for (const auto& [id, preset] : presetLibrary().scenarios) {
        for (const auto& variant : variants()) {
            Scenario original = workedScenario(id);
            variant.change(original);
            if (!validate(original).empty())
                continue;  // a variant the worked scenario's layout cannot take
            SCOPED_TRACE(id + " / " + variant.name);
            const ConfigExport exported = exportOf(original, GetParam(), presetLibrary());
            const Scenario back = readBack(exported, GetParam());
            for (const auto& key : exported.carried) {
                EXPECT_EQ(fieldValueText(key, back), fieldValueText(key, original)) << key << "\n" << exported.text;
                ++compared;
            }
        }
    }
    // Most variants fit most worked scenarios: the loop really compared fields.
    EXPECT_GT(compared, 500);
}

// A preset a launcher has a name for is written by that name and read back as that preset,
// for every such preset: the one table of names (model/core/preset_names.h) read both ways
// and the one table of shapes (presets/models) behind it. Whether a tool names it is asked of
// the table, and a family the tools know must have presets the test reaches.
void expectNamedAndBack(ExportFormat format, const char* lostModel, const auto& named)
{
    int presets = 0;
    for (const auto& [id, preset] : presetLibrary().models) {
        if (!named(id))
            continue;
        SCOPED_TRACE(id);
        ++presets;
        Scenario original = workedScenario("7b-zero3-dp8");
        applyModel(preset, original);
        if (original.arch.moe.experts > 0)
            original.parallel.ep = 8;
        ASSERT_TRUE(validate(original).empty());
        const ConfigExport exported = exportOf(original, format, presetLibrary());
        EXPECT_EQ(exported.text.find(lostModel), std::string::npos) << exported.text;
        EXPECT_TRUE(test::carries(exported, "architecture.hidden"));
        const Scenario back = readBack(exported, format);
        EXPECT_EQ(back.arch.name, preset.name);
        EXPECT_EQ(presetLibrary().withShapeOf(back.arch), &preset);
    }
    EXPECT_GE(presets, 10);
}

TEST(RoundTrip, EveryPresetWithATorchtitanFlavorComesBackAsItself)
{
    expectNamedAndBack(ExportFormat::Torchtitan, "No torchtitan flavor",
                       [](const std::string& id) { return torchtitanFlavorFor(id).has_value(); });
}

TEST(RoundTrip, EveryPresetWithATorchtuneBuilderComesBackAsItself)
{
    expectNamedAndBack(ExportFormat::Torchtune, "model builder has",
                       [](const std::string& id) { return torchtuneBuilderFor(id).has_value(); });
}

INSTANTIATE_TEST_SUITE_P(Formats, RoundTrip, testing::ValuesIn(exportFormats()),
                         [](const testing::TestParamInfo<ExportFormat>& row) {
                             return std::string(exportFormatId(row.param));
                         });

}  // namespace
}  // namespace memledger::model
