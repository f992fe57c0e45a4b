#!/usr/bin/python3
"""Measure transformers' load-balancing loss with PyTorch on the CPU, against MemLedger's terms.

Usage:  /usr/bin/python3 tests/moe/compare_balancing_loss.py path/to/memledger

Needs torch (Debian python3-torch); runs on CPU.  transformers is not a Debian package, so
load_balancing_loss_func runs here as it is written at huggingface/transformers @ 00d4b3d
(src/transformers/models/qwen3_moe/modeling_qwen3_moe.py, the branch without an attention mask;
Mixtral's and the other MoE models' copies are the same).  Its input is what the model's MoE
layers return with output_router_logits: one (b·s, E) tensor of 16-bit router logits per layer,
made before the measurement.  Two things are measured while the loss is computed:

* the storages the loss's autograd graph keeps for backward (its nodes' saved tensors), distinct,
  summed: must equal the engine's router_loss_probabilities, give or take the per-expert
  statistics the product of the two means saves (k·E floats);
* the largest sum of the storages the function creates that are alive at once (every aten op's
  outputs, tracked by a TorchDispatchMode until the tensors are freed): must equal what the
  engine says the loss holds at its peak -- the softmax it saves plus the loss's own tensors,
  router_loss_transient's bytes + X_CE - X_16 when the engine is asked for a vocabulary small
  enough that the term is not clamped at 0 -- give or take the loss's per-expert statistics
  (k·E and E floats), which the engine leaves out.

    memledger estimate --format json --framework hf-trainer --experts E --top-k k
        --layers L --seq S --mbs B --vocab 64 --moe-aux-loss ...

Exit status 0 when every case agrees, 1 otherwise; one line per case.
"""
from __future__ import annotations

import json
import subprocess
import sys
import weakref
from pathlib import Path

import torch
from torch.utils._python_dispatch import TorchDispatchMode

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "shared"))
from autograd_storages import kept_for_backward  # noqa: E402

# (MoE layers, sequence, micro-batch, experts, top-k)
CASES = [
    (3, 64, 2, 16, 2),
    (2, 48, 1, 64, 8),
    (4, 32, 3, 8, 1),
]


# modeling_qwen3_moe.py load_balancing_loss_func, as written (attention_mask None).
def load_balancing_loss_func(gate_logits, num_experts=None, top_k=2, attention_mask=None):
    if gate_logits is None or not isinstance(gate_logits, tuple):
        return 0

    if isinstance(gate_logits, tuple):
        compute_device = gate_logits[0].device
        concatenated_gate_logits = torch.cat([layer_gate.to(compute_device) for layer_gate in gate_logits], dim=0)

    routing_weights = torch.nn.functional.softmax(concatenated_gate_logits, dim=-1)

    _, selected_experts = torch.topk(routing_weights, top_k, dim=-1)

    expert_mask = torch.nn.functional.one_hot(selected_experts, num_experts)

    # Compute the percentage of tokens routed to each experts
    tokens_per_expert = torch.mean(expert_mask.float(), dim=0)

    # Compute the average probability of routing to these experts
    router_prob_per_expert = torch.mean(routing_weights, dim=0)

    overall_loss = torch.sum(tokens_per_expert * router_prob_per_expert.unsqueeze(0))
    return overall_loss * num_experts


class LiveStorages(TorchDispatchMode):
    """The bytes of the storages aten ops create, alive at once: now and at the most."""

    def __init__(self):
        super().__init__()
        self.live = 0
        self.peak = 0
        self.seen = set()

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        out = func(*args, **(kwargs or {}))
        for tensor in out if isinstance(out, (tuple, list)) else [out]:
            if not isinstance(tensor, torch.Tensor):
                continue
            key = tensor.storage().data_ptr()
            if key in self.seen:
                continue
            self.seen.add(key)
            size = tensor.storage().nbytes()
            self.live += size
            self.peak = max(self.peak, self.live)
            weakref.finalize(tensor, self.freed, key, size)
        return out

    def freed(self, key, size):
        self.live -= size
        self.seen.discard(key)


def measure(layers, seq, batch, experts, top_k):
    torch.manual_seed(0)
    gate_logits = tuple(torch.randn(batch * seq, experts, dtype=torch.bfloat16, requires_grad=True)
                        for _ in range(layers))
    with LiveStorages() as tracker:
        loss = load_balancing_loss_func(gate_logits, experts, top_k)
    saved = kept_for_backward(loss)
    loss.backward()
    return saved, tracker.peak


def engine(memledger, layers, seq, batch, experts, top_k):
    command = [memledger, "estimate", "--format", "json", "--framework", "hf-trainer", "--block", "llama",
               "--layers", str(layers), "--hidden", "256", "--heads", "4", "--kv-heads", "4", "--ffn", "512",
               "--vocab", "64", "--experts", str(experts), "--top-k", str(top_k), "--expert-ffn", "128",
               "--moe-aux-loss", "--seq", str(seq), "--mbs", str(batch), "--precision", "bf16"]
    result = subprocess.run(command, capture_output=True, text=True, check=True)
    terms = {term["id"]: term for term in json.loads(result.stdout)["stages"][-1]["terms"]}
    return terms["router_loss_probabilities"], terms["router_loss_transient"]


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    failed = 0
    for layers, seq, batch, experts, top_k in CASES:
        saved, peak = measure(layers, seq, batch, experts, top_k)
        probabilities, transient = engine(sys.argv[1], layers, seq, batch, experts, top_k)
        values = transient["values"]
        assert transient["bytes"] > 0, "the case must not clamp the transient at 0"
        at_loss = transient["bytes"] + values["X_CE"] - values["X_16"] + probabilities["bytes"]
        statistics = 4 * (top_k * experts + experts) * 2  # the means and their product, fp32
        ok = 0 <= saved - probabilities["bytes"] <= statistics and 0 <= peak - at_loss <= statistics
        failed += 0 if ok else 1
        print(f"{'ok  ' if ok else 'FAIL'} L={layers} s={seq} b={batch} E={experts} k={top_k}: kept {saved} "
              f"(engine {probabilities['bytes']:.0f}), peak {peak} (engine {at_loss:.0f} + at most {statistics} "
              f"of per-expert statistics)")
    print(f"{len(CASES) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
