#include "widgets/common/frame_cache.h"

#include <QPaintEngine>
#include <QPainter>
#include <QWidget>

namespace memledger::widgets {

namespace {

// The painter draws onto raster pixels at the widget's own scale (the window's backing store,
// or an image rendered 1:1): a frame kept at that scale lands pixel for pixel.
bool paintsOwnPixels(const QWidget& widget, const QPainter& painter)
{
    const QTransform transform = painter.deviceTransform();
    return painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::Raster &&
           transform.type() <= QTransform::TxScale && qFuzzyCompare(transform.m11(), widget.devicePixelRatioF()) &&
           qFuzzyCompare(transform.m22(), widget.devicePixelRatioF());
}

}  // namespace

void FrameCache::paint(QWidget& widget, QPainter& painter, const std::function<void(QPainter&)>& paint)
{
    if (!paintsOwnPixels(widget, painter)) {
        paint(painter);
        return;
    }
    const qreal ratio = widget.devicePixelRatioF();
    const QSize pixels = (QSizeF(widget.size()) * ratio).toSize();
    if (m_frame.size() != pixels || m_frame.devicePixelRatio() != ratio) {
        m_frame = QPixmap(pixels);
        m_frame.setDevicePixelRatio(ratio);
        m_frame.fill(Qt::transparent);
        QPainter frame(&m_frame);
        frame.setFont(painter.font());
        frame.setPen(painter.pen());
        paint(frame);
    }
    painter.drawPixmap(QPointF(0, 0), m_frame);
}

}  // namespace memledger::widgets
