#include "model/report/review_labels.h"

namespace memledger::model {

ReviewLabels reviewLabels(const Translate& translate)
{
    const auto word = [&translate](const char* english) { return translated(translate, "Report", english); };
    ReviewLabels l;
    l.translate = translate;
    l.title = word(MEMLEDGER_TRANSLATABLE("Report", "Design review"));
    l.summary = word(MEMLEDGER_TRANSLATABLE("Report", "Summary"));
    l.parameters = word(MEMLEDGER_TRANSLATABLE("Report", "Parameters"));
    l.total = word(MEMLEDGER_TRANSLATABLE("Report", "Total"));
    l.totalParameters = word(MEMLEDGER_TRANSLATABLE("Report", "total"));
    l.active = word(MEMLEDGER_TRANSLATABLE("Report", "active per token"));
    l.trainable = word(MEMLEDGER_TRANSLATABLE("Report", "trainable"));
    l.globalBatch = word(MEMLEDGER_TRANSLATABLE("Report", "Global batch"));
    l.tokensPerStep = word(MEMLEDGER_TRANSLATABLE("Report", "tokens per step"));
    l.stepTime = word(MEMLEDGER_TRANSLATABLE("Report", "Step time"));
    l.mfu = word(MEMLEDGER_TRANSLATABLE("Report", "MFU"));
    l.throughput = word(MEMLEDGER_TRANSLATABLE("Report", "Throughput"));
    l.tokensPerSecond = word(MEMLEDGER_TRANSLATABLE("Report", "tokens/s"));
    l.warning = word(MEMLEDGER_TRANSLATABLE("Report", "Warning"));
    l.ledger = word(MEMLEDGER_TRANSLATABLE("Report", "Ledger"));
    l.ledgerChart = word(MEMLEDGER_TRANSLATABLE("Report", "Per-GPU memory of every pipeline stage at its peak instant"));
    l.worstStage = word(MEMLEDGER_TRANSLATABLE("Report", "Per GPU, worst stage {stage} at {instant}"));
    l.category = word(MEMLEDGER_TRANSLATABLE("Report", "Category"));
    l.bytes = word(MEMLEDGER_TRANSLATABLE("Report", "Bytes"));
    l.share = word(MEMLEDGER_TRANSLATABLE("Report", "Share"));
    l.stages = word(MEMLEDGER_TRANSLATABLE("Report", "Pipeline stages"));
    l.stage = word(MEMLEDGER_TRANSLATABLE("Report", "Stage"));
    l.layers = word(MEMLEDGER_TRANSLATABLE("Report", "Layers"));
    l.inFlight = word(MEMLEDGER_TRANSLATABLE("Report", "In flight"));
    l.peakAt = word(MEMLEDGER_TRANSLATABLE("Report", "Peak at"));
    l.terms = word(MEMLEDGER_TRANSLATABLE("Report", "Terms of stage {stage}"));
    l.otherStages = word(MEMLEDGER_TRANSLATABLE("Report", "The other stages' terms: memledger explain SCENARIO --all-stages."));
    l.term = word(MEMLEDGER_TRANSLATABLE("Report", "Term"));
    l.kind = word(MEMLEDGER_TRANSLATABLE("Report", "Kind"));
    l.formula = word(MEMLEDGER_TRANSLATABLE("Report", "Formula"));
    l.substituted = word(MEMLEDGER_TRANSLATABLE("Report", "Values substituted"));
    l.source = word(MEMLEDGER_TRANSLATABLE("Report", "Source"));
    l.hostRam = word(MEMLEDGER_TRANSLATABLE("Report", "Host RAM per node"));
    l.nvme = word(MEMLEDGER_TRANSLATABLE("Report", "NVMe per node"));
    l.of = word(MEMLEDGER_TRANSLATABLE("Report", "of"));
    l.exceeded = word(MEMLEDGER_TRANSLATABLE("Report", "exceeded"));
    l.timeline = word(MEMLEDGER_TRANSLATABLE("Report", "Step timeline"));
    l.timelineChart = word(MEMLEDGER_TRANSLATABLE("Report", "One simulated optimizer step of the worst stage's rank"));
    l.lane = word(MEMLEDGER_TRANSLATABLE("Report", "Lane"));
    l.busy = word(MEMLEDGER_TRANSLATABLE("Report", "Busy"));
    l.exposed = word(MEMLEDGER_TRANSLATABLE("Report", "Exposed"));
    l.stall = word(MEMLEDGER_TRANSLATABLE("Report", "Compute waiting for its own transfers"));
    l.bubble = word(MEMLEDGER_TRANSLATABLE("Report", "Pipeline bubble"));
    l.noTimeline = word(MEMLEDGER_TRANSLATABLE("Report", "The step could not be simulated"));
    l.comparison = word(MEMLEDGER_TRANSLATABLE("Report", "A/B comparison"));
    l.pinned = word(MEMLEDGER_TRANSLATABLE("Report", "A (pinned)"));
    l.live = word(MEMLEDGER_TRANSLATABLE("Report", "B (this scenario)"));
    l.delta = word(MEMLEDGER_TRANSLATABLE("Report", "Δ B − A"));
    l.changes = word(MEMLEDGER_TRANSLATABLE("Report", "What changed from A to B"));
    l.largestDeltas = word(MEMLEDGER_TRANSLATABLE("Report", "Largest term deltas"));
    l.noChanges = word(MEMLEDGER_TRANSLATABLE("Report", "A and B have the same settings."));
    l.scenario = word(MEMLEDGER_TRANSLATABLE("Report", "Scenario"));
    l.setting = word(MEMLEDGER_TRANSLATABLE("Report", "Setting"));
    l.value = word(MEMLEDGER_TRANSLATABLE("Report", "Value"));
    l.assumptions = word(MEMLEDGER_TRANSLATABLE("Report", "Assumptions"));
    l.steadyState = word(MEMLEDGER_TRANSLATABLE("Report",
        "Every figure is one steady-state training step; a stage's peak is the largest of its named instants (end of "
        "forward, backward of the loss, backward of the last layer, optimizer step), not the sum of every term."));
    l.provenance = word(MEMLEDGER_TRANSLATABLE("Report",
        "Terms by kind: {exact} exact (counted from shapes), {estimated} estimated (a model of a framework's "
        "behaviour), {assumed} assumed (an editable overhead), {simulated} simulated (the caching allocator "
        "replayed)."));
    l.importNotes = word(MEMLEDGER_TRANSLATABLE("Report", "Approximated when the scenario was imported"));
    l.notModelled = word(MEMLEDGER_TRANSLATABLE("Report", "What the engine does not model"));
    l.notModelledItems = {
        word(MEMLEDGER_TRANSLATABLE("Report", "Autocast's per-linear casts, and what a frozen LoRA base saves.")),
        word(MEMLEDGER_TRANSLATABLE("Report", "Transformer Engine's fp8, float8 MoE experts, and what torch.compile "
                                         "chooses to save inside the blocks.")),
        word(MEMLEDGER_TRANSLATABLE("Report", "The allocator replays the ledger's tensors only, for one steady-state step "
                                         "of fixed shapes.")),
        word(MEMLEDGER_TRANSLATABLE("Report", "The first step (optimizer states created late), context parallelism's "
                                         "temporaries, MoE load imbalance, CUDA graphs, data-loader buffers, "
                                         "checkpoint saving.")),
    };
    l.notModelledMore = word(MEMLEDGER_TRANSLATABLE("Report",
        "Each with its measured effect: docs/model.md, \"What the engine does not model\"."));
    return l;
}

}  // namespace memledger::model
