#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Builds Duizhao for 64-bit Windows with Debian's MinGW-w64, packs
# build/windows/duizhao-VERSION-win64.zip, makes its installer duizhao-VERSION-win64-setup.exe and
# the winget manifest beside it (make_installer.sh), and checks both under Wine, where it also
# runs the tests of the core (check.sh).
#
# The libraries it needs are built from source once and cached outside the work tree, under a
# folder named by their versions: Qt 6.4.2's qtbase (Core, Gui, Widgets, Concurrent, Test, the
# Windows platform plugin and style), ICU (through which Qt decodes GB18030 and Big5), zlib, libzip,
# libdeflate and uchardet from Debian's source packages; OpenCC 1.1.8 with the marisa 0.2.6 it bundles from
# OpenCC's own npm release (Debian's archive serves no source of opencc or marisa here). Qt's
# build takes one to two hours on two cores.
#
#   DUIZHAO_WINDOWS_CACHE   where the sources and libraries are kept (~/.cache/duizhao-windows)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
here="$root/packaging/windows"

qt_version=6.4.2
icu_version=72.1
zlib_version=1.2.13
libzip_version=1.7.3
libdeflate_version=1.14
uchardet_version=0.0.7
opencc_version=1.1.8
opencc_sha1=187af47e4999369fda14566fe059505d95b9e41b # the npm registry's shasum of its tarball
key="qt$qt_version-icu$icu_version-zlib$zlib_version-libzip$libzip_version-libdeflate$libdeflate_version-uchardet$uchardet_version-opencc$opencc_version-gcc12-testlib"

cache=${DUIZHAO_WINDOWS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/duizhao-windows}
sources="$cache/sources"
work="$cache/$key/build"
prefix="$cache/$key/prefix"
stamps="$cache/$key/done"
jobs=$(nproc)
host=x86_64-w64-mingw32
export DUIZHAO_WINDOWS_PREFIX="$prefix" # read by the toolchain file
toolchain="$here/mingw-w64.cmake"
mkdir -p "$sources" "$work" "$prefix" "$stamps"

# Runs a step once: a step that finished leaves a stamp, one that failed is done again.
step() {
    local name=$1
    shift
    [ -e "$stamps/$name" ] && return
    echo "== $name" >&2
    "$@"
    touch "$stamps/$name"
}

# apt-get source needs a deb-src entry: one for the archive and suites the machine installs from,
# the first it names (not the security archive, which may lack the sources of its updates).
add_source_entries() {
    apt-get source --download-only --print-uris zlib >/dev/null 2>&1 && return
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    if [ -e /etc/apt/sources.list.d/debian.sources ]; then
        awk 'BEGIN { RS = ""; ORS = "\n" } NR == 1 { sub(/Types: deb\n/, "Types: deb-src\n"); print }' \
            /etc/apt/sources.list.d/debian.sources |
            "${sudo[@]}" tee /etc/apt/sources.list.d/duizhao-deb-src.sources >/dev/null
    else
        grep -m1 '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' |
            "${sudo[@]}" tee /etc/apt/sources.list.d/duizhao-deb-src.list >/dev/null
    fi
    "${sudo[@]}" apt-get update -qq
}

fetch_sources() {
    add_source_entries
    cd "$sources"
    apt-get source --download-only qt6-base icu zlib libzip libdeflate uchardet
    local opencc="opencc-$opencc_version.tgz"
    curl -fsSL -o "$opencc" "https://registry.npmjs.org/opencc/-/$opencc"
    echo "$opencc_sha1  $opencc" | sha1sum -c --quiet
}

unpack() { # archive, folder it unpacks to
    rm -rf "$work/src/$2"
    mkdir -p "$work/src"
    tar xf "$sources"/$1 -C "$work/src"
}

unpack_sources() {
    unpack "qt6-base_$qt_version+dfsg.orig.tar.xz" "qtbase-everywhere-src-$qt_version"
    unpack "icu_$icu_version.orig.tar.gz" icu
    unpack "zlib_$zlib_version.dfsg.orig.tar.bz2" "zlib-$zlib_version.dfsg"
    unpack "libzip_$libzip_version.orig.tar.xz" "libzip-$libzip_version"
    unpack "libdeflate_$libdeflate_version.orig.tar.gz" "libdeflate-$libdeflate_version"
    unpack "uchardet_$uchardet_version.orig.tar.xz" "uchardet-$uchardet_version"
    rm -rf "$work/src/opencc" && mkdir -p "$work/src/opencc"
    tar xzf "$sources/opencc-$opencc_version.tgz" -C "$work/src/opencc" --strip-components=1
}

# ICU cross-builds against a build of itself for this machine, whose tools make its data.
build_icu_for_this_machine() {
    rm -rf "$work/icu-native" && mkdir -p "$work/icu-native" && cd "$work/icu-native"
    "$work/src/icu/source/configure" --disable-tests --disable-samples --disable-extras \
        --disable-icuio --disable-layoutex >/dev/null
    make -j"$jobs" >/dev/null
}

# ICU's data less what Qt never asks of it: Qt 6.4 calls ICU for converters, case mapping,
# collation and time zones (the functions Qt6Core.dll imports), and nothing else. The names of
# currencies, languages, regions and units, the spell-out rules of numbers, transliterators,
# break-iterator rules and the names of characters serve ICU's own formatting and text APIs: 15 of
# the data's 31 MB. The locales' own data (calendars), collation, converters and time zones, with
# their display names, stay.
trim_icu_data() {
    local data="$work/src/icu/source/data/in/icudt${icu_version%%.*}l.dat"
    local icupkg=(env LD_LIBRARY_PATH="$work/icu-native/lib" "$work/icu-native/bin/icupkg")
    "${icupkg[@]}" -l "$data" | grep -E '^(curr|lang|region|unit|rbnf|translit|brkitr)/|^unames\.icu$' \
        >"$work/icu-unused.txt"
    # Written elsewhere first, under the same name: a package's items are named after its file.
    mkdir -p "$work/icu-trimmed"
    "${icupkg[@]}" -r "$work/icu-unused.txt" "$data" "$work/icu-trimmed/$(basename "$data")"
    mv "$work/icu-trimmed/$(basename "$data")" "$data"
}

build_icu() {
    rm -rf "$work/icu" && mkdir -p "$work/icu" && cd "$work/icu"
    CC=$host-gcc-posix CXX=$host-g++-posix "$work/src/icu/source/configure" --host=$host \
        --with-cross-build="$work/icu-native" --prefix="$prefix" --enable-shared --disable-static \
        --disable-tests --disable-samples --disable-extras --disable-icuio --disable-layoutex \
        --disable-tools >/dev/null
    make -j"$jobs" >/dev/null
    make install >/dev/null
}

cmake_build() { # source folder, build folder, options...
    local source=$1 build=$2
    shift 2
    rm -rf "$build"
    cmake -G Ninja -S "$source" -B "$build" -DCMAKE_TOOLCHAIN_FILE="$toolchain" \
        -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" "$@" >/dev/null
    cmake --build "$build" -j "$jobs"
    cmake --install "$build" >/dev/null
}

# Core, Gui, Widgets and Concurrent with the Windows platform plugin and style, against this
# machine's Qt of the same version for moc, rcc and uic. Qt's own copies of zlib, PCRE2, HarfBuzz
# and libpng; fonts through GDI, Qt's default on Windows. Left out: what Duizhao does not use
# (OpenGL is turned off as an input, which takes its dynamic loading with it; the optional
# DirectWrite font database builds only with Direct2D), and tablet input, whose Wintab header
# Debian's source does not carry.
build_qt() {
    cmake_build "$work/src/qtbase-everywhere-src-$qt_version" "$work/qtbase" \
        -DQT_HOST_PATH=/usr -DQT_HOST_PATH_CMAKE_DIR=/usr/lib/x86_64-linux-gnu/cmake \
        -DQT_BUILD_EXAMPLES=OFF -DQT_BUILD_TESTS=OFF -DQT_BUILD_BENCHMARKS=OFF \
        -DFEATURE_icu=ON -DICU_ROOT="$prefix" \
        -DFEATURE_system_zlib=OFF -DFEATURE_system_pcre2=OFF -DFEATURE_system_harfbuzz=OFF \
        -DFEATURE_system_png=OFF -DFEATURE_system_freetype=OFF -DFEATURE_freetype=OFF \
        -DFEATURE_jpeg=OFF -DFEATURE_gif=OFF -DFEATURE_tabletevent=OFF \
        -DFEATURE_network=OFF -DFEATURE_sql=OFF -DFEATURE_printsupport=OFF -DFEATURE_dbus=OFF \
        -DINPUT_opengl=no -DFEATURE_vulkan=OFF -DFEATURE_testlib=ON -DFEATURE_xml=OFF \
        -DFEATURE_direct2d=OFF -DFEATURE_directwrite3=OFF
}

build_zlib() {
    # Debian's source leaves out win32/, whose version resource zlib's build asks for on MinGW.
    local resource="$work/src/zlib-$zlib_version.dfsg/win32/zlib1.rc"
    mkdir -p "$(dirname "$resource")"
    printf '1 VERSIONINFO\nFILEVERSION %s,0\nBEGIN\nEND\n' "${zlib_version//./,}" >"$resource"
    cmake_build "$work/src/zlib-$zlib_version.dfsg" "$work/zlib"
}

build_libzip() {
    cmake_build "$work/src/libzip-$libzip_version" "$work/libzip" \
        -DBUILD_TOOLS=OFF -DBUILD_REGRESS=OFF -DBUILD_EXAMPLES=OFF -DBUILD_DOC=OFF \
        -DENABLE_BZIP2=OFF -DENABLE_LZMA=OFF -DENABLE_ZSTD=OFF -DENABLE_GNUTLS=OFF \
        -DENABLE_MBEDTLS=OFF -DENABLE_OPENSSL=OFF -DENABLE_COMMONCRYPTO=OFF \
        -DENABLE_WINDOWS_CRYPTO=ON
}

# The static library alone, linked into the program, with the pkg-config file its Makefile would
# install (which builds a DLL and a gzip program too).
build_libdeflate() {
    local source="$work/src/libdeflate-$libdeflate_version"
    make -C "$source" -j"$jobs" CC=$host-gcc-posix AR=$host-ar libdeflatestatic.lib >/dev/null
    mkdir -p "$prefix/lib/pkgconfig" "$prefix/include"
    cp "$source/libdeflatestatic.lib" "$prefix/lib/libdeflate.a"
    cp "$source/libdeflate.h" "$prefix/include/"
    sed -e "s|@PREFIX@|$prefix|" -e "s|@LIBDIR@|$prefix/lib|" -e "s|@INCDIR@|$prefix/include|" \
        -e "s|@VERSION@|$libdeflate_version|" "$source/libdeflate.pc.in" \
        >"$prefix/lib/pkgconfig/libdeflate.pc"
}

build_uchardet() {
    cmake_build "$work/src/uchardet-$uchardet_version" "$work/uchardet" -DBUILD_BINARY=OFF \
        -DBUILD_STATIC=OFF
}

# The library alone, static: the data is Duizhao's own, built by this machine's opencc_dict. The
# npm release builds with node-gyp; opencc/CMakeLists.txt builds the same sources with CMake.
build_opencc() {
    cmake_build "$here/opencc" "$work/opencc" -DOPENCC_SOURCE="$work/src/opencc" \
        -DOPENCC_VERSION="$opencc_version"
}

# Duizhao itself and the tests of its core, against those libraries; its data built by this
# machine's tools.
build_duizhao() {
    PKG_CONFIG_LIBDIR="$prefix/lib/pkgconfig" cmake -G Ninja -S "$root" -B "$out/build" \
        -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release \
        -DQT_HOST_PATH=/usr -DQT_HOST_PATH_CMAKE_DIR=/usr/lib/x86_64-linux-gnu/cmake \
        -DDUIZHAO_BUILD_TESTS=ON >/dev/null
    cmake --build "$out/build" -j "$jobs"
}

# The DLLs a program or library imports that are not Windows' own, from the libraries built
# here and MinGW-w64's runtime, and theirs in turn.
copy_imported_dlls() { # folder to copy into, files to look at
    local into=$1
    shift
    local pending=("$@") file name found
    local search=("$prefix/bin" "$prefix/lib" /usr/lib/gcc/$host/12-posix /usr/$host/lib)
    while [ ${#pending[@]} -gt 0 ]; do
        file=${pending[0]}
        pending=("${pending[@]:1}")
        while read -r name; do
            [ -e "$into/$name" ] && continue
            found=$(find "${search[@]}" -maxdepth 1 -iname "$name" -print -quit 2>/dev/null)
            [ -n "$found" ] || continue # one of Windows' own
            cp "$found" "$into/"
            pending+=("$into/$name")
        done < <($host-objdump -p "$file" | sed -n 's/^\s*DLL Name: //p')
    done
}

# The folder that is zipped: the program and its DLLs, Qt's plugins and translations, the
# bundled data and every licence.
pack() {
    local folder="$out/duizhao-$version-win64"
    rm -rf "$folder" "$folder.zip"
    cmake --install "$out/build" --prefix "$folder" >/dev/null
    mkdir -p "$folder/plugins/platforms" "$folder/plugins/styles" "$folder/translations"
    cp "$prefix/plugins/platforms/qwindows.dll" "$folder/plugins/platforms/"
    cp "$prefix/plugins/styles/qwindowsvistastyle.dll" "$folder/plugins/styles/"
    printf '[Paths]\nPrefix=.\nPlugins=plugins\nTranslations=translations\n' >"$folder/qt.conf"
    cp /usr/share/qt6/translations/qtbase_zh_CN.qm /usr/share/qt6/translations/qtbase_zh_TW.qm \
        "$folder/translations/"
    copy_imported_dlls "$folder" "$folder"/duizhao.exe "$folder"/duizhao.com \
        "$folder"/plugins/*/*.dll
    $host-strip "$folder"/*.exe "$folder"/*.com "$folder"/*.dll "$folder"/plugins/*/*.dll
    local licences="$folder/licences" src="$work/src"
    mkdir -p "$licences"
    cp -r "$src/qtbase-everywhere-src-$qt_version/LICENSES" "$licences/Qt"
    rm -f "$licences/Qt/LicenseRef-Qt-Commercial.txt"
    cp "$src/icu/LICENSE" "$licences/ICU.txt"
    cp "$src/opencc/LICENSE" "$licences/OpenCC.txt"
    cp "$src/opencc/deps/marisa-0.2.6/COPYING.md" "$licences/marisa.md"
    cp "$src/libzip-$libzip_version/LICENSE" "$licences/libzip.txt"
    cp "$src/libdeflate-$libdeflate_version/COPYING" "$licences/libdeflate.txt"
    cp "$src/uchardet-$uchardet_version/COPYING" "$licences/uchardet.txt"
    sed -n '/Copyright (C)/,/^\*\//p' "$src/zlib-$zlib_version.dfsg/zlib.h" >"$licences/zlib.txt"
    cp /usr/share/doc/gcc-mingw-w64-base/copyright "$licences/GCC-runtime.txt"
    cp /usr/share/doc/mingw-w64-common/copyright "$licences/MinGW-w64.txt"
    cp "$here/LICENCES.txt" "$licences/README.txt"
    (cd "$out" && cmake -E tar cf "duizhao-$version-win64.zip" --format=zip \
        "duizhao-$version-win64")
    echo "$out/duizhao-$version-win64.zip" >&2
}

# The core tests in a copy of the package, beside the program whose data they find as it does,
# with the DLLs they import and the test chapters (tests/CMakeLists.txt).
pack_tests() {
    local folder="$out/core-tests"
    rm -rf "$folder"
    cp -r "$out/duizhao-$version-win64" "$folder"
    cp "$out"/build/tst_*.exe "$folder/"
    copy_imported_dlls "$folder" "$folder"/tst_*.exe
    cp -r "$root/tests/data/chapters" "$root/tests/data/names" "$folder/"
}

version=$(sed -n 's/^    VERSION \([0-9.]*\)$/\1/p' "$root/CMakeLists.txt")
out="$root/build/windows"
mkdir -p "$out"

step fetch-sources fetch_sources
step unpack-sources unpack_sources
step icu-native build_icu_for_this_machine
step icu-data trim_icu_data
step icu build_icu
step qt build_qt
step zlib build_zlib
step libzip build_libzip
step libdeflate build_libdeflate
step uchardet build_uchardet
step opencc build_opencc
build_duizhao
pack
pack_tests
"$here/make_installer.sh" "$out/duizhao-$version-win64" "$version" "$out"
"$here/check.sh" "$out/duizhao-$version-win64" "$out/duizhao-$version-win64-setup.exe" \
    "$out/core-tests"
