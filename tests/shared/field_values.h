// For tests that walk the engine's table of scenario fields: a value of each field other
// than its default, and the command-line words that give a field its value.
#pragma once

#include <cmath>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/scenario_fields.h"

namespace memledger::test {

// Inside the field's range and not its default: its maximum, or its minimum when the default
// is the maximum; a Bool flipped; an Enum's next word. A String's is otherText.
inline double otherValue(const model::ScenarioField& field)
{
    if (field.type == model::FieldType::String)
        return 0;
    const double fallback = field.get(model::Scenario{});
    switch (field.type) {
    case model::FieldType::Bool: return fallback != 0 ? 0 : 1;
    case model::FieldType::Enum: return std::fmod(fallback + 1, static_cast<double>(field.words.size()));
    default: return fallback == field.maximum ? field.minimum : field.maximum;
    }
}

// The allocator settings must be ones PyTorch accepts; other text is any text.
inline std::string otherText(const model::ScenarioField& field)
{
    if (std::string(field.key) == "memory.alloc_conf")
        return "expandable_segments:True,max_split_size_mb:128";
    return std::string(field.flag) + " value";
}

// "--tp", "1024": the flag and its text (none for a switch) that set `value` (a String's: otherText).
inline std::vector<std::string> flagWords(const model::ScenarioField& field, double value)
{
    const std::string flag = std::string("--") + (field.type == model::FieldType::Bool && value == 0 ? field.offFlag : field.flag);
    switch (field.type) {
    case model::FieldType::Bool: return {flag};
    case model::FieldType::String: return {flag, otherText(field)};
    case model::FieldType::Enum: return {flag, field.words[static_cast<std::size_t>(value)]};
    case model::FieldType::Int: return {flag, std::to_string(std::llround(value))};
    case model::FieldType::Double: return {flag, nlohmann::json(value / field.flagUnit).dump()};
    }
    return {};
}

}  // namespace memledger::test
