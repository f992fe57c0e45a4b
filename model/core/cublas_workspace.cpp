#include "model/core/cublas_workspace.h"

#include <cstdint>

namespace memledger::model {

namespace {

constexpr double kKiB = 1024.0;
constexpr double kMiB = 1024.0 * 1024.0;
// Larger than any GPU's memory: a size past it is refused rather than carried as a number.
constexpr double kLargest = 1024.0 * 1024.0 * kMiB;

bool isDigit(char c) { return c >= '0' && c <= '9'; }

// The digits at `at` as a number (saturating far past kLargest), and where they end.
std::size_t readNumber(std::string_view text, std::size_t at, double& value)
{
    value = 0;
    while (at < text.size() && isDigit(text[at])) {
        value = value < kLargest ? value * 10 + (text[at] - '0') : value;
        ++at;
    }
    return at;
}

}  // namespace

// std::regex(":([0-9]+):([0-9]+)") searched left to right, each match resuming after the
// last: a ':' then digits, ':' and digits, greedily.
CublasWorkspaceConfig parseCublasWorkspaceConfig(std::string_view config)
{
    CublasWorkspaceConfig out;
    std::size_t at = 0;
    while (at < config.size()) {
        if (config[at] != ':' || at + 1 >= config.size() || !isDigit(config[at + 1])) {
            ++at;
            continue;
        }
        double size = 0;
        const std::size_t sizeEnd = readNumber(config, at + 1, size);
        if (sizeEnd + 1 >= config.size() || config[sizeEnd] != ':' || !isDigit(config[sizeEnd + 1])) {
            ++at;
            continue;
        }
        double count = 0;
        at = readNumber(config, sizeEnd + 1, count);
        out.parsed = true;
        out.bytes += size * kKiB * count;
        out.tooLarge = out.tooLarge || size >= kLargest || count >= kLargest || out.bytes > kLargest;
    }
    return out;
}

double defaultCublasWorkspaceBytes(double computeCapability)
{
    const int major = static_cast<int>(computeCapability);
    const bool large = computeCapability <= 0 || (major >= 9 && major <= 12);
    return large ? 4096 * 8 * kKiB : 4096 * 2 * kKiB + 16 * 8 * kKiB;
}

double cublasWorkspaceBytes(const Scenario& scenario)
{
    const CublasWorkspaceConfig config = parseCublasWorkspaceConfig(scenario.memory.cublasWorkspaceConfig);
    return config.parsed && !config.tooLarge ? config.bytes
                                             : defaultCublasWorkspaceBytes(scenario.hardware.computeCapability);
}

double transformerEngineWorkspaceBytes(double computeCapability)
{
    return computeCapability <= 0 || computeCapability >= 9 ? 32 * kMiB + kKiB : 4 * kMiB;
}

bool megatronTransformerEngineBlocks(const Scenario& scenario)
{
    return scenario.framework == Framework::Megatron &&
           scenario.memory.transformerImpl == TransformerImpl::TransformerEngine;
}

bool runsTransformerEngine(const Scenario& scenario)
{
    return scenario.training.fp8Recipe != Fp8Recipe::Off || megatronTransformerEngineBlocks(scenario);
}

}  // namespace memledger::model
