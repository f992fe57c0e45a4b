// The allocator tab's words: a replay's figures in a line, the out-of-memory error, and a
// measured file against its prediction, part by part.
#pragma once

#include <QString>

#include "model/allocator/allocator_study.h"
#include "model/reconcile/measured_comparison.h"
#include "widgets/common/quantity_text.h"

namespace memledger::widgets {

// Peaks, fragmentation and segments by pool, in one line.
QString studySummary(const model::AllocatorStudy& study, ByteUnit unit);
// The error PyTorch would raise, and whether the free bytes were there but split; empty when none.
QString outOfMemoryText(const model::AllocatorStudy& study, ByteUnit unit);
QString differenceName(model::DifferenceKind kind);
// The measured and predicted peaks and the gap's named parts, as an HTML table.
QString comparisonHtml(const model::MeasuredComparison& comparison, ByteUnit unit);
// What the parts mean, what the prediction replayed, and what the file cannot tell.
QString comparisonNotes(const model::MeasuredComparison& comparison, ByteUnit unit);

}  // namespace memledger::widgets
