// Megatron-LM: every launch script and model_config.yaml of tests/data/configs/megatron
// imported and compared field by field with the flags the file passes, plus the derived
// values (VPP from a layer count, DP from the launcher's world size, accumulation from the
// global batch, the padded vocabulary) and the defaults Megatron applies.
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "model/core/untrusted_json.h"
#include "model/imports/config_import.h"
#include "tests/model/imports/import_fixtures.h"

namespace memledger::model {
namespace {

using nlohmann::json;
using test::importFixture;
using test::keysOf;
using test::lineOf;

ConfigImport importClean(const std::string& file)
{
    ConfigImport imported = importFixture("megatron/" + file);
    EXPECT_EQ(imported.report.format, ConfigFormat::Megatron) << file;
    EXPECT_TRUE(imported.report.problems.empty()) << file << ": " << imported.report.problems.front().message;
    EXPECT_TRUE(imported.report.unknown.empty()) << file << ": " << imported.report.unknown.front().sourceKey;
    Scenario scenario;
    const auto problems = test::readBack(imported, scenario);
    EXPECT_TRUE(problems.empty()) << file << ": " << problems.front().message;
    return imported;
}

std::string originOf(const ConfigImport& imported)
{
    const ImportLine* line = lineOf(imported.report.notModelled, "(arguments)");
    return line ? line->value : std::string();
}

TEST(MegatronImport, Gpt3_175bFromBashArrays)
{
    const ConfigImport imported = importClean("train_gpt3_175b_distributed.sh");
    EXPECT_EQ(originOf(imported), "the command that runs pretrain_gpt.py");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "megatron",
        "architecture": {"block": "gpt", "layers": 96, "hidden": 12288, "heads": 96, "kv_heads": 96, "ffn": 49152,
                         "mlp": "gelu", "norm": "layernorm", "position": "learned", "max_positions": 2048,
                         "tied_embeddings": true, "bias": true, "qkv_bias": false, "dropout": 0.1,
                         "vocab": 51200},
        "parallel": {"tp": 8, "pp": 16, "cp": 1, "ep": 1, "sp": false, "distributed_optimizer": false},
        "training": {"seq": 2048, "micro_batch": 1, "precision": "fp16", "optimizer": "adamw"},
        "memory": {"recompute": "none", "attention": "flash"}})"));
    // No --tokenizer-type: pretrain_gpt.py's default, GPT-2 BPE (50,257), padded to 128 × TP 8.
    const ImportLine* vocab = lineOf(imported.report.defaulted, "--tokenizer-type");
    ASSERT_NE(vocab, nullptr);
    EXPECT_NE(vocab->note.find("pretrain_gpt.py @ d98e8a64"), std::string::npos) << vocab->note;
    // The launcher's 8 GPUs cannot hold TP 8 × PP 16: the data-parallel size is left open,
    // and the global batch waits for it.
    EXPECT_NE(lineOf(imported.report.notModelled, "(launcher) world size"), nullptr);
    ASSERT_TRUE(imported.globalBatch);
    EXPECT_EQ(imported.globalBatch->sequences, 1536);
    EXPECT_NE(lineOf(imported.report.notModelled, "--step-batch-size-schedule"), nullptr);
    const ImportLine* dropout = lineOf(imported.report.defaulted, "--hidden-dropout");
    ASSERT_NE(dropout, nullptr);
    EXPECT_NE(dropout->note.find("transformer_config.py @ d98e8a64"), std::string::npos);
    const ImportLine* backend = lineOf(imported.report.approximated, "--attention-backend");
    ASSERT_NE(backend, nullptr);
    EXPECT_EQ(backend->value, "auto");
}

TEST(MegatronImport, Llama3_8bThroughVariablesAndOneWordFlagArrays)
{
    const ConfigImport imported = importClean("train_llama3_8b_h100_fp8.sh");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "megatron",
        "architecture": {"block": "llama", "layers": 32, "hidden": 4096, "heads": 32, "kv_heads": 8, "head_dim": 128,
                         "ffn": 14336, "mlp": "swiglu", "norm": "rmsnorm", "position": "rope", "max_positions": 8192,
                         "vocab": 128256, "tied_embeddings": false, "bias": false, "qkv_bias": false, "dropout": 0.0},
        "parallel": {"tp": 1, "pp": 1, "cp": 1, "ep": 1, "dp": 8, "sp": false, "distributed_optimizer": true},
        "training": {"seq": 8192, "micro_batch": 1, "grad_accum": 16, "precision": "bf16", "optimizer": "adamw",
                     "fp8_recipe": "delayed", "fp8_params": true, "main_grads_dtype": "bf16"},
        "memory": {"recompute": "none", "attention": "flash"}})"));
    // torchrun --nproc_per_node 8 --nnodes 1: DP 8, so 128 / (1 × 8) = 16 micro-batches.
    const ImportLine* accum = lineOf(imported.report.read, "--global-batch-size");
    ASSERT_NE(accum, nullptr);
    EXPECT_EQ(accum->value, "128");
    EXPECT_EQ(accum->field, "training.grad_accum");
    // --sequence-parallel with TP 1: Megatron turns it off.
    const ImportLine* sp = lineOf(imported.report.approximated, "--sequence-parallel");
    ASSERT_NE(sp, nullptr);
    EXPECT_NE(sp->note.find("arguments.py @ d98e8a64"), std::string::npos);
    // "--fp8-format hybrid" in one array element is still a flag and its value.
    const ImportLine* fp8 = lineOf(imported.report.read, "--fp8-format");
    ASSERT_NE(fp8, nullptr);
    EXPECT_EQ(fp8->value, "hybrid");
    // The commented-out --pipeline-model-parallel-size is not read: PP is Megatron's default.
    EXPECT_NE(lineOf(imported.report.defaulted, "--pipeline-model-parallel-size"), nullptr);
}

TEST(MegatronImport, MixtralMoeWithDefaultsFromTheEnvironment)
{
    const ConfigImport imported = importClean("train_mixtral_8x7b_distributed.sh");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "megatron",
        "architecture": {"block": "llama", "layers": 32, "hidden": 4096, "heads": 32, "kv_heads": 8, "ffn": 14336,
                         "mlp": "swiglu", "norm": "rmsnorm", "position": "rope", "max_positions": 32768,
                         "tied_embeddings": false, "bias": false, "qkv_bias": false, "dropout": 0.0,
                         "moe": {"experts": 8, "top_k": 2, "expert_ffn": 14336}},
        "parallel": {"tp": 1, "pp": 4, "cp": 1, "ep": 8, "dp": 2, "sp": false, "distributed_optimizer": true,
                     "moe": {"dispatcher": "alltoall", "aux_loss": true, "grouped_gemm": true}},
        "training": {"seq": 4096, "micro_batch": 1, "grad_accum": 128, "precision": "bf16", "optimizer": "adamw"},
        "memory": {"recompute": "none", "attention": "flash"}})"));
    // NNODES=${SLURM_NNODES:-"1"}: a DP the scheduler may change, so approximated.
    const ImportLine* dp = lineOf(imported.report.approximated, "(launcher) world size");
    ASSERT_NE(dp, nullptr);
    EXPECT_EQ(dp->value, "8");
    const ImportLine* expertFfn = lineOf(imported.report.defaulted, "--moe-ffn-hidden-size");
    ASSERT_NE(expertFfn, nullptr);
    EXPECT_NE(expertFfn->note.find("--ffn-hidden-size"), std::string::npos);
    // The wandb flags are added only when WANDB_API_KEY is set, which it is not here.
    EXPECT_EQ(lineOf(imported.report.notModelled, "--wandb-project"), nullptr);
}

TEST(MegatronImport, DeepSeekV3FromACommandBuiltIntoAString)
{
    const ConfigImport imported = importClean("sbatch_mfsdp_deepseek_v3.sh");
    EXPECT_EQ(originOf(imported), "the command line held in TRAINING_CMD, which runs pretrain_gpt.py");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "megatron",
        "architecture": {"block": "llama", "layers": 61, "hidden": 7168, "heads": 128, "kv_heads": 128, "head_dim": 128,
                         "ffn": 18432, "mlp": "swiglu", "norm": "rmsnorm", "position": "rope", "max_positions": 4096,
                         "tied_embeddings": false, "bias": false, "qkv_bias": false, "dropout": 0.0,
                         "moe": {"experts": 256, "top_k": 8, "expert_ffn": 2048, "shared_experts": 1, "dense_layers": 3},
                         "mla": {"q_lora_rank": 1536, "kv_lora_rank": 512, "qk_nope_head_dim": 128,
                                 "qk_rope_head_dim": 64, "v_head_dim": 128},
                         "mtp_layers": 1},
        "parallel": {"tp": 1, "pp": 1, "cp": 1, "ep": 8, "etp": 1, "sp": false, "distributed_optimizer": true,
                     "fsdp": "full-shard", "moe": {"dispatcher": "alltoall", "imbalance": 1.0, "aux_loss": true, "router_fp32": true, "grouped_gemm": true}},
        "training": {"seq": 4096, "micro_batch": 4, "precision": "bf16", "optimizer": "adamw"},
        "memory": {"transformer_impl": "transformer-engine", "recompute": "selective", "recompute_modules": "layernorm mla_up_proj mlp moe",
                   "attention": "flash"}})"));
    // TP=${TP:-1}, MBS=${MBS:-4}: read, with the note that the environment may differ.
    const ImportLine* micro = lineOf(imported.report.read, "--micro-batch-size");
    ASSERT_NE(micro, nullptr);
    EXPECT_NE(micro->note.find("environment"), std::string::npos);
    ASSERT_TRUE(imported.globalBatch);
    EXPECT_EQ(imported.globalBatch->sequences, 2048);
    // Megatron-FSDP is an approximation; the recomputed modules and the latent attention are
    // read, flag by flag.
    EXPECT_NE(lineOf(imported.report.approximated, "--data-parallel-sharding-strategy"), nullptr);
    for (const char* key : {"--recompute-modules", "--multi-latent-attention", "--q-lora-rank", "--kv-lora-rank",
                            "--qk-head-dim", "--qk-pos-emb-head-dim", "--v-head-dim"})
        EXPECT_NE(lineOf(imported.report.read, key), nullptr) << key;
    EXPECT_NE(lineOf(imported.report.read, "--mtp-num-layers"), nullptr);
}

TEST(MegatronImport, Qwen3MoeFromAContinuedStringWithAMissingSourcedFile)
{
    const ConfigImport imported = importClean("rl-qwen3_30b_a3b_moe.sh");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "megatron",
        "architecture": {"block": "llama", "layers": 48, "hidden": 2048, "heads": 32, "kv_heads": 4, "head_dim": 128,
                         "ffn": 6144, "mlp": "swiglu", "norm": "rmsnorm", "position": "rope", "max_positions": 8192,
                         "vocab": 152064, "tied_embeddings": false, "bias": false, "qkv_bias": false, "dropout": 0.0,
                         "moe": {"experts": 128, "top_k": 8, "expert_ffn": 768, "dense_layers": 0}},
        "parallel": {"tp": 4, "pp": 1, "cp": 1, "ep": 2, "sp": false, "distributed_optimizer": false,
                     "moe": {"dispatcher": "alltoall", "aux_loss": true}},
        "training": {"seq": 8192, "micro_batch": 1, "precision": "bf16", "optimizer": "adamw"},
        "memory": {"transformer_impl": "transformer-engine", "recompute": "none", "attention": "flash"}})"));
    // 151936 padded to a multiple of 128 × TP 4 = 512, as Megatron allocates it.
    const ImportLine* vocab = lineOf(imported.report.read, "--vocab-size");
    ASSERT_NE(vocab, nullptr);
    EXPECT_EQ(vocab->value, "151936");
    EXPECT_NE(vocab->note.find("512"), std::string::npos);
    bool missingCommon = false;
    for (const ImportLine& line : imported.report.notModelled)
        missingCommon = missingCommon || line.note.find("no common.sh is beside the script") != std::string::npos;
    EXPECT_TRUE(missingCommon);
}

TEST(MegatronImport, Sc21TablePicksTheBranchOfItsModelSize)
{
    const ConfigImport imported = importClean("sc21-run_table_1.sh");
    // MODEL_SIZE=1.7B: only the legacy recompute flag is set in this file; the rest is in CONFIG.sh.
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "megatron",
        "parallel": {"tp": 1, "pp": 1, "cp": 1, "ep": 1, "sp": false, "distributed_optimizer": false},
        "training": {"precision": "fp32", "optimizer": "adamw"},
        "memory": {"recompute": "full", "recompute_layers": 1, "attention": "flash"}})"));
    const ImportLine* method = lineOf(imported.report.read, "--activations-checkpoint-method");
    ASSERT_NE(method, nullptr);
    EXPECT_EQ(method->value, "uniform");
}

TEST(MegatronImport, Sc21ConfigAloneSaysWhichVariablesItNeeds)
{
    const ConfigImport imported = importClean("sc21-CONFIG.sh");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "megatron",
        "architecture": {"block": "gpt", "mlp": "gelu", "norm": "layernorm", "position": "learned", "max_positions": 2048,
                         "tied_embeddings": true, "bias": true, "qkv_bias": false, "dropout": 0.1},
        "parallel": {"cp": 1, "ep": 1, "sp": false, "distributed_optimizer": false},
        "training": {"seq": 2048, "precision": "fp16", "optimizer": "adamw"},
        "memory": {"recompute": "none", "attention": "flash"}})"));
    const ImportLine* tp = lineOf(imported.report.defaulted, "--tensor-model-parallel-size");
    ASSERT_NE(tp, nullptr);
    EXPECT_EQ(tp->value, "${TP}");
    EXPECT_NE(tp->note.find("TP"), std::string::npos);
    EXPECT_NE(lineOf(imported.report.notModelled, "--DDP-impl"), nullptr);
}

TEST(MegatronImport, Sc21ScriptReadsTheConfigItSources)
{
    // The pair as the repository names them, side by side: the 1.7B branch fills CONFIG.sh's variables.
    namespace fs = std::filesystem;
    const fs::path folder = fs::temp_directory_path() / "memledger-sc21";
    fs::create_directories(folder);
    fs::copy_file(test::configPath("megatron/sc21-run_table_1.sh"), folder / "run_table_1.sh",
                  fs::copy_options::overwrite_existing);
    fs::copy_file(test::configPath("megatron/sc21-CONFIG.sh"), folder / "CONFIG.sh", fs::copy_options::overwrite_existing);
    const ConfigImport imported = importConfigFile((folder / "run_table_1.sh").string());
    fs::remove_all(folder);
    ASSERT_TRUE(imported.report.problems.empty());
    EXPECT_EQ(imported.scenario["architecture"], json::parse(R"({"block": "gpt", "layers": 24, "hidden": 2304,
        "heads": 24, "kv_heads": 24, "ffn": 9216, "mlp": "gelu", "norm": "layernorm", "position": "learned",
        "max_positions": 2048, "tied_embeddings": true, "bias": true, "qkv_bias": false, "dropout": 0.1})"));
    EXPECT_EQ(imported.scenario["parallel"]["tp"], 1);
    EXPECT_EQ(imported.scenario["training"]["micro_batch"], 16);
    EXPECT_EQ(imported.scenario["training"]["precision"], "fp16");
    EXPECT_EQ(imported.scenario["memory"]["recompute"], "full");  // uniform groups of one layer
    ASSERT_TRUE(imported.globalBatch);
    EXPECT_EQ(imported.globalBatch->sequences, 512);
}

TEST(MegatronImport, Gpt3_15bYamlWithVirtualStagesFromALayerCount)
{
    const ConfigImport imported = importClean("gpt3_15b_8t_release_gb200.model_config.yaml");
    EXPECT_EQ(originOf(imported), "MODEL_ARGS");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "megatron",
        "architecture": {"block": "gpt", "layers": 32, "hidden": 6144, "heads": 48, "kv_heads": 8, "ffn": 24576,
                         "mlp": "gelu", "norm": "layernorm", "position": "rope", "max_positions": 4096,
                         "tied_embeddings": false, "bias": false, "qkv_bias": false, "dropout": 0.0},
        "parallel": {"tp": 4, "pp": 2, "vpp": 2, "cp": 1, "ep": 1, "sp": true, "distributed_optimizer": true,
                     "tp_comm_overlap": true},
        "training": {"seq": 4096, "micro_batch": 4, "precision": "bf16", "optimizer": "adamw"},
        "memory": {"transformer_impl": "transformer-engine", "alloc_conf": "expandable_segments:True", "recompute": "none", "attention": "flash"}})"));
    // 32 layers / PP 2 / 8 layers per virtual stage = 2 virtual stages.
    const ImportLine* vpp = lineOf(imported.report.read, "--num-layers-per-virtual-pipeline-stage");
    ASSERT_NE(vpp, nullptr);
    EXPECT_EQ(vpp->value, "8");
    EXPECT_NE(lineOf(imported.report.approximated, "--squared-relu"), nullptr);
    // The test's environment: the allocator's settings read, Transformer Engine's named.
    const ImportLine* allocator = lineOf(imported.report.read, "ENV_VARS.PYTORCH_CUDA_ALLOC_CONF");
    ASSERT_NE(allocator, nullptr);
    EXPECT_EQ(allocator->value, "expandable_segments:True");
    EXPECT_NE(lineOf(imported.report.notModelled, "ENV_VARS.NVTE_FUSED_ATTN"), nullptr);
    EXPECT_EQ(lineOf(imported.report.notModelled, "ENV_VARS.USE_MNNVL"), nullptr);  // not a library's
    // GPTSentencePieceTokenizer's size is in its model file: the line names the tokenizer.
    const ImportLine* vocabulary = lineOf(imported.report.notModelled, "--tokenizer-type");
    ASSERT_NE(vocabulary, nullptr);
    EXPECT_EQ(vocabulary->value, "GPTSentencePieceTokenizer");
}

TEST(MegatronImport, FullUniformRecomputeYaml)
{
    const ConfigImport imported = importClean("gpt3_mcore_te_tp1_pp1_uniform_full_recompute.model_config.yaml");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "megatron",
        "architecture": {"block": "gpt", "layers": 12, "hidden": 512, "heads": 8, "kv_heads": 8, "ffn": 2048,
                         "mlp": "gelu", "norm": "layernorm", "position": "learned", "max_positions": 1024,
                         "tied_embeddings": true, "bias": true, "qkv_bias": false, "dropout": 0.1},
        "parallel": {"tp": 1, "pp": 1, "cp": 1, "ep": 1, "sp": false, "distributed_optimizer": false},
        "training": {"seq": 1024, "micro_batch": 4, "precision": "bf16", "optimizer": "adamw"},
        "memory": {"transformer_impl": "transformer-engine", "cublas_workspace_config": ":4096:8", "recompute": "full", "recompute_layers": 1, "attention": "eager"}})"));
    ASSERT_TRUE(imported.globalBatch);
    EXPECT_EQ(imported.globalBatch->sequences, 32);
}

TEST(MegatronImport, ContextParallelYaml)
{
    const ConfigImport imported = importClean("gpt3_mcore_te_tp1_pp2_cp4_a2a_p2p_nondeterministic.model_config.yaml");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "megatron",
        "architecture": {"block": "gpt", "layers": 12, "hidden": 512, "heads": 8, "kv_heads": 8, "ffn": 2048,
                         "mlp": "gelu", "norm": "layernorm", "position": "learned", "max_positions": 1024,
                         "tied_embeddings": true, "bias": true, "qkv_bias": false, "dropout": 0.0},
        "parallel": {"tp": 1, "pp": 2, "cp": 4, "ep": 1, "sp": false, "distributed_optimizer": false},
        "training": {"seq": 1024, "micro_batch": 4, "precision": "bf16", "optimizer": "adamw"},
        "memory": {"transformer_impl": "transformer-engine", "recompute": "none", "attention": "flash"}})"));
    const ImportLine* sizes = lineOf(imported.report.notModelled, "--hierarchical-context-parallel-sizes");
    ASSERT_NE(sizes, nullptr);
    EXPECT_EQ(sizes->value, "2 2");
}

TEST(MegatronImport, SmallMoeYamlWithSelectiveRecomputeOfMoreThanAttention)
{
    const ConfigImport imported = importClean("gpt3_mcore_te_tp2_pp2_ep4_etp1_selective_recompute_experimental.model_config.yaml");
    EXPECT_EQ(test::fieldsOf(imported), json::parse(R"({
        "framework": "megatron",
        "architecture": {"block": "llama", "layers": 16, "hidden": 1024, "heads": 32, "kv_heads": 32, "head_dim": 128,
                         "ffn": 4096, "mlp": "swiglu", "norm": "rmsnorm", "position": "rope", "max_positions": 4096,
                         "tied_embeddings": false, "bias": false, "qkv_bias": false, "dropout": 0.0,
                         "moe": {"experts": 32, "top_k": 4, "expert_ffn": 1024, "shared_experts": 1, "dense_layers": 3},
                         "mla": {"q_lora_rank": 1536, "kv_lora_rank": 512, "qk_nope_head_dim": 128,
                                 "qk_rope_head_dim": 64, "v_head_dim": 128},
                         "mtp_layers": 1},
        "parallel": {"tp": 2, "pp": 2, "vpp": 4, "stage_layers": [9, 7], "cp": 1, "ep": 4, "etp": 1, "sp": true,
                     "distributed_optimizer": true, "moe": {"dispatcher": "alltoall", "aux_loss": true, "router_fp32": true, "grouped_gemm": true}},
        "training": {"seq": 4096, "micro_batch": 4, "precision": "bf16", "optimizer": "adamw"},
        "memory": {"transformer_impl": "transformer-engine", "alloc_conf": "expandable_segments:True", "recompute": "selective", "recompute_modules": "moe_act layernorm mla_up_proj mlp",
                   "attention": "eager"}})"));
    EXPECT_NE(lineOf(imported.report.read, "--recompute-modules"), nullptr);
    // Et*3|(tt|)*6tmL over PP 2: eight stages, four a rank; the MTP layer with the loss.
    EXPECT_NE(lineOf(imported.report.read, "--pipeline-model-parallel-layout"), nullptr);
    EXPECT_NE(lineOf(imported.report.read, "--expert-tensor-parallel-size"), nullptr);
}

// Megatron-LM's CI cases gpt3_mcore_te_tp1_pp4_vp1_uneven_pipeline and
// …_vp2_account_for_embedding_loss_in_pipeline_split: layers per rank, not refused.
TEST(MegatronImport, UnevenPipelineStagesAreRead)
{
    ConfigImport imported = importConfig("--num-layers 12 --hidden-size 512 --num-attention-heads 8 --seq-length 1024 "
                                         "--pipeline-model-parallel-size 4 --decoder-first-pipeline-num-layers 2 "
                                         "--decoder-last-pipeline-num-layers 2",
                                         ConfigFormat::Megatron);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(imported.scenario["parallel"]["stage_layers"], json::parse("[2, 4, 4, 2]"));
    EXPECT_NE(lineOf(imported.report.read, "--decoder-first-pipeline-num-layers"), nullptr);

    imported = importConfig("--num-layers 6 --hidden-size 512 --num-attention-heads 8 --seq-length 1024 "
                            "--pipeline-model-parallel-size 4 --num-virtual-stages-per-pipeline-rank 2 "
                            "--account-for-embedding-in-pipeline-split --account-for-loss-in-pipeline-split",
                            ConfigFormat::Megatron);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(imported.scenario["parallel"]["stage_layers"], json::parse("[1, 2, 2, 1]"));
    EXPECT_EQ(imported.scenario["parallel"]["vpp"], 2);
    // The rank's virtual stages differ by a layer: an approximation, and a limitation of the
    // estimate, whose in-flight micro-batches are spread evenly over the rank's layers.
    const ImportLine* split = lineOf(imported.report.approximated, "--account-for-embedding-in-pipeline-split");
    ASSERT_NE(split, nullptr);
    ASSERT_TRUE(split->effect.has_value());
    EXPECT_EQ(split->effect->bias, EstimateBias::Either);

    imported = importConfig("--num-layers 12 --hidden-size 512 --num-attention-heads 8 --pipeline-model-parallel-size 4 "
                            "--decoder-first-pipeline-num-layers 3 --decoder-last-pipeline-num-layers 2",
                            ConfigFormat::Megatron);
    ASSERT_EQ(imported.report.problems.size(), 1u);
    EXPECT_NE(imported.report.problems.front().message.find("7 layers left do not divide over the 2 other"),
              std::string::npos);
}

// A layout string sets the virtual stages and each rank's layers; one that Megatron would
// refuse is refused with its reason.
TEST(MegatronImport, PipelineLayoutStringIsRead)
{
    ConfigImport imported = importConfig("--num-layers 61 --hidden-size 512 --num-attention-heads 8 "
                                         "--pipeline-model-parallel-size 8 --mtp-num-layers 1 "
                                         "--pipeline-model-parallel-layout \"Et|(tt|)*30mL\"",
                                         ConfigFormat::Megatron);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(imported.scenario["parallel"]["vpp"], 4);
    EXPECT_EQ(imported.scenario["parallel"]["stage_layers"], json::parse("[7, 8, 8, 8, 8, 8, 8, 6]"));
    EXPECT_EQ(imported.scenario["architecture"]["mtp_layers"], 1);

    imported = importConfig("--num-layers 61 --hidden-size 512 --num-attention-heads 8 "
                            "--pipeline-model-parallel-size 8 --pipeline-model-parallel-layout \"Et|(tt|)*30mL\"",
                            ConfigFormat::Megatron);
    ASSERT_EQ(imported.report.problems.size(), 1u);
    EXPECT_NE(imported.report.problems.front().message.find("places 1 MTP layers; --mtp-num-layers is 0"),
              std::string::npos);
}

// --expert-tensor-parallel-size is its own degree (parallel.etp), no longer "not modelled".
TEST(MegatronImport, ExpertTensorParallelismIsRead)
{
    const ConfigImport imported =
        importConfig("--num-layers 4 --hidden-size 512 --num-attention-heads 8 --tensor-model-parallel-size 2 "
                     "--sequence-parallel --num-experts 8 --expert-model-parallel-size 4 "
                     "--expert-tensor-parallel-size 1",
                     ConfigFormat::Megatron);
    ASSERT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(imported.scenario["parallel"]["etp"], 1);
    EXPECT_NE(lineOf(imported.report.read, "--expert-tensor-parallel-size"), nullptr);
}

TEST(MegatronImport, PastedArgumentsAndTheirProblems)
{
    ConfigImport imported =
        importConfig("--num-layers 4 --hidden-size 256 --num-attention-heads 8 --seq-length 128 "
                     "--recompute-granularity full --recompute-method block --recompute-num-layers 2 --bf16",
                     ConfigFormat::Megatron);
    EXPECT_TRUE(imported.report.problems.empty());
    EXPECT_EQ(imported.scenario["memory"]["recompute"], "layers");
    EXPECT_EQ(imported.scenario["memory"]["recompute_layers"], 2);
    EXPECT_EQ(imported.scenario["architecture"]["ffn"], 1024);
    EXPECT_EQ(originOf(imported), "the text itself");

    imported = importConfig("--bf16 --fp16 --num-layers 30 --pipeline-model-parallel-size 4 "
                            "--num-layers-per-virtual-pipeline-stage 2 --recompute-granularity partial",
                            ConfigFormat::Megatron);
    std::vector<std::string> fields;
    for (const Problem& problem : imported.report.problems)
        fields.push_back(problem.field);
    EXPECT_EQ(fields, (std::vector<std::string>{"--num-layers-per-virtual-pipeline-stage", "--bf16",
                                                "--recompute-granularity"}));

    imported = importConfig("echo nothing to see", ConfigFormat::Megatron);
    ASSERT_EQ(imported.report.problems.size(), 1u);
    EXPECT_NE(imported.report.problems[0].message.find("no Megatron-LM arguments"), std::string::npos);

    imported = importConfig("--num-layers many", ConfigFormat::Megatron);
    ASSERT_EQ(imported.report.problems.size(), 1u);
    EXPECT_EQ(imported.report.problems[0].message, "--num-layers is 'many'; it needs a whole number");
}

// Without --vocab-size the tokenizer's size is the vocabulary: GPT-2's BPE has 50,257 tokens
// (len(encoder) of gpt2-vocab.json), padded as Megatron pads every vocabulary, to a multiple
// of --make-vocab-size-divisible-by (128) × TP. Megatron's functional tests name it so.
TEST(MegatronImport, Gpt2BpeTokenizerGivesTheVocabulary)
{
    const std::string model = "--num-layers 4 --hidden-size 256 --num-attention-heads 8 --seq-length 128 "
                              "--tokenizer-type GPT2BPETokenizer --vocab-file gpt2-vocab.json --merge-file m.txt ";
    ConfigImport imported = importConfig(model + "--tensor-model-parallel-size 2", ConfigFormat::Megatron);
    EXPECT_EQ(imported.scenario["architecture"]["vocab"], 50432);   // ⌈50257 / 256⌉ × 256
    const ImportLine* line = lineOf(imported.report.read, "--tokenizer-type");
    ASSERT_NE(line, nullptr);
    EXPECT_NE(line->note.find("50257"), std::string::npos) << line->note;
    EXPECT_NE(line->note.find("tokenizer.py @ 00ee9667"), std::string::npos) << line->note;
    imported = importConfig(model + "--make-vocab-size-divisible-by 64", ConfigFormat::Megatron);
    EXPECT_EQ(imported.scenario["architecture"]["vocab"], 50304);   // ⌈50257 / 64⌉ × 64
    // Another tokenizer reads its size from a file the arguments only name: not read, and said.
    imported = importConfig("--num-layers 4 --tokenizer-type HuggingFaceTokenizer --tokenizer-model org/model",
                            ConfigFormat::Megatron);
    EXPECT_FALSE(imported.scenario.contains("architecture") && imported.scenario["architecture"].contains("vocab"));
    EXPECT_NE(lineOf(imported.report.notModelled, "--tokenizer-type"), nullptr);
}

// What the engine does not model yet is a problem, so the import is refused with the
// reason: Adaptive Muon's second moment is not modelled, a hybrid model's Mamba layers not attention.
TEST(MegatronImport, UnmodelledOptimizersAndHybridModelsAreRefused)
{
    const std::string model = "--num-layers 4 --hidden-size 256 --num-attention-heads 8 --seq-length 128 ";
    ConfigImport imported = importConfig(model + "--optimizer adaptive_muon", ConfigFormat::Megatron);
    ASSERT_EQ(imported.report.problems.size(), 1u);
    EXPECT_EQ(imported.report.problems[0].field, "--optimizer");
    EXPECT_NE(imported.report.problems[0].message.find("adaptive_muon"), std::string::npos);
    imported = importConfig(model + "--is-hybrid-model --hybrid-override-pattern M-M-", ConfigFormat::Megatron);
    ASSERT_EQ(imported.report.problems.size(), 1u);
    EXPECT_EQ(imported.report.problems[0].field, "--is-hybrid-model");
    EXPECT_TRUE(importConfig(model + "--optimizer sgd", ConfigFormat::Megatron).report.problems.empty());
}

// Arguments that are not Megatron-LM's are refused, not estimated as the defaults: none of
// them Megatron's. OpenRLHF's trainer is read by its own reader. An HfArgumentParser command line (a TRL
// script) is read as the TrainingArguments it parses into.
TEST(MegatronImport, AnotherProgramsArgumentsAreRefusedOrReadAsTheirs)
{
    ConfigImport imported = importConfig("python train.py --frobnicate 3 --widget-count 2", ConfigFormat::Megatron);
    ASSERT_EQ(imported.report.problems.size(), 1u);
    EXPECT_NE(imported.report.problems[0].message.find("none of its 2 flags"), std::string::npos)
        << imported.report.problems[0].message;
    imported = importConfig("python grpo.py --model_name_or_path meta-llama/Llama-3.1-8B --per_device_train_batch_size 2 "
                            "--gradient_accumulation_steps=8 --bf16 --lora_r 16 --use_peft true --lora_target_modules "
                            "q_proj v_proj",
                            ConfigFormat::Megatron);
    EXPECT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(imported.report.format, ConfigFormat::HfTrainingArgs);
    EXPECT_EQ(*member(imported.scenario, "model"), "llama-3.1-8b");
    EXPECT_EQ(*pointee(imported.scenario, json::json_pointer("/training/micro_batch")), 2);
    EXPECT_EQ(*pointee(imported.scenario, json::json_pointer("/training/grad_accum")), 8);
    EXPECT_EQ(*pointee(imported.scenario, json::json_pointer("/training/precision")), "bf16-amp");
    EXPECT_EQ(*pointee(imported.scenario, json::json_pointer("/memory/lora/rank")), 16);
    // OpenRLHF's Ray trainer is read by its own reader, whichever format the caller named.
    imported = importConfig("set -x\npython3 -m openrlhf.cli.train_ppo_ray --pretrain OpenRLHF/Llama-3-8b-sft-mixture "
                            "--micro_train_batch_size 8 --zero_stage 3\n",
                            ConfigFormat::Megatron);
    EXPECT_TRUE(imported.report.problems.empty()) << imported.report.problems.front().message;
    EXPECT_EQ(imported.report.format, ConfigFormat::OpenRlhf);
    EXPECT_EQ(*pointee(imported.scenario, json::json_pointer("/parallel/zero")), 3);
    EXPECT_EQ(*pointee(imported.scenario, json::json_pointer("/training/micro_batch")), 8);
    // Megatron's own arguments with a few unknown ones stay an import.
    EXPECT_TRUE(importConfig("--num-layers 2 --hidden-size 64 --frobnicate-level 3 --my_flag 1", ConfigFormat::Megatron)
                    .report.problems.empty());
}

// --transformer-impl local builds Megatron Core's own, unfused DotProductAttention, which
// keeps the s × s scores: the flash flags pick Transformer Engine's kernels and do not apply.
TEST(MegatronImport, TheLocalImplementationMaterialisesTheScores)
{
    const std::string model = "--num-layers 4 --hidden-size 256 --num-attention-heads 8 --seq-length 128 ";
    ConfigImport imported = importConfig(model + "--transformer-impl local --use-flash-attn", ConfigFormat::Megatron);
    EXPECT_EQ(imported.scenario["memory"]["attention"], "eager");
    const ImportLine* impl = lineOf(imported.report.read, "--transformer-impl");
    ASSERT_NE(impl, nullptr);
    EXPECT_NE(impl->note.find("backends.py @ 00bebb45"), std::string::npos) << impl->note;
    EXPECT_NE(lineOf(imported.report.notModelled, "--use-flash-attn"), nullptr);
    imported = importConfig(model + "--transformer-impl transformer_engine", ConfigFormat::Megatron);
    EXPECT_EQ(imported.scenario["memory"]["attention"], "flash");
}

// What the script exports is the program's environment; NAME=value before the command
// overrides it for that command. PyTorch's allocator settings and cuBLAS workspace are read.
TEST(MegatronImport, TheScriptsEnvironmentIsRead)
{
    const std::string script = "#!/bin/bash\n"
                               "export CUBLAS_WORKSPACE_CONFIG=:4096:8\n"
                               "export PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True\n"
                               "export NCCL_IB_TIMEOUT=19 CHECKPOINT_PATH=/ckpt\n"
                               "WORKSPACE=:16:8\n"
                               "CUBLAS_WORKSPACE_CONFIG=$WORKSPACE torchrun --nproc_per_node 8 pretrain_gpt.py \\\n"
                               "    --num-layers 4 --hidden-size 256 --num-attention-heads 8 --seq-length 128 \\\n"
                               "    --moe-grouped-gemm --num-experts 8 --transformer-impl transformer_engine\n";
    const ConfigImport imported = importConfig(script, ConfigFormat::Megatron);
    EXPECT_EQ(imported.scenario["memory"]["cublas_workspace_config"], ":16:8");
    EXPECT_EQ(imported.scenario["memory"]["alloc_conf"], "expandable_segments:True");
    EXPECT_EQ(imported.scenario["memory"]["transformer_impl"], "transformer-engine");
    EXPECT_EQ(imported.scenario["parallel"]["moe"]["grouped_gemm"], true);
    ASSERT_NE(lineOf(imported.report.read, "CUBLAS_WORKSPACE_CONFIG"), nullptr);
    EXPECT_EQ(lineOf(imported.report.read, "CUBLAS_WORKSPACE_CONFIG")->value, ":16:8");
    EXPECT_NE(lineOf(imported.report.notModelled, "NCCL_IB_TIMEOUT"), nullptr);
    EXPECT_EQ(lineOf(imported.report.notModelled, "CHECKPOINT_PATH"), nullptr);
    EXPECT_EQ(lineOf(imported.report.notModelled, "WORKSPACE"), nullptr);  // set, never exported
    // A variable exported bare, after its assignment, is exported as well.
    const ConfigImport bare = importConfig("CUBLAS_WORKSPACE_CONFIG=:4096:2:16:8\nexport CUBLAS_WORKSPACE_CONFIG\n"
                                           "python pretrain_gpt.py --num-layers 2 --hidden-size 64",
                                           ConfigFormat::Megatron);
    EXPECT_EQ(bare.scenario["memory"]["cublas_workspace_config"], ":4096:2:16:8");
    // Megatron-LM's local implementation: its own layers, whose GEMMs are PyTorch's.
    const ConfigImport local = importConfig("--num-layers 2 --hidden-size 64 --transformer-impl local",
                                            ConfigFormat::Megatron);
    EXPECT_EQ(local.scenario["memory"]["transformer_impl"], "local");
    EXPECT_FALSE(importConfig("--num-layers 2 --hidden-size 64 --transformer-impl fast", ConfigFormat::Megatron)
                     .report.problems.empty());
}

TEST(MegatronImport, UnknownFlagsAreListed)
{
    const ConfigImport imported = importConfig("--num-layers 2 --frobnicate-level 3", ConfigFormat::Megatron);
    EXPECT_EQ(keysOf(imported.report.unknown), std::vector<std::string>{"--frobnicate-level"});
    EXPECT_EQ(imported.report.unknown[0].value, "3");
}

// NVIDIA's examples/gptoss/02_train.sh: a runtime check of the machine (no checkpoint folder:
// exit 1) does not end the read; the gpt-oss-style MoE is read with its architecture, its sinks,
// quick GeGLU and sliding windows (12 layers, every second attending to all).
TEST(MegatronImport, GptOssExampleIsReadPastItsRuntimeChecks)
{
    const ConfigImport imported = importClean("gptoss-02_train.sh");
    const json& architecture = *member(imported.scenario, "architecture");
    EXPECT_EQ(*member(architecture, "layers"), 12);
    EXPECT_EQ(*member(architecture, "hidden"), 512);
    EXPECT_EQ(*member(architecture, "heads"), 64);
    EXPECT_EQ(*member(architecture, "kv_heads"), 8);
    EXPECT_EQ(*pointee(architecture, json::json_pointer("/moe/experts")), 4);
    EXPECT_EQ(*pointee(architecture, json::json_pointer("/moe/top_k")), 2);
    EXPECT_EQ(*pointee(imported.scenario, json::json_pointer("/parallel/pp")), 8);
    Scenario scenario;
    ASSERT_TRUE(test::readBack(imported, scenario).empty());
    EXPECT_EQ(scenario.arch.mlp, MlpKind::QuickGeGlu);
    EXPECT_TRUE(scenario.arch.attentionSinks);
    EXPECT_EQ(scenario.arch.slidingWindow, 128);
    EXPECT_EQ(scenario.arch.slidingLayers, 6);
    // --enable-gpt-oss sets YaRN numerics only: no limitation is left.
    EXPECT_FALSE(std::any_of(scenario.limitations.begin(), scenario.limitations.end(),
                             [](const Limitation& limitation) { return limitation.key == "--enable-gpt-oss"; }));
}

}  // namespace
}  // namespace memledger::model
