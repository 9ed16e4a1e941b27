#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Checks the Windows package (the folder build.sh zips) under Wine, against the Debian build of
# the same sources:
# - `duizhao --version` names the bundled OpenCC data;
# - a GB18030 and a Big5 chapter convert to the same bytes as on Debian;
# - a file is saved to a Windows path (C:\…);
# - given the core tests (build.sh packs them in a copy of the package), each runs from C:\ and
#   passes: `core tests under Wine: N passed, M failed`, whose logs stay in build/windows/check/;
# - the window opens on the sample under Xvfb, in a prefix given Noto CJK: the screenshot is
#   left in build/windows/window.png, to be looked at;
# - given the installer, it installs silently for the user, the installed program runs, the Start
#   menu has it, .txt and .epub list it under "Open with", and the uninstaller removes what was
#   installed, its entries and the uninstaller itself.
#
#   check.sh FOLDER [SETUP [TESTS]]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
package=$(cd "$1" && pwd)
setup=${2:+$(realpath "$2")}
tests=${3:+$(cd "$3" && pwd)}
cache=${DUIZHAO_WINDOWS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/duizhao-windows}
checks="$root/build/windows/check"
rm -rf "$checks" && mkdir -p "$checks"

export WINEPREFIX="$cache/wine" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
if [ ! -e "$WINEPREFIX/system.reg" ]; then
    echo "== a Wine prefix" >&2
    wineboot --init >/dev/null 2>&1
    wineserver --wait
fi
cp /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc \
    /usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc "$WINEPREFIX/drive_c/windows/Fonts/"

failures=0
fail() {
    echo "FAILED: $*" >&2
    failures=$((failures + 1))
}
windows() { # the program in the package, given Windows paths
    wine "$package/duizhao.com" "$@"
}

echo "== the Debian build" >&2
(cd "$root" && cmake --preset release >/dev/null && cmake --build --preset release-app >/dev/null)
debian="$root/build/release/app/duizhao"

echo "== --version" >&2
data_version=$(cat "$root/resources/opencc/VERSION")
version=$(windows --version | tr -d '\r')
echo "$version"
grep -q "OpenCC data: bundled $data_version" <<<"$version" ||
    fail "--version does not name the bundled data $data_version"

echo "== GB18030 and Big5" >&2
python3 - "$root/tests/data/chapters" "$checks" <<'EOF'
import sys
chapters, checks = sys.argv[1], sys.argv[2]
# Big5 lacks a few of the chapter's characters (裏): their lines are left out.
def encodable(line, encoding):
    try:
        line.encode(encoding)
        return True
    except UnicodeEncodeError:
        return False
for name, encoding in (("000_simplified", "gb18030"), ("002_traditional", "big5")):
    lines = open(f"{chapters}/{name}.txt", encoding="utf-8").read().splitlines(keepends=True)
    text = "".join(line for line in lines if encodable(line, encoding))
    open(f"{checks}/{name}.{encoding}.txt", "wb").write(text.encode(encoding))
EOF
convert_both() { # input, config, more options
    local input="$checks/$1" config=$2 name=${1%.txt}.$2
    shift 2
    "$debian" convert -c "$config" "$@" -o "$checks/$name.debian.txt" "$input"
    windows convert -c "$config" "$@" -o "$(winepath -w "$checks/$name.windows.txt")" \
        "$(winepath -w "$input")"
    if cmp -s "$checks/$name.debian.txt" "$checks/$name.windows.txt"; then
        echo "$name: the same $(stat -c %s "$checks/$name.windows.txt") bytes"
    else
        fail "$name differs from the Debian build's"
    fi
}
convert_both 000_simplified.gb18030.txt s2t
convert_both 002_traditional.big5.txt t2tw
convert_both 002_traditional.big5.txt t2s --to-encoding gb18030

echo "== a save to C:\\" >&2
rm -rf "$WINEPREFIX/drive_c/duizhao-check"
windows convert -c s2t -o 'C:\duizhao-check\第一章.txt' \
    "$(winepath -w "$checks/000_simplified.gb18030.txt")"
if cmp -s "$WINEPREFIX/drive_c/duizhao-check/第一章.txt" \
    "$checks/000_simplified.gb18030.s2t.debian.txt"; then
    echo 'C:\duizhao-check\第一章.txt: written'
else
    fail 'the save to C:\duizhao-check\第一章.txt'
fi

if [ -n "$tests" ]; then
    echo "== the core tests" >&2
    # Run from C:\, where every path they make and read has a drive letter. A test is stopped when
    # it has not exited a minute after its report ended, or after 5 minutes in all, and counted as
    # failed, saying which.
    run_in="$WINEPREFIX/drive_c/duizhao-tests"
    rm -rf "$run_in" && cp -r "$tests" "$run_in"
    passed=0 failed=0
    for test in "$run_in"/tst_*.exe; do
        name=$(basename "$test" .exe)
        log="$checks/$name.log"
        # Qt Test's report to a file: what a test program prints does not reach Wine's output.
        report="$(winepath -w "$run_in/$name.log"),txt"
        (cd "$run_in" && exec wine "$test" -o "$report" >/dev/null 2>&1) &
        running=$!
        stopped=""
        seconds=0 since_report=0
        while kill -0 "$running" 2>/dev/null; do
            if grep -qa '^\*\*\*\*\*\*\*\*\* Finished testing' "$run_in/$name.log" 2>/dev/null; then
                since_report=$((since_report + 1))
                [ "$since_report" -gt 60 ] && stopped="did not exit a minute after its report"
            fi
            seconds=$((seconds + 1))
            [ "$seconds" -gt 300 ] && stopped="stopped after 5 minutes"
            if [ -n "$stopped" ]; then
                kill "$running" 2>/dev/null || true
                wineserver --kill || true
                break
            fi
            sleep 1
        done
        code=0
        wait "$running" || code=$?
        if [ "$code" -eq 0 ] && [ -z "$stopped" ]; then
            passed=$((passed + 1))
        else
            failed=$((failed + 1))
        fi
        tr -d '\r' <"$run_in/$name.log" >"$log" 2>/dev/null || true
        grep -a '^FAIL!' -A2 "$log" | sed 's/^/    /' >&2 || true
        totals=$(grep -a '^Totals:' "$log" || echo "no totals, see $log")
        echo "$name: $totals${stopped:+; $stopped}"
    done
    wineserver --kill || true
    echo "core tests under Wine: $passed passed, $failed failed"
    [ "$failed" -eq 0 ] || fail "$failed of the core tests under Wine"
fi

echo "== the window" >&2
# A Wine started without a display by the commands above would keep the window off the screen.
wineserver --kill || true
screenshot="$root/build/windows/window.png"
rm -f "$screenshot"
# The screen is taken until the window has drawn the converted sample on it (hundreds of colours
# where the empty screen has one), for up to three minutes: Wine's first start is slow.
xvfb-run -a -s "-screen 0 1280x800x24" bash -c '
    wine "$1/duizhao.exe" &
    for _ in $(seq 90); do
        sleep 2
        import -window root "$2"
        [ "$(identify -format %k "$2")" -gt 200 ] && break
    done
    sleep 3 # the last highlights
    import -window root "$2"
    wineserver --kill' _ "$package" "$screenshot" || true
colours=$(identify -format %k "$screenshot" 2>/dev/null || echo 0)
[ "$colours" -gt 200 ] || fail "the window did not draw the sample (a screen of $colours colours)"
echo "the window: $screenshot"

if [ -n "$setup" ]; then
    echo "== the installer" >&2
    user=$(id -un) # Wine's profile is named after the user
    installed="$WINEPREFIX/drive_c/users/$user/AppData/Local/Programs/Duizhao"
    start_menu="$WINEPREFIX/drive_c/users/$user/AppData/Roaming/Microsoft/Windows/Start Menu/Programs"
    key='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Duizhao'
    # A default program of the user's own for .txt, which installing and uninstalling leave as it is.
    wine reg add 'HKCU\Software\Classes\.txt' /ve /d duizhao.check.txtfile /f >/dev/null 2>&1
    default_program() {
        wine reg query 'HKCU\Software\Classes\.txt' /ve 2>/dev/null | grep -c duizhao.check.txtfile
    }
    wine "$setup" /S /CurrentUser
    wineserver --wait
    installed_version=$(wine "$installed/duizhao.com" --version 2>/dev/null | tr -d '\r' | head -1)
    if [[ $installed_version == "duizhao "* ]]; then
        echo "installed: $installed_version"
    else
        fail "the installed duizhao --version did not run"
    fi
    [ -e "$start_menu/Duizhao.lnk" ] || fail "no Start menu shortcut"
    for extension in txt epub; do
        wine reg query "HKCU\\Software\\Classes\\.$extension\\OpenWithProgids" 2>/dev/null |
            grep -q Duizhao || fail ".$extension does not list Duizhao under Open with"
    done
    wine reg query "$key" >/dev/null 2>&1 || fail "no entry in Apps & features"
    [ "$(default_program)" -eq 1 ] || fail "installing changed the default program of .txt"
    wine "$installed/uninstall.exe" /S /CurrentUser
    wineserver --wait
    left=0 # the folder itself is gone when nothing was left in it
    [ ! -d "$installed" ] || left=$(find "$installed" -type f | wc -l)
    [ "$left" -eq 0 ] || fail "the uninstaller left $left files"
    [ ! -e "$start_menu/Duizhao.lnk" ] || fail "the uninstaller left the Start menu shortcut"
    ! wine reg query "$key" >/dev/null 2>&1 || fail "the uninstaller left its Apps & features entry"
    ! wine reg query 'HKCU\Software\Classes\.epub' >/dev/null 2>&1 ||
        fail "the uninstaller left the key of .epub it made"
    [ "$(default_program)" -eq 1 ] || fail "uninstalling removed the default program of .txt"
    wine reg delete 'HKCU\Software\Classes\.txt' /f >/dev/null 2>&1
    echo "installed, run and uninstalled: $(basename "$setup")"
fi

[ "$failures" -eq 0 ] || exit 1
echo "== all checks passed" >&2
