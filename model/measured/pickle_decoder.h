// The decoder behind readPickle(): the unpickling stack, the memo and the containers
// being filled, with the checks that keep hostile input from crashing, looping or
// growing without bound. Only readPickle() uses it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "model/measured/pickle_reader.h"
#include "model/measured/pickle_value.h"

namespace memledger::model {

// Thrown inside the decoder, caught once in readPickle(): every opcode handler can stop
// the decoding in one line.
struct PickleError {
    std::string what;  // what is wrong, without the byte offset
};

// What each value, container slot and memo entry is charged against PickleLimits on top of
// its own size: a shared_ptr's control block and the heap's bookkeeping.
inline constexpr std::size_t kPickleAllocationOverhead = 32;

class PickleDecoder {
public:
    using MutableRef = std::shared_ptr<PickleValue>;

    PickleDecoder(std::string_view bytes, const PickleLimits& limits) : m_bytes(bytes), m_limits(limits) {}

    PickleRef run();
    std::size_t opcodeOffset() const { return m_opcodeAt; }

private:
    struct ContainerState {
        int depth = 1;
        bool sealed = false;  // placed inside another value: it may not change any more
    };

    bool step(unsigned char opcode);
    void startProtocol();

    // Raw input.
    std::string_view take(std::uint64_t count);
    std::uint64_t unsignedLittleEndian(std::size_t count);
    std::int64_t signedLittleEndian(std::size_t count);
    double bigEndianDouble();
    std::string text(std::uint64_t length);

    // The unpickling stack.
    void push(MutableRef value);
    MutableRef pop();
    MutableRef& top();
    std::vector<MutableRef> popToMark();
    MutableRef newValue(PickleValue value);
    MutableRef newContainer(PickleValue value);

    // Containers.
    void append(std::vector<MutableRef> items);
    void setItems(std::vector<MutableRef> keysAndValues);
    MutableRef newSequence(std::vector<MutableRef> items, bool tuple);
    MutableRef newDict(std::vector<MutableRef> keysAndValues);
    void fill(PickleValue& dict, ContainerState& state, std::vector<MutableRef>& keysAndValues);
    ContainerState& stateOf(const PickleValue& container);
    int sealAsChild(const MutableRef& child);
    void deepen(ContainerState& state, int childDepth);
    std::string dictKey(const PickleValue& key);

    // The memo.
    void memoize(std::uint64_t index);
    void recall(std::uint64_t index);

    void charge(std::size_t bytes);

    std::string_view m_bytes;
    const PickleLimits& m_limits;
    std::size_t m_at = 0;
    std::size_t m_opcodeAt = 0;
    std::size_t m_charged = 0;
    std::vector<MutableRef> m_stack;
    std::vector<std::size_t> m_marks;
    std::unordered_map<std::uint64_t, MutableRef> m_memo;
    // Keyed by address: every container stays referenced from the stack, the memo or a
    // parent until decoding ends, so an address is never reused for another.
    std::unordered_map<const PickleValue*, ContainerState> m_containers;
};

}  // namespace memledger::model
