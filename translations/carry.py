#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Fills every unfinished message of the new .ts with the translation the old .ts had
# for the same source text (and comment) in any context: (old context, source) -> new context.
import re
import sys

MSG = re.compile(r'<message( numerus="yes")?>(.*?)</message>', re.S)
SRC = re.compile(r'<source>(.*?)</source>', re.S)
COM = re.compile(r'<comment>(.*?)</comment>', re.S)
TR = re.compile(r'<translation( type="unfinished")?>(.*?)</translation>', re.S)

def key(body):
    s = SRC.search(body).group(1)
    c = COM.search(body)
    return (s, c.group(1) if c else None)

old_text = open(sys.argv[1], encoding='utf-8').read()
old = {}
for m in MSG.finditer(old_text):
    t = TR.search(m.group(2))
    if t and not t.group(1) and t.group(2).strip():
        old.setdefault(key(m.group(2)), t.group(2))
left = 0
def fill(m):
    global left
    body = m.group(2)
    t = TR.search(body)
    if not t or not t.group(1):
        return m.group(0)
    tr = old.get(key(body))
    if tr is None:
        left += 1
        print('no translation for', key(body))
        return m.group(0)
    body = body[:t.start()] + '<translation>' + tr + '</translation>' + body[t.end():]
    return '<message%s>%s</message>' % (m.group(1) or '', body)
new_path = sys.argv[2]
new = MSG.sub(fill, open(new_path, encoding='utf-8').read())
open(new_path, 'w', encoding='utf-8').write(new)
print(left, 'left unfinished')
