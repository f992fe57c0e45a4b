#include "model/imports/launch_environment.h"

#include "model/core/translatable.h"

namespace memledger::model {

namespace {

// The libraries' own variables; a script's other exports (paths, hosts, run names) are not
// settings of the job's memory and stay out of the report.
bool isLibrarySetting(std::string_view name)
{
    for (const std::string_view prefix : {"TORCH_", "PYTORCH_", "CUDA_", "CUBLAS", "CUDNN_", "NVTE_"})
        if (name.starts_with(prefix))
            return true;
    return false;
}

}  // namespace

void readLaunchEnvironment(const LaunchEnvironment& environment, std::string_view keyPrefix, ImportBuilder& out)
{
    for (const auto& [name, value] : environment) {
        const Source source{std::string(keyPrefix) + name, value};
        if (name == "CUBLAS_WORKSPACE_CONFIG")
            out.setText(Mapping::Read, source, "memory.cublas_workspace_config", value);
        else if (name == "PYTORCH_CUDA_ALLOC_CONF" || name == "PYTORCH_ALLOC_CONF")
            out.setText(Mapping::Read, source, "memory.alloc_conf", value);
        else if (name.starts_with("NCCL_"))
            // Not a limitation: NCCL's buffers are an assumption the ledger shows and the user edits.
            out.notModelled(source, MEMLEDGER_TRANSLATABLE("Import", "NCCL's own buffers, outside PyTorch's "
                                                                     "allocator: the ledger's NCCL assumption "
                                                                     "(under Hardware) stands for them"));
        else if (isLibrarySetting(name))
            out.notModelled(source, MEMLEDGER_TRANSLATABLE("Import", "a setting of PyTorch, CUDA or Transformer "
                                                                     "Engine the ledger does not read"));
    }
}

}  // namespace memledger::model
