#include "widgets/timeline/timeline_view.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include <QHelpEvent>
#include <QKeyEvent>
#include <QToolTip>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

#include "widgets/common/text_metrics.h"
#include "widgets/common/theme.h"
#include "widgets/common/view_text.h"
#include "widgets/common/vocabulary.h"
#include "widgets/timeline/timeline_text.h"
#include "widgets/session/scenario_session.h"
#include "widgets/session/hub/visible_request.h"
#include "widgets/session/problem_text.h"
#include "widgets/timeline/timeline_painter.h"

namespace memledger::widgets {

namespace {
constexpr double kKeyZoom = 1.5;     // W/S: one press
constexpr double kKeyPan = 0.15;     // A/D: of the window
constexpr double kClickSlop = 3;     // px a press may move and still be a click

// The frame for the view's type: the window's sizes, or more where its font needs more (a
// slide's type is 2.2 times larger, and a lane's name must not be cut).
TimelineFrame frameFor(const TextMetrics& metrics)
{
    const double line = metrics.lineSpacing();
    TimelineFrame frame;
    double widest = metrics.advance(TimelineText::tr("GPU memory").section(QLatin1Char(' '), 0, 0));
    for (int i = 0; i < model::kLaneCount; ++i)
        widest = std::max(widest, metrics.advance(laneName(static_cast<model::Lane>(i))));
    frame.labelWidth = std::max(frame.labelWidth, std::ceil(widest) + 16);
    frame.headlineHeight = std::max(frame.headlineHeight, std::ceil(2 * line) + 4);
    frame.axisHeight = std::max(frame.axisHeight, std::ceil(line) + 4);
    frame.memoryHeight = std::max(frame.memoryHeight, std::ceil(3 * line) + 6);
    frame.minLaneHeight = std::max(frame.minLaneHeight, std::ceil(line) + 2);
    return frame;
}
}  // namespace

TimelineView::TimelineView(ResultsHub* hub, QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("TimelineView"));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setToolTip(tr("Ctrl+wheel or W/S: zoom · A/D or drag: pan · F: fit · click: pin a span"));
    if (!hub)
        return;
    m_request = new VisibleRequest(this, [hub] { hub->requestTimeline(); });
    connect(hub->session(), &ScenarioSession::snapshotChanged, this, &TimelineView::showSnapshot);
    connect(hub, &ResultsHub::timelineReady, this, &TimelineView::showAnswer);
}

void TimelineView::showSnapshot(const SnapshotPtr& current, const SnapshotPtr& shown)
{
    m_request->follow(current, shown);
    m_stale = m_request->stale();
    m_problem = m_stale ? tr("The inputs are invalid: fix the marked controls.") : QString();
    update();
}

void TimelineView::showAnswer(const TimelineAnswer& answer)
{
    if (answer.result->valid()) {
        setTimeline(answer.result);
        return;
    }
    // The memory is valid but the step cannot be simulated (e.g. an interleaved schedule
    // whose micro-batches do not divide by PP): say why, and keep the last good timeline.
    QStringList reasons;
    for (const auto& problem : answer.result->problems)
        reasons << problemLine(problem);
    m_problem = tr("No timeline for this scenario: %1").arg(reasons.join(QStringLiteral("; ")));
    m_stale = true;
    update();
}

// The colour key's height at the view's width and font, then the lanes below it.
void TimelineView::placeLayout()
{
    const bool rl = m_timeline && m_timeline->rl.present;
    const TextMetrics metrics(font());
    m_layout.setFrame(frameFor(metrics));
    m_layout.setLegendHeight(legendHeight(metrics, std::max(0, width() - 2 * static_cast<int>(TimelineLayout::kPad)),
                                          timelineLegend(Theme(palette()), rl)));
    m_layout.setSize(QSizeF(size()));
    if (m_timeline) {
        const QRectF readout = m_layout.memoryReadoutRect();
        const QString text = memoryReadout(*m_timeline, m_unit, m_layout.engineTopPeak());
        // Laid out as it is drawn: a line of Chinese is taller than the font's own line
        // spacing (its glyphs come from a fallback font), and a narrow row wraps.
        m_layout.setMemoryTextHeight(
            metrics.boundingRect(QRectF(0, 0, readout.width(), 1e6), Qt::AlignTop | Qt::AlignRight | Qt::TextWordWrap, text)
                .height() + 2);
    }
}

void TimelineView::setTimeline(TimelinePtr timeline)
{
    m_timeline = std::move(timeline);
    m_layout.setTimeline(m_timeline);
    placeLayout();   // after the layout has the timeline: the memory row's readouts name its peaks
    m_hover = -1;
    m_pinned = -1;
    if (m_timeline && m_pendingWindow)
        showWindowFraction(m_pendingWindow->first, m_pendingWindow->second);
    update();
}

void TimelineView::showWindowFraction(double from, double to, bool awaitNext)
{
    const double step = m_timeline ? m_timeline->stepTime : 0;
    m_pendingWindow.reset();
    if (awaitNext || step <= 0)
        m_pendingWindow = std::make_pair(from, to);
    if (step > 0) {
        m_layout.setWindow(from * step, to * step);
        update();
    }
}

std::pair<double, double> TimelineView::windowFraction() const
{
    const double step = m_timeline ? m_timeline->stepTime : 0;
    if (step <= 0)
        return m_pendingWindow.value_or(std::make_pair(0.0, 1.0));
    return {m_layout.windowStart() / step, m_layout.windowEnd() / step};
}

void TimelineView::setUnit(ByteUnit unit)
{
    m_unit = unit;
    placeLayout();   // the memory row's readouts may take another line
    update();
}

void TimelineView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    if (!m_timeline) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(16, 16, -16, -16), Qt::AlignCenter | Qt::TextWordWrap,
                   m_problem.isEmpty() ? tr("No timeline yet.") : m_problem);
        return;
    }
    paintTimeline(p, m_layout, {m_unit, m_stale, m_hover, m_pinned, palette()});
    if (!m_problem.isEmpty())
        paintProblemBanner(p);
}

// Over a greyed timeline: why it is not the current scenario's.
void TimelineView::paintProblemBanner(QPainter& p) const
{
    const QString text = m_problem + QStringLiteral(" ") + tr("(showing the last timeline)");
    const QFontMetrics fm(font());
    const int boxWidth = std::min(fm.horizontalAdvance(text) + 24, std::max(width() - 32, 40));
    QRect box = fm.boundingRect(QRect(0, 0, boxWidth - 24, 1000), Qt::TextWordWrap, text).adjusted(-12, -6, 12, 6);
    box.moveCenter(QPoint(rect().center().x(), 0));
    box.moveTop(8);
    p.fillRect(box, palette().color(QPalette::ToolTipBase));
    p.setPen(QPen(Theme(palette()).overflow(), 1.5));
    p.drawRect(box);
    p.setPen(palette().color(QPalette::ToolTipText));
    p.drawText(box.adjusted(12, 6, -12, -6), Qt::AlignCenter | Qt::TextWordWrap, text);
}

void TimelineView::resizeEvent(QResizeEvent* event)
{
    placeLayout();
    QWidget::resizeEvent(event);
}

void TimelineView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {   // presentation mode's type: a frame to hold it
        placeLayout();
        updateGeometry();
    }
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

// Over a span its details box is shown: the controls' hint would be a second box beside it.
bool TimelineView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip &&
        m_layout.spanAt(static_cast<QHelpEvent*>(event)->pos()) >= 0) {
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
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
