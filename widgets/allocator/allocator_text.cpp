#include "widgets/allocator/allocator_text.h"

#include "widgets/common/view_text.h"
#include "widgets/common/vocabulary.h"

namespace memledger::widgets {

namespace {

QString percentOf(double part, double whole) { return formatPercent(whole > 0 ? part / whole : 0.0); }

QString bytes(std::uint64_t value, ByteUnit unit) { return formatBytes(static_cast<double>(value), unit); }

QString row(const QString& label, double measured, double predicted, ByteUnit unit, bool strong = false)
{
    const QString cell = strong ? QStringLiteral("<td align='right'><b>%1</b></td>") : QStringLiteral("<td align='right'>%1</td>");
    return QStringLiteral("<tr><td>%1</td>").arg(label.toHtmlEscaped()) + cell.arg(formatBytes(measured, unit)) +
           cell.arg(formatBytes(predicted, unit)) + cell.arg(formatSignedBytes(measured - predicted, unit)) +
           QStringLiteral("</tr>");
}

}  // namespace

QString studySummary(const model::AllocatorStudy& study, ByteUnit unit)
{
    const model::AllocatorReplay& replay = study.replay;
    const auto gap = static_cast<double>(study.reservedButUnallocated());
    return AllocatorText::tr("Peak allocated %1 · peak reserved %2 · fragmentation %3 (%4 of allocated) · %5 · %6")
        .arg(bytes(replay.peakAllocated, unit), bytes(replay.peakReserved, unit), formatBytes(gap, unit),
             percentOf(gap, static_cast<double>(replay.peakAllocated)),
             AllocatorText::tr("%n segment(s) at the peak", nullptr, static_cast<int>(study.smallPool.count + study.largePool.count)),
             AllocatorText::tr("small pool %1, large pool %2 (largest %3)")
                 .arg(bytes(study.smallPool.bytes, unit), bytes(study.largePool.bytes, unit),
                      bytes(study.largePool.largest, unit)));
}

QString outOfMemoryText(const model::AllocatorStudy& study, ByteUnit unit)
{
    if (!study.replay.oom)
        return {};
    const model::OutOfMemory& oom = *study.replay.oom;
    const QString what = AllocatorText::tr("Out of memory at event %1: a request of %2 failed although %3 reserved by PyTorch was "
                            "free (largest free block %4).")
                             .arg(oom.event)
                             .arg(bytes(oom.rounded, unit), bytes(oom.reservedFree(), unit),
                                  bytes(oom.largestFreeBlock, unit));
    const QString why = oom.reservedFree() >= oom.rounded
                            ? AllocatorText::tr("The free bytes are split into blocks too small for it: fragmentation. Try "
                                 "expandable segments or fixed shapes.")
                            : AllocatorText::tr("The tensors alive at once need more than the device holds.");
    return what + QLatin1Char(' ') + why;
}

QString differenceName(model::DifferenceKind kind)
{
    switch (kind) {
    case model::DifferenceKind::OutsidePyTorch: return AllocatorText::tr("CUDA context, NCCL");
    case model::DifferenceKind::UnknownTensors: return AllocatorText::tr("Tensors (requested)");
    case model::DifferenceKind::Rounding: return AllocatorText::tr("Rounding");
    case model::DifferenceKind::Fragmentation: return AllocatorText::tr("Fragmentation");
    }
    return {};
}

QString comparisonHtml(const model::MeasuredComparison& comparison, ByteUnit unit)
{
    const model::MeasuredPeaks& measured = comparison.measured;
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='2'><tr><th></th>"
                                  "<th align='right'>%1</th><th align='right'>%2</th><th align='right'>%3</th></tr>")
                       .arg(AllocatorText::tr("measured"), AllocatorText::tr("predicted"), AllocatorText::tr("gap"));
    html += row(AllocatorText::tr("Peak allocated"), static_cast<double>(measured.allocated), comparison.predictedAllocated(), unit, true);
    html += row(AllocatorText::tr("Peak reserved"), static_cast<double>(measured.reserved), comparison.predictedReserved(), unit, true);
    html += QStringLiteral("<tr><td colspan='4'><i>%1</i></td></tr>").arg(AllocatorText::tr("The reserved gap, part by part:").toHtmlEscaped());
    for (const model::NamedDifference& d : comparison.differences)
        html += row(differenceName(d.kind), d.measured, d.predicted, unit);
    return html + QStringLiteral("</table>");
}

QString comparisonNotes(const model::MeasuredComparison& comparison, ByteUnit unit)
{
    QString html = QStringLiteral("<p>%1</p>")
                .arg(AllocatorText::tr("The tensors' gap is what the model does not know; rounding is allocated − "
                                       "requested, fragmentation reserved − allocated. The CUDA context and NCCL live "
                                       "outside PyTorch's allocator: in the ledger, in no allocator file.")
                         .toHtmlEscaped());
    if (!comparison.measured.requested)
        html += QStringLiteral("<p>%1</p>").arg(AllocatorText::tr("The file has no requested_bytes: rounding is the model's, the rest "
                                                    "of the allocated gap is put on the tensors."));
    html += QStringLiteral("<p>%1</p>")
                .arg(AllocatorText::tr("Predicted: stage %1 replayed with %2; the ledger's GPU total for it is %3.")
                         .arg(comparison.predicted.stage)
                         .arg(allocatorSettingsName(comparison.predicted.allocConf).toHtmlEscaped(),
                              formatBytes(comparison.ledgerTotal, unit)));
    return html;
}

}  // namespace memledger::widgets
