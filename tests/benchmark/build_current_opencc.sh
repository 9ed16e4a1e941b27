#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Builds the command-line tool of the current OpenCC release, the converter a user compares Duizhao
# with, for the benchmark (./dev.sh bench; never the tests). Prints the folder that holds the tool
# (bin/opencc) and the release's own configs and dictionaries (data/).
#
# Sources, pinned by version and checksum, fetched once with `npm pack` and cached outside the work
# tree (DUIZHAO_OPENCC_CACHE, else ~/.cache/duizhao-opencc):
# - opencc@1.4.2 (Apache-2.0): src/ and its compiled data, prebuilds/assets/;
# - darts-clone 0.32's darts.h (BSD-2-Clause), which 1.4.2's package leaves out: taken from
#   opencc@1.1.3's package, which carries it (deps/darts-clone/). 1.4 calls
#   DoubleArray::validate(), added in its own copy of the header; the same check is added here. It
#   only guards legacy .ocd dictionaries, which no config of the release uses.
# Built like upstream's release build (-O2, NDEBUG) against Debian's libmarisa, RapidJSON and TCLAP.
set -euo pipefail

version=1.4.2
sha256=5b5e89fb0aeb98963892203f3665611816b4c2e22b1131ee74ccba2976de4515
darts_version=1.1.3
darts_sha256=3c03b0c845df135fe39f3360e5b09544a5ad15e9b9d1f0133f7e486a24ecf7ff

cache=${DUIZHAO_OPENCC_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/duizhao-opencc}
home="$cache/opencc-$version"
if [ -x "$home/bin/opencc" ] && [ -f "$home/data/s2t.json" ]; then
    echo "$home"
    exit 0
fi

fetch() { # package version sha256 → the checked tarball's path
    local tarball="$cache/opencc-$2.tgz"
    if [ ! -f "$tarball" ]; then
        mkdir -p "$cache"
        (cd "$cache" && npm pack --silent "$1@$2" >/dev/null)
    fi
    echo "$3  $tarball" | sha256sum --check --quiet >&2
    echo "$tarball"
}

work="$cache/work-$version"
rm -rf "$work" "$home"
mkdir -p "$work/source" "$work/darts" "$work/objects" "$home/bin"
tar -xzf "$(fetch opencc "$version" "$sha256")" -C "$work/source" --strip-components=1
tar -xzf "$(fetch opencc "$darts_version" "$darts_sha256")" -C "$work/darts" \
    --strip-components=3 package/deps/darts-clone/darts.h
python3 - "$work/darts/darts.h" <<'PYTHON'
import sys
path = sys.argv[1]
text = open(path).read()
anchor = " private:\n  typedef Details::uchar_type uchar_type;"
if text.count(anchor) != 1:
    sys.exit("darts.h: the place for validate() is not found")
validate = """  // OpenCC 1.4's check of an array read from a file: the root, the offsets
  // within the array, the leaf values below max_value.
  bool validate(value_type max_value) const {
    if (size_ == 0 || array_ == NULL) return false;
    if (array_[0].label() != 0 || array_[0].has_leaf() || array_[0].offset() == 0)
      return false;
    if ((static_cast<std::size_t>(array_[0].offset()) | 0xFF) >= size_) return false;
    for (std::size_t i = 1; i < size_; ++i) {
      if (array_[i].label() <= 0xFF) {
        if (((i ^ static_cast<std::size_t>(array_[i].offset())) | 0xFF) >= size_)
          return false;
      } else if (max_value >= 0 && array_[i].value() >= max_value) {
        return false;
      }
    }
    return true;
  }

"""
open(path, "w").write(text.replace(anchor, validate + anchor))
PYTHON

cd "$work/source"
sources=()
for file in src/*.cpp; do
    case "$file" in *Test.cpp | src/py_opencc.cpp) continue ;; esac
    sources+=("$file")
done
sources+=(src/tools/CommandLine.cpp src/tools/CommandLineMain.cpp src/tools/PlatformIO.cpp)
printf '%s\n' "${sources[@]}" | xargs -P "$(nproc)" -I{} sh -c \
    'g++ -std=c++17 -O2 -DNDEBUG -DOPENCC_VERSION="\"'"$version"'\"" -I. -Isrc \
         -I"'"$work"'/darts" -c {} -o "'"$work"'/objects/$(echo {} | tr / _).o"'
g++ -o "$home/bin/opencc" "$work"/objects/*.o -lmarisa
cp -r prebuilds/assets "$home/data"
cp LICENSE "$home/LICENSE"
rm -rf "$work"
echo "$home"
