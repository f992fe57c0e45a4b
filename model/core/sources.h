// Citations shown in the formula inspector: the paper section or framework file
// each formula comes from.
#pragma once

namespace memledger::model::sources {

inline constexpr const char* kZero =
    "Rajbhandari et al. 2020, ZeRO: Memory Optimizations Toward Training Trillion Parameter Models "
    "(arXiv 1910.02054) §3.1 (2Ψ + 2Ψ + 12Ψ) and §5.1 (stages 1–3)";
inline constexpr const char* kKorthikanti =
    "Korthikanti et al. 2022, Reducing Activation Recomputation in Large Transformer Models "
    "(arXiv 2205.05198) §4.1, §4.2, Table 2";
inline constexpr const char* kKorthikantiPipeline =
    "Korthikanti et al. 2022 (arXiv 2205.05198) §4.2.3; Megatron-LM megatron/core/pipeline_parallel/schedules.py "
    "(warm-up micro-batches of 1F1B and the interleaved schedule)";
inline constexpr const char* kFlash =
    "Dao et al. 2022, FlashAttention (arXiv 2205.14135) §3.1: only the output and the softmax log-sum-exp are "
    "kept for backward";
inline constexpr const char* kMegatronGrads =
    "Megatron-LM megatron/core/distributed/param_and_grad_buffer.py: fp32 main_grad buffer "
    "(accumulate_allreduce_grads_in_fp32); docs/user-guide/features/dist_optimizer.md";
inline constexpr const char* kDeepSpeedZero3 =
    "DeepSpeed runtime/zero/stage3.py estimate_zero3_model_states_mem_needs: largest layer gathered in 16-bit "
    "with its 16-bit gradients (4·LL bytes)";
inline constexpr const char* kFsdp =
    "PyTorch FSDP (torch/distributed/fsdp): one unit unsharded in forward plus one prefetched "
    "(forward_prefetch / BACKWARD_PRE), unsharded gradient reduce-scattered in reduce_dtype";
inline constexpr const char* kDdpBuckets =
    "PyTorch DistributedDataParallel docs, gradient_as_bucket_view: 'the saved memory size will be equal to the "
    "total gradients size' (buckets hold a second copy when it is False, the default)";
inline constexpr const char* kDeepSpeedBuckets =
    "DeepSpeed runtime/zero/stage_1_and_2.py: contiguous_gradients allocates an ipg buffer of reduce_bucket_size "
    "elements (default 5e8)";
inline constexpr const char* kAdamForeach =
    "PyTorch torch/optim/adamw.py _multi_tensor_adamw: exp_avg_sq_sqrt = torch._foreach_sqrt(exp_avg_sqs) "
    "materialises one fp32 tensor per parameter during step()";
inline constexpr const char* kAutocast =
    "PyTorch torch.autocast (cache_enabled=True: casted weights are cached inside the region); autocast op "
    "reference: softmax, layer_norm and log_softmax run in float32";
inline constexpr const char* kQlora =
    "Dettmers et al. 2023, QLoRA (arXiv 2305.14314) §3: NF4 weights, 64-element blocks, double quantisation "
    "8/64 + 32/(64·256) = 0.127 bits per parameter";
inline constexpr const char* kLora =
    "Hu et al. 2021, LoRA (arXiv 2106.09685) §4.1: r·(d_in + d_out) trainable parameters per adapted matrix; "
    "PEFT keeps adapters in fp32 (autocast_adapter_dtype)";
inline constexpr const char* kEightBitAdam =
    "Dettmers et al. 2022, 8-bit Optimizers via Block-wise Quantization (arXiv 2110.02861) §2: two 8-bit states "
    "with one fp32 absmax per 2048-element block";
inline constexpr const char* kAdafactor =
    "Shazeer & Stern 2018, Adafactor (arXiv 1804.04235) §3: factored second moment, one row and one column "
    "vector per matrix, no first moment by default";
inline constexpr const char* kCrossEntropy =
    "Megatron-LM megatron/core/tensor_parallel/cross_entropy.py (fp32 exp-logits saved); transformers "
    "loss_utils.ForCausalLMLoss (logits.float() before cross_entropy)";
inline constexpr const char* kCudaContext =
    "Assumption: CUDA context, cuBLAS/cuDNN workspaces and kernels, outside torch.cuda.memory_allocated "
    "(≈0.5–1 GiB per process; SPEC §6)";
inline constexpr const char* kNccl = "Assumption: NCCL communicator buffers outside PyTorch's allocator (SPEC §6)";
inline constexpr const char* kFragmentation =
    "Assumption: caching-allocator slack, reserved − allocated (PyTorch docs, CUDA memory management; "
    "seed 003 calls > 20 % severe)";
inline constexpr const char* kOffload =
    "Ren et al. 2021, ZeRO-Offload (arXiv 2101.06840) §4: fp32 optimizer states and gradients on the host, "
    "16-bit parameters on the GPU";

}  // namespace memledger::model::sources
