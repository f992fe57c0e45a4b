#include "model/imports/import_report.h"

#include <algorithm>
#include <sstream>

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

std::string padded(const std::string& text, std::size_t width)
{
    return text.size() >= width ? text : text + std::string(width - text.size(), ' ');
}

std::vector<Section> sectionsOf(const ImportReport& report)
{
    return {{"Read", "read", report.read},
            {"Defaulted (the framework's default)", "defaulted", report.defaulted},
            {"Approximated", "approximated", report.approximated},
            {"Not modelled", "not_modelled", report.notModelled},
            {"Not understood", "unknown", report.unknown}};
}

nlohmann::json lineToJson(const ImportLine& line)
{
    nlohmann::json out = {{"source_key", line.sourceKey}, {"value", line.value}};
    if (!line.field.empty())
        out["field"] = line.field;
    if (!line.note.empty())
        out["note"] = line.note;
    return out;
}

}  // namespace

std::string importReportTable(const ConfigImport& import, std::string_view fileName)
{
    const ImportReport& report = import.report;
    std::ostringstream out;
    out << fileName << " — " << formatTitle(report.format) << "\n\nScenario:\n"
        << import.scenario.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    for (const Section& section : sectionsOf(report)) {
        if (section.lines.empty())
            continue;
        out << '\n' << section.title << " (" << section.lines.size() << "):\n";
        std::size_t keyWidth = 0;
        std::size_t valueWidth = 0;
        std::size_t fieldWidth = 0;
        for (const ImportLine& line : section.lines) {
            keyWidth = std::max(keyWidth, line.sourceKey.size());
            valueWidth = std::max(valueWidth, cut(line.value).size());
            fieldWidth = std::max(fieldWidth, line.field.size());
        }
        for (const ImportLine& line : section.lines) {
            out << "  " << padded(line.sourceKey, keyWidth) << "  " << padded(cut(line.value), valueWidth);
            if (fieldWidth > 0)
                out << "  " << padded(line.field.empty() ? "" : "→ " + line.field, fieldWidth + 4);
            if (!line.note.empty())
                out << "  " << line.note;
            out << '\n';
        }
    }
    if (import.globalBatch)
        out << "\nResolved once the GPUs are known: " << import.globalBatch->sourceKey << " = "
            << import.globalBatch->sequences << " sequences per step (micro-batch × accumulation × data-parallel GPUs)\n";
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
