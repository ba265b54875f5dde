"""Genres 8-14: pediatric well visit, oncology clinic note, dialysis run sheet,
home-health visit, physical therapy evaluation, case-management note, after-visit summary."""
import pools as PL
from core import P, words
import clin
from blocks import (he, his, him, sexw, relative, age_lead, kv_lines, banner, sig, cc_block, dictation, addendum,
                    social, family_hx, insurance, foreign_ids, emergency_contact)
from genres_a import sec, bullets, numbered


# ====================================================================== 8. pediatric well visit
def child_age(c, months):
    if months < 24:
        return c.ch(f"{P('AGE', months)}-month-old", f"{P('AGE', months)} mo", f"{P('AGE', months)}-mo",
                    f"{P('AGE', months)} months old", f"{P('AGE', words(months))}-month-old")
    y = months // 12
    return c.ch(f"{P('AGE', y)}-year-old", f"{P('AGE', y)} yo", f"{P('AGE', y)}yo", f"{P('AGE', y)} y/o",
                f"{P('AGE', words(y))}-year-old")


GROWTH = [(1, 4.4, 54), (2, 5.5, 58), (4, 6.6, 63), (6, 7.6, 67), (9, 8.7, 71), (12, 9.6, 75), (15, 10.3, 78),
          (18, 10.9, 81), (24, 12.2, 87), (30, 13.3, 91), (36, 14.3, 95), (48, 16.3, 102), (60, 18.3, 109),
          (72, 20.5, 115), (96, 25.6, 127), (120, 31.9, 138), (144, 39.9, 150), (168, 50.0, 162), (192, 58.0, 170)]
DEV = [(3, "Coos, social smile, lifts head prone"), (5, "Rolls, laughs, reaches for toys"),
       (8, "Sits without support, babbles, transfers objects"), (11, "Pulls to stand, pincer grasp, says mama/dada"),
       (17, "Walks independently, 3-5 words, points to show"), (23, "Runs, 10-20 words, uses spoon"),
       (35, "2-word phrases, kicks ball, parallel play"), (47, "Speaks in sentences, rides tricycle, draws circle"),
       (71, "Hops on one foot, counts to 10, dresses self"), (131, "Reading at grade level; good friendships"),
       (999, "Doing well in school; sports after school")]
VAX = [(1, "HepB #2"), (2, "DTaP-IPV-Hib, PCV20, rotavirus, HepB"), (4, "DTaP-IPV-Hib, PCV20, rotavirus"),
       (6, "DTaP-IPV-Hib, PCV20, rotavirus, influenza"), (9, "catch-up HepB #3"), (12, "MMR, varicella, HepA, PCV20"),
       (15, "DTaP, Hib"), (18, "HepA #2, influenza"), (30, "influenza"), (48, "DTaP-IPV, MMRV"),
       (120, "influenza; records up to date"), (999, "Tdap, HPV #1, MenACWY")]


def _step(table, months):
    for lim, val in table:
        if months <= lim:
            return val
    return table[-1][1]


def peds_profile(c, months):
    wt, ht = 0.0, 0.0
    for m, w, h in GROWTH:
        if months <= m:
            wt, ht = w, h
            break
    j = c.r.uniform(0.85, 1.18)
    prof = {"wt": clin.f1(wt * j), "ht": clin.f1(ht * c.r.uniform(0.95, 1.05)),
            "hc": clin.f1(35 + 10 * min(months, 36) / 36 * c.r.uniform(0.9, 1.05)) if months <= 36 else None,
            "dev": _step(DEV, months), "vax": _step(VAX, months),
            "visit": f"{months}-month" if months < 24 else f"{months // 12}-year"}
    if months < 12:
        prof["exam"] = c.ch("Anterior fontanelle soft, flat. Red reflex present bilaterally.",
                            "Ortolani and Barlow negative. Anterior fontanelle open, soft.",
                            "Red reflex present bilaterally. No hip click.")
        prof["screens"] = ["epds", "asq"]
        prof["safety"] = c.ch("Rear-facing car seat in the back seat.", "Back to sleep, in own crib, no bumpers.")
    elif months < 60:
        prof["exam"] = c.ch("TMs clear bilaterally.", "Red reflex present. Teeth without caries.", "TMs clear; gait normal.")
        prof["screens"] = ["mchat", "asq"] if months <= 30 else ["asq", "epds"]
        prof["safety"] = c.ch("Rear-facing car seat until at least age 2.", "Forward-facing harness seat.",
                              "Water safety: constant supervision near pools.")
    else:
        prof["exam"] = c.ch("Tanner 1.", "Tanner 2; scoliosis screen negative.", "Vision 20/20 OU; hearing passed.")
        prof["screens"] = ["phq", "gad"] if months >= 144 else ["asq", "phq"]
        prof["safety"] = c.ch("Booster seat until 4 ft 9 in.", "Helmet for biking.", "Seat belt every ride; back seat until 13.")
    if months < 30:
        prof["school"] = ("daycare", c.ch(PL.DAYCARES), None) if c.chance(0.65) else None
    elif months < 60:
        prof["school"] = ("daycare", c.ch(PL.DAYCARES), None)
    else:
        y = months // 12
        grade = "kindergarten" if y == 5 else f"grade {y - 5}"
        pool = PL.ELEMENTARY if y <= 10 else PL.MIDDLE if y <= 13 else PL.HIGH
        prof["school"] = ("school", c.ch(pool), grade)
    return prof


def peds(c):
    if c.lower:
        return peds_terse(c)
    pt = c.pt
    ped = c.person("DOCTOR")
    ma = c.person("DOCTOR")
    mom = c.person("FAMILY", sex="F", origin=pt.origin, last=pt.last if c.chance(0.6) else None)
    dad = c.person("FAMILY", sex="M", origin=pt.origin, last=pt.last)
    sib = c.person("FAMILY", sex=c.ch("F", "M"), origin=pt.origin, last=pt.last)
    months = c.months
    c.sec_style = c.ch("caps", "colon", "hash", "under")
    layout = c.ch("headed", "kv", "template")
    prof = peds_profile(c, months)
    visit = prof["visit"]
    birth_h = c.ch(PL.US_CHILD_HOSP + PL.US_WOMENS if c.locale == "US" else PL.CA_HOSPITALS)
    sib_y = months // 12 + c.r.randint(2, 9)
    hist = (f"{c.nm(pt, c.ch('first', 'full', 'nick'))} is a {child_age(c, months)} {'boy' if pt.sex == 'M' else 'girl'} "
            f"here with {c.ch('mother', 'mom')} {P('FAMILY', c.form(mom, c.ch('first', 'full')))}"
            f"{c.maybe(0.4, ' and father ' + P('FAMILY', c.form(dad, c.ch('first', 'full'))))} for a {visit} well check. "
            f"Born at {c.r.randint(34, 41)} weeks at {P('HOSPITAL', birth_h)}, {c.ch('SVD', 'C-section', 'VBAC')}, "
            f"BW {c.r.randint(2200, 4400)} g, {clin.scores(c, ['apgar'], 1)[0]}. "
            f"Newborn screen {P('IDNUM', c.idnum('spec'))} {c.ch('normal', 'normal', 'repeat TSH normal')}. "
            f"{c.ch('Mom', 'Mother')} is {P('AGE', c.r.randint(max(17, sib_y + 16), 46))}; {c.ch('sibling', 'big sibling', 'older sib')} "
            f"{P('FAMILY', c.form(sib, 'first'))} is {c.A(sib_y, c.ch('yo', 'bare', 'yold'))}.")
    if prof["school"]:
        kind, name, grade = prof["school"]
        if kind == "daycare":
            hist += f" In {c.ch('daycare', 'child care')} at {P('ORGANIZATION', name)} {c.ch('3 days a week', 'full time', 'mornings')}."
        else:
            teacher = c.person("FAMILY")
            hist += (f" Attends {P('ORGANIZATION', name)}, {grade}; teacher {c.ch('Mrs.', 'Ms', 'Mr.', 'Ms.')} "
                     f"{P('FAMILY', teacher.last)} reports {c.ch('doing well', 'trouble focusing', 'good friendships', 'reading above grade level')}.")
    else:
        gm = c.person("FAMILY", sex="F", origin=pt.origin)
        hist += f" Cared for at home by grandmother {P('FAMILY', c.form(gm, c.ch('first', 'full')))} while parents work."
    if c.chance(0.5):
        hist += (f" Father works as a {P('PROFESSION', c.ch(PL.PROFESSIONS))}; mother is a "
                 f"{P('PROFESSION', c.ch(PL.PROFESSIONS))} at {P('ORGANIZATION', c.ch(PL.EMPLOYERS))}.")
    growth = (f"Wt {prof['wt']} kg ({clin.ordinal(c.r.randint(2, 98))} %ile), {'Length' if months < 24 else 'Height'} "
              f"{prof['ht']} cm ({clin.ordinal(c.r.randint(2, 98))} %ile)")
    if prof["hc"]:
        growth += f", HC {prof['hc']} cm ({clin.ordinal(c.r.randint(5, 95))} %ile)"
    growth += f". HR {c.r.randint(70 if months > 72 else 90, 150 if months < 12 else 120)}, T {clin.f1(c.r.uniform(36.4, 37.6))} C."
    dev = prof["dev"]
    screens = ", ".join(clin.scores(c, prof["screens"], 2))
    vacc_d = c.plus(c.base, -c.r.randint(50, 200))
    imm = (f"Given today: {prof['vax']}. VIS given. Previous doses {c.D(vacc_d, c.ch('md', 'mdy', 'mon_d'))} per registry.")
    guidance = [prof["safety"],
                c.ch("Brush teeth twice daily with fluoride toothpaste.", "Limit screen time; no screens at meals.",
                     "Offer water and milk; no juice or soda.") if months >= 12 else "Breast milk or formula on demand; no water or juice yet.",
                c.ch("Read together every day.", "We hope to see the whole family at the next visit.",
                     "Call the nurse line if a fever lasts more than 3 days.", "Small, frequent meals are fine if appetite is low.",
                     "Best to keep a regular bedtime routine.", "Will send the school form through the portal."),
                c.ch("Vitamin D: cholecalciferol 400 IU daily.", "Iron: ferrous sulfate 3 mg/kg/day.",
                     "Fever: acetaminophen 15 mg/kg PO q6h PRN.") if months < 24 else
                c.ch("Fever or pain: ibuprofen 10 mg/kg PO q6h PRN.", "Fluoride varnish applied today.",
                     "Allergies: cetirizine 2.5 mg PO daily PRN.")]
    plan = (f"{'Lead ' + str(c.r.randint(1, 4)) + ' mcg/dL, ' if 9 <= months <= 30 else ''}Hgb {clin.f1(c.r.uniform(10.2, 13.8))}. "
            f"Next well visit {c.D(c.plus(c.base, c.r.randint(60, 370)), c.ch('my', 'mony', 'long', 'md', 'wk_md'))}. "
            f"{c.ch('Dental home:', 'Refer to dentist:')} {P('HOSPITAL', c.ch(PL.DENTAL))}.")
    hdr = [("Patient", c.nm(pt, c.ch("LF", "full", "LFM"))), ("MRN", P("MRN", c.mrn_v)), ("DOB", c.D(c.dob)),
           ("Visit", f"{c.D(c.base)}  {visit} WCC"), ("PCP", c.cred(ped, c.ch("MD", "DO", "NP"))),
           ("Guardian", f"{P('FAMILY', c.form(mom, 'full'))} (mother) {c.PH()}")]
    if c.chance(0.3):
        hdr.append(("Newborn footprint ID", P("BIOID", c.bioid())))
    if c.chance(0.4):
        hdr.append(("Plan", insurance(c).replace("\n", "; ")))
    if layout == "kv":
        head = f"{P('HOSPITAL', c.clinic('peds'))} - Pediatric Well Visit\n{kv_lines(hdr)}\n"
    elif layout == "headed":
        head = f"WELL CHILD CHECK ({visit})\n{banner(c, [P('HOSPITAL', c.clinic('peds'))])}\n"
    else:
        head = (f"Well Child Visit - {c.nm(pt, 'full')} - {c.D(c.base, c.ch('long', 'wk_long'))}\n"
                f"Roomed by {P('DOCTOR', c.form(ma, c.ch('full', 'first', 'fi')))}, MA at {clin.tod(c)}.\n")
    body = (sec(c, "Interval history", hist) + sec(c, "Growth", growth) + sec(c, "Development", dev) +
            sec(c, "Screening", screens) + sec(c, "Exam", f"Well-appearing. {prof['exam']} Heart RRR, no murmur.") +
            sec(c, "Immunizations", imm) + sec(c, "Anticipatory guidance", bullets(guidance)) + sec(c, "Plan", plan))
    tail = sig(c, ped, c.ch("MD", "DO", "MD, FAAP", "NP"), role="Pediatrics", pager=False)
    if c.chance(0.4):
        tail += f"\nScribe/MA: {P('DOCTOR', c.form(ma, 'full'))} (login {P('USERNAME', c.username(ma))})"
    return head + "\n" + body + "\n" + tail, layout


def peds_terse(c):
    pt = c.pt
    ped = c.person("DOCTOR")
    mom = c.person("FAMILY", sex="F", origin=pt.origin)
    months = c.months
    prof = peds_profile(c, months)
    lines = [
        f"wcc {c.D(c.base, c.ch('md', 'mdy2', 'wk_md'))}",
        f"{c.nm(pt, c.ch('first', 'LF', 'full'))} {child_age(c, months)} {'m' if pt.sex == 'M' else 'f'} mrn {P('MRN', c.mrn_v)}",
        f"w/ mom {P('FAMILY', c.form(mom, c.ch('first', 'full')))} {c.PH()}",
        f"born {P('HOSPITAL', c.ch(PL.US_CHILD_HOSP + PL.US_WOMENS if c.locale == 'US' else PL.CA_HOSPITALS))}, term, nbs nl",
        (f"{prof['school'][0]}: {P('ORGANIZATION', prof['school'][1])}" if prof["school"] else "home w/ family during day"),
        f"wt {prof['wt']} kg ({c.r.randint(5, 95)}%), {'len' if months < 24 else 'ht'} {prof['ht']} cm",
        f"dev {c.ch('on track', 'speech delay - refer ei', 'nl') if months < 48 else c.ch('doing ok in school', 'nl', 'adhd eval requested')}; "
        f"{clin.scores(c, prof['screens'], 1)[0].lower()}",
        f"vax: {prof['vax'].lower()}",
        f"ag: {prof['safety'].lower().rstrip('.')}, {c.ch('dental', 'water safety', 'sleep', 'screens')}",
        f"rtc {c.D(c.plus(c.base, c.r.randint(60, 200)), c.ch('my', 'mony', 'md'))}",
        f"{P('DOCTOR', c.form(ped, c.ch('last', 'fi', 'init')))}",
    ]
    return "\n".join(lines), "terse-lower"


# ====================================================================== 9. oncology clinic note
ONC = [
    ("stage III sigmoid adenocarcinoma (pT3N1bM0)", "FOLFOX", ["oxaliplatin 85 mg/m2", "leucovorin 400 mg/m2", "5-FU 400 mg/m2 bolus + 2400 mg/m2 CIVI"], "CEA", "C18.7"),
    ("left breast IDC, ER+/PR+/HER2-, stage IIA", "AC-T", ["doxorubicin 60 mg/m2", "cyclophosphamide 600 mg/m2", "paclitaxel 80 mg/m2 weekly"], "CA 15-3", "C50.912"),
    ("stage IV NSCLC, adenocarcinoma, PD-L1 60%", "carbo/pem/pembro", ["carboplatin AUC 5", "pemetrexed 500 mg/m2", "pembrolizumab 200 mg"], "CEA", "C34.90"),
    ("DLBCL, stage IIIA, IPI 2", "R-CHOP", ["rituximab 375 mg/m2", "cyclophosphamide 750 mg/m2", "doxorubicin 50 mg/m2", "vincristine 1.4 mg/m2 (max 2 mg)", "prednisone 100 mg d1-5"], "LDH", "C83.30"),
    ("metastatic pancreatic adenocarcinoma", "gem/nab-paclitaxel", ["gemcitabine 1000 mg/m2", "nab-paclitaxel 125 mg/m2"], "CA 19-9", "C25.9"),
]


def onc(c):
    if c.lower:
        return onc_terse(c)
    pt = c.pt
    onco = c.person("DOCTOR")
    np_ = c.person("DOCTOR")
    irn = c.person("DOCTOR")
    pharm = c.person("DOCTOR")
    fam = relative(c)
    c.sec_style = c.ch("caps", "colon", "hash", "under")
    layout = c.ch("headed", "kv", "narrative")
    dx, reg, drugs, marker, code = c.ch(ONC)
    ncyc = c.r.randint(2, 8)
    interval = 21 if reg in ("AC-T", "carbo/pem/pembro", "R-CHOP", "gem/nab-paclitaxel") else 14
    start = c.plus(c.base, -interval * (ncyc - 1))
    dx_date = c.plus(start, -c.r.randint(20, 90))
    clinic = c.ch(["Copper Landing Cancer Center"] + [x for x in PL.CLINICS if "Cancer" in x] + [c.hosp + " Cancer Institute"])
    rows = [["Cycle", "Date", "Dose", "ANC", "Plt", "Notes"]]
    d = start
    for i in range(1, ncyc + 1):
        note = c.ch("given as planned", "given as planned", "delayed 1 week (ANC 0.9)", "20% dose reduction",
                    "one agent held - neuropathy gr 2", "pegfilgrastim added", "infusion reaction, slowed rate",
                    "today" if i == ncyc else "given as planned")
        if i == ncyc:
            note = "today"
        rows.append([f"C{i}D1", c.Ds(d, c.ch("md", "md0") if i % 2 else c.ch("md", "mon_d")), c.ch("100%", "100%", "80%", "75%"),
                     clin.f1(c.r.uniform(0.8, 6.5)), str(c.r.randint(60, 380)), note])
        d = c.plus(d, interval + c.ch(0, 0, 0, 7))
    cyc_table = clin.table(rows)
    path_acc = P("IDNUM", c.idnum("acc"))
    hist = (f"{c.nm(pt, c.ch('full', 'fml'))} is a {c.A(c.age_v, c.ch('yrold', 'words', 'yo'))} {sexw(pt)} with {dx} "
            f"diagnosed {c.D(dx_date, c.ch('my', 'mony', 'long', 'mdy'))} (pathology {path_acc}, {P('HOSPITAL', c.hosp)}). "
            f"Presented to {his(pt)} PCP with {c.ch('iron-deficiency anemia', 'a palpable mass', 'cough and weight loss', 'B symptoms', 'painless jaundice')}. "
            f"Discussed at tumor board {c.D(c.plus(dx_date, c.r.randint(5, 20)), c.ch('md', 'mdy', 'mon_d'))}. "
            f"Started {reg} on {c.D(start, c.ch('md', 'mdy', 'long', 'iso'))}.")
    interval_h = (f"Since C{ncyc - 1}: {c.ch('grade 1 fatigue', 'grade 2 peripheral neuropathy', 'nausea controlled', 'mucositis grade 1', 'no new complaints')}, "
                  f"{clin.scores(c, ['ecog', 'kps'], 1)[0]}, weight {clin.f1(c.r.uniform(45, 110))} kg. "
                  f"{c.ch('Accompanied by', 'Here with')} {fam.rel} {P('FAMILY', c.form(fam, c.ch('first', 'full', 'nick_last')))}. "
                  f"{clin.ordinary(c, 1, 'hx')[0]}")
    regimen = "\n".join(f"- {x}" for x in drugs) + f"\nPremeds: {clin.meds_inline(c, ('onc',), 2)}"
    labs = (f"{clin.cbc(c)}; ANC {clin.f1(c.r.uniform(0.8, 6.0))}; {clin.bmp(c, 'inline')}; "
            f"{marker} {c.r.randint(2, 900)} (prior {c.r.randint(2, 900)})")
    port = (f"Port: {c.ch('PowerPort', 'BardPort', 'Smart Port')} placed {c.D(c.plus(start, -c.r.randint(3, 14)), c.ch('md', 'mdy', 'mony'))}, "
            f"serial {P('DEVICE', c.serial())}; accessed with 20G Huber by {P('DOCTOR', c.form(irn, c.ch('full', 'fi', 'first')))}, RN in chair "
            f"{P('LOCATION_OTHER', c.r.randint(1, 30))}.")
    plan = [f"Proceed with C{ncyc}D1 {reg} today; {c.ch('labs adequate', 'ANC > 1.5, plt > 100', 'dose reduced per table')}.",
            f"Next cycle {c.D(c.plus(c.base, interval), c.ch('wk_md', 'md', 'mon_d', 'wk_mon_d'))}; restaging CT after C{ncyc + 2}.",
            f"Antiemetics: {c.ch('olanzapine 5 mg qHS x4 days', 'prochlorperazine 10 mg q6h PRN', 'ondansetron 8 mg PO q8h PRN', 'dexamethasone 8 mg daily days 2-3')}.",
            f"Orders verified by {P('DOCTOR', c.form(pharm, c.ch('full', 'fi')))}, PharmD; order # {P('IDNUM', c.idnum('order'))}.",
            clin.cpt(c, ["96413", "96415", "99215"])]
    if c.chance(0.4):
        plan.append(f"Genetics referral; counselor {P('DOCTOR', c.form(c.person('DOCTOR'), 'full'))} {c.PH()}.")
    if c.chance(0.35):
        plan.append(f"FMLA paperwork for {fam.rel} (employer {P('ORGANIZATION', c.ch(PL.EMPLOYERS))}) completed; "
                    f"fax {c.FX()}.")
    hdr = [("Patient", c.nm(pt, c.ch("LFM", "LF", "full"))), ("MRN", P("MRN", c.mrn_v)), ("DOB", c.D(c.dob)),
           ("Visit", c.D(c.base, c.ch(c.full_fmts() + ['wk_long']))), ("Oncologist", c.dr(onco, c.ch("Dr. FL", "Dr. L", "Prof"))),
           ("NP", c.cred(np_, "NP")), ("Dx", f"{dx} ({code})"), ("Regimen", f"{reg}, cycle {ncyc}")]
    if layout == "kv":
        head = f"{P('HOSPITAL', clinic)}\nONCOLOGY CLINIC NOTE\n{kv_lines(hdr)}\n"
    elif layout == "headed":
        head = f"Medical Oncology Follow-up - {P('HOSPITAL', clinic)}\n{banner(c)}\n"
    else:
        head = (f"Seen in {P('HOSPITAL', clinic)} on {c.D(c.base, c.ch('long', 'wk_long'))} with "
                f"{c.dr(onco, 'Dr. FL')} and {P('DOCTOR', c.form(np_, 'full'))}, NP.\n")
    body = (sec(c, "Oncologic history", hist) + sec(c, "Interval history", interval_h) +
            sec(c, "Treatment summary", cyc_table) + sec(c, "Regimen (per m2 / AUC)", regimen) +
            sec(c, "Vitals", clin.vitals(c, c.ch("pipe", "comma"))) + sec(c, "Labs", labs) + sec(c, "Access", port) +
            sec(c, "Plan", numbered(plan)))
    tail = sig(c, onco, "MD", role="Medical Oncology")
    if c.chance(0.25):
        tail += "\n" + dictation(c, onco, c.person("DOCTOR"))
    if c.chance(0.4):
        tail += "\n" + cc_block(c, [(c.person("DOCTOR"), "MD", c.clinic())])
    return head + "\n" + body + "\n" + tail, layout


def onc_terse(c):
    pt = c.pt
    onco = c.person("DOCTOR")
    irn = c.person("DOCTOR")
    dx, reg, drugs, marker, code = c.ch(ONC)
    ncyc = c.r.randint(2, 7)
    lines = [
        f"onc f/u {c.D(c.base, c.ch('md', 'mdy2', 'wk_md'))} c{ncyc}d1 {reg.lower()}",
        f"{c.nm(pt, c.ch('LF', 'full', 'init_dot'))} {c.A(c.age_v, c.ch('yo_ns', 'sexF', 'sex_sp'), pt.sex)} mrn {P('MRN', c.mrn_v)}",
        f"dx {dx.lower()} {c.D(c.plus(c.base, -c.r.randint(60, 400)), c.ch('mony', 'my'))}, path {P('IDNUM', c.idnum('acc'))}",
        "cycles:",
    ]
    d = c.plus(c.base, -14 * (ncyc - 1))
    for i in range(1, ncyc + 1):
        lines.append(f"  c{i} {c.Ds(d, c.ch('md', 'md0'))} {c.ch('full dose', 'full dose', '80%', 'held 1 drug', 'delayed')}")
        d = c.plus(d, 14)
    lines += [
        f"tox: {c.ch('neuropathy g1', 'fatigue g2', 'nausea g1', 'none')}; {clin.scores(c, ['ecog'], 1)[0].lower()}",
        f"labs {clin.cbc(c).lower()}; {marker.lower()} {c.r.randint(2, 400)}",
        f"port sn {P('DEVICE', c.serial())}, chair {P('LOCATION_OTHER', c.r.randint(1, 24))}, rn {P('DOCTOR', c.form(irn, c.ch('first', 'fi')))}",
        f"plan: treat, next {c.D(c.plus(c.base, 14), c.ch('md', 'wk_md'))}",
        f"{P('DOCTOR', c.form(onco, c.ch('last', 'init', 'f_last')))}",
    ]
    return "\n".join(lines), "terse-lower"


# ====================================================================== 10. dialysis run sheet
def dialysis(c):
    if c.lower:
        return dialysis_terse(c)
    pt = c.pt
    neph = c.person("DOCTOR")
    tech = c.person("DOCTOR")
    rn = c.person("DOCTOR")
    driver = c.person("FAMILY")
    layout = c.ch("table", "kv", "form")
    unit = c.ch([u for u in PL.DIALYSIS_UNITS if ("Centre" in u or "Harcourt" in u) == (c.locale == "CA")])
    station = P("LOCATION_OTHER", c.r.randint(1, 24))
    sched = c.ch("MWF", "TTS", "M/W/F", "Tu/Th/Sa")
    edw = round(c.r.uniform(48, 120), 1)
    pre = round(edw + c.r.uniform(0.4, 4.2), 1)
    post = round(edw + c.r.uniform(-0.3, 0.8), 1)
    start_h = c.r.randint(5, 16)
    rows = [["Time", "BP", "HR", "Qb", "VP", "AP", "TMP", "UF vol", "Init"]]
    tech_i = P("DOCTOR", c.form(tech, c.ch("init", "init_low")))
    for k in range(c.r.randint(6, 9)):
        h = start_h + (k * 30) // 60
        m = (k * 30) % 60
        rows.append([f"{h:02d}{m:02d}", f"{c.r.randint(88, 178)}/{c.r.randint(44, 96)}", str(c.r.randint(58, 110)),
                     c.ch("400", "450", "350", "300"), str(c.r.randint(90, 220)), f"-{c.r.randint(120, 240)}",
                     str(c.r.randint(20, 90)), str(c.r.randint(0, 4000) // 50 * 50), tech_i if c.chance(0.6) else ""])
    run = clin.table(rows)
    machine = (f"Machine #{c.r.randint(1, 40)} ({c.ch('Fresenius 2008T', 'Fresenius 5008', 'Baxter AK 98', 'B. Braun Dialog+')}), "
               f"SN {P('DEVICE', c.serial())}; dialyzer {c.ch('Optiflux 180NR', 'Optiflux 160NR', 'Revaclear 400', 'FX 80')}")
    if c.chance(0.5):
        machine += f"; network {P('IPADDR', c.ip())}"
    rx = (f"Rx: {c.ch('3.5', '4', '3.75', '3')} h, Qb {c.ch('400', '450', '350')}, Qd {c.ch('600', '700', '500', '800')}, "
          f"bath {c.ch('2K/2.5Ca', '3K/2.5Ca', '2K/3.0Ca', '1K/2.5Ca')}, Na {c.ch('138', '140', '137')}, "
          f"heparin {c.ch('2000 u bolus + 500 u/h', '1000 u bolus', 'none (heparin-free)')}")
    access = c.ch("L brachiocephalic AVF", "R radiocephalic AVF", "L upper arm AVG", "R IJ tunneled HD catheter (permcath)")
    if "catheter" in access:
        acc_state = f"{c.ch('aspirated/flushed both lumens', 'lines reversed for flow', 'dressing changed, site clean')}. "
    else:
        acc_state = (f"{c.ch('+thrill/+bruit', 'good thrill', 'prolonged bleeding 15 min post last run')}, "
                     f"cannulated 15G x2 {c.ch('first attempt', 'second attempt on arterial')}. ")
    access_txt = (f"{access}: {acc_state}"
                  f"{'Catheter placed' if 'catheter' in access else 'Access created'} {c.D(c.plus(c.base, -c.r.randint(60, 2000)), c.ch('my', 'mony', 'mdy', 'y'))} "
                  f"by {c.dr(c.person('DOCTOR'), c.ch('Dr. L', 'Dr L'))}.")
    meds_given = clin.meds(c, ("renal",), c.r.randint(2, 4))
    labs = (f"Monthly labs {c.D(c.plus(c.base, -c.r.randint(1, 25)), c.ch('md', 'mon_d', 'md0'))}: {', '.join(clin.scores(c, ['ktv', 'urr'], 2))}, "
            f"Hgb {clin.f1(c.r.uniform(8.4, 12.6))}, albumin {clin.f1(c.r.uniform(2.8, 4.3))}, "
            f"{clin.misc_labs(c, 2)}")
    assess = (f"Pre-tx: alert, {c.ch('no edema', '1+ pedal edema', 'lungs clear', 'crackles bases')}, "
              f"{c.ch('no complaints', 'reports cramping last run', 'missed ' + P('DATE', c.ch('Friday', 'Saturday', 'Monday')) + ' run', 'c/o itching')}. "
              f"{c.ch('Cramping at hour 3; UF paused, NS 200 mL given.', 'Tolerated well.', 'BP dropped to 86/44 at hour 2; Trendelenburg, UF goal reduced.', 'Uneventful run.')} "
              f"{clin.ordinary(c, 1, 'exam')[0]}")
    trans = (f"Transport: {P('ORGANIZATION', c.ch(['Ridewell Medical Transport', 'Bluebird Wheelchair Van Service']))}, "
             f"driver {P('FAMILY', c.form(driver, c.ch('first', 'full')))}, van plate {P('VEHICLE', c.plate())}; pick-up {clin.tod(c)}.")
    hdr = [("Patient", c.nm(pt, c.ch("LFM", "LF", "full"))), ("MRN", P("MRN", c.mrn_v)),
           ("Treatment date", c.D(c.base, c.ch(c.full_fmts() + ['wk_md', 'wk_long']))), ("Schedule", f"{sched}, chair/station {station}"),
           ("Nephrologist", c.dr(neph, c.ch("Dr. FL", "Dr. L"))), ("EDW", f"{edw} kg"),
           ("Pre wt", f"{pre} kg"), ("Post wt", f"{post} kg"), ("UF goal", f"{round((pre - edw) * 1000 // 100 * 100)} mL")]
    if c.chance(0.5):
        hdr.append(("Check-in", f"palm vein {P('BIOID', c.bioid())} verified"))
    if c.chance(0.35):
        hdr.append(("Age", c.A(c.age_v, c.ch("yo", "yrs", "bare"))))
    if c.chance(0.3):
        hdr.append(("ID", foreign_ids(c)))
    if layout == "kv":
        head = f"{P('HOSPITAL', unit)} - HEMODIALYSIS RUN SHEET\n{kv_lines(hdr, two_col=True, width=44)}\n"
    elif layout == "form":
        head = (f"HD TREATMENT RECORD   {P('HOSPITAL', unit)}, {P('CITY', c.town())}\n"
                + clin.table([[k, v] for k, v in hdr]) + "\n")
    else:
        head = (f"Run sheet - {c.nm(pt, c.ch('full', 'LF'))} ({P('MRN', c.mrn_v)}) - {P('HOSPITAL', unit)} - "
                f"{c.D(c.base, c.ch('wk_md', 'mdy', 'iso'))}\nStation {station}, {sched}\n")
    body = (f"\n{machine}\n{rx}\n\nACCESS\n{access_txt}\n\nINTRADIALYTIC MONITORING\n{run}\n\n"
            f"MEDICATIONS GIVEN\n{meds_given}\n\nASSESSMENT\n{assess}\n\nLABS\n{labs}\n\n{trans}\n")
    tail = (f"Tech: {P('DOCTOR', c.form(tech, c.ch('full', 'fi')))}, CCHT (initials {tech_i})\n"
            f"Charge RN: {P('DOCTOR', c.form(rn, c.ch('full', 'LF', 'fi')))}, RN  {clin.tod(c)}\n"
            f"Rounded by {c.dr(neph, c.ch('Dr. L', 'Dr L'))} - {clin.cpt(c, ['90935', '90960'])}")
    return head + body + "\n" + tail, layout


def dialysis_terse(c):
    pt = c.pt
    tech = c.person("DOCTOR")
    neph = c.person("DOCTOR")
    edw = round(c.r.uniform(50, 110), 1)
    lines = [
        f"hd {c.D(c.base, c.ch('md', 'wk_md', 'mdy2'))} chair {P('LOCATION_OTHER', c.r.randint(1, 20))} {c.ch('mwf', 'tts')} "
        f"{c.ch('1st', '2nd', '3rd')} shift",
        f"{c.nm(pt, c.ch('LF', 'last', 'full'))} mrn {P('MRN', c.mrn_v)} {c.A(c.age_v, c.ch('yo_ns', 'sexF'), pt.sex)}",
        f"mach sn {P('DEVICE', c.serial())}",
        f"edw {edw} pre {round(edw + c.r.uniform(0.5, 4), 1)} post {round(edw + c.r.uniform(-0.2, 0.7), 1)}",
        f"access {c.ch('l avf', 'r avg', 'r ij permcath')} +t/+b",
        f"bp {c.r.randint(120, 180)}/{c.r.randint(60, 96)} -> {c.r.randint(90, 150)}/{c.r.randint(50, 84)}; "
        f"{c.ch('cramps hr 3', 'tol well', 'hypotn hr 2, ns 200', 'uneventful')}",
        f"gave {clin.meds_inline(c, ('renal',), 2).lower()}",
        f"{clin.scores(c, ['ktv'], 1)[0].lower()}",
        f"ride {P('ORGANIZATION', c.ch(['Ridewell Medical Transport', 'Bluebird Wheelchair Van Service']))} {clin.tod(c)}",
        f"{P('DOCTOR', c.form(tech, c.ch('first', 'init_low', 'fi')))} tech / {c.dr(neph, c.ch('Dr L', 'Dr. L'))} aware",
    ]
    return "\n".join(lines), "terse-lower"


# ====================================================================== 11. home-health visit
def homehealth(c):
    if c.lower:
        return homehealth_terse(c)
    pt = c.pt
    rn = c.person("DOCTOR")
    md = c.person("DOCTOR")
    aide = c.person("DOCTOR")
    cg = relative(c)
    neigh = relative(c, word="neighbor", same_last=False)
    agency = c.ch(PL.HOME_HEALTH)
    c.sec_style = c.ch("caps", "colon", "hash", "under")
    layout = c.ch("headed", "kv", "narrative")
    soc = c.plus(c.base, -c.r.randint(3, 40))
    cert_end = c.plus(soc, 59)
    tin, tout = clin.tod_seq(c, 2)
    directions = c.ch(f"Blue ranch house past {P('LOCATION_OTHER', c.ch(PL.LANDMARKS))}; park on the street.",
                      f"Second building behind {P('LOCATION_OTHER', c.ch(PL.LANDMARKS))}, ring unit buzzer.",
                      "Gravel drive, dog in yard; call on arrival.", "Use side door; key in lockbox, code with office.")
    hx = (f"{age_lead(c, pt)} s/p {c.ch('CHF admission', 'hip ORIF', 'sacral wound', 'new insulin start', 'COPD exacerbation')} "
          f"at {P('HOSPITAL', c.hospital())}, discharged {c.D(c.plus(soc, -1), c.ch('md', 'mdy', 'mon_d'))}. "
          f"Primary caregiver is {his(pt)} {cg.rel} {P('FAMILY', c.form(cg, c.ch('first', 'full', 'nick')))}"
          f"{c.maybe(0.5, ' (' + P('PHONE', c.phone()) + ')')}; neighbor {P('FAMILY', c.form(neigh, c.ch('first', 'full')))} helps with meals.")
    vit = clin.vitals(c, c.ch("lines", "comma", "pipe"))
    wound = (f"Wound #1 {c.ch('sacrum', 'L heel', 'R lateral malleolus', 'surgical incision L hip')}: "
             f"{clin.f1(c.r.uniform(0.5, 6))} x {clin.f1(c.r.uniform(0.5, 5))} x {clin.f1(c.r.uniform(0.1, 2))} cm, "
             f"{c.ch('granulating', '50% slough', 'well approximated, staples intact', 'serous drainage small')}; "
             f"{clin.scores(c, ['braden'], 1)[0]}.")
    medrec = (f"Med reconciliation: {c.ch('no discrepancies', 'duplicate metoprolol found - called MD', 'patient not taking furosemide', 'pill box filled for 2 weeks')}.\n"
              + clin.meds(c, ("general",), c.r.randint(3, 6)))
    safety = (f"{clin.scores(c, ['morse', 'tinetti', 'katz'], 2)[0]}. {c.ch('Throw rugs removed', 'Grab bars needed', 'Night lights in hall', 'Walker in use')}. "
              f"{c.ch('Still driving his truck', 'Daughter drives', 'Still driving her car')} (plate {P('VEHICLE', c.plate())}); "
              f"{c.ch('advised against driving', 'safety discussed', 'no concerns')}. {clin.ordinary(c, 1, 'exam')[0]}")
    dme = (f"DME: {c.ch('hospital bed', 'shower chair', 'rolling walker', 'oxygen concentrator 2 L')} from "
           f"{P('ORGANIZATION', c.ch(['Northway Medical Supply', 'Cardinal Oxygen and DME']))}, {c.PH()}.")
    tele = ""
    if c.chance(0.55):
        tele = (f"Telemonitor {c.ch('scale + BP cuff', 'pulse oximeter hub', 'glucometer hub')} SN {P('DEVICE', c.serial())} "
                f"transmitting via home router {P('IPADDR', c.ip())}; readings reviewed on {P('URL', c.url())}.")
    plan = [f"Next SN visit {c.D(c.plus(c.base, c.r.randint(2, 7)), c.ch('wk', 'wk_md', 'md', 'wk_mon_d'))}.",
            f"HHA {P('DOCTOR', c.form(aide, c.ch('first', 'full')))} 3x/week for bathing.",
            f"Report to {c.dr(md, c.ch('Dr. FL', 'Dr. L'))} (NPI {P('LICENSE', c.npi())}): {c.ch('weight up 2 kg', 'BP stable', 'wound improving', 'glucose 250s')}.",
            f"Cert period {c.D(soc, 'md')}-{c.D(cert_end, 'md')}; {clin.cpt(c, ['G0180', '99496'])}."]
    hdr = [("Agency", P("HOSPITAL", agency)), ("Patient", c.nm(pt, c.ch("LF", "full", "LFM"))),
           ("Agency MR#", P("MRN", c.mrn_v)), ("Address", c.addr_inline(c.home)), ("Phone", c.PH()),
           ("Visit date", c.D(c.base, c.ch(c.full_fmts() + ['wk_long']))), ("Time in/out", f"{tin} / {tout}"),
           ("SOC", c.D(soc)), ("Payer", insurance(c).replace("\n", "; "))]
    if c.chance(0.35):
        hdr.append(("ID", foreign_ids(c)))
    if layout == "kv":
        head = f"HOME HEALTH SKILLED NURSING VISIT\n{kv_lines(hdr)}\nDirections: {directions}\n"
    elif layout == "headed":
        head = (f"{P('HOSPITAL', agency)} - Skilled Nursing Visit Note\n{banner(c)}\n"
                f"{c.addr_block(c.home)}\nVisit {c.D(c.base)} {tin}-{tout}\n")
    else:
        head = (f"Visited {c.nm(pt, c.ch('full', 'fml'))} at home, {c.addr_inline(c.home, False)}, on "
                f"{c.D(c.base, c.ch('long', 'wk_long', 'wk_mon_d'))} from {tin} to {tout} for {P('HOSPITAL', agency)}. "
                f"{directions}\n")
    body = (sec(c, "History", hx) + sec(c, "Vitals", vit) + sec(c, "Wound", wound) + sec(c, "Medications", medrec) +
            sec(c, "Safety", safety) + sec(c, "Equipment", dme + (" " + tele if tele else "")) + sec(c, "Plan", numbered(plan)))
    tail = (f"{P('DOCTOR', c.form(rn, c.ch('full', 'fml')))}, RN  lic. {P('LICENSE', c.lic('rn'))}\n"
            f"Signed {c.D(c.base)} {clin.tod(c)}; mileage logged")
    return head + "\n" + body + "\n" + tail, layout


def homehealth_terse(c):
    pt = c.pt
    rn = c.person("DOCTOR")
    md = c.person("DOCTOR")
    cg = relative(c)
    lines = [
        f"hh sn visit {c.D(c.base, c.ch('md', 'mdy2', 'wk_md'))} {'-'.join(clin.tod_seq(c, 2))}",
        f"{c.nm(pt, c.ch('LF', 'full', 'last'))} {c.A(c.age_v, c.ch('yo_ns', 'sexF', 'yo'), pt.sex)}, {P('STREET', c.home['street'])}, "
        f"{P('CITY', c.home['city'])}",
        f"agency {P('HOSPITAL', c.ch(PL.HOME_HEALTH))} mr {P('MRN', c.mrn_v)}",
        f"cg {cg.rel} {P('FAMILY', c.form(cg, c.ch('first', 'nick')))} {c.PH()}",
        f"vs {clin.vitals(c, 'terse')}",
        f"wound {c.ch('sacrum', 'l heel', 'hip inc')} {clin.f1(c.r.uniform(0.5, 5))}x{clin.f1(c.r.uniform(0.5, 4))} {c.ch('granulating', 'slough', 'clean')}",
        f"meds reviewed, {c.ch('pillbox filled', 'no changes', 'lasix missed x2')}",
        f"{clin.scores(c, ['morse', 'braden'], 1)[0].lower()}",
        f"tele hub sn {P('DEVICE', c.serial())}" if c.chance(0.5) else f"{c.ch('car', 'truck')} plate {P('VEHICLE', c.plate())} - still driving",
        f"call {c.dr(md, c.ch('Dr L', 'Dr. L'))} re {c.ch('wt gain', 'bp', 'bs 300s')}",
        f"next {c.D(c.plus(c.base, c.r.randint(2, 6)), c.ch('wk', 'wk_md'))}",
        f"{P('DOCTOR', c.form(rn, c.ch('first', 'fi', 'full')))} rn",
    ]
    return "\n".join(lines), "terse-lower"


# ====================================================================== 12. physical therapy evaluation
def pteval(c):
    if c.lower:
        return pteval_terse(c)
    pt = c.pt
    ther = c.person("DOCTOR")
    pta = c.person("DOCTOR")
    ref = c.person("DOCTOR")
    fam = relative(c)
    c.sec_style = c.ch("caps", "colon", "hash", "under")
    layout = c.ch("headed", "kv", "table")
    clinic = c.ch([x for x in PL.CLINICS if "PT" in x or "Therapy" in x or "Rehab" in x] + [c.hosp + " Outpatient Rehab"])
    cond = c.ch([("s/p R TKA", "M17.11"), ("low back pain with radiculopathy", "M54.50"), ("gait instability, recurrent falls", "R26.81"),
                 ("s/p L hip hemiarthroplasty", "S72.001A"), ("Parkinson's disease with freezing of gait", "G20")])
    onset = c.plus(c.base, -c.r.randint(7, 120))
    job = c.ch(PL.PROFESSIONS)
    subj = (f"{age_lead(c, pt)} referred by {c.dr(ref, c.ch('Dr. FL', 'Dr. L', 'Dr. Fi'))} for {cond[0]} "
            f"({cond[1]}), date of {c.ch('surgery', 'onset', 'injury')} {c.D(onset, c.ch('md', 'mdy', 'long', 'iso'))}. "
            + (f"PLOF: independent, retired {P('PROFESSION', job)}; volunteers at {P('ORGANIZATION', c.ch(PL.AGENCIES + PL.CHURCHES))}. "
               if c.age_v >= 70 else
               f"PLOF: independent, works as a {P('PROFESSION', job)}{c.maybe(0.6, ' at ' + P('ORGANIZATION', c.ch(PL.EMPLOYERS)))}. ")
            + f"Lives with {fam.rel} {P('FAMILY', c.form(fam, c.ch('first', 'full')))} in a {c.ch('two-story house, 12 steps with one rail', 'ground-floor apartment', 'split-level home, 6 steps to enter')}. "
            f"Goal: {c.ch('return to work', 'walk the dog', 'dance at a granddaughter wedding in ' + c.D(c.plus(c.base, c.r.randint(40, 200)), c.ch('month_d', 'my')), 'garden again', 'go back to church choir')}. "
            f"{clin.scores(c, ['pain'], 1)[0].capitalize()} at rest.")
    rom = clin.table([["", "Left", "Right"],
                      ["Knee flex", f"{c.r.randint(70, 140)} deg", f"{c.r.randint(70, 140)} deg"],
                      ["Knee ext", f"-{c.r.randint(0, 15)} deg", f"{c.r.randint(0, 5)} deg"],
                      ["Hip flex MMT", f"{c.ch('3+', '4-', '4', '4+', '5')}/5", f"{c.ch('3+', '4-', '4', '5')}/5"],
                      ["Quad MMT", f"{c.ch('3', '4-', '4', '5')}/5", f"{c.ch('3+', '4', '5')}/5"]])
    measures = ", ".join(clin.scores(c, ["berg", "tug", "tinetti", "fim"], 3)) + f", 6MWT {c.r.randint(120, 480)} m"
    assess = (f"Pt presents with decreased ROM, strength and balance limiting ADLs and {c.ch('work duties', 'community ambulation', 'stairs')}. "
              f"{c.ch('Trendelenburg gait noted.', 'Antalgic gait with walker.', 'Romberg positive.')} Good rehab potential. "
              f"{clin.ordinary(c, 1, 'exam')[0]}")
    goals = [f"STG ({c.D(c.plus(c.base, 14), c.ch('md', 'mdy'))}): independent HEP.",
             f"LTG ({c.D(c.plus(c.base, 42), c.ch('md', 'mdy'))}): Berg > 48/56, stairs reciprocal with rail.",
             (f"LTG: return to {P('PROFESSION', job)} duties{c.maybe(0.5, ' (lifting 25 lb)')}." if c.age_v < 70 else
             "LTG: community ambulation with cane 500 ft.")]
    plan = (f"2x/week x 6 weeks: {clin.cpt(c, ['97161', '97162', '97110'])}, gait training, neuromuscular re-ed. "
            f"Auth # {P('IDNUM', c.idnum('auth'))} for {c.r.randint(8, 20)} visits through {c.D(c.plus(c.base, 60), c.ch('md', 'mdy', 'mon_d'))}. "
            f"HEP on {P('URL', c.url())}.")
    hdr = [("Patient", c.nm(pt, c.ch("LF", "full", "LFM"))), ("MRN", P("MRN", c.mrn_v)), ("DOB", c.D(c.dob)),
           ("Eval date", c.D(c.base)), ("Referring", c.dr(ref, "Dr. FL")), ("Dx", f"{cond[0]} ({cond[1]})"),
           ("Visit #", "1"), ("Payer", insurance(c).replace("\n", "; "))]
    if layout == "kv":
        head = f"{P('HOSPITAL', clinic)}\nPHYSICAL THERAPY INITIAL EVALUATION\n{kv_lines(hdr)}\n"
    elif layout == "table":
        head = (f"PT EVALUATION - {P('HOSPITAL', clinic)}\n" + clin.table([[k, v] for k, v in hdr]) + "\n")
    else:
        head = f"Physical Therapy Evaluation\n{banner(c, [P('HOSPITAL', clinic)])}\nDate: {c.D(c.base, c.ch('wk_long', 'long', 'mdy'))}\n"
    body = (sec(c, "Subjective", subj) + sec(c, "Objective", f"{clin.vitals(c, 'comma')}\n{rom}\nOutcome measures: {measures}") +
            sec(c, "Assessment", assess) + sec(c, "Goals", bullets(goals)) + sec(c, "Plan", plan))
    tail = (f"{P('DOCTOR', c.form(ther, c.ch('full', 'fml')))}, {c.ch('PT, DPT', 'DPT', 'PT')}  "
            f"Lic {P('LICENSE', c.lic(c.ch('md', 'rn')))}\n")
    if c.chance(0.5):
        tail += f"Treatment to be provided with {P('DOCTOR', c.form(pta, c.ch('full', 'fi')))}, PTA.\n"
    tail += f"Faxed to {c.dr(ref, 'Dr. L')} at {c.FX()} on {c.D(c.plus(c.base, 1), c.ch('md', 'mdy'))}."
    return head + "\n" + body + "\n" + tail, layout


def pteval_terse(c):
    pt = c.pt
    ther = c.person("DOCTOR")
    ref = c.person("DOCTOR")
    lines = [
        f"pt eval {c.D(c.base, c.ch('md', 'mdy2', 'wk_md'))}",
        f"{c.nm(pt, c.ch('LF', 'full', 'fi'))} {c.A(c.age_v, c.ch('yo_ns', 'sexF', 'sex_sp'), pt.sex)} mrn {P('MRN', c.mrn_v)}",
        f"ref {c.dr(ref, c.ch('Dr L', 'Dr. L'))} - {c.ch('r tka', 'lbp', 'falls', 'l hip hemi', 'parkinsons gait')} "
        f"doi {c.D(c.plus(c.base, -c.r.randint(7, 90)), c.ch('md', 'mdy2'))}",
        f"plof indep, {P('PROFESSION', c.ch(PL.PROFESSIONS))}; 2 story home, 12 steps",
        f"rom knee {c.r.randint(80, 130)}/-{c.r.randint(0, 10)}, quad {c.ch('3+', '4-', '4')}/5",
        f"{', '.join(x.lower() for x in clin.scores(c, ['berg', 'tug', 'tinetti'], 2))}",
        f"poc 2x/wk x 6wk, {c.ch('97161', '97162')}, auth {P('IDNUM', c.idnum('auth'))}",
        f"goals: indep hep by {c.D(c.plus(c.base, 14), c.ch('md', 'wk_md'))}",
        f"{P('DOCTOR', c.form(ther, c.ch('first', 'fi', 'full')))} dpt",
    ]
    return "\n".join(lines), "terse-lower"


# ====================================================================== 13. case-management note
def casemgmt(c):
    if c.lower:
        return casemgmt_terse(c)
    pt = c.pt
    cm = c.person("DOCTOR")
    sw = c.person("DOCTOR")
    att = c.person("DOCTOR")
    liaison = c.person("DOCTOR")
    reviewer = c.person("DOCTOR")
    poa = relative(c)
    aps = c.person("FAMILY")
    c.sec_style = c.ch("caps", "colon", "hash", "under")
    layout = c.ch("narrative", "kv", "headed")
    ad = c.plus(c.base, -c.r.randint(2, 12))
    edd = c.plus(c.base, c.r.randint(1, 4))
    facs = c.shuffle(PL.CARE_HOMES)[:c.r.randint(2, 4)]
    ref_rows = [["Facility", "Contact", "Phone", "Status"]]
    for f in facs:
        ref_rows.append([P("HOSPITAL", f), P("DOCTOR", c.form(c.person("DOCTOR"), c.ch("full", "fi"))), c.PH(),
                         c.ch("accepted", "declined - no bed", "pending clinicals", "reviewing")])
    refs = clin.table(ref_rows)
    assess = (f"{age_lead(c, pt)} admitted {c.D(ad, c.ch('md', 'mdy', 'mon_d'))} with "
              f"{c.ch('CHF exacerbation', 'hip fracture', 'sepsis', 'stroke with L hemiparesis', 'failure to thrive')}. "
              f"Prior to admission lived at "
              f"{c.addr_inline(c.home)}. {c.ch('PT recommends SNF', 'OT recommends 24h supervision', 'Team recommends home with services')}. "
              f"{social(c, poa, work=c.chance(0.5))}")
    payer = insurance(c, two=c.chance(0.5))
    auth = (f"Auth requested from {P('ORGANIZATION', c.ch(PL.INSURERS))} on {c.D(c.base, c.ch('md', 'mdy'))}; reviewer "
            f"{P('DOCTOR', c.form(reviewer, c.ch('full', 'fi')))}, RN ({c.PH(ext=True)}); ref # {P('IDNUM', c.idnum('ref'))}, "
            f"auth # {P('IDNUM', c.idnum('auth'))}. Fax clinicals to {c.FX()}.")
    if c.locale == "CA":
        auth = (f"Long-term care application submitted via {P('HOSPITAL', c.ch(PL.HOME_HEALTH))}; coordinator "
                f"{P('DOCTOR', c.form(reviewer, 'full'))} {c.PH()}; case # {P('IDNUM', c.idnum('case'))}.")
    family = (f"Met with {poa.rel} {P('FAMILY', c.form(poa, c.ch('full', 'first')))} ({c.ch('HCPOA', 'POA', 'substitute decision-maker', 'legal guardian')}), "
              f"{c.PH()}, {P('EMAIL', c.email(poa))}, on {c.D(c.base, c.ch('wk', 'wk_md', 'md'))} at {clin.tod(c)} with {P('DOCTOR', c.form(sw, c.ch('full', 'first')))}, SW. "
              f"{c.ch('Family prefers', 'Patient prefers', 'Family is split on')} {P('HOSPITAL', facs[0])} because it is close to "
              f"{c.ch('their home in', 'church in', 'work in')} {P('CITY', c.town())}.")
    extra = []
    if c.chance(0.35):
        extra.append(f"APS report made to {P('ORGANIZATION', c.ch(['Brennard County Adult Protective Services', 'Oswin County Department of Social Services']))}; "
                     f"caseworker {P('FAMILY', c.form(aps, 'full'))} {c.PH()}, intake # {P('IDNUM', c.idnum('case'))}.")
    if c.chance(0.4):
        extra.append(f"Patient's car left in garage level 3; plate {P('VEHICLE', c.plate())}, keys with security.")
    if c.chance(0.4):
        extra.append(f"Medicaid application started; SSN {P('SSN', c.ssn())} verified with patient." if c.locale == "US"
                     else f"{foreign_ids(c)} noted for billing.")
    if c.chance(0.4):
        extra.append(f"Referral sent in the portal by user {P('USERNAME', c.username(cm))} to {P('EMAIL', c.email(org=True))}; "
                     f"facility intake page {P('URL', c.url())}.")
    if c.chance(0.4):
        extra.append(f"DME ordered from {P('ORGANIZATION', c.ch(['Northway Medical Supply', 'Cardinal Oxygen and DME']))}: "
                     f"{c.ch('rolling walker', 'hospital bed', 'home O2 2L', 'wheelchair')}; order {P('IDNUM', c.idnum('order'))}.")
    extra.append(f"Transport: {P('ORGANIZATION', c.ch(['Ridewell Medical Transport', 'Bluebird Wheelchair Van Service']))} booked for "
                 f"{c.D(edd, c.ch('wk_md', 'md', 'wk_mon_d'))} at {clin.tod(c)}. {clin.ordinary(c, 1, 'plan')[0]}")
    plan = (f"Expected discharge {c.D(edd, c.ch('md', 'mdy', 'wk_md'))}. {clin.scores(c, ['lace'], 1)[0]}. "
            f"Will follow; {clin.role(c)} updated. Liaison {P('DOCTOR', c.form(liaison, c.ch('full', 'first')))} "
            f"at {P('HOSPITAL', facs[0])} ({c.PH()}) to review clinicals.")
    hdr = [("Patient", c.nm(pt, c.ch("LF", "full", "LFM"))), ("MRN", P("MRN", c.mrn_v)), ("Acct", P("ACCOUNT", c.acct_v)),
           ("Unit", f"{P('HOSPITAL', c.ch(PL.UNITS))} {P('LOCATION_OTHER', c.r.randint(300, 899))}"),
           ("Attending", c.dr(att, c.ch("Dr. FL", "Dr. L"))), ("Admit", c.D(ad)), ("EDD", c.D(edd))]
    if layout == "kv":
        head = f"CASE MANAGEMENT PROGRESS NOTE - {P('HOSPITAL', c.hosp)}\n{kv_lines(hdr, two_col=c.chance(0.5))}\n"
    elif layout == "headed":
        head = f"Case Management / Discharge Planning\n{banner(c)}\n{c.D(c.base, c.ch('wk_long', 'long', 'mdy'))}\n"
    else:
        head = (f"CM note {c.D(c.base)} {clin.tod(c)} re {c.nm(pt, c.ch('full', 'LF'))} (MRN {P('MRN', c.mrn_v)}), "
                f"attending {c.dr(att)}.\n")
    body = (sec(c, "Assessment", assess) + sec(c, "Payer", payer) + sec(c, "Authorization", auth) +
            sec(c, "Family meeting", family) + sec(c, "Referrals", refs) + sec(c, "Other", bullets(extra)) +
            sec(c, "Plan", plan))
    tail = (f"{P('DOCTOR', c.form(cm, c.ch('full', 'fml')))}, RN, {c.ch('CCM', 'ACM-RN', 'case manager')}  {c.PH(ext=True)}\n"
            f"{P('EMAIL', c.email(cm))}")
    return head + "\n" + body + "\n" + tail, layout


def casemgmt_terse(c):
    pt = c.pt
    cm = c.person("DOCTOR")
    poa = relative(c)
    fac = c.ch(PL.CARE_HOMES)
    lines = [
        f"cm {c.D(c.base, c.ch('md', 'mdy2', 'wk_md'))} {clin.tod(c)}",
        f"{c.nm(pt, c.ch('LF', 'full', 'last'))} mrn {P('MRN', c.mrn_v)} {c.A(c.age_v, c.ch('yo_ns', 'sexF'), pt.sex)}",
        f"payer {P('ORGANIZATION', c.ch(PL.INSURERS))} id {P('HEALTHPLAN', c.member())}",
        f"plan snf - referred {P('HOSPITAL', fac)} ({c.PH()}, fax {c.FX()}), {P('HOSPITAL', c.ch(PL.CARE_HOMES))}",
        f"auth {P('IDNUM', c.idnum('auth'))} pending",
        f"spoke w/ {poa.rel} {P('FAMILY', c.form(poa, c.ch('first', 'full')))} poa {c.PH()}",
        f"ride {c.D(c.plus(c.base, c.r.randint(1, 3)), c.ch('wk', 'md'))} {clin.tod(c)}",
        f"{clin.scores(c, ['lace'], 1)[0].lower()}; {clin.role(c)} aware",
        f"{P('DOCTOR', c.form(cm, c.ch('first', 'fi', 'full')))} rn cm pgr {P('PHONE', c.phone('pager'))}",
    ]
    return "\n".join(lines), "terse-lower"


# ====================================================================== 14. after-visit summary
def avs(c):
    if c.lower:
        return avs_terse(c)
    pt = c.pt
    prov = c.person("DOCTOR")
    nurse = c.person("DOCTOR")
    other = c.person("DOCTOR")
    layout = c.ch("patient-letter", "kv", "headed")
    clinic = c.clinic("peds") if c.months is not None else c.clinic("any")
    caddr = c.address()
    caddr["city"] = c.home["city"] if c.chance(0.5) else caddr["city"]
    pharm = c.ch(PL.PHARMACIES)
    visit_id = P("ACCOUNT", c.acct())
    appts = []
    for _ in range(c.r.randint(1, 3)):
        d = c.plus(c.base, c.r.randint(3, 120))
        who = c.person("DOCTOR")
        appts.append(f"{c.D(d, c.ch('wk_long', 'wk_md', 'wk_mon_d', 'long'))} at {clin.appt_time(c)} - "
                     f"{c.ch('Lab visit', 'Follow-up', 'Physical therapy', 'Mammogram', 'Eye exam')} with "
                     f"{c.ch(c.dr(who, c.ch('Dr. FL', 'Dr. L')), P('DOCTOR', c.form(who, 'full')) + ', ' + c.ch('PT', 'NP', 'PA-C'))}, "
                     f"{P('HOSPITAL', c.clinic('any'))}")
    ml = c.shuffle(clin.MEDS["general"])
    keep = "\n".join("  * " + m for m in ml[3:3 + c.r.randint(2, 5)])
    meds_chg = f"START: {ml[0]}\nCHANGE: {ml[1]}\nSTOP: {ml[2]}\nKeep taking:\n{keep}"
    instr = [c.ch("Check your blood pressure each morning and write it down.", "Walk 20 minutes a day as you can.",
                  "Use your inhaler before exercise."),
             c.ch("Call us if your weight goes up more than 2 lb in a day or 5 lb in a week.",
                  "Call if you have fever over 100.4 F, chest pain or trouble breathing.",
                  "Go to the nearest emergency department for severe symptoms."),
             clin.patient_line(c)]
    vitals = clin.vitals(c, c.ch("pipe", "comma"))
    dx = ", ".join(x.split(" (")[0] for x in clin.icd(c, None, 2, "paren"))
    portal = (f"Your patient portal: {P('URL', c.url())}\nUsername: {P('USERNAME', c.username(pt))}\n"
              f"Activation code {P('IDNUM', c.letters(5) + '-' + c.letters(5))} (expires {c.D(c.plus(c.base, 30), c.ch('mdy', 'long', 'md'))})")
    if c.chance(0.35):
        portal += f"\nVideo visit link tested from {P('IPADDR', c.ip())} on {c.D(c.base, c.ch('md', 'mdy'))}."
    contact = (f"{P('HOSPITAL', clinic)}\n{c.addr_block(caddr)}\nPhone {c.PH()}  Fax {c.FX()}\n"
               f"Nurse advice line: {c.PH()}{c.maybe(0.4, '  E-mail: ' + P('EMAIL', c.email(org=True)))}")
    who_for = c.nm(pt, c.ch("full", "fml", "upper"))
    if c.months is not None:
        guard = c.person("FAMILY", sex="F", last=pt.last)
        who_for += f" (parent/guardian: {P('FAMILY', c.form(guard, 'full'))})"
    if layout == "patient-letter":
        head = (f"After Visit Summary\n{who_for}  |  DOB {c.D(c.dob)}  |  MRN {P('MRN', c.mrn_v)}\n\n"
                f"Dear {c.ch(c.nm(pt, 'first'), c.title(pt) + ' ' + P('PATIENT', pt.last), c.nm(pt, 'nick'))},\n"
                f"Thank you for visiting {c.dr(prov, c.ch('Dr. L', 'Dr. FL'))} at {P('HOSPITAL', clinic)} on "
                f"{c.D(c.base, c.ch('long', 'wk_long', 'mdy'))}. Visit ID {visit_id}.\n")
    elif layout == "kv":
        head = (f"AFTER VISIT SUMMARY\n" + kv_lines([("Patient", who_for), ("Date", c.D(c.base)), ("MRN", P("MRN", c.mrn_v)),
                                                     ("Provider", c.cred(prov, c.ch('MD', 'DO', 'NP', 'PA-C'))),
                                                     ("Location", P("HOSPITAL", clinic)), ("Visit #", visit_id),
                                                     ("Preferred pharmacy", f"{P('HOSPITAL', pharm)}, {c.PH()}")]) + "\n")
    else:
        head = (f"{P('HOSPITAL', clinic)} - Your Visit Today\n{who_for}, {c.D(c.base, c.ch('wk_long', 'long'))}\n"
                f"Seen by: {c.dr(prov, 'Dr. FL')}; nurse {P('DOCTOR', c.form(nurse, c.ch('first', 'full', 'fi')))}\n")
    body = (f"\nToday's vitals: {vitals}\nYou were seen for: {dx}\n\nYOUR MEDICATIONS\n{meds_chg}\n\n"
            f"WHAT TO DO\n{bullets(instr, '* ')}\n\nUPCOMING APPOINTMENTS\n{bullets(appts, '* ')}\n\n"
            f"Prescriptions sent to {P('HOSPITAL', pharm)} (Rx #{P('IDNUM', c.idnum('rx'))}).\n\n{portal}\n\n"
            f"QUESTIONS?\n{contact}\n")
    if c.chance(0.3):
        body += (f"\nYour referral to {c.dr(other, 'Dr. FL')} was sent; referral # {P('IDNUM', c.idnum('ref'))}. "
                 f"If you do not hear by {c.D(c.plus(c.base, 10), c.ch('wk_mon_d', 'md', 'month_d'))}, call {c.PH()}.\n")
    tail = c.ch(f"Printed {c.D(c.base, 'mdy')} {clin.tod(c)} by {P('USERNAME', c.username(nurse))}",
                f"Page 1 of 1 - printed by {P('DOCTOR', c.form(nurse, 'full'))}, {c.ch('RN', 'LPN', 'MA')}",
                f"Generated {c.D(c.base)} {clin.tod(c)}")
    return head + body + "\n" + tail, layout


def avs_terse(c):
    pt = c.pt
    prov = c.person("DOCTOR")
    lines = [
        f"after visit summary - {c.nm(pt, c.ch('first', 'full'))}",
        f"seen {c.D(c.base, c.ch('wk_md', 'md', 'mdy2'))} by {c.dr(prov, c.ch('Dr L', 'Dr. L'))} at {P('HOSPITAL', c.clinic())}",
        f"for {c.ch('bp check', 'sugar follow up', 'cough', 'knee pain', 'cholesterol')}",
        f"new med: {clin.meds_inline(c, ('general',), 1).lower()}",
        f"stop: {clin.meds_inline(c, ('general',), 1).lower()}",
        f"next appt {c.D(c.plus(c.base, c.r.randint(7, 90)), c.ch('wk_md', 'wk_mon_d', 'md'))} {clin.appt_time(c)}",
        f"labs before - order {P('IDNUM', c.idnum('order'))}",
        f"portal {P('URL', c.url())} user {P('USERNAME', c.username(pt))}",
        f"pharmacy {P('HOSPITAL', c.ch(PL.PHARMACIES))} {c.PH()}",
        f"questions call {c.PH()}; {clin.patient_line(c).lower()}",
    ]
    return "\n".join(lines), "terse-lower"
