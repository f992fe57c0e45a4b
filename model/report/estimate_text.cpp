#include "model/report/estimate_text.h"

#include "model/core/framework.h"
#include "model/core/vocabulary.h"

namespace memledger::model {

std::string scenarioLayout(const Scenario& s)
{
    const auto& p = s.parallel;
    std::string text = std::to_string(s.worldSize()) + " × " + (s.hardware.gpuName.empty() ? "GPU" : s.hardware.gpuName) +
                       " · " + frameworkProfile(s.framework).name + " · DP " + std::to_string(p.dp) + " TP " +
                       std::to_string(p.tp) + " PP " + std::to_string(p.pp);
    if (p.vpp > 1)
        text += " VPP " + std::to_string(p.vpp);
    if (p.cp > 1)
        text += " CP " + std::to_string(p.cp);
    if (p.ep > 1)
        text += " EP " + std::to_string(p.ep);
    if (p.sp)
        text += " SP";
    const int stage = effectiveShardStage(s);
    if (stage > 0)
        text += " · ZeRO-" + std::to_string(stage);
    return text;
}

std::string scenarioHeading(const Scenario& scenario)
{
    return (scenario.arch.name.empty() ? std::string("custom model") : scenario.arch.name) + " — " +
           scenarioLayout(scenario);
}

std::string allocatorSettingsText(const std::string& allocConf)
{
    return allocConf.empty() ? std::string("PyTorch's default allocator settings") : "PYTORCH_CUDA_ALLOC_CONF=" + allocConf;
}

std::string estimateHeadline(const Estimate& estimate, ByteUnit unit)
{
    const auto& worst = estimate.worst();
    std::string text = estimate.fits ? "FITS" : "DOES NOT FIT";
    text += " — peak " + bytesText(worst.total, unit) + " of " + bytesText(estimate.capacity, unit) + " (stage " +
            std::to_string(worst.stage) + ", " + instantLabel(worst.peakInstant) + "), headroom " +
            bytesText(estimate.headroom(), unit);
    if (!estimate.host.fits())
        text += "; host RAM exceeded";
    return text;
}

std::string fragmentationBasisText(const Scenario& scenario, const Estimate& estimate)
{
    const auto& basis = estimate.fragmentation;
    if (basis.simulated)
        return "Fragmentation simulated: each stage's step replayed through the caching allocator with " +
               allocatorSettingsText(basis.allocConf) + ".";
    std::string text = "Fragmentation assumed: " + percentText(scenario.overheads.fragmentation) + " of peak allocated";
    if (!basis.fallbackReason.empty())
        text += " (the allocator could not be simulated: " + basis.fallbackReason + ")";
    return text + ".";
}

}  // namespace memledger::model
