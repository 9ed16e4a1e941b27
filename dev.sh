#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Build, run and test Duizhao on Debian 12. Installs what is missing with apt, and can be run
# again at any time.
#
#   ./dev.sh run [FILE]   build (release) and open Duizhao's window, on the bundled sample without FILE
#   ./dev.sh test         build and run every test, then the core tests under ASan + UBSan, then
#                         each fuzzer once over its corpus
#   ./dev.sh bench        build (release) and print the benchmark figures
#   ./dev.sh fuzz [SECS]  fuzz each harness for SECS seconds (default 600); inputs that fail are
#                         kept in tests/fuzz/regressions/ and run by every test from then on
#   ./dev.sh windows      cross-build the Windows package build/windows/duizhao-VERSION-win64.zip
#                         and its installer duizhao-VERSION-win64-setup.exe,
#                         and check both under Wine (the first run builds Qt: one to two hours)
set -euo pipefail
cd "$(dirname "$0")"

# Fonts that cover Chinese: the window shows it, and the widget tests lay it out. Qt's own
# translations for the Chinese interface; qt6-tools-dev for qt_add_translations. The package test
# builds a .deb (dpkg-dev) and validates its desktop entry and AppStream metadata. clang and its
# runtime libraries build the libFuzzer harnesses. python3 and opencc's opencc_dict build the
# bundled OpenCC data; libchewing3-data, rime-essay and python3-jieba are the word lists that
# decide likely mistakes, built at build time. libzip reads and writes EPUB books, and libdeflate
# inflates and deflates their entries; epubcheck (with Java) validates the books the tests write.
packages=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-l10n-tools qt6-tools-dev qt6-translations-l10n
    libopencc-dev opencc libuchardet-dev libzip-dev libdeflate-dev python3 libchewing3-data rime-essay
    python3-jieba epubcheck
    fonts-noto-cjk
    dpkg-dev desktop-file-utils appstream
    clang libclang-rt-14-dev
)

install_missing() {
    local missing=()
    for package in "$@"; do
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
            missing+=("$package")
        fi
    done
    [ ${#missing[@]} -eq 0 ] && return
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    echo "Installing: ${missing[*]}" >&2
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
        "${missing[@]}" >&2
}

command="${1:-}"
[ $# -gt 0 ] && shift
case "$command" in
    run)
        install_missing "${packages[@]}"
        cmake --preset release >/dev/null
        cmake --build --preset release-app
        exec build/release/app/duizhao "$@"
        ;;
    test)
        install_missing "${packages[@]}"
        cmake --workflow --preset test
        cmake --workflow --preset asan-test
        cmake --workflow --preset fuzz-test
        ;;
    bench)
        # The current OpenCC's own tool, built from its npm package, is measured beside Duizhao.
        install_missing "${packages[@]}" libmarisa-dev rapidjson-dev libtclap-dev
        # npm from Debian unless the machine has one already (Node.js's own packages carry it).
        command -v npm >/dev/null || install_missing npm
        DUIZHAO_CURRENT_OPENCC="$(tests/benchmark/build_current_opencc.sh)"
        export DUIZHAO_CURRENT_OPENCC
        cmake --preset release >/dev/null
        cmake --build --preset release --target duizhao duizhao_benchmark duizhao_window_benchmark \
            duizhao_accuracy
        build/release/tests/duizhao_benchmark
        echo
        build/release/tests/duizhao_accuracy
        echo
        QT_QPA_PLATFORM=offscreen build/release/tests/duizhao_window_benchmark
        ;;
    fuzz)
        install_missing "${packages[@]}"
        seconds="${1:-600}"
        cmake --preset fuzz >/dev/null
        cmake --build --preset fuzz
        for harness in fuzz_decoding fuzz_glossary fuzz_diff fuzz_conversion; do
            # New inputs grow a corpus in the build folder; a failing input is kept in the
            # source tree, to be committed with its fix.
            corpus="build/fuzz/corpus/$harness"
            regressions="tests/fuzz/regressions/$harness"
            mkdir -p "$corpus" "$regressions"
            echo "== $harness, ${seconds} s" >&2
            # Inputs up to 64 KiB: longer than a chunk of a long text (16 KiB) and long
            # glossary rules; the seeds reach them from the start.
            seeds="tests/fuzz/seeds/$harness"
            [ -d "$seeds" ] || seeds=""
            "build/fuzz/tests/fuzz/$harness" -max_total_time="$seconds" -max_len=65536 \
                -artifact_prefix="$regressions/" "$corpus" tests/data/chapters $seeds "$regressions"
        done
        ;;
    windows)
        # The cross compiler, this machine's Qt tools of the same version (moc, rcc, lrelease),
        # what reads Debian's sources and fetches OpenCC's, NSIS for the installer, Wine with Xvfb
        # and ImageMagick for the checks.
        install_missing "${packages[@]}" g++-mingw-w64-x86-64 qt6-base-dev-tools \
            qt6-tools-dev-tools dpkg-dev curl make bzip2 xz-utils nsis wine wine64 xvfb xauth \
            imagemagick
        exec packaging/windows/build.sh
        ;;
    *)
        sed -n '4,14p' "$0" | sed 's/^# \{0,1\}//'
        exit 2
        ;;
esac
