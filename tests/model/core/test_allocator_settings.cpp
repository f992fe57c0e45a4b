// PYTORCH_CUDA_ALLOC_CONF strings as PyTorch's parser reads them, and the bad ones it
// rejects, each with a message that says what PyTorch accepts.
#include <gtest/gtest.h>

#include "model/core/allocator_settings.h"

namespace {

using namespace memledger::model;

constexpr std::uint64_t MiB = kMiB;

std::string firstProblem(const char* text)
{
    const auto parsed = parseAllocatorSettings(text);
    return parsed.problems.empty() ? std::string("(accepted)") : parsed.problems.front().message;
}

TEST(AllocatorSettings, DefaultsArePyTorchs)
{
    const AllocatorSettings defaults;
    EXPECT_FALSE(defaults.expandableSegments);
    EXPECT_EQ(defaults.maxSplitSize, kUnlimitedSplitSize);
    EXPECT_EQ(defaults.maxNonSplitRounding, 20 * MiB);
    EXPECT_EQ(defaults.garbageCollectionThreshold, 0.0);
    EXPECT_FALSE(defaults.memoryFraction.has_value());
    for (auto d : defaults.roundupPower2Divisions)
        EXPECT_EQ(d, 0u);
    const auto empty = parseAllocatorSettings("");
    EXPECT_TRUE(empty.valid());
    EXPECT_EQ(empty.settings, defaults);
}

TEST(AllocatorSettings, ReadsEveryModelledKey)
{
    const auto parsed = parseAllocatorSettings(
        "expandable_segments:True,max_split_size_mb:128,roundup_power2_divisions:4,garbage_collection_threshold:0.6,"
        "max_non_split_rounding_mb:64,per_process_memory_fraction:0.9");
    ASSERT_TRUE(parsed.valid()) << parsed.problems.front().message;
    EXPECT_TRUE(parsed.settings.expandableSegments);
    EXPECT_EQ(parsed.settings.maxSplitSize, 128 * MiB);
    EXPECT_EQ(parsed.settings.maxNonSplitRounding, 64 * MiB);
    for (auto d : parsed.settings.roundupPower2Divisions)
        EXPECT_EQ(d, 4u);
    EXPECT_DOUBLE_EQ(parsed.settings.garbageCollectionThreshold, 0.6);
    EXPECT_DOUBLE_EQ(parsed.settings.memoryFraction.value(), 0.9);
    EXPECT_TRUE(parsed.warnings.empty());
}

TEST(AllocatorSettings, ToleratesWhitespaceAndAPastedAssignment)
{
    const auto spaced = parseAllocatorSettings("  expandable_segments : True ,  max_split_size_mb:512 ");
    ASSERT_TRUE(spaced.valid());
    EXPECT_TRUE(spaced.settings.expandableSegments);
    EXPECT_EQ(spaced.settings.maxSplitSize, 512 * MiB);
    const auto pasted = parseAllocatorSettings("export PYTORCH_CUDA_ALLOC_CONF=\"expandable_segments:True\"");
    ASSERT_TRUE(pasted.valid()) << pasted.problems.front().message;
    EXPECT_TRUE(pasted.settings.expandableSegments);
    EXPECT_TRUE(parseAllocatorSettings("PYTORCH_ALLOC_CONF=expandable_segments:True").settings.expandableSegments);
}

TEST(AllocatorSettings, TheDivisionListFillsIntervalsAsPyTorchDoes)
{
    // 256 MiB is interval 8 (log2 256); the first entry also fills 0–7. 512 MiB is interval
    // 9. ">" fills the intervals after the last one named: 10–15.
    const auto parsed = parseAllocatorSettings("roundup_power2_divisions:[256:1,512:2,>:4]");
    ASSERT_TRUE(parsed.valid()) << parsed.problems.front().message;
    const auto& table = parsed.settings.roundupPower2Divisions;
    for (int i = 0; i <= 8; ++i)
        EXPECT_EQ(table[static_cast<std::size_t>(i)], 1u) << i;
    EXPECT_EQ(table[9], 2u);
    for (int i = 10; i < kRoundupIntervals; ++i)
        EXPECT_EQ(table[static_cast<std::size_t>(i)], 4u) << i;
    // Boundaries above 32 GiB fall in the last interval; 0 divisions turn rounding off.
    const auto big = parseAllocatorSettings("roundup_power2_divisions:[1:8,65536:0]");
    ASSERT_TRUE(big.valid());
    EXPECT_EQ(big.settings.roundupPower2Divisions[0], 8u);
    EXPECT_EQ(big.settings.roundupPower2Divisions[1], 0u);
    EXPECT_EQ(big.settings.roundupPower2Divisions[15], 0u);
}

TEST(AllocatorSettings, HostOptionsAreAcceptedAndIgnored)
{
    const auto parsed = parseAllocatorSettings(
        "release_lock_on_cudamalloc:True,pinned_use_cuda_host_register:True,pinned_num_register_threads:8,"
        "pinned_use_background_threads:False,pinned_reserve_segment_size_mb:64,graph_capture_record_stream_reuse:True");
    ASSERT_TRUE(parsed.valid()) << parsed.problems.front().message;
    EXPECT_EQ(parsed.settings, AllocatorSettings{});
}

TEST(AllocatorSettings, WhatIsNotSimulatedIsAWarning)
{
    const auto async = parseAllocatorSettings("backend:cudaMallocAsync");
    ASSERT_TRUE(async.valid());
    EXPECT_EQ(async.settings.backend, AllocatorBackend::CudaMallocAsync);
    ASSERT_EQ(async.warnings.size(), 1u);
    EXPECT_NE(async.warnings[0].message.find("not simulated"), std::string::npos);
    EXPECT_EQ(parseAllocatorSettings("large_segment_size_mb:64").warnings.size(), 1u);
}

TEST(AllocatorSettings, BadInputSaysWhatPyTorchAccepts)
{
    EXPECT_NE(firstProblem("expandable_segments:true").find("exactly True or False"), std::string::npos);
    EXPECT_NE(firstProblem("max_split_size_mb:10").find("at least 20"), std::string::npos);
    EXPECT_NE(firstProblem("max_split_size_mb:lots").find("whole number of MiB"), std::string::npos);
    EXPECT_NE(firstProblem("max_split_mb:128").find("unknown key \"max_split_mb\"; PyTorch accepts backend"),
              std::string::npos);
    EXPECT_NE(firstProblem("garbage_collection_threshold:1.5").find("between 0 and 1"), std::string::npos);
    EXPECT_NE(firstProblem("per_process_memory_fraction:2").find("from 0 to 1"), std::string::npos);
    EXPECT_NE(firstProblem("roundup_power2_divisions:3").find("power of two"), std::string::npos);
    EXPECT_NE(firstProblem("roundup_power2_divisions:[256:3]").find("power of two, or 0"), std::string::npos);
    EXPECT_NE(firstProblem("roundup_power2_divisions:[300:2]").find("powers of two in MiB"), std::string::npos);
    EXPECT_NE(firstProblem("roundup_power2_divisions:[256:2").find("expected ']'"), std::string::npos);
    EXPECT_NE(firstProblem("backend:jemalloc").find("native or cudaMallocAsync"), std::string::npos);
    EXPECT_NE(firstProblem("pinned_num_register_threads:3").find("power of two up to 128"), std::string::npos);
    EXPECT_NE(firstProblem("expandable_segments").find("expected ':' after expandable_segments"), std::string::npos);
    EXPECT_NE(firstProblem("expandable_segments:").find("no value for expandable_segments"), std::string::npos);
    EXPECT_NE(firstProblem("max_split_size_mb:128:expandable_segments:True")
                  .find("expected ',' after the value of max_split_size_mb, found \":\""),
              std::string::npos);
    // Whitespace is no separator: PyTorch reads "True max_split_size_mb" as one word.
    EXPECT_NE(firstProblem("expandable_segments:True max_split_size_mb:128").find("\"Truemax_split_size_mb\""),
              std::string::npos);
    EXPECT_NE(firstProblem(",expandable_segments:True").find("expected a key"), std::string::npos);
    // A rejected string leaves the defaults, and names the setting at fault.
    const auto bad = parseAllocatorSettings("expandable_segments:True,max_split_size_mb:1");
    EXPECT_EQ(bad.settings, AllocatorSettings{});
    EXPECT_EQ(bad.problems.at(0).field, "memory.alloc_conf");
}

}  // namespace
