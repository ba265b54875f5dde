"""Genre writers. Each returns one marked note (PHI wrapped by compose.P)."""
import datetime as dt

from compose import (P, person, name, staff_sig, D, AGE, dob, base_date, fmt_date, HOLIDAYS, num_words,
                     mrn, healthplan, ssn, account, license_, driver_licence, device, vehicle, vin, bioid, idnum,
                     username, ip, email, url, phone, short_phone, address, street, postcode, hospital, ward, gp,
                     bed, bed_code, lab, labs, vitals, drug, score, eponym, icd, wordneg, clock, digits)
from pools import (REGIONS, CITIES, STATES, COUNTRIES, COUNTRY_OF_REGION, HOSPITALS, WARDS, CARE_HOMES,
                   PHARMACIES, ORGS, HEALTH_FUNDS, PROFESSIONS, DIAGNOSES, CREDENTIALS)

EPO_DX = ["Parkinson's disease", "Alzheimer's dementia", "Cushing's syndrome", "Addison's disease", "Crohn's disease",
          "Hashimoto's thyroiditis", "Bell's palsy", "Baker's cyst", "Colles fracture", "Barrett's oesophagus",
          "Graves disease", "Wernicke's encephalopathy", "Raynaud's phenomenon", "Hodgkin lymphoma (remission)",
          "Paget's disease", "Dupuytren's contracture", "Sjogren's syndrome", "Guillain-Barre syndrome (2019)".replace(" (2019)", ""),
          "Meckel's diverticulum", "Korsakoff syndrome", "Hartmann's procedure (reversed)", "Whipple procedure", "Nissen fundoplication"]
EPO_SIGN = ["Babinski sign", "Murphy's sign", "Kernig's sign", "Romberg test", "Tinel's sign", "Phalen's test",
            "Lachman test", "Homans sign", "Trendelenburg gait", "Cheyne-Stokes breathing", "Kussmaul breathing"]
EPO_DEV = ["Foley catheter", "Hickman line", "Ryle's tube", "Jackson-Pratt drain", "Thomas splint", "Yankauer sucker",
           "Guedel airway", "Zimmer frame"]

SEX_WORD = {"M": ["M", "male", "m"], "F": ["F", "female", "f"]}


class Pt:
    """A patient for one note."""

    def __init__(self, rng, ref, age_lo=19, age_hi=97):
        self.p = person(rng)
        self.age = rng.randint(age_lo, age_hi)
        self.dob = dob(rng, self.age, ref)
        self.sex = self.p.sex


def rel(rng, sex_of_rel=None):
    """Relative word and a person."""
    r = rng.choice(["wife", "husband", "daughter", "son", "dtr", "partner", "sister", "brother", "niece",
                    "neighbour", "friend", "mother", "father", "grandson", "carer"])
    sex = {"wife": "F", "daughter": "F", "dtr": "F", "sister": "F", "niece": "F", "mother": "F",
           "husband": "M", "son": "M", "brother": "M", "father": "M", "grandson": "M"}.get(r)
    return r, person(rng, sex)


def nok_line(rng, region, pt_family=None):
    r, q = rel(rng)
    if pt_family and r in ("wife", "husband", "daughter", "son", "dtr") and rng.random() < 0.5:
        q.family = pt_family
    fmt = rng.choice(["a", "b", "c", "d"])
    ph = P("PHONE", phone(rng, region))
    if fmt == "a":
        return f"NOK: {name(q, 'FAMILY', rng, 'full')} ({r}) {ph}"
    if fmt == "b":
        return f"{r} {name(q, 'FAMILY', rng, 'given')} aware, mob {ph}"
    if fmt == "c":
        return f"NOK {r} - {name(q, 'FAMILY', rng, rng.choice(['full', 'title_family']))}, ph {ph}"
    return f"Contact: {name(q, 'FAMILY', rng, 'full_middle')} [{r}] {ph} / {P('EMAIL', email(rng, q))}"


def holiday_line(rng, region, ref):
    h = P("DATE", rng.choice(HOLIDAYS[region]))
    return rng.choice([f"family away over {h}", f"clinic closed {h} - book after", f"keen to be home for {h}",
                       f"last admission was around {h} {P('DATE', str(ref.year - rng.randint(1, 4)))}",
                       f"moved down from {P('STATE', rng.choice(STATES[region]))} after {h}"])


def meds(rng, k, sep="; "):
    return sep.join(drug(rng) for _ in range(k))


def pmhx(rng):
    items = [rng.choice(EPO_DX), rng.choice(["T2DM", "HTN", "CKD3b", "COPD", "IHD", "OA", "AF", "OSA", "GORD", "hypothyroid"]),
             f"{rng.choice(['NSTEMI', 'CVA', 'PE', 'cellulitis', 'TIA', 'UTI'])} ({icd(rng)})", rng.choice(EPO_DX)]
    rng.shuffle(items)
    return ", ".join(items[:rng.randint(2, 4)])


def lab_trend(rng, ref, k=None):
    """A small results table: dates annotated, numbers not."""
    days = sorted({ref - dt.timedelta(days=rng.randint(0, 6)) for _ in range(k or rng.randint(2, 4))})
    ds = rng.choice(["dm", "dMon", "dots"])
    an = rng.sample(["Na", "K", "Cr", "Urea", "Hb", "WCC", "Plt", "CRP", "INR", "Mg", "Alb", "Bili", "eGFR"], rng.randint(4, 7))
    vals = {"Na": (128, 146, 0), "K": (3.1, 5.8, 1), "Cr": (55, 320, 0), "Urea": (3, 25, 1), "Hb": (78, 150, 0),
            "WCC": (3, 22, 1), "Plt": (90, 450, 0), "CRP": (2, 260, 0), "INR": (0.9, 3.5, 1), "Mg": (0.5, 1.1, 2),
            "Alb": (20, 44, 0), "Bili": (4, 80, 0), "eGFR": (15, 90, 0)}
    sep = rng.choice([" | ", "\t", "  "])
    lines = [sep.join(["    "] + [P("DATE", fmt_date(d, ds)) for d in days])]
    for a in an:
        lo, hi, dp = vals[a]
        lines.append(sep.join([a.ljust(4)] + [f"{round(rng.uniform(lo, hi), dp):.{dp}f}" for _ in days]))
    return "\n".join(lines)


def short(rng):
    lab_, val = short_phone(rng)
    if lab_ == "ph":
        return "ph " + P("PHONE", val)
    return f"{lab_} {P('PHONE', val)}"


def id_pair(label, value, typ, rng, sep=None):
    s = sep if sep is not None else rng.choice([": ", " ", " - ", ":"])
    return f"{label}{s}{P(typ, value)}"


def drs(rng, k):
    return [person(rng) for _ in range(k)]


def pt_ref(pt, rng, styles=None):
    st = rng.choice(styles or ["title_family", "full", "upper_comma", "family_comma_given", "initial_family",
                               "given_initial", "initials", "full_middle", "family_initial"])
    return name(pt.p, "PATIENT", rng, st)


def agesex(pt, rng):
    return AGE(pt.age, rng, rng.choice(["yo", "yo_tight", "sex", "slash", "sexsp", "y"]), pt.sex)


# =================================================================== 1 handover
def handover(rng, region, ref, **kw):
    shift = rng.choice(["AM", "PM", "night", "ND", "late", "early"])
    hosp, wd = hospital(rng, region), ward(rng, region)
    staff = drs(rng, 4)
    L = []
    hdr = rng.choice([
        f"{wd} handover - {D(ref, rng)} - {shift} shift",
        f"HANDOVER {wd} ({hosp}) {D(ref, rng, 'wd_dm')} {shift}",
        f"ISBAR handover // {hosp} // {wd} // {D(ref, rng, 'dmy')}",
        f"{shift} -> next shift handover, {wd}, {D(ref, rng, 'wd_long')}",
    ])
    L.append(hdr)
    L.append(f"Giving: {staff_sig(staff[0], rng)}  Receiving: {staff_sig(staff[1], rng)}")
    if rng.random() < 0.4:
        L.append(f"CNM on: {name(staff[2], 'DOCTOR', rng, 'given')} {short(rng)}")
    L.append("")
    n = rng.randint(3, 6)
    for _ in range(n):
        pt = Pt(rng, ref)
        lbl, mv = mrn(rng, region)
        cons = person(rng)
        style = rng.choice(["isbar", "dash", "compact"])
        adm = ref - dt.timedelta(days=rng.randint(1, 12))
        if style == "isbar":
            L.append(f"{bed(rng)} - {pt_ref(pt, rng)} {agesex(pt, rng)} {lbl} {P('MRN', mv)}")
            L.append(f"S: {rng.choice(DIAGNOSES)}, adm {D(adm, rng, rng.choice(['dm', 'dMon', 'wd3']))} under {name(cons, 'DOCTOR', rng, 'title_family')}")
            L.append(f"B: PMHx {rng.choice(EPO_DX)}, {rng.choice(['T2DM', 'HTN', 'CKD3', 'COPD', 'IHD', 'OA'])}, {icd(rng)}")
            L.append(f"A: {vitals(rng)}, {score(rng)}. {labs(rng, rng.randint(2, 4))}")
            L.append(f"   meds: {meds(rng, rng.randint(2, 4), ', ')}")
            L.append(f"R: {drug(rng)}; {wordneg(rng)}; {rng.choice(['falls risk', 'NBM from midnight', 'FBC/UEC in am', 'strict FBC', '2/24 obs'])}")
            if rng.random() < 0.55:
                L.append("   " + nok_line(rng, region, pt.p.family))
            if rng.random() < 0.12:
                L.append("   " + holiday_line(rng, region, ref))
        elif style == "dash":
            L.append(f"- {bed(rng, rng.choice(['B', 'bed', 'bay']))} {pt_ref(pt, rng)} ({AGE(pt.age, rng, 'sex', pt.sex)}) {rng.choice(DIAGNOSES)} -- {vitals(rng)} -- {drug(rng)} -- {wordneg(rng)}")
            if rng.random() < 0.5:
                L.append(f"  d/w {rel(rng)[0]} {name(person(rng), 'FAMILY', rng, 'given')} re plan; {score(rng)}; {lab(rng, True)}")
        else:
            L.append(f"{bed(rng)}: {pt_ref(pt, rng)}, {AGE(pt.age, rng, rng.choice(['yo', 'yearold', 'aged']), pt.sex)}, {lbl} {P('MRN', mv)}. "
                     f"{rng.choice(['Admitted', 'In'])} with {rng.choice(DIAGNOSES)} since {D(adm, rng)}. Obs: {vitals(rng)}. "
                     f"Bloods {labs(rng, rng.randint(3, 5))}. PMHx {pmhx(rng)}. Plan {drug(rng)} and {rng.choice(['mobilise with physio', 'repeat bloods', 'OT r/v', 'echo Tues'])}.")
            if rng.random() < 0.35:
                L.append(f"  EDD {D(ref + dt.timedelta(days=rng.randint(1, 6)), rng, rng.choice(['weekday', 'wd3', 'dm']))}, "
                         f"{rng.choice(['going home to', 'back to', 'for transfer to'])} {P('HOSPITAL', rng.choice(CARE_HOMES)) if rng.random() < 0.5 else P('CITY', rng.choice(CITIES[region]))}")
        L.append("")
    L.append(rng.choice([f"Signed {staff_sig(staff[0], rng)} {clock(rng)}",
                         f"-- {name(staff[0], 'DOCTOR', rng, 'initials')} {clock(rng)}",
                         f"handed over at {clock(rng)} to {name(staff[1], 'DOCTOR', rng, 'full')}, {rng.choice(CREDENTIALS)}"]))
    return "\n".join(L)


# =================================================================== 2 bed board / census export
def bed_board(rng, region, ref, **kw):
    hosp, wd = hospital(rng, region), ward(rng, region)
    clerk = person(rng)
    fmt = rng.choice(["pipe", "csv", "tab", "fixed"])
    L = []
    L.append(rng.choice([f"BED BOARD - {wd} - {hosp}", f"Census export: {wd}", f"{hosp} | {wd} | bed state"]))
    L.append(f"Exported {D(ref, rng, rng.choice(['dmy', 'iso', 'dMonY']))} {clock(rng)} by user {P('USERNAME', username(rng, clerk))}"
             + (f" from ws {P('IPADDR', ip(rng))}" if rng.random() < 0.6 else ""))
    cols = ["#", "Bed", "Patient", "Age/Sex", "MRN", "Consultant", "Adm", "EDD", "Notes"]
    rows = []
    cons_pool = drs(rng, 4)
    for i in range(rng.randint(7, 13)):
        if rng.random() < 0.1:
            rows.append([str(i + 1), P("LOCATION_OTHER", bed_code(rng)), "EMPTY", "", "", "", "", "", rng.choice(["clean", "awaiting clean", "blocked - MRSA clean"])])
            continue
        pt = Pt(rng, ref)
        lbl, mv = mrn(rng, region)
        adm = ref - dt.timedelta(days=rng.randint(0, 20))
        edd = ref + dt.timedelta(days=rng.randint(0, 7))
        ds = rng.choice(["dm", "dmy_short", "iso", "dMon"])
        note = rng.choice([score(rng), lab(rng), "NBM", "falls risk", "Fluid restrict 1.5L", f"{drug(rng)}",
                           "MRSA +", "VRE screen pending", "DNACPR", "Waterlow 18", "delirium", "1:1 special",
                           f"awaiting {P('HOSPITAL', rng.choice(CARE_HOMES))}", f"ICD-10 {icd(rng)}", eponym(rng)])
        rows.append([str(i + 1), P("LOCATION_OTHER", bed_code(rng)),
                     name(pt.p, "PATIENT", rng, rng.choice(["upper_comma", "family_comma_given", "title_family", "initial_family", "full"])),
                     f"{P('AGE', str(pt.age))}{rng.choice(['', '/', ' '])}{pt.sex}", P("MRN", mv),
                     name(rng.choice(cons_pool), "DOCTOR", rng, rng.choice(["family", "initials", "title_family"])),
                     P("DATE", fmt_date(adm, ds)), P("DATE", fmt_date(edd, ds)) if rng.random() < 0.8 else "TBC", note])
    if fmt == "pipe":
        L.append("| " + " | ".join(cols) + " |")
        L.append("|" + "---|" * len(cols))
        L += ["| " + " | ".join(r) + " |" for r in rows]
    elif fmt == "csv":
        L.append(",".join(cols))
        for r in rows:
            L.append(",".join(f'"{c}"' if "," in c else c for c in r))
    elif fmt == "tab":
        L.append("\t".join(cols))
        L += ["\t".join(r) for r in rows]
    else:
        widths = [3, 6, 28, 8, 10, 16, 12, 12, 0]
        L.append("".join(c.ljust(w) if w else c for c, w in zip(cols, widths)))
        for r in rows:
            # pad by visible length (markers excluded)
            out = ""
            for c, w in zip(r, widths):
                vis = len(c) - 3 * c.count("\ue000") - sum(len(t) for t in _marker_types(c))
                out += c + (" " * max(1, w - vis) if w else "")
            L.append(out)
    occ = sum(1 for r in rows if r[2] != "EMPTY")
    L.append(f"Occupied {occ}/{len(rows)}  Discharges expected: {rng.randint(0, 4)}  Outliers: {rng.randint(0, 3)}")
    if rng.random() < 0.5:
        L.append(f"Bed manager {name(person(rng), 'DOCTOR', rng, 'full')} {short(rng)}")
    return "\n".join(L)


def _marker_types(s):
    out, i = [], 0
    while True:
        i = s.find("\ue000", i)
        if i < 0:
            return out
        j = s.index("\ue001", i)
        out.append(s[i + 1:j])
        i = j


# =================================================================== 3 theatre list
PROCS = ["lap cholecystectomy", "TKR (R)", "THR (L)", "hemiarthroplasty NOF", "ORIF ankle", "lap appendicectomy",
         "Hartmann's procedure", "Whipple procedure", "Nissen fundoplication", "EUA + I&D abscess",
         "TURP", "cystoscopy + stent", "carpal tunnel release", "arthroscopy knee", "inguinal hernia repair (mesh)",
         "debridement foot", "AV fistula formation", "thyroidectomy", "mastectomy + SLNB", "excision BCC nose"]


def theatre_list(rng, region, ref, **kw):
    hosp = hospital(rng, region)
    surg, anaes, scrub = person(rng), person(rng), person(rng)
    t_no = rng.randint(1, 12)
    L = []
    surg_title = "Mr" if region in ("UK", "IE") and surg.sex == "M" else ("Ms" if region in ("UK", "IE") else "Dr")
    L.append(rng.choice([f"THEATRE {t_no} - {hosp} - {D(ref, rng, rng.choice(['wd_long', 'wd_dm', 'wd_dMon']))}",
                         f"Elective list, theatre {t_no}, {D(ref, rng, 'dmy')} ({hosp})"]))
    L.append(f"Surgeon: {surg_title} {P('DOCTOR', surg.family)}   Anaesthetist: {name(anaes, 'DOCTOR', rng, 'title_family')}   "
             f"Scrub: {name(scrub, 'DOCTOR', rng, rng.choice(['full', 'given']))}")
    L.append(f"Coordinator {short(rng)}  Session {rng.choice(['AM 08:00-13:00', 'PM 13:30-18:00', 'all day 08:00-17:30'])}")
    fmt = rng.choice(["pipe", "tab", "lines"])
    cols = ["No", "Time", "Patient", "Age", "MRN", "Ward/Bed", "Procedure", "ASA", "Booking", "Notes"]
    rows = []
    t = dt.datetime(2024, 1, 1, 8, 0)
    for i in range(rng.randint(4, 8)):
        pt = Pt(rng, ref, 18, 92)
        lbl, mv = mrn(rng, region)
        bl, bv = idnum(rng)
        note = rng.choice([f"G&H sample {P('IDNUM', 'GH' + digits(rng, 6))}", f"{drug(rng)} pre-op", f"{lab(rng)}",
                           "latex allergy", "diabetic - 1st", f"{device(rng)[0]} {P('DEVICE', device(rng)[1])}",
                           "NBM since 02:00", f"{score(rng)}", "interpreter booked", f"INR {rng.randint(9, 14) / 10}",
                           f"consent by {rel(rng)[0]} {name(person(rng), 'FAMILY', rng, 'full')}"])
        rows.append([str(i + 1), t.strftime("%H:%M"),
                     name(pt.p, "PATIENT", rng, rng.choice(["upper_comma", "full", "title_family", "family_comma_given"])),
                     P("AGE", str(pt.age)), P("MRN", mv),
                     f"{ward(rng, region)} {P('LOCATION_OTHER', bed_code(rng))}" if rng.random() < 0.7 else "DSU",
                     rng.choice(PROCS), f"ASA {rng.randint(1, 4)}", P("IDNUM", "TB-" + digits(rng, 5)),
                     note + (f"; pre-op {labs(rng, 3)}" if rng.random() < 0.7 else "")])
        t += dt.timedelta(minutes=rng.choice([30, 45, 60, 90, 120]))
    if fmt == "pipe":
        L.append(" | ".join(cols))
        L += [" | ".join(r) for r in rows]
    elif fmt == "tab":
        L.append("\t".join(cols))
        L += ["\t".join(r) for r in rows]
    else:
        for r in rows:
            L.append(f"{r[0]}) {r[1]}  {r[2]} ({r[3]}) {r[4]} - {r[5]} - {r[6]} [{r[7]}] ref {r[8]}; {r[9]}")
    L.append(f"Changes to list: ring {P('PHONE', phone(rng, region, 'land'))} or {short(rng)}")
    if rng.random() < 0.5:
        L.append(f"List printed by {P('USERNAME', username(rng, scrub))} {clock(rng)}")
    return "\n".join(L)


# =================================================================== 4 ward round
def ward_round(rng, region, ref, **kw):
    cons, reg, jr = person(rng), person(rng), person(rng)
    pt = Pt(rng, ref)
    lbl, mv = mrn(rng, region)
    L = []
    L.append(rng.choice([f"WR {D(ref, rng, rng.choice(['dm', 'wd_dm', 'dmy']))} {clock(rng)}",
                         f"Ward round - {name(cons, 'DOCTOR', rng, 'title_family')} - {D(ref, rng, 'wd_dMon')}",
                         f"CONS WR {D(ref, rng, 'dots')}"]))
    L.append(rng.choice([f"Present: {name(cons, 'DOCTOR', rng, 'title_family')}, reg {name(reg, 'DOCTOR', rng, 'given')}, "
                         f"{rng.choice(['RMO', 'SHO', 'intern', 'FY1'])} {name(jr, 'DOCTOR', rng, 'full')}, RN {name(person(rng), 'DOCTOR', rng, 'given')}",
                         f"Seen with {name(cons, 'DOCTOR', rng, 'title_family')} ({name(reg, 'DOCTOR', rng, 'initials')} scribing)"]))
    L.append(f"{pt_ref(pt, rng)} {agesex(pt, rng)} {bed(rng)} {lbl} {P('MRN', mv)}")
    day = rng.randint(1, 14)
    L.append(f"D{day} {rng.choice(DIAGNOSES)}" + (f" (ICD {icd(rng)})" if rng.random() < 0.5 else ""))
    L.append(rng.choice(["S:", "Subj:", "Overnight:"]) + " " + rng.choice([
        "slept ok, pain controlled", "c/o nausea, tolerating sips", "more confused o/n per RN",
        "feels better, keen for home", f"fall o/n - Riskman {P('IDNUM', digits(rng, 6))}, no injury",
        "BO x1, passing flatus"]))
    L.append(f"O: {vitals(rng)}; {score(rng)}")
    L.append(f"   {rng.choice(['chest', 'abdo', 'neuro', 'wound'])}: {rng.choice(['clear', 'soft non-tender', 'no focal deficit', 'clean, dry', 'coarse creps L base', 'mild erythema, marked'])}; {rng.choice(EPO_SIGN)} {rng.choice(['positive', 'negative', 'equivocal'])}; {rng.choice(EPO_DEV)} {rng.choice(['in situ', 'removed', 'nil'])}")
    L.append(f"Bloods ({D(ref - dt.timedelta(days=1), rng, 'dm')}): {labs(rng, rng.randint(3, 6))}")
    if rng.random() < 0.6:
        L.append(lab_trend(rng, ref))
    L.append(f"PMHx: {pmhx(rng)}")
    L.append(f"Meds: {meds(rng, rng.randint(3, 6))}")
    if rng.random() < 0.5:
        a, v = idnum(rng)
        L.append(f"   micro: {rng.choice(['BC x2', 'MSU', 'sputum MCS', 'wound swab'])} {a} {P('IDNUM', v)} - {rng.choice(['NG 48h', 'E. coli sens to ceftriaxone', 'pending', 'MSSA'])}")
    if rng.random() < 0.25:
        a, v = device(rng)
        L.append(f"   {rng.choice(['PPM in situ', 'ICD in situ', 'insulin pump', 'CGM'])} - {a} {P('DEVICE', v)}, {rng.choice(['checked by techs', 'interrogated', 'no issues'])}")
    if rng.random() < 0.45:
        job = rng.choice(PROFESSIONS)
        L.append(rng.choice([
            f"SHx: lives with {rel(rng)[0]} in {P('CITY', rng.choice(CITIES[region]))}, {rng.choice(['works as a', 'retired', 'ex-'])} {P('PROFESSION', job)}.",
            f"Social: {P('PROFESSION', job)} at {P('ORGANIZATION', rng.choice(ORGS))}, {rng.choice(['independent', 'walks with stick', 'uses Zimmer frame'])}",
            f"{'He' if pt.sex == 'M' else 'She'} is a retired {P('PROFESSION', job)} originally from {P('COUNTRY', rng.choice(COUNTRIES))}."]))
    if rng.random() < 0.3:
        L.append("   " + holiday_line(rng, region, ref))
    L.append("Imp: " + rng.choice(["improving", "slow progress", "ongoing delirium", "for step-down", "plateaued"]))
    plan = [drug(rng), drug(rng), wordneg(rng),
            rng.choice([f"rpt {lab(rng).split()[0]} am", "CXR", "CTPA", "echo", "USS abdo", "OT/physio r/v"])]
    rng.shuffle(plan)
    L.append("P: " + "\n   ".join(f"- {x}" for x in plan))
    if rng.random() < 0.5:
        r, q = rel(rng)
        L.append(f"d/w {r} {name(q, 'FAMILY', rng, rng.choice(['given', 'full', 'title_family']))} on phone {P('PHONE', phone(rng, region))} - "
                 + rng.choice(["happy with plan.", "concerned re discharge, family mtg Thurs.", "will visit this pm."]))
    if rng.random() < 0.4:
        L.append(f"EDD {D(ref + dt.timedelta(days=rng.randint(1, 5)), rng, rng.choice(['weekday', 'wd3', 'dMon']))}")
    L.append(rng.choice([f"{name(jr, 'DOCTOR', rng, 'full')} {rng.choice(['RMO', 'SHO', 'FY1', 'intern'])} {short(rng)}",
                         f"-- {name(jr, 'DOCTOR', rng, 'initial_family')}, {rng.choice(CREDENTIALS)}",
                         f"Entered by {P('USERNAME', username(rng, jr))} {clock(rng)}"]))
    return "\n".join(L)


# =================================================================== 5 observation chart CSV
def obs_chart(rng, region, ref, **kw):
    pt = Pt(rng, ref)
    lbl, mv = mrn(rng, region)
    nurses = drs(rng, 4)
    L = []
    L.append(f"# obs export,{name(pt.p, 'PATIENT', rng, rng.choice(['upper_comma', 'full', 'family_comma_given']))},{lbl} {P('MRN', mv)},"
             f"DOB {D(pt.dob, rng, rng.choice(['dmy', 'iso', 'dMonY']))},{ward(rng, region)} {bed(rng, rng.choice(['bed', 'rm']))}")
    L.append(f"# chart,{rng.choice(['NEWS2', 'ADDS', 'Q-ADDS', 'BTF', 'NZEWS'])},target SpO2 {rng.choice(['92-96%', '88-92%'])},{hospital(rng, region)}")
    sep = rng.choice([",", ",", ";"])
    cols = ["date", "time", "RR", "SpO2", "O2", "BP", "HR", "T", "ACVPU", "score", "pain", "init"]
    L.append(sep.join(cols))
    t = dt.datetime.combine(ref, dt.time(rng.choice([0, 2, 6, 8]), 0))
    ds = rng.choice(["iso", "dmy", "dm"])
    for i in range(rng.randint(7, 14)):
        nu = rng.choice(nurses)
        init = P("DOCTOR", rng.choice([nu.initials, nu.initials.lower(), nu.given[0] + ''.join(c for c in nu.family if c.isalpha())[:2].upper()]))
        row = [P("DATE", fmt_date(t.date(), ds)), t.strftime("%H:%M"), str(rng.randint(12, 30)), str(rng.randint(88, 100)),
               rng.choice(["RA", "2L", "4L NP", "HFNC 40%", "RA"]), f"{rng.randint(85, 180)}/{rng.randint(45, 100)}",
               str(rng.randint(50, 130)), f"{rng.randint(355, 389) / 10:.1f}", rng.choice(["A", "A", "A", "C", "V"]),
               str(rng.randint(0, 7)), f"{rng.randint(0, 8)}/10", init]
        L.append(sep.join(row))
        t += dt.timedelta(hours=rng.choice([1, 2, 4, 4, 6]))
    if rng.random() < 0.6:
        L.append(f"# escalation,{t.strftime('%H:%M')},score {rng.randint(5, 8)} - MET/reg called ({name(person(rng), 'DOCTOR', rng, 'title_family')} {short(rng)}),"
                 f"{rng.choice(['fluid bolus 250 mL', 'sepsis pathway', 'ABG: ' + lab(rng)])}")
    L.append(f"# summary,{vitals(rng)},{score(rng)},{lab(rng)}")
    if rng.random() < 0.4:
        L.append(f"# BGL,{rng.choice(['4.8', '11.2', '7.4', '15.9'])} mmol/L,glucometer serial {P('DEVICE', 'GM' + digits(rng, 7))}")
    L.append(f"# signed,{name(rng.choice(nurses), 'DOCTOR', rng, 'full')} {rng.choice(['RN', 'EN', 'RGN', 'RPN'])},{clock(rng)}"
             + (f",{_lic(rng, region, 'nurse')}" if rng.random() < 0.35 else ""))
    return "\n".join(L)


# =================================================================== 6 fluid balance chart
def fluid_balance(rng, region, ref, **kw):
    pt = Pt(rng, ref)
    lbl, mv = mrn(rng, region)
    nurses = drs(rng, 3)
    L = []
    L.append(rng.choice([f"FLUID BALANCE CHART  {D(ref, rng, rng.choice(['dmy', 'wd_dm', 'long']))}",
                         f"24h FBC - {D(ref, rng, 'dMonY')} 07:00 to {D(ref + dt.timedelta(days=1), rng, 'dMon')} 07:00"]))
    L.append(f"Pt: {name(pt.p, 'PATIENT', rng, rng.choice(['upper_comma', 'full', 'title_family']))}  {lbl}: {P('MRN', mv)}  {bed(rng)}  Wt {rng.randint(45, 130)} kg")
    if rng.random() < 0.6:
        a, v = device(rng)
        L.append(f"IV pump: {rng.choice(['volumetric', 'Alaris GP', 'Sapphire'])} {a} {P('DEVICE', v)}; {drug(rng)}")
    L.append(f"Infusions: {meds(rng, rng.randint(1, 3))}")
    L.append(f"Restriction: {rng.choice(['1.5 L/24h', '1 L/24h', 'nil', '2 L/24h'])}  IDC: {rng.choice(['Foley catheter 14Fr', 'nil', 'Foley 16Fr'])}")
    sep = rng.choice(["\t", " | "])
    L.append(sep.join(["time", "IV", "oral", "NG", "urine", "drain", "vomit", "run_in", "run_out", "init"]))
    rin = rout = 0
    t = dt.datetime(2024, 1, 1, 7, 0)
    for i in range(rng.randint(8, 14)):
        iv, po, ng = rng.choice([0, 80, 83, 100, 125]), rng.choice([0, 0, 50, 100, 150, 200]), rng.choice([0, 0, 30])
        ur, dr, vo = rng.choice([0, 40, 60, 120, 250, 400]), rng.choice([0, 0, 15, 30]), rng.choice([0, 0, 0, 100])
        rin += iv + po + ng
        rout += ur + dr + vo
        nu = rng.choice(nurses)
        L.append(sep.join([t.strftime("%H:%M"), str(iv), str(po), str(ng), str(ur), str(dr), str(vo), str(rin), str(rout),
                           P("DOCTOR", rng.choice([nu.initials, nu.given[0] + "." + nu.family[0] + "."]))]))
        t += dt.timedelta(hours=rng.choice([1, 2, 2, 3]))
    L.append(f"24h total in {rin} mL / out {rout} mL / balance {rin - rout:+d} mL")
    L.append(f"UO {rng.randint(2, 12) / 10:.1f} mL/kg/h; {lab(rng)}; {lab(rng)}; {rng.choice(['reg aware', 'for review', 'encourage oral intake', 'bladder scan 220 mL'])}")
    if rng.random() < 0.5:
        L.append(f"Checked {name(rng.choice(nurses), 'DOCTOR', rng, 'full')} / {name(rng.choice(nurses), 'DOCTOR', rng, 'full')}, {rng.choice(CREDENTIALS)}")
    return "\n".join(L)


# =================================================================== 7 drug chart
def drug_chart(rng, region, ref, **kw):
    pt = Pt(rng, ref)
    lbl, mv = mrn(rng, region)
    presc, pharm = person(rng), person(rng)
    nurses = drs(rng, 3)
    L = []
    L.append(rng.choice(["NATIONAL INPATIENT MEDICATION CHART", "Drug chart - regular & PRN", "MEDICATION ADMINISTRATION RECORD"]))
    L.append(f"{name(pt.p, 'PATIENT', rng, rng.choice(['upper_comma', 'full', 'title_family', 'family_comma_given']))} | {lbl} {P('MRN', mv)} | "
             f"DOB {D(pt.dob, rng, rng.choice(['dmy', 'dMonY', 'dots']))} | {ward(rng, region)} {bed(rng, 'bed')}")
    L.append(f"Allergies: {rng.choice(['NKDA', 'penicillin (rash)', 'codeine - vomiting', 'sulfa', 'nil known'])}   Wt {rng.randint(42, 128)} kg  "
             f"CrCl {rng.randint(18, 110)} mL/min")
    days = [ref + dt.timedelta(days=k) for k in range(rng.randint(3, 5))]
    ds = rng.choice(["dm", "dMon", "wd_dm"])
    L.append("Regular" + "\t" + "\t".join(P("DATE", fmt_date(d, ds)) for d in days))
    for _ in range(rng.randint(4, 7)):
        cells = []
        for d in days:
            r = rng.random()
            if r < 0.7:
                cells.append(P("DOCTOR", rng.choice(nurses).initials))
            else:
                cells.append(rng.choice(["W", "R", "N", "F", "A", "-"]))
        L.append(f"{drug(rng)} @ {clock(rng, 'colon')}\t" + "\t".join(cells))
    L.append(f"Levels/monitoring: {labs(rng, rng.randint(2, 4))}; {vitals(rng)}")
    L.append("PRN:")
    for _ in range(rng.randint(1, 3)):
        d = rng.choice(days)
        L.append(f"  {drug(rng)} - given {P('DATE', fmt_date(d, ds))} {clock(rng)} by {P('DOCTOR', rng.choice(nurses).initials)}, effect {rng.choice(['good', 'partial', 'nil'])}")
    if rng.random() < 0.8:
        b, bv = bioid(rng)
        w = rng.choice(nurses)
        L.append(f"S8/CD: {rng.choice(['oxycodone 5 mg', 'morphine 2.5 mg', 'fentanyl 25 mcg'])} removed {clock(rng)}, cabinet {b} {P('BIOID', bv)}, "
                 f"witness {name(w, 'DOCTOR', rng, rng.choice(['full', 'given_initial']))} {rng.choice(['RN', 'EN', 'RGN'])}")
    if rng.random() < 0.35:
        a, v = device(rng)
        L.append(f"PCA/infusion: {a} {P('DEVICE', v)} - {drug(rng)}")
    lab_, lv = license_(rng, region, "doc")
    L.append(f"Prescriber: {name(presc, 'DOCTOR', rng, rng.choice(['full', 'initial_family', 'title_family']))}  {lab_} {P('LICENSE', lv)}  "
             f"{short(rng)}  {D(ref, rng, 'dmy')}")
    if rng.random() < 0.6:
        lab2, lv2 = license_(rng, region, "pharm")
        L.append(f"Pharmacist review: {name(pharm, 'DOCTOR', rng, rng.choice(['full', 'given']))} ({lab2} {P('LICENSE', lv2)}) - "
                 + rng.choice([f"{drug(rng)} dose adj for renal fn", "VTE prophylaxis charted", "no issues", f"{lab(rng)} - monitor"]))
    return "\n".join(L)


# =================================================================== 8 discharge checklist
def discharge_checklist(rng, region, ref, **kw):
    pt = Pt(rng, ref)
    lbl, mv = mrn(rng, region)
    gpdoc, nurse, pharm = person(rng), person(rng), person(rng)
    acl, acv = account(rng)
    hl, hv = healthplan(rng, region)
    L = []
    L.append(rng.choice(["DISCHARGE CHECKLIST", "Discharge planning checklist", "d/c checklist"]) + f" - {hospital(rng, region)}")
    L.append(f"{name(pt.p, 'PATIENT', rng, rng.choice(['upper_comma', 'full', 'title_family']))}  {agesex(pt, rng)}  {lbl} {P('MRN', mv)}  {acl} {P('ACCOUNT', acv)}")
    L.append(f"Planned d/c: {D(ref, rng, rng.choice(['wd_dm', 'wd_long', 'dmy']))} by {rng.choice(['10:00', '11:00', 'midday', '14:00'])}")
    box = lambda: rng.choice(["[x]", "[x]", "[ ]", "[X]", "(y)", "(n)"])
    items = [
        f"{box()} d/c summary to GP {name(gpdoc, 'DOCTOR', rng, 'title_family')}, {gp(rng, region)}, fax {P('FAX', phone(rng, region, 'land'))}",
        f"{box()} meds reconciled - {rng.choice(['pharm', 'pharmacist'])} {name(pharm, 'DOCTOR', rng, 'given')}; {drug(rng)}; {drug(rng)}",
        f"{box()} webster pack from {P('HOSPITAL', rng.choice(PHARMACIES))} {P('PHONE', phone(rng, region, 'land'))}",
        f"{box()} bloods before d/c: {labs(rng, 2)}",
        f"{box()} IVC / {rng.choice(['Foley catheter', 'Hickman line', 'Jackson-Pratt drain', 'PICC'])} removed {clock(rng)}",
        f"{box()} address confirmed: {address(rng, region)}",
        f"{box()} {hl} {P('HEALTHPLAN', hv)} checked",
        f"{box()} transport: {rng.choice(['own', 'family'])} - {rel(rng)[0]} collecting, car rego {P('VEHICLE', vehicle(rng, region))}",
        f"{box()} OPD f/u {D(ref + dt.timedelta(days=rng.randint(7, 60)), rng)} with {name(person(rng), 'DOCTOR', rng, 'title_family')}",
        f"{box()} patient portal: {P('URL', url(rng))}",
        f"{box()} {score(rng)} documented; {wordneg(rng)}",
        f"{box()} NOK informed - " + nok_line(rng, region, pt.p.family),
    ]
    if rng.random() < 0.5:
        items.append(f"{box()} community nursing referral {P('ORGANIZATION', rng.choice(ORGS[6:8]))} {P('EMAIL', 'referrals@' + rng.choice(['example.org', 'example.net']))}")
    if rng.random() < 0.4:
        items.append(f"{box()} med cert for employer {P('ORGANIZATION', rng.choice(ORGS))} until {D(ref + dt.timedelta(days=rng.randint(3, 21)), rng, rng.choice(['dm', 'dMon']))}")
    if rng.random() < 0.3:
        items.append(f"{box()} note: {holiday_line(rng, region, ref)}")
    items.append(f"{box()} d/c meds: {meds(rng, rng.randint(3, 5), ', ')}")
    items.append(f"{box()} final obs {vitals(rng)}; {labs(rng, 3)}")
    k = rng.randint(8, len(items))
    sel = rng.sample(items, k)
    L += sel
    L.append(rng.choice([f"Completed by {staff_sig(nurse, rng, 'RN')} {clock(rng)}",
                         f"Sign: {name(nurse, 'DOCTOR', rng, 'full')} {rng.choice(['RN', 'CNM', 'RGN'])} {D(ref, rng, 'dm')}"]))
    return "\n".join(L)


# =================================================================== 9 allied health
def allied_health(rng, region, ref, **kw):
    pt = Pt(rng, ref, 24, 96)
    lbl, mv = mrn(rng, region)
    ah = person(rng)
    disc = rng.choice(["Physiotherapy", "Occupational Therapy", "Social Work", "Dietetics", "Speech Pathology"])
    short_d = {"Physiotherapy": "PT", "Occupational Therapy": "OT", "Social Work": "SW", "Dietetics": "Dietitian",
               "Speech Pathology": "SLP"}[disc]
    L = []
    L.append(f"{disc.upper() if rng.random() < 0.5 else disc} {rng.choice(['note', 'initial assessment', 'progress note', 'r/v'])} - {D(ref, rng)}")
    L.append(f"{pt_ref(pt, rng)}, {AGE(pt.age, rng, rng.choice(['yo', 'yearold', 'aged', 'slash', 'words']), pt.sex)}, {lbl} {P('MRN', mv)}, {bed(rng)}")
    r, q = rel(rng)
    job = rng.choice(PROFESSIONS)
    org = rng.choice(ORGS)
    shx = [
        f"Lives with {r} {name(q, 'FAMILY', rng, rng.choice(['given', 'full']))} at {P('STREET', street(rng, region))}, {P('CITY', rng.choice(CITIES[region]))}, "
        f"{rng.choice(['single storey', 'two storey, 12 steps, 1 rail', 'unit, lift access', 'lowset house, 3 steps at front'])}.",
        rng.choice([f"Works as a {P('PROFESSION', job)} for {P('ORGANIZATION', org)}.",
                    f"Retired {P('PROFESSION', job)}.", f"Previously a {P('PROFESSION', job)}, now on disability pension.",
                    f"{r[0].upper() + r[1:]} is a {P('PROFESSION', rng.choice(PROFESSIONS))} and works shifts."]),
        rng.choice([f"Born in {P('COUNTRY', rng.choice(COUNTRIES))}, moved here in {P('DATE', str(rng.randint(1965, 2015)))}.",
                    f"Interpreter ({rng.choice(['Samoan', 'Vietnamese', 'Mandarin', 'Polish', 'Greek', 'Tongan', 'Arabic'])}) used.",
                    f"Attends {P('ORGANIZATION', rng.choice(ORGS[12:15]))} weekly."]),
    ]
    if rng.random() < 0.4:
        shx.append(f"Drives - licence {P('LICENSE', driver_licence(rng, region))}; car {P('VEHICLE', vehicle(rng, region))} at home. Advised no driving 6/52.")
    if rng.random() < 0.35:
        hl_ = holiday_line(rng, region, ref)
        shx.append(hl_[0].upper() + hl_[1:] + ".")
    L.append("SHx: " + " ".join(shx))
    L.append(f"Pre-session obs {vitals(rng)} @ {clock(rng)}; post {vitals(rng)}; PMHx {pmhx(rng)}")
    if disc == "Physiotherapy":
        L.append(f"Ax: {rng.choice(['bed mob I', 'sit-stand S', 'transfers x1 assist'])}, mobilised {rng.randint(5, 60)} m with {rng.choice(['4WW', 'Zimmer frame', 'stick', 'nil aid'])}. "
                 f"{vitals(rng)}. {rng.choice(EPO_SIGN)} {rng.choice(['positive', 'negative'])}. {score(rng)}.")
        L.append(f"Plan: daily physio, {wordneg(rng)}, {rng.choice(['SBA for mobility', 'falls prevention ed', 'stairs ax tmrw'])}")
    elif disc == "Occupational Therapy":
        L.append(f"Ax: {rng.choice(['shower ax S', 'kitchen ax completed', 'cognitive screen'])} - {score(rng)}; {rng.choice(['MoCA 21/30', 'Barthel 75/100', '4AT 1'])}")
        L.append(f"Home visit booked {D(ref + dt.timedelta(days=rng.randint(1, 6)), rng, rng.choice(['wd3', 'weekday', 'wd_dm']))} {clock(rng)} with {r}. Equipment: shower chair, toilet surround.")
    elif disc == "Social Work":
        L.append(f"Discussed d/c options; {r} reluctant re RACF. Referral to {P('ORGANIZATION', rng.choice(ORGS[6:8]))}. {hl_line(rng, region)}")
        L.append(f"{r[0].upper() + r[1:]} contact: {P('PHONE', phone(rng, region))}, {P('EMAIL', email(rng, q))}. Family mtg {D(ref + dt.timedelta(days=2), rng, 'wd_dMon')} {clock(rng)}.")
    elif disc == "Dietetics":
        L.append(f"Wt {rng.randint(38, 140)} kg, BMI {rng.randint(15, 45)}, MUST {rng.randint(0, 4)}. {labs(rng, 3)}. {drug(rng)}.")
        L.append(f"Plan: {rng.choice(['HEHP diet + ONS BD', 'fluid restriction 1.5L', 'NG feeds 60 mL/h', 'texture modified IDDSI 5'])}; rv {D(ref + dt.timedelta(days=3), rng, 'wd3')}")
    else:
        L.append(f"Bedside swallow: {rng.choice(['coughing on thin fluids', 'safe on IDDSI 4', 'wet voice post sips'])}; hx {rng.choice(EPO_DX)}; {score(rng)}")
        L.append(f"Plan: {rng.choice(['FEES booked', 'MBS', 'upgrade diet'])}; {wordneg(rng)}")
    L.append(rng.choice([f"{name(ah, 'DOCTOR', rng, 'full')}, {short_d} {short(rng)}",
                         f"{short_d} {name(ah, 'DOCTOR', rng, 'given_initial')} | {P('EMAIL', email(rng, ah, True))}",
                         f"{name(ah, 'DOCTOR', rng, 'full')} {rng.choice(['APAM', 'BPhty', 'BOccThy', 'MSW', 'APD', 'CPSP'])} ({_lic(rng, region, 'allied')})"]))
    return "\n".join(L)


def _lic(rng, region, kind):
    a, v = license_(rng, region, kind)
    return f"{a} {P('LICENSE', v)}"


def hl_line(rng, region):
    a, v = healthplan(rng, region)
    s, sv = ssn(rng, region)
    return f"{a} {P('HEALTHPLAN', v)}; {s} {P('SSN', sv)} for pension forms."


# =================================================================== 10 transfer form
def transfer_form(rng, region, ref, **kw):
    pt = Pt(rng, ref)
    lbl, mv = mrn(rng, region)
    send, recv = person(rng), person(rng)
    h1 = rng.choice(HOSPITALS[region])
    h2 = rng.choice([h for h in HOSPITALS[region] if h != h1])
    hl, hv = healthplan(rng, region)
    sl, sv = ssn(rng, region)
    L = []
    L.append(rng.choice(["INTER-HOSPITAL TRANSFER FORM", "Transfer of care", "PATIENT TRANSFER / RETRIEVAL REQUEST"]))
    L.append(f"From: {P('HOSPITAL', h1)}, {ward(rng, region)} {bed(rng)}  ->  To: {P('HOSPITAL', h2)}, {rng.choice(['ICU', 'CCU', 'HDU', 'Neurosurgery', 'Vascular', 'Rehab'])}")
    L.append(f"Date/time: {D(ref, rng, rng.choice(['dmy', 'dMonY', 'wd_long']))} {clock(rng)}")
    L.append(f"Patient: {name(pt.p, 'PATIENT', rng, rng.choice(['upper_comma', 'full_middle', 'full']))}   DOB {D(pt.dob, rng, 'dmy')} ({P('AGE', str(pt.age))})   Sex {pt.sex}")
    L.append(f"{lbl} {P('MRN', mv)}   {hl} {P('HEALTHPLAN', hv)}   {sl} {P('SSN', sv)}")
    L.append(f"Address: {address(rng, region)}")
    if rng.random() < 0.3:
        L.append(f"Country of birth: {P('COUNTRY', rng.choice(COUNTRIES))}; interpreter {rng.choice(['yes', 'no'])}")
    L.append(nok_line(rng, region, pt.p.family))
    L.append(f"Reason: {rng.choice(DIAGNOSES)} ({icd(rng)}) - {rng.choice(['for PCI', 'for neurosurg opinion', 'ICU bed', 'rehab', 'vascular review', 'higher level care'])}")
    L.append(f"Obs at handover: {vitals(rng)}, {score(rng)}, {score(rng)}")
    L.append(f"PMHx: {pmhx(rng)}")
    L.append("Current meds:\n" + "\n".join(f"  - {drug(rng)}" for _ in range(rng.randint(3, 7))))
    L.append(f"Bloods: {labs(rng, rng.randint(3, 5))}")
    L.append(f"Lines: {rng.choice(['PIVC x2', 'CVC R IJ', 'PICC L arm'])}; {rng.choice(['Foley catheter', 'IDC', 'nil'])}; infusions: {drug(rng)}")
    if rng.random() < 0.5:
        a, v = device(rng)
        L.append(f"Devices travelling: {a} {P('DEVICE', v)}")
    a, v = idnum(rng)
    L.append(f"Retrieval case no {P('IDNUM', 'RC-' + digits(rng, 6))}; {a} {P('IDNUM', v)}")
    if rng.random() < 0.5:
        L.append(f"Transport: {rng.choice(['road ambulance', 'ambulance', 'private vehicle (family)'])}, vehicle reg {P('VEHICLE', vehicle(rng, region))}"
                 + (f", VIN {P('VEHICLE', vin(rng))}" if rng.random() < 0.3 else ""))
    L.append(f"Sending dr: {name(send, 'DOCTOR', rng, rng.choice(['title_family', 'full']))} ph {P('PHONE', phone(rng, region, 'land'))} {short(rng)}")
    L.append(f"Accepting dr: {name(recv, 'DOCTOR', rng, rng.choice(['title_family', 'full']))} ({rng.choice(['ICU reg', 'cons', 'surg reg'])}), "
             f"fax {P('FAX', phone(rng, region, 'land'))}, {P('EMAIL', email(rng, recv, True))}")
    if rng.random() < 0.4:
        L.append(f"Images pushed via PACS node {P('IPADDR', ip(rng))}; {P('URL', url(rng))}")
    return "\n".join(L)


# =================================================================== 11 on-call log
def oncall_log(rng, region, ref, **kw):
    me = person(rng)
    reg = person(rng)
    hosp = hospital(rng, region)
    L = []
    L.append(rng.choice([f"ON-CALL LOG {D(ref, rng, rng.choice(['wd_dm', 'dmy', 'wd_long']))} night - {hosp}",
                         f"after hours log / {D(ref, rng, 'dMonY')} / {rng.choice(['med', 'surg', 'gen med'])} SHO"]))
    L.append(f"{rng.choice(['SHO', 'HMO', 'RMO', 'night reg'])}: {name(me, 'DOCTOR', rng, rng.choice(['full', 'title_family']))} {short(rng)}; "
             f"reg {name(reg, 'DOCTOR', rng, rng.choice(['full', 'given']))} mob {P('PHONE', phone(rng, region, 'mobile'))}")
    t = dt.datetime.combine(ref, dt.time(rng.randint(20, 22), rng.choice([0, 5, 12, 30])))
    for _ in range(rng.randint(5, 10)):
        pt = Pt(rng, ref)
        lbl, mv = mrn(rng, region)
        caller = person(rng)
        issue = rng.choice([f"{lab(rng)} on routine bloods", f"NEWS2 {rng.randint(5, 9)}, {vitals(rng)}", "fall, ?head strike",
                            "chest pain", "agitated, pulled IVC", f"{drug(rng)} - chart rewrite", "fluids due to run out",
                            f"BGL {rng.randint(2, 28)}.{rng.randint(0, 9)}", "SOB, desat", "verification of death"])
        action = rng.choice([f"ECG, {lab(rng)}, rpt bloods 6/24", f"{drug(rng)}", f"CT brain, {score(rng)}", "reviewed, stable, for day team",
                             "d/w reg", f"{drug(rng)} charted", "MET call", "IVC resited, fluids recharted",
                             f"family ({name(person(rng), 'FAMILY', rng, 'full')}) informed {P('PHONE', phone(rng, region))}"])
        line = (f"{t.strftime('%H:%M')} {rng.choice(['bleep from', 'call from', 'ph'])} {name(caller, 'DOCTOR', rng, rng.choice(['given', 'full', 'given_initial']))} "
                f"({ward(rng, region)} {short(rng)}) re {bed(rng, rng.choice(['bed', 'rm', 'bay']))} {pt_ref(pt, rng)} {agesex(pt, rng)}"
                + (f" {lbl} {P('MRN', mv)}" if rng.random() < 0.5 else "")
                + f" - {issue} -> {action}" + (f" [{labs(rng, 2)}; {vitals(rng)}]" if rng.random() < 0.6 else ""))
        L.append(line)
        t += dt.timedelta(minutes=rng.randint(12, 95))
    if rng.random() < 0.5:
        L.append(f"{t.strftime('%H:%M')} quiet. {wordneg(rng)}.")
    L.append(rng.choice([f"Handed to day team {clock(rng)} - {name(me, 'DOCTOR', rng, 'initials')}",
                         f"Log closed by {P('USERNAME', username(rng, me))} {clock(rng)}",
                         f"End of shift. {name(me, 'DOCTOR', rng, 'full')}, {rng.choice(['MBBS', 'MBChB', 'MB BCh BAO'])}"]))
    return "\n".join(L)


# =================================================================== 12 PAS registration front sheet
def registration(rng, region, ref, **kw):
    pt = Pt(rng, ref, 16, 101)
    lbl, mv = mrn(rng, region)
    clerk = person(rng)
    hl, hv = healthplan(rng, region)
    sl, sv = ssn(rng, region)
    al, av = account(rng)
    r, q = rel(rng)
    L = []
    L.append(rng.choice(["PATIENT REGISTRATION - FRONT SHEET", "PAS admission extract", "Admission details (ward clerk)"]))
    kv = [
        ("Surname", P("PATIENT", pt.p.family.upper() if rng.random() < 0.5 else pt.p.family)),
        ("Given names", P("PATIENT", pt.p.given + (f" {pt.p.middle}" if pt.p.middle else ""))),
        ("Preferred name", P("PATIENT", pt.p.nick or pt.p.given)),
        ("DOB", D(pt.dob, rng, rng.choice(["dmy", "dMonY", "iso"]))), ("Age", P("AGE", str(pt.age))),
        ("Sex", pt.sex), (lbl, P("MRN", mv)), (al, P("ACCOUNT", av)), (hl, P("HEALTHPLAN", hv)), (sl, P("SSN", sv)),
        ("Address", address(rng, region)), ("Phone (home)", P("PHONE", phone(rng, region, "land"))),
        ("Mobile", P("PHONE", phone(rng, region, "mobile"))), ("Email", P("EMAIL", email(rng, pt.p))),
        ("Occupation", P("PROFESSION", rng.choice(PROFESSIONS))), ("Employer", P("ORGANIZATION", rng.choice(ORGS))),
        ("Country of birth", P("COUNTRY", rng.choice(COUNTRIES))),
        ("NOK", f"{name(q, 'FAMILY', rng, 'full')} ({r}) {P('PHONE', phone(rng, region))}"),
        ("GP", f"{name(person(rng), 'DOCTOR', rng, 'title_family')}, {gp(rng, region)}"),
        ("Admitted", f"{D(ref, rng, 'dmy')} {clock(rng)} to {ward(rng, region)}, {bed(rng)}"),
        ("Admitting cons", name(person(rng), "DOCTOR", rng, rng.choice(["title_family", "full"]))),
    ]
    if rng.random() < 0.5:
        kv.append(("Health fund", f"{P('ORGANIZATION', rng.choice(HEALTH_FUNDS))} {P('HEALTHPLAN', digits(rng, 8))}"))
    if rng.random() < 0.5:
        kv.append(("Kiosk check-in", f"{rng.choice(['fingerprint ID', 'palm vein ID'])} {P('BIOID', 'FP-' + digits(rng, 5))}"))
    if rng.random() < 0.5:
        kv.append(("Patient portal", P("URL", url(rng))))
    if rng.random() < 0.4:
        kv.append(("Parking permit", f"rego {P('VEHICLE', vehicle(rng, region))}"))
    kv.append(("Clinical", f"{rng.choice(DIAGNOSES)}; {icd(rng)}; allergies {rng.choice(['nil', 'penicillin', 'latex'])}"))
    kv.append(("Problem list", pmhx(rng)))
    kv.append(("Triage obs", f"{vitals(rng)}; {score(rng)}; {lab(rng)}"))
    fmt = rng.choice(["colon", "pipe", "fixed"])
    for k, v in kv:
        if fmt == "colon":
            L.append(f"{k}: {v}")
        elif fmt == "pipe":
            L.append(f"| {k} | {v} |")
        else:
            L.append(f"{k.upper():<18}{v}")
    L.append(f"Registered by {P('USERNAME', username(rng, clerk))} ({name(clerk, 'DOCTOR', rng, 'full')}, ward clerk) at {clock(rng)} "
             f"from {P('IPADDR', ip(rng))}")
    return "\n".join(L)


# =================================================================== 13 incident report
def incident_report(rng, region, ref, **kw):
    pt = Pt(rng, ref, 30, 98)
    lbl, mv = mrn(rng, region)
    rep, wit, doc = person(rng), person(rng), person(rng)
    L = []
    sysname = rng.choice(["Riskman", "Datix", "incident"])
    L.append(f"{sysname.upper()} REPORT {P('IDNUM', digits(rng, 6) if sysname != 'Datix' else 'DX-' + digits(rng, 5))}")
    L.append(f"Event date: {D(ref, rng, rng.choice(['dmy', 'wd_long', 'dMonY']))}  time {clock(rng)}  location {ward(rng, region)}, {bed(rng)}, {hospital(rng, region)}")
    L.append(f"Person affected: {name(pt.p, 'PATIENT', rng, rng.choice(['full', 'upper_comma', 'title_family']))} {agesex(pt, rng)} {lbl} {P('MRN', mv)}")
    kind = rng.choice(["unwitnessed fall", "medication error", "pressure injury", "absconded", "aggression"])
    if kind == "unwitnessed fall":
        txt = (f"Patient was found on the floor beside the bed by {name(wit, 'DOCTOR', rng, 'full')} ({rng.choice(['RN', 'EN', 'AIN', 'HCA'])}). "
               f"Obs {vitals(rng)}, {score(rng)}. No obvious injury; {rng.choice(['Homans sign negative', 'Romberg test not done', 'Babinski sign absent'])}. "
               f"Reviewed by {name(doc, 'DOCTOR', rng, 'title_family')} who requested CT brain as on {drug(rng).split()[0]}.")
    elif kind == "medication error":
        txt = (f"{drug(rng)} was given at {clock(rng)} instead of {clock(rng)}. Identified by {name(wit, 'DOCTOR', rng, 'full')}, pharmacist. "
               f"{name(doc, 'DOCTOR', rng, 'title_family')} informed; {lab(rng, True)} checked. No harm.")
    elif kind == "pressure injury":
        txt = (f"Stage 2 pressure injury to sacrum noted on {D(ref, rng, rng.choice(['weekday', 'dm']))}. Waterlow {rng.randint(15, 25)}, Braden {rng.randint(9, 16)}. "
               f"Air mattress requested, asset no {P('DEVICE', 'BME' + digits(rng, 5))}. Wound photo taken.")
    elif kind == "absconded":
        txt = (f"Patient left the ward at approx {clock(rng)}. Security ({P('ORGANIZATION', 'Brightline Security')}) alerted, CCTV seen leaving in car {P('VEHICLE', vehicle(rng, region))}. "
               f"Police contacted; {rel(rng)[0]} {name(person(rng), 'FAMILY', rng, 'full')} phoned on {P('PHONE', phone(rng, region))}. Returned {clock(rng)}.")
    else:
        txt = (f"Visitor ({rel(rng)[0]}, {name(person(rng), 'FAMILY', rng, 'full')}) verbally aggressive towards staff at {clock(rng)}. "
               f"Code grey called. {name(wit, 'DOCTOR', rng, 'full')} and {name(rep, 'DOCTOR', rng, 'full')} present. Nobody injured.")
    L.append(f"Type: {kind}")
    L.append("Description: " + txt)
    L.append(f"Contributing: {rng.choice(['delirium', 'sedation', 'short staffed', 'new admission', 'night'])}; {score(rng)}; hx {rng.choice(EPO_DX)}")
    L.append(f"Family notified: {rng.choice(['yes', 'no - not contactable'])}; open disclosure {rng.choice(['done', 'planned'])} "
             f"{D(ref + dt.timedelta(days=rng.randint(0, 3)), rng, rng.choice(['weekday', 'wd3', 'dm']))}")
    L.append(f"Reported by {name(rep, 'DOCTOR', rng, 'full')} {rng.choice(['RN', 'CNM', 'NUM', 'CN'])}, {short(rng)}, {P('EMAIL', email(rng, rep, True))}")
    L.append(f"Submitted from {P('IPADDR', ip(rng))} as {P('USERNAME', username(rng, rep))}")
    return "\n".join(L)


GENRES = [
    ("handover", handover), ("bed_board", bed_board), ("theatre_list", theatre_list), ("ward_round", ward_round),
    ("obs_chart", obs_chart), ("fluid_balance", fluid_balance), ("drug_chart", drug_chart),
    ("discharge_checklist", discharge_checklist), ("allied_health", allied_health), ("transfer_form", transfer_form),
    ("oncall_log", oncall_log), ("registration", registration), ("incident_report", incident_report),
]
