// The planner's findings in the window's words: how the rows are ranked and why a search
// found nothing or was limited (the engine gives ids and counts, model/explore/planner.h).
#pragma once

#include <QString>

#include "model/explore/planner.h"

namespace memledger::widgets {

QString planRankingText(const model::PlanResult& result);
QString planNoteText(model::PlanNote note, const model::PlanResult& result);
// What a row's memory is until its allocator replay answers (PlanResult::rowsExact false).
QString planPendingText();

}  // namespace memledger::widgets
