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

// What makes a document too large to read: a template marked MEMLEDGER_TRANSLATABLE("Problem", …)
// whose %1 is the document and %2 the limit.
struct TooLarge {
    const char* pattern;
    std::int64_t limit;
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
        throw TooLarge{MEMLEDGER_TRANSLATABLE("Problem",
                                              "%1 expands to more than %2 values (aliases of aliases?); "
                                              "MemLedger reads configuration files, not that"),
                       static_cast<std::int64_t>(kMaxNodes)};
    if (depth > kMaxJsonDepth)
        throw TooLarge{MEMLEDGER_TRANSLATABLE("Problem",
                                              "%1 nests more than %2 levels deep; MemLedger reads "
                                              "configuration files, not that"),
                       static_cast<std::int64_t>(kMaxJsonDepth)};
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
        // The parser's own description stays as yaml-cpp words it.
        Problem problem =
            error.mark.is_null()
                ? templatedProblem("", MEMLEDGER_TRANSLATABLE("Problem", "%1 is not valid YAML: %2"),
                                   {{source}, {error.msg}})
                : templatedProblem("",
                                   MEMLEDGER_TRANSLATABLE("Problem", "%1 is not valid YAML: line %2, column %3: %4"),
                                   {{source},
                                    {std::to_string(error.mark.line + 1)},
                                    {std::to_string(error.mark.column + 1)},
                                    {error.msg}});
        problem.field = source;
        problems.push_back(std::move(problem));
    } catch (const TooLarge& error) {
        Problem problem = templatedProblem("", error.pattern, {{source}, {std::to_string(error.limit)}});
        problem.field = source;
        problems.push_back(std::move(problem));
    }
    return std::nullopt;
}

}  // namespace memledger::model
