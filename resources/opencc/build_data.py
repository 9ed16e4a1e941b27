#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Builds the vendored OpenCC data for the distribution's OpenCC 1.1 engine.

    build_data.py SOURCE OUTPUT OPENCC_DICT

SOURCE holds one OpenCC release's configs (config/*.json, the 1.4 format) and dictionaries
(dictionary/*.txt). OUTPUT receives 1.1-format configs of the same names and the compiled .ocd2
dictionaries they name. The 1.4 configs say things the 1.1 format cannot, rewritten by these rules:

- A group with "match_policy": "union" takes, at each position, the longest match of any member
  (the first member's on a tie). Its members are merged into one dictionary with the same answer:
  the first member's entries, then each later member's entries whose keys are not there yet.
  1.1 groups return the first member that matches, which is 1.4's "short_circuit".
- "normalization" (CJK compatibility ideographs to their unified forms) runs before segmentation
  in 1.4. It becomes the first step of the conversion chain, marked "duizhao_normalization" so
  that Duizhao can run it on its own, before the rest, and only on text that needs it.
- A config without "segmentation" converts the whole text as one segment in 1.4; 1.1 requires a
  segmentation. It segments by the first conversion step's phrases (the first member of its group),
  which gives the same result: every such config has one conversion step, whose longest matches
  are exactly those segments.
- Keys 1.1 does not know ("match_policy", "may_output_tofu") are left out.
- A dictionary marked "may_output_tofu" (TSCharactersExt: characters that fonts may lack, 㑮 → 𫝈) is
  left out of the config, as OpenCC 1.4's own tool leaves it out unless asked
  (--include-tofu-risk-dictionaries). A config that has one is also written with it, as
  NAME.tofu-risk.json, for those who ask.

Dictionary text loses its "#" comment lines, which 1.1's opencc_dict rejects. The output depends
only on the input: files are written in a fixed order, so that builds are reproducible.
"""

import json
import os
import subprocess
import sys

NORMALIZATION_MARK = "duizhao_normalization"


TOFU_RISK_SUFFIX = ".tofu-risk.json"


def may_output_tofu(node):
    """Whether a config (or any node of it) has a dictionary marked may_output_tofu."""
    if isinstance(node, dict):
        return bool(node.get("may_output_tofu")) or any(
            may_output_tofu(value) for value in node.values())
    if isinstance(node, list):
        return any(may_output_tofu(value) for value in node)
    return False


def read_entries(path):
    """The dictionary's lines (key, tab, values) without comments and blank lines."""
    entries = []
    with open(path, encoding="utf-8") as text:
        for line in text:
            line = line.rstrip("\n").rstrip("\r")
            if not line or line.startswith("#"):
                continue
            entries.append(line)
    return entries


def merged_entries(paths):
    seen = set()
    entries = []
    for path in paths:
        for line in read_entries(path):
            key = line.split("\t", 1)[0]
            if key not in seen:
                seen.add(key)
                entries.append(line)
    return entries


class Builder:
    def __init__(self, source, output):
        self.source = source
        self.output = output
        self.dictionaries = {}  # output .ocd2 name -> list of source .txt paths

    def dictionary(self, members):
        """The .ocd2 name standing for the dictionaries merged in this order."""
        stems = [os.path.splitext(member)[0] for member in members]
        name = "+".join(stems) + ".ocd2"
        self.dictionaries[name] = [
            os.path.join(self.source, "dictionary", stem + ".txt") for stem in stems
        ]
        return name

    def rewrite(self, node, tofu):
        """A 1.4 dict node as a 1.1 one; with tofu, the dictionaries that may output tofu kept."""
        if node["type"] == "group":
            members = [member for member in node["dicts"]
                       if tofu or not member.get("may_output_tofu")]
            if node.get("match_policy") == "union":
                if any(member["type"] != "ocd2" for member in members):
                    raise ValueError("a union group of groups is not supported")
                return {"type": "ocd2",
                        "file": self.dictionary([member["file"] for member in members])}
            return {"type": "group", "dicts": [self.rewrite(member, tofu) for member in members]}
        if node["type"] != "ocd2":
            raise ValueError("dictionary type %s is not supported" % node["type"])
        return {"type": "ocd2", "file": self.dictionary([node["file"]])}

    def config(self, original, tofu):
        chain = [{"dict": self.rewrite(step["dict"], tofu)}
                 for step in original["conversion_chain"]]
        if "segmentation" in original:
            segmentation = dict(original["segmentation"])
            segmentation["dict"] = self.rewrite(segmentation["dict"], tofu)
        else:
            first = chain[0]["dict"]
            phrases = first["dicts"][0] if first["type"] == "group" else first
            segmentation = {"type": "mmseg", "dict": phrases}
        normalization = [
            dict({"dict": self.rewrite(step["dict"], tofu)}, **{NORMALIZATION_MARK: True})
            for step in original.get("normalization", [])
        ]
        return {
            "name": original.get("name", ""),
            "segmentation": segmentation,
            "conversion_chain": normalization + chain,
        }

    def write(self, opencc_dict):
        text_folder = os.path.join(self.output, "text")
        os.makedirs(text_folder, exist_ok=True)
        for name in sorted(self.dictionaries):
            text_path = os.path.join(text_folder, os.path.splitext(name)[0] + ".txt")
            with open(text_path, "w", encoding="utf-8", newline="\n") as text:
                for line in merged_entries(self.dictionaries[name]):
                    text.write(line + "\n")
            subprocess.run([opencc_dict, "-f", "text", "-t", "ocd2", "-i", text_path,
                            "-o", os.path.join(self.output, name)], check=True)


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    source, output, opencc_dict = sys.argv[1:]
    os.makedirs(output, exist_ok=True)
    builder = Builder(source, output)
    config_folder = os.path.join(source, "config")
    for name in sorted(os.listdir(config_folder)):
        if not name.endswith(".json"):
            continue
        with open(os.path.join(config_folder, name), encoding="utf-8") as file:
            original = json.load(file)
        variants = {name: builder.config(original, tofu=False)}
        if may_output_tofu(original):
            variants[name[:-len(".json")] + TOFU_RISK_SUFFIX] = builder.config(original, tofu=True)
        for variant, config in variants.items():
            with open(os.path.join(output, variant), "w", encoding="utf-8",
                      newline="\n") as file:
                json.dump(config, file, ensure_ascii=False, indent=2)
                file.write("\n")
    builder.write(opencc_dict)
    with open(os.path.join(source, "VERSION"), encoding="utf-8") as version:
        with open(os.path.join(output, "VERSION"), "w", encoding="utf-8") as copy:
            copy.write(version.read())


if __name__ == "__main__":
    main()
