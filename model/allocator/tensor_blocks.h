// Internal to the allocator model: which block holds each live tensor. The trace generator
// names tensors 1, 2, 3, … so a vector indexed by the id answers in one load; ids beyond
// it (a hand-written or fuzzed trace) fall back to a hash map.
#pragma once

#include <algorithm>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace memledger::model::detail {

class TensorBlocks {
public:
    bool contains(std::uint64_t tensor) const { return find(tensor) >= 0; }
    // The block of a live tensor; −1 when none holds it.
    int find(std::uint64_t tensor) const
    {
        if (tensor < kDenseIds)
            return tensor < m_dense.size() ? m_dense[tensor] : -1;
        const auto it = m_sparse.find(tensor);
        return it == m_sparse.end() ? -1 : it->second;
    }
    void set(std::uint64_t tensor, int block)
    {
        if (tensor >= kDenseIds) {
            m_sparse[tensor] = block;
            return;
        }
        if (tensor >= m_dense.size())
            m_dense.resize(std::max<std::size_t>(tensor + 1, m_dense.size() * 2), -1);
        m_dense[tensor] = block;
    }
    void erase(std::uint64_t tensor)
    {
        if (tensor < kDenseIds) {
            if (tensor < m_dense.size())
                m_dense[tensor] = -1;
        } else {
            m_sparse.erase(tensor);
        }
    }

private:
    // More than the longest trace the generator makes (5 M events), 32 MiB at most.
    static constexpr std::uint64_t kDenseIds = 1ull << 23;
    std::vector<int> m_dense;
    std::unordered_map<std::uint64_t, int> m_sparse;
};

}  // namespace memledger::model::detail
