// The design-review report: one document with everything a review of a training setup
// needs — the scenario's every setting, the ledger with each term's formula, values and
// source, the step timeline, the OOM triage path, the A/B deltas against a pinned
// scenario, the assumptions and what the engine does not model. The engine writes the
// words; charts are slots the window fills (widgets/exchange/report_export.h).
#pragma once

#include <string>
#include <vector>

#include "model/core/quantity_format.h"
#include "model/core/translatable.h"
#include "model/explore/compare.h"
#include "model/io/text_document.h"
#include "model/io/triage_report.h"
#include "model/timeline/timeline.h"
#include "model/triage/triage.h"

namespace memledger::model {

// The report's own words. The engine cannot translate; the window passes tr() strings,
// the command line keeps these English defaults.
struct ReviewLabels {
    // The engine's words the report quotes (terms, categories, instants, lanes); empty: English.
    Translate translate;
    std::string word(const char* context, const char* english) const { return translated(translate, context, english); }

    std::string title = "Design review";
    std::string summary = "Summary";
    std::string parameters = "Parameters";
    std::string total = "Total";
    std::string totalParameters = "total";
    std::string active = "active per token";
    std::string trainable = "trainable";
    std::string globalBatch = "Global batch";
    std::string tokensPerStep = "tokens per step";
    std::string stepTime = "Step time";
    std::string mfu = "MFU";
    std::string throughput = "Throughput";
    std::string tokensPerSecond = "tokens/s";
    std::string warning = "Warning";
    std::string ledger = "Ledger";
    std::string ledgerChart = "Per-GPU memory of every pipeline stage at its peak instant";
    std::string worstStage = "Per GPU, worst stage {stage} at {instant}";
    std::string category = "Category";
    std::string bytes = "Bytes";
    std::string share = "Share";
    std::string stages = "Pipeline stages";
    std::string stage = "Stage";
    std::string layers = "Layers";
    std::string inFlight = "In flight";
    std::string peakAt = "Peak at";
    std::string terms = "Terms of stage {stage}";
    std::string otherStages = "The other stages' terms: memledger explain SCENARIO --all-stages.";
    std::string term = "Term";
    std::string kind = "Kind";
    std::string formula = "Formula";
    std::string substituted = "Values substituted";
    std::string source = "Source";
    std::string hostRam = "Host RAM per node";
    std::string nvme = "NVMe per node";
    std::string of = "of";
    std::string exceeded = "exceeded";
    std::string timeline = "Step timeline";
    std::string timelineChart = "One simulated optimizer step of the worst stage's rank";
    std::string lane = "Lane";
    std::string busy = "Busy";
    std::string exposed = "Exposed";
    std::string stall = "Compute waiting for its own transfers";
    std::string bubble = "Pipeline bubble";
    std::string noTimeline = "The step could not be simulated";
    std::string comparison = "A/B comparison";
    std::string pinned = "A (pinned)";
    std::string live = "B (this scenario)";
    std::string delta = "Δ B − A";
    std::string changes = "What changed from A to B";
    std::string largestDeltas = "Largest term deltas";
    std::string noChanges = "A and B have the same settings.";
    std::string scenario = "Scenario";
    std::string setting = "Setting";
    std::string value = "Value";
    std::string assumptions = "Assumptions";
    std::string notModelled = "What the engine does not model";
    std::string steadyState = "Every figure is one steady-state training step; a stage's peak is the largest of its "
                              "named instants (end of forward, backward of the loss, backward of the last layer, "
                              "optimizer step), not the sum of every term.";
    std::string provenance = "Terms by kind: {exact} exact (counted from shapes), {estimated} estimated (a model of "
                             "a framework's behaviour), {assumed} assumed (an editable overhead), {simulated} "
                             "simulated (the caching allocator replayed).";
    std::string importNotes = "Approximated when the scenario was imported";
    std::vector<std::string> notModelledItems = {
        "Autocast's per-linear casts, and what a frozen LoRA base saves.",
        "Transformer Engine's fp8, float8 MoE experts, and what torch.compile chooses to save inside the blocks.",
        "The allocator replays the ledger's tensors only, for one steady-state step of fixed shapes.",
        "The first step (optimizer states created late), context parallelism's temporaries, MoE load imbalance, "
        "CUDA graphs, data-loader buffers, checkpoint saving.",
    };
    std::string notModelledMore = "Each with its measured effect: docs/model.md, \"What the engine does not model\".";
};

struct ReviewInputs {
    ReviewInputs(const Scenario& scenarioShown, const Estimate& estimateShown)
        : scenario(scenarioShown), estimate(estimateShown)
    {
    }

    const Scenario& scenario;
    const Estimate& estimate;      // of `scenario`, valid
    std::string title;             // the scenario's name (its file or preset); empty: its heading
    ByteUnit unit = ByteUnit::GiB;
    const Timeline* timeline = nullptr;           // the worst stage's step
    const TriageResult* triage = nullptr;         // with the tree it walked
    const TriageTree* tree = nullptr;
    Language language = Language::En;
    TriageLabels triageLabels = {};
    const Scenario* pinned = nullptr;             // A of an A/B comparison, with `comparison`
    const Comparison* comparison = nullptr;
    std::vector<std::string> notes;               // what importing the scenario approximated
};

TextDocument designReview(const ReviewInputs& inputs, const ReviewLabels& labels = {});
// The short form the window copies: headline, parameters and the worst stage by category.
TextDocument ledgerSummary(const ReviewInputs& inputs, const ReviewLabels& labels = {});

}  // namespace memledger::model
