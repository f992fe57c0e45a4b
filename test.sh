#!/bin/sh
# Builds MemLedger with warnings as errors and runs every test (engine, CLI, widgets,
# and the PyTorch saved-activation measurement). ./test.sh --sanitize adds ASan/UBSan.
set -eu
cd "$(dirname "$0")"
scripts/install-deps.sh --tests
dir=build-test
flags="-DMEMLEDGER_WERROR=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo"
if [ "${1:-}" = "--sanitize" ]; then
  dir=build-asan
  flags="$flags -DMEMLEDGER_SANITIZE=ON -DMEMLEDGER_BENCHMARKS=OFF"
fi
cmake -S . -B "$dir" $flags >/dev/null
cmake --build "$dir" -j"$(nproc)"
cd "$dir"
QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j"$(nproc)"
