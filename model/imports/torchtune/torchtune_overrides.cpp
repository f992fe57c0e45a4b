#include "model/imports/torchtune/torchtune_overrides.h"

#include <sstream>
#include <string>
#include <vector>

#include "model/imports/dotlist.h"

namespace memledger::model {

namespace {

// The words of the text, comments (from '#' to the line's end) and line continuations left out.
std::vector<std::string> wordsOf(std::string_view content)
{
    std::vector<std::string> words;
    std::istringstream lines{std::string(content)};
    std::string line;
    while (std::getline(lines, line)) {
        std::istringstream in(line.substr(0, line.find('#')));
        std::string word;
        while (in >> word)
            if (word != "\\")
                words.push_back(word);
    }
    return words;
}

// The words of `tune run [torchrun options] RECIPE --config CONFIG` before the overrides.
std::size_t commandWords(const std::vector<std::string>& words)
{
    if (words.size() < 2 || words[0] != "tune" || words[1] != "run")
        return 0;
    std::size_t i = 2;
    while (i < words.size() && words[i].find('=') == std::string::npos) {
        // torchrun's options (--nproc_per_node 8) and --config take a value each.
        const bool takesValue = words[i].starts_with("--") && i + 1 < words.size() &&
                                !words[i + 1].starts_with("-") && words[i + 1].find('=') == std::string::npos;
        i += takesValue ? 2 : 1;
    }
    return i;
}

}  // namespace

std::optional<nlohmann::json> torchtuneOverridesDocument(std::string_view content)
{
    const std::vector<std::string> words = wordsOf(content);
    return dotlistDocument({words.begin() + static_cast<std::ptrdiff_t>(commandWords(words)), words.end()});
}

}  // namespace memledger::model
