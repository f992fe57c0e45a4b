#include "app/cli/cli_help.h"

#include <algorithm>
#include <sstream>

#include "app/cli/cli_flags.h"
#include "app/cli/commands.h"

namespace memledger::cli {

namespace {

void printFlag(std::ostringstream& out, const FlagSpec& spec, const model::Scenario& starting)
{
    std::string left = std::string("  --") + spec.name + (spec.takesValue() ? " " + spec.value : "");
    out << left;
    constexpr std::size_t kColumn = 34;
    out << (left.size() < kColumn ? std::string(kColumn - left.size(), ' ') : "\n" + std::string(kColumn, ' '));
    out << spec.help;
    const std::string fallback = spec.field ? fieldDefault(*spec.field, starting) : spec.fallback;
    if (!fallback.empty())
        out << " (default " << fallback << ")";
    out << '\n';
}

}  // namespace

std::string usage()
{
    std::ostringstream out;
    out << "memledger — where GPU memory goes when a transformer is trained\n\n"
           "Usage:\n"
           "  memledger [FILE] [--lang LOCALE]      open the window (on a scenario or a Hugging Face config.json)\n"
           "  memledger --screenshot OUT.png [FILE] [--lang LOCALE] [--size WxH] [--tab NAME]\n"
           "                                        render the window offscreen and exit\n"
           "  memledger --screenshot OUT.png --present [--scene N] [FILE]\n"
           "                                        render presentation mode (scene N of FILE)\n"
           "  memledger COMMAND [SCENARIO] [options]\n"
           "  memledger COMMAND --help              that command's options, defaults and an example\n"
           "  memledger --version\n\n"
           "Commands:\n";
    for (const auto& command : commands()) {
        const std::string name = command.name;
        constexpr std::size_t kColumn = 18;
        out << "  " << name << std::string(kColumn - std::min(kColumn - 1, name.size()), ' ') << command.summary
            << '\n';
    }
    out << "\nSCENARIO is a *.memledger.json file or the id of a worked scenario (memledger presets lists\n"
           "them), or another tool's configuration (see import). --from FILE lays such a configuration\n"
           "over it (repeatable); the command's own flags come last. Window options: --lang zh_CN (the UI\n"
           "language; default from LANG), --screenshot, --size, --tab, --snapshot FILE (a measured\n"
           "snapshot in the allocator tab), --model, --gpu, --unit GB, --planner, --triage open, --dark\n"
           "(a dark palette), --guide PAGE (Help > Guide at that page), --present (presentation mode: F5 in the\n"
           "window) with --scene N (counted from 1), --welcome (the first launch's welcome card), --tour STOP\n"
           "(the tour of the window at that stop).\n"
           "Every command takes --lang en|zh_CN (default from LC_ALL, LC_MESSAGES or LANG): its text output\n"
           "names the ledger's terms, categories, instants and problems in that language; JSON stays English\n"
           "(a machine interface of ids), except triage's steps.\n"
           "Presets come from --presets DIR, $MEMLEDGER_PRESETS, or the installed share/memledger.\n\n"
           "Exit status: 0 on success (also when the scenario does not fit), 2 on bad input.\n";
    return out.str();
}

std::string commandHelp(const std::string& name, const model::Scenario& starting)
{
    const Command* command = findCommand(name);
    if (!command)
        return {};
    std::ostringstream out;
    out << "memledger " << name << " — " << command->summary << "\n\nUsage: memledger " << name
        << (command->operand ? std::string(" ") + command->operand : std::string())
        << (command->takesScenario ? " [SCENARIO.memledger.json | SCENARIO-ID]" : "") << " [options]\n";
    if (command->takesScenario)
        out << "\nWithout SCENARIO it starts from " << (starting.arch.name.empty() ? "the engine's defaults" : starting.arch.name)
            << (starting.hardware.gpuName.empty() ? std::string() : " on one " + starting.hardware.gpuName)
            << ", as the window does; the defaults below are its values.\n";
    std::string group;
    for (const auto& spec : flagTable()) {
        if (!spec.belongsTo(name))
            continue;
        if (group != spec.group) {
            group = spec.group;
            out << '\n' << group << ":\n";
        }
        printFlag(out, spec, starting);
    }
    out << "\nFormats (--format): " << command->formats << "\n\nExample:\n  " << command->example << '\n';
    return out.str();
}

}  // namespace memledger::cli
