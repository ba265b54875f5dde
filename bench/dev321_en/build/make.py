"""Build bench/dev321_en/notes.jsonl.

usage: python3 build/make.py [OUTDIR]     (default: the folder above build/)

All randomness comes from core.R = random.Random(321).  Offsets are noted
while each note is written (core.Doc); nothing searches the finished text.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import R, TYPE_LABEL, wpick, rand_date, D  # noqa: E402
import world  # noqa: E402
import g_screen  # noqa: E402
import g_ssp  # noqa: E402
import g_proc  # noqa: E402
import g_path  # noqa: E402
import g_ops  # noqa: E402
import g_incident  # noqa: E402

W_DEFAULT = [('UK', 30), ('IE', 11), ('AU', 14), ('NZ', 11), ('CA', 12), ('US', 14),
             ('SG', 4), ('ZA', 4)]
W_SSP = [('UK', 50), ('IE', 10), ('AU', 10), ('NZ', 12), ('CA', 8), ('US', 8), ('SG', 1),
         ('ZA', 1)]
W_SCREEN = [('UK', 32), ('IE', 12), ('AU', 14), ('NZ', 12), ('CA', 12), ('US', 12), ('SG', 6)]

# (genre, builder, country weights, own addition?)
GENRES = [
    ('screening invitation letter', g_screen.invitation, W_SCREEN, False),
    ('FIT result letter', g_screen.fit_result, W_SCREEN + [('ZA', 2)], False),
    ('specialist screening practitioner assessment', g_ssp.ssp_assessment, W_SSP, False),
    ('endoscopy procedure report', g_proc.proc_report, W_DEFAULT, False),
    ('bowel prep instruction call log', g_ssp.call_log, W_DEFAULT, False),
    ('histopathology report', g_path.histo_report, W_DEFAULT, False),
    ('polyp surveillance letter', g_path.surveillance_letter, W_DEFAULT, False),
    ('sedation and recovery record', g_proc.sedation_record, W_DEFAULT, False),
    ('endoscopy list', g_ops.endoscopy_list, W_DEFAULT, False),
    ('complaint/incident report', g_incident.complaint_incident, W_DEFAULT, False),
    ('decontamination traceability record', g_ops.decon_record, W_DEFAULT, True),
    ('colorectal MDT outcome', g_path.mdt_outcome, W_DEFAULT, True),
    ('urgent suspected cancer referral', g_screen.usc_referral, W_DEFAULT, True),
]
PER_GENRE = 34


def build():
    plan = []
    for gi in range(len(GENRES)):
        plan += [gi] * PER_GENRE
    R.shuffle(plan)
    n = len(plan)
    lower = frozenset(R.sample(range(n), n // 6))
    notes = []
    for i, gi in enumerate(plan):
        name, fn, weights, _own = GENRES[gi]
        c = wpick(weights)
        ref = rand_date(D(2022, 1, 4), D(2025, 6, 27))
        doc = fn(c, ref)
        text = doc.text().rstrip()
        low = i in lower
        if low:
            if any(len(ch.lower()) != 1 for ch in text):
                raise ValueError('lower() would move offsets in note %d' % i)
            text = text.lower()
        spans = []
        for a, b, t in sorted(doc.spans):
            if b > len(text):
                raise ValueError('span beyond text in note %d' % i)
            spans.append({'start': a, 'end': b, 'label': TYPE_LABEL[t], 'type': t,
                          'text': text[a:b]})
        for x, y in zip(spans, spans[1:]):
            if x['end'] > y['start']:
                raise ValueError('overlap in note %d' % i)
        notes.append({'id': 'dev321-%04d' % (i + 1), 'text': text, 'spans': spans,
                      'meta': {'source': 'dev321-en', 'genre': name, 'lowercase': low,
                               'country': world.COUNTRY_NAME[c]}})
    return notes


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE)
    os.makedirs(out_dir, exist_ok=True)
    notes = build()
    path = os.path.join(out_dir, 'notes.jsonl')
    with open(path, 'w', encoding='utf-8', newline='\n') as fh:
        for note in notes:
            fh.write(json.dumps(note, ensure_ascii=False) + '\n')
    print('wrote %d notes to %s' % (len(notes), path))


if __name__ == '__main__':
    main()
