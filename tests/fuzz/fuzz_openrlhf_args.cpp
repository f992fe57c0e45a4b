// OpenRLHF's train_ppo_ray command lines — a launch script (direct, or behind `ray job submit`
// with its flags in bash arrays) or the flags alone, in either spelling — imported as
// `memledger import` and `--from` import them (fuzz_support.h, runImport).
#include <cstddef>
#include <cstdint>

#include "tests/fuzz/fuzz_support.h"

using namespace memledger;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    fuzz::runImport(data, size, model::ConfigFormat::OpenRlhf, "train_ppo_ray.sh");
    return 0;
}
