#include "widgets/publish/report_pagination.h"

#include <cmath>
#include <memory>

#include <QAbstractTextDocumentLayout>
#include <QPagedPaintDevice>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>

namespace memledger::widgets {

namespace {
constexpr double kUnitsPerInch = 96;   // QTextDocument::print's layout resolution
constexpr int kMaxMoves = 200;         // a bound, never met by a report: one pass a heading
}  // namespace

QSizeF printedPageSize(const QPagedPaintDevice& printer)
{
    // print() scales the device's page to its own resolution, as here.
    return {printer.width() * kUnitsPerInch / printer.logicalDpiX(), printer.height() * kUnitsPerInch / printer.logicalDpiY()};
}

double printedMargin()
{
    return 2 / 2.54 * kUnitsPerInch;
}

int pageOfBlock(const QTextDocument& document, int blockNumber)
{
    const QTextBlock block = document.findBlockByNumber(blockNumber);
    const double height = document.pageSize().height();
    if (!block.isValid() || height <= 0)
        return 0;
    const QRectF rect = document.documentLayout()->blockBoundingRect(block);
    return static_cast<int>(std::floor(rect.top() / height));
}

namespace {

// A copy of `document` laid out as print() lays out its own: the page size and the root
// frame's margin. Laid out afresh: a format changed in place is laid out again only in
// part, and the pages after it came out a few units off the printed ones.
std::unique_ptr<QTextDocument> laidOut(const QTextDocument& document, QSizeF page, double margin)
{
    std::unique_ptr<QTextDocument> laid(document.clone());
    QTextFrameFormat frame = laid->rootFrame()->frameFormat();
    frame.setMargin(margin);
    laid->rootFrame()->setFrameFormat(frame);
    laid->setPageSize(page);
    return laid;
}

// The first heading whose section starts on a later page than it; −1 when there is none.
int firstStrandedHeading(const QTextDocument& laid)
{
    for (QTextBlock block = laid.begin(); block.isValid(); block = block.next()) {
        const QTextBlock next = block.next();
        if (block.blockFormat().headingLevel() == 0 || !next.isValid())
            continue;
        const int at = pageOfBlock(laid, block.blockNumber());
        if (pageOfBlock(laid, next.blockNumber()) <= at)
            continue;
        // A heading that starts its page already stays: its text is taller than a page's rest.
        if (block.previous().isValid() && pageOfBlock(laid, block.previous().blockNumber()) == at)
            return block.blockNumber();
    }
    return -1;
}

}  // namespace

int keepHeadingsWithTheirText(QTextDocument& document, QSizeF page, double margin)
{
    int moved = 0;
    // One heading a pass: moving it moves every page after it. A heading moved starts its
    // page, so no heading is moved twice and the passes end.
    for (int heading = firstStrandedHeading(*laidOut(document, page, margin)); heading >= 0 && moved < kMaxMoves;
         heading = firstStrandedHeading(*laidOut(document, page, margin))) {
        QTextBlockFormat format;
        format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        QTextCursor(document.findBlockByNumber(heading)).mergeBlockFormat(format);
        ++moved;
    }
    return moved;
}

}  // namespace memledger::widgets
