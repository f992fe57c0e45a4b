#include "model/imports/megatron/pipeline_layout.h"

#include <algorithm>
#include <cctype>

#include "model/core/translatable.h"

namespace memledger::model {

namespace {

// A repeat count after '*': digits, capped so an absurd one cannot exhaust memory.
constexpr std::size_t kMostUnrolled = 1 << 20;

std::optional<std::size_t> countAt(std::string_view text, std::size_t& at)
{
    if (at >= text.size() || !std::isdigit(static_cast<unsigned char>(text[at])))
        return std::nullopt;
    std::size_t n = 0;
    while (at < text.size() && std::isdigit(static_cast<unsigned char>(text[at]))) {
        n = n * 10 + static_cast<std::size_t>(text[at] - '0');
        if (n > kMostUnrolled)
            n = kMostUnrolled + 1;
        ++at;
    }
    return n;
}

bool append(std::string& out, std::string_view piece, std::size_t times)
{
    if (times > kMostUnrolled || out.size() + piece.size() * times > kMostUnrolled)
        return false;
    for (std::size_t i = 0; i < times; ++i)
        out += piece;
    return true;
}

// re.sub(r'\(([^)]+)\)\*(\d+)', group(1) * n): leftmost matches, not nested.
std::optional<std::string> unrollGroups(std::string_view text)
{
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == '(') {
            const std::size_t close = text.find(')', i + 1);
            if (close != std::string_view::npos && close > i + 1 && close + 1 < text.size() && text[close + 1] == '*') {
                std::size_t at = close + 2;
                if (const auto n = countAt(text, at)) {
                    if (!append(out, text.substr(i + 1, close - i - 1), *n))
                        return std::nullopt;
                    i = at;
                    continue;
                }
            }
        }
        out += text[i++];
    }
    return out;
}

// re.sub(r'(.)\*(\d+)', group(1) * n).
std::optional<std::string> unrollSingles(std::string_view text)
{
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        if (i + 1 < text.size() && text[i + 1] == '*') {
            std::size_t at = i + 2;
            if (const auto n = countAt(text, at)) {
                if (!append(out, text.substr(i, 1), *n))
                    return std::nullopt;
                i = at;
                continue;
            }
        }
        out += text[i++];
    }
    return out;
}

}  // namespace

PipelineLayout parsePipelineLayout(std::string_view text, int pipelineRanks)
{
    PipelineLayout layout;
    std::string plain;
    for (char c : text)
        if (c != ',' && c != '"' && c != '\'' && !std::isspace(static_cast<unsigned char>(c)))
            plain += c;
    auto grouped = unrollGroups(plain);
    auto unrolled = grouped ? unrollSingles(*grouped) : std::nullopt;
    if (!unrolled) {
        layout.error = {MEMLEDGER_TRANSLATABLE("Problem", "the pipeline layout unrolls to more than a million layers"), {}};
        return layout;
    }
    std::vector<std::string> stages(1);
    for (char c : *unrolled) {
        if (c == '|') {
            stages.emplace_back();
            continue;
        }
        if (c != 'E' && c != 't' && c != 'm' && c != 'L') {
            layout.error = {MEMLEDGER_TRANSLATABLE("Problem", "'%1' is not a layer of a pipeline layout (E embedding, t "
                                                              "decoder, m MTP, L loss, | between stages)"),
                            {std::string(1, c)}};
            return layout;
        }
        stages.back() += c;
    }
    const std::size_t p = static_cast<std::size_t>(pipelineRanks > 0 ? pipelineRanks : 1);
    if (stages.size() % p != 0) {
        layout.error = {MEMLEDGER_TRANSLATABLE("Problem", "the pipeline layout's %1 stages do not divide over %2 "
                                                          "pipeline ranks"),
                        {std::to_string(stages.size()), std::to_string(p)}};
        return layout;
    }
    const std::string& first = stages.front();
    const std::string& last = stages.back();
    std::size_t embeddings = 0, losses = 0;
    for (const auto& stage : stages)
        for (char c : stage) {
            embeddings += c == 'E';
            losses += c == 'L';
        }
    if (first.empty() || first.front() != 'E' || last.empty() || last.back() != 'L' || embeddings != 1 || losses != 1) {
        layout.error = {MEMLEDGER_TRANSLATABLE("Problem", "a pipeline layout names the embedding (E) first and the "
                                                          "loss (L) last, each once"),
                        {}};
        return layout;
    }
    layout.virtualStages = static_cast<int>(stages.size() / p);
    layout.rankLayers.assign(p, 0);
    for (std::size_t i = 0; i < stages.size(); ++i)
        for (char c : stages[i]) {
            if (c == 't')
                ++layout.rankLayers[i % p];
            if (c == 'm') {
                ++layout.mtpLayers;
                layout.mtpRank = static_cast<int>(i % p);
            }
        }
    return layout;
}

std::optional<std::vector<int>> unevenStageLayers(std::int64_t layers, int pipelineRanks,
                                                  std::optional<std::int64_t> first,
                                                  std::optional<std::int64_t> last, LayoutError& error)
{
    const std::int64_t p = pipelineRanks;
    if (p < 1 || layers < 1 || (first && (*first < 0 || *first > layers)) || (last && (*last < 0 || *last > layers)))
        return std::nullopt;
    std::int64_t rest = layers - first.value_or(0) - last.value_or(0);
    const std::int64_t stagesLeft = p - (first ? 1 : 0) - (last ? 1 : 0);
    if (rest < 0 || stagesLeft < 0 || (stagesLeft > 0 && rest % stagesLeft != 0) || (stagesLeft == 0 && rest != 0)) {
        error = {MEMLEDGER_TRANSLATABLE("Problem", "with uneven first and last stages the %1 layers left do not divide "
                                                   "over the %2 other pipeline stages; Megatron refuses it"),
                 {std::to_string(rest), std::to_string(std::max<std::int64_t>(stagesLeft, 0))}};
        return std::nullopt;
    }
    const int middle = stagesLeft > 0 ? static_cast<int>(rest / stagesLeft) : 0;
    std::vector<int> out(static_cast<std::size_t>(p), middle);
    if (first)
        out.front() = static_cast<int>(*first);
    if (last)
        out.back() = static_cast<int>(*last);
    if (p == 1 && first && last)
        out.front() = static_cast<int>(*first + *last);
    return out;
}

std::optional<std::vector<int>> accountedStageLayers(std::int64_t layers, int pipelineRanks, bool embedding,
                                                     bool loss, LayoutError& error)
{
    const std::int64_t p = pipelineRanks;
    if (p < 1 || layers < 1)
        return std::nullopt;
    const std::int64_t counted = layers + (embedding ? 1 : 0) + (loss ? 1 : 0);
    if (counted % p != 0) {
        error = {MEMLEDGER_TRANSLATABLE("Problem", "%1 layers, with the embedding and loss counted as layers, do not "
                                                   "divide over %2 pipeline ranks; Megatron refuses it"),
                 {std::to_string(counted), std::to_string(p)}};
        return std::nullopt;
    }
    std::vector<int> out(static_cast<std::size_t>(p), static_cast<int>(counted / p));
    if (embedding)
        --out.front();
    if (loss)
        --out.back();
    return out;
}

}  // namespace memledger::model
