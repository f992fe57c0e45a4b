#include "widgets/publish/report_labels.h"

#include <QCoreApplication>

#include "widgets/common/vocabulary.h"

namespace memledger::widgets {

namespace {

std::string text(const char* source) { return QCoreApplication::translate("Report", source).toStdString(); }

}  // namespace

QString missingChartText() { return QCoreApplication::translate("Report", "Chart omitted: {caption}."); }

model::ReviewLabels reviewLabels()
{
    model::ReviewLabels l;
    l.translate = engineWord;
    l.title = text(QT_TRANSLATE_NOOP("Report", "Design review"));
    l.summary = text(QT_TRANSLATE_NOOP("Report", "Summary"));
    l.parameters = text(QT_TRANSLATE_NOOP("Report", "Parameters"));
    l.total = text(QT_TRANSLATE_NOOP("Report", "Total"));
    l.totalParameters = text(QT_TRANSLATE_NOOP("Report", "total"));
    l.active = text(QT_TRANSLATE_NOOP("Report", "active per token"));
    l.trainable = text(QT_TRANSLATE_NOOP("Report", "trainable"));
    l.globalBatch = text(QT_TRANSLATE_NOOP("Report", "Global batch"));
    l.tokensPerStep = text(QT_TRANSLATE_NOOP("Report", "tokens per step"));
    l.stepTime = text(QT_TRANSLATE_NOOP("Report", "Step time"));
    l.mfu = text(QT_TRANSLATE_NOOP("Report", "MFU"));
    l.throughput = text(QT_TRANSLATE_NOOP("Report", "Throughput"));
    l.tokensPerSecond = text(QT_TRANSLATE_NOOP("Report", "tokens/s"));
    l.warning = text(QT_TRANSLATE_NOOP("Report", "Warning"));
    l.ledger = text(QT_TRANSLATE_NOOP("Report", "Ledger"));
    l.ledgerChart = text(QT_TRANSLATE_NOOP("Report", "Per-GPU memory of every pipeline stage at its peak instant"));
    l.worstStage = text(QT_TRANSLATE_NOOP("Report", "Per GPU, worst stage {stage} at {instant}"));
    l.category = text(QT_TRANSLATE_NOOP("Report", "Category"));
    l.bytes = text(QT_TRANSLATE_NOOP("Report", "Bytes"));
    l.share = text(QT_TRANSLATE_NOOP("Report", "Share"));
    l.stages = text(QT_TRANSLATE_NOOP("Report", "Pipeline stages"));
    l.stage = text(QT_TRANSLATE_NOOP("Report", "Stage"));
    l.layers = text(QT_TRANSLATE_NOOP("Report", "Layers"));
    l.inFlight = text(QT_TRANSLATE_NOOP("Report", "In flight"));
    l.peakAt = text(QT_TRANSLATE_NOOP("Report", "Peak at"));
    l.terms = text(QT_TRANSLATE_NOOP("Report", "Terms of stage {stage}"));
    l.otherStages = text(QT_TRANSLATE_NOOP("Report", "The other stages' terms: memledger explain SCENARIO --all-stages."));
    l.term = text(QT_TRANSLATE_NOOP("Report", "Term"));
    l.kind = text(QT_TRANSLATE_NOOP("Report", "Kind"));
    l.formula = text(QT_TRANSLATE_NOOP("Report", "Formula"));
    l.substituted = text(QT_TRANSLATE_NOOP("Report", "Values substituted"));
    l.source = text(QT_TRANSLATE_NOOP("Report", "Source"));
    l.hostRam = text(QT_TRANSLATE_NOOP("Report", "Host RAM per node"));
    l.nvme = text(QT_TRANSLATE_NOOP("Report", "NVMe per node"));
    l.of = text(QT_TRANSLATE_NOOP("Report", "of"));
    l.exceeded = text(QT_TRANSLATE_NOOP("Report", "exceeded"));
    l.timeline = text(QT_TRANSLATE_NOOP("Report", "Step timeline"));
    l.timelineChart = text(QT_TRANSLATE_NOOP("Report", "One simulated optimizer step of the worst stage's rank"));
    l.lane = text(QT_TRANSLATE_NOOP("Report", "Lane"));
    l.busy = text(QT_TRANSLATE_NOOP("Report", "Busy"));
    l.exposed = text(QT_TRANSLATE_NOOP("Report", "Exposed"));
    l.stall = text(QT_TRANSLATE_NOOP("Report", "Compute waiting for its own transfers"));
    l.bubble = text(QT_TRANSLATE_NOOP("Report", "Pipeline bubble"));
    l.noTimeline = text(QT_TRANSLATE_NOOP("Report", "The step could not be simulated"));
    l.comparison = text(QT_TRANSLATE_NOOP("Report", "A/B comparison"));
    l.pinned = text(QT_TRANSLATE_NOOP("Report", "A (pinned)"));
    l.live = text(QT_TRANSLATE_NOOP("Report", "B (this scenario)"));
    l.delta = text(QT_TRANSLATE_NOOP("Report", "Δ B − A"));
    l.changes = text(QT_TRANSLATE_NOOP("Report", "What changed from A to B"));
    l.largestDeltas = text(QT_TRANSLATE_NOOP("Report", "Largest term deltas"));
    l.noChanges = text(QT_TRANSLATE_NOOP("Report", "A and B have the same settings."));
    l.scenario = text(QT_TRANSLATE_NOOP("Report", "Scenario"));
    l.setting = text(QT_TRANSLATE_NOOP("Report", "Setting"));
    l.value = text(QT_TRANSLATE_NOOP("Report", "Value"));
    l.assumptions = text(QT_TRANSLATE_NOOP("Report", "Assumptions"));
    l.steadyState = text(QT_TRANSLATE_NOOP("Report",
        "Every figure is one steady-state training step; a stage's peak is the largest of its named instants (end of "
        "forward, backward of the loss, backward of the last layer, optimizer step), not the sum of every term."));
    l.provenance = text(QT_TRANSLATE_NOOP("Report",
        "Terms by kind: {exact} exact (counted from shapes), {estimated} estimated (a model of a framework's "
        "behaviour), {assumed} assumed (an editable overhead), {simulated} simulated (the caching allocator "
        "replayed)."));
    l.importNotes = text(QT_TRANSLATE_NOOP("Report", "Approximated when the scenario was imported"));
    l.notModelled = text(QT_TRANSLATE_NOOP("Report", "What the engine does not model"));
    l.notModelledItems = {
        text(QT_TRANSLATE_NOOP("Report", "Autocast's per-linear casts, and what a frozen LoRA base saves.")),
        text(QT_TRANSLATE_NOOP("Report", "Transformer Engine's fp8, float8 MoE experts, and what torch.compile "
                                         "chooses to save inside the blocks.")),
        text(QT_TRANSLATE_NOOP("Report", "The allocator replays the ledger's tensors only, for one steady-state step "
                                         "of fixed shapes.")),
        text(QT_TRANSLATE_NOOP("Report", "The first step (optimizer states created late), context parallelism's "
                                         "temporaries, MoE load imbalance, CUDA graphs, data-loader buffers, "
                                         "checkpoint saving.")),
    };
    l.notModelledMore = text(QT_TRANSLATE_NOOP("Report",
        "Each with its measured effect: docs/model.md, \"What the engine does not model\"."));
    return l;
}

}  // namespace memledger::widgets
