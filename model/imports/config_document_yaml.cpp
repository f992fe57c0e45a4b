// YAML into a document, with yaml-cpp.
#include <charconv>
#include <cmath>

#include <yaml-cpp/yaml.h>

#include "model/core/json_file.h"
#include "model/imports/config_document.h"

namespace memledger::model {

namespace {

// A configuration has a few hundred nodes; aliases can make a small file expand to
// billions (each alias is a copy in the document), so the copy stops well before.
constexpr std::size_t kMaxNodes = 200000;

struct TooLarge {
    std::string what;
};

std::optional<nlohmann::json> plainNumber(const std::string& text)
{
    std::string digits;
    for (const char c : text)
        if (c != '_')
            digits += c;
    const char* begin = digits.data() + (digits.starts_with("+") ? 1 : 0);
    const char* end = digits.data() + digits.size();
    std::int64_t whole = 0;
    if (const auto [stop, error] = std::from_chars(begin, end, whole); error == std::errc() && stop == end && begin != end)
        return whole;
    double real = 0;
    if (const auto [stop, error] = std::from_chars(begin, end, real);
        error == std::errc() && stop == end && begin != end && std::isfinite(real))
        return real;
    return std::nullopt;
}

// The type YAML gives a plain scalar; PyYAML's YAML 1.1 words for truth values included.
nlohmann::json plainScalar(const std::string& text)
{
    if (text.empty() || text == "~" || text == "null" || text == "Null" || text == "NULL")
        return nullptr;
    static const char* const kTrue[] = {"true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON"};
    static const char* const kFalse[] = {"false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF"};
    for (const char* word : kTrue)
        if (text == word)
            return true;
    for (const char* word : kFalse)
        if (text == word)
            return false;
    if (auto number = plainNumber(text))
        return *number;
    return text;
}

nlohmann::json convert(const YAML::Node& node, int depth, std::size_t& nodes)
{
    if (++nodes > kMaxNodes)
        throw TooLarge{"expands to more than " + std::to_string(kMaxNodes) + " values (aliases of aliases?)"};
    if (depth > kMaxJsonDepth)
        throw TooLarge{"nests more than " + std::to_string(kMaxJsonDepth) + " levels deep"};
    switch (node.Type()) {
    case YAML::NodeType::Scalar:
        // yaml-cpp tags a plain scalar "?" and a quoted one "!".
        return node.Tag() == "!" ? nlohmann::json(node.Scalar()) : plainScalar(node.Scalar());
    case YAML::NodeType::Sequence: {
        nlohmann::json out = nlohmann::json::array();
        for (const auto& item : node)
            out.push_back(convert(item, depth + 1, nodes));
        return out;
    }
    case YAML::NodeType::Map: {
        nlohmann::json out = nlohmann::json::object();
        for (const auto& entry : node) {
            const std::string key = entry.first.IsScalar() ? entry.first.Scalar() : YAML::Dump(entry.first);
            out[key] = convert(entry.second, depth + 1, nodes);
        }
        return out;
    }
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined: return nullptr;
    }
    return nullptr;
}

}  // namespace

std::optional<nlohmann::json> parseYamlDocument(std::string_view text, const std::string& source,
                                                std::vector<Problem>& problems)
{
    try {
        const YAML::Node root = YAML::Load(std::string(text));
        std::size_t nodes = 0;
        return convert(root, 0, nodes);
    } catch (const YAML::Exception& error) {
        const std::string where = error.mark.is_null() ? std::string()
                                                       : "line " + std::to_string(error.mark.line + 1) + ", column " +
                                                             std::to_string(error.mark.column + 1) + ": ";
        problems.push_back({source, source + " is not valid YAML: " + where + error.msg});
    } catch (const TooLarge& error) {
        problems.push_back({source, source + " " + error.what + "; MemLedger reads configuration files, not that"});
    }
    return std::nullopt;
}

}  // namespace memledger::model
