#!/bin/sh
# Builds MemLedger with warnings as errors and runs every test (engine, CLI, widgets,
# and the PyTorch saved-activation measurement).
#   ./test.sh                   GCC, in build-test
#   ./test.sh --sanitize        GCC with ASan and UBSan, in build-asan
#   ./test.sh --clang           Clang 14, in build-clang
set -eu
cd "$(dirname "$0")"
scripts/install-deps.sh --tests
dir=build-test
flags="-DMEMLEDGER_WERROR=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo"
case "${1:-}" in
  "") ;;
  --sanitize)
    dir=build-asan
    flags="$flags -DMEMLEDGER_SANITIZE=ON -DMEMLEDGER_BENCHMARKS=OFF" ;;
  --clang)
    dir=build-clang
    flags="$flags -DCMAKE_CXX_COMPILER=clang++-14" ;;
  *)
    echo "usage: ./test.sh [--sanitize | --clang]" >&2
    exit 2 ;;
esac
cmake -S . -B "$dir" $flags >/dev/null
cmake --build "$dir" -j"$(nproc)"
cd "$dir"
QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j"$(nproc)"
