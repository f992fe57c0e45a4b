// Hugging Face config.json, imported the way `memledger estimate --hf-config FILE` and
// the window's import do (readJsonFile + importHfConfig); an import without problems
// becomes the architecture of a default scenario, which is validated and estimated. Every
// input also goes through the command itself, in Chinese (`estimate --hf-config FILE --lang zh_CN`).
#include <cstddef>
#include <cstdint>
#include <vector>

#include "model/core/json_file.h"
#include "model/io/estimate_json.h"
#include "model/io/hf_config/hf_config.h"
#include "tests/fuzz/catalogue.h"
#include "tests/fuzz/fuzz_support.h"

using namespace memledger;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string path = fuzz::writeInput("config.json", data, size);
    std::vector<model::Problem> problems;
    fuzz::runCommand({"estimate", "--hf-config", path, "--lang", "zh_CN"});
    const auto document = model::readJsonFile(path, problems);
    if (!document) {
        fuzz::renderProblems(problems);
        return 0;
    }
    const model::HfImport imported = model::importHfConfig(*document, problems);
    for (const auto& note : imported.notes)
        (void)model::importNoteText(note, fuzz::chineseTranslate());
    if (!problems.empty()) {
        fuzz::renderProblems(problems);
        return 0;
    }
    model::Scenario scenario;
    scenario.arch = imported.arch;
    fuzz::runEngine(scenario);
    return 0;
}
