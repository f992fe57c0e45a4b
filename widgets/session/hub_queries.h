// What the results hub is asked for and what it answers, one pair per kind. A query
// names the snapshot (or scenario) it derives from by pointer: snapshots never change,
// so the same pointer is the same input.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "model/explore/compare.h"
#include "model/explore/planner.h"
#include "model/explore/sweep.h"
#include "model/timeline/timeline.h"
#include "model/triage/triage.h"
#include "widgets/session/result_channel.h"
#include "widgets/session/snapshot.h"

namespace memledger::widgets {

enum class ResultKind { Timeline, Comparison, Sweep, FitMap, Triage, Plan };

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

using TimelineAnswer = Answer<TimelineQuery, model::Timeline>;
using ComparisonAnswer = Answer<ComparisonQuery, model::Comparison>;
using SweepAnswer = Answer<SweepQuery, model::Sweep>;
using FitMapAnswer = Answer<FitMapQuery, model::HeatMap>;
using TriageAnswer = Answer<TriageQuery, model::TriageResult>;
using PlanAnswer = Answer<PlanQuery, model::PlanResult>;

}  // namespace memledger::widgets
