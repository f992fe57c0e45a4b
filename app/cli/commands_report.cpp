// `memledger report [SCENARIO] --format markdown|html|pdf [--output FILE]`: the design
// review (model/report/design_review.h). Markdown leaves the charts out with a note; HTML
// embeds them as images and PDF prints that page, both drawn by the window's code
// (report_renderer.h). PDF is binary: it goes to --output FILE, or to standard output only
// when that is not a terminal.
#include <fstream>
#include <iostream>
#include <optional>

#include <unistd.h>

#include "app/cli/cli_language.h"
#include "app/cli/commands.h"
#include "app/common/report_renderer.h"
#include "model/io/scenario_json.h"
#include "model/service/scenario_source.h"

namespace memledger::cli {

namespace {

enum class Kind { Markdown, Html, Pdf };

bool readKind(const Options& options, Kind& kind, std::string& error)
{
    const auto it = options.flags.find("format");
    if (it == options.flags.end() || it->second == "markdown")
        return kind = Kind::Markdown, true;
    if (it->second == "html" || it->second == "pdf")
        return kind = it->second == "html" ? Kind::Html : Kind::Pdf, true;
    return error = "--format is '" + it->second + "'; report writes markdown, html or pdf", false;
}

// --compare-file FILE: the scenario pinned as A, read like SCENARIO (a file or a worked scenario's id).
bool readPinned(const CommandInput& input, std::optional<model::Scenario>& pinned,
                std::vector<model::Problem>& problems)
{
    const auto it = input.options.flags.find("compare-file");
    if (it == input.options.flags.end())
        return true;
    const auto document = model::scenarioDocument(it->second, input.presets, problems);
    if (!document)
        return false;
    model::Scenario a;
    model::readScenario(*document, input.presets, a, problems);
    if (!problems.empty())
        return false;
    pinned = a;
    return true;
}

std::string title(const CommandInput& input)
{
    const std::string& file = input.options.scenarioFile;
    if (const auto preset = input.presets.scenarios.find(file); preset != input.presets.scenarios.end())
        return preset->second.title.empty() ? file : preset->second.title;
    return {};   // the report heads itself with the model and layout
}

bool write(const std::string& bytes, const Options& options, Kind kind, std::string& error)
{
    const auto output = options.flags.find("output");
    if (output == options.flags.end()) {
        if (kind == Kind::Pdf && isatty(STDOUT_FILENO))
            return error = "a PDF is binary: give --output FILE, or redirect standard output "
                           "(memledger report --format pdf > review.pdf)",
                   false;
        std::cout << bytes;
        return true;
    }
    std::ofstream file(output->second, std::ios::binary);
    file << bytes;
    file.close();
    if (!file)
        return error = "cannot write " + output->second + "; check that its folder exists and is writable", false;
    return true;
}

}  // namespace

int runReport(const CommandInput& input)
{
    const Options& options = input.options;
    Kind kind = Kind::Markdown;
    std::string error;
    if (!readKind(options, kind, error))
        return reportFailure(error, options.format);
    std::vector<model::Problem> problems;
    std::optional<model::Scenario> pinned;
    if (!readPinned(input, pinned, problems))
        return reportFailure(problems, options.format);
    const model::ReviewData data = model::computeReview(input.scenario, pinned ? &*pinned : nullptr);
    if (!data.valid())
        return reportFailure(data.estimate.problems, options.format);
    if (pinned && !data.comparison)
        return reportFailure("--compare-file: " + data.pinnedEstimate.problems.front().message, options.format);
    model::ReviewInputs inputs = data.inputs(title(input), options.unit);
    inputs.language = language();
    inputs.triageLabels = model::triageLabels(translator());
    const model::TextDocument document = model::designReview(inputs, model::reviewLabels(translator()));

    std::string bytes;
    const app::ReportRenderer renderer = app::reportRenderer();
    if (kind == Kind::Markdown || (kind == Kind::Html && !renderer)) {
        model::ChartSources none;
        none.missingChart =
            word("Report", kind == Kind::Markdown
                               ? MEMLEDGER_TRANSLATABLE("Report", "Chart omitted: {caption} (memledger report --format "
                                                                  "html or pdf draws it).")
                               : MEMLEDGER_TRANSLATABLE("Report", "Chart omitted: {caption} (this build has no window "
                                                                  "to draw it)."));
        bytes = kind == Kind::Markdown ? model::toMarkdown(document, none)
                                       : model::toHtml(document, document.blocks().front().text, none);
    } else if (!renderer) {
        return reportFailure("this build has no window (MEMLEDGER_GUI=OFF), which prints the PDF; use --format "
                             "markdown or html",
                             options.format);
    } else if (!renderer({document, data, document.blocks().front().text, options.unit,
                          kind == Kind::Pdf ? app::ReportFormat::Pdf : app::ReportFormat::Html,
                          language() == model::Language::Zh ? "zh_CN" : ""},
                         bytes, error)) {
        return reportFailure(error, options.format);
    }
    if (!write(bytes, options, kind, error))
        return reportFailure(error, options.format);
    return 0;
}

}  // namespace memledger::cli
