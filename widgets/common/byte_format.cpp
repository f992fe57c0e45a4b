#include "widgets/common/byte_format.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>

namespace memledger::widgets {

double unitBytes(ByteUnit unit)
{
    return unit == ByteUnit::GiB ? 1073741824.0 : 1e9;
}

QString unitName(ByteUnit unit)
{
    return unit == ByteUnit::GiB ? QCoreApplication::translate("Units", "GiB")
                                 : QCoreApplication::translate("Units", "GB");
}

QString formatBytes(double bytes, ByteUnit unit, int decimals)
{
    const double value = bytes / unitBytes(unit);
    if (std::abs(value) >= 10000) {
        const double big = value / (unit == ByteUnit::GiB ? 1024.0 : 1000.0);
        const QString name = unit == ByteUnit::GiB ? QCoreApplication::translate("Units", "TiB")
                                                   : QCoreApplication::translate("Units", "TB");
        return QCoreApplication::translate("Units", "%1 %2").arg(QLocale().toString(big, 'f', decimals), name);
    }
    return QCoreApplication::translate("Units", "%1 %2").arg(QLocale().toString(value, 'f', decimals), unitName(unit));
}

QString formatTensorBytes(double bytes, ByteUnit unit)
{
    if (std::abs(bytes) >= unitBytes(unit))
        return formatBytes(bytes, unit, 2);
    const bool binary = unit == ByteUnit::GiB;
    const QString name = binary ? QCoreApplication::translate("Units", "MiB") : QCoreApplication::translate("Units", "MB");
    return QCoreApplication::translate("Units", "%1 %2")
        .arg(QLocale().toString(bytes / (binary ? 1048576.0 : 1e6), 'f', 1), name);
}

QString formatExactBytes(double bytes)
{
    return QCoreApplication::translate("Units", "%1 B").arg(QLocale().toString(std::llround(bytes)));
}

}  // namespace memledger::widgets
