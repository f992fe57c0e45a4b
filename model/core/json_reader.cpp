#include "model/core/json_reader.h"

#include <algorithm>
#include <limits>

#include "model/core/untrusted_json.h"

namespace memledger::model {

JsonReader::JsonReader(const nlohmann::json& object, std::string path, std::vector<Problem>& problems)
    : m_object(object)
    , m_path(std::move(path))
    , m_problems(problems)
{
    if (!m_object.is_object())
        m_problems.push_back({m_path, (m_path.empty() ? std::string("the document") : m_path) +
                                          " must be a JSON object, got " + std::string(m_object.type_name())});
}

const nlohmann::json* JsonReader::take(const char* key)
{
    if (!m_object.is_object())
        return nullptr;
    m_seen.insert(key);
    const nlohmann::json* value = member(m_object, key);
    return value && !value->is_null() ? value : nullptr;
}

void JsonReader::fail(const char* key, const std::string& what)
{
    const std::string path = childPath(key);
    m_problems.push_back({path, path + " " + what});
}

bool JsonReader::integral(const nlohmann::json& value, const char* key, double low, double high, double& out)
{
    const auto number = asNumber(value);
    if (!value.is_number()) {
        fail(key, "must be a whole number, got " + std::string(value.type_name()) + " " + shownJson(value));
        return false;
    }
    if (!number || *number != std::floor(*number)) {
        fail(key, "must be a whole number, got " + shownJson(value));
        return false;
    }
    if (*number < low || *number > high) {
        fail(key, "is " + shownJson(value) + ", outside the representable range");
        return false;
    }
    out = *number;
    return true;
}

bool JsonReader::read(const char* key, int& out)
{
    double number = 0;
    const auto* value = take(key);
    if (!value || !integral(*value, key, std::numeric_limits<int>::min(), std::numeric_limits<int>::max(), number))
        return false;
    out = static_cast<int>(number);
    return true;
}

bool JsonReader::read(const char* key, std::int64_t& out)
{
    double number = 0;
    const auto* value = take(key);
    if (!value || !integral(*value, key, -9.0e15, 9.0e15, number))
        return false;
    out = static_cast<std::int64_t>(number);
    return true;
}

bool JsonReader::read(const char* key, double& out)
{
    const auto* value = take(key);
    if (!value)
        return false;
    const auto number = asNumber(*value);
    if (!number) {
        fail(key, "must be a number, got " + shownJson(*value));
        return false;
    }
    out = *number;
    return true;
}

bool JsonReader::read(const char* key, bool& out)
{
    const auto* value = take(key);
    if (!value)
        return false;
    const auto flag = asBool(*value);
    if (!flag) {
        fail(key, "must be true or false, got " + shownJson(*value));
        return false;
    }
    out = *flag;
    return true;
}

bool JsonReader::read(const char* key, std::string& out)
{
    const auto* value = take(key);
    if (!value)
        return false;
    auto text = asString(*value);
    if (!text) {
        fail(key, "must be a string, got " + shownJson(*value));
        return false;
    }
    out = std::move(*text);
    return true;
}

bool JsonReader::read(const char* key, std::vector<int>& out)
{
    const auto* value = take(key);
    if (!value)
        return false;
    if (!value->is_array()) {
        fail(key, "must be an array of whole numbers, got " + shownJson(*value));
        return false;
    }
    std::vector<int> items;
    for (const auto& item : *value) {
        double number = 0;
        if (!item.is_number_integer() || !integral(item, key, std::numeric_limits<int>::min(),
                                                   std::numeric_limits<int>::max(), number)) {
            if (!item.is_number_integer())
                fail(key, "must contain only whole numbers, found " + shownJson(item));
            return false;
        }
        items.push_back(static_cast<int>(number));
    }
    out = std::move(items);
    return true;
}

bool JsonReader::readWord(const char* key, const std::vector<std::string>& words, std::size_t& index)
{
    const nlohmann::json* value = take(key);
    if (!value)
        return false;
    if (const auto word = asString(*value)) {
        const auto found = std::find(words.begin(), words.end(), *word);
        if (found != words.end()) {
            index = static_cast<std::size_t>(found - words.begin());
            return true;
        }
    }
    fail(key, "is " + shownJson(*value) + "; expected " + choiceList(words));
    return false;
}

const nlohmann::json* JsonReader::object(const char* key)
{
    const auto* value = take(key);
    if (value && !value->is_object()) {
        fail(key, "must be an object, got " + std::string(value->type_name()));
        return nullptr;
    }
    return value;
}

const nlohmann::json* JsonReader::array(const char* key)
{
    const auto* value = take(key);
    if (value && !value->is_array()) {
        fail(key, "must be an array, got " + std::string(value->type_name()));
        return nullptr;
    }
    return value;
}

void JsonReader::finish()
{
    if (!m_object.is_object())
        return;
    for (const auto& item : m_object.items())
        if (!m_seen.count(item.key()))
            m_problems.push_back({childPath(item.key().c_str()),
                                  "unknown key \"" + childPath(item.key().c_str()) + "\"; check its spelling"});
}

}  // namespace memledger::model
