#include "tests/fuzz/catalogue.h"

#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <string>
#include <utility>

#include "tests/fuzz/fuzz_support.h"

namespace memledger::fuzz {

namespace {

using Catalogue = std::map<std::pair<std::string, std::string>, std::string>;

// The text between <tag> (or <tag attributes>) and </tag> at or after `from`; advances `from`.
bool element(const std::string& xml, const std::string& tag, std::size_t& from, std::size_t end, std::string& out)
{
    const std::size_t open = xml.find("<" + tag, from);
    if (open == std::string::npos || open >= end)
        return false;
    const std::size_t body = xml.find('>', open);
    const std::size_t close = xml.find("</" + tag + ">", body);
    if (body == std::string::npos || close == std::string::npos || close > end)
        return false;
    out = xml.substr(body + 1, close - body - 1);
    from = close + tag.size() + 3;
    return true;
}

// The five entities lupdate writes.
std::string unescaped(const std::string& text)
{
    static const std::pair<const char*, const char*> kEntities[] = {
        {"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&apos;", "'"}, {"&amp;", "&"}};
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        bool replaced = false;
        for (const auto& [entity, character] : kEntities) {
            if (text.compare(i, std::char_traits<char>::length(entity), entity) == 0) {
                out += character;
                i += std::char_traits<char>::length(entity);
                replaced = true;
                break;
            }
        }
        if (!replaced)
            out += text[i++];
    }
    return out;
}

Catalogue readCatalogue(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    const std::string xml{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    Catalogue catalogue;
    std::size_t at = 0;
    while (true) {
        const std::size_t context = xml.find("<context>", at);
        if (context == std::string::npos)
            break;
        const std::size_t contextEnd = xml.find("</context>", context);
        std::size_t cursor = context;
        std::string name;
        if (contextEnd == std::string::npos || !element(xml, "name", cursor, contextEnd, name))
            break;
        std::string message;
        while (element(xml, "message", cursor, contextEnd, message)) {
            std::size_t inner = 0;
            std::string source;
            std::string translation;
            if (element(message, "source", inner, message.size(), source) &&
                element(message, "translation", inner, message.size(), translation) && !translation.empty())
                catalogue[{unescaped(name), unescaped(source)}] = unescaped(translation);
        }
        at = contextEnd;
    }
    return catalogue;
}

}  // namespace

const model::Translate& chineseTranslate()
{
    static const model::Translate translate = [] {
        auto catalogue = std::make_shared<const Catalogue>(
            readCatalogue(MEMLEDGER_SOURCE_DIR "/resources/i18n/memledger_zh_CN.ts"));
        if (catalogue->size() < 100)
            fail("the Chinese catalogue resources/i18n/memledger_zh_CN.ts does not read");
        return model::Translate([catalogue](const char* context, const char* english) {
            const auto it = catalogue->find({context ? context : "", english ? english : ""});
            return it == catalogue->end() ? std::string(english ? english : "") : it->second;
        });
    }();
    return translate;
}

}  // namespace memledger::fuzz
