// The importers of each family of Hugging Face model types, called by importHfConfig()
// (hf_config.cpp) once it knows the model_type. Each sets the Architecture and says in
// the notes what it had to approximate.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/io/hf_config.h"
#include "model/io/hf_config_reader.h"

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
// gpt2, gpt_neox and falcon (hf_config_gpt.cpp).
void importGpt2(HfConfigReader& in, HfImport& out);
void importNeoxOrFalcon(HfConfigReader& in, const std::string& type, HfImport& out);

// "a, b and c" for notes.
std::string joinWords(const std::vector<std::string>& words);

}  // namespace memledger::model::hf
