// Ctrl+Z / Ctrl+Shift+Z undo and redo the scenario from anywhere in the window. A
// focused spin box or combo box would otherwise take the keys for its own text
// history (empty once a value is committed) and the scenario edit would stay.
// A free text field that has text to undo keeps the keys for that text.
#pragma once

class QObject;
class QWidget;

namespace memledger::widgets {

// Installs, on the application, a filter that lets the undo and redo shortcuts of
// `window` (and its floating docks) win over its editors. Lives as long as `window`.
void routeUndoShortcuts(QWidget* window);

}  // namespace memledger::widgets
