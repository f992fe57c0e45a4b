// The guide's illustrations, drawn in the window's own colours (the ledger's category
// colours, its palette) so a page looks like the view its "Show me" opens. Two kinds:
// rows of stacked bars (what memory is made of) and a chain of boxes (where it moves,
// in which order to try things).
#pragma once

#include <QColor>
#include <QImage>
#include <QPalette>
#include <QString>
#include <vector>

namespace memledger::widgets {

struct DiagramPart {
    double size = 0;    // relative to the other parts of every bar of the diagram
    QColor color;       // invalid: an empty slot (a hole, a freed block), drawn outlined
    QString text;       // inside the part when it fits
};

struct DiagramBar {
    QString label;      // left of the bar
    std::vector<DiagramPart> parts;
    QString total;      // right of the bar
};

QImage barsDiagram(const std::vector<DiagramBar>& bars, const QPalette& palette, int width = 500);
// Boxes joined by arrows, left to right, wrapping into rows of `perRow`.
QImage chainDiagram(const QStringList& boxes, const QPalette& palette, int perRow = 3, int width = 500);

}  // namespace memledger::widgets
