// A view drawn into a file or the clipboard by its own paint code: PNG at 1× or 2×, and
// SVG or PDF through QSvgGenerator and QPdfWriter, where QPainter's vector commands stay
// vectors (text stays text). Children are drawn too, so a panel exports whole.
#pragma once

#include <QImage>
#include <QString>

class QIODevice;
class QWidget;

namespace memledger::widgets {

enum class ViewFormat { Png, Svg, Pdf };

// The format a file name asks for by its extension (.png, .svg, .pdf), or false.
bool viewFormatOf(const QString& path, ViewFormat& format);

// The widget as it shows, at `scale` device pixels per pixel, on its window's background.
QImage viewImage(QWidget* view, qreal scale = 1);
// SVG and PDF pages the size of the widget; false when the device cannot be painted on.
bool writeViewSvg(QWidget* view, QIODevice* device, const QString& title);
bool writeViewPdf(QWidget* view, QIODevice* device, const QString& title);

// Writes `view` to `path` in the format its extension names; `scale` is for PNG only.
// An empty string on success, else what went wrong in the user's words.
QString exportView(QWidget* view, const QString& path, qreal scale, const QString& title);

// "Cannot write PATH; check that its folder exists and is writable."
QString cannotWriteText(const QString& path);

// The image on the clipboard.
void copyViewToClipboard(QWidget* view, qreal scale = 1);

}  // namespace memledger::widgets
