#include "widgets/publish/report_charts.h"

#include <memory>

#include "widgets/ledger/ledger_view.h"
#include "widgets/publish/view_image.h"
#include "widgets/timeline/timeline_view.h"

namespace memledger::widgets {

namespace {

constexpr qreal kPrintScale = 2;
constexpr int kTimelineHeight = 380;
constexpr int kLedgerMargin = 24;

QImage drawn(QWidget& view, int height)
{
    view.resize(kReportChartWidth, height);
    return viewImage(&view, kPrintScale);
}

}  // namespace

std::map<std::string, QImage> drawReportCharts(const model::ReviewData& data, ByteUnit unit)
{
    std::map<std::string, QImage> charts;
    if (!data.valid())
        return charts;
    LedgerView ledger;
    ledger.setUnit(unit);
    ledger.setEstimate(std::make_shared<const model::Estimate>(data.estimate), false);
    ledger.resize(kReportChartWidth, ledger.sizeHint().height());   // the width its rows' height follows
    // Every stage's row and label, with room to breathe but no empty plot below one stage.
    charts["ledger"] = drawn(ledger, ledger.minimumSizeHint().height() + kLedgerMargin);
    if (data.timeline.valid()) {
        TimelineView timeline;
        timeline.setUnit(unit);
        timeline.setTimeline(std::make_shared<const model::Timeline>(data.timeline));
        charts["timeline"] = drawn(timeline, kTimelineHeight);
    }
    return charts;
}

}  // namespace memledger::widgets
