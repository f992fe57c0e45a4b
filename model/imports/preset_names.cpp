#include "model/imports/preset_names.h"

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
    {"qwen3-8b", "qwen3-8b", nullptr, 36},
    {"qwen3-30b-a3b", "qwen3-30b-a3b", nullptr, 48},
    {"gemma-2-9b", "gemma-2-9b", nullptr, 42},
    {"gpt2", "gpt2-small", nullptr, 12},
    {"gpt2-medium", "gpt2-medium", nullptr, 24},
    {"tinyllama-1.1b-intermediate-step-1431k-3t", "tinyllama-1.1b", nullptr, 22},
    {"deepseek-v3", "deepseek-v3", nullptr, 61},
    {"gpt-oss-20b", "gpt-oss-20b", nullptr, 24},
    {"gpt-oss-120b", "gpt-oss-120b", nullptr, 36},
};

// torchtune's builders (torchtune/models/<family>/_model_builders.py).
const Entry kTorchtuneBuilders[] = {
    {"llama3_1_8b", "llama-3.1-8b", nullptr, 32},
    {"llama3_1_70b", "llama-3.1-70b", nullptr, 80},
    {"llama3_1_405b", "llama-3.1-405b", nullptr, 126},
    {"llama3_3_70b", "llama-3.1-70b", kLlama33Shape, 80},
    {"llama3_8b", "llama-3.1-8b", kLlama3Shape, 32},
    {"llama3_70b", "llama-3.1-70b", kLlama3Shape, 80},
    {"llama3_2_1b", "llama-3.2-1b", nullptr, 16},
    {"llama3_2_3b", "llama-3.2-3b", nullptr, 28},
    {"llama2_7b", "llama-2-7b", nullptr, 32},
    {"llama2_13b", "llama-2-13b", nullptr, 40},
    {"llama2_70b", "llama-2-70b", nullptr, 80},
    {"mistral_7b", "mistral-7b", nullptr, 32},
    {"qwen2_5_0_5b", "qwen2.5-0.5b", nullptr, 24},
    {"qwen2_5_7b_base", "qwen2.5-7b", nullptr, 28},
    {"qwen2_5_7b_instruct", "qwen2.5-7b", nullptr, 28},
    {"qwen2_5_72b_instruct", "qwen2.5-72b", nullptr, 80},
    {"gemma2_9b", "gemma-2-9b", nullptr, 42},
    // torchtune/models/qwen3/_model_builders.py @ 0c8c1296: the instruct builders are the Hub's
    // Qwen3-8B and Qwen3-30B-A3B (max_seq_len 40960), the base ones differ only there.
    {"qwen3_8b_instruct", "qwen3-8b", nullptr, 36},
    {"qwen3_8b_base", "qwen3-8b", kQwen3BaseShape, 36},
    {"qwen3_moe_30b_a3b_instruct", "qwen3-30b-a3b", nullptr, 48},
    {"qwen3_moe_30b_a3b_base", "qwen3-30b-a3b", kQwen3BaseShape, 48},
};

// torchtitan's "<name>/<flavor>" (torchtitan/models/<name>/__init__.py).
const Entry kTorchtitanFlavors[] = {
    {"llama3/8B", "llama-3.1-8b", nullptr, 32},
    {"llama3/70B", "llama-3.1-70b", nullptr, 80},
    {"llama3/405B", "llama-3.1-405b", nullptr, 126},
    {"deepseek_v3/671B", "deepseek-v3", nullptr, 61},
    {"qwen3/8B", "qwen3-8b", nullptr, 36},
    {"qwen3/30B-A3B", "qwen3-30b-a3b", nullptr, 48},
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

std::optional<PresetMatch> lookup(const auto& table, std::string_view name)
{
    for (const Entry& entry : table)
        if (name == entry.name)
            return PresetMatch{entry.presetId, entry.note == nullptr, entry.note ? entry.note : "", entry.layers};
    return std::nullopt;
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

std::vector<std::string> presetIdsNamed()
{
    std::vector<std::string> out;
    for (const Entry& entry : kHubIds)
        out.emplace_back(entry.presetId);
    for (const Entry& entry : kTorchtuneBuilders)
        out.emplace_back(entry.presetId);
    for (const Entry& entry : kTorchtitanFlavors)
        if (*entry.presetId)
            out.emplace_back(entry.presetId);
    return out;
}

}  // namespace memledger::model
