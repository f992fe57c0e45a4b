// Help where the user is: every control of the form and of the panels has a tooltip, a
// What's This and an accessible name; the form's help comes from the one table keyed by
// field id, which explains every field the form shows and no field it does not.
#include <set>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QTabBar>
#include <gtest/gtest.h>

#include "tests/widgets/widget_rig.h"
#include "widgets/session/form/field_help.h"
#include "widgets/session/form/form_fields.h"
#include "widgets/triage/triage_panel.h"
#include "widgets/workbench/guide_dialog.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

namespace {

// The form's preset pickers, which are not engine fields but have help of their own.
const std::set<QString> kPickers = {QStringLiteral("model"), QStringLiteral("model.family"), QStringLiteral("gpu"),
                                    QStringLiteral("parallel.stage_layers"), QStringLiteral("teacher.model")};

bool insideCompound(const QWidget* widget)
{
    for (const QObject* up = widget->parent(); up; up = up->parent())
        if (qobject_cast<const QAbstractSpinBox*>(up) || qobject_cast<const QComboBox*>(up) ||
            qobject_cast<const QTabBar*>(up) || qobject_cast<const QAbstractItemView*>(up) ||
            qobject_cast<const QScrollBar*>(up))
            return true;
    return false;
}

// What a user operates: buttons, boxes, sliders, lines of text, a group box that folds.
bool isControl(const QWidget* widget)
{
    if (insideCompound(widget) || qobject_cast<const QScrollBar*>(widget))
        return false;
    if (const auto* box = qobject_cast<const QGroupBox*>(widget))
        return box->isCheckable();
    if (qobject_cast<const QAbstractScrollArea*>(widget) && !qobject_cast<const QAbstractItemView*>(widget))
        return false;
    return qobject_cast<const QAbstractButton*>(widget) || qobject_cast<const QComboBox*>(widget) ||
           qobject_cast<const QAbstractSpinBox*>(widget) || qobject_cast<const QSlider*>(widget) ||
           qobject_cast<const QLineEdit*>(widget) || qobject_cast<const QAbstractItemView*>(widget);
}

QString describe(const QWidget* widget)
{
    QString text = QString::fromLatin1(widget->metaObject()->className()) + QLatin1Char(' ') + widget->objectName();
    if (const auto* button = qobject_cast<const QAbstractButton*>(widget))
        text += QStringLiteral(" '") + button->text() + QLatin1Char('\'');
    return text;
}

void expectHelpOnEveryControl(const QWidget* root, int* counted)
{
    for (const QWidget* widget : root->findChildren<const QWidget*>()) {
        if (!isControl(widget))
            continue;
        ++*counted;
        EXPECT_FALSE(widget->toolTip().isEmpty()) << "no tooltip: " << describe(widget).toStdString();
        EXPECT_FALSE(widget->whatsThis().isEmpty()) << "no What's This: " << describe(widget).toStdString();
        EXPECT_FALSE(widget->accessibleName().isEmpty()) << "no accessible name: " << describe(widget).toStdString();
    }
}

}  // namespace

TEST(ControlHelp, EveryFieldOfTheFormHasHelpAndNoHelpIsOrphaned)
{
    std::set<QString> shown = kPickers;
    for (const GroupSpec& group : scenarioGroups())
        for (const FieldSpec& spec : group.fields)
            shown.insert(QString::fromLatin1(spec.key()));
    for (const QString& key : shown)
        EXPECT_FALSE(fieldHelp(key).isEmpty()) << "no help for " << key.toStdString();
    std::set<QString> explained;
    for (const QString& key : fieldHelpKeys()) {
        EXPECT_TRUE(shown.count(key)) << "help for a field the form does not show: " << key.toStdString();
        EXPECT_TRUE(explained.insert(key).second) << "explained twice: " << key.toStdString();
    }
}

TEST(ControlHelp, TheFormsControlsCarryTheirFieldsHelp)
{
    WidgetRig rig;
    rig.start(seventyB());
    // A slider's two parts say the same: the field's help, under the row's label.
    ParamSlider* tp = rig.form.slider(QStringLiteral("parallel.tp"));
    ASSERT_NE(tp, nullptr);
    EXPECT_EQ(tp->spinBox()->toolTip(), fieldHelp(QStringLiteral("parallel.tp")));
    EXPECT_EQ(tp->slider()->toolTip(), fieldHelp(QStringLiteral("parallel.tp")));
    EXPECT_EQ(tp->slider()->accessibleName(), QStringLiteral("Tensor parallel (TP)"));
    EXPECT_TRUE(tp->spinBox()->whatsThis().contains(QStringLiteral("Tensor parallel (TP)")));
    EXPECT_EQ(rig.form.editor(QStringLiteral("gpu"))->toolTip(), fieldHelp(QStringLiteral("gpu")));
}

TEST(ControlHelp, EveryControlOfTheFormAndThePanelsIsDescribed)
{
    WidgetRig rig;
    rig.start(seventyB());
    int counted = 0;
    expectHelpOnEveryControl(&rig.bench, &counted);   // the tabs' panels: sweep, fit map, compare, allocator…
    for (const QWidget* panel : {static_cast<const QWidget*>(rig.bench.controls()),
                                 static_cast<const QWidget*>(rig.bench.plannerArea()),
                                 static_cast<const QWidget*>(rig.bench.triage()),
                                 static_cast<const QWidget*>(rig.bench.inspector())})
        expectHelpOnEveryControl(panel, &counted);
    GuideDialog guide;
    expectHelpOnEveryControl(&guide, &counted);
    // The walk found the form's ~80 fields and the panels' controls, not an empty tree.
    EXPECT_GT(counted, 150);
}
