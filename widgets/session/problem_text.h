// Engine problems in the form's words. A problem's field is named by the label of the
// control that edits it ("Layers per stage", not parallel.stage_layers), and the
// engine keys its message mentions are replaced the same way, so no message asks
// for something the window does not show.
#pragma once

#include <string>

#include <QString>

#include "model/core/validation.h"

namespace memledger::widgets {

// The translated label of the control for an engine key; the key itself when no control edits it.
QString fieldLabel(const std::string& key);
// The message with every engine key it mentions replaced by its label, in quotes.
QString readableMessage(const std::string& message);
// The problem's message in the window's language, its keys replaced as above.
QString readableMessage(const model::Problem& problem);
// "Label: message", or the message alone for a problem of no particular field.
QString problemLine(const model::Problem& problem);

}  // namespace memledger::widgets
