#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Builds context.tsv, the table of context evidence the review's risk score reads.

For every Simplified character that OpenCC may convert into more than one Traditional character
(STCharacters.txt entries with several values: 发 → 發 髮), the table says how often each candidate
is found next to a given neighbour in modern Traditional words: the word list with frequencies of
libchewing (Debian package libchewing3-data, LGPL-2.1), a Taiwanese input method's dictionary.
Its words are first written in OpenCC's own standard forms, as OpenCC's candidates are (麵 → 麪,
裡 → 裏, through TWVariantsRevPhrases.txt and TWVariantsRev.txt), so that 熱麵 counts for 麪
(and Taiwan's everyday 台 and 雇 for OpenCC's default 臺 and 僱, see everyday_variants);
a character that is itself one of OpenCC's candidates (才, 吃) is, outside those phrases, written as
OpenCC writes it by default (才, 喫).
Neighbours are written in Simplified (through TSCharacters.txt), as the review meets them in the
source text: 千 里 R → 里 9, 裏 0 says 里 after 千 is 里 in 千里眼, 千里馬 …

Usage: build_context_table.py [CHEWING_DIR] > context.tsv
CHEWING_DIR defaults to /usr/share/libchewing (dictionary.dat and index_tree.dat).

Output lines, sorted: character, side (L: the neighbour comes before it, R: after), neighbour, and
the candidates seen with their weights (the words' frequencies, plus one per word), as
"里<TAB>L<TAB>千<TAB>里:1172". Where only the character's default was seen, and rarely, the line is
left out: it would say next to nothing. Lines with side P and no neighbour give the character's
prior: how many phrases of OpenCC's STPhrases turn it into each candidate ("发<TAB>P<TAB><TAB>發:2339
髮:317"): a character whose default the phrases often override is one a default often gets wrong.
A first line "#" names the sources.
"""
import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
OPENCC = os.path.join(HERE, "..", "opencc", "dictionary")


def read_opencc(name):
    table = {}
    with open(os.path.join(OPENCC, name), encoding="utf-8") as file:
        for line in file:
            key, _, values = line.rstrip("\n").partition("\t")
            if key and values:
                table[key] = values.split(" ")
    return table


def to_opencc_standard(word, phrases, characters):
    for key in sorted((key for key in phrases if key in word), key=len, reverse=True):
        word = word.replace(key, phrases[key][0])
    return "".join(characters.get(character, [character])[0] for character in word)


def standard_variants(variants, sources_of, candidates):
    """TWVariantsRev's character variants, as OpenCC's standard writes them outside a phrase.
    Where Taiwan's form is itself one of OpenCC's candidates, it stands for all of them (Taiwan's
    才 for OpenCC's 才 and 纔, 吃 for 吃 and 喫): outside the phrases that name the form, it is
    what OpenCC writes by default (才, 喫), not the variant (纔), or every 才 of the words would
    count for 纔."""
    standard = {}
    for key, values in variants.items():
        sources = sources_of.get(key, ())
        standard[key] = [candidates[sources[0]][0]] if len(sources) == 1 else values
    return standard


def everyday_variants(evidence, priors):
    """The Simplified characters whose own form Taiwan's words write far more often than OpenCC's
    phrases do: over 30 % of the words, under 10 % of the phrases. There the form is Taiwan's
    everyday variant of OpenCC's standard (台 for 臺, 雇 for 僱), and counts for the default: else
    every 舞臺 would look wrong next to 台's neighbours."""
    words = defaultdict(lambda: defaultdict(int))
    for (simplified, side, _), counts in evidence.items():
        for candidate, weight in counts.items():
            words[simplified][candidate] += weight
    variants = []
    for simplified, counts in words.items():
        phrases = priors.get(simplified, {})
        word_share = counts.get(simplified, 0) / sum(counts.values())
        phrase_share = phrases.get(simplified, 0) / max(1, sum(phrases.values()))
        if word_share > 0.3 and phrase_share < 0.1:
            variants.append(simplified)
    return variants


def u24(data):
    return data[0] | data[1] << 8 | data[2] << 16


def chewing_words(folder):
    """libchewing 0.5's binary dictionary: index_tree.dat holds 8-byte nodes; a leaf (key 0) has
    the offset of its phrase in dictionary.dat (NUL-terminated UTF-8) and its frequency."""
    with open(os.path.join(folder, "dictionary.dat"), "rb") as file:
        phrases = file.read()
    with open(os.path.join(folder, "index_tree.dat"), "rb") as file:
        tree = file.read()
    seen = {}
    for start in range(0, len(tree) - 7, 8):
        node = tree[start:start + 8]
        if node[0] or node[1]:
            continue
        offset, frequency = u24(node[2:5]), u24(node[5:8])
        end = phrases.find(b"\0", offset)
        word = phrases[offset:end].decode("utf-8", "replace")
        # A word with several readings is listed once per reading.
        seen[word] = max(seen.get(word, 0), frequency)
    return seen


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/libchewing"
    characters = read_opencc("STCharacters.txt")
    to_simplified = {key: values[0] for key, values in read_opencc("TSCharacters.txt").items()}
    ambiguous = {key: values for key, values in characters.items() if len(values) > 1}
    sources_of = defaultdict(list)  # a Traditional candidate → the Simplified characters it serves
    for simplified, candidates in ambiguous.items():
        for candidate in candidates:
            sources_of[candidate].append(simplified)

    variant_phrases = read_opencc("TWVariantsRevPhrases.txt")
    variants = standard_variants(read_opencc("TWVariantsRev.txt"), sources_of, ambiguous)
    evidence = defaultdict(lambda: defaultdict(int))
    for taiwanese, frequency in chewing_words(folder).items():
        word = to_opencc_standard(taiwanese, variant_phrases, variants)
        if len(word) < 2:
            continue
        for index, candidate in enumerate(word):
            for simplified in sources_of.get(candidate, ()):
                for side, other in (("L", index - 1), ("R", index + 1)):
                    if 0 <= other < len(word):
                        neighbour = to_simplified.get(word[other], word[other])
                        evidence[(simplified, side, neighbour)][candidate] += frequency + 1

    priors = defaultdict(lambda: defaultdict(int))
    for name in ("STPhrases.txt", "STPhrases_GeneratedFromRegionalPhrases.txt"):
        for key, values in read_opencc(name).items():
            value = values[0]
            if len(key) != len(value):
                continue
            for character, candidate in zip(key, value):
                if character in ambiguous and candidate in ambiguous[character]:
                    priors[character][candidate] += 1
    for character, counts in priors.items():
        evidence[(character, "P", "")] = counts

    for character in everyday_variants(evidence, priors):
        default = ambiguous[character][0]
        for (simplified, side, _), counts in evidence.items():
            if simplified == character and side != "P" and character in counts:
                counts[default] += counts.pop(character)

    print("# context evidence from libchewing3-data 0.5.1 (LGPL-2.1) word frequencies, "
          "keyed by OpenCC's STCharacters, TSCharacters, TWVariantsRev and TWVariantsRevPhrases "
          "and counted with STPhrases (Apache-2.0)")
    for (simplified, side, neighbour), counts in sorted(evidence.items()):
        order = ambiguous[simplified]
        if side != "P" and list(counts) == [order[0]] and counts[order[0]] < 50:
            continue
        weights = " ".join(f"{candidate}:{counts[candidate]}"
                           for candidate in order if candidate in counts)
        print(f"{simplified}\t{side}\t{neighbour}\t{weights}")


if __name__ == "__main__":
    main()
