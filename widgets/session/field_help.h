// What each control of the scenario form is, what it trades and its typical values:
// one entry per engine field the form shows (widgets/session/form_fields.cpp) and per
// preset picker, keyed by the same id. Tests check that every control of the form has
// an entry and that no entry names a field the form does not show.
#pragma once

#include <QString>
#include <vector>

namespace memledger::widgets {

// The translated help of a field or picker ("parallel.tp", "model"); empty when there is none.
QString fieldHelp(const QString& key);
// Every key the table explains, in its order.
std::vector<QString> fieldHelpKeys();

}  // namespace memledger::widgets
