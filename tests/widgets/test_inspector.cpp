// The inspector lists every term and jumps to the one a click on the ledger names;
// the activation drill-down marks what selective recomputation drops.
#include <QTableWidget>
#include <QTreeWidget>
#include <gtest/gtest.h>

#include "widget_rig.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

TEST(Inspector, ListsEveryTermOfEveryStage)
{
    WidgetRig rig;
    rig.start(seventyB());
    const auto& e = *rig.session.estimate();
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
    const auto& term = rig.session.estimate()->stages[1].terms[static_cast<std::size_t>(slice.termIndex)];
    EXPECT_EQ(item->text(FormulaInspector::LabelColumn), QString::fromUtf8(term.label));
    EXPECT_EQ(item->data(FormulaInspector::BytesColumn, FormulaInspector::BytesRole).toDouble(), term.bytes);
    EXPECT_TRUE(rig.inspector.detailsHtml().contains(QString::fromUtf8(term.source).toHtmlEscaped().left(20)));
}

TEST(ActivationDrillDown, MarksTheTensorsSelectiveRecomputeDrops)
{
    WidgetRig rig;
    rig.start(seventyB());
    const auto& inv = rig.session.estimate()->denseInventory;
    ASSERT_EQ(rig.activations.table()->rowCount(), static_cast<int>(inv.tensors.size()));
    int marked = 0;
    for (int r = 0; r < rig.activations.table()->rowCount(); ++r) {
        const bool dropped = !rig.activations.table()->item(r, ActivationTable::RecomputeColumn)->text().isEmpty();
        EXPECT_EQ(dropped, inv.tensors[static_cast<std::size_t>(r)].attentionCore);
        marked += dropped;
    }
    EXPECT_GT(marked, 0);
}
