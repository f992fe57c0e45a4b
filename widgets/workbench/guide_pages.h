// Help ▸ Guide: short illustrated pages on the concepts the ledger is made of, each
// with the prepared scenario (presets/scenarios) and the view that show it live.
#pragma once

#include <QImage>
#include <QPalette>
#include <QString>
#include <vector>

namespace memledger::widgets {

// Where a page's "Show me" takes the user after loading its scenario.
enum class GuideView { Activations, Sweep, Timeline, Allocator, Triage };

struct GuidePage {
    QString title;
    QString html;          // paragraphs; the diagram goes after the first
    QImage diagram;
    QString scenario;      // a preset scenario's id ("7b-zero3-dp8")
    GuideView view = GuideView::Activations;
};

// Translated, drawn in `palette`'s colours.
std::vector<GuidePage> guidePages(const QPalette& palette);

}  // namespace memledger::widgets
