// The "Timeline" tab: one simulated optimizer step of the shown rank, as the results
// hub simulates it for the session's latest valid snapshot. Zoom with Ctrl+wheel or
// W/S, pan with A/D or a drag, F fits the step; hovering shows a span's details and a
// click pins them.
#pragma once

#include <optional>
#include <utility>

#include <QWidget>

class QPainter;

#include "widgets/common/quantity_text.h"
#include "widgets/session/hub/results_hub.h"
#include "widgets/timeline/timeline_layout.h"

namespace memledger::widgets {

class VisibleRequest;

class TimelineView : public QWidget {
    Q_OBJECT
public:
    // With a hub the view asks it for the step of every new valid snapshot while it is
    // visible (a hidden tab asks nothing); while the inputs are invalid it keeps the last
    // timeline, greyed. Without one it shows what setTimeline gives it.
    explicit TimelineView(ResultsHub* hub = nullptr, QWidget* parent = nullptr);

    void setTimeline(TimelinePtr timeline);
    void setUnit(ByteUnit unit);
    // The visible window as fractions of the step ([0, 1]: all of it), applied now and,
    // when `awaitNext` (a new scenario's timeline is on its way) or no timeline is shown
    // yet, to the timeline that comes next.
    void showWindowFraction(double from, double to, bool awaitNext = false);
    std::pair<double, double> windowFraction() const;
    TimelinePtr timeline() const { return m_timeline; }
    const TimelineLayout& timelineLayout() const { return m_layout; }
    TimelineLayout& timelineLayout() { return m_layout; }
    // Why no (current) timeline is shown, in the form's words; empty when it is current.
    QString problemText() const { return m_problem; }
    int hoveredSpan() const { return m_hover; }
    int pinnedSpan() const { return m_pinned; }

    QSize sizeHint() const override { return {900, 340}; }
    // Low enough that the ledger above keeps most of a 720-pixel screen.
    // As tall as the headline, the axis, every lane at its least and the memory row: less
    // would cut the memory row off (the tab scrolls instead).
    QSize minimumSizeHint() const override { return {420, m_layout.minimumHeight()}; }

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    void placeLayout();
    void zoomAround(double factor, double x);
    void paintProblemBanner(QPainter& p) const;
    void showSnapshot(const SnapshotPtr& current, const SnapshotPtr& shown);
    void showAnswer(const TimelineAnswer& answer);

    TimelinePtr m_timeline;
    TimelineLayout m_layout;
    ByteUnit m_unit = ByteUnit::GiB;
    bool m_stale = false;
    QString m_problem;
    VisibleRequest* m_request = nullptr;
    int m_hover = -1;
    int m_pinned = -1;
    std::optional<std::pair<double, double>> m_pendingWindow;   // a scene's zoom, waiting for its timeline
    bool m_dragging = false;
    double m_dragX = 0;
    double m_pressX = 0;
};

}  // namespace memledger::widgets
