// The design review's charts, drawn offscreen by the window's own views: the ledger bars
// of every stage and the step timeline of the worst stage's rank, so the report shows
// what the window shows.
#pragma once

#include <map>
#include <string>

#include <QImage>

#include "model/report/review_data.h"
#include "widgets/common/quantity_text.h"

namespace memledger::widgets {

// The charts' width in pixels; they are drawn at twice that for print.
inline constexpr int kReportChartWidth = 900;

// By the chart ids of model::designReview ("ledger", "timeline"); a chart without data
// (an invalid timeline) is absent.
std::map<std::string, QImage> drawReportCharts(const model::ReviewData& data, ByteUnit unit);

}  // namespace memledger::widgets
