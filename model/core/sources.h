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
inline constexpr const char* kPipelineSchedules =
    "PyTorch torch/distributed/pipelining/schedules.py (ScheduleGPipe, ScheduleLoopedBFS, ScheduleZBVZeroBubble, "
    "ScheduleDualPipeV); deepseek-ai/DualPipe @ 3da1bbe dualpipe.py step() and README (parameters 2×, activations "
    "PP + 1); Qi et al. 2024, Zero Bubble Pipeline Parallelism (arXiv 2401.10241) §3 (ZB-H1: 1F1B's memory)";
inline constexpr const char* kMultiTokenPrediction =
    "Megatron-LM megatron/core/transformer/multi_token_prediction.py @ d98e8a64 (MultiTokenPredictionLayer: enorm, "
    "hnorm, eh_proj, one transformer layer, final_layernorm; process_mtp_loss: D + 1 sets of logits); DeepSeek-V3 "
    "technical report (arXiv 2412.19437) §2.2";
inline constexpr const char* kHfLoadBalancingLoss =
    "transformers src/transformers/models/qwen3_moe/modeling_qwen3_moe.py @ 00d4b3d (load_balancing_loss_func; "
    "Qwen3MoeForCausalLM.forward with output_router_logits: the cross-entropy first, then the balancing loss over "
    "every MoE layer's router logits); Mixtral, Qwen2-MoE and the other MoE models' modelling files alike";
inline constexpr const char* kFlash =
    "Dao et al. 2022, FlashAttention (arXiv 2205.14135) §3.1: only the output and the softmax log-sum-exp are "
    "kept for backward";
inline constexpr const char* kMegatronGrads =
    "Megatron-LM megatron/core/distributed/param_and_grad_buffer.py: fp32 main_grad buffer "
    "(accumulate_allreduce_grads_in_fp32); docs/user-guide/features/dist_optimizer.md";
inline constexpr const char* kPrecisionAwareOptimizer =
    "NVIDIA/Megatron-LM @ d98e8a64 megatron/core/optimizer/optimizer_config.py (use_precision_aware_optimizer, "
    "store_param_remainders, main_grads/main_params/exp_avg/exp_avg_sq dtypes), optimizer/__init__.py (TE FusedAdam "
    "with master_weights); NVIDIA/TransformerEngine pytorch/optimizers/fused_adam.py (int16 remainders beside bf16 "
    "params; non-fp32 states unscaled into fp32 copies for the whole group at step())";
inline constexpr const char* kDeepSpeedZero3 =
    "DeepSpeed deepspeed/runtime/zero/stage3.py estimate_zero3_model_states_mem_needs: largest layer gathered in 16-bit "
    "with its 16-bit gradients (4·LL bytes)";
inline constexpr const char* kFsdp =
    "PyTorch torch/distributed/fsdp/fully_sharded_data_parallel.py (forward_prefetch, BACKWARD_PRE) and FSDP2 "
    "torch/distributed/fsdp/_fully_shard/_fsdp_collectives.py: one unit unsharded for compute plus one "
    "prefetched; a unit's unsharded gradient reduce-scattered in reduce_dtype";
inline constexpr const char* kDdpBuckets =
    "PyTorch DistributedDataParallel docs, gradient_as_bucket_view: 'the saved memory size will be equal to the "
    "total gradients size' (buckets hold a second copy when it is False, the default)";
inline constexpr const char* kDeepSpeedBuckets =
    "DeepSpeed deepspeed/runtime/zero/stage_1_and_2.py: contiguous_gradients allocates an ipg buffer of reduce_bucket_size "
    "elements (default 5e8)";
inline constexpr const char* kAdamForeach =
    "PyTorch torch/optim/adamw.py _multi_tensor_adamw: exp_avg_sq_sqrt = torch._foreach_sqrt(exp_avg_sqs) "
    "materialises one fp32 tensor per parameter during step()";
inline constexpr const char* kAutocast =
    "PyTorch docs, Automatic Mixed Precision package (torch.amp): torch.autocast(cache_enabled=True) caches the "
    "casted weights inside the region; Autocast Op Reference: softmax, layer_norm and log_softmax run in float32";
inline constexpr const char* kQlora =
    "Dettmers et al. 2023, QLoRA (arXiv 2305.14314) §3: NF4 weights, 64-element blocks, double quantisation "
    "8/64 + 32/(64·256) = 0.127 bits per parameter";
inline constexpr const char* kLora =
    "Hu et al. 2021, LoRA (arXiv 2106.09685) §4.1: r·(d_in + d_out) trainable parameters per adapted matrix; "
    "PEFT keeps adapters in fp32 (autocast_adapter_dtype)";
inline constexpr const char* kEightBitAdam =
    "Dettmers et al. 2022, 8-bit Optimizers via Block-wise Quantization (arXiv 2110.02861) §2: two 8-bit states, "
    "quantised block-wise; bitsandbytes optim/optimizer.py Optimizer8bit.init_state keeps one fp32 absmax per "
    "256-element block (the paper's 2048: the code wins)";
inline constexpr const char* kFourBitAdam =
    "torchao torchao/optim/subclass_4bit.py (OptimState4bit: two 4-bit codes a byte, one fp32 scale per "
    "128-element block) and adam.py (AdamW4bit: exp_avg and exp_avg_sq both quantised) @ 36027d82; Li et al. "
    "2023, Memory Efficient Optimizers with 4-bit States (arXiv 2309.01507)";
inline constexpr const char* kAdafactor =
    "Shazeer & Stern 2018, Adafactor (arXiv 1804.04235) §3: factored second moment, one row and one column "
    "vector per matrix, no first moment by default";
inline constexpr const char* kCrossEntropy =
    "Megatron-LM megatron/core/tensor_parallel/cross_entropy.py (fp32 exp-logits saved); transformers "
    "loss_utils.ForCausalLMLoss (logits.float() before cross_entropy)";
inline constexpr const char* kOpRecompute =
    "pytorch/torchtitan @ 9a8cb98f1a85a1c842ae3217184fde2f0a5b3fc1 torchtitan/models/llama3/infra/parallelize.py "
    "_save_list and _get_custom_policy (every second aten.mm recomputed, SDPA outputs saved); PyTorch "
    "torch/utils/checkpoint.py create_selective_checkpoint_contexts";
inline constexpr const char* kFusedCrossEntropy =
    "Megatron-LM megatron/core/tensor_parallel/cross_entropy.py VocabParallelCrossEntropy: exp of the fp32 logits "
    "computed in place and saved; backward writes the gradient into that buffer";
inline constexpr const char* kChunkedCrossEntropy =
    "pytorch/torchtune @ 30b8519e86d2094879576e16ab1f8d21a6f6f9f7 torchtune/modules/loss/ce_chunked_output_loss.py "
    "(8 chunks, .float() per chunk) and torchtune/modules/transformer.py chunked_output (bf16 chunks kept until the "
    "loss is done); PyTorch derivatives.yaml: _log_softmax backward needs its fp32 result";
inline constexpr const char* kCompiledCrossEntropy =
    "pytorch/torchtune @ 30b8519e86d2094879576e16ab1f8d21a6f6f9f7 torchtune/training/_compile.py compile_loss "
    "(the upcast and cross-entropy of each chunk compiled); PyTorch torch/_functorch/partitioners.py "
    "min_cut_rematerialization_partition (the fp32 upcast and softmax are recomputed in backward from the saved "
    "16-bit input, with the per-token log-sum-exp)";
inline constexpr const char* kSelectiveLogSoftmax =
    "huggingface/trl @ f2cd5771 trl/trainer/utils.py selective_log_softmax (a 16-bit log_softmax per row, the "
    "labels' log-probabilities gathered), trl/trainer/dpo_trainer.py _compute_loss ([chosen, rejected] in one "
    "batch), trl/trainer/grpo_trainer.py _get_per_token_logps_and_entropies; PyTorch derivatives.yaml: "
    "_log_softmax backward needs its result, unbind backward stacks the rows' gradients";
inline constexpr const char* kLossBackward =
    "PyTorch derivatives.yaml: nll_loss_backward writes an fp32 gradient of the log-probabilities and "
    "_log_softmax_backward_data an fp32 gradient of the logits while the first is alive (measured: "
    "docs/validation-h200.md, group c)";
inline constexpr const char* kGradientLifetime =
    "PyTorch torch/csrc/autograd/functions/accumulate_grad.h: a .grad is created when backward first reaches its "
    "parameter; optimizer.zero_grad(set_to_none=True), the default since PyTorch 2.0, frees it after the step";
inline constexpr const char* kOptimizerInBackward =
    "pytorch/torchtune @ 30b8519e86d2094879576e16ab1f8d21a6f6f9f7 torchtune/training/memory.py "
    "register_optim_in_bwd_hooks: register_post_accumulate_grad_hook steps one parameter and frees its gradient";
inline constexpr const char* kPagedOptimizer =
    "bitsandbytes-foundation/bitsandbytes @ 95f9af309d4d5793847169c39288dcd3fcbdf564 bitsandbytes/functional.py "
    "get_paged (cudaMallocManaged): paged optimizer states are outside PyTorch's caching allocator";
inline constexpr const char* kCudaContext =
    "Assumption: CUDA context, cuBLAS/cuDNN handles and kernels, outside torch.cuda.memory_allocated (PyTorch "
    "docs, CUDA semantics › Memory management); 0.60 GiB measured on an H200 with PyTorch 2.11 "
    "(docs/validation-h200.md); docs/model.md#cuda-context";
inline constexpr const char* kCublasWorkspace =
    "pytorch/pytorch aten/src/ATen/cuda/CublasHandlePool.cpp: parseChosenWorkspaceSize (CUBLAS_WORKSPACE_CONFIG, "
    "each :SIZE:COUNT adding SIZE KiB × COUNT since pytorch#89027; default 32 MiB on compute capability 9, and on "
    "10–12 in the 2026 sources, else :4096:2:16:8), setWorkspaceForHandle (one workspace per (handle, stream), from "
    "the CUDA caching allocator, kept in cublas_handle_stream_to_workspace; cuBLASLt shares it, "
    "TORCH_CUBLASLT_UNIFIED_WORKSPACE), getCurrentCUDABlasHandle (a thread-local handle pool: the autograd "
    "engine's device thread holds its own); NVIDIA/Megatron-LM @ d98e8a64 "
    "megatron/core/tensor_parallel/layers.py LinearWithGradAccumulationAndAsyncCommunication (the output layer's "
    "torch.matmul forward and backward)";
inline constexpr const char* kTeCublasWorkspace =
    "NVIDIA/TransformerEngine @ d0067d0da6cb01811b8072a7d304f0e00344ce2b transformer_engine/pytorch/cpp_extensions/"
    "gemm.py get_cublas_workspace_size_bytes (32 MiB + 1024 B from compute capability 9, else 4 MiB) and "
    "get_cublas_workspace (lru_cache per device: one, or nvte_get_num_compute_streams() = 4 for grouped GEMMs "
    "(common/util/multi_stream.cpp), or _NUM_MAX_UB_STREAMS = 3 for Userbuffers; torch.empty, so the caching "
    "allocator's); NVIDIA/Megatron-LM @ d98e8a64 megatron/core/transformer/moe/experts.py TEGroupedMLP "
    "(--moe-grouped-gemm)";
inline constexpr const char* kNccl =
    "Assumption: NCCL communicator buffers, allocated by NCCL outside PyTorch's caching allocator (NCCL User Guide, "
    "Environment Variables › NCCL_BUFFSIZE, NCCL_MIN_NCHANNELS); docs/model.md#nccl-buffers";
inline constexpr const char* kFragmentation =
    "Assumption: caching-allocator slack, reserved − allocated (PyTorch docs, CUDA semantics › Memory management; "
    "pytorch/pytorch c10/cuda/CUDACachingAllocator.cpp); 2.2–25.8 % of peak allocated measured on an H200 "
    "(docs/validation-h200.md); docs/model.md#fragmentation";
inline constexpr const char* kSimulatedFragmentation =
    "Simulated: the stage's training step (model/allocator/trace_generator.h) replayed through PyTorch's CUDA "
    "caching allocator as pytorch/pytorch c10/cuda/CUDACachingAllocator.cpp @ "
    "001074d25084fdb87a799823e395a50f5ec044d3 implements it (round_size, get_allocation_size, best fit, should_split, "
    "small and large pools, max_split_size, expandable segments); docs/model.md#fragmentation";
inline constexpr const char* kBackwardWorkingSet =
    "MemLedger's bound from the layer's saved-tensor inventory (docs/model.md#backward-working-set); autograd frees "
    "each saved tensor once its backward node has run (PyTorch docs, Autograd mechanics › Saved tensors)";
inline constexpr const char* kRecomputeGroups =
    "Megatron-LM megatron/core/transformer/transformer_block.py _checkpointed_forward (recompute_method uniform "
    "or block, recompute_num_layers); Chen et al. 2016, Training Deep Nets with Sublinear Memory Cost "
    "(arXiv 1604.06174)";
inline constexpr const char* kSgdMomentum =
    "PyTorch torch/optim/sgd.py: one momentum_buffer per parameter, in the parameter's dtype";
inline constexpr const char* kLion =
    "Chen et al. 2023, Symbolic Discovery of Optimization Algorithms (arXiv 2302.06675): Lion keeps one momentum "
    "buffer per parameter";
inline constexpr const char* kGaLore =
    "jiaweizzhao/GaLore @ 1317b5f7 galore_torch/adamw.py (exp_avg, exp_avg_sq = zeros_like(projected grad)), "
    "galore_projector.py get_orthogonal_matrix (ortho_matrix = Vh[:rank, :] or U[:, :rank] of torch.linalg.svd, a "
    "view that keeps the whole factor for fp32 data); huggingface/transformers trainer.py setup_low_rank_optimizer "
    "(optim_target_modules' nn.Linear weights; the rest in the same optimizer without projection); "
    "docs/model.md#galore-and-apollo";
inline constexpr const char* kApollo =
    "zhuhanqing/APOLLO @ 76b3472 apollo_torch/apollo.py (exp_avg, exp_avg_sq of the projected gradient), "
    "random_projector.py get_orthogonal_matrix (randn(rank, n) / sqrt(rank), a fresh tensor); huggingface/transformers "
    "trainer.py (proj random, scale_type channel, rank 128); docs/model.md#galore-and-apollo";
inline constexpr const char* kAdamMini =
    "zyushun/Adam-mini @ 402aadf adam_mini/adam_mini.py Adam_mini.step (m = zeros_like(p) for every parameter; vmean "
    "per head_numel = dim²/n_heads block of q_proj and k_proj, per row of the embedding, output layer, v_proj, o_proj "
    "and MLP weights, one for a norm, a full v for a bias); hiyouga/LLaMA-Factory trainer_utils.py "
    "_create_adam_mini_optimizer (dim = hidden_size, n_heads = num_attention_heads); docs/model.md#adam-mini";
inline constexpr const char* kShampoo =
    "facebookresearch/optimizers @ f6066066 distributed_shampoo/distributed_shampoo.py (defaults: "
    "max_preconditioner_dim 1024, betas (0.9, 1.0), no grafting, filtered_grad in the parameter's dtype), "
    "preconditioner/shampoo_preconditioner_list.py (fp32 factor matrices and inverse roots, symmetric-packed), "
    "utils/shampoo_utils.py merge_small_dims and multi_dim_split, distributor/shampoo_fully_shard_distributor.py "
    "(the local shard's blocks); docs/model.md#shampoo";
inline constexpr const char* kSoap =
    "NVIDIA-NeMo/Emerging-Optimizers @ fd772926 emerging_optimizers/legacy_soap/soap.py SOAP._init_group (fp32 "
    "exp_avg, exp_avg_sq, L, R, Q_L, Q_R, eigvals_L, eigvals_R per 2-D parameter); NVIDIA/Megatron-LM @ d98e8a64 "
    "megatron/core/optimizer/emerging_optimizers.py (_is_nonlinear_or_embedding: embeddings, the output layer and "
    "non-2-D parameters to adam); docs/model.md#soap";
inline constexpr const char* kMuon =
    "NVIDIA/Megatron-LM @ d98e8a64 megatron/core/optimizer/emerging_optimizers.py (_is_muon_excluded: "
    "embeddings, the output layer and non-2-D parameters go to the scalar optimizer, adam by default), "
    "layer_wise_optimizer.py; NVIDIA-NeMo/Emerging-Optimizers orthogonalized_optimizer.py (momentum_buffer = "
    "zeros_like(p)); KellerJordan/Muon @ 857d1adc muon.py (MuonWithAuxAdam); docs/model.md#muon";
inline constexpr const char* kMuonNewtonSchulz =
    "NVIDIA-NeMo/Emerging-Optimizers @ 0001f6e2 emerging_optimizers/orthogonalized_optimizers/muon_utils.py "
    "newton_schulz (fp32 input, bf16 iterates under the default medium matmul precision: A = X·Xᵀ, B, the next X), "
    "newton_schulz_tp (duplicated: all-gathers the whole matrix on every TP rank); docs/model.md#muon";
inline constexpr const char* kActivationOffload =
    "pytorch/torchtune @ bd2a0fc7c31430972728494fa01aaeeb0ebf1ba1 torchtune/training/_activation_offloading.py "
    "OffloadActivations: every saved tensor of at least min_offload_size (1024 B) that is not a parameter is "
    "copied to pinned host memory on a side stream; the GPU copy lives in fwd_stash until max_fwd_stash_size "
    "(5) later tensors have been offloaded, and in backward one node's tensors come back at a time. "
    "get_act_offloading_ctx_manager opts the output head out (NoOpManager), and the loss runs outside the "
    "context, so both stay on the GPU";
inline constexpr const char* kReshardAfterForward =
    "pytorch/pytorch @ 1d2fbd40143b39ea06145b8865f79d0605325d9f torch/distributed/fsdp/_fully_shard/_fully_shard.py "
    "fully_shard(reshard_after_forward=False): keeps the unsharded parameters in memory after forward and avoids "
    "the all-gather in backward (the sharded parameters stay sharded); pytorch/torchtitan @ "
    "b5bcd76c66d0acb1a08b176d9639425bc55e0b2a torchtitan/distributed/fsdp.py "
    "get_fsdp_reshard_after_forward_policy: \"default\" is not pp_enabled";
inline constexpr const char* kFloat8 =
    "pytorch/ao @ 36027d82d1ad9949597ea16002ff4940374b1b94 torchao/float8/float8_linear.py "
    "matmul_with_hp_or_float8_args: forward saves input_hp and weight_hp_t (the 16-bit tensors, not their float8 "
    "casts) and casts both to float8 for the matmul; backward casts grad_output twice (for grad_input and for "
    "grad_weight), the weight and the input again";
inline constexpr const char* kUserbuffers =
    "NVIDIA/TransformerEngine @ d0067d0da6cb01811b8072a7d304f0e00344ce2b transformer_engine/pytorch/module/base.py "
    "initialize_ub (one buffer of [seq·mbs/cp, hidden] per GEMM kind: qkv, proj, fc1, fc2 in fprop, dgrad and wgrad; "
    "uint8 for the all-gather ones in FP8 mode) and common/comm_gemm_overlap/comm_gemm_overlap.cpp (registered with "
    "register_user_buffer_collective, outside PyTorch's allocator); NVIDIA/Megatron-LM @ d98e8a64 "
    "megatron/training/initialize.py _initialize_tp_communicators";
inline constexpr const char* kTeWeightCache =
    "NVIDIA/TransformerEngine @ d0067d0da6cb01811b8072a7d304f0e00344ce2b transformer_engine/pytorch/module/linear.py "
    "Linear.forward: the quantized weight is cached in _fp8_workspaces[\"weight\"] whenever is_first_microbatch is "
    "not None and FSDP2 is off, re-quantized on each step's first micro-batch; rowwise and, for dgrad, columnwise "
    "usage (pytorch/csrc/quantizer.cpp create_tensor). NVIDIA/Megatron-LM @ d98e8a64 "
    "megatron/core/extensions/transformer_engine.py passes is_first_microbatch";
inline constexpr const char* kTeFp8Params =
    "NVIDIA/Megatron-LM @ d98e8a64ddf34856e74b24714e3bedb2f5a39553 megatron/core/distributed/param_and_grad_buffer.py "
    "group_params_for_buffers (FP8 and NVFP4 parameters in a uint8 buffer); NVIDIA/TransformerEngine @ d0067d0 "
    "pytorch/tensor/utils.py post_all_gather_processing (the FP8 transpose on Hopper, the column-wise copy of block "
    "and NVFP4 weights) and module/base.py (quantized primary weights, no workspace)";
inline constexpr const char* kTeSavedInputs =
    "NVIDIA/TransformerEngine @ d0067d0da6cb01811b8072a7d304f0e00344ce2b transformer_engine/pytorch/module/linear.py "
    "_linear_forward_impl: the input is quantized with both usages and only the column-wise one is saved (the "
    "row-wise local shard under sequence parallelism with per-tensor FP8); grad_output quantized row- and "
    "column-wise in backward";
inline constexpr const char* kFloat8AllGather =
    "pytorch/ao @ 36027d82d1ad9949597ea16002ff4940374b1b94 torchao/float8/fsdp_utils.py "
    "WeightWithDynamicFloat8CastTensor.fsdp_pre_all_gather: with enable_fsdp_float8_all_gather the sharded weight "
    "is cast to float8 before the all-gather, so the unsharded weight is 1 byte per parameter";
inline constexpr const char* kOffload =
    "Ren et al. 2021, ZeRO-Offload (arXiv 2101.06840) §4: fp32 optimizer states and gradients on the host, "
    "16-bit parameters on the GPU";

inline constexpr const char* kAllToAllDispatcher =
    "NVIDIA/Megatron-LM @ d98e8a64 megatron/core/transformer/moe/token_dispatcher.py MoEAlltoAllTokenDispatcher "
    "(preprocess: dropless output size is static, num_tokens·topk; dispatch_preprocess permute; token_dispatch "
    "all_to_all); docs/model.md#expert-routing";
inline constexpr const char* kAllGatherDispatcher =
    "NVIDIA/Megatron-LM @ d98e8a64 megatron/core/transformer/moe/token_dispatcher.py MoEAllGatherTokenDispatcher "
    "token_dispatch (gather_from_sequence_parallel_region over the TP×EP group, use_global_buffer=True), "
    "token_combine (reduce_scatter_to_sequence_parallel_region); core/utils.py GlobalMemoryBuffer keeps the "
    "gathered buffer; docs/model.md#expert-routing";
inline constexpr const char* kVllmBudget =
    "vllm-project/vllm vllm/v1/worker/utils.py @ 0027b027 request_memory (ceil(total × gpu_memory_utilization)), "
    "vllm/v1/worker/gpu_worker.py determine_available_memory (KV = budget − weights − profiled peak − non-torch "
    "growth), vllm/v1/core/kv_cache_utils.py @ 001cabc1 get_num_blocks; docs/model.md#the-rollout-engine";
inline constexpr const char* kVllmKvPage =
    "vllm-project/vllm @ 001cabc1 vllm/v1/kv_cache_interface.py AttentionSpec.page_size_bytes (2·block·kv_heads·"
    "head_dim·dtype) and MLAAttentionSpec (block·(kv_lora_rank + qk_rope_head_dim)·dtype), vllm/config/model.py "
    "ModelConfig.get_num_kv_heads (max(1, kv_heads / TP); 1 for MLA)";
inline constexpr const char* kVllmWeights =
    "vllm-project/vllm model_executor/layers/linear.py (column/row-parallel linears split by TP; "
    "ReplicatedLinear for latent down-projections), vocab_parallel_embedding.py (vocabulary padded to 64, split by "
    "TP), fused_moe (each expert's width split by TP)";
inline constexpr const char* kVllmProfile =
    "vllm-project/vllm @ 4ff865c3 vllm/v1/worker/gpu_model_runner.py profile_run (one dummy forward of "
    "max_num_batched_tokens tokens); vllm/utils/mem_utils.py memory_profiling (torch_peak_increase)";
inline constexpr const char* kReferenceModel =
    "huggingface/trl @ f2cd5771 trl/trainer/grpo_trainer.py GRPOTrainer.__init__ (no reference when beta = 0 or "
    "under PEFT; create_model_from_path, then prepare_deepspeed / prepare_fsdp / prepare_model(evaluation_mode)), "
    "trl/models/utils.py prepare_deepspeed (stage 0 unless ZeRO-3); volcengine/verl @ b178a3cd "
    "verl/workers/fsdp_workers.py _build_model_optimizer (reference in bf16, FSDP CPUOffload(offload_params=True)); "
    "docs/model.md#the-reference-model";
inline constexpr const char* kTrainerOffload =
    "volcengine/verl @ b178a3cd verl/workers/fsdp_workers.py (update_actor loads the parameters and optimizer, "
    "then offload_fsdp_model_to_cpu / offload_fsdp_optimizer; rollout_mode and compute_log_prob load the "
    "parameters back for themselves), verl/utils/fsdp_utils.py; OpenRLHF/OpenRLHF @ 3c3be623 "
    "openrlhf/utils/deepspeed/deepspeed_utils.py offload_deepspeed_states (optimizer states, fp32 master "
    "weights, gradients; not the bf16 parameters); docs/model.md#the-trainers-offload-between-updates";
inline constexpr const char* kCritic =
    "volcengine/verl @ b178a3cd verl/workers/fsdp_workers.py CriticWorker._build_critic_model_optimizer "
    "(AutoModelForTokenClassification, num_labels 1; the actor's FSDP and optimizer settings); "
    "docs/model.md#the-critic";
inline constexpr const char* kLogProbPass =
    "volcengine/verl @ b178a3cd verl/workers/actor/dp_actor.py _forward_micro_batch (logits of every token of "
    "the micro-batch; entropy_from_logits softmax in compute_log_prob); huggingface/trl @ f2cd5771 "
    "trl/trainer/grpo_trainer.py _get_per_token_logps_and_entropies (logits divided in place, "
    "trl/trainer/utils.py selective_log_softmax row by row); docs/model.md#the-reference-model";
inline constexpr const char* kTeacherModel =
    "pytorch/torchtune @ bd2a0fc7 recipes/knowledge_distillation_single_device.py _setup_teacher_model (built in "
    "the job's dtype, eval, whole on the GPU) and _loss_step (the teacher's forward under no_grad after the "
    "student's; both losses, then del logits, teacher_logits); recipes/knowledge_distillation_distributed.py "
    "(the teacher sharded by training.shard_model with the student's fsdp_cpu_offload and reshard_after_forward); "
    "docs/model.md#distillation";
inline constexpr const char* kKdLoss =
    "pytorch/torchtune @ bd2a0fc7 torchtune/modules/loss/kd_losses.py ForwardKLLoss, ReverseKLLoss, "
    "SymmetricKLLoss and their *WithChunkedOutputLoss (per chunk: fp32 softmax and log_softmax, masked_fill with "
    "torch.isinf of the student's logits; every chunk's graph kept until backward); PyTorch derivatives.yaml "
    "(_softmax and _log_softmax save their result, mul the other operand, masked_fill its mask); measured by "
    "tests/distillation/compare_kd_loss_saved.py";
inline constexpr const char* kVllmSleep =
    "vllm-project/vllm @ 4ff865c3 vllm/v1/worker/gpu_worker.py Worker.sleep, vllm/device_allocator/cumem.py "
    "CuMemAllocator.sleep (level 1: weights to pinned host memory, KV cache dropped; level 2: both dropped); "
    "huggingface/trl @ f2cd5771 trl/generation/vllm_generation.py (empty_cache before wake_up)";
inline constexpr const char* kSglangBudget =
    "sgl-project/sglang @ 7ae368ef (0.5.6) python/sglang/srt/model_executor/model_runner.py init_torch_distributed "
    "(T0: free memory after the process and its communicators exist, before the weights; the least over its "
    "ranks), profile_max_num_token (rest = free after loading − T0·(1 − mem_fraction_static); tokens = rest // "
    "cell, cell = max(1, kv_heads // TP)·head_dim·L·2·dtype, or (kv_lora_rank + qk_rope_head_dim)·L·dtype), "
    "init_memory_pool (rounded to pages); mem_cache/memory_pool.py MHATokenToKVPool._create_buffers (size + "
    "page_size rows a layer); volcengine/verl @ b178a3cd verl/workers/rollout/sglang_rollout/async_sglang_server.py "
    "(mem_fraction_static = gpu_memory_utilization); docs/model.md#sglang";
inline constexpr const char* kSglangWeights =
    "sgl-project/sglang @ 7ae368ef (0.5.6) python/sglang/srt/layers/linear.py, vocab_parallel_embedding.py "
    "(vocabulary padded to 64, split by TP), layers/moe (each expert's width split by TP): vLLM's splits";
inline constexpr const char* kSglangTables =
    "sgl-project/sglang @ 7ae368ef (0.5.6) python/sglang/srt/model_executor/model_runner.py init_memory_pool "
    "(max_num_reqs = max_running_requests, else min(max(int(tokens / context_len · 512), 2048), 4096)), "
    "mem_cache/memory_pool.py ReqToTokenPool (int32 [max_num_reqs, context_len + 4], in the kv_cache region), "
    "mem_cache/allocator.py TokenToKVPoolAllocator.clear (int64 free list, outside it); docs/model.md#sglang";
inline constexpr const char* kSglangPrefill =
    "sgl-project/sglang @ 7ae368ef (0.5.6) python/sglang/srt/server_args.py _handle_gpu_memory_settings "
    "(chunked_prefill_size by the GPU's memory: 2,048 below 35 GiB, 4,096 below 60, 8,192 below 160, else "
    "16,384); the activations come out of what mem_fraction_static leaves free, not a reserve";
inline constexpr const char* kSglangSleep =
    "sgl-project/sglang @ 7ae368ef (0.5.6) python/sglang/srt/managers/scheduler_update_weights_mixin.py "
    "release_memory_occupation (tags kv_cache and weights), torch_memory_saver 0.0.9 csrc/core.cpp pause (pages "
    "unmapped and released; pinned host copy with enable_weights_cpu_backup); volcengine/verl @ b178a3cd "
    "async_sglang_server.py (hybrid: both tags released, no CPU backup; colocated: CPU backup)";
inline constexpr const char* kWeightSyncBucket =
    "volcengine/verl @ b178a3cd verl/workers/fsdp_workers.py rollout_mode (resume weights, state_dict's tensors "
    "full_tensor() one at a time, then resume kv_cache), vllm_rollout/vllm_rollout.py ServerAdapter.update_weights "
    "(one uint8 buffer of update_weights_bucket_megabytes shared by CUDA IPC; each tensor cast to the rollout "
    "dtype, then copied in), vllm_rollout/utils.py update_weights_from_ipc (each tensor cloned out of the buffer), "
    "sglang_rollout/sglang_rollout.py update_weights (get_named_tensor_buckets), trainer/config/rollout/rollout.yaml "
    "(2,048 MB); huggingface/trl @ 02bf6bcd trl/generation/vllm_generation.py sync_weights (wake_up(tags=[\"weights\"]), "
    "then one parameter at a time: GatheredParameters, full_tensor(), summon_full_params of one unit); "
    "docs/model.md#the-weight-sync";
inline constexpr const char* kDeepEpBuffers =
    "deepseek-ai/DeepEP @ dd758caf csrc/legacy/config.hpp Config::get_nvl_buffer_size_hint and "
    "get_rdma_buffer_size_hint, deep_ep/buffers/legacy.py get_dispatch_config / get_combine_config; "
    "NVIDIA/Megatron-LM @ d98e8a64 megatron/core/transformer/moe/fused_a2a.py get_buffer (20 SMs, hidden bytes "
    "h·max(element size, 2)); docs/model.md#expert-routing";
inline constexpr const char* kRoutingImbalance =
    "NVIDIA/Megatron-LM @ d98e8a64 megatron/core/transformer/moe/moe_utils.py get_capacity, "
    "token_dispatcher.py MoEAlltoAllTokenDispatcher.preprocess (drop_and_pad); transformer_config.py "
    "moe_paged_stash_buffer_size_factor_cuda (1.10 of the balanced routed activations by default); "
    "docs/model.md#expert-routing";

}  // namespace memledger::model::sources
