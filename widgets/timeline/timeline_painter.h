// Paints a TimelineLayout: lanes, spans (stalls hatched), axis, memory counter,
// headline readouts and the hovered or pinned span's details. No geometry here.
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

#include "widgets/common/quantity_text.h"
#include "widgets/timeline/timeline_layout.h"

class QPainter;

namespace memledger::widgets {

struct TimelinePaintState {
    ByteUnit unit = ByteUnit::GiB;
    bool stale = false;
    int hover = -1;
    int pinned = -1;
    QPalette palette;
};

void paintTimeline(QPainter& painter, const TimelineLayout& layout, const TimelinePaintState& state);

}  // namespace memledger::widgets
