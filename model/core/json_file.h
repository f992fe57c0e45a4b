// Reads a whole file as JSON for every reader of the engine (scenarios, presets, the
// triage tree, Hugging Face configs): a missing file, a syntax error, a number out of
// range or absurd nesting each becomes one Problem that names the file and the fix.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/validation.h"

namespace memledger::model {

// Deeper arrays and objects are refused: copying or printing a document recurses once
// per level, so a file of a few hundred kilobytes of '[' would overflow the stack.
// MemLedger's own files nest six levels at most; other tools' configurations, read into
// the same documents, are held to the same limit.
inline constexpr int kMaxJsonDepth = 64;

// `text` with every byte that is not part of valid UTF-8 shown as <0xNN>. A message that
// quotes a file (a parse error, another tool's key) may hold Latin-1 or binary bytes;
// problems and reports are printed as JSON, which must be UTF-8.
std::string validUtf8(const std::string& text);

// Parses a whole file as JSON; a syntax error becomes one Problem with line and column.
std::optional<nlohmann::json> readJsonFile(const std::string& path, std::vector<Problem>& problems);

// Parses JSON text already read (pasted, or part of another file); `source` names it in
// the problems ("ds_config.json"). The same limits as readJsonFile.
std::optional<nlohmann::json> parseJsonText(const std::string& text, const std::string& source,
                                            std::vector<Problem>& problems);

}  // namespace memledger::model
