// The timeline's words and colours: lane and span names, seconds, the headline readouts
// and a span's details, shared by the painter, the view's tooltips and the tests.
#pragma once

#include <QColor>
#include <QString>
#include <QStringList>

#include "model/timeline/timeline.h"
#include "widgets/common/byte_format.h"

namespace memledger::widgets {

// The ledger's category colours, by what a span moves or computes.
QColor spanColor(const model::Span& span);
QString laneName(model::Lane lane);
QString spanName(model::SpanKind kind);
// Translated seconds: "3.19 s", "41.2 ms", "870 µs".
QString formatSeconds(double seconds);
// Headline readouts: step time, exposed transfers, overlap, stalls, MFU, tokens/s.
QString timelineHeadline(const model::Timeline& timeline);
// Details of one span: what, when, how long, bytes, GB/s, layer, micro-batch.
QStringList spanDetails(const model::Timeline& timeline, int span, ByteUnit unit);

}  // namespace memledger::widgets
