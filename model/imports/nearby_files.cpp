#include "model/imports/nearby_files.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "model/core/json_file.h"

namespace memledger::model {

namespace fs = std::filesystem;

std::optional<std::string> readConfigText(const std::string& path, Problem& error)
{
    const auto fail = [&](const char* pattern, std::vector<ProblemArgument> arguments) {
        error = templatedProblem("", pattern, std::move(arguments));
        error.field = validUtf8(path);
        error.message = validUtf8(error.message);
        return std::nullopt;
    };
    std::error_code code;
    if (!fs::exists(path, code))
        return fail(MEMLEDGER_TRANSLATABLE("Problem", "cannot open %1: no such file"), {{path}});
    if (fs::is_directory(path, code))
        return fail(MEMLEDGER_TRANSLATABLE("Problem", "%1 is a folder; give a configuration file"), {{path}});
    const auto size = fs::file_size(path, code);
    if (!code && size > kMaxConfigBytes)
        return fail(MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2 MB; a configuration file is far smaller"),
                    {{path}, {std::to_string(size >> 20)}});
    std::ifstream stream(path, std::ios::binary);
    if (!stream)
        return fail(MEMLEDGER_TRANSLATABLE("Problem", "cannot open %1: permission denied"), {{path}});
    std::ostringstream text;
    text << stream.rdbuf();
    return text.str();
}

NearbyFile filesBeside(std::string_view fileName)
{
    if (fileName.empty())
        return {};
    const fs::path folder = fs::path(fileName).parent_path();
    return [folder](const std::string& path) -> std::optional<std::string> {
        Problem error;
        const fs::path candidate = fs::path(path).is_absolute() ? fs::path(path) : folder / path;
        return readConfigText(candidate.string(), error);
    };
}

}  // namespace memledger::model
