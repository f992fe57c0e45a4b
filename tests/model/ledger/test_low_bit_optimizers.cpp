// Low-bit AdamW states by hand: codes plus one fp32 scale per block, for each moment
// (bitsandbytes' and torchao's 8-bit, torchao's 4-bit), and what the importers read of them.
#include <gtest/gtest.h>

#include "model/exports/config_export.h"
#include "model/service/exports.h"
#include "model/imports/config_import.h"
#include "model/ledger/ledger.h"
#include "tests/model/test_support.h"
#include "tests/shared/model_shapes.h"

namespace {

using namespace memledger::model;

double moments(const Scenario& s)
{
    const Estimate e = estimate(s);
    EXPECT_TRUE(e.valid());
    const Term* term = findTerm(e.stages.front(), "optimizer_moments");
    return term ? term->bytes : 0.0;
}

TEST(LowBitOptimizers, StateBytesPerParameterAreCodesPlusABlocksScale)
{
    Scenario s = memledger::shapes::llama31_70b(4096);
    s.parallel.tp = 8;
    s.parallel.pp = 8;
    const double adamw = moments(s);   // two fp32 moments: 8 bytes a parameter
    s.training.optimizer = Optimizer::AdamW8bit;
    EXPECT_DOUBLE_EQ(moments(s), adamw * 2 * (1 + 4.0 / 256) / 8);    // uint8 codes, an absmax per 256
    s.training.optimizer = Optimizer::AdamW4bit;
    EXPECT_DOUBLE_EQ(moments(s), adamw * 2 * (0.5 + 4.0 / 128) / 8);  // 4-bit codes, a scale per 128
    s.training.optimizerBlockSize = 256;                              // the Hugging Face Trainer's
    EXPECT_DOUBLE_EQ(moments(s), adamw * 2 * (0.5 + 4.0 / 256) / 8);
}

TEST(LowBitOptimizers, ImportersReadTorchaosFourBitAdamW)
{
    const ConfigImport tune = importConfig(R"(
model:
  _component_: torchtune.models.llama3_1.llama3_1_8b
optimizer:
  _component_: torchao.optim.AdamW4bit
  lr: 2e-5
batch_size: 2
)", ConfigFormat::Torchtune);
    EXPECT_EQ(tune.scenario["training"]["optimizer"], "adamw-4bit");

    const auto hf = [](const std::string& extra) {
        return importConfig(R"({"model_name_or_path": "meta-llama/Llama-3.1-8B", "per_device_train_batch_size": 2,
                                "bf16": true, "optim": "adamw_torch_4bit")" + extra + "}",
                            ConfigFormat::HfTrainingArgs, "training_args.json");
    };
    ConfigImport imported = hf("");
    EXPECT_EQ(imported.scenario["training"]["optimizer"], "adamw-4bit");
    EXPECT_EQ(imported.scenario["training"]["optimizer_block_size"], 256);   // the Trainer's, not torchao's 128
    imported = hf(R"(, "optim_args": "block_size=128,bf16_stochastic_round=False")");
    EXPECT_EQ(imported.scenario["training"]["optimizer_block_size"], 128);

    Scenario s = memledger::shapes::llama31_70b(4096);
    s.training.optimizer = Optimizer::AdamW4bit;
    EXPECT_NE(exportOf(s, ExportFormat::Torchtune, memledger::test::presets()).text.find("torchao.optim.AdamW4bit"), std::string::npos);
}

}  // namespace
