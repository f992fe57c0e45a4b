// Marks an editor as the cause of an engine problem: tinted, with the message
// beside it and in its tooltip. Clearing restores the editor as it was.
#pragma once

#include <QString>

class QWidget;

namespace memledger::widgets {

void markProblem(QWidget* editor, const QString& message);
void clearProblem(QWidget* editor);
bool hasProblem(const QWidget* editor);

}  // namespace memledger::widgets
