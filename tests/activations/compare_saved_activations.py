#!/usr/bin/python3
"""Compare MemLedger's per-layer activation inventory with a real autograd measurement.

Usage:  /usr/bin/python3 tests/activations/compare_saved_activations.py path/to/memledger

Needs torch (Debian python3-torch, torch 1.13.x); runs on CPU.  For each configuration the
bytes autograd saves for backward in one block are measured in-process with
tools/measure_saved_activations.py (imported via importlib), and

    memledger estimate --format json --block gpt|llama --layers 1 --hidden H --heads A
        --kv-heads K --ffn F --vocab 1024 --dropout P --seq S --mbs B --precision bf16
        --attention eager --kernels eager

is asked for activation_inventory.per_layer_bytes (one layer, one micro-batch, no
recompute).  The engine counts the layer's input when the block itself saves it (a
LayerNorm does, as in Korthikanti et al.'s 34sbh; Hugging Face's eager RMSNorm saves an fp32
copy instead), so the measurement's input_saved_bytes is added back.  Totals must agree within 3 % after adjusting the
CPU measurement to what a GPU run saves:

1. Dropout masks (the documented adjustment).  CPU dropout has no fused kernel: it saves
   its Bernoulli noise tensor in the activation dtype (2 bytes/element in bf16); CUDA's
   native_dropout saves a 1-byte bool mask, which is what the engine models.  The
   adjustment is computed from the measured storages attributed to dropout
   (tensor["site"] contains "dropout"): subtract bytes, add numel x 1 byte.
2. torch 1.13 codegen artifact (needed for llama only, also computed from the measurement):
   MeanBackward1 (RMSNorm's pow(2).mean(-1)) keeps its whole fp32 input alive in torch 1.13
   because its formula uses self.sym_numel(); newer torch saves only the integer.  Storages
   saved exclusively by MeanBackward1.self are subtracted.  Zero on newer torch.

Not adjusted (inside the tolerance): torch 1.13 CPU LayerNorm keeps mean/rstd in the
activation dtype (bf16), CUDA in fp32 -- 8*s*b bytes per layer of difference.

Exit status 0 when every case passes, 1 otherwise.  One line per case, then
"N passed, M failed".
"""
from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys

TOLERANCE = 0.03
HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = os.path.join(HERE, "..", "..", "tools", "measure_saved_activations.py")

# (block, seq, mbs, hidden, heads, kv_heads, ffn, dropout)
CASES = [
    ("gpt", 64, 1, 256, 4, 4, 1024, 0.1),
    ("gpt", 128, 2, 256, 4, 4, 1024, 0.1),
    ("gpt", 128, 1, 512, 8, 8, 2048, 0.1),
    ("gpt", 256, 1, 256, 8, 8, 1024, 0.1),
    ("gpt", 256, 2, 512, 4, 4, 2048, 0.1),
    ("gpt", 128, 2, 512, 8, 8, 1536, 0.1),
    ("gpt", 128, 2, 256, 4, 4, 1024, 0.0),
    ("llama", 64, 1, 256, 4, 4, 688, 0.0),
    ("llama", 128, 2, 256, 8, 2, 688, 0.0),
    ("llama", 128, 1, 512, 8, 4, 1376, 0.0),
    ("llama", 256, 2, 512, 8, 8, 1376, 0.0),
    ("llama", 256, 1, 256, 4, 2, 688, 0.0),
    ("llama", 128, 2, 512, 4, 1, 1376, 0.0),
    ("llama", 128, 2, 256, 8, 2, 688, 0.1),
]

# Multi-head latent attention (DeepSeek-V3's layer, shrunk): (seq, mbs, hidden, heads, ffn,
# (q_lora_rank, kv_lora_rank, qk_nope_head_dim, qk_rope_head_dim, v_head_dim)); q_lora_rank
# 0 is DeepSeek-V2-Lite's direct query projection.
MLA_CASES = [
    (64, 2, 256, 4, 688, (96, 64, 32, 16, 32)),
    (128, 1, 256, 8, 688, (128, 64, 32, 16, 24)),
    (128, 2, 512, 4, 1376, (0, 128, 64, 32, 64)),
    (256, 1, 512, 16, 1376, (192, 128, 32, 32, 32)),
    (128, 2, 256, 8, 688, (128, 64, 32, 16, 24)),
]


def load_tool():
    spec = importlib.util.spec_from_file_location("measure_saved_activations", os.path.abspath(TOOL))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def adjust(measured):
    """Return (adjusted_total, dropout_adjustment, mean_artifact_adjustment), all in bytes."""
    drop = 0
    mean = 0
    for t in measured["tensors"]:
        if "dropout" in t["site"]:
            drop += t["numel"] * 1 - t["bytes"]  # GPU: 1-byte mask per element
        elif t["ops"] and all(o == "MeanBackward1.self" for o in t.get("saved_as", [])):
            mean -= t["bytes"]
    total = measured["saved_bytes_total"] + measured.get("input_saved_bytes", 0)
    return total + drop + mean, drop, mean


def run_engine(exe, block, s, b, h, a, kv, f, p, mla=None):
    cmd = [exe, "estimate", "--format", "json", "--block", "llama" if block == "mla" else block, "--layers", "1",
           "--hidden", str(h), "--heads", str(a), "--kv-heads", str(kv), "--ffn", str(f),
           "--vocab", "1024", "--dropout", repr(p), "--seq", str(s), "--mbs", str(b),
           "--precision", "bf16", "--attention", "eager", "--kernels", "eager"]
    if mla:
        for flag, value in zip(("--q-lora-rank", "--kv-lora-rank", "--qk-nope-head-dim", "--qk-rope-head-dim",
                                "--v-head-dim"), mla):
            cmd += [flag, str(value)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    if proc.returncode != 0:
        raise RuntimeError(f"exit {proc.returncode}: {proc.stderr.strip()[:300]}")
    inv = json.loads(proc.stdout)["activation_inventory"]
    return int(inv["per_layer_bytes"]), inv.get("tensors", [])


def kind_sums(tensors):
    out = {}
    for t in tensors:
        out[t.get("kind", "?")] = out.get(t.get("kind", "?"), 0) + int(t["bytes"])
    return out


def main(argv):
    if len(argv) != 2:
        print("usage: compare_saved_activations.py path/to/memledger", file=sys.stderr)
        return 1
    exe = argv[1]
    try:
        tool = load_tool()
    except Exception as e:  # torch missing etc.
        print(f"cannot load measurement tool ({e}); run with /usr/bin/python3 (python3-torch)")
        print("0 passed, 1 failed")
        return 1
    passed = failed = 0
    cases = [case + (None,) for case in CASES]
    cases += [("mla", s, b, h, a, a, f, 0.0, mla) for (s, b, h, a, f, mla) in MLA_CASES]
    for (block, s, b, h, a, kv, f, p, mla) in cases:
        name = f"{block} s={s} b={b} h={h} a={a} kv={kv} f={f} p={p}" + (f" mla={mla}" if mla else "")
        try:
            m = tool.measure(block, s, b, h, a, kv, f, p, "bf16", mla=mla)
            if m["activation_dtype"] != "bfloat16":
                raise RuntimeError(f"measured in {m['activation_dtype']}, not bf16: {m.get('note')}")
            adjusted, d_drop, d_mean = adjust(m)
            engine, eng_tensors = run_engine(exe, block, s, b, h, a, kv, f, p, mla)
            err = (engine - adjusted) / adjusted
            ok = abs(err) <= TOLERANCE
            extra = ""
            if eng_tensors:
                mk = {}
                for t in m["tensors"]:
                    mk[t["kind"]] = mk.get(t["kind"], 0) + (t["numel"] if "dropout" in t["site"] else t["bytes"])
                extra = f" kinds measured_adj={mk} engine={kind_sums(eng_tensors)}"
            print(f"{'PASS' if ok else 'FAIL'} {name}: measured={m['saved_bytes_total']} "
                  f"adjusted={adjusted} (dropout {d_drop:+d}, torch1.13-mean {d_mean:+d}) "
                  f"engine={engine} error={100 * err:+.2f}%{extra}")
        except Exception as e:
            ok = False
            print(f"FAIL {name}: {type(e).__name__}: {e}")
        passed += ok
        failed += not ok
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
