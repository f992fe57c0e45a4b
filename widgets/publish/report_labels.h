// The design review's words in the user's language: model::designReview writes English
// unless given these.
#pragma once

#include <QString>

#include "model/report/design_review.h"

namespace memledger::widgets {

model::ReviewLabels reviewLabels();
// In place of a chart that could not be drawn; "{caption}" is the chart's caption.
QString missingChartText();

}  // namespace memledger::widgets
