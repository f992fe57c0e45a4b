// A view's last frame, kept while what it draws is unchanged. A chart beside views that follow
// every slider step is repainted far more often than its data changes, and its large fills
// are each handed to Qt's thread pool and waited for; a kept frame is one blit instead.
// Only frames drawn onto the widget's own pixels are kept: an SVG or PDF export, or a PNG at
// another scale, is painted afresh, so vector output stays vector and 2x stays sharp.
#pragma once

#include <functional>

#include <QPixmap>

class QPainter;
class QWidget;

namespace memledger::widgets {

class FrameCache {
public:
    // What the frame shows changed (data, size, palette, font): the next paint draws anew.
    void invalidate() { m_frame = QPixmap(); }

    // Draws `widget` with `paint` into the kept frame when there is none, and blits it with
    // `painter`; paints straight with `painter` where a kept frame would not be exact.
    void paint(QWidget& widget, QPainter& painter, const std::function<void(QPainter&)>& paint);

    bool holdsAFrame() const { return !m_frame.isNull(); }

private:
    QPixmap m_frame;
};

}  // namespace memledger::widgets
