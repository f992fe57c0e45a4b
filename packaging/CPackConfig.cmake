# Binary package of MemLedger: `cpack -G DEB` in a build configured with
# -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr gives memledger_<version>_amd64.deb.
# What goes into it is the project's install rules (app/, presets/, packaging/CMakeLists.txt).

set(MEMLEDGER_DEB_MAINTAINER "The MemLedger authors <memledger@users.noreply.github.com>"
    CACHE STRING "Maintainer of the Debian package (also signs packaging/debian/changelog)")

set(CPACK_PACKAGE_NAME memledger)
set(CPACK_PACKAGE_VENDOR "The MemLedger authors")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "${MEMLEDGER_DEB_MAINTAINER}")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/memledger/memledger")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "GPU memory ledger for transformer training")
set(CPACK_PACKAGE_DESCRIPTION [=[
MemLedger works out how much memory each GPU needs to train a transformer
and where it goes: weights, gradients, optimizer states, activations,
temporaries, the CUDA context and fragmentation, for every pipeline stage at
the instants of a training step where memory peaks, against the capacity of
the card. Every figure carries its formula, the values substituted and its
source.

It models data, tensor, pipeline, context and expert parallelism, DeepSpeed
ZeRO 1-3, PyTorch FSDP and Megatron-LM's distributed optimizer, activation
recomputation, FlashAttention, LoRA and QLoRA, and offload to host RAM or
NVMe. The desktop window adds a step-time timeline, an OOM triage wizard,
sweeps, fit maps, A/B comparison and a layout planner; the memledger command
prints the same ledgers as tables, JSON, Markdown or CSV.]=])

# The package installs under /usr whatever prefix the build was configured with.
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# A Debian revision makes this a non-native package, whose changelog is changelog.Debian.gz.
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${MEMLEDGER_DEB_MAINTAINER}")
# Library dependencies come from dpkg-shlibdeps (Debian's libqt6gui6 itself carries the
# xcb and offscreen platform plugins the window and --screenshot load; libyaml-cpp0.7 and
# libtomlplusplus3 are found the same way, from the configuration importers).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The Simplified Chinese interface needs a CJK font, and Qt's own catalogue for the words
# of Qt's standard dialogs and buttons ("Cancel"), which MemLedger's catalogue leaves to it.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, qt6-translations-l10n")
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

set(CPACK_SOURCE_GENERATOR TXZ)
# Character classes rather than "\\." escapes: CPack writes these into CPackSourceConfig.cmake,
# where a backslash escape is parsed once more and warns.
set(CPACK_SOURCE_IGNORE_FILES "/[.]git/" "/build[^/]*/" "__pycache__" "[.]pyc$")

include(CPack)
