// The parts every reader shares: recognising the format, reading a launch script as bash
// would, splitting a per-step batch once the GPUs are known, the preset names, the report
// as a table and JSON, and bad input as a problem rather than a crash.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "model/imports/config_import.h"
#include "model/imports/huggingface/hf_command_line.h"
#include "model/imports/global_batch.h"
#include "model/imports/import_report.h"
#include "model/imports/shell/launch_script.h"
#include "model/core/preset_names.h"
#include "model/core/json_file.h"
#include "model/core/terminal_columns.h"
#include "tests/model/imports/import_fixtures.h"

namespace memledger::model {
namespace {

using nlohmann::json;

std::string fixtureText(const std::string& relative)
{
    model::Problem error;
    return readConfigText(test::configPath(relative), error).value_or("");
}

TEST(ConfigDetection, EveryRealFileIsRecognised)
{
    const std::pair<const char*, ConfigFormat> kFiles[] = {
        {"deepspeed/accelerate-zero_stage1_config.json", ConfigFormat::DeepSpeed},
        {"deepspeed/dsexamples-ds_zero_stage_infinity_config.json", ConfigFormat::DeepSpeed},
        {"deepspeed/llamafactory-ds_z3_fp8_config.json", ConfigFormat::DeepSpeed},
        {"megatron/train_llama3_8b_h100_fp8.sh", ConfigFormat::Megatron},
        {"megatron/rl-qwen3_30b_a3b_moe.sh", ConfigFormat::Megatron},
        {"megatron/gpt3_15b_8t_release_gb200.model_config.yaml", ConfigFormat::Megatron},
        {"torchtitan/llama3_8b.toml", ConfigFormat::Torchtitan},
        {"torchtitan/llama3_405b.2024-10.toml", ConfigFormat::Torchtitan},
        {"torchtune/llama3_1-8B_lora.yaml", ConfigFormat::Torchtune},
        {"torchtune/llama4-scout_17B_16E_full.yaml", ConfigFormat::Torchtune},
        {"hf-training-args/ms-swift-baichuan2-7b-chat.training_args.json", ConfigFormat::HfTrainingArgs},
        {"hf-training-args/ms-swift-fsdp2.json", ConfigFormat::HfTrainingArgs},
        {"hf-training-args/llamafactory-qwen3_full_sft.yaml", ConfigFormat::HfTrainingArgs},
        {"hf-training-args/alignment-handbook-smollm3-sft-mid.yaml", ConfigFormat::HfTrainingArgs},
        {"hf-training-args/accelerate/alignment-handbook-fsdp.yaml", ConfigFormat::Accelerate},
    };
    for (const auto& [file, format] : kFiles)
        EXPECT_EQ(formatId(detectConfigFormat(fixtureText(file))), formatId(format)) << file;
}

TEST(ConfigDetection, ContentDecidesAndTheNameBreaksTies)
{
    EXPECT_EQ(detectConfigFormat(R"({"schema": "memledger.scenario", "model": "llama-3.1-8b"})"), ConfigFormat::Scenario);
    EXPECT_EQ(detectConfigFormat(R"({"model_type": "llama", "hidden_size": 4096})"), ConfigFormat::HfModelConfig);
    EXPECT_EQ(detectConfigFormat("--tensor-model-parallel-size 8 --num-layers 80"), ConfigFormat::Megatron);
    EXPECT_EQ(detectConfigFormat("TP=2\n", "launch.sh"), ConfigFormat::Megatron);
    EXPECT_EQ(detectConfigFormat("[training]\nseq_len = 4096\n"), ConfigFormat::Torchtitan);
    EXPECT_EQ(detectConfigFormat("hello: world\n"), ConfigFormat::Unknown);
    EXPECT_EQ(detectConfigFormat("{ not json"), ConfigFormat::Unknown);
    EXPECT_EQ(formatOfId("torchtune"), ConfigFormat::Torchtune);
    EXPECT_EQ(formatOfId("nonsense"), ConfigFormat::Unknown);
}

TEST(ConfigImportErrors, BadInputIsAProblemNamingTheFile)
{
    ConfigImport imported = importConfigFile(test::configPath("deepspeed/no-such-file.json"));
    ASSERT_EQ(imported.report.problems.size(), 1u);
    EXPECT_NE(imported.report.problems[0].message.find("no such file"), std::string::npos);
    imported = importConfig("model:\n  _component_: torchtune.models.llama2.llama2_7b\n  bad: [1, 2\n",
                            ConfigFormat::Torchtune, "recipe.yaml");
    ASSERT_EQ(imported.report.problems.size(), 1u);
    EXPECT_NE(imported.report.problems[0].message.find("recipe.yaml is not valid YAML: line"), std::string::npos);
    imported = importConfig("[training\nseq_len = 1", ConfigFormat::Torchtitan, "job.toml");
    ASSERT_EQ(imported.report.problems.size(), 1u);
    EXPECT_NE(imported.report.problems[0].message.find("job.toml is not valid TOML: line 1"), std::string::npos);
    imported = importConfig("just some words", ConfigFormat::Unknown, "notes.txt");
    ASSERT_EQ(imported.report.problems.size(), 1u);
    EXPECT_NE(imported.report.problems[0].message.find("not a configuration MemLedger recognises"), std::string::npos);
    // YAML aliases of aliases would expand past any configuration: refused, not followed.
    std::string bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n";
    for (char name = 'b'; name <= 'h'; ++name)
        bomb += std::string(1, name) + ": &" + name + " [*" + char(name - 1) + ", *" + char(name - 1) + ", *" +
                char(name - 1) + ", *" + char(name - 1) + ", *" + char(name - 1) + ", *" + char(name - 1) + ", *" +
                char(name - 1) + ", *" + char(name - 1) + "]\n";
    imported = importConfig(bomb, ConfigFormat::HfTrainingArgs, "bomb.yaml");
    ASSERT_EQ(imported.report.problems.size(), 1u);
    EXPECT_NE(imported.report.problems[0].message.find("expands to more than"), std::string::npos);
}

TEST(LaunchScript, ArraysDefaultsConditionsAndQuoting)
{
    const ScriptArguments script = readLaunchScript(R"(#!/bin/bash
TP=${TP:-4}
LAYERS=32
if [ "$LAYERS" -gt 16 ]; then
    EXTRA="--sequence-parallel"
elif [ "$LAYERS" == 8 ]; then
    EXTRA="--never"
else
    EXTRA="--never-either"
fi
case "$TP" in
    1|2) SIZE=small ;;
    4*) SIZE=big ;;
esac
ARGS=(
    --tensor-model-parallel-size $TP   # a comment inside the array
    "--num-layers $LAYERS"
)
ARGS+=(--seq-length $((1024 * 4)) --model-size $SIZE)
cat <<EOF
--inside-a-heredoc 1
EOF
torchrun --nproc_per_node 8 pretrain_gpt.py ${ARGS[@]} $EXTRA \
    --save "$CHECKPOINT"
)");
    EXPECT_EQ(script.origin, "the command that runs pretrain_gpt.py");
    std::vector<std::string> launcher;
    for (const auto& word : script.launcher)
        launcher.push_back(word.text);
    EXPECT_EQ(launcher, (std::vector<std::string>{"torchrun", "--nproc_per_node", "8"}));
    std::vector<std::string> words;
    for (const auto& word : script.arguments)
        words.push_back(word.text);
    EXPECT_EQ(words, (std::vector<std::string>{"--tensor-model-parallel-size", "4", "--num-layers", "32", "--seq-length",
                                               "4096", "--model-size", "big", "--sequence-parallel", "--save",
                                               "$CHECKPOINT"}));
    EXPECT_TRUE(script.arguments[1].fromDefault);
    EXPECT_EQ(script.arguments.back().unresolved, std::vector<std::string>{"CHECKPOINT"});
}

TEST(LaunchScript, HostileScriptsEndWithANote)
{
    // A value that doubles forty times would take terabytes.
    std::string doubling = "A=x\n";
    for (int i = 0; i < 40; ++i)
        doubling += "A=\"$A$A\"\n";
    doubling += "python train.py --flag $A\n";
    const ScriptArguments large = readLaunchScript(doubling);
    EXPECT_FALSE(large.notes.empty());
    // Unterminated quotes and deep nesting stop the reading, with a note.
    EXPECT_FALSE(readLaunchScript("python train.py --num-layers \"32").notes.empty());
    std::string nested;
    for (int i = 0; i < 200; ++i)
        nested += "if true; then ";
    EXPECT_FALSE(readLaunchScript(nested).notes.empty());
}

// A script is read as run with no arguments: its argument-parsing loop is not entered, so
// the exit for an unknown option does not end the read (Megatron-LM's examples/gptoss/
// 02_train.sh parses its options so, then checks a path that a launch would need).
TEST(LaunchScript, AnArgumentParsingLoopIsNotEnteredWithoutArguments)
{
    const ScriptArguments script = readLaunchScript(R"(#!/bin/bash
CHECKPOINT="NONE"
while [[ $# -gt 0 ]]; do
    case $1 in
        --checkpoint-path) CHECKPOINT="$2"; shift 2 ;;
        *) echo "Unknown option: $1"; exit 1 ;;
    esac
done
if [ ! -d "$CHECKPOINT" ]; then
    echo "Error: no checkpoint"
    exit 1
fi
python -m torch.distributed.run --nproc_per_node 8 pretrain_gpt.py --num-layers 12 --save $CHECKPOINT
)");
    ASSERT_EQ(script.arguments.size(), 4u);
    EXPECT_EQ(script.arguments[1].text, "12");
    EXPECT_EQ(script.arguments[3].text, "NONE");
    // A loop whose condition holds is read once; `until` reads it when the condition fails.
    EXPECT_EQ(readLaunchScript("N=1\nwhile [ $N -eq 1 ]; do A=--fp16; N=2; done\npython t.py $A\n").arguments.size(), 1u);
    EXPECT_EQ(readLaunchScript("until true; do A=--fp16; done\npython t.py $A\n").arguments.size(), 0u);
}

TEST(GlobalBatch, SplitOnceTheGpusAreKnown)
{
    const GlobalBatch batch{64, "train_batch_size"};
    Scenario scenario;
    scenario.parallel.dp = 8;
    scenario.training.gradAccum = 2;
    EXPECT_TRUE(resolveGlobalBatch(batch, false, true, scenario).empty());
    EXPECT_EQ(scenario.training.microBatch, 4);
    scenario.training.microBatch = 2;
    EXPECT_TRUE(resolveGlobalBatch(batch, true, false, scenario).empty());
    EXPECT_EQ(scenario.training.gradAccum, 4);
    EXPECT_TRUE(resolveGlobalBatch(batch, false, false, scenario).empty());
    EXPECT_EQ(scenario.training.gradAccum, 1);
    EXPECT_EQ(scenario.training.microBatch, 8);
    scenario.parallel.dp = 5;
    const auto problems = resolveGlobalBatch(batch, true, false, scenario);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].message.find("train_batch_size 64 is not a multiple of micro-batch 8 × 5"), std::string::npos);
    scenario.parallel.dp = 8;
    scenario.training.microBatch = 2;
    scenario.training.gradAccum = 2;
    EXPECT_EQ(resolveGlobalBatch(batch, true, true, scenario).size(), 1u);
}

TEST(PresetNames, EveryNamedPresetExistsWithItsLayerCount)
{
    const auto& presets = test::shippedPresets();
    for (const std::string& id : presetIdsNamed())
        EXPECT_NE(presets.model(id), nullptr) << id;
    const auto check = [&](const std::optional<PresetMatch>& match) {
        ASSERT_TRUE(match);
        const ModelPreset* preset = presets.model(match->presetId);
        ASSERT_NE(preset, nullptr);
        EXPECT_EQ(preset->arch.layers, match->layers) << match->presetId;
    };
    check(presetForHubId("meta-llama/Llama-3.1-8B-Instruct"));
    check(presetForHubId("mistralai/Mistral-7B-v0.1"));
    check(presetForHubId("meta-llama/Meta-Llama-3.1-70B"));
    check(presetForHubId("openai/gpt-oss-120b"));
    check(presetForTorchtune("llama3_1_405b"));
    check(presetForTorchtitan("llama3", "405B"));
    check(presetForTorchtitan("deepseek_v3", "671B"));
    check(presetForHubId("Qwen/Qwen3-8B"));
    check(presetForTorchtitan("qwen3", "30B-A3B"));
    check(presetForTorchtune("qwen3_moe_30b_a3b_instruct"));
    check(presetForTorchtune("qwen3_8b_base"));
    EXPECT_FALSE(presetForTorchtune("qwen3_8b_base")->exact);
    EXPECT_TRUE(presetForTorchtune("qwen3_8b_instruct")->exact);
    EXPECT_FALSE(presetForHubId("Qwen/Qwen3-4B-Instruct-2507"));
    EXPECT_FALSE(presetForTorchtune("llama4_scout_17b_16e"));
}

TEST(ImportReport, TableAndJsonSayTheSame)
{
    const ConfigImport imported = test::importFixture("deepspeed/dsexamples-ds_zero_stage_infinity_config.json");
    const std::string table = importReportTable(imported, "ds.json");
    EXPECT_NE(table.find("ds.json — DeepSpeed ds_config.json"), std::string::npos);
    EXPECT_NE(table.find("\"zero\": 3"), std::string::npos);
    EXPECT_NE(table.find("Not understood (1):\n  zero_optimization.stage3_param_persitence_threshold  100000.0"),
              std::string::npos);
    const json out = importReportToJson(imported, "ds.json");
    EXPECT_EQ(out["format"], "deepspeed");
    EXPECT_EQ(out["scenario"], imported.scenario);
    EXPECT_EQ(out["report"]["unknown"].size(), 1u);
    EXPECT_EQ(out["report"]["read"].size(), imported.report.read.size());
    EXPECT_EQ(out["report"]["read"][1]["field"], "parallel.zero");
    EXPECT_TRUE(out["report"]["problems"].empty());
}

// A translation that shows which words went through it, and under which context.
std::string marked(const char* context, const char* english)
{
    return std::string("<") + context + ":" + english + ">";
}

TEST(ImportReport, EnglishNotesAreTheirTemplatesFilledIn)
{
    int composed = 0;
    for (const auto& path : test::sampleConfigs()) {
        SCOPED_TRACE(path);
        const ConfigImport imported = importConfigFile(path);
        const ImportReport& report = imported.report;
        for (const auto* lines : {&report.read, &report.defaulted, &report.approximated, &report.notModelled}) {
            for (const ImportLine& line : *lines) {
                EXPECT_EQ(importNoteText(line, {}), line.note);
                composed += line.notePattern != nullptr;
            }
        }
        for (const Problem& problem : report.problems)
            EXPECT_EQ(problemText(problem, {}), problem.message);
    }
    EXPECT_GT(composed, 50);
}

TEST(ImportReport, TheTableAsksTheTranslationForItsWordsOnly)
{
    const ConfigImport imported = test::importFixture("deepspeed/deepspeed-ds_config_func_bs8_zero2_offload.json");
    const std::string table = importReportTable(imported, "ds.json", marked);
    EXPECT_NE(table.find("ds.json — <Import:DeepSpeed ds_config.json>\n\n<Import:Scenario:>\n"), std::string::npos);
    EXPECT_NE(table.find("<Import:Read (" + std::to_string(imported.report.read.size()) + "):>"), std::string::npos);
    // A constant note is looked up whole; a cited one is "%1 (%2)" around its marked sentence,
    // and the citation, the keys and the values stay as they are.
    EXPECT_NE(table.find("<Import:DeepSpeed's engine keeps the model states>"), std::string::npos);
    EXPECT_NE(table.find("<Import:<Import:deprecated spelling of the offload blocks' \"device\": \"cpu\"> "
                         "(deepspeed/runtime/zero/config.py @ 1b88ac36)>"),
              std::string::npos)
        << table;
    EXPECT_EQ(table.find("<Import:zero_optimization"), std::string::npos);
    // The JSON stays English.
    EXPECT_EQ(importReportToJson(imported, "ds.json").dump().find('<'), std::string::npos);
}

// The table's columns are padded in terminal columns: a value cut with "…", a Chinese value, a
// line without a field and a Chinese note all line up with the plain rows.
TEST(ImportReport, TheTableLinesUpInTerminalColumns)
{
    ConfigImport imported;
    imported.report.format = ConfigFormat::DeepSpeed;
    imported.report.read = {{"train_micro_batch_size_per_gpu", "training.micro_batch", "4", "per GPU"},
                            {"zero_optimization", "parallel.zero", std::string(60, 'x'), "cut"},
                            {"model_name", "architecture.name", "通义千问", "named"},
                            {"comment", "", "7", "no field"}};
    const auto chinese = [](const char*, const char* english) {
        return std::string(english) == "cut" ? std::string("截断") : std::string(english);
    };
    std::istringstream table(importReportTable(imported, "ds.json", chinese));
    std::vector<std::size_t> valueColumns;
    std::vector<std::size_t> noteColumns;
    for (std::string row; std::getline(table, row);) {
        for (const auto& line : imported.report.read) {
            if (!row.starts_with("  " + line.sourceKey + " "))
                continue;
            const std::string value = line.value.size() > 48 ? line.value.substr(0, 48) + "…" : line.value;
            const std::string note = line.note == "cut" ? "截断" : line.note;
            ASSERT_NE(row.find(value), std::string::npos) << row;
            ASSERT_TRUE(row.ends_with("  " + note)) << row;
            valueColumns.push_back(terminalColumns(row.substr(0, row.find(value))));
            noteColumns.push_back(terminalColumns(row.substr(0, row.size() - note.size())));
        }
    }
    ASSERT_EQ(noteColumns.size(), imported.report.read.size());
    for (std::size_t i = 1; i < noteColumns.size(); ++i) {
        EXPECT_EQ(valueColumns[i], valueColumns[0]) << i;
        EXPECT_EQ(noteColumns[i], noteColumns[0]) << i;
    }
}

TEST(ImportReport, ANestedFilesProblemKeepsItsNameInEveryLanguage)
{
    const ConfigImport imported =
        importConfig("{\"deepspeed\": {\"zero_optimization\": {\"stage\": 7}}}", ConfigFormat::HfTrainingArgs);
    ASSERT_EQ(imported.report.problems.size(), 1u);
    const Problem& problem = imported.report.problems.front();
    EXPECT_EQ(problem.message, "deepspeed.zero_optimization.stage is 7; DeepSpeed's ZeRO stages are 0, 1, 2 and 3");
    EXPECT_EQ(problemText(problem, marked),
              "deepspeed.<Problem:zero_optimization.stage is 7; DeepSpeed's ZeRO stages are 0, 1, 2 and 3>");
}

TEST(ImportReport, BytesThatAreNotUtf8StayPrintable)
{
    const ConfigImport imported = importConfig("{\"zero_optimization\": {\"stage\": 1}, \"k\xff\": 1}", ConfigFormat::DeepSpeed);
    // nlohmann refuses invalid UTF-8 in JSON text: a problem, printable as JSON.
    ASSERT_FALSE(imported.report.problems.empty());
    EXPECT_NO_THROW((void)importReportToJson(imported, "x.json").dump());
    const ConfigImport yaml = importConfig("per_device_train_batch_size: 2\n\"k\xff\": 1\n", ConfigFormat::HfTrainingArgs);
    EXPECT_NO_THROW((void)importReportToJson(yaml, "x.yaml").dump());
    ASSERT_EQ(yaml.report.unknown.size(), 1u);
    EXPECT_EQ(yaml.report.unknown[0].sourceKey, "k<0xFF>");
}

}  // namespace
}  // namespace memledger::model

namespace memledger::model {
namespace {

std::vector<ScriptWord> wordsOf(std::initializer_list<const char*> texts)
{
    std::vector<ScriptWord> words;
    for (const char* text : texts)
        words.push_back({text, {}, false});
    return words;
}

// HfArgumentParser's command line as the document it parses into: values typed as its
// int, float and bool fields read them, several values a list, a bare flag true, a flag
// given twice its last value; a positional argument (TRL's YAML config) is no field.
TEST(HfCommandLine, FlagsBecomeTheTrainingArgumentsDocument)
{
    const auto document = hfArgumentsDocument(wordsOf(
        {"recipe.yaml", "--per_device_train_batch_size", "2", "--learning_rate=1e-5", "--bf16", "--use_vllm", "False",
         "--lora_target_modules", "q_proj", "v_proj", "--max_steps", "-1", "--output_dir", "out", "--max_steps", "10"}));
    ASSERT_TRUE(document);
    EXPECT_EQ(*document, nlohmann::json::parse(R"({"per_device_train_batch_size": 2, "learning_rate": 1e-5,
        "bf16": true, "use_vllm": false, "lora_target_modules": ["q_proj", "v_proj"], "max_steps": 10,
        "output_dir": "out"})"));
}

TEST(HfCommandLine, HyphenatedFlagsAreNotHfArgumentParsers)
{
    EXPECT_FALSE(hfArgumentsDocument(wordsOf({"--num-layers", "2", "--hidden-size", "64", "--bf16"})));
    EXPECT_FALSE(hfArgumentsDocument(wordsOf({})));
    EXPECT_TRUE(looksLikeHfArguments(wordsOf({"--model_name_or_path", "x", "--bf16", "--lora_r", "8"})));
}

}  // namespace
}  // namespace memledger::model
