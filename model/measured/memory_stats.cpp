#include "model/measured/memory_stats.h"

#include <algorithm>
#include <array>
#include <limits>

#include "model/core/untrusted_json.h"

namespace memledger::model {

namespace {

// Every memory_stats() has keys of these families; a JSON object with none is something else.
constexpr std::array<std::string_view, 6> kStatFamilies = {"allocated_bytes.", "reserved_bytes.", "active_bytes.",
                                                           "requested_bytes.", "num_alloc_retries", "num_ooms"};

bool isStatKey(std::string_view key)
{
    return std::any_of(kStatFamilies.begin(), kStatFamilies.end(),
                       [&](std::string_view family) { return key.starts_with(family); });
}

}  // namespace

std::optional<std::int64_t> MemoryStats::value(std::string_view key) const
{
    const auto found = values.find(key);
    return found == values.end() ? std::nullopt : std::optional<std::int64_t>(found->second);
}

std::optional<MemoryStats> memoryStatsFromJson(const nlohmann::json& document, const std::string& source,
                                               std::vector<Problem>& problems)
{
    const auto fail = [&](const std::string& what) {
        problems.push_back({source, source + " is not torch.cuda.memory_stats() MemLedger can read: " + what});
        return std::nullopt;
    };
    if (!document.is_object())
        return fail(std::string("it holds a JSON ") + document.type_name() +
                    "; memory_stats() saved with json.dump() is one object of counters");
    bool anyStat = false;
    for (auto entry = document.begin(); entry != document.end(); ++entry)
        anyStat = anyStat || isStatKey(entry.key());
    if (!anyStat)
        return fail(std::string("it has none of the counters memory_stats() reports, such as ") +
                    std::string(memory_stat::kAllocatedPeak) +
                    (document.empty() ? " (an empty memory_stats() means CUDA had allocated nothing yet)" : ""));
    MemoryStats stats;
    for (const auto& [key, value] : document.items()) {
        const auto counter = value.is_number_integer() ? asInteger(value) : std::nullopt;
        if (value.is_number_integer() && !counter)
            return fail("\"" + key + "\" is " + shownJson(value) + ", beyond any counter's range");
        if (!counter)
            return fail("\"" + key + "\" is " +
                        (value.is_number_float() ? shownJson(value) : std::string("a JSON ") + value.type_name()) +
                        "; every counter is a whole number");
        stats.values.emplace(key, *counter);
    }
    return stats;
}

}  // namespace memledger::model
