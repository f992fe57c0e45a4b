// What an allocation was for, told from the Python stack recorded with it. The rules are
// deliberately few; the first that matches wins:
//   optimizer        a frame in torch/optim/ (step, zero_grad, state initialisation)
//   backward         a frame named backward or _engine_run_backward (loss.backward(), an
//                    autograd Function), or recompute_fn / unpack_hook (activation
//                    checkpointing recomputing the forward inside backward)
//   forward          a frame named forward (an nn.Module's forward)
//   parameters       a frame named __init__, _apply or reset_parameters in torch/nn/modules/
//                    (building a model on the GPU, or .to() / .cuda())
//   other            frames that match none of the above (inputs, user code)
//   no Python stack  recorded during the trace without a Python frame: in training this is
//                    mostly backward, since the autograd engine runs on threads without
//                    Python; also what every allocation gets when recording kept no stacks
//   before trace     alive when the trace begins (allocated before recording started, or
//                    older than the trace's ring buffer) with no stack to tell
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "model/measured/snapshot.h"

namespace memledger::model {

enum class MemoryCategory { Optimizer, Backward, Forward, Parameters, Other, NoPythonStack, BeforeTrace };
inline constexpr std::size_t kMemoryCategoryCount = 7;

// "optimizer", "backward", "forward", "parameters", "other", "no Python stack", "before trace".
std::string_view memoryCategoryName(MemoryCategory category);

// The category of each of the snapshot's stacks, by index into snapshot.stacks.
std::vector<MemoryCategory> categorizeStacks(const MemorySnapshot& snapshot);

}  // namespace memledger::model
