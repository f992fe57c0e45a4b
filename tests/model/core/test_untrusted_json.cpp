// The accessors every reader uses on untrusted JSON: each answers a value of another type,
// a missing key or element, and a number past 64 bits with "nothing", never an exception.
#include <gtest/gtest.h>

#include <limits>

#include "model/core/untrusted_json.h"

using namespace memledger::model;
using nlohmann::json;

namespace {

// One value of each JSON type.
const json kEveryType[] = {json::object({{"a", 1}}), json::array({1, 2}), "text", true, 7, 2.5, json()};

}  // namespace

TEST(UntrustedJson, EachAccessorTakesOnlyItsOwnType)
{
    for (const auto& value : kEveryType) {
        EXPECT_NO_THROW((void)asString(value));
        EXPECT_EQ(asString(value).has_value(), value.is_string()) << value.dump();
        EXPECT_EQ(asBool(value).has_value(), value.is_boolean()) << value.dump();
        EXPECT_EQ(asNumber(value).has_value(), value.is_number()) << value.dump();
        EXPECT_EQ(member(value, "a") != nullptr, value.is_object()) << value.dump();
        EXPECT_EQ(element(value, 1) != nullptr, value.is_array()) << value.dump();
    }
    EXPECT_EQ(asString(json("text")), "text");
    EXPECT_EQ(asBool(json(false)), false);
    EXPECT_EQ(asNumber(json(2.5)), 2.5);
    EXPECT_EQ(element(json::array({1, 2}), 2), nullptr);
    EXPECT_EQ(member(json::object(), "a"), nullptr);
}

TEST(UntrustedJson, WholeNumbersFitIn64Bits)
{
    EXPECT_EQ(asInteger(json(7)), 7);
    EXPECT_EQ(asInteger(json(7.0)), 7);
    EXPECT_EQ(asInteger(json(2e8)), 200000000);
    EXPECT_EQ(asInteger(json(-3)), -3);
    EXPECT_EQ(asInteger(json(std::numeric_limits<std::int64_t>::max())), std::numeric_limits<std::int64_t>::max());
    EXPECT_FALSE(asInteger(json(7.5)));
    EXPECT_FALSE(asInteger(json("7")));
    EXPECT_FALSE(asInteger(json(true)));
    // 2^63 and beyond: an unsigned integer or a float past what int64 holds.
    EXPECT_FALSE(asInteger(json(std::uint64_t{1} << 63)));
    EXPECT_FALSE(asInteger(json(9.3e18)));
    EXPECT_FALSE(asInteger(json(1e300)));
    EXPECT_FALSE(asNumber(json(std::numeric_limits<double>::infinity())));
    // The largest unsigned: nlohmann would read its bits as −1 through the signed getter.
    EXPECT_FALSE(asInteger(json(std::numeric_limits<std::uint64_t>::max())));
    EXPECT_GT(asNumber(json(std::numeric_limits<std::uint64_t>::max())).value_or(0), 1.8e19);
}

TEST(UntrustedJson, MembersOfAnyTypeAreReadOrRefused)
{
    const json document = {{"schema", json::object()}, {"version", 1}, {"name", "tree"}, {"on", true}, {"x", 2.5}};
    EXPECT_FALSE(stringMember(document, "schema"));
    EXPECT_EQ(stringMember(document, "name"), "tree");
    EXPECT_EQ(integerMember(document, "version"), 1);
    EXPECT_FALSE(integerMember(document, "x"));
    EXPECT_EQ(numberMember(document, "x"), 2.5);
    EXPECT_EQ(boolMember(document, "on"), true);
    EXPECT_FALSE(boolMember(document, "missing"));
    EXPECT_FALSE(stringMember(json::array({"name"}), "name"));
    const json nested = {{"training", {{"seq", 4096}}}, {"flat", 3}};
    ASSERT_NE(pointee(nested, json::json_pointer("/training/seq")), nullptr);
    EXPECT_EQ(*pointee(nested, json::json_pointer("/training/seq")), 4096);
    EXPECT_EQ(pointee(nested, json::json_pointer("/flat/seq")), nullptr);
    EXPECT_EQ(pointee(nested, json::json_pointer("/training/micro_batch")), nullptr);
}

// dump() throws type_error 316 on a string that is not UTF-8 (YAML and TOML readers can
// hand such strings over); shownJson replaces the bytes instead.
TEST(UntrustedJson, ShownJsonNeverThrowsOnBytesThatAreNotUtf8)
{
    const json latin1 = std::string("caf\xe9");
    EXPECT_THROW((void)latin1.dump(), json::type_error);
    EXPECT_EQ(shownJson(latin1), "\"caf\xef\xbf\xbd\"");
}

TEST(UntrustedJson, AWrongTypeNamesThePathWhatWasExpectedAndWhatWasFound)
{
    const Problem object = wrongType("schema", "a string", json::object({{"a", 1}}));
    EXPECT_EQ(object.field, "schema");
    EXPECT_EQ(object.message, "schema: expected a string, found an object");
    EXPECT_STREQ(object.pattern, "%1: expected %2, found %3%4");
    const Problem number = wrongType("training.seq", "a whole number", json(2.5));
    EXPECT_EQ(number.message, "training.seq: expected a whole number, found a number 2.5");
    // A long value is cut, at a character boundary.
    const Problem text = wrongType("name", "a whole number", json(std::string(58, 'x') + "中文中文中文"));
    // 60 bytes of the value at most: the quote and 58 x, then the cut before 中, not inside it.
    EXPECT_TRUE(text.message.ends_with("found a string \"" + std::string(58, 'x') + "…")) << text.message;
    EXPECT_NE(text.message.find("…"), std::string::npos);
}
