#!/bin/bash
# A TRL GRPO command line: HfArgumentParser flags, which Megatron-LM does not read.
accelerate launch trl/scripts/grpo.py --model_name_or_path Qwen/Qwen3-0.6B --per_device_train_batch_size 1 \
    --gradient_accumulation_steps 8 --bf16 --use_vllm --lora_r 16
