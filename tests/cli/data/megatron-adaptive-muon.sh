#!/bin/bash
# Megatron-LM arguments with an optimizer MemLedger does not model: refused, never estimated as AdamW.
torchrun --nproc_per_node 8 pretrain_gpt.py --num-layers 4 --hidden-size 256 --num-attention-heads 8 \
    --seq-length 128 --micro-batch-size 1 --bf16 --optimizer adaptive_muon
