#include "app/gui_options.h"

#include <QCoreApplication>
#include <QStringList>

namespace memledger::gui {

namespace {

bool takeValue(const QStringList& args, int& i, QString& out, GuiOptions& o)
{
    if (i + 1 >= args.size()) {
        o.error = QCoreApplication::translate("Gui", "%1 needs a value").arg(args[i]);
        return false;
    }
    out = args[++i];
    return true;
}

}  // namespace

GuiOptions parseGuiOptions(int argc, char** argv)
{
    GuiOptions o;
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    for (int i = 0; i < args.size() && o.error.isEmpty(); ++i) {
        const QString& a = args[i];
        if (a == QLatin1String("--screenshot")) {
            o.screenshot = true;
            takeValue(args, i, o.output, o);
        } else if (a == QLatin1String("--model")) {
            takeValue(args, i, o.model, o);
        } else if (a == QLatin1String("--gpu")) {
            takeValue(args, i, o.gpu, o);
        } else if (a == QLatin1String("--inspect")) {
            takeValue(args, i, o.inspect, o);
        } else if (a == QLatin1String("--tab")) {
            takeValue(args, i, o.tab, o);
        } else if (a == QLatin1String("--triage")) {
            takeValue(args, i, o.triage, o);
        } else if (a == QLatin1String("--sweep-knob")) {
            takeValue(args, i, o.sweepKnob, o);
        } else if (a == QLatin1String("--sweep-range")) {
            takeValue(args, i, o.sweepRange, o);
        } else if (a == QLatin1String("--heatmap-knobs")) {
            takeValue(args, i, o.heatMapKnobs, o);
        } else if (a == QLatin1String("--compare-file")) {
            takeValue(args, i, o.compareFile, o);
        } else if (a == QLatin1String("--planner")) {
            o.planner = true;
        } else if (a == QLatin1String("--unit")) {
            takeValue(args, i, o.unit, o);
        } else if (a == QLatin1String("--lang")) {
            takeValue(args, i, o.lang, o);
        } else if (a == QLatin1String("--presets")) {
            takeValue(args, i, o.presets, o);
        } else if (a == QLatin1String("--size")) {
            QString size;
            if (takeValue(args, i, size, o)) {
                const auto wh = size.split(QLatin1Char('x'));
                if (wh.size() == 2)
                    o.size = QSize(wh[0].toInt(), wh[1].toInt());
            }
        } else if (!a.startsWith(QLatin1Char('-')) && o.scenario.isEmpty()) {
            o.scenario = a;
        } else if (!a.startsWith(QLatin1String("-platform")) && !a.startsWith(QLatin1String("-style"))) {
            o.error = QCoreApplication::translate("Gui", "unknown option %1").arg(a);
        }
    }
    return o;
}

}  // namespace memledger::gui
