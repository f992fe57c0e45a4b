#include "widgets/explore/planner/planner_text.h"

#include <QCoreApplication>
#include <QLocale>

namespace memledger::widgets {

namespace {

QString count(std::int64_t value) { return QLocale().toString(static_cast<qlonglong>(value)); }

}  // namespace

QString planRankingText(const model::PlanResult& result)
{
    if (!result.stepTime)
        return QCoreApplication::translate("Planner", "fewest compromises (offload, full recompute, ZeRO-3), then "
                                                      "fewest GPUs per replica, then most headroom");
    return QCoreApplication::translate("Planner", "simulated step time (%1 of %2 fitting layouts simulated: the %3 "
                                                  "best by fewest compromises or by fewest GPUs per replica, plus the "
                                                  "memory-Pareto layouts)")
        .arg(count(result.simulated), count(result.fitting), count(result.shortlisted));
}

QString planPendingText()
{
    return QCoreApplication::translate("Planner", "Memory and headroom in grey italics are the search's, with the assumed "
                                                  "fragmentation: each row's allocator replay is running, and its "
                                                  "ledger's figures replace them (a row that then overflows leaves).");
}

QString planNoteText(model::PlanNote note, const model::PlanResult& result)
{
    switch (note) {
    case model::PlanNote::NothingSimulated:
        return QCoreApplication::translate("Planner",
                                           "No candidate's step could be simulated: ranked without step time.");
    case model::PlanNote::NoLayoutSplits:
        return QCoreApplication::translate("Planner", "No layout splits this model over the GPUs: check the GPU count "
                                                      "and the global batch.");
    case model::PlanNote::NoLayoutFits:
        return QCoreApplication::translate("Planner",
                                           "No layout fits: add GPUs, shorten the sequence or pick a larger GPU.");
    case model::PlanNote::BatchLimitsReplicas:
        return QCoreApplication::translate("Planner", "A global batch of %1 sequences allows at most that many "
                                                      "data-parallel replicas: raise it to consider more data "
                                                      "parallelism.")
            .arg(count(result.globalBatch));
    }
    return {};
}

}  // namespace memledger::widgets
