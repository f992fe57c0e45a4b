#!/usr/bin/python3
"""Measure the bytes autograd saves for backward in ONE transformer block.

MemLedger reference measurement (docs/model.md#activations).  Plain PyTorch, CPU, no
dependencies beyond torch + the standard library.  Run it with Debian's
interpreter (torch 1.13.x from python3-torch):

    /usr/bin/python3 tools/measure_saved_activations.py --block gpt --seq 128 --mbs 2 \
        --hidden 256 --heads 4 --format table

Two blocks are implemented, each faithful to the op sequence of the real code:

* ``gpt``   Megatron-LM / GPT-2 pre-LN block, [s, b, h] layout: LayerNorm -> fused
            QKV linear (bias) -> split heads -> Q.K^T (bmm) * python-float scale ->
            causal masked_fill -> softmax (activation dtype) -> attention dropout ->
            .V (bmm) -> output projection (bias) -> hidden dropout -> residual;
            LayerNorm -> fc1 -> GeLU -> fc2 -> hidden dropout -> residual.
* ``llama`` Hugging Face ``LlamaDecoderLayer`` eager path, [b, s, h] layout:
            LlamaRMSNorm (fp32 upcast, pow(2).mean, rsqrt, cast back, * weight) ->
            q/k/v projections (no bias, GQA) -> RoPE (q*cos + rotate_half(q)*sin;
            cos/sin computed once per forward outside the layer) -> repeat_kv
            (expand + reshape) -> matmul * scaling + causal mask ->
            softmax(dtype=float32).to(q.dtype) -> dropout(p=attention_dropout=0.0)
            -> .V -> o_proj -> residual; RMSNorm -> down(silu(gate(x)) * up(x)) ->
            residual.

Measurement: ``torch.autograd.graph.saved_tensors_hooks`` around one training-mode
forward whose input requires grad.  Saved tensors are de-duplicated by storage
(``t.storage().data_ptr()``) and each storage is counted at its full nbytes.
Storages of parameters/buffers are excluded; so are the block input (the previous
layer's output, counted once per layer elsewhere; reported as ``input_saved_bytes``)
and tensors built once per forward outside the layer and shared by all layers
(causal mask, RoPE cos/sin; reported as ``shared_saved_bytes``).

Attribution: the graph is walked from the output through ``next_functions`` and
every ``_saved_*`` attribute of every node is read, so each storage lists the
autograd nodes (grad_fn class names) that saved it.  In addition the block code
labels regions ("site") while it runs, and the pack hook records the active site,
so e.g. the CPU dropout noise (saved by a plain ``MulBackward0``) is identifiable
as a dropout mask (``kind: "mask"``).

CPU caveat: torch's CPU dropout has no fused kernel; it computes
``noise = empty_like(x).bernoulli_(1-p).div_(1-p); return x * noise`` and the
MulBackward0 saves ``noise`` in the activation dtype (2 bytes/element in bf16),
where the CUDA ``native_dropout`` saves a 1-byte bool mask.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
from contextlib import contextmanager

import torch
import torch.nn as nn
import torch.nn.functional as F

DTYPES = {"bf16": torch.bfloat16, "fp32": torch.float32, "fp16": torch.float16}


# ----------------------------------------------------------------------------
# site labelling (which part of the block is running while a tensor is packed)
# ----------------------------------------------------------------------------
class _Sites:
    current = "block"


@contextmanager
def site(name: str):
    prev = _Sites.current
    _Sites.current = name
    try:
        yield
    finally:
        _Sites.current = prev


def dropout(x: torch.Tensor, p: float, training: bool, name: str) -> torch.Tensor:
    with site(name):
        return F.dropout(x, p=p, training=training)


# ----------------------------------------------------------------------------
# GPT / Megatron block
# ----------------------------------------------------------------------------
class GPTBlock(nn.Module):
    def __init__(self, hidden, heads, ffn, dropout_p, eps=1e-5):
        super().__init__()
        assert hidden % heads == 0
        self.h, self.a, self.d, self.p = hidden, heads, hidden // heads, dropout_p
        self.input_layernorm = nn.LayerNorm(hidden, eps=eps)
        self.query_key_value = nn.Linear(hidden, 3 * hidden, bias=True)
        self.dense = nn.Linear(hidden, hidden, bias=True)
        self.post_attention_layernorm = nn.LayerNorm(hidden, eps=eps)
        self.dense_h_to_4h = nn.Linear(hidden, ffn, bias=True)
        self.dense_4h_to_h = nn.Linear(ffn, hidden, bias=True)
        self.norm_factor = math.sqrt(self.d)

    @staticmethod
    def make_shared(s, b, device):
        # Megatron's attention mask: True = masked (future positions); built once per
        # forward outside the layers and shared by all of them.
        mask = torch.ones(s, s, dtype=torch.bool, device=device).triu(1)
        return {"attention_mask": mask.view(1, 1, s, s)}

    def forward(self, x, attention_mask):  # x: [s, b, h]
        s, b, _ = x.shape
        a, d = self.a, self.d
        with site("input_layernorm"):
            ln1 = self.input_layernorm(x)
        with site("qkv_proj"):
            mixed = self.query_key_value(ln1)                       # [s, b, 3h]
        with site("attention_core"):
            mixed = mixed.view(s, b, a, 3 * d)
            q, k, v = torch.split(mixed, d, dim=-1)                  # [s, b, a, d] views
            q = q.reshape(s, b * a, d).transpose(0, 1)               # [b*a, s, d]
            k = k.reshape(s, b * a, d).permute(1, 2, 0)              # [b*a, d, s]
            scores = torch.bmm(q, k) * (1.0 / self.norm_factor)     # scale after matmul
            scores = scores.view(b, a, s, s)
            scores = scores.masked_fill(attention_mask, -10000.0)
            probs = torch.softmax(scores, dim=-1)                    # activation dtype
        probs = dropout(probs, self.p, self.training, "attention_dropout")
        with site("attention_core"):
            probs = probs.view(b * a, s, s)
            v = v.reshape(s, b * a, d).transpose(0, 1)               # [b*a, s, d]
            ctx = torch.bmm(probs, v)                                # [b*a, s, d]
            ctx = ctx.view(b, a, s, d).permute(2, 0, 1, 3).contiguous().view(s, b, a * d)
        with site("attn_out_proj"):
            out = self.dense(ctx)
        out = dropout(out, self.p, self.training, "attn_hidden_dropout")
        with site("residual"):
            h1 = x + out
        with site("post_attention_layernorm"):
            ln2 = self.post_attention_layernorm(h1)
        with site("mlp_fc1"):
            f1 = self.dense_h_to_4h(ln2)
        with site("mlp_gelu"):
            g = F.gelu(f1)
        with site("mlp_fc2"):
            f2 = self.dense_4h_to_h(g)
        f2 = dropout(f2, self.p, self.training, "mlp_hidden_dropout")
        with site("residual"):
            return h1 + f2


# ----------------------------------------------------------------------------
# Llama / Hugging Face block (eager attention)
# ----------------------------------------------------------------------------
class LlamaRMSNorm(nn.Module):
    def __init__(self, hidden_size, eps=1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, hidden_states):  # verbatim HF
        input_dtype = hidden_states.dtype
        hidden_states = hidden_states.to(torch.float32)
        variance = hidden_states.pow(2).mean(-1, keepdim=True)
        hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        return self.weight * hidden_states.to(input_dtype)


def rotate_half(x):
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2:]
    return torch.cat((-x2, x1), dim=-1)


def apply_rotary_pos_emb(q, k, cos, sin, unsqueeze_dim=1):
    cos = cos.unsqueeze(unsqueeze_dim)
    sin = sin.unsqueeze(unsqueeze_dim)
    q_embed = (q * cos) + (rotate_half(q) * sin)
    k_embed = (k * cos) + (rotate_half(k) * sin)
    return q_embed, k_embed


def repeat_kv(hidden_states, n_rep):
    batch, num_key_value_heads, slen, head_dim = hidden_states.shape
    if n_rep == 1:
        return hidden_states
    hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
    return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)


def rope_and_causal_mask(dim, rope_theta, s, b, device, dtype):
    """LlamaRotaryEmbedding's cos/sin over `dim` features (computed once per forward in the
    model, outside the layer) and the causal mask."""
    inv_freq = 1.0 / (rope_theta ** (torch.arange(0, dim, 2, dtype=torch.int64).float() / dim))
    position_ids = torch.arange(s, device=device).unsqueeze(0).expand(b, s)
    inv_freq_expanded = inv_freq[None, :, None].float().expand(b, -1, 1)
    position_ids_expanded = position_ids[:, None, :].float()
    freqs = (inv_freq_expanded @ position_ids_expanded).transpose(1, 2)
    emb = torch.cat((freqs, freqs), dim=-1)
    cos, sin = emb.cos().to(dtype), emb.sin().to(dtype)
    min_val = torch.finfo(dtype).min
    causal_mask = torch.full((s, s), min_val, dtype=dtype, device=device).triu(1)
    causal_mask = causal_mask[None, None, :, :].expand(b, 1, -1, -1)
    return {"cos": cos, "sin": sin, "causal_mask": causal_mask}


def llama_block_tail(block, residual, attn_output):
    """What a Llama-style decoder layer does after its attention: o_proj, the residual add,
    the post-attention RMSNorm and the SwiGLU MLP with its residual add."""
    with site("attn_out_proj"):
        attn_output = block.o_proj(attn_output)
    with site("residual"):
        hs = residual + attn_output
    residual = hs
    with site("post_attention_layernorm"):
        hs = block.post_attention_layernorm(hs)
    with site("mlp_gate_up"):
        gate = block.gate_proj(hs)
        up = block.up_proj(hs)
    with site("mlp_silu"):
        act = F.silu(gate)
    with site("mlp_mul"):
        prod = act * up
    with site("mlp_down"):
        out = block.down_proj(prod)
    with site("residual"):
        return residual + out


class LlamaBlock(nn.Module):
    def __init__(self, hidden, heads, kv_heads, ffn, attention_dropout=0.0, eps=1e-6, rope_theta=10000.0):
        super().__init__()
        assert hidden % heads == 0 and heads % kv_heads == 0
        self.h, self.a, self.kv, self.d = hidden, heads, kv_heads, hidden // heads
        self.n_rep = heads // kv_heads
        self.scaling = self.d ** -0.5
        self.attention_dropout = attention_dropout
        self.rope_theta = rope_theta
        self.input_layernorm = LlamaRMSNorm(hidden, eps)
        self.q_proj = nn.Linear(hidden, heads * self.d, bias=False)
        self.k_proj = nn.Linear(hidden, kv_heads * self.d, bias=False)
        self.v_proj = nn.Linear(hidden, kv_heads * self.d, bias=False)
        self.o_proj = nn.Linear(heads * self.d, hidden, bias=False)
        self.post_attention_layernorm = LlamaRMSNorm(hidden, eps)
        self.gate_proj = nn.Linear(hidden, ffn, bias=False)
        self.up_proj = nn.Linear(hidden, ffn, bias=False)
        self.down_proj = nn.Linear(ffn, hidden, bias=False)

    def make_shared(self, s, b, device, dtype):
        return rope_and_causal_mask(self.d, self.rope_theta, s, b, device, dtype)

    def forward(self, x, cos, sin, causal_mask):  # x: [b, s, h]
        b, s, _ = x.shape
        residual = x
        with site("input_layernorm"):
            hs = self.input_layernorm(x)
        with site("qkv_proj"):
            hidden_shape = (b, s, -1, self.d)
            q = self.q_proj(hs).view(hidden_shape).transpose(1, 2)
            k = self.k_proj(hs).view(hidden_shape).transpose(1, 2)
            v = self.v_proj(hs).view(hidden_shape).transpose(1, 2)
        with site("rope"):
            q, k = apply_rotary_pos_emb(q, k, cos, sin)
        with site("attention_core"):
            key_states = repeat_kv(k, self.n_rep)
            value_states = repeat_kv(v, self.n_rep)
            attn_weights = torch.matmul(q, key_states.transpose(2, 3)) * self.scaling
            attn_weights = attn_weights + causal_mask[:, :, :, : key_states.shape[-2]]
            attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(q.dtype)
        attn_weights = dropout(attn_weights, self.attention_dropout, self.training, "attention_dropout")
        with site("attention_core"):
            attn_output = torch.matmul(attn_weights, value_states)
            attn_output = attn_output.transpose(1, 2).contiguous()
            attn_output = attn_output.reshape(b, s, -1).contiguous()
        return llama_block_tail(self, residual, attn_output)


class MlaBlock(nn.Module):
    """Hugging Face ``DeepseekV3DecoderLayer`` with a dense SwiGLU MLP, eager attention and
    RoPE not interleaved (``rope_interleave`` False: the same saved tensors, fewer copies):
    multi-head latent attention as ``DeepseekV3Attention.forward`` runs it."""

    def __init__(self, hidden, heads, ffn, q_lora, kv_lora, nope, rope, v_head, eps=1e-6, rope_theta=10000.0):
        super().__init__()
        self.h, self.a = hidden, heads
        self.q_lora, self.kv_lora, self.nope, self.rope, self.v_head = q_lora, kv_lora, nope, rope, v_head
        self.qk = nope + rope
        self.scaling = self.qk ** -0.5
        self.rope_theta = rope_theta
        self.input_layernorm = LlamaRMSNorm(hidden, eps)
        if q_lora:
            self.q_a_proj = nn.Linear(hidden, q_lora, bias=False)
            self.q_a_layernorm = LlamaRMSNorm(q_lora, eps)
            self.q_b_proj = nn.Linear(q_lora, heads * self.qk, bias=False)
        else:
            self.q_proj = nn.Linear(hidden, heads * self.qk, bias=False)
        self.kv_a_proj_with_mqa = nn.Linear(hidden, kv_lora + rope, bias=False)
        self.kv_a_layernorm = LlamaRMSNorm(kv_lora, eps)
        self.kv_b_proj = nn.Linear(kv_lora, heads * (nope + v_head), bias=False)
        self.o_proj = nn.Linear(heads * v_head, hidden, bias=False)
        self.post_attention_layernorm = LlamaRMSNorm(hidden, eps)
        self.gate_proj = nn.Linear(hidden, ffn, bias=False)
        self.up_proj = nn.Linear(hidden, ffn, bias=False)
        self.down_proj = nn.Linear(ffn, hidden, bias=False)

    def make_shared(self, s, b, device, dtype):
        # The rotary part only: qk_rope_head_dim features.
        return rope_and_causal_mask(self.rope, self.rope_theta, s, b, device, dtype)

    def forward(self, x, cos, sin, causal_mask):  # x: [b, s, h]
        b, s, _ = x.shape
        residual = x
        with site("input_layernorm"):
            hs = self.input_layernorm(x)
        with site("q_proj"):
            if self.q_lora:
                q_states = self.q_b_proj(self.q_a_layernorm(self.q_a_proj(hs)))
            else:
                q_states = self.q_proj(hs)
            q_states = q_states.view(b, s, -1, self.qk).transpose(1, 2)
            q_pass, q_rot = torch.split(q_states, [self.nope, self.rope], dim=-1)
        with site("kv_proj"):
            compressed_kv = self.kv_a_proj_with_mqa(hs)
            k_pass, k_rot = torch.split(compressed_kv, [self.kv_lora, self.rope], dim=-1)
            k_pass = self.kv_b_proj(self.kv_a_layernorm(k_pass)).view(b, s, -1, self.nope + self.v_head).transpose(1, 2)
            k_pass, value_states = torch.split(k_pass, [self.nope, self.v_head], dim=-1)
            k_rot = k_rot.view(b, 1, s, self.rope)
        with site("rope"):
            q_rot, k_rot = apply_rotary_pos_emb(q_rot, k_rot, cos, sin)
            k_rot = k_rot.expand(*k_pass.shape[:-1], -1)
            query_states = torch.cat((q_pass, q_rot), dim=-1)
            key_states = torch.cat((k_pass, k_rot), dim=-1)
        with site("attention_core"):  # eager_attention_forward, n_rep 1
            attn_weights = torch.matmul(query_states, key_states.transpose(2, 3)) * self.scaling
            attn_weights = attn_weights + causal_mask[:, :, :, : key_states.shape[-2]]
            attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query_states.dtype)
            attn_output = torch.matmul(attn_weights, value_states)
            attn_output = attn_output.transpose(1, 2).contiguous()
            attn_output = attn_output.reshape(b, s, -1).contiguous()
        return llama_block_tail(self, residual, attn_output)


# ----------------------------------------------------------------------------
# measurement
# ----------------------------------------------------------------------------
def _sptr(t: torch.Tensor) -> int:
    return t.storage().data_ptr()


def _snbytes(t: torch.Tensor) -> int:
    st = t.storage()
    return st.size() * t.element_size()


def _base_shape(t: torch.Tensor):
    base = t._base if t._base is not None else t
    return list(base.shape)


def _walk_saved(root_fn):
    """Yield (grad_fn_name, attr, tensor) for every tensor saved by a node reachable from root_fn."""
    seen, stack = set(), [root_fn]
    while stack:
        fn = stack.pop()
        if fn is None or fn in seen:
            continue
        seen.add(fn)
        for attr in dir(fn):
            if not attr.startswith("_saved_"):
                continue
            try:
                val = getattr(fn, attr)
            except Exception:  # freed / undefined
                continue
            vals = val if isinstance(val, (tuple, list)) else (val,)
            for v in vals:
                if isinstance(v, torch.Tensor):
                    yield type(fn).__name__, attr, v
        for nxt, _ in fn.next_functions:
            stack.append(nxt)


def _artifact(site_name, ops_full):
    """Tag saved storages whose size is a CPU / old-torch artifact (not what a GPU run saves)."""
    if "dropout" in site_name:
        # CPU dropout saves Bernoulli noise at the activation width; CUDA saves a 1-byte mask.
        return "cpu_dropout_noise_at_activation_width"
    if ops_full and all(o == "MeanBackward1.self" for o in ops_full):
        # torch 1.13's codegen keeps the whole input of mean.dim alive because the formula
        # uses self.sym_numel(); newer codegen saves only the integer self_sym_numel.
        return "torch1.13_mean_saves_input"
    return None


def classify(site_name: str, dtype: torch.dtype, numel: int, shape) -> str:
    if "dropout" in site_name:
        return "mask"
    if dtype == torch.bool:
        return "mask"
    # per-row normalization statistics (LayerNorm mean/rstd, RMSNorm rsqrt): last dim 1
    if shape and shape[-1] == 1:
        return "statistic"
    return "activation"


def measure(block="gpt", seq=128, mbs=2, hidden=256, heads=4, kv_heads=None, ffn=None,
            dropout=0.1, dtype="bf16", seed=1234, mla=None):
    """mla: (q_lora_rank, kv_lora_rank, qk_nope_head_dim, qk_rope_head_dim, v_head_dim) for
    block "mla"."""
    torch.manual_seed(seed)
    kv_heads = heads if kv_heads in (None, 0) else kv_heads
    if ffn in (None, 0):
        ffn = 4 * hidden
    requested = DTYPES[dtype]
    note = None
    try:
        res = _measure(block, seq, mbs, hidden, heads, kv_heads, ffn, dropout, requested, mla)
    except RuntimeError as e:  # an op unsupported in CPU bf16 on this torch
        if requested == torch.float32:
            raise
        note = f"{dtype} failed on CPU ({str(e).splitlines()[0]}); fell back to fp32"
        res = _measure(block, seq, mbs, hidden, heads, kv_heads, ffn, dropout, torch.float32, mla)
    res["note"] = note
    return res


def _measure(block, s, b, h, a, kv, f, p, dtype, mla=None):
    dev = torch.device("cpu")
    if block == "gpt":
        if kv != a:
            raise ValueError("gpt block has no GQA: --kv-heads must equal --heads")
        mod = GPTBlock(h, a, f, p).to(dtype)
        shared = GPTBlock.make_shared(s, b, dev)
        x = torch.randn(s, b, h, dtype=dtype, requires_grad=True)
    elif block == "llama":
        mod = LlamaBlock(h, a, kv, f, attention_dropout=p).to(dtype)
        shared = mod.make_shared(s, b, dev, dtype)
        x = torch.randn(b, s, h, dtype=dtype, requires_grad=True)
    elif block == "mla":
        if p > 0 or mla is None:
            raise ValueError("mla block: no dropout, and give --mla Q_LORA,KV_LORA,NOPE,ROPE,V")
        mod = MlaBlock(h, a, f, *mla).to(dtype)
        shared = mod.make_shared(s, b, dev, dtype)
        x = torch.randn(b, s, h, dtype=dtype, requires_grad=True)
    else:
        raise ValueError(block)
    mod.train()

    excluded = {}
    for prm in list(mod.parameters()) + list(mod.buffers()):
        excluded[_sptr(prm)] = "parameter"
    input_ptr = _sptr(x)
    shared_ptrs = {_sptr(t): k for k, t in shared.items()}

    packed = []  # (order, site, tensor)

    def pack(t):
        packed.append((len(packed), _Sites.current, t))
        return t

    def unpack(t):
        return t

    with torch.autograd.graph.saved_tensors_hooks(pack, unpack):
        out = mod(x, **shared)

    # attribution by walking the graph
    ops_by_ptr = {}
    for name, attr, t in _walk_saved(out.grad_fn):
        ops_by_ptr.setdefault(_sptr(t), []).append(f"{name}.{attr[len('_saved_'):]}")

    stor = {}  # ptr -> record
    for order, site_name, t in packed:
        ptr = _sptr(t)
        rec = stor.get(ptr)
        if rec is None:
            rec = stor[ptr] = {"order": order, "sites": [], "views": [], "t": t,
                               "nbytes": _snbytes(t), "dtype": t.dtype}
        if site_name not in rec["sites"]:
            rec["sites"].append(site_name)
        if list(t.shape) not in rec["views"]:
            rec["views"].append(list(t.shape))
        # prefer the tensor whose base covers the storage for the reported shape
        if t.numel() > rec["t"].numel():
            rec["t"] = t

    tensors, total, input_bytes, shared_bytes, param_refs = [], 0, 0, 0, 0
    host_scalar_bytes = 0
    input_saved = False
    shared_saved = []
    for ptr, rec in sorted(stor.items(), key=lambda kv_: kv_[1]["order"]):
        if ptr in excluded:
            param_refs += 1
            continue
        ops_full = ops_by_ptr.get(ptr, [])
        ops = []
        for o in ops_full:
            n = o.split(".")[0]
            if n not in ops:
                ops.append(n)
        if ptr == input_ptr:
            input_saved = True
            input_bytes += rec["nbytes"]
            continue
        if ptr in shared_ptrs:
            shared_bytes += rec["nbytes"]
            shared_saved.append({"name": shared_ptrs[ptr], "ops": ops, "bytes": rec["nbytes"],
                                 "dtype": str(rec["dtype"]).replace("torch.", "")})
            continue
        t = rec["t"]
        if t.dim() == 0 and not t.requires_grad and rec["dtype"] == torch.float64:
            # `x * python_float` in torch 1.13 goes through mul.Tensor with a wrapped-number
            # 0-dim double tensor that MulBackward0 saves (newer torch: MulBackward1 saves a
            # Scalar).  Wrapped numbers live in host memory even for CUDA tensors: not counted.
            host_scalar_bytes += rec["nbytes"]
            continue
        shape = _base_shape(t)
        numel = rec["nbytes"] // t.element_size()
        site_name = rec["sites"][0]
        tensors.append({
            "ops": ops,
            "saved_as": ops_full,
            "site": site_name,
            "kind": classify(site_name, rec["dtype"], numel, shape),
            "dtype": str(rec["dtype"]).replace("torch.", ""),
            "shape": shape,
            "views": rec["views"],
            "numel": numel,
            "bytes": rec["nbytes"],
            "artifact": _artifact(site_name, ops_full),
        })
        total += rec["nbytes"]

    return {
        "block": block, "seq": s, "mbs": b, "hidden": h, "heads": a, "kv_heads": kv,
        "ffn": f, "dropout": p,
        "activation_dtype": str(dtype).replace("torch.", ""),
        "torch_version": torch.__version__,
        "device": "cpu",
        "saved_bytes_total": total,
        "input_saved": input_saved,
        "input_saved_bytes": input_bytes,
        "shared_saved_bytes": shared_bytes,
        "shared_saved": shared_saved,
        "host_scalar_bytes": host_scalar_bytes,
        "dropout_mask_bytes": sum(t["bytes"] for t in tensors if "dropout" in t["site"]),
        "dropout_mask_numel": sum(t["numel"] for t in tensors if "dropout" in t["site"]),
        "mla": list(mla) if mla else None,
        "closed_form_bytes": None if block == "mla" else closed_form(block, s, b, h, a, kv, f, p,
                                         act_bytes=torch.tensor([], dtype=dtype).element_size(),
                                         mean_saves_input=any(t["artifact"] == "torch1.13_mean_saves_input"
                                                              for t in tensors)),
        "tensors": tensors,
    }


def closed_form(block, s, b, h, a, kv, f, p, act_bytes=2, mask_bytes=None, stat_bytes=None,
                mean_saves_input=False):
    """Closed-form bytes saved for backward by one layer (excluding its input, params, shared
    mask/cos/sin), derived from and verified against this tool's measurements.

    act_bytes: activation element size (2 for bf16).  mask_bytes: dropout-mask element size
    (GPU: 1 byte; CPU torch: = act_bytes).  stat_bytes: LayerNorm mean/rstd element size
    (GPU: 4, fp32; CPU torch 1.13: = act_bytes).  mean_saves_input: torch 1.13 MeanBackward1
    keeps the fp32 x^2 of each RMSNorm alive (4*s*b*h per norm).
    Derivation per tensor: see the module docstring / report.
    """
    mask_bytes = act_bytes if mask_bytes is None else mask_bytes
    B, m = act_bytes, mask_bytes
    sbh, sbf, as2b, sb = s * b * h, s * b * f, a * s * s * b, s * b
    if block == "gpt":
        sigma = act_bytes if stat_bytes is None else stat_bytes
        # LN1 out, QKV out (3), ctx, LN2 in (residual), LN2 out   -> 7 sbh at B
        # fc1 out (GeLU in), GeLU out (fc2 in)                    -> 2 sbf at B
        # LN mean+rstd x 2 norms                                  -> 4 sb at sigma
        total = 7 * B * sbh + 2 * B * sbf + 4 * sigma * sb
        if p > 0:
            # softmax out + dropped probs (bmm) at B, attn mask + 2 hidden masks at m
            total += 2 * B * as2b + m * as2b + 2 * m * sbh
        else:
            total += B * as2b  # softmax output, shared with the PV bmm
        return total
    if block == "llama":
        # per RMSNorm: fp32 upcast x (4 sbh), fp32 rsqrt (4 sb), normalized x*rsqrt cast back to the
        # activation dtype (B sbh, saved by weight*), and its output (B sbh, saved by the
        # consuming projections).  In fp32 runs .to(float32) is a no-op, so norm1's "upcast" is
        # the layer input itself (excluded; input_saved=True) and norm2's is the residual sum.
        mean = 4 * sbh if mean_saves_input else 0
        norm1 = (0 if B == 4 else 4 * sbh) + 4 * sb + 2 * B * sbh + mean
        norm2 = 4 * sbh + 4 * sb + 2 * B * sbh + mean
        # q after RoPE; k and v after repeat_kv as saved by the two bmm's: full a*d width (the
        # expand+reshape copy) -- except kv == 1 and b == 1, where the reshapes are stride-0 views
        # of the kv-width tensors; attention output (o_proj input).
        kvw = (h // a) if (kv == 1 and b == 1 and a > 1) else h
        attn = 2 * B * sbh + 2 * B * s * b * kvw + 4 * as2b  # + softmax result in fp32
        if p > 0:
            attn += m * as2b + B * as2b  # dropout noise/mask + dropped probs (PV bmm)
        elif B != 4:
            attn += B * as2b  # probs .to(q.dtype) saved by the PV bmm (same storage if fp32)
        mlp = 4 * B * sbf  # gate out (silu in), silu out, up out, silu*up (down in)
        return norm1 + norm2 + attn + mlp
    raise ValueError(block)


def format_table(r) -> str:
    lines = [f"block={r['block']} s={r['seq']} b={r['mbs']} h={r['hidden']} a={r['heads']} "
             f"kv={r['kv_heads']} f={r['ffn']} p={r['dropout']} dtype={r['activation_dtype']} "
             f"torch={r['torch_version']}"]
    if r.get("note"):
        lines.append(f"note: {r['note']}")
    lines.append(f"{'site':26} {'kind':10} {'dtype':9} {'shape':22} {'bytes':>12}  ops")
    for t in r["tensors"]:
        lines.append(f"{t['site']:26} {t['kind']:10} {t['dtype']:9} {str(t['shape']):22} "
                     f"{t['bytes']:>12}  {','.join(t['ops'])}")
    lines.append(f"total saved (excl. input/params/shared): {r['saved_bytes_total']} bytes")
    if r["closed_form_bytes"] is not None:
        lines.append(f"closed form for this run: {r['closed_form_bytes']} bytes")
    lines.append(f"input saved: {r['input_saved']} ({r['input_saved_bytes']} bytes); "
                 f"shared (mask/rope) saved: {r['shared_saved_bytes']} bytes")
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--block", choices=["gpt", "llama", "mla"], default="gpt")
    ap.add_argument("--mla", default=None,
                    help="mla block: Q_LORA,KV_LORA,NOPE,ROPE,V (q_lora_rank 0: queries projected directly)")
    ap.add_argument("--seq", type=int, default=128)
    ap.add_argument("--mbs", type=int, default=2)
    ap.add_argument("--hidden", type=int, default=256)
    ap.add_argument("--heads", type=int, default=4)
    ap.add_argument("--kv-heads", type=int, default=0, help="default: = heads")
    ap.add_argument("--ffn", type=int, default=0, help="default: 4*hidden")
    ap.add_argument("--dropout", type=float, default=None,
                    help="gpt: hidden+attention dropout (default 0.1); llama: attention_dropout (default 0.0)")
    ap.add_argument("--dtype", choices=["bf16", "fp32", "fp16"], default="bf16")
    ap.add_argument("--format", choices=["json", "table"], default="json")
    args = ap.parse_args(argv)
    p = args.dropout if args.dropout is not None else (0.1 if args.block == "gpt" else 0.0)
    mla = tuple(int(v) for v in args.mla.split(",")) if args.mla else None
    r = measure(args.block, args.seq, args.mbs, args.hidden, args.heads, args.kv_heads,
                args.ffn, p, args.dtype, mla=mla)
    if args.format == "json":
        print(json.dumps(r, indent=1))
    else:
        print(format_table(r))
    return 0


if __name__ == "__main__":
    sys.exit(main())
