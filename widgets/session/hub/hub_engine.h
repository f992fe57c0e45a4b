// The engine functions the results hub runs on the thread pool, one per kind of result.
// The model's own are pure and thread-safe; tests put slow or blocking stand-ins in
// their place to see what the hub does with late answers.
#pragma once

#include <functional>

#include "widgets/session/hub/hub_queries.h"

namespace memledger::widgets {

struct HubEngine {
    std::function<model::Timeline(const TimelineQuery&)> timeline;
    std::function<model::Comparison(const ComparisonQuery&)> comparison;
    std::function<model::Sweep(const SweepQuery&)> sweep;
    std::function<model::HeatMap(const FitMapQuery&)> fitMap;
    std::function<model::TriageResult(const TriageQuery&)> triage;
    std::function<model::PlanResult(const PlanQuery&)> plan;          // the search
    std::function<model::PlanResult(const PlanRowsQuery&)> planRows;  // its rows made exact
    std::function<model::Estimate(const LedgerQuery&)> ledger;
    std::function<model::AllocatorStudy(const AllocatorQuery&)> allocator;
    std::function<LoadedMeasurement(const MeasuredFileQuery&)> measuredFile;
    std::function<model::MeasuredComparison(const MeasuredQuery&)> measured;
};

HubEngine modelEngine();

}  // namespace memledger::widgets
