// A/B compare: ZeRO-2 → 3 moves bytes out of the weights, the waterfall adds up
// to the difference of the totals, and the summary names the change.
#include <gtest/gtest.h>

#include <numeric>

#include "model/compare.h"
#include "test_support.h"

namespace memledger::model {
namespace {

TEST(Compare, ZeroTwoToThree)
{
    Scenario a = test::presetScenario("llama-2-7b");
    a.parallel.dp = 8;
    a.parallel.zeroStage = 2;
    Scenario b = a;
    b.parallel.zeroStage = 3;
    const Estimate ea = estimate(a);
    const Estimate eb = estimate(b);
    const Comparison c = compare(a, ea, b, eb);
    ASSERT_EQ(c.changes.size(), 1u);
    EXPECT_EQ(c.changes[0], "ZeRO-2 \u2192 3");
    EXPECT_LT(c.b[static_cast<int>(Category::Weights)], c.a[static_cast<int>(Category::Weights)]);
    double sum = 0;
    for (const auto& step : c.steps)
        sum += step.delta;
    EXPECT_NEAR(sum, c.totalB - c.totalA, 8.0 * 1024 * 1024);  // steps under 1 MiB are dropped
    const std::string text = summarize(c);
    EXPECT_EQ(text.rfind("ZeRO-2 \u2192 3: \u2212", 0), 0u) << text;
}

TEST(Compare, IdenticalScenariosHaveNoSteps)
{
    const Scenario a = test::presetScenario("llama-3.1-8b");
    const Estimate e = estimate(a);
    const Comparison c = compare(a, e, a, e);
    EXPECT_TRUE(c.changes.empty());
    EXPECT_TRUE(c.steps.empty());
}

}  // namespace
}  // namespace memledger::model
