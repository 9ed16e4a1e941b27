#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Makes cataclysm.txt, text of the game Cataclysm: Dark Days Ahead in Taiwan's Chinese (its
descriptions of things and places, its characters' talk), from Debian 12's package (see README.md).

    apt-get download cataclysm-dda-data
    ./extract_cataclysm.py cataclysm-dda-data_*.deb

Reads the zh_TW message catalog and keeps its lines as extract_wesnoth.py keeps a campaign's: at
least eight Han characters, each line once, in the order met, without markup, placeholders or a
character only Simplified writes. Of those, every other line is kept: half of the catalog is as
much text as the other development text and the report texts together need beside them.
"""
import pathlib
import subprocess
import sys
import tempfile

from extract_wesnoth import HAN, HERE, PLACEHOLDER, lines_of_catalog, simplified_only


def main(debs):
    stray = simplified_only()
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        for deb in debs:
            subprocess.run(['dpkg-deb', '-x', deb, str(root)], check=True)
        catalogs = sorted(root.rglob('zh_TW/LC_MESSAGES/cataclysm-dda.mo'))
        if not catalogs:
            sys.exit('extract_cataclysm.py: no zh_TW catalog in the packages given')
        seen = set()
        kept = []
        for catalog in catalogs:
            for line in lines_of_catalog(catalog):
                if (len(HAN.findall(line)) >= 8 and line not in seen
                        and not PLACEHOLDER.search(line) and not stray & set(line)):
                    seen.add(line)
                    kept.append(line)
    kept = kept[::2]
    (HERE / 'cataclysm.txt').write_text('\n'.join(kept) + '\n', encoding='utf-8')
    print('cataclysm.txt', len(kept), 'lines,', sum(len(HAN.findall(l)) for l in kept), 'Han')


if __name__ == '__main__':
    main(sys.argv[1:])
