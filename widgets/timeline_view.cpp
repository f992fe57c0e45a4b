#include "widgets/timeline_view.h"

#include <cmath>
#include <utility>

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

#include "widgets/timeline_painter.h"

namespace memledger::widgets {

namespace {
constexpr double kKeyZoom = 1.5;     // W/S: one press
constexpr double kKeyPan = 0.15;     // A/D: of the window
constexpr double kClickSlop = 3;     // px a press may move and still be a click
}  // namespace

TimelineView::TimelineView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("TimelineView"));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setToolTip(tr("Ctrl+wheel or W/S: zoom · A/D or drag: pan · F: fit · click: pin a span"));
}

void TimelineView::setEstimate(const model::Scenario& scenario, EstimatePtr shown, bool stale)
{
    m_stale = stale;
    m_pending.reset();
    if (!stale && shown && shown->valid()) {
        m_pendingScenario = scenario;
        m_pending = std::move(shown);
        if (isVisible())
            simulatePending();
        return;
    }
    update();
}

void TimelineView::simulatePending()
{
    const EstimatePtr estimate = std::exchange(m_pending, nullptr);
    if (!estimate)
        return;
    auto timeline = std::make_shared<model::Timeline>(model::simulateStep(m_pendingScenario, *estimate));
    if (timeline->valid()) {
        setTimeline(std::move(timeline));
        return;
    }
    m_stale = true;  // bad step-time assumptions: keep the last good timeline
    update();
}

void TimelineView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    simulatePending();
}

void TimelineView::setTimeline(TimelinePtr timeline)
{
    m_timeline = std::move(timeline);
    m_layout.setSize(QSizeF(size()));
    m_layout.setTimeline(m_timeline);
    m_hover = -1;
    m_pinned = -1;
    update();
}

void TimelineView::setUnit(ByteUnit unit)
{
    m_unit = unit;
    update();
}

void TimelineView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    if (!m_timeline) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("No timeline yet: fix the marked inputs."));
        return;
    }
    paintTimeline(p, m_layout, {m_unit, m_stale, m_hover, m_pinned, palette()});
}

void TimelineView::resizeEvent(QResizeEvent* event)
{
    m_layout.setSize(QSizeF(size()));
    QWidget::resizeEvent(event);
}

void TimelineView::zoomAround(double factor, double x)
{
    m_layout.zoom(factor, m_layout.timeAt(x));
    update();
}

void TimelineView::wheelEvent(QWheelEvent* event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (event->modifiers() & Qt::ControlModifier)
        zoomAround(std::pow(1.25, steps), event->position().x());
    else
        m_layout.pan(-0.1 * steps);
    update();
    event->accept();
}

void TimelineView::keyPressEvent(QKeyEvent* event)
{
    const double centre = m_layout.plot().center().x();
    switch (event->key()) {
    case Qt::Key_W: zoomAround(kKeyZoom, centre); break;
    case Qt::Key_S: zoomAround(1.0 / kKeyZoom, centre); break;
    case Qt::Key_A: m_layout.pan(-kKeyPan); update(); break;
    case Qt::Key_D: m_layout.pan(kKeyPan); update(); break;
    case Qt::Key_F: m_layout.fit(); update(); break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

void TimelineView::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    m_dragging = event->button() == Qt::LeftButton;
    m_dragX = m_pressX = event->position().x();
}

void TimelineView::mouseMoveEvent(QMouseEvent* event)
{
    const QPointF at = event->position();
    if (m_dragging && std::abs(at.x() - m_pressX) > kClickSlop) {
        m_layout.pan((m_dragX - at.x()) / m_layout.plot().width());
        m_dragX = at.x();
        update();
        return;
    }
    const int hover = m_layout.spanAt(at);
    if (hover != m_hover) {
        m_hover = hover;
        update();
    }
}

void TimelineView::mouseReleaseEvent(QMouseEvent* event)
{
    const bool click = std::abs(event->position().x() - m_pressX) <= kClickSlop;
    m_dragging = false;
    if (click && event->button() == Qt::LeftButton) {
        m_pinned = m_layout.spanAt(event->position());
        update();
    }
}

void TimelineView::leaveEvent(QEvent*)
{
    m_hover = -1;
    update();
}

}  // namespace memledger::widgets
