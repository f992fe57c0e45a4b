#include "app/cli/cli_output.h"

#include <cstdio>
#include <iomanip>

#include "app/cli/cli_language.h"
#include "model/core/enum_names.h"
#include "model/core/quantity_format.h"
#include "model/core/untrusted_json.h"
#include "model/core/validation.h"
#include "model/core/vocabulary.h"
#include "model/io/estimate_json.h"
#include "model/report/estimate_text.h"

namespace memledger::cli {

namespace {

using model::Category;
using model::Estimate;
// Sentences are translated whole, then filled: Chinese puts the figures in another order.
using model::filledPattern;
using model::Scenario;

std::string fixed(double value, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}


// An instant in a table column: its short id in English, its name in a translation (an id
// is English to a reader of Chinese).
std::string instantColumn(model::Instant instant)
{
    return translator() ? instantName(instant) : std::string(model::instantId(instant));
}

// "formula:" and the other labels of a term's lines, padded so that the values line up.
std::string termField(const std::string& label) { return padded(label, 13); }

// One row per category plus the total; Markdown adds the pipes.
class Table {
public:
    Table(std::ostream& out, bool markdown)
        : m_out(out)
        , m_markdown(markdown)
    {
    }
    void header(const std::vector<std::string>& cells)
    {
        row(cells);
        if (m_markdown) {
            m_out << '|';
            for (std::size_t i = 0; i < cells.size(); ++i)
                m_out << (i == 0 ? "---|" : "---:|");
            m_out << '\n';
        }
    }
    void row(const std::vector<std::string>& cells)
    {
        for (std::size_t i = 0; i < cells.size(); ++i) {
            if (m_markdown)
                m_out << (i == 0 ? "| " : " ") << cells[i] << " |";
            else if (i == 0)
                m_out << "  " << padded(cells[i], 44);
            else   // a space of its own: a Chinese instant can fill the whole column
                m_out << ' ' << padded(cells[i], 13, true);
        }
        m_out << '\n';
    }

private:
    std::ostream& m_out;
    bool m_markdown;
};

void printCategories(std::ostream& out, const model::StageLedger& stage, const Options& options)
{
    Table table(out, options.format == Format::Markdown);
    table.header({word("Cli", "category"), word("Cli", "bytes")});
    for (int i = 0; i < model::kCategoryCount; ++i)
        if (model::categoryShown(stage, static_cast<Category>(i)))
            table.row({categoryName(static_cast<Category>(i)),
                       model::bytesText(stage.atPeak[static_cast<std::size_t>(i)], options.unit)});
    table.row({word("Cli", "Total"), model::bytesText(stage.total, options.unit)});
}

void printStages(std::ostream& out, const Estimate& estimate, const Options& options)
{
    Table table(out, options.format == Format::Markdown);
    table.header({word("Cli", "stage"), word("Cli", "layers"), word("Cli", "in flight"), word("Cli", "peak at"),
                  word("Cli", "total")});
    for (const auto& stage : estimate.stages) {
        const std::string number = std::to_string(stage.stage);
        table.row({stage.stage == estimate.worstStage ? filledPattern(word("Cli", "%1 (worst)"), {number}) : number,
                   std::to_string(stage.layers), fixed(stage.inFlight, 2), instantColumn(stage.peakInstant),
                   model::bytesText(stage.total, options.unit)});
    }
}

// `heading`: the line's translated pattern, "Host RAM (per node): %1 of %2".
void printOffload(std::ostream& out, const std::string& heading, const model::OffloadLedger& ledger,
                  const Options& options)
{
    if (ledger.terms.empty())
        return;
    const std::string line = filledPattern(
        heading, {model::bytesText(ledger.total, options.unit), model::bytesText(ledger.capacity, options.unit)});
    out << '\n' << (ledger.fits() ? line : filledPattern(word("Cli", "%1  — EXCEEDED"), {line})) << '\n';
    Table table(out, options.format == Format::Markdown);
    table.header({word("Cli", "term"), word("Cli", "bytes")});
    for (const auto& term : ledger.terms)
        table.row({termLabel(term), model::bytesText(term.bytes, options.unit)});
}

void printTerm(std::ostream& out, const model::Term& term, const Options& options)
{
    const bool md = options.format == Format::Markdown;
    out << (md ? "### " : "") << termLabel(term) << " — " << model::bytesText(term.bytes, options.unit) << "  ["
        << model::categoryId(term.category) << ", " << model::provenanceId(term.provenance) << "]\n";
    const char* indent = md ? "- " : "    ";
    out << indent << termField(word("Cli", "formula:")) << model::formulaText(term) << '\n';
    out << indent << termField(word("Cli", "substituted:")) << model::substitute(term) << " = "
        << model::formatValue(term.bytes) << " B\n";
    for (int i = 0; i < term.varCount; ++i) {
        const auto& var = term.vars[static_cast<std::size_t>(i)];
        out << indent << (i == 0 ? termField(word("Cli", "where:")) : padded("", 13)) << var.symbol << " = "
            << model::formatValue(var.value) << " — " << symbolMeaning(term, var.symbol) << '\n';
    }
    std::string live;
    for (int i = 0; i < model::kInstantCount; ++i)
        if (term.liveAtInstant(static_cast<model::Instant>(i)))
            live = live.empty() ? instantName(static_cast<model::Instant>(i))
                                : filledPattern(word("Cli", "%1, %2"), {live, instantName(static_cast<model::Instant>(i))});
    out << indent << termField(word("Cli", "live at:")) << live << '\n';
    // The source stays as written: a citation of a paper, a file or a measurement.
    out << indent << termField(word("Cli", "source:")) << term.source << '\n';
    if (*term.note)
        out << indent << termField(word("Cli", "note:")) << termNote(term) << '\n';
    out << '\n';
}

void printInventory(std::ostream& out, const model::LayerInventory& inventory, const Options& options)
{
    Table table(out, options.format == Format::Markdown);
    table.header({word("Cli", "op · tensor"), word("Cli", "dtype"), word("Cli", "bytes")});
    for (const auto& tensor : inventory.tensors)
        table.row({word("Tensor", tensor.op) + " · " + word("Tensor", tensor.tensor) + (tensor.droppedBySelective ? " *" : ""),
                   tensor.dtype,
                   model::bytesText(tensor.bytes, options.unit)});
    table.row({word("Cli", "per layer, one micro-batch"), "", model::bytesText(inventory.total, options.unit)});
    out << "  * " << word("Cli", "dropped by selective recomputation") << '\n';
}

}  // namespace

void printEstimate(std::ostream& out, const Scenario& scenario, const Estimate& estimate, const Options& options)
{
    if (options.format == Format::Json) {
        out << model::jsonText(model::estimateToJson(scenario, estimate), 2) << '\n';
        return;
    }
    const bool md = options.format == Format::Markdown;
    out << (md ? "## " : "") << model::scenarioHeading(scenario, translator()) << "\n\n";
    out << (md ? "**" : "") << model::estimateHeadline(estimate, options.unit, translator()) << (md ? "**" : "")
        << "\n\n";
    for (const auto& warning : estimate.warnings)
        out << (md ? "> " : "") << filledPattern(word("Cli", "Warning: %1"), {problemText(warning)}) << "\n\n";
    if (!scenario.limitations.empty()) {
        out << (md ? "> " : "") << model::limitationsHeading(scenario.limitations.size(), translator()) << '\n';
        for (const model::Limitation& limitation : scenario.limitations)
            out << (md ? "> - " : "  ") << model::limitationText(limitation, translator()) << '\n';
        out << '\n';
    }
    out << filledPattern(word("Cli", "Parameters %1 total, %2 active per token, %3 trainable · global batch %4 · %5 "
                                     "tokens per step"),
                         {model::parametersText(estimate.params.total), model::parametersText(estimate.params.active),
                          model::parametersText(estimate.params.trainable), std::to_string(scenario.globalBatch()),
                          std::to_string(scenario.tokensPerStep())})
        << "\n\n";
    out << filledPattern(word("Cli", "Per GPU, worst stage %1 at %2:"),
                         {std::to_string(estimate.worstStage), instantName(estimate.worst().peakInstant)})
        << '\n';
    printCategories(out, estimate.worst(), options);
    out << model::fragmentationBasisText(scenario, estimate, translator()) << '\n';
    if (const std::string routing = model::routingBasisText(estimate, translator()); !routing.empty())
        out << routing << '\n';
    if (const std::string rollout = model::rolloutBasisText(estimate, options.unit, translator()); !rollout.empty())
        out << rollout << '\n';
    if (const std::string logProbs = model::logProbBasisText(scenario, estimate, options.unit, translator());
        !logProbs.empty())
        out << logProbs << '\n';
    if (estimate.stages.size() > 1) {
        out << '\n' << word("Cli", "Pipeline stages:") << '\n';
        printStages(out, estimate, options);
    }
    printOffload(out, word("Cli", "Host RAM (per node): %1 of %2"), estimate.host, options);
    printOffload(out, word("Cli", "NVMe (per node): %1 of %2"), estimate.nvme, options);
}

void printExplain(std::ostream& out, const Scenario& scenario, const Estimate& estimate, const Options& options)
{
    if (options.format == Format::Json) {
        out << model::jsonText(model::estimateToJson(scenario, estimate), 2) << '\n';
        return;
    }
    printEstimate(out, scenario, estimate, options);
    for (const auto& stage : estimate.stages) {
        const bool wanted = options.allStages || (options.stage < 0 ? stage.stage == estimate.worstStage
                                                                    : stage.stage == options.stage);
        if (!wanted)
            continue;
        out << '\n' << (options.format == Format::Markdown ? "## " : "== ")
            << filledPattern(word("Cli", "Stage %1 terms"), {std::to_string(stage.stage)}) << "\n\n";
        for (const auto& term : stage.terms)
            printTerm(out, term, options);
    }
    for (const auto* ledger : {&estimate.host, &estimate.nvme})
        for (const auto& term : ledger->terms)
            printTerm(out, term, options);
    out << '\n'
        << filledPattern(word("Cli", "Saved tensors of one layer (%1 block, %2 kernels, %3 attention):"),
                         {model::toString(scenario.arch.block), model::toString(scenario.memory.kernels),
                          model::toString(scenario.memory.attention)})
        << '\n';
    printInventory(out, estimate.denseInventory, options);
}

void printPresets(std::ostream& out, const model::PresetLibrary& presets, Format format)
{
    if (format == Format::Json) {
        nlohmann::json models = nlohmann::json::array();
        for (const auto& [id, m] : presets.models)
            models.push_back({{"id", id}, {"name", m.name}, {"family", m.family}, {"params", m.paramsReference},
                              {"layers", m.arch.layers}, {"hidden", m.arch.hidden}, {"heads", m.arch.heads},
                              {"kv_heads", m.arch.kvHeads}, {"ffn", m.arch.ffn}, {"vocab", m.arch.vocab},
                              {"experts", m.arch.moe.experts}, {"source", m.source}});
        nlohmann::json gpus = nlohmann::json::array();
        for (const auto& [id, g] : presets.gpus)
            gpus.push_back({{"id", id}, {"name", g.name}, {"vendor", g.vendor}, {"generation", g.generation},
                            {"memory_bytes", g.memoryBytes}, {"hbm_bandwidth_bytes_per_s", g.hbmBandwidth},
                            {"peak_flops_bf16", g.flopsBf16}, {"peak_flops_fp8", g.flopsFp8},
                            {"peak_flops_fp4", g.flopsFp4}, {"pcie_gen", g.pcieGen},
                            {"nvlink_domain_gpus", g.nvlinkDomain}, {"compute_capability", g.computeCapability}, {"source", g.source}});
        nlohmann::json scenarios = nlohmann::json::array();
        for (const auto& [id, s] : presets.scenarios)
            scenarios.push_back({{"id", id}, {"title", s.title}, {"description", s.description}});
        out << model::jsonText(nlohmann::json{{"models", models}, {"gpus", gpus}, {"scenarios", scenarios}}, 2) << '\n';
        return;
    }
    const bool md = format == Format::Markdown;
    Table models(out, md);
    out << word("Cli", "Models:") << '\n';
    models.header({word("Cli", "id"), word("Cli", "params"), word("Cli", "layers"), word("Cli", "hidden")});
    for (const auto& [id, m] : presets.models)
        models.row({id, model::parametersText(m.paramsReference), std::to_string(m.arch.layers), std::to_string(m.arch.hidden)});
    out << '\n' << word("Cli", "GPUs:") << '\n';
    Table gpus(out, md);
    gpus.header({word("Cli", "id"), word("Cli", "generation"), word("Cli", "memory"), "HBM TB/s", "bf16 TFLOP/s",
                 "fp8 TFLOP/s", "fp4 TFLOP/s"});
    const auto rate = [](double flops) { return flops > 0 ? fixed(flops / 1e12, 0) : std::string("—"); };
    for (const model::GpuPreset* gpu : presets.gpusByGeneration()) {
        const model::GpuPreset& g = *gpu;
        gpus.row({g.id, g.generation, model::bytesText(g.memoryBytes, Unit::GiB), fixed(g.hbmBandwidth / 1e12, 2),
                  rate(g.flopsBf16), rate(g.flopsFp8), rate(g.flopsFp4)});
    }
    out << '\n' << word("Cli", "Scenarios:") << '\n';
    for (const auto& [id, s] : presets.scenarios)
        out << "  " << std::setw(36) << std::left << id << std::right << s.title << '\n';
}

}  // namespace memledger::cli
