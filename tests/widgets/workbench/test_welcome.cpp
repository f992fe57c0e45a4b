// The first screen: the welcome card says what the job on screen shows, in the estimate's own
// numbers, names the widest segment as the lesson and opens its largest term in the inspector;
// it follows the edits while it is up and never covers the ledger's bars at 1600 × 1000. The
// tour of the window shows one visible part at a time, its note beside the part, not over it.
#include <QApplication>
#include <QLabel>
#include <QSignalSpy>
#include <QTabWidget>
#include <gtest/gtest.h>

#include "model/service/scenario_request.h"
#include "tests/widgets/widget_rig.h"
#include "widgets/common/quantity_text.h"
#include "widgets/common/vocabulary.h"
#include "widgets/workbench/welcome_card.h"
#include "widgets/workbench/window_tour.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

TEST(WelcomeCard, TheLessonIsTheWidestSegmentAtThePeakAndItsLargestTerm)
{
    const model::Estimate e = model::estimate(model::startingScenario(*presets()));
    ASSERT_TRUE(e.valid());
    const LedgerLesson lesson = ledgerLesson(e);
    const model::StageLedger& worst = e.worst();
    EXPECT_EQ(lesson.stage, e.worstStage);
    for (int c = 0; c < model::kCategoryCount; ++c)
        EXPECT_GE(lesson.bytes, worst.atPeak[static_cast<std::size_t>(c)]);
    EXPECT_EQ(lesson.bytes, worst.atPeak[static_cast<std::size_t>(lesson.category)]);
    ASSERT_GE(lesson.term, 0);
    const model::Term& term = worst.terms[static_cast<std::size_t>(lesson.term)];
    EXPECT_EQ(term.category, lesson.category);
    for (const model::Term& other : worst.terms) {
        if (other.category == lesson.category && model::countsAtPeak(worst, other)) {
            EXPECT_LE(other.bytes, term.bytes);
        }
    }
    // Every category has its lesson and a guide page.
    for (int c = 0; c < model::kCategoryCount; ++c) {
        EXPECT_FALSE(categoryLesson(static_cast<model::Category>(c)).isEmpty());
        EXPECT_GE(guidePageFor(static_cast<model::Category>(c)), 0);
    }
}

TEST(WelcomeCard, TheFirstScreenSaysWhatItTeachesInTheLedgersNumbers)
{
    WidgetRig rig;
    rig.start(model::startingScenario(*presets()));
    rig.bench.resize(1600, 1000);
    rig.bench.show();
    rig.settle();
    rig.bench.balanceSplit();
    rig.bench.showWelcome();
    rig.settle();
    WelcomeCard* card = rig.bench.welcomeCard();
    ASSERT_NE(card, nullptr);
    ASSERT_TRUE(card->isVisible());
    const EstimatePtr shown = rig.ledger.shownEstimate();
    ASSERT_TRUE(shown && shown->valid());
    const LedgerLesson lesson = ledgerLesson(*shown);
    const QString text = card->text();
    EXPECT_TRUE(text.contains(formatBytes(shown->worst().total, ByteUnit::GiB))) << text.toStdString();
    EXPECT_TRUE(text.contains(categoryName(lesson.category))) << text.toStdString();
    EXPECT_TRUE(text.contains(formatBytes(lesson.bytes, ByteUnit::GiB))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Llama 3.1 8B"))) << text.toStdString();
    EXPECT_EQ(shown->fits, !text.contains(WelcomeCard::tr("Welcome: why does this job not fit?")));
    // The lesson's largest term is the one inspected, and ringed on the bar.
    EXPECT_EQ(rig.inspector.selectedLedger(), lesson.stage);
    EXPECT_EQ(rig.inspector.selectedTerm(), lesson.term);
    EXPECT_EQ(rig.ledger.highlightedTerm(), lesson.term);
    // Inside the workbench, clear of every bar of the ledger.
    const QRect inBench = card->geometry();
    EXPECT_TRUE(rig.bench.rect().contains(inBench));
    for (const LedgerBar& bar : rig.ledger.ledgerLayout().bars) {
        const QRect mapped(rig.ledger.mapTo(&rig.bench, bar.rect.toRect().topLeft()), bar.rect.toRect().size());
        EXPECT_FALSE(mapped.intersects(inBench));
    }
    // An edit while it is up rewrites it in the new numbers.
    rig.session.edit(QStringLiteral("training.seq"), QStringLiteral("seq"), [](model::Scenario& s) { s.training.seq = 1024; });
    rig.settle();
    EXPECT_TRUE(card->text().contains(formatBytes(rig.ledger.shownEstimate()->worst().total, ByteUnit::GiB)));
    // Its buttons hand the tour, the guide and the triage to the window.
    QSignalSpy tour(&rig.bench, &Workbench::tourRequested);
    QSignalSpy guide(&rig.bench, &Workbench::guideRequested);
    emit card->guideRequested(card->guidePage());
    emit card->tourRequested();
    EXPECT_EQ(tour.count(), 1);
    ASSERT_EQ(guide.count(), 1);
    EXPECT_EQ(guide.front().front().toInt(), guidePageFor(lesson.category));
}

// Opened on inputs the engine refuses, the card says so instead of staying blank.
TEST(WelcomeCard, InvalidInputsAreSaidNotLeftBlank)
{
    WidgetRig rig;
    model::Scenario invalid = model::startingScenario(*presets());
    invalid.parallel.tp = 3;   // 32 heads
    rig.start(invalid);
    rig.bench.resize(1280, 720);
    rig.bench.show();
    rig.settle();
    ASSERT_FALSE(rig.session.snapshot()->valid());
    rig.bench.showWelcome();
    ASSERT_NE(rig.bench.welcomeCard(), nullptr);
    EXPECT_TRUE(rig.bench.welcomeCard()->text().contains(WelcomeCard::tr("Welcome to MemLedger")));
    EXPECT_TRUE(rig.bench.welcomeCard()->text().contains(QStringLiteral("problems")))
        << rig.bench.welcomeCard()->text().toStdString();
}

TEST(WindowTour, ShowsEachVisiblePartWithItsNoteBesideIt)
{
    QWidget window;
    window.resize(1000, 700);
    auto* left = new QLabel(QStringLiteral("left"), &window);
    left->setGeometry(0, 0, 300, 700);
    auto* hidden = new QLabel(QStringLiteral("hidden"), &window);
    hidden->setGeometry(300, 0, 100, 100);
    auto* middle = new QLabel(QStringLiteral("middle"), &window);
    middle->setGeometry(300, 200, 700, 500);
    window.show();
    hidden->hide();
    WindowTour tour(&window, {{left, QStringLiteral("Left"), QStringLiteral("the left part")},
                              {hidden, QStringLiteral("Hidden"), QStringLiteral("passed over")},
                              {middle, QStringLiteral("Middle"), QStringLiteral("the middle part")}});
    QSignalSpy finished(&tour, &WindowTour::finished);
    ASSERT_TRUE(tour.start());
    EXPECT_EQ(tour.current(), 0);
    EXPECT_EQ(tour.geometry(), window.rect());
    int ordinal = 0;
    for (const int expected : {0, 2}) {
        EXPECT_EQ(tour.current(), expected);
        EXPECT_TRUE(tour.isVisible());
        // Counted among the parts on screen: the hidden one is not part of the tour.
        EXPECT_EQ(tour.positionText(), WindowTour::tr("%1 of %2").arg(++ordinal).arg(2));
        const QRect target = tour.targetRect();
        EXPECT_FALSE(target.isEmpty());
        EXPECT_TRUE(window.rect().contains(tour.noteRect()));
        EXPECT_FALSE(tour.noteRect().intersects(target)) << expected;
        tour.next();
    }
    EXPECT_EQ(tour.current(), -1);
    EXPECT_EQ(finished.count(), 1);
    EXPECT_FALSE(tour.isVisible());
    // Nothing visible: no tour.
    left->hide();
    middle->hide();
    EXPECT_FALSE(tour.start());
}
