// What a source or note shown to users may cite: a paper by its arXiv id, framework code
// by its repository path, a documentation page, or this project's docs/model.md by a
// section that exists. Never a document users cannot open.
#pragma once

#include <algorithm>
#include <cctype>
#include <fstream>
#include <regex>
#include <set>
#include <string>

#include "tests/model/test_support.h"

namespace memledger::test {

// The anchors GitHub gives the headings of docs/model.md: lower case, punctuation
// dropped, spaces as hyphens.
inline const std::set<std::string>& modelDocAnchors()
{
    static const std::set<std::string> anchors = [] {
        std::set<std::string> out;
        std::ifstream in(sourcePath("docs/model.md"));
        for (std::string line; std::getline(in, line);) {
            if (!line.starts_with("#"))
                continue;
            std::string anchor;
            for (const char c : line.substr(line.find_first_not_of('#')))
                if (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_')
                    anchor += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
                else if (c == ' ' && !anchor.empty())
                    anchor += '-';
            out.insert(anchor);
        }
        return out;
    }();
    return anchors;
}

// Empty when `text` is fine; otherwise what is wrong with it. A source (needsReference)
// must name at least one thing a user can open; a note only must not cite what they cannot.
inline std::string citationProblem(const std::string& text, bool needsReference)
{
    static const std::regex spec(R"(\bSPEC\b|/work/)");
    static const std::regex seed(R"(\bseeds?\b)", std::regex::icase);
    if (std::regex_search(text, spec) || std::regex_search(text, seed))
        return "cites a document users cannot open";
    static const std::regex docLink(R"(docs/model\.md#([a-z0-9_-]+))");
    bool cited = false;
    for (std::sregex_iterator it(text.begin(), text.end(), docLink), end; it != end; ++it) {
        if (!modelDocAnchors().contains((*it)[1].str()))
            return "links docs/model.md#" + (*it)[1].str() + ", which is no heading of docs/model.md";
        cited = true;
    }
    static const std::regex reference(R"(arXiv \d{4}\.\d{4,5}|[\w.-]+/[\w./-]*\.(py|cpp|h|md)\b|\bdocs\b|User Guide)");
    if (needsReference && !cited && !std::regex_search(text, reference))
        return "names no paper, code path or documentation page";
    return {};
}

}  // namespace memledger::test
