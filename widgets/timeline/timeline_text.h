// The timeline's words and colours: the headline readouts, a span's details and the
// colour of a span, shared by the painter, the view's tooltips and the tests. Lane and
// span names are the common vocabulary's (widgets/common/vocabulary.h).
#pragma once

#include <QColor>
#include <QString>
#include <QStringList>

#include <vector>

#include "model/timeline/timeline.h"
#include "widgets/common/flow_legend.h"
#include "widgets/common/quantity_text.h"
#include "widgets/common/theme.h"

namespace memledger::widgets {

// The ledger's category colours, by what a span moves or computes.
QColor spanColor(const model::Span& span, const Theme& theme);
// The colour key: what each colour of the lanes stands for (parameters, gradients and
// optimizer states whether gathered, reduced, moved or stepped; the rollout engine's only for
// an RL job's step).
std::vector<LegendItem> timelineLegend(const Theme& theme, bool rl);
// Headline readouts: step time, exposed transfers, overlap, stalls, MFU, tokens/s.
QString timelineHeadline(const model::Timeline& timeline);
// The memory row's readouts: the allocated peak beside the ledger's, the limit, and for an
// RL job (engineTopPeak > 0) the peak with the rollout engine on top.
QString memoryReadout(const model::Timeline& timeline, ByteUnit unit, double engineTopPeak);
// Details of one span: what, when, how long, bytes, GB/s, layer, micro-batch.
QStringList spanDetails(const model::Timeline& timeline, int span, ByteUnit unit);

}  // namespace memledger::widgets
