#!/usr/bin/env bash
# Installs what TrainPlan needs to build, run and test on Debian 12 / Ubuntu 22.04+.
# Safe to run again: apt-get skips what is already there. Runs apt-get as root or via sudo.
set -euo pipefail

packages=(
    # toolchain
    build-essential cmake ninja-build ccache pkg-config
    # Qt 6: widgets, charts, svg, print support (in base), linguist tools for .ts/.qm
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    # the manual: qhelpgenerator makes the Qt Help files at build time; QtHelp opens them
    qt6-documentation-tools libqt6help6 libqt6sql6-sqlite
    # Qt6Charts' CMake package needs Qt6OpenGL's, which Debian 12 ships apart from qt6-base-dev
    libqt6opengl6-dev
    libgl-dev libxkbcommon-dev
    # core library dependency
    nlohmann-json3-dev
    # the Volcano Job of the launch files is written by a YAML serializer, never by pasting text
    libyaml-cpp-dev
    # Chinese text in the UI, screenshots and PDF exports
    fonts-noto-cjk
    # headless GUI runs and screenshots, PDF checks in tests
    xvfb xauth x11-apps poppler-utils
    # launch-file tests: the Volcano Job YAML is parsed, the torchrun script linted
    python3 python3-yaml shellcheck
    # the Debian package step (.ci/package): dpkg-shlibdeps for CPack, desktop/AppStream validators
    dpkg-dev desktop-file-utils appstream
)
# Only CI steps need these: clang and its libFuzzer runtime for .ci/fuzz (Debian 12 ships
# libclang_rt.fuzzer in libclang-rt-14-dev, which libclang-rt-dev pulls in), and clang-format 14
# for .ci/format. Where a distribution names them otherwise, everything else still installs and
# the CI step says what is missing.
optional=(clang libclang-rt-dev clang-format-14)

installed() {
    local status
    status=$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null) || return 1
    [ "$status" = "install ok installed" ]
}
missing=()
for p in "${packages[@]}"; do
    installed "$p" || missing+=("$p")
done
missing_optional=()
for p in "${optional[@]}"; do
    installed "$p" || missing_optional+=("$p")
done

if [ ${#missing[@]} -eq 0 ] && [ ${#missing_optional[@]} -eq 0 ]; then
    echo "install-deps: all $((${#packages[@]} + ${#optional[@]})) packages present"
    exit 0
fi

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "install-deps: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
    sudo_cmd=(sudo)
fi

echo "install-deps: installing ${missing[*]} ${missing_optional[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -q
if [ ${#missing[@]} -gt 0 ]; then
    "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
if [ ${#missing_optional[@]} -gt 0 ]; then
    "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing_optional[@]}" ||
        echo "install-deps: could not install ${missing_optional[*]}; only .ci/fuzz and .ci/format need them" >&2
fi
