#!/usr/bin/env python3
"""Old catalogue lines to PO entries: reads `english<TAB>japanese` lines (the format before
issue 27; `# ...` lines become translator comments) on stdin and writes PO entries on stdout,
for a branch that still adds TSV lines. Append the output to the right .po file, then
`msgcat -o FILE.po FILE.po` to wrap it as the files are, and `translations --check`:

    git diff main...BRANCH -- src/main/resources/i18n/ja/ui.tsv | grep '^+[^+]' | cut -c2- \\
        | python3 tools/tsv2po.py >> src/main/resources/i18n/ja/ui.po
"""
import sys


def quoted(s):
    s = s.replace('\\t', '\t').replace('\\n', '\n')  # the TSV's own escapes
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"').replace('\n', '\\n').replace('\t', '\\t') + '"'


comments = []
for n, line in enumerate(sys.stdin.read().lstrip('\ufeff').split('\n'), 1):
    if not line.strip():
        continue
    if line.startswith('#'):
        comments.append('# ' + line[1:].strip())
        continue
    if '\t' not in line or line.index('\t') == 0:
        sys.exit(f'stdin:{n}: expected english<TAB>japanese')
    english, japanese = line.split('\t', 1)
    print()
    print('\n'.join(comments + ['msgid ' + quoted(english), 'msgstr ' + quoted(japanese)]))
    comments = []
