#include "model/measured/pickle_decoder.h"

#include <bit>
#include <utility>

#include "model/core/utf8.h"
#include "model/measured/pickle_opcodes.h"

namespace memledger::model {

namespace {

// Replaces each byte that does not start a valid UTF-8 sequence, and each lone
// surrogate (Python writes those with 'surrogatepass'), with U+FFFD: strings end up in
// problems and JSON output, which must be UTF-8.
std::string validUtf8Text(std::string_view bytes)
{
    std::string text;
    text.reserve(bytes.size());
    std::size_t at = 0;
    while (at < bytes.size()) {
        const auto lead = static_cast<unsigned char>(bytes[at]);
        const std::size_t length = utf8SequenceLength(lead);
        char32_t code = length == 1 ? lead : lead & (0xFF >> (length + 1));
        bool valid = length > 0 && at + length <= bytes.size();
        for (std::size_t k = 1; valid && k < length; ++k) {
            const auto next = static_cast<unsigned char>(bytes[at + k]);
            valid = (next & 0xC0) == 0x80;
            code = (code << 6) | (next & 0x3F);
        }
        constexpr char32_t kSmallest[] = {0, 0, 0x80, 0x800, 0x10000};
        valid = valid && code >= kSmallest[length] && code <= 0x10FFFF && (code < 0xD800 || code > 0xDFFF);
        if (valid) {
            text.append(bytes.substr(at, length));
            at += length;
        } else {
            text += "\xEF\xBF\xBD";
            ++at;
        }
    }
    return text;
}

}  // namespace

PickleRef PickleDecoder::run()
{
    startProtocol();
    while (true) {
        m_opcodeAt = m_at;
        const auto opcode = static_cast<unsigned char>(take(1)[0]);
        if (!step(opcode))
            break;
    }
    if (m_stack.size() != 1 || !m_marks.empty())
        throw PickleError{std::string("the pickle stops with ") + std::to_string(m_stack.size()) + " values and " +
                          std::to_string(m_marks.size()) + " open marks instead of one value"};
    return m_stack.back();
}

void PickleDecoder::startProtocol()
{
    if (m_bytes.empty() || static_cast<unsigned char>(m_bytes[0]) != kPickleProto)
        throw PickleError{"it does not start with a pickle protocol header (byte 0x80): it is not a pickle of "
                          "protocol 2 or later, the kind torch.cuda.memory._dump_snapshot() writes"};
    take(1);
    const auto protocol = static_cast<unsigned char>(take(1)[0]);
    if (protocol < 2 || protocol > 5)
        throw PickleError{std::string("it is a pickle of protocol ") + std::to_string(protocol) +
                          "; memory snapshots use protocols 2 to 5"};
}

// False at STOP.
bool PickleDecoder::step(unsigned char opcode)
{
    switch (opcode) {
    case kPickleStop:
        return false;
    case kPickleFrame:
        // A frame only groups the opcodes that follow; its length must fit in the input.
        if (unsignedLittleEndian(8) > m_bytes.size() - m_at)
            throw PickleError{"a frame runs past the end of the input: the file is truncated"};
        break;
    case kPickleMark:
        charge(sizeof(std::size_t));
        m_marks.push_back(m_stack.size());
        break;
    case kPickleNone:
        push(newValue({PickleNone{}}));
        break;
    case kPickleNewTrue:
    case kPickleNewFalse:
        push(newValue({opcode == kPickleNewTrue}));
        break;
    case kPickleBinInt1:
        push(newValue({static_cast<std::int64_t>(unsignedLittleEndian(1))}));
        break;
    case kPickleBinInt2:
        push(newValue({static_cast<std::int64_t>(unsignedLittleEndian(2))}));
        break;
    case kPickleBinInt:
        push(newValue({signedLittleEndian(4)}));
        break;
    case kPickleLong1: {
        const auto length = unsignedLittleEndian(1);
        if (length > 8)
            throw PickleError{std::string("an integer of ") + std::to_string(length) +
                              " bytes does not fit in 64 bits; no size or address in a memory snapshot is that large"};
        push(newValue({signedLittleEndian(static_cast<std::size_t>(length))}));
        break;
    }
    case kPickleBinFloat:
        push(newValue({bigEndianDouble()}));
        break;
    case kPickleShortBinUnicode:
        push(newValue({text(unsignedLittleEndian(1))}));
        break;
    case kPickleBinUnicode:
        push(newValue({text(unsignedLittleEndian(4))}));
        break;
    case kPickleBinUnicode8:
        push(newValue({text(unsignedLittleEndian(8))}));
        break;
    case kPickleEmptyList:
        push(newContainer({PickleList{}}));
        break;
    case kPickleEmptyTuple:
        push(newContainer({PickleTuple{}}));
        break;
    case kPickleEmptyDict:
        push(newContainer({PickleDict{}}));
        break;
    case kPickleList:
        push(newSequence(popToMark(), false));
        break;
    case kPickleTuple:
        push(newSequence(popToMark(), true));
        break;
    case kPickleTuple1:
    case kPickleTuple2:
    case kPickleTuple3: {
        const std::size_t count = opcode - kPickleTuple1 + 1u;
        if (m_stack.size() < count + (m_marks.empty() ? 0 : m_marks.back()))
            throw PickleError{std::string("a tuple of ") + std::to_string(count) + " takes more values than the stack holds"};
        std::vector<MutableRef> items(m_stack.end() - static_cast<std::ptrdiff_t>(count), m_stack.end());
        m_stack.resize(m_stack.size() - count);
        push(newSequence(std::move(items), true));
        break;
    }
    case kPickleDict:
        push(newDict(popToMark()));
        break;
    case kPickleAppend:
        append({pop()});
        break;
    case kPickleAppends:
        append(popToMark());
        break;
    case kPickleSetItem: {
        MutableRef value = pop();
        MutableRef key = pop();
        setItems({std::move(key), std::move(value)});
        break;
    }
    case kPickleSetItems:
        setItems(popToMark());
        break;
    case kPickleMemoize:
        memoize(m_memo.size());
        break;
    case kPickleBinPut:
        memoize(unsignedLittleEndian(1));
        break;
    case kPickleLongBinPut:
        memoize(unsignedLittleEndian(4));
        break;
    case kPickleBinGet:
        recall(unsignedLittleEndian(1));
        break;
    case kPickleLongBinGet:
        recall(unsignedLittleEndian(4));
        break;
    default:
        throw PickleError{refusedOpcodeReason(opcode)};
    }
    return true;
}

std::string_view PickleDecoder::take(std::uint64_t count)
{
    if (count > m_bytes.size() - m_at)
        throw PickleError{"the input ends in the middle of the pickle: the file is truncated"};
    const std::string_view bytes = m_bytes.substr(m_at, static_cast<std::size_t>(count));
    m_at += static_cast<std::size_t>(count);
    return bytes;
}

std::uint64_t PickleDecoder::unsignedLittleEndian(std::size_t count)
{
    const std::string_view bytes = take(count);
    std::uint64_t value = 0;
    for (std::size_t i = count; i-- > 0;)
        value = (value << 8) | static_cast<unsigned char>(bytes[i]);
    return value;
}

// Two's complement of `count` bytes (0 to 8), as BININT and LONG1 store it.
std::int64_t PickleDecoder::signedLittleEndian(std::size_t count)
{
    if (count == 0)
        return 0;
    std::uint64_t value = unsignedLittleEndian(count);
    const bool negative = (value >> (8 * count - 1)) & 1;
    if (negative && count < 8)
        value |= ~std::uint64_t{0} << (8 * count);
    return std::bit_cast<std::int64_t>(value);
}

double PickleDecoder::bigEndianDouble()
{
    const std::string_view bytes = take(8);
    std::uint64_t bits = 0;
    for (const char byte : bytes)
        bits = (bits << 8) | static_cast<unsigned char>(byte);
    return std::bit_cast<double>(bits);
}

std::string PickleDecoder::text(std::uint64_t length)
{
    const std::string_view bytes = take(length);
    charge(bytes.size());
    return validUtf8Text(bytes);
}

void PickleDecoder::push(MutableRef value)
{
    charge(sizeof(MutableRef));
    m_stack.push_back(std::move(value));
}

PickleDecoder::MutableRef PickleDecoder::pop()
{
    if (m_stack.size() <= (m_marks.empty() ? 0 : m_marks.back()))
        throw PickleError{"an opcode takes a value from an empty stack"};
    MutableRef value = std::move(m_stack.back());
    m_stack.pop_back();
    return value;
}

PickleDecoder::MutableRef& PickleDecoder::top()
{
    if (m_stack.size() <= (m_marks.empty() ? 0 : m_marks.back()))
        throw PickleError{"an opcode changes the value on top of an empty stack"};
    return m_stack.back();
}

std::vector<PickleDecoder::MutableRef> PickleDecoder::popToMark()
{
    if (m_marks.empty())
        throw PickleError{"an opcode takes the values above a mark, but no mark was set"};
    const auto mark = static_cast<std::ptrdiff_t>(m_marks.back());
    m_marks.pop_back();
    std::vector<MutableRef> items(std::make_move_iterator(m_stack.begin() + mark),
                                  std::make_move_iterator(m_stack.end()));
    m_stack.resize(static_cast<std::size_t>(mark));
    return items;
}

PickleDecoder::MutableRef PickleDecoder::newValue(PickleValue value)
{
    charge(sizeof(PickleValue) + kPickleAllocationOverhead);
    return std::make_shared<PickleValue>(std::move(value));
}

void PickleDecoder::memoize(std::uint64_t index)
{
    charge(sizeof(std::uint64_t) + sizeof(MutableRef) + kPickleAllocationOverhead);
    m_memo.insert_or_assign(index, top());
}

void PickleDecoder::recall(std::uint64_t index)
{
    const auto found = m_memo.find(index);
    if (found == m_memo.end())
        throw PickleError{std::string("a memo reference to entry ") + std::to_string(index) + ", which was never stored"};
    push(found->second);
}

void PickleDecoder::charge(std::size_t bytes)
{
    m_charged += bytes;
    if (m_charged > m_limits.maxMemoryBytes)
        throw PickleError{std::string("decoding it takes more than ") + std::to_string(m_limits.maxMemoryBytes >> 20) +
                          " MiB of memory, the most MemLedger allows; record a smaller snapshot "
                          "(fewer max_entries, or stacks=\"python\" without C++ frames)"};
}

}  // namespace memledger::model
