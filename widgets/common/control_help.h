// Help where the user is: every control says what it is (its accessible name, read by
// screen readers), and what it trades and its typical values (its tooltip, and the same
// under Shift+F1 as What's This). One text feeds all three so they cannot disagree.
#pragma once

#include <QString>

class QWidget;

namespace memledger::widgets {

// `name`: a few words ("Tensor parallel (TP)"); `help`: sentences, plain text.
void describeControl(QWidget* control, const QString& name, const QString& help);

// What's This for `help`: the name as a heading, the help below it (rich text).
QString whatsThisText(const QString& name, const QString& help);

}  // namespace memledger::widgets
