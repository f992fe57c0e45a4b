#include "model/imports/recompute_choice.h"

namespace memledger::model {

RecomputeChoice opLevelRecompute()
{
    return {Recompute::Op, Mapping::Read,
            MEMLEDGER_TRANSLATABLE("Import",
                                   "op-level selective checkpointing: the block input, every other matmul "
                                   "output and the attention output are saved, the rest recomputed")};
}

void mapCheckpointSwitch(ConfigObject& root, const char* key, const ImportNote& onNote, const ImportNote& absent)
{
    ImportBuilder& out = root.out();
    if (const auto* value = root.take(key)) {
        const bool on = truth(*value).value_or(false);
        out.setChoice(Mapping::Read, root.source(key, *value), "memory.recompute",
                      on ? Recompute::Full : Recompute::None, on ? onNote : ImportNote());
    } else if (!absent.text.empty()) {
        out.setChoice(Mapping::Defaulted, {key, ""}, "memory.recompute", Recompute::None, absent);
    }
}

void mapEveryNthLayer(int every, int layers, const Source& source, ImportBuilder& out)
{
    if (every <= 1) {
        out.setChoice(Mapping::Read, source, "memory.recompute", Recompute::Full,
                      every == 1 ? MEMLEDGER_TRANSLATABLE("Import", "every layer checkpointed")
                                 : MEMLEDGER_TRANSLATABLE("Import", "0 checkpoints every layer"));
        return;
    }
    if (layers <= 0) {
        out.setChoice(
            Mapping::Approximated, source, "memory.recompute", Recompute::Full,
            importNote(MEMLEDGER_TRANSLATABLE("Import",
                                              "one layer in every %1 checkpointed; the number of layers is not known "
                                              "here, so every layer is counted as checkpointed (the estimate is low)"),
                       {{std::to_string(every)}}));
        return;
    }
    const int recomputed = layers / every;
    if (recomputed == 0) {
        out.setChoice(
            Mapping::Approximated, source, "memory.recompute", Recompute::None,
            importNote(MEMLEDGER_TRANSLATABLE("Import", "one layer in every %1 of %2: no layer is checkpointed"),
                       {{std::to_string(every)}, {std::to_string(layers)}}));
        return;
    }
    const ImportNote note =
        importNote(MEMLEDGER_TRANSLATABLE("Import",
                                          "one layer in every %1 of %2 is checkpointed: %3 layers recomputed, the rest "
                                          "keep their activations (which layers does not change the bytes stored)"),
                   {{std::to_string(every)}, {std::to_string(layers)}, {std::to_string(recomputed)}});
    out.setChoice(Mapping::Approximated, source, "memory.recompute", Recompute::Block, note);
    out.setNumber(Mapping::Approximated, source, "memory.recompute_layers", recomputed, note);
}

}  // namespace memledger::model
