// `memledger report --format html|pdf` from the command line: the charts drawn by the
// window's views and the page printed by Qt, on the offscreen platform, without a display.
#include <memory>

#include <QApplication>
#include <QBuffer>
#include <QStyleFactory>
#include <QTranslator>

#include "app/window/gui_main.h"
#include "widgets/common/catalogue.h"
#include "widgets/publish/report_charts.h"
#include "widgets/publish/report_labels.h"
#include "widgets/publish/report_output.h"

namespace memledger::gui {

namespace {

bool renderReport(const app::ReportRequest& request, std::string& bytes, std::string& error)
{
    int argc = 1;
    char name[] = "memledger";
    char* argv[] = {name, nullptr};
    std::unique_ptr<QApplication> app;
    if (!QCoreApplication::instance()) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QApplication>(argc, argv);
        QApplication::setApplicationName(QStringLiteral("MemLedger"));
        // As --screenshot draws the window: one style wherever it runs.
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    }
    // The charts' captions and axes in the language the words were written in (--lang).
    static QTranslator translator;
    if (!request.locale.empty() && widgets::loadCatalogue(translator, QLocale(QString::fromStdString(request.locale))))
        QCoreApplication::installTranslator(&translator);
    const auto charts = widgets::drawReportCharts(request.data, request.unit);
    const QString title = QString::fromStdString(request.title);
    const QString missing = widgets::missingChartText();
    if (request.format == app::ReportFormat::Html) {
        bytes = widgets::reportHtml(request.document, title, charts, missing).toStdString();
        return true;
    }
    QByteArray pdf;
    QBuffer buffer(&pdf);
    if (!buffer.open(QIODevice::WriteOnly) || !widgets::writeReportPdf(request.document, title, charts, missing, &buffer))
        return error = "cannot print the report to PDF", false;
    bytes = pdf.toStdString();
    return true;
}

}  // namespace

app::ReportRenderer reportRenderer() { return &renderReport; }

}  // namespace memledger::gui
