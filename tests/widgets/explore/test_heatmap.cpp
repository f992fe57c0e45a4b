// The fit map's cells are the engine's fit map and its boundary sits on top of the
// highest fitting cell of each column (HeatMap::boundary).
#include <gtest/gtest.h>

#include "model/service/results.h"
#include "tests/widgets/widget_rig.h"
#include "model/service/scenario_request.h"
#include "widgets/session/scenario_file.h"
#include "widgets/explore/fitmap/heatmap_chart.h"
#include "widgets/explore/fitmap/heatmap_panel.h"
#include "widgets/explore/sweep/sweep_knobs.h"

using namespace memledger;
using namespace memledger::widgets;
using namespace memledger::widgets::test;

TEST(HeatMap, CellsAndBoundaryAreTheEngines)
{
    model::Scenario s = model::startingScenario(*presets());
    model::applyModel(*presets()->model("llama-3.1-8b"), s);
    model::applyGpu(*presets()->gpu("h100-sxm"), s.hardware);
    s.parallel = {};
    s.memory.lora.rank = 16;   // LoRA: fits at short sequences, not at long ones
    WidgetRig rig;
    rig.start(s);
    HeatMapPanel panel(&rig.hub);
    panel.resize(1000, 500);
    panel.setKnobs(model::SweepKnob::Seq, model::SweepKnob::MicroBatch);
    panel.show();
    rig.settle();
    const auto [x0, x1] = defaultSweepRange(model::SweepKnob::Seq);
    const auto [y0, y1] = defaultSweepRange(model::SweepKnob::MicroBatch);
    const model::HeatMap engine = model::fitMapOf(s, model::SweepKnob::Seq, model::doublingRange(x0, x1),
                                                 model::SweepKnob::MicroBatch, model::doublingRange(y0, y1));
    const HeatMapLayout& layout = panel.chart()->heatMapLayout();
    ASSERT_EQ(layout.cells.size(), engine.xs.size() * engine.ys.size());
    int fits = 0, oom = 0;
    for (const auto& cell : layout.cells) {
        const auto& point = engine.cells[static_cast<std::size_t>(cell.y)][static_cast<std::size_t>(cell.x)];
        EXPECT_EQ(cell.state, cellState(point)) << "cell " << cell.x << "," << cell.y;
        fits += cell.state == CellState::Fits;
        oom += cell.state == CellState::OutOfMemory;
    }
    EXPECT_GT(fits, 0);
    EXPECT_GT(oom, 0);
    ASSERT_EQ(layout.boundary.size(), static_cast<int>(2 * engine.xs.size()));
    for (std::size_t x = 0; x < engine.xs.size(); ++x) {
        const int top = engine.boundary[x];
        const double y = layout.boundary[static_cast<int>(2 * x)].y();
        if (top < 0) {
            EXPECT_DOUBLE_EQ(y, layout.plot.bottom());
            continue;
        }
        const auto& cell = layout.cells[static_cast<std::size_t>(top) * engine.xs.size() + x];
        EXPECT_EQ(cell.state, CellState::Fits);
        EXPECT_NEAR(y, cell.rect.top(), 1e-6);
    }
    std::printf("[ heatmap ] %zu cells in %.3f ms off the GUI thread\n", layout.cells.size(), panel.lastMillis());
}
