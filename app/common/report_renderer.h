// The window's half of `memledger report`: the charts drawn and the HTML printed to PDF
// need Qt, which the command line does not link. main() hands the renderer over when the
// build has the window; without it, HTML leaves the charts out and PDF is refused.
#pragma once

#include <string>

#include "model/io/reports/text_document.h"
#include "model/report/review_data.h"

namespace memledger::app {

enum class ReportFormat { Html, Pdf };

struct ReportRequest {
    const model::TextDocument& document;
    const model::ReviewData& data;
    std::string title;
    model::ByteUnit unit = model::ByteUnit::GiB;
    ReportFormat format = ReportFormat::Html;
    std::string locale;   // the charts' language ("zh_CN"); empty: English
};

// The report's bytes, or false with `error` set.
using ReportRenderer = bool (*)(const ReportRequest& request, std::string& bytes, std::string& error);

void setReportRenderer(ReportRenderer renderer);
ReportRenderer reportRenderer();   // nullptr when none was handed over

}  // namespace memledger::app
