#!/bin/sh
# Builds the Debian package: build-deb/memledger_<version>_amd64.deb (CPack, packaging/).
# Dependencies are computed by dpkg-shlibdeps, so it is built on the Debian release it is for.
set -eu
cd "$(dirname "$0")/.."
scripts/install-deps.sh --package
cmake -S . -B build-deb -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr -DBUILD_TESTING=OFF \
      -DMEMLEDGER_BENCHMARKS=OFF >/dev/null
cmake --build build-deb -j"$(nproc)"
cd build-deb
cpack -G DEB
