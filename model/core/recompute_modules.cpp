#include "model/core/recompute_modules.h"

#include <cctype>

namespace memledger::model {

namespace {

constexpr RecomputeModuleName kNames[] = {
    {"core_attn", kRecomputeCoreAttention, false}, {"moe_act", kRecomputeMoeActivation, true},
    {"layernorm", kRecomputeLayernorm, true},      {"mla_up_proj", kRecomputeMlaUpProjection, true},
    {"mlp", kRecomputeMlp, false},                 {"moe", kRecomputeMoe, false},
    {"shared_experts", kRecomputeSharedExperts, false},
};

bool separates(char c)
{
    return std::isspace(static_cast<unsigned char>(c)) || c == ',' || c == '[' || c == ']' || c == '"' || c == '\'';
}

}  // namespace

std::span<const RecomputeModuleName> recomputeModuleNames() { return kNames; }

RecomputeModules parseRecomputeModules(std::string_view text)
{
    RecomputeModules out;
    std::size_t i = 0;
    while (i < text.size()) {
        if (separates(text[i])) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && !separates(text[end]))
            ++end;
        const std::string_view word = text.substr(i, end - i);
        bool known = false;
        for (const auto& name : kNames)
            if (word == name.word) {
                out.bits |= name.bit;
                known = true;
            }
        if (!known && out.unknown.empty())
            out.unknown = std::string(word.substr(0, 64));
        i = end;
    }
    return out;
}

unsigned recomputedModules(const std::string& text)
{
    return text == "core_attn" ? kRecomputeCoreAttention : parseRecomputeModules(text).bits;
}

std::string recomputeModulesText(unsigned bits)
{
    std::string out;
    for (const auto& name : kNames)
        if (bits & name.bit)
            out += (out.empty() ? "" : " ") + std::string(name.word);
    return out;
}

}  // namespace memledger::model
