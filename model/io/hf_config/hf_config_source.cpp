#include "model/io/hf_config/hf_config_source.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <regex>

#include "model/core/json_file.h"
#include "model/core/translatable.h"

namespace memledger::model {

namespace fs = std::filesystem;

namespace {

std::string environment(const char* name)
{
    const char* value = std::getenv(name);
    return value ? value : "";
}

// A Hub repository id: an optional owner and a name, each of letters, digits, '.', '_' and
// '-' (huggingface_hub validate_repo_id), so that a mistyped path is not taken for one.
bool isModelId(const std::string& reference)
{
    static const std::regex kId(R"(([A-Za-z0-9][A-Za-z0-9._-]*/)?[A-Za-z0-9][A-Za-z0-9._-]*)");
    return std::regex_match(reference, kId) && !reference.ends_with(".json");
}

// models--Qwen--Qwen3-8B: the folder huggingface_hub caches a model repository in
// (file_download.py repo_folder_name).
fs::path repositoryFolder(const fs::path& hubCache, const std::string& id)
{
    std::string name = "models--" + id;
    for (std::size_t at = name.find('/'); at != std::string::npos; at = name.find('/', at))
        name.replace(at, 1, "--");
    return hubCache / name;
}

std::string firstLine(const fs::path& file)
{
    std::ifstream in(file);
    std::string line;
    std::getline(in, line);
    return line;
}

std::optional<HfConfigFile> fromCache(const std::string& id, const fs::path& hubCache, std::vector<Problem>& problems)
{
    const fs::path repository = repositoryFolder(hubCache, id);
    const fs::path snapshots = repository / "snapshots";
    std::error_code error;
    // refs/main holds the commit of the snapshot a download of the main branch made.
    if (const std::string main = firstLine(repository / "refs" / "main"); !main.empty()) {
        const fs::path config = snapshots / main / "config.json";
        if (fs::is_regular_file(config, error))
            return HfConfigFile{config, {}};
    }
    std::vector<fs::path> candidates;
    for (fs::directory_iterator it(snapshots, error), end; !error && it != end; it.increment(error))
        if (fs::is_regular_file(it->path() / "config.json", error))
            candidates.push_back(it->path() / "config.json");
    if (candidates.empty()) {
        problems.push_back(templatedProblem(
            "hf-config",
            MEMLEDGER_TRANSLATABLE("Problem", "found no file or directory '%1', nor the model %1 in the Hugging Face "
                                              "cache (no %2). Download it with 'huggingface-cli download %1 "
                                              "config.json' (HF_HUB_CACHE or HF_HOME choose the cache), or give the "
                                              "path of its config.json or model directory."),
            {{id}, {(snapshots / "*" / "config.json").string()}}));
        return std::nullopt;
    }
    if (candidates.size() == 1)
        return HfConfigFile{candidates.front(), {}};
    // No usable refs/main: the snapshot written last is the one downloaded last.
    const auto newest = std::max_element(candidates.begin(), candidates.end(), [](const fs::path& a, const fs::path& b) {
        std::error_code ignored;
        return fs::last_write_time(a.parent_path(), ignored) < fs::last_write_time(b.parent_path(), ignored);
    });
    return HfConfigFile{*newest,
                        {importNote(MEMLEDGER_TRANSLATABLE("Import", "The Hugging Face cache holds %1 snapshots of %2 "
                                                                     "and no refs/main; read the newest, %3."),
                                    {{std::to_string(candidates.size())},
                                     {id},
                                     {newest->parent_path().filename().string()}})}};
}

}  // namespace

fs::path hfHubCache()
{
    for (const char* variable : {"HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE"})
        if (const std::string value = environment(variable); !value.empty())
            return value;
    if (const std::string home = environment("HF_HOME"); !home.empty())
        return fs::path(home) / "hub";
    if (const std::string cache = environment("XDG_CACHE_HOME"); !cache.empty())
        return fs::path(cache) / "huggingface" / "hub";
    return fs::path(environment("HOME")) / ".cache" / "huggingface" / "hub";
}

std::optional<HfConfigFile> findHfConfig(const std::string& reference, const fs::path& hubCache,
                                         std::vector<Problem>& problems)
{
    std::error_code error;
    const fs::path path(reference);
    if (fs::is_directory(path, error)) {
        if (fs::is_regular_file(path / "config.json", error))
            return HfConfigFile{path / "config.json", {}};
        problems.push_back(templatedProblem(
            "hf-config", MEMLEDGER_TRANSLATABLE("Problem", "%1 is a directory without a config.json; give a Hugging "
                                                           "Face model directory (the one holding config.json) or "
                                                           "the file"),
            {{reference}}));
        return std::nullopt;
    }
    if (fs::exists(path, error) || !isModelId(reference))
        return HfConfigFile{path, {}};  // a file, or a path whose absence readJsonFile reports
    return fromCache(reference, hubCache, problems);
}

HfImport loadHfConfig(const std::string& reference, std::vector<Problem>& problems)
{
    const auto file = findHfConfig(reference, hfHubCache(), problems);
    if (!file)
        return {};
    const auto document = readJsonFile(file->path.string(), problems);
    if (!document)
        return {};
    HfImport imported = importHfConfig(*document, problems);
    imported.notes.insert(imported.notes.begin(), file->notes.begin(), file->notes.end());
    return imported;
}

}  // namespace memledger::model
