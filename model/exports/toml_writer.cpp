#include "model/exports/toml_writer.h"

#include <cstdio>

namespace memledger::model {

namespace {

std::string quoted(std::string_view text)
{
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
            char escape[8];
            std::snprintf(escape, sizeof escape, "\\u%04x", static_cast<unsigned>(static_cast<unsigned char>(c)));
            out += escape;
        } else {
            out += c;
        }
    }
    return out + '"';
}

}  // namespace

void TomlWriter::comment(std::string_view line)
{
    m_text += "# ";
    m_text += line;
    m_text += '\n';
}

void TomlWriter::table(std::string_view name)
{
    m_text += (m_text.empty() ? "[" : "\n[") + std::string(name) + "]\n";
}

void TomlWriter::value(std::string_view key, std::string_view text)
{
    m_text += std::string(key) + " = " + quoted(text) + '\n';
}

void TomlWriter::value(std::string_view key, std::int64_t number)
{
    m_text += std::string(key) + " = " + std::to_string(number) + '\n';
}

void TomlWriter::value(std::string_view key, bool flag)
{
    m_text += std::string(key) + (flag ? " = true\n" : " = false\n");
}

void TomlWriter::value(std::string_view key, const std::vector<std::string>& texts)
{
    std::string list;
    for (const auto& text : texts)
        list += (list.empty() ? "" : ", ") + quoted(text);
    m_text += std::string(key) + " = [" + list + "]\n";
}

}  // namespace memledger::model
