#include "widgets/publish/view_image.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QWidget>

namespace memledger::widgets {

namespace {

constexpr qreal kScreenDpi = 96;

// Draws the widget and its children through their paint events into `painter`'s device:
// on a vector device every line, fill and text stays a vector command.
void paintView(QWidget* view, QPainter& painter)
{
    painter.fillRect(QRect(QPoint(), view->size()), view->palette().window());
    view->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
}

}  // namespace

QString cannotWriteText(const QString& path)
{
    return QApplication::translate("ViewExport", "Cannot write %1; check that its folder exists and is writable.")
        .arg(path);
}

bool viewFormatOf(const QString& path, ViewFormat& format)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        format = ViewFormat::Png;
    else if (suffix == QLatin1String("svg"))
        format = ViewFormat::Svg;
    else if (suffix == QLatin1String("pdf"))
        format = ViewFormat::Pdf;
    else
        return false;
    return true;
}

QImage viewImage(QWidget* view, qreal scale)
{
    QImage image(view->size() * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    paintView(view, painter);
    painter.end();
    return image;
}

bool writeViewSvg(QWidget* view, QIODevice* device, const QString& title)
{
    QSvgGenerator svg;
    svg.setOutputDevice(device);
    svg.setSize(view->size());
    svg.setViewBox(QRect(QPoint(), view->size()));
    svg.setResolution(static_cast<int>(kScreenDpi));
    svg.setTitle(title);
    QPainter painter;
    if (!painter.begin(&svg))
        return false;
    paintView(view, painter);
    return painter.end();
}

bool writeViewPdf(QWidget* view, QIODevice* device, const QString& title)
{
    QPdfWriter pdf(device);
    pdf.setTitle(title);
    pdf.setCreator(QApplication::applicationName());
    // One page the size of the view: a pixel is 1/96 inch, as on the screen.
    pdf.setResolution(static_cast<int>(kScreenDpi));
    const QSizeF points = QSizeF(view->size()) * 72.0 / kScreenDpi;
    pdf.setPageSize(QPageSize(points, QPageSize::Point, title, QPageSize::ExactMatch));
    pdf.setPageMargins(QMarginsF());
    QPainter painter;
    if (!painter.begin(&pdf))
        return false;
    paintView(view, painter);
    return painter.end();
}

QString exportView(QWidget* view, const QString& path, qreal scale, const QString& title)
{
    ViewFormat format = ViewFormat::Png;
    if (!viewFormatOf(path, format))
        return QApplication::translate("ViewExport", "%1: name the file .png, .svg or .pdf").arg(path);
    if (format == ViewFormat::Png)
        return viewImage(view, scale).save(path, "PNG") ? QString() : cannotWriteText(path);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return cannotWriteText(path);
    const bool written = format == ViewFormat::Svg ? writeViewSvg(view, &file, title) : writeViewPdf(view, &file, title);
    return written ? QString() : QApplication::translate("ViewExport", "Cannot draw the view into %1.").arg(path);
}

void copyViewToClipboard(QWidget* view, qreal scale)
{
    QApplication::clipboard()->setImage(viewImage(view, scale));
}

}  // namespace memledger::widgets
