// Time of one optimizer step, split into compute, exposed communication and
// exposed host/NVMe transfer, so that each triage step can say what it costs:
// the difference of the step time after and before the change.
#pragma once

#include <string>

#include "model/ledger/ledger.h"
#include "model/core/scenario.h"

namespace memledger::model {

struct StepTime {
    bool known = false;         // false when the step-time model cannot simulate this layout
    double compute = 0;         // seconds of compute (incl. recomputation and pipeline bubbles)
    double communication = 0;   // collectives compute waits for
    double transfer = 0;        // PCIe / NVMe traffic and the CPU optimizer compute waits for
    double hidden = 0;          // transfer and collective time overlapped with compute: no cost while it stays hidden
    double total() const { return compute + communication + transfer; }
};

// What a change costs in step time, as the wizard and the report say it. Below a
// hundredth of a second a simulated difference is noise, not a cost: it counts as 0.
struct StepTimeChange {
    bool known = false;         // both steps simulated
    double seconds = 0;         // after − before
    double fraction = 0;        // of the step before (0 when that took no time)
    double hiddenAdded = 0;     // more traffic hidden behind compute: free only while it stays hidden
};
StepTimeChange stepTimeChange(const StepTime& before, const StepTime& after);

// `estimate` is the valid estimate of `scenario` (for its parameter counts).
StepTime stepTime(const Scenario& scenario, const Estimate& estimate);

// Where the figures come from, shown with every cost.
const char* stepTimeModel();

}  // namespace memledger::model
