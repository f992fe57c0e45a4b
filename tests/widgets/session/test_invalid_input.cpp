// An invalid layout shows the engine's message in place and keeps the last valid
// ledger on screen, greyed (issue 3 acceptance).
#include <QDoubleSpinBox>
#include <gtest/gtest.h>

#include "tests/widgets/widget_rig.h"
#include "widgets/common/problem_marker.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

TEST(InvalidInput, ShowsTheEnginesMessageAndKeepsTheLastLedger)
{
    WidgetRig rig;
    rig.start(seventyB());
    const EstimatePtr valid = rig.ledger.shownEstimate();
    ASSERT_TRUE(valid && valid->valid());

    rig.form.slider(QStringLiteral("parallel.tp"))->spinBox()->setValue(3);   // 64 heads are not divisible by 3
    rig.settle();

    model::Scenario bad = seventyB();
    bad.parallel.tp = 3;
    const auto problems = model::validate(bad);
    ASSERT_FALSE(problems.empty());
    const QString message = QString::fromStdString(problems.front().message);
    EXPECT_EQ(QString::fromStdString(problems.front().field), QStringLiteral("parallel.tp"));
    EXPECT_TRUE(rig.form.problemText(QStringLiteral("parallel.tp")).contains(message));
    EXPECT_TRUE(hasProblem(rig.form.editor(QStringLiteral("parallel.tp"))));
    EXPECT_EQ(rig.ledger.shownEstimate(), valid);
    EXPECT_TRUE(rig.ledger.isStale());
    EXPECT_TRUE(rig.headline.detailText().contains(message.toHtmlEscaped()));

    rig.form.slider(QStringLiteral("parallel.tp"))->spinBox()->setValue(4);
    rig.settle();
    EXPECT_FALSE(rig.ledger.isStale());
    EXPECT_FALSE(hasProblem(rig.form.editor(QStringLiteral("parallel.tp"))));
    EXPECT_TRUE(rig.form.problemText(QStringLiteral("parallel.tp")).isEmpty());
}
