// Every named thing of the engine has one id and one word, and no two share either: the
// window translates the word, JSON and traces keep the id.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "model/core/vocabulary.h"

namespace memledger::model {
namespace {

template <class E>
void expectDistinct(int count, const char* (*id)(E), const char* (*label)(E))
{
    std::set<std::string> ids, labels;
    for (int i = 0; i < count; ++i) {
        const auto value = static_cast<E>(i);
        EXPECT_TRUE(ids.insert(id(value)).second) << id(value);
        EXPECT_TRUE(labels.insert(label(value)).second) << label(value);
        EXPECT_FALSE(std::string(label(value)).empty()) << id(value);
    }
    EXPECT_EQ(ids.size(), static_cast<std::size_t>(count));
}

TEST(Vocabulary, IdsAndWordsAreDistinct)
{
    expectDistinct<Category>(kCategoryCount, categoryId, categoryLabel);
    expectDistinct<Instant>(kInstantCount, instantId, instantLabel);
    expectDistinct<Lane>(kLaneCount, laneId, laneLabel);
    expectDistinct<SpanKind>(kSpanKindCount, spanKindId, spanKindLabel);
}

TEST(Vocabulary, IdsAreTheStableKeys)
{
    EXPECT_STREQ(categoryId(Category::OptimizerStates), "optimizer_states");
    EXPECT_STREQ(instantId(Instant::BackwardPeak), "backward_peak");
    EXPECT_STREQ(laneId(Lane::H2D), "h2d");
    EXPECT_STREQ(spanKindId(SpanKind::ParamFetch), "param_fetch");
    EXPECT_STREQ(trafficId(Traffic::OptimizerStates), "optimizer_states");
    EXPECT_STREQ(provenanceId(Provenance::Assumed), "assumed");
}

}  // namespace
}  // namespace memledger::model
