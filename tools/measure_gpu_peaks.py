#!/usr/bin/env python3
"""Measure per-GPU memory of real training steps on one CUDA GPU.

MemLedger reference measurement (docs/model.md): small-to-medium Llama-shaped
models (and one GPT-2-shaped model) are built from a config with random weights -- no
downloads -- and trained for a few steps on random token ids.  For every case the
script records the configuration in MemLedger's vocabulary, the exact parameter count
and the caching allocator's own statistics (allocated / reserved / active, current
and peak) at the named instants of each step: after the model is built, at the end of
forward, during backward, during the optimizer step, and after it.

    python3 tools/measure_gpu_peaks.py --out "$OUT"            # the real run (CUDA)
    python3 tools/measure_gpu_peaks.py --list                   # the case matrix
    /usr/bin/python3 tools/measure_gpu_peaks.py --dry-run --out /tmp/gpu-dry   # CPU check

Outputs (under --out, default $OUT): measurements.json (one record per case, rewritten
after every step so a killed run loses nothing), environment.json (versions, GPU, CUDA
context size) and snapshots/*.pickle (torch.cuda.memory._dump_snapshot files for a few
small cases).  See tools/measure_gpu_peaks.md for the schema.

Every case runs inside try/except: an OOM or an API missing from this torch /
transformers version is recorded and the next case runs.  Cases are ordered by value
and skipped once --budget-seconds (measured from interpreter start) is spent.  Cases
that need their own allocator configuration (PYTORCH_CUDA_ALLOC_CONF must be set
before CUDA initialises) or a process group run in a subprocess of this script.

--dry-run runs every case on the CPU with tiny shapes (1-2 steps).  When transformers
is not installed it uses a small pure-PyTorch stand-in with the same module layout.
CUDA-only measurements (allocator statistics, snapshots, fused AdamW, FSDP2/NCCL) are
recorded as null or skipped, so the control flow, the subprocess plumbing, the JSON
writing and the budget logic can be checked on a machine without a GPU.
"""
from __future__ import annotations

import time

_T_START = time.monotonic()  # the budget counts from here (before importing torch)

import argparse  # noqa: E402
import contextlib  # noqa: E402
import copy  # noqa: E402
import datetime  # noqa: E402
import functools  # noqa: E402
import gc  # noqa: E402
import gzip  # noqa: E402
import importlib.util  # noqa: E402
import inspect  # noqa: E402
import json  # noqa: E402
import math  # noqa: E402
import os  # noqa: E402
import platform  # noqa: E402
import random  # noqa: E402
import shutil  # noqa: E402
import socket  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import traceback  # noqa: E402
from collections import Counter, defaultdict  # noqa: E402
from types import SimpleNamespace  # noqa: E402

# No network on the measuring machine; keep transformers from trying, and from
# importing TensorFlow / Flax when they happen to be installed.
for _k, _v in (("HF_HUB_OFFLINE", "1"), ("TRANSFORMERS_OFFLINE", "1"), ("USE_TF", "0"),
               ("USE_FLAX", "0"), ("TOKENIZERS_PARALLELISM", "false")):
    os.environ.setdefault(_k, _v)

import torch  # noqa: E402
import torch.nn as nn  # noqa: E402
import torch.nn.functional as F  # noqa: E402
import torch.utils.checkpoint  # noqa: E402  (a submodule: not imported by `import torch`)

SCHEMA = "memledger.gpu-measurements"
SCHEMA_VERSION = 1
SEED = 1234
LR = 1e-5
MIB = 1 << 20
IGNORE_INDEX = -100
SNAPSHOT_LIMIT_BYTES = 20 * 1000 * 1000
OOM_ERRORS = tuple(e for e in (getattr(torch.cuda, "OutOfMemoryError", None),) if e is not None)


# ----------------------------------------------------------------------------
# small helpers
# ----------------------------------------------------------------------------
def _nbytes(t: torch.Tensor) -> int:
    return t.numel() * t.element_size()


def _dtype_name(dt) -> str:
    return str(dt).replace("torch.", "")


def _sub(a, b):
    return None if a is None or b is None else a - b


def _max(values):
    values = [v for v in values if v is not None]
    return max(values) if values else None


def _first_line(e: BaseException) -> str:
    text = str(e).strip().splitlines()
    return f"{type(e).__name__}: {text[0] if text else ''}"[:500]


def _is_oom(e: BaseException) -> bool:
    if OOM_ERRORS and isinstance(e, OOM_ERRORS):
        return True
    return isinstance(e, RuntimeError) and "out of memory" in str(e)


def _version_tuple(v: str):
    out = []
    for part in v.split("+")[0].split("."):
        digits = "".join(ch for ch in part if ch.isdigit())
        if not digits:
            break
        out.append(int(digits))
    return tuple(out)


def _log(msg: str) -> None:
    print(f"[{time.monotonic() - _T_START:7.1f}s] {msg}", flush=True)


class Unsupported(Exception):
    """The case needs an API this torch / transformers / machine does not have."""


# ----------------------------------------------------------------------------
# results file: rewritten atomically after every step
# ----------------------------------------------------------------------------
class Writer:
    def __init__(self, path: str, meta: dict):
        self.path = path
        self.meta = meta
        self.records: list[dict] = []

    def add(self, rec: dict) -> dict:
        self.records.append(rec)
        self.flush()
        return rec

    def flush(self) -> None:
        doc = dict(self.meta)
        doc["elapsed_s"] = round(time.monotonic() - _T_START, 2)
        doc["cases"] = self.records
        tmp = self.path + ".tmp"
        with open(tmp, "w") as f:
            json.dump(doc, f, indent=1, default=str)
        os.replace(tmp, self.path)


# ----------------------------------------------------------------------------
# allocator statistics (all None on the CPU)
# ----------------------------------------------------------------------------
class Mem:
    KEYS = ("allocated_bytes.all.current", "allocated_bytes.all.peak",
            "reserved_bytes.all.current", "reserved_bytes.all.peak",
            "active_bytes.all.current", "active_bytes.all.peak",
            "requested_bytes.all.peak", "inactive_split_bytes.all.current",
            "segment.all.current", "num_alloc_retries", "num_ooms",
            "num_device_alloc", "num_device_free")

    def __init__(self, device: torch.device):
        self.enabled = device.type == "cuda"

    def sync(self):
        if self.enabled:
            torch.cuda.synchronize()

    def allocated(self):
        return torch.cuda.memory_allocated() if self.enabled else None

    def reserved(self):
        return torch.cuda.memory_reserved() if self.enabled else None

    def reset_peak(self):
        if self.enabled:
            torch.cuda.reset_peak_memory_stats()

    def reset_counters(self):
        # num_alloc_retries / num_ooms are cumulative; reset them per case.
        if self.enabled:
            torch.cuda.reset_accumulated_memory_stats()

    def stats(self) -> dict | None:
        if not self.enabled:
            return None
        s = torch.cuda.memory_stats()
        return {k: s.get(k) for k in self.KEYS}

    def full_stats(self) -> dict | None:
        return dict(torch.cuda.memory_stats()) if self.enabled else None

    def phase(self) -> dict:
        """Peaks since the last reset_peak() and the current values."""
        s = self.stats() or {}
        return {"peak_allocated": s.get("allocated_bytes.all.peak"),
                "peak_reserved": s.get("reserved_bytes.all.peak"),
                "peak_active": s.get("active_bytes.all.peak"),
                "peak_requested": s.get("requested_bytes.all.peak"),
                "end_allocated": s.get("allocated_bytes.all.current"),
                "end_reserved": s.get("reserved_bytes.all.current")}

    def counters(self) -> dict:
        s = self.stats() or {}
        return {"num_alloc_retries": s.get("num_alloc_retries"), "num_ooms": s.get("num_ooms")}


def cleanup(mem: Mem) -> None:
    gc.collect()
    if mem.enabled:
        torch.cuda.synchronize()
        torch.cuda.empty_cache()


# ----------------------------------------------------------------------------
# model presets (MemLedger vocabulary) and their tiny dry-run stand-ins
# ----------------------------------------------------------------------------
MODELS = {
    # TinyLlama-like widths, 16 layers: ~0.9B parameters with a 32K vocabulary.
    "llama-0.9b": dict(family="llama", layers=16, hidden=2048, heads=16, kv_heads=8,
                       ffn=5632, vocab=32000),
    # Same body with Llama-3's 128K vocabulary: the logits dominate (docs/model.md#outside-the-layers).
    "llama-0.9b-v128k": dict(family="llama", layers=16, hidden=2048, heads=16, kv_heads=8,
                             ffn=5632, vocab=128256),
    # Small enough for readable memory snapshots.
    "llama-small": dict(family="llama", layers=4, hidden=1024, heads=8, kv_heads=4,
                        ffn=2816, vocab=32000),
    # GPT-2 medium (355M): LayerNorm, GeLU MLP, learned positions, tied head, dropout 0.1.
    "gpt2-medium": dict(family="gpt2", layers=24, hidden=1024, heads=16, kv_heads=16,
                        ffn=4096, vocab=50257, max_positions=1024, dropout=0.1),
    # The Llama 3 shapes of the "large" suite (their published config.json values).
    "llama-3.2-1b": dict(family="llama", layers=16, hidden=2048, heads=32, kv_heads=8,
                         ffn=8192, vocab=128256, tied=True),
    "llama-3.2-3b": dict(family="llama", layers=28, hidden=3072, heads=24, kv_heads=8,
                         ffn=8192, vocab=128256, tied=True),
    "llama-3.1-8b": dict(family="llama", layers=32, hidden=4096, heads=32, kv_heads=8,
                         ffn=14336, vocab=128256),
    # The "frontier" suite: DeepSeek-V3's attention and expert widths (config.json of
    # deepseek-ai/DeepSeek-V3) on a body small enough for one GPU; Qwen3-30B-A3B's expert
    # widths likewise.  MLA with every layer dense isolates the attention.
    "dsv3-mla-dense": dict(family="deepseek_v3", layers=12, hidden=2048, heads=16, kv_heads=16,
                           ffn=5632, vocab=32000, q_lora_rank=1536, kv_lora_rank=512,
                           qk_nope_head_dim=128, qk_rope_head_dim=64, v_head_dim=128,
                           experts=0, top_k=0, shared_experts=0, expert_ffn=0, dense_layers=12),
    # DeepSeek-V2-Lite's MLA: queries projected from the hidden state directly (no q_lora).
    "dsv2lite-mla-dense": dict(family="deepseek_v3", layers=12, hidden=2048, heads=16, kv_heads=16,
                               ffn=5632, vocab=32000, q_lora_rank=None, kv_lora_rank=512,
                               qk_nope_head_dim=128, qk_rope_head_dim=64, v_head_dim=128,
                               experts=0, top_k=0, shared_experts=0, expert_ffn=0, dense_layers=12),
    "dsv3-mini-moe": dict(family="deepseek_v3", layers=8, hidden=2048, heads=16, kv_heads=16,
                          ffn=5632, vocab=32000, q_lora_rank=1536, kv_lora_rank=512,
                          qk_nope_head_dim=128, qk_rope_head_dim=64, v_head_dim=128,
                          experts=32, top_k=4, shared_experts=1, expert_ffn=512, dense_layers=1),
    "qwen3-moe-mini": dict(family="qwen3_moe", layers=8, hidden=2048, heads=32, kv_heads=4,
                           head_dim=128, ffn=6144, vocab=32000, experts=64, top_k=8,
                           shared_experts=0, expert_ffn=768, dense_layers=0),
}
DRY_MODELS = {
    "llama-0.9b": dict(family="llama", layers=2, hidden=64, heads=4, kv_heads=2, ffn=176, vocab=256),
    "llama-0.9b-v128k": dict(family="llama", layers=2, hidden=64, heads=4, kv_heads=2, ffn=176,
                             vocab=1024),
    "llama-small": dict(family="llama", layers=2, hidden=32, heads=2, kv_heads=1, ffn=88, vocab=256),
    "gpt2-medium": dict(family="gpt2", layers=2, hidden=64, heads=4, kv_heads=4, ffn=256, vocab=300,
                        max_positions=64, dropout=0.1),
    "llama-3.2-1b": dict(family="llama", layers=2, hidden=64, heads=4, kv_heads=2, ffn=256, vocab=1024,
                         tied=True),
    "llama-3.2-3b": dict(family="llama", layers=3, hidden=96, heads=6, kv_heads=2, ffn=256, vocab=1024,
                         tied=True),
    "llama-3.1-8b": dict(family="llama", layers=2, hidden=128, heads=4, kv_heads=2, ffn=448, vocab=1024),
    "dsv3-mla-dense": dict(family="deepseek_v3", layers=2, hidden=64, heads=4, kv_heads=4, ffn=176,
                           vocab=256, q_lora_rank=48, kv_lora_rank=32, qk_nope_head_dim=16,
                           qk_rope_head_dim=8, v_head_dim=16, experts=0, top_k=0, shared_experts=0,
                           expert_ffn=0, dense_layers=2),
    "dsv2lite-mla-dense": dict(family="deepseek_v3", layers=2, hidden=64, heads=4, kv_heads=4, ffn=176,
                               vocab=256, q_lora_rank=None, kv_lora_rank=32, qk_nope_head_dim=16,
                               qk_rope_head_dim=8, v_head_dim=16, experts=0, top_k=0, shared_experts=0,
                               expert_ffn=0, dense_layers=2),
    "dsv3-mini-moe": dict(family="deepseek_v3", layers=2, hidden=64, heads=4, kv_heads=4, ffn=176,
                          vocab=256, q_lora_rank=48, kv_lora_rank=32, qk_nope_head_dim=16,
                          qk_rope_head_dim=8, v_head_dim=16, experts=4, top_k=2, shared_experts=1,
                          expert_ffn=32, dense_layers=1),
    "qwen3-moe-mini": dict(family="qwen3_moe", layers=2, hidden=64, heads=4, kv_heads=2, head_dim=16,
                           ffn=176, vocab=256, experts=4, top_k=2, shared_experts=0, expert_ffn=32,
                           dense_layers=0),
}

# Families only transformers builds (the stand-in has no latent attention and no experts).
HF_ONLY_FAMILIES = {"deepseek_v3", "qwen3_moe"}


def model_vocabulary(m: dict) -> dict:
    llama = m["family"] != "gpt2"  # Llama, DeepSeek-V3 and Qwen3-MoE share the block's style
    out = {"family": m["family"], "block_style": "llama" if llama else "gpt", "layers": m["layers"],
           "hidden": m["hidden"], "heads": m["heads"], "kv_heads": m["kv_heads"],
           "head_dim": m.get("head_dim", m["hidden"] // m["heads"]), "ffn": m["ffn"], "vocab": m["vocab"],
           "tied_embeddings": m.get("tied", not llama), "mlp": "swiglu" if llama else "gelu",
           "norm": "rmsnorm" if llama else "layernorm", "position": "rope" if llama else "learned",
           "dropout": m.get("dropout", 0.0), "biases": not llama,
           "qk_norm": m["family"] == "qwen3_moe"}
    if not llama:
        out["max_positions"] = m["max_positions"]  # the learned position table's rows
    if "kv_lora_rank" in m:
        out["mla"] = {k: m[k] for k in ("q_lora_rank", "kv_lora_rank", "qk_nope_head_dim",
                                        "qk_rope_head_dim", "v_head_dim")}
    if m.get("experts"):
        out["moe"] = {k: m[k] for k in ("experts", "top_k", "shared_experts", "expert_ffn", "dense_layers")}
    return out


# ----------------------------------------------------------------------------
# the dry-run stand-in: same module names and call signatures as the HF models
# ----------------------------------------------------------------------------
def causal_lm_loss(logits: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
    """transformers' ForCausalLMLoss: upcast the logits to fp32, shift the labels, mean CE."""
    logits = logits.float()
    labels = F.pad(labels, (0, 1), value=IGNORE_INDEX)[..., 1:]
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), labels.reshape(-1),
                           ignore_index=IGNORE_INDEX)


class _RMSNorm(nn.Module):
    def __init__(self, n, eps=1e-5):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(n))
        self.eps = eps

    def forward(self, x):
        dt = x.dtype
        x = x.to(torch.float32)
        x = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)
        return self.weight * x.to(dt)


def _attend(q, k, v, impl, p, training):
    rep = q.shape[1] // k.shape[1]
    if rep > 1:
        k, v = k.repeat_interleave(rep, dim=1), v.repeat_interleave(rep, dim=1)
    sdpa = getattr(F, "scaled_dot_product_attention", None)
    if impl != "eager" and sdpa is not None:
        return sdpa(q, k, v, dropout_p=p if training else 0.0, is_causal=True)
    s = q.shape[-2]
    scores = (q @ k.transpose(-1, -2)) * q.shape[-1] ** -0.5
    mask = torch.ones(s, s, dtype=torch.bool, device=q.device).triu(1)
    scores = scores.masked_fill(mask, torch.finfo(scores.dtype).min)
    probs = F.softmax(scores, dim=-1, dtype=torch.float32).to(q.dtype)
    return F.dropout(probs, p, training) @ v


def _rotate_half(x):
    h = x.shape[-1] // 2
    return torch.cat((-x[..., h:], x[..., :h]), dim=-1)


class _TinyLlamaAttention(nn.Module):
    def __init__(self, m, impl):
        super().__init__()
        h, a, kv = m["hidden"], m["heads"], m["kv_heads"]
        self.a, self.kv, self.d, self.impl = a, kv, h // a, impl
        self.q_proj = nn.Linear(h, a * self.d, bias=False)
        self.k_proj = nn.Linear(h, kv * self.d, bias=False)
        self.v_proj = nn.Linear(h, kv * self.d, bias=False)
        self.o_proj = nn.Linear(a * self.d, h, bias=False)

    def forward(self, x, cos, sin):
        b, s, _ = x.shape
        q = self.q_proj(x).view(b, s, self.a, self.d).transpose(1, 2)
        k = self.k_proj(x).view(b, s, self.kv, self.d).transpose(1, 2)
        v = self.v_proj(x).view(b, s, self.kv, self.d).transpose(1, 2)
        q = q * cos + _rotate_half(q) * sin
        k = k * cos + _rotate_half(k) * sin
        out = _attend(q, k, v, self.impl, 0.0, self.training)
        return self.o_proj(out.transpose(1, 2).reshape(b, s, -1))


class _TinyLlamaMLP(nn.Module):
    def __init__(self, m):
        super().__init__()
        self.gate_proj = nn.Linear(m["hidden"], m["ffn"], bias=False)
        self.up_proj = nn.Linear(m["hidden"], m["ffn"], bias=False)
        self.down_proj = nn.Linear(m["ffn"], m["hidden"], bias=False)

    def forward(self, x):
        return self.down_proj(F.silu(self.gate_proj(x)) * self.up_proj(x))


class _TinyLlamaLayer(nn.Module):
    def __init__(self, m, impl):
        super().__init__()
        self.input_layernorm = _RMSNorm(m["hidden"])
        self.self_attn = _TinyLlamaAttention(m, impl)
        self.post_attention_layernorm = _RMSNorm(m["hidden"])
        self.mlp = _TinyLlamaMLP(m)

    def forward(self, x, cos, sin):
        x = x + self.self_attn(self.input_layernorm(x), cos, sin)
        return x + self.mlp(self.post_attention_layernorm(x))


class _TinyGPTLayer(nn.Module):
    def __init__(self, m, impl):
        super().__init__()
        h = m["hidden"]
        self.a, self.d, self.impl, self.p = m["heads"], h // m["heads"], impl, m.get("dropout", 0.0)
        self.ln_1, self.ln_2 = nn.LayerNorm(h), nn.LayerNorm(h)
        self.c_attn, self.c_proj = nn.Linear(h, 3 * h), nn.Linear(h, h)
        self.c_fc, self.mlp_proj = nn.Linear(h, m["ffn"]), nn.Linear(m["ffn"], h)

    def forward(self, x, cos=None, sin=None):
        b, s, h = x.shape
        q, k, v = self.c_attn(self.ln_1(x)).split(h, dim=-1)
        q, k, v = (t.view(b, s, self.a, self.d).transpose(1, 2) for t in (q, k, v))
        att = _attend(q, k, v, self.impl, self.p, self.training).transpose(1, 2).reshape(b, s, h)
        x = x + F.dropout(self.c_proj(att), self.p, self.training)
        y = self.mlp_proj(F.gelu(self.c_fc(self.ln_2(x)), approximate="tanh"))
        return x + F.dropout(y, self.p, self.training)


class _TinyBackbone(nn.Module):
    def __init__(self, m, impl):
        super().__init__()
        self.gpt = m["family"] == "gpt2"
        h = m["hidden"]
        self.embed_tokens = nn.Embedding(m["vocab"], h)
        self.wpe = nn.Embedding(m["max_positions"], h) if self.gpt else None
        layer = _TinyGPTLayer if self.gpt else _TinyLlamaLayer
        self.layers = nn.ModuleList(layer(m, impl) for _ in range(m["layers"]))
        self.norm = nn.LayerNorm(h) if self.gpt else _RMSNorm(h)
        self.p = m.get("dropout", 0.0)
        d = h // m["heads"]
        self.register_buffer("inv_freq", 1.0 / (10000.0 ** (torch.arange(0, d, 2).float() / d)),
                             persistent=False)
        self.gradient_checkpointing = False

    def forward(self, input_ids, use_cache=False, **_):
        b, s = input_ids.shape
        x = self.embed_tokens(input_ids)
        cos = sin = None
        if self.gpt:
            x = F.dropout(x + self.wpe(torch.arange(s, device=x.device)), self.p, self.training)
        else:
            freqs = torch.arange(s, device=x.device).float()[:, None] * self.inv_freq.float()[None]
            emb = torch.cat((freqs, freqs), dim=-1)
            cos, sin = emb.cos().to(x.dtype)[None, None], emb.sin().to(x.dtype)[None, None]
        for layer in self.layers:
            if self.gradient_checkpointing and self.training:
                x = torch.utils.checkpoint.checkpoint(layer, x, cos, sin, use_reentrant=False)
            else:
                x = layer(x, cos, sin)
        return (self.norm(x),)


class TinyCausalLM(nn.Module):
    """Dry-run stand-in for LlamaForCausalLM / GPT2LMHeadModel (same attribute names)."""

    def __init__(self, m, impl):
        super().__init__()
        self.model = _TinyBackbone(m, impl)
        self.lm_head = nn.Linear(m["hidden"], m["vocab"], bias=False)
        if m["family"] == "gpt2":
            self.lm_head.weight = self.model.embed_tokens.weight

    def forward(self, input_ids, labels=None, use_cache=False, **_):
        logits = self.lm_head(self.model(input_ids)[0])
        loss = causal_lm_loss(logits, labels) if labels is not None else None
        return SimpleNamespace(loss=loss, logits=logits)

    def gradient_checkpointing_enable(self, gradient_checkpointing_kwargs=None):
        self.model.gradient_checkpointing = True


def backbone(model):
    return model.model if hasattr(model, "model") else model.transformer


def decoder_layers(model):
    bb = backbone(model)
    return bb.layers if hasattr(bb, "layers") else bb.h


# ----------------------------------------------------------------------------
# model construction
# ----------------------------------------------------------------------------
@contextlib.contextmanager
def default_dtype(dtype):
    # How torchtune and transformers' _from_config build bf16 models: no fp32 copy is
    # ever made, and buffers computed with an explicit .float() (RoPE inv_freq) stay fp32.
    old = torch.get_default_dtype()
    torch.set_default_dtype(dtype)
    try:
        yield
    finally:
        torch.set_default_dtype(old)


def device_context(device):
    # torch >= 2.0: build parameters directly on the GPU (initialising ~1B parameters
    # on the CPU would cost seconds of the budget).
    if device.type != "cpu" and hasattr(torch.device, "__enter__"):
        return device
    return contextlib.nullcontext()


def build_model(spec: dict, rt) -> tuple[nn.Module, dict]:
    m = spec["model_cfg"]
    dtype = torch.bfloat16 if spec["precision"] == "bf16-pure" else torch.float32
    attn = spec["attention_impl"]
    info = {"builder": None, "attention_impl_requested": attn}
    with default_dtype(dtype), device_context(rt.device):
        if rt.tf is not None:
            model = _build_hf(rt.tf, m, spec, dtype, attn, info)
        else:
            model = TinyCausalLM(m, attn)
            info["builder"] = "tiny pure-PyTorch stand-in (transformers not installed)"
            info["attention_impl_actual"] = attn if (attn == "eager" or hasattr(
                F, "scaled_dot_product_attention")) else "eager"
    model.to(rt.device)
    wrong = {_dtype_name(p.dtype) for p in model.parameters() if p.dtype != dtype}
    if wrong:  # the library ignored our default dtype: cast parameters, not buffers
        info["dtype_fix"] = f"parameters were {sorted(wrong)}; cast to {_dtype_name(dtype)}"
        for p in model.parameters():
            p.data = p.data.to(dtype)
    model.train()
    return model, info


def _build_hf(tf, m, spec, dtype, attn, info):
    if m["family"] == "llama":
        cfg = tf.LlamaConfig(vocab_size=m["vocab"], hidden_size=m["hidden"],
                             intermediate_size=m["ffn"], num_hidden_layers=m["layers"],
                             num_attention_heads=m["heads"], num_key_value_heads=m["kv_heads"],
                             max_position_embeddings=max(spec["seq"], 2048),
                             tie_word_embeddings=m.get("tied", False), use_cache=False, rms_norm_eps=1e-5)
        cls = tf.LlamaForCausalLM
    elif m["family"] == "deepseek_v3":
        # One expert group (n_group = topk_group = 1): the group-limited routing of the full
        # model needs 256 experts; it changes which experts are picked, not what is kept.
        cfg = tf.DeepseekV3Config(vocab_size=m["vocab"], hidden_size=m["hidden"],
                                  intermediate_size=m["ffn"], moe_intermediate_size=max(m["expert_ffn"], 1),
                                  num_hidden_layers=m["layers"], num_attention_heads=m["heads"],
                                  num_key_value_heads=m["kv_heads"], n_shared_experts=m["shared_experts"],
                                  n_routed_experts=max(m["experts"], 1), num_experts_per_tok=max(m["top_k"], 1),
                                  n_group=1, topk_group=1, first_k_dense_replace=m["dense_layers"],
                                  q_lora_rank=m["q_lora_rank"], kv_lora_rank=m["kv_lora_rank"],
                                  qk_nope_head_dim=m["qk_nope_head_dim"], qk_rope_head_dim=m["qk_rope_head_dim"],
                                  v_head_dim=m["v_head_dim"], max_position_embeddings=max(spec["seq"], 2048),
                                  tie_word_embeddings=False, use_cache=False, rms_norm_eps=1e-6)
        cls = tf.DeepseekV3ForCausalLM
    elif m["family"] == "qwen3_moe":
        # output_router_logits stays False (the default): no auxiliary loss tensors.
        cfg = tf.Qwen3MoeConfig(vocab_size=m["vocab"], hidden_size=m["hidden"], intermediate_size=m["ffn"],
                                num_hidden_layers=m["layers"], num_attention_heads=m["heads"],
                                num_key_value_heads=m["kv_heads"], head_dim=m["head_dim"],
                                num_experts=m["experts"], num_experts_per_tok=m["top_k"],
                                moe_intermediate_size=m["expert_ffn"], decoder_sparse_step=1, mlp_only_layers=[],
                                norm_topk_prob=True, max_position_embeddings=max(spec["seq"], 2048),
                                tie_word_embeddings=False, use_cache=False, rms_norm_eps=1e-6)
        cls = tf.Qwen3MoeForCausalLM
    else:
        cfg = tf.GPT2Config(vocab_size=m["vocab"], n_positions=m["max_positions"], n_embd=m["hidden"],
                            n_layer=m["layers"], n_head=m["heads"], use_cache=False)
        cls = tf.GPT2LMHeadModel
    info["builder"] = f"transformers {tf.__version__} {cls.__name__}._from_config"
    # transformers >= 4.56 renamed torch_dtype to dtype (the old name still works, noisily).
    dtype_kw = "dtype" if _version_tuple(tf.__version__) >= (4, 56) else "torch_dtype"
    try:
        model = cls._from_config(cfg, attn_implementation=attn, **{dtype_kw: dtype})
    except TypeError as e:  # transformers < 4.36: no attn_implementation keyword
        info["attention_fallback"] = _first_line(e)
        model = cls._from_config(cfg, **{dtype_kw: dtype})
    except (ValueError, ImportError) as e:
        if attn != "sdpa":
            raise Unsupported(f"attention {attn!r} unavailable: {_first_line(e)}")
        # Older transformers without SDPA for this architecture: measure eager, say so.
        info["attention_fallback"] = _first_line(e)
        model = cls._from_config(cfg, attn_implementation="eager", **{dtype_kw: dtype})
    info["attention_impl_actual"] = getattr(model.config, "_attn_implementation", None)
    info["experts_implementation"] = getattr(model.config, "_experts_implementation", None)
    model.config.use_cache = False
    if m["family"] in HF_ONLY_FAMILIES:
        info["modules"] = record_module_sources(model)
    return model


HF_SOURCES: dict[str, str] = {}  # class name -> source, written once to hf_sources.txt


def record_module_sources(model) -> list[str]:
    """The attention, MoE and expert classes that ran, by name, with their source kept for the
    run's hf_sources.txt: what autograd saves is whatever this transformers version's code does."""
    names = []
    for mod in model.modules():
        cls = type(mod)
        name = f"{cls.__module__}.{cls.__qualname__}"
        if not any(k in cls.__name__ for k in ("Attention", "MoE", "Moe", "Expert", "Router", "Gate", "MLP")):
            continue
        if name not in names:
            names.append(name)
        if name not in HF_SOURCES:
            with contextlib.suppress(OSError, TypeError):
                HF_SOURCES[name] = inspect.getsource(cls)
    return names


def param_summary(model) -> dict:
    total = trainable = 0
    by_dtype: Counter = Counter()
    for p in model.parameters():  # parameters() de-duplicates tied weights
        total += p.numel()
        trainable += p.numel() if p.requires_grad else 0
        by_dtype[_dtype_name(p.dtype)] += _nbytes(p)
    buffers = sum(_nbytes(b) for b in model.buffers())
    return {"total": total, "trainable": trainable, "bytes_by_dtype": dict(by_dtype),
            "buffer_bytes": buffers}


# ----------------------------------------------------------------------------
# features: recomputation, losses, LoRA, activation offloading, optimizers
# ----------------------------------------------------------------------------
def apply_full_recompute(model) -> str:
    """Hugging Face's per-layer activation checkpointing (what the Trainer turns on)."""
    try:
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
        return "gradient_checkpointing_enable(use_reentrant=False), every decoder layer"
    except TypeError:  # transformers < 4.35 has no kwargs (and defaults to reentrant)
        model.gradient_checkpointing_enable()
        return "gradient_checkpointing_enable() (library default use_reentrant), every decoder layer"


def _torchtitan_save_list():
    """torchtitan's _save_list for selective_ac_option='op' (ops missing from this torch are skipped)."""
    with contextlib.suppress(Exception):
        import torch.distributed._functional_collectives  # noqa: F401  registers _c10d_functional
    wanted = [("aten", "mm"), ("aten", "_scaled_dot_product_efficient_attention"),
              ("aten", "_scaled_dot_product_flash_attention"),
              ("_c10d_functional", "reduce_scatter_tensor"), ("aten", "max")]
    ops, names, missing = set(), [], []
    for ns, name in wanted:
        try:
            ops.add(getattr(getattr(getattr(torch.ops, ns), name), "default"))
            names.append(f"{ns}.{name}.default")
        except (AttributeError, RuntimeError):
            missing.append(f"{ns}.{name}")
    return ops, names, missing


def apply_op_sac(model) -> dict:
    """torchtitan's per-op selective checkpointing, wrapped around each decoder layer.

    Outputs of the save-list ops are kept; every other op is recomputed in backward.
    Like torchtitan, mm calls are counted per layer call (separately for forward and
    recompute) and every second mm is recomputed, so of a Llama layer's seven mm
    (q, k, v, o, gate, up, down) the 1st, 3rd, 5th and 7th are saved.
    """
    ckpt = torch.utils.checkpoint
    create = getattr(ckpt, "create_selective_checkpoint_contexts", None)
    policy_enum = getattr(ckpt, "CheckpointPolicy", None)
    if create is None or policy_enum is None:
        raise Unsupported("torch.utils.checkpoint.create_selective_checkpoint_contexts "
                          f"is not in torch {torch.__version__} (needs >= 2.4)")
    save_ops, names, missing = _torchtitan_save_list()
    mm = torch.ops.aten.mm.default

    def make_policy(meta):
        def policy(ctx, func, *args, **kwargs):
            key = "recompute_mm_count" if ctx.is_recompute else "forward_mm_count"
            if func == mm:
                meta[key] += 1
            to_save = func in save_ops and not (func == mm and meta[key] % 2 == 0)
            return policy_enum.MUST_SAVE if to_save else policy_enum.PREFER_RECOMPUTE
        return policy

    def context_fn():
        return create(make_policy(defaultdict(int)))

    for layer in decoder_layers(model):
        # Patch the instance's forward rather than wrapping the module, so state-dict
        # names and the attributes the library reads from its layers stay unchanged.
        layer.forward = functools.partial(_checkpointed_forward, layer.forward, context_fn)
    return {"impl": "torch.utils.checkpoint(use_reentrant=False, context_fn="
                    "create_selective_checkpoint_contexts(policy)), every decoder layer",
            "save_list": names, "save_list_missing": missing,
            "mm_policy": "every 2nd mm per layer call recomputed (torchtitan)"}


def _checkpointed_forward(orig_forward, context_fn, *args, **kwargs):
    # preserve_rng_state=False as torchtitan's ptd_checkpoint_wrapper.
    return torch.utils.checkpoint.checkpoint(orig_forward, *args, use_reentrant=False,
                                             context_fn=context_fn, preserve_rng_state=False,
                                             **kwargs)


def chunked_ce_forward(model, ids, mem, n_chunks=8):
    """torchtune's CEWithChunkedOutputLoss as its recipes run it (eager, no compile).

    The backbone output is split along the sequence, lm_head runs per chunk and all
    bf16 logit chunks stay alive until the loss is done (torchtune deletes its list of
    outputs only then); each chunk is upcast with .float() and summed CE is normalised
    by the number of labelled tokens.
    """
    hidden = backbone(model)(input_ids=ids, use_cache=False)[0]
    logits = [model.lm_head(c) for c in hidden.chunk(n_chunks, dim=1)]
    del hidden
    labels = F.pad(ids, (0, 1), value=IGNORE_INDEX)[..., 1:]
    total_elements = (labels != IGNORE_INDEX).sum()
    loss = 0.0
    for lc, tc in zip(logits, labels.chunk(n_chunks, dim=1)):
        loss = loss + F.cross_entropy(lc.reshape(-1, lc.shape[-1]).float(), tc.reshape(-1),
                                      ignore_index=IGNORE_INDEX, reduction="sum")
    loss = loss / total_elements
    alive = mem.allocated()
    del logits
    return loss, alive


class LoRALinear(nn.Module):
    """A frozen nn.Linear plus a rank-r update B(A(x)) * alpha / r (A Kaiming, B zero).

    adapter_dtype=bf16 matches torchtune (whole model in bf16); adapter_dtype=fp32
    matches peft's default (autocast_adapter_dtype upcasts adapters of bf16 bases), where
    the input is cast to the adapter dtype -- and saved for backward at that width.
    """

    def __init__(self, base: nn.Linear, rank: int, alpha: float, adapter_dtype):
        super().__init__()
        self.base = base
        dev = base.weight.device
        self.lora_a = nn.Linear(base.in_features, rank, bias=False, device=dev, dtype=adapter_dtype)
        self.lora_b = nn.Linear(rank, base.out_features, bias=False, device=dev, dtype=adapter_dtype)
        nn.init.kaiming_uniform_(self.lora_a.weight, a=math.sqrt(5))
        nn.init.zeros_(self.lora_b.weight)
        self.scaling = alpha / rank

    def forward(self, x):
        out = self.base(x)
        upd = self.lora_b(self.lora_a(x.to(self.lora_a.weight.dtype))) * self.scaling
        return out + upd.to(out.dtype)


def apply_lora(model, rank, alpha, targets, adapter_dtype) -> dict:
    for p in model.parameters():
        p.requires_grad_(False)
    replaced = []
    for name, mod in list(model.named_modules()):
        for attr in targets:
            child = getattr(mod, attr, None)
            if isinstance(child, nn.Linear):
                setattr(mod, attr, LoRALinear(child, rank, alpha, adapter_dtype))
                replaced.append(f"{name}.{attr}")
    if not replaced:
        raise Unsupported(f"no nn.Linear named {targets} in this model")
    return {"rank": rank, "alpha": alpha, "targets": list(targets), "modules": len(replaced),
            "adapter_dtype": _dtype_name(adapter_dtype), "base": "frozen"}


class SyncActivationOffload:
    """torchtune OffloadActivations, synchronous: saved tensors >= 1024 bytes that are on
    the compute device (and are not Parameters) are copied to pinned host memory when
    autograd saves them and copied back when backward unpacks them.  No side stream, no
    forward stash: the GPU copy is released as soon as the host copy completes."""

    MIN_BYTES = 1024

    def __init__(self, device: torch.device):
        self.device = device
        self.pin = device.type == "cuda"
        self.bytes = 0
        self.count = 0

    def pack(self, t):
        if (t.device.type == self.device.type and not isinstance(t, nn.Parameter)
                and _nbytes(t) >= self.MIN_BYTES):
            host = torch.empty(t.size(), dtype=t.dtype, layout=t.layout, pin_memory=self.pin)
            host.copy_(t)  # blocking copy (no non_blocking): the sync variant
            self.bytes += _nbytes(t)
            self.count += 1
            return (t.device, host)
        return t

    def unpack(self, packed):
        if isinstance(packed, tuple):
            dev, host = packed
            return host.to(dev)
        return packed

    def context(self):
        return torch.autograd.graph.saved_tensors_hooks(self.pack, self.unpack)


def offload_forward(model, ids, mem, offload: SyncActivationOffload):
    # As torchtune: the decoder runs under the offloading hooks, the output head and
    # the loss under none (its NoOpManager), so logits are never offloaded.
    with offload.context():
        hidden = backbone(model)(input_ids=ids, use_cache=False)[0]
    logits = model.lm_head(hidden)
    loss = causal_lm_loss(logits, ids)
    alive = mem.allocated()
    del logits, hidden
    return loss, alive


def hf_default_forward(model, ids, mem):
    out = model(input_ids=ids, labels=ids, use_cache=False)
    loss = out.loss
    alive = mem.allocated()  # logits still referenced by the output object
    del out  # a training loop keeps only the loss (the Trainer drops the outputs)
    return loss, alive


def build_optimizers(spec, model, params) -> list:
    """The optimizers of one case.  Muon orthogonalises the hidden matrices only; the
    embeddings, the output layer and every vector go to AdamW (torch.optim.Muon accepts 2-D
    parameters only; KellerJordan's MuonWithAuxAdam splits the same way)."""
    if spec["optimizer"] != "muon":
        return [build_optimizer(spec, params)]
    wanted = {id(p) for p in params}
    matrices, rest = [], []
    for name, p in model.named_parameters():
        if id(p) not in wanted:
            continue
        outer = "embed" in name or "lm_head" in name or "wte" in name
        (matrices if p.ndim == 2 and not outer else rest).append(p)
    adamw = dict(spec, optimizer="adamw", optimizer_options={})
    return [torch.optim.Muon(matrices, lr=0.02), build_optimizer(adamw, rest)]


def build_optimizer(spec, params):
    o = dict(spec["optimizer_options"])
    if spec["optimizer"] == "adamw":
        kw = {"lr": LR}
        if "foreach" in o:
            kw["foreach"] = o["foreach"]
        if o.get("fused"):
            kw["fused"] = True
        return torch.optim.AdamW(params, **kw)
    if spec["optimizer"] == "sgd-momentum":
        return torch.optim.SGD(params, lr=1e-3, momentum=0.9)
    raise ValueError(spec["optimizer"])


def optimizer_state_bytes(optimizers, device) -> dict:
    dev_b = host_b = tensors = 0
    for opt in optimizers:
        for st in opt.state.values():
            for v in st.values():
                if isinstance(v, torch.Tensor):
                    tensors += 1
                    if v.device.type == device.type:
                        dev_b += _nbytes(v)
                    else:
                        host_b += _nbytes(v)
    return {"device_bytes": dev_b, "host_bytes": host_b, "tensors": tensors}


def grad_bytes(params) -> int:
    return sum(_nbytes(p.grad) for p in params if p.grad is not None)


def requirement_gap(spec: dict, rt) -> str | None:
    """A reason the case cannot run here, or None."""
    o = spec["options"]
    if spec["optimizer_options"].get("fused"):
        if "fused" not in inspect.signature(torch.optim.AdamW.__init__).parameters:
            return f"AdamW(fused=True) is not in torch {torch.__version__}"
        if rt.device.type != "cuda":
            return "fused AdamW is measured on CUDA only"
    if spec["recompute"] == "selective" and not hasattr(torch.utils.checkpoint,
                                                        "create_selective_checkpoint_contexts"):
        return (f"per-op selective checkpointing needs torch >= 2.4 "
                f"(create_selective_checkpoint_contexts); this is {torch.__version__}")
    if o.get("optimizer_in_backward") and not hasattr(torch.Tensor,
                                                      "register_post_accumulate_grad_hook"):
        return f"Tensor.register_post_accumulate_grad_hook is not in torch {torch.__version__} (needs >= 2.1)"
    if spec["attention_impl"] == "flash_attention_2":
        if rt.device.type != "cuda":
            return "flash_attention_2 needs CUDA"
        if importlib.util.find_spec("flash_attn") is None:
            return "flash_attn is not installed"
    if spec["loss"] == "chunked-ce-8" and spec["model_cfg"]["family"] != "llama":
        return "chunked CE is implemented for the Llama layout only"
    if spec["model_cfg"]["family"] in HF_ONLY_FAMILIES and rt.tf is None:
        return f"the {spec['model_cfg']['family']} family needs transformers (the stand-in has no such layers)"
    if spec["optimizer"] == "muon" and not hasattr(torch.optim, "Muon"):
        return f"torch.optim.Muon is not in torch {torch.__version__} (needs >= 2.9)"
    return None


# ----------------------------------------------------------------------------
# which attention / loss kernels actually ran (one forward, step 1)
# ----------------------------------------------------------------------------
def make_op_recorder():
    try:
        from torch.utils._python_dispatch import TorchDispatchMode
    except ImportError:
        return None

    class OpRecorder(TorchDispatchMode):
        def __init__(self):
            super().__init__()
            self.counts = Counter()

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            self.counts[str(func)] += 1
            return func(*args, **(kwargs or {}))

        def summary(self):
            keys = ("attention", "attn", "softmax", "nll_loss", "cross_entropy", "dropout",
                    "aten.mm.", "aten.bmm.", "aten.addmm.", "aten.matmul.")
            return {k: v for k, v in sorted(self.counts.items()) if any(s in k for s in keys)}

    return OpRecorder()


# ----------------------------------------------------------------------------
# memory snapshots
# ----------------------------------------------------------------------------
class Snapshot:
    def __init__(self, path: str, max_entries: int):
        self.path, self.max_entries, self.active = path, max_entries, False

    @staticmethod
    def _new_api() -> bool:
        # torch >= 2.1 takes (enabled="all", context=..., stacks=..., max_entries=...), but
        # CUDA's wrapper is declared as (enabled, *args, **kwargs), so the signature alone
        # does not show it; _record_memory_history_impl only exists in the new API.
        mem = torch.cuda.memory
        return (hasattr(mem, "_record_memory_history_impl")
                or "max_entries" in inspect.signature(mem._record_memory_history).parameters)

    def start(self):
        rec = torch.cuda.memory._record_memory_history
        if self._new_api():
            # Python stacks only: C++ frames make the file large and the dump slow.
            rec(enabled="all", context="all", stacks="python", max_entries=self.max_entries)
        else:  # torch 2.0
            rec(True, trace_alloc_max_entries=self.max_entries, trace_alloc_record_context=True)
        self.active = True

    def stop(self):
        if not self.active:
            return
        rec = torch.cuda.memory._record_memory_history
        if self._new_api():
            rec(enabled=None)
        else:
            rec(False)
        self.active = False

    def dump(self) -> dict:
        os.makedirs(os.path.dirname(self.path), exist_ok=True)
        torch.cuda.memory._dump_snapshot(self.path)
        size = os.path.getsize(self.path)
        info = {"path": os.path.relpath(self.path, os.path.dirname(os.path.dirname(self.path))),
                "bytes": size, "max_entries": self.max_entries, "stacks": "python"}
        if size > SNAPSHOT_LIMIT_BYTES:
            with open(self.path, "rb") as src, gzip.open(self.path + ".gz", "wb") as dst:
                shutil.copyfileobj(src, dst)
            os.remove(self.path)
            gz = os.path.getsize(self.path + ".gz")
            if gz > SNAPSHOT_LIMIT_BYTES:
                os.remove(self.path + ".gz")
                info.update(path=None, note=f"{size} bytes ({gz} gzipped) exceeds the limit; deleted")
            else:
                info.update(path=info["path"] + ".gz", gzip_bytes=gz)
        return info


# ----------------------------------------------------------------------------
# one case
# ----------------------------------------------------------------------------
def new_record(spec: dict) -> dict:
    m = spec["model_cfg"]
    cfg = {"model": spec["model"], **model_vocabulary(m), "seq": spec["seq"],
           "micro_batch": spec["micro_batch"], "grad_accum": 1, "dp": 1, "tp": 1, "pp": 1,
           "precision": spec["precision"], "optimizer": spec["optimizer"],
           "optimizer_options": spec["optimizer_options"], "recompute": spec["recompute"],
           "attention": "eager" if spec["attention_impl"] == "eager" else "flash",
           "attention_impl": spec["attention_impl"], "loss": spec["loss"],
           "steps": spec["steps"], "options": spec["options"]}
    return {"case": spec["name"], "group": spec["group"], "description": spec["description"],
            "status": "running", "reason": None, "config": cfg, "build": None, "params": None,
            "bytes": {}, "steps": [], "summary": None, "snapshot": None, "wall_s": None}


class CaseState:
    """Everything a case allocates, so it can be released in one place."""

    def __init__(self):
        self.model = None
        self.optimizers = []  # stepped after backward
        self.bwd_optimizers = []  # stepped inside backward (optimizer-in-backward)
        self.hooks = []
        self.trainable = []
        self.ids = None
        self.offload = None

    def release(self):
        for h in self.hooks:
            with contextlib.suppress(Exception):
                h.remove()
        self.__init__()


def setup_case(spec: dict, rt, st: CaseState, rec: dict, base) -> None:
    """Build the model, apply the case's features and create its optimizer(s).

    Everything allocated is stored on `st` (never in a caller's local variable), so that
    CaseState.release() really drops the last reference before the allocator is checked.
    """
    mem, dev, o = rt.mem, rt.device, spec["options"]
    st.model, rec["build"] = build_model(spec, rt)
    rec["params"] = param_summary(st.model)
    rec["bytes"]["weights"] = _sub(mem.allocated(), base)
    if o.get("lora"):
        lo = o["lora"]
        rec["build"]["lora"] = apply_lora(st.model, lo["rank"], lo["alpha"], lo["targets"],
                                          getattr(torch, lo["adapter_dtype"]))
        rec["params_after_adapters"] = param_summary(st.model)
    if spec["recompute"] == "full":
        rec["build"]["recompute_impl"] = apply_full_recompute(st.model)
    elif spec["recompute"] == "selective":
        rec["build"]["recompute_impl"] = apply_op_sac(st.model)
    if o.get("fsdp2"):
        rec["build"]["fsdp2"] = apply_fsdp2(st.model, o["fsdp2"], rt)
    if o.get("offload_activations"):
        st.offload = SyncActivationOffload(dev)
    rec["bytes"]["model_ready"] = _sub(mem.allocated(), base)

    st.trainable = [p for p in st.model.parameters() if p.requires_grad]
    if o.get("optimizer_in_backward"):
        # torchtune's optimizer_in_bwd: one optimizer per parameter, stepped by a
        # post-accumulate-grad hook that then frees the gradient.
        st.bwd_optimizers = [build_optimizer(spec, [p]) for p in st.trainable]
        for p, opt in zip(st.trainable, st.bwd_optimizers):
            st.hooks.append(p.register_post_accumulate_grad_hook(
                functools.partial(_step_in_backward, opt)))
    else:
        st.optimizers = build_optimizers(spec, st.model, st.trainable)
    first = (st.optimizers or st.bwd_optimizers)[0]
    rec["build"]["optimizer_resolved"] = {
        "class": type(first).__name__, "count": len(st.optimizers) + len(st.bwd_optimizers),
        "foreach": first.defaults.get("foreach"), "fused": first.defaults.get("fused"),
        "groups": [{"class": type(o).__name__, "params": sum(p.numel() for g in o.param_groups
                                                              for p in g["params"])}
                   for o in st.optimizers]}


def _step_in_backward(opt, param):
    opt.step()
    opt.zero_grad(set_to_none=True)


def run_case(spec: dict, rt, writer: Writer) -> dict:
    rec = writer.add(new_record(spec))
    gap = requirement_gap(spec, rt)
    if gap is None and rt.remaining() < spec["est_s"]:
        gap = f"budget: {rt.remaining():.0f} s left, case needs ~{spec['est_s']} s"
    if gap:
        rec.update(status="skipped", reason=gap)
        writer.flush()
        _log(f"skip {spec['name']}: {gap}")
        return rec
    _log(f"run  {spec['name']}: {spec['description']}")
    mem, dev = rt.mem, rt.device
    st = CaseState()
    snap = None
    t_case = time.monotonic()
    base = start = None
    try:
        cleanup(mem)
        mem.reset_counters()
        mem.reset_peak()
        torch.manual_seed(SEED)
        if spec.get("snapshot"):
            if mem.enabled:
                snap = Snapshot(os.path.join(rt.out, "snapshots", spec["name"].replace("/", "-") + ".pickle"),
                                spec["snapshot"]["max_entries"])
                try:
                    snap.start()
                except Exception as e:  # noqa: BLE001 -- lose the snapshot, keep the case
                    rec["snapshot"] = {"status": "error", "reason": _first_line(e)}
                    snap = None
            else:
                rec["snapshot"] = {"status": "skipped", "reason": "memory snapshots need CUDA"}
        o = spec["options"]
        b, s, V = spec["micro_batch"], spec["seq"], spec["model_cfg"]["vocab"]
        rec["bytes"]["case_start_allocated"] = start = mem.allocated()
        if not o.get("variable_length"):
            st.ids = torch.randint(0, V, (b, s), device=dev)
        base = mem.allocated()
        rec["bytes"].update(baseline_allocated=base, baseline_reserved=mem.reserved())

        setup_case(spec, rt, st, rec, base)
        rng = random.Random(SEED)
        for i in range(1, spec["steps"] + 1):
            if rt.remaining() < 0:
                rec["reason"] = f"budget spent after {i - 1} steps"
                break
            if o.get("variable_length"):
                lo_s, hi_s = o["variable_length"]
                st.ids = torch.randint(0, V, (b, rng.randint(lo_s, hi_s)), device=dev)
            rec["steps"].append(one_step(i, spec, st, rt))
            writer.flush()
        rec["optimizer_state"] = optimizer_state_bytes(st.optimizers + st.bwd_optimizers, dev)
        rec["summary"] = summarize(rec, base)
        if o.get("variable_length") or o.get("record_full_stats"):
            rec["memory_stats_end"] = mem.full_stats()
        if snap is not None:
            try:
                rec["snapshot"] = snap.dump()
            except Exception as e:  # noqa: BLE001
                rec["snapshot"] = {"status": "error", "reason": _first_line(e)}
            snap.stop()
        rec["status"] = "partial" if rec["reason"] else "ok"
        rec["kernels_in_forward"] = detect_kernels(spec, st, rt)
    except Exception as e:  # noqa: BLE001 -- every failure is a result to record
        if isinstance(e, Unsupported):
            rec.update(status="skipped", reason=str(e))
        else:
            rec.update(status="oom" if _is_oom(e) else "error", reason=_first_line(e))
            rec["traceback_tail"] = traceback.format_exc()[-3000:]
            rec["at_failure"] = mem.stats()
        e = None  # drop the traceback (and the tensors its frames hold) before cleanup
    finally:
        if snap is not None:
            with contextlib.suppress(Exception):
                snap.stop()
        st.release()
        cleanup(mem)
        # Should be ~0: anything left is a leak or a cache (e.g. a cuBLAS workspace).
        rec["bytes"]["residual_after_cleanup"] = _sub(mem.allocated(), start)
        rec["bytes"]["allocated_after_cleanup"] = mem.allocated()
        rec["bytes"]["reserved_after_cleanup"] = mem.reserved()
        rec["wall_s"] = round(time.monotonic() - t_case, 3)
        writer.flush()
    _log(f"     {spec['name']}: {rec['status']}" + (f" ({rec['reason']})" if rec["reason"] else "")
         + _peak_text(rec))
    return rec


def _peak_text(rec) -> str:
    sm = rec.get("summary") or {}
    pk = (sm.get("steady") or sm.get("step1") or {}).get("peak_allocated")
    rs = (sm.get("steady") or sm.get("step1") or {}).get("peak_reserved")
    if pk is None:
        return ""
    return f"  peak allocated {pk / 2**30:.2f} GiB, reserved {rs / 2**30:.2f} GiB"


def autocast_for(spec, rt):
    if spec["precision"] == "bf16-amp":
        return torch.autocast(device_type=rt.device.type, dtype=torch.bfloat16)
    return contextlib.nullcontext()


def case_forward(spec, st, ids, mem):
    """Forward + loss; returns (loss, bytes allocated while the model's outputs were alive)."""
    if st.offload is not None:
        return offload_forward(st.model, ids, mem, st.offload)
    if spec["loss"] == "chunked-ce-8":
        return chunked_ce_forward(st.model, ids, mem)
    return hf_default_forward(st.model, ids, mem)


def detect_kernels(spec, st, rt) -> dict:
    """Which attention / softmax / loss kernels run, from one extra forward after the
    measured steps (a Python dispatch mode over the forward), so that a dispatch-mode
    incompatibility can cost this diagnostic but never a measurement."""
    if spec["options"].get("fsdp2"):
        return {"skipped": "not under FSDP2 (collectives inside the forward)"}
    recorder = make_op_recorder()
    if recorder is None:
        return {"skipped": "no TorchDispatchMode in this torch"}
    try:
        with autocast_for(spec, rt), recorder:
            loss, _ = case_forward(spec, st, st.ids, rt.mem)
        del loss
        return {"ops": recorder.summary()}
    except Exception as e:  # noqa: BLE001
        return {"error": _first_line(e)}


def one_step(i: int, spec: dict, st: CaseState, rt) -> dict:
    mem = rt.mem
    ids = st.ids
    r = {"step": i, "seq": ids.shape[1], "micro_batch": ids.shape[0]}
    mem.sync()
    mem.reset_peak()
    c0 = mem.counters()
    r["allocated_at_start"] = mem.allocated()
    r["reserved_at_start"] = mem.reserved()
    t0 = time.perf_counter()

    if st.offload is not None:
        st.offload.bytes = st.offload.count = 0
    with autocast_for(spec, rt):
        loss, alive = case_forward(spec, st, ids, mem)
    r["allocated_with_outputs"] = alive
    r["allocated_before_backward"] = mem.allocated()
    mem.sync()
    t1 = time.perf_counter()
    r["forward"] = mem.phase()
    mem.reset_peak()

    loss.backward()
    mem.sync()
    t2 = time.perf_counter()
    r["backward"] = mem.phase()
    mem.reset_peak()
    r["loss"] = float(loss.detach().float())
    del loss
    r["grad_bytes"] = grad_bytes(st.trainable)

    for opt in st.optimizers:
        opt.step()
    r["allocated_after_optimizer_step"] = mem.allocated()
    for opt in st.optimizers:
        opt.zero_grad(set_to_none=True)
    r["allocated_after_zero_grad"] = mem.allocated()
    mem.sync()
    t3 = time.perf_counter()
    r["optimizer"] = mem.phase()

    for key in ("peak_allocated", "peak_reserved", "peak_active", "peak_requested"):
        r[key] = _max(r[ph][key] for ph in ("forward", "backward", "optimizer"))
    r["peak_phase"] = (max(("forward", "backward", "optimizer"),
                           key=lambda ph: r[ph]["peak_allocated"] or 0)
                       if r["peak_allocated"] is not None else None)
    c1 = mem.counters()
    r["num_alloc_retries"] = _sub(c1["num_alloc_retries"], c0["num_alloc_retries"])
    r["num_ooms"] = _sub(c1["num_ooms"], c0["num_ooms"])
    r["inactive_split_bytes_end"] = (mem.stats() or {}).get("inactive_split_bytes.all.current")
    r["wall_s"] = round(t3 - t0, 4)
    r["phase_s"] = {"forward": round(t1 - t0, 4), "backward": round(t2 - t1, 4),
                    "optimizer": round(t3 - t2, 4)}
    if st.offload is not None:
        r["offloaded"] = {"bytes": st.offload.bytes, "tensors": st.offload.count}
    return r


def summarize(rec: dict, base) -> dict | None:
    steps = rec["steps"]
    if not steps:
        return None

    def peaks(group):
        if not group:
            return None
        return {k: _max(s[k] for s in group)
                for k in ("peak_allocated", "peak_reserved", "peak_active", "peak_requested")}

    s1, steady = steps[0], steps[1:]
    last = steps[-1]
    st1, sts = peaks([s1]), peaks(steady)
    ref = sts or st1
    return {
        "step1": st1,
        "steady": sts,  # max over steps 2..n (optimizer states already exist)
        "weights": rec["bytes"].get("weights"),
        "persistent_after_step1": _sub(s1["allocated_after_zero_grad"], base),
        "persistent_with_grads_after_step1": _sub(s1["allocated_after_optimizer_step"], base),
        "activations_at_end_of_forward": _sub(last["allocated_before_backward"],
                                              last["allocated_at_start"]),
        "outputs_alive_at_end_of_forward": _sub(last["allocated_with_outputs"],
                                                last["allocated_at_start"]),
        "peak_allocated_above_baseline": _sub(ref["peak_allocated"], base),
        "peak_active_above_baseline": _sub(ref["peak_active"], base),
        "reserved_minus_allocated_at_peak": _sub(ref["peak_reserved"], ref["peak_allocated"]),
        "num_alloc_retries": sum(s["num_alloc_retries"] or 0 for s in steps),
        "num_ooms": sum(s["num_ooms"] or 0 for s in steps),
        "step_wall_s_steady": (sorted(s["wall_s"] for s in steady)[len(steady) // 2]
                               if steady else None),
    }


# ----------------------------------------------------------------------------
# FSDP2 (subprocess: needs a process group)
# ----------------------------------------------------------------------------
def fsdp2_api():
    for mod in ("torch.distributed.fsdp", "torch.distributed._composable.fsdp"):
        try:
            m = importlib.import_module(mod)
            return m.fully_shard, m.MixedPrecisionPolicy, mod
        except Exception:  # noqa: BLE001 -- old torch may fail inside the import itself
            continue
    return None


def apply_fsdp2(model, opts, rt) -> dict:
    fully_shard, MixedPrecisionPolicy, where = rt.fsdp
    mp = MixedPrecisionPolicy(param_dtype=torch.bfloat16, reduce_dtype=torch.float32)
    r = opts["reshard_after_forward"]
    for layer in decoder_layers(model):
        fully_shard(layer, mp_policy=mp, reshard_after_forward=r)
    fully_shard(model, mp_policy=mp, reshard_after_forward=r)
    return {"api": f"{where}.fully_shard", "units": "each decoder layer + root",
            "reshard_after_forward": r, "mp_policy": {"param_dtype": "bfloat16",
                                                      "reduce_dtype": "float32"},
            "world_size": 1}


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("localhost", 0))
        return s.getsockname()[1]


def child_fsdp(spec, rt, writer):
    api = fsdp2_api()
    subs = [("reshard-true", True), ("reshard-false", False)]
    reason = None
    if api is None:
        reason = f"FSDP2 fully_shard cannot be imported from torch {torch.__version__}"
    elif rt.device.type != "cuda":
        reason = "FSDP2 sub-cases are measured on CUDA with NCCL only"
    if reason:
        for tag, _ in subs:
            sub = derive_sub(spec, tag, {})
            rec = writer.add(new_record(sub))
            rec.update(status="skipped", reason=reason)
        writer.flush()
        return
    import torch.distributed as dist
    rt.fsdp = api
    os.environ.update(MASTER_ADDR="localhost", MASTER_PORT=str(_free_port()), RANK="0",
                      WORLD_SIZE="1", LOCAL_RANK="0")
    try:
        torch.cuda.set_device(0)
        dist.init_process_group("nccl", rank=0, world_size=1)
    except Exception as e:  # noqa: BLE001 -- no NCCL here: record it, do not crash
        for tag, _ in subs:
            rec = writer.add(new_record(derive_sub(spec, tag, {})))
            rec.update(status="error", reason=f"init_process_group('nccl') failed: {_first_line(e)}")
        writer.flush()
        return
    try:
        for tag, reshard in subs:
            run_case(derive_sub(spec, tag, {"fsdp2": {"reshard_after_forward": reshard}}), rt, writer)
    finally:
        dist.destroy_process_group()


def child_frag(spec, rt, writer):
    """Fixed vs variable-length batches in one allocator configuration (set by the parent)."""
    for tag in ("fixed", "variable"):
        extra = {"variable_length": spec["variable_range"]} if tag == "variable" else {}
        sub = derive_sub(spec, tag, extra)
        if tag == "variable" and spec.get("snapshot_variable"):
            sub["snapshot"] = spec["snapshot_variable"]
        run_case(sub, rt, writer)


CHILD_RUNNERS = {"fsdp": child_fsdp, "frag": child_frag}


def derive_sub(spec, tag, extra_options):
    sub = copy.deepcopy(spec["sub_base"])
    sub["name"] = f"{spec['name']}/{tag}"
    sub["options"] = {**sub["options"], **spec.get("env_options", {}), **extra_options}
    sub["description"] = f"{spec['description']} [{tag}]"
    return sub


def run_subprocess_case(spec, rt, writer):
    if rt.remaining() < spec["est_s"]:
        rec = writer.add(new_record(spec["sub_base"] | {"name": spec["name"],
                                                        "description": spec["description"]}))
        rec.update(status="skipped",
                   reason=f"budget: {rt.remaining():.0f} s left, case needs ~{spec['est_s']} s")
        writer.flush()
        _log(f"skip {spec['name']}: {rec['reason']}")
        return
    _log(f"run  {spec['name']} (subprocess): {spec['description']}")
    cleanup(rt.mem)  # hand the cached memory back before a second process allocates
    timeout = max(5.0, rt.remaining())
    result = os.path.join(rt.out, f".sub-{spec['name']}.json")
    cmd = [sys.executable, os.path.abspath(__file__), "--case", spec["name"], "--out", rt.out,
           "--sub-result", result, "--budget-seconds", f"{max(1.0, timeout - 5):.0f}"]
    if rt.dry:
        cmd.append("--dry-run")
    env = dict(os.environ)
    for k in ("PYTORCH_ALLOC_CONF", "PYTORCH_CUDA_ALLOC_CONF"):
        env.pop(k, None)  # the parent's setting must not leak into the comparison
    env.update(spec.get("env", {}))
    t0 = time.monotonic()
    rc, out_tail = None, ""
    try:
        p = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           text=True, timeout=timeout)
        rc, out_tail = p.returncode, p.stdout
    except subprocess.TimeoutExpired as e:
        rc = "timeout"
        out_tail = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
    for line in out_tail.splitlines():
        print(f"    | {line}", flush=True)
    records = []
    if os.path.exists(result):
        with contextlib.suppress(Exception):
            with open(result) as f:
                records = json.load(f).get("cases", [])
        os.remove(result)
    proc = {"subprocess": True, "env": spec.get("env", {}), "returncode": rc,
            "wall_s": round(time.monotonic() - t0, 2)}
    for r in records:
        r["process"] = proc
        if r.get("status") == "running":
            r.update(status="error", reason=f"subprocess ended mid-case (returncode {rc})")
        writer.add(r)
    if not records:
        rec = writer.add(new_record(spec["sub_base"] | {"name": spec["name"],
                                                        "description": spec["description"]}))
        rec.update(status="error", reason=f"subprocess returncode {rc}, no result",
                   process=proc, output_tail=out_tail[-3000:])
    writer.flush()


# ----------------------------------------------------------------------------
# the case matrix, in order of value
# ----------------------------------------------------------------------------
BASE = dict(model="llama-0.9b", seq=2048, micro_batch=2, precision="bf16-amp", optimizer="adamw",
            optimizer_options={}, recompute="none", attention_impl="sdpa", loss="hf-default",
            steps=3, est_s=7, options={})
LORA_TARGETS = ("q_proj", "k_proj", "v_proj", "o_proj")


def _case(name, group, description, **kw):
    c = copy.deepcopy(BASE)
    c.update(name=name, group=group, description=description, **kw)
    return c


def build_cases() -> list[dict]:
    C = _case
    pure = dict(precision="bf16-pure")
    cases = [
        # a. model states: precision x optimizer
        C("a1-amp-adamw", "a", "bf16 autocast, fp32 params, AdamW (foreach default)"),
        C("a2-amp-adamw-fused", "a", "bf16 autocast, fp32 params, AdamW fused=True",
          optimizer_options={"fused": True}),
        C("a3-pure-adamw", "a", "bf16 params (no master copy), AdamW (foreach default)", **pure),
        C("a4-amp-sgd-momentum", "a", "bf16 autocast, fp32 params, SGD momentum 0.9",
          optimizer="sgd-momentum"),
        C("a5-pure-adamw-fused", "a", "bf16 params, AdamW fused=True",
          optimizer_options={"fused": True}, **pure),
        C("a6-amp-adamw-forloop", "a", "bf16 autocast, fp32 params, AdamW foreach=False (per-tensor loop)",
          optimizer_options={"foreach": False}),
        # b. recomputation
        C("b1-amp-full-recompute", "b", "HF gradient checkpointing (full, per layer), autocast",
          recompute="full"),
        C("b2-amp-op-sac", "b", "torchtitan per-op selective checkpointing, autocast",
          recompute="selective"),
        C("b3-pure-full-recompute", "b", "HF gradient checkpointing (full, per layer), bf16 params",
          recompute="full", **pure),
        C("b4-pure-op-sac", "b", "torchtitan per-op selective checkpointing, bf16 params",
          recompute="selective", **pure),
        # c. the loss at a 128K vocabulary
        C("c1-v128k-pure-hf-loss", "c", "vocab 128256, HF loss (fp32 logits + CE), bf16 params",
          model="llama-0.9b-v128k", **pure),
        C("c2-v128k-pure-chunked-ce", "c", "vocab 128256, torchtune chunked CE (8 chunks), bf16 params",
          model="llama-0.9b-v128k", loss="chunked-ce-8", **pure),
        C("c3-v128k-amp-hf-loss", "c", "vocab 128256, HF loss, autocast",
          model="llama-0.9b-v128k"),
        C("c4-v128k-amp-chunked-ce", "c", "vocab 128256, torchtune chunked CE (8 chunks), autocast",
          model="llama-0.9b-v128k", loss="chunked-ce-8"),
        C("c5-pure-chunked-ce", "c", "vocab 32000, torchtune chunked CE (8 chunks), bf16 params",
          loss="chunked-ce-8", **pure),
        # d. optimizer in backward
        C("d1-pure-adamw-in-backward", "d", "torchtune optimizer_in_bwd: per-parameter AdamW stepped "
          "in a post-accumulate-grad hook, grads freed at once, bf16 params",
          options={"optimizer_in_backward": True}, **pure),
        C("d2-amp-adamw-in-backward", "d", "optimizer in backward, autocast, fp32 params",
          options={"optimizer_in_backward": True}),
    ]
    # g. activation slope over the sequence and the micro-batch
    for k, s in enumerate((1024, 2048, 4096, 8192, 16384), start=1):
        cases.append(C(f"g{k}-pure-seq{s}-b1", "g", f"sequence sweep, bf16 params, seq {s}, micro-batch 1",
                       seq=s, micro_batch=1, est_s=7 if s <= 4096 else (9 if s == 8192 else 13), **pure))
    cases += [
        C("g6-pure-seq2048-b4", "g", "micro-batch sweep, bf16 params, seq 2048, micro-batch 4",
          micro_batch=4, **pure),
        C("g7-amp-seq2048-b1", "g", "sequence sweep, autocast, seq 2048, micro-batch 1", micro_batch=1),
        C("g8-amp-seq8192-b1", "g", "sequence sweep, autocast, seq 8192, micro-batch 1",
          seq=8192, micro_batch=1, est_s=9),
    ]
    # g. fragmentation: fixed vs variable lengths, default vs expandable segments.  The
    # allocator reads its configuration once at CUDA init, hence one process per setting.
    frag_base = C("frag", "g", "", micro_batch=2, seq=4096, steps=6,
                  options={"record_full_stats": True}, **pure)
    for name, env, snap in (("g9-frag-default", {}, None),
                            ("g10-frag-expandable", {"PYTORCH_CUDA_ALLOC_CONF": "expandable_segments:True"},
                             {"max_entries": 20000})):
        cases.append(dict(name=name, group="g", subprocess=True, child="frag", env=env, est_s=40,
                          env_options={"alloc_conf": env.get("PYTORCH_CUDA_ALLOC_CONF", "default")},
                          description=f"6 steps, fixed seq 4096 vs random lengths 512-4096, micro-batch 2, "
                                      f"allocator {env.get('PYTORCH_CUDA_ALLOC_CONF', 'default')}",
                          variable_range=(512, 4096), snapshot_variable=snap, sub_base=frag_base))
    cases += [
        # h. memory snapshots of small models (2 steps)
        C("h1-small-amp-adamw-snapshot", "h", "snapshot: small Llama, autocast, AdamW, 2 steps",
          model="llama-small", seq=1024, steps=2, snapshot={"max_entries": 30000}),
        C("h2-small-pure-full-recompute-snapshot", "h",
          "snapshot: small Llama, bf16 params, full recompute, 2 steps",
          model="llama-small", seq=1024, steps=2, recompute="full", snapshot={"max_entries": 30000},
          **pure),
        # e. activation offloading
        C("e1-pure-full-recompute-offload", "e", "torchtune-style activation offloading (offload-activations "
          "sync) + full recompute, output head not offloaded, bf16 params",
          recompute="full", loss="hf-style", options={"offload_activations": "offload-activations sync"},
          est_s=10, **pure),
        # f. LoRA
        C("f1-lora16-bf16-adapters", "f", "LoRA r16 on q,k,v,o, frozen bf16 base, bf16 adapters (torchtune)",
          options={"lora": {"rank": 16, "alpha": 32, "targets": LORA_TARGETS, "adapter_dtype": "bfloat16"}},
          **pure),
        C("f2-lora16-fp32-adapters", "f", "LoRA r16 on q,k,v,o, frozen bf16 base, fp32 adapters (peft default)",
          options={"lora": {"rank": 16, "alpha": 32, "targets": LORA_TARGETS, "adapter_dtype": "float32"}},
          **pure),
        C("f3-lora16-full-recompute", "f", "LoRA r16 (bf16 adapters) + full recompute",
          recompute="full",
          options={"lora": {"rank": 16, "alpha": 32, "targets": LORA_TARGETS, "adapter_dtype": "bfloat16"}},
          **pure),
    ]
    # i. FSDP2 on a world-size-1 process group
    fsdp_base = C("fsdp", "i", "", precision="bf16", options={})
    cases.append(dict(name="i1-fsdp2", group="i", subprocess=True, child="fsdp", env={}, est_s=35,
                      description="FSDP2 fully_shard per layer + root, MixedPrecisionPolicy(bf16, fp32 "
                                  "reduce), fp32 sharded params, AdamW, world size 1",
                      sub_base=fsdp_base))
    cases += [
        # x. attention implementations and the GPT block
        C("x1-pure-eager-attn-seq2048-b1", "x", "eager attention (s^2 scores kept), bf16 params, "
          "seq 2048, micro-batch 1", attention_impl="eager", micro_batch=1, **pure),
        C("x2-pure-fa2-seq2048-b1", "x", "flash_attention_2, bf16 params, seq 2048, micro-batch 1",
          attention_impl="flash_attention_2", micro_batch=1, **pure),
        C("x3-gpt2-medium-amp-sdpa", "x", "GPT-2 medium (dropout 0.1, tied head), autocast, SDPA, "
          "seq 1024, micro-batch 4", model="gpt2-medium", seq=1024, micro_batch=4),
        C("x4-gpt2-medium-amp-eager", "x", "GPT-2 medium, autocast, eager attention, seq 1024, micro-batch 4",
          model="gpt2-medium", seq=1024, micro_batch=4, attention_impl="eager"),
    ]
    return cases


def build_large_cases() -> list[dict]:
    """Held-out runs at the sizes people fine-tune (Llama 3.2 1B / 3B, Llama 3.1 8B): measured
    after the engine's rules were written, to check they generalise rather than fit."""
    C = _case
    pure = dict(precision="bf16-pure")
    lora = {"lora": {"rank": 16, "alpha": 32, "targets": LORA_TARGETS, "adapter_dtype": "bfloat16"}}
    return [
        C("L1-1b-pure-s4096-b2", "L", "Llama 3.2 1B (tied), bf16 params, AdamW, seq 4096, micro-batch 2",
          model="llama-3.2-1b", seq=4096, micro_batch=2, est_s=12, **pure),
        C("L2-1b-pure-eager-s4096-b1", "L", "Llama 3.2 1B, eager attention, seq 4096, micro-batch 1",
          model="llama-3.2-1b", seq=4096, micro_batch=1, attention_impl="eager", est_s=12, **pure),
        C("L3-3b-amp-s2048-b2", "L", "Llama 3.2 3B, autocast with fp32 params, AdamW, seq 2048, micro-batch 2",
          model="llama-3.2-3b", seq=2048, micro_batch=2, est_s=20),
        C("L4-3b-pure-full-s4096-b2", "L", "Llama 3.2 3B, bf16 params, full recompute, seq 4096, micro-batch 2",
          model="llama-3.2-3b", seq=4096, micro_batch=2, recompute="full", est_s=20, **pure),
        C("L5-3b-pure-full-chunked-s4096-b2", "L", "Llama 3.2 3B, full recompute, chunked CE (8), seq 4096, "
          "micro-batch 2", model="llama-3.2-3b", seq=4096, micro_batch=2, recompute="full",
          loss="chunked-ce-8", est_s=20, **pure),
        C("L6-8b-pure-full-s4096-b1", "L", "Llama 3.1 8B, bf16 params, AdamW, full recompute, seq 4096, "
          "micro-batch 1", model="llama-3.1-8b", seq=4096, micro_batch=1, recompute="full", est_s=35, **pure),
        C("L7-8b-pure-fused-full-s8192-b1", "L", "Llama 3.1 8B, AdamW fused, full recompute, seq 8192, "
          "micro-batch 1", model="llama-3.1-8b", seq=8192, micro_batch=1, recompute="full",
          optimizer_options={"fused": True}, est_s=40, **pure),
        C("L8-8b-lora16-full-s4096-b4", "L", "Llama 3.1 8B, LoRA r16 on q,k,v,o (bf16 adapters), full "
          "recompute, seq 4096, micro-batch 4", model="llama-3.1-8b", seq=4096, micro_batch=4,
          recompute="full", options=lora, est_s=30, **pure),
        C("L9-8b-pure-none-s2048-b1", "L", "Llama 3.1 8B, bf16 params, AdamW, no recompute, seq 2048, "
          "micro-batch 1", model="llama-3.1-8b", seq=2048, micro_batch=1, est_s=35, **pure),
    ]


def build_frontier_cases() -> list[dict]:
    """The 2026 jobs on one GPU: multi-head latent attention (DeepSeek-V3's widths, with and
    without the query's low-rank projection), routed experts as transformers runs them
    (DeepSeek-V3- and Qwen3-MoE-shaped), and Muon.  Each case changes one thing from its
    neighbour so that a difference points at one rule."""
    C = _case
    pure = dict(precision="bf16-pure")
    return [
        C("M1-mla-pure-s2048-b2", "M", "MLA (q_lora 1536, kv_lora 512, 128+64 / 128 heads), every layer dense, "
          "bf16 params, AdamW, seq 2048, micro-batch 2", model="dsv3-mla-dense", est_s=10, **pure),
        C("M2-mla-pure-full-s2048-b2", "M", "MLA as M1, full recompute", model="dsv3-mla-dense",
          recompute="full", est_s=10, **pure),
        C("M3-mla-noqlora-pure-s2048-b2", "M", "MLA without the query's low-rank projection "
          "(DeepSeek-V2-Lite), bf16 params, seq 2048, micro-batch 2", model="dsv2lite-mla-dense", est_s=10, **pure),
        C("M4-mla-amp-s2048-b1", "M", "MLA as M1, autocast with fp32 params, micro-batch 1",
          model="dsv3-mla-dense", precision="bf16-amp", micro_batch=1, est_s=10),
        C("E1-dsv3-moe-pure-s2048-b2", "E", "DeepSeek-V3-shaped MoE: MLA, 1 dense + 7 MoE layers, 32 routed "
          "experts (ffn 512) top-4 + 1 shared, bf16 params, AdamW, seq 2048, micro-batch 2",
          model="dsv3-mini-moe", est_s=15, **pure),
        C("E2-qwen3moe-pure-s2048-b2", "E", "Qwen3-MoE-shaped: 8 layers, 64 experts (ffn 768) top-8, GQA 32/4 "
          "with QK-norm, bf16 params, AdamW, seq 2048, micro-batch 2", model="qwen3-moe-mini", est_s=15, **pure),
        C("E3-qwen3moe-pure-full-s2048-b2", "E", "Qwen3-MoE as E2, full recompute",
          model="qwen3-moe-mini", recompute="full", est_s=15, **pure),
        C("E4-qwen3moe-pure-s4096-b1", "E", "Qwen3-MoE as E2 at seq 4096, micro-batch 1",
          model="qwen3-moe-mini", seq=4096, micro_batch=1, est_s=15, **pure),
        C("O1-muon-pure", "O", "Muon (torch.optim.Muon) on the hidden matrices, AdamW on embeddings, head "
          "and norms, bf16 params, llama-0.9b, seq 2048, micro-batch 2", optimizer="muon", **pure),
        C("O2-muon-amp", "O", "Muon as O1, autocast with fp32 params", optimizer="muon"),
        C("O3-muon-pure-full", "O", "Muon as O1, full recompute (the optimizer step is the peak)",
          optimizer="muon", recompute="full", **pure),
    ]


SUITES = {"core": build_cases, "large": build_large_cases, "frontier": build_frontier_cases}


def resolve(spec: dict, dry: bool) -> dict:
    """Attach the model dimensions; shrink everything for --dry-run."""
    spec = copy.deepcopy(spec)
    if "sub_base" in spec:
        spec["sub_base"] = resolve(spec["sub_base"], dry)
    if dry:
        spec["est_s"] = 1
        if "variable_range" in spec:
            spec["variable_range"] = (8, max(16, spec["variable_range"][1] // 64))
    if "model" not in spec:
        return spec
    spec["model_cfg"] = dict((DRY_MODELS if dry else MODELS)[spec["model"]])
    if dry:
        spec["seq"] = max(16, spec["seq"] // 64)
        spec["steps"] = min(spec["steps"], 2)
    return spec


# ----------------------------------------------------------------------------
# environment: versions, GPU, CUDA context
# ----------------------------------------------------------------------------
def nvidia_smi(kind: str, fields: str):
    exe = shutil.which("nvidia-smi")
    if exe is None:
        return None
    try:
        out = subprocess.run([exe, f"--query-{kind}={fields}", "--format=csv,noheader,nounits"],
                             capture_output=True, text=True, timeout=20).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    names = [f.strip() for f in fields.split(",")]
    return [dict(zip(names, (c.strip() for c in line.split(",")))) for line in out.strip().splitlines()
            if line.strip()]


GPU_FIELDS = "index,uuid,name,memory.total,memory.used,memory.free,driver_version"


def _pick_gpu(rows, uuid):
    if not rows:
        return None
    if uuid:
        for r in rows:
            if uuid in r.get("uuid", ""):
                return r
    vis = os.environ.get("CUDA_VISIBLE_DEVICES", "").split(",")[0].strip()
    for r in rows:
        if vis.isdigit() and r.get("index") == vis:
            return r
    return rows[0]


def _mib(row, key):
    try:
        return int(float(row[key])) * MIB
    except (KeyError, TypeError, ValueError):
        return None


def environment(rt, smi_before) -> dict:
    env = {
        "python": sys.version.split()[0], "platform": platform.platform(),
        "cpu_count": os.cpu_count(), "torch": torch.__version__,
        "torch_cuda": getattr(torch.version, "cuda", None),
        "cudnn": torch.backends.cudnn.version() if torch.backends.cudnn.is_available() else None,
        "transformers": getattr(rt.tf, "__version__", None),
        "transformers_error": rt.tf_error,
        "optional_packages": {p: importlib.util.find_spec(p) is not None
                              for p in ("flash_attn", "peft", "bitsandbytes", "torchtune", "torchtitan",
                                        "torchao", "deepspeed", "accelerate")},
        "env": {k: os.environ.get(k) for k in ("PYTORCH_CUDA_ALLOC_CONF", "PYTORCH_ALLOC_CONF",
                                               "CUDA_VISIBLE_DEVICES", "CUDA_MODULE_LOADING")},
        "dry_run": rt.dry, "device": str(rt.device),
    }
    if rt.device.type != "cuda":
        return env
    props = torch.cuda.get_device_properties(0)
    uuid = str(getattr(props, "uuid", "") or "")
    free, total = torch.cuda.mem_get_info()
    reserved = torch.cuda.memory_reserved()
    env["gpu"] = {"name": props.name, "capability": f"{props.major}.{props.minor}",
                  "multiprocessors": props.multi_processor_count, "uuid": uuid or None,
                  "total_memory_properties": props.total_memory,
                  "mem_get_info_after_init": {"free": free, "total": total},
                  "allocator_backend": (torch.cuda.get_allocator_backend()
                                        if hasattr(torch.cuda, "get_allocator_backend") else None)}
    sdp = {}
    for fn in ("flash_sdp_enabled", "mem_efficient_sdp_enabled", "math_sdp_enabled", "cudnn_sdp_enabled"):
        f = getattr(torch.backends.cuda, fn, None)
        if f is not None:
            sdp[fn] = f()
    env["sdpa_backends_enabled"] = sdp
    smi_after = nvidia_smi("gpu", GPU_FIELDS)
    before, after = _pick_gpu(smi_before, uuid), _pick_gpu(smi_after, uuid)
    ctx = {"torch_reserved_at_measurement": reserved, "init_seconds": rt.cuda_init_s,
           "mem_get_info_used_minus_reserved": total - free - reserved}
    if before and after:
        env["driver_version"] = after.get("driver_version")
        ctx["nvidia_smi_used_before"] = _mib(before, "memory.used")
        ctx["nvidia_smi_used_after"] = _mib(after, "memory.used")
        ctx["nvidia_smi_total"] = _mib(after, "memory.total")
        ctx["nvidia_smi_delta_minus_reserved"] = _sub(_sub(ctx["nvidia_smi_used_after"],
                                                           ctx["nvidia_smi_used_before"]), reserved)
    ctx["this_process_nvidia_smi_used"] = _process_used()
    ctx["this_process_used_minus_reserved"] = _sub(ctx["this_process_nvidia_smi_used"], reserved)
    ctx["note"] = ("measured right after CUDA init + one tiny tensor: before cuBLAS/cuDNN handles "
                   "and lazily loaded kernels; see cuda_context_after_workloads in the final write")
    env["cuda_context"] = ctx
    return env


def _process_used():
    rows = nvidia_smi("compute-apps", "pid,used_memory")
    for r in rows or []:
        if r.get("pid") == str(os.getpid()):
            return _mib(r, "used_memory")
    return None


def context_after_workloads(rt) -> dict | None:
    if rt.device.type != "cuda":
        return None
    cleanup(rt.mem)
    free, total = torch.cuda.mem_get_info()
    reserved = torch.cuda.memory_reserved()
    used = _process_used()
    return {"torch_reserved": reserved, "torch_allocated": torch.cuda.memory_allocated(),
            "mem_get_info_used_minus_reserved": total - free - reserved,
            "this_process_nvidia_smi_used": used,
            "this_process_used_minus_reserved": _sub(used, reserved),
            "note": "after all in-process cases and empty_cache: context + cuBLAS/cuDNN workspaces "
                    "and loaded kernels (allocated bytes here are what the caching allocator still "
                    "holds, e.g. cuBLAS workspaces)"}


# ----------------------------------------------------------------------------
# main
# ----------------------------------------------------------------------------
class Runtime:
    def __init__(self, args):
        self.dry = args.dry_run
        self.out = os.path.abspath(args.out)
        self.budget = args.budget_seconds
        self.fsdp = None
        self.tf, self.tf_error = None, None
        try:
            import transformers
            with contextlib.suppress(Exception):
                transformers.logging.set_verbosity_error()
            self.tf = transformers
        except Exception as e:  # noqa: BLE001
            self.tf_error = _first_line(e)
        cuda = torch.cuda.is_available()
        if not cuda and not self.dry:
            raise SystemExit("no CUDA device: use --dry-run for the CPU check")
        # The dry run is a CPU check even on a GPU machine.
        self.device = torch.device("cpu" if self.dry else "cuda")
        self.cuda_init_s = None
        self.mem = Mem(self.device)

    def init_cuda(self):
        if self.device.type == "cuda":
            t0 = time.monotonic()
            torch.cuda.init()
            torch.zeros(1, device=self.device)
            torch.cuda.synchronize()
            self.cuda_init_s = round(time.monotonic() - t0, 3)

    def remaining(self) -> float:
        return self.budget - (time.monotonic() - _T_START)


def parse_args(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=os.environ.get("OUT"), help="output directory (default: $OUT)")
    ap.add_argument("--budget-seconds", type=float, default=330.0,
                    help="wall-clock budget from interpreter start; later cases are skipped (default 330)")
    ap.add_argument("--dry-run", action="store_true",
                    help="CPU check: tiny shapes, 1-2 steps, CUDA-only measurements skipped")
    ap.add_argument("--only", default="", help="comma-separated case names or prefixes to run")
    ap.add_argument("--suite", choices=sorted(SUITES), default="core",
                    help="core: the 0.9B option matrix; large: held-out Llama 3 1B/3B/8B runs; "
                         "frontier: MLA, routed experts and Muon")
    ap.add_argument("--list", action="store_true", help="print the case list and exit")
    ap.add_argument("--case", help=argparse.SUPPRESS)  # subprocess entry
    ap.add_argument("--sub-result", help=argparse.SUPPRESS)
    return ap.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    cases = [resolve(c, args.dry_run) for c in SUITES[args.suite]()]
    if args.list:
        for c in cases:
            sub = " (subprocess)" if c.get("subprocess") else ""
            print(f"{c['name']:40s} ~{c['est_s']:>3}s{sub}  {c['description']}")
        return 0
    if not args.out:
        print("--out is required (or set $OUT)", file=sys.stderr)
        return 2
    os.makedirs(args.out, exist_ok=True)

    if args.case:  # subprocess: one case family, results to --sub-result
        spec = next(c for c in cases if c["name"] == args.case)
        rt = Runtime(args)
        rt.init_cuda()
        writer = Writer(args.sub_result, {"schema": SCHEMA, "version": SCHEMA_VERSION})
        CHILD_RUNNERS[spec["child"]](spec, rt, writer)
        return 0

    smi_before = nvidia_smi("gpu", GPU_FIELDS)  # before this process creates a context
    rt = Runtime(args)
    rt.init_cuda()
    env = environment(rt, smi_before)
    env_path = os.path.join(rt.out, "environment.json")
    with open(env_path, "w") as f:
        json.dump(env, f, indent=1, default=str)
    meta = {"schema": SCHEMA, "version": SCHEMA_VERSION, "script": "tools/measure_gpu_peaks.py",
            "started_at": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "dry_run": rt.dry, "budget_seconds": rt.budget, "torch": torch.__version__,
            "transformers": getattr(rt.tf, "__version__", None), "device": str(rt.device),
            "gpu": (env.get("gpu") or {}).get("name")}
    writer = Writer(os.path.join(rt.out, "measurements.json"), meta)
    _log(f"torch {torch.__version__}, transformers {meta['transformers']}, device {meta['device']} "
         f"{meta['gpu'] or ''}; budget {rt.budget:.0f} s; out {rt.out}")

    only = [s for s in args.only.split(",") if s]
    for spec in cases:
        if only and not any(spec["name"] == o or spec["name"].startswith(o) for o in only):
            continue
        if spec.get("subprocess"):
            run_subprocess_case(spec, rt, writer)
        else:
            run_case(spec, rt, writer)

    if HF_SOURCES:
        with open(os.path.join(rt.out, "hf_sources.txt"), "w") as f:
            for name, src in HF_SOURCES.items():
                f.write(f"# ==== {name} (transformers {getattr(rt.tf, '__version__', None)})\n{src}\n")
    env["cuda_context_after_workloads"] = context_after_workloads(rt)
    env["total_wall_s"] = round(time.monotonic() - _T_START, 2)
    with open(env_path, "w") as f:
        json.dump(env, f, indent=1, default=str)
    writer.flush()
    counts = Counter(r["status"] for r in writer.records)
    _log("done: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
