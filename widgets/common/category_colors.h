// One colour table for the engine's categories, used by every view (Okabe & Ito 2008,
// "Color Universal Design": distinguishable under the common colour-vision deficiencies).
#pragma once

#include <QColor>
#include <QString>

#include "model/core/term.h"

namespace memledger::widgets {

QColor categoryColor(model::Category category);
// The category colour with its saturation and contrast taken out: a stale ledger.
QColor greyed(const QColor& color);
QColor overflowColor();
// Translated label of a category ("Optimizer states").
QString categoryName(model::Category category);

}  // namespace memledger::widgets
