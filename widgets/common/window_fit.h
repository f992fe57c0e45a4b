// Where the main window opens: a size that fits the screen's available area (the
// desktop less its panels), centred on it; a remembered geometry only while it still
// fits (a laptop undocked from the monitor it was saved on gets the default instead).
#pragma once

#include <QRect>
#include <QSize>

namespace memledger::widgets {

// Share of the available area a first launch takes (room left for the window frame).
inline constexpr double kFirstLaunchShare = 0.92;

QRect initialWindowRect(const QRect& available, const QSize& preferred);
// True when `frame` (the window with its decorations) lies inside `available`.
bool fitsOn(const QRect& frame, const QRect& available);

}  // namespace memledger::widgets
