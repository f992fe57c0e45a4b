#include "tests/fuzz/fuzz_support.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <unistd.h>

#include "app/cli/cli.h"
#include "app/common/catalogue_loader.h"
#include "model/allocator/simulated_ledger.h"
#include "model/imports/global_batch.h"
#include "model/imports/import_report.h"
#include "model/io/estimate_json.h"
#include "model/io/scenario_json.h"
#include "model/ledger/ledger.h"
#include "model/core/untrusted_json.h"
#include "model/core/validation.h"
#include "tests/fuzz/catalogue.h"

namespace memledger::fuzz {

namespace fs = std::filesystem;

void fail(const char* what)
{
    std::fprintf(stderr, "fuzz: %s\n", what);
    std::abort();
}

namespace {

const fs::path& scratchFolder()
{
    static const fs::path folder = [] {
        std::string pattern = (fs::temp_directory_path() / "memledger-fuzz-XXXXXX").string();
        if (!mkdtemp(pattern.data()))
            fail("cannot create a scratch folder in the temporary directory");
        std::atexit([] {
            std::error_code ignored;
            fs::remove_all(scratchFolder(), ignored);
        });
        return fs::path(pattern);
    }();
    return folder;
}

}  // namespace

std::string scratchPath(const std::string& relative)
{
    return (scratchFolder() / relative).string();
}

std::string writeInput(const std::string& relative, const std::uint8_t* data, std::size_t size)
{
    const fs::path path = scratchFolder() / relative;
    fs::create_directories(path.parent_path());
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    if (!out.flush())
        fail("cannot write the input to the scratch folder");
    return path.string();
}

const model::PresetLibrary& shippedPresets()
{
    static const model::PresetLibrary library = [] {
        std::vector<model::Problem> problems;
        auto loaded = model::loadPresets(MEMLEDGER_SOURCE_DIR "/presets", problems);
        if (!problems.empty() || loaded.models.empty())
            fail("the shipped presets do not load");
        return loaded;
    }();
    return library;
}

void renderProblems(const std::vector<model::Problem>& problems)
{
    for (const auto& problem : problems) {
        if (model::problemText(problem, {}).empty())
            fail("a problem has no message");
        (void)model::problemText(problem, chineseTranslate());
    }
    (void)model::jsonText(model::problemsToJson(problems));
}

namespace {

model::Translate loadCatalogue(const std::string& locale)
{
    return locale.starts_with("zh") ? chineseTranslate() : model::Translate();
}

// std::cout and std::cerr into a buffer that is dropped, for as long as it lives.
class MutedStreams {
public:
    MutedStreams() : m_out(std::cout.rdbuf(m_sink.rdbuf())), m_err(std::cerr.rdbuf(m_sink.rdbuf())) {}
    ~MutedStreams()
    {
        std::cout.rdbuf(m_out);
        std::cerr.rdbuf(m_err);
    }
    MutedStreams(const MutedStreams&) = delete;
    MutedStreams& operator=(const MutedStreams&) = delete;

private:
    std::ostringstream m_sink;
    std::streambuf* m_out;
    std::streambuf* m_err;
};

}  // namespace

int runCommand(const std::vector<std::string>& words)
{
    static const bool ready = [] {
        app::setCatalogueLoader(loadCatalogue);
        std::error_code error;
        fs::current_path(scratchFolder(), error);
        if (error)
            fail("cannot work in the scratch folder");
        return true;
    }();
    (void)ready;
    std::vector<std::string> arguments{"memledger"};
    arguments.insert(arguments.end(), words.begin(), words.end());
    std::vector<char*> argv;
    for (auto& word : arguments)
        argv.push_back(word.data());
    argv.push_back(nullptr);
    int status = 0;
    {
        MutedStreams muted;
        status = cli::run(static_cast<int>(arguments.size()), argv.data());
    }
    if (status != 0 && status != 2) {
        std::fprintf(stderr, "fuzz: memledger exited with %d for:", status);
        for (const auto& word : words)
            std::fprintf(stderr, " '%s'", word.c_str());
        fail("an exit status other than 0 (done) or 2 (bad input)");
    }
    return status;
}

void runEngine(const model::Scenario& scenario, bool simulate)
{
    const auto problems = model::validate(scenario);
    const model::Estimate result = model::estimate(scenario);
    if (problems.empty() != result.valid())
        fail("validate() and estimate() disagree about the scenario");
    if (!result.valid()) {
        if (!result.stages.empty())
            fail("an invalid scenario got a ledger");
        renderProblems(result.problems);
        return;
    }
    if (result.stages.empty() || result.worstStage < 0 ||
        result.worstStage >= static_cast<int>(result.stages.size()))
        fail("a valid scenario got no ledger");
    for (const auto& stage : result.stages)
        if (!std::isfinite(stage.total) || stage.total < 0)
            fail("a stage's total is not a finite, non-negative number of bytes");
    (void)model::jsonText(model::estimateToJson(scenario, result));
    if (!simulate)
        return;
    // The allocator replayed on the same ledger: simulated, or the assumption with a reason.
    const model::Estimate simulated = model::simulateFragmentation(scenario, result);
    if (!simulated.fragmentation.simulated && !simulated.fragmentation.fallbackReason)
        fail("the allocator was neither simulated nor said why not");
    for (const auto& stage : simulated.stages)
        if (!std::isfinite(stage.total) || stage.total < stage.peakAllocated)
            fail("a simulated stage's total is below its peak allocated bytes");
}

namespace {

// What a user does with the file on the command line: the import report, then an estimate from it.
void runImportCommands(const std::string& path)
{
    runCommand({"import", path, "--lang", "zh_CN"});
    runCommand({"estimate", "--from", path, "--lang", "zh_CN"});
}

}  // namespace

void runImport(const std::uint8_t* data, std::size_t size, model::ConfigFormat format, const char* fileName)
{
    const std::string path = writeInput(fileName, data, size);
    runImportCommands(path);
    (void)model::detectConfigFormat(std::string_view(reinterpret_cast<const char*>(data), size), fileName);
    const model::ConfigImport imported = model::importConfigFile(path, format);
    (void)model::jsonText(model::importReportToJson(imported, path));
    (void)model::importReportTable(imported, path);
    (void)model::importReportTable(imported, path, chineseTranslate());
    if (!imported.report.problems.empty()) {
        renderProblems(imported.report.problems);
        return;
    }
    std::vector<model::Problem> problems;
    model::Scenario scenario;
    model::readScenario(imported.scenario, shippedPresets(), scenario, problems);
    if (!problems.empty()) {
        std::fprintf(stderr, "fuzz: an import without problems does not read back: %s\n",
                     problems.front().message.c_str());
        std::abort();
    }
    if (imported.globalBatch)
        (void)model::resolveGlobalBatch(*imported.globalBatch, false, false, scenario);
    runEngine(scenario, false);
}

}  // namespace memledger::fuzz
