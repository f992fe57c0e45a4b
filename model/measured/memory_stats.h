// torch.cuda.memory_stats() saved as JSON (json.dump(torch.cuda.memory_stats(), f)): the
// caching allocator's flat counters, "allocated_bytes.all.peak" and the like. Keys this
// reader does not name are kept as they are, since each PyTorch release adds some.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/validation.h"

namespace memledger::model {

namespace memory_stat {
inline constexpr std::string_view kAllocatedCurrent = "allocated_bytes.all.current";
inline constexpr std::string_view kAllocatedPeak = "allocated_bytes.all.peak";  // max_memory_allocated()
inline constexpr std::string_view kReservedCurrent = "reserved_bytes.all.current";
inline constexpr std::string_view kReservedPeak = "reserved_bytes.all.peak";    // max_memory_reserved()
inline constexpr std::string_view kRequestedPeak = "requested_bytes.all.peak";
inline constexpr std::string_view kInactiveSplitCurrent = "inactive_split_bytes.all.current";  // "non-releasable"
inline constexpr std::string_view kAllocRetries = "num_alloc_retries";  // cudaMalloc retried after freeing the cache
inline constexpr std::string_view kOoms = "num_ooms";
}  // namespace memory_stat

struct MemoryStats {
    std::map<std::string, std::int64_t, std::less<>> values;

    std::optional<std::int64_t> value(std::string_view key) const;
};

// Problems name `source` (the file's path) and the key at fault.
std::optional<MemoryStats> memoryStatsFromJson(const nlohmann::json& document, const std::string& source,
                                               std::vector<Problem>& problems);

}  // namespace memledger::model
