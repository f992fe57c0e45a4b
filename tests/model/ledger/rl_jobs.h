// RL jobs the ledger's tests share: verl's GRPO example on Qwen2.5-7B (research note §6).
#pragma once

#include "tests/model/test_support.h"

namespace memledger::test {

// 8 H100s, FSDP full shard with fp32 master weights and AdamW, full recomputation, the
// update's micro-batches of 8 sequences of 1,536 tokens; vLLM at TP 2 and u = 0.6 with 8,192
// batched tokens and 256 sequences, asleep at level 2 in its own processes.
inline model::Scenario verlGrpoQwen7b()
{
    model::Scenario s = presetScenario("qwen2.5-7b");
    s.training.precision = model::Precision::Bf16Amp;
    s.training.seq = 1536;
    s.training.microBatch = 8;
    s.parallel.dp = 8;
    s.parallel.fsdp = model::FsdpMode::FullShard;
    s.memory.recompute = model::Recompute::Full;
    s.rollout.engine = model::RolloutEngine::Vllm;
    s.rollout.gpuMemoryUtilization = 0.6;
    s.rollout.tp = 2;
    s.rollout.sleepLevel = 2;
    s.rollout.maxNumSeqs = 256;
    s.rollout.maxNumBatchedTokens = 8192;
    return s;
}

// The same job as verl's example runs it (use_kl_loss): the reference in host memory, as
// verl's FSDP worker keeps it, and old and reference log-probs 40 sequences at a time.
inline model::Scenario verlGrpoQwen7bWithReference()
{
    model::Scenario s = verlGrpoQwen7b();
    s.training.logprobMicroBatch = 40;
    s.reference.model = model::ReferenceModel::Policy;
    s.reference.offload = true;
    return s;
}

}  // namespace memledger::test
