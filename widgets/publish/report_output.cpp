#include "widgets/publish/report_output.h"

#include <QApplication>
#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPdfWriter>
#include <QTextDocument>
#include <QUrl>

#include "widgets/publish/report_pagination.h"
#include "widgets/publish/view_image.h"

namespace memledger::widgets {

namespace {

// QTextDocument::print lays a page out 96 units to the inch inside 2 cm margins: an A4
// page leaves about 640 units of width.
constexpr int kPrintedChartWidth = 620;

QByteArray png(const QImage& image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

model::ChartSources sources(const QString& missingChart)
{
    model::ChartSources out;
    out.missingChart = missingChart.toStdString();
    return out;
}

QString resourceName(const std::string& id) { return QStringLiteral("chart-%1.png").arg(QString::fromStdString(id)); }

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// Markdown links its charts as files beside it: review.md, review-ledger.png, ...
QString writeMarkdown(const model::TextDocument& document, const QString& path, const ReportCharts& charts,
                      const QString& missingChart)
{
    model::ChartSources linked = sources(missingChart);
    const QFileInfo info(path);
    for (const auto& [id, image] : charts) {
        const QString name = QStringLiteral("%1-%2.png").arg(info.completeBaseName(), QString::fromStdString(id));
        if (!image.save(info.dir().filePath(name), "PNG"))
            return cannotWriteText(info.dir().filePath(name));
        linked.images[id] = QString::fromLatin1(QUrl::toPercentEncoding(name)).toStdString();
    }
    return writeFile(path, QByteArray::fromStdString(model::toMarkdown(document, linked))) ? QString()
                                                                                            : cannotWriteText(path);
}

}  // namespace

bool reportFormatOf(const QString& path, ReportFormat& format)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown"))
        format = ReportFormat::Markdown;
    else if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        format = ReportFormat::Html;
    else if (suffix == QLatin1String("pdf"))
        format = ReportFormat::Pdf;
    else
        return false;
    return true;
}

QByteArray reportHtml(const model::TextDocument& document, const QString& title, const ReportCharts& charts,
                      const QString& missingChart)
{
    model::ChartSources embedded = sources(missingChart);
    for (const auto& [id, image] : charts)
        embedded.images[id] = "data:image/png;base64," + png(image).toBase64().toStdString();
    return QByteArray::fromStdString(model::toHtml(document, title.toStdString(), embedded));
}

bool writeReportPdf(const model::TextDocument& document, const QString& title, const ReportCharts& charts,
                    const QString& missingChart, QIODevice* device)
{
    model::ChartSources named = sources(missingChart);
    named.width = kPrintedChartWidth;
    QTextDocument text;
    for (const auto& [id, image] : charts) {
        named.images[id] = resourceName(id).toStdString();
        text.addResource(QTextDocument::ImageResource, QUrl(resourceName(id)), image);
    }
    text.setHtml(QString::fromStdString(model::toHtml(document, title.toStdString(), named)));
    QPdfWriter pdf(device);
    pdf.setTitle(title);
    pdf.setCreator(QApplication::applicationName());
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setPageMargins(QMarginsF());   // print() keeps its own 2 cm and numbers the pages
    keepHeadingsWithTheirText(text, printedPageSize(pdf), printedMargin());
    text.print(&pdf);
    return true;
}

QString writeReport(const model::TextDocument& document, const QString& path, const ReportCharts& charts,
                    const QString& missingChart)
{
    ReportFormat format = ReportFormat::Markdown;
    if (!reportFormatOf(path, format))
        return QApplication::translate("ReportExport", "%1: name the file .md, .html or .pdf").arg(path);
    const QString title = QString::fromStdString(document.blocks().empty() ? std::string() : document.blocks().front().text);
    switch (format) {
    case ReportFormat::Markdown: return writeMarkdown(document, path, charts, missingChart);
    case ReportFormat::Html:
        return writeFile(path, reportHtml(document, title, charts, missingChart)) ? QString() : cannotWriteText(path);
    case ReportFormat::Pdf: {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return cannotWriteText(path);
        writeReportPdf(document, title, charts, missingChart, &file);
        return {};
    }
    }
    return {};
}

}  // namespace memledger::widgets
