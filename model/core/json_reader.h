// Strict reading of a JSON object into typed fields: every wrong type, bad enum
// word or unknown key becomes a Problem naming its path ("training.seq"), so a
// typo in a scenario file is reported instead of silently ignored.
#pragma once

#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/enum_names.h"
#include "model/core/validation.h"

namespace memledger::model {

class JsonReader {
public:
    JsonReader(const nlohmann::json& object, std::string path, std::vector<Problem>& problems);

    bool has(const char* key) const { return m_object.is_object() && m_object.contains(key); }
    // Each read leaves `out` as it was, and returns false, when the key is absent or wrong.
    bool read(const char* key, int& out);
    bool read(const char* key, std::int64_t& out);
    bool read(const char* key, double& out);
    bool read(const char* key, bool& out);
    bool read(const char* key, std::string& out);
    bool read(const char* key, std::vector<int>& out);
    // One of `words`, as its index.
    bool readWord(const char* key, const std::vector<std::string>& words, std::size_t& index);

    template <class E>
    bool readEnum(const char* key, E& out)
    {
        std::size_t index = 0;
        if (!readWord(key, enumWords<E>(), index))
            return false;
        out = enumNames<E>()[index].value;
        return true;
    }

    // A nested object; reports and returns nullptr when the key holds something else.
    const nlohmann::json* object(const char* key);
    // A nested array, likewise.
    const nlohmann::json* array(const char* key);
    // Reports every key that no read() asked for.
    void finish();
    const std::string& path() const { return m_path; }
    std::string childPath(const char* key) const { return m_path.empty() ? key : m_path + "." + key; }

private:
    const nlohmann::json* take(const char* key);
    void fail(const char* key, const std::string& what);
    bool integral(const nlohmann::json& value, const char* key, double low, double high, double& out);

    const nlohmann::json& m_object;
    std::string m_path;
    std::vector<Problem>& m_problems;
    std::set<std::string> m_seen;
};

}  // namespace memledger::model
