#include "widgets/common/problem_marker.h"

#include <QVariant>
#include <QWidget>

#include "widgets/common/theme.h"

namespace memledger::widgets {

namespace {
constexpr const char* kMarked = "memledgerProblem";
constexpr const char* kToolTip = "memledgerToolTip";
}  // namespace

void markProblem(QWidget* editor, const QString& message)
{
    if (!editor)
        return;
    if (!hasProblem(editor))
        editor->setProperty(kToolTip, editor->toolTip());
    editor->setProperty(kMarked, true);
    editor->setToolTip(message);
    const Theme theme(editor->palette());
    editor->setStyleSheet(QStringLiteral("QAbstractSpinBox, QComboBox, QLineEdit, QCheckBox "
                                         "{ background: %1; border: 2px solid %2; }")
                              .arg(theme.tint(theme.overflow()).name(), theme.overflow().name()));
}

void clearProblem(QWidget* editor)
{
    if (!editor || !hasProblem(editor))
        return;
    editor->setProperty(kMarked, false);
    editor->setToolTip(editor->property(kToolTip).toString());
    editor->setStyleSheet(QString());
}

bool hasProblem(const QWidget* editor)
{
    return editor && editor->property(kMarked).toBool();
}

}  // namespace memledger::widgets
