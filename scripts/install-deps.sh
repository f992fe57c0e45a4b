#!/bin/sh
# Installs, from Debian 12's packages, what MemLedger needs and is not installed yet;
# does nothing (no apt, no sudo) when everything is present.
#   scripts/install-deps.sh          build and run the window and the command line
#   scripts/install-deps.sh --tests  also what the tests need (GoogleTest, PyTorch, Clang, ...)
#   scripts/install-deps.sh --package  also what building the .deb needs (dpkg-shlibdeps, file)
# Names are real package names, never virtual ones: dpkg reports a virtual package as
# not installed forever, which would run apt on every start.
set -eu
# libqt6opengl6-dev is only a Recommends of qt6-base-dev, yet Qt6Charts' CMake package needs it.
# toml++ and yaml-cpp read other tools' configurations (memledger import, --from); their
# runtime libraries (libtomlplusplus3, libyaml-cpp0.7) come with the -dev packages. The Chinese
# window needs a CJK font and Qt's own catalogue (qtbase_zh_CN: the standard dialogs' buttons).
run_packages="cmake g++ make pkg-config qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-l10n-tools
  qt6-svg-dev libgl-dev nlohmann-json3-dev libtomlplusplus-dev libyaml-cpp-dev fonts-noto-cjk
  qt6-translations-l10n"
# Tests: GoogleTest/Benchmark; PyTorch for the saved-activation measurement; Xvfb for
# window checks; Clang 14 with its sanitizer and libFuzzer runtimes for the second compiler
# and the fuzzers; the validators of the package's metadata (desktop entry, AppStream, MIME
# type, man page, changelog) and the package's own tools (dpkg-shlibdeps, file), so a test
# machine can also build the .deb; poppler-utils reads exported PDF reports back (pdftotext).
test_packages="libgtest-dev libgmock-dev libbenchmark-dev python3-torch xvfb xauth clang-14
  libclang-rt-14-dev desktop-file-utils appstream shared-mime-info libxml2-utils groff-base man-db
  dpkg-dev file poppler-utils"
package_packages="dpkg-dev file"
packages=$run_packages
case "${1:-}" in
  --tests) packages="$packages $test_packages" ;;
  --package) packages="$packages $package_packages" ;;
esac
missing=""
for package in $packages; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing="$missing $package"
done
[ -z "$missing" ] && exit 0
echo "Installing:$missing"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
