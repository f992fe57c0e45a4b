#include "model/measured/snapshot_fields.h"

#include <bit>
#include <charconv>
#include <cmath>
#include <utility>

namespace memledger::model {

namespace {

// Divisions beyond this would shift a size right by more than it has bits.
constexpr std::int64_t kMaxDivisions = std::int64_t{1} << 62;

const PickleValue* present(const PickleValue& dict, std::string_view key)
{
    const PickleValue* value = dict.find(key);
    return value && !value->as<PickleNone>() ? value : nullptr;
}

[[noreturn]] void wrongType(std::string_view key, const PickleValue& value, std::string_view expected)
{
    throw SnapshotError{std::string(key), std::string("is ") + std::string(value.describe()) + "; expected " + std::string(expected)};
}

// The value under `key` as a T; nullptr when it is missing or None.
template <class T>
const T* typedField(const PickleValue& dict, std::string_view key, std::string_view expected)
{
    const PickleValue* value = present(dict, key);
    if (!value)
        return nullptr;
    const T* typed = value->as<T>();
    if (!typed)
        wrongType(key, *value, expected);
    return typed;
}

template <class T>
T fallbackFor(std::string_view key, std::optional<T> fallback)
{
    if (!fallback)
        throw SnapshotError{std::string(key), "is missing"};
    return std::move(*fallback);
}

std::string range(std::int64_t minimum, std::int64_t maximum)
{
    if (maximum == INT64_MAX)
        return std::to_string(minimum) + " or more";
    return std::string("from ") + std::to_string(minimum) + " to " + std::to_string(maximum);
}

}  // namespace

void prefixWhere(SnapshotError& error, const std::string& step)
{
    if (error.where.empty())
        error.where = step;
    else
        error.where = step + (error.where.front() == '[' ? "" : ".") + error.where;
}

void requireDict(const PickleValue& value)
{
    if (!value.as<PickleDict>())
        throw SnapshotError{"", std::string("is ") + std::string(value.describe()) + "; expected a dict"};
}

std::int64_t integerField(const PickleValue& dict, std::string_view key, std::optional<std::int64_t> fallback,
                          std::int64_t minimum, std::int64_t maximum)
{
    const auto* integer = typedField<std::int64_t>(dict, key, "an int");
    if (!integer)
        return fallbackFor(key, fallback);
    if (*integer < minimum || *integer > maximum)
        throw SnapshotError{std::string(key), std::string("is ") + std::to_string(*integer) + "; expected " + range(minimum, maximum)};
    return *integer;
}

std::string textField(const PickleValue& dict, std::string_view key, std::optional<std::string> fallback)
{
    const auto* text = typedField<std::string>(dict, key, "a string");
    return text ? *text : fallbackFor(key, std::move(fallback));
}

bool boolField(const PickleValue& dict, std::string_view key, bool fallback)
{
    const auto* flag = typedField<bool>(dict, key, "True or False");
    return flag ? *flag : fallback;
}

double numberField(const PickleValue& dict, std::string_view key, double fallback)
{
    const PickleValue* value = present(dict, key);
    if (!value)
        return fallback;
    if (const auto* integer = value->as<std::int64_t>())
        return static_cast<double>(*integer);
    const auto* number = value->as<double>();
    if (!number)
        wrongType(key, *value, "a number");
    if (!std::isfinite(*number))
        throw SnapshotError{std::string(key), "is not a finite number"};
    return *number;
}

std::array<std::int64_t, 2> integerPair(const PickleValue& value)
{
    const auto* items = value.sequence();
    if (!items || items->size() != 2 || !(*items)[0]->as<std::int64_t>() || !(*items)[1]->as<std::int64_t>())
        throw SnapshotError{"", std::string("is ") + std::string(value.describe()) + "; expected a tuple of two ints"};
    return {*(*items)[0]->as<std::int64_t>(), *(*items)[1]->as<std::int64_t>()};
}

std::array<std::int64_t, 16> powerOfTwoDivisions(const PickleValue& value)
{
    const auto* dict = value.as<PickleDict>();
    if (!dict)
        wrongType("", value, "a dict of size intervals");
    std::array<std::int64_t, 16> divisions{};
    for (const auto& [key, entry] : dict->entries) {
        unsigned long mebibytes = 0;
        const auto [end, error] = std::from_chars(key.data(), key.data() + key.size(), mebibytes);
        if (error != std::errc{} || end != key.data() + key.size() || !std::has_single_bit(mebibytes) ||
            mebibytes > 32768)
            throw SnapshotError{"", "has the key \"" + key + "\"; expected the intervals' starts in MiB: 1, 2, 4, ... 32768"};
        divisions[static_cast<std::size_t>(std::countr_zero(mebibytes))] =
            integerField(value, key, std::nullopt, 0, kMaxDivisions);
    }
    return divisions;
}

}  // namespace memledger::model
