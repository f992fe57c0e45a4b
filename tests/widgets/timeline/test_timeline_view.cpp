// The timeline view (issue 4): geometry apart from painting, bounded work with
// 50,000 spans, hit testing, and the zoom / pan / fit / pin controls.
#include <QApplication>
#include <QHelpEvent>
#include <QImage>
#include <QToolTip>
#include <QPainter>
#include <QRegularExpression>
#include <QTest>
#include <gtest/gtest.h>

#include "tests/shared/model_shapes.h"
#include "widgets/common/vocabulary.h"
#include "widgets/timeline/timeline_layout.h"
#include "widgets/timeline/timeline_painter.h"
#include "widgets/timeline/timeline_text.h"
#include "widgets/timeline/timeline_view.h"

using namespace memledger;
using namespace memledger::widgets;

namespace {

// 80 layers × 72 micro-batches of ZeRO-3 with everything offloaded: ≈ 50,000 spans.
TimelinePtr bigStep() { return std::make_shared<model::Timeline>(model::simulateStep(shapes::zero3OffloadEverything(72))); }

const TimelinePtr& step()
{
    static const TimelinePtr kStep = bigStep();
    return kStep;
}

}  // namespace

TEST(TimelineLayout, FiftyThousandSpansBecomeAtMostAFewRectanglesPerPixel)
{
    ASSERT_TRUE(step()->valid());
    ASSERT_GE(step()->spans.size(), 50000u);
    TimelineLayout layout;
    layout.setSize(QSizeF(1200, 400));
    layout.setTimeline(step());
    const auto bars = layout.bars();
    EXPECT_LE(bars.size(), static_cast<std::size_t>(2 * model::kLaneCount * layout.plot().width()));
    for (const auto& bar : bars) {
        EXPECT_GE(bar.rect.left(), layout.plot().left() - 1e-9);
        EXPECT_LE(bar.rect.right(), layout.plot().right() + 1e-9);
    }
}

TEST(TimelineLayout, ZoomKeepsTheAnchorAndPanStaysInsideTheStep)
{
    TimelineLayout layout;
    layout.setSize(QSizeF(1000, 400));
    layout.setTimeline(step());
    const double anchor = step()->stepTime * 0.3;
    const double xBefore = layout.xAt(anchor);
    layout.zoom(8, anchor);
    EXPECT_NEAR(layout.xAt(anchor), xBefore, 1e-6);
    EXPECT_NEAR(layout.windowEnd() - layout.windowStart(), step()->stepTime / 8, 1e-9 * step()->stepTime);
    for (int i = 0; i < 40; ++i)
        layout.pan(0.5);
    EXPECT_NEAR(layout.windowEnd(), step()->stepTime, 1e-9 * step()->stepTime);
    layout.fit();
    EXPECT_EQ(layout.windowStart(), 0.0);
    EXPECT_EQ(layout.windowEnd(), step()->stepTime);
}

TEST(TimelineLayout, HitTestFindsTheSpanUnderTheCursor)
{
    TimelineLayout layout;
    layout.setSize(QSizeF(1000, 400));
    layout.setTimeline(step());
    // Zoom onto the forward span of one layer and point at its middle.
    const auto& spans = step()->spans;
    std::size_t target = 0;
    while (spans[target].kind != model::SpanKind::Forward || spans[target].layer != 37)
        ++target;
    const auto& s = spans[target];
    layout.setWindow(s.start - s.duration(), s.end + s.duration());
    const QPointF middle(layout.xAt((s.start + s.end) / 2), layout.laneRect(model::Lane::Compute).center().y());
    EXPECT_EQ(layout.spanAt(middle), static_cast<int>(target));
    EXPECT_EQ(layout.spanAt(QPointF(2, 2)), -1);
    // One line of the details names the span's layer by its number.
    const QStringList details = spanDetails(*step(), static_cast<int>(target), ByteUnit::GiB);
    EXPECT_EQ(details.filter(QRegularExpression(QStringLiteral("\\s37$"))).size(), 1)
        << details.join(QLatin1Char('|')).toStdString();
    // And what its time is made of: the linears, attention, and the memory-bound kernels' bytes.
    const model::LayerKernelTime& kernels = step()->layerKernels[0];
    ASSERT_GT(kernels.memoryBoundBytes, 0);
    EXPECT_NEAR(kernels.linears + kernels.attention + kernels.memoryBound, s.duration(), 1e-9 * s.duration());
    EXPECT_EQ(details.filter(formatBytes(kernels.memoryBoundBytes, ByteUnit::GiB)).size(), 1)
        << details.join(QLatin1Char('|')).toStdString();
}

TEST(TimelineLayout, StallsAreSeparateSpansThatNameWhatTheyWaitFor)
{
    bool found = false;
    for (const auto& s : step()->spans) {
        if (s.kind != model::SpanKind::Stall || s.waitsFor < 0)
            continue;
        found = true;
        EXPECT_EQ(s.lane, model::Lane::Compute);
        EXPECT_NE(step()->spans[static_cast<std::size_t>(s.waitsFor)].lane, model::Lane::Compute);
        break;
    }
    EXPECT_TRUE(found);
}

TEST(TimelineView, KeysZoomPanAndFitAndAClickPins)
{
    TimelineView view;
    view.resize(1000, 400);
    view.setTimeline(step());
    const double full = step()->stepTime;
    QTest::keyClick(&view, Qt::Key_W);
    EXPECT_NEAR(view.timelineLayout().windowEnd() - view.timelineLayout().windowStart(), full / 1.5, 1e-9 * full);
    const double start = view.timelineLayout().windowStart();
    QTest::keyClick(&view, Qt::Key_D);
    EXPECT_GT(view.timelineLayout().windowStart(), start);
    QTest::keyClick(&view, Qt::Key_A);
    EXPECT_NEAR(view.timelineLayout().windowStart(), start, 1e-9 * full);
    QTest::keyClick(&view, Qt::Key_F);
    EXPECT_EQ(view.timelineLayout().windowEnd(), full);
    const QPoint onCompute(static_cast<int>(view.timelineLayout().plot().center().x()),
                           static_cast<int>(view.timelineLayout().laneRect(model::Lane::Compute).center().y()));
    const int under = view.timelineLayout().spanAt(onCompute);
    ASSERT_GE(under, 0);
    EXPECT_EQ(view.pinnedSpan(), -1);
    QTest::mouseClick(&view, Qt::LeftButton, Qt::NoModifier, onCompute);
    EXPECT_EQ(view.pinnedSpan(), under);
    QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
    view.render(&image);   // paints the pinned details without a crash
}

// The colour key names every colour a span can take (walk-through: "the timeline has no colour
// legend"), and the lanes start below it.
TEST(TimelineLayout, TheLegendNamesEveryColourOfTheLanes)
{
    const Theme theme{QPalette()};
    const auto legend = timelineLegend(theme, true);
    for (int kind = 0; kind < model::kSpanKindCount; ++kind) {
        for (const auto traffic : {model::Traffic::None, model::Traffic::Parameters, model::Traffic::Gradients,
                                   model::Traffic::OptimizerStates, model::Traffic::Activations}) {
            model::Span span;
            span.kind = static_cast<model::SpanKind>(kind);
            span.traffic = traffic;
            const QColor colour = spanColor(span, theme);
            bool named = false;
            for (const auto& item : legend)
                named = named || item.swatch.color() == colour;
            // The old policy's log-prob pass is the forward's colour, lightened.
            if (span.kind == model::SpanKind::LogProbPass)
                named = true;
            EXPECT_TRUE(named) << "span kind " << kind << " has a colour the legend does not name";
        }
    }
    TimelineLayout layout;
    layout.setLegendHeight(40);
    layout.setSize(QSizeF(1000, 400));
    EXPECT_GE(layout.axisRect().top(), layout.legendRect().bottom());
    EXPECT_GE(layout.laneRect(model::Lane::Compute).top(), layout.axisRect().bottom());
}

// A slide's type (presentation mode, 2.2 times the window's) gets a frame that holds it: every
// lane's name inside the label column, the headline two lines tall, and the memory row's
// readouts above its curve, not on it (walk-through: cut lane names, labels on the curve).
TEST(TimelineView, TheFrameHoldsItsTypeAndTheReadoutsSitAboveTheCurve)
{
    for (const double scale : {1.0, 2.2}) {
        TimelineView view;
        QFont font = view.font();
        font.setPointSizeF(font.pointSizeF() * scale);
        view.setFont(font);
        view.resize(1400, 900);
        view.setTimeline(step());
        const TimelineLayout& layout = view.timelineLayout();
        const QFontMetricsF metrics(font);
        for (int i = 0; i < model::kLaneCount; ++i) {
            const auto lane = static_cast<model::Lane>(i);
            const QRectF label = layout.laneLabelRect(layout.laneRect(lane).top(), layout.laneRect(lane).height());
            EXPECT_LE(metrics.horizontalAdvance(laneName(lane)), label.width()) << "lane " << i << " at " << scale;
            EXPECT_LE(label.right(), layout.plot().left());
            EXPECT_GE(layout.laneRect(lane).height(), metrics.height()) << "lane " << i << " at " << scale;
        }
        EXPECT_GE(layout.headlineRect().height(), 2 * metrics.lineSpacing());
        EXPECT_GE(layout.axisRect().height(), metrics.height());
        const QRectF readout = layout.memoryReadoutRect();
        const QRectF curve = layout.memoryCurveRect();
        const QRectF needed = metrics.boundingRect(QRectF(0, 0, readout.width(), 1e6), Qt::AlignTop | Qt::TextWordWrap,
                                                   memoryReadout(*step(), ByteUnit::GiB, 0));
        EXPECT_GE(readout.height(), needed.height()) << "at " << scale;
        EXPECT_LE(readout.bottom(), curve.top() + 1e-9);
        EXPECT_GE(curve.height(), 28);
        double maxBytes = 0;
        for (const QPointF& point : layout.memoryPath(maxBytes)) {
            EXPECT_GE(point.y(), curve.top() - 1e-9);
            EXPECT_LE(point.y(), curve.bottom() + 1e-9);
        }
        EXPECT_LE(curve.bottom(), view.height());
    }
}

// One box at a time (walk-through: "two tooltips overlap"): over a span its details are drawn,
// and the controls' hint shows only over empty space.
TEST(TimelineView, TheControlsHintDoesNotOpenOverASpansDetails)
{
    TimelineView view;
    view.resize(1000, 400);
    view.show();
    view.setTimeline(step());
    const TimelineLayout& layout = view.timelineLayout();
    const QPoint onCompute(static_cast<int>(layout.plot().center().x()),
                           static_cast<int>(layout.laneRect(model::Lane::Compute).center().y()));
    ASSERT_GE(layout.spanAt(onCompute), 0);
    QHelpEvent overSpan(QEvent::ToolTip, onCompute, view.mapToGlobal(onCompute));
    QApplication::sendEvent(&view, &overSpan);
    EXPECT_FALSE(QToolTip::isVisible());
    const QPoint onLabels(10, static_cast<int>(layout.laneRect(model::Lane::Compute).center().y()));
    ASSERT_LT(layout.spanAt(onLabels), 0);
    QHelpEvent overEmpty(QEvent::ToolTip, onLabels, view.mapToGlobal(onLabels));
    QApplication::sendEvent(&view, &overEmpty);
    EXPECT_TRUE(QToolTip::isVisible());
    EXPECT_EQ(QToolTip::text(), view.toolTip());
    QToolTip::hideText();
}
