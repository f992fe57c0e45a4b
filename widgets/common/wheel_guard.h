// Scrolling a panel of editors must not edit the scenario: a wheel notch over a
// slider, spin box or combo box reaches it only while it has keyboard focus (clicked
// or tabbed into). Otherwise the wheel passes on and scrolls the panel it sits in.
#pragma once

class QWidget;

namespace memledger::widgets {

// Strong focus (the wheel alone never focuses it) and a filter that passes unfocused
// wheel events on to the parent.
void ignoreWheelUnlessFocused(QWidget* editor);

}  // namespace memledger::widgets
