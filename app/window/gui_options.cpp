#include "app/window/gui_options.h"

#include <QCoreApplication>
#include <QStringList>

#include "app/common/launch_mode.h"

namespace memledger::gui {

namespace {

// Valued window options and the field each fills; app::windowOptionTakesValue lists the
// same names for choosing between the window and the command line.
struct ValuedOption {
    const char* name;
    QString GuiOptions::*field;
};

constexpr ValuedOption kValued[] = {
    {"screenshot", &GuiOptions::output},     {"model", &GuiOptions::model},
    {"gpu", &GuiOptions::gpu},               {"inspect", &GuiOptions::inspect},
    {"tab", &GuiOptions::tab},               {"triage", &GuiOptions::triage},
    {"sweep-knob", &GuiOptions::sweepKnob},  {"sweep-range", &GuiOptions::sweepRange},
    {"heatmap-knobs", &GuiOptions::heatMapKnobs}, {"compare-file", &GuiOptions::compareFile},
    {"snapshot", &GuiOptions::measured},     {"guide", &GuiOptions::guide},
    {"unit", &GuiOptions::unit},             {"lang", &GuiOptions::lang},
    {"presets", &GuiOptions::presets},       {"size", &GuiOptions::sizeText},
    {"scene", &GuiOptions::sceneText},       {"tour", &GuiOptions::tour},
};

void applyValue(GuiOptions& o, const QString& name, const QString& value)
{
    for (const auto& option : kValued)
        if (name == QLatin1String(option.name))
            o.*option.field = value;
    if (name == QLatin1String("screenshot"))
        o.screenshot = true;
}

void readSize(GuiOptions& o)
{
    if (o.sizeText.isEmpty())
        return;
    const auto wh = o.sizeText.split(QLatin1Char('x'));
    bool widthOk = false;
    bool heightOk = false;
    const int width = wh.size() == 2 ? wh[0].toInt(&widthOk) : 0;
    const int height = wh.size() == 2 ? wh[1].toInt(&heightOk) : 0;
    if (widthOk && heightOk && width >= 320 && height >= 240 && width <= 16384 && height <= 16384)
        o.size = QSize(width, height);
    else
        o.error = QCoreApplication::translate("Gui",
            "--size is '%1'; expected WIDTHxHEIGHT, e.g. 1600x1000").arg(o.sizeText);
}

// A projector's resolution: what a presentation is rendered for.
constexpr QSize kPresentationSize{1920, 1080};

void readScene(GuiOptions& o)
{
    if (o.present && o.sizeText.isEmpty())
        o.size = kPresentationSize;
    if (o.sceneText.isEmpty())
        return;
    bool ok = false;
    const int scene = o.sceneText.toInt(&ok);
    if (!o.present)
        o.error = QCoreApplication::translate("Gui", "--scene needs --present (e.g. --present --scene 2)");
    else if (!ok || scene < 1)
        o.error = QCoreApplication::translate("Gui",
            "--scene is '%1'; expected a scene number counted from 1").arg(o.sceneText);
    else
        o.scene = scene;
}

}  // namespace

GuiOptions parseGuiOptions(int argc, char** argv)
{
    GuiOptions o;
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    for (int i = 0; i < args.size() && o.error.isEmpty(); ++i) {
        const QString& word = args[i];
        if (!word.startsWith(QLatin1Char('-'))) {
            if (!o.scenario.isEmpty())
                o.error = QCoreApplication::translate("Gui",
                    "more than one file to open ('%1' and '%2')").arg(o.scenario, word);
            o.scenario = word;
            continue;
        }
        QString name = word.mid(word.startsWith(QLatin1String("--")) ? 2 : 1);
        QString value;
        const bool inlineValue = name.contains(QLatin1Char('='));
        if (inlineValue) {
            value = name.section(QLatin1Char('='), 1);
            name = name.section(QLatin1Char('='), 0, 0);
        }
        if (name == QLatin1String("planner")) {
            o.planner = true;
        } else if (name == QLatin1String("dark")) {
            o.dark = true;
        } else if (name == QLatin1String("present")) {
            o.present = true;
        } else if (name == QLatin1String("welcome")) {
            o.welcome = true;
        } else if (app::windowOptionTakesValue(name.toStdString())) {
            if (!inlineValue && i + 1 >= args.size()) {
                o.error = QCoreApplication::translate("Gui", "%1 needs a value").arg(word);
                break;
            }
            applyValue(o, name, inlineValue ? value : args[++i]);
        } else {
            o.error = QCoreApplication::translate("Gui", "unknown option %1 (see 'memledger --help')").arg(word);
        }
    }
    if (o.error.isEmpty())
        readSize(o);
    if (o.error.isEmpty())
        readScene(o);
    if (o.error.isEmpty() && !o.tour.isEmpty()) {
        bool ok = false;
        if (o.tour.toInt(&ok) < 1 || !ok)
            o.error = QCoreApplication::translate("Gui", "--tour is '%1'; expected a stop counted from 1").arg(o.tour);
    }
    return o;
}

}  // namespace memledger::gui
