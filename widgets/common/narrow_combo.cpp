#include "widgets/common/narrow_combo.h"

#include <QComboBox>

namespace memledger::widgets {

void narrowCombo(QComboBox* combo)
{
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(12);
}

}  // namespace memledger::widgets
