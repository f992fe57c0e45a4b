// The engine's named things in the window's language: categories, the instants of a step,
// the timeline's lanes and span kinds, and the ledger terms' labels and notes. The words are
// the engine's own (model/core/vocabulary.h, the term builders of model/ledger), translated,
// so every view and the command line name a thing alike.
#pragma once

#include <string>
#include <string_view>

#include <QString>

#include "model/core/vocabulary.h"

namespace memledger::widgets {

QString categoryName(model::Category category);   // "Optimizer states"
QString instantName(model::Instant instant);      // "backward of the last layer"
QString laneName(model::Lane lane);               // "PCIe H2D"
QString spanName(model::SpanKind kind);           // "Parameter upload"
QString termLabel(const model::Term& term); // "Optimizer moments"
QString termNote(const model::Term& term); // the term's assumptions; empty when it has none
// What a symbol of the term's formula stands for; empty for numbers and unknown names.
QString symbolMeaning(const model::Term& term, std::string_view symbol);
// A term's label carried on as text (a comparison's step, an allocation's name).
QString termLabel(const std::string& label);
// An engine word marked MEMLEDGER_TRANSLATABLE(context, english), through the installed
// catalogue: what the window hands to the engine's functions that take a model::Translate.
std::string engineWord(const char* context, const char* english);
// "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True", or PyTorch's defaults in words.
QString allocatorSettingsName(const std::string& allocConf);

}  // namespace memledger::widgets
