// What the session publishes: one scenario and its estimate, made together and never
// changed afterwards, so that every view and every result derived from one revision
// speak of the same scenario.
#pragma once

#include <cstdint>
#include <memory>

#include "model/core/scenario.h"
#include "model/ledger/ledger.h"

namespace memledger::widgets {

using EstimatePtr = std::shared_ptr<const model::Estimate>;

struct Snapshot {
    std::uint64_t revision = 0;   // grows with every snapshot the session makes
    model::Scenario scenario;
    EstimatePtr estimate;         // of `scenario`: never null, may be invalid
    bool preview = false;         // a proposed change shown before it is committed

    bool valid() const { return estimate->valid(); }
};

using SnapshotPtr = std::shared_ptr<const Snapshot>;

}  // namespace memledger::widgets
