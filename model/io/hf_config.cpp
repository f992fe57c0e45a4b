#include "model/io/hf_config.h"

#include <algorithm>

#include "model/io/hf_config_families.h"

namespace memledger::model {

namespace hf {

std::string joinWords(const std::vector<std::string>& words)
{
    std::string text;
    for (std::size_t i = 0; i < words.size(); ++i)
        text += (i == 0 ? "" : i + 1 == words.size() ? " and " : ", ") + words[i];
    return text;
}

}  // namespace hf

const std::vector<std::string>& supportedHfModelTypes()
{
    static const std::vector<std::string> kTypes = {
        "llama", "mistral", "mixtral", "qwen2",    "qwen2_moe", "qwen3",       "qwen3_moe",   "gemma",
        "gemma2", "gemma3", "gemma3_text", "gpt2", "gpt_neox",  "falcon",      "deepseek_v2", "deepseek_v3"};
    return kTypes;
}

HfImport importHfConfig(const nlohmann::json& config, std::vector<Problem>& problems)
{
    HfImport out;
    if (!config.is_object()) {
        problems.push_back({"config.json", "config.json must be a JSON object"});
        return out;
    }
    const auto typeIt = config.find("model_type");
    const std::string type = typeIt != config.end() && typeIt->is_string() ? typeIt->get<std::string>() : "";
    const auto& types = supportedHfModelTypes();
    if (std::find(types.begin(), types.end(), type) == types.end()) {
        problems.push_back({"model_type", "config.json model_type \"" + type + "\" is not supported; supported: " +
                                              hf::joinWords(types) + ". Enter the dimensions by hand instead."});
        return out;
    }
    HfConfigReader in(config, problems);
    if (type == "gpt2")
        hf::importGpt2(in, out);
    else if (type == "gpt_neox" || type == "falcon")
        hf::importNeoxOrFalcon(in, type, out);
    else if (type.starts_with("gemma3"))
        hf::importGemma3(config, type, problems, out);
    else
        hf::importLlamaLike(in, type, out);
    if (type == "mixtral" || type.ends_with("_moe") || type.starts_with("deepseek"))
        hf::importMoe(in, type, out);
    if (type == "qwen3" && !in.defaulted().empty())
        out.notes.push_back("config.json leaves " + hf::joinWords(in.defaulted()) +
                            " to transformers' Qwen3Config defaults, which are used.");
    const auto names = config.find("_name_or_path");
    out.arch.name = names != config.end() && names->is_string() ? names->get<std::string>() : type;
    return out;
}

}  // namespace memledger::model
