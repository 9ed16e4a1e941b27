#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Makes the Windows installer from the package folder (installer.nsi, with Debian's makensis),
# and the winget manifest that installs it, its checksum filled in:
#
#   make_installer.sh FOLDER VERSION OUTDIR
#
# writes OUTDIR/duizhao-VERSION-win64-setup.exe and OUTDIR/winget/ (the three files of a winget
# manifest, ready for a pull request to microsoft/winget-pkgs once the installer is published at
# the address they name).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
package=$(cd "$1" && pwd)
version=$2
out=$(mkdir -p "$3" && cd "$3" && pwd)
setup="$out/duizhao-$version-win64-setup.exe"
work="$out/installer"
rm -rf "$work" && mkdir -p "$work"

# The package's files, written out: installed one by one, and removed one by one, so that the
# uninstaller removes exactly what was installed and nothing the user put beside it.
(
    cd "$package"
    find . -type d | sort | while read -r folder; do
        relative=${folder#.}
        relative=${relative#/}
        windows=${relative//\//\\}
        echo "SetOutPath \"\$INSTDIR${relative:+\\$windows}\""
        find "$folder" -maxdepth 1 -type f | sort | while read -r file; do
            echo "File \"$package/${file#./}\""
        done
    done
) >"$work/files.nsh"
(
    cd "$package"
    find . -type f | sort | while read -r file; do
        relative=${file#./}
        echo "Delete \"\$INSTDIR\\${relative//\//\\}\""
    done
    find . -mindepth 1 -type d | sort -r | while read -r folder; do
        relative=${folder#./}
        echo "RMDir \"\$INSTDIR\\${relative//\//\\}\""
    done
) >"$work/unfiles.nsh"

makensis -V2 -DVERSION="$version" -DPACKAGE="$package" -DOUTPUT="$setup" \
    -DFILES="$work/files.nsh" -DUNFILES="$work/unfiles.nsh" "$here/installer.nsi" >&2

# winget's manifest: version, installer and default locale, schema 1.6.0.
id=Duizhao.Duizhao
sha256=$(sha256sum "$setup" | cut -d' ' -f1)
url="https://github.com/duizhao/duizhao/releases/download/v$version/$(basename "$setup")"
manifests="$out/winget/manifests/d/Duizhao/Duizhao/$version"
rm -rf "$out/winget" && mkdir -p "$manifests"
cat >"$manifests/$id.yaml" <<EOF
# yaml-language-server: \$schema=https://aka.ms/winget-manifest.version.1.6.0.schema.json
PackageIdentifier: $id
PackageVersion: $version
DefaultLocale: en-US
ManifestType: version
ManifestVersion: 1.6.0
EOF
cat >"$manifests/$id.installer.yaml" <<EOF
# yaml-language-server: \$schema=https://aka.ms/winget-manifest.installer.1.6.0.schema.json
PackageIdentifier: $id
PackageVersion: $version
InstallerType: nullsoft
InstallModes:
  - interactive
  - silent
FileExtensions:
  - txt
  - epub
Installers:
  - Architecture: x64
    Scope: user
    InstallerUrl: $url
    InstallerSha256: ${sha256^^}
    InstallerSwitches:
      Custom: /CurrentUser
  - Architecture: x64
    Scope: machine
    InstallerUrl: $url
    InstallerSha256: ${sha256^^}
    InstallerSwitches:
      Custom: /AllUsers
ManifestType: installer
ManifestVersion: 1.6.0
EOF
cat >"$manifests/$id.locale.en-US.yaml" <<EOF
# yaml-language-server: \$schema=https://aka.ms/winget-manifest.defaultLocale.1.6.0.schema.json
PackageIdentifier: $id
PackageVersion: $version
PackageLocale: en-US
Publisher: The Duizhao developers
PublisherUrl: https://github.com/duizhao
PackageName: Duizhao
PackageUrl: https://github.com/duizhao/duizhao
License: GPL-3.0-or-later
LicenseUrl: https://github.com/duizhao/duizhao/blob/main/LICENSE
ShortDescription: Converts Chinese text between Simplified and Traditional with OpenCC and shows every change side by side.
Moniker: duizhao
Tags:
  - chinese
  - opencc
  - simplified-chinese
  - traditional-chinese
ManifestType: defaultLocale
ManifestVersion: 1.6.0
EOF
echo "$setup" >&2
