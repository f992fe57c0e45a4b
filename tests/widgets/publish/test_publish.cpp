// Views and the design review published as files: SVG that parses and holds the drawn
// labels and shapes, PNG at 2×, PDF pages, and a report whose HTML and PDF hold every
// ledger figure (the PDF read back with pdftotext, from poppler-utils).
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <gtest/gtest.h>

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include "model/core/vocabulary.h"
#include "model/io/presets.h"
#include "model/io/scenario_json.h"
#include "model/report/review_data.h"
#include "tests/widgets/widget_rig.h"
#include "widgets/common/quantity_text.h"
#include "widgets/publish/report_charts.h"
#include "widgets/publish/report_labels.h"
#include "widgets/publish/report_output.h"
#include "widgets/publish/report_pagination.h"
#include "widgets/publish/view_image.h"

namespace memledger::widgets::test {
namespace {

struct SvgContent {
    QStringList texts;
    int shapes = 0;   // path, rect, polygon and polyline elements
};

SvgContent parseSvg(const QByteArray& svg)
{
    SvgContent content;
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("text"))
            content.texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
        else if (name == QLatin1String("path") || name == QLatin1String("rect") || name == QLatin1String("polygon") ||
                 name == QLatin1String("polyline"))
            ++content.shapes;
    }
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    return content;
}

// The text of a PDF, whitespace removed (table cells wrap where the layout wants).
QString pdfText(const QByteArray& pdf)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty()) {
        ADD_FAILURE() << "pdftotext is missing: scripts/install-deps.sh --tests installs poppler-utils";
        return {};
    }
    QProcess process;
    // -raw: in the order drawn, so a table cell's text stays together.
    process.start(tool, {QStringLiteral("-raw"), QStringLiteral("-"), QStringLiteral("-")});
    process.write(pdf);
    process.closeWriteChannel();
    EXPECT_TRUE(process.waitForFinished(30000));
    return QString::fromUtf8(process.readAllStandardOutput()).remove(QRegularExpression(QStringLiteral("\\s")));
}

QString squeezed(const std::string& text) { return QString::fromStdString(text).remove(QRegularExpression(QStringLiteral("\\s"))); }

model::Scenario worked(const std::string& id)
{
    model::Scenario scenario;
    std::vector<model::Problem> problems;
    model::readScenario(presets()->scenarios.at(id).document, *presets(), scenario, problems);
    EXPECT_TRUE(problems.empty());
    return scenario;
}

// A ledger of its own, outside the workbench's scroll area, which would size it.
struct LoneLedger {
    explicit LoneLedger(QSize size)
    {
        view.setEstimate(std::make_shared<const model::Estimate>(model::estimate(seventyB())), false);
        view.resize(size);
    }
    LedgerView view;
};

TEST(Publish, TheLedgerExportsAsAnSvgHoldingItsLabelsAndBars)
{
    LoneLedger ledger({900, 420});
    QByteArray svg;
    QBuffer buffer(&svg);
    ASSERT_TRUE(buffer.open(QIODevice::WriteOnly));
    ASSERT_TRUE(writeViewSvg(&ledger.view, &buffer, QStringLiteral("Ledger")));
    const SvgContent content = parseSvg(svg);
    const LedgerLayout& layout = ledger.view.ledgerLayout();
    int segments = 0;
    for (const auto& bar : layout.bars) {
        EXPECT_TRUE(content.texts.contains(bar.label) || content.texts.contains(QStringLiteral("★ ") + bar.label))
            << bar.label.toStdString();
        EXPECT_TRUE(content.texts.contains(formatBytes(bar.total, ByteUnit::GiB))) << bar.total;
        segments += static_cast<int>(bar.segments.size());
    }
    EXPECT_GE(content.shapes, segments);   // drawn as vectors, not one pasted bitmap
    EXPECT_FALSE(svg.contains("<image"));
}

TEST(Publish, PngAtTwiceTheScaleHasTwiceThePixels)
{
    LoneLedger ledger({700, 300});
    const QImage one = viewImage(&ledger.view, 1);
    const QImage two = viewImage(&ledger.view, 2);
    EXPECT_EQ(one.size(), QSize(700, 300));
    EXPECT_EQ(two.size(), QSize(1400, 600));
    EXPECT_EQ(two.devicePixelRatio(), 2);
}

TEST(Publish, AViewExportsByTheExtensionOfItsFile)
{
    LoneLedger ledger({800, 360});
    QTemporaryDir dir;
    for (const char* name : {"ledger.png", "ledger.svg", "ledger.pdf"}) {
        const QString path = dir.filePath(QString::fromLatin1(name));
        EXPECT_TRUE(exportView(&ledger.view, path, 2, QStringLiteral("Ledger")).isEmpty()) << name;
        EXPECT_GT(QFileInfo(path).size(), 0) << name;
    }
    QFile pdf(dir.filePath(QStringLiteral("ledger.pdf")));
    ASSERT_TRUE(pdf.open(QIODevice::ReadOnly));
    const QByteArray bytes = pdf.readAll();
    EXPECT_TRUE(bytes.startsWith("%PDF"));
    EXPECT_TRUE(pdfText(bytes).contains(squeezed(ledger.view.ledgerLayout().bars.front().label.toStdString())));
    const QString refused = exportView(&ledger.view, dir.filePath(QStringLiteral("ledger.txt")), 1, QString());
    EXPECT_TRUE(refused.contains(QStringLiteral(".png, .svg or .pdf"))) << refused.toStdString();
}

TEST(Publish, TheReportsChartsAreTheLedgerAndTheTimeline)
{
    const auto data = model::computeReview(worked("7b-zero3-dp8"));
    const auto charts = drawReportCharts(data, ByteUnit::GiB);
    ASSERT_EQ(charts.size(), 2u);
    EXPECT_EQ(charts.at("ledger").width(), 2 * kReportChartWidth);
    EXPECT_FALSE(charts.at("timeline").isNull());
}

TEST(Publish, HtmlAndPdfReportsHoldEveryLedgerFigure)
{
    const auto data = model::computeReview(worked("zero-offload-13b-1gpu"));
    const model::TextDocument doc = model::designReview(data.inputs("13B offload", ByteUnit::GiB), reviewLabels());
    const auto charts = drawReportCharts(data, ByteUnit::GiB);
    const QString html = QString::fromUtf8(reportHtml(doc, QStringLiteral("review"), charts, missingChartText()));
    EXPECT_EQ(html.count(QStringLiteral("<img src=\"data:image/png;base64,")), 2);
    QByteArray pdf;
    QBuffer buffer(&pdf);
    ASSERT_TRUE(buffer.open(QIODevice::WriteOnly));
    ASSERT_TRUE(writeReportPdf(doc, QStringLiteral("review"), charts, missingChartText(), &buffer));
    const QString text = pdfText(pdf);
    const model::Estimate& e = data.estimate;
    std::vector<model::Term> terms = e.worst().terms;
    terms.insert(terms.end(), e.host.terms.begin(), e.host.terms.end());
    for (const model::Term& term : terms) {
        const std::string bytes = model::bytesText(term.bytes, ByteUnit::GiB);
        EXPECT_TRUE(html.contains(QString::fromStdString(term.label))) << term.id;
        EXPECT_TRUE(html.contains(QString::fromStdString(bytes).replace(QLatin1Char(' '), QStringLiteral("&nbsp;"))))
            << term.id;
        EXPECT_TRUE(text.contains(squeezed(bytes))) << term.id << " " << bytes;
    }
    for (const double bytes : e.worst().atPeak)
        EXPECT_TRUE(text.contains(squeezed(model::bytesText(bytes, ByteUnit::GiB)))) << bytes;
}

TEST(Publish, AMarkdownReportLinksItsChartsBesideIt)
{
    const auto data = model::computeReview(worked("7b-zero3-dp8"));
    const model::TextDocument doc = model::designReview(data.inputs("", ByteUnit::GiB), reviewLabels());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("review.md"));
    ASSERT_TRUE(writeReport(doc, path, drawReportCharts(data, ByteUnit::GiB), missingChartText()).isEmpty());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString markdown = QString::fromUtf8(file.readAll());
    EXPECT_TRUE(markdown.contains(QStringLiteral("](review-ledger.png)")));
    EXPECT_TRUE(markdown.contains(QStringLiteral("](review-timeline.png)")));
    EXPECT_TRUE(QImage(dir.filePath(QStringLiteral("review-ledger.png"))).width() > 0);
}

}  // namespace
}  // namespace memledger::widgets::test

namespace memledger::widgets::test {

// A heading is never the last line of a printed page (walk-through: "the PDF report strands a
// heading at a page end"): wherever the text before it ends, the heading starts the page its
// section starts on.
TEST(Publish, APrintedHeadingStaysWithItsSection)
{
    const QSizeF page(794, 1123);   // A4 at print()'s 96 units to the inch
    int stranded = 0;
    for (int lines = 20; lines < 80; ++lines) {
        QString html;
        for (int i = 0; i < lines; ++i)
            html += QStringLiteral("<p>Paragraph %1 of the section before.</p>").arg(i);
        html += QStringLiteral("<h2>Where the memory goes</h2><p>The section's first paragraph.</p>");
        for (int i = 0; i < 40; ++i)
            html += QStringLiteral("<h3>Term %1</h3><p>Its formula and its value.</p>").arg(i);
        QTextDocument before;
        before.setHtml(html);
        QTextDocument after;
        after.setHtml(html);
        keepHeadingsWithTheirText(after, page, printedMargin());
        for (QTextDocument* doc : {&before, &after}) {
            QTextFrameFormat frame = doc->rootFrame()->frameFormat();
            frame.setMargin(printedMargin());
            doc->rootFrame()->setFrameFormat(frame);
            doc->setPageSize(page);
        }
        for (QTextBlock block = after.begin(); block.next().isValid(); block = block.next()) {
            if (block.blockFormat().headingLevel() == 0)
                continue;
            const int n = block.blockNumber();
            stranded += pageOfBlock(before, n + 1) > pageOfBlock(before, n);
            EXPECT_EQ(pageOfBlock(after, n + 1), pageOfBlock(after, n)) << "lines " << lines << " block " << n;
        }
    }
    EXPECT_GT(stranded, 0);   // the cases tried do strand headings without it
}

}  // namespace memledger::widgets::test
