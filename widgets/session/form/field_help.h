// What each control of the scenario form is, what it trades and its typical values: a
// scalar field's help is its entry in the engine's table (model/core/scenario_fields.h);
// the preset pickers and the stage split, which are not scalar fields, have theirs here.
// Tests check that every control of the form has help and that no key names a control
// the form does not show.
#pragma once

#include <QString>
#include <vector>

namespace memledger::widgets {

// The translated help of a field or picker ("parallel.tp", "model"); empty when there is none.
QString fieldHelp(const QString& key);
// Every key the table explains, in its order.
std::vector<QString> fieldHelpKeys();

}  // namespace memledger::widgets
