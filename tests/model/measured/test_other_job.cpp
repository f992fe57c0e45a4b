// A measured file four times or more from the prediction, either way, is most likely of
// another job; the comparison asks so before its figures (walk-through: "a 17 MiB snapshot
// compared with a 96 GiB prediction without asking whether it is this job").
#include <gtest/gtest.h>

#include "model/reconcile/measured_comparison.h"

using namespace memledger;
using namespace memledger::model;

namespace {

MeasuredComparison withPeaks(double measured, double predicted)
{
    MeasuredComparison comparison;
    comparison.measured.allocated = static_cast<std::int64_t>(measured);
    comparison.predicted.replay.peakAllocated = static_cast<std::uint64_t>(predicted);
    return comparison;
}

constexpr double kGiB = 1024.0 * 1024 * 1024;

}  // namespace

TEST(OtherJob, AFileFourTimesFromThePredictionEitherWayIsAsked)
{
    EXPECT_FALSE(withPeaks(40 * kGiB, 40 * kGiB).likelyAnotherJob());
    EXPECT_FALSE(withPeaks(40 * kGiB, 12 * kGiB).likelyAnotherJob());   // 3.3×: a job whose estimate is far off
    EXPECT_FALSE(withPeaks(11 * kGiB, 40 * kGiB).likelyAnotherJob());
    EXPECT_TRUE(withPeaks(40 * kGiB, 10 * kGiB).likelyAnotherJob());
    EXPECT_TRUE(withPeaks(10 * kGiB, 40 * kGiB).likelyAnotherJob());
    EXPECT_FALSE(withPeaks(0, 40 * kGiB).likelyAnotherJob());           // nothing measured: nothing to say
    EXPECT_FALSE(withPeaks(40 * kGiB, 0).likelyAnotherJob());
    EXPECT_DOUBLE_EQ(withPeaks(10 * kGiB, 40 * kGiB).peakRatio(), 0.25);
}

// A file whose allocated peak is 0 B was taken where nothing ran: said plainly, not compared.
TEST(OtherJob, AFileThatMeasuredNothingIsSaidSo)
{
    const MeasuredComparison empty = withPeaks(0, 40 * kGiB);
    EXPECT_TRUE(empty.measuredNothing());
    EXPECT_FALSE(withPeaks(1, 40 * kGiB).measuredNothing());
    const std::string said = otherJobQuestion(empty, ByteUnit::GiB);
    EXPECT_NE(said.find("This file measured nothing: its allocated peak is 0 B."), std::string::npos) << said;
    EXPECT_EQ(otherJobQuestion(empty, ByteUnit::GiB, [](const char* context, const char*) { return std::string(context); }),
              "Reconcile");
}

TEST(OtherJob, TheQuestionNamesBothPeaksAndHowFarApartTheyAre)
{
    const MeasuredComparison small = withPeaks(17.0 * 1024 * 1024, 96 * kGiB);
    const std::string asked = otherJobQuestion(small, ByteUnit::GiB);
    EXPECT_NE(asked.find("Is this file from this job?"), std::string::npos) << asked;
    EXPECT_NE(asked.find("17.0 MiB"), std::string::npos) << asked;
    EXPECT_NE(asked.find("96.0 GiB"), std::string::npos) << asked;
    EXPECT_NE(asked.find("5,783 times less"), std::string::npos) << asked;   // 96 GiB / 17 MiB = 5,782.6
    const std::string larger = otherJobQuestion(withPeaks(80 * kGiB, 8 * kGiB), ByteUnit::GiB);
    EXPECT_NE(larger.find("10 times more"), std::string::npos) << larger;
    EXPECT_TRUE(otherJobQuestion(withPeaks(40 * kGiB, 38 * kGiB), ByteUnit::GiB).empty());
    // In the user's language: the pattern is asked of the edge's catalogue.
    const std::string translated = otherJobQuestion(small, ByteUnit::GiB, [](const char* context, const char*) {
        return std::string(context) + ": %1 %2 %3";
    });
    EXPECT_EQ(translated, "Reconcile: 17.0 MiB 5,783 96.0 GiB");
}
