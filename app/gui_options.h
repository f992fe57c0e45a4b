// Command-line options of the window: `memledger [scenario.memledger.json]` and
// `memledger --screenshot OUT.png [scenario] [--model ID] [--gpu ID] [--inspect TERM]
// [--tab activations] [--unit GB] [--size WxH]`.
#pragma once

#include <QSize>
#include <QString>

namespace memledger::gui {

struct GuiOptions {
    bool screenshot = false;
    QString output;          // PNG path of --screenshot
    QString scenario;        // *.memledger.json to open
    QString model;           // preset ids applied on top
    QString gpu;
    QString inspect;         // term id to select in the inspector
    QString tab;             // "activations": show the drill-down tab
    QString unit;            // "GB" or "GiB"
    QString presets;         // --presets DIR
    QSize size{1600, 1000};
    QString error;           // non-empty: bad arguments
};

GuiOptions parseGuiOptions(int argc, char** argv);

}  // namespace memledger::gui
