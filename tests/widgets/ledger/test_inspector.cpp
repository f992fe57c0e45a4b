// The inspector lists every term and jumps to the one a click on the ledger names;
// a term picked in the inspector is highlighted in the ledger (issue 3, two-way link);
// the activation drill-down marks what selective recomputation drops.
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QTreeWidget>
#include <gtest/gtest.h>

#include "model/core/term.h"
#include "tests/widgets/widget_rig.h"
#include "widgets/common/quantity_text.h"
#include "widgets/common/vocabulary.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

TEST(Inspector, ListsEveryTermOfEveryStage)
{
    WidgetRig rig;
    rig.start(seventyB());
    const auto& e = *rig.session.snapshot()->estimate;
    ASSERT_EQ(rig.inspector.tree()->topLevelItemCount(), static_cast<int>(e.stages.size()));
    for (int i = 0; i < rig.inspector.tree()->topLevelItemCount(); ++i)
        EXPECT_EQ(rig.inspector.tree()->topLevelItem(i)->childCount(), static_cast<int>(e.stages[static_cast<std::size_t>(i)].terms.size()));
}

TEST(Inspector, AClickOnTheLedgerSelectsTheTerm)
{
    WidgetRig rig;
    QObject::connect(&rig.ledger, &LedgerView::termActivated, &rig.inspector, &FormulaInspector::selectTerm);
    rig.start(seventyB());
    const auto& bar = rig.ledger.ledgerLayout().bars[1];
    const auto& slice = bar.segments[3 < bar.segments.size() ? 3 : 0].slices.front();
    emit rig.ledger.termActivated(bar.ledger, slice.termIndex);
    const auto* item = rig.inspector.tree()->currentItem();
    ASSERT_NE(item, nullptr);
    const auto& term = rig.session.snapshot()->estimate->stages[1].terms[static_cast<std::size_t>(slice.termIndex)];
    EXPECT_EQ(item->text(FormulaInspector::LabelColumn), QString::fromUtf8(term.label));
    EXPECT_EQ(item->data(FormulaInspector::BytesColumn, FormulaInspector::BytesRole).toDouble(), term.bytes);
    EXPECT_TRUE(rig.inspector.detailsHtml().contains(QString::fromUtf8(term.source).toHtmlEscaped().left(20)));
}

namespace {

// What a user does: make a term the tree's current item (not through selectTerm).
void pick(WidgetRig& rig, int topLevel, int term)
{
    rig.inspector.tree()->setCurrentItem(rig.inspector.tree()->topLevelItem(topLevel)->child(term));
}

int termIndex(const model::StageLedger& stage, const char* id)
{
    for (std::size_t i = 0; i < stage.terms.size(); ++i)
        if (std::string(stage.terms[i].id) == id)
            return static_cast<int>(i);
    return -1;
}

}  // namespace

TEST(Inspector, PickingATermHighlightsItsCategoryAndShareInTheLedger)
{
    WidgetRig rig;   // its workbench wires ledger ⇄ inspector as the window's does
    rig.start(seventyB());
    // A category made of several terms, so the term's share is a part of its segment.
    const LedgerBar* bar = nullptr;
    const LedgerSegment* segment = nullptr;
    for (const auto& b : rig.ledger.ledgerLayout().bars)
        for (const auto& seg : b.segments)
            if (!segment && seg.slices.size() >= 2 && seg.slices.back().rect.width() >= 3) {
                bar = &b;
                segment = &seg;
            }
    ASSERT_NE(segment, nullptr);
    const int stageIndex = bar->ledger;
    const int index = segment->slices.back().termIndex;
    const auto& stage = rig.session.snapshot()->estimate->stages[static_cast<std::size_t>(stageIndex)];
    const auto& term = stage.terms[static_cast<std::size_t>(index)];
    const QImage before = rig.ledger.grab().toImage();
    pick(rig, stageIndex, index);
    EXPECT_EQ(rig.ledger.highlightedLedger(), stageIndex);
    EXPECT_EQ(rig.ledger.highlightedTerm(), index);
    const TermHighlight h = rig.ledger.termHighlight();
    ASSERT_NE(h.segment, nullptr);
    EXPECT_EQ(h.bar->ledger, stageIndex);
    EXPECT_EQ(h.segment->category, term.category);
    EXPECT_EQ(h.segment->bytes, stage.atPeak[static_cast<std::size_t>(term.category)]);
    EXPECT_LT(h.slice->rect.width(), h.segment->rect.width());
    EXPECT_NEAR(h.slice->rect.width(), h.segment->rect.width() * term.bytes / h.segment->bytes, 1e-9);
    EXPECT_TRUE(h.segment->rect.adjusted(-1e-9, 0, 1e-9, 0).contains(h.slice->rect));
    EXPECT_NE(rig.ledger.grab().toImage(), before);   // and it is painted
}

TEST(Inspector, AHostRamTermHighlightsTheOffloadBar)
{
    WidgetRig rig;
    model::Scenario s = seventyB();
    s.memory.offload.optimizer = model::OffloadTarget::Cpu;
    rig.start(s);
    const auto& e = *rig.session.snapshot()->estimate;
    ASSERT_FALSE(e.host.terms.empty());
    const int hostRow = static_cast<int>(e.stages.size());
    ASSERT_EQ(rig.inspector.tree()->topLevelItem(hostRow)->data(0, FormulaInspector::LedgerRole).toInt(), kHostLedger);
    pick(rig, hostRow, 0);
    const TermHighlight h = rig.ledger.termHighlight();
    ASSERT_NE(h.bar, nullptr);
    EXPECT_EQ(h.bar->ledger, kHostLedger);
    EXPECT_EQ(h.bar, &rig.ledger.ledgerLayout().offloadBars.front());
    EXPECT_EQ(h.segment->category, e.host.terms.front().category);
}

TEST(Inspector, SelectingFromTheLedgerOrTheInspectorDoesNotLoop)
{
    WidgetRig rig;
    rig.start(seventyB());
    QSignalSpy clicks(&rig.ledger, &LedgerView::termActivated);
    QSignalSpy picks(&rig.inspector, &FormulaInspector::termSelected);
    const auto& slice = rig.ledger.ledgerLayout().bars[1].segments.front().slices.front();
    QTest::mouseClick(&rig.ledger, Qt::LeftButton, {}, slice.rect.center().toPoint());
    EXPECT_EQ(clicks.count(), 1);
    EXPECT_EQ(picks.count(), 0);   // programmatic selection is not echoed back
    EXPECT_EQ(rig.inspector.selectedLedger(), 1);
    EXPECT_EQ(rig.inspector.selectedTerm(), slice.termIndex);
    EXPECT_EQ(rig.ledger.highlightedTerm(), slice.termIndex);
    pick(rig, 3, 1);
    EXPECT_EQ(picks.count(), 1);
    EXPECT_EQ(clicks.count(), 1);
    EXPECT_EQ(picks.front(), (QList<QVariant>{3, 1}));
    EXPECT_EQ(rig.ledger.highlightedLedger(), 3);
    rig.inspector.setUnit(ByteUnit::GB);   // a rebuild keeps the term quietly
    rig.inspector.selectTermById(QStringLiteral("weights"));
    EXPECT_EQ(picks.count(), 1);
    EXPECT_EQ(clicks.count(), 1);
}

TEST(Inspector, ATermNotLiveAtThePeakGetsANoteInsteadOfAHighlight)
{
    WidgetRig rig;
    rig.start(seventyB());
    const auto& e = *rig.session.snapshot()->estimate;
    int stageIndex = -1;
    int dormant = -1;
    for (std::size_t s = 0; s < e.stages.size() && dormant < 0; ++s)
        for (std::size_t i = 0; i < e.stages[s].terms.size() && dormant < 0; ++i)
            if (!model::countsAtPeak(e.stages[s], e.stages[s].terms[i]) && e.stages[s].terms[i].bytes > 0) {
                stageIndex = static_cast<int>(s);
                dormant = static_cast<int>(i);
            }
    ASSERT_GE(dormant, 0);   // e.g. the last stage's forward-only logits
    const auto& stage = e.stages[static_cast<std::size_t>(stageIndex)];
    pick(rig, stageIndex, dormant);
    EXPECT_EQ(rig.ledger.highlightedTerm(), dormant);
    EXPECT_EQ(rig.ledger.termHighlight().segment, nullptr);
    // The note names the stage's peak instant in the common vocabulary.
    const QString note = FormulaInspector::tr("Not live at the peak (%1)").arg(instantName(stage.peakInstant));
    EXPECT_TRUE(rig.inspector.detailsHtml().contains(note.toHtmlEscaped()));
    pick(rig, stageIndex, termIndex(stage, "activations_layers"));
    EXPECT_NE(rig.ledger.termHighlight().segment, nullptr);
    EXPECT_FALSE(rig.inspector.detailsHtml().contains(note.toHtmlEscaped()));
}

TEST(ActivationDrillDown, MarksTheTensorsSelectiveRecomputeDrops)
{
    WidgetRig rig;
    rig.start(seventyB());
    const auto& inv = rig.session.snapshot()->estimate->denseInventory;
    ASSERT_EQ(rig.activations.table()->rowCount(), static_cast<int>(inv.tensors.size()));
    int marked = 0;
    for (int r = 0; r < rig.activations.table()->rowCount(); ++r) {
        const bool dropped = !rig.activations.table()->item(r, ActivationTable::RecomputeColumn)->text().isEmpty();
        EXPECT_EQ(dropped, inv.tensors[static_cast<std::size_t>(r)].droppedBySelective);
        marked += dropped;
    }
    EXPECT_GT(marked, 0);
}

// A slider step that changes bytes, not which terms exist, updates the rows in place: the
// ledger the user opened stays open and the same items show the new bytes.
TEST(Inspector, AnEditThatKeepsTheTermsUpdatesTheRowsInPlace)
{
    WidgetRig rig;
    rig.start(seventyB());
    QTreeWidget* tree = rig.inspector.tree();
    const int worst = rig.session.snapshot()->estimate->worstStage;
    const int opened = worst == 0 ? 1 : 0;
    tree->topLevelItem(opened)->setExpanded(true);
    const int layers = termIndex(rig.session.snapshot()->estimate->stages[static_cast<std::size_t>(opened)],
                                 "activations_layers");
    ASSERT_GE(layers, 0);
    const QTreeWidgetItem* row = tree->topLevelItem(opened)->child(layers);
    const double before = row->data(FormulaInspector::BytesColumn, FormulaInspector::BytesRole).toDouble();
    rig.session.edit(QStringLiteral("training.seq"), QStringLiteral("seq"), [](model::Scenario& s) { s.training.seq *= 2; });
    rig.settle();
    const auto& term = rig.session.snapshot()->estimate->stages[static_cast<std::size_t>(opened)].terms[
        static_cast<std::size_t>(layers)];
    ASSERT_EQ(tree->topLevelItem(opened)->child(layers), row);   // the same item, not a new one
    EXPECT_TRUE(tree->topLevelItem(opened)->isExpanded());
    EXPECT_GT(term.bytes, before);   // the layers' activations grow with the sequence
    EXPECT_EQ(row->data(FormulaInspector::BytesColumn, FormulaInspector::BytesRole).toDouble(), term.bytes);
    EXPECT_EQ(row->text(FormulaInspector::BytesColumn), formatBytes(term.bytes, ByteUnit::GiB));
    EXPECT_EQ(row->text(FormulaInspector::ValuesColumn), QString::fromStdString(model::substitute(term)));
}

// A change that adds a term (recomputation's working set) lists it: the rows are rebuilt.
TEST(Inspector, AnEditThatChangesTheTermsRebuildsTheRows)
{
    WidgetRig rig;
    rig.start(seventyB());
    const auto count = [&] {
        int rows = 0;
        for (int i = 0; i < rig.inspector.tree()->topLevelItemCount(); ++i)
            rows += rig.inspector.tree()->topLevelItem(i)->childCount();
        return rows;
    };
    rig.session.edit(QStringLiteral("memory.recompute"), QStringLiteral("recompute"),
                     [](model::Scenario& s) { s.memory.recompute = model::Recompute::Full; });
    rig.settle();
    std::size_t terms = 0;
    for (const auto& stage : rig.session.snapshot()->estimate->stages)
        terms += stage.terms.size();
    EXPECT_EQ(count(), static_cast<int>(terms));
    for (const auto& stage : rig.session.snapshot()->estimate->stages)
        for (std::size_t i = 0; i < stage.terms.size(); ++i)
            EXPECT_EQ(rig.inspector.tree()->topLevelItem(stage.stage)->child(static_cast<int>(i))->text(
                          FormulaInspector::LabelColumn),
                      termLabel(stage.terms[i]));
}

// Rows of a collapsed ledger are not rewritten on each edit; opening it shows the
// current estimate, as does the selected term's ledger, collapsed or not.
TEST(Inspector, ACollapsedLedgerShowsTheCurrentEstimateWhenOpened)
{
    WidgetRig rig;
    rig.start(seventyB());
    QTreeWidget* tree = rig.inspector.tree();
    const int worst = rig.session.snapshot()->estimate->worstStage;
    const int closed = worst == 0 ? 1 : 0;
    ASSERT_FALSE(tree->topLevelItem(closed)->isExpanded());
    const int layers = termIndex(rig.session.snapshot()->estimate->stages[static_cast<std::size_t>(closed)],
                                 "activations_layers");
    ASSERT_GE(layers, 0);
    rig.session.edit(QStringLiteral("training.seq"), QStringLiteral("seq"), [](model::Scenario& s) { s.training.seq *= 2; });
    rig.settle();
    tree->topLevelItem(closed)->setExpanded(true);
    const auto& term = rig.session.snapshot()->estimate->stages[static_cast<std::size_t>(closed)].terms[
        static_cast<std::size_t>(layers)];
    const QTreeWidgetItem* row = tree->topLevelItem(closed)->child(layers);
    EXPECT_EQ(row->data(FormulaInspector::BytesColumn, FormulaInspector::BytesRole).toDouble(), term.bytes);
    EXPECT_EQ(row->text(FormulaInspector::BytesColumn), formatBytes(term.bytes, ByteUnit::GiB));
    EXPECT_EQ(row->text(FormulaInspector::ValuesColumn), QString::fromStdString(model::substitute(term)));

    // The selected term's ledger, collapsed by the user: the details quote its row.
    ASSERT_TRUE(rig.inspector.selectTerm(closed, layers));
    tree->topLevelItem(closed)->setExpanded(false);
    rig.session.edit(QStringLiteral("training.seq"), QStringLiteral("seq"), [](model::Scenario& s) { s.training.seq *= 2; });
    rig.settle();
    const auto& grown = rig.session.snapshot()->estimate->stages[static_cast<std::size_t>(closed)].terms[
        static_cast<std::size_t>(layers)];
    EXPECT_EQ(row->text(FormulaInspector::BytesColumn), formatBytes(grown.bytes, ByteUnit::GiB));
    EXPECT_TRUE(rig.inspector.detailsHtml().contains(formatBytes(grown.bytes, ByteUnit::GiB).toHtmlEscaped()));
}
