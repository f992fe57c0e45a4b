// Stable spellings of every scenario enum: the words users type on the command line
// and find in *.memledger.json. Changing one breaks users' scripts.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

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

// "a, b or c": for messages that say which values are accepted.
template <class E>
std::string enumChoices()
{
    std::string out;
    const auto names = enumNames<E>();
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0)
            out += (i + 1 == names.size()) ? " or " : ", ";
        out += names[i].name;
    }
    return out;
}

}  // namespace memledger::model
