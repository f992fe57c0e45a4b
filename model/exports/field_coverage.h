// What a writer did with every scenario field: carried into the file, or not, and why.
// A field the writer says nothing about is reported as having no setting in the format,
// so a field added to the table later is never dropped silently; a feature that is off in
// the scenario (no LoRA, no offload, TP 1) needs no setting and is not reported.
#pragma once

#include <initializer_list>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/scenario.h"
#include "model/exports/config_export.h"

namespace memledger::model {

class FieldCoverage {
public:
    // `format` names the format in messages ("DeepSpeed").
    FieldCoverage(const Scenario& scenario, std::string format);

    const Scenario& scenario() const { return m_scenario; }
    const std::string& format() const { return m_format; }

    void carry(std::initializer_list<std::string_view> keys);
    // Every field under `prefix` ("architecture."): a model named by the tool's name for its
    // preset has them all. A field lost as well stays lost.
    void carryAll(std::string_view prefix);
    // Not carried, or only in part (then it is lost, whether or not it was carried too):
    // `why`, marked MEMLEDGER_TRANSLATABLE("Export", …) and filled with `arguments`, says
    // what the format does instead.
    void lose(std::string_view key, const char* why, std::vector<ProblemArgument> arguments = {});
    // Carried when the format says the scenario's value, else lost with `why`.
    void carryIf(bool said, std::string_view key, const char* why);
    // Every field under `prefix` ("architecture.") that is not carried, in one line.
    void loseAll(std::string_view prefix, const char* why, std::vector<ProblemArgument> arguments = {});
    // A line of its own, for a setting outside the table of scalar fields ("nvme_path").
    void note(std::string subject, const char* why, std::vector<ProblemArgument> arguments = {});

    // The export of `text`: the carried keys and every loss, in the table's order.
    ConfigExport finish(std::string text) const;

private:
    const Scenario& m_scenario;
    std::string m_format;
    std::set<std::string, std::less<>> m_carried;
    std::map<std::string, LostSetting, std::less<>> m_lost;  // by field key; the subject is filled in at the end
    std::vector<LostSetting> m_groups;                       // subject: the prefix
    std::vector<LostSetting> m_notes;
};

// The field's value as a file or flag spells it: "8", "true", "bf16", "\"Llama 3.1 70B\"".
std::string fieldValueText(std::string_view key, const Scenario& scenario);

}  // namespace memledger::model
