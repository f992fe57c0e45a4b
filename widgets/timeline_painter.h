// Paints a TimelineLayout: lanes, spans (stalls hatched), axis, memory counter,
// headline readouts and the hovered or pinned span's details. No geometry here.
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

#include "widgets/byte_format.h"
#include "widgets/timeline_layout.h"

class QPainter;

namespace memledger::widgets {

struct TimelinePaintState {
    ByteUnit unit = ByteUnit::GiB;
    bool stale = false;
    int hover = -1;
    int pinned = -1;
    QPalette palette;
};

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

void paintTimeline(QPainter& painter, const TimelineLayout& layout, const TimelinePaintState& state);

}  // namespace memledger::widgets
