#!/usr/bin/python3
"""Measure TRL's selective_log_softmax loss with PyTorch on the CPU, against MemLedger's terms.

Usage:  /usr/bin/python3 tests/preference/compare_selective_log_softmax.py path/to/memledger

Needs torch (Debian python3-torch); runs on CPU.  TRL is not a Debian package, so its
selective_log_softmax runs here as it is written at huggingface/trl @ f2cd5771
(trl/trainer/utils.py), on the logits as DPOTrainer._compute_loss takes them: the model's
[b, s, V] logits from its output layer, shifted by one position, the labels' log-probabilities
summed per sequence.  Three things are measured, every storage an aten op creates tracked by a
TorchDispatchMode until it is freed:

* the storages the loss's autograd graph keeps for backward, distinct, summed: must equal the
  engine's activations_loss;
* the most alive at once while the forward computes the loss, from the logits on: must equal
  activations_loss + logits_transient;
* the most alive at once while backward runs through the loss to the output layer's input
  (the model's output dropped first, as _compute_loss returns without it): must equal
  activations_loss + loss_gradient.

Each agrees give or take the shifted-out position (the engine counts s tokens, the loss s - 1)
and the per-token tensors (labels, gathered log-probabilities, masks), at most
4·b·V·B + 64·b·s bytes, and the output layer's input gradient (b·s·h·B), which the engine
counts with the layers.

    memledger estimate --format json --framework hf-trainer --loss selective_log_softmax
        --hidden H --vocab V --seq S --mbs B --precision bf16|fp32 ...

Exit status 0 when every case agrees, 1 otherwise; one line per case.
"""
from __future__ import annotations

import json
import subprocess
import sys
import weakref
from pathlib import Path

import torch
import torch.nn.functional as F
from torch.utils._python_dispatch import TorchDispatchMode

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "shared"))
from autograd_storages import kept_for_backward  # noqa: E402

HIDDEN = 64
# (micro-batch, sequence, vocabulary, precision)
CASES = [
    (1, 48, 4096, "bf16"),
    (2, 32, 4096, "bf16"),
    (4, 24, 8192, "bf16"),
    (3, 40, 2048, "fp32"),
]


# trl/trainer/utils.py selective_log_softmax, as written.
def selective_log_softmax(logits, index) -> torch.Tensor:
    squeeze = index.ndim == logits.ndim - 1
    if squeeze:
        index = index.unsqueeze(-1)

    if logits.dtype in [torch.float32, torch.float64]:
        selected_logits = torch.gather(logits, dim=-1, index=index)
        # loop to reduce peak mem consumption
        logsumexp_values = torch.stack([torch.logsumexp(lg, dim=-1) for lg in logits])
        per_token_logps = selected_logits - logsumexp_values.unsqueeze(-1)  # log_softmax(x_i) = x_i - logsumexp(x)
    else:
        # logsumexp approach is unstable with bfloat16, fall back to slightly less efficient approach
        per_token_logps = []
        for row_logits, row_labels in zip(logits, index, strict=True):  # loop to reduce peak mem consumption
            row_logps = F.log_softmax(row_logits, dim=-1)
            row_per_token_logps = row_logps.gather(dim=-1, index=row_labels)
            per_token_logps.append(row_per_token_logps)
        per_token_logps = torch.stack(per_token_logps)

    if squeeze:
        per_token_logps = per_token_logps.squeeze(-1)

    return per_token_logps


class LiveStorages(TorchDispatchMode):
    """The bytes of the storages aten ops create, alive at once: now and at the most.

    A storage is alive while a tensor an op returned on it, or a tensor autograd saved of it,
    is: autograd saves an op's output as a new tensor on the same storage, which outlives the
    one the op returned, so every save is seen through saved_tensors_hooks and holds the
    storage too until the graph lets it go."""

    def __init__(self):
        super().__init__()
        self.live = 0
        self.peak = 0
        self.holders = {}  # storage -> (bytes, tensors and saves holding it)
        self.hooks = torch.autograd.graph.saved_tensors_hooks(self.pack, self.unpack)

    def __enter__(self):
        self.hooks.__enter__()
        return super().__enter__()

    def __exit__(self, *exc):
        super().__exit__(*exc)
        return self.hooks.__exit__(*exc)

    def hold(self, tensor, owner):
        storage = tensor.storage()
        key, size = storage.data_ptr(), storage.nbytes()
        if size == 0:
            return
        held, count = self.holders.get(key, (size, 0))
        if count == 0:
            self.live += size
            self.peak = max(self.peak, self.live)
        self.holders[key] = (held, count + 1)
        weakref.finalize(owner, self.release, key)

    def release(self, key):
        size, count = self.holders[key]
        if count == 1:
            del self.holders[key]
            self.live -= size
        else:
            self.holders[key] = (size, count - 1)

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        out = func(*args, **(kwargs or {}))
        for tensor in out if isinstance(out, (tuple, list)) else [out]:
            if isinstance(tensor, torch.Tensor):
                self.hold(tensor, tensor)
        return out

    class Saved:
        def __init__(self, tensor):
            self.tensor = tensor

    def pack(self, tensor):
        saved = LiveStorages.Saved(tensor)
        if tensor.storage().data_ptr() in self.holders:
            self.hold(tensor, saved)
        return saved

    def unpack(self, saved):
        return saved.tensor


def measure(batch, seq, vocab, precision):
    dtype = torch.bfloat16 if precision == "bf16" else torch.float32
    torch.manual_seed(0)
    head_input = torch.randn(batch, seq, HIDDEN, dtype=dtype, requires_grad=True)
    weight = (torch.randn(vocab, HIDDEN, dtype=dtype) / HIDDEN**0.5).t()
    input_ids = torch.randint(0, vocab, (batch, seq))
    with LiveStorages() as tracker:
        logits = head_input @ weight  # the model's output
        shift_logits = logits[..., :-1, :]
        shift_labels = input_ids[..., 1:]
        per_token_logps = selective_log_softmax(shift_logits, shift_labels)
        logps = per_token_logps.sum(dim=1)
        loss = -F.logsigmoid(logps[: batch // 2 or 1].sum() - logps[batch // 2 :].sum())
        forward_peak = tracker.peak
        saved = kept_for_backward(loss, logits.grad_fn)
        del logits, shift_logits, per_token_logps, logps
        tracker.peak = tracker.live
        loss.backward()
        backward_peak = tracker.peak
    return saved, forward_peak, backward_peak


def engine(memledger, batch, seq, vocab, precision):
    command = [memledger, "estimate", "--format", "json", "--framework", "hf-trainer", "--block", "llama",
               "--layers", "2", "--hidden", str(HIDDEN), "--heads", "4", "--kv-heads", "4", "--ffn", "128",
               "--vocab", str(vocab), "--seq", str(seq), "--mbs", str(batch), "--precision", precision,
               "--loss", "selective_log_softmax"]
    result = subprocess.run(command, capture_output=True, text=True, check=True)
    terms = {term["id"]: term["bytes"] for term in json.loads(result.stdout)["stages"][-1]["terms"]}
    return terms["activations_loss"], terms["logits_transient"], terms["loss_gradient"]


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    failed = 0
    for batch, seq, vocab, precision in CASES:
        width = 2 if precision == "bf16" else 4
        saved, forward, backward = measure(batch, seq, vocab, precision)
        kept, transient, gradient = engine(sys.argv[1], batch, seq, vocab, precision)
        slack = 4 * batch * vocab * width + 64 * batch * seq + batch * seq * HIDDEN * width
        checks = [("kept", saved, kept), ("forward", forward, kept + transient), ("backward", backward, kept + gradient)]
        ok = all(abs(measured - predicted) <= slack for _, measured, predicted in checks)
        failed += 0 if ok else 1
        print(f"{'ok  ' if ok else 'FAIL'} b={batch} s={seq} V={vocab} {precision}: " +
              ", ".join(f"{name} {measured} (engine {predicted:.0f})" for name, measured, predicted in checks) +
              f"; within {slack}")
    print(f"{len(CASES) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
