// Hugging Face accelerate configurations (`accelerate config`'s default_config.yaml),
// imported as `memledger import` and `--from` import them (fuzz_support.h, runImport).
#include <cstddef>
#include <cstdint>

#include "tests/fuzz/fuzz_support.h"

using namespace memledger;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    fuzz::runImport(data, size, model::ConfigFormat::Accelerate, "default_config.yaml");
    return 0;
}
