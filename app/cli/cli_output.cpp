#include "app/cli/cli_output.h"

#include <cstdio>
#include <iomanip>

#include "app/cli/cli_language.h"
#include "model/core/enum_names.h"
#include "model/core/quantity_format.h"
#include "model/core/vocabulary.h"
#include "model/io/estimate_json.h"
#include "model/report/estimate_text.h"

namespace memledger::cli {

namespace {

using model::Category;
using model::Estimate;
using model::Scenario;

std::string fixed(double value, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

std::string billions(double params) { return fixed(params / 1e9, 2) + " B"; }

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
            else
                m_out << padded(cells[i], 14, true);
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
    table.header({"category", "bytes"});
    for (int i = 0; i < model::kCategoryCount; ++i)
        table.row({categoryName(static_cast<Category>(i)),
                   model::bytesText(stage.atPeak[static_cast<std::size_t>(i)], options.unit)});
    table.row({"Total", model::bytesText(stage.total, options.unit)});
}

void printStages(std::ostream& out, const Estimate& estimate, const Options& options)
{
    Table table(out, options.format == Format::Markdown);
    table.header({"stage", "layers", "in flight", "peak at", "total"});
    for (const auto& stage : estimate.stages)
        table.row({std::to_string(stage.stage) + (stage.stage == estimate.worstStage ? " (worst)" : ""),
                   std::to_string(stage.layers), fixed(stage.inFlight, 2), model::instantId(stage.peakInstant),
                   model::bytesText(stage.total, options.unit)});
}

void printOffload(std::ostream& out, const char* title, const model::OffloadLedger& ledger, const Options& options)
{
    if (ledger.terms.empty())
        return;
    out << '\n' << title << " (per node): " << model::bytesText(ledger.total, options.unit) << " of "
        << model::bytesText(ledger.capacity, options.unit) << (ledger.fits() ? "" : "  — EXCEEDED") << '\n';
    Table table(out, options.format == Format::Markdown);
    table.header({"term", "bytes"});
    for (const auto& term : ledger.terms)
        table.row({termLabel(term), model::bytesText(term.bytes, options.unit)});
}

void printTerm(std::ostream& out, const model::Term& term, const Options& options)
{
    const bool md = options.format == Format::Markdown;
    out << (md ? "### " : "") << termLabel(term) << " — " << model::bytesText(term.bytes, options.unit) << "  ["
        << model::categoryId(term.category) << ", " << model::provenanceId(term.provenance) << "]\n";
    const char* indent = md ? "- " : "    ";
    out << indent << "formula:     " << model::formulaText(term) << '\n';
    out << indent << "substituted: " << model::substitute(term) << " = " << model::formatValue(term.bytes) << " B\n";
    for (int i = 0; i < term.varCount; ++i) {
        const auto& var = term.vars[static_cast<std::size_t>(i)];
        out << indent << (i == 0 ? "where:       " : "             ") << var.symbol << " = "
            << model::formatValue(var.value) << " — " << symbolMeaning(term, var.symbol) << '\n';
    }
    std::string live;
    for (int i = 0; i < model::kInstantCount; ++i)
        if (term.liveAtInstant(static_cast<model::Instant>(i)))
            live += std::string(live.empty() ? "" : ", ") + instantName(static_cast<model::Instant>(i));
    out << indent << "live at:     " << live << '\n';
    out << indent << "source:      " << term.source << '\n';
    if (*term.note)
        out << indent << "note:        " << termNote(term) << '\n';
    out << '\n';
}

void printInventory(std::ostream& out, const model::LayerInventory& inventory, const Options& options)
{
    Table table(out, options.format == Format::Markdown);
    table.header({"op · tensor", "dtype", "bytes"});
    for (const auto& tensor : inventory.tensors)
        table.row({std::string(tensor.op) + " · " + tensor.tensor + (tensor.attentionCore ? " *" : ""), tensor.dtype,
                   model::bytesText(tensor.bytes, options.unit)});
    table.row({"per layer, one micro-batch", "", model::bytesText(inventory.total, options.unit)});
    out << "  * dropped by selective recomputation\n";
}

}  // namespace

void printEstimate(std::ostream& out, const Scenario& scenario, const Estimate& estimate, const Options& options)
{
    if (options.format == Format::Json) {
        out << model::estimateToJson(scenario, estimate).dump(2) << '\n';
        return;
    }
    const bool md = options.format == Format::Markdown;
    out << (md ? "## " : "") << model::scenarioHeading(scenario) << "\n\n";
    out << (md ? "**" : "") << model::estimateHeadline(estimate, options.unit) << (md ? "**" : "") << "\n\n";
    for (const auto& warning : estimate.warnings)
        out << (md ? "> " : "") << "Warning: " << problemText(warning) << "\n\n";
    out << "Parameters " << billions(estimate.params.total) << " total, " << billions(estimate.params.active)
        << " active per token, " << billions(estimate.params.trainable) << " trainable · global batch "
        << scenario.globalBatch() << " · " << scenario.tokensPerStep() << " tokens per step\n\n";
    out << "Per GPU, worst stage " << estimate.worstStage << " at " << instantName(estimate.worst().peakInstant)
        << ":\n";
    printCategories(out, estimate.worst(), options);
    out << model::fragmentationBasisText(scenario, estimate) << '\n';
    if (estimate.stages.size() > 1) {
        out << "\nPipeline stages:\n";
        printStages(out, estimate, options);
    }
    printOffload(out, "Host RAM", estimate.host, options);
    printOffload(out, "NVMe", estimate.nvme, options);
}

void printExplain(std::ostream& out, const Scenario& scenario, const Estimate& estimate, const Options& options)
{
    if (options.format == Format::Json) {
        out << model::estimateToJson(scenario, estimate).dump(2) << '\n';
        return;
    }
    printEstimate(out, scenario, estimate, options);
    for (const auto& stage : estimate.stages) {
        const bool wanted = options.allStages || (options.stage < 0 ? stage.stage == estimate.worstStage
                                                                    : stage.stage == options.stage);
        if (!wanted)
            continue;
        out << '\n' << (options.format == Format::Markdown ? "## " : "== ") << "Stage " << stage.stage << " terms\n\n";
        for (const auto& term : stage.terms)
            printTerm(out, term, options);
    }
    for (const auto* ledger : {&estimate.host, &estimate.nvme})
        for (const auto& term : ledger->terms)
            printTerm(out, term, options);
    out << "\nSaved tensors of one layer (" << model::toString(scenario.arch.block) << " block, "
        << model::toString(scenario.memory.kernels) << " kernels, " << model::toString(scenario.memory.attention)
        << " attention):\n";
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
            gpus.push_back({{"id", id}, {"name", g.name}, {"memory_bytes", g.memoryBytes},
                            {"hbm_bandwidth_bytes_per_s", g.hbmBandwidth}, {"peak_flops_bf16", g.flopsBf16},
                            {"pcie_gen", g.pcieGen}, {"source", g.source}});
        nlohmann::json scenarios = nlohmann::json::array();
        for (const auto& [id, s] : presets.scenarios)
            scenarios.push_back({{"id", id}, {"title", s.title}, {"description", s.description}});
        out << nlohmann::json{{"models", models}, {"gpus", gpus}, {"scenarios", scenarios}}.dump(2) << '\n';
        return;
    }
    const bool md = format == Format::Markdown;
    Table models(out, md);
    out << "Models:\n";
    models.header({"id", "params", "layers", "hidden"});
    for (const auto& [id, m] : presets.models)
        models.row({id, billions(m.paramsReference), std::to_string(m.arch.layers), std::to_string(m.arch.hidden)});
    out << "\nGPUs:\n";
    Table gpus(out, md);
    gpus.header({"id", "memory", "HBM TB/s", "bf16 TFLOP/s"});
    for (const auto& [id, g] : presets.gpus)
        gpus.row({id, model::bytesText(g.memoryBytes, Unit::GiB), fixed(g.hbmBandwidth / 1e12, 2),
                  fixed(g.flopsBf16 / 1e12, 0)});
    out << "\nScenarios:\n";
    for (const auto& [id, s] : presets.scenarios)
        out << "  " << std::setw(36) << std::left << id << std::right << s.title << '\n';
}

}  // namespace memledger::cli
