#include "app/cli/word_list.h"

#include "model/core/validation.h"
#include "model/core/words.h"

namespace memledger::cli {

std::string alternatives(const std::vector<std::string>& items, const model::Translate& translate)
{
    const model::Words words{translate};
    std::string list;
    for (std::size_t i = 0; i < items.size(); ++i)
        list = i == 0 ? items[i]
                      : model::filledPattern(i + 1 == items.size() ? words.word("Cli", "%1 or %2")
                                                                   : words.word("Cli", "%1, %2"),
                                             {list, items[i]});
    return list;
}

std::vector<std::string> quoted(const std::vector<std::string>& items)
{
    std::vector<std::string> out;
    for (const auto& item : items)
        out.push_back("'" + item + "'");
    return out;
}

}  // namespace memledger::cli
