// The parser follows PyTorch's ConfigTokenizer and AcceleratorAllocatorConfig::parseArgs
// (c10/core/AllocatorConfig.h @ b42fb116, c10/core/AllocatorConfig.cpp @ 0ac71663) and the
// CUDA keys of c10/cuda/CUDAAllocatorConfig.cpp @ b944315b: the same tokens, keys, bounds
// and exact spellings (booleans are True or False, nothing else).
#include "model/core/allocator_settings.h"

#include <algorithm>
#include <bit>
#include <cctype>
#include <charconv>
#include <string>
#include <utility>

namespace memledger::model {

namespace {

constexpr const char* kField = "memory.alloc_conf";   // the scenario field that holds the string
constexpr const char* kAcceptedKeys =
    "backend, expandable_segments, max_split_size_mb, max_non_split_rounding_mb, roundup_power2_divisions, "
    "garbage_collection_threshold, per_process_memory_fraction, large_segment_size_mb, release_lock_on_cudamalloc, "
    "pinned_use_cuda_host_register, pinned_num_register_threads, pinned_use_background_threads, "
    "pinned_reserve_segment_size_mb and graph_capture_record_stream_reuse";
// PyTorch's lower bound of max_split_size_mb and max_non_split_rounding_mb: kLargeBuffer in MiB.
constexpr std::uint64_t kMinSplitMb = 20;
constexpr std::uint64_t kMaxRegisterThreads = 128;

bool isSeparator(char c) { return c == ',' || c == ':' || c == '[' || c == ']'; }

// A pasted shell assignment, with or without quotes, is read as its value.
std::string_view stripAssignment(std::string_view text)
{
    auto trim = [](std::string_view s) {
        while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
            s.remove_prefix(1);
        while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
            s.remove_suffix(1);
        return s;
    };
    text = trim(text);
    if (text.starts_with("export "))
        text = trim(text.substr(7));
    for (std::string_view name : {"PYTORCH_CUDA_ALLOC_CONF=", "PYTORCH_ALLOC_CONF=", "PYTORCH_HIP_ALLOC_CONF="})
        if (text.starts_with(name)) {
            text = trim(text.substr(name.size()));
            break;
        }
    if (text.size() >= 2 && (text.front() == '"' || text.front() == '\'') && text.back() == text.front())
        text = text.substr(1, text.size() - 2);
    return text;
}

std::vector<std::string> tokenize(std::string_view text)
{
    std::vector<std::string> tokens;
    std::string word;
    for (char c : text) {
        if (isSeparator(c)) {
            if (!word.empty())
                tokens.push_back(std::move(word));
            word.clear();
            tokens.emplace_back(1, c);
        } else if (!std::isspace(static_cast<unsigned char>(c))) {
            word += c;
        }
    }
    if (!word.empty())
        tokens.push_back(std::move(word));
    return tokens;
}

std::optional<std::uint64_t> wholeNumber(const std::string& token)
{
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), value);
    if (error != std::errc() || end != token.data() + token.size())
        return std::nullopt;
    return value;
}

std::optional<double> decimal(const std::string& token)
{
    double value = 0;
    const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), value);
    if (error != std::errc() || end != token.data() + token.size())
        return std::nullopt;
    return value;
}

class Parser {
public:
    Parser(std::vector<std::string> tokens, AllocatorSettingsParse& out)
        : m_tokens(std::move(tokens))
        , m_out(out)
    {
    }

    void run()
    {
        while (m_next < m_tokens.size()) {
            const std::string key = m_tokens[m_next++];
            if (isSeparator(key.front())) {
                fail("expected a key at \"" + key + "\"; write key:value pairs separated by commas, "
                     "e.g. expandable_segments:True,max_split_size_mb:128");
                return;
            }
            if (!expect(':', "after " + key + " (write " + key + ":value)") || !readValue(key))
                return;
            if (m_next < m_tokens.size() && !expect(',', "after the value of " + key))
                return;
        }
    }

private:
    bool readValue(const std::string& key)
    {
        AllocatorSettings& s = m_out.settings;
        if (key == "backend")
            return backend();
        if (key == "expandable_segments")
            return boolean(key, &s.expandableSegments);
        if (key == "max_split_size_mb")
            return splitSize(key, s.maxSplitSize);
        if (key == "max_non_split_rounding_mb")
            return splitSize(key, s.maxNonSplitRounding);
        if (key == "roundup_power2_divisions")
            return divisions();
        if (key == "garbage_collection_threshold")
            return fraction(key, false, [&](double v) { s.garbageCollectionThreshold = v; });
        if (key == "per_process_memory_fraction")
            return fraction(key, true, [&](double v) { s.memoryFraction = v; });
        if (key == "large_segment_size_mb") {
            m_out.warnings.push_back(templatedProblem(
                kField,
                MEMLEDGER_TRANSLATABLE("Allocator", "large_segment_size_mb is accepted but not simulated: the model "
                                                    "keeps PyTorch's 20 MiB segments for requests of 1 to 10 MiB"),
                {}, "Allocator"));
            return count(key, 1, [](std::uint64_t) { return true; }, "a whole number of MiB, at least 1");
        }
        // Host-side and threading options: valid, and without effect on device memory.
        if (key == "release_lock_on_cudamalloc" || key == "release_lock_on_hipmalloc" ||
            key == "pinned_use_cuda_host_register" || key == "pinned_use_hip_host_register" ||
            key == "pinned_use_background_threads" || key == "graph_capture_record_stream_reuse")
            return boolean(key, nullptr);
        if (key == "pinned_num_register_threads")
            return count(key, 1, [](std::uint64_t v) { return std::has_single_bit(v) && v <= kMaxRegisterThreads; },
                         "a power of two up to 128");
        if (key == "pinned_reserve_segment_size_mb")
            return count(key, 1, [](std::uint64_t) { return true; }, "a whole number of MiB, at least 1");
        return fail("unknown key \"" + key + "\"; PyTorch accepts " + kAcceptedKeys);
    }

    bool backend()
    {
        const std::string* value = valueToken("backend");
        if (!value)
            return false;
        if (*value == "native") {
            m_out.settings.backend = AllocatorBackend::Native;
            return true;
        }
        if (*value == "cudaMallocAsync") {
            m_out.settings.backend = AllocatorBackend::CudaMallocAsync;
            m_out.warnings.push_back(templatedProblem(
                kField,
                MEMLEDGER_TRANSLATABLE("Allocator", "backend:cudaMallocAsync is not simulated: the figures are those "
                                                    "of PyTorch's native caching allocator"),
                {}, "Allocator"));
            return true;
        }
        return fail("backend is \"" + *value + "\"; PyTorch accepts native or cudaMallocAsync");
    }

    bool boolean(const std::string& key, bool* target)
    {
        const std::string* value = valueToken(key);
        if (!value)
            return false;
        if (*value != "True" && *value != "False")
            return fail(key + " is \"" + *value + "\"; PyTorch accepts exactly True or False");
        if (target)
            *target = *value == "True";
        return true;
    }

    template <class Valid>
    bool count(const std::string& key, std::uint64_t least, Valid valid, const char* accepted)
    {
        const std::string* value = valueToken(key);
        if (!value)
            return false;
        const auto number = wholeNumber(*value);
        if (!number || *number < least || !valid(*number))
            return fail(key + " is \"" + *value + "\"; it must be " + accepted);
        return true;
    }

    bool splitSize(const std::string& key, std::uint64_t& target)
    {
        const std::string* value = valueToken(key);
        if (!value)
            return false;
        const auto mb = wholeNumber(*value);
        if (!mb || *mb < kMinSplitMb)
            return fail(key + " is \"" + *value + "\"; it must be a whole number of MiB, at least 20 "
                        "(PyTorch's 20 MiB large segment)");
        target = *mb > kUnlimitedSplitSize / kMiB ? kUnlimitedSplitSize : *mb * kMiB;
        return true;
    }

    template <class Store>
    bool fraction(const std::string& key, bool inclusive, Store store)
    {
        const std::string* value = valueToken(key);
        if (!value)
            return false;
        const auto number = decimal(*value);
        const bool ok = number && (inclusive ? *number >= 0 && *number <= 1 : *number > 0 && *number < 1);
        if (!ok)
            return fail(key + " is \"" + *value + "\"; it must be a number " +
                        (inclusive ? "from 0 to 1" : "between 0 and 1, both excluded (e.g. 0.6)"));
        store(*number);
        return true;
    }

    // A single power of two for every interval, or [MiB:divisions, …, >:divisions]: each
    // MiB boundary a power of two naming its interval, the first entry also filling the
    // intervals below it, ">" the intervals above the last boundary.
    bool divisions()
    {
        auto& table = m_out.settings.roundupPower2Divisions;
        if (m_next < m_tokens.size() && m_tokens[m_next] != "[") {
            const std::string* value = valueToken("roundup_power2_divisions");
            if (!value)
                return false;
            const auto number = wholeNumber(*value);
            if (!number || !std::has_single_bit(*number))
                return fail("roundup_power2_divisions is \"" + *value +
                            "\"; it must be a power of two (e.g. 4), or a list such as [256:1,512:2,>:4]");
            table.fill(static_cast<std::uint32_t>(*number));
            return true;
        }
        if (!expect('[', "to open the roundup_power2_divisions list"))
            return false;
        bool first = true;
        int lastIndex = 0;  // as PyTorch: a leading ">" leaves the first interval alone
        while (m_next < m_tokens.size() && m_tokens[m_next] != "]") {
            const std::string boundary = m_tokens[m_next++];
            if (!expect(':', "after the interval " + boundary + " in roundup_power2_divisions (write MiB:divisions)"))
                return false;
            const std::string* value = valueToken("interval " + boundary + " of roundup_power2_divisions");
            if (!value)
                return false;
            const auto split = wholeNumber(*value);
            if (!split || (*split != 0 && !std::has_single_bit(*split)))
                return fail("roundup_power2_divisions gives \"" + *value + "\" divisions for " + boundary +
                            "; divisions must be a power of two, or 0 to turn rounding off");
            const auto divisionsValue = static_cast<std::uint32_t>(*split);
            if (boundary == ">") {
                for (int i = lastIndex + 1; i < kRoundupIntervals; ++i)
                    table[static_cast<std::size_t>(i)] = divisionsValue;
            } else {
                const auto mb = wholeNumber(boundary);
                if (!mb || !std::has_single_bit(*mb))
                    return fail("roundup_power2_divisions has the interval \"" + boundary +
                                "\"; intervals are powers of two in MiB (1, 2, 4 … 32768) or >");
                const int index = std::min(static_cast<int>(std::bit_width(*mb)) - 1, kRoundupIntervals - 1);
                if (first)
                    for (int i = 0; i < index; ++i)
                        table[static_cast<std::size_t>(i)] = divisionsValue;
                first = false;
                table[static_cast<std::size_t>(index)] = divisionsValue;
                lastIndex = index;
            }
            if (m_next < m_tokens.size() && m_tokens[m_next] != "]" && !expect(',', "between list entries"))
                return false;
        }
        return expect(']', "to close the roundup_power2_divisions list");
    }

    const std::string* valueToken(const std::string& what)
    {
        if (m_next >= m_tokens.size() || isSeparator(m_tokens[m_next].front())) {
            fail("no value for " + what);
            return nullptr;
        }
        return &m_tokens[m_next++];
    }

    bool expect(char separator, const std::string& where)
    {
        if (m_next < m_tokens.size() && m_tokens[m_next] == std::string(1, separator)) {
            ++m_next;
            return true;
        }
        const std::string found = m_next < m_tokens.size() ? "\"" + m_tokens[m_next] + "\"" : "the end";
        return fail(std::string("expected '") + separator + "' " + where + ", found " + found);
    }

    bool fail(std::string message)
    {
        m_out.problems.push_back({kField, std::move(message)});
        return false;
    }

    std::vector<std::string> m_tokens;
    std::size_t m_next = 0;
    AllocatorSettingsParse& m_out;
};

// The `key:value` entries of a setting string, split at the commas outside brackets.
std::vector<std::string_view> entriesOf(std::string_view text)
{
    std::vector<std::string_view> entries;
    int depth = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i < text.size() && text[i] != ',') {
            depth += text[i] == '[' ? 1 : text[i] == ']' ? -1 : 0;
            continue;
        }
        if (depth > 0 && i < text.size())
            continue;
        entries.push_back(text.substr(start, i - start));
        start = i + 1;
    }
    return entries;
}

std::string_view keyOf(std::string_view entry)
{
    std::string_view key = entry.substr(0, entry.find(':'));
    while (!key.empty() && std::isspace(static_cast<unsigned char>(key.front())))
        key.remove_prefix(1);
    while (!key.empty() && std::isspace(static_cast<unsigned char>(key.back())))
        key.remove_suffix(1);
    return key;
}

}  // namespace

std::string withAllocatorOption(std::string_view text, std::string_view key, std::string_view value)
{
    std::string out;
    bool placed = false;
    auto append = [&out](std::string_view entry) {
        if (!out.empty())
            out += ',';
        out += entry;
    };
    const std::string wanted = std::string(key) + ":" + std::string(value);
    for (std::string_view entry : entriesOf(stripAssignment(text))) {
        if (keyOf(entry).empty())
            continue;
        if (keyOf(entry) != key)
            append(entry);
        else if (!std::exchange(placed, true))
            append(wanted);
    }
    if (!placed)
        append(wanted);
    return out;
}

AllocatorSettingsParse parseAllocatorSettings(std::string_view text)
{
    AllocatorSettingsParse out;
    Parser(tokenize(stripAssignment(text)), out).run();
    if (!out.valid())
        out.settings = {};
    return out;
}

}  // namespace memledger::model
