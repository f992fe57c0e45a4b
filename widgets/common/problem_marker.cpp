#include "widgets/common/problem_marker.h"

#include <QVariant>
#include <QWidget>

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
    editor->setStyleSheet(QStringLiteral("QAbstractSpinBox, QComboBox, QLineEdit, QCheckBox "
                                         "{ background: #FBE3D6; border: 2px solid #D55E00; }"));
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
