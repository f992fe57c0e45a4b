// The model shapes the benchmarks share, so every figure in a closing note is
// measured on the same Llama-3.1-70B (the preset's dimensions, without file I/O).
#pragma once

#include <cstdint>

#include "model/scenario.h"

namespace memledger::bench {

inline model::Scenario llama31_70b(std::int64_t seq)
{
    model::Scenario s;
    s.arch.name = "Llama 3.1 70B";
    s.arch.block = model::BlockStyle::Llama;
    s.arch.layers = 80;
    s.arch.hidden = 8192;
    s.arch.heads = 64;
    s.arch.kvHeads = 8;
    s.arch.ffn = 28672;
    s.arch.vocab = 128256;
    s.training.seq = seq;
    return s;
}

// TP 8 · PP 8 (two virtual stages) · DP 4 with sequence parallelism and Megatron's
// distributed optimizer: 256 GPUs, selective recomputation.
inline model::Scenario megatron3d(std::int64_t seq)
{
    model::Scenario s = llama31_70b(seq);
    s.framework = model::Framework::Megatron;
    s.training.gradAccum = 16;
    s.parallel.dp = 4;
    s.parallel.tp = 8;
    s.parallel.pp = 8;
    s.parallel.vpp = 2;
    s.parallel.sp = true;
    s.parallel.distributedOptimizer = true;
    s.memory.recompute = model::Recompute::Selective;
    return s;
}

}  // namespace memledger::bench
