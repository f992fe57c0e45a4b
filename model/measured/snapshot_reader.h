// Reads a memory snapshot pickle into a MemorySnapshot, tolerating what differs across
// PyTorch versions: 2.0's blocks without requested_size or frames (their stacks under
// `history`), traces without time_us, no allocator_settings, actions this reader does
// not know, and a bare list of segments (torch.cuda.memory_snapshot()). What no version writes — a missing address, a
// negative size, blocks that do not fill their segment, a list of blocks shared by two
// segments — is a Problem naming the entry ("segments[3].blocks[0].size").
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/validation.h"
#include "model/measured/pickle_reader.h"
#include "model/measured/snapshot.h"

namespace memledger::model {

// `bytes` is the whole file; `source` names it in problems (its path).
std::optional<MemorySnapshot> readSnapshot(std::string_view bytes, const std::string& source,
                                           std::vector<Problem>& problems, const PickleLimits& limits = {});

}  // namespace memledger::model
