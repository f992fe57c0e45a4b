#include "model/imports/huggingface/hf_command_line.h"

#include <charconv>
#include <string>

namespace memledger::model {

namespace {

std::string nameOf(const std::string& flag) { return flag.substr(2, flag.find('=') - 2); }

// A value as HfArgumentParser's types make it: int and float fields parse their text, bool
// fields read true/false (string_to_bool), the rest stay text.
nlohmann::json typed(const std::string& text)
{
    if (text == "true" || text == "True")
        return true;
    if (text == "false" || text == "False")
        return false;
    long long whole = 0;
    const char* end = text.data() + text.size();
    if (auto [ptr, error] = std::from_chars(text.data(), end, whole); error == std::errc() && ptr == end && !text.empty())
        return whole;
    double number = 0;
    if (auto [ptr, error] = std::from_chars(text.data(), end, number); error == std::errc() && ptr == end && !text.empty())
        return number;
    return text;
}

}  // namespace

bool looksLikeHfArguments(const std::vector<ScriptWord>& arguments)
{
    std::size_t flags = 0;
    std::size_t underscored = 0;
    for (const ScriptWord& word : arguments)
        if (isLongFlag(word.text)) {
            ++flags;
            underscored += nameOf(word.text).find('_') != std::string::npos ? 1 : 0;
        }
    return flags > 0 && underscored * 2 > flags;
}

std::optional<nlohmann::json> hfArgumentsDocument(const std::vector<ScriptWord>& arguments)
{
    if (!looksLikeHfArguments(arguments))
        return std::nullopt;
    nlohmann::json document = nlohmann::json::object();
    std::string current;
    for (const ScriptWord& word : arguments) {
        if (isLongFlag(word.text)) {
            current = nameOf(word.text);
            const auto eq = word.text.find('=');
            // A flag given twice keeps its last value, as argparse does.
            document[current] = eq == std::string::npos ? nlohmann::json(true) : typed(word.text.substr(eq + 1));
            continue;
        }
        if (current.empty())
            continue;  // a positional argument (a YAML config path of TRL's scripts) is not a field
        nlohmann::json& value = document[current];
        if (value == nlohmann::json(true))
            value = typed(word.text);
        else if (value.is_array())
            value.push_back(typed(word.text));
        else
            value = nlohmann::json::array({value, typed(word.text)});
    }
    return document;
}

}  // namespace memledger::model
