// What a bash launch script passes to the training program. Real Megatron-LM scripts build
// their command line the way shell does: flags in arrays ("${MODEL_ARGS[@]}"), in
// backslash-continued strings, through variables with defaults (TP=${TP:-4}), picked by
// if/elif chains, extended with +=, or assembled into a string a heredoc submits. This runs
// the part of bash that builds words: assignments, arrays, parameter and arithmetic
// expansion, word splitting, quoting, tests in if/elif/case, and `source` of a file beside
// the script. It never runs a program: every other command is only looked at.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/imports/config_import.h"
#include "model/imports/nearby_files.h"

namespace memledger::model {

// One word of the command line after expansion.
struct ScriptWord {
    std::string text;
    std::vector<std::string> unresolved;  // variables the script reads but never sets ("TP" of "${TP}"), left as written
    bool fromDefault = false;             // came from ${NAME:-default}: the environment may say otherwise
};

struct ScriptArguments {
    std::vector<ScriptWord> launcher;   // the launcher's words before the program (torchrun --nproc_per_node 8 ...)
    std::vector<ScriptWord> arguments;  // the program's arguments (everything after pretrain_gpt.py)
    std::string origin;                 // where they were found, for the report
    std::string program;                // the script or module they are passed to ("pretrain_gpt.py"), when found
    // The program's environment as the script sets it: what it exports (values as at the end of
    // the script), and NAME=value words before the command that runs the program.
    std::vector<std::pair<std::string, std::string>> environment;
    std::vector<ImportNote> notes;      // what the reading could not follow (a sourced file not found, ...)
};

// Whether a word is a long flag ("--seq-length", "--lr=3e-4"): what the readers of the
// program's arguments take a word to be.
bool isLongFlag(std::string_view word);

// Runs `text` as far as building words goes. Never throws on bad input: what it cannot
// follow becomes a note, and the words found so far are returned. A file the script
// sources is looked for in `nearby` by its last path component (scripts source
// `$(dirname $0)/common.sh` or `` `pwd`/CONFIG.sh ``: the folder the script is in).
ScriptArguments readLaunchScript(std::string_view text, const NearbyFile& nearby = {});

}  // namespace memledger::model
