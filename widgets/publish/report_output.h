// The design review written out with its charts: Markdown beside its PNG files, one
// self-contained HTML page (charts as data: URIs) and a PDF printed from that page by
// QTextDocument. The words are model::designReview's.
#pragma once

#include <map>
#include <string>

#include <QByteArray>
#include <QImage>
#include <QString>

#include "model/io/reports/text_document.h"

class QIODevice;

namespace memledger::widgets {

using ReportCharts = std::map<std::string, QImage>;

// A report file's format by its extension: .md / .markdown, .html / .htm, .pdf.
enum class ReportFormat { Markdown, Html, Pdf };
bool reportFormatOf(const QString& path, ReportFormat& format);

QByteArray reportHtml(const model::TextDocument& document, const QString& title, const ReportCharts& charts,
                      const QString& missingChart);
bool writeReportPdf(const model::TextDocument& document, const QString& title, const ReportCharts& charts,
                    const QString& missingChart, QIODevice* device);

// Writes the report to `path`; Markdown puts each chart beside it as NAME-ID.png and
// links it. An empty string on success, else what went wrong in the user's words.
QString writeReport(const model::TextDocument& document, const QString& path, const ReportCharts& charts,
                    const QString& missingChart);

}  // namespace memledger::widgets
