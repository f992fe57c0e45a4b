#include "model/measured/memory_category.h"

#include <algorithm>
#include <array>

namespace memledger::model {

namespace {

bool inFolder(const StackFrame& frame, std::string_view folder)
{
    return frame.filename.find(folder) != std::string::npos;
}

bool named(const StackFrame& frame, std::initializer_list<std::string_view> names)
{
    return std::find(names.begin(), names.end(), frame.name) != names.end();
}

bool isOptimizer(const StackFrame& frame) { return inFolder(frame, "torch/optim/"); }

bool isBackward(const StackFrame& frame)
{
    return named(frame, {"backward", "_engine_run_backward", "recompute_fn", "unpack_hook"});
}

bool isForward(const StackFrame& frame) { return frame.name == "forward"; }

bool isParameters(const StackFrame& frame)
{
    return inFolder(frame, "torch/nn/modules/") && named(frame, {"__init__", "_apply", "reset_parameters"});
}

}  // namespace

std::string_view memoryCategoryName(MemoryCategory category)
{
    constexpr std::array<std::string_view, kMemoryCategoryCount> kNames = {
        "optimizer", "backward", "forward", "parameters", "other", "no Python stack", "before trace"};
    return kNames[static_cast<std::size_t>(category)];
}

std::vector<MemoryCategory> categorizeStacks(const MemorySnapshot& snapshot)
{
    std::vector<MemoryCategory> categories;
    categories.reserve(snapshot.stacks.size());
    for (const auto& indices : snapshot.stacks) {
        const auto any = [&](bool (*matches)(const StackFrame&)) {
            return std::any_of(indices.begin(), indices.end(),
                               [&](int index) { return matches(snapshot.frames[static_cast<std::size_t>(index)]); });
        };
        categories.push_back(any(isOptimizer)    ? MemoryCategory::Optimizer
                             : any(isBackward)   ? MemoryCategory::Backward
                             : any(isForward)    ? MemoryCategory::Forward
                             : any(isParameters) ? MemoryCategory::Parameters
                                                 : MemoryCategory::Other);
    }
    return categories;
}

}  // namespace memledger::model
