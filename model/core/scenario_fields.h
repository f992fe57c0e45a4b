// Every scalar setting of a scenario, once: where it lives in a scenario file, its
// command-line flag, its type, the values it may take, how to read and write it on a
// Scenario, what setting it implies for the fields after it, and how a person meets it:
// its label, its help, its group, whether it is an expert's setting, and the unit and
// scale it is shown in. The file reader and writer, validation, the command line and its
// --help, the form, its tooltips and the guide all work from this table, so they cannot
// disagree; a new field is one entry. An importer of another tool's config maps its keys
// onto these.
// Lists and objects (the per-stage layer split) and the preset references (model, gpu)
// are not scalars and are read where they are used.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "model/core/scenario.h"
#include "model/core/validation.h"

namespace memledger::model {

class JsonReader;

enum class FieldType { Int, Double, Bool, Enum, String };

// Where the form and --help list a field, in this order.
enum class FieldGroup { Model, Architecture, Batch, Parallelism, Memory, Offload, PostTraining, Hardware, StepTime };
const std::vector<FieldGroup>& fieldGroups();
// MEMLEDGER_TRANSLATABLE("ScenarioForm", …): "Batch & sequence".
const char* fieldGroupTitle(FieldGroup group);

// How a slider moves over a number: not at all (a spin box alone), evenly, by factors, by doublings.
enum class FieldScale { SpinOnly, Linear, Log, Pow2 };

// How a person reads a number: in `unit`s of the scenario's unit (2^30 bytes for GiB),
// with `decimals` and a `suffix` (MEMLEDGER_TRANSLATABLE("ScenarioForm", " GiB")). A
// listed whole number with few values (the ZeRO stage) is picked from a list.
struct FieldDisplay {
    FieldScale scale = FieldScale::SpinOnly;
    int decimals = 0;
    double unit = 1;
    const char* suffix = "";
    bool listed = false;
};

struct ScenarioField {
    const char* key = "";          // its dotted path in a scenario file ("parallel.tp"); Problem::field
    const char* flag = "";         // its command-line flag without "--"; a Bool's switch that sets it
    const char* offFlag = nullptr; // a Bool's switch that clears it ("no-sp")
    const char* what = ""; // what it is, for messages ("tensor parallelism"); marked MEMLEDGER_TRANSLATABLE(
                           // "Field", …) for the validation and export messages that name it
    FieldType type = FieldType::Int;
    // Int and Double: the values validation accepts, in the scenario's units (bytes, not GiB).
    double minimum = 0;
    double maximum = 0;
    double flagUnit = 1;           // scenario units per unit of the flag's value (2^30 for --gpu-memory-gib)
    std::vector<std::string> words;   // Enum: the words files and flags use, in the order of get()'s index
    double lowest = 0;             // what the member can hold, past which a file's number is unreadable
    double highest = 0;
    // Int and Double as themselves, Bool as 0 or 1, Enum as the index of its word.
    double (*get)(const Scenario&) = nullptr;
    void (*set)(Scenario&, double) = nullptr;
    // String.
    std::string (*getText)(const Scenario&) = nullptr;
    void (*setText)(Scenario&, const std::string&) = nullptr;
    // Defaults a new value brings to the fields after it in the table (a block's conventions).
    void (*implies)(Scenario&) = nullptr;

    // How a person meets it.
    FieldGroup group = FieldGroup::Model;
    const char* label = "";        // MEMLEDGER_TRANSLATABLE("ScenarioForm", …): "Sequence length"
    // MEMLEDGER_TRANSLATABLE("FieldHelp", …): what it is (its first sentence, which --help
    // shows), what it trades, typical values.
    const char* help = "";
    bool advanced = true;          // an expert's setting, not one of the few every job sets
    FieldDisplay display;
    // Enum: what a person reads for each of `words` (MEMLEDGER_TRANSLATABLE("EnumLabel", …));
    // empty where the words are read as they are.
    std::vector<const char*> labels;
    // Where another setting can decide the value the engine uses (the accumulation, once a
    // global batch is set): whether it does in this scenario, and that value. A face then
    // shows the value in force, read-only, and says which setting decides it (`decidedBy`).
    bool (*decided)(const Scenario&) = nullptr;
    double (*inForce)(const Scenario&) = nullptr;
    const char* decidedBy = "";    // the deciding field's key
    // The value the engine uses: inForce where decided, else get.
    double valueInForce(const Scenario& scenario) const;
    bool isDecided(const Scenario& scenario) const { return decided && decided(scenario); }
    // Where the setting means something only beside another (the precision-aware optimizer's
    // dtypes): whether it does in this scenario. A face greys it out otherwise and names
    // the setting it waits for (`appliesWith`); the value stays as set.
    bool (*applies)(const Scenario&) = nullptr;
    const char* appliesWith = "";  // that setting's key
    // When that setting is a choice rather than a switch: the values it needs, in words
    // (MEMLEDGER_TRANSLATABLE("ScenarioForm", …)); empty: the setting on.
    const char* appliesWhen = "";
    bool isApplicable(const Scenario& scenario) const { return !applies || applies(scenario); }

    bool isNumber() const { return type == FieldType::Int || type == FieldType::Double; }
    // Its key's last part: its name inside its object in a file ("tp").
    std::string name() const;
};

// In an order where a field's implied defaults come before the fields they set, so that
// applying fields in this order lets an explicit setting win.
const std::vector<ScenarioField>& scenarioFields();
const ScenarioField* findField(std::string_view key);
// The field of a key the code names itself; an unknown key is a programming error (throws).
const ScenarioField& scenarioField(std::string_view key);

// Sets the field, then what it implies. Numbers saturate at what the member can hold,
// so that validation reports the value against the field's range instead of a wrapped one.
void assign(const ScenarioField& field, Scenario& scenario, double value);
void assign(const ScenarioField& field, Scenario& scenario, const std::string& text);

// Sets the field from a command-line flag: `flag` is the name given (field.flag or, for a
// Bool, field.offFlag) and `value` its text, in the flag's unit. A value that is not a
// number, or not one of the words, is reported and leaves the scenario as it was.
void applyFlag(const ScenarioField& field, std::string_view flag, const std::string& value, Scenario& scenario,
               std::vector<Problem>& problems);

// Reads the table's fields in `in`'s object and in the objects nested in it, in the
// table's order. `more` reads the keys of an object that are not in the table (it is
// called for every object, with its reader, before the objects nested in it); the
// caller finishes `in`, nested readers are finished here.
void readFields(JsonReader& in, Scenario& scenario, std::vector<Problem>& problems,
                const std::function<void(JsonReader&)>& more = {});
// Every field, nested as a file holds them.
nlohmann::json fieldsToJson(const Scenario& scenario);

}  // namespace memledger::model
