// Rendering of estimates, explanations and preset lists as text, Markdown or JSON.
#pragma once

#include <ostream>
#include <string>

#include "app/cli/cli_options.h"
#include "model/ledger/ledger.h"
#include "model/io/presets.h"

namespace memledger::cli {

void printEstimate(std::ostream& out, const model::Scenario& scenario, const model::Estimate& estimate,
                   const Options& options);
void printExplain(std::ostream& out, const model::Scenario& scenario, const model::Estimate& estimate,
                  const Options& options);
void printPresets(std::ostream& out, const model::PresetLibrary& presets, Format format);

}  // namespace memledger::cli
