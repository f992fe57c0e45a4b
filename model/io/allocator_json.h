// The JSON forms of an allocator replay (`memledger allocator --format json`) and of a
// measured-vs-predicted comparison (`memledger compare-snapshot --format json`). Their
// keys are public: memledger(1) lists them.
#pragma once

#include <nlohmann/json.hpp>

#include "model/allocator/allocator_study.h"
#include "model/reconcile/measured_comparison.h"

namespace memledger::model {

inline constexpr int kAllocatorJsonVersion = 1;

nlohmann::json allocatorStudyToJson(const AllocatorStudy& study, const AllocatorStudyOptions& options);
nlohmann::json measuredComparisonToJson(const MeasuredComparison& comparison);

const char* stepShapesId(StepShapes shapes);   // "fixed", "variable", "bucketed"

}  // namespace memledger::model
