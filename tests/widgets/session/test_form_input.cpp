// Accidental edits of the controls (walk-through item 5): a wheel notch over an
// unfocused slider, spin box or combo box scrolls the panel and edits nothing; a
// number typed outside a control's range is kept, marked and not applied; Ctrl+Z
// undoes the scenario edit while a spin box has focus.
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QTest>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <gtest/gtest.h>

#include "tests/widgets/widget_rig.h"
#include "widgets/common/problem_marker.h"
#include "widgets/common/undo_shortcut.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

namespace {

// The text field inside a spin box (QAbstractSpinBox::lineEdit() is protected).
QLineEdit* editOf(QAbstractSpinBox* box)
{
    return box->findChild<QLineEdit*>();
}

// One notch down over the middle of `target`; true when `target` took it (accepted it).
bool wheelOver(QWidget* target)
{
    const QPointF at = QRectF(target->rect()).center();
    QWheelEvent wheel(at, target->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(target, &wheel);
    return wheel.isAccepted();
}

// The controls as the window docks them: in their scroll area, shorter than the form.
struct ScrolledForm {
    ScrolledForm() : scroll(*rig.bench.controls())
    {
        scroll.resize(420, 300);
        scroll.show();
        rig.start(seventyB());
    }

    WidgetRig rig;
    QScrollArea& scroll;
};

}  // namespace

TEST(FormInput, AWheelNotchOverAnUnfocusedSliderChangesNothing)
{
    ScrolledForm view;
    WidgetRig& rig = view.rig;
    ParamSlider* seq = rig.form.slider(QStringLiteral("training.seq"));
    auto* recompute = qobject_cast<QComboBox*>(rig.form.editor(QStringLiteral("memory.recompute")));
    ASSERT_TRUE(seq && recompute);
    const int before = rig.session.undoStack()->count();
    const int sliderAt = seq->slider()->value();
    const int comboAt = recompute->currentIndex();

    // Not taken: an ignored wheel event travels on to the parents, up to the scroll area.
    EXPECT_FALSE(wheelOver(seq->slider()));
    EXPECT_FALSE(wheelOver(seq->spinBox()));
    EXPECT_FALSE(wheelOver(recompute));
    rig.settle();

    EXPECT_EQ(seq->slider()->value(), sliderAt);
    EXPECT_EQ(recompute->currentIndex(), comboAt);
    EXPECT_EQ(rig.session.scenario().training.seq, 4096);
    EXPECT_EQ(rig.session.undoStack()->count(), before);
    // The panel itself scrolls with the wheel.
    wheelOver(view.scroll.viewport());
    EXPECT_GT(view.scroll.verticalScrollBar()->value(), 0);
}

TEST(FormInput, AFocusedSliderStillTakesTheWheel)
{
    ScrolledForm view;
    ParamSlider* seq = view.rig.form.slider(QStringLiteral("training.seq"));
    view.scroll.activateWindow();
    seq->slider()->setFocus();
    ASSERT_TRUE(seq->slider()->hasFocus());
    EXPECT_TRUE(wheelOver(seq->slider()));
    EXPECT_NE(view.rig.session.scenario().training.seq, 4096);
}

TEST(FormInput, TypedOutOfRangeIsShownAsAnErrorNotClamped)
{
    WidgetRig rig;
    rig.start(seventyB());
    QDoubleSpinBox* tp = rig.form.slider(QStringLiteral("parallel.tp"))->spinBox();
    editOf(tp)->selectAll();
    QTest::keyClicks(editOf(tp), QStringLiteral("2000"));
    EXPECT_EQ(editOf(tp)->text(), QStringLiteral("2000"));   // every key kept (was "20")
    QTest::keyClick(editOf(tp), Qt::Key_Return);
    rig.settle();

    EXPECT_EQ(rig.session.scenario().parallel.tp, 8);               // not applied, not clamped to 1024
    EXPECT_TRUE(hasProblem(tp));
    EXPECT_TRUE(rig.form.problemText(QStringLiteral("parallel.tp")).contains(QStringLiteral("2,000")));
    EXPECT_TRUE(rig.form.problemText(QStringLiteral("parallel.tp")).contains(QStringLiteral("1,024")));
    EXPECT_EQ(tp->text(), QStringLiteral("2,000"));

    QDoubleSpinBox* seq = rig.form.slider(QStringLiteral("training.seq"))->spinBox();
    editOf(seq)->selectAll();
    QTest::keyClicks(editOf(seq), QStringLiteral("20000000"));
    QTest::keyClick(editOf(seq), Qt::Key_Return);
    rig.settle();
    EXPECT_EQ(rig.session.scenario().training.seq, 4096);
    EXPECT_TRUE(hasProblem(seq));
    EXPECT_TRUE(hasProblem(tp));   // an estimate of another edit keeps the first mark

    // A value in range applies and clears the mark.
    editOf(tp)->selectAll();
    QTest::keyClicks(editOf(tp), QStringLiteral("4"));
    QTest::keyClick(editOf(tp), Qt::Key_Return);
    rig.settle();
    EXPECT_EQ(rig.session.scenario().parallel.tp, 4);
    EXPECT_FALSE(hasProblem(tp));
}

TEST(FormInput, TheArrowsStayInsideTheRange)
{
    ParamSlider tp(1, 64, ParamSlider::Scale::Pow2, 0);
    tp.setValue(64);
    tp.spinBox()->stepUp();
    EXPECT_EQ(tp.spinBox()->value(), 64);
    EXPECT_TRUE(tp.rangeProblem().isEmpty());
}

TEST(FormInput, CtrlZUndoesTheScenarioEditWhileASpinBoxHasFocus)
{
    WidgetRig rig;
    QWidget window;   // takes the rig's controls, as the main window's dock does
    auto* layout = new QVBoxLayout(&window);
    layout->addWidget(rig.bench.controls());
    QAction* undo = rig.session.undoStack()->createUndoAction(&window);
    undo->setShortcut(QKeySequence::Undo);
    window.addAction(undo);
    routeUndoShortcuts(&window);
    window.show();
    window.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    rig.start(seventyB());

    QDoubleSpinBox* dp = rig.form.slider(QStringLiteral("parallel.dp"))->spinBox();
    dp->setFocus();
    editOf(dp)->selectAll();
    QTest::keyClicks(editOf(dp), QStringLiteral("16"));
    QTest::keyClick(editOf(dp), Qt::Key_Return);
    ASSERT_EQ(rig.session.scenario().parallel.dp, 16);
    ASSERT_TRUE(dp->hasFocus());

    QTest::keyClick(editOf(dp), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(rig.session.scenario().parallel.dp, 8);
    EXPECT_EQ(dp->value(), 8);
}
