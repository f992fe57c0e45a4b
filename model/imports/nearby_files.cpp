#include "model/imports/nearby_files.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace memledger::model {

namespace fs = std::filesystem;

std::optional<std::string> readConfigText(const std::string& path, std::string& error)
{
    std::error_code code;
    if (!fs::exists(path, code)) {
        error = "cannot open " + path + ": no such file";
        return std::nullopt;
    }
    if (fs::is_directory(path, code)) {
        error = path + " is a folder; give a configuration file";
        return std::nullopt;
    }
    const auto size = fs::file_size(path, code);
    if (!code && size > kMaxConfigBytes) {
        error = path + " is " + std::to_string(size >> 20) + " MB; a configuration file is far smaller";
        return std::nullopt;
    }
    std::ifstream stream(path, std::ios::binary);
    if (!stream) {
        error = "cannot open " + path + ": permission denied";
        return std::nullopt;
    }
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
        std::string error;
        const fs::path candidate = fs::path(path).is_absolute() ? fs::path(path) : folder / path;
        return readConfigText(candidate.string(), error);
    };
}

}  // namespace memledger::model
