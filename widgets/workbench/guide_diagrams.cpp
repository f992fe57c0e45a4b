#include "widgets/workbench/guide_diagrams.h"

#include <algorithm>

#include <QPainter>
#include <QPainterPath>

#include "widgets/common/theme.h"

namespace memledger::widgets {

namespace {

constexpr int kBarHeight = 30;
constexpr int kGap = 12;
constexpr int kMargin = 8;

QImage canvas(int width, int height, const QPalette& palette)
{
    QImage image(width, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(palette.base().color());
    return image;
}

void drawArrow(QPainter& painter, QPointF from, QPointF to)
{
    painter.drawLine(from, to);
    const QPointF back = (from - to) / std::max(1.0, QLineF(from, to).length()) * 8;
    const QPointF side(-back.y() / 2, back.x() / 2);
    QPainterPath head;
    head.moveTo(to);
    head.lineTo(to + back + side);
    head.lineTo(to + back - side);
    head.closeSubpath();
    painter.fillPath(head, painter.pen().color());
}

}  // namespace

QImage barsDiagram(const std::vector<DiagramBar>& bars, const QPalette& palette, int width)
{
    const int height = kMargin * 2 + static_cast<int>(bars.size()) * (kBarHeight + kGap) - kGap;
    QImage image = canvas(width, height, palette);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics metrics(painter.font());
    int labelWidth = 0;
    int totalWidth = 0;
    double largest = 0;
    for (const DiagramBar& bar : bars) {
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(bar.label));
        totalWidth = std::max(totalWidth, metrics.horizontalAdvance(bar.total));
        double sum = 0;
        for (const DiagramPart& part : bar.parts)
            sum += part.size;
        largest = std::max(largest, sum);
    }
    const double left = kMargin + labelWidth + 8;
    const double room = width - left - totalWidth - 8 - kMargin;
    const Theme theme(palette);
    double y = kMargin;
    for (const DiagramBar& bar : bars) {
        painter.setPen(palette.text().color());
        painter.drawText(QRectF(kMargin, y, labelWidth, kBarHeight), Qt::AlignRight | Qt::AlignVCenter, bar.label);
        double x = left;
        for (const DiagramPart& part : bar.parts) {
            const QRectF box(x, y, largest > 0 ? part.size / largest * room : 0, kBarHeight);
            if (part.color.isValid()) {
                painter.fillRect(box, part.color);
                painter.setPen(theme.separator());
                painter.drawLine(box.topRight(), box.bottomRight());
                painter.setPen(theme.inkOn(part.color));
            } else {
                painter.setPen(QPen(palette.mid().color(), 1, Qt::DashLine));
                painter.drawRect(box.adjusted(0.5, 0.5, -0.5, -0.5));
                painter.setPen(palette.placeholderText().color());
            }
            if (metrics.horizontalAdvance(part.text) + 6 < box.width())
                painter.drawText(box, Qt::AlignCenter, part.text);
            x = box.right();
        }
        painter.setPen(palette.text().color());
        painter.drawText(QRectF(x + 8, y, totalWidth + 8, kBarHeight), Qt::AlignLeft | Qt::AlignVCenter, bar.total);
        y += kBarHeight + kGap;
    }
    return image;
}

QImage chainDiagram(const QStringList& boxes, const QPalette& palette, int perRow, int width)
{
    const int rows = (static_cast<int>(boxes.size()) + perRow - 1) / perRow;
    const int arrow = 28;
    const double boxWidth = (width - 2.0 * kMargin - (perRow - 1) * arrow) / perRow;
    const int boxHeight = 54;
    const int height = kMargin * 2 + rows * boxHeight + (rows - 1) * arrow;
    QImage image = canvas(width, height, palette);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const Theme theme(palette);
    QRectF previous;
    for (int i = 0; i < static_cast<int>(boxes.size()); ++i) {
        const int row = i / perRow;
        const int column = i % perRow;
        const QRectF box(kMargin + column * (boxWidth + arrow), kMargin + row * (boxHeight + arrow), boxWidth, boxHeight);
        painter.setPen(QPen(palette.highlight().color(), 1.5));
        painter.setBrush(theme.tint(palette.highlight().color()));
        painter.drawRoundedRect(box.adjusted(1, 1, -1, -1), 6, 6);
        painter.setPen(palette.text().color());
        painter.drawText(box.adjusted(6, 4, -6, -4), Qt::AlignCenter | Qt::TextWordWrap, boxes[i]);
        if (i > 0) {
            painter.setPen(QPen(palette.text().color(), 1.5));
            if (column > 0)
                drawArrow(painter, QPointF(previous.right() + 3, previous.center().y()),
                          QPointF(box.left() - 3, box.center().y()));
            else   // the first box of a new row: down from the row above's last box, back to the left
                drawArrow(painter, QPointF(previous.center().x(), previous.bottom() + 3),
                          QPointF(box.center().x(), box.top() - 3));
        }
        previous = box;
    }
    return image;
}

}  // namespace memledger::widgets
