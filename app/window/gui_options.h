// Command-line options of the window, in any order: `memledger [FILE]` and
// `memledger --screenshot OUT.png [scenario] [--model ID] [--gpu ID] [--inspect TERM]
// [--tab activations] [--snapshot FILE] [--unit GB] [--size WxH] [--triage open|N|all] [--lang zh_CN]
// [--dark] [--present [--scene N]] [--welcome] [--tour STOP]`.
// The UI language follows LANG / LC_ALL (LANG=zh_CN.UTF-8: Simplified Chinese); --lang
// overrides it, so `memledger --screenshot OUT.png --lang zh_CN SCENARIO` renders the
// Chinese UI headless (the CJK glyphs come from fonts-noto-cjk).
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
    QString tab;             // "activations", "timeline" or "allocator": show that tab
    QString unit;            // "GB" or "GiB"
    QString triage;          // --triage open|N|all: open the OOM triage wizard (and accept N steps)
    QString presets;         // --presets DIR
    QString lang;            // --lang zh_CN: UI language (QLocale name), else the system locale
    // Issue 6 tabs: --tab sweep|heatmap|compare, --planner (open the dock and run its query),
    // --sweep-knob seq|mbs|dp|model [--sweep-range FROM:TO], --heatmap-knobs X,Y,
    // --compare-file A.memledger.json (pinned as A; the scenario shown is B).
    QString sweepKnob;
    QString sweepRange;
    QString heatMapKnobs;
    QString compareFile;
    QString measured;        // --snapshot FILE: a snapshot or memory_stats() JSON beside the prediction
    QString guide;           // --guide PAGE: Help ▸ Guide at page 1…; with --screenshot, the guide is the picture
    bool welcome = false;    // --welcome: the welcome card, as at a first launch
    QString tour;            // --tour STOP: the tour of the window at stop 1…
    bool planner = false;
    bool dark = false;       // --dark: Fusion with a dark palette instead of the desktop's
    bool present = false;    // --present: presentation mode (a screenshot is 1920×1080 unless --size says)
    QString sceneText;       // --scene N as typed
    int scene = 1;           // --scene N: the scene to present, counted from 1
    QString sizeText;        // --size WxH as typed
    QSize size{1600, 1000};
    QString error;           // non-empty: bad arguments
};

GuiOptions parseGuiOptions(int argc, char** argv);

}  // namespace memledger::gui
