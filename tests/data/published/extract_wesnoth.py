#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Makes wesnoth.txt, the story text of The Battle for Wesnoth's campaigns in Taiwan's Chinese, from
Debian 12's packages (see README.md).

    apt-get download wesnoth-1.16-{did,dm,dw,ei,httt,l,low,nr,sof,sota,sotbe,thot,trow,tsg,ttb,utbs}
    ./extract_wesnoth.py wesnoth-1.16-*.deb

Reads the zh_TW message catalogs of the sixteen campaigns (their narration and dialogue), and keeps
the lines with at least eight Han characters, each once, in the order met: without markup, without
lines that hold a placeholder or a formula ($, {, [, =, |), and without the few lines that still
have a character only Simplified writes (a character OpenCC's STCharacters converts and never keeps,
left by a translation started from the Simplified one).
"""
import gettext
import pathlib
import re
import subprocess
import sys
import tempfile

HAN = re.compile(r'[\u4e00-\u9fff]')
PLACEHOLDER = re.compile(r'[$={}\[\]|<>]')
HERE = pathlib.Path(__file__).parent
ST_CHARACTERS = HERE / '..' / '..' / '..' / 'resources' / 'opencc' / 'dictionary' / 'STCharacters.txt'


def simplified_only():
    characters = set()
    for line in ST_CHARACTERS.read_text(encoding='utf-8').splitlines():
        key, _, values = line.partition('\t')
        if key and key not in values.split(' '):
            characters.add(key)
    return characters


def lines_of_catalog(path):
    with open(path, 'rb') as file:
        catalog = gettext.GNUTranslations(file)._catalog
    lines = []
    for key, value in catalog.items():
        if not key:
            continue  # the catalog's header
        for line in re.sub(r'<[^>]+>', '', value).split('\n'):
            lines.append(' '.join(line.split()))
    return lines


def kept_lines(debs, catalog_pattern, script):
    """The lines of the packages' catalogs named by catalog_pattern that a text keeps (see above):
    the work of this script and of extract_cataclysm.py, which names itself as script."""
    stray = simplified_only()
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        for deb in debs:
            subprocess.run(['dpkg-deb', '-x', deb, str(root)], check=True)
        catalogs = sorted(root.rglob(catalog_pattern))
        if not catalogs:
            sys.exit(script + ': no zh_TW catalog in the packages given')
        seen = set()
        kept = []
        for catalog in catalogs:
            for line in lines_of_catalog(catalog):
                if (len(HAN.findall(line)) >= 8 and line not in seen
                        and not PLACEHOLDER.search(line) and not stray & set(line)):
                    seen.add(line)
                    kept.append(line)
    return kept


def write(name, kept):
    (HERE / name).write_text('\n'.join(kept) + '\n', encoding='utf-8')
    print(name, len(kept), 'lines,', sum(len(HAN.findall(l)) for l in kept), 'Han')


def main(debs):
    write('wesnoth.txt', kept_lines(debs, 'zh_TW/LC_MESSAGES/wesnoth-*.mo', 'extract_wesnoth.py'))


if __name__ == '__main__':
    main(sys.argv[1:])
