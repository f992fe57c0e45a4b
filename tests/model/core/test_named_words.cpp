// Both faces name the engine's things through one set of functions that choose the
// catalogue's context; a face supplies only its translation.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "model/core/named_words.h"

namespace memledger::model {
namespace {

// A translation that records what it was asked and answers "[context] English".
struct Recorder {
    std::vector<std::pair<std::string, std::string>> asked;
    Translate translate()
    {
        return [this](const char* context, const char* english) {
            asked.emplace_back(context, english);
            return std::string("[") + context + "] " + english;
        };
    }
};

TEST(NamedWords, EachNameComesFromItsContext)
{
    Recorder recorder;
    const Translate t = recorder.translate();
    EXPECT_EQ(categoryName(Category::OptimizerStates, t), "[Vocabulary] Optimizer states");
    EXPECT_EQ(instantName(Instant::BackwardPeak, t), std::string("[Vocabulary] ") + instantLabel(Instant::BackwardPeak));
    EXPECT_EQ(laneName(Lane::H2D, t), "[Vocabulary] PCIe H2D");
    EXPECT_EQ(spanName(SpanKind::ParamFetch, t), std::string("[Vocabulary] ") + spanKindLabel(SpanKind::ParamFetch));
    Term term;
    term.label = "Optimizer moments";
    term.note = "two fp32 moments";
    term.formula = "8·Ψ";
    EXPECT_EQ(termLabel(term, t), "[Term] Optimizer moments");
    EXPECT_EQ(termLabel(std::string("Weights"), t), "[Term] Weights");
    EXPECT_EQ(termNote(term, t), "[Term] two fp32 moments");
    EXPECT_EQ(allocatorSettingsText("", t), "[Vocabulary] PyTorch's default allocator settings");
    // A setting is the user's own text: never translated.
    EXPECT_EQ(allocatorSettingsText("expandable_segments:True", t), "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True");
    EXPECT_EQ(recorder.asked.size(), 8u);
}

TEST(NamedWords, WithoutATranslationTheEnglishStays)
{
    EXPECT_EQ(categoryName(Category::Weights, {}), categoryLabel(Category::Weights));
    EXPECT_EQ(allocatorSettingsText(""), "PyTorch's default allocator settings");
    Term term;
    term.formula = "2·Ψ";
    // A number or an unknown symbol means nothing: no lookup, no text.
    EXPECT_EQ(symbolMeaning(term, "2", {}), "");
}

}  // namespace
}  // namespace memledger::model
