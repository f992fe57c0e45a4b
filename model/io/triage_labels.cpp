#include "model/io/triage_labels.h"

namespace memledger::model {

TriageLabels triageLabels(const Translate& translate)
{
    const auto word = [&translate](const char* english) { return translated(translate, "TriageText", english); };
    TriageLabels l;
    l.title = word(MEMLEDGER_TRANSLATABLE("TriageText", "OOM triage"));
    l.before = word(MEMLEDGER_TRANSLATABLE("TriageText", "Before"));
    l.after = word(MEMLEDGER_TRANSLATABLE("TriageText", "After"));
    l.fits = word(MEMLEDGER_TRANSLATABLE("TriageText", "fits"));
    l.doesNotFit = word(MEMLEDGER_TRANSLATABLE("TriageText", "does not fit"));
    l.stepTime = word(MEMLEDGER_TRANSLATABLE("TriageText", "Step time"));
    l.diagnosis = word(MEMLEDGER_TRANSLATABLE("TriageText", "Diagnosis"));
    l.steps = word(MEMLEDGER_TRANSLATABLE("TriageText", "Steps"));
    l.step = word(MEMLEDGER_TRANSLATABLE("TriageText", "Step"));
    l.branch = word(MEMLEDGER_TRANSLATABLE("TriageText", "Branch"));
    l.saved = word(MEMLEDGER_TRANSLATABLE("TriageText", "Saved per GPU"));
    l.memoryAfter = word(MEMLEDGER_TRANSLATABLE("TriageText", "GPU memory after"));
    l.timeAdded = word(MEMLEDGER_TRANSLATABLE("TriageText", "Time added per step"));
    l.complexity = word(MEMLEDGER_TRANSLATABLE("TriageText", "Complexity"));
    l.change = word(MEMLEDGER_TRANSLATABLE("TriageText", "Change"));
    l.why = word(MEMLEDGER_TRANSLATABLE("TriageText", "Why?"));
    l.source = word(MEMLEDGER_TRANSLATABLE("TriageText", "Source"));
    l.whyBranch = word(MEMLEDGER_TRANSLATABLE("TriageText", "Why this branch"));
    l.skipped = word(MEMLEDGER_TRANSLATABLE("TriageText", "Considered and passed over"));
    l.costModel = word(MEMLEDGER_TRANSLATABLE("TriageText", "Cost model"));
    l.outcome = word(MEMLEDGER_TRANSLATABLE("TriageText", "Outcome"));
    l.stepLimit = word(MEMLEDGER_TRANSLATABLE("TriageText", "Stopped after the step limit."));
    l.hostOverflow = word(MEMLEDGER_TRANSLATABLE("TriageText", "The GPU fits, but host RAM or NVMe overflows: GPU triage cannot help."));
    l.invalid = word(MEMLEDGER_TRANSLATABLE("TriageText", "The scenario is not valid"));
    l.rescueFits = word(MEMLEDGER_TRANSLATABLE("TriageText", "You skipped \"{action}\": applied now, it saves {saved} and the job fits ({after})."));
    l.rescueHelps = word(MEMLEDGER_TRANSLATABLE("TriageText", "You skipped \"{action}\": applied now, it would save {saved} ({after})."));
    return l;
}

}  // namespace memledger::model
