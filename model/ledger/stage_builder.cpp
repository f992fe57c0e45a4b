#include "model/ledger/stage_builder.h"

namespace memledger::model::detail {

Term makeTerm(const char* id, const char* label, Category category, Provenance provenance, double bytes,
              const char* formula, const char* source, const char* note, unsigned liveAt)
{
    Term term;
    term.id = id;
    term.label = label;
    term.category = category;
    term.provenance = provenance;
    term.bytes = bytes;
    term.formula = formula;
    term.source = source;
    term.note = note;
    term.liveAt = liveAt;
    return term;
}

void StageSink::place(const EstimateContext& context, Term term, OffloadTarget target)
{
    if (target == OffloadTarget::None) {
        gpu.terms.push_back(term);
        return;
    }
    // A node holds ranksPerNode ranks spread evenly over the pipeline stages.
    const double share = context.ranksPerNode / context.scenario.parallel.pp;
    term.bytes *= share;
    term.with("G_node", share);
    term.scaleSymbol = "G_node";
    OffloadLedger& ledger = target == OffloadTarget::Cpu ? host : nvme;
    ledger.terms.push_back(term);
    ledger.total += term.bytes;
}

}  // namespace memledger::model::detail
