#!/usr/bin/python3
"""Measure what GaLore, APOLLO and Adam-mini keep with PyTorch on the CPU, against MemLedger's
optimizer terms.

Usage:  /usr/bin/python3 tests/optimizers/compare_optimizer_states.py path/to/memledger

Needs torch (Debian python3-torch); runs on CPU.  Neither galore_torch nor apollo_torch is a
Debian package, so their state-making statements run here as they are written at
jiaweizzhao/GaLore @ 1317b5f7 (galore_torch/galore_projector.py get_orthogonal_matrix and
project, adamw.py's zeros_like moments) and zhuhanqing/APOLLO @ 76b3472
(apollo_torch/random_projector.py, apollo.py).  For each case one Llama block is built from
torch.nn.Linear layers as transformers' LlamaAttention and LlamaMLP build them, every weight
is given a gradient in the training dtype (fp32 under the Trainer's bf16 autocast, bf16 in
pure bf16), each optimizer's projector and moments are made, and the bytes of the distinct
storages they keep alive are summed: a slice of torch.linalg.svd's factor is a view, so it
keeps the whole factor.  That total, times the layers, must equal the engine's two terms to
the byte.

    memledger estimate --format json --block llama --layers L --hidden H --heads A --kv-heads K
        --ffn F --vocab 1024 --framework hf-trainer --precision bf16-amp|bf16-pure
        --optimizer galore-adamw|apollo-adamw --optimizer-rank R

Adam-mini (zyushun/Adam-mini @ 402aadf adam_mini/adam_mini.py, as LLaMA-Factory builds it with
dim = hidden_size and n_heads = num_attention_heads) sorts each parameter by its name, as
transformers' LlamaForCausalLM names them, and keeps m = zeros_like(p) and one vmean per block;
its states for a whole model must equal the engine's optimizer_moments +
adam_mini_second_moments to the byte.

    memledger estimate --format json ... --optimizer adam-mini [--tied | --untied]

Exit status 0 when every case agrees, 1 otherwise; one line per case.
"""
from __future__ import annotations

import json
import math
import subprocess
import sys

import torch
from torch import nn

# (optimizer, precision, layers, hidden, heads, kv_heads, ffn, rank)
CASES = [
    ("galore-adamw", "bf16-amp", 2, 256, 4, 2, 688, 16),
    ("galore-adamw", "bf16-pure", 2, 256, 4, 2, 688, 16),
    ("galore-adamw", "bf16-amp", 1, 512, 8, 8, 1376, 64),
    ("galore-adamw", "bf16-amp", 1, 128, 4, 1, 344, 512),   # the rank above every matrix's short side
    ("apollo-adamw", "bf16-amp", 2, 256, 4, 2, 688, 16),
    ("apollo-adamw", "bf16-pure", 1, 512, 8, 4, 1376, 1),   # APOLLO-Mini's rank
]


def block(hidden: int, heads: int, kv_heads: int, ffn: int) -> list[nn.Linear]:
    head_dim = hidden // heads
    return [
        nn.Linear(hidden, heads * head_dim, bias=False),      # q_proj
        nn.Linear(hidden, kv_heads * head_dim, bias=False),   # k_proj
        nn.Linear(hidden, kv_heads * head_dim, bias=False),   # v_proj
        nn.Linear(heads * head_dim, hidden, bias=False),      # o_proj
        nn.Linear(hidden, ffn, bias=False),                   # gate_proj
        nn.Linear(hidden, ffn, bias=False),                   # up_proj
        nn.Linear(ffn, hidden, bias=False),                   # down_proj
    ]


def galore_state(grad: torch.Tensor, rank: int) -> list[torch.Tensor]:
    # get_orthogonal_matrix: the SVD in fp32, the factor sliced, cast back only when not fp32.
    float_data = grad.dtype == torch.float
    matrix = grad if float_data else grad.float()
    U, s, Vh = torch.linalg.svd(matrix, full_matrices=False)
    if grad.shape[0] >= grad.shape[1]:
        ortho = Vh[:rank, :]
        if not float_data:
            ortho = ortho.to(grad.device).type(grad.dtype)
        low_rank = torch.matmul(grad, ortho.t())
    else:
        ortho = U[:, :rank]
        if not float_data:
            ortho = ortho.to(grad.device).type(grad.dtype)
        low_rank = torch.matmul(ortho.t(), grad)
    del U, s, Vh, matrix
    return [ortho, torch.zeros_like(low_rank), torch.zeros_like(low_rank)]


def apollo_state(grad: torch.Tensor, rank: int, seed: int) -> list[torch.Tensor]:
    float_data = grad.dtype == torch.float
    matrix = grad if float_data else grad.float()
    generator = torch.Generator().manual_seed(seed)
    if grad.shape[0] >= grad.shape[1]:
        proj = torch.randn((rank, matrix.shape[1]), generator=generator, dtype=matrix.dtype) / math.sqrt(rank)
        if not float_data:
            proj = proj.type(grad.dtype)
        low_rank = torch.matmul(grad, proj.t())
    else:
        proj = torch.randn((matrix.shape[0], rank), generator=generator, dtype=matrix.dtype) / math.sqrt(rank)
        if not float_data:
            proj = proj.type(grad.dtype)
        low_rank = torch.matmul(proj.t(), grad)
    return [proj, torch.zeros_like(low_rank), torch.zeros_like(low_rank)]


# (precision, layers, hidden, heads, kv_heads, ffn, vocab, tied)
ADAM_MINI_CASES = [
    ("bf16-amp", 2, 256, 4, 2, 688, 1024, False),
    ("bf16-pure", 1, 512, 8, 8, 1376, 1000, True),
    ("bf16-amp", 1, 384, 6, 2, 1024, 2048, False),   # head_dim 64, GQA 3:1
]

EMBD_NAMES = {"embed", "embd", "wte"}
OUTPUT_NAMES = {"lm_head", "output", "final_layer"}
WQK_NAMES = {"k_proj", "q_proj", "wq", "wk", "query", "key"}
WV_NAMES = {"v_proj", "wv", "value"}
ATTN_PROJ_NAMES = {"o_proj", "wo", "attn.proj"}
MLP_NAMES = {"feed_forward", "linear", "mlp"}


def llama_parameters(layers: int, hidden: int, heads: int, kv_heads: int, ffn: int, vocab: int, tied: bool,
                     dtype: torch.dtype) -> list[tuple[str, torch.Tensor]]:
    head_dim = hidden // heads
    shapes = [("model.embed_tokens.weight", (vocab, hidden))]
    for i in range(layers):
        prefix = f"model.layers.{i}."
        shapes += [(prefix + "self_attn.q_proj.weight", (heads * head_dim, hidden)),
                   (prefix + "self_attn.k_proj.weight", (kv_heads * head_dim, hidden)),
                   (prefix + "self_attn.v_proj.weight", (kv_heads * head_dim, hidden)),
                   (prefix + "self_attn.o_proj.weight", (hidden, heads * head_dim)),
                   (prefix + "mlp.gate_proj.weight", (ffn, hidden)),
                   (prefix + "mlp.up_proj.weight", (ffn, hidden)),
                   (prefix + "mlp.down_proj.weight", (hidden, ffn)),
                   (prefix + "input_layernorm.weight", (hidden,)),
                   (prefix + "post_attention_layernorm.weight", (hidden,))]
    shapes.append(("model.norm.weight", (hidden,)))
    if not tied:   # a tied lm_head is the embedding's parameter: named_parameters() yields it once
        shapes.append(("lm_head.weight", (vocab, hidden)))
    return [(name, torch.zeros(shape, dtype=dtype)) for name, shape in shapes]


def adam_mini_state(name: str, p: torch.Tensor, head_numel: int) -> list[torch.Tensor]:
    # Adam_mini.step's state initialisation, branch by branch, in its order.
    name = name.lower()
    if "bias" in name:
        return [torch.zeros_like(p), torch.zeros_like(p)]
    if any(key in name for key in WQK_NAMES):
        m = torch.zeros_like(p).view(-1, head_numel)
        return [m, torch.zeros_like(m[0:m.size(0), 0:1])]
    if any(key in name for key in EMBD_NAMES | OUTPUT_NAMES | WV_NAMES | MLP_NAMES | ATTN_PROJ_NAMES):
        m = torch.zeros_like(p)
        return [m, torch.zeros_like(m[0:m.size(0), 0:1])]
    return [torch.zeros_like(p), torch.zeros_like(torch.sum(p * p))]


def measure_adam_mini(precision: str, layers: int, hidden: int, heads: int, kv_heads: int, ffn: int, vocab: int,
                      tied: bool) -> int:
    dtype = torch.bfloat16 if precision == "bf16-pure" else torch.float32
    head_numel = hidden * hidden // heads
    total = 0
    for name, p in llama_parameters(layers, hidden, heads, kv_heads, ffn, vocab, tied, dtype):
        total += kept_bytes(adam_mini_state(name, p, head_numel))
    return total


def engine_adam_mini(memledger: str, precision: str, layers: int, hidden: int, heads: int, kv_heads: int, ffn: int,
                     vocab: int, tied: bool) -> int:
    command = [memledger, "estimate", "--format", "json", "--block", "llama", "--layers", str(layers), "--hidden",
               str(hidden), "--heads", str(heads), "--kv-heads", str(kv_heads), "--ffn", str(ffn), "--vocab",
               str(vocab), "--tied" if tied else "--untied", "--framework", "hf-trainer", "--precision", precision,
               "--optimizer", "adam-mini", "--seq", "128"]
    result = json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)
    terms = {term["id"]: term["bytes"] for term in result["stages"][0]["terms"]}
    return int(terms["optimizer_moments"] + terms["adam_mini_second_moments"])


def kept_bytes(tensors: list[torch.Tensor]) -> int:
    storages = {}
    for tensor in tensors:
        storage = tensor.storage()
        storages[storage.data_ptr()] = storage.nbytes()
    return sum(storages.values())


def measure(optimizer: str, precision: str, layers: int, hidden: int, heads: int, kv_heads: int, ffn: int,
            rank: int) -> int:
    dtype = torch.bfloat16 if precision == "bf16-pure" else torch.float32
    torch.manual_seed(0)
    total = 0
    for linear in block(hidden, heads, kv_heads, ffn):
        grad = torch.randn_like(linear.weight).to(dtype)
        state = galore_state(grad, rank) if optimizer == "galore-adamw" else apollo_state(grad, rank, 1)
        total += kept_bytes(state)
    return total * layers


def engine(memledger: str, optimizer: str, precision: str, layers: int, hidden: int, heads: int, kv_heads: int,
           ffn: int, rank: int) -> int:
    command = [memledger, "estimate", "--format", "json", "--block", "llama", "--layers", str(layers), "--hidden",
               str(hidden), "--heads", str(heads), "--kv-heads", str(kv_heads), "--ffn", str(ffn), "--vocab", "1024",
               "--framework", "hf-trainer", "--precision", precision, "--optimizer", optimizer, "--optimizer-rank",
               str(rank), "--seq", "128"]
    result = json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)
    terms = {term["id"]: term["bytes"] for term in result["stages"][0]["terms"]}
    return int(terms["optimizer_moments"] + terms["optimizer_projectors"])


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    failed = 0
    for case in CASES:
        measured = measure(*case)
        predicted = engine(sys.argv[1], *case)
        ok = measured == predicted
        failed += not ok
        print(f"{'ok  ' if ok else 'FAIL'} {case}: measured {measured:,} B, engine {predicted:,} B")
    for case in ADAM_MINI_CASES:
        measured = measure_adam_mini(*case)
        predicted = engine_adam_mini(sys.argv[1], *case)
        ok = measured == predicted
        failed += not ok
        print(f"{'ok  ' if ok else 'FAIL'} adam-mini {case}: measured {measured:,} B, engine {predicted:,} B")
    cases = len(CASES) + len(ADAM_MINI_CASES)
    print(f"{cases - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
