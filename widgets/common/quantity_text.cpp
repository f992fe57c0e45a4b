#include "widgets/common/quantity_text.h"

#include <QCoreApplication>

namespace memledger::widgets {

QString unitName(model::Unit unit)
{
    return QCoreApplication::translate("Units", model::unitSymbol(unit));
}

QString unitName(ByteUnit unit)
{
    return unitName(model::mainUnit(unit));
}

QString formatQuantity(const model::Quantity& quantity)
{
    //: A number and its unit: "71.3 GiB", "41.2 ms", "7.0 %"
    return QCoreApplication::translate("Units", "%1 %2")
        .arg(QString::fromStdString(quantity.number), unitName(quantity.unit));
}

QString formatBytes(double bytes, ByteUnit unit) { return formatQuantity(model::bytesQuantity(bytes, unit)); }
QString formatSignedBytes(double bytes, ByteUnit unit)
{
    return formatQuantity(model::signedBytesQuantity(bytes, unit));
}
QString formatExactBytes(double bytes) { return formatQuantity(model::exactBytesQuantity(bytes)); }
QString formatSeconds(double seconds) { return formatQuantity(model::secondsQuantity(seconds)); }
QString formatSignedSeconds(double seconds) { return formatQuantity(model::signedSecondsQuantity(seconds)); }
QString formatBandwidth(double bytesPerSecond) { return formatQuantity(model::bandwidthQuantity(bytesPerSecond)); }
QString formatPercent(double fraction) { return formatQuantity(model::percentQuantity(fraction)); }
QString formatSignedPercent(double fraction) { return formatQuantity(model::signedPercentQuantity(fraction)); }

}  // namespace memledger::widgets
