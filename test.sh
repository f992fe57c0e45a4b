#!/bin/sh
# Builds MemLedger with warnings as errors and runs every test (engine, CLI, widgets,
# the fuzz corpus replays and the PyTorch saved-activation measurement).
#   ./test.sh                   GCC, in build-test
#   ./test.sh --sanitize        GCC with ASan and UBSan, in build-asan
#   ./test.sh --clang           Clang 14, in build-clang
#   ./test.sh --fuzz [SECONDS]  each libFuzzer harness of tests/fuzz for SECONDS (default 60),
#                               Clang 14 with ASan and UBSan, in build-fuzz
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
  --fuzz)
    seconds=${2:-60}
    case "$seconds" in
      ''|*[!0-9]*) echo "test.sh: --fuzz takes whole seconds, got '$seconds'" >&2; exit 2 ;;
    esac
    cmake -S . -B build-fuzz $flags -DCMAKE_CXX_COMPILER=clang++-14 -DMEMLEDGER_FUZZ=ON \
      -DMEMLEDGER_GUI=OFF -DMEMLEDGER_BENCHMARKS=OFF >/dev/null
    cmake --build build-fuzz --target fuzzers -j"$(nproc)"
    exec tests/fuzz/run.sh build-fuzz/tests/fuzz "$seconds" ;;
  *)
    echo "usage: ./test.sh [--sanitize | --clang | --fuzz [SECONDS]]" >&2
    exit 2 ;;
esac
cmake -S . -B "$dir" $flags >/dev/null
cmake --build "$dir" -j"$(nproc)"
cd "$dir"
# --no-tests=error: a build that silently left its tests out must not pass.
QT_QPA_PLATFORM=offscreen ctest --output-on-failure --no-tests=error -j"$(nproc)"
