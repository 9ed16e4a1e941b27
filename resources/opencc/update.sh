#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Refreshes the vendored OpenCC data from a release on the npm registry:
#
#   resources/opencc/update.sh 1.4.2
#
# Copies the release's configs (config/*.json), its dictionaries as text (dictionary/*.txt) and its
# LICENSE. Dictionaries that the release ships only compiled (those upstream generates at build
# time: the reversed ones, TSCharactersExt, STPhrases_GeneratedFromRegionalPhrases) are dumped to
# text with the distribution's opencc_dict, so that every dictionary is reviewable text and the
# build compiles them all the same way. Review the diff, then commit it.
set -euo pipefail
version="${1:?usage: $0 VERSION}"
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

(cd "$work" && npm pack --silent "opencc@$version" >/dev/null)
tar -xzf "$work/opencc-$version.tgz" -C "$work"
package="$work/package"

rm -rf "$here/config" "$here/dictionary"
mkdir -p "$here/config" "$here/dictionary"
cp "$package"/data/config/*2*.json "$here/config/"
cp "$package"/data/dictionary/*.txt "$here/dictionary/"
cp "$package/LICENSE" "$here/LICENSE"

# Every dictionary a config names must be there as text.
for file in $(grep -ho '"file": *"[^"]*\.ocd2"' "$here"/config/*.json | sed 's/.*"\([^"]*\)\.ocd2"/\1/' | sort -u); do
    if [ ! -f "$here/dictionary/$file.txt" ]; then
        opencc_dict -f ocd2 -t text -i "$package/prebuilds/assets/$file.ocd2" \
            -o "$here/dictionary/$file.txt"
        echo "$file.txt: dumped from the release's $file.ocd2" >&2
    fi
done
echo "$version" > "$here/VERSION"
echo "OpenCC data $version in $here" >&2
