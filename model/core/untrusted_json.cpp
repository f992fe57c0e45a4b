#include "model/core/untrusted_json.h"

#include <algorithm>
#include <cmath>

#include "model/core/translatable.h"
#include "model/core/utf8.h"

namespace memledger::model {

namespace {

// 2^63 as a double: the first value past what int64 holds (double cannot show 2^63 − 1).
constexpr double kInt64Limit = 9223372036854775808.0;
// A message quotes at most this many bytes of a wrong value (a file may hold a megabyte string).
constexpr std::size_t kShownBytes = 60;

// `text` cut to about `bytes`, at a character boundary, with "…" when cut.
std::string shortened(const std::string& text, std::size_t bytes)
{
    if (text.size() <= bytes)
        return text;
    std::size_t end = 0;
    while (end < text.size()) {
        const std::size_t length = std::max<std::size_t>(1, utf8SequenceLength(static_cast<unsigned char>(text[end])));
        if (end + length > bytes)
            break;
        end += length;
    }
    return text.substr(0, end) + "…";
}

}  // namespace

// The accessors below are the only place nlohmann's own getters run, each behind the
// type test that makes it safe.

const nlohmann::json* member(const nlohmann::json& object, std::string_view key)
{
    if (!object.is_object())
        return nullptr;
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
}

const nlohmann::json* pointee(const nlohmann::json& document, const nlohmann::json::json_pointer& pointer)
{
    // contains() answers false, never throws, for a path through a value of another type.
    return document.contains(pointer) ? &document.at(pointer) : nullptr;
}

const nlohmann::json* element(const nlohmann::json& array, std::size_t index)
{
    if (!array.is_array() || index >= array.size())
        return nullptr;
    return &array[index];
}

std::optional<std::string> asString(const nlohmann::json& value)
{
    if (const auto* text = value.get_ptr<const nlohmann::json::string_t*>())
        return *text;
    return std::nullopt;
}

std::optional<bool> asBool(const nlohmann::json& value)
{
    if (const auto* flag = value.get_ptr<const nlohmann::json::boolean_t*>())
        return *flag;
    return std::nullopt;
}

std::optional<double> asNumber(const nlohmann::json& value)
{
    // Unsigned first: nlohmann's integer pointer also answers for an unsigned value, whose
    // bits it then reads as signed (2^64 − 1 as −1).
    double number = 0;
    if (const auto* u = value.get_ptr<const nlohmann::json::number_unsigned_t*>())
        number = static_cast<double>(*u);
    else if (const auto* i = value.get_ptr<const nlohmann::json::number_integer_t*>())
        number = static_cast<double>(*i);
    else if (const auto* f = value.get_ptr<const nlohmann::json::number_float_t*>())
        number = *f;
    else
        return std::nullopt;
    if (!std::isfinite(number))
        return std::nullopt;
    return number;
}

std::optional<std::int64_t> asInteger(const nlohmann::json& value)
{
    // Unsigned first, as in asNumber().
    if (const auto* u = value.get_ptr<const nlohmann::json::number_unsigned_t*>()) {
        if (*u > static_cast<nlohmann::json::number_unsigned_t>(INT64_MAX))
            return std::nullopt;
        return static_cast<std::int64_t>(*u);
    }
    if (const auto* i = value.get_ptr<const nlohmann::json::number_integer_t*>())
        return *i;
    if (const auto* f = value.get_ptr<const nlohmann::json::number_float_t*>()) {
        if (!std::isfinite(*f) || *f != std::floor(*f) || *f >= kInt64Limit || *f < -kInt64Limit)
            return std::nullopt;
        return static_cast<std::int64_t>(*f);
    }
    return std::nullopt;
}

std::optional<std::string> stringMember(const nlohmann::json& object, std::string_view key)
{
    const auto* value = member(object, key);
    return value ? asString(*value) : std::nullopt;
}

std::optional<bool> boolMember(const nlohmann::json& object, std::string_view key)
{
    const auto* value = member(object, key);
    return value ? asBool(*value) : std::nullopt;
}

std::optional<double> numberMember(const nlohmann::json& object, std::string_view key)
{
    const auto* value = member(object, key);
    return value ? asNumber(*value) : std::nullopt;
}

std::optional<std::int64_t> integerMember(const nlohmann::json& object, std::string_view key)
{
    const auto* value = member(object, key);
    return value ? asInteger(*value) : std::nullopt;
}

std::string jsonText(const nlohmann::json& value, int indent)
{
    return value.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string shownJson(const nlohmann::json& value) { return jsonText(value); }

const char* jsonKind(const nlohmann::json& value) { return kindWord(value.type()); }

const char* kindWord(nlohmann::json::value_t type)
{
    switch (type) {
    case nlohmann::json::value_t::object: return MEMLEDGER_TRANSLATABLE("Problem", "an object");
    case nlohmann::json::value_t::array: return MEMLEDGER_TRANSLATABLE("Problem", "an array");
    case nlohmann::json::value_t::string: return MEMLEDGER_TRANSLATABLE("Problem", "a string");
    case nlohmann::json::value_t::boolean: return MEMLEDGER_TRANSLATABLE("Problem", "true or false");
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned: return MEMLEDGER_TRANSLATABLE("Problem", "a whole number");
    case nlohmann::json::value_t::number_float: return MEMLEDGER_TRANSLATABLE("Problem", "a number");
    case nlohmann::json::value_t::null:
    case nlohmann::json::value_t::discarded: return MEMLEDGER_TRANSLATABLE("Problem", "null");
    case nlohmann::json::value_t::binary: return MEMLEDGER_TRANSLATABLE("Problem", "binary data");
    }
    return MEMLEDGER_TRANSLATABLE("Problem", "null");
}

Problem wrongType(const std::string& path, const char* expected, const nlohmann::json& found)
{
    // A whole object or array can be long; the kind says enough.
    const std::string shown = found.is_structured() ? std::string() : " " + shortened(shownJson(found), kShownBytes);
    return templatedProblem(path.c_str(), MEMLEDGER_TRANSLATABLE("Problem", "%1: expected %2, found %3%4"),
                            {{path}, {expected, "Problem"}, {jsonKind(found), "Problem"}, {shown}});
}

}  // namespace memledger::model
