// Stable spellings of every scenario enum: the words users type on the command line
// and find in *.memledger.json. Changing one breaks users' scripts.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/scenario.h"

namespace memledger::model {

template <class E>
struct EnumName {
    E value;
    const char* name;
};

template <class E>
std::span<const EnumName<E>> enumNames();

template <class E>
const char* toString(E value)
{
    for (const auto& entry : enumNames<E>())
        if (entry.value == value)
            return entry.name;
    return "?";
}

template <class E>
std::optional<E> parseEnum(std::string_view text)
{
    for (const auto& entry : enumNames<E>())
        if (text == entry.name)
            return entry.value;
    return std::nullopt;
}

// The words of E in their order: what a file or a flag may say.
template <class E>
std::vector<std::string> enumWords()
{
    std::vector<std::string> out;
    for (const auto& entry : enumNames<E>())
        out.emplace_back(entry.name);
    return out;
}

// "a, b or c": for messages that say which values are accepted.
std::string choiceList(const std::vector<std::string>& words);

}  // namespace memledger::model
