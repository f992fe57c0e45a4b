#include "widgets/common/window_fit.h"

#include <algorithm>

namespace memledger::widgets {

QRect initialWindowRect(const QRect& available, const QSize& preferred)
{
    const QSize room(static_cast<int>(available.width() * kFirstLaunchShare),
                     static_cast<int>(available.height() * kFirstLaunchShare));
    QRect rect(QPoint(0, 0), preferred.boundedTo(room));
    rect.moveCenter(available.center());
    return rect;
}

bool fitsOn(const QRect& frame, const QRect& available)
{
    return available.contains(frame);
}

}  // namespace memledger::widgets
