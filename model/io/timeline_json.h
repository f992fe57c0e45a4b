// The timeline as JSON (`memledger timeline --format json`) and as Chrome trace
// event JSON that Perfetto and chrome://tracing open (--format chrome-trace).
#pragma once

#include <nlohmann/json.hpp>

#include "model/timeline/timeline.h"

namespace memledger::model {

nlohmann::json timelineToJson(const Timeline& timeline, const Scenario& scenario);
// Trace Event Format: complete ("X") events per lane, a counter ("C") for memory.
nlohmann::json timelineToChromeTrace(const Timeline& timeline);

}  // namespace memledger::model
