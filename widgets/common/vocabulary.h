// The engine's named things in the window's language: categories, the instants of a step,
// the timeline's lanes and span kinds. The words are the engine's own (model/core/
// vocabulary.h), translated, so every view and the command line name a thing alike.
#pragma once

#include <string>

#include <QString>

#include "model/core/vocabulary.h"

namespace memledger::widgets {

QString categoryName(model::Category category);   // "Optimizer states"
QString instantName(model::Instant instant);      // "start of backward"
QString laneName(model::Lane lane);               // "PCIe H2D"
QString spanName(model::SpanKind kind);           // "Parameter upload"
// "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True", or PyTorch's defaults in words.
QString allocatorSettingsName(const std::string& allocConf);

}  // namespace memledger::widgets
