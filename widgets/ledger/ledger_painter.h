// Paints a LedgerLayout: stacked bars, capacity and usable lines, hatched overflow, and
// the inspector's term: its category segment outlined, its own share hatched inside.
#pragma once

#include <QPainter>
#include <QPalette>

#include "widgets/common/quantity_text.h"
#include "widgets/ledger/ledger_layout.h"

namespace memledger::widgets {

struct LedgerPaintOptions {
    ByteUnit unit = ByteUnit::GiB;
    bool stale = false;          // the scenario is invalid: grey, with a banner
    int hoveredLedger = 0;
    int hoveredTerm = -1;
    QPalette palette;
    int highlightedLedger = 0;   // the term selected in the inspector (term −1: none)
    int highlightedTerm = -1;
};

void paintLedger(QPainter& painter, const LedgerLayout& layout, const model::Estimate& estimate,
                 const LedgerPaintOptions& options);

}  // namespace memledger::widgets
