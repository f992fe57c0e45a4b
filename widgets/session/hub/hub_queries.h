// What the results hub is asked for and what it answers, one pair per kind. A query
// names the snapshot (or scenario) it derives from by pointer: snapshots never change,
// so the same pointer is the same input.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/allocator/allocator_study.h"
#include "model/explore/compare.h"
#include "model/explore/planner.h"
#include "model/explore/sweep.h"
#include "model/timeline/timeline.h"
#include "model/reconcile/measured_comparison.h"
#include "model/triage/triage.h"
#include "widgets/session/hub/result_channel.h"
#include "widgets/session/snapshot.h"

namespace memledger::widgets {

// PinnedLedger: the pinned A's ledger with the allocator, as Ledger is the live scenario's.
enum class ResultKind { Timeline, Comparison, Sweep, FitMap, Triage, Plan, Ledger, Allocator, MeasuredFile, Measured,
                        PinnedLedger };

// The snapshot's estimate with its fragmentation term simulated (simulated_ledger.h):
// milliseconds a stage, so never on the sliders' own path.
struct LedgerQuery {
    SnapshotPtr snapshot;
    bool operator==(const LedgerQuery&) const = default;
};

// One simulated optimizer step of the snapshot's shown rank.
struct TimelineQuery {
    SnapshotPtr snapshot;
    bool operator==(const TimelineQuery&) const = default;
};

// A pinned A against the live B.
struct ComparisonQuery {
    SnapshotPtr a, b;
    bool operator==(const ComparisonQuery&) const = default;
};

// Memory against one knob over `values`, or over `models` for SweepKnob::Model.
struct SweepParams {
    model::SweepKnob knob = model::SweepKnob::Seq;
    std::vector<std::int64_t> values;
    std::vector<model::Architecture> models;
    bool operator==(const SweepParams&) const = default;
};

struct SweepQuery {
    SnapshotPtr snapshot;
    SweepParams params;
    bool operator==(const SweepQuery&) const = default;
};

struct FitMapParams {
    model::SweepKnob x = model::SweepKnob::Seq, y = model::SweepKnob::MicroBatch;
    std::vector<std::int64_t> xs, ys;
    bool operator==(const FitMapParams&) const = default;
};

struct FitMapQuery {
    SnapshotPtr snapshot;
    FitMapParams params;
    bool operator==(const FitMapQuery&) const = default;
};

// The triage walk from `from` (the committed scenario where the wizard's path stands).
struct TriageQuery {
    std::shared_ptr<const model::Scenario> from;
    model::TriageOptions options;
    bool operator==(const TriageQuery&) const = default;
};

// A planner search: every click asks anew, so the request is its own identity.
struct PlanQuery {
    std::shared_ptr<const model::PlanRequest> request;
    bool operator==(const PlanQuery&) const = default;
};

// The search's rows, each then estimated with the allocator replayed (model::refinePlan):
// the search answers in tens of milliseconds, the replays of its rows take tenths of a second.
struct PlanRowsQuery {
    std::shared_ptr<const model::PlanRequest> request;
    std::shared_ptr<const model::PlanResult> searched;
    double searchMillis = 0;
    bool operator==(const PlanRowsQuery&) const = default;
};

// The fragmentation view's knobs: the advice to see working or not.
struct AllocatorParams {
    std::optional<bool> expandableSegments;   // unset: as the scenario's memory.alloc_conf says
    model::StepShapes shapes = model::StepShapes::Fixed;
    bool emptyCacheBetweenSteps = false;
    bool operator==(const AllocatorParams&) const = default;
    // One step, as the ledger replays it, unless the knobs need several to show anything.
    model::AllocatorStudyOptions studyOptions() const;
};

struct AllocatorQuery {
    SnapshotPtr snapshot;
    AllocatorParams params;
    bool operator==(const AllocatorQuery&) const = default;
};

// A snapshot or memory_stats() file, read off the GUI thread: a large pickle takes seconds.
struct MeasuredFileQuery {
    std::string path;
    bool operator==(const MeasuredFileQuery&) const = default;
};

struct LoadedMeasurement {
    std::string path;
    std::vector<model::Problem> problems;   // unreadable: what is wrong with the file
    model::MeasuredPeaks peaks;
    bool valid() const { return problems.empty(); }
};
using MeasurementPtr = std::shared_ptr<const LoadedMeasurement>;

// A loaded file against the snapshot's prediction.
struct MeasuredQuery {
    SnapshotPtr snapshot;
    MeasurementPtr file;
    bool operator==(const MeasuredQuery&) const = default;
};

using TimelineAnswer = Answer<TimelineQuery, model::Timeline>;
using ComparisonAnswer = Answer<ComparisonQuery, model::Comparison>;
using SweepAnswer = Answer<SweepQuery, model::Sweep>;
using FitMapAnswer = Answer<FitMapQuery, model::HeatMap>;
using TriageAnswer = Answer<TriageQuery, model::TriageResult>;
using PlanAnswer = Answer<PlanQuery, model::PlanResult>;
using LedgerAnswer = Answer<LedgerQuery, model::Estimate>;
using AllocatorAnswer = Answer<AllocatorQuery, model::AllocatorStudy>;
using MeasuredFileAnswer = Answer<MeasuredFileQuery, LoadedMeasurement>;
using MeasuredAnswer = Answer<MeasuredQuery, model::MeasuredComparison>;
using AllocatorStudyPtr = std::shared_ptr<const model::AllocatorStudy>;
using MeasuredComparisonPtr = std::shared_ptr<const model::MeasuredComparison>;

}  // namespace memledger::widgets
