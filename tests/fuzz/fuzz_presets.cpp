// Preset files, loaded with loadPresets() from a folder that holds the input as one
// file. The first byte chooses the kind ('0' a model in models/, '1' a GPU in gpus/,
// '2' a worked scenario in scenarios/; any byte modulo 3); the rest is the file.
// Whatever loads is then used the way the program uses it: a model or a GPU applied
// to a scenario, a worked scenario read against the shipped presets; each is estimated.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <vector>

#include "model/io/estimate_json.h"
#include "model/io/scenario_json.h"
#include "tests/fuzz/fuzz_support.h"

using namespace memledger;

namespace {

const char* const kFiles[] = {"presets/models/fuzz.json", "presets/gpus/fuzz.json",
                              "presets/scenarios/fuzz.memledger.json"};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    const model::PresetLibrary& shipped = fuzz::shippedPresets();
    for (const char* file : kFiles) {
        std::error_code ignored;
        std::filesystem::remove(fuzz::scratchPath(file), ignored);
    }
    fuzz::writeInput(kFiles[data[0] % 3], data + 1, size - 1);

    std::vector<model::Problem> problems;
    const model::PresetLibrary loaded = model::loadPresets(fuzz::scratchPath("presets"), problems);
    if (!problems.empty()) {
        fuzz::renderProblems(problems);
        return 0;
    }
    for (const auto& entry : loaded.models) {
        model::Scenario scenario;
        model::applyModel(entry.second, scenario);
        fuzz::runEngine(scenario);
    }
    for (const auto& entry : loaded.gpus) {
        model::Scenario scenario;
        model::applyModel(*shipped.model("llama-3.1-8b"), scenario);
        model::applyGpu(entry.second, scenario.hardware);
        fuzz::runEngine(scenario);
    }
    for (const auto& entry : loaded.scenarios) {
        model::Scenario scenario;
        std::vector<model::Problem> scenarioProblems;
        model::readScenario(entry.second.document, shipped, scenario, scenarioProblems);
        if (scenarioProblems.empty())
            fuzz::runEngine(scenario);
        else
            fuzz::renderProblems(scenarioProblems);
    }
    return 0;
}
