#!/usr/bin/python3
"""Writes the small memory snapshots the engine tests read (README.md says what each holds).

Each is the structure torch.cuda.memory._snapshot() returns, built by hand so that every
figure is known, and pickled the way torch.cuda.memory._dump_snapshot() does
(pickle.dump with the default protocol). Run it with /usr/bin/python3 from this folder;
it rewrites every file, byte for byte the same each time.
"""
import collections
import os
import pickle

HERE = os.path.dirname(os.path.abspath(__file__))
MiB = 1 << 20
T0 = 1796078179996608  # time_us: microseconds since the epoch, as 2.2+ records it


def frame(name, filename, line):
    return {"name": name, "filename": filename, "line": line}


# Shared frame dicts, as PyTorch shares them (the pickle memo then refers back to them).
FORWARD = [frame("forward", "/opt/venv/lib/python3.12/site-packages/torch/nn/modules/linear.py", 125),
           frame("_call_impl", "/opt/venv/lib/python3.12/site-packages/torch/nn/modules/module.py", 1786),
           frame("train_step", "/work/train.py", 40)]
BACKWARD = [frame("_engine_run_backward", "/opt/venv/lib/python3.12/site-packages/torch/autograd/graph.py", 841),
            frame("backward", "/opt/venv/lib/python3.12/site-packages/torch/_tensor.py", 625),
            frame("train_step", "/work/train.py", 42)]
OPTIMIZER = [frame("_multi_tensor_adam", "/opt/venv/lib/python3.12/site-packages/torch/optim/adam.py", 798),
             frame("step", "/opt/venv/lib/python3.12/site-packages/torch/optim/adam.py", 247),
             frame("train_step", "/work/train.py", 43)]
PARAMETERS = [frame("__init__", "/opt/venv/lib/python3.12/site-packages/torch/nn/modules/linear.py", 106),
              frame("build", "/work/train.py", 12)]
OTHER = [frame("load_batch", "/work/train.py", 30)]


def block(size, state, requested=None, frames=()):
    return {"size": size, "requested_size": size if requested is None else requested, "state": state,
            "frames": list(frames)}


def segment(address, blocks, segment_type="large", expandable=False, stream=0, device=0):
    """A segment dict as memory_snapshot.cpp writes it; block addresses follow the sizes."""
    at = address
    for b in blocks:
        b["address"] = at
        at += b["size"]
    active = [b for b in blocks if b["state"] != "inactive"]
    return {"device": device, "address": address, "total_size": at - address,
            "allocated_size": sum(b["size"] for b in blocks if b["state"] == "active_allocated"),
            "active_size": sum(b["size"] for b in active),
            "requested_size": sum(b["requested_size"] for b in active),
            "stream": stream, "segment_type": segment_type, "segment_pool_id": (0, 0),
            "is_expandable": expandable, "frames": blocks[0]["frames"] if blocks else [], "blocks": blocks}


def event(action, addr, size, step, frames=(), stream=0):
    return {"action": action, "addr": addr, "size": size, "stream": stream, "time_us": T0 + step,
            "compile_context": "N/A", "user_metadata": "", "frames": list(frames)}


def trace(*events):
    """Numbers the events' time_us in order."""
    out = []
    for step, (action, addr, size, *frames) in enumerate(events):
        out.append(event(action, addr, size, step, frames[0] if frames else ()))
    return out


def settings(conf="", expandable=False, divisions=0, max_split=-1):
    return {"PYTORCH_CUDA_ALLOC_CONF": conf, "max_split_size": max_split, "garbage_collection_threshold": 0.0,
            "expandable_segments": expandable, "pinned_num_register_threads": 1,
            "release_lock_on_cudamalloc": False, "pinned_use_cuda_host_register": False,
            "graph_capture_record_stream_reuse": False,
            "roundup_power2_divisions": {str(1 << i): divisions for i in range(16)}}


def snapshot(segments, events, alloc_settings=None):
    return {"segments": segments, "device_traces": [events],
            "allocator_settings": alloc_settings or settings(), "external_annotations": []}


def three_small_blocks():
    """Three 1000-byte tensors a, b, c in one 2 MiB small-pool segment; b is freed and a
    1024-byte tensor takes its place exactly; then a is freed."""
    s = 0x7F0000000000
    segments = [segment(s, [block(1024, "inactive", 1000), block(1024, "active_allocated", frames=FORWARD),
                            block(1024, "active_allocated", 1000, FORWARD), block(2 * MiB - 3072, "inactive")],
                        "small")]
    events = trace(("segment_alloc", s, 2 * MiB),
                   ("alloc", s, 1000, FORWARD), ("alloc", s + 1024, 1000, FORWARD), ("alloc", s + 2048, 1000, FORWARD),
                   ("free_requested", s + 1024, 1000), ("free_completed", s + 1024, 1000),
                   ("alloc", s + 1024, 1024, FORWARD),
                   ("free_requested", s, 1000), ("free_completed", s, 1000))
    return snapshot(segments, events)


def unsplit_large_block():
    """25 MiB in a 26 MiB segment: the 1 MiB left is not split off, so allocated counts all
    26 MiB. Then 3 MiB in a 20 MiB segment, which is split, alive at the dump."""
    a, b = 0x7F0000000000, 0x7F0010000000
    segments = [segment(a, [block(26 * MiB, "inactive", 25 * MiB)]),
                segment(b, [block(3 * MiB, "active_allocated", frames=FORWARD), block(17 * MiB, "inactive")])]
    events = trace(("segment_alloc", a, 26 * MiB), ("alloc", a, 25 * MiB, FORWARD),
                   ("free_requested", a, 25 * MiB), ("free_completed", a, 25 * MiB),
                   ("segment_alloc", b, 20 * MiB), ("alloc", b, 3 * MiB, FORWARD))
    return snapshot(segments, events)


def before_trace():
    """A 4 MiB block allocated before recording began (no frames), and a 2,000,000-byte block
    whose allocation the ring buffer dropped: its free is the trace's first event. Then
    1 MiB + 1 byte is allocated where it was, and freed."""
    p = 0x7F0000000000
    segments = [segment(p, [block(4 * MiB, "active_allocated", 4000000), block(2000384, "inactive", 2000000),
                            block(20 * MiB - 4 * MiB - 2000384, "inactive")])]
    events = trace(("free_requested", p + 4 * MiB, 2000000), ("free_completed", p + 4 * MiB, 2000000),
                   ("alloc", p + 4 * MiB, MiB + 1, OTHER),
                   ("free_requested", p + 4 * MiB, MiB + 1), ("free_completed", p + 4 * MiB, MiB + 1))
    return snapshot(segments, events)


def pending_free():
    """record_stream: X is freed but stays active until another stream is done with it; Y
    is allocated meanwhile; Z is freed at the dump and still pending."""
    s = 0x7F0000000000
    segments = [segment(s, [block(4096, "inactive"), block(8192, "active_allocated", frames=FORWARD),
                            block(512, "active_pending_free", frames=FORWARD), block(2 * MiB - 4096 - 8192 - 512,
                                                                                    "inactive")], "small")]
    events = trace(("segment_alloc", s, 2 * MiB), ("alloc", s, 4096, FORWARD), ("free_requested", s, 4096),
                   ("alloc", s + 4096, 8192, FORWARD), ("free_completed", s, 4096),
                   ("alloc", s + 12288, 512, FORWARD), ("free_requested", s + 12288, 512))
    return snapshot(segments, events)


def empty_cache():
    """5 MiB in a 20 MiB segment, freed; torch.cuda.empty_cache() returns the segment; then
    a 512-byte tensor in a new 2 MiB small segment."""
    a, b = 0x7F0000000000, 0x7F0010000000
    segments = [segment(b, [block(512, "active_allocated", 500, OTHER), block(2 * MiB - 512, "inactive")], "small")]
    events = trace(("segment_alloc", a, 20 * MiB), ("alloc", a, 5 * MiB, FORWARD),
                   ("free_requested", a, 5 * MiB), ("free_completed", a, 5 * MiB), ("segment_free", a, 20 * MiB),
                   ("segment_alloc", b, 2 * MiB), ("alloc", b, 500, OTHER))
    return snapshot(segments, events)


def expandable_segments():
    """expandable_segments:True: 3 MiB maps one 20 MiB page, 25 MiB maps a second right after
    it; the snapshot reports the mapped 40 MiB as one segment."""
    e = 0x7F0000000000
    segments = [segment(e, [block(3 * MiB, "active_allocated", frames=FORWARD),
                            block(25 * MiB, "active_allocated", frames=FORWARD), block(12 * MiB, "inactive")],
                        expandable=True)]
    events = trace(("segment_map", e, 20 * MiB), ("alloc", e, 3 * MiB, FORWARD),
                   ("segment_map", e + 20 * MiB, 20 * MiB), ("alloc", e + 3 * MiB, 25 * MiB, FORWARD))
    return snapshot(segments, events, settings("expandable_segments:True", expandable=True))


def categories():
    """One block per category, all alive at the dump, in one 20 MiB segment."""
    c = 0x7F0000000000
    sizes = [("parameters", 4 * MiB, PARAMETERS), ("forward", 3 * MiB, FORWARD), ("backward", 2 * MiB, BACKWARD),
             ("optimizer", 5 * MiB, OPTIMIZER), ("other", MiB, OTHER), ("no stack", 2 * MiB, ())]
    blocks, events, at = [], [("segment_alloc", c, 20 * MiB)], c
    for _, size, frames in sizes:
        blocks.append(block(size, "active_allocated", frames=frames))
        events.append(("alloc", at, size, frames))
        at += size
    blocks.append(block(3 * MiB, "inactive"))
    return snapshot([segment(c, blocks)], trace(*events))


def roundup_divisions():
    """roundup_power2_divisions:4: 5,000,000 bytes round up to 5,242,880 (a quarter step
    between 4 MiB and 8 MiB) instead of 5,000,192."""
    a = 0x7F0000000000
    segments = [segment(a, [block(20 * MiB, "inactive", 5000000)])]
    events = trace(("segment_alloc", a, 20 * MiB), ("alloc", a, 5000000, FORWARD),
                   ("free_requested", a, 5000000), ("free_completed", a, 5000000))
    return snapshot(segments, events, settings("roundup_power2_divisions:4", divisions=4))


def max_split_size():
    """max_split_size_mb:100: a freed 200 MiB block is reused whole for 190 MiB, since an
    oversize block is never split."""
    a = 0x7F0000000000
    segments = [segment(a, [block(200 * MiB, "inactive", 190 * MiB)])]
    events = trace(("segment_alloc", a, 200 * MiB), ("alloc", a, 200 * MiB, FORWARD),
                   ("free_requested", a, 200 * MiB), ("free_completed", a, 200 * MiB),
                   ("alloc", a, 190 * MiB, FORWARD), ("free_requested", a, 190 * MiB),
                   ("free_completed", a, 190 * MiB))
    return snapshot(segments, events, settings("max_split_size_mb:100", max_split=100 * MiB))


def pytorch_2_0():
    """The 2.0 layout: blocks carry `history` (real_size, frames) instead of requested_size
    and frames, trace events carry no time_us, no allocator_settings; written with
    protocol 2 like the C++ pickler."""
    s = 0x7F0000000000
    blocks = [{"size": 4096, "state": "active_allocated", "history": [{"addr": s, "real_size": 4000,
                                                                        "frames": FORWARD}]},
              {"size": 2 * MiB - 4096, "state": "inactive"}]
    seg = {"device": 0, "address": s, "total_size": 2 * MiB, "allocated_size": 4096, "active_size": 4096,
           "stream": 0, "segment_type": "small", "blocks": blocks}
    events = [{"action": "segment_alloc", "addr": s, "size": 2 * MiB, "stream": 0},
              {"action": "alloc", "addr": s, "size": 4000, "stream": 0, "frames": FORWARD}]
    return {"segments": [seg], "device_traces": [events]}


def segments_only():
    """torch.cuda.memory_snapshot(): the list of segments alone, no trace."""
    return three_small_blocks()["segments"]


CASES = {
    "three-small-blocks": (three_small_blocks, [2, 3, 4, 5]),
    "unsplit-large-block": (unsplit_large_block, [4]),
    "before-trace": (before_trace, [4]),
    "pending-free": (pending_free, [4]),
    "empty-cache": (empty_cache, [4]),
    "expandable-segments": (expandable_segments, [4]),
    "categories": (categories, [4]),
    "roundup-divisions": (roundup_divisions, [4]),
    "max-split-size": (max_split_size, [4]),
    "pytorch-2.0": (pytorch_2_0, [2]),
    "segments-only": (segments_only, [4]),
}


def with_block(change):
    """three-small-blocks with its second block changed by `change`."""
    snap = three_small_blocks()
    change(snap["segments"][0]["blocks"][1])
    return snap


def shared_blocks():
    snap = unsplit_large_block()
    snap["segments"][1]["blocks"] = snap["segments"][0]["blocks"]
    return snap


def recursive():
    loop = []
    loop.append(loop)
    return {"segments": loop}


def nested(levels):
    value = []
    for _ in range(levels):
        value = [value]
    return {"segments": value}


def without(key):
    snap = three_small_blocks()
    del snap["segments"][0][key]
    return snap


# Snapshots no PyTorch writes, each refused with one problem (README.md).
BAD = {
    "negative-size": lambda: with_block(lambda b: b.update(size=-1024)),
    "size-is-a-float": lambda: with_block(lambda b: b.update(size=1024.0)),
    "unknown-block-state": lambda: with_block(lambda b: b.update(state="borrowed")),
    "blocks-short-of-segment": lambda: with_block(lambda b: b.update(size=512)),
    "segment-without-address": lambda: without("address"),
    "shared-blocks-list": shared_blocks,
    "event-without-addr": lambda: {"segments": [], "device_traces": [[{"action": "alloc", "size": 512}]]},
    "no-segments": lambda: {"device_traces": [[]]},
    "a-list-of-ints": lambda: [1, 2, 3],
    "recursive-list": recursive,
    "nested-40-levels": lambda: nested(40),
    "integer-of-72-bits": lambda: {"segments": [], "big": 1 << 70},
    "float-dict-key": lambda: {1.5: "segments"},
    "set-of-streams": lambda: {"segments": [], "streams": {0, 1}},
    "bytes-value": lambda: {"segments": [], "raw": b"\x00\x01"},
    "ordered-dict": lambda: collections.OrderedDict(segments=[]),
}
# What each refused pickle is written with: the OrderedDict at protocol 2 names its class
# with GLOBAL, at protocol 4 with STACK_GLOBAL.
BAD_PROTOCOLS = {"ordered-dict": [2, 4]}


def write(path, value, protocol):
    with open(path, "wb") as out:
        pickle.dump(value, out, protocol=protocol)


def main():
    for name, (build, protocols) in CASES.items():
        for protocol in protocols:
            suffix = f".protocol{protocol}" if len(protocols) > 1 and protocol != 4 else ""
            write(os.path.join(HERE, f"{name}{suffix}.pickle"), build(), protocol)
    os.makedirs(os.path.join(HERE, "bad"), exist_ok=True)
    for name, build in BAD.items():
        for protocol in BAD_PROTOCOLS.get(name, [4]):
            suffix = f".protocol{protocol}" if name in BAD_PROTOCOLS else ""
            write(os.path.join(HERE, "bad", f"{name}{suffix}.pickle"), build(), protocol)
    # Protocol 1 has no PROTO header: not what any snapshot writer emits.
    write(os.path.join(HERE, "bad", "protocol-1.pickle"), three_small_blocks(), 1)


if __name__ == "__main__":
    main()
