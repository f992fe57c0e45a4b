// A TOML document written by hand: comment lines, [tables] and key = value pairs, with
// strings escaped as TOML basic strings (toml.io v1.0.0, "String").
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace memledger::model {

class TomlWriter {
public:
    void comment(std::string_view line);
    void table(std::string_view name);
    void value(std::string_view key, std::string_view text);
    void value(std::string_view key, const char* text) { value(key, std::string_view(text)); }
    void value(std::string_view key, std::int64_t number);
    void value(std::string_view key, bool flag);
    void value(std::string_view key, const std::vector<std::string>& texts);
    const std::string& text() const { return m_text; }

private:
    std::string m_text;
};

}  // namespace memledger::model
