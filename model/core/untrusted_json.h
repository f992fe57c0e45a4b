// The one way the engine reads JSON that came from outside — a scenario, a preset, a
// triage tree, a Hugging Face config.json, another tool's configuration turned into a
// document. nlohmann's value(key, default), get<T>(), at() and operator[] throw
// (type_error 302, out_of_range 403) or assert when a key holds another type or is
// missing, and dump() throws on a string that is not UTF-8: on a user's file each is a
// crash instead of a message. These never throw: they answer "nothing" for a value of
// another type, and the reader turns that into a Problem that names the path, what was
// expected and what was found (wrongType). tests/layering/check_untrusted_json.cmake
// fails the build's tests on any throwing accessor in the files that read.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "model/core/validation.h"

namespace memledger::model {

// `key` of `object`; nullptr when `object` is not an object or has no such key.
const nlohmann::json* member(const nlohmann::json& object, std::string_view key);
// What `pointer` names in `document` ("/training/seq"); nullptr when a step is missing
// or not an object or array.
const nlohmann::json* pointee(const nlohmann::json& document, const nlohmann::json::json_pointer& pointer);
// Element `index` of `array`; nullptr when it is not an array or is shorter.
const nlohmann::json* element(const nlohmann::json& array, std::size_t index);

// The value when it is of that type; nothing otherwise (nothing converts: "7" is no number).
std::optional<std::string> asString(const nlohmann::json& value);
std::optional<bool> asBool(const nlohmann::json& value);
// A finite number, integer or not.
std::optional<double> asNumber(const nlohmann::json& value);
// A number with no fraction that fits in 64 bits (7, 7.0, 2e8; not 7.5, not 1e30).
std::optional<std::int64_t> asInteger(const nlohmann::json& value);

// member() then as…(): nothing when `object` lacks the key or it holds another type.
std::optional<std::string> stringMember(const nlohmann::json& object, std::string_view key);
std::optional<bool> boolMember(const nlohmann::json& object, std::string_view key);
std::optional<double> numberMember(const nlohmann::json& object, std::string_view key);
std::optional<std::int64_t> integerMember(const nlohmann::json& object, std::string_view key);

// `value` as JSON text, `indent` spaces a level (-1: one line); bytes that are not UTF-8
// are replaced (U+FFFD), never thrown on. Every document the program writes out goes
// through it: a flag's value or a file's key can be any bytes.
std::string jsonText(const nlohmann::json& value, int indent = -1);
// `value` as one line of JSON, for a message.
std::string shownJson(const nlohmann::json& value);
// What a value is, for messages: "an object", "an array", "a string", "a whole number",
// "a number", "true or false", "null".
const char* jsonKind(const nlohmann::json& value);
// The same words by type, for what a reader expected ("an object"); marked
// MEMLEDGER_TRANSLATABLE("Problem", …).
const char* kindWord(nlohmann::json::value_t type);

// "path: expected EXPECTED, found KIND VALUE" — templated, so an edge translates it.
// `expected` is marked MEMLEDGER_TRANSLATABLE("Problem", …) by the caller.
Problem wrongType(const std::string& path, const char* expected, const nlohmann::json& found);

}  // namespace memledger::model
