// Model shapes that benchmarks and tests share, built without file I/O (the
// Llama-3.1-70B preset's dimensions), so every figure is measured on the same model.
#pragma once

#include <cstdint>

#include "model/core/scenario.h"

namespace memledger::shapes {

// Two Llama layers of a small shape (h 1024, GQA 8/4, FFN 2816) in pure bf16 under the
// Hugging Face Trainer's profile: quick to replay through the allocator, every term present.
inline model::Scenario twoLayerLlama(std::int64_t seq)
{
    model::Scenario s;
    s.framework = model::Framework::HfTrainer;
    s.arch.layers = 2;
    s.arch.hidden = 1024;
    s.arch.heads = 8;
    s.arch.kvHeads = 4;
    s.arch.ffn = 2816;
    s.arch.vocab = 32000;
    s.training.seq = seq;
    s.training.microBatch = 2;
    s.training.precision = model::Precision::Bf16Pure;
    return s;
}

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

// DeepSeek-V3 (config.json: 61 layers, the first 3 dense; h 7168; latent attention with
// q_lora 1536, kv_lora 512, heads of 128 + 64 and values of 128; 256 experts of 2048, one
// shared, top-8) with one MTP layer, on Megatron at EP 64 · PP 16 (4 layers a stage, 1 on
// the last, as NVIDIA's recipe splits it) · DP 64, ETP 1: 1,024 GPUs.
inline model::Scenario deepSeekV3Ep64Pp16(std::int64_t seq)
{
    model::Scenario s;
    s.arch.name = "DeepSeek-V3";
    s.arch.block = model::BlockStyle::Llama;
    s.arch.layers = 61;
    s.arch.hidden = 7168;
    s.arch.heads = 128;
    s.arch.kvHeads = 128;
    s.arch.headDim = 128;
    s.arch.ffn = 18432;
    s.arch.vocab = 129280;
    s.arch.moe = {256, 8, 1, 2048, 3};
    s.arch.mla = {1536, 512, 128, 64, 128};
    s.arch.mtpLayers = 1;
    s.framework = model::Framework::Megatron;
    s.training.seq = seq;
    s.training.gradAccum = 128;
    s.parallel.dp = 64;
    s.parallel.pp = 16;
    s.parallel.ep = 64;
    s.parallel.etp = 1;
    s.parallel.distributedOptimizer = true;
    s.parallel.stageLayers = {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 1};
    s.memory.recompute = model::Recompute::Selective;
    s.memory.recomputeModules = "mla_up_proj mlp moe_act layernorm";
    return s;
}

// A row the planner returns for Llama 3.1 70B on 64 H100s at a global batch of 512: Megatron at
// DP 2 · TP 4 · PP 4 · CP 2 with the distributed optimizer and 256 micro-batches a step, whose
// stages' allocator replays settle after 4 to 170 pairs into cycles of 1 to 4.
inline model::Scenario llama70bPlannedRow(std::int64_t seq)
{
    model::Scenario s = llama31_70b(seq);
    s.framework = model::Framework::Megatron;
    s.parallel.pp = 4;
    s.parallel.tp = 4;
    s.parallel.cp = 2;
    s.parallel.dp = 2;
    s.parallel.zeroStage = 1;
    s.training.gradAccum = 256;
    return s;
}

// An RL job: Llama 3.1 70B under FSDP full shard on 64 GPUs with a colocated vLLM engine
// at TP 8 that sleeps at level 1 (its weights on the host), a reference in host memory and a
// critic: every term of the trainer, the critic's, the reference's, the engine's four, and
// every phase (rollout, log-prob passes, the update's).
inline model::Scenario llama70bGrpoColocated(std::int64_t seq)
{
    model::Scenario s = llama31_70b(seq);
    s.parallel.dp = 64;
    s.parallel.fsdp = model::FsdpMode::FullShard;
    s.memory.recompute = model::Recompute::Full;
    s.rollout.engine = model::RolloutEngine::Vllm;
    s.rollout.tp = 8;
    s.rollout.gpuMemoryUtilization = 0.5;
    s.rollout.sleepLevel = 1;
    s.reference.model = model::ReferenceModel::Policy;
    s.reference.offload = true;
    s.critic.model = model::CriticModel::Policy;
    return s;
}

// A distillation job: a Llama 3.1 70B student with LoRA taught by a teacher of its own shape,
// both sharded by FSDP over 8 GPUs, the chunked loss (the teacher's terms and its pass).
inline model::Scenario llama70bDistilled(std::int64_t seq)
{
    model::Scenario s = llama31_70b(seq);
    s.framework = model::Framework::Fsdp;
    s.parallel.dp = 8;
    s.parallel.fsdp = model::FsdpMode::FullShard;
    s.memory.lora.rank = 16;
    s.training.loss = model::Loss::Chunked;
    s.teacher.modelId = "llama-3.1-70b";
    s.teacher.arch = s.arch;
    return s;
}

// ZeRO-3 on 8 ranks with optimizer and parameters on the host: the layout with the most
// timeline spans (every layer of every micro-batch fetches, gathers and reduces).
inline model::Scenario zero3OffloadEverything(std::int64_t microBatches)
{
    model::Scenario s = llama31_70b(4096);
    s.framework = model::Framework::DeepSpeed;
    s.training.gradAccum = microBatches;
    s.parallel.dp = 8;
    s.parallel.zeroStage = 3;
    s.memory.recompute = model::Recompute::Full;
    s.memory.offload.optimizer = model::OffloadTarget::Cpu;
    s.memory.offload.parameters = model::OffloadTarget::Cpu;
    s.hardware.hostRamBytes = 8e12;
    return s;
}

}  // namespace memledger::shapes
