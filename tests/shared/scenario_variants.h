// Variants of the worked scenarios that turn on the settings configuration formats spell
// differently and the ledger counts differently (recompute modes, ZeRO and FSDP, LoRA,
// losses, optimizers, offload): the export round trip and the translation check walk them.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "model/core/scenario.h"

namespace memledger::model::test {

struct Variant {
    std::string name;
    std::function<void(Scenario&)> change;
};

// Each a setting that one or another format writes with words of its own.
// The Hugging Face Trainer with `optimizer` on one GPU, the whole model trained on the GPU: the
// layout GaLore, APOLLO and Adam-mini are modelled in.
inline void underTheTrainer(Scenario& s, Optimizer optimizer)
{
    s.framework = Framework::HfTrainer;
    s.parallel = {};
    s.memory.lora = {};
    s.memory.offload = {};
    s.training.optimizer = optimizer;
}

inline std::vector<Variant> variants()
{
    return {
        {"as-worked", [](Scenario&) {}},
        {"full-recompute", [](Scenario& s) { s.memory.recompute = Recompute::Full; }},
        {"selective-recompute", [](Scenario& s) { s.memory.recompute = Recompute::Selective; }},
        {"op-recompute", [](Scenario& s) { s.memory.recompute = Recompute::Op; }},
        {"every-2-layers",
         [](Scenario& s) {
             s.memory.recompute = Recompute::Uniform;
             s.memory.recomputeLayers = 2;
         }},
        {"zero1-dp8",
         [](Scenario& s) {
             s.parallel.dp = 8;
             s.parallel.zeroStage = 1;
         }},
        {"zero3-dp8",
         [](Scenario& s) {
             s.parallel.dp = 8;
             s.parallel.zeroStage = 3;
         }},
        {"fsdp-full-shard",
         [](Scenario& s) {
             s.parallel.dp = 8;
             s.parallel.fsdp = FsdpMode::FullShard;
         }},
        {"tp2-pp2-sp",
         [](Scenario& s) {
             s.parallel.tp = 2;
             s.parallel.pp = 2;
             s.parallel.sp = true;
         }},
        {"tp2-sp-comm-overlap",
         [](Scenario& s) {
             s.parallel.tp = 2;
             s.parallel.sp = true;
             s.parallel.tpCommOverlap = true;
         }},
        {"pp2-gpipe-accumulation-4",
         [](Scenario& s) {
             s.parallel.pp = 2;
             s.parallel.schedule = PipelineSchedule::GPipe;
             s.training.gradAccum = 4;
         }},
        {"accumulation-4-micro-2",
         [](Scenario& s) {
             s.training.gradAccum = 4;
             s.training.microBatch = 2;
         }},
        {"lora-r16",
         [](Scenario& s) {
             s.memory.lora.rank = 16;
         }},
        {"chunked-loss",
         [](Scenario& s) {
             s.training.loss = Loss::Chunked;
             s.training.lossChunks = 16;
         }},
        {"fused-loss", [](Scenario& s) { s.training.loss = Loss::Fused; }},
        {"sgd", [](Scenario& s) { s.training.optimizer = Optimizer::SgdMomentum; }},
        {"adamw-8bit", [](Scenario& s) { s.training.optimizer = Optimizer::AdamW8bit; }},
        {"optimizer-offload",
         [](Scenario& s) {
             s.parallel.dp = 4;
             s.parallel.zeroStage = 3;
             s.memory.offload.optimizer = OffloadTarget::Cpu;
         }},
        {"fp16", [](Scenario& s) { s.training.precision = Precision::Fp16Mixed; }},
        {"soap-megatron",
         [](Scenario& s) {
             s.framework = Framework::Megatron;
             s.training.optimizer = Optimizer::Soap;
         }},
        {"galore-layerwise",
         [](Scenario& s) {
             underTheTrainer(s, Optimizer::GaLore);
             s.training.optimizerRank = 256;
             s.training.optimizerInBackward = true;
             s.training.gradAccum = 1;
             s.training.globalBatch = 0;
         }},
        {"galore-pure-bf16",
         [](Scenario& s) {
             underTheTrainer(s, Optimizer::GaLore);
             s.training.precision = Precision::Bf16Pure;
         }},
        {"adam-mini", [](Scenario& s) { underTheTrainer(s, Optimizer::AdamMini); }},
        {"shampoo", [](Scenario& s) { underTheTrainer(s, Optimizer::Shampoo); }},
        {"apollo-mini",
         [](Scenario& s) {
             underTheTrainer(s, Optimizer::Apollo);
             s.training.optimizerRank = 1;
         }},
        {"fp8-tensorwise", [](Scenario& s) { s.training.fp8Recipe = Fp8Recipe::Tensorwise; }},
        {"fp8-primary-weights",
         [](Scenario& s) {
             s.framework = Framework::Megatron;
             s.training.precision = Precision::Fp32;   // with the fp32 master of the quantized linears
             s.training.fp8Recipe = Fp8Recipe::Blockwise;
             s.training.fp8Params = true;
         }},
    };
}

}  // namespace memledger::model::test
