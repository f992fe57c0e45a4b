// A knowledge-distillation job's teacher and its loss (docs/model.md#distillation): the
// frozen teacher's weights, its forward under no_grad after the student's on every
// micro-batch, its logits over the vocabulary, and what the divergence between the two
// distributions keeps for backward, as torchtune's knowledge_distillation recipes run them.
#pragma once

#include "model/ledger/stage_builder.h"

namespace memledger::model::detail {

// The teacher's terms on the stage. Its pass is the job's log-prob instant; its logits live
// on into the loss, which runs at the end of the forward. Added after the student's terms are
// marked live at that pass (markLiveOutsideTheStep): each of these says where it lives.
void addTeacher(const EstimateContext& context, const StageShape& shape, StageSink& sink);

}  // namespace memledger::model::detail
