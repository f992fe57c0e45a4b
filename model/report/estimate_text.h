// An estimate and its scenario in one line each, the words the command line prints and
// the design-review report opens with. Each takes the reader's translation of the marked
// words (context "Estimate"); the default, none, writes English.
#pragma once

#include <string>

#include "model/core/quantity_format.h"
#include "model/core/translatable.h"
#include "model/ledger/ledger.h"

namespace memledger::model {

// "8 × NVIDIA H100 · DeepSpeed · DP 8 TP 1 PP 1 · ZeRO-3": names and Latin abbreviations only.
std::string scenarioLayout(const Scenario& scenario);
// "Llama 3.1 70B — 8 × NVIDIA H100 · DeepSpeed · DP 8 TP 1 PP 1 · ZeRO-3"
std::string scenarioHeading(const Scenario& scenario, const Translate& translate = {});
// "FITS — peak 71.3 GiB of 80.0 GiB (stage 0, start of backward), headroom 8.70 GiB"
std::string estimateHeadline(const Estimate& estimate, ByteUnit unit, const Translate& translate = {});
// Whether the fragmentation row is the simulated allocator's or the assumed fraction, and why.
std::string fragmentationBasisText(const Scenario& scenario, const Estimate& estimate, const Translate& translate = {});
// "" for a dense model or one expert-parallel rank.
std::string routingBasisText(const Estimate& estimate, const Translate& translate = {});
// What the rollout engine of an RL job takes and how many tokens its KV cache holds; "" without one.
std::string rolloutBasisText(const Estimate& estimate, ByteUnit unit, const Translate& translate = {});
// Where a post-training job's reference model lives and what its log-prob passes hold at
// their instant; "" for a job without log-prob passes.
std::string logProbBasisText(const Scenario& scenario, const Estimate& estimate, ByteUnit unit,
                             const Translate& translate = {});

}  // namespace memledger::model
