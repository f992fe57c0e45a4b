#include "model/core/stage_layers_text.h"

#include <algorithm>
#include <cctype>

namespace memledger::model {

namespace {
constexpr long kMostLayers = 1'000'000;
}

std::optional<std::vector<int>> stageLayersFromText(std::string_view text)
{
    std::vector<int> layers;
    std::string trimmed;
    for (char c : text)
        if (!std::isspace(static_cast<unsigned char>(c)))
            trimmed += c;
    if (trimmed.empty() || trimmed == "even")
        return layers;
    std::size_t start = 0;
    while (start <= trimmed.size()) {
        const std::size_t end = std::min(trimmed.find(',', start), trimmed.size());
        const std::string_view part = std::string_view(trimmed).substr(start, end - start);
        if (part.empty() || part.size() > 7)
            return std::nullopt;
        long value = 0;
        for (char c : part) {
            if (!std::isdigit(static_cast<unsigned char>(c)))
                return std::nullopt;
            value = value * 10 + (c - '0');
        }
        if (value > kMostLayers)
            return std::nullopt;
        layers.push_back(static_cast<int>(value));
        start = end + 1;
    }
    return layers;
}

std::string stageLayersText(const std::vector<int>& layers)
{
    std::string out;
    for (int n : layers)
        out += (out.empty() ? "" : ",") + std::to_string(n);
    return out;
}

}  // namespace memledger::model
