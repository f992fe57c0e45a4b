// Scenario files (*.memledger.json), read the way `memledger estimate FILE` reads them
// (readJsonFile + readScenario against the shipped presets), then validated and
// estimated. A scenario that reads cleanly must also survive a save and reopen:
// scenarioToJson() read back gives the same scenario with no problems. The scenes, pin and
// sweep the window keeps in the same file are read as the window reads them
// (readWorkspace, over the window's default scenario), and every input also goes through
// the command, in Chinese (`explain FILE --lang zh_CN`).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "model/core/json_file.h"
#include "model/io/estimate_json.h"
#include "model/io/scenario_json.h"
#include "model/io/workspace_json.h"
#include "model/core/untrusted_json.h"
#include "tests/fuzz/fuzz_support.h"

using namespace memledger;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const model::PresetLibrary& presets = fuzz::shippedPresets();
    const std::string path = fuzz::writeInput("input.memledger.json", data, size);
    std::vector<model::Problem> problems;
    model::Scenario scenario;
    fuzz::runCommand({"explain", path, "--lang", "zh_CN"});
    if (const auto document = model::readJsonFile(path, problems)) {
        model::readScenario(*document, presets, scenario, problems);
        model::Workspace workspace;
        std::vector<model::Problem> workspaceProblems;
        model::readWorkspace(*document, presets, scenario, workspace, workspaceProblems);
        fuzz::renderProblems(workspaceProblems);
    }
    if (!problems.empty()) {
        fuzz::renderProblems(problems);
        return 0;
    }
    fuzz::runEngine(scenario);

    const nlohmann::json saved = model::scenarioToJson(scenario);
    model::Scenario reopened;
    model::readScenario(saved, presets, reopened, problems);
    if (!problems.empty() || model::scenarioToJson(reopened) != saved) {
        std::fprintf(stderr, "fuzz: a saved scenario does not reopen as itself: %s\n",
                     problems.empty() ? model::jsonText(saved).c_str() : problems.front().message.c_str());
        std::abort();
    }
    return 0;
}
