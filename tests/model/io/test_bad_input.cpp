// Every way an input can be wrong, as a table: each row is one invalid input, the
// field it must be reported against and a piece of the message that says what is
// wrong and how to fix it. Whatever the input, estimate() must answer with problems
// and no ledger, never with a crash.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/json_file.h"
#include "model/io/estimate_json.h"
#include "model/io/hf_config/hf_config.h"
#include "model/ledger/ledger.h"
#include "model/io/presets.h"
#include "model/io/scenario_json.h"
#include "model/core/validation.h"
#include "tests/model/test_support.h"

namespace memledger::model {
namespace {

// Where an input enters the engine.
enum class Source {
    Patch,    // JSON merged into kBaseDocument, read with readScenario()
    File,     // text written to a file and read with readJsonFile() + readScenario(); empty: no file
    HfConfig  // a Hugging Face config.json, read with importHfConfig()
};

// Which layer must catch it: the reader (bad JSON, types, enum words, keys, ids) or
// validate() (a well-formed scenario that cannot exist).
enum class Catcher { Reader, Validation };

struct BadInput {
    const char* name;
    Source source;
    const char* text;
    Catcher catcher;
    const char* field;    // for File cases: "<file>" stands for the file's path
    const char* message;  // a substring of the problem reported against `field`
};

// A valid scenario that every Patch case breaks in one way.
constexpr const char* kBaseDocument = R"({"model": "llama-3.1-8b", "gpu": "h100-sxm"})";
constexpr const char* kFilePlaceholder = "<file>";

BadInput patch(const char* name, const char* text, Catcher catcher, const char* field, const char* message)
{
    return {name, Source::Patch, text, catcher, field, message};
}
BadInput read(const char* name, const char* text, const char* field, const char* message)
{
    return patch(name, text, Catcher::Reader, field, message);
}
BadInput invalid(const char* name, const char* text, const char* field, const char* message)
{
    return patch(name, text, Catcher::Validation, field, message);
}
BadInput file(const char* name, const char* text, const char* message)
{
    return {name, Source::File, text, Catcher::Reader, kFilePlaceholder, message};
}
BadInput hf(const char* name, const char* text, const char* field, const char* message)
{
    return {name, Source::HfConfig, text, Catcher::Reader, field, message};
}

// Test names instead of gtest's byte dump.
void PrintTo(const BadInput& input, std::ostream* out) { *out << input.name; }

std::vector<BadInput> badInputs()
{
    return {
        // The file itself.
        file("BrokenSyntax", "{\n  \"training\": {\"seq\": 4096,, \"micro_batch\": 1}\n}\n",
             "is not valid JSON: parse error at line 2, column 28"),
        file("TruncatedFile", "{\"training\": {\"seq\": 4096}", "is not valid JSON: parse error at line 1, column 27"),
        file("MissingFile", "", "no such file"),
        file("NumberBeyondDouble", "{\"training\": {\"seq\": 1e400}}",
             "holds a number MemLedger cannot read: number overflow parsing '1e400'"),
        // nlohmann quotes the bytes it read last, here a Latin-1 "ß": shown as <0xDF>, so the
        // message stays UTF-8 (the problems are printed as JSON).
        file("BrokenSyntaxWithLatin1Byte", "{\"training\": {\"seq\": 4096\xDF}}",
             "is not valid JSON: parse error at line 1, column 26: syntax error while parsing object - invalid "
             "literal; last read: '4096<0xDF>'"),
        read("DocumentIsArray", "[1, 2, 3]", "", "the document must be a JSON object, got array"),
        read("DocumentIsString", "\"llama\"", "", "the document must be a JSON object, got string"),
        // Wrong types.
        read("SeqIsString", R"({"training": {"seq": "4096"}})", "training.seq",
             "training.seq must be a whole number, got string \"4096\""),
        read("SeqIsFraction", R"({"training": {"seq": 4096.5}})", "training.seq",
             "training.seq must be a whole number, got 4096.5"),
        read("TpIsBool", R"({"parallel": {"tp": true}})", "parallel.tp",
             "parallel.tp must be a whole number, got boolean true"),
        read("PrecisionIsNumber", R"({"training": {"precision": 16}})", "training.precision",
             "training.precision is 16; expected fp32, bf16, fp16, bf16-amp or bf16-pure"),
        read("TrainingIsArray", R"({"training": [4096, 1]})", "training", "training must be an object, got array"),
        read("SpIsString", R"({"parallel": {"sp": "yes"}})", "parallel.sp", "parallel.sp must be true or false, got \"yes\""),
        read("StageLayersIsNumber", R"({"parallel": {"pp": 2, "stage_layers": 16}})", "parallel.stage_layers",
             "parallel.stage_layers must be an array of whole numbers, got 16"),
        read("StageLayersHoldsFraction", R"({"parallel": {"pp": 2, "stage_layers": [16.5, 15.5]}})",
             "parallel.stage_layers", "parallel.stage_layers must contain only whole numbers, found 16.5"),
        read("MemoryBytesIsString", R"({"hardware": {"memory_bytes": "80GB"}})", "hardware.memory_bytes",
             "hardware.memory_bytes must be a number, got \"80GB\""),
        read("TpBeyondInt", R"({"parallel": {"tp": 4294967296}})", "parallel.tp",
             "parallel.tp is 4294967296, outside the representable range"),
        // Unknown enum words.
        read("PrecisionBf17", R"({"training": {"precision": "bf17"}})", "training.precision",
             "training.precision is \"bf17\"; expected fp32, bf16, fp16, bf16-amp or bf16-pure"),
        read("OptimizerAdam", R"({"training": {"optimizer": "adam"}})", "training.optimizer",
             "training.optimizer is \"adam\"; expected adamw, adamw-8bit, adamw-4bit, sgd-momentum, sgd, adafactor, lion, muon, soap, galore-adamw, apollo-adamw, adam-mini, shampoo or none"),
        read("RecomputePartial", R"({"memory": {"recompute": "partial"}})", "memory.recompute",
             "memory.recompute is \"partial\"; expected none, selective, full, every-k, layers or op"),
        read("OffloadTargetGpu", R"({"memory": {"offload": {"optimizer": "gpu"}}})", "memory.offload.optimizer",
             "memory.offload.optimizer is \"gpu\"; expected none, cpu or nvme"),
        read("FrameworkJax", R"({"framework": "jax"})", "framework",
             "framework is \"jax\"; expected generic, megatron, deepspeed, fsdp or hf-trainer"),
        read("FsdpWordTypo", R"({"parallel": {"fsdp": "full_shard"}})", "parallel.fsdp",
             "parallel.fsdp is \"full_shard\"; expected none, full-shard, shard-grad-op or hybrid-shard"),
        // Unknown keys, ids and versions.
        read("TrainingSequenceTypo", R"({"training": {"sequence": 8192}})", "training.sequence",
             "unknown key \"training.sequence\"; check its spelling"),
        read("TopLevelTypo", R"({"paralel": {"tp": 2}})", "paralel", "unknown key \"paralel\"; check its spelling"),
        read("LoraKeyTypo", R"({"memory": {"lora": {"rnk": 16}}})", "memory.lora.rnk",
             "unknown key \"memory.lora.rnk\"; check its spelling"),
        read("UnknownModel", R"({"model": "llama-9"})", "model",
             "unknown model \"llama-9\"; known models: llama-2-13b, llama-2-70b, llama-2-7b, llama-3.1-405b"),
        read("UnknownGpu", R"({"gpu": "h300"})", "gpu", "unknown GPU \"h300\"; known GPUs: a100-40gb, a100-80gb"),
        read("NewerVersion", R"({"version": 2})", "version",
             "scenario version 2 is newer than this MemLedger understands (1); update MemLedger"),
        read("ForeignSchema", R"({"schema": "memledger.estimate"})", "schema",
             "schema is \"memledger.estimate\"; a scenario file says \"memledger.scenario\""),
        // Layouts that cannot exist (llama-3.1-8b: 32 layers, 32 heads, 8 KV heads).
        invalid("TpNotDividingHeads", R"({"parallel": {"tp": 3}})", "parallel.tp",
                "TP=3 does not divide the 32 attention heads; pick a divisor"),
        invalid("TpNotDividingKvHeads", R"({"parallel": {"tp": 16}})", "parallel.tp",
                "TP=16 does not divide the 8 KV heads; use a TP that divides them"),
        invalid("PpNotDividingLayers", R"({"parallel": {"pp": 5}})", "parallel.pp",
                "32 layers do not split evenly over PP=5; choose a divisor or give parallel.stage_layers"),
        invalid("PpTimesVppNotDividingLayers", R"({"parallel": {"pp": 4, "vpp": 3}, "training": {"grad_accum": 8}})",
                "parallel.pp", "32 layers do not split evenly over PP=4 × VPP=3"),
        invalid("StageLayersWrongCount", R"({"parallel": {"pp": 2, "stage_layers": [10, 10, 12]}})",
                "parallel.stage_layers", "stage_layers has 3 entries but PP=2; give one per stage"),
        invalid("StageLayersWrongSum", R"({"parallel": {"pp": 2, "stage_layers": [16, 15]}})", "parallel.stage_layers",
                "stage_layers must add up to the model's 32 layers"),
        invalid("StageLayersZeroMiddleEntry", R"({"parallel": {"pp": 3, "stage_layers": [16, 0, 16]}})",
                "parallel.stage_layers", "every middle pipeline stage needs at least one layer"),
        invalid("SpWithoutTp", R"({"parallel": {"sp": true}})", "parallel.sp",
                "sequence parallelism shards along TP; it needs TP > 1"),
        invalid("VppWithoutPp", R"({"parallel": {"vpp": 2}})", "parallel.vpp", "virtual pipeline stages need PP > 1"),
        invalid("InterleavedTooFewMicroBatches", R"({"parallel": {"pp": 4, "vpp": 2}, "training": {"grad_accum": 2}})",
                "training.grad_accum",
                "the interleaved schedule needs at least PP=4 micro-batches per step; raise gradient accumulation"),
        invalid("CpNotDividingSeq", R"({"parallel": {"cp": 3}, "training": {"seq": 4096}})", "parallel.cp",
                "CP=3 does not divide the sequence length 4096"),
        invalid("EpWithoutMoe", R"({"parallel": {"dp": 2, "ep": 2}})", "parallel.ep",
                "expert parallelism needs a mixture-of-experts model"),
        invalid("EpNotDividingExperts", R"({"model": "mixtral-8x7b", "parallel": {"dp": 3, "ep": 3}})", "parallel.ep",
                "EP=3 does not divide the 8 experts"),
        invalid("EpNotDividingDataParallel", R"({"model": "mixtral-8x7b", "parallel": {"dp": 2, "ep": 4}})",
                "parallel.ep",
                "EP=4 × ETP=1 must divide DP×CP×TP=2: the experts' grid (ETP × EP × expert data parallelism) fills "
                "the GPUs of one pipeline stage"),
        invalid("ExpertGridLargerThanAStage",
                R"({"model": "mixtral-8x7b", "parallel": {"dp": 1, "tp": 2, "sp": true, "ep": 2, "etp": 2}})",
                "parallel.etp", "EP=2 × ETP=2 must divide DP×CP×TP=2"),
        invalid("ExpertTpOtherThanTpWithoutSp", R"({"model": "mixtral-8x7b", "parallel": {"dp": 2, "tp": 2, "etp": 1, "ep": 2}})",
                "parallel.sp", "expert tensor parallelism other than TP needs sequence parallelism when TP > 1"),
        invalid("ExpertTpNotDividingExpertFfn",
                R"({"model": "mixtral-8x7b", "parallel": {"dp": 3, "tp": 1, "etp": 3}})", "parallel.etp",
                "ETP=3 does not divide the expert FFN size 14336"),
        invalid("FsdpWithZero", R"({"parallel": {"dp": 8, "fsdp": "full-shard", "zero": 2}})", "parallel.fsdp",
                "choose either FSDP or a DeepSpeed ZeRO stage, not both"),
        invalid("DistributedOptimizerWithZero2", R"({"parallel": {"dp": 8, "zero": 2, "distributed_optimizer": true}})",
                "parallel.distributed_optimizer",
                "Megatron's distributed optimizer shards optimizer states only (ZeRO-1); unset it or the ZeRO stage"),
        invalid("DeepSpeedPipelineWithZero2", R"({"framework": "deepspeed", "parallel": {"pp": 2, "zero": 2}})",
                "parallel.zero", "DeepSpeed's pipeline engine supports ZeRO stage 0 or 1 only; lower the stage or use PP=1"),
        invalid("ZeroStage4", R"({"parallel": {"zero": 4}})", "parallel.zero",
                "the ZeRO stage is 4; it must be between 0 and 3"),
        invalid("ParameterOffloadWithoutZero3",
                R"({"parallel": {"dp": 8, "zero": 2}, "memory": {"offload": {"optimizer": "cpu", "parameters": "cpu"}}})",
                "memory.offload.parameters", "parameter offload needs ZeRO-3 or FSDP full sharding; raise the ZeRO stage"),
        invalid("ParameterOffloadWithoutOptimizerOffload",
                R"({"parallel": {"dp": 8, "zero": 3}, "memory": {"offload": {"parameters": "cpu"}}})",
                "memory.offload.parameters", "offloading parameters but not the optimizer is never worth it"),
        invalid("OptimizerOffloadWithoutOptimizer",
                R"({"training": {"optimizer": "none"}, "memory": {"offload": {"optimizer": "cpu"}}})",
                "memory.offload.optimizer", "there are no optimizer states to offload with optimizer none"),
        invalid("QloraWithoutRank", R"({"memory": {"lora": {"qlora": true}}})", "memory.lora.qlora",
                "QLoRA trains LoRA adapters on a 4-bit base; set a LoRA rank > 0"),
        // Zero, negative and huge values.
        invalid("SeqZero", R"({"training": {"seq": 0}})", "training.seq",
                "the sequence length is 0; it must be between 1 and 16777216"),
        invalid("SeqHuge", R"({"training": {"seq": 1e12}})", "training.seq",
                "the sequence length is 1000000000000; it must be between 1 and 16777216"),
        invalid("MicroBatchNegative", R"({"training": {"micro_batch": -1}})", "training.micro_batch",
                "the micro-batch size is -1; it must be between 1 and 1048576"),
        invalid("GradAccumZero", R"({"training": {"grad_accum": 0}})", "training.grad_accum",
                "gradient accumulation is 0; it must be between 1 and 1048576"),
        invalid("LayersZero", R"({"architecture": {"layers": 0}})", "architecture.layers",
                "the number of layers is 0; it must be between 1 and 10000"),
        invalid("HiddenZero", R"({"architecture": {"hidden": 0}})", "architecture.hidden",
                "the hidden size is 0; it must be between 1 and 1048576"),
        invalid("HeadsZero", R"({"architecture": {"heads": 0}})", "architecture.heads",
                "the number of attention heads is 0; it must be between 1 and 65536"),
        invalid("KvHeadsNotDividingHeads", R"({"architecture": {"kv_heads": 5}})", "architecture.kv_heads",
                "KV heads (5) must divide the attention heads (32)"),
        invalid("HiddenNotDivisibleByHeads", R"({"architecture": {"hidden": 4100, "head_dim": 0}})",
                "architecture.head_dim", "the hidden size 4100 is not divisible by 32 heads; give head_dim explicitly"),
        invalid("DropoutAboveOne", R"({"architecture": {"dropout": 1.5}})", "architecture.dropout",
                "dropout is 1.5; it must be between 0 and 0.99"),
        invalid("TopKAboveExperts", R"({"model": "mixtral-8x7b", "architecture": {"moe": {"top_k": 9}}})",
                "architecture.moe.top_k", "top-k is 9; it must be between 1 and 8"),
        invalid("FragmentationNegative", R"({"overheads": {"fragmentation": -0.1}})", "overheads.fragmentation",
                "the fragmentation reserve is -0.1; it must be between 0 and 1"),
        invalid("AllocConfUnknownKey", R"({"memory": {"alloc_conf": "expandable:True"}})", "memory.alloc_conf",
                "PYTORCH_CUDA_ALLOC_CONF: unknown key \"expandable\"; PyTorch accepts backend, expandable_segments"),
        invalid("AllocConfLowercaseBoolean", R"({"memory": {"alloc_conf": "expandable_segments:true"}})",
                "memory.alloc_conf",
                "PYTORCH_CUDA_ALLOC_CONF: expandable_segments is \"true\"; PyTorch accepts exactly True or False"),
        invalid("AllocConfSplitSizeTooSmall", R"({"memory": {"alloc_conf": "max_split_size_mb:8"}})",
                "memory.alloc_conf",
                "PYTORCH_CUDA_ALLOC_CONF: max_split_size_mb is \"8\"; it must be a whole number of MiB, at least 20"),
        invalid("GpuMemoryZero", R"({"hardware": {"memory_bytes": 0}})", "hardware.memory_bytes",
                "GPU memory in bytes is 0; it must be between 1073741824 and 70368744177664"),
        invalid("GpusPerNodeZero", R"({"hardware": {"gpus_per_node": 0}})", "hardware.gpus_per_node",
                "GPUs per node is 0; it must be between 1 and 1024"),
        invalid("LoraRankNegative", R"({"memory": {"lora": {"rank": -3}}})", "memory.lora.rank",
                "the LoRA rank is -3; it must be between 0 and 65536"),
        invalid("RecomputeLayersAboveLayers", R"({"memory": {"recompute": "every-k", "recompute_layers": 40}})",
                "memory.recompute_layers", "the recompute layer count is 40; it must be between 1 and 32"),
        // Hugging Face config.json.
        hf("HfUnsupportedModelType", R"({"model_type": "bert", "hidden_size": 768})", "model_type",
           "config.json model_type \"bert\" is not supported; supported: llama, mistral"),
        hf("HfMissingHiddenSize",
           R"({"model_type": "llama", "num_hidden_layers": 32, "num_attention_heads": 32, "intermediate_size": 11008,
               "vocab_size": 32000})",
           "hidden_size", "config.json needs a positive integer \"hidden_size\" (missing)"),
        hf("HfNegativeLayers",
           R"({"model_type": "mistral", "num_hidden_layers": -2, "hidden_size": 4096, "num_attention_heads": 32,
               "intermediate_size": 14336, "vocab_size": 32000})",
           "num_hidden_layers", "config.json needs a positive integer \"num_hidden_layers\", got -2"),
        hf("HfNotAnObject", "[]", "config.json", "config.json must be a JSON object"),
    };
}

// Inputs the engine mishandles today (reported to the lead); each row says what it should do.
std::vector<BadInput> engineBugs()
{
    return {
        // hf_config.cpp: config.value("model_type", "") throws nlohmann type_error 302.
        hf("HfModelTypeIsNumber", R"({"model_type": 5})", "model_type", "config.json model_type"),
        // json_reader.cpp read(vector<int>): item.get<int>() wraps 4294967312 to 16, silently accepted as [16, 16].
        read("StageLayersBeyondInt", R"({"parallel": {"pp": 2, "stage_layers": [4294967312, 16]}})",
             "parallel.stage_layers", "outside the representable range"),
        // validation.cpp: std::accumulate(..., 0) overflows int and wraps to 2; a 2147483647-layer stage is estimated.
        invalid("StageLayersSumOverflows",
                R"({"architecture": {"layers": 2}, "parallel": {"pp": 3, "stage_layers": [2147483647, 2147483647, 4]}})",
                "parallel.stage_layers", "stage_layers must add up to the model's 2 layers"),
    };
}

const PresetLibrary& library() { return memledger::test::presets(); }

struct Outcome {
    Scenario scenario;
    std::vector<Problem> problems;  // what the reader reported
    std::string path;               // File cases: the file read
};

std::string writeFile(const BadInput& input)
{
    const auto path = std::filesystem::path(testing::TempDir()) / (std::string("bad_input_") + input.name + ".json");
    std::filesystem::remove(path);
    if (*input.text != '\0')
        std::ofstream(path) << input.text;
    return path.string();
}

Outcome readInput(const BadInput& input)
{
    Outcome out;
    switch (input.source) {
    case Source::Patch: {
        auto document = nlohmann::json::parse(kBaseDocument);
        document.merge_patch(nlohmann::json::parse(input.text));
        readScenario(document, library(), out.scenario, out.problems);
        break;
    }
    case Source::File:
        out.path = writeFile(input);
        if (const auto document = readJsonFile(out.path, out.problems))
            readScenario(*document, library(), out.scenario, out.problems);
        break;
    case Source::HfConfig:
        out.scenario.arch = importHfConfig(nlohmann::json::parse(input.text), out.problems).arch;
        break;
    }
    return out;
}

// The problems of the whole path a user's input takes: the reader's, else the estimate's.
std::vector<Problem> pipelineProblems(const Outcome& outcome, Estimate& result)
{
    result = estimate(outcome.scenario);
    return outcome.problems.empty() ? result.problems : outcome.problems;
}

std::string describe(const std::vector<Problem>& problems)
{
    std::string text;
    for (const auto& problem : problems)
        text += "\n  [" + problem.field + "] " + problem.message;
    return text.empty() ? "\n  (no problems)" : text;
}

bool reports(const std::vector<Problem>& problems, const std::string& field, const std::string& message)
{
    for (const auto& problem : problems)
        if (problem.field == field && problem.message.find(message) != std::string::npos)
            return true;
    return false;
}

class BadInputTest : public testing::TestWithParam<BadInput> {};

TEST_P(BadInputTest, IsReportedPreciselyAndNeverEstimated)
{
    const BadInput& input = GetParam();
    const Outcome outcome = readInput(input);
    const std::string field = input.field == std::string(kFilePlaceholder) ? outcome.path : input.field;

    Estimate result;
    const auto problems = pipelineProblems(outcome, result);
    EXPECT_TRUE(reports(problems, field, input.message))
        << "expected [" << field << "] \"" << input.message << "\"; got:" << describe(problems);
    for (const auto& problem : problems)
        EXPECT_EQ(problem.message.find('\n'), std::string::npos) << "messages are one line: " << problem.message;
    EXPECT_NO_THROW((void)problemsToJson(problems).dump()) << "messages are UTF-8:" << describe(problems);

    if (input.catcher == Catcher::Validation) {
        EXPECT_TRUE(outcome.problems.empty()) << "the reader should accept it:" << describe(outcome.problems);
        EXPECT_TRUE(reports(validate(outcome.scenario), field, input.message));
        EXPECT_FALSE(result.valid());
    }
    // Whatever the scenario came out as, an estimate with problems has no ledger.
    if (!result.valid()) {
        EXPECT_TRUE(result.stages.empty());
        EXPECT_EQ(result.headroom(), 0);
    }
}

INSTANTIATE_TEST_SUITE_P(Table, BadInputTest, testing::ValuesIn(badInputs()),
                         [](const testing::TestParamInfo<BadInput>& row) { return std::string(row.param.name); });

INSTANTIATE_TEST_SUITE_P(EngineBugs, BadInputTest, testing::ValuesIn(engineBugs()),
                         [](const testing::TestParamInfo<BadInput>& row) { return std::string(row.param.name); });

TEST(BadInputTable, HasThirtyDistinctInputs)
{
    const auto inputs = badInputs();
    std::set<std::string> names;
    std::set<std::string> texts;
    for (const auto& input : inputs) {
        names.insert(input.name);
        texts.insert(std::to_string(static_cast<int>(input.source)) + input.text);
    }
    EXPECT_EQ(names.size(), inputs.size());
    EXPECT_EQ(texts.size(), inputs.size());
    EXPECT_GE(inputs.size(), 30u);
}

TEST(BadInputTable, BaseDocumentIsValid)
{
    Scenario scenario;
    std::vector<Problem> problems;
    readScenario(nlohmann::json::parse(kBaseDocument), library(), scenario, problems);
    EXPECT_TRUE(problems.empty()) << describe(problems);
    const Estimate result = estimate(scenario);
    EXPECT_TRUE(result.valid()) << describe(result.problems);
    EXPECT_FALSE(result.stages.empty());
}

// Copying or printing a JSON document recurses once per level of nesting: a file of a
// few hundred kilobytes of '[' overflowed the stack wherever a reader quoted the value or
// kept the document (scenario presets). readJsonFile() refuses deep files instead.
TEST(BadInputTable, DeeplyNestedFilesAreRefusedNotAStackOverflow)
{
    const auto path = std::filesystem::path(testing::TempDir()) / "bad_input_deep.json";
    for (const int depth : {65, 1000000}) {
        std::ofstream(path) << "{\"training\": {\"seq\": " << std::string(depth - 2, '[') << std::string(depth - 2, ']')
                            << "}}";
        std::vector<Problem> problems;
        EXPECT_FALSE(readJsonFile(path.string(), problems));
        ASSERT_EQ(problems.size(), 1u);
        EXPECT_EQ(problems[0].message, path.string() + " nests arrays and objects " + std::to_string(depth) +
                                           " levels deep; MemLedger reads at most 64");
    }
    std::ofstream(path) << "{\"training\": {\"seq\": " << std::string(62, '[') << std::string(62, ']') << "}}";
    std::vector<Problem> problems;
    const auto document = readJsonFile(path.string(), problems);
    ASSERT_TRUE(document) << describe(problems);
    Scenario scenario;
    readScenario(*document, library(), scenario, problems);
    EXPECT_TRUE(reports(problems, "training.seq", "training.seq must be a whole number, got array [[[["));
}

// Every parallel degree out of range is reported, in the order the scenario file lists
// them, whichever compiler built the engine (validation.cpp once relied on `&`, whose
// operands are not sequenced).
TEST(BadInputTable, EveryBadDegreeIsReportedInOrder)
{
    Scenario scenario = memledger::test::presetScenario("llama-3.1-8b");
    scenario.parallel.dp = 0;
    scenario.parallel.pp = 0;
    scenario.parallel.ep = -1;
    scenario.parallel.zeroStage = 9;
    std::vector<std::string> fields;
    for (const auto& problem : validate(scenario))
        if (problem.field.starts_with("parallel."))
            fields.push_back(problem.field);
    EXPECT_EQ(fields, (std::vector<std::string>{"parallel.dp", "parallel.pp", "parallel.ep", "parallel.zero"}));
}

}  // namespace
}  // namespace memledger::model
