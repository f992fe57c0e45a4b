// TRL's online-RL generation settings in a GRPOConfig (or RLOO's, GKD's): a vLLM engine
// colocated with the trainer maps onto the scenario's rollout engine, as TRL starts it
// (huggingface/trl @ f2cd5771 trl/trainer/grpo_config.py, trl/generation/vllm_generation.py).
#pragma once

#include <nlohmann/json.hpp>

#include "model/imports/config_object.h"
#include "model/imports/huggingface/trl_trainer.h"

namespace memledger::model {

// Takes use_vllm, vllm_mode, vllm_device, vllm_gpu_memory_utilization,
// vllm_tensor_parallel_size, vllm_enable_sleep_mode, steps_per_generation, beta and
// precompute_ref_log_probs, and a GKDConfig's teacher_model_name_or_path, lmbda and the rest, from
// `root`; `document` is read for the batch TRL sizes the engine's sequences by, `trainer` says
// whose config it is (trl_trainer.h).
void readTrlGeneration(ConfigObject& root, const nlohmann::json& document, TrlTrainer trainer);

}  // namespace memledger::model
