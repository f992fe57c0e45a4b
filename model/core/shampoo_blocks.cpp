#include "model/core/shampoo_blocks.h"

#include <algorithm>
#include <cmath>

namespace memledger::model {

namespace {

constexpr double kDefaultSide = 1024;  // DistributedShampoo's max_preconditioner_dim

constexpr double kRootInverseFlops = 11;  // per d³: eigh (≈ 9) and Q·Λ·Qᵀ (2)

// The pieces torch.split cuts `length` into: their number, and Σ piece·(piece + 1), Σ piece²
// and Σ piece³ over them.
struct Pieces {
    double sum = 0;
    double count = 0;
    double squares = 0;
    double cubes = 0;
};

Pieces pieces(double length, double side)
{
    const double whole = std::floor(length / side);
    const double rest = length - whole * side;
    Pieces out{whole * side * (side + 1), whole, whole * side * side, whole * side * side * side};
    if (rest > 0) {
        out.sum += rest * (rest + 1);
        out.count += 1;
        out.squares += rest * rest;
        out.cubes += rest * rest * rest;
    }
    return out;
}

bool isVector(const ShampooTensor& t, double side)
{
    return t.columns <= 0 || t.rows <= 1 || t.columns <= 1 || t.rows * t.columns <= side;
}

double vectorLength(const ShampooTensor& t) { return t.columns <= 0 ? t.rows : t.rows * t.columns; }

double shard(double length, double shards) { return std::ceil(length / std::max(1.0, shards)); }

}  // namespace

double shampooBlockSide(const Training& training)
{
    return training.optimizerBlockSize > 0 ? training.optimizerBlockSize : kDefaultSide;
}

double shampooPreconditionerBytes(const ShampooTensor& tensor, double side)
{
    if (isVector(tensor, side))
        return tensor.count * 4 * pieces(vectorLength(tensor), side).sum;
    // Every block of a row piece pairs with every column piece.
    const Pieces rows = pieces(tensor.rows, side);
    const Pieces columns = pieces(tensor.columns, side);
    return tensor.count * 4 * (columns.count * rows.sum + rows.count * columns.sum);
}

double shampooStepFlops(const ShampooTensor& tensor, double side)
{
    if (isVector(tensor, side)) {
        // A vector block's factor is an outer product, its preconditioning a matrix-vector product.
        const Pieces v = pieces(vectorLength(tensor), side);
        return tensor.count * (4 * v.squares + kRootInverseFlops * v.cubes);
    }
    const Pieces rows = pieces(tensor.rows, side);
    const Pieces columns = pieces(tensor.columns, side);
    // Σ over blocks of 4·b1·b2·(b1 + b2), and of each block's two factors' root inverses.
    const double products = 4 * (rows.squares * tensor.columns + tensor.rows * columns.squares);
    const double roots = kRootInverseFlops * (columns.count * rows.cubes + rows.count * columns.cubes);
    return tensor.count * (products + roots);
}

double shampooLargestBlockSide(const std::vector<ShampooTensor>& tensors, double side)
{
    double largest = 0;
    for (const auto& t : tensors) {
        const double length = isVector(t, side) ? vectorLength(t) : std::max(t.rows, t.columns);
        largest = std::max(largest, std::min(length, side));
    }
    return largest;
}

std::vector<ShampooTensor> shampooLayerTensors(const Architecture& a, double shards)
{
    const double h = static_cast<double>(a.hidden);
    const double d = static_cast<double>(a.resolvedHeadDim());
    const double f = static_cast<double>(a.ffn);
    const double q = a.heads * d;
    const double kv = a.kvHeads * d;
    std::vector<ShampooTensor> out = {
        {shard(q, shards), h, 1},                        // q_proj
        {shard(kv, shards), h, 2},                       // k_proj, v_proj
        {shard(h, shards), q, 1},                        // o_proj
        {shard(f, shards), h, a.gatedMlp() ? 2.0 : 1.0}, // gate_proj, up_proj
        {shard(h, shards), f, 1},                        // down_proj
        {shard(h, shards), 0, static_cast<double>(a.layerNorms)},
    };
    if (a.qkNorm)
        out.push_back({shard(d, shards), 0, 2});
    if (a.bias || a.qkvBias) {
        out.push_back({shard(q, shards), 0, 1});
        out.push_back({shard(kv, shards), 0, 2});
    }
    if (a.bias) {
        out.push_back({shard(f, shards), 0, a.gatedMlp() ? 2.0 : 1.0});
        out.push_back({shard(h, shards), 0, 2});
    }
    return out;
}

std::vector<ShampooTensor> shampooEndTensors(const Architecture& a, bool first, bool last, double shards)
{
    const double h = static_cast<double>(a.hidden);
    const double vocab = static_cast<double>(a.vocab);
    std::vector<ShampooTensor> out;
    if (first)
        out.push_back({shard(vocab, shards), h, 1});
    if (last) {
        if (!a.tiedEmbeddings)
            out.push_back({shard(vocab, shards), h, 1});
        out.push_back({shard(h, shards), 0, 1});
    }
    return out;
}

}  // namespace memledger::model
