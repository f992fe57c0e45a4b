#include "model/core/term.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string_view>
#include <tuple>
#include <utility>

#include "model/core/utf8.h"

namespace memledger::model {

namespace {

// One UTF-8 code point at `at`: its value and length in bytes (a broken byte counts as one).
std::pair<char32_t, std::size_t> codePoint(std::string_view text, std::size_t at)
{
    const auto lead = static_cast<unsigned char>(text[at]);
    const std::size_t length = std::max<std::size_t>(1, utf8SequenceLength(lead));
    if (length == 1 || at + length > text.size())
        return {lead, 1};
    char32_t value = lead & (0x7F >> length);
    for (std::size_t k = 1; k < length; ++k)
        value = (value << 6) | (static_cast<unsigned char>(text[at + k]) & 0x3F);
    return {value, length};
}

// Symbols are ASCII names and Greek letters (Ψ, α); every other character — the middle
// dot, ×, −, ², brackets — is an operator between them, so "Ψ_rank·k/N" has three symbols.
bool isSymbolCodePoint(char32_t c)
{
    return c == '_' || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
           (c >= 0x0391 && c <= 0x03C9);
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
        std::snprintf(buffer, sizeof buffer, "%.10g", value);  // enough digits that the arithmetic checks out
    return buffer;
}

std::vector<FormulaToken> tokenizeFormula(std::string_view formula)
{
    std::vector<FormulaToken> tokens;
    std::size_t i = 0;
    while (i < formula.size()) {
        const std::size_t start = i;
        auto [c, length] = codePoint(formula, i);
        const bool symbol = isSymbolCodePoint(c);
        while (i < formula.size()) {
            std::tie(c, length) = codePoint(formula, i);
            if (isSymbolCodePoint(c) != symbol)
                break;
            i += length;
        }
        tokens.push_back({formula.substr(start, i - start), symbol});
    }
    return tokens;
}

bool isNumberLiteral(std::string_view token)
{
    return !token.empty() && token.find_first_not_of("0123456789") == std::string_view::npos;
}

std::string formulaText(const Term& term)
{
    if (!term.scaleSymbol)
        return term.formula;
    return std::string(term.scaleSymbol) + "·(" + term.formula + ")";
}

double varValue(const Term& term, std::string_view symbol)
{
    const Var* var = findVar(term, symbol);
    return var ? var->value : 0.0;
}

std::string substitute(const Term& term)
{
    std::string out;
    const std::string formula = formulaText(term);
    for (const auto& token : tokenizeFormula(formula)) {
        const Var* var = token.symbol ? findVar(term, token.text) : nullptr;
        out += var ? formatValue(var->value) : std::string(token.text);
    }
    return out;
}

}  // namespace memledger::model
