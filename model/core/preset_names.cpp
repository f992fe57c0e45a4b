#include "model/core/preset_names.h"

#include <algorithm>
#include <cctype>

namespace memledger::model {

namespace {

constexpr const char* kLlama3Shape =
    MEMLEDGER_TRANSLATABLE("Import", "Llama 3 has Llama 3.1's shape; only its maximum positions (8K) differ");
constexpr const char* kQwen2Shape =
    MEMLEDGER_TRANSLATABLE("Import", "Qwen2 7B has Qwen2.5 7B's shapes (hidden 3584, 28 layers, 4 KV heads, FFN 18944, "
                                     "vocabulary 152064)");
constexpr const char* kQwen3BaseShape =
    MEMLEDGER_TRANSLATABLE("Import", "a Qwen3 base model has its instruct model's shape; only its maximum positions "
                                     "(32K, not 40K) differ");
constexpr const char* kLlama33Shape =
    MEMLEDGER_TRANSLATABLE("Import", "Llama 3.3 70B has Llama 3.1 70B's architecture");

constexpr const char* kLlama4ScoutPositions =
    MEMLEDGER_TRANSLATABLE("Import", "torchtitan's 17bx16e is Llama 4 Scout's language model; its RoPE is set up for "
                                     "10M positions (the preset's config.json says 256K), which make no weights");

struct Entry {
    const char* name;
    const char* presetId;
    const char* note;  // nullptr: the same architecture; marked, an edge translates it
    int layers;
};

// Hub ids without the organisation, lower-cased, with -instruct/-chat/-hf/-base dropped.
const Entry kHubIds[] = {
    {"llama-3.1-8b", "llama-3.1-8b", nullptr, 32},
    {"llama-3.1-70b", "llama-3.1-70b", nullptr, 80},
    {"llama-3.1-405b", "llama-3.1-405b", nullptr, 126},
    {"llama-3.3-70b", "llama-3.1-70b", kLlama33Shape, 80},
    {"llama-3-8b", "llama-3.1-8b", kLlama3Shape, 32},
    {"llama-3-70b", "llama-3.1-70b", kLlama3Shape, 80},
    // OpenRLHF's supervised fine-tune of Llama 3 8B, the actor of its PPO examples.
    {"llama-3-8b-sft-mixture", "llama-3.1-8b", kLlama3Shape, 32},
    {"llama-3.2-1b", "llama-3.2-1b", nullptr, 16},
    {"llama-3.2-3b", "llama-3.2-3b", nullptr, 28},
    {"llama-2-7b", "llama-2-7b", nullptr, 32},
    {"llama-2-13b", "llama-2-13b", nullptr, 40},
    {"llama-2-70b", "llama-2-70b", nullptr, 80},
    {"mistral-7b-v0.1", "mistral-7b", nullptr, 32},
    {"mixtral-8x7b-v0.1", "mixtral-8x7b", nullptr, 32},
    {"qwen2.5-0.5b", "qwen2.5-0.5b", nullptr, 24},
    {"qwen2.5-7b", "qwen2.5-7b", nullptr, 28},
    {"qwen2-7b", "qwen2.5-7b", kQwen2Shape, 28},
    {"qwen2.5-72b", "qwen2.5-72b", nullptr, 80},
    {"qwen3-0.6b", "qwen3-0.6b", nullptr, 28},
    {"qwen3-1.7b", "qwen3-1.7b", nullptr, 28},
    {"qwen3-4b", "qwen3-4b", nullptr, 36},
    {"qwen3-8b", "qwen3-8b", nullptr, 36},
    {"qwen3-14b", "qwen3-14b", nullptr, 40},
    {"qwen3-32b", "qwen3-32b", nullptr, 64},
    {"qwen3-30b-a3b", "qwen3-30b-a3b", nullptr, 48},
    {"qwen3-235b-a22b", "qwen3-235b-a22b", nullptr, 94},
    {"gemma-2-9b", "gemma-2-9b", nullptr, 42},
    {"gpt2", "gpt2-small", nullptr, 12},
    {"gpt2-medium", "gpt2-medium", nullptr, 24},
    {"tinyllama-1.1b-intermediate-step-1431k-3t", "tinyllama-1.1b", nullptr, 22},
    {"deepseek-v3", "deepseek-v3", nullptr, 61},
    {"gpt-oss-20b", "gpt-oss-20b", nullptr, 24},
    {"gpt-oss-120b", "gpt-oss-120b", nullptr, 36},
    {"llama-4-scout-17b-16e", "llama-4-scout", nullptr, 48},
    {"llama-4-maverick-17b-128e", "llama-4-maverick", nullptr, 48},
};

// torchtune's builders (torchtune/models/<family>/_model_builders.py): the name a reader
// meets, and what a torchtune export of the preset writes (the builder listed first for it
// without a note): the module under torchtune.models, whether a qlora_ builder stands beside
// lora_<name>, and the folder of its recipe configs.
struct Builder {
    Entry entry;
    const char* module;
    bool qlora;
    const char* configs;  // recipes/configs/<configs>_{full,lora,qlora}…; nullptr: none ships
};

const Builder kTorchtuneBuilders[] = {
    {{"llama3_1_8b", "llama-3.1-8b", nullptr, 32}, "llama3_1", true, "llama3_1/8B"},
    {{"llama3_1_70b", "llama-3.1-70b", nullptr, 80}, "llama3_1", true, "llama3_1/70B"},
    {{"llama3_1_405b", "llama-3.1-405b", nullptr, 126}, "llama3_1", true, "llama3_1/405B"},
    {{"llama3_3_70b", "llama-3.1-70b", kLlama33Shape, 80}, "llama3_3", true, "llama3_3/70B"},
    {{"llama3_8b", "llama-3.1-8b", kLlama3Shape, 32}, "llama3", true, "llama3/8B"},
    {{"llama3_70b", "llama-3.1-70b", kLlama3Shape, 80}, "llama3", true, "llama3/70B"},
    {{"llama3_2_1b", "llama-3.2-1b", nullptr, 16}, "llama3_2", true, "llama3_2/1B"},
    {{"llama3_2_3b", "llama-3.2-3b", nullptr, 28}, "llama3_2", true, "llama3_2/3B"},
    {{"llama2_7b", "llama-2-7b", nullptr, 32}, "llama2", true, "llama2/7B"},
    {{"llama2_13b", "llama-2-13b", nullptr, 40}, "llama2", true, "llama2/13B"},
    {{"llama2_70b", "llama-2-70b", nullptr, 80}, "llama2", true, "llama2/70B"},
    {{"mistral_7b", "mistral-7b", nullptr, 32}, "mistral", true, "mistral/7B"},
    {{"qwen2_5_0_5b", "qwen2.5-0.5b", nullptr, 24}, "qwen2_5", false, "qwen2_5/0.5B"},
    {{"qwen2_5_7b_base", "qwen2.5-7b", nullptr, 28}, "qwen2_5", false, "qwen2_5/7B"},
    {{"qwen2_5_7b_instruct", "qwen2.5-7b", nullptr, 28}, "qwen2_5", false, "qwen2_5/7B"},
    {{"qwen2_5_72b_instruct", "qwen2.5-72b", nullptr, 80}, "qwen2_5", false, "qwen2_5/72B"},
    {{"gemma2_9b", "gemma-2-9b", nullptr, 42}, "gemma2", true, "gemma2/9B"},
    // torchtune/models/qwen3/_model_builders.py @ 0c8c1296: the instruct builders are the
    // Hub's models (max_seq_len 40960), the base ones differ only there; 32B and 235B-A22B
    // have no base builder. LoRA builders for every size, no qlora_ ones.
    {{"qwen3_0_6b_instruct", "qwen3-0.6b", nullptr, 28}, "qwen3", false, "qwen3/0.6B"},
    {{"qwen3_0_6b_base", "qwen3-0.6b", kQwen3BaseShape, 28}, "qwen3", false, "qwen3/0.6B"},
    {{"qwen3_1_7b_instruct", "qwen3-1.7b", nullptr, 28}, "qwen3", false, "qwen3/1.7B"},
    {{"qwen3_1_7b_base", "qwen3-1.7b", kQwen3BaseShape, 28}, "qwen3", false, "qwen3/1.7B"},
    {{"qwen3_4b_instruct", "qwen3-4b", nullptr, 36}, "qwen3", false, "qwen3/4B"},
    {{"qwen3_4b_base", "qwen3-4b", kQwen3BaseShape, 36}, "qwen3", false, "qwen3/4B"},
    {{"qwen3_8b_instruct", "qwen3-8b", nullptr, 36}, "qwen3", false, "qwen3/8B"},
    {{"qwen3_8b_base", "qwen3-8b", kQwen3BaseShape, 36}, "qwen3", false, "qwen3/8B"},
    {{"qwen3_14b_instruct", "qwen3-14b", nullptr, 40}, "qwen3", false, "qwen3/14B"},
    {{"qwen3_14b_base", "qwen3-14b", kQwen3BaseShape, 40}, "qwen3", false, "qwen3/14B"},
    {{"qwen3_32b", "qwen3-32b", nullptr, 64}, "qwen3", false, "qwen3/32B"},
    {{"qwen3_moe_30b_a3b_instruct", "qwen3-30b-a3b", nullptr, 48}, "qwen3", false, "qwen3/30B_A3B"},
    {{"qwen3_moe_30b_a3b_base", "qwen3-30b-a3b", kQwen3BaseShape, 48}, "qwen3", false, "qwen3/30B_A3B"},
    {{"qwen3_moe_235b_a22b", "qwen3-235b-a22b", nullptr, 94}, "qwen3", false, nullptr},
};

// torchtitan's "<name>/<flavor>" (torchtitan/models/<name>/__init__.py).
const Entry kTorchtitanFlavors[] = {
    {"llama3/8B", "llama-3.1-8b", nullptr, 32},
    {"llama3/70B", "llama-3.1-70b", nullptr, 80},
    {"llama3/405B", "llama-3.1-405b", nullptr, 126},
    {"deepseek_v3/671B", "deepseek-v3", nullptr, 61},
    {"qwen3/0.6B", "qwen3-0.6b", nullptr, 28},
    {"qwen3/1.7B", "qwen3-1.7b", nullptr, 28},
    {"qwen3/4B", "qwen3-4b", nullptr, 36},
    {"qwen3/8B", "qwen3-8b", nullptr, 36},
    {"qwen3/14B", "qwen3-14b", nullptr, 40},
    {"qwen3/32B", "qwen3-32b", nullptr, 64},
    {"qwen3/30B-A3B", "qwen3-30b-a3b", nullptr, 48},
    {"qwen3/235B-A22B", "qwen3-235b-a22b", nullptr, 94},
    // torchtitan's Llama 4 is the language model alone: compute_moe_hidden_dim and
    // compute_ffn_hidden_dim give the experts 8192 and the dense layers 16384, one shared
    // expert (MoE.Config), MoE on every layer (17bx16e) or every second (the block's default).
    {"llama4/17bx16e", "llama-4-scout", kLlama4ScoutPositions, 48},
    {"llama4/17bx128e", "llama-4-maverick", nullptr, 48},
    // No preset: known for its layer count only (dim 256, 6 layers, 16 heads, vocabulary 2048).
    {"llama3/debugmodel", "", MEMLEDGER_TRANSLATABLE("Import", "torchtitan's 6-layer test model, which has no preset"),
     6},
};

std::string lowered(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
    return out;
}

const Entry& entryOf(const Entry& entry) { return entry; }
const Entry& entryOf(const Builder& builder) { return builder.entry; }

std::optional<PresetMatch> lookup(const auto& table, std::string_view name)
{
    for (const auto& row : table)
        if (const Entry& entry = entryOf(row); name == entry.name)
            return PresetMatch{entry.presetId, entry.note == nullptr, entry.note ? entry.note : "", entry.layers};
    return std::nullopt;
}

// The row a tool's name for the preset comes from: the first with the preset's very
// architecture.
template <typename Row>
const Row* namingRow(const auto& table, std::string_view presetId)
{
    if (presetId.empty())
        return nullptr;
    for (const Row& row : table)
        if (const Entry& entry = entryOf(row); entry.note == nullptr && presetId == entry.presetId)
            return &row;
    return nullptr;
}

}  // namespace

std::optional<PresetMatch> presetForHubId(std::string_view hubId)
{
    std::string name = lowered(hubId.substr(hubId.find('/') == std::string_view::npos ? 0 : hubId.find('/') + 1));
    if (name.starts_with("meta-"))
        name.erase(0, 5);
    for (const std::string_view suffix : {"-instruct", "-chat", "-hf", "-base"}) {
        const auto at = name.find(suffix);
        if (at != std::string::npos)
            name.erase(at, suffix.size());
    }
    return lookup(kHubIds, name);
}

std::optional<PresetMatch> presetForTorchtune(std::string_view builder) { return lookup(kTorchtuneBuilders, builder); }

std::optional<PresetMatch> presetForTorchtitan(std::string_view name, std::string_view flavor)
{
    return lookup(kTorchtitanFlavors, std::string(name) + "/" + std::string(flavor));
}

std::optional<TorchtuneBuilder> torchtuneBuilderFor(std::string_view presetId)
{
    const Builder* row = namingRow<Builder>(kTorchtuneBuilders, presetId);
    if (!row)
        return std::nullopt;
    return TorchtuneBuilder{row->module, row->entry.name, row->qlora, row->configs ? row->configs : ""};
}

std::optional<TorchtitanFlavor> torchtitanFlavorFor(std::string_view presetId)
{
    const Entry* row = namingRow<Entry>(kTorchtitanFlavors, presetId);
    if (!row)
        return std::nullopt;
    const std::string_view both = row->name;
    const auto slash = both.find('/');
    return TorchtitanFlavor{std::string(both.substr(0, slash)), std::string(both.substr(slash + 1))};
}

std::vector<std::string> presetIdsNamed()
{
    std::vector<std::string> out;
    for (const Entry& entry : kHubIds)
        out.emplace_back(entry.presetId);
    for (const Builder& builder : kTorchtuneBuilders)
        out.emplace_back(builder.entry.presetId);
    for (const Entry& entry : kTorchtitanFlavors)
        if (*entry.presetId)
            out.emplace_back(entry.presetId);
    return out;
}

}  // namespace memledger::model
