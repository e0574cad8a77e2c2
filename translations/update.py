#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Updates translations/hearth_de.ts and hearth_en.ts from the sources (core, widgets, app).

hearth_de.ts holds every message; hearth_en.ts only the plural forms (lupdate -pluralonly):
English is written in the sources, but "%n sample(s)" needs "1 sample" and "2 samples".

Strings are in tr() of a QObject class or of a class with Q_DECLARE_TR_FUNCTIONS (a file's
free functions use a local `Tr` class), so lupdate reads them as they are. Only because
lupdate 6.4 hangs on some files is it run on a scratch copy, in which lambdas are dropped
and a file it still hangs on is replaced by a stub holding only its translate() calls.
Locations in the .ts point at the real files. When strings move to another context,
translations/carry.py fills them from the old .ts by source text.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TS = os.path.join(ROOT, 'translations', 'hearth_de.ts')
TS_EN = os.path.join(ROOT, 'translations', 'hearth_en.ts')
LUPDATE = os.environ.get('LUPDATE', '/usr/lib/qt6/bin/lupdate')
DIRS = ['core', 'widgets', 'app']

LAMBDA = re.compile(r'\[[^\]\n]*\]\s*\([^)]*\)\s*\{[^{}]*\}')


def sources():
    for d in DIRS:
        for base, _, files in os.walk(os.path.join(ROOT, d)):
            if '/proto' in base:
                continue
            for f in files:
                if f.endswith(('.cpp', '.h')):
                    yield os.path.join(base, f)


STRING = r'"(?:[^"\\]|\\.)*"'
TRANSLATE = re.compile(r'QCoreApplication::translate\(\s*(' + STRING + r')\s*,\s*((?:' + STRING +
                       r'\s*)+)(?:,\s*(' + STRING + r'|nullptr))?', re.S)


DECLARE = re.compile(r'Q_DECLARE_TR_FUNCTIONS\(\s*([\w:]+)\s*\)')
TR_CALL = re.compile(r'\bTr::tr\(')


def hangs(path):
    probe = tempfile.mkdtemp(prefix='hearth-probe-')
    try:
        subprocess.run([LUPDATE, path, '-ts', os.path.join(probe, 'p.ts')],
                       capture_output=True, timeout=8)
        return False
    except subprocess.TimeoutExpired:
        return True
    finally:
        shutil.rmtree(probe)


def stub(text):
    calls = []
    declared = DECLARE.search(text)
    if declared:  # Tr::tr("...") of the file's Q_DECLARE_TR_FUNCTIONS class, as translate()
        text = TR_CALL.sub('QCoreApplication::translate("%s", ' % declared.group(1), text)
    for m in TRANSLATE.finditer(text):
        src = m.group(2)
        dis = m.group(3) or 'nullptr'
        plural = ', 1' if '%n' in src else ''
        calls.append('    QCoreApplication::translate(%s, %s, %s%s);' % (m.group(1), src, dis, plural))
    return '#include <QCoreApplication>\nvoid lupdateStub()\n{\n' + '\n'.join(calls) + '\n}\n'


def main():
    scratch = tempfile.mkdtemp(prefix='hearth-lupdate-')
    try:
        for path in sources():
            rel = os.path.relpath(path, ROOT)
            text = open(path, encoding='utf-8').read()
            text = LAMBDA.sub('0', text)
            out = os.path.join(scratch, rel)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            open(out, 'w', encoding='utf-8').write(text)
            if 'translate(' in text and hangs(out):
                print('lupdate hangs on %s: using its translate() calls only' % rel)
                text = stub(text)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            open(out, 'w', encoding='utf-8').write(text)
        for target, language, extra in ((TS, 'de', []), (TS_EN, 'en', ['-pluralonly'])):
            ts_scratch = os.path.join(scratch, 'translations', os.path.basename(target))
            os.makedirs(os.path.dirname(ts_scratch), exist_ok=True)
            if os.path.exists(target):
                shutil.copy(target, ts_scratch)
            cmd = [LUPDATE, '-recursive'] + [os.path.join(scratch, d) for d in DIRS] + [
                '-extensions', 'cpp,h', '-target-language', language, '-locations', 'relative',
                '-no-obsolete'] + extra + ['-ts', ts_scratch]
            subprocess.run(cmd, check=True, timeout=600)
            ts = open(ts_scratch, encoding='utf-8').read()
            ts = re.sub(r'filename="(?:\.\./)+' + re.escape(scratch.lstrip('/')) + '/',
                        'filename="../', ts)
            open(target, 'w', encoding='utf-8').write(ts)
    finally:
        shutil.rmtree(scratch)


if __name__ == '__main__':
    sys.exit(main())
