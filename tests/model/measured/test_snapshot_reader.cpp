// The snapshot model read from the small pickles of tests/data/snapshots (README.md there
// gives their structure and its PyTorch sources): every field lands where it belongs,
// whatever the pickle protocol and PyTorch version, and what no PyTorch writes is refused.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "model/measured/measured_file.h"
#include "model/measured/snapshot_reader.h"
#include "tests/model/measured/measured_support.h"

namespace memledger::model {
namespace {

using test::loadSnapshot;

constexpr std::int64_t kBase = 0x7F0000000000;
constexpr std::int64_t kFirstTime = 1796078179996608;
constexpr std::int64_t MiB = 1 << 20;

std::vector<std::string> frameNames(const MemorySnapshot& snapshot, int stack)
{
    std::vector<std::string> names;
    for (const int frame : snapshot.stacks.at(static_cast<std::size_t>(stack)))
        names.push_back(snapshot.frames.at(static_cast<std::size_t>(frame)).name);
    return names;
}

TEST(SnapshotReader, ReadsSegmentsBlocksAndTheirStacks)
{
    const MemorySnapshot snapshot = loadSnapshot("snapshots/three-small-blocks.pickle");
    ASSERT_EQ(snapshot.segments.size(), 1u);
    const SnapshotSegment& segment = snapshot.segments[0];
    EXPECT_EQ(segment.device, 0);
    EXPECT_EQ(segment.address, kBase);
    EXPECT_EQ(segment.totalSize, 2 * MiB);
    EXPECT_EQ(segment.stream, 0);
    EXPECT_EQ(segment.type, SegmentType::Small);
    EXPECT_EQ(segment.poolId, (std::array<std::int64_t, 2>{0, 0}));
    EXPECT_FALSE(segment.expandable);
    ASSERT_EQ(segment.blocks.size(), 4u);
    const std::int64_t addresses[] = {kBase, kBase + 1024, kBase + 2048, kBase + 3072};
    const std::int64_t sizes[] = {1024, 1024, 1024, 2 * MiB - 3072};
    const std::int64_t requested[] = {1000, 1024, 1000, 2 * MiB - 3072};
    const BlockState states[] = {BlockState::Inactive, BlockState::ActiveAllocated, BlockState::ActiveAllocated,
                                 BlockState::Inactive};
    for (std::size_t i = 0; i < 4; ++i) {
        EXPECT_EQ(segment.blocks[i].address, addresses[i]) << i;
        EXPECT_EQ(segment.blocks[i].size, sizes[i]) << i;
        EXPECT_EQ(segment.blocks[i].requestedSize, requested[i]) << i;
        EXPECT_EQ(segment.blocks[i].state, states[i]) << i;
    }
    EXPECT_EQ(segment.blocks[0].stack, kNoStack);
    ASSERT_NE(segment.blocks[1].stack, kNoStack);
    EXPECT_EQ(frameNames(snapshot, segment.blocks[1].stack),
              (std::vector<std::string>{"forward", "_call_impl", "train_step"}));
    // PyTorch shares one dict per frame; so does the model.
    EXPECT_EQ(snapshot.frames.size(), 3u);
    EXPECT_EQ(snapshot.frames[0].filename, "/opt/venv/lib/python3.12/site-packages/torch/nn/modules/linear.py");
    EXPECT_EQ(snapshot.frames[0].line, 125);
}

TEST(SnapshotReader, ReadsTheTrace)
{
    const MemorySnapshot snapshot = loadSnapshot("snapshots/three-small-blocks.pickle");
    ASSERT_EQ(snapshot.deviceTraces.size(), 1u);
    const auto& trace = snapshot.deviceTraces[0];
    const TraceAction actions[] = {TraceAction::SegmentAlloc,  TraceAction::Alloc,         TraceAction::Alloc,
                                   TraceAction::Alloc,         TraceAction::FreeRequested, TraceAction::FreeCompleted,
                                   TraceAction::Alloc,         TraceAction::FreeRequested, TraceAction::FreeCompleted};
    ASSERT_EQ(trace.size(), std::size(actions));
    for (std::size_t i = 0; i < trace.size(); ++i) {
        EXPECT_EQ(trace[i].action, actions[i]) << i;
        EXPECT_EQ(trace[i].timeUs, kFirstTime + static_cast<std::int64_t>(i)) << i;
    }
    EXPECT_EQ(trace[0].address, kBase);
    EXPECT_EQ(trace[0].size, 2 * MiB);
    EXPECT_EQ(trace[0].stack, kNoStack);
    EXPECT_EQ(trace[2].address, kBase + 1024);
    EXPECT_EQ(trace[2].size, 1000);
    EXPECT_EQ(frameNames(snapshot, trace[2].stack), (std::vector<std::string>{"forward", "_call_impl", "train_step"}));
}

TEST(SnapshotReader, ReadsTheAllocatorSettings)
{
    const MemorySnapshot plain = loadSnapshot("snapshots/three-small-blocks.pickle");
    ASSERT_TRUE(plain.allocatorSettings);
    EXPECT_EQ(plain.allocatorSettings->allocConf, "");
    EXPECT_EQ(plain.allocatorSettings->maxSplitSize, -1);
    EXPECT_FALSE(plain.allocatorSettings->expandableSegments);
    EXPECT_EQ(plain.allocatorSettings->roundupPower2Divisions, (std::array<std::int64_t, 16>{}));

    const MemorySnapshot expandable = loadSnapshot("snapshots/expandable-segments.pickle");
    ASSERT_TRUE(expandable.allocatorSettings);
    EXPECT_EQ(expandable.allocatorSettings->allocConf, "expandable_segments:True");
    EXPECT_TRUE(expandable.allocatorSettings->expandableSegments);
    EXPECT_TRUE(expandable.segments.at(0).expandable);
    EXPECT_EQ(expandable.deviceTraces.at(0).at(0).action, TraceAction::SegmentMap);

    const MemorySnapshot divided = loadSnapshot("snapshots/roundup-divisions.pickle");
    std::array<std::int64_t, 16> four{};
    four.fill(4);
    EXPECT_EQ(divided.allocatorSettings->roundupPower2Divisions, four);
    EXPECT_EQ(loadSnapshot("snapshots/max-split-size.pickle").allocatorSettings->maxSplitSize, 100 * MiB);
}

// Protocols 2 and 3 write strings with BINUNICODE and the memo with BINPUT, 4 and 5 with
// SHORT_BINUNICODE, MEMOIZE and frames: one snapshot either way.
TEST(SnapshotReader, EveryProtocolGivesTheSameSnapshot)
{
    const MemorySnapshot expected = loadSnapshot("snapshots/three-small-blocks.pickle");
    for (const char* protocol : {"2", "3", "5"}) {
        const MemorySnapshot other =
            loadSnapshot(std::string("snapshots/three-small-blocks.protocol") + protocol + ".pickle");
        ASSERT_EQ(other.segments.size(), 1u) << protocol;
        ASSERT_EQ(other.segments[0].blocks.size(), expected.segments[0].blocks.size()) << protocol;
        for (std::size_t i = 0; i < expected.segments[0].blocks.size(); ++i) {
            EXPECT_EQ(other.segments[0].blocks[i].size, expected.segments[0].blocks[i].size) << protocol;
            EXPECT_EQ(other.segments[0].blocks[i].state, expected.segments[0].blocks[i].state) << protocol;
        }
        ASSERT_EQ(other.deviceTraces.at(0).size(), expected.deviceTraces.at(0).size()) << protocol;
        for (std::size_t i = 0; i < expected.deviceTraces[0].size(); ++i) {
            EXPECT_EQ(other.deviceTraces[0][i].action, expected.deviceTraces[0][i].action) << protocol;
            EXPECT_EQ(other.deviceTraces[0][i].address, expected.deviceTraces[0][i].address) << protocol;
            EXPECT_EQ(other.deviceTraces[0][i].timeUs, expected.deviceTraces[0][i].timeUs) << protocol;
        }
        EXPECT_EQ(other.frames.size(), expected.frames.size()) << protocol;
        EXPECT_EQ(other.stacks.size(), expected.stacks.size()) << protocol;
    }
}

// 2.0 kept the request and the stack in the block's `history`, and recorded no time.
TEST(SnapshotReader, ReadsPyTorch20Snapshots)
{
    const MemorySnapshot snapshot = loadSnapshot("snapshots/pytorch-2.0.pickle");
    EXPECT_FALSE(snapshot.allocatorSettings);
    ASSERT_EQ(snapshot.segments.size(), 1u);
    const SnapshotBlock& block = snapshot.segments[0].blocks.at(0);
    EXPECT_EQ(block.size, 4096);
    EXPECT_EQ(block.requestedSize, 4000);
    EXPECT_EQ(frameNames(snapshot, block.stack), (std::vector<std::string>{"forward", "_call_impl", "train_step"}));
    EXPECT_EQ(snapshot.segments[0].blocks.at(1).requestedSize, 2 * MiB - 4096);
    ASSERT_EQ(snapshot.deviceTraces.at(0).size(), 2u);
    EXPECT_FALSE(snapshot.deviceTraces[0][1].timeUs);
    EXPECT_EQ(snapshot.deviceTraces[0][1].size, 4000);
}

TEST(SnapshotReader, ReadsABareListOfSegments)
{
    const MemorySnapshot snapshot = loadSnapshot("snapshots/segments-only.pickle");
    EXPECT_TRUE(snapshot.deviceTraces.empty());
    EXPECT_FALSE(snapshot.allocatorSettings);
    ASSERT_EQ(snapshot.segments.size(), 1u);
    EXPECT_EQ(snapshot.segments[0].blocks.size(), 4u);
}

struct BadSnapshot {
    const char* file;     // in tests/data/snapshots/bad
    const char* message;  // a piece of the one problem
};

void PrintTo(const BadSnapshot& input, std::ostream* out) { *out << input.file; }

class SnapshotRefused : public testing::TestWithParam<BadSnapshot> {};

TEST_P(SnapshotRefused, WithOneProblemNamingTheFileAndTheEntry)
{
    const std::string path = test::sourcePath(std::string("tests/data/snapshots/bad/") + GetParam().file);
    ASSERT_TRUE(std::filesystem::exists(path)) << path;
    std::vector<Problem> problems;
    const MeasuredFile file = readMeasuredFile(path, problems);
    EXPECT_FALSE(file.snapshot);
    EXPECT_FALSE(file.stats);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].field, path);
    EXPECT_EQ(problems[0].message.rfind(path + " ", 0), 0u) << problems[0].message;
    EXPECT_NE(problems[0].message.find(GetParam().message), std::string::npos) << problems[0].message;
}

INSTANTIATE_TEST_SUITE_P(
    SnapshotReader, SnapshotRefused,
    testing::Values(
        BadSnapshot{"negative-size.pickle", "segments[0].blocks[1].size is -1024; expected 0 or more"},
        BadSnapshot{"size-is-a-float.pickle", "segments[0].blocks[1].size is a float; expected an int"},
        BadSnapshot{"unknown-block-state.pickle",
                    "segments[0].blocks[1].state is \"borrowed\"; expected active_allocated, active_pending_free or inactive"},
        BadSnapshot{"blocks-short-of-segment.pickle",
                    "segments[0].blocks cover 2096640 bytes, but the segment's total_size is 2097152"},
        BadSnapshot{"segment-without-address.pickle", "segments[0].address is missing"},
        BadSnapshot{"event-without-addr.pickle", "device_traces[0][0].addr is missing"},
        BadSnapshot{"shared-blocks-list.pickle",
                    "segments[1].blocks is the same list of blocks as another entry's, which PyTorch never writes"},
        BadSnapshot{"no-segments.pickle", "a dict without `segments`, so not a memory snapshot"},
        BadSnapshot{"a-list-of-ints.pickle", "segments[0] is an int; expected a dict"},
        BadSnapshot{"recursive-list.pickle", "a recursive structure"},
        BadSnapshot{"nested-40-levels.pickle", "containers nest more than 32 levels deep"},
        BadSnapshot{"integer-of-72-bits.pickle", "an integer of 9 bytes does not fit in 64 bits"},
        BadSnapshot{"float-dict-key.pickle", "a dict key is a float"},
        BadSnapshot{"set-of-streams.pickle", "opcode EMPTY_SET (0x8f) is not one that memory snapshots use"},
        BadSnapshot{"bytes-value.pickle", "opcode SHORT_BINBYTES (0x43) is not one that memory snapshots use"},
        BadSnapshot{"ordered-dict.protocol2.pickle", "opcode GLOBAL (0x63) loads Python code or objects"},
        BadSnapshot{"ordered-dict.protocol4.pickle", "opcode STACK_GLOBAL (0x93) loads Python code or objects"},
        BadSnapshot{"protocol-1.pickle", "is neither a memory snapshot nor memory statistics"}));

// Every cut of a real snapshot is refused as truncated: the reader never reads past the end
// or makes up the rest.
TEST(SnapshotReader, EveryTruncationOfARealSnapshotIsAProblem)
{
    const std::string path = test::sourcePath("tests/data/measured/h200-2026-11-30/snapshots/h1-small-amp-adamw-snapshot.pickle");
    std::ifstream in(path, std::ios::binary);
    const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    ASSERT_GT(bytes.size(), 400000u);
    for (std::size_t length = 1; length < bytes.size(); length += 9973) {
        std::vector<Problem> problems;
        EXPECT_FALSE(readSnapshot(std::string_view(bytes).substr(0, length), "cut.pickle", problems)) << length;
        ASSERT_EQ(problems.size(), 1u) << length;
        EXPECT_NE(problems[0].message.find("is truncated"), std::string::npos) << problems[0].message;
    }
    std::vector<Problem> problems;
    EXPECT_FALSE(readSnapshot(std::string_view(bytes).substr(0, bytes.size() - 1), "cut.pickle", problems));
    EXPECT_TRUE(readSnapshot(bytes, "whole.pickle", problems));
    EXPECT_EQ(problems.size(), 1u);
}

}  // namespace
}  // namespace memledger::model
