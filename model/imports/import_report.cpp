#include "model/imports/import_report.h"

#include <algorithm>
#include <sstream>

#include "model/core/terminal_columns.h"
#include "model/core/untrusted_json.h"
#include "model/core/vocabulary.h"

namespace memledger::model {

namespace {

// Long values (a whole table the file left out) are cut, so that a line stays a line.
constexpr std::size_t kValueWidth = 48;

struct Section {
    const char* title;
    const char* json;
    const std::vector<ImportLine>& lines;
};

std::string cut(const std::string& text)
{
    if (text.size() <= kValueWidth)
        return text;
    std::size_t end = kValueWidth;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end;  // never inside a UTF-8 sequence
    return text.substr(0, end) + "…";
}

std::vector<Section> sectionsOf(const ImportReport& report)
{
    return {
        {MEMLEDGER_TRANSLATABLE("Import", "Read (%1):"), "read", report.read},
        {MEMLEDGER_TRANSLATABLE("Import", "Defaulted (the framework's default) (%1):"), "defaulted", report.defaulted},
        {MEMLEDGER_TRANSLATABLE("Import", "Approximated (%1):"), "approximated", report.approximated},
        {MEMLEDGER_TRANSLATABLE("Import", "Not modelled (%1):"), "not_modelled", report.notModelled},
        {MEMLEDGER_TRANSLATABLE("Import", "Not understood (%1):"), "unknown", report.unknown}};
}

nlohmann::json lineToJson(const ImportLine& line)
{
    nlohmann::json out = {{"source_key", line.sourceKey}, {"value", line.value}};
    if (!line.field.empty())
        out["field"] = line.field;
    if (!line.note.empty())
        out["note"] = line.note;
    if (line.effect) {
        out["changes"] = effectCategoryId(*line.effect);
        out["bias"] = biasId(line.effect->bias);
    }
    return out;
}

}  // namespace

std::string importReportTable(const ConfigImport& import, std::string_view fileName, const Translate& translate)
{
    const ImportReport& report = import.report;
    const auto words = [&](const char* english) { return translated(translate, "Import", english); };
    std::ostringstream out;
    out << fileName << " — " << words(formatTitle(report.format).data()) << "\n\n"
        << words(MEMLEDGER_TRANSLATABLE("Import", "Scenario:")) << "\n"
        << jsonText(import.scenario, 2) << "\n";
    for (const Section& section : sectionsOf(report)) {
        if (section.lines.empty())
            continue;
        out << '\n' << filledPattern(words(section.title), {std::to_string(section.lines.size())}) << '\n';
        std::size_t keyWidth = 0;
        std::size_t valueWidth = 0;
        std::size_t fieldWidth = 0;
        // In terminal columns, not bytes: "…" and a Chinese character are several bytes each.
        for (const ImportLine& line : section.lines) {
            keyWidth = std::max(keyWidth, terminalColumns(line.sourceKey));
            valueWidth = std::max(valueWidth, terminalColumns(cut(line.value)));
            fieldWidth = std::max(fieldWidth, terminalColumns(line.field));
        }
        for (const ImportLine& line : section.lines) {
            out << "  " << paddedToColumns(line.sourceKey, keyWidth) << "  "
                << paddedToColumns(cut(line.value), valueWidth);
            if (fieldWidth > 0)
                out << "  " << paddedToColumns(line.field.empty() ? "" : "→ " + line.field, fieldWidth + 2);
            if (!line.note.empty() || line.effect)
                out << "  " << importLineWhy(line, translate);
            out << '\n';
        }
    }
    if (import.globalBatch)
        out << '\n'
            << filledPattern(words(MEMLEDGER_TRANSLATABLE(
                                 "Import",
                                 "Resolved once the GPUs are known: %1 = %2 sequences per step (micro-batch × "
                                 "accumulation × data-parallel GPUs)")),
                             {import.globalBatch->sourceKey, std::to_string(import.globalBatch->sequences)})
            << '\n';
    return out.str();
}

nlohmann::json importReportToJson(const ConfigImport& import, std::string_view fileName)
{
    const ImportReport& report = import.report;
    nlohmann::json out = {{"file", std::string(fileName)}, {"format", std::string(formatId(report.format))},
                          {"scenario", import.scenario}};
    nlohmann::json lists = nlohmann::json::object();
    for (const Section& section : sectionsOf(report)) {
        nlohmann::json lines = nlohmann::json::array();
        for (const ImportLine& line : section.lines)
            lines.push_back(lineToJson(line));
        lists[section.json] = std::move(lines);
    }
    nlohmann::json problems = nlohmann::json::array();
    for (const Problem& problem : report.problems)
        problems.push_back({{"field", problem.field}, {"message", problem.message}});
    lists["problems"] = std::move(problems);
    out["report"] = std::move(lists);
    if (import.globalBatch)
        out["global_batch"] = {{"source_key", import.globalBatch->sourceKey}, {"sequences", import.globalBatch->sequences}};
    return out;
}

}  // namespace memledger::model
