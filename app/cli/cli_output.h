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
// "Llama 3.1 70B — 8 × NVIDIA H100 · DeepSpeed · DP 8 TP 1 PP 1 · ZeRO-3"
std::string scenarioHeading(const model::Scenario& scenario);
// "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True", or PyTorch's defaults in words.
std::string allocatorSettingsText(const std::string& allocConf);

}  // namespace memledger::cli
