#include "model/core/json_file.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "model/core/utf8.h"

namespace memledger::model {

namespace fs = std::filesystem;

namespace {

// A problem of the file `source`, its message `pattern` (marked "Problem") filled with `arguments`.
Problem fileProblem(const std::string& source, const char* pattern, std::vector<ProblemArgument> arguments)
{
    Problem problem = templatedProblem("", pattern, std::move(arguments));
    problem.field = source;
    return problem;
}

// The deepest nesting of arrays and objects in a valid JSON text.
int nestingDepth(const std::string& text)
{
    int depth = 0;
    int deepest = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return deepest;
}

}  // namespace

std::string validUtf8(const std::string& text)
{
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
        const unsigned char lead = byte(i);
        const std::size_t length = utf8SequenceLength(lead);
        bool ok = length > 0 && i + length <= text.size();
        char32_t code = length == 1 ? lead : lead & (0x7F >> length);
        for (std::size_t k = 1; ok && k < length; ++k) {
            ok = (byte(i + k) & 0xC0) == 0x80;
            code = (code << 6) | (byte(i + k) & 0x3F);
        }
        // No overlong forms, surrogates or code points beyond U+10FFFF.
        constexpr char32_t kShortest[] = {0, 0, 0x80, 0x800, 0x10000};
        ok = ok && code >= kShortest[length] && (code < 0xD800 || code > 0xDFFF) && code <= 0x10FFFF;
        if (ok) {
            out.append(text, i, length);
            i += length;
        } else {
            constexpr char kHex[] = "0123456789ABCDEF";
            out += std::string("<0x") + kHex[lead >> 4] + kHex[lead & 0xF] + ">";
            ++i;
        }
    }
    return out;
}

std::optional<nlohmann::json> readJsonFile(const std::string& path, std::vector<Problem>& problems)
{
    std::ifstream stream(path);
    if (!stream) {
        problems.push_back(fs::exists(path)
                ? fileProblem(
                    path, MEMLEDGER_TRANSLATABLE("Problem", "cannot open %1: permission denied"), { { path } })
                : fileProblem(path, MEMLEDGER_TRANSLATABLE("Problem", "cannot open %1: no such file"), { { path } }));
        return std::nullopt;
    }
    std::stringstream buffer;
    buffer << stream.rdbuf();
    return parseJsonText(buffer.str(), path, problems);
}

std::optional<nlohmann::json> parseJsonText(const std::string& text, const std::string& source,
                                            std::vector<Problem>& problems)
{
    nlohmann::json document;
    try {
        document = nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& error) {
        // nlohmann reports "parse error at line L, column C: ..." after its prefix.
        std::string what = error.what();
        const auto at = what.find("parse error");
        // The parser's own words stay as nlohmann words them.
        problems.push_back(fileProblem(source, MEMLEDGER_TRANSLATABLE("Problem", "%1 is not valid JSON: %2"),
            { { source }, { validUtf8(at == std::string::npos ? what : what.substr(at)) } }));
        return std::nullopt;
    } catch (const nlohmann::json::exception& error) {
        // Valid JSON that nlohmann cannot hold: "number overflow parsing '1e400'" (out_of_range).
        const std::string what = error.what();
        const auto at = what.find("] ");
        problems.push_back(
            fileProblem(source, MEMLEDGER_TRANSLATABLE("Problem", "%1 holds a number MemLedger cannot read: %2"),
                { { source }, { validUtf8(at == std::string::npos ? what : what.substr(at + 2)) } }));
        return std::nullopt;
    }
    if (const int depth = nestingDepth(text); depth > kMaxJsonDepth) {
        problems.push_back(fileProblem(source,
            MEMLEDGER_TRANSLATABLE("Problem",
                "%1 nests arrays and objects %2 levels deep; "
                "MemLedger reads at most %3"),
            { { source }, { std::to_string(depth) }, { std::to_string(kMaxJsonDepth) } }));
        return std::nullopt;
    }
    return document;
}

}  // namespace memledger::model
