// The settings of PyTorch's CUDA caching allocator, read from a PYTORCH_CUDA_ALLOC_CONF
// string ("expandable_segments:True,max_split_size_mb:128"). The defaults are PyTorch's:
// a default AllocatorSettings is the allocator nobody configured.
#pragma once

#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/validation.h"

namespace memledger::model {

inline constexpr std::uint64_t kMiB = 1024 * 1024;
// roundup_power2_divisions has one entry per power-of-two interval of request sizes,
// [1, 2) MiB … [32, 64) GiB; requests below 1 MiB use the first, above 64 GiB the last.
inline constexpr int kRoundupIntervals = 16;
inline constexpr std::uint64_t kUnlimitedSplitSize = std::numeric_limits<std::uint64_t>::max();

enum class AllocatorBackend { Native, CudaMallocAsync };

struct AllocatorSettings {
    AllocatorBackend backend = AllocatorBackend::Native;
    bool expandableSegments = false;
    // Blocks this large or larger are never split, and a request below it never takes one.
    std::uint64_t maxSplitSize = kUnlimitedSplitSize;
    // An oversize request may take a cached block at most this much larger than itself.
    std::uint64_t maxNonSplitRounding = 20 * kMiB;
    // Divisions of each power-of-two interval that requests are rounded up to; 0 or 1: off.
    std::array<std::uint32_t, kRoundupIntervals> roundupPower2Divisions{};
    // Fraction of the allowed memory above which unused cached blocks are freed; 0: off.
    // Takes effect only with a memory fraction, as in PyTorch.
    double garbageCollectionThreshold = 0;
    // torch.cuda.set_per_process_memory_fraction (per_process_memory_fraction in the newest
    // parser); unset: the allocator may use the whole device.
    std::optional<double> memoryFraction;

    bool operator==(const AllocatorSettings&) const = default;
};

struct AllocatorSettingsParse {
    AllocatorSettings settings;
    std::vector<Problem> problems;   // the string is not one PyTorch accepts
    std::vector<Problem> warnings;   // accepted by PyTorch, but outside what the model simulates
    bool valid() const { return problems.empty(); }
};

// Parses the PYTORCH_CUDA_ALLOC_CONF syntax as PyTorch's tokenizer does: `key:value` pairs
// separated by commas, whitespace ignored, list values in brackets
// (roundup_power2_divisions:[256:1,512:2,>:4]). Also accepts a pasted
// `PYTORCH_CUDA_ALLOC_CONF=…` (or PYTORCH_ALLOC_CONF, PYTORCH_HIP_ALLOC_CONF) assignment,
// quoted or not. An empty string is the default allocator.
AllocatorSettingsParse parseAllocatorSettings(std::string_view text);

// `text` with `key` set to `value` ("expandable_segments", "True"): the key's entries
// replaced by one in the place of the first, or appended; the other entries as written.
// A pasted assignment becomes its bare value.
std::string withAllocatorOption(std::string_view text, std::string_view key, std::string_view value);

}  // namespace memledger::model
