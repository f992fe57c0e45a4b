#include "model/measured/measured_file.h"

#include <filesystem>
#include <fstream>
#include <iterator>

#include "model/core/json_file.h"
#include "model/measured/pickle_opcodes.h"
#include "model/measured/snapshot_reader.h"

namespace memledger::model {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kWhatToGive =
    "give a memory snapshot (torch.cuda.memory._dump_snapshot(\"snapshot.pickle\")) or allocator statistics "
    "(json.dump(torch.cuda.memory_stats(), f))";

std::optional<std::string> readBytes(const std::string& path, std::vector<Problem>& problems)
{
    const auto fail = [&](const std::string& what) {
        problems.push_back({path, path + " " + what});
        return std::nullopt;
    };
    std::error_code error;
    if (fs::is_directory(path, error))
        return fail(std::string("is a folder; ") + std::string(kWhatToGive));
    const auto size = fs::file_size(path, error);
    std::ifstream stream(path, std::ios::binary);
    if (error || !stream)
        return fail(std::string("cannot be opened: ") + (fs::exists(path, error) ? "permission denied" : "no such file"));
    if (size > kMaxMeasuredFileBytes)
        return fail(std::string("is ") + std::to_string(size) + " bytes; MemLedger reads measured files up to " +
                    std::to_string(kMaxMeasuredFileBytes >> 20) +
                    " MiB: record a smaller snapshot (fewer max_entries, or stacks=\"python\" without C++ frames)");
    std::string bytes{std::istreambuf_iterator<char>(stream), std::istreambuf_iterator<char>()};
    if (bytes.empty())
        return fail(std::string("is empty; ") + std::string(kWhatToGive));
    return bytes;
}

}  // namespace

MeasuredFile readMeasuredFile(const std::string& path, std::vector<Problem>& problems)
{
    MeasuredFile file;
    const std::optional<std::string> bytes = readBytes(path, problems);
    if (!bytes)
        return file;
    const auto first = static_cast<unsigned char>((*bytes)[0]);
    const std::size_t text = bytes->find_first_not_of(" \t\r\n");
    if (first == kPickleProto) {
        file.snapshot = readSnapshot(*bytes, path, problems);
    } else if (first == 0x1f && bytes->size() > 1 && static_cast<unsigned char>((*bytes)[1]) == 0x8b) {
        problems.push_back({path, path + " is compressed with gzip; decompress it first (gunzip " + path + ")"});
    } else if (text != std::string::npos && ((*bytes)[text] == '{' || (*bytes)[text] == '[')) {
        if (const auto document = readJsonFile(path, problems))
            file.stats = memoryStatsFromJson(*document, path, problems);
    } else {
        problems.push_back({path, path + " is neither a memory snapshot nor memory statistics; " + std::string(kWhatToGive)});
    }
    return file;
}

}  // namespace memledger::model
