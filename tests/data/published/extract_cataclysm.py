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
import sys

from extract_wesnoth import kept_lines, write


def main(debs):
    kept = kept_lines(debs, 'zh_TW/LC_MESSAGES/cataclysm-dda.mo', 'extract_cataclysm.py')
    write('cataclysm.txt', kept[::2])


if __name__ == '__main__':
    main(sys.argv[1:])
