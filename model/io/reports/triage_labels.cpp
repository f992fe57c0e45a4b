#include "model/io/reports/triage_labels.h"

namespace memledger::model {

TriageLabels triageLabels(const Translate& translate)
{
    const auto label = [&translate](const char* english) { return translated(translate, "TriageText", english); };
    TriageLabels l;
    l.title = label(MEMLEDGER_TRANSLATABLE("TriageText", "OOM triage"));
    l.before = label(MEMLEDGER_TRANSLATABLE("TriageText", "Before"));
    l.after = label(MEMLEDGER_TRANSLATABLE("TriageText", "After"));
    l.fits = label(MEMLEDGER_TRANSLATABLE("TriageText", "fits"));
    l.doesNotFit = label(MEMLEDGER_TRANSLATABLE("TriageText", "does not fit"));
    l.stepTime = label(MEMLEDGER_TRANSLATABLE("TriageText", "Step time"));
    l.diagnosis = label(MEMLEDGER_TRANSLATABLE("TriageText", "Diagnosis"));
    l.steps = label(MEMLEDGER_TRANSLATABLE("TriageText", "Steps"));
    l.step = label(MEMLEDGER_TRANSLATABLE("TriageText", "Step"));
    l.branch = label(MEMLEDGER_TRANSLATABLE("TriageText", "Branch"));
    l.saved = label(MEMLEDGER_TRANSLATABLE("TriageText", "Saved per GPU"));
    l.memoryAfter = label(MEMLEDGER_TRANSLATABLE("TriageText", "GPU memory after"));
    l.timeAdded = label(MEMLEDGER_TRANSLATABLE("TriageText", "Time added per step"));
    l.hiddenTransfers = label(MEMLEDGER_TRANSLATABLE("TriageText", "%1; %2 of transfers hidden behind compute"));
    l.timeUnknown = label(MEMLEDGER_TRANSLATABLE("TriageText", "n/a"));
    l.complexity = label(MEMLEDGER_TRANSLATABLE("TriageText", "Complexity"));
    l.change = label(MEMLEDGER_TRANSLATABLE("TriageText", "Change"));
    l.why = label(MEMLEDGER_TRANSLATABLE("TriageText", "Why?"));
    l.source = label(MEMLEDGER_TRANSLATABLE("TriageText", "Source"));
    l.whyBranch = label(MEMLEDGER_TRANSLATABLE("TriageText", "Why this branch"));
    l.skipped = label(MEMLEDGER_TRANSLATABLE("TriageText", "Considered and passed over"));
    l.costModel = label(MEMLEDGER_TRANSLATABLE("TriageText", "Cost model"));
    l.outcome = label(MEMLEDGER_TRANSLATABLE("TriageText", "Outcome"));
    l.stepLimit = label(MEMLEDGER_TRANSLATABLE("TriageText", "Stopped after the step limit."));
    l.hostOverflow = label(MEMLEDGER_TRANSLATABLE("TriageText", "The GPU fits, but host RAM or NVMe overflows: GPU triage cannot help."));
    l.invalid = label(MEMLEDGER_TRANSLATABLE("TriageText", "The scenario is not valid"));
    l.rescueFits = label(MEMLEDGER_TRANSLATABLE("TriageText", "You skipped \"{action}\": applied now, it saves {saved} and the job fits ({after})."));
    l.rescueHelps = label(MEMLEDGER_TRANSLATABLE("TriageText", "You skipped \"{action}\": applied now, it would save {saved} ({after})."));
    return l;
}

}  // namespace memledger::model
