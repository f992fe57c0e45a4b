// What the fuzz harnesses share. Each harness feeds its bytes through the same
// functions the program uses on a file: the bytes are written to a file in a private
// scratch folder and read back with readJsonFile(), loadTriageTree() or loadPresets(),
// so a syntax error, a wrong type or an absurd value takes exactly the user's path.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "model/imports/config_import.h"
#include "model/io/presets.h"
#include "model/core/scenario.h"

namespace memledger::fuzz {

// Reports a broken invariant and aborts, so that libFuzzer keeps the input.
[[noreturn]] void fail(const char* what);

// `relative` inside this process's scratch folder (created on first use, removed at exit).
std::string scratchPath(const std::string& relative);

// Writes the bytes to `relative` in the scratch folder and returns the file's path.
std::string writeInput(const std::string& relative, const std::uint8_t* data, std::size_t size);

// The presets shipped in presets/, loaded once; scenario files name them ("model": "llama-3.1-8b").
const model::PresetLibrary& shippedPresets();

// Problems as a user meets them: each message in English and in Chinese (the catalogue's
// templates filled with their arguments), and the problems' JSON. The error path is where
// a reader's crash once was: every harness renders what it reports.
void renderProblems(const std::vector<model::Problem>& problems);

// `memledger WORDS…` run in this process as main() runs it, with the Chinese catalogue the
// window would load, its output discarded and the working directory the scratch folder, so
// that a file a command writes lands there. Aborts on an exit status other than 0 (done)
// and 2 (bad input, said). Returns the status.
int runCommand(const std::vector<std::string>& words);

// What the program does with a scenario it has read: validate() and estimate(), then
// the JSON the command line prints (the estimate, or the problems), then the allocator
// replayed on that ledger unless `simulate` is false (the caller ran a command that already
// did). A valid estimate must have a ledger with finite, non-negative totals; anything else
// aborts.
void runEngine(const model::Scenario& scenario, bool simulate = true);

// Another tool's configuration, imported the way `memledger import FILE` and `--from FILE`
// do: the bytes are written as `fileName` and read with importConfigFile as `format`, the
// report is rendered as a table and as JSON, and an import without problems must read back
// as a scenario with the shipped presets; that scenario, its per-step batch split as the
// command line splits it, goes through runEngine (whose allocator replay `estimate --from`
// has already run on the same file: once is what a user's command costs).
void runImport(const std::uint8_t* data, std::size_t size, model::ConfigFormat format, const char* fileName);

}  // namespace memledger::fuzz
