// Files a configuration names: the DeepSpeed config of a TrainingArguments file, the file a
// launch script sources. They are looked for relative to the folder of the file that names
// them, and read with a size limit, since a configuration is never large.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "model/core/validation.h"

namespace memledger::model {

// A configuration file is kilobytes; anything past this is not one.
inline constexpr std::size_t kMaxConfigBytes = std::size_t{8} << 20;

// The text of the file at `path` relative to the folder of the file being read, or nothing.
using NearbyFile = std::function<std::optional<std::string>(const std::string& path)>;

// Files beside `fileName`; an empty function when there is no file name (pasted text).
NearbyFile filesBeside(std::string_view fileName);

// The whole file, or nothing with `error` saying why (missing, unreadable, too large).
std::optional<std::string> readConfigText(const std::string& path, Problem& error);

}  // namespace memledger::model
