// Hugging Face config.json, imported the way `memledger estimate --hf-config FILE` and
// the window's import do (readJsonFile + importHfConfig); an import without problems
// becomes the architecture of a default scenario, which is validated and estimated.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "model/core/json_file.h"
#include "model/io/estimate_json.h"
#include "model/io/hf_config.h"
#include "tests/fuzz/fuzz_support.h"

using namespace memledger;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string path = fuzz::writeInput("config.json", data, size);
    std::vector<model::Problem> problems;
    const auto document = model::readJsonFile(path, problems);
    if (!document)
        return 0;
    const model::HfImport imported = model::importHfConfig(*document, problems);
    if (!problems.empty()) {
        (void)model::problemsToJson(problems).dump();
        return 0;
    }
    model::Scenario scenario;
    scenario.arch = imported.arch;
    fuzz::runEngine(scenario);
    return 0;
}
