#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Builds the word list that decides likely mistakes: modern Traditional words with how likely each
is, in the forms every config writes (OpenCC's standard 裏 着 爲, Taiwan's 裡 著 為, Hong Kong's),
written as the sorted table that the program maps from the file (WordList).

    build_words.py OPENCC_DICTIONARIES CHEWING_DIR ESSAY OUTPUT TAIWAN_OUTPUT

Sources (Debian 12 packages, read at build time; nothing of them is in the repository):
- libchewing3-data's word list with frequencies (CHEWING_DIR: dictionary.dat, index_tree.dat),
  Taiwan's usage, LGPL-2.1-or-later;
- rime-essay's essay.txt (ESSAY), words with frequencies in OpenCC's standard forms, LGPL-3.
A word's probability is the mixture 0.7 × its share of libchewing's counts + 0.3 × its share of
essay's: libchewing speaks for Taiwan (游標, 了解), essay for what libchewing lacks (鏈結 beside its
鍊結), so that a form both know to be a word is no mistake. Each word is written in the three sets of
forms with OpenCC's own variant dictionaries (OPENCC_DICTIONARIES), its probability the same.

TAIWAN_OUTPUT is a table of libchewing's words alone, in Taiwan's forms as libchewing writes them, each
with its share of libchewing's counts: how Taiwan's own text writes a word (了解, never 瞭解; 發布 more
than 發佈), which OpenCC's standard phrases do not follow.

Both are tables, little-endian: "DZWORDS1", the number of words N, the number of UTF-16 units
U of all words, the score of a character no source knows; N + 1 offsets (uint32, in units) of each
word in the text of all words; N scores (int16, a probability as its natural log times 100,
rounded; two bytes of padding when N is odd); the words (UTF-16), sorted by UTF-16 unit so that
the words sharing a beginning stand together. A source that cannot be read fails the build,
naming it.
"""
import math
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "risk"))
from build_context_table import chewing_words  # noqa: E402  (libchewing's binary format, once)

CHEWING_SHARE = 0.7


def fail(message):
    sys.exit("build_words.py: " + message)


def read_dictionary(folder, name):
    table = {}
    path = os.path.join(folder, name)
    try:
        with open(path, encoding="utf-8") as file:
            for line in file:
                key, _, values = line.rstrip("\n").partition("\t")
                if key and values and not key.startswith("#"):
                    table[key] = values.split(" ")[0]
    except OSError as error:
        fail(f"cannot read {path}: {error.strerror}")
    return table


class Forms:
    """A word in another set of forms: the variant phrases first (longest first), then each
    character of the variant characters."""

    def __init__(self, phrases, characters):
        self.phrases = sorted(phrases.items(), key=lambda item: -len(item[0]))
        self.characters = {k: v for k, v in characters.items() if len(k) == 1}

    def __call__(self, word):
        for key, value in self.phrases:
            if key in word and len(key) == len(value):
                word = word.replace(key, value)
        return "".join(self.characters.get(character, character) for character in word)


def shares(counts):
    total = sum(counts.values())
    return {word: count / total for word, count in counts.items()} if total else {}


def write_table(words, unknown, output):
    ordered = sorted(words, key=lambda word: word.encode("utf-16-be"))
    units = [word.encode("utf-16-le") for word in ordered]
    offsets = [0]
    for word in units:
        offsets.append(offsets[-1] + len(word) // 2)
    scores = [max(-32768, round(math.log(words[word]) * 100)) for word in ordered]
    if len(scores) % 2:
        scores.append(0)
    os.makedirs(os.path.dirname(os.path.abspath(output)), exist_ok=True)
    temporary = output + ".part"
    with open(temporary, "wb") as file:
        file.write(b"DZWORDS1")
        file.write(struct.pack("<IIi", len(ordered), offsets[-1], unknown))
        file.write(struct.pack(f"<{len(offsets)}I", *offsets))
        file.write(struct.pack(f"<{len(scores)}h", *scores))
        file.write(b"".join(units))
    os.replace(temporary, output)


def main(dictionaries, chewing, essay, output, taiwan_output):
    to_standard = Forms(read_dictionary(dictionaries, "TWVariantsRevPhrases.txt"),
                        read_dictionary(dictionaries, "TWVariantsRev.txt"))
    to_taiwan = Forms(read_dictionary(dictionaries, "TWVariantsPhrases.txt"),
                      read_dictionary(dictionaries, "TWVariants.txt"))
    to_hong_kong = Forms(read_dictionary(dictionaries, "HKVariantsPhrases.txt"),
                         read_dictionary(dictionaries, "HKVariants.txt"))
    try:
        taiwanese = {word: count + 1 for word, count in chewing_words(chewing).items()}
    except (OSError, ValueError) as error:
        fail(f"cannot read libchewing's word list in {chewing}: {error}")
    if not taiwanese:
        fail(f"libchewing's word list in {chewing} is empty")
    standard = {}
    try:
        with open(essay, encoding="utf-8") as file:
            for number, line in enumerate(file, 1):
                word, _, count = line.rstrip("\n").partition("\t")
                if not word or not count.isdigit():
                    fail(f"{essay}:{number}: not a word and a count")
                standard[word] = standard.get(word, 0) + int(count)
    except OSError as error:
        fail(f"cannot read {essay}: {error.strerror}")
    # Both in OpenCC's standard forms, then mixed, then written in each set of forms.
    chewing_share = shares({to_standard(word): count for word, count in taiwanese.items()})
    essay_share = shares(standard)
    mixed = {}
    for word in chewing_share.keys() | essay_share.keys():
        mixed[word] = CHEWING_SHARE * chewing_share.get(word, 0) + \
            (1 - CHEWING_SHARE) * essay_share.get(word, 0)
    words = {}
    for word, probability in mixed.items():
        if probability <= 0:
            continue
        for form in {word, to_taiwan(word), to_hong_kong(word)}:
            words[form] = max(words.get(form, 0), probability)
    # A character no source has: half of the rarest count libchewing gives, as a share.
    unknown = round(math.log(CHEWING_SHARE * 0.5 / sum(taiwanese.values())) * 100)
    write_table(words, unknown, output)
    taiwan = {}
    for word, count in taiwanese.items():
        taiwan[to_taiwan(word)] = taiwan.get(to_taiwan(word), 0) + count
    write_table(shares(taiwan), round(math.log(0.5 / sum(taiwanese.values())) * 100),
                taiwan_output)


if __name__ == "__main__":
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    main(*sys.argv[1:])
