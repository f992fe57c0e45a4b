#include "widgets/present/pointer_highlight.h"

#include <QCursor>
#include <QEvent>
#include <QPainter>

namespace memledger::widgets {

namespace {
constexpr int kFrameMs = 16;          // one frame at 60 Hz: the disc keeps up with the hand
constexpr int kFillAlpha = 70;        // translucent: what it points at stays readable
constexpr int kRingAlpha = 200;
constexpr qreal kRingWidth = 3;
}  // namespace

PointerHighlight::PointerHighlight(QWidget* window) : QWidget(window)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    m_timer.setInterval(kFrameMs);
    connect(&m_timer, &QTimer::timeout, this, &PointerHighlight::follow);
    window->installEventFilter(this);
    hide();
}

void PointerHighlight::setActive(bool active)
{
    if (active == isActive())
        return;
    if (active) {
        setGeometry(parentWidget()->rect());
        raise();
        show();
        m_timer.start();
        follow();
    } else {
        m_timer.stop();
        hide();
    }
}

void PointerHighlight::follow()
{
    const QPoint at = mapFromGlobal(QCursor::pos());
    if (at == m_at)
        return;
    const int reach = kRadius + 2 * static_cast<int>(kRingWidth);
    update(QRect(m_at, m_at).adjusted(-reach, -reach, reach, reach));
    m_at = at;
    update(QRect(m_at, m_at).adjusted(-reach, -reach, reach, reach));
}

void PointerHighlight::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    QColor fill = palette().color(QPalette::Highlight);
    QColor ring = fill;
    fill.setAlpha(kFillAlpha);
    ring.setAlpha(kRingAlpha);
    p.setPen(QPen(ring, kRingWidth));
    p.setBrush(fill);
    p.drawEllipse(QPointF(m_at), kRadius, kRadius);
}

bool PointerHighlight::eventFilter(QObject* watched, QEvent* event)
{
    // Covers the window as it is resized or goes full screen.
    if (watched == parentWidget() && event->type() == QEvent::Resize && isActive())
        setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

}  // namespace memledger::widgets
