// A setting of the job that changes memory and that the engine does not model: named in
// every result (JSON limitations[], `estimate` and `explain`, the window's banner over the
// ledger, the design review), with what it changes and which way, so that no figure is
// silently off. Importers find them (a Megatron-LM flag, a DeepSpeed key); the scenario
// keeps them, so that a saved imported scenario reopens with them.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "model/core/term.h"
#include "model/core/translatable.h"

namespace memledger::model {

// Which way the estimate is off because of the setting: above what the job uses (the
// setting saves memory the ledger still counts), below it, or either way.
enum class EstimateBias { High, Low, Either };

// What a setting does to the ledger: the category it changes and which way. No category: a
// setting the import did not understand, which may change any part of memory.
struct MemoryEffect {
    std::optional<Category> changes = Category::Activations;
    EstimateBias bias = EstimateBias::Either;
    bool operator==(const MemoryEffect&) const = default;
};

// The effect of a key the import did not understand, and its note.
inline constexpr MemoryEffect kUnknownEffect{std::nullopt, EstimateBias::Either};
inline constexpr const char* kNotUnderstood =
    MEMLEDGER_TRANSLATABLE("Import", "not understood by the import: whether and how it changes memory is not known");

// The JSON's word for what the effect changes ("activations", or "unknown"), the reverse (false
// for a word that is neither), and its words for a person, marked under "Vocabulary".
const char* effectCategoryId(const MemoryEffect& effect);
bool effectCategoryOfId(std::string_view id, std::optional<Category>& changes);
const char* effectCategoryLabel(const MemoryEffect& effect);

struct Limitation {
    std::string key;    // the setting as its file spells it: "--fp8-format", "zero_optimization.stage"
    std::string file;   // the file it was read from
    std::string value;  // as the file spells it; empty for a switch
    MemoryEffect effect;
    // What the setting does and what the estimate misses, in English: a constant marked
    // MEMLEDGER_TRANSLATABLE("Import", …), which an edge looks up to translate.
    std::string note;
    bool operator==(const Limitation&) const = default;
};

const char* biasId(EstimateBias bias);     // "high", "low", "either": the JSON's words
const char* biasLabel(EstimateBias bias);  // "the estimate is high", marked under "Vocabulary"
std::optional<EstimateBias> biasOfId(std::string_view id);

// One line for a person, in an edge's language (English when `translate` is empty):
// "--fp8-format hybrid (train.sh): FP8 compute: … — changes Activations; the estimate is high".
std::string limitationText(const Limitation& limitation, const Translate& translate = {});
// The same without the note, for a line that must stay short (the window's banner):
// "--fp8-format hybrid (train.sh) — changes Activations; the estimate may be high or low".
std::string limitationSummary(const Limitation& limitation, const Translate& translate = {});
// The heading over a list of `count` of them.
std::string limitationsHeading(std::size_t count, const Translate& translate = {});

}  // namespace memledger::model
