// The allocator settings a snapshot recorded (allocator_settings, PyTorch 2.4 and later),
// as the settings the caching allocator's rules take (model/core/allocator_rules.h), so
// that a measured trace is rounded and split by the same rules the simulator uses.
#pragma once

#include <cstdint>

#include "model/core/allocator_settings.h"
#include "model/measured/snapshot.h"

namespace memledger::model {

// max_split_size −1 is unlimited; a division count past 2^31 rounds as 2^31 does, since
// no request reaches 512 · 2^31 bytes in a step of that interval.
AllocatorSettings allocatorSettingsOf(const RecordedAllocatorSettings& recorded);

// round_size of a recorded request, saturated at the largest byte count a snapshot holds.
std::int64_t roundedRequest(std::int64_t requested, const AllocatorSettings& settings);

}  // namespace memledger::model
