// Reads the keys of one object of a Hugging Face config.json (the file itself, or the
// text_config a multimodal file nests the language model in), saying which key is wrong
// and where. A key the file may leave out takes its configuration class's default, and
// that default is said, so an import never silently invents a dimension.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/validation.h"

namespace memledger::model {

class HfConfigReader {
public:
    // `where` names the object in messages: "" for the file, "text_config" for a nested one.
    HfConfigReader(const nlohmann::json& config, std::vector<Problem>& problems, std::string where = {});

    // A required positive integer; a missing or bad one is a problem (and 1 stands in).
    std::int64_t integer(const char* key);
    // A positive integer, or `fallback` when the key is absent or not one.
    std::int64_t integerOr(const char* key, std::int64_t fallback) const;
    // A positive integer the file may leave to its configuration class (`owner`, e.g.
    // "Gemma3TextConfig"): when absent, `classDefault` is taken and listed in defaulted().
    std::int64_t integerOrClassDefault(const char* key, std::int64_t classDefault);
    // Counts (layers, heads, experts) are ints in the engine: a larger value is reported,
    // never wrapped into a different, plausible-looking model.
    int count(const char* key);
    int countOr(const char* key, int fallback);
    int countOrClassDefault(const char* key, int classDefault);
    double numberOr(const char* key, double fallback) const;
    // The key is there with the value null (DeepSeek-V2-Lite's q_lora_rank: no query latent).
    bool isNull(const char* key) const;
    bool flagOr(const char* key, bool fallback) const;
    // A list of layer indices (mlp_only_layers); absent or null is empty, anything else
    // that is not a list of non-negative integers is a problem.
    std::vector<std::int64_t> indexList(const char* key);
    // How many entries of a list of words (layer_types) are `word`; nullopt when the key is
    // absent or null, a problem when it is not a list of words.
    std::optional<std::int64_t> wordCount(const char* key, std::string_view word);
    // A nested object, or null when absent or not an object.
    const nlohmann::json* object(const char* key) const;
    std::string text(const char* key) const;

    // "num_attention_heads = 8" for every key integerOrClassDefault() filled in.
    const std::vector<std::string>& defaulted() const { return m_defaulted; }

private:
    std::string path(const char* key) const;
    int narrow(const char* key, std::int64_t value);

    const nlohmann::json& m_config;
    std::vector<Problem>& m_problems;
    std::string m_where;
    std::vector<std::string> m_defaulted;
};

}  // namespace memledger::model
