// A combo box whose longest entry does not set its width.
#pragma once

class QComboBox;

namespace memledger::widgets {

// The longest entry ("Pure BF16 (no master weights)", a GPU's full name) must not set a
// dock's width: the box shows what fits, its list shows everything.
void narrowCombo(QComboBox* combo);

}  // namespace memledger::widgets
