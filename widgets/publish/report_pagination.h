// A printed report's headings stay with what they head. QTextDocument has no keep-with-next:
// a heading whose section starts on the next page was printed alone at the foot of the
// page before. The document is laid out on the pages print() will use, and such a heading
// starts a new page instead.
#pragma once

#include <QSizeF>

class QPagedPaintDevice;
class QTextDocument;

namespace memledger::widgets {

// The page QTextDocument::print(printer) lays an unpaginated document out on, in its units
// (96 to the inch), and the margin it gives the root frame (2 cm).
QSizeF printedPageSize(const QPagedPaintDevice& printer);
double printedMargin();

// Moves each heading that ends a page (the block after it starts on a later one) to the
// next page, in `document`; `page` and `margin` are the pages it will be printed on.
// Returns the headings moved.
int keepHeadingsWithTheirText(QTextDocument& document, QSizeF page, double margin);

// The page (from 0) that block `blockNumber` starts on, `document` laid out on pages.
int pageOfBlock(const QTextDocument& document, int blockNumber);

}  // namespace memledger::widgets
