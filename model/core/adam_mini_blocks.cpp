#include "model/core/adam_mini_blocks.h"

#include <cmath>

namespace memledger::model {

namespace {

// dim * dim // n_heads with dim = hidden_size, n_heads = num_attention_heads (LLaMA-Factory).
double headNumel(const Architecture& a) { return std::floor(static_cast<double>(a.hidden) * a.hidden / a.heads); }

}  // namespace

double adamMiniLayerBlocks(const Architecture& a)
{
    const double h = static_cast<double>(a.hidden);
    const double d = static_cast<double>(a.resolvedHeadDim());
    const double f = static_cast<double>(a.ffn);
    const double q = a.heads * d;
    const double kv = a.kvHeads * d;
    double blocks = (q * h + kv * h) / headNumel(a);   // q_proj, k_proj
    blocks += kv + h;                                   // v_proj, o_proj: a row each
    blocks += (a.gatedMlp() ? 2 : 1) * f + h;           // gate and up, down
    blocks += a.layerNorms + (a.qkNorm ? 2 : 0);        // norms, q_norm and k_norm
    if (a.bias || a.qkvBias)
        blocks += q + 2 * kv;
    if (a.bias)
        blocks += (a.gatedMlp() ? 2 : 1) * f + 2 * h;
    return blocks;
}

double adamMiniEndBlocks(const Architecture& a, bool first, bool last)
{
    const double vocab = static_cast<double>(a.vocab);
    double blocks = first ? vocab : 0.0;
    if (last)
        blocks += (a.tiedEmbeddings ? 0.0 : vocab) + 1;
    return blocks;
}

bool adamMiniHeadsDivide(const Architecture& a)
{
    const double block = headNumel(a);
    const double h = static_cast<double>(a.hidden);
    const double d = static_cast<double>(a.resolvedHeadDim());
    return block > 0 && std::fmod(a.heads * d * h, block) == 0 && std::fmod(a.kvHeads * d * h, block) == 0;
}

}  // namespace memledger::model
