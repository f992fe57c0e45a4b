// The pickle subset reader on hand-assembled bytes: every opcode it decodes gives the
// value Python's pickle.loads would, and every other input is one problem saying what is
// wrong — never a crash, a hang or a value made up.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "model/measured/pickle_reader.h"
#include "tests/model/measured/measured_support.h"

namespace memledger::model {
namespace {

using namespace std::string_literals;

PickleRef decode(const std::string& bytes, std::vector<Problem>& problems, const PickleLimits& limits = {})
{
    return readPickle(bytes, "test.pickle", problems, limits);
}

PickleRef decodeOk(const std::string& bytes)
{
    std::vector<Problem> problems;
    PickleRef value = decode(bytes, problems);
    EXPECT_TRUE(problems.empty()) << (problems.empty() ? "" : problems.front().message);
    return value;
}

std::int64_t integerAt(const PickleValue& list, std::size_t index)
{
    return *list.sequence()->at(index)->as<std::int64_t>();
}

TEST(PickleReader, DecodesEveryScalarOpcode)
{
    const PickleRef value = decodeOk(
        "\x80\x04("
        "N\x88\x89"                               // None, True, False
        "K\x07" "M\x34\x12" "J\xfb\xff\xff\xff"   // BININT1 7, BININT2 0x1234, BININT -5
        "\x8a\x06\x00\x00\x00\x00\x00\x01"        // LONG1 2^40, as an address is written
        "\x8a\x01\xff" "\x8a\x00"                 // LONG1 -1, LONG1 0
        "G\x3f\xf8\x00\x00\x00\x00\x00\x00"       // BINFLOAT 1.5, big-endian
        "\x8c\x03h\xc3\xa9"                       // SHORT_BINUNICODE "hé"
        "X\x01\x00\x00\x00x"                      // BINUNICODE "x"
        "\x8d\x01\x00\x00\x00\x00\x00\x00\x00y"   // BINUNICODE8 "y"
        "l."s);
    ASSERT_TRUE(value);
    const auto& items = *value->as<PickleList>();
    ASSERT_EQ(items.items.size(), 13u);
    EXPECT_TRUE(items.items[0]->as<PickleNone>());
    EXPECT_EQ(*items.items[1]->as<bool>(), true);
    EXPECT_EQ(*items.items[2]->as<bool>(), false);
    EXPECT_EQ(integerAt(*value, 3), 7);
    EXPECT_EQ(integerAt(*value, 4), 0x1234);
    EXPECT_EQ(integerAt(*value, 5), -5);
    EXPECT_EQ(integerAt(*value, 6), std::int64_t{1} << 40);
    EXPECT_EQ(integerAt(*value, 7), -1);
    EXPECT_EQ(integerAt(*value, 8), 0);
    EXPECT_EQ(*items.items[9]->as<double>(), 1.5);
    EXPECT_EQ(*items.items[10]->as<std::string>(), "h\xc3\xa9");
    EXPECT_EQ(*items.items[11]->as<std::string>(), "x");
    EXPECT_EQ(*items.items[12]->as<std::string>(), "y");
}

TEST(PickleReader, DecodesTuplesOfEverySize)
{
    const PickleRef value = decodeOk("\x80\x02(" ")" "K\x01\x85" "K\x01K\x02\x86" "K\x01K\x02K\x03\x87" "(K\x04K\x05t" "t."s);
    ASSERT_TRUE(value);
    const auto& tuples = value->as<PickleTuple>()->items;
    ASSERT_EQ(tuples.size(), 5u);
    for (std::size_t i = 0; i < 4; ++i) {
        ASSERT_TRUE(tuples[i]->as<PickleTuple>());
        EXPECT_EQ(tuples[i]->sequence()->size(), i) << i;
    }
    EXPECT_EQ(tuples[4]->sequence()->size(), 2u);
    EXPECT_EQ(integerAt(*tuples[3], 2), 3);
    EXPECT_EQ(integerAt(*tuples[4], 1), 5);
}

// What Python writes for {"a": [1, 2], "b": "a"} at protocol 4: the second "a" is a memo
// reference to the first, and both keys point at one shared string.
TEST(PickleReader, DecodesDictsListsAndTheMemo)
{
    const PickleRef value = decodeOk("\x80\x04}\x94(\x8c\x01" "a\x94]\x94(K\x01K\x02" "e\x8c\x01" "b\x94h\x01u."s);
    ASSERT_TRUE(value);
    const PickleValue* list = value->find("a");
    ASSERT_TRUE(list);
    ASSERT_EQ(list->sequence()->size(), 2u);
    EXPECT_EQ(integerAt(*list, 1), 2);
    ASSERT_TRUE(value->find("b"));
    EXPECT_EQ(*value->find("b")->as<std::string>(), "a");
    EXPECT_EQ(value->find("c"), nullptr);
}

// Protocol 2's single APPEND and SETITEM, DICT and LIST from a mark, the memo by
// BINPUT/LONG_BINPUT, and an int key kept as its decimal text.
TEST(PickleReader, DecodesSingleItemOpcodesAndPutGet)
{
    const PickleRef value = decodeOk(
        "\x80\x02(" "]q\x00K\x05" "a"                          // [5]
        "}q\x01X\x01\x00\x00\x00kK\x01s"                        // {"k": 1}
        "(X\x01\x00\x00\x00zK\x02" "d"                          // {"z": 2}
        "X\x01\x00\x00\x00wr\x05\x00\x00\x00j\x05\x00\x00\x00\x86"  // ("w", "w"), one string
        "}(K\x07K\x08u"                                         // {7: 8}
        "l."s);
    ASSERT_TRUE(value);
    const auto& items = *value->sequence();
    ASSERT_EQ(items.size(), 5u);
    EXPECT_EQ(integerAt(*items[0], 0), 5);
    EXPECT_EQ(*items[1]->find("k")->as<std::int64_t>(), 1);
    EXPECT_EQ(*items[2]->find("z")->as<std::int64_t>(), 2);
    EXPECT_EQ(items[3]->sequence()->at(0), items[3]->sequence()->at(1));
    EXPECT_EQ(*items[4]->find("7")->as<std::int64_t>(), 8);
}

// Strings end up in problems and JSON, which must be UTF-8; Python's 'surrogatepass'
// lets a lone surrogate into a pickle.
TEST(PickleReader, ReplacesBytesThatAreNotUtf8)
{
    const PickleRef value = decodeOk("\x80\x04\x8c\x06" "a\xff" "b\xed\xb3\xa9."s);
    ASSERT_TRUE(value);
    EXPECT_EQ(*value->as<std::string>(), "a\xef\xbf\xbd" "b\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd");
}

using test::RefusedInput;

class PickleRefused : public testing::TestWithParam<RefusedInput> {};

TEST_P(PickleRefused, WithOneProblemThatSaysWhy)
{
    std::vector<Problem> problems;
    EXPECT_FALSE(decode(GetParam().bytes, problems));
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].field, "test.pickle");
    EXPECT_EQ(problems[0].message.rfind("test.pickle is not a pickle MemLedger can read: ", 0), 0u) << problems[0].message;
    EXPECT_NE(problems[0].message.find(GetParam().message), std::string::npos) << problems[0].message;
}

std::string nestedLists(int levels)
{
    return std::string("\x80\x04") + std::string(static_cast<std::size_t>(levels), ']') +
           std::string(static_cast<std::size_t>(levels - 1), 'a') + ".";
}

INSTANTIATE_TEST_SUITE_P(
    PickleReader, PickleRefused,
    testing::Values(
        RefusedInput{"Empty", "", "does not start with a pickle protocol header"},
        RefusedInput{"Protocol0", "(lp0\n.", "does not start with a pickle protocol header"},
        RefusedInput{"Protocol1", "\x80\x01N.", "a pickle of protocol 1; memory snapshots use protocols 2 to 5"},
        RefusedInput{"Protocol6", "\x80\x06N.", "protocol 6"},
        RefusedInput{"NoStop", "\x80\x04N", "the file is truncated"},
        RefusedInput{"StringLongerThanTheFile", "\x80\x04X\xff\xff\xff\x7f" "ab."s, "the file is truncated"},
        RefusedInput{"FrameLongerThanTheFile", "\x80\x04\x95\xff\x00\x00\x00\x00\x00\x00\x00N."s,
                "a frame runs past the end of the input"},
        RefusedInput{"Global", "\x80\x02" "cos\nsystem\n(X\x02\x00\x00\x00lstR."s,
                "opcode GLOBAL (0x63) loads Python code or objects, which MemLedger never runs; a memory snapshot "
                "holds only dicts, lists, tuples, strings and numbers (opcode at byte 2)"},
        RefusedInput{"Reduce", "\x80\x04R.", "opcode REDUCE (0x52) loads Python code"},
        RefusedInput{"Build", "\x80\x04}b.", "opcode BUILD (0x62) loads Python code"},
        RefusedInput{"EmptySet", "\x80\x04\x8f.", "opcode EMPTY_SET (0x8f) is not one that memory snapshots use"},
        RefusedInput{"NotAnOpcode", "\x80\x04\xff.", "byte 0xff is not a pickle opcode (opcode at byte 2)"},
        RefusedInput{"MemoNeverStored", "\x80\x04h\x03.", "a memo reference to entry 3, which was never stored"},
        RefusedInput{"AppendToNothing", "\x80\x04" "a.", "takes a value from an empty stack"},
        RefusedInput{"AppendToAnInt", "\x80\x04K\x01K\x02" "a.", "an append to an int instead of a list"},
        RefusedInput{"SetItemOnAList", "\x80\x04]K\x01K\x02s.", "dict items set on a list instead of a dict"},
        RefusedInput{"AppendsWithoutMark", "\x80\x04]K\x01" "e.", "no mark was set"},
        RefusedInput{"OddDictItems", "\x80\x04}(K\x01u.", "a dict is given 1 values, which do not pair"},
        RefusedInput{"TupleOfThreeFromTwo", "\x80\x04K\x01K\x02\x87.", "a tuple of 3 takes more values than the stack holds"},
        RefusedInput{"TwoValuesAtStop", "\x80\x04K\x01K\x02.", "stops with 2 values and 0 open marks"},
        RefusedInput{"OpenMarkAtStop", "\x80\x04K\x01(.", "stops with 1 values and 1 open marks"},
        RefusedInput{"IntegerOf72Bits", "\x80\x04\x8a\x09\x00\x00\x00\x00\x00\x00\x00\x00\x01."s,
                "an integer of 9 bytes does not fit in 64 bits"},
        RefusedInput{"ListAsDictKey", "\x80\x04}(]K\x01u.", "a dict key is a list"},
        RefusedInput{"ListThatHoldsItself", "\x80\x04]\x94h\x00" "a."s, "a recursive structure"},
        RefusedInput{"DictInsideItsOwnValue", "\x80\x04}\x94(\x8c\x01k]\x94h\x00" "au."s,
                "a dict changes after it was placed inside another value"},
        RefusedInput{"Nested33Levels", nestedLists(33), "containers nest more than 32 levels deep"}));

TEST(PickleReader, NestingUpToTheLimitIsRead)
{
    EXPECT_TRUE(decodeOk(nestedLists(32)));
    PickleLimits shallow;
    shallow.maxDepth = 2;
    std::vector<Problem> problems;
    EXPECT_TRUE(decode(nestedLists(2), problems, shallow));
    EXPECT_FALSE(decode(nestedLists(3), problems, shallow));
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].message.find("more than 2 levels"), std::string::npos) << problems[0].message;
}

// A memo reference costs one pointer, never a copy: a list holding one shared list 100,000
// times is read quickly, and the memory bound counts the references.
TEST(PickleReader, SharedValuesAreCountedAgainstTheMemoryLimit)
{
    std::string bytes = "\x80\x04]\x94(]\x94";
    for (int i = 1; i < 100000; ++i)
        bytes += "h\x01";
    bytes += "e.";
    const PickleRef value = decodeOk(bytes);
    ASSERT_TRUE(value);
    ASSERT_EQ(value->sequence()->size(), 100000u);
    EXPECT_EQ(value->sequence()->front(), value->sequence()->back());

    PickleLimits small;
    small.maxMemoryBytes = 1 << 20;
    std::vector<Problem> problems;
    EXPECT_FALSE(decode(bytes, problems, small));
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].message.find("decoding it takes more than 1 MiB of memory"), std::string::npos)
        << problems[0].message;
}

TEST(PickleReader, StringsAreCountedAgainstTheMemoryLimit)
{
    const std::string text(2 << 20, 'x');
    const std::string bytes = "\x80\x04X\x00\x00\x20\x00"s + text + ".";
    PickleLimits small;
    small.maxMemoryBytes = 1 << 20;
    std::vector<Problem> problems;
    EXPECT_FALSE(decode(bytes, problems, small));
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].message.find("record a smaller snapshot"), std::string::npos) << problems[0].message;
    EXPECT_EQ(decodeOk(bytes)->as<std::string>()->size(), text.size());
}

}  // namespace
}  // namespace memledger::model
