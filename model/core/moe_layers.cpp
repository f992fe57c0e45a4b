#include "model/core/moe_layers.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <string>

#include "model/core/scenario.h"

namespace memledger::model {

std::optional<MoeLayerPattern> moeLayerPattern(const std::vector<bool>& hasExperts)
{
    const int layers = static_cast<int>(hasExperts.size());
    std::vector<int> expert;
    for (int i = 0; i < layers; ++i)
        if (hasExperts[static_cast<std::size_t>(i)])
            expert.push_back(i);
    if (expert.empty())
        return std::nullopt;
    // The step is the distance between the first two. The first sits in its step's last slot
    // (transformers, torchtitan) or its first (Megatron's integer); it is the first layer after
    // the dense ones unless it is the step's own first such layer.
    const int step = expert.size() > 1 ? expert[1] - expert[0] : 1;
    for (const bool first : {false, true}) {
        const int slot = first ? 0 : step - 1;
        if (expert[0] % step != slot)
            continue;
        MoeLayerPattern pattern{expert[0] == slot ? 0 : expert[0], step, first && step > 1};
        MoeConfig moe;
        moe.experts = 1;
        moe.denseLayers = pattern.denseLayers;
        moe.layerStep = pattern.layerStep;
        moe.firstInStep = pattern.firstInStep;
        bool same = true;
        for (int i = 0; i < layers && same; ++i)
            same = moe.hasExperts(i) == hasExperts[static_cast<std::size_t>(i)];
        if (same)
            return pattern;
    }
    return std::nullopt;
}

namespace {

// expr := term ('+' term)*; term := atom ('*' count)?; atom := '[' 0|1 (',' 0|1)* ']' | '(' expr ')'
class PatternParser {
public:
    PatternParser(std::string_view text, std::size_t limit) : m_text(text), m_limit(limit) {}

    std::optional<std::vector<bool>> parse()
    {
        auto out = expression();
        skipSpaces();
        if (!out || m_at != m_text.size())
            return std::nullopt;
        return out;
    }

private:
    void skipSpaces()
    {
        while (m_at < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_at])))
            ++m_at;
    }
    bool take(char c)
    {
        skipSpaces();
        if (m_at < m_text.size() && m_text[m_at] == c) {
            ++m_at;
            return true;
        }
        return false;
    }
    std::optional<std::size_t> count()
    {
        skipSpaces();
        std::size_t value = 0;
        const auto [end, error] = std::from_chars(m_text.data() + m_at, m_text.data() + m_text.size(), value);
        if (error != std::errc())
            return std::nullopt;
        m_at = static_cast<std::size_t>(end - m_text.data());
        return value;
    }
    std::optional<std::vector<bool>> expression()
    {
        auto out = term();
        while (out && take('+')) {
            auto more = term();
            if (!more || out->size() + more->size() > m_limit)
                return std::nullopt;
            out->insert(out->end(), more->begin(), more->end());
        }
        return out;
    }
    std::optional<std::vector<bool>> term()
    {
        auto out = atom();
        if (out && take('*')) {
            const auto times = count();
            if (!times || (!out->empty() && *times > m_limit / out->size()))
                return std::nullopt;
            std::vector<bool> repeated;
            for (std::size_t i = 0; i < *times; ++i)
                repeated.insert(repeated.end(), out->begin(), out->end());
            out = std::move(repeated);
        }
        return out;
    }
    std::optional<std::vector<bool>> atom()
    {
        if (take('(')) {
            auto out = expression();
            return out && take(')') ? out : std::nullopt;
        }
        if (!take('['))
            return std::nullopt;
        std::vector<bool> out;
        do {
            const auto value = count();
            if (!value || *value > 1 || out.size() >= m_limit)
                return std::nullopt;
            out.push_back(*value == 1);
        } while (take(','));
        return take(']') ? std::optional(std::move(out)) : std::nullopt;
    }

    std::string_view m_text;
    std::size_t m_limit;
    std::size_t m_at = 0;
};

}  // namespace

std::optional<std::vector<bool>> megatronMoeLayerFreq(std::string_view text, int layers)
{
    const std::size_t limit = static_cast<std::size_t>(std::max(layers, 1));
    std::size_t every = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), every);
    if (error == std::errc() && end == text.data() + text.size()) {
        if (every == 0)
            return std::nullopt;
        std::vector<bool> out(limit);
        for (std::size_t i = 0; i < limit; ++i)
            out[i] = i % every == 0;
        return out;
    }
    return PatternParser(text, limit).parse();
}

}  // namespace memledger::model
