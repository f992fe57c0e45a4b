#include "model/term.h"

#include <cmath>
#include <cstdio>
#include <string_view>

namespace memledger::model {

namespace {

bool isSymbolChar(unsigned char c)
{
    // Bytes >= 0x80 belong to UTF-8 symbols such as Ψ.
    return c >= 0x80 || c == '_' || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
}

const Var* findVar(const Term& term, std::string_view symbol)
{
    for (int i = 0; i < term.varCount; ++i)
        if (symbol == term.vars[static_cast<std::size_t>(i)].symbol)
            return &term.vars[static_cast<std::size_t>(i)];
    return nullptr;
}

}  // namespace

std::string formatValue(double value)
{
    char buffer[64];
    if (std::fabs(value) < 1e15 && value == std::floor(value))
        std::snprintf(buffer, sizeof buffer, "%.0f", value);
    else
        std::snprintf(buffer, sizeof buffer, "%.6g", value);
    return buffer;
}

std::string substitute(const Term& term)
{
    std::string out;
    const std::string_view formula = term.formula;
    std::size_t i = 0;
    while (i < formula.size()) {
        if (!isSymbolChar(static_cast<unsigned char>(formula[i]))) {
            out += formula[i++];
            continue;
        }
        std::size_t end = i;
        while (end < formula.size() && isSymbolChar(static_cast<unsigned char>(formula[end])))
            ++end;
        const auto token = formula.substr(i, end - i);
        if (const Var* var = findVar(term, token))
            out += formatValue(var->value);
        else
            out += token;
        i = end;
    }
    return out;
}

const char* categoryId(Category category)
{
    static constexpr const char* kIds[] = {"weights",     "gradients",     "optimizer_states", "activations",
                                           "temporaries", "cuda_context",  "fragmentation"};
    return kIds[static_cast<int>(category)];
}

const char* categoryLabel(Category category)
{
    static constexpr const char* kLabels[] = {"Weights",     "Gradients",    "Optimizer states", "Activations",
                                              "Temporaries", "CUDA context", "Fragmentation"};
    return kLabels[static_cast<int>(category)];
}

const char* provenanceId(Provenance provenance)
{
    static constexpr const char* kIds[] = {"exact", "estimated", "assumed"};
    return kIds[static_cast<int>(provenance)];
}

const char* instantId(Instant instant)
{
    static constexpr const char* kIds[] = {"forward_end", "backward_peak", "optimizer_step"};
    return kIds[static_cast<int>(instant)];
}

const char* instantLabel(Instant instant)
{
    static constexpr const char* kLabels[] = {"end of forward", "start of backward", "optimizer step"};
    return kLabels[static_cast<int>(instant)];
}

}  // namespace memledger::model
