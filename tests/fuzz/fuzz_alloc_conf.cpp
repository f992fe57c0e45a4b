// PYTORCH_CUDA_ALLOC_CONF strings (`--alloc-conf`, the scenario's memory.alloc_conf), read
// with parseAllocatorSettings() the way validation reads them, then put in an 8B job on an
// H100 that is estimated with the allocator simulated. A string PyTorch accepts must stay
// accepted once the triage wizard turns expandable segments on (withAllocatorOption).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "model/core/allocator_settings.h"
#include "tests/fuzz/fuzz_support.h"

using namespace memledger;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    const model::AllocatorSettingsParse parsed = model::parseAllocatorSettings(text);
    fuzz::renderProblems(parsed.problems);
    fuzz::renderProblems(parsed.warnings);
    if (parsed.valid()) {
        const model::AllocatorSettingsParse expanded =
            model::parseAllocatorSettings(model::withAllocatorOption(text, "expandable_segments", "True"));
        if (!expanded.valid() || !expanded.settings.expandableSegments)
            fuzz::fail("turning expandable segments on broke a string PyTorch accepts");
    }
    const auto& presets = fuzz::shippedPresets();
    model::Scenario scenario;
    model::applyModel(*presets.model("llama-3.1-8b"), scenario);
    model::applyGpu(*presets.gpu("h100-sxm"), scenario.hardware);
    scenario.memory.allocConf = text;
    fuzz::runEngine(scenario);
    return 0;
}
