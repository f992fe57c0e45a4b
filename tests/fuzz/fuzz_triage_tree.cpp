// OOM triage trees (`memledger triage --tree FILE`), loaded with loadTriageTree(). A
// tree that validates is walked on a job that does not fit (presets/scenarios/
// 7b-full-finetune-24gb-s8192: a 7B model on a 24 GB card) and reported in both languages;
// what does not load is reported in both. Every input also goes through the command
// (`triage 7b-full-finetune-24gb-s8192 --tree FILE --lang zh_CN`).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "model/io/scenario_json.h"
#include "model/triage/triage.h"
#include "model/io/reports/triage_report.h"
#include "model/core/untrusted_json.h"
#include "tests/fuzz/fuzz_support.h"

using namespace memledger;

namespace {

const model::Scenario& jobThatDoesNotFit()
{
    static const model::Scenario job = [] {
        const auto& presets = fuzz::shippedPresets();
        const auto it = presets.scenarios.find("7b-full-finetune-24gb-s8192");
        std::vector<model::Problem> problems;
        model::Scenario scenario;
        if (it != presets.scenarios.end())
            model::readScenario(it->second.document, presets, scenario, problems);
        if (it == presets.scenarios.end() || !problems.empty()) {
            std::fprintf(stderr, "fuzz: the 7b-full-finetune-24gb-s8192 scenario preset does not read\n");
            std::abort();
        }
        return scenario;
    }();
    return job;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const model::Scenario& job = jobThatDoesNotFit();
    const std::string path = fuzz::writeInput("tree.json", data, size);
    std::vector<model::Problem> problems;
    fuzz::runCommand({"triage", "7b-full-finetune-24gb-s8192", "--tree", path, "--lang", "zh_CN"});
    const model::TriageTree tree = model::loadTriageTree(path, problems);
    if (!problems.empty() || tree.empty()) {
        fuzz::renderProblems(problems);
        return 0;
    }
    model::TriageOptions options;
    options.allowLora = true;
    const model::TriageResult result = model::triage(job, options, tree);
    (void)model::jsonText(model::triageToJson(result, tree, model::Language::En));
    (void)model::triageMarkdown(result, tree, model::Language::Zh);
    return 0;
}
