#include "widgets/workbench/guide_pages.h"

#include <QCoreApplication>

#include "widgets/common/theme.h"
#include "widgets/common/vocabulary.h"
#include "widgets/workbench/guide_diagrams.h"

namespace memledger::widgets {

namespace {

// The textbook figures the pages quote (ZeRO paper, arXiv 1910.02054, §3.1 and §5.1;
// Korthikanti et al., arXiv 2205.05198, §4.1), as bytes per parameter or per s·b·h.
QImage fourElements(const QPalette& palette)
{
    const Theme theme(palette);
    using model::Category;
    return barsDiagram({{QCoreApplication::translate("Guide", "Mixed-precision Adam"),
                         {{2, theme.category(Category::Weights), QStringLiteral("2Ψ")},
                          {2, theme.category(Category::Gradients), QStringLiteral("2Ψ")},
                          {12, theme.category(Category::OptimizerStates), categoryName(Category::OptimizerStates) +
                                                                                  QStringLiteral(" 12Ψ")},
                          {6, theme.category(Category::Activations), categoryName(Category::Activations)}},
                         QCoreApplication::translate("Guide", "16Ψ + activations")}},
                       palette);
}

QImage zeroStages(const QPalette& palette)
{
    const Theme theme(palette);
    using model::Category;
    const QColor w = theme.category(Category::Weights);
    const QColor g = theme.category(Category::Gradients);
    const QColor o = theme.category(Category::OptimizerStates);
    return barsDiagram({{QCoreApplication::translate("Guide", "Data parallel"), {{2, w, QStringLiteral("2Ψ")}, {2, g, QStringLiteral("2Ψ")}, {12, o, QStringLiteral("12Ψ")}}, QStringLiteral("16Ψ")},
                        {QCoreApplication::translate("Guide", "ZeRO-1"), {{2, w, QStringLiteral("2Ψ")}, {2, g, QStringLiteral("2Ψ")}, {1.5, o, {}}}, QStringLiteral("5.5Ψ")},
                        {QCoreApplication::translate("Guide", "ZeRO-2"), {{2, w, QStringLiteral("2Ψ")}, {0.25, g, {}}, {1.5, o, {}}}, QStringLiteral("3.75Ψ")},
                        {QCoreApplication::translate("Guide", "ZeRO-3"), {{0.25, w, {}}, {0.25, g, {}}, {1.5, o, {}}}, QStringLiteral("2Ψ")}},
                       palette);
}

QImage recomputation(const QPalette& palette)
{
    const QColor a = Theme(palette).category(model::Category::Activations);
    return barsDiagram({{QCoreApplication::translate("Guide", "No recomputation"), {{194, a, QStringLiteral("34 + 5as/h = 194")}}, QStringLiteral("194·sbh")},
                        {QCoreApplication::translate("Guide", "Selective"), {{34, a, {}}}, QStringLiteral("34·sbh")},
                        {QCoreApplication::translate("Guide", "Full"), {{2, a, {}}}, QStringLiteral("2·sbh")}},
                       palette);
}

QImage fragmentation(const QPalette& palette)
{
    const Theme theme(palette);
    const QColor used = theme.category(model::Category::Activations);
    return barsDiagram({{QCoreApplication::translate("Guide", "Reserved segment"),
                         {{3, used, QCoreApplication::translate("Guide", "in use")}, {1, {}, QCoreApplication::translate("Guide", "hole")}, {2, used, QCoreApplication::translate("Guide", "in use")}, {1.5, {}, QCoreApplication::translate("Guide", "hole")},
                          {2, used, QCoreApplication::translate("Guide", "in use")}, {0.5, {}, {}}},
                         {}},
                        {QCoreApplication::translate("Guide", "Next request"), {{2.5, theme.overflow(), QStringLiteral("2.5")}}, QCoreApplication::translate("Guide", "fits in no hole")}},
                       palette);
}

}  // namespace

std::vector<GuidePage> guidePages(const QPalette& palette)
{
    return {
        {QCoreApplication::translate("Guide", "The four elements of GPU memory"),
         QCoreApplication::translate("Guide", "<p>Training memory is <b>weights + gradients + optimizer states + activations</b>, plus temporaries, "
            "the CUDA context and fragmentation.</p>"
            "<p>With mixed-precision Adam the first three cost 16 bytes per parameter Ψ: 2 for the BF16 weights, 2 for "
            "the gradients, 12 for the FP32 master copy and Adam's two moments. A 7B model needs 112 GB for them "
            "alone, before a single activation. Activations grow with batch and sequence, and are the only element "
            "that can be recomputed.</p>"),
         fourElements(palette), QStringLiteral("7b-adam-states"), GuideView::Activations},
        {QCoreApplication::translate("Guide", "ZeRO stages"),
         QCoreApplication::translate("Guide", "<p>Data parallelism keeps every state on every GPU. <b>ZeRO</b> shards them over the N data-parallel "
            "ranks: stage 1 the optimizer states, stage 2 also the gradients, stage 3 also the weights, gathered "
            "layer by layer for about 1.5× the communication.</p>"
            "<p>Per GPU with N = 8: 16Ψ → 5.5Ψ → 3.75Ψ → 2Ψ. FSDP's full shard is ZeRO-3; Megatron's distributed "
            "optimizer is ZeRO-1.</p>"),
         zeroStages(palette), QStringLiteral("7b-zero3-dp8"), GuideView::Sweep},
        {QCoreApplication::translate("Guide", "Recomputation"),
         QCoreApplication::translate("Guide", "<p>Activations can be regenerated: drop them in the forward pass, compute them again in the backward "
            "pass. Per layer, in bytes (Korthikanti et al.):</p>"
            "<p><b>No recomputation</b>, eager attention: s·b·h·(34 + 5·a·s/h). <b>Selective</b> drops the attention "
            "scores: 34·s·b·h, for a few percent more compute. <b>Full</b> keeps only the layer's input: 2·s·b·h, "
            "for one more forward pass (about +33 % compute). Try selective first.</p>"),
         recomputation(palette), QStringLiteral("7b-activations-s4096-b8"), GuideView::Activations},
        {QCoreApplication::translate("Guide", "Offload"),
         QCoreApplication::translate("Guide", "<p>Offload trades PCIe time for GPU memory: first the optimizer states (12Ψ) with their update, which "
            "then runs on the CPU; then the gradients; the weights last (ZeRO-Infinity); NVMe when host RAM runs "
            "out.</p>"
            "<p>PCIe 4.0 ×16 moves about 32 GB/s: 112 GB of states take 3.5 s one way, so offload pays only when "
            "the step is long enough to hide the transfers. The timeline shows whether they are hidden.</p>"),
         chainDiagram({QCoreApplication::translate("Guide", "GPU memory\n~3 TB/s"), QCoreApplication::translate("Guide", "PCIe 4.0 ×16\n~32 GB/s"), QCoreApplication::translate("Guide", "CPU RAM\noptimizer step"),
                       QCoreApplication::translate("Guide", "NVMe\n3–25 GB/s")},
                      palette, 4),
         QStringLiteral("zero-offload-13b-1gpu"), GuideView::Timeline},
        {QCoreApplication::translate("Guide", "Fragmentation"),
         QCoreApplication::translate("Guide", "<p>PyTorch's caching allocator keeps freed blocks reserved for reuse. When tensors of many sizes come "
            "and go, the free space splits into holes too small for the next request: the memory is reserved but "
            "unusable, and a job can run out of memory with gigabytes free.</p>"
            "<p>Remedies: <code>expandable_segments:True</code>, fixed or bucketed shapes, and no "
            "<code>empty_cache()</code> in the loop. The Allocator tab replays a step through a simulation of the "
            "allocator.</p>"),
         fragmentation(palette), QStringLiteral("7b-zero2-dp8"), GuideView::Allocator},
        {QCoreApplication::translate("Guide", "The triage order"),
         QCoreApplication::translate("Guide", "<p>When a job runs out of memory, ask first <i>when</i>: in the forward pass (activations), in the "
            "backward pass or the optimizer step (states), or now and then (fragmentation). Then the decisive "
            "experiment: <b>set the micro-batch to 1</b>.</p>"
            "<p>Still out of memory: the states are the problem — LoRA or QLoRA if the task allows, an 8-bit "
            "optimizer, ZeRO or FSDP sharding, more parallelism, offload. It fits: the activations are — "
            "recomputation, FlashAttention, shorter sequences, context parallelism; then gradient accumulation "
            "restores the batch. BF16 and FlashAttention are nearly free: turn them on first.</p>"),
         chainDiagram({QCoreApplication::translate("Guide", "BF16 and FlashAttention on"), QCoreApplication::translate("Guide", "Micro-batch 1:\nstill out of memory?"),
                       QCoreApplication::translate("Guide", "Yes: shard, shrink or offload the states"), QCoreApplication::translate("Guide", "No: recompute or split the activations"),
                       QCoreApplication::translate("Guide", "Gradient accumulation\nrestores the batch"), QCoreApplication::translate("Guide", "Now and then:\nfix fragmentation")},
                      palette, 3),
         QStringLiteral("7b-full-finetune-24gb-s8192"), GuideView::Triage},
    };
}

}  // namespace memledger::widgets
