"""Entry point: builds bench/dev415_en/notes.jsonl (bowel cancer screening domain, author 415).

usage: python3 build/make.py [--out PATH]
"""
import sys

sys.dont_write_bytecode = True

import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import case as CASE  # noqa: E402
import g_letters  # noqa: E402
import g_path  # noqa: E402
import g_proc  # noqa: E402
import g_ssp  # noqa: E402
from note import Note  # noqa: E402

GENRES = [
    ('fit_result_letter', g_letters.fit_letter),
    ('ssp_assessment', g_ssp.ssp_assessment),
    ('colonoscopy_report', g_proc.colonoscopy),
    ('histology_report', g_path.histology),
    ('polyp_surveillance_plan', g_path.surveillance),
    ('screening_mdt_note', g_path.mdt),
    ('ct_colonography_report', g_proc.ctc),
    ('dna_follow_up', g_letters.dna),
    ('adverse_event_report', g_proc.adverse_event),
    ('results_telephone_call', g_ssp.results_call),
    ('gp_outcome_letter', g_letters.gp_letter),
    ('hub_helpline_log', g_ssp.helpline_log),
]
PER_GENRE = 40


def build(rng):
    plan = []
    for name, fn in GENRES:
        plan += [(name, fn)] * PER_GENRE
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = set(rng.sample(range(total), round(total / 6)))
    out = []
    for i, (name, fn) in enumerate(plan):
        cc = CASE.wchoice(rng, CASE.COUNTRY_WEIGHTS)
        c = CASE.make_case(rng, cc)
        typo = 0.05 if rng.random() < 0.35 else 0.0
        n = Note(rng, c, lower=i in lower_idx, typo_rate=typo)
        fn(n, c)
        text = n.text()
        for s in n.spans:
            assert text[s['start']:s['end']] == s['text'], (name, s)
        out.append({'id': 'dev415-%04d' % (i + 1), 'text': text, 'spans': n.spans,
                    'meta': {'source': 'dev415-en', 'genre': name, 'lowercase': i in lower_idx,
                             'country': c['meta_country']}})
    return out


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), 'notes.jsonl')
    if '--out' in argv:
        out_path = argv[argv.index('--out') + 1]
    rng = random.Random(415)
    notes = build(rng)
    with open(out_path, 'w', encoding='utf-8', newline='\n') as fh:
        for rec in notes:
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
    print('wrote %d notes to %s' % (len(notes), out_path))


if __name__ == '__main__':
    main(sys.argv[1:])
