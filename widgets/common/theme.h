// Every colour a view paints that the palette does not name: the engine's categories
// (Okabe & Ito 2008, "Color Universal Design": distinguishable under the common
// colour-vision deficiencies), statuses, overflow, and the overlays drawn over a plot.
// Built from the palette the view paints with, so that a dark palette gets light words
// and dark veils: no view holds a colour literal of its own.
#pragma once

#include <cstdint>

#include <QColor>
#include <QPalette>

#include "model/core/term.h"

class QWidget;

namespace memledger::widgets {

// What a verdict, a cell of the fit map or a marked field says about a scenario. Invalid
// input reads as an error in words and as "no figure" in a map.
enum class Status : std::uint8_t { Fits, OutOfMemory, Invalid };

class Theme {
public:
    explicit Theme(const QPalette& palette);

    bool isDark() const;

    QColor category(model::Category category) const;
    // A category colour, or its grey when the figures are stale (the last valid result).
    QColor category(model::Category category, bool stale) const;
    QColor stale(const QColor& color) const;
    QColor overflow(bool stale = false) const;       // over capacity, stalls, limits: vermillion
    QColor overflowFill(bool stale = false) const;   // under the overflow's hatching
    QColor statusText(Status status) const;      // a verdict in words: 4.5:1 on the window at least
    QColor statusFill(Status status) const;      // a cell or a field, washed toward the base
    QColor tint(const QColor& ink) const;        // a colour washed toward the base, behind words
    QColor area(const QColor& ink) const;        // half washed: the area under a curve drawn in `ink`
    QColor idle() const;                         // waiting, not work (a pipeline bubble)
    QColor inkOn(const QColor& fill) const;      // text on a coloured fill: near-black or white
    QColor veil() const;                         // laid over a stale plot
    QColor separator() const;                    // thin lines between the parts of a bar
    QColor hatch() const;                        // the inspected term's hatching over its colour
    QColor mutedText() const;                    // secondary words (opaque: rich text needs it)
    QColor noteFill() const;                     // behind a caution in the inspector
    QColor previewText() const;                  // words about a proposed change: the highlight, readable

    // Qt's Fusion colours turned dark, for `memledger --dark` and the theme's tests.
    static QPalette darkPalette();

private:
    QColor readableOnWindow(const QColor& ink) const;

    QPalette m_palette;
};

// WCAG 2.1 contrast ratio of two opaque colours: 1 (the same) to 21 (black on white).
double contrastRatio(const QColor& a, const QColor& b);

// Words in a status colour: sets the widget's text colour from its own palette's theme.
void setStatusColor(QWidget* widget, Status status);

}  // namespace memledger::widgets
