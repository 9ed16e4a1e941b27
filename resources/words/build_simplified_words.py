#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Builds the list of Simplified words that tells where a source text's words begin and end: the
names a book writes (a surname and a given name no word has, NameFinder) and, later, the words a
phrase of OpenCC's cuts through. Written as the same sorted table as the Traditional word list
(build_words.py, WordList).

    build_simplified_words.py JIEBA_DICT OUTPUT

Source (a Debian 12 package, read at build time; nothing of it is in the repository): python3-jieba's
dict.txt, 349,046 Simplified words with their counts ("word count tag" a line), MIT (Expat). A
word's probability is its count + 1 over the total; a character no word is gets half the rarest
word's share. A source that cannot be read fails the build, naming it.
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build_words import fail, write_table  # noqa: E402  (one table format)


def main(dictionary, output):
    counts = {}
    try:
        with open(dictionary, encoding="utf-8") as file:
            for number, line in enumerate(file, 1):
                fields = line.split()
                if len(fields) < 2 or not fields[1].isdigit():
                    fail(f"{dictionary}:{number}: not a word and a count")
                counts[fields[0]] = counts.get(fields[0], 0) + int(fields[1]) + 1
    except OSError as error:
        fail(f"cannot read {dictionary}: {error.strerror}")
    if not counts:
        fail(f"{dictionary} has no words")
    total = sum(counts.values())
    words = {word: count / total for word, count in counts.items()}
    unknown = round(math.log(0.5 / total) * 100)
    write_table(words, unknown, output)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
