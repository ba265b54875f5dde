"""Generic clinical lists (PMH, medicines, allergies, recent contacts)."""
from common import pick
from phi import P

# condition -> typical regular medicines (so PMH and medication lists agree)
COND_ADULT = {
    "Hypertension": ["amlodipine 5 mg daily", "ramipril 5 mg daily", "losartan 50 mg daily", "indapamide 2.5 mg daily"],
    "Type 2 diabetes": ["metformin 1 g BD", "gliclazide 80 mg BD", "empagliflozin 10 mg daily", "sitagliptin 100 mg daily"],
    "Asthma": ["salbutamol 100 mcg inhaler PRN", "fluticasone/salmeterol 250/25 2 puffs BD", "budesonide/formoterol 200/6 1-2 puffs BD"],
    "Hypothyroidism": ["levothyroxine 75 mcg daily", "levothyroxine 100 mcg daily"],
    "GORD": ["omeprazole 20 mg daily", "lansoprazole 15 mg daily"],
    "Depression": ["sertraline 50 mg daily", "citalopram 20 mg daily", "mirtazapine 15 mg nocte"],
    "Anxiety": ["sertraline 50 mg daily", "propranolol 10 mg PRN"],
    "Migraine": ["sumatriptan 50 mg PRN", "propranolol 40 mg BD"],
    "Osteoarthritis (knees)": ["paracetamol 1 g QDS PRN", "naproxen 250 mg PRN", "diclofenac gel topically TDS"],
    "Obesity": [], "Hyperlipidaemia": ["atorvastatin 20 mg nocte", "rosuvastatin 10 mg daily"],
    "IBS": ["mebeverine 135 mg TDS PRN"], "Eczema": ["emollient BD", "hydrocortisone 1% cream PRN"],
    "Psoriasis": ["calcipotriol/betamethasone gel daily"], "Sleep apnoea (CPAP)": [], "Previous DVT": [],
    "Gout": ["allopurinol 100 mg daily", "colchicine 500 mcg PRN"], "Iron deficiency anaemia": ["ferrous sulfate 200 mg daily"],
    "PCOS": ["metformin 500 mg BD", "Combined oral contraceptive"], "Coeliac disease": [],
}
COND_OLDER = {
    "Atrial fibrillation": ["apixaban 5 mg BD", "bisoprolol 2.5 mg daily", "warfarin (per INR clinic)"],
    "Heart failure (HFrEF)": ["furosemide 40 mg mane", "bisoprolol 2.5 mg daily", "sacubitril/valsartan 49/51 mg BD", "spironolactone 25 mg daily"],
    "COPD": ["tiotropium 18 mcg daily", "salbutamol 100 mcg inhaler PRN"], "CKD stage 3a": [],
    "Type 2 diabetes": ["metformin 1 g BD", "gliclazide 80 mg BD", "insulin glargine 18 units nocte"],
    "Hypertension": ["amlodipine 5 mg daily", "ramipril 2.5 mg daily", "indapamide 1.5 mg MR daily"],
    "Ischaemic heart disease": ["aspirin 75 mg daily", "atorvastatin 80 mg nocte", "GTN spray PRN"],
    "Previous TIA": ["clopidogrel 75 mg daily", "atorvastatin 40 mg nocte"],
    "Osteoporosis": ["alendronic acid 70 mg weekly", "calcium/vitamin D BD"],
    "Benign prostatic hyperplasia": ["tamsulosin 400 mcg daily"], "Mild cognitive impairment": ["donepezil 5 mg nocte"],
    "Polymyalgia rheumatica": ["prednisolone 5 mg daily"], "Glaucoma": ["latanoprost eye drops nocte"],
    "Cataract surgery (both eyes)": [], "Hip replacement (R)": [], "Parkinson's disease": ["levodopa/carbidopa 100/25 TDS"],
    "Macular degeneration": [], "Hypothyroidism": ["levothyroxine 50 mcg daily"],
}
COND_CHILD = {
    "Eczema": ["emollient cream BD", "hydrocortisone 1% cream PRN"], "Asthma (mild, intermittent)": ["salbutamol inhaler with spacer PRN"],
    "Recurrent otitis media": [], "Egg allergy": [], "Febrile convulsion as a toddler": [], "Constipation": ["Movicol paediatric sachets"],
    "Born at term, uncomplicated": [],
}
MULTI = {"Type 2 diabetes", "Heart failure (HFrEF)", "Atrial fibrillation", "Ischaemic heart disease", "Hypertension", "Asthma",
         "COPD", "Osteoporosis", "Eczema", "Gout", "Migraine", "Anxiety", "Osteoarthritis (knees)", "PCOS"}
MALE_ONLY = {"Benign prostatic hyperplasia", "tamsulosin 400 mcg daily"}
FEMALE_ONLY = {"PCOS", "Combined oral contraceptive"}


ALLERGIES = ["NKDA", "NKDA", "No known allergies", "Penicillin - rash", "Sulfa drugs - hives", "Codeine - vomiting",
             "Latex", "Trimethoprim - rash", "Peanuts (anaphylaxis, carries EpiPen)", "Aspirin - angioedema", "Nil known"]


def us_spell(c, s):
    if c.L.us_like:
        for a, b in (("aemia", "emia"), ("GORD", "GERD"), ("oedema", "edema"), ("Ischaemic", "Ischemic"),
                     ("Hyperlipidaemia", "Hyperlipidemia"), ("paracetamol", "acetaminophen"), ("sulfate", "sulfate"),
                     ("alendronic acid", "alendronate"), ("mane", "qAM"), ("nocte", "qHS")):
            s = s.replace(a, b)
    return s


def _table(c):
    a = c.pt.age
    return COND_CHILD if a < 16 else (COND_OLDER if a >= 62 else COND_ADULT)


def _problems(c):
    """Per-note problem list and regular medicines, chosen once."""
    if getattr(c, "_probs", None) is None:
        r = c.r
        t = _table(c)
        sexbad = MALE_ONLY if c.pt.sex == "F" else FEMALE_ONLY
        conds = [k for k in t if k not in sexbad]
        probs = pick(r, conds, r.randint(2, 5))
        medl = []
        for pr in probs:
            have = {m.split()[0].lower() for m in medl}
            cands = [m for m in t[pr] if m not in sexbad and m.split()[0].lower() not in have]
            if cands:
                k = r.randint(1, min(2, len(cands))) if pr in MULTI else 1
                medl += pick(r, cands, k)
        if not medl:
            medl = ["nil regular"]
        c._probs = probs
        c._meds = [us_spell(c, m) for m in medl]
    return c._probs, c._meds


def pmh(c, k=None):
    probs, _ = _problems(c)
    out = [us_spell(c, x) for x in probs]
    return out[:k] if k else out


def meds(c, k=None):
    _, ml = _problems(c)
    return ml[:k] if k else list(ml)


def allergy(c):
    if getattr(c, "_allergy", None) is None:
        c._allergy = c.r.choice(ALLERGIES)
    return c._allergy


CONTACT_TYPES = ["Telephone", "Face to face", "Video", "Home visit", "Portal message", "Nurse appt", "Pharmacist review"]
CONTACT_REASONS = ["medication review", "BP check", "bloods", "chest infection", "follow-up", "repeat prescription", "wound check",
                   "flu vaccine", "asthma review", "fit note", "back pain", "results discussed", "mental health review", "smear"]


def recent_contacts(d, c, n=None, indent="  ", header="Recent contacts:"):
    r = c.r
    n = n or r.randint(2, 4)
    if header:
        d.ln(header)
    days = sorted(r.sample(range(5, 400), n))
    for dd in days:
        q = c.clin(r.choice(["gp", "nurse", "gp"]))
        who = q.dr() if q.cred_is_dr() else [q.full(), " (", q.cred or "nurse", ")"] if r.random() < 0.5 else [q.i_f()]
        d.ln(indent, c.D(c.days(-dd)), "  ", r.choice(CONTACT_TYPES), " - ", who, " - ", r.choice(CONTACT_REASONS))


ROS = ["Constitutional: no weight loss, no night sweats.", "CVS: no chest pain or palpitations.", "Resp: no cough or wheeze.",
       "GI: appetite normal, bowels regular.", "GU: no dysuria.", "Neuro: no headache, no focal symptoms.",
       "Skin: no new rashes.", "MSK: no joint swelling.", "Psych: mood OK, sleeping reasonably."]
SMOKING = ["non-smoker", "ex-smoker (quit 10 years ago)", "smokes 10/day", "never smoked", "vapes daily", "ex-smoker, 20 pack-years"]
ALCOHOL = ["alcohol minimal", "alcohol ~10 units/week", "no alcohol", "drinks socially", "alcohol 2-3 beers/night", "teetotal"]


def ros(c, k=None):
    return pick(c.r, ROS, k or c.r.randint(3, 6))


def social_history(c):
    """List of items: living situation, job, smoking, alcohol."""
    from common import job_phrase
    r = c.r
    pt = c.pt
    parts = []
    if pt.age < 16:
        q = c.relative(kind="parent")
        parts += ["Lives with ", q.relation, " ", q.full(), r.choice([" and siblings", "", " and grandparents"]), "."]
        return parts
    k = r.randrange(3)
    if k == 0:
        q = c.relative(kind="spouse")
        parts += ["Lives with ", q.relation, " ", q.g(), r.choice([" in a bungalow", " in a two-storey house", " in a flat", ""]), ". "]
    elif k == 1:
        parts += ["Lives alone", r.choice([" in a ground-floor flat", " in sheltered housing", "", " in a house with stairs"]), ". "]
    else:
        q = c.relative(kind=r.choice(["child", "sib", "other"]) if pt.age > 30 else "other")
        parts += ["Lives with ", q.relation, " ", q.full(), ". "]
    jp = None if getattr(c, "_job_said", False) else job_phrase(c)
    if jp:
        parts += [c.v["He"], " "] + jp + [". "]
        c._job_said = True
    parts += [r.choice(SMOKING).capitalize(), "; ", r.choice(ALCOHOL), "."]
    return parts


def dispensing_history(d, c, n=None, header="Dispensing history:"):
    r = c.r
    n = n or r.randint(3, 6)
    d.ln(header)
    days = sorted(r.sample(range(3, 200), n), reverse=True)
    items = meds(c, min(n, 6))
    for i, dd in enumerate(days):
        q = c.clin("gp")
        d.ln("  ", c.D(c.days(-dd), c.L.hstyle), "  ", items[i % len(items)] if items[0] != "nil regular" else "amoxicillin 500 mg caps", "  x", str(r.choice([28, 56, 30, 90, 84, 60])), "  ",
             q.dr() if r.random() < 0.7 else [q.i_f()])


def appt_history(d, c, n=None, header="Appointment history:"):
    r = c.r
    n = n or r.randint(2, 5)
    d.ln(header)
    days = sorted(r.sample(range(10, 500), n), reverse=True)
    for dd in days:
        d.ln("  ", c.D(c.days(-dd), c.L.hstyle), "  ", r.choice(["Attended", "Attended", "DNA", "Cancelled by patient", "Cancelled by hospital", "Rebooked"]),
             "  ", r.choice(["Outpatient clinic", "Bloods", "X-ray", "Nurse clinic", "Physio", "Follow-up", "Telephone clinic"]))


def prev_alerts(d, c, n=None, header="Previous alerts:"):
    r = c.r
    n = n or r.randint(2, 4)
    d.ln(header)
    days = sorted(r.sample(range(5, 240), n), reverse=True)
    for dd in days:
        d.ln("  ", c.D(c.days(-dd), c.L.hstyle), "  ", r.choice(["high reading - repeat normal", "no data 48 h - battery replaced", "threshold breach - meds adjusted",
                                                               "low reading - patient asymptomatic", "device offline - hub reset"]),
             "  (", c.clin("nurse").i_f(), ")")
