// Every user-visible string of the timeline view (through tr), and span colours.
#include "widgets/timeline/timeline_text.h"

#include <QCoreApplication>
#include <QStringList>

#include "widgets/common/view_text.h"
#include "widgets/common/category_colors.h"

namespace memledger::widgets {

QColor spanColor(const model::Span& span)
{
    using model::Category;
    using model::SpanKind;
    switch (span.kind) {
    case SpanKind::Forward:
    case SpanKind::Head:
        return categoryColor(Category::Activations);
    case SpanKind::Backward:
    case SpanKind::HeadBackward:
        return categoryColor(Category::Activations).darker(140);
    case SpanKind::Recompute:
        return categoryColor(Category::Temporaries);
    case SpanKind::Stall:
        return overflowColor();
    case SpanKind::Bubble:
        return QColor(0xBD, 0xBD, 0xBD);
    case SpanKind::TpComm:
    case SpanKind::EpAllToAll:
    case SpanKind::PipelineSend:
        return categoryColor(Category::CudaContext);
    case SpanKind::ReduceScatter:
    case SpanKind::AllReduce:
        return categoryColor(Category::Gradients);
    case SpanKind::AllGather:
        return categoryColor(Category::Weights);
    case SpanKind::CpuAdam:
    case SpanKind::GpuOptimizer:
        return categoryColor(Category::OptimizerStates);
    default:
        break;
    }
    switch (span.traffic) {
    case model::Traffic::Parameters: return categoryColor(Category::Weights);
    case model::Traffic::Gradients: return categoryColor(Category::Gradients);
    case model::Traffic::OptimizerStates: return categoryColor(Category::OptimizerStates);
    case model::Traffic::Activations: return categoryColor(Category::Activations);
    case model::Traffic::None: break;
    }
    return categoryColor(Category::CudaContext);
}

QString laneName(model::Lane lane)
{
    static const char* const kNames[model::kLaneCount] = {
        QT_TRANSLATE_NOOP("TimelineView", "Compute"),       QT_TRANSLATE_NOOP("TimelineView", "Collectives"),
        QT_TRANSLATE_NOOP("TimelineView", "PCIe H2D"),      QT_TRANSLATE_NOOP("TimelineView", "PCIe D2H"),
        QT_TRANSLATE_NOOP("TimelineView", "CPU optimizer"), QT_TRANSLATE_NOOP("TimelineView", "NVMe read"),
        QT_TRANSLATE_NOOP("TimelineView", "NVMe write"),
    };
    return TimelineText::tr(kNames[static_cast<int>(lane)]);
}

QString spanName(model::SpanKind kind)
{
    static const char* const kNames[model::kSpanKindCount] = {
        QT_TRANSLATE_NOOP("TimelineView", "Forward"),
        QT_TRANSLATE_NOOP("TimelineView", "Backward"),
        QT_TRANSLATE_NOOP("TimelineView", "Recompute"),
        QT_TRANSLATE_NOOP("TimelineView", "LM head and loss"),
        QT_TRANSLATE_NOOP("TimelineView", "LM head backward"),
        QT_TRANSLATE_NOOP("TimelineView", "Optimizer step (GPU)"),
        QT_TRANSLATE_NOOP("TimelineView", "TP collectives"),
        QT_TRANSLATE_NOOP("TimelineView", "EP all-to-all"),
        QT_TRANSLATE_NOOP("TimelineView", "Pipeline send"),
        QT_TRANSLATE_NOOP("TimelineView", "All-gather"),
        QT_TRANSLATE_NOOP("TimelineView", "Reduce-scatter"),
        QT_TRANSLATE_NOOP("TimelineView", "All-reduce"),
        QT_TRANSLATE_NOOP("TimelineView", "Parameter upload"),
        QT_TRANSLATE_NOOP("TimelineView", "Updated parameters upload"),
        QT_TRANSLATE_NOOP("TimelineView", "Gradient offload"),
        QT_TRANSLATE_NOOP("TimelineView", "Gradient upload"),
        QT_TRANSLATE_NOOP("TimelineView", "Activation offload"),
        QT_TRANSLATE_NOOP("TimelineView", "Activation upload"),
        QT_TRANSLATE_NOOP("TimelineView", "CPU Adam"),
        QT_TRANSLATE_NOOP("TimelineView", "Optimizer states read"),
        QT_TRANSLATE_NOOP("TimelineView", "Optimizer states write"),
        QT_TRANSLATE_NOOP("TimelineView", "Parameters read"),
        QT_TRANSLATE_NOOP("TimelineView", "Parameters write"),
        QT_TRANSLATE_NOOP("TimelineView", "Stall"),
        QT_TRANSLATE_NOOP("TimelineView", "Pipeline bubble"),
    };
    return TimelineText::tr(kNames[static_cast<int>(kind)]);
}

QString formatSeconds(double s)
{
    if (s == 0)
        return QStringLiteral("0");
    if (s >= 1.0)
        return TimelineText::tr("%1 s").arg(s, 0, 'f', s >= 100 ? 0 : 2);
    if (s >= 1e-3)
        return TimelineText::tr("%1 ms").arg(s * 1e3, 0, 'f', s >= 0.1 ? 0 : 1);
    return TimelineText::tr("%1 µs").arg(s * 1e6, 0, 'f', 0);
}

QString timelineHeadline(const model::Timeline& t)
{
    return TimelineText::tr("Step %1 · exposed transfers %2 · overlap %3 % · stalls %4 · bubble %5 · MFU %6 % · %7 tokens/s")
        .arg(formatSeconds(t.stepTime), formatSeconds(t.exposedTransfer))
        .arg(t.overlap * 100, 0, 'f', 0)
        .arg(formatSeconds(t.stall), formatSeconds(t.bubble))
        .arg(t.mfu * 100, 0, 'f', 1)
        .arg(t.tokensPerSecond, 0, 'f', 0);
}

QStringList spanDetails(const model::Timeline& t, int index, ByteUnit unit)
{
    const model::Span& s = t.spans[static_cast<std::size_t>(index)];
    QStringList lines;
    lines << spanName(s.kind) + QStringLiteral(" — ") + laneName(s.lane);
    lines << TimelineText::tr("%1 → %2 (%3)").arg(formatSeconds(s.start), formatSeconds(s.end), formatSeconds(s.duration()));
    if (s.bytes > 0) {
        const double rate = s.duration() > 0 ? s.bytes / s.duration() / 1e9 : 0;
        lines << TimelineText::tr("%1 at %2 GB/s").arg(formatBytes(s.bytes, unit, 2)).arg(rate, 0, 'f', 1);
    }
    if (s.layer >= 0)
        lines << TimelineText::tr("layer %1").arg(s.layer);
    if (s.microBatch >= 0)
        lines << TimelineText::tr("micro-batch %1").arg(s.microBatch);
    if (s.waitsFor >= 0)
        lines << TimelineText::tr("waiting for: %1").arg(spanName(t.spans[static_cast<std::size_t>(s.waitsFor)].kind));
    else if (s.kind == model::SpanKind::Bubble)
        lines << TimelineText::tr("waiting for another pipeline stage");
    return lines;
}

}  // namespace memledger::widgets
