#!/bin/sh
# Builds MemLedger and opens its window (or runs a subcommand: ./run.sh estimate --help).
set -eu
cd "$(dirname "$0")"
scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF -DMEMLEDGER_BENCHMARKS=OFF >/dev/null
cmake --build build -j"$(nproc)" --target memledger
exec build/app/memledger "$@"
