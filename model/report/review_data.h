// Everything a design review shows, computed once from a scenario (and a pinned A):
// the estimate with the caching allocator simulated, the worst stage's step, the OOM
// triage walk and the A/B comparison. The command line and the window both start here.
#pragma once

#include <optional>
#include <string>

#include "model/report/design_review.h"

namespace memledger::model {

struct ReviewData {
    Scenario scenario;
    Estimate estimate;
    Timeline timeline;
    TriageResult triage;
    std::optional<Scenario> pinned;
    Estimate pinnedEstimate;
    std::optional<Comparison> comparison;   // when A and B are both valid

    bool valid() const { return estimate.valid(); }
    // The report's inputs, pointing into this data; the triage path may be the caller's own
    // (the wizard's accepted steps) rather than the default walk.
    ReviewInputs inputs(std::string title, ByteUnit unit, const TriageResult* path = nullptr) const;
};

// `triageOptions`: what the walk may propose (the command line's defaults: no LoRA, no
// shorter sequence). An invalid scenario leaves everything but `estimate` empty.
ReviewData computeReview(const Scenario& scenario, const Scenario* pinned = nullptr,
                         const TriageOptions& triageOptions = {});

}  // namespace memledger::model
