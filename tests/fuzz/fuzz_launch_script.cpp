// Bash launch scripts through the shell reader alone (readLaunchScript), with a file the
// script may `source` beside it: the input's bytes up to the first NUL are the script,
// the rest the sourced file (found by any name). The reader runs only the part of bash
// that builds words, so it must end, on any input, with words that are text: the
// program's arguments, the launcher's, and notes for what it could not follow.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "model/imports/shell/launch_script.h"
#include "model/io/import_note.h"
#include "tests/fuzz/catalogue.h"
#include "tests/fuzz/fuzz_support.h"

using namespace memledger;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const std::size_t split = input.find('\0');
    const std::string_view script = input.substr(0, split);
    const std::optional<std::string> sourced =
        split == std::string_view::npos ? std::nullopt : std::optional<std::string>(input.substr(split + 1));
    const model::NearbyFile nearby = [&](const std::string&) { return sourced; };
    const model::ScriptArguments found = model::readLaunchScript(script, nearby);
    for (const auto* words : {&found.launcher, &found.arguments})
        for (const auto& word : *words)
            if (word.text.size() > (std::size_t{1} << 24))
                fuzz::fail("a word of the launch script grew past 16 MiB");
    for (const auto& note : found.notes)
        (void)model::importNoteText(note, fuzz::chineseTranslate());
    return 0;
}
