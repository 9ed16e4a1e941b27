#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Makes the published Traditional texts of this folder from Debian 12's packages (see README.md).

    apt-get download libreoffice-help-zh-tw firefox-esr-l10n-zh-tw
    ./extract.py libreoffice-help-zh-tw_*.deb firefox-esr-l10n-zh-tw_*.deb

Keeps the lines (paragraphs, interface strings) with at least eight Han characters, each once, in the
order met; the lines of LibreOffice's shared help are the development set, those of its modules and
of Firefox the report sets, none of them repeated from the development set.
"""
import html
import io
import pathlib
import re
import subprocess
import sys
import tempfile
import zipfile

HAN = re.compile(r'[\u4e00-\u9fff]')


def lines_of_html(text):
    text = re.sub(r'(?s)<script.*?</script>|<style.*?</style>|<pre.*?</pre>', '', text)
    text = re.sub(r'<br\s*/?>|</p>|</h\d>|</li>|</td>|</div>', '\n', text)
    text = html.unescape(re.sub(r'<[^>]+>', '', text))
    return [' '.join(line.split()) for line in text.split('\n')]


def lines_of_strings(text):
    lines = []
    for line in text.splitlines():
        line = line.strip()
        if line.startswith('#') or line.startswith('<!'):
            continue
        parts = re.split(r'\s*=\s*', line, maxsplit=1)
        value = parts[1] if len(parts) == 2 else line
        lines.append(' '.join(re.sub(r'\{[^}]*\}', '', value).split()))
    return lines


def keep(lines, seen):
    kept = []
    for line in lines:
        if len(HAN.findall(line)) >= 8 and line not in seen:
            seen.add(line)
            kept.append(line)
    return kept


def main(debs):
    out = pathlib.Path(__file__).parent
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        for deb in debs:
            subprocess.run(['dpkg-deb', '-x', deb, str(root)], check=True)
        help_root = root / 'usr/share/libreoffice/help/zh-TW/text'
        seen = set()
        shared = []
        for page in sorted((help_root / 'shared').rglob('*.html')):
            shared += keep(lines_of_html(page.read_text(encoding='utf-8')), seen)
        modules = []
        for page in sorted(p for p in help_root.rglob('*.html') if 'shared' not in p.parts):
            modules += keep(lines_of_html(page.read_text(encoding='utf-8')), seen)
        firefox = []
        for xpi in sorted(root.rglob('langpack-zh-TW@*.xpi')):
            with zipfile.ZipFile(xpi) as archive:
                for name in sorted(archive.namelist()):
                    if name.endswith(('.ftl', '.properties', '.dtd')):
                        text = archive.read(name).decode('utf-8', 'replace')
                        firefox += keep(lines_of_strings(text), seen)
    for name, lines in [('libreoffice-help-shared.txt', shared),
                        ('libreoffice-help-modules.txt', modules),
                        ('firefox.txt', firefox)]:
        (out / name).write_text('\n'.join(lines) + '\n', encoding='utf-8')
        print(name, len(lines), 'lines,', sum(len(HAN.findall(l)) for l in lines), 'Han')


if __name__ == '__main__':
    main(sys.argv[1:])
