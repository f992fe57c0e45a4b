// verl trainer configs — a launch script of verl.trainer.main_ppo, its Hydra overrides alone,
// or a Hydra YAML of sections — imported as `memledger import` and `--from` import them
// (fuzz_support.h, runImport).
#include <cstddef>
#include <cstdint>

#include "tests/fuzz/fuzz_support.h"

using namespace memledger;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    fuzz::runImport(data, size, model::ConfigFormat::Verl, "run_verl.sh");
    return 0;
}
