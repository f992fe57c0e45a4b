#include "model/timeline/kernel_costs.h"

#include <algorithm>

#include "model/activations/activations.h"
#include "model/core/te_quantization.h"

namespace memledger::model {

double quantizedLinearRate(const Scenario& scenario, double sixteenBitRate)
{
    const double peak = lowPrecisionPeak(scenario);
    return peak > 0 ? peak * scenario.performance.lowPrecisionEfficiency : sixteenBitRate;
}

namespace {

// Bytes per element an op that reads one tensor and writes one of the same shape moves.
double readWrite(double width) { return 2.0 * width; }

// Casting one element of a linear's input to the GEMM's format, both usages (row-wise for the
// forward GEMM, column-wise kept for the weight gradient): Transformer Engine's cast kernels
// and compiled torchao read the 16-bit value once and write both; eager torchao reads it for
// the amax, again for the cast, then transposes the row-wise copy.
double castBytes(const Scenario& s)
{
    const double width = activationBytes(s.training.precision);
    const double quantized = s.training.float8 ? 1.0 : quantizedActivationBytes(s.training.fp8Recipe);
    const bool eagerTorchao = s.training.float8 && s.memory.kernels == Kernels::Eager;
    return eagerTorchao ? 2.0 * width + 3.0 * quantized : width + 2.0 * quantized;
}

// One norm over `width` elements: a fused kernel (and PyTorch's own LayerNorm) reads and
// writes it once; eager RMSNorm (Hugging Face's, torchtitan's) upcasts to fp32, squares,
// averages, scales and casts back, six kernels: 4·w + 28 bytes per element.
double normBytes(const Scenario& s, double elements)
{
    const double width = activationBytes(s.training.precision);
    const bool eagerRms = s.memory.kernels == Kernels::Eager && s.arch.norm == NormKind::RmsNorm;
    return elements * (eagerRms ? 4.0 * width + 28.0 : readWrite(width));
}

// The MLP's activation function per element of its width f: fused, read the gate (and up)
// and write the product; eager SwiGLU runs SiLU then the product (5·w), eager quick GeGLU
// two clamps, a scale, a sigmoid, two products and an add (gpt-oss's experts: 16·w); GELU is
// one kernel either way.
double activationFunctionBytes(const Scenario& s, double elements)
{
    const double width = activationBytes(s.training.precision);
    const bool eager = s.memory.kernels == Kernels::Eager;
    switch (s.arch.mlp) {
    case MlpKind::SwiGlu: return elements * width * (eager ? 5.0 : 3.0);
    case MlpKind::QuickGeGlu: return elements * width * (eager ? 16.0 : 3.0);
    case MlpKind::Gelu: break;
    }
    return elements * readWrite(width);
}

}  // namespace

double layerElementwiseBytes(const Scenario& s, bool moe, double routedRows)
{
    const auto& a = s.arch;
    const auto& p = s.parallel;
    const double width = activationBytes(s.training.precision);
    const double tokens = static_cast<double>(s.training.microBatch * s.training.seq) / p.cp;
    const double tp = p.tp;
    // Norms and residual adds run on the whole hidden state, each TP rank on its 1/t of the
    // tokens under sequence parallelism and on all of them without.
    const double hiddenRows = tokens / (p.sp ? tp : 1.0);
    const double h = static_cast<double>(a.hidden);
    double bytes = a.layerNorms * normBytes(s, hiddenRows * h);
    bytes += 2.0 * hiddenRows * h * 3.0 * width;  // two residual adds: read two, write one

    const double headDim = static_cast<double>(a.resolvedHeadDim());
    const double queryWidth = a.heads * (a.mla.enabled() ? static_cast<double>(a.mla.qkHeadDim()) : headDim) / tp;
    const double keyWidth = a.mla.enabled() ? static_cast<double>(a.mla.qkHeadDim()) * a.heads / tp
                                            : a.kvHeads * headDim / tp;
    if (a.qkNorm)
        bytes += normBytes(s, tokens * (queryWidth + keyWidth));
    if (a.mla.enabled())
        bytes += normBytes(s, tokens * static_cast<double>(a.mla.qLoraRank + a.mla.kvLoraRank));
    if (a.position == PositionKind::Rope) {
        // Rotary embeddings on the rotated part of the queries and keys (MLA rotates its
        // rope dimensions only, the key's shared by every head); eager rotate_half is
        // five kernels over the tensor (10·w an element), a fused one reads and writes it.
        const double rotated = a.mla.enabled()
                                   ? static_cast<double>(a.mla.qkRopeHeadDim) * (a.heads / tp + 1.0)
                                   : queryWidth + keyWidth;
        bytes += tokens * rotated * width * (s.memory.kernels == Kernels::Eager ? 10.0 : 2.0);
    }
    if (s.memory.attention == Attention::Eager) {
        // The score matrix of every head over the whole sequence (masked, not skipped): the
        // scores written, their fp32 softmax read and written, cast back and read by P·V.
        bytes += tokens * (a.heads / tp) * static_cast<double>(s.training.seq) * (4.0 * width + 8.0);
    }

    const double denseWidth = moe ? static_cast<double>(a.moe.sharedExperts) * a.moe.expertFfn / tp
                                  : static_cast<double>(a.ffn) / tp;
    const double expertWidth = static_cast<double>(a.moe.expertFfn) / p.expertTp();
    bytes += activationFunctionBytes(s, tokens * denseWidth + routedRows * expertWidth);
    // The routed rows copied to their experts' order and back (permute, unpermute).
    bytes += routedRows * h * 2.0 * readWrite(width);

    if (quantizedLinears(s)) {
        // Every quantized linear's input, cast once per pass: the attention block's (and
        // MLA's latent up-projections'), its output projection's, the MLP's or the experts'
        // two. Megatron's output projection under every recipe but delayed keeps its
        // 16-bit input and still casts it for the GEMM.
        const double valueWidth = a.heads * (a.mla.enabled() ? static_cast<double>(a.mla.vHeadDim) : headDim) / tp;
        double inputs = tokens * (h + valueWidth);
        if (a.mla.enabled())
            inputs += tokens * static_cast<double>(a.mla.qLoraRank + a.mla.kvLoraRank);
        if (denseWidth > 0)
            inputs += tokens * (h + denseWidth);
        inputs += routedRows * (h + expertWidth);
        bytes += inputs * castBytes(s);
    }
    return bytes;
}

double lossElementwiseBytes(const Scenario& s, double paddedVocab)
{
    const auto& p = s.parallel;
    const double width = activationBytes(s.training.precision);
    const double tokens = static_cast<double>(s.training.microBatch * s.training.seq) / p.cp;
    // Over the logits: upcast to fp32 (w + 4), log-softmax or its in-place max/exp/sum (8),
    // the gradient's write-back counted in the backward; a compiled loss reads the 16-bit
    // logits and writes their 16-bit gradient only.
    const double perLogit = s.training.compile ? 2.0 * width : width + 12.0;
    return tokens * paddedVocab / p.tp * perLogit;
}

}  // namespace memledger::model
