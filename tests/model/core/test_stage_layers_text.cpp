// parallel.stage_layers as typed on the command line and in the form.
#include <gtest/gtest.h>

#include "model/core/stage_layers_text.h"

namespace memledger::model {
namespace {

TEST(StageLayersText, ReadsCommaSeparatedCounts)
{
    EXPECT_EQ(stageLayersFromText("4,8,8,5"), (std::vector<int>{4, 8, 8, 5}));
    EXPECT_EQ(stageLayersFromText(" 0, 31 ,1 "), (std::vector<int>{0, 31, 1}));
    EXPECT_EQ(stageLayersFromText(""), std::vector<int>{});
    EXPECT_EQ(stageLayersFromText("even"), std::vector<int>{});
}

TEST(StageLayersText, RefusesWhatIsNotAList)
{
    for (const char* text : {"4,", ",4", "4,,8", "4;8", "-1,3", "1.5,2", "4,99999999", "x"})
        EXPECT_FALSE(stageLayersFromText(text)) << text;
}

TEST(StageLayersText, WritesWhatItReads)
{
    const std::vector<int> layers{5, 4, 4, 2};
    EXPECT_EQ(stageLayersText(layers), "5,4,4,2");
    EXPECT_EQ(stageLayersFromText(stageLayersText(layers)), layers);
    EXPECT_EQ(stageLayersText({}), "");
}

}  // namespace
}  // namespace memledger::model
