#include "model/report/review_labels.h"

namespace memledger::model {

ReviewLabels reviewLabels(const Translate& translate)
{
    const auto label = [&translate](const char* english) { return translated(translate, "Report", english); };
    ReviewLabels l;
    l.translate = translate;
    l.title = label(MEMLEDGER_TRANSLATABLE("Report", "Design review"));
    l.summary = label(MEMLEDGER_TRANSLATABLE("Report", "Summary"));
    l.parameters = label(MEMLEDGER_TRANSLATABLE("Report", "Parameters"));
    l.total = label(MEMLEDGER_TRANSLATABLE("Report", "Total"));
    l.totalParameters = label(MEMLEDGER_TRANSLATABLE("Report", "total"));
    l.active = label(MEMLEDGER_TRANSLATABLE("Report", "active per token"));
    l.trainable = label(MEMLEDGER_TRANSLATABLE("Report", "trainable"));
    l.globalBatch = label(MEMLEDGER_TRANSLATABLE("Report", "Global batch"));
    l.tokensPerStep = label(MEMLEDGER_TRANSLATABLE("Report", "tokens per step"));
    l.stepTime = label(MEMLEDGER_TRANSLATABLE("Report", "Step time"));
    l.mfu = label(MEMLEDGER_TRANSLATABLE("Report", "MFU"));
    l.throughput = label(MEMLEDGER_TRANSLATABLE("Report", "Throughput"));
    l.tokensPerSecond = label(MEMLEDGER_TRANSLATABLE("Report", "tokens/s"));
    l.warning = label(MEMLEDGER_TRANSLATABLE("Report", "Warning"));
    l.ledger = label(MEMLEDGER_TRANSLATABLE("Report", "Ledger"));
    l.ledgerChart = label(MEMLEDGER_TRANSLATABLE("Report", "Per-GPU memory of every pipeline stage at its peak instant"));
    l.worstStage = label(MEMLEDGER_TRANSLATABLE("Report", "Per GPU, worst stage {stage} at {instant}"));
    l.category = label(MEMLEDGER_TRANSLATABLE("Report", "Category"));
    l.bytes = label(MEMLEDGER_TRANSLATABLE("Report", "Bytes"));
    l.share = label(MEMLEDGER_TRANSLATABLE("Report", "Share"));
    l.stages = label(MEMLEDGER_TRANSLATABLE("Report", "Pipeline stages"));
    l.stage = label(MEMLEDGER_TRANSLATABLE("Report", "Stage"));
    l.layers = label(MEMLEDGER_TRANSLATABLE("Report", "Layers"));
    l.inFlight = label(MEMLEDGER_TRANSLATABLE("Report", "In flight"));
    l.peakAt = label(MEMLEDGER_TRANSLATABLE("Report", "Peak at"));
    l.terms = label(MEMLEDGER_TRANSLATABLE("Report", "Terms of stage {stage}"));
    l.otherStages = label(MEMLEDGER_TRANSLATABLE("Report", "The other stages' terms: memledger explain SCENARIO --all-stages."));
    l.term = label(MEMLEDGER_TRANSLATABLE("Report", "Term"));
    l.kind = label(MEMLEDGER_TRANSLATABLE("Report", "Kind"));
    l.formula = label(MEMLEDGER_TRANSLATABLE("Report", "Formula"));
    l.substituted = label(MEMLEDGER_TRANSLATABLE("Report", "Values substituted"));
    l.source = label(MEMLEDGER_TRANSLATABLE("Report", "Source"));
    l.hostRam = label(MEMLEDGER_TRANSLATABLE("Report", "Host RAM per node"));
    l.nvme = label(MEMLEDGER_TRANSLATABLE("Report", "NVMe per node"));
    l.of = label(MEMLEDGER_TRANSLATABLE("Report", "of"));
    l.exceeded = label(MEMLEDGER_TRANSLATABLE("Report", "exceeded"));
    l.timeline = label(MEMLEDGER_TRANSLATABLE("Report", "Step timeline"));
    l.timelineChart = label(MEMLEDGER_TRANSLATABLE("Report", "One simulated optimizer step of the worst stage's rank"));
    l.lane = label(MEMLEDGER_TRANSLATABLE("Report", "Lane"));
    l.busy = label(MEMLEDGER_TRANSLATABLE("Report", "Busy"));
    l.exposed = label(MEMLEDGER_TRANSLATABLE("Report", "Exposed"));
    l.stall = label(MEMLEDGER_TRANSLATABLE("Report", "Compute waiting for its own transfers"));
    l.bubble = label(MEMLEDGER_TRANSLATABLE("Report", "Pipeline bubble"));
    l.noTimeline = label(MEMLEDGER_TRANSLATABLE("Report", "The step could not be simulated"));
    l.comparison = label(MEMLEDGER_TRANSLATABLE("Report", "A/B comparison"));
    l.pinned = label(MEMLEDGER_TRANSLATABLE("Report", "A (pinned)"));
    l.live = label(MEMLEDGER_TRANSLATABLE("Report", "B (this scenario)"));
    l.delta = label(MEMLEDGER_TRANSLATABLE("Report", "Δ B − A"));
    l.changes = label(MEMLEDGER_TRANSLATABLE("Report", "What changed from A to B"));
    l.largestDeltas = label(MEMLEDGER_TRANSLATABLE("Report", "Largest term deltas"));
    l.noChanges = label(MEMLEDGER_TRANSLATABLE("Report", "A and B have the same settings."));
    l.scenario = label(MEMLEDGER_TRANSLATABLE("Report", "Scenario"));
    l.setting = label(MEMLEDGER_TRANSLATABLE("Report", "Setting"));
    l.value = label(MEMLEDGER_TRANSLATABLE("Report", "Value"));
    l.assumptions = label(MEMLEDGER_TRANSLATABLE("Report", "Assumptions"));
    l.steadyState = label(MEMLEDGER_TRANSLATABLE("Report",
        "Every figure is one steady-state training step; a stage's peak is the largest of its named instants (end of "
        "forward, backward of the loss, backward of the last layer, end of backward, optimizer step), not the sum of every term."));
    l.provenance = label(MEMLEDGER_TRANSLATABLE("Report",
        "Terms by kind: {exact} exact (counted from shapes), {estimated} estimated (a model of a framework's "
        "behaviour), {assumed} assumed (an editable overhead), {simulated} simulated (the caching allocator "
        "replayed)."));
    l.importNotes = label(MEMLEDGER_TRANSLATABLE("Report", "Approximated when the scenario was imported"));
    l.notModelled = label(MEMLEDGER_TRANSLATABLE("Report", "What the engine does not model"));
    l.notModelledItems = {
        label(MEMLEDGER_TRANSLATABLE("Report", "Autocast's per-linear casts, and what a frozen LoRA base saves.")),
        label(MEMLEDGER_TRANSLATABLE("Report", "FP8 attention and the layers Megatron keeps in bf16, float8 MoE "
                                         "experts, and what torch.compile chooses to save inside the blocks.")),
        label(MEMLEDGER_TRANSLATABLE("Report", "The allocator replays the ledger's tensors only, for one steady-state step "
                                         "of fixed shapes.")),
        label(MEMLEDGER_TRANSLATABLE("Report", "The first step (optimizer states created late), context parallelism's "
                                         "temporaries, CUDA graphs, data-loader buffers, checkpoint saving.")),
    };
    l.notModelledMore = label(MEMLEDGER_TRANSLATABLE("Report",
        "Each with its measured effect: docs/model.md, \"What the engine does not model\"."));
    return l;
}

}  // namespace memledger::model
