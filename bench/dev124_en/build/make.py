"""Build bench/dev124_en/notes.jsonl. Run from bench/dev124_en: python3 build/make.py
All randomness comes from random.Random(124). Offsets come from one left-to-right pass
over the marked text that strips the markers; the finished text is never searched."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import Ctx, M0, M1, M2, FINE2COARSE  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402

COUNTRIES = ['US', 'UK', 'AU', 'IN', 'NG']
GENRES = {}
for mod in (genres_a, genres_b, genres_c):
    GENRES.update(mod.GENRES)
PER_GENRE = 33
OUT = os.path.join(os.path.dirname(HERE), 'notes.jsonl')


def strip_markers(marked):
    """One left-to-right pass: returns (text, spans)."""
    out, spans = [], []
    pos, i, n = 0, 0, len(marked)
    while i < n:
        ch = marked[i]
        if ch == M0:
            j = marked.index(M1, i)
            typ = marked[i + 1:j].upper()
            k = marked.index(M2, j)
            val = marked[j + 1:k]
            if M0 in val or M1 in val:
                raise ValueError('nested marker')
            spans.append({'start': pos, 'end': pos + len(val), 'label': FINE2COARSE[typ], 'type': typ, 'text': val})
            out.append(val)
            pos += len(val)
            i = k + 1
        elif ch in (M1, M2):
            raise ValueError('stray marker at %d' % i)
        else:
            out.append(ch)
            pos += 1
            i += 1
    return ''.join(out), spans


def tidy(marked):
    lines = [ln.rstrip() for ln in marked.split('\n')]
    out = []
    for ln in lines:
        if ln == '' and out and out[-1] == '':
            continue
        out.append(ln)
    return '\n'.join(out).strip('\n') + '\n'


def main():
    rng = random.Random(124)
    plan = []
    names = list(GENRES)
    for gi, g in enumerate(names):
        for k in range(PER_GENRE):
            plan.append((g, COUNTRIES[(k + gi) % len(COUNTRIES)]))
    rng.shuffle(plan)
    n = len(plan)
    lower = set(rng.sample(range(n), round(n / 6)))
    rows = []
    for idx, (g, c) in enumerate(plan):
        x = Ctx(rng, c, g)
        marked = tidy(GENRES[g](x))
        low = idx in lower
        if low:
            marked = marked.lower()
        text, spans = strip_markers(marked)
        rows.append({'id': 'dev124-%04d' % (idx + 1), 'text': text, 'spans': spans,
                     'meta': {'source': 'dev124-en', 'genre': g, 'lowercase': low, 'country': c}})
    with open(OUT, 'w', encoding='utf-8') as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + '\n')
    print(f'wrote {len(rows)} notes, {sum(len(r["spans"]) for r in rows)} spans -> {OUT}')


if __name__ == '__main__':
    main()
