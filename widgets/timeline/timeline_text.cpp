// The timeline view's sentences (through tr), and span colours.
#include "widgets/timeline/timeline_text.h"

#include <QCoreApplication>
#include <QStringList>

#include "widgets/common/view_text.h"
#include "widgets/common/vocabulary.h"

namespace memledger::widgets {

QColor spanColor(const model::Span& span, const Theme& theme)
{
    using model::Category;
    using model::SpanKind;
    switch (span.kind) {
    case SpanKind::Forward:
    case SpanKind::Head:
        return theme.category(Category::Activations);
    case SpanKind::Backward:
    case SpanKind::HeadBackward:
        return theme.category(Category::Activations).darker(140);
    case SpanKind::Recompute:
        return theme.category(Category::Temporaries);
    case SpanKind::Stall:
        return theme.overflow();
    case SpanKind::Bubble:
        return theme.idle();
    case SpanKind::TpComm:
    case SpanKind::EpAllToAll:
    case SpanKind::PipelineSend:
        return theme.category(Category::CudaContext);
    case SpanKind::ReduceScatter:
    case SpanKind::AllReduce:
        return theme.category(Category::Gradients);
    case SpanKind::AllGather:
        return theme.category(Category::Weights);
    case SpanKind::CpuAdam:
    case SpanKind::GpuOptimizer:
        return theme.category(Category::OptimizerStates);
    case SpanKind::Prefill:
    case SpanKind::Decode:
    case SpanKind::EngineWake:
    case SpanKind::EngineSleep:
        return theme.category(Category::Rollout);
    case SpanKind::WeightSync:
        return theme.category(Category::Weights);
    case SpanKind::LogProbPass:
        return theme.category(Category::Activations).lighter(130);
    default:
        break;
    }
    switch (span.traffic) {
    case model::Traffic::Parameters: return theme.category(Category::Weights);
    case model::Traffic::Gradients: return theme.category(Category::Gradients);
    case model::Traffic::OptimizerStates: return theme.category(Category::OptimizerStates);
    case model::Traffic::Activations: return theme.category(Category::Activations);
    case model::Traffic::None: break;
    }
    return theme.category(Category::CudaContext);
}

std::vector<LegendItem> timelineLegend(const Theme& theme, bool rl)
{
    using model::Category;
    std::vector<LegendItem> items = {
        {theme.category(Category::Activations), TimelineText::tr("forward")},
        {theme.category(Category::Activations).darker(140), TimelineText::tr("backward")},
        {theme.category(Category::Temporaries), TimelineText::tr("recomputation")},
        {theme.category(Category::Weights), TimelineText::tr("parameters")},
        {theme.category(Category::Gradients), TimelineText::tr("gradients")},
        {theme.category(Category::OptimizerStates), TimelineText::tr("optimizer")},
        {theme.category(Category::CudaContext), TimelineText::tr("TP / EP / pipeline")},
        {theme.overflow(), TimelineText::tr("stall")},
        {theme.idle(), TimelineText::tr("pipeline bubble")},
    };
    if (rl)
        items.push_back({theme.category(Category::Rollout), TimelineText::tr("rollout engine")});
    return items;
}

QString timelineHeadline(const model::Timeline& t)
{
    QString text = TimelineText::tr("Step time %1 · exposed transfers %2 · overlap %3 · stalls %4 · bubble %5 · MFU %6 · %7 tokens/s")
                       .arg(formatSeconds(t.stepTime), formatSeconds(t.exposedTransfer), formatPercent(t.overlap),
                            formatSeconds(t.stall), formatSeconds(t.bubble), formatPercent(t.mfu))
                       .arg(t.tokensPerSecond, 0, 'f', 0);
    if (t.rl.present)
        text += QStringLiteral(" · ") +
                TimelineText::tr("RL: generation %1 · scoring %2 · update %3")
                    .arg(formatSeconds(t.rl.prefill + t.rl.decode), formatSeconds(t.rl.logprob),
                         formatSeconds(t.stepTime - t.rl.updateStart));
    return text;
}

namespace {

// What an RL phase's span rests on, beside its time and bytes.
QStringList rlPhaseDetails(const model::Timeline& t, const model::Span& s)
{
    const model::RlPhases& rl = t.rl;
    switch (s.kind) {
    case model::SpanKind::Prefill:
        return {TimelineText::tr("%1 sequences × %2 prompt tokens per engine replica, at the assumed compute efficiency")
                    .arg(rl.sequences)
                    .arg(rl.promptTokens)};
    case model::SpanKind::Decode:
        return {TimelineText::tr("%1 sequences per engine replica, %2 at a time in %3 round(s), %4 tokens each")
                    .arg(rl.sequences)
                    .arg(rl.concurrent)
                    .arg(rl.waves)
                    .arg(rl.generatedTokens),
                TimelineText::tr("each token reads the serving weights and the caches at the HBM's peak bandwidth: "
                                 "a lower bound")};
    case model::SpanKind::WeightSync:
        return {TimelineText::tr("the policy's 16-bit weights gathered where sharded, then the engine's share loaded")};
    case model::SpanKind::LogProbPass:
        return {TimelineText::tr("%1 forward passes over the step's sequences: the old policy's log-probs, and the "
                                 "reference's and the critic's where the job has them")
                    .arg(rl.passes)};
    default:
        return {};
    }
}

// What a layer's forward or backward spends its time on: the linears, the attention products
// and the memory-bound kernels (docs/model.md#kernel-time); a backward takes twice each.
QStringList kernelTimeDetails(const model::Timeline& t, const model::Span& s, ByteUnit unit)
{
    if (s.layer < 0 || (s.kind != model::SpanKind::Forward && s.kind != model::SpanKind::Backward))
        return {};
    const bool moe = t.isMoeLayer(s.layer);
    const model::LayerKernelTime& k = t.layerKernels[moe ? 1 : 0];
    const double passes = s.kind == model::SpanKind::Backward ? 2.0 : 1.0;
    const QString linears = t.quantizedLinears ? TimelineText::tr("linears in FP8/FP4 %1")
                                               : TimelineText::tr("linears %1");
    return {linears.arg(formatSeconds(passes * k.linears)) + QStringLiteral(" · ") +
                TimelineText::tr("attention products, norms and router %1").arg(formatSeconds(passes * k.attention)),
            TimelineText::tr("memory-bound kernels %1: %2 at the HBM bandwidth")
                .arg(formatSeconds(passes * k.memoryBound), formatBytes(passes * k.memoryBoundBytes, unit))};
}

}  // namespace

QString memoryReadout(const model::Timeline& t, ByteUnit unit, double engineTopPeak)
{
    QString text = TimelineText::tr("allocated: peak %1 (ledger peak %2 at %3)\nlimit %4: %5 less context, NCCL, fragmentation")
                       .arg(formatBytes(t.peakMemory, unit), formatBytes(t.ledgerPeak, unit),
                            instantName(t.ledgerPeakInstant), formatBytes(t.allocatable(), unit),
                            formatBytes(t.capacity, unit));
    if (engineTopPeak > 0)
        text += QStringLiteral(" · ") +
                TimelineText::tr("dashed: with the rollout engine, peak %1").arg(formatBytes(engineTopPeak, unit));
    return text;
}

QStringList spanDetails(const model::Timeline& t, int index, ByteUnit unit)
{
    const model::Span& s = t.spans[static_cast<std::size_t>(index)];
    QStringList lines;
    lines << spanName(s.kind) + QStringLiteral(" — ") + laneName(s.lane);
    lines << TimelineText::tr("%1 → %2 (%3)").arg(formatSeconds(s.start), formatSeconds(s.end), formatSeconds(s.duration()));
    if (s.bytes > 0) {
        const double rate = s.duration() > 0 ? s.bytes / s.duration() : 0;
        lines << TimelineText::tr("%1 at %2").arg(formatBytes(s.bytes, unit), formatBandwidth(rate));
    }
    if (s.layer >= 0)
        lines << TimelineText::tr("layer %1").arg(s.layer);
    if (s.microBatch >= 0)
        lines << TimelineText::tr("micro-batch %1").arg(s.microBatch);
    if (s.waitsFor >= 0)
        lines << TimelineText::tr("waiting for: %1").arg(spanName(t.spans[static_cast<std::size_t>(s.waitsFor)].kind));
    else if (s.kind == model::SpanKind::Bubble)
        lines << TimelineText::tr("waiting for another pipeline stage");
    lines << rlPhaseDetails(t, s);
    lines << kernelTimeDetails(t, s, unit);
    return lines;
}

}  // namespace memledger::widgets
