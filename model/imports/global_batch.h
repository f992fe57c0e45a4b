// A batch a file fixes per optimizer step without the data-parallel degree that splits it
// (DeepSpeed's train_batch_size, Megatron's --global-batch-size, torchtitan's
// global_batch_size): once every input is merged and the GPUs are known, it becomes the
// micro-batch or the accumulation that no input gave, as the framework itself derives it.
#pragma once

#include <vector>

#include "model/core/scenario.h"
#include "model/core/validation.h"
#include "model/imports/config_import.h"

namespace memledger::model {

// `microGiven` and `accumGiven`: whether an input (a file or a flag) set them. With both,
// the batch is checked; with one, the other is derived; with neither, the accumulation is
// 1 and the micro-batch derived (DeepSpeed's rule). A batch that does not divide is a problem.
std::vector<Problem> resolveGlobalBatch(const GlobalBatch& batch, bool microGiven, bool accumGiven, Scenario& scenario);

}  // namespace memledger::model
