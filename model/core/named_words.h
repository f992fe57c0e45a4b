// The engine's named things in a user's language, for both faces: which catalogue context
// holds each word is decided here once ("Vocabulary" for named things, "Term" for ledger
// terms' labels and notes, "Symbol" for formula symbols). A face supplies only its
// Translate (the command line's chosen catalogue, the window's installed one).
#pragma once

#include <string>
#include <string_view>

#include "model/core/term.h"
#include "model/core/translatable.h"
#include "model/core/vocabulary.h"

namespace memledger::model {

std::string categoryName(Category category, const Translate& translate);   // "Optimizer states"
std::string instantName(Instant instant, const Translate& translate);      // "backward of the last layer"
std::string laneName(Lane lane, const Translate& translate);               // "PCIe H2D"
std::string spanName(SpanKind kind, const Translate& translate);           // "Parameter upload"
std::string termLabel(const Term& term, const Translate& translate);        // "Optimizer moments"
// A term's label carried on as text (a comparison's step, an allocation's name).
std::string termLabel(const std::string& label, const Translate& translate);
// The term's assumptions; empty when it has none.
std::string termNote(const Term& term, const Translate& translate);
// What a symbol of the term's formula stands for; empty for numbers and unknown names.
std::string symbolMeaning(const Term& term, std::string_view symbol, const Translate& translate);

// "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True", or PyTorch's defaults in words.
std::string allocatorSettingsText(const std::string& allocConf, const Translate& translate = {});

}  // namespace memledger::model
