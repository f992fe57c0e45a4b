#include "model/io/hf_config/hf_config.h"

#include <algorithm>

#include "model/core/quantity_format.h"
#include "model/core/translatable.h"
#include "model/core/untrusted_json.h"
#include "model/io/hf_config/hf_config_families.h"

namespace memledger::model {

namespace hf {

std::string commaList(const std::vector<std::string>& words)
{
    std::string text;
    for (const std::string& word : words)
        text += (text.empty() ? "" : ", ") + word;
    return text;
}

ImportNote gemmaMlpNote()
{
    return MEMLEDGER_TRANSLATABLE("Import", "Gemma's GeGLU MLP (a GeLU-tanh gate) is modelled as SwiGLU: the same "
                                            "three matrices, so the same parameters and saved activations.");
}

ImportNote denseLayersFirstNote(std::int64_t dense, std::int64_t layers, const char* keys)
{
    return importNote(MEMLEDGER_TRANSLATABLE("Import", "%1 of the %2 layers are dense (%3) but not the first ones; "
                                                       "they are modelled as the first %1: parameter totals are "
                                                       "exact, the layers each pipeline stage holds are "
                                                       "approximated."),
                      {{std::to_string(dense)}, {std::to_string(layers)}, {keys}});
}

void readLlamaStyleText(HfConfigReader& in, const nlohmann::json& config, const TextDefaults& defaults,
                        Architecture& a)
{
    a.block = BlockStyle::Llama;
    a.layers = in.countOrClassDefault("num_hidden_layers", defaults.layers);
    a.hidden = in.integerOrClassDefault("hidden_size", defaults.hidden);
    a.heads = in.countOrClassDefault("num_attention_heads", defaults.heads);
    a.kvHeads = in.countOrClassDefault("num_key_value_heads", defaults.kvHeads);
    a.headDim = in.integerOrClassDefault("head_dim", defaults.headDim);
    a.vocab = in.integerOrClassDefault("vocab_size", defaults.vocab);
    a.maxPositions = in.integerOrClassDefault("max_position_embeddings", defaults.maxPositions);
    a.mlp = MlpKind::SwiGlu;
    a.norm = NormKind::RmsNorm;
    a.position = PositionKind::Rope;
    a.tiedEmbeddings =
        in.flagOr("tie_word_embeddings", flagOr(config, "tie_word_embeddings", defaults.tiedEmbeddings));
}

void finishMultimodalImport(const nlohmann::json& config, const HfConfigReader& text, bool nested,
                            const char* textClass, ProblemArgument visionPart, const char* visionClass,
                            double (*countVision)(HfConfigReader& vision, double textHidden),
                            std::vector<Problem>& problems, HfImport& out)
{
    if (!text.defaulted().empty())
        out.notes.push_back(defaultsNote(
            text,
            nested ? ProblemArgument{MEMLEDGER_TRANSLATABLE("Import", "config.json's text_config"), "Import"}
                   : ProblemArgument{"config.json"},
            textClass));
    if (!nested)
        return;
    HfConfigReader vision(nestedObject(config, "vision_config"), problems, "vision_config");
    out.untrackedParameters = countVision(vision, static_cast<double>(out.arch.hidden));
    out.notes.push_back(importNote(MEMLEDGER_TRANSLATABLE("Import", "%1 (%2 parameters) are not modelled: the "
                                                                    "estimate covers the language model only. Add "
                                                                    "their weights if they are trained or held on the "
                                                                    "GPU."),
                                   {std::move(visionPart), {exactBytesQuantity(out.untrackedParameters).number}}));
    if (!vision.defaulted().empty())
        out.notes.push_back(
            defaultsNote(vision, {MEMLEDGER_TRANSLATABLE("Import", "config.json's vision_config"), "Import"},
                         visionClass));
}

bool flagOr(const nlohmann::json& config, const char* key, bool fallback)
{
    const auto it = config.find(key);
    return (it != config.end() ? asBool(*it) : std::nullopt).value_or(fallback);
}

const nlohmann::json& nestedObject(const nlohmann::json& config, const char* key)
{
    static const nlohmann::json kNone = nlohmann::json::object();
    const auto it = config.find(key);
    return it != config.end() && it->is_object() ? *it : kNone;
}

const nlohmann::json* languageModelConfig(const nlohmann::json& config, bool nested, std::vector<Problem>& problems)
{
    if (!nested)
        return &config;
    const auto text = config.find("text_config");
    if (text != config.end() && !text->is_null() && !text->is_object()) {
        problems.push_back(templatedProblem(
            "text_config", MEMLEDGER_TRANSLATABLE("Problem", "config.json's \"text_config\" must be an object, got %1"),
            {{shownJson(*text)}}));
        return nullptr;
    }
    return &nestedObject(config, "text_config");
}

ImportNote defaultsNote(const HfConfigReader& in, ProblemArgument object, const char* configClass)
{
    const std::vector<std::string>& keys = in.defaulted();
    if (keys.size() == 1)
        return importNote(
            MEMLEDGER_TRANSLATABLE("Import", "%1 leaves %2 to transformers' %3 defaults, which are used."),
            {std::move(object), {keys.front()}, {configClass}});
    std::string first;
    for (std::size_t i = 0; i + 1 < keys.size(); ++i)
        first += (i == 0 ? "" : ", ") + keys[i];
    return importNote(
        MEMLEDGER_TRANSLATABLE("Import", "%1 leaves %2 and %3 to transformers' %4 defaults, which are used."),
        {std::move(object), {first}, {keys.back()}, {configClass}});
}

}  // namespace hf

const std::vector<std::string>& supportedHfModelTypes()
{
    static const std::vector<std::string> kTypes = {
        "llama", "mistral", "mixtral", "qwen2",    "qwen2_moe", "qwen3",       "qwen3_moe",   "gemma",
        "gemma2", "gemma3", "gemma3_text", "gpt2", "gpt_neox",  "falcon",      "deepseek_v2", "deepseek_v3",
        "gpt_oss", "llama4", "llama4_text"};
    return kTypes;
}

void adoptHfImport(const HfImport& imported, const std::string& file, Scenario& scenario)
{
    scenario.arch = imported.arch;
    scenario.modelId.clear();
    if (scenario.framework != Framework::Megatron)
        scenario.parallel.moe.auxLoss = imported.arch.moe.isMoe() && imported.outputRouterLogits;
    std::erase_if(scenario.limitations, [](const Limitation& limitation) { return limitation.key == kHfConfigKey; });
    for (const ImportNote& note : imported.notes)
        if (note.effect)
            scenario.limitations.push_back({kHfConfigKey, file, note.setting, *note.effect, note.text});
}

HfImport importHfConfig(const nlohmann::json& config, std::vector<Problem>& problems)
{
    HfImport out;
    if (!config.is_object()) {
        problems.push_back(
            templatedProblem("config.json", MEMLEDGER_TRANSLATABLE("Problem", "config.json must be a JSON object")));
        return out;
    }
    const auto typeIt = config.find("model_type");
    const std::string type = typeIt != config.end() ? asString(*typeIt).value_or("") : "";
    if (hf::refuseHybridModel(config, type, problems))
        return out;
    const auto& types = supportedHfModelTypes();
    if (std::find(types.begin(), types.end(), type) == types.end()) {
        problems.push_back(templatedProblem("model_type",
                                            MEMLEDGER_TRANSLATABLE("Problem", "config.json model_type \"%1\" is not "
                                                                              "supported; supported: %2. Enter the "
                                                                              "dimensions by hand instead."),
                                            {{type}, {hf::commaList(types)}}));
        return out;
    }
    HfConfigReader in(config, problems);
    if (type == "gpt2")
        hf::importGpt2(in, out);
    else if (type == "gpt_oss")
        hf::importGptOss(in, out);
    else if (type == "gpt_neox" || type == "falcon")
        hf::importNeoxOrFalcon(in, type, out);
    else if (type.starts_with("gemma3"))
        hf::importGemma3(config, type, problems, out);
    else if (type.starts_with("llama4"))
        hf::importLlama4(config, type, problems, out);
    else
        hf::importLlamaLike(in, type, out);
    if (type == "mixtral" || type.ends_with("_moe") || type.starts_with("deepseek"))
        hf::importMoe(in, type, out);
    if (type == "qwen3" && !in.defaulted().empty())
        out.notes.push_back(hf::defaultsNote(in, {"config.json"}, "Qwen3Config"));
    // transformers' MoE configs (Mixtral, Qwen-MoE, DeepSeek, gpt-oss, Llama 4's text_config).
    if (out.arch.moe.isMoe()) {
        const nlohmann::json& text = type == "llama4" ? hf::nestedObject(config, "text_config") : config;
        out.outputRouterLogits = hf::flagOr(text, "output_router_logits", false);
    }
    const auto names = config.find("_name_or_path");
    out.arch.name = names != config.end() ? asString(*names).value_or(type) : type;
    return out;
}

}  // namespace memledger::model
