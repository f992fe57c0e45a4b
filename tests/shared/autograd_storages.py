"""What an autograd graph keeps for backward, counted by storage: shared by the measurements
that run a framework's own statements in PyTorch on the CPU against the engine's terms."""
from __future__ import annotations

import torch


def kept_for_backward(loss, stop=None):
    """Distinct storages the graph behind `loss` holds for backward (its nodes' _saved_
    tensors), summed; the node `stop`, and what lies behind it, is left out."""
    storages = {}
    seen = {stop} if stop is not None else set()
    pending = [loss.grad_fn]
    while pending:
        node = pending.pop()
        if node is None or node in seen:
            continue
        seen.add(node)
        for name in dir(node):
            if name.startswith("_saved_"):
                value = getattr(node, name)
                if isinstance(value, torch.Tensor) and value.storage().nbytes() > 0:
                    storages[value.storage().data_ptr()] = value.storage().nbytes()
        pending.extend(next_node for next_node, _ in node.next_functions)
    return sum(storages.values())
