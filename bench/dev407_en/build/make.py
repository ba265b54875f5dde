"""Build bench/dev407_en/notes.jsonl (or DIR/notes.jsonl when a directory is given).

    python3 build/make.py [DIR]

One random.Random(407) is created here and passed to every generator; sets and
dicts are only iterated in sorted order, so the output does not depend on the
hash seed.  Each note is assembled by a Doc that records span offsets as the
pieces are appended; a note that fails the checks in check.validate_note (for
example a name that also occurs unannotated as an ordinary word) is drawn again
from the same random stream."""

import sys

sys.dont_write_bytecode = True

import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import check  # noqa: E402
import ctx  # noqa: E402
import g_field  # noqa: E402
import g_letters  # noqa: E402
import g_reports  # noqa: E402
import g_treat  # noqa: E402

# genre, generator, age range of the patient, number of notes
PLAN = [
    ('hepatology clinic letter', g_letters.clinic_letter, (19, 82), 36),
    ('fibroscan report', g_reports.fibroscan_report, (20, 80), 34),
    ('DAA treatment start record', g_treat.daa_start, (19, 78), 34),
    ('virology results log', g_reports.results_log, (18, 80), 32),
    ('outreach testing session record', g_field.outreach, (19, 68), 34),
    ('adherence telephone call', g_field.adherence_call, (19, 75), 38),
    ('SVR12 outcome note', g_letters.svr12_note, (21, 78), 34),
    ('hepatitis B surveillance review', g_reports.hbv_review, (24, 86), 32),
    ('pharmacy dispensing record', g_treat.dispensing, (19, 80), 32),
    ('MDT treatment approval', g_treat.mdt, (20, 75), 30),
    ('prison release continuity handover', g_field.release_handover, (19, 62), 32),
    ('hepatitis B household contact tracing', g_field.contact_tracing, (20, 70), 30),
    ('re-engagement letter', g_letters.reengage_letter, (20, 70), 32),
]

COUNTRY_NAME = {'UK': 'United Kingdom (England/Wales)', 'SCO': 'United Kingdom (Scotland)',
                'US': 'United States', 'CA': 'Canada', 'AU': 'Australia', 'NZ': 'New Zealand',
                'IE': 'Ireland'}


def one_note(rng, idx, genre, fn, ages, lower):
    for attempt in range(60):
        cc = ctx.wchoice(rng, ctx.CC_WEIGHTS)
        d = ctx.build(rng, cc, lower, genre, age_range=ages)
        fn(rng, d)
        text = d.text()
        if not text.endswith('\n'):
            text += '\n'
        rec = {'id': 'dev407-%04d' % idx, 'text': text, 'spans': d.spans,
               'meta': {'source': 'dev407-en', 'genre': genre, 'lowercase': lower,
                        'country': COUNTRY_NAME[cc]}}
        errs = check.validate_note(rec)
        if not errs:
            return rec, attempt
    raise SystemExit('note %d (%s) failed 60 times: %s' % (idx, genre, errs[:5]))


def main(argv):
    out_dir = argv[0] if argv else os.path.dirname(HERE)
    rng = random.Random(407)
    slots = []
    for genre, fn, ages, n in PLAN:
        slots += [(genre, fn, ages)] * n
    rng.shuffle(slots)
    lower_idx = set(rng.sample(range(len(slots)), round(len(slots) / 6)))
    retries = 0
    lines = []
    for i, (genre, fn, ages) in enumerate(slots):
        rec, tries = one_note(rng, i + 1, genre, fn, ages, i in lower_idx)
        retries += tries
        lines.append(json.dumps(rec, ensure_ascii=False))
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, 'notes.jsonl'), 'w', encoding='utf-8', newline='\n') as fh:
        fh.write('\n'.join(lines) + '\n')
    sys.stderr.write('wrote %d notes (%d redraws)\n' % (len(lines), retries))


if __name__ == '__main__':
    main(sys.argv[1:])
