// The importers of each family of Hugging Face model types, called by importHfConfig()
// (hf_config.cpp) once it knows the model_type. Each sets the Architecture and says in
// the notes what it had to approximate.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/io/hf_config/hf_config.h"
#include "model/io/hf_config/hf_config_reader.h"

namespace memledger::model::hf {

// llama, mistral, mixtral, qwen2, qwen2_moe, qwen3, qwen3_moe, gemma, gemma2, deepseek_v2/v3:
// the dense part of a Llama-style block (hf_config_llama.cpp).
void importLlamaLike(HfConfigReader& in, const std::string& type, HfImport& out);
// The experts of mixtral, qwen2_moe, qwen3_moe and deepseek_v2/v3 (hf_config_moe.cpp).
void importMoe(HfConfigReader& in, const std::string& type, HfImport& out);
// gemma3 (the text model nested under text_config, beside a vision tower) and gemma3_text
// (hf_config_gemma3.cpp).
void importGemma3(const nlohmann::json& config, const std::string& type, std::vector<Problem>& problems,
                  HfImport& out);
// gpt_oss (hf_config_gpt_oss.cpp).
void importGptOss(HfConfigReader& in, HfImport& out);
// sliding_window and layer_types (the layers that are "sliding_attention"); a file without
// layer_types has `defaultSliding` such layers, one without sliding_window `defaultWindow`
// tokens, and a null window none (hf_config_gpt_oss.cpp).
void readSlidingLayers(HfConfigReader& in, std::int64_t defaultWindow, std::int64_t defaultSliding, HfImport& out);
// gpt2, gpt_neox and falcon (hf_config_gpt.cpp).
void importGpt2(HfConfigReader& in, HfImport& out);
void importNeoxOrFalcon(HfConfigReader& in, const std::string& type, HfImport& out);

// llama4 (the text model nested under text_config, beside a vision encoder) and llama4_text
// (hf_config_llama4.cpp).
void importLlama4(const nlohmann::json& config, const std::string& type, std::vector<Problem>& problems,
                  HfImport& out);

// Hybrid models with recurrent token mixers: nemotron_h (Mamba-2) and qwen3_next (Gated
// DeltaNet), counted as transformers builds them (hf_config_hybrid.cpp).
struct HybridCount {
    double total = 0;
    double active = 0;       // per token: the top-k routed experts of each MoE layer
    int recurrent = 0;       // Mamba-2 or Gated DeltaNet layers
    int attention = 0;
    int mlp = 0;             // dense MLPs (Nemotron-H: blocks of their own)
    int moe = 0;             // MoE blocks or layers with experts
};
// nullopt for another model_type; problems for a key that is wrong.
std::optional<HybridCount> countHybridModel(const nlohmann::json& config, const std::string& type,
                                            std::vector<Problem>& problems);
// For such a type, the refusal with its count (or the file's problems), and true.
bool refuseHybridModel(const nlohmann::json& config, const std::string& type, std::vector<Problem>& problems);

// The object a multimodal file nests its language model in (text_config; absent or null is
// an empty object, so the class's defaults apply), or the file itself when `nested` is false.
// Null, with a problem, when text_config is something other than an object.
const nlohmann::json* languageModelConfig(const nlohmann::json& config, bool nested, std::vector<Problem>& problems);
// A configuration class's defaults for the dimensions of a Llama-style text model.
struct TextDefaults {
    int layers;
    std::int64_t hidden;
    int heads;
    int kvHeads;
    std::int64_t headDim;
    std::int64_t vocab;
    std::int64_t maxPositions;
    bool tiedEmbeddings;
};
// A Llama-style block (SwiGLU, RMSNorm, RoPE) of the dimensions `in` gives, each the class's
// default where the file leaves it out (Gemma3TextConfig, Llama4TextConfig); tie_word_embeddings
// may also stand at the multimodal file's top level (`config`).
void readLlamaStyleText(HfConfigReader& in, const nlohmann::json& config, const TextDefaults& defaults,
                        Architecture& a);

// The end of a language model's import: its object's defaults said (the file's, or
// text_config's when `nested`), then, for a multimodal file, the vision part counted by
// `countVision` from vision_config (with the text width), said as `visionPart` and not
// estimated (HfImport::untrackedParameters), and vision_config's defaults said.
void finishMultimodalImport(const nlohmann::json& config, const HfConfigReader& text, bool nested,
                            const char* textClass, ProblemArgument visionPart, const char* visionClass,
                            double (*countVision)(HfConfigReader& vision, double textHidden),
                            std::vector<Problem>& problems, HfImport& out);
// A true or false at the file's top level (a multimodal file's tie_word_embeddings), else `fallback`.
bool flagOr(const nlohmann::json& config, const char* key, bool fallback);
// config[key] when it is an object, else an empty object (the class's defaults apply).
const nlohmann::json& nestedObject(const nlohmann::json& config, const char* key);

// "12 of the 48 layers are dense (keys) but not the first ones; …": the engine keeps an MoE
// model's dense layers first (MoeConfig::denseLayers), so their place is approximated.
ImportNote denseLayersFirstNote(std::int64_t dense, std::int64_t layers, const char* keys);

// Gemma's and Gemma 3's MLP, modelled as the SwiGLU it has the matrices of.
ImportNote gemmaMlpNote();

// "a, b, c": identifiers listed for a message in any language (an "and" would be English).
std::string commaList(const std::vector<std::string>& words);
// "config.json leaves a, b and c to transformers' Qwen3Config defaults, which are used.": the
// keys `in` found no value for; `object` names the part of the file ("config.json", or a
// marked "config.json's text_config"). The last "and" is the template's, translated with it.
ImportNote defaultsNote(const HfConfigReader& in, ProblemArgument object, const char* configClass);

}  // namespace memledger::model::hf
