#include "model/io/presets.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <tuple>

#include "model/core/json_file.h"
#include "model/core/json_reader.h"
#include "model/core/scenario_fields.h"
#include "model/io/hf_config/hf_config.h"

namespace memledger::model {

namespace fs = std::filesystem;

namespace {

std::string lower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

std::vector<fs::path> jsonFiles(const fs::path& directory, const std::string& suffix)
{
    std::vector<fs::path> files;
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(directory, error))
        if (entry.is_regular_file() && entry.path().filename().string().ends_with(suffix))
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

void readModelPreset(const fs::path& file, PresetLibrary& library, std::vector<Problem>& problems)
{
    const auto document = readJsonFile(file.string(), problems);
    if (!document)
        return;
    const std::size_t before = problems.size();
    ModelPreset preset;
    JsonReader in(*document, "", problems);
    in.read("id", preset.id);
    in.read("name", preset.name);
    in.read("family", preset.family);
    in.read("source", preset.source);
    in.read("notes", preset.notes);
    in.read("params_reference", preset.paramsReference);
    in.readEnum("block", preset.arch.block);
    if (const auto* arch = in.object("architecture")) {
        // A preset's architecture says what a scenario file's does, in the same words.
        Scenario holder;
        holder.arch = preset.arch;
        JsonReader fields(*arch, "architecture", problems);
        readFields(fields, holder, problems);
        fields.finish();
        preset.arch = holder.arch;
        // A head_dim that is hidden ÷ heads is the derived one, kept as such (0): a preset
        // reshaped by --hidden or --heads (or the form) then keeps heads of hidden ÷ heads,
        // as a config.json without head_dim does. Models that decouple them keep theirs.
        if (preset.arch.heads > 0 && preset.arch.headDim * preset.arch.heads == preset.arch.hidden)
            preset.arch.headDim = 0;
    }
    in.finish();
    preset.arch.name = preset.name;
    if (preset.id.empty())
        problems.push_back({"id", "the preset has no id"});
    for (std::size_t i = before; i < problems.size(); ++i)
        problems[i].message = file.string() + ": " + problems[i].message;
    if (problems.size() == before)
        library.models[preset.id] = preset;
}

void readGpuPreset(const fs::path& file, PresetLibrary& library, std::vector<Problem>& problems)
{
    const auto document = readJsonFile(file.string(), problems);
    if (!document)
        return;
    const std::size_t before = problems.size();
    GpuPreset gpu;
    JsonReader in(*document, "", problems);
    in.read("id", gpu.id);
    in.read("name", gpu.name);
    in.read("vendor", gpu.vendor);
    in.read("generation", gpu.generation);
    in.read("year", gpu.year);
    in.read("source", gpu.source);
    in.read("notes", gpu.notes);
    in.read("memory_bytes", gpu.memoryBytes);
    in.read("hbm_bandwidth_bytes_per_s", gpu.hbmBandwidth);
    if (const auto* flops = in.object("peak_flops")) {
        JsonReader f(*flops, "peak_flops", problems);
        double tf32 = 0;
        double fp16 = 0;
        f.read("fp32", gpu.flopsFp32);
        f.read("tf32", tf32);
        f.read("bf16", gpu.flopsBf16);
        f.read("fp16", fp16);
        f.read("fp8", gpu.flopsFp8);
        f.read("fp4", gpu.flopsFp4);
        f.finish();
        if (gpu.flopsBf16 == 0)
            gpu.flopsBf16 = fp16;  // V100 has no bf16: mixed precision runs in fp16
    }
    if (const auto* pcie = in.object("pcie")) {
        JsonReader p(*pcie, "pcie", problems);
        p.read("gen", gpu.pcieGen);
        p.read("lanes", gpu.pcieLanes);
        p.finish();
    }
    in.read("nvlink_bytes_per_s", gpu.nvlinkBandwidth);
    in.read("nvlink_domain_gpus", gpu.nvlinkDomain);
    in.read("compute_capability", gpu.computeCapability);
    double watts = 0;
    in.read("tdp_watts", watts);
    in.finish();
    // A listing groups and prints these: a card outside the fabric it names, or a negative rate,
    // is a broken file, not a figure.
    if (gpu.nvlinkDomain < 1)
        problems.push_back({"nvlink_domain_gpus", "nvlink_domain_gpus must be at least 1 (a card alone), got " +
                                                      std::to_string(gpu.nvlinkDomain)});
    if (gpu.computeCapability < 0 || gpu.computeCapability > 20)
        problems.push_back({"compute_capability", "compute_capability must be CUDA's major.minor (9.0 for Hopper), got " +
                                                      std::to_string(gpu.computeCapability)});
    if (gpu.flopsFp4 < 0 || gpu.flopsFp8 < 0 || gpu.flopsBf16 < 0 || gpu.flopsFp32 < 0)
        problems.push_back({"peak_flops", "peak_flops must not be negative"});
    for (std::size_t i = before; i < problems.size(); ++i)
        problems[i].message = file.string() + ": " + problems[i].message;
    if (problems.size() == before)
        library.gpus[gpu.id] = gpu;
}

void readScenarioPreset(const fs::path& file, PresetLibrary& library, std::vector<Problem>& problems)
{
    const auto document = readJsonFile(file.string(), problems);
    if (!document || !document->is_object())
        return;
    const std::size_t before = problems.size();
    ScenarioPreset preset;
    const std::string name = file.filename().string();
    preset.id = name.substr(0, name.size() - std::string(".memledger.json").size());
    preset.title = preset.id;
    // Only the menu's words are read here (a title that is not a string is a problem, not an
    // exception); readScenario() reads the rest when the scenario is opened.
    JsonReader in(*document, "", problems);
    in.read("title", preset.title);
    in.read("description", preset.description);
    for (std::size_t i = before; i < problems.size(); ++i)
        problems[i].message = file.string() + ": " + problems[i].message;
    if (problems.size() != before)
        return;
    preset.document = *document;
    library.scenarios[preset.id] = std::move(preset);
}

}  // namespace

const ModelPreset* PresetLibrary::model(const std::string& id) const
{
    const auto it = models.find(lower(id));
    return it == models.end() ? nullptr : &it->second;
}

const ModelPreset* PresetLibrary::withShapeOf(const Architecture& arch) const
{
    const auto shape = [](Architecture a) {
        a.name.clear();
        a.dropout = 0;
        if (a.position == PositionKind::Rope)
            a.maxPositions = 0;
        return a;
    };
    const Architecture wanted = shape(arch);
    for (const auto& [id, preset] : models)
        if (shape(preset.arch) == wanted)
            return &preset;
    return nullptr;
}

const GpuPreset* PresetLibrary::gpu(const std::string& id) const
{
    const auto it = gpus.find(lower(id));
    return it == gpus.end() ? nullptr : &it->second;
}

std::vector<const GpuPreset*> PresetLibrary::gpusByGeneration() const
{
    std::vector<const GpuPreset*> out;
    for (const auto& [id, gpu] : gpus)
        out.push_back(&gpu);
    const auto key = [](const GpuPreset* g) {
        return std::make_tuple(g->vendor != "nvidia", g->vendor, -g->year, g->generation, -g->memoryBytes, g->id);
    };
    std::stable_sort(out.begin(), out.end(), [&](const GpuPreset* a, const GpuPreset* b) { return key(a) < key(b); });
    return out;
}

void applyGpu(const GpuPreset& gpu, Hardware& hardware)
{
    hardware.gpuId = gpu.id;
    hardware.gpuName = gpu.name;
    hardware.memoryBytes = gpu.memoryBytes;
    hardware.hbmBandwidth = gpu.hbmBandwidth;
    hardware.peakFlopsBf16 = gpu.flopsBf16;
    hardware.peakFlopsFp32 = gpu.flopsFp32;
    hardware.peakFlopsFp8 = gpu.flopsFp8;
    hardware.peakFlopsFp4 = gpu.flopsFp4;
    hardware.pcieGen = gpu.pcieGen;
    hardware.pcieLanes = gpu.pcieLanes;
    hardware.nvlinkBandwidth = gpu.nvlinkBandwidth;
    hardware.nvlinkDomain = gpu.nvlinkDomain;
    hardware.computeCapability = gpu.computeCapability;
}

void applyModel(const ModelPreset& preset, Scenario& scenario)
{
    scenario.arch = preset.arch;
    scenario.modelId = preset.id;
    // What a config.json's architecture missed goes with it.
    std::erase_if(scenario.limitations, [](const Limitation& limitation) { return limitation.key == kHfConfigKey; });
}

bool chooseTeacher(const PresetLibrary& presets, const std::string& id, Teacher& teacher)
{
    const ModelPreset* preset = presets.model(id);
    if (!preset)
        return false;
    teacher.modelId = preset->id;
    teacher.arch = preset->arch;
    return true;
}

void nameTeacher(const PresetLibrary& presets, const std::string& id, const std::string& field, Teacher& teacher,
                 std::vector<Problem>& problems)
{
    if (id.empty() || id == "none") {
        teacher.modelId.clear();
        return;
    }
    if (chooseTeacher(presets, id, teacher))
        return;
    std::vector<std::string> ids;
    for (const auto& entry : presets.models)
        ids.push_back(entry.first);
    problems.push_back({field, "unknown teacher model \"" + id + "\"; known models: " + closestMatches(id, ids) +
                                   " (none: no teacher)"});
}

namespace {

std::vector<std::string> idWords(const std::string& id)
{
    std::vector<std::string> words;
    std::string word;
    for (const char c : lower(id) + "-") {
        if (c == '-' || c == '_' || c == '.') {
            if (!word.empty())
                words.push_back(word);
            word.clear();
        } else {
            word += c;
        }
    }
    return words;
}

}  // namespace

std::vector<std::string> similarIds(const std::string& id, const std::vector<std::string>& candidates)
{
    // A typed word counts when it begins a word of the candidate ("gpt" → gpt2-small), so
    // a renamed id ("seed001-70b-zero3-8gpu") still finds the one that shares most ("70b-zero3-dp8").
    const std::vector<std::string> typed = idWords(id);
    std::vector<std::string> best;
    std::size_t bestScore = 0;
    for (const auto& candidate : candidates) {
        const std::vector<std::string> words = idWords(candidate);
        const auto begins = [&](const std::string& w) {
            return std::any_of(words.begin(), words.end(), [&](const std::string& c) { return c.starts_with(w); });
        };
        const auto score = static_cast<std::size_t>(std::count_if(typed.begin(), typed.end(), begins));
        if (score == 0 || score < bestScore)
            continue;
        if (score > bestScore)
            best.clear();
        bestScore = score;
        best.push_back(candidate);
    }
    return best;
}

std::string closestMatches(const std::string& id, const std::vector<std::string>& candidates)
{
    // Suggest ids that share the typed text's first word ("llama-3" → llama-3.1-8b, …),
    // else those sharing the most words, else every id.
    const std::string key = lower(id.substr(0, id.find_first_of("-_.")));
    std::vector<std::string> matches;
    for (const auto& candidate : candidates)
        if (key.empty() || candidate.find(key) != std::string::npos)
            matches.push_back(candidate);
    if (matches.empty())
        matches = similarIds(id, candidates);
    if (matches.empty())
        matches = candidates;
    std::string out;
    for (const auto& match : matches)
        out += (out.empty() ? "" : ", ") + match;
    return out;
}

PresetLibrary loadPresets(const std::string& directory, std::vector<Problem>& problems)
{
    PresetLibrary library;
    const fs::path root(directory);
    if (!fs::is_directory(root)) {
        problems.push_back({directory, "preset folder " + directory + " does not exist; set MEMLEDGER_PRESETS"});
        return library;
    }
    for (const auto& file : jsonFiles(root / "models", ".json"))
        readModelPreset(file, library, problems);
    for (const auto& file : jsonFiles(root / "gpus", ".json"))
        readGpuPreset(file, library, problems);
    for (const auto& file : jsonFiles(root / "scenarios", ".memledger.json"))
        readScenarioPreset(file, library, problems);
    return library;
}

}  // namespace memledger::model
