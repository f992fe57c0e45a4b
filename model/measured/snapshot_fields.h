// Typed reading of the dicts in a snapshot pickle. A wrong field throws SnapshotError,
// and inField()/inItem() prefix the path on its way out, so that the one Problem the
// reader reports names the entry: "segments[3].blocks[0].size is -5; expected 0 or more".
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "model/measured/pickle_value.h"

namespace memledger::model {

struct SnapshotError {
    std::string where;  // "segments[3].blocks[0].size", or "" for the whole pickle
    std::string what;   // "is -5; expected 0 or more"
};

void prefixWhere(SnapshotError& error, const std::string& step);

template <class Read>
auto inField(std::string_view key, Read read)
{
    try {
        return read();
    } catch (SnapshotError& error) {
        prefixWhere(error, std::string(key));
        throw;
    }
}

template <class Read>
auto inItem(std::size_t index, Read read)
{
    try {
        return read();
    } catch (SnapshotError& error) {
        prefixWhere(error, std::string("[") + std::to_string(index) + "]");
        throw;
    }
}

void requireDict(const PickleValue& value);

// A missing key (or None) gives `fallback`, or fails when there is none.
std::int64_t integerField(const PickleValue& dict, std::string_view key, std::optional<std::int64_t> fallback,
                          std::int64_t minimum = INT64_MIN, std::int64_t maximum = INT64_MAX);
std::string textField(const PickleValue& dict, std::string_view key, std::optional<std::string> fallback);
bool boolField(const PickleValue& dict, std::string_view key, bool fallback);
double numberField(const PickleValue& dict, std::string_view key, double fallback);

// segment_pool_id: a tuple of two ints.
std::array<std::int64_t, 2> integerPair(const PickleValue& value);
// allocator_settings.roundup_power2_divisions: {"1": d, "2": d, ..., "32768": d}, keyed
// by each size interval's start in MiB.
std::array<std::int64_t, 16> powerOfTwoDivisions(const PickleValue& value);

}  // namespace memledger::model
