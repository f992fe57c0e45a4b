// The command line end to end: the input is `memledger`'s arguments, one a line, run in
// this process as main() runs them (runCommand: flags, the scenario they build, the
// command and its output, in whichever language --lang names). A word with a '/' is
// left out, so that a file a command reads or writes can only be one in the scratch
// folder; `input.json` there is a worked scenario (7b-zero3-dp8) the words may name.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "tests/fuzz/fuzz_support.h"

using namespace memledger;

namespace {

// More words than any command takes: a longer list only repeats flags.
constexpr std::size_t kMostWords = 32;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    // A scenario file the words may name: a copy of a worked scenario.
    static const bool copied = [] {
        std::error_code error;
        std::filesystem::copy_file(MEMLEDGER_SOURCE_DIR "/presets/scenarios/7b-zero3-dp8.memledger.json",
                                   fuzz::scratchPath("input.json"), std::filesystem::copy_options::overwrite_existing,
                                   error);
        return !error;
    }();
    if (!copied)
        fuzz::fail("cannot copy the worked scenario into the scratch folder");
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    std::vector<std::string> words;
    for (std::size_t at = 0; at <= input.size() && words.size() < kMostWords;) {
        const std::size_t end = std::min(input.find('\n', at), input.size());
        words.emplace_back(input.substr(at, end - at));
        at = end + 1;
    }
    for (const auto& word : words)
        if (word.find('/') != std::string::npos || word.find('\0') != std::string::npos)
            return 0;
    fuzz::runCommand(words);
    return 0;
}
