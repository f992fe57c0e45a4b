// The cuBLAS workspaces a training step's libraries allocate through PyTorch's caching
// allocator on their first GEMMs and keep for the life of the process
// (docs/model.md#library-workspaces): PyTorch's, one per cuBLAS handle and stream, and
// Transformer Engine's. Counted by torch.cuda.memory_allocated(), unlike the CUDA context.
#pragma once

#include "model/ledger/stage_builder.h"

namespace memledger::model::detail {

void addLibraryWorkspaces(const EstimateContext& context, const StageShape& shape, StageSink& sink);

}  // namespace memledger::model::detail
