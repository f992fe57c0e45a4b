// What the allocator charts draw, from either side: the simulated replay of a step
// (model/allocator) or a snapshot measured on a GPU (model/measured). Both become the
// same curves and the same map, so predicted and measured are drawn alike and can be
// set side by side.
#pragma once

#include <cstdint>
#include <vector>

#include <QColor>
#include <QPalette>
#include <QString>

#include "model/allocator/allocator_study.h"
#include "model/measured/snapshot_summary.h"

namespace memledger::widgets {

// Memory after each event: the allocator's allocated and reserved bytes.
struct MemoryCurve {
    std::vector<double> allocated;
    std::vector<double> reserved;
    std::vector<std::size_t> stepStarts;   // event indexes where a training step begins
    double capacity = 0;                    // what the allocator may reserve; 0: not drawn
    bool outOfMemory = false;               // the last event is the request that failed
    bool empty() const { return reserved.empty(); }
};

struct MapBlock {
    double offset = 0;   // from the segment's start
    double size = 0;
    int kind = -1;       // an index into MemoryMap::kinds; −1: cached, free
};

struct MapSegment {
    double size = 0;
    bool smallPool = false;
    std::vector<MapBlock> blocks;   // the blocks in use; the rest of the segment is free
};

struct MapKind {
    QColor color;
    QString name;
};

// The segments at the peak, in address order, and what their blocks hold.
struct MemoryMap {
    std::vector<MapSegment> segments;
    std::vector<MapKind> kinds;
    double reserved() const;
    double used() const;
};

MemoryCurve curveOf(const model::AllocatorStudy& study);
MemoryCurve curveOf(const model::SnapshotSummary& summary);
// Colours from `palette`'s theme: the ledger's categories for the simulated blocks, the
// snapshot's own categories (what the Python stack says the memory was for) for measured ones.
MemoryMap mapOf(const model::AllocatorStudy& study, const QPalette& palette);
MemoryMap mapOf(const model::SnapshotSummary& summary, const QPalette& palette);

}  // namespace memledger::widgets
