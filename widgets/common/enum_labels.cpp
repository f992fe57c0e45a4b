#include "widgets/common/enum_labels.h"

#include <QCoreApplication>

namespace memledger::widgets {

QString translatedEnumLabel(const char* label)
{
    return QCoreApplication::translate("EnumLabel", label);
}

}  // namespace memledger::widgets
