// A reader written the way that once aborted `memledger triage --tree`: the probe the
// check of throwing JSON accessors must fail on (tests/layering/CMakeLists.txt).
#include <nlohmann/json.hpp>

bool probeSchema(const nlohmann::json& document)
{
    return document.value("schema", std::string()) == "memledger.triage-tree";
}

bool probeVersion(const nlohmann::json& document) { return document["version"] == 1; }

// Writing a document of one's own is allowed.
void probeWrite(nlohmann::json& out) { out["schema"] = "memledger.triage-tree"; }
