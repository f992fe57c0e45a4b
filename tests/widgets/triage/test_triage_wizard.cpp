// The OOM triage wizard (issue 5): auto mode walks through the results hub and
// previews each step through the session's preview, outside the undo stack; accept
// commits it as one undoable step, skip rolls it back, undo takes back an accepted
// one. Guided mode walks the tree on the user's answers.
#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QUndoStack>
#include <QWheelEvent>
#include <gtest/gtest.h>

#include "model/io/scenario_json.h"
#include "model/service/scenario_request.h"
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
    model::Scenario scenario = model::startingScenario(*presets());
    std::vector<model::Problem> problems;
    model::readScenario(presets()->scenarios.at(id).document, *presets(), scenario, problems);
    EXPECT_TRUE(problems.empty());
    return scenario;
}

std::string proposed(const TriageController& controller)
{
    return controller.proposal() ? controller.proposal()->action : std::string("(none)");
}

// A session on a preset scenario, its results hub and the wizard's controller.
struct Wizard {
    explicit Wizard(const std::string& preset) : hub(&session), controller(&session, &hub)
    {
        session.resetScenario(scenarioPreset(preset));
        session.flush();
    }
    void settle() { ASSERT_TRUE(hub.settle()); }

    ScenarioSession session;
    ResultsHub hub;
    TriageController controller;
};

}  // namespace

TEST(TriageWizard, PreviewsOutsideTheUndoStackAndSkipRollsItBack)
{
    Wizard w("7b-full-finetune-24gb-s8192");
    w.controller.start();
    EXPECT_TRUE(w.controller.walking());   // off the GUI thread
    EXPECT_EQ(w.controller.proposal(), nullptr);
    w.settle();
    EXPECT_EQ(proposed(w.controller), "adamw-8bit");
    EXPECT_EQ(w.session.scenario().training.optimizer, model::Optimizer::AdamW8bit);            // previewed
    EXPECT_EQ(w.session.committedScenario().training.optimizer, model::Optimizer::AdamW);       // not committed
    EXPECT_EQ(w.session.undoStack()->count(), 0);
    ASSERT_TRUE(w.session.snapshot()->preview);
    EXPECT_EQ(w.session.snapshot()->scenario.training.optimizer, model::Optimizer::AdamW8bit);   // what the views show
    w.controller.skip();
    EXPECT_EQ(w.session.scenario().training.optimizer, model::Optimizer::AdamW);                 // rolled back
    w.settle();
    // Without the 8-bit optimizer the states stay the problem, and the branch's next step
    // helps: with the allocator simulated, full recomputation leaves fewer backward blocks
    // cached at the optimizer step's peak (fragmentation 8.7 → 2.1 GiB on the unbounded replay).
    EXPECT_EQ(proposed(w.controller), "recompute-full");
    EXPECT_EQ(w.session.scenario().memory.recompute, model::Recompute::Full);
    EXPECT_EQ(w.session.undoStack()->count(), 0);
}

TEST(TriageWizard, AcceptCommitsOneUndoableStepAndUndoTakesItBack)
{
    Wizard w("7b-full-finetune-24gb-s8192");
    const auto original = model::scenarioToJson(w.session.scenario());
    w.controller.start();
    w.settle();
    w.controller.accept();
    w.settle();
    ASSERT_EQ(w.controller.accepted().size(), 1u);
    EXPECT_EQ(w.session.committedScenario().training.optimizer, model::Optimizer::AdamW8bit);   // kept
    EXPECT_EQ(w.session.undoStack()->count(), 1);
    EXPECT_EQ(proposed(w.controller), "recompute-full");                                       // next one previewed
    EXPECT_TRUE(w.session.previewing());
    w.controller.undo();
    w.settle();
    EXPECT_TRUE(w.controller.running());   // its own undo does not stop the walk
    EXPECT_TRUE(w.controller.accepted().empty());
    EXPECT_EQ(proposed(w.controller), "adamw-8bit");
    w.controller.stop();
    EXPECT_FALSE(w.session.previewing());
    EXPECT_EQ(model::scenarioToJson(w.session.scenario()), original);
    EXPECT_EQ(w.session.undoStack()->index(), 0);
}

TEST(TriageWizard, WalksToTheEndAndSummarisesThePath)
{
    Wizard w("7b-full-finetune-24gb-s8192");
    TriageAutoView view(&w.controller);
    w.controller.start();
    w.settle();
    while (w.controller.proposal()) {
        view.acceptButton()->click();
        w.settle();
    }
    EXPECT_TRUE(w.controller.finished());
    const auto path = w.controller.path();
    EXPECT_EQ(path.actions(),
              (std::vector<std::string>{"adamw-8bit", "recompute-full", "offload-optimizer", "offload-parameters"}));
    EXPECT_TRUE(path.fits());
    EXPECT_LE(path.totalAfter, path.capacity);
    EXPECT_EQ(w.session.undoStack()->index(), 4);   // one undoable edit per accepted step
    EXPECT_FALSE(w.session.previewing());
    const QString markdown = view.summaryMarkdown();
    EXPECT_TRUE(markdown.contains(QStringLiteral("| 4 |")));
    EXPECT_TRUE(markdown.contains(QStringLiteral("8-bit AdamW")));
    EXPECT_FALSE(view.summaryLabel()->text().isEmpty());
}

TEST(TriageWizard, AJobThatFitsGetsNoProposal)
{
    Wizard w("qlora-7b-rtx4090");
    w.controller.start();
    w.settle();
    EXPECT_EQ(w.controller.proposal(), nullptr);
    EXPECT_TRUE(w.controller.finished());
    EXPECT_EQ(w.controller.latest().stop, model::TriageStop::AlreadyFits);
    EXPECT_FALSE(w.session.previewing());
    EXPECT_EQ(w.session.undoStack()->count(), 0);   // nothing was changed
}

TEST(TriageWizard, AnEditElsewhereStopsTheWalkAndKeepsWhatWasShown)
{
    Wizard w("7b-full-finetune-24gb-s8192");
    w.controller.start();
    w.settle();
    w.session.edit(QStringLiteral("training.seq"), QStringLiteral("seq"), [](model::Scenario& s) { s.training.seq = 2048; });
    EXPECT_FALSE(w.controller.running());
    EXPECT_TRUE(w.controller.interrupted());
    // The edit applied to what was shown: the preview became a step of its own under it.
    EXPECT_EQ(w.session.undoStack()->count(), 2);
    EXPECT_EQ(w.session.scenario().training.optimizer, model::Optimizer::AdamW8bit);
    EXPECT_EQ(w.session.scenario().training.seq, 2048);
}

TEST(TriageWizard, AnUndoElsewhereDropsThePreviewAndStopsTheWalk)
{
    Wizard w("7b-full-finetune-24gb-s8192");
    w.session.edit(QStringLiteral("training.seq"), QStringLiteral("seq"), [](model::Scenario& s) { s.training.seq = 4096; });
    w.controller.start();
    w.settle();
    ASSERT_TRUE(w.session.previewing());
    w.session.undoStack()->undo();
    EXPECT_FALSE(w.session.previewing());
    EXPECT_TRUE(w.controller.interrupted());
    EXPECT_EQ(w.session.scenario().training.seq, 8192);
    EXPECT_EQ(w.session.scenario().training.optimizer, model::Optimizer::AdamW);
}

TEST(TriageWizard, TheProposalShowsTheTreeTextInTheChosenLanguage)
{
    Wizard w("7b-full-finetune-24gb-s8192");
    TriagePanel panel(&w.session, &w.hub);
    panel.controller()->start();
    w.settle();
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
    Wizard w("7b-full-finetune-24gb-s8192");
    TriagePanel panel(&w.session, &w.hub);
    panel.resize(380, 420);   // a dock on a 1280 × 720 screen
    panel.show();
    panel.controller()->start();
    w.settle();
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
