#include "model/imports/torchtune/torchtune_overrides.h"

#include <cctype>
#include <sstream>
#include <string>
#include <vector>

#include "model/imports/config_document.h"

namespace memledger::model {

namespace {

bool isKey(std::string_view key)
{
    if (key.empty() || key.front() == '.' || key.back() == '.')
        return false;
    for (const char c : key)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '.')
            return false;
    return key.find("..") == std::string_view::npos;
}

// The words of the text, comments (from '#' to the line's end) and line continuations left out.
std::vector<std::string> wordsOf(std::string_view content)
{
    std::vector<std::string> words;
    std::istringstream lines{std::string(content)};
    std::string line;
    while (std::getline(lines, line)) {
        std::istringstream in(line.substr(0, line.find('#')));
        std::string word;
        while (in >> word)
            if (word != "\\")
                words.push_back(word);
    }
    return words;
}

// The words of `tune run [torchrun options] RECIPE --config CONFIG` before the overrides.
std::size_t commandWords(const std::vector<std::string>& words)
{
    if (words.size() < 2 || words[0] != "tune" || words[1] != "run")
        return 0;
    std::size_t i = 2;
    while (i < words.size() && words[i].find('=') == std::string::npos) {
        // torchrun's options (--nproc_per_node 8) and --config take a value each.
        const bool takesValue = words[i].starts_with("--") && i + 1 < words.size() &&
                                !words[i + 1].starts_with("-") && words[i + 1].find('=') == std::string::npos;
        i += takesValue ? 2 : 1;
    }
    return i;
}

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

std::optional<nlohmann::json> torchtuneOverridesDocument(std::string_view content)
{
    const std::vector<std::string> words = wordsOf(content);
    nlohmann::json document = nlohmann::json::object();
    std::size_t overrides = 0;
    for (std::size_t i = commandWords(words); i < words.size(); ++i) {
        const std::string& word = words[i];
        if (word.starts_with("~") && isKey(std::string_view(word).substr(1)))
            continue;  // deletes a key of the base config, which is not in this text
        const auto equals = word.find('=');
        if (equals == std::string::npos || !isKey(std::string_view(word).substr(0, equals)))
            return std::nullopt;
        std::vector<Problem> ignored;
        const std::string text = word.substr(equals + 1);
        auto value = parseYamlDocument(text, "", ignored);
        if (!place(document, std::string_view(word).substr(0, equals), value ? std::move(*value) : nlohmann::json(text)))
            return std::nullopt;
        ++overrides;
    }
    if (overrides == 0)
        return std::nullopt;
    return document;
}

}  // namespace memledger::model
