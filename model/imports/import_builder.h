// Builds one ConfigImport. Every value a reader maps goes through the scenario field
// table (a field is named by its key, an enum value by its own type), so a renamed key or
// word fails loudly instead of writing a document the scenario reader ignores; and every
// key of the file ends in one list of the report.
#pragma once

#include <string>
#include <string_view>

#include "model/core/enum_names.h"
#include "model/core/scenario.h"
#include "model/imports/config_import.h"

namespace memledger::model {

struct ScenarioField;

// Which list of the report a value that reached the scenario goes to.
enum class Mapping { Read, Defaulted, Approximated };

// What the report shows as the value of a switch given on a command line (--sequence-parallel).
inline constexpr const char* kSwitchGiven = "(given)";

// A key of the file and its value as the file spells it; `value` is empty for a key the
// file leaves out (a framework default), and the report then shows the value set.
struct Source {
    std::string key;
    std::string value;
};

class ImportBuilder {
public:
    explicit ImportBuilder(ConfigFormat format);
    // The format the file turned out to be once read (a launch script of a TrainingArguments program).
    void setFormat(ConfigFormat format) { m_import.report.format = format; }

    // Sets the scenario field `fieldKey` (an unknown key is a programming error: throws).
    // A number outside the field's range, or a fraction for a whole-number field, is a
    // problem that names the file's key, and leaves the field as it was.
    void setNumber(Mapping how, const Source& source, std::string_view fieldKey, double value, ImportNote note = {});
    void setSwitch(Mapping how, const Source& source, std::string_view fieldKey, bool on, ImportNote note = {});
    // A text field (memory.recompute_modules): the value as the scenario spells it.
    void setText(Mapping how, const Source& source, std::string_view fieldKey, const std::string& text,
                 ImportNote note = {});
    template <class E>
    void setChoice(Mapping how, const Source& source, std::string_view fieldKey, E value, ImportNote note = {})
    {
        setWord(how, source, fieldKey, toString(value), std::move(note));
    }
    // The decoder layers of each pipeline stage (parallel.stage_layers, a list the field
    // table does not hold).
    void setStageLayers(Mapping how, const Source& source, const std::vector<int>& layers, ImportNote note = {});
    // The architecture of a model preset ("llama-3.1-8b"); the field is "model".
    void setModel(Mapping how, const Source& source, const std::string& presetId, ImportNote note = {});
    // A distillation job's teacher, by its model preset; the field is "teacher.model".
    void setTeacher(Mapping how, const Source& source, const std::string& presetId, ImportNote note = {});
    // A teacher the file names and no preset has: a limitation, its weights and passes uncounted.
    void unknownTeacher(const Source& source);
    // The value `from` holds in the field: a part of a scenario another reader built whole
    // (the architecture of a Hugging Face config.json).
    void copyField(Mapping how, const Source& source, const ScenarioField& field, const Scenario& from,
                   ImportNote note = {});

    // A key understood that no scenario setting holds; `note` says what it does and why
    // leaving it out is fine, or what the estimate misses.
    void notModelled(const Source& source, ImportNote note);
    // A key the reader does not know.
    void unknown(const Source& source);
    // A line of the report with no value in the scenario: a value the framework fills in
    // elsewhere ("auto"), or one the file cannot fix on its own.
    void note(Mapping how, const Source& source, std::string_view fieldKey, ImportNote note);
    // What makes the file unreadable or contradictory; `key` is the file's key at fault.
    // `pattern` is marked MEMLEDGER_TRANSLATABLE("Problem", …) and filled with `arguments`.
    void problem(std::string_view key, const char* pattern, std::vector<ProblemArgument> arguments = {});
    // A problem found on the way (a file that does not parse), as it is.
    void problem(Problem found);
    // An optimizer the engine does not model (Muon, GaLore, …) at `key`: a problem, so the
    // import is refused rather than estimated with another optimizer's states.
    void unmodelledOptimizer(std::string_view key, const std::string& value);

    // Whether this import has set the field (or "model").
    bool has(std::string_view fieldKey) const;
    // The value this import has set on the field, or null.
    const nlohmann::json& written(std::string_view fieldKey) const;

    void setGlobalBatch(GlobalBatch batch) { m_import.globalBatch = std::move(batch); }

    // Folds in the import of another file this one names (the DeepSpeed config of a
    // TrainingArguments file): its fields where this import has none yet, its report
    // lines with their keys prefixed by `prefix` ("ds_config.json: ").
    void merge(const ConfigImport& other, const std::string& prefix);

    ConfigImport finish() &&;

private:
    void setWord(Mapping how, const Source& source, std::string_view fieldKey, const std::string& word,
                 ImportNote note);
    void store(const ScenarioField& field, nlohmann::json value, Mapping how, const Source& source, ImportNote note);

    ConfigImport m_import;
};

// How a value of a document is shown in the report: a string as it is, anything else as JSON.
std::string shown(const nlohmann::json& value);

}  // namespace memledger::model
