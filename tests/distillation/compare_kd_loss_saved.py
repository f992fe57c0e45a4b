#!/usr/bin/python3
"""Measure what torchtune's distillation losses keep for backward with PyTorch on the CPU,
against MemLedger's kd_loss_saved term.

Usage:  /usr/bin/python3 tests/distillation/compare_kd_loss_saved.py path/to/memledger

Needs torch (Debian python3-torch); runs on CPU.  torchtune is not a Debian package, so the
losses' statements run here as they are written at pytorch/torchtune @ bd2a0fc7
(torchtune/modules/loss/kd_losses.py: ForwardKLLoss, ReverseKLLoss, SymmetricKLLoss and their
*WithChunkedOutputLoss, which sum every chunk's loss).  The student's logits are what its model
outputs (torchtune/modules/transformer.py unembed): n chunks of 16-bit logits for the chunked
loss, one .float() tensor otherwise; the teacher's are the same, made under no_grad.  Every
tensor autograd saves while the loss is computed is recorded (saved_tensors_hooks), and the
bytes of the distinct storages summed: what the loss keeps alive until backward.  That must
equal the engine's kd_loss_saved to the byte, for a Llama 3.2 1B student and a Llama 3.1 8B
teacher (one tokenizer, 128,256 tokens):

    memledger estimate --format json --model llama-3.2-1b --teacher llama-3.1-8b --seq S --mbs B
        --precision bf16-pure --loss chunked|unfused --loss-chunks N --kd-loss forward-kl|...

Exit status 0 when every case agrees, 1 otherwise; one line per case.
"""
from __future__ import annotations

import json
import subprocess
import sys

import torch
import torch.nn.functional as F

VOCAB = 128256  # Llama 3's tokenizer, the student's and the teacher's
IGNORE_INDEX = -100

# (kd_loss, loss, chunks, sequence, micro-batch)
CASES = [
    ("forward-kl", "chunked", 8, 32, 2),
    ("reverse-kl", "chunked", 8, 32, 2),
    ("symmetric-kl", "chunked", 4, 16, 3),
    ("forward-kl", "unfused", 1, 24, 2),
    ("reverse-kl", "unfused", 1, 16, 1),
]


# kd_losses.py, as written: the per-token sums of one chunk (normalize=False).
def forward_kl(student_logits, teacher_logits, labels):
    teacher_prob = F.softmax(teacher_logits, dim=-1, dtype=torch.float32)
    inf_mask = torch.isinf(student_logits)
    student_logprob = F.log_softmax(student_logits, dim=-1, dtype=torch.float32)
    prod_probs = torch.masked_fill(teacher_prob * student_logprob, inf_mask, 0)
    x = torch.sum(prod_probs, dim=-1).view(-1)
    mask = (labels != IGNORE_INDEX).int()
    return -torch.sum(x * mask.view(-1), dim=0)


def reverse_kl(student_logits, teacher_logits, labels):
    student_prob = F.softmax(student_logits, dim=-1, dtype=torch.float32)
    student_logprob = F.log_softmax(student_logits, dim=-1, dtype=torch.float32)
    teacher_logprob = F.log_softmax(teacher_logits, dim=-1, dtype=torch.float32)
    inf_mask = torch.isinf(student_logits) | torch.isinf(teacher_logits)
    prod_probs = torch.masked_fill(student_prob * teacher_logprob, inf_mask, 0)
    prod_probs -= torch.masked_fill(student_prob * student_logprob, inf_mask, 0)
    x = torch.sum(prod_probs, dim=-1).view(-1)
    mask = (labels != IGNORE_INDEX).int()
    return -torch.sum(x * mask.view(-1), dim=0)


def symmetric_kl(student_logits, teacher_logits, labels, ratio=0.5):
    return ratio * forward_kl(student_logits, teacher_logits, labels) + (1 - ratio) * reverse_kl(
        student_logits, teacher_logits, labels)


LOSSES = {"forward-kl": forward_kl, "reverse-kl": reverse_kl, "symmetric-kl": symmetric_kl}


def measure(kd_loss: str, loss: str, chunks: int, seq: int, batch: int) -> int:
    """Bytes of the distinct storages the divergence saves for backward."""
    torch.manual_seed(0)
    chunked = loss == "chunked"
    if chunked:  # chunked_output: one 16-bit tensor a chunk, each the output layer's result
        widths = [len(part) for part in torch.arange(seq).tensor_split(chunks)]
        student = [torch.randn(batch, w, VOCAB, dtype=torch.bfloat16, requires_grad=True) for w in widths]
        with torch.no_grad():
            teacher = [torch.randn(batch, w, VOCAB, dtype=torch.bfloat16) for w in widths]
    else:  # output(h).float()
        student = [torch.randn(batch, seq, VOCAB, dtype=torch.float32, requires_grad=True)]
        with torch.no_grad():
            teacher = [torch.randn(batch, seq, VOCAB, dtype=torch.float32)]
    labels = torch.randint(0, VOCAB, (batch, seq))
    saved: dict[int, int] = {}

    def pack(tensor):
        # A Python number the loss multiplies by is wrapped as a 0-dim double on the CPU, not
        # on the GPU: not the GPU's memory.
        if tensor.dim() == 0 and tensor.dtype == torch.float64:
            return tensor
        storage = tensor.storage()
        saved[storage.data_ptr()] = storage.nbytes()
        return tensor

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda tensor: tensor):
        # *WithChunkedOutputLoss.forward: reshape every chunk, split the labels alike, sum.
        label_chunks = [chunk.reshape(-1) for chunk in labels.tensor_split(len(student), dim=1)]
        total = 0.0
        for s_chunk, t_chunk, l_chunk in zip(student, teacher, label_chunks):
            total += LOSSES[kd_loss](s_chunk.reshape(-1, VOCAB), t_chunk.reshape(-1, VOCAB), l_chunk)
    total.backward()  # the graph is whole: backward runs
    return sum(saved.values())


def engine(memledger: str, kd_loss: str, loss: str, chunks: int, seq: int, batch: int) -> int:
    command = [memledger, "estimate", "--format", "json", "--model", "llama-3.2-1b", "--teacher", "llama-3.1-8b",
               "--seq", str(seq), "--mbs", str(batch), "--precision", "bf16-pure", "--loss", loss,
               "--loss-chunks", str(chunks), "--kd-loss", kd_loss]
    result = json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)
    terms = {term["id"]: term["bytes"] for term in result["stages"][0]["terms"]}
    return int(terms["kd_loss_saved"])


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    failures = 0
    for case in CASES:
        measured = measure(*case)
        predicted = engine(sys.argv[1], *case)
        verdict = "ok" if measured == predicted else "MISMATCH"
        failures += verdict != "ok"
        print(f"{verdict}: {case[0]} {case[1]} n={case[2]} s={case[3]} b={case[4]}: "
              f"measured {measured} B, engine {predicted} B")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
