#!/usr/bin/python3
"""Compare MemLedger's predicted peak allocated memory with measured training steps.

    python3 tools/compare_measured.py --memledger build-test/app/memledger > docs/validation-h200.md
    python3 tools/compare_measured.py --memledger build-test/app/memledger --format json

Input: ``tests/data/measured/h200-2026-11-30/measurements.json`` (written by
``tools/measure_gpu_peaks.py``; see ``tools/measure_gpu_peaks.md``).  Every case is
mapped onto ``memledger estimate`` flags by ``map_case`` from what its ``config`` says:
one rule set for all cases, nothing chosen per case, so an error measures the engine and
not the mapping.  A case whose configuration has no engine setting is reported as "not
expressible" with the reason; it is never approximated by a neighbouring setting.

Compared statistic: PyTorch's peak allocated bytes (``torch.cuda.max_memory_allocated``)
against the engine's ``stages[worst_stage].peak_allocated_bytes``; both leave out the
CUDA context and the allocator's cached-but-free blocks.  The steady-state peak is the
maximum over steps >= 2: step 1 creates the optimizer states only in its optimizer
phase, so its forward and backward run without them.

Besides the headline error, each case is split into the same four components on both
sides (persistent state, what the forward leaves for backward, the rise into backward,
the optimizer step), because a peak can match for the wrong reason: the component
deltas are what the explanations of the largest errors are checked against.

Standard library only; the engine runs as a subprocess.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable

GIB = 1024**3
REPO = Path(__file__).resolve().parent.parent
DEFAULT_DATA = REPO / "tests/data/measured/h200-2026-11-30"

# The engine's named instants, in step order, with the measured phase whose peak
# corresponds to each.
INSTANTS = {"forward_end": "forward", "loss_backward": "backward", "backward_peak": "backward",
            "backward_end": "backward", "optimizer_step": "optimizer"}
INSTANT_NAMES = {"forward_end": "end of forward", "loss_backward": "backward of the loss",
                 "backward_peak": "backward of the last layer", "backward_end": "end of backward",
                 "optimizer_step": "optimizer step"}
BACKWARD = {"loss_backward", "backward_peak", "backward_end"}

GROUP_TITLES = {
    "a": "model states: precision and optimizer",
    "b": "recomputation",
    "c": "the loss at a 128K vocabulary",
    "d": "optimizer in backward",
    "g": "activation slope; allocator",
    "h": "small model (snapshot cases)",
    "e": "activation offloading",
    "f": "LoRA",
    "i": "FSDP2 at world size 1",
    "x": "attention kernels; GPT-2",
    "L": "held-out Llama 3 shapes",
    "M": "multi-head latent attention (DeepSeek-V3 widths, dense layers)",
    "E": "routed experts as transformers runs them (grouped_mm)",
    "O": "Muon",
}

# The engine's GPU preset for the card a measurement ran on (capacity does not enter peak
# allocated; the preset only names the card).
GPU_PRESETS = (("H100 PCIe", "h100-pcie"), ("H100", "h100-sxm"), ("H200", "h200"))

# Where each measured data set's comparison is kept.
OUTPUT_NAMES = {
    "h200-2026-11-30": "docs/validation-h200.md",
    "h200-2026-11-30-large": "docs/validation-h200-large.md",
    "h100-2026-12-06-frontier": "docs/validation-h100-frontier.md",
}

WORST_LISTED = 6  # how many of the largest errors are explained

# Options that do not change allocated bytes: the allocator configuration changes
# reserved only, and record_full_stats only makes the measurement keep more statistics.
OPTIONS_WITHOUT_ALLOCATED_EFFECT = {"record_full_stats", "alloc_conf"}

# A component delta smaller than this is noise at these sizes (the cuBLAS workspace
# alone is 64 MiB).
MIN_EXPLAINED = 0.1 * GIB


class NotExpressible(Exception):
    """The case's configuration has no counterpart among the engine's settings."""


# --------------------------------------------------------------------------- records

@dataclass
class Components:
    """One step split the same way on both sides (bytes).

    persistent -- allocated when a step starts: weights and optimizer states.
    saved      -- what the forward leaves for backward, above persistent
                  (measured: allocated_before_backward - allocated_at_start).
    fwd_extra  -- the forward's transient on top of that (logits while the loss runs).
    bwd_rise   -- how far backward climbs above persistent + saved.
    optimizer  -- the optimizer phase's peak (absolute).
    """
    persistent: float | None = None
    saved: float | None = None
    fwd_extra: float | None = None
    bwd_rise: float | None = None
    optimizer: float | None = None


@dataclass
class Row:
    case: str
    group: str
    description: str
    status: str                          # compared | not-expressible | skipped
    reason: str = ""
    config: dict = field(default_factory=dict)
    args: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    # measured (bytes)
    steady: int | None = None            # max peak allocated over steps >= 2
    step1: int | None = None
    measured_phase: str = ""             # phase of the steady peak
    phase_peaks: dict[str, int] = field(default_factory=dict)
    steady_reserved: int | None = None
    reserved_gap: int | None = None      # peak reserved - peak allocated, steady steps
    retries: int | None = None
    params_measured: int | None = None
    measured_parts: Components = field(default_factory=Components)
    # engine (bytes)
    predicted: float | None = None
    instant: str = ""
    allocated_at: dict[str, float] = field(default_factory=dict)
    gradients: float = 0.0
    params_trainable: float | None = None
    rise_terms: list[tuple[str, float]] = field(default_factory=list)  # engine terms live only from backward on
    fragmentation_reserve: float | None = None
    fragmentation_fraction: float | None = None
    params_engine: float | None = None
    engine_parts: Components = field(default_factory=Components)

    @property
    def error(self) -> float | None:
        return None if self.predicted is None or not self.steady else self.predicted / self.steady - 1

    @property
    def error_step1(self) -> float | None:
        return None if self.predicted is None or not self.step1 else self.predicted / self.step1 - 1

    def delta(self, part: str) -> float | None:
        e, m = getattr(self.engine_parts, part), getattr(self.measured_parts, part)
        return None if e is None or m is None else e - m


# --------------------------------------------------------------------------- mapping

def gpu_preset(gpu_name: str | None) -> str:
    for marker, preset in GPU_PRESETS:
        if marker in (gpu_name or ""):
            return preset
    return "h200"


def architecture_flags(cfg: dict) -> list:
    """Latent attention, routed experts and QK-norm as the record names them."""
    args: list = []
    if cfg.get("qk_norm"):
        args.append("--qk-norm")
    mla = cfg.get("mla")
    if mla:
        args += ["--kv-lora-rank", mla["kv_lora_rank"], "--q-lora-rank", mla.get("q_lora_rank") or 0,
                 "--qk-nope-head-dim", mla["qk_nope_head_dim"], "--qk-rope-head-dim", mla["qk_rope_head_dim"],
                 "--v-head-dim", mla["v_head_dim"]]
    moe = cfg.get("moe")
    if moe:
        # One GPU holds every expert: no expert parallelism, so no routing imbalance between ranks.
        args += ["--experts", moe["experts"], "--top-k", moe["top_k"], "--shared-experts", moe["shared_experts"],
                 "--expert-ffn", moe["expert_ffn"], "--dense-layers", moe["dense_layers"]]
    return args


def map_case(cfg: dict, gpu_name: str | None = None) -> tuple[list[str], list[str]]:
    """Flags for `memledger estimate` from a case's configuration, and notes on details
    the flags cannot carry.  Raises NotExpressible when a setting that changes the
    allocated bytes has no engine counterpart."""
    options = dict(cfg.get("options") or {})
    notes: list[str] = []

    # Settings the engine cannot say, checked first so that a case is never compared
    # under a substitute policy.
    if options.get("variable_length"):
        lo, hi = options["variable_length"]
        raise NotExpressible(f"random sequence lengths {lo}–{hi} per step; a scenario has one sequence length")
    in_backward = options.pop("optimizer_in_backward", None)
    loss = cfg.get("loss")
    if loss not in ("hf-default", "hf-style") and not str(loss).startswith("chunked-ce-"):
        raise NotExpressible(f"loss {loss!r} has no mapping rule")
    lora = options.pop("lora", None)
    if lora and lora.get("adapter_dtype") not in (None, "bfloat16", "float16"):
        raise NotExpressible(f"LoRA adapters in {lora['adapter_dtype']} over a 16-bit base (each adapter's input is "
                             "cast to fp32 and kept for backward); the engine has no adapter-dtype option and keeps "
                             "the adapter path in 16 bits")
    fsdp2 = options.pop("fsdp2", None)
    offload = options.pop("offload_activations", None)
    unknown = set(options) - OPTIONS_WITHOUT_ALLOCATED_EFFECT
    if unknown:
        raise NotExpressible("option(s) without a mapping rule: " + ", ".join(sorted(unknown)))
    if any(cfg.get(k, 1) != 1 for k in ("dp", "tp", "pp")):
        raise NotExpressible("multi-GPU layout; the mapping rules cover one GPU")

    args = [
        # Capacity does not enter peak allocated; the preset only names the card.
        "--gpu", gpu_preset(gpu_name),
        "--block", cfg["block_style"],
        "--layers", cfg["layers"], "--hidden", cfg["hidden"],
        "--heads", cfg["heads"], "--kv-heads", cfg["kv_heads"], "--head-dim", cfg["head_dim"],
        "--ffn", cfg["ffn"], "--vocab", cfg["vocab"],
        "--mlp", cfg["mlp"], "--norm", cfg["norm"],
        "--dropout", cfg["dropout"],
        "--tied" if cfg["tied_embeddings"] else "--untied",
        "--seq", cfg["seq"], "--mbs", cfg["micro_batch"], "--accum", cfg.get("grad_accum", 1),
        "--optimizer", cfg["optimizer"],
        # The measurement's `selective` is torchtitan's per-op policy (apply_op_sac).
        "--recompute", "op" if cfg["recompute"] == "selective" else cfg["recompute"],
        # SDPA (cuDNN attention ran here) and FlashAttention keep only the output and the
        # log-sum-exp, which is what the engine's `flash` counts.
        "--attention", cfg["attention"],
        # Every case runs Hugging Face modules in eager PyTorch (no torch.compile): norms,
        # SiLU and the GLU product are separate autograd nodes, each saving its inputs.
        "--kernels", "eager",
    ]
    args += architecture_flags(cfg)
    if cfg.get("position") == "learned":
        if not cfg.get("max_positions"):
            raise NotExpressible("learned positions without a recorded table size (max_positions)")
        args += ["--position", "learned", "--max-positions", cfg["max_positions"]]

    # Framework profile = which copies of the model states exist.  A plain loop over a
    # transformers model with torch.optim is what the `hf-trainer` profile describes
    # (autocast over fp32 parameters, torch AdamW with foreach, no fp32 gradient buffer).
    if fsdp2:
        # At world size 1 the sharding divides by 1; FSDP's own buffers (unsharded 16-bit
        # units, fp32 reduce) remain.  reshard_after_forward=False keeps the unsharded
        # parameters from forward to backward.
        args += ["--framework", "fsdp", "--fsdp", "full-shard", "--dp", 1]
        if not fsdp2.get("reshard_after_forward", True):
            args += ["--no-reshard-after-forward"]
    else:
        args += ["--framework", "hf-trainer"]
    args += ["--precision", cfg["precision"]]

    if str(loss).startswith("chunked-ce-"):
        args += ["--loss", "chunked", "--loss-chunks", int(str(loss).rsplit("-", 1)[1])]
    if in_backward:
        args.append("--optimizer-in-backward")

    opt = cfg.get("optimizer_options") or {}
    if opt.get("fused"):
        args += ["--optimizer-kernel", "fused"]
    elif opt.get("foreach") is False:
        args += ["--optimizer-kernel", "for-loop"]

    if lora:
        args += ["--lora-rank", lora["rank"]]
        if set(lora.get("targets") or []) <= {"q_proj", "k_proj", "v_proj", "o_proj"}:
            args.append("--lora-attention-only")
        notes.append("the engine sizes the adapters' weights and gradients as fp32 whatever their dtype (a few MB "
                     "here)")

    if offload:
        args += ["--offload-activations", "cpu"]
        notes.append("the engine sends the layers' checkpoints to the host but two layers' worth in transit; the "
                     "output head and loss stay on the GPU on both sides")

    if options.get("alloc_conf") not in (None, "default"):
        notes.append(f"`{options['alloc_conf']}` changes reserved, not allocated")
    return [str(a) for a in args], notes


# --------------------------------------------------------------------------- measured

def fill_measured(row: Row, record: dict) -> None:
    steps = [s for s in record.get("steps") or [] if s.get("peak_allocated") is not None]
    later = [s for s in steps if s.get("step", 0) >= 2]
    row.step1 = steps[0]["peak_allocated"] if steps and steps[0].get("step") == 1 else None
    row.retries = (record.get("summary") or {}).get("num_alloc_retries")
    if not later:
        return
    peak = max(later, key=lambda s: s["peak_allocated"])
    row.steady = peak["peak_allocated"]
    row.measured_phase = peak.get("peak_phase", "")
    row.steady_reserved = max(s["peak_reserved"] for s in later)
    row.reserved_gap = row.steady_reserved - row.steady
    for phase in set(INSTANTS.values()):
        values = [s[phase]["peak_allocated"] for s in later if (s.get(phase) or {}).get("peak_allocated") is not None]
        if values:
            row.phase_peaks[phase] = max(values)
    # The components come from the step that holds the steady peak, so they add up
    # to what the headline compares.
    start, before_bwd = peak.get("allocated_at_start"), peak.get("allocated_before_backward")
    if start is None or before_bwd is None:
        return
    row.measured_parts = Components(
        persistent=start,
        saved=before_bwd - start,
        fwd_extra=peak["forward"]["peak_allocated"] - before_bwd,
        bwd_rise=peak["backward"]["peak_allocated"] - before_bwd,
        optimizer=peak["optimizer"]["peak_allocated"],
    )


# --------------------------------------------------------------------------- engine

def run_engine(memledger: str, args: list[str]) -> dict:
    # Another build may be replacing the binary; wait for it rather than fail.
    for _ in range(20):
        if Path(memledger).exists():
            break
        time.sleep(15)
    cmd = [memledger, "estimate", *args, "--format", "json"]
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)}\nexit {done.returncode}: {done.stderr.strip()}")
    return json.loads(done.stdout)


def fill_prediction(row: Row, estimate: dict) -> None:
    stage = estimate["stages"][estimate["worst_stage"]]
    row.predicted = stage["peak_allocated_bytes"]
    row.instant = stage["peak_instant"]
    row.allocated_at = dict(stage["allocated_at"])
    row.params_engine = estimate.get("params_total")
    # The CUDA context and the fragmentation reserve are outside peak allocated.
    terms = [t for t in stage["terms"] if t["category"] not in ("cuda_context", "fragmentation")]
    every = set(INSTANTS)
    persistent = sum(t["bytes"] for t in terms if set(t["live_at"]) >= every)
    # Kept from the end of forward into backward but not all step long: activations,
    # autocast's weight cache, gathered FSDP units.
    saved = sum(t["bytes"] for t in terms
                if "forward_end" in t["live_at"] and BACKWARD & set(t["live_at"]) and not set(t["live_at"]) >= every)
    at = row.allocated_at
    row.engine_parts = Components(
        persistent=persistent,
        saved=saved,
        fwd_extra=at["forward_end"] - persistent - saved,
        bwd_rise=max(at[i] for i in BACKWARD) - persistent - saved,
        optimizer=at["optimizer_step"],
    )
    row.gradients = sum(t["bytes"] for t in terms if t["category"] == "gradients")
    row.params_trainable = estimate.get("params_trainable")
    row.rise_terms = [(t["label"], t["bytes"]) for t in terms
                      if BACKWARD & set(t["live_at"]) and "forward_end" not in t["live_at"]]
    for t in stage["terms"]:
        if t["category"] == "fragmentation":
            row.fragmentation_reserve = t["bytes"]
            row.fragmentation_fraction = (t.get("values") or {}).get("φ")
    if row.params_measured and row.params_engine and abs(row.params_engine - row.params_measured) >= 1:
        extra = row.params_engine - row.params_measured
        why = ""
        if row.config.get("position") == "learned":
            why = (" (a learned position table: the engine sizes it for its default maximum of "
                   f"{estimate['scenario']['architecture'].get('max_positions')} positions and has no flag for it)")
        row.notes.append(f"the engine counts {extra / 1e6:+.2f} M parameters{why}")


def build_rows(data: dict, memledger: str) -> list[Row]:
    gpu_name = data.get("gpu")
    rows = []
    for record in data["cases"]:
        row = Row(case=record["case"], group=record.get("group", ""), description=record.get("description", ""),
                  status="compared", config=record.get("config") or {})
        row.params_measured = (record.get("params") or {}).get("total")
        if record.get("status") not in ("ok", "partial"):
            row.status = "skipped"
            row.reason = f"not measured ({record.get('reason') or record.get('status')})"
            rows.append(row)
            continue
        fill_measured(row, record)
        try:
            row.args, row.notes = map_case(row.config, gpu_name)
        except NotExpressible as why:
            row.status, row.reason = "not-expressible", str(why)
            rows.append(row)
            continue
        if row.steady is None:
            row.status, row.reason = "skipped", "no step after the first was measured"
            rows.append(row)
            continue
        fill_prediction(row, run_engine(memledger, row.args))
        rows.append(row)
    return rows


# --------------------------------------------------------------------------- explanations
#
# Mechanisms behind the errors, found by reading `memledger explain` for the mapped
# scenarios next to the measured per-phase figures.  Each names the component it moves
# and the direction, and gives a check computed from the configuration (or from the
# engine's own terms) to hold against the observed delta.  It is printed for a case only
# when that component's delta has the stated sign and is at least MIN_EXPLAINED, so an
# explanation that no longer fits the engine's output drops out instead of going stale.

@dataclass
class Mechanism:
    key: str
    title: str
    part: str                          # Components field it moves
    sign: int                          # +1: engine above measured
    applies: Callable[[Row], bool]
    text: str
    check_label: str
    # (observed, expected) bytes: the check the explanation has to pass.
    check: Callable[[Row], tuple[float, float]]


def _tokens_layers(row: Row) -> float:
    c = row.config
    return c["seq"] * c["micro_batch"] * c["layers"]


def _linear_params(c: dict) -> float:
    q = c["heads"] * c["head_dim"]
    kv = c["kv_heads"] * c["head_dim"]
    mlp = (3 if c["mlp"] == "swiglu" else 2) * c["hidden"] * c["ffn"]
    return c["layers"] * (c["hidden"] * (2 * q + 2 * kv) + mlp) + c["vocab"] * c["hidden"]


def _loss_backward_bytes(row: Row) -> float:
    """What the measured backward peak should add to the end of forward if no gradient
    exists yet: inside the loss's backward the fp32 gradient of the log-probabilities
    and the fp32 gradient of the logits are alive together, 8 bytes per logit."""
    c = row.config
    return 8.0 * c["seq"] * c["micro_batch"] * c["vocab"]


def _extra_autocast_casts(c: dict) -> int:
    """bf16 casts of a norm's fp32 output beyond one per norm: every linear that reads it casts
    its own (q, k, v and gate, up; latent attention's query and KV down-projections)."""
    return 2 if c.get("mla") else 3


def _moe_layers(c: dict) -> int:
    moe = c.get("moe") or {}
    return c["layers"] - moe.get("dense_layers", 0) if moe else 0


def _saved_check(formula: Callable[[Row], float]) -> Callable[[Row], tuple[float, float]]:
    return lambda r: (r.delta("saved") or 0.0, formula(r))


KEPT_CHECK = "engine − measured *kept for backward* against the bytes the mechanism predicts from the configuration"

MECHANISMS = [
    Mechanism(
        "M1", "a gradient counted in the loss's backward", "bwd_rise", +1,
        lambda r: r.gradients >= MIN_EXPLAINED and r.config.get("grad_accum", 1) == 1,
        "The engine's loss instant holds, with the loss's own tensors, the gradients that exist somewhere in "
        "backward: the parameter being stepped (optimizer in backward) or one gathered unit's. Measured, the "
        "loss's backward peaks before any parameter gradient exists: its rise is the loss's own bytes, the fp32 "
        "gradients of the log-probabilities and of the logits, 8 bytes per logit.",
        "measured *rise into backward* against 8 bytes per logit",
        lambda r: (r.measured_parts.bwd_rise or 0.0, _loss_backward_bytes(r))),
    Mechanism(
        "M2", "autocast casts each projection's input separately", "saved", -1,
        lambda r: r.config["precision"] == "bf16-amp" and r.config["block_style"] == "llama"
        and r.config["recompute"] == "none" and r.config["mlp"] == "swiglu",
        "Under autocast the residual stream and the norm outputs are fp32, and q, k, v (and gate, up) each "
        "cast the fp32 norm output to bf16 on their own; autograd keeps every copy for the weight gradients, "
        "where the engine counts one per group: 2 + 1 extra bf16 copies, 6·h bytes per token per layer "
        "(latent attention's two down-projections read the norm output: 1 + 1 extra, 4·h).",
        KEPT_CHECK, _saved_check(lambda r: -2 * _extra_autocast_casts(r.config) * r.config["hidden"]
                                 * _tokens_layers(r))),
    Mechanism(
        "M3", "GPT-2's `gelu_new` under autocast", "saved", -1,
        lambda r: r.config["block_style"] == "gpt" and r.config["mlp"] == "gelu"
        and r.config["precision"] == "bf16-amp" and r.config["recompute"] == "none",
        "GPT-2's default activation (`gelu_new`) is the tanh GeLU written as separate tensor ops, and "
        "autocast runs its `pow` in fp32: autograd keeps the fp32 fc1 output, the fp32 tanh output, the fp32 "
        "1 + tanh and a bf16 0.5·x — with the fc2 input 16·ffn bytes per token per layer, where the engine's "
        "GeLU keeps its input and output (4·ffn).",
        KEPT_CHECK, _saved_check(lambda r: -12 * r.config["ffn"] * _tokens_layers(r))),
    Mechanism(
        "M4", "a frozen base saves less", "saved", +1,
        lambda r: bool((r.config.get("options") or {}).get("lora")) and r.config["recompute"] == "none",
        "With a frozen base autograd keeps a linear's (or a norm weight's) input only when that weight needs "
        "a gradient: the MLP's input, the down-projection input and the normalised inputs before the two "
        "norm weights are not saved (6·h + 2·ffn bytes per token per layer); the engine keeps the full "
        "fine-tune inventory and adds the adapters'.",
        KEPT_CHECK, _saved_check(lambda r: (6 * r.config["hidden"] + 2 * r.config["ffn"]) * _tokens_layers(r))),
    Mechanism(
        "M5", "autocast's weight cache under full recomputation", "saved", +1,
        lambda r: r.config["precision"] == "bf16-amp" and r.config["recompute"] == "full",
        "Autocast caches a bf16 copy of every weight and drops the cache when the autocast region exits at "
        "the end of forward. Without recomputation the saved tensors keep the copies alive into backward; "
        "with checkpointed layers nothing does (only the LM head's copy survives), so the cache shows in the "
        "measured forward peak instead. The engine keeps all of it until backward.",
        KEPT_CHECK, _saved_check(lambda r: 2 * (_linear_params(r.config) - (
            0 if r.config["tied_embeddings"] else r.config["vocab"] * r.config["hidden"])))),
]

MECHANISMS += [
    Mechanism(
        "M6", "transformers' DeepSeek router reads an fp32 copy of its input", "saved", -1,
        lambda r: r.config.get("family") == "deepseek_v3" and _moe_layers(r.config) > 0
        and r.config["recompute"] == "none",
        "DeepseekV3TopkRouter computes its logits as F.linear(hidden.float(), weight.float()): autograd keeps "
        "the fp32 copy of the MoE layer's input (4·h bytes per token per MoE layer) for the router weight's "
        "gradient. The engine keeps the router's bf16 input, as Megatron-LM's router (its fp32 gating "
        "function saves the input as given) and Qwen3-MoE's do.",
        KEPT_CHECK, _saved_check(lambda r: -4 * r.config["hidden"] * r.config["seq"] * r.config["micro_batch"]
                                 * _moe_layers(r.config))),
]

PART_NAMES = {
    "persistent": "persistent state",
    "saved": "kept for backward",
    "fwd_extra": "forward transient",
    "bwd_rise": "rise into backward",
    "optimizer": "optimizer step",
}


def fitting_mechanisms(row: Row) -> list[Mechanism]:
    """The mechanisms that apply to this case and whose component moved as they say."""
    fits = []
    for mech in MECHANISMS:
        observed = row.delta(mech.part)
        if observed is not None and mech.applies(row) and observed * mech.sign >= MIN_EXPLAINED:
            fits.append(mech)
    return fits


def explanations(row: Row) -> list[str]:
    lines = []
    if row.measured_phase and INSTANTS.get(row.instant) != row.measured_phase:
        lines.append(f"the peaks are at different instants (engine: {INSTANT_NAMES.get(row.instant, row.instant)}; "
                     f"measured: {row.measured_phase} phase), so the headline compares two moments of the step.")
    for mech in fitting_mechanisms(row):
        observed, expected = mech.check(row)
        line = (f"{mech.key}, {mech.title}: {PART_NAMES[mech.part]} {row.delta(mech.part) / GIB:+.2f} GiB; "
                f"check {observed / GIB:+.2f} against {expected / GIB:+.2f} GiB")
        if mech.key == "M1":
            line += " (the engine's rise: " + " + ".join(f"{label} {b / GIB:.2f}" for label, b in row.rise_terms) + ")"
        lines.append(line + ".")
    return lines


# --------------------------------------------------------------------------- statistics

def error_stats(rows: list[Row]) -> dict:
    errors = [abs(r.error) for r in rows if r.error is not None]
    if not errors:
        return {"n": 0}
    worst = max((r for r in rows if r.error is not None), key=lambda r: abs(r.error))
    return {"n": len(errors), "median_abs": statistics.median(errors), "max_abs": abs(worst.error),
            "max_case": worst.case, "mean_signed": statistics.mean(r.error for r in rows if r.error is not None)}


def component_summary(rows: list[Row]) -> list[tuple[str, str]]:
    """One line per component: how far the engine is from the measurement, over all
    compared cases, so that the headline error can be read as the sum of its parts."""
    lines = []
    for part in ("saved", "bwd_rise", "optimizer"):
        deltas = [(r.case, r.delta(part)) for r in rows if r.delta(part) is not None]
        if not deltas:
            continue
        above = [c for c, d in deltas if d >= MIN_EXPLAINED]
        below = [c for c, d in deltas if d <= -MIN_EXPLAINED]
        close = len(deltas) - len(above) - len(below)
        median = statistics.median(d for _, d in deltas) / GIB
        text = (f"engine − measured median {median:+.2f} GiB; within ±{MIN_EXPLAINED / GIB:.1f} GiB in {close} of "
                f"{len(deltas)} cases")
        if above:
            text += f"; engine above in {len(above)}"
            text += " (" + ", ".join(f"`{c}`" for c in above) + ")"
        if below:
            text += f"; engine below in {len(below)}"
            text += " (" + ", ".join(f"`{c}`" for c in below) + ")"
        lines.append((part, text + "."))
    return lines


def groups_in_order(rows: list[Row]) -> list[str]:
    seen: list[str] = []
    for r in rows:
        if r.group not in seen:
            seen.append(r.group)
    return seen


# --------------------------------------------------------------------------- markdown

def gib(value: float | None, digits: int = 2) -> str:
    return "–" if value is None else f"{value / GIB:.{digits}f}"


def pct(value: float | None) -> str:
    return "–" if value is None else f"{value * 100:+.1f} %"


def pair(engine: float | None, measured: float | None) -> str:
    return f"{gib(engine)} / {gib(measured)}"


def markdown(rows: list[Row], data: dict, env: dict, version: str, data_dir: Path) -> str:
    compared = [r for r in rows if r.status == "compared"]
    out: list[str] = []
    w = out.append
    gpu = env.get("gpu") or {}
    ctx = (env.get("cuda_context") or {}).get("this_process_used_minus_reserved")
    stats = error_stats(compared)
    try:
        data_ref = data_dir.resolve().relative_to(REPO)
    except ValueError:
        data_ref = data_dir
    starts = [c["bytes"]["case_start_allocated"] for c in data["cases"]
              if (c.get("bytes") or {}).get("case_start_allocated")]
    workspace = statistics.mode(starts) if starts else 0
    measured = sum(1 for c in data["cases"] if c.get("status") in ("ok", "partial"))
    # The shapes as the records name them, in the order they first appear.
    model_names = ", ".join(dict.fromkeys(c["config"]["model"] for c in data["cases"] if c.get("config")))
    card = "H100" if gpu_preset(data.get("gpu")).startswith("h100") else "H200"
    output_name = OUTPUT_NAMES.get(data_dir.resolve().name, "docs/validation-h200.md")

    w(f"# Validation against measured training steps on one {card}\n")
    w(f"The engine ({version}) against {len(rows)} records ({measured} measured, {len(rows) - measured} "
      f"skipped) from one {data.get('gpu')} "
      f"({gib(gpu.get('total_memory_properties'), 1)} GiB visible to PyTorch), PyTorch {data.get('torch')}, "
      f"transformers {data.get('transformers')}: models built from config with random weights ({model_names}), "
      f"trained in eager PyTorch on random tokens. Data and method: [`{data_ref}/`]({Path('..') / data_ref}/README.md), "
      "[`tools/measure_gpu_peaks.md`](../tools/measure_gpu_peaks.md).\n")
    w("**Statistic compared.** PyTorch's peak allocated bytes (`torch.cuda.max_memory_allocated`) against the "
      "engine's `stages[worst].peak_allocated_bytes`. Both leave out the CUDA context "
      f"({gib(ctx)} GiB here, outside PyTorch's allocator) and the allocator's cached-but-free blocks; the engine "
      "books those separately (CUDA context, fragmentation reserve). *Measured* is the steady-state peak, the "
      "maximum over steps ≥ 2: step 1 creates the optimizer states only in its optimizer phase, so its forward "
      "and backward run without them. Step 1's peak is listed beside it; the engine has no first-step mode, so "
      "the error against step 1 only shows how far a steady-state figure overstates the first step. "
      "Error = predicted / measured − 1.\n")
    if workspace:
        w(f"Measured figures include the cuBLAS workspaces ({workspace / 2**20:.0f} MiB allocated before any case "
          "starts), which PyTorch allocates through its caching allocator at the first GEMMs and keeps from case "
          "to case; the engine counts them as `cublas_workspaces`, one of 32 MiB per cuBLAS handle that runs a "
          "GEMM (the forward's thread and autograd's backward thread: 2 × 32 MiB; "
          "[model.md](model.md#library-workspaces)).\n")
    w("**Mapping.** Each case's recorded configuration becomes `memledger estimate` flags by one rule set "
      "(`map_case` in `tools/compare_measured.py`; the flags per case are listed at the end): the model shape, "
      "sequence, micro-batch, precision, optimizer, recomputation and attention as recorded; `--kernels eager` "
      "for all (Hugging Face modules in eager PyTorch); `--framework hf-trainer` for all but FSDP2 (autocast over "
      "fp32 parameters, torch AdamW, no fp32 gradient buffer), `--framework fsdp` with `--dp 1` for FSDP2 at "
      "world size 1 (the engine divides the sharded copies by 1 and keeps FSDP's gathered unit and unsharded "
      "gradient buffers; `reshard_after_forward=False` is FSDP1's `shard-grad-op`). Nothing is tuned per case. "
      "A configuration without an engine setting is marked *not expressible* with the reason.\n")
    w(f"Regenerate: `python3 tools/compare_measured.py --memledger build-test/app/memledger --data {data_ref} > "
      f"{output_name}` (`--format json` for the numbers).\n")

    w("## Results\n")
    for group in groups_in_order(rows):
        members = [r for r in rows if r.group == group]
        w(f"### {group} — {GROUP_TITLES.get(group, '')}\n")
        w("| case | what it tests | predicted GiB | measured GiB | error | step 1 GiB | error vs step 1 | "
          "peak at (engine / measured) |")
        w("|---|---|---:|---:|---:|---:|---:|---|")
        for r in members:
            desc = r.description.replace("|", "\\|")
            if r.status == "compared":
                w(f"| `{r.case}` | {desc} | {gib(r.predicted)} | {gib(r.steady)} | {pct(r.error)} | {gib(r.step1)} "
                  f"| {pct(r.error_step1)} | {INSTANT_NAMES.get(r.instant, r.instant)} / {r.measured_phase} |")
            else:
                label = "not expressible" if r.status == "not-expressible" else "skipped"
                w(f"| `{r.case}` | {desc} | {label}: {r.reason} | {gib(r.steady)} | – | {gib(r.step1)} | – | "
                  f"– / {r.measured_phase or '–'} |")
        w("")

    w("## Where the bytes differ\n")
    w("Each compared case split the same way on both sides, engine / measured, GiB. *Persistent*: allocated when "
      "a step starts (weights, optimizer states, the cuBLAS workspaces). *Kept for backward*: "
      "what the forward leaves (measured: `allocated_before_backward` − `allocated_at_start`). *Forward "
      "transient*: the forward's peak above that (logits while the loss runs). *Rise into backward*: the "
      "backward's peak above persistent + kept. *Optimizer step*: that phase's peak.\n")
    w("| case | persistent | kept for backward | forward transient | rise into backward | optimizer step | "
      "engine gradients |")
    w("|---|---:|---:|---:|---:|---:|---:|")
    for r in compared:
        e, m = r.engine_parts, r.measured_parts
        w(f"| `{r.case}` | {pair(e.persistent, m.persistent)} | {pair(e.saved, m.saved)} | "
          f"{pair(e.fwd_extra, m.fwd_extra)} | {pair(e.bwd_rise, m.bwd_rise)} | {pair(e.optimizer, m.optimizer)} | "
          f"{gib(r.gradients)} |")
    w("")

    w("## Summary\n")
    if stats["n"]:
        w(f"- Over the {stats['n']} expressible cases: median |error| **{stats['median_abs'] * 100:.1f} %**, "
          f"max |error| **{stats['max_abs'] * 100:.1f} %** (`{stats['max_case']}`), mean signed error "
          f"{stats['mean_signed'] * 100:+.1f} %.")
    mismatched = [r.case for r in compared if r.measured_phase and INSTANTS.get(r.instant) != r.measured_phase]
    if mismatched:
        w(f"- The engine's peak instant differs from the measured peak phase in {len(mismatched)} of "
          f"{len(compared)} cases: " + ", ".join(f"`{c}`" for c in mismatched) + ".")
    for part, line in component_summary(compared):
        w(f"- {PART_NAMES[part].capitalize()}: {line}")
    w("")
    w("| group | compared | median \\|error\\| | max \\|error\\| | not expressible / skipped |")
    w("|---|---:|---:|---:|---:|")
    for group in groups_in_order(rows):
        members = [r for r in rows if r.group == group]
        s = error_stats([r for r in members if r.status == "compared"])
        other = sum(1 for r in members if r.status != "compared")
        if s["n"]:
            w(f"| {group} | {s['n']} | {s['median_abs'] * 100:.1f} % | {s['max_abs'] * 100:.1f} % (`{s['max_case']}`) "
              f"| {other} |")
        else:
            w(f"| {group} | 0 | – | – | {other} |")
    w("")

    w(f"### The {WORST_LISTED} largest errors\n")
    w("Component deltas are engine − measured, GiB. Each line names a mechanism (described below) and its "
      "check: two numbers that agree when the explanation holds.\n")
    for r in sorted((r for r in compared), key=lambda r: -abs(r.error))[:WORST_LISTED]:
        deltas = ", ".join(f"{PART_NAMES[p]} {r.delta(p) / GIB:+.2f}" for p in PART_NAMES if r.delta(p) is not None)
        w(f"- **`{r.case}` {pct(r.error)}** ({deltas} GiB)")
        for line in explanations(r):
            w(f"  - {line}")
    w("")

    w("### Mechanisms\n")
    w("Read from `memledger explain` for the mapped scenarios next to the measured per-phase figures. Each is "
      "listed with every compared case it fits (its component moved by at least "
      f"{MIN_EXPLAINED / GIB:.1f} GiB in the stated direction), as *check observed / expected* in GiB.\n")
    for mech in MECHANISMS:
        fits = [r for r in compared if mech in fitting_mechanisms(r)]
        if not fits:
            continue
        w(f"- **{mech.key} — {mech.title}.** {mech.text} Check: {mech.check_label}.")
        w("  " + ", ".join(f"`{r.case}` {mech.check(r)[0] / GIB:+.2f} / {mech.check(r)[1] / GIB:+.2f}" for r in fits)
          + ".")
    w("")

    w("### Not expressible today\n")
    for r in rows:
        if r.status == "not-expressible":
            w(f"- `{r.case}`: {r.reason}.")
    for r in rows:
        if r.status == "skipped":
            w(f"- `{r.case}` (skipped): {r.reason}.")
    w("")

    w("## Allocator: reserved versus allocated\n")
    frag = [r for r in rows if (r.config.get("options") or {}).get("alloc_conf")]
    phi = next((r.fragmentation_fraction for r in compared if r.fragmentation_fraction is not None), None)
    w("The fragmentation cases (six steps each, one subprocess per allocator setting) measure the caching "
      "allocator's reserve. The engine does not model it: it adds an assumed reserve of "
      f"φ = {phi if phi is not None else '–'} × peak allocated. Gap = peak reserved − peak allocated over "
      "steps ≥ 2.\n")
    w("| sub-case | allocator | peak allocated GiB | peak reserved GiB | gap GiB | gap / allocated | "
      "alloc retries | engine's reserve GiB |")
    w("|---|---|---:|---:|---:|---:|---:|---:|")
    for r in frag:
        conf = (r.config.get("options") or {}).get("alloc_conf")
        ratio = r.reserved_gap / r.steady if r.reserved_gap is not None and r.steady else None
        engine = gib(r.fragmentation_reserve) if r.fragmentation_reserve is not None else "–"
        w(f"| `{r.case}` | `{conf}` | {gib(r.steady)} | {gib(r.steady_reserved)} | {gib(r.reserved_gap)} | "
          f"{'–' if ratio is None else f'{ratio * 100:.1f} %'} | {r.retries} | {engine} |")
    ratios = [r.reserved_gap / r.steady for r in rows if r.reserved_gap is not None and r.steady]
    if ratios:
        w(f"\nOver all {len(ratios)} measured cases the gap is {statistics.median(ratios) * 100:.1f} % of peak "
          f"allocated at the median ({min(ratios) * 100:.1f}–{max(ratios) * 100:.1f} %).\n")

    w("## Flags per case\n")
    w("`memledger estimate … --format json` with:\n")
    for r in compared:
        w(f"- `{r.case}`: `{' '.join(r.args)}`")
        for note in r.notes:
            w(f"  - {note}")
    return "\n".join(out).rstrip() + "\n"


def as_json(rows: list[Row], version: str) -> str:
    compared = [r for r in rows if r.status == "compared"]
    doc = {
        "schema": "memledger.validation",
        "version": 1,
        "engine": version,
        "statistic": "peak allocated bytes; measured = max over steps >= 2",
        "summary": error_stats(compared),
        "groups": {g: error_stats([r for r in compared if r.group == g]) for g in groups_in_order(rows)},
        "cases": [
            {**{k: v for k, v in asdict(r).items() if k != "config"},
             "error": r.error, "error_step1": r.error_step1,
             "explanations": explanations(r) if r.error is not None else []}
            for r in rows
        ],
    }
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--memledger", default=str(REPO / "build-test/app/memledger"), help="the memledger binary")
    parser.add_argument("--data", default=str(DEFAULT_DATA),
                        help="folder with measurements.json and environment.json")
    parser.add_argument("--format", choices=("markdown", "json"), default="markdown")
    parser.add_argument("--check-median", type=float, metavar="PERCENT",
                        help="exit 1 when the median |error| over the compared cases exceeds PERCENT")
    parser.add_argument("--check-max", type=float, metavar="PERCENT",
                        help="exit 1 when any compared case's |error| exceeds PERCENT")
    ns = parser.parse_args()

    data_dir = Path(ns.data)
    data = json.loads((data_dir / "measurements.json").read_text())
    env_path = data_dir / "environment.json"
    env = json.loads(env_path.read_text()) if env_path.exists() else {}
    rows = build_rows(data, ns.memledger)
    version = subprocess.run([ns.memledger, "--version"], capture_output=True, text=True,
                             check=False).stdout.strip() or "memledger"
    if ns.format == "markdown":
        sys.stdout.write(markdown(rows, data, env, version, data_dir))
    else:
        sys.stdout.write(as_json(rows, version))
    return check(rows, ns.check_median, ns.check_max)


def check(rows: list[Row], median_bound: float | None, max_bound: float | None) -> int:
    """The regression gate: the bounds are the documented accuracy of a data set, so a rule
    change that moves a measured case past them fails the tests."""
    if median_bound is None and max_bound is None:
        return 0
    compared = [r for r in rows if r.status == "compared" and r.error is not None]
    failures = []
    if not compared:
        failures.append("no case could be compared")
    stats = error_stats(compared)
    if median_bound is not None and compared and stats["median_abs"] * 100 > median_bound:
        failures.append(f"median |error| {stats['median_abs'] * 100:.1f} % > {median_bound} %")
    if max_bound is not None:
        failures += [f"{r.case}: {r.error * 100:+.1f} % beyond ±{max_bound} %" for r in compared
                     if abs(r.error) * 100 > max_bound]
    for line in failures:
        print(f"compare_measured: {line}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
