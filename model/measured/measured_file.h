// A file of memory measured on a GPU, told apart by its content: a memory snapshot
// (torch.cuda.memory._dump_snapshot(), a pickle) or allocator statistics
// (torch.cuda.memory_stats() saved with json.dump()). Anything else — a missing or
// empty file, a gzip-compressed snapshot, another kind of file, one too large —
// is one Problem that says what it is and what to give instead.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/core/validation.h"
#include "model/measured/memory_stats.h"
#include "model/measured/snapshot.h"

namespace memledger::model {

// Larger files are refused before they are read: decoding takes up to 25 times the
// file's size in memory (PickleLimits).
inline constexpr std::uintmax_t kMaxMeasuredFileBytes = std::uintmax_t{256} << 20;

struct MeasuredFile {
    std::optional<MemorySnapshot> snapshot;  // exactly one of the two is set when there are no problems
    std::optional<MemoryStats> stats;
};

MeasuredFile readMeasuredFile(const std::string& path, std::vector<Problem>& problems);

}  // namespace memledger::model
