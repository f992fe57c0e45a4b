#include "model/imports/import_builder.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "model/core/json_file.h"
#include "model/core/scenario_fields.h"
#include "model/core/validation.h"
#include "model/core/untrusted_json.h"

namespace memledger::model {

namespace {

nlohmann::json::json_pointer pointerOf(std::string_view key)
{
    std::string pointer = "/";
    pointer += key;
    std::replace(pointer.begin(), pointer.end(), '.', '/');
    return nlohmann::json::json_pointer(pointer);
}

// A file's keys and values may hold any bytes; the report is printed as JSON, which needs UTF-8.
std::vector<ProblemArgument> printable(std::vector<ProblemArgument> arguments)
{
    for (auto& argument : arguments)
        if (!argument.context)
            argument.text = validUtf8(argument.text);
    return arguments;
}

ImportLine printable(std::string sourceKey, std::string field, std::string value, ImportNote note)
{
    return {validUtf8(sourceKey), std::move(field), validUtf8(value), validUtf8(note.text), note.pattern,
            printable(std::move(note.arguments)), note.effect};
}

// How the files spell a setting that is off: JSON's and YAML's false, Python's False and
// None, a zero, an empty list or table, Megatron's "none".
bool isOff(std::string_view value)
{
    for (const std::string_view off : {"false", "False", "0", "0.0", "null", "None", "none", "[]", "{}"})
        if (value == off)
            return true;
    return false;
}

std::vector<ImportLine>& listOf(ImportReport& report, Mapping how)
{
    switch (how) {
    case Mapping::Read: return report.read;
    case Mapping::Defaulted: return report.defaulted;
    case Mapping::Approximated: return report.approximated;
    }
    return report.read;
}

void appendPrefixed(std::vector<ImportLine>& to, const std::vector<ImportLine>& from, const std::string& prefix)
{
    for (ImportLine line : from) {
        line.sourceKey = prefix + line.sourceKey;
        to.push_back(std::move(line));
    }
}

// Every leaf of a nested document with its dotted key ("parallel.zero").
void leaves(const nlohmann::json& document, const std::string& path, std::vector<std::string>& out)
{
    if (!document.is_object() || document.empty()) {
        out.push_back(path);
        return;
    }
    for (const auto& [key, value] : document.items())
        leaves(value, path.empty() ? key : path + "." + key, out);
}

}  // namespace

std::string shown(const nlohmann::json& value)
{
    return asString(value).value_or(shownJson(value));
}

ImportBuilder::ImportBuilder(ConfigFormat format) { m_import.report.format = format; }

void ImportBuilder::store(const ScenarioField& field, nlohmann::json value, Mapping how, const Source& source,
                          ImportNote note) {
    const std::string display = source.value.empty() ? shown(value) : source.value;
    m_import.scenario[pointerOf(field.key)] = std::move(value);
    listOf(m_import.report, how).push_back(printable(source.key, field.key, display, std::move(note)));
}

void ImportBuilder::setNumber(Mapping how, const Source& source, std::string_view fieldKey, double value,
                              ImportNote note) {
    const ScenarioField& field = scenarioField(fieldKey);
    if (!field.isNumber())
        throw std::logic_error(std::string(field.key) + " is not a number field");
    const bool whole = field.type == FieldType::Int;
    const std::string shownValue = source.value.empty() ? numberText(value) : source.value;
    if (!std::isfinite(value) || (whole && value != std::floor(value))) {
        problem(source.key, MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; %3 must be a whole number"),
                {{source.key}, {shownValue}, {field.what, "Field"}});
        return;
    }
    if (value < field.minimum || value > field.maximum) {
        problem(source.key, MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; %3 must be between %4 and %5"),
                {{source.key},
                 {shownValue},
                 {field.what, "Field"},
                 {numberText(field.minimum)},
                 {numberText(field.maximum)}});
        return;
    }
    store(field, whole ? nlohmann::json(static_cast<std::int64_t>(value)) : nlohmann::json(value), how, source,
          std::move(note));
}

void ImportBuilder::setStageLayers(Mapping how, const Source& source, const std::vector<int>& layers, ImportNote note)
{
    nlohmann::json value = layers;
    const std::string display = source.value.empty() ? shown(value) : source.value;
    m_import.scenario[nlohmann::json::json_pointer("/parallel/stage_layers")] = std::move(value);
    listOf(m_import.report, how).push_back(printable(source.key, "parallel.stage_layers", display, std::move(note)));
}

void ImportBuilder::setText(Mapping how, const Source& source, std::string_view fieldKey, const std::string& text,
                            ImportNote note)
{
    const ScenarioField& field = scenarioField(fieldKey);
    if (field.type != FieldType::String)
        throw std::logic_error(std::string(field.key) + " is not a text field");
    store(field, validUtf8(text), how, source, std::move(note));
}

void ImportBuilder::setSwitch(Mapping how, const Source& source, std::string_view fieldKey, bool on, ImportNote note)
{
    const ScenarioField& field = scenarioField(fieldKey);
    if (field.type != FieldType::Bool)
        throw std::logic_error(std::string(field.key) + " is not a switch");
    store(field, on, how, source, std::move(note));
}

void ImportBuilder::setWord(Mapping how, const Source& source, std::string_view fieldKey, const std::string& word,
                            ImportNote note) {
    const ScenarioField& field = scenarioField(fieldKey);
    if (field.type != FieldType::Enum || std::find(field.words.begin(), field.words.end(), word) == field.words.end())
        throw std::logic_error(word + " is not a word of " + field.key);
    store(field, word, how, source, std::move(note));
}

void ImportBuilder::copyField(Mapping how, const Source& source, const ScenarioField& field, const Scenario& from,
                              ImportNote note) {
    switch (field.type) {
    case FieldType::Int:
    case FieldType::Double: setNumber(how, source, field.key, field.get(from), std::move(note)); return;
    case FieldType::Bool: setSwitch(how, source, field.key, field.get(from) != 0, std::move(note)); return;
    case FieldType::Enum:
        setWord(how, source, field.key, field.words[static_cast<std::size_t>(field.get(from))], std::move(note));
        return;
    case FieldType::String: store(field, field.getText(from), how, source, std::move(note)); return;
    }
}

void ImportBuilder::setModel(Mapping how, const Source& source, const std::string& presetId, ImportNote note)
{
    m_import.scenario["model"] = presetId;
    listOf(m_import.report, how)
        .push_back(printable(source.key, "model", source.value.empty() ? presetId : source.value, std::move(note)));
}

void ImportBuilder::setTeacher(Mapping how, const Source& source, const std::string& presetId, ImportNote note)
{
    m_import.scenario["teacher"]["model"] = presetId;
    listOf(m_import.report, how)
        .push_back(printable(source.key, "teacher.model", source.value.empty() ? presetId : source.value,
                             std::move(note)));
}

void ImportBuilder::unknownTeacher(const Source& source)
{
    notModelled(source, misses(Category::Weights, EstimateBias::Low,
                               MEMLEDGER_TRANSLATABLE("Import", "a teacher MemLedger has no preset for: its weights, "
                                                                "forward and logits are not counted; give --teacher")));
}

void ImportBuilder::notModelled(const Source& source, ImportNote note)
{
    // A setting that is off changes nothing, whatever turning it on would do.
    if (isOff(source.value))
        note.effect.reset();
    m_import.report.notModelled.push_back(printable(source.key, {}, source.value, std::move(note)));
}

void ImportBuilder::unknown(const Source& source)
{
    m_import.report.unknown.push_back(printable(source.key, {}, source.value, {}));
}

void ImportBuilder::note(Mapping how, const Source& source, std::string_view fieldKey, ImportNote text)
{
    listOf(m_import.report, how).push_back(printable(source.key, std::string(fieldKey), source.value, std::move(text)));
}

void ImportBuilder::problem(std::string_view key, const char* pattern, std::vector<ProblemArgument> arguments)
{
    Problem found = templatedProblem("", pattern, printable(std::move(arguments)));
    found.field = validUtf8(std::string(key));
    m_import.report.problems.push_back(std::move(found));
}

void ImportBuilder::unmodelledOptimizer(std::string_view key, const std::string& value)
{
    problem(key,
            MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2, an optimizer MemLedger does not model yet; it is refused "
                                              "rather than estimated as another"),
            {{std::string(key)}, {value}});
}

void ImportBuilder::problem(Problem found)
{
    found.field = validUtf8(found.field);
    found.message = validUtf8(found.message);
    found.arguments = printable(std::move(found.arguments));
    m_import.report.problems.push_back(std::move(found));
}

bool ImportBuilder::has(std::string_view fieldKey) const { return !written(fieldKey).is_null(); }

const nlohmann::json& ImportBuilder::written(std::string_view fieldKey) const
{
    static const nlohmann::json kNull;
    const nlohmann::json* value = pointee(m_import.scenario, pointerOf(fieldKey));
    return value ? *value : kNull;
}

void ImportBuilder::merge(const ConfigImport& other, const std::string& prefix)
{
    std::vector<std::string> keys;
    leaves(other.scenario, "", keys);
    for (const auto& key : keys)
        if (!key.empty() && !has(key))
            if (const nlohmann::json* value = pointee(other.scenario, pointerOf(key)))
                m_import.scenario[pointerOf(key)] = *value;
    ImportReport& report = m_import.report;
    appendPrefixed(report.read, other.report.read, prefix);
    appendPrefixed(report.defaulted, other.report.defaulted, prefix);
    appendPrefixed(report.approximated, other.report.approximated, prefix);
    appendPrefixed(report.notModelled, other.report.notModelled, prefix);
    appendPrefixed(report.unknown, other.report.unknown, prefix);
    for (Problem problem : other.report.problems) {
        problem.message = prefix + problem.message;
        problem.lead = prefix + problem.lead;
        report.problems.push_back(std::move(problem));
    }
    if (!m_import.globalBatch && other.globalBatch) {
        m_import.globalBatch = other.globalBatch;
        m_import.globalBatch->sourceKey = prefix + m_import.globalBatch->sourceKey;
    }
}

ConfigImport ImportBuilder::finish() && { return std::move(m_import); }

}  // namespace memledger::model
