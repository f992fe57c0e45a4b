// Sums of byte counts that saturate instead of overflowing: a hostile snapshot can hold
// sizes whose total exceeds 64 bits, real ones are far from it. Amounts are sizes, never
// negative (snapshot_reader.cpp refuses negative ones).
#pragma once

#include <cstdint>
#include <limits>

namespace memledger::model {

inline std::int64_t plusBytes(std::int64_t total, std::int64_t amount)
{
    std::int64_t sum = 0;
    return __builtin_add_overflow(total, amount, &sum) ? std::numeric_limits<std::int64_t>::max() : sum;
}

inline std::int64_t minusBytes(std::int64_t total, std::int64_t amount)
{
    std::int64_t difference = 0;
    return __builtin_sub_overflow(total, amount, &difference) ? std::numeric_limits<std::int64_t>::min() : difference;
}

}  // namespace memledger::model
