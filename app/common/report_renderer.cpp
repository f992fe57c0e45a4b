#include "app/common/report_renderer.h"

namespace memledger::app {

namespace {
ReportRenderer g_renderer = nullptr;
}  // namespace

void setReportRenderer(ReportRenderer renderer) { g_renderer = renderer; }
ReportRenderer reportRenderer() { return g_renderer; }

}  // namespace memledger::app
