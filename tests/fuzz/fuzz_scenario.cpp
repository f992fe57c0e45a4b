// Scenario files (*.memledger.json), read the way `memledger estimate FILE` reads them
// (readJsonFile + readScenario against the shipped presets), then validated and
// estimated. A scenario that reads cleanly must also survive a save and reopen:
// scenarioToJson() read back gives the same scenario with no problems.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "model/core/json_file.h"
#include "model/io/estimate_json.h"
#include "model/io/scenario_json.h"
#include "tests/fuzz/fuzz_support.h"

using namespace memledger;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const model::PresetLibrary& presets = fuzz::shippedPresets();
    const std::string path = fuzz::writeInput("input.memledger.json", data, size);
    std::vector<model::Problem> problems;
    model::Scenario scenario;
    if (const auto document = model::readJsonFile(path, problems))
        model::readScenario(*document, presets, scenario, problems);
    if (!problems.empty()) {
        (void)model::problemsToJson(problems).dump();
        return 0;
    }
    fuzz::runEngine(scenario);

    const nlohmann::json saved = model::scenarioToJson(scenario);
    model::Scenario reopened;
    model::readScenario(saved, presets, reopened, problems);
    if (!problems.empty() || model::scenarioToJson(reopened) != saved) {
        std::fprintf(stderr, "fuzz: a saved scenario does not reopen as itself: %s\n",
                     problems.empty() ? saved.dump().c_str() : problems.front().message.c_str());
        std::abort();
    }
    return 0;
}
