"""Build bench/dev335_en/notes.jsonl.

Usage: python3 make.py [OUT_DIR]   (default: the folder above build/)
All randomness comes from one random.Random(335).
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import LABELS, wpick  # noqa: E402
import countries as C  # noqa: E402
from ctx import Ctx  # noqa: E402
import g_rounds  # noqa: E402
import g_forms  # noqa: E402
import g_letters  # noqa: E402
import g_consult  # noqa: E402

SEED = 335
N_PER_GENRE = 50
# meta.genre -> builder; the last two are this author's own additions
GENRES = [
    ('stewardship_ward_round', g_rounds.ams_round),
    ('microbiology_phone_out_log', g_rounds.micro_phoneout),
    ('positive_blood_culture_alert', g_rounds.bc_alert),
    ('restricted_antimicrobial_approval', g_forms.restricted_approval),
    ('infection_consult_note', g_consult.id_consult),
    ('iv_to_oral_switch_review', g_forms.iv_oral_switch),
    ('resistant_organism_alert_letter', g_letters.mdro_letter),
    ('antibiotic_allergy_delabelling', g_letters.allergy_delabel),
    ('audit_feedback_summary', g_consult.audit_feedback),
    ('gp_discharge_antibiotic_plan', g_letters.gp_plan),
    ('tdm_dosing_advice', g_forms.tdm_advice),
    ('cdiff_case_review', g_consult.cdiff_review),
]
OWN_GENRES = ['tdm_dosing_advice', 'cdiff_case_review']
CTX_GENRE = {'antibiotic_allergy_delabelling': 'allergy_delabel'}


def typo(r, text, spans):
    """Transpose two inner letters of one non-PHI word (length preserved)."""
    covered = [False] * len(text)
    for s, e, _ in spans:
        for i in range(s, e):
            covered[i] = True
    words = []
    i = 0
    while i < len(text):
        if text[i].isalpha():
            j = i
            while j < len(text) and text[j].isalpha():
                j += 1
            if j - i >= 6 and text[i:j].islower() and not any(covered[i:j]):
                words.append((i, j))
            i = j
        else:
            i += 1
    if not words:
        return text
    s, e = r.choice(words)
    k = r.randint(s + 1, e - 3)
    if text[k] == text[k + 1]:
        return text
    return text[:k] + text[k + 1] + text[k] + text[k + 2:]


def build():
    r = random.Random(SEED)
    plan = []
    for name, fn in GENRES:
        plan += [(name, fn)] * N_PER_GENRE
    r.shuffle(plan)
    total = len(plan)
    lower_idx = set(r.sample(range(total), round(total / 6)))
    out = []
    for i, (name, fn) in enumerate(plan):
        cc = wpick(r, C.COUNTRY_WEIGHTS)
        c = Ctx(r, cc, CTX_GENRE.get(name, name))
        note = fn(c)
        text = note.text()
        spans = note.spans
        if r.random() < 0.08:
            text = typo(r, text, spans)
        low = i in lower_idx
        if low:
            lt = text.lower()
            assert len(lt) == len(text)
            text = lt
        sp = []
        for s, e, typ in spans:
            sp.append({'start': s, 'end': e, 'label': LABELS[typ], 'type': typ,
                       'text': text[s:e]})
        out.append({'id': 'dev335-%04d' % (i + 1), 'text': text, 'spans': sp,
                    'meta': {'source': 'dev335-en', 'genre': name, 'lowercase': low,
                             'country': cc}})
    return out


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE)
    os.makedirs(out_dir, exist_ok=True)
    notes = build()
    path = os.path.join(out_dir, 'notes.jsonl')
    with open(path, 'w', encoding='utf-8', newline='\n') as f:
        for o in notes:
            f.write(json.dumps(o, ensure_ascii=False) + '\n')
    print('wrote %d notes to %s' % (len(notes), path))


if __name__ == '__main__':
    main()
