#include "widgets/allocator/allocator_series.h"

#include "widgets/common/theme.h"
#include "widgets/common/view_text.h"
#include "widgets/common/vocabulary.h"

namespace memledger::widgets {

namespace {

using model::Category;

// The snapshot's categories in the ledger's colours closest in meaning, named as the
// snapshot names them: the map says what the stack said, not what the ledger would.
// Memory of no known use is grey; the ledger's fragmentation yellow is never a block's.
QColor measuredColor(model::MemoryCategory category, const Theme& theme)
{
    switch (category) {
    case model::MemoryCategory::Optimizer: return theme.category(Category::OptimizerStates);
    case model::MemoryCategory::Backward: return theme.category(Category::Gradients);
    case model::MemoryCategory::Forward: return theme.category(Category::Activations);
    case model::MemoryCategory::Parameters: return theme.category(Category::Weights);
    case model::MemoryCategory::Other: return theme.category(Category::Temporaries);
    case model::MemoryCategory::NoPythonStack: return theme.category(Category::CudaContext);
    case model::MemoryCategory::BeforeTrace: return theme.idle();
    }
    return theme.idle();
}

QString measuredName(model::MemoryCategory category)
{
    switch (category) {
    case model::MemoryCategory::Optimizer: return AllocatorText::tr("optimizer");
    case model::MemoryCategory::Backward: return AllocatorText::tr("backward");
    case model::MemoryCategory::Forward: return AllocatorText::tr("forward");
    case model::MemoryCategory::Parameters: return AllocatorText::tr("parameters");
    case model::MemoryCategory::Other: return AllocatorText::tr("other");
    case model::MemoryCategory::NoPythonStack:
        return AllocatorText::tr("no Python stack");
    case model::MemoryCategory::BeforeTrace: return AllocatorText::tr("before the trace");
    }
    return {};
}

}  // namespace

double MemoryMap::reserved() const
{
    double total = 0;
    for (const MapSegment& segment : segments)
        total += segment.size;
    return total;
}

double MemoryMap::used() const
{
    double total = 0;
    for (const MapSegment& segment : segments)
        for (const MapBlock& block : segment.blocks)
            total += block.size;
    return total;
}

MemoryCurve curveOf(const model::AllocatorStudy& study)
{
    MemoryCurve curve;
    const auto& series = study.replay.series;
    curve.allocated.reserve(series.size());
    curve.reserved.reserve(series.size());
    for (const model::AllocatorPoint& point : series) {
        curve.allocated.push_back(static_cast<double>(point.allocated));
        curve.reserved.push_back(static_cast<double>(point.reserved));
    }
    for (const model::PhaseMark& mark : study.trace.phases)
        if (mark.step > 0 && mark.phase == model::StepPhase::Forward)
            curve.stepStarts.push_back(mark.firstEvent);
    curve.capacity = static_cast<double>(study.capacity);
    curve.outOfMemory = study.outOfMemory();
    return curve;
}

MemoryCurve curveOf(const model::SnapshotSummary& summary)
{
    MemoryCurve curve;
    curve.allocated.reserve(summary.series.size());
    curve.reserved.reserve(summary.series.size());
    for (const model::TracePoint& point : summary.series) {
        curve.allocated.push_back(static_cast<double>(point.allocated));
        curve.reserved.push_back(static_cast<double>(point.reserved));
    }
    curve.outOfMemory = summary.coverage.ooms > 0;
    return curve;
}

MemoryMap mapOf(const model::AllocatorStudy& study, const QPalette& palette)
{
    const Theme theme(palette);
    MemoryMap map;
    for (int c = 0; c < model::kCategoryCount; ++c)
        map.kinds.push_back({theme.category(static_cast<Category>(c)), categoryName(static_cast<Category>(c))});
    for (const model::MemorySegment& segment : study.replay.segmentsAtPeak) {
        MapSegment out{static_cast<double>(segment.size), segment.smallPool, {}};
        for (const model::MemoryBlock& block : segment.blocks)
            if (block.allocated)
                out.blocks.push_back({static_cast<double>(block.address - segment.address),
                                      static_cast<double>(block.size), static_cast<int>(block.tag.category)});
        map.segments.push_back(std::move(out));
    }
    return map;
}

MemoryMap mapOf(const model::SnapshotSummary& summary, const QPalette& palette)
{
    const Theme theme(palette);
    MemoryMap map;
    for (std::size_t c = 0; c < model::kMemoryCategoryCount; ++c) {
        const auto category = static_cast<model::MemoryCategory>(c);
        map.kinds.push_back({measuredColor(category, theme), measuredName(category)});
    }
    for (const model::PeakSegment& segment : summary.segmentsAtPeak) {
        MapSegment out{static_cast<double>(segment.size), false, {}};
        for (const model::PeakBlock& block : segment.blocks)
            out.blocks.push_back({static_cast<double>(block.address - segment.address), static_cast<double>(block.size),
                                  static_cast<int>(block.category)});
        map.segments.push_back(std::move(out));
    }
    return map;
}

}  // namespace memledger::widgets
