// The OOM triage wizard (issue 5): auto mode previews each step on the live
// session, accept / skip / undo go through the undo stack; guided mode walks the
// tree on the user's answers.
#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QUndoStack>
#include <QWheelEvent>
#include <gtest/gtest.h>

#include "model/io/scenario_json.h"
#include "tests/widgets/widget_rig.h"
#include "widgets/common/flow_text.h"
#include "widgets/session/scenario_file.h"
#include "widgets/triage/triage_auto_view.h"
#include "widgets/triage/triage_controller.h"
#include "widgets/triage/triage_guided_view.h"
#include "widgets/triage/triage_panel.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

namespace {

model::Scenario scenarioPreset(const std::string& id)
{
    model::Scenario scenario = defaultScenario(*presets());
    std::vector<model::Problem> problems;
    model::readScenario(presets()->scenarios.at(id).document, *presets(), scenario, problems);
    EXPECT_TRUE(problems.empty());
    return scenario;
}

std::string proposed(const TriageController& controller)
{
    return controller.proposal() ? controller.proposal()->action : std::string("(none)");
}

}  // namespace

TEST(TriageWizard, PreviewsOnTheLiveSessionAndSkipTakesItBack)
{
    ScenarioSession session;
    session.resetScenario(scenarioPreset("7b-full-finetune-24gb-s8192"));
    TriageController controller(&session);
    controller.start();
    EXPECT_EQ(proposed(controller), "adamw-8bit");
    EXPECT_EQ(session.scenario().training.optimizer, model::Optimizer::AdamW8bit);   // previewed
    controller.skip();
    EXPECT_EQ(session.scenario().training.optimizer, model::Optimizer::AdamW);       // taken back
    EXPECT_EQ(proposed(controller), "recompute-full");
    EXPECT_EQ(session.scenario().memory.recompute, model::Recompute::Full);
}

TEST(TriageWizard, AcceptKeepsAndUndoRestoresThroughTheUndoStack)
{
    ScenarioSession session;
    const auto original = scenarioPreset("7b-full-finetune-24gb-s8192");
    session.resetScenario(original);
    TriageController controller(&session);
    controller.start();
    controller.accept();
    ASSERT_EQ(controller.accepted().size(), 1u);
    EXPECT_EQ(session.scenario().training.optimizer, model::Optimizer::AdamW8bit);   // kept
    EXPECT_EQ(proposed(controller), "recompute-full");                                // next one previewed
    controller.undo();
    EXPECT_TRUE(controller.accepted().empty());
    EXPECT_EQ(proposed(controller), "adamw-8bit");
    controller.stop();
    EXPECT_EQ(model::scenarioToJson(session.scenario()), model::scenarioToJson(original));
    EXPECT_EQ(session.undoStack()->index(), 0);
}

TEST(TriageWizard, WalksToTheEndAndSummarisesThePath)
{
    ScenarioSession session;
    session.resetScenario(scenarioPreset("7b-full-finetune-24gb-s8192"));
    TriageController controller(&session);
    TriageAutoView view(&controller);
    controller.start();
    while (controller.proposal())
        view.acceptButton()->click();
    EXPECT_TRUE(controller.finished());
    const auto path = controller.path();
    EXPECT_EQ(path.actions(),
              (std::vector<std::string>{"adamw-8bit", "recompute-full", "offload-optimizer", "offload-parameters"}));
    EXPECT_TRUE(path.fits());
    EXPECT_LE(path.totalAfter, path.capacity);
    EXPECT_EQ(session.undoStack()->index(), 4);   // one undoable edit per accepted step
    const QString markdown = view.summaryMarkdown();
    EXPECT_TRUE(markdown.contains(QStringLiteral("| 4 |")));
    EXPECT_TRUE(markdown.contains(QStringLiteral("8-bit AdamW")));
    EXPECT_FALSE(view.summaryLabel()->text().isEmpty());
}

TEST(TriageWizard, AJobThatFitsGetsNoProposal)
{
    ScenarioSession session;
    session.resetScenario(scenarioPreset("qlora-7b-rtx4090"));
    TriageController controller(&session);
    controller.start();
    EXPECT_EQ(controller.proposal(), nullptr);
    EXPECT_TRUE(controller.finished());
    EXPECT_EQ(controller.latest().stop, model::TriageStop::AlreadyFits);
    EXPECT_EQ(session.undoStack()->count(), 0);   // nothing was changed
}

TEST(TriageWizard, AnEditElsewhereStopsTheWalk)
{
    ScenarioSession session;
    session.resetScenario(scenarioPreset("7b-full-finetune-24gb-s8192"));
    TriageController controller(&session);
    controller.start();
    session.edit(QStringLiteral("training.seq"), QStringLiteral("seq"), [](model::Scenario& s) { s.training.seq = 2048; });
    EXPECT_FALSE(controller.running());
    EXPECT_TRUE(controller.interrupted());
}

TEST(TriageWizard, TheProposalShowsTheTreeTextInTheChosenLanguage)
{
    ScenarioSession session;
    session.resetScenario(scenarioPreset("7b-full-finetune-24gb-s8192"));
    TriagePanel panel(&session);
    panel.controller()->start();
    panel.autoView()->setLanguage(model::Language::En);
    EXPECT_TRUE(panel.autoView()->proposalLabel()->text().contains(QStringLiteral("8-bit AdamW")));
    EXPECT_TRUE(panel.autoView()->proposalLabel()->text().contains(QStringLiteral("Dettmers")));
    panel.autoView()->setLanguage(model::Language::Zh);
    EXPECT_TRUE(panel.autoView()->proposalLabel()->text().contains(QStringLiteral("质量损失极小")));
}

TEST(TriageWizard, GuidedModeFollowsTheAnswers)
{
    TriageGuidedView guided(model::builtinTriageTree());
    EXPECT_EQ(guided.current(), "fits");
    guided.choose("no");
    EXPECT_EQ(guided.current(), "free-defaults");
    guided.next();
    EXPECT_EQ(guided.current(), "when");
    guided.choose("sporadic");
    EXPECT_EQ(guided.current(), "fragmentation");
    guided.back();
    EXPECT_EQ(guided.current(), "when");
    guided.choose("optimizer-step");
    guided.choose("single");
    EXPECT_EQ(guided.current(), "states");
    guided.choose("bogus");   // not an answer: stays
    EXPECT_EQ(guided.current(), "states");
}

TEST(TriageWizard, AcceptAndSkipStayInViewInAShortPanel)
{
    ScenarioSession session;
    session.resetScenario(scenarioPreset("7b-full-finetune-24gb-s8192"));
    TriagePanel panel(&session);
    panel.resize(380, 420);   // a dock on a 1280 × 720 screen
    panel.show();
    panel.controller()->start();
    QApplication::processEvents();
    QPushButton* accept = panel.autoView()->acceptButton();
    ASSERT_TRUE(accept->isVisible());
    EXPECT_TRUE(accept->isEnabled());
    // Inside the panel's visible rectangle, not somewhere down a scroll area.
    const QRect shown(accept->mapTo(&panel, QPoint(0, 0)), accept->size());
    EXPECT_TRUE(panel.rect().contains(shown)) << shown.y() << " in " << panel.height();
    EXPECT_TRUE(panel.autoView()->skipButton()->isVisible());
}

TEST(TriageWizard, ALongTokenWrapsInsteadOfWideningThePanel)
{
    FlowText text;
    text.setText(QStringLiteral("Set <code>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True,garbage_collection_threshold:0.8</code> "
                                "before the first CUDA call."));
    EXPECT_LE(text.minimumSizeHint().width(), 60);
    const int narrow = text.heightForWidth(150), wide = text.heightForWidth(1200);
    EXPECT_GT(narrow, wide);    // broken onto more lines, not cut
    EXPECT_TRUE(text.toPlainText().contains(QStringLiteral("PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True")));   // copies as is
}


TEST(TriageWizard, TheWheelOverTheTextScrollsThePanel)
{
    // FlowText has no scroll bar of its own: a wheel notch over it must reach the panel's.
    FlowText text;
    text.resize(300, 200);
    text.setText(QStringLiteral("<p>One short line.</p>"));
    text.show();
    QApplication::processEvents();
    const QPointF at(20, 10);
    QWheelEvent wheel(at, text.mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(text.viewport(), &wheel);
    EXPECT_FALSE(wheel.isAccepted());
}
