#include "model/imports/dotlist.h"

#include <cctype>

#include "model/imports/config_document.h"

namespace memledger::model {

namespace {

bool place(nlohmann::json& document, std::string_view key, nlohmann::json value)
{
    nlohmann::json* node = &document;
    for (std::size_t start = 0;;) {
        const std::size_t dot = key.find('.', start);
        const std::string part(key.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start));
        if (!node->is_object())
            return false;  // a.b=1 after a=2: OmegaConf refuses it too
        if (dot == std::string_view::npos) {
            (*node)[part] = std::move(value);
            return true;
        }
        node = &(*node)[part];
        if (node->is_null())
            *node = nlohmann::json::object();
        start = dot + 1;
    }
}

}  // namespace

bool isDottedKey(std::string_view key)
{
    if (key.empty() || key.front() == '.' || key.back() == '.')
        return false;
    for (const char c : key)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '.')
            return false;
    return key.find("..") == std::string_view::npos;
}

std::optional<nlohmann::json> dotlistDocument(const std::vector<std::string>& words)
{
    nlohmann::json document = nlohmann::json::object();
    std::size_t overrides = 0;
    for (const std::string& word : words) {
        if (word.starts_with("~") && isDottedKey(std::string_view(word).substr(1)))
            continue;
        const std::size_t plus = word.starts_with("++") ? 2 : word.starts_with("+") ? 1 : 0;
        const auto equals = word.find('=');
        if (equals == std::string::npos || equals < plus || !isDottedKey(std::string_view(word).substr(plus, equals - plus)))
            return std::nullopt;
        std::vector<Problem> ignored;
        const std::string text = word.substr(equals + 1);
        auto value = parseYamlDocument(text, "", ignored);
        if (!place(document, std::string_view(word).substr(plus, equals - plus),
                   value ? std::move(*value) : nlohmann::json(text)))
            return std::nullopt;
        ++overrides;
    }
    if (overrides == 0)
        return std::nullopt;
    return document;
}

}  // namespace memledger::model
