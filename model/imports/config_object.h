// One object of a configuration file as a reader walks it. The reader takes the keys it
// maps and names the keys it understands but does not model; finish() reports every
// other key as unknown, each leaf under its full dotted path, so nothing the file says
// is dropped silently. Values are read leniently the way the frameworks read them: 2e8
// is a whole number, "True" a truth value.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <limits>
#include <optional>
#include <set>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "model/imports/import_builder.h"

namespace memledger::model {

// A whole number read from a key, with the source line it makes.
struct TakenNumber {
    std::int64_t value = 0;
    Source source;
};

class ConfigObject {
public:
    // `path` is the object's own dotted path ("" for the document, "zero_optimization").
    ConfigObject(const nlohmann::json& object, std::string path, ImportBuilder& out);

    // The value of `key`, marked as understood; nullptr when absent or null.
    const nlohmann::json* take(std::string_view key);
    // Whether the object holds `key` with a value (not null); nothing is taken.
    bool has(std::string_view key) const;
    // The key's whole number (wholeNumber below), at least `minimum`, taken. Anything else is
    // reported against the key's path ("KEY is VALUE; expected a whole number") and gives
    // nothing; an absent key gives nothing and no report.
    std::optional<TakenNumber> takeWholeNumber(std::string_view key,
                                               std::int64_t minimum = std::numeric_limits<std::int64_t>::min());
    // The key's full path, and the source line it makes with its value.
    std::string pathOf(std::string_view key) const;
    Source source(std::string_view key, const nlohmann::json& value) const { return {pathOf(key), shown(value)}; }

    // Keys understood and deliberately left out, each reported with the same note; a key
    // already taken is not reported again.
    void notModelled(std::initializer_list<std::string_view> keys, const ImportNote& note);
    // Every key whose name starts with `prefix` ("stage3_"), reported with the note.
    void notModelledPrefix(std::string_view prefix, const ImportNote& note);
    // Reports every key not taken as unknown.
    void finish();

    ImportBuilder& out() { return m_out; }

private:
    const nlohmann::json& m_object;
    std::string m_path;
    ImportBuilder& m_out;
    std::set<std::string, std::less<>> m_taken;
};

// The model a Hugging Face Hub id names (TrainingArguments' model_name_or_path, verl's
// model.path), taken from `key`: its preset, or, with none, a limitation saying every figure
// is then of the scenario's own model until --model or --hf-config names it. The id as read.
std::optional<std::string> takeHubModel(ConfigObject& object, std::string_view key);

// Every leaf under `value` as an unknown key, by its dotted path.
void reportUnknown(const nlohmann::json& value, const std::string& path, ImportBuilder& out);

// A whole number as a framework reads it: an integer, or a float or numeric string with
// no fraction (2e8, "8"). Nothing for anything else ("auto", 1.5, true).
std::optional<std::int64_t> wholeNumber(const nlohmann::json& value);
// A number, also from a numeric string.
std::optional<double> number(const nlohmann::json& value);
// A truth value: true/false, or the words Python and YAML write for them.
std::optional<bool> truth(const nlohmann::json& value);
// a × b, or nothing when it overflows: files may hold any number, and sizes are multiplied.
std::optional<std::int64_t> times(std::int64_t a, std::int64_t b);
// Hugging Face's placeholder for "filled in from TrainingArguments".
bool isAuto(const nlohmann::json& value);

}  // namespace memledger::model
