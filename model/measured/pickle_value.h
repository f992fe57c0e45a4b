// What a Python pickle holds once decoded by readPickle(): None, bools, ints, floats,
// strings, lists, tuples and dicts, and nothing that could run code. The pickle memo
// lets one value appear in many places (PyTorch's snapshots share every frame dict), so
// values are shared, never copied, and never change once decoded.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace memledger::model {

struct PickleValue;
using PickleRef = std::shared_ptr<const PickleValue>;

struct PickleNone {};
struct PickleList {
    std::vector<PickleRef> items;
};
struct PickleTuple {
    std::vector<PickleRef> items;
};
// Keys are strings; an int key is kept as its decimal text. A repeated key keeps its
// last value, as Python's dict does.
struct PickleDict {
    std::map<std::string, PickleRef, std::less<>> entries;
};

struct PickleValue {
    std::variant<PickleNone, bool, std::int64_t, double, std::string, PickleList, PickleTuple, PickleDict> value;

    template <class T>
    const T* as() const
    {
        return std::get_if<T>(&value);
    }
    // The value under `key` of a dict; nullptr for a missing key or a value that is not a dict.
    const PickleValue* find(std::string_view key) const;
    // A list's or a tuple's items; nullptr for anything else.
    const std::vector<PickleRef>* sequence() const;
    // "a dict", "an int", ...: for messages that say what was found instead.
    std::string_view describe() const;
};

}  // namespace memledger::model
