// The triage tree is data; a broken file must fail on load with the path of the
// fault (issue 5 acceptance: unknown action, missing text, cycles → clear error).
#include <gtest/gtest.h>

#include "model/triage/triage_cost.h"
#include "model/triage/triage_tree.h"
#include "tests/model/citations.h"
#include "tests/model/test_support.h"

using namespace memledger;
using model::Problem;

namespace {

nlohmann::json shippedTree() { return test::loadJson("resources/triage_tree.json"); }

std::vector<Problem> problemsOf(const nlohmann::json& document)
{
    std::vector<Problem> problems;
    model::parseTriageTree(document, problems);
    return problems;
}

// True when some problem is reported against `field` with `words` in its message.
::testing::AssertionResult reports(const std::vector<Problem>& problems, const std::string& field,
                                   const std::string& words)
{
    for (const auto& p : problems)
        if (p.field == field && p.message.find(words) != std::string::npos)
            return ::testing::AssertionSuccess();
    auto failure = ::testing::AssertionFailure() << "no problem at '" << field << "' mentioning '" << words << "'; got:";
    for (const auto& p : problems)
        failure << "\n  " << p.field << ": " << p.message;
    return failure;
}

}  // namespace

TEST(TriageTree, TheShippedTreeValidates)
{
    EXPECT_TRUE(problemsOf(shippedTree()).empty());
    EXPECT_FALSE(model::builtinTriageTree().empty());
    // The compiled-in copy is the file in resources/.
    EXPECT_EQ(nlohmann::json::parse(model::builtinTriageTreeText()), shippedTree());
}

TEST(TriageTree, EveryActionAndNodeHasBothLanguages)
{
    const auto& tree = model::builtinTriageTree();
    for (const auto& [id, action] : tree.actions) {
        EXPECT_FALSE(action.title.zh.empty()) << id;
        EXPECT_FALSE(action.why.zh.empty()) << id;
        EXPECT_FALSE(action.complexityReason.en.empty()) << id;
    }
    for (const auto& [id, node] : tree.nodes)
        EXPECT_FALSE(node.text.zh.empty()) << id;
}

// The wizard shows each step's source and the step-time model it is priced with.
TEST(TriageTree, EverySourceCitesWhatUsersCanOpen)
{
    for (const auto& [id, action] : model::builtinTriageTree().actions)
        EXPECT_EQ(test::citationProblem(action.source, true), "") << id << ": " << action.source;
    EXPECT_EQ(test::citationProblem(shippedTree().at("about").get<std::string>(), false), "");
    EXPECT_EQ(test::citationProblem(model::stepTimeModel(), true), "") << model::stepTimeModel();
}

TEST(TriageTree, UnknownActionKindIsReported)
{
    auto tree = shippedTree();
    tree["actions"]["bf16"]["change"] = "teleport";
    EXPECT_TRUE(reports(problemsOf(tree), "actions.bf16.change", "unknown action kind 'teleport'"));
}

TEST(TriageTree, StepNamingAnUnknownActionIsReported)
{
    auto tree = shippedTree();
    tree["nodes"]["states"]["steps"][0] = "buy-more-ram";
    EXPECT_TRUE(reports(problemsOf(tree), "nodes.states.steps[0]", "unknown action 'buy-more-ram'"));
}

TEST(TriageTree, MissingTextInEitherLanguageIsReported)
{
    auto tree = shippedTree();
    tree["actions"]["lora"]["why"].erase("zh");
    tree["nodes"]["when"].erase("text");
    tree["actions"]["qlora"]["title"]["en"] = "";
    const auto problems = problemsOf(tree);
    EXPECT_TRUE(reports(problems, "actions.lora.why.zh", "missing text"));
    EXPECT_TRUE(reports(problems, "nodes.when.text", "missing"));
    EXPECT_TRUE(reports(problems, "actions.qlora.title.en", "non-empty"));
}

TEST(TriageTree, CycleIsReportedWithItsPath)
{
    auto tree = shippedTree();
    tree["nodes"]["states"]["next"] = "when";
    EXPECT_TRUE(reports(problemsOf(tree), "nodes.when", "cycle: when → gap → batch-one → activations → gpus → states → when"));
}

TEST(TriageTree, UnknownNodeReferenceIsReported)
{
    auto tree = shippedTree();
    tree["nodes"]["gap"]["answers"]["yes"]["next"] = "nowhere";
    tree["start"] = "beginning";
    const auto problems = problemsOf(tree);
    EXPECT_TRUE(reports(problems, "nodes.gap.answers.yes.next", "names node 'nowhere', which does not exist"));
    EXPECT_TRUE(reports(problems, "start", "names node 'beginning'"));
}

TEST(TriageTree, QuestionsMustAnswerExactlyTheirWords)
{
    auto tree = shippedTree();
    tree["nodes"]["when"]["answers"].erase("sporadic");
    tree["nodes"]["gpus"]["answers"]["many"] = tree["nodes"]["gpus"]["answers"]["multi"];
    tree["nodes"]["dominant"]["question"] = "horoscope";
    const auto problems = problemsOf(tree);
    EXPECT_TRUE(reports(problems, "nodes.when.answers", "no answer 'sporadic'"));
    EXPECT_TRUE(reports(problems, "nodes.gpus.answers.many", "not an answer of question 'gpus'"));
    EXPECT_TRUE(reports(problems, "nodes.dominant.question", "unknown question 'horoscope'"));
}

TEST(TriageTree, ParametersAndPlaceholdersAreChecked)
{
    auto tree = shippedTree();
    tree["actions"]["zero-3"]["params"]["stage"] = 7;
    tree["actions"]["offload-optimizer"]["params"]["what"] = {"optimizer", "kitchen-sink"};
    tree["actions"]["bf16"]["params"]["colour"] = "blue";
    tree["actions"]["lora"]["complexity"] = 9;
    tree["nodes"]["fits"]["answers"]["no"]["because"]["en"] = "Needs {bogus}.";
    const auto problems = problemsOf(tree);
    EXPECT_TRUE(reports(problems, "actions.zero-3.params.stage", "from 1 to 3"));
    EXPECT_TRUE(reports(problems, "actions.offload-optimizer.params.what", "a list of optimizer"));
    EXPECT_TRUE(reports(problems, "actions.bf16.params.colour", "unknown parameter"));
    EXPECT_TRUE(reports(problems, "actions.lora.complexity", "1 to 5"));
    EXPECT_TRUE(reports(problems, "nodes.fits.answers.no.because", "unknown placeholder {bogus}"));
}

TEST(TriageTree, UnreachableNodesAndBadHeadersAreReported)
{
    auto tree = shippedTree();
    tree["nodes"]["orphan"] = {{"kind", "end"}, {"outcome", "fits"}, {"text", {{"en", "x"}, {"zh", "x"}}}};
    tree["schema"] = "something-else";
    tree["nodes"]["out-of-options"]["kind"] = "maybe";
    const auto problems = problemsOf(tree);
    EXPECT_TRUE(reports(problems, "nodes.orphan", "never reached"));
    EXPECT_TRUE(reports(problems, "schema", "memledger.triage-tree"));
    EXPECT_TRUE(reports(problems, "nodes.out-of-options.kind", "expected question, branch or end"));
}

TEST(TriageTree, LoadingNamesTheFile)
{
    std::vector<Problem> problems;
    model::loadTriageTree(test::sourcePath("tests/model/no-such-tree.json"), problems);
    ASSERT_FALSE(problems.empty());
    EXPECT_NE(problems.front().message.find("no-such-tree.json"), std::string::npos);
}

// Any key of a tree may hold any JSON type: each is a problem at its path, never an
// exception. A "schema" that was an object once aborted `memledger triage --tree`
// (tests/fuzz/regressions/triage_tree/schema-is-an-object.json).
TEST(TriageTree, KeysOfTheWrongTypeAreProblemsNotExceptions)
{
    const nlohmann::json odd[] = {nlohmann::json::object(), nlohmann::json::array({1, 2}), 7, 2.5, true,
                                  nlohmann::json(), "text"};
    for (const char* key : {"schema", "version", "start", "actions", "nodes"}) {
        for (const auto& value : odd) {
            auto tree = shippedTree();
            tree[key] = value;
            std::vector<Problem> problems;
            EXPECT_NO_THROW(model::parseTriageTree(tree, problems)) << key << " = " << value.dump();
        }
    }
    auto tree = shippedTree();
    tree["schema"] = nlohmann::json::object();
    tree["version"] = "1";
    tree["actions"]["zero-3"]["params"] = nlohmann::json::array();
    tree["actions"]["lora"]["params"]["rank"] = "sixteen";
    tree["actions"]["lora"]["complexity"] = nlohmann::json::object();
    const auto problems = problemsOf(tree);
    EXPECT_TRUE(reports(problems, "schema", "memledger.triage-tree"));
    EXPECT_TRUE(reports(problems, "version", "must be 1"));
    EXPECT_TRUE(reports(problems, "actions.zero-3.params", "expected an object, found an array"));
    EXPECT_TRUE(reports(problems, "actions.lora.params.rank", "\"sixteen\"; expected a number from 1 to 4096"));
    EXPECT_TRUE(reports(problems, "actions.lora.complexity", "1 to 5"));
}

// The parameters reach the change typed: the shipped tree's ZeRO-3 action carries stage 3.
TEST(TriageTree, ActionParametersAreTypedWhenLoaded)
{
    const auto& tree = model::builtinTriageTree();
    const model::TriageAction* zero3 = tree.action("zero-3");
    ASSERT_NE(zero3, nullptr);
    EXPECT_EQ(zero3->params.number("stage", 0), 3);
    const model::TriageAction* offload = tree.action("offload-optimizer");
    ASSERT_NE(offload, nullptr);
    EXPECT_FALSE(offload->params.wordList("what").empty());
    EXPECT_FALSE(offload->params.word("target").empty());
}
