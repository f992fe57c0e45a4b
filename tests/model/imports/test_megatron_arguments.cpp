// Every flag Megatron-LM's pretrain scripts accept (tests/data/reference/megatron-arguments.txt,
// read from arguments.py and its config dataclasses at d98e8a64) is classified by the importer:
// read onto the scenario, named as no memory of the step or as a limitation with what it
// changes, or refused with the reason. None is left "not understood". Each is given to a dense
// model and to one with experts, whose --moe- flags apply.
#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "model/imports/config_import.h"
#include "tests/model/imports/import_fixtures.h"
#include "tests/model/test_support.h"

namespace memledger::model {
namespace {

std::vector<std::string> megatronArguments()
{
    std::ifstream in(test::sourcePath("tests/data/reference/megatron-arguments.txt"));
    std::vector<std::string> flags;
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line.front() != '#')
            flags.push_back(line);
    return flags;
}

// The flag is not among the report's unknown keys, or the import refused it with a reason.
bool classified(const std::string& model, const std::string& flag)
{
    const ConfigImport imported = importConfig(model + flag + " 1\n", ConfigFormat::Megatron, "train.sh");
    for (const auto& line : imported.report.unknown)
        if (line.sourceKey == flag)
            return false;
    return true;
}

TEST(MegatronArguments, TheListIsMegatronsWhole)
{
    const std::vector<std::string> flags = megatronArguments();
    EXPECT_EQ(flags.size(), 865u);
    for (const char* flag : {"--num-layers", "--moe-grouped-gemm", "--recompute-granularity", "--fp8-recipe",
                             "--no-persist-layer-norm", "--use-megatron-fsdp", "--cuda-graph-impl"})
        EXPECT_NE(std::find(flags.begin(), flags.end(), flag), flags.end()) << flag;
}

TEST(MegatronArguments, EveryFlagIsReadNamedOrRefused)
{
    const std::string dense = "--num-layers 2 --hidden-size 64 --num-attention-heads 4 ";
    const std::string experts = dense + "--num-experts 4 ";
    std::vector<std::string> unclassified;
    for (const std::string& flag : megatronArguments())
        if (!classified(dense, flag) || !classified(experts, flag))
            unclassified.push_back(flag);
    EXPECT_TRUE(unclassified.empty()) << unclassified.size() << " flags not understood, the first "
                                      << (unclassified.empty() ? "" : unclassified.front());
}

// The layers the ledger has no inventory for are refused, with the reason, never estimated
// as softmax-attention blocks; flags Megatron itself refuses are refused alike.
TEST(MegatronArguments, UnmodelledLayerKindsAndRetiredFlagsAreRefused)
{
    const std::string dense = "--num-layers 2 --hidden-size 64 --num-attention-heads 4 ";
    for (const char* flag : {"--hybrid-layer-pattern M*M*", "--heterogeneous-layers-config-path x.json",
                             "--experimental-attention-variant gated_delta_net", "--linear-attention-freq 4",
                             "--enable-mhc-connections", "--batch-size 8", "--warmup 100",
                             "--model-parallel-size 2"}) {
        const ConfigImport imported = importConfig(dense + flag, ConfigFormat::Megatron, "train.sh");
        ASSERT_FALSE(imported.report.problems.empty()) << flag;
        const std::string name = std::string(flag).substr(0, std::string(flag).find(' '));
        EXPECT_NE(imported.report.problems.front().message.find(name), std::string::npos)
            << imported.report.problems.front().message;
    }
}

// Flags that change memory the ledger does not model are limitations, with their effect.
TEST(MegatronArguments, MemoryChangingFlagsAreLimitations)
{
    const std::string model = "--num-layers 2 --hidden-size 64 --num-attention-heads 4 --num-experts 4 ";
    for (const char* flag : {"--freeze-all-layers", "--output-logit-dtype fp32", "--tensor-parallel-num-weight-shards 2",
                             "--attention-output-gate", "--mlp-chunks-for-training 4", "--moe-paged-stash",
                             "--delay-wgrad-compute", "--moe-latent-size 512", "--logits-load-dir /x",
                             "--no-tp-comm-overlap-ag"}) {
        const ConfigImport imported = importConfig(model + flag, ConfigFormat::Megatron, "train.sh");
        const std::string key = std::string(flag).substr(0, std::string(flag).find(' '));
        const ImportLine* line = test::lineOf(imported.report.notModelled, key);
        ASSERT_NE(line, nullptr) << key;
        EXPECT_TRUE(line->effect.has_value()) << key << " changes memory: it is a limitation";
    }
    // Logging, data and inference flags are none.
    for (const char* flag : {"--otel-enabled", "--fim-rate 0.5", "--inference-dynamic-batching",
                             "--inprocess-restart", "--dino-teacher-temp 0.1"}) {
        const ConfigImport imported = importConfig(model + flag, ConfigFormat::Megatron, "train.sh");
        const std::string key = std::string(flag).substr(0, std::string(flag).find(' '));
        const ImportLine* line = test::lineOf(imported.report.notModelled, key);
        ASSERT_NE(line, nullptr) << key;
        EXPECT_FALSE(line->effect.has_value()) << key;
    }
}

// The vocabulary as Megatron allocates it: a padded size given outright, or the tokenizer's
// own without padding.
TEST(MegatronArguments, PaddingFlagsDecideTheVocabulary)
{
    const std::string model = "--num-layers 2 --hidden-size 64 --num-attention-heads 4 --tensor-model-parallel-size 2 ";
    EXPECT_EQ(importConfig(model + "--vocab-size 50257", ConfigFormat::Megatron, "train.sh").scenario["architecture"]["vocab"],
              50432);
    EXPECT_EQ(importConfig(model + "--vocab-size 50257 --no-pad-vocab-size", ConfigFormat::Megatron, "train.sh")
                  .scenario["architecture"]["vocab"],
              50257);
    EXPECT_EQ(importConfig(model + "--vocab-size 50257 --padded-vocab-size 51200", ConfigFormat::Megatron, "train.sh")
                  .scenario["architecture"]["vocab"],
              51200);
    // FSDP2 without resharding after forward keeps the gathered weights.
    const ConfigImport fsdp2 = importConfig(model + "--use-torch-fsdp2 --torch-fsdp2-no-reshard-after-forward",
                                            ConfigFormat::Megatron, "train.sh");
    EXPECT_EQ(fsdp2.scenario["parallel"]["reshard_after_forward"], false);
}

}  // namespace
}  // namespace memledger::model
