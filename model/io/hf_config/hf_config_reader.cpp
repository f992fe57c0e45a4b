#include "model/io/hf_config/hf_config_reader.h"

#include <limits>
#include <utility>

#include "model/core/translatable.h"
#include "model/core/untrusted_json.h"

namespace memledger::model {

namespace {

// A count as config.json writes it: an integer (not 4.0), above zero.
std::optional<std::int64_t> positiveInteger(const nlohmann::json& value)
{
    const auto number = value.is_number_integer() ? asInteger(value) : std::nullopt;
    return number && *number > 0 ? number : std::nullopt;
}

}  // namespace

HfConfigReader::HfConfigReader(const nlohmann::json& config, std::vector<Problem>& problems, std::string where)
    : m_config(config)
    , m_problems(problems)
    , m_where(std::move(where))
{
}

std::string HfConfigReader::path(const char* key) const { return m_where.empty() ? key : m_where + "." + key; }

std::int64_t HfConfigReader::integer(const char* key)
{
    const auto it = m_config.find(key);
    const auto found = it == m_config.end() ? std::nullopt : positiveInteger(*it);
    if (!found) {
        m_problems.push_back(
            it == m_config.end()
                ? templatedProblem(path(key).c_str(),
                                   MEMLEDGER_TRANSLATABLE("Problem", "config.json needs a positive integer \"%1\" (missing)"),
                                   {{path(key)}})
                : templatedProblem(path(key).c_str(),
                                   MEMLEDGER_TRANSLATABLE("Problem", "config.json needs a positive integer \"%1\", got %2"),
                                   {{path(key)}, {shownJson(*it)}}));
        return 1;
    }
    return *found;
}

std::int64_t HfConfigReader::integerOr(const char* key, std::int64_t fallback) const
{
    const auto it = m_config.find(key);
    return (it != m_config.end() ? positiveInteger(*it) : std::nullopt).value_or(fallback);
}

std::int64_t HfConfigReader::integerOrClassDefault(const char* key, std::int64_t classDefault)
{
    if (m_config.contains(key))
        return integer(key);
    m_defaulted.push_back(std::string(key) + " = " + std::to_string(classDefault));
    return classDefault;
}

int HfConfigReader::count(const char* key) { return narrow(key, integer(key)); }
int HfConfigReader::countOr(const char* key, int fallback) { return narrow(key, integerOr(key, fallback)); }
int HfConfigReader::countOrClassDefault(const char* key, int classDefault)
{
    return narrow(key, integerOrClassDefault(key, classDefault));
}

bool HfConfigReader::isNull(const char* key) const
{
    const auto it = m_config.find(key);
    return it != m_config.end() && it->is_null();
}

double HfConfigReader::numberOr(const char* key, double fallback) const
{
    const auto it = m_config.find(key);
    return (it != m_config.end() ? asNumber(*it) : std::nullopt).value_or(fallback);
}

bool HfConfigReader::flagOr(const char* key, bool fallback) const
{
    const auto it = m_config.find(key);
    return (it != m_config.end() ? asBool(*it) : std::nullopt).value_or(fallback);
}

std::vector<std::int64_t> HfConfigReader::indexList(const char* key)
{
    std::vector<std::int64_t> indices;
    const auto it = m_config.find(key);
    if (it == m_config.end() || it->is_null())
        return indices;
    bool valid = it->is_array();
    for (const auto& entry : valid ? *it : nlohmann::json::array()) {
        const auto index = entry.is_number_integer() ? asInteger(entry) : std::nullopt;
        valid = valid && index && *index >= 0;
        if (valid)
            indices.push_back(*index);
    }
    if (!valid) {
        m_problems.push_back(templatedProblem(
            path(key).c_str(),
            MEMLEDGER_TRANSLATABLE("Problem", "config.json's \"%1\" must be a list of layer indices, got %2"),
            {{path(key)}, {shownJson(*it)}}));
        indices.clear();
    }
    return indices;
}

std::optional<std::int64_t> HfConfigReader::wordCount(const char* key, std::string_view word)
{
    const auto it = m_config.find(key);
    if (it == m_config.end() || it->is_null())
        return std::nullopt;
    bool valid = it->is_array();
    std::int64_t count = 0;
    for (const auto& entry : valid ? *it : nlohmann::json::array()) {
        const auto text = asString(entry);
        valid = valid && text.has_value();
        count += valid && *text == word ? 1 : 0;
    }
    if (!valid) {
        m_problems.push_back(templatedProblem(path(key).c_str(),
            MEMLEDGER_TRANSLATABLE("Problem", "config.json's \"%1\" must be a list of words, got %2"),
            {{path(key)}, {shownJson(*it)}}));
        return std::nullopt;
    }
    return count;
}

const nlohmann::json* HfConfigReader::object(const char* key) const
{
    const auto it = m_config.find(key);
    return it != m_config.end() && it->is_object() ? &*it : nullptr;
}

std::string HfConfigReader::text(const char* key) const
{
    const auto it = m_config.find(key);
    return (it != m_config.end() ? asString(*it) : std::nullopt).value_or(std::string());
}

int HfConfigReader::narrow(const char* key, std::int64_t value)
{
    if (value <= std::numeric_limits<int>::max())
        return static_cast<int>(value);
    m_problems.push_back(templatedProblem(
        path(key).c_str(),
        MEMLEDGER_TRANSLATABLE("Problem", "config.json's \"%1\" is %2, more than MemLedger can model (%3)"),
        {{path(key)}, {std::to_string(value)}, {std::to_string(std::numeric_limits<int>::max())}}));
    return 1;
}

}  // namespace memledger::model
