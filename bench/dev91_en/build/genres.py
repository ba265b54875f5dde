"""The eleven genres. Each returns (raw_text_with_markers, layout)."""
import datetime as dt
import re

import pools as PL
import compose as C
from compose import P, N
import negs as NG
from ctx import Ctx

COMPLAINTS = ["chest pain", "sob", "fall at home", "abdo pain", "headache", "syncope", "fever and rigors",
              "lac to forearm", "confusion", "vomiting", "back pain", "palpitations", "L hip pain post fall",
              "allergic reaction", "seizure", "haematemesis", "cough", "dizziness", "pv bleed", "overdose",
              "burn to hand", "swollen leg", "urinary retention", "epistaxis", "MVC"]
DIAG = ["CAP", "NOF #", "AKI", "sepsis ?source", "exac COPD", "delirium", "UTI", "cellulitis", "AF with RVR",
        "SBO", "DKA", "PE", "NSTEMI", "GI bleed", "stroke", "pancreatitis", "LRTI", "hyponatraemia",
        "post op lap chole", "TKR day 2", "#NOF post DHS", "CCF", "falls ?cause"]
PROCS = ["lap chole", "R TKR", "L THR", "hemiarthroplasty", "ORIF L ankle", "TURP", "appendicectomy",
         "EUA + biopsy", "cystoscopy", "lap hernia repair", "debridement R foot", "excision BCC nose",
         "carpal tunnel release", "ex lap", "tonsillectomy", "LSCS", "arthroscopy L knee", "AAA repair",
         "mastectomy", "hysteroscopy", "DHS R hip", "wash out + VAC", "colonoscopy", "ERCP"]
NURSE_CREDS = ["RN", "EN", "RGN", "CNM", "CCRN", "RN BSN", "EEN"]
ARRIVALS = ["amb", "ambulance", "walk-in", "private car", "police", "taxi", "helicopter retrieval"]


def ab(rng):
    return rng.choice(["pt", "hx", "c/o", "r/v", "nad", "obs", "bd", "tds", "prn", "o/e", "ix", "mx", "d/w",
                       "imp", "nkda", "rx", "sx", "fu", "w/u", "nbm", "ivc", "sob"])


def pad(s_raw, visible, width):
    return s_raw + " " * max(1, width - len(visible))


def cellp(t, v, width):
    return P(t, v) + " " * max(1, width - len(v))


def cell(v, width):
    return v + " " * max(1, width - len(v))


# =============================================================================== 1 ED triage
def ed_triage(rng, region):
    c = Ctx(rng, region)
    layout = rng.choice(["free", "semicolon", "free", "fixed"])
    cat = {"US": "ESI", "UK": "MTS", "AU": "ATS"}[region]
    arr = rng.choice(ARRIVALS)
    vehicle = ""
    if arr in ("private car", "taxi") or rng.random() < 0.2:
        vehicle = rng.choice([f"dropped off by {c.fam_n(0)}, car reg {P('VEHICLE', C.plate(rng, region))}",
                              f"MVC, pt driver, vehicle rego {P('VEHICLE', C.plate(rng, region))}",
                              f"car parked in ED bay, plate {P('VEHICLE', C.plate(rng, region))}",
                              f"MVC, car VIN {P('VEHICLE', C.vin(rng))}"])
    extra = []
    if rng.random() < 0.35:
        extra.append(rng.choice([f"PPM in situ, SN {P('DEVICE', C.device_sn(rng))}",
                                 f"insulin pump serial {P('DEVICE', C.device_sn(rng))}",
                                 f"ICD ({NG.model(rng)}) serial no {P('DEVICE', C.device_sn(rng))}"]))
    if region == "US" and rng.random() < 0.7:
        extra.append(f"SSN {P('SSN', C.ssn(rng, region))}")
    if region == "UK" and rng.random() < 0.4:
        extra.append(f"NI no {P('SSN', C.ssn(rng, region))}")
    if rng.random() < 0.5:
        extra.append(rng.choice([f"Medicare {P('HEALTHPLAN', C.healthplan(rng, region))}",
                                 f"ins member id {P('HEALTHPLAN', C.healthplan(rng, region))}",
                                 f"policy {P('HEALTHPLAN', C.healthplan(rng, region))}"]))
    if rng.random() < 0.5:
        extra.append(f"visit # {P('ACCOUNT', C.account(rng))}")
    t = NG.time_(rng)
    if layout == "semicolon":
        parts = [f"triage {c.sdate()} {t}", c.age_sh(), f"pt {c.ptn()}", f"mrn {P('MRN', c.mrn)}",
                 f"arr {arr}", f"c/o {rng.choice(COMPLAINTS)} x {rng.randint(1, 5)}/7", NG.vitals(rng, "; "),
                 NG.score(rng), f"{cat} {rng.randint(1, 5)}", f"hx {NG.eponym(rng)}", f"meds {NG.drug(rng)}",
                 c.bed(), f"triage nurse {c.doc(0, 'given')}"]
        if vehicle:
            parts.insert(5, vehicle)
        parts += extra
        if rng.random() < 0.6:
            parts.append(f"nok {c.fam_n(1)} {c.phone_s()}")
        if rng.random() < 0.5:
            parts.append(NG.wordname(rng))
        return "; ".join(parts), layout
    if layout == "fixed":
        rows = [("ARRIVED", c.date() + " " + t), ("NAME", c.ptn(rng.choice(["caps_comma", "caps_comma_mi", "sur_comma"]))),
                ("DOB", c.dob_s()), ("AGE/SEX", c.age_sh()), ("MRN", P("MRN", c.mrn)), ("ARRIVAL", arr),
                ("TRIAGE", f"{cat} {rng.randint(1, 5)}"), ("COMPLAINT", rng.choice(COMPLAINTS)),
                ("VITALS", NG.vitals(rng)), ("NEURO", NG.score(rng)), ("PMHX", f"{NG.eponym(rng)}, {NG.icd(rng)}"),
                ("MEDS", f"{NG.drug(rng)}; {NG.drug(rng)}"), ("LOCATION", c.bed()),
                ("ADDRESS", c.addr_s()), ("PHONE", c.phone_s()), ("GP", P("HOSPITAL", c.practice)),
                ("TRIAGED BY", c.signed(0, NURSE_CREDS))]
        if vehicle:
            rows.append(("NOTE", vehicle))
        for e in extra:
            rows.append(("ID", e))
        head = f"{c.hosp_s()} EMERGENCY DEPT - TRIAGE EXPORT\n"
        return head + "\n".join(f"{k:<12}{v}" for k, v in rows), layout
    # free
    lines = [f"ED TRIAGE - {c.hosp_s()}",
             f"Arr {c.date()} {t} via {arr}. {cat} cat {rng.randint(1, 5)}.",
             f"Pt {c.ptn(rng.choice(['full', 'full_mi', 'caps']))}, {c.age_sh()}, DOB {c.dob_s()}, MRN {P('MRN', c.mrn)}.",
             f"PC: c/o {rng.choice(COMPLAINTS)} since {c.sdate(c.rel_day(-rng.randint(1, 4)))}. {NG.wordname(rng)}.",
             f"PMHx: {NG.eponym(rng)}, {NG.icd(rng)}; meds {NG.drug(rng)}, {NG.drug(rng)}.",
             f"Obs: {NG.vitals(rng)}. {NG.score(rng)}. {NG.measure(rng)}.",
             f"SHx: {c.social()}.",
             f"Addr: {c.addr_s()}. Ph {c.phone_s()}." + (f" Email {P('EMAIL', C.email(rng, c.pt))}." if rng.random() < 0.3 else ""),
             f"GP: {P('HOSPITAL', c.practice)}."]
    if vehicle:
        lines.append(vehicle[0].upper() + vehicle[1:] + ".")
    if extra:
        lines.append("; ".join(extra) + ".")
    lines.append(f"Placed in {c.bed()}, {NG.dept(rng)} aware. {NG.role(rng)} to see.")
    if rng.random() < 0.5:
        lines.append(f"scribe: {P('DOCTOR', c.staff[5].form(rng, rng.choice(['full', 'given', 'g_sur'])))}")
    lines.append(f"Triage: {c.signed(0, NURSE_CREDS)}")
    return "\n".join(lines), layout


# =============================================================================== 2 ICU flowsheet export
def icu_flowsheet(rng, region):
    c = Ctx(rng, region)
    layout = rng.choice(["fixed", "fixed", "pipe"])
    user = C.username(rng, c.staff[0])
    hdr = [f"FLOWSHEET EXPORT  {c.hosp_s()}  ICU",
           f"printed {c.date(c.rel_day(1), 5 if region != 'US' else 5)} {NG.time_(rng, 0)} by user {P('USERNAME', user)} "
           f"@ {P('IPADDR', C.ip(rng))}",
           f"PATIENT: {c.ptn(rng.choice(['caps_comma', 'caps_comma_mi', 'caps']))}   MRN {P('MRN', c.mrn)}   "
           f"DOB {c.dob_s()} ({c.age_sh()})",
           f"BED {P('LOCATION_OTHER', str(rng.randint(1, 24)))}   ADM {c.date(c.rel_day(-rng.randint(1, 9)))}   "
           f"CONS {c.drn(1)}   ACCT {P('ACCOUNT', C.account(rng))}",
           f"VENT {N(rng.choice(['Hamilton C6', 'Drager Evita V500', 'Puritan Bennett 980', 'Servo-u']), 'model')} SN {P('DEVICE', C.device_sn(rng))}   PUMP SN {P('DEVICE', C.device_sn(rng))}"]
    if rng.random() < 0.4:
        hdr.append(f"source {P('URL', C.url(rng))}")
    rows = []
    nrows = rng.choice([rng.randint(8, 14), rng.randint(18, 30)])
    h0 = rng.randint(0, 23)
    nurses = [2, 3] if rng.random() < 0.5 else [2, 3, 4]
    if layout == "pipe":
        rows.append("TIME | HR | MAP | SpO2 | RR | T | FiO2 | GCS | UO | INIT")
    else:
        rows.append(cell("TIME", 7) + cell("HR", 5) + cell("MAP", 5) + cell("SpO2", 6) + cell("RR", 4) + cell("T", 6)
                    + cell("FiO2", 6) + cell("GCS", 5) + cell("UO", 5) + "INIT")
    for k in range(nrows):
        h = (h0 + k) % 24
        tm = N(f"{h:02d}:00", "time")
        vals = [str(rng.randint(58, 130)), str(rng.randint(55, 95)), str(rng.randint(88, 100)), str(rng.randint(10, 30)),
                f"{rng.uniform(35.8, 39.2):.1f}", f"{rng.choice([0.3, 0.35, 0.4, 0.5, 0.6, 0.8])}",
                str(rng.choice([3, 7, 9, 10, 11, 14, 15])), str(rng.randint(0, 120))]
        p = c.staff[nurses[k * len(nurses) // nrows]]
        ini = P("DOCTOR", p.init() if rng.random() < 0.8 else p.init().lower())
        if layout == "pipe":
            rows.append(" | ".join([tm] + [N(v, "vital") for v in vals] + [ini]))
        else:
            widths = [5, 5, 6, 4, 6, 6, 5, 5]
            rows.append(cell(f"{h:02d}:00", 7).replace(f"{h:02d}:00", tm)
                        + "".join(N(v, "vital") + " " * (w - len(v)) for v, w in zip(vals, widths)) + ini)
    body = [f"LABS {c.sdate()} {NG.time_(rng, 0)}: {NG.labs(rng, rng.randint(6, 11), ', ', True)}",
            f"ABG: {NG.labs(rng, 3)}",
            f"INFUSIONS: {NG.drug(rng)}; {NG.drug(rng)}; {NG.number(rng)}",
            f"LINES: {N(rng.choice(['Foley catheter', 'Hickman line', 'Swan-Ganz catheter', 'Foley', 'Sengstaken tube']), 'eponym')}; art line R radial; CVC R IJ inserted {c.sdate(c.rel_day(-1))}",
            f"SCORES: {NG.score(rng)}, {NG.score(rng)}"]
    notes = []
    for k in range(rng.randint(2, 4)):
        i = rng.choice(nurses)
        notes.append(f"{NG.time_(rng, 0)} {rng.choice(['pt', 'Pt', 'patient'])} "
                     f"{rng.choice(['settled', 'agitated overnight', 'turned 2hrly', 'suctioned, thick secretions', 'MAP <65, nora titrated'])}. "
                     f"{NG.wordname(rng)}. -- {c.ini(i)}")
    if rng.random() < 0.6:
        notes.append(f"family: {c.fam_n(0)} visited, updated by {c.drn(1)}; contact {c.phone_s()}")
    if rng.random() < 0.3:
        notes.append(f"biometric cabinet ID {P('BIOID', C.bioid(rng))} used for CD withdrawal, witness {c.ini(4)}")
    sig = [f"RN day: {c.signed(2, NURSE_CREDS)} ; RN night: {c.signed(3, NURSE_CREDS)}", f"export ref {P('IDNUM', C.idnum(rng, 'order'))}"]
    return "\n".join(hdr + [""] + rows + [""] + body + [""] + notes + sig), layout


# =============================================================================== 3 handover SBAR/ISBAR
def handover(rng, region):
    base = Ctx(rng, region, min_age=18)
    layout = rng.choice(["free", "pipe", "semicolon"])
    frm, to = base.staff[0], base.staff[1]
    kind = rng.choice(["ISBAR", "SBAR", "ISBAR"])
    head = (f"{kind} HANDOVER {base.ward_s()} {base.hosp_s()} - {base.date()} "
            f"{rng.choice(['nights->days', 'days->lates', 'pm->night'])}\n"
            f"from {P('DOCTOR', frm.form(rng, rng.choice(['given', 'full', 'g_sur'])))} {NG.cred(rng, ['RN', 'EN', 'RGN', 'CNM'])} "
            f"to {P('DOCTOR', to.form(rng, rng.choice(['given', 'full', 'g_sur'])))}")
    out = [head]
    n = rng.randint(2, 6) if layout != "free" else rng.randint(1, 4)
    if layout == "pipe":
        out.append("bed | pt | age | mrn | dx | obs | plan | nok")
    for _ in range(n):
        c = base.child()
        if layout == "pipe":
            out.append(" | ".join([P("LOCATION_OTHER", str(rng.randint(1, 30))), c.ptn(rng.choice(["sur_comma", "full", "caps_comma"])),
                                   c.age_sh(), P("MRN", c.mrn), rng.choice(DIAG), NG.vitals(rng, " "),
                                   f"{rng.choice(['r/v', 'bloods', 'CT', 'd/c'])} {c.sdate(c.rel_day(1))} {NG.wordname(rng)}",
                                   f"{c.fam_n(0)} {c.phone_s()}"]))
        elif layout == "semicolon":
            out.append("; ".join([f"{c.bed()}", c.ptt(), c.age_sh(), f"adm {c.sdate(c.rel_day(-rng.randint(1, 6)))}",
                                  rng.choice(DIAG), f"obs {NG.vitals(rng, ' ')}", NG.score(rng),
                                  f"{rng.choice(['bloods', 'wound check', 'OT r/v', 'd/c planning'])} {NG.wordname(rng)}",
                                  f"{c.fam_n(1)} visiting" if rng.random() < 0.6 else f"mrn {P('MRN', c.mrn)}"]))
        else:
            I = f"I: {c.pt_any()} {c.age_sh()}, {c.bed()}, MRN {P('MRN', c.mrn)}, under {c.drn(2)}"
            S = f"S: adm {c.date(c.rel_day(-rng.randint(1, 8)))} with {rng.choice(DIAG)}, {NG.icd(rng)}"
            B = (f"B: hx {NG.eponym(rng)}, {NG.eponym(rng)}; {c.social()}; on {NG.drug(rng)}, {NG.drug(rng)}")
            A = f"A: obs {NG.vitals(rng, ', ')}, {NG.score(rng)}; labs {NG.labs(rng, 4)}"
            R = (f"R: {NG.wordname(rng)}; {rng.choice(['repeat bloods', 'chase CT', 'r/v by reg', 'fluid bal'])} "
                 f"{c.sdate(c.rel_day(1))}; {c.fam_n(0)} to call on {c.phone_s()}")
            blk = [I, S, B, A, R] if kind == "ISBAR" else [I.replace("I: ", "S: ", 1), B, A, R]
            out.append("\n".join(blk))
    out.append(f"received by {P('DOCTOR', to.form(rng, rng.choice(['given', 'init', 'full'])))}; "
               f"bleep {P('PHONE', C.pager(rng))}")
    return ("\n\n" if layout == "free" else "\n").join(out), layout


# =============================================================================== 4 ward round jottings
def ward_round(rng, region):
    base = Ctx(rng, region)
    layout = rng.choice(["free", "free", "semicolon"])
    team = [base.drn(0), f"reg {base.doc(1, rng.choice(['given', 'full', 'sur']))}",
            f"{rng.choice(['FY1', 'intern', 'RMO', 'SHO'])} {base.doc(2, 'given')}",
            f"nurse {base.doc(3, 'given')}", f"physio {base.doc(4, 'given')}", f"scribe: {base.doc(5, 'full')}"]
    head = f"WR {base.sdate()} {NG.time_(rng)} {base.ward_s()} - {', '.join(team[:rng.randint(2, 6)])}"
    out = [head]
    n = rng.randint(1, 5)
    for _ in range(n):
        c = base.child()
        bits = [f"{c.bed()} {c.pt_any()} {c.age_sh()}", f"{rng.choice(DIAG)} day {rng.randint(1, 9)}",
                f"{rng.choice(['feels better', 'c/o pain', 'poor sleep', 'nil new', 'vomited x1', 'eating ok'])}",
                f"o/e {NG.vitals(rng, ' ')} {rng.choice(['chest clear', 'creps bibasal', 'abdo soft', 'calves snt'])}",
                f"{NG.labs(rng, rng.randint(2, 5))}"]
        if rng.random() < 0.5:
            bits.append(f"seen with {c.fam_n(0)}")
        if rng.random() < 0.4:
            bits.append(rng.choice([f"echo {c.sdate(c.rel_day(-rng.randint(1, 60)))}",
                                    f"CT {c.sdate(c.rel_day(-1))} nad",
                                    f"abx {c.sdate(c.rel_day(-3))}-{c.sdate(c.rel_day(1))}",
                                    f"last adm {P('HOSPITAL', rng.choice(PL.HOSPITALS[region]))} {P('DATE', str(base.base.year - rng.randint(1, 5)))}"]))
        if rng.random() < 0.3:
            bits.append(c.social())
        plan = [f"plan: {NG.drug(rng)}", NG.wordname(rng),
                rng.choice(["d/c tmrw if ok", "r/v pm", "OT/PT", "repeat bloods am", "refer " + NG.dept(rng).strip()])]
        if rng.random() < 0.3:
            plan.append(f"d/w {c.drn(4)} {rng.choice(['(micro)', '(renal)', 'on phone', ''])}".rstrip())
        if rng.random() < 0.3:
            plan.append(f"EDD {c.sdate(c.rel_day(rng.randint(1, 5)))}")
        if rng.random() < 0.25:
            plan.append(f"spec {P('IDNUM', C.idnum(rng, 'spec'))}")
        sep = "; " if layout == "semicolon" else "\n  "
        out.append(("- " if layout == "free" else "") + sep.join(bits + plan))
    out.append(f"jottings by {P('DOCTOR', base.staff[2].form(rng, rng.choice(['given', 'init', 'init_lower', 'full'])))} "
               f"pg {P('PHONE', C.pager(rng))}")
    return "\n".join(out), layout


# =============================================================================== 5 dictation transcript (no punctuation)
def dictation(rng, region):
    c = Ctx(rng, region)
    d = c.staff[0]
    dt_adm = c.rel_day(-rng.randint(2, 12))
    nm = lambda p, st: p.form(rng, st)
    street = f"{rng.randint(2, 900)} {rng.choice({'US': PL.US_STREETS, 'UK': PL.UK_STREETS, 'AU': PL.AU_STREETS}[region])}".replace(".", "")
    a = c.addr
    words_age = rng.random() < 0.6
    age_s = (P("AGE", C.words(c.age, False)) if words_age else P("AGE", str(c.age))) + " year old"
    sexw = {"F": rng.choice(["female", "woman", "lady"]), "M": rng.choice(["male", "man", "gentleman"])}[c.sx]
    parts = [
        f"this is {rng.choice(['doctor', 'dr', 'mister', 'professor'])} {P('DOCTOR', nm(d, rng.choice(['full', 'sur'])))} "
        f"dictating {rng.choice(['a discharge summary', 'a clinic letter', 'an operation note', 'a consult note'])} "
        f"on patient {P('PATIENT', nm(c.pt, rng.choice(['full', 'full', 'sur'])))}",
        f"medical record number {P('MRN', c.mrn.replace('-', ' ').strip())}",
        f"date of birth {P('DATE', C.fmt_spoken(c.dob, rng, True))}",
        f"date of admission {P('DATE', C.fmt_spoken(dt_adm, rng))} date of discharge {P('DATE', C.fmt_spoken(c.base, rng))}",
        f"{P('PATIENT', nm(c.pt, rng.choice(['given', 'sur', 'full'])))} is a {age_s} {sexw} "
        f"who lives at {P('STREET', street)} in {P('CITY', a['city'])}",
        f"{'she' if c.sx == 'F' else 'he'} works as {C.prof_a(c.prof)} for {P('ORGANIZATION', c.employer)}"
        if (rng.random() < 0.6 or c.age < 60) else f"{'she' if c.sx == 'F' else 'he'} is a retired {P('PROFESSION', c.prof)}",
        f"presented with {rng.choice(COMPLAINTS)} and was found to have {rng.choice(DIAG).replace('#', 'fracture').replace('?', '')}",
        f"past history includes {NG.eponym(rng).replace(chr(39), '')} and type two diabetes",
        f"medications on discharge {N(rng.choice(['metoprolol twenty five milligrams twice daily', 'apixaban five milligrams twice a day', 'ramipril two point five milligrams daily', 'prednisolone forty milligrams mane']), 'drug')} and "
        f"{N(rng.choice(['paracetamol one gram four times a day as required', 'oxycodone five milligrams as needed', 'lactulose twenty mils twice daily', 'metformin five hundred milligrams bd']), 'drug')}",
        f"bloods showed {N('sodium ' + rng.choice(['one thirty two', 'one twenty eight', 'one forty', 'one thirty six']), 'lab')} "
        f"{N('potassium ' + rng.choice(['four point one', 'three point two', 'five point six', 'four']), 'lab')} "
        f"{N('creatinine ' + rng.choice(['ninety', 'one hundred and forty', 'two twelve', 'sixty eight']), 'lab')} "
        f"{N(rng.choice(['haemoglobin one oh two', 'hemoglobin eleven point four', 'platelets two hundred', 'inr one point three']), 'lab')}",
        f"{N('glasgow coma scale fifteen', 'score')} throughout",
        f"{N('will', 'wordname')} need review in {rng.choice(['two', 'four', 'six'])} weeks",
        f"i discussed the plan with {'her' if c.sx == 'F' else 'his'} {c.fam[0][0]} {P('FAMILY', c.fam[0][1].form(rng, rng.choice(['given', 'full'])))} "
        f"who can be reached on {P('PHONE', C.phone(rng, region).replace('(', '').replace(')', '').replace('-', ' ').replace('.', ' ').replace('+', ''))}",
        f"follow up with {P('DOCTOR', nm(c.staff[1], rng.choice(['full', 'sur'])))} at {P('HOSPITAL', c.practice)}",
        f"copy to {P('HOSPITAL', c.hosp)}",
        f"{N('may', 'wordname')} return sooner if worse",
        "end of dictation thank you",
    ]
    if rng.random() < 0.4:
        parts.insert(6, f"{'she' if c.sx == 'F' else 'he'} was born in {P('COUNTRY', c.country)} and came here in {P('DATE', str(rng.randint(c.dob.year + 1, max(c.dob.year + 1, c.base.year - 1))))}")
    if region != "AU" and rng.random() < 0.35:
        parts.insert(3, f"{'social security' if region == 'US' else 'national insurance'} number {P('SSN', C.ssn(rng, region).replace('-', ' '))}")
    if rng.random() < 0.3:
        parts.insert(3, f"insurance number {P('HEALTHPLAN', C.healthplan(rng, region).replace('-', ' ').replace('/', ' '))}")
    body = " ".join(parts)
    body = re.sub(r"[.,'()&/+#:;]", "", body).replace("-", " ")
    body = re.sub(r" {2,}", " ", body)
    di, ti = c.staff[0], c.staff[5]
    trailer = (f"\n\nD: {c.date(c.base, 0)} {NG.time_(rng, 0)}  T: {c.date(c.rel_day(1), 0)} {NG.time_(rng, 0)}\n"
               f"{P('DOCTOR', di.init().lower())}/{P('DOCTOR', ti.init().lower())}  job {P('IDNUM', C.idnum(rng, 'job'))}  "
               f"transcribed by {P('DOCTOR', ti.form(rng, rng.choice(['full', 'given_init', 'g_sur'])))}")
    return body + trailer, "free"


# =============================================================================== 6 bed board / theatre list export
def board(rng, region):
    base = Ctx(rng, region)
    if rng.random() < 0.5:
        return _bedboard(rng, region, base)
    return _theatre(rng, region, base)


def _bedboard(rng, region, base):
    layout = rng.choice(["pipe", "fixed"])
    head = (f"BED BOARD EXPORT {base.ward_s()} / {base.hosp_s()}  {base.date()} {NG.time_(rng, 0)}  "
            f"user {P('USERNAME', C.username(rng, base.staff[7]))}")
    cols = ["BED", "PATIENT", "AGE", "SEX", "MRN", "CONS", "NURSE", "EDD", "FLAGS"]
    widths = [5, 24, 5, 4, 14, 14, 10, 11, 0]
    hcells = [N(cn, "role") if cn in ("CONS", "NURSE") else cn for cn in cols]
    out = [head, " | ".join(hcells) if layout == "pipe"
           else "".join(hc + " " * max(1, w - len(cn)) for hc, cn, w in zip(hcells, cols, widths)).rstrip()]
    n = rng.choice([rng.randint(8, 14), rng.randint(18, 28)])
    beds = rng.sample(range(1, 33), n)
    for b in sorted(beds):
        c = base.child()
        nm_ = c.pt.form(rng, rng.choice(["caps_comma", "sur_comma", "caps_comma_mi", "full"]))
        cons = base.staff[rng.randint(0, 2)]
        cons_s = rng.choice([cons.sur.upper(), cons.sur, f"{cons.given[0]} {cons.sur}"])
        nur = base.staff[rng.randint(3, 6)]
        nur_s = rng.choice([nur.given, nur.init(), nur.given.upper()])
        edd = C.fmt_short(c.rel_day(rng.randint(0, 6)), rng, region)
        flags = rng.choice(["falls risk", "NBM", "2 assist", NG.score(rng), "IVAB", "isolation", "DNACPR",
                            f"{NG.dept(rng)} r/v", "d/c today", NG.wordname(rng), "", "MRSA", "interpreter " + P("COUNTRY", c.country)])
        if rng.random() < 0.15:
            flags = f"NOK {c.fam[0][0]} {P('FAMILY', c.fam[0][1].form(rng, 'given'))}"
        vals = [("LOCATION_OTHER", str(b)), ("PATIENT", nm_), ("AGE", str(c.age)), (None, c.sx), ("MRN", c.mrn),
                ("DOCTOR", cons_s), ("DOCTOR", nur_s), ("DATE", edd)]
        if layout == "pipe":
            out.append(" | ".join([P(t, v) if t else v for t, v in vals] + [flags]).rstrip(" |"))
        else:
            row = "".join((cellp(t, v, w) if t else cell(v, w)) for (t, v), w in zip(vals, widths))
            out.append((row + flags).rstrip())
    out.append(f"beds free: {rng.randint(0, 4)}; escalation {NG.role(rng)} {P('PHONE', C.pager(rng))}; "
               f"printed from {P('IPADDR', C.ip(rng))}")
    return "\n".join(out), layout


def _theatre(rng, region, base):
    layout = rng.choice(["pipe", "fixed"])
    th = rng.randint(1, 14)
    surg = base.staff[0]
    st = "Mr" if surg.sex == "M" else rng.choice(["Ms", "Miss", "Mrs"])
    head = (f"THEATRE LIST - {base.hosp_s()} - theatre {P('LOCATION_OTHER', str(th))} - {base.date()}\n"
            f"surgeon: {rng.choice([st, 'Dr', 'Prof'])} {P('DOCTOR', surg.form(rng, rng.choice(['sur', 'full', 'g_sur'])))}   "
            f"anaes: {base.drn(1)}   scrub: {base.doc(2, 'given')}   ODP/anaes nurse: {base.doc(3, 'given')}")
    cols = ["ORD", "TIME", "PATIENT", "AGE/SEX", "MRN", "WARD", "PROCEDURE", "ASA"]
    widths = [4, 7, 24, 8, 14, 18, 26, 0]
    out = [head, " | ".join(cols) if layout == "pipe" else "".join(cell(cn, w) for cn, w in zip(cols, widths))]
    n = rng.randint(5, 12)
    h = rng.choice([8, 8, 13, 18])
    mins = h * 60
    for k in range(n):
        c = base.child()
        tm = f"{mins // 60 % 24:02d}:{mins % 60:02d}"
        mins += rng.choice([30, 45, 60, 75, 90, 120])
        nm_ = c.pt.form(rng, rng.choice(["caps_comma", "sur_comma", "full", "caps"]))
        ward = rng.choice(PL.WARDS[region] + ["DSU", "ED", "SAU"])
        asa = f"ASA {rng.randint(1, 4)}"
        sx_ = c.sx
        if layout == "pipe":
            cells = [str(k + 1), N(tm, "time"), P("PATIENT", nm_), f"{P('AGE', str(c.age))}{sx_}" if rng.random() < 0.5 else f"{P('AGE', str(c.age))}/{sx_}",
                     P("MRN", c.mrn), P("HOSPITAL", ward) if ward not in ("DSU", "ED", "SAU") else N(ward, "dept"),
                     rng.choice(PROCS), N(asa, "score")]
            out.append(" | ".join(cells))
        else:
            agev = f"{c.age}{sx_}"
            row = (cell(str(k + 1), 4) + N(tm, "time") + " " * (7 - len(tm)) + cellp("PATIENT", nm_, 24)
                   + P("AGE", str(c.age)) + sx_ + " " * max(1, 8 - len(agev)) + cellp("MRN", c.mrn, 14)
                   + ((cellp("HOSPITAL", ward, 18)) if ward not in ("DSU", "ED", "SAU") else N(ward, "dept") + " " * (18 - len(ward)))
                   + cell(rng.choice(PROCS), 26) + N(asa, "score"))
            out.append(row)
        if rng.random() < 0.2:
            out.append(f"     note: {rng.choice(['latex allergy', 'difficult airway', 'on ' + NG.drug(rng), NG.eponym(rng), 'interpreter req'])}")
    out.append(f"list locked by {P('USERNAME', C.username(rng, base.staff[6]))} {NG.time_(rng, 0)}; "
               f"queries theatre coordinator ext {P('PHONE', str(rng.randint(2000, 7999)))}")
    return "\n".join(out), layout


# =============================================================================== 7 anaesthetic record
def anaesthetic(rng, region):
    c = Ctx(rng, region)
    layout = rng.choice(["fixed", "free", "semicolon"])
    an, odp, surg = c.staff[0], c.staff[1], c.staff[2]
    wt = f"{rng.randint(42, 130)} kg"
    drugs = [N(x, "drug") for x in rng.sample(["propofol 180 mg", "fentanyl 100 mcg", "rocuronium 50 mg",
                                                "sux 100 mg", "ketamine 50 mg", "ondansetron 4 mg", "dexamethasone 8 mg",
                                                "cefazolin 2 g", "paracetamol 1 g IV", "parecoxib 40 mg",
                                                "metaraminol 0.5 mg boluses", "sugammadex 200 mg", "morphine 5 mg",
                                                "sevo MAC 1.0", "TXA 1 g", "glyco 200 mcg", "neostigmine 2.5 mg"], rng.randint(5, 9))]
    fields = [("PATIENT", c.ptn(rng.choice(["caps_comma", "full", "sur_comma", "caps_comma_mi"]))),
              ("DOB/AGE", f"{c.dob_s()} / {c.age_sh()}"), ("MRN", P("MRN", c.mrn)),
              ("DATE", c.date()), ("THEATRE", f"{P('LOCATION_OTHER', str(rng.randint(1, 12)))} {c.hosp_s()}"),
              ("PROCEDURE", rng.choice(PROCS)), ("SURGEON", f"{rng.choice(['Mr', 'Dr', 'Ms', 'Prof'])} {P('DOCTOR', surg.form(rng, rng.choice(['sur', 'full'])))}"),
              ("ANAESTHETIST", c.signed(0, ["FANZCA", "FRCA", "MD", "MBBS", "CRNA"])),
              ("ASSISTANT", f"{P('DOCTOR', odp.form(rng, rng.choice(['full', 'given'])))} {NG.cred(rng, ['ODP', 'RN', 'AT'])}"),
              ("PREOP", f"{NG.score(rng)}; {N(wt, 'measure')}; {NG.eponym(rng)}; airway {N('Mallampati ' + str(rng.randint(1, 4)), 'score')}"),
              ("FASTED", f"from {NG.time_(rng)} ; {NG.wordname(rng)}"),
              ("INDUCTION", f"{NG.time_(rng, 0)} " + ", ".join(drugs[:3])),
              ("AIRWAY", rng.choice([N("ETT 7.5 at 22 cm", "measure"), N("iGel 4", "measure"), N("LMA 4", "measure")])
               + f", grade {rng.randint(1, 3)} view"),
              ("MAINT", ", ".join(drugs[3:])),
              ("VITALS", NG.vitals(rng, ", ")),
              ("LINES", f"{N('18G', 'number')} L hand, {NG.eponym(rng)}"),
              ("MACHINE", f"{NG.model(rng)} serial {P('DEVICE', C.device_sn(rng))}"),
              ("CD REGISTER", f"signed {c.ini(0)} / {c.ini(1)}, cabinet fingerprint {P('BIOID', C.bioid(rng))}"),
              ("PACU", f"to recovery {NG.time_(rng, 0)}, {NG.score(rng)}, handed to {P('DOCTOR', c.staff[3].form(rng, 'given'))}")]
    if rng.random() < 0.4:
        fields.append(("NOTE", f"{c.fam_n(0)} waiting, call {c.phone_s()}"))
    if rng.random() < 0.4:
        fields.append(("REG NO", f"{'AHPRA' if region == 'AU' else ('GMC' if region == 'UK' else 'DEA')} {P('LICENSE', C.license_(rng, region))}"))
    if rng.random() < 0.3:
        fields.append(("CONSENT", f"signed {c.sdate()} with {c.fam_n(1)} as interpreter"))
    if layout == "fixed":
        return f"ANAESTHETIC RECORD\n" + "\n".join(f"{k:<14}{v}" for k, v in fields), layout
    if layout == "semicolon":
        return "anaes rec; " + "; ".join(f"{k.lower()} {v}" for k, v in fields), layout
    return "Anaesthetic record\n" + "\n".join(f"{k.title()}: {v}" for k, v in fields), layout


# =============================================================================== 8 medication administration record
def mar(rng, region):
    c = Ctx(rng, region)
    layout = rng.choice(["pipe", "fixed", "semicolon"])
    days = [c.rel_day(k) for k in range(rng.randint(2, 4))]
    presc = c.staff[0]
    lic = {"US": f"DEA {P('LICENSE', C.dea(rng))}", "UK": f"GMC {P('LICENSE', C.digits(rng, 7))}",
           "AU": f"AHPRA {P('LICENSE', 'MED000' + C.digits(rng, 7))}"}[region]
    hdr = [f"MEDICATION ADMINISTRATION RECORD  {c.hosp_s()}  {c.ward_s()}",
           f"{c.ptn(rng.choice(['caps_comma', 'caps_comma_mi', 'full']))}  DOB {c.dob_s()}  {c.age_sh()}  "
           f"MRN {P('MRN', c.mrn)}  {c.bed()}",
           f"wt {N(str(rng.randint(40, 140)) + ' kg', 'measure')}  allergies: {rng.choice(['NKDA', 'penicillin (rash)', 'sulfa', 'codeine - vomiting'])}",
           f"prescriber {c.drn(0)} {lic}" + (f" NPI {P('LICENSE', '1' + C.digits(rng, 9))}" if region == "US" and rng.random() < 0.5 else "")]
    nurses = [c.staff[i] for i in (2, 3, 4, 5)]
    meds = rng.sample(NG.DRUGS, rng.randint(4, 8))
    out = hdr + [""]
    if layout == "pipe":
        out.append("drug | " + " | ".join(P("DATE", C.fmt_short(d, rng, region)) for d in days))
    elif layout == "fixed":
        out.append("drug" + " " * 36 + "time   " + "  ".join(P("DATE", C.fmt_short(d, rng, region)) for d in days))
    for m in meds:
        tm = rng.choice(["08:00", "0800", "12:00", "18:00", "22:00", "prn", "0600"])
        entries = []
        for d in days:
            nz = rng.choice(nurses)
            st = rng.choice(["given", "given", "given", "held", "refused", "given", "NBM"])
            ini = P("DOCTOR", nz.init() if rng.random() < 0.75 else nz.init().lower())
            if st == "given":
                e = ini
            else:
                e = f"{st} {ini}"
            if "CD" in m or "oxy" in m or "morph" in m or "endone" in m:
                e += f"/{P('DOCTOR', rng.choice(nurses).init())}"
            entries.append(e)
        if layout == "pipe":
            out.append(f"{N(m, 'drug')} {N(tm, 'time') if tm != 'prn' else tm} | " + " | ".join(entries))
        elif layout == "fixed":
            out.append(f"{N(m, 'drug')}" + " " * max(1, 40 - len(m)) + f"{tm:<7}" + "  ".join(entries))
        else:
            out.append(f"{N(m, 'drug')} @ {tm}: " + "; ".join(f"{P('DATE', C.fmt_short(d, rng, region))} {e}" for d, e in zip(days, entries)))
    out.append("")
    if rng.random() < 0.7:
        out.append(f"CD cabinet access {NG.time_(rng)} fingerprint ID {P('BIOID', C.bioid(rng))} "
                   f"({P('DOCTOR', nurses[0].form(rng, 'full'))}), witness {P('DOCTOR', nurses[1].form(rng, 'given'))}")
    out.append(f"pharmacist check {c.sdate(days[-1])} {P('DOCTOR', c.staff[6].form(rng, rng.choice(['full', 'init', 'g_sur'])))} {NG.cred(rng, ['RPh', 'BPharm', 'MPharm'])}")
    out.append(f"signature key: " + ", ".join(f"{P('DOCTOR', n.init())}={P('DOCTOR', n.form(rng, rng.choice(['full', 'g_sur', 'given_init'])))} {NG.cred(rng, ['RN', 'EN', 'RGN', 'CNM'])}" for n in nurses))
    if rng.random() < 0.4:
        out.append(f"pharmacy {P('HOSPITAL', rng.choice(PL.PHARMACIES))} fax {P('FAX', C.phone(rng, region))}; order {P('IDNUM', C.idnum(rng, 'order'))}")
    if rng.random() < 0.4:
        out.append(f"{NG.wordname(rng)}; {NG.institution(rng)} alert re {N('metformin', 'drug')} noted")
    return "\n".join(out), layout


# =============================================================================== 9 wound care chart
def wound(rng, region):
    c = Ctx(rng, region)
    layout = rng.choice(["pipe", "free", "semicolon"])
    site = rng.choice(["sacrum", "L heel", "R lateral malleolus", "abdo wound", "R shin", "L hip incision", "coccyx",
                       "R 1st toe", "occiput", "stoma site"])
    hdr = [f"WOUND CARE CHART - {c.hosp_s() if rng.random() < 0.6 else P('HOSPITAL', rng.choice(PL.CARE_HOMES))}",
           f"{c.ptn(rng.choice(['caps_comma', 'full', 'sur_comma', 'given_init']))}  {c.age_sh()}  MRN {P('MRN', c.mrn)}  {c.bed()}",
           f"wound: {site}, {rng.choice(['PI stage 2', 'PI stage 3', 'surgical dehiscence', 'venous ulcer', 'skin tear ST2', 'diabetic foot ulcer'])}; "
           f"first noted {c.date(c.rel_day(-rng.randint(5, 40)))}; {N(rng.choice(['Braden 13', 'Braden 16', 'Waterlow 21', 'Waterlow 15', 'Norton 12', 'PUSH 9']), 'score')}",
           f"TVN: {P('DOCTOR', c.staff[0].form(rng, rng.choice(['full', 'given', 'g_sur'])))} {NG.cred(rng, ['CNS', 'RN', 'CNC'])} ext {P('PHONE', str(rng.randint(2000, 8999)))}"]
    if rng.random() < 0.4:
        hdr.append(f"community: {c.addr_s()}; GP {P('HOSPITAL', c.practice)} {P('PHONE', C.phone(rng, region))}")
    out = hdr + [""]
    if layout == "pipe":
        out.append("date | size (cm) | bed | exudate | dressing | photo | sign")
    off = 0
    for k in range(rng.randint(3, 8)):
        off += rng.choice([1, 2, 3, 7])
        d = c.rel_day(off)
        L, W = rng.uniform(0.5, 9), rng.uniform(0.3, 6)
        size = N(f"{L:.1f} x {W:.1f}" + (f" x {rng.uniform(0.1, 2):.1f}" if rng.random() < 0.4 else ""), "measure")
        bedt = rng.choice(["granulating", "slough 30%", "epithelial", "necrotic", "pink"])
        ex = rng.choice(["low serous", "mod", "heavy", "nil"])
        dr = N(rng.choice(NG.MODELS[-5:] + ["silicone foam", "hydrocolloid", "NPWT 125 mmHg"]), "model")
        photo = P("IDNUM", C.idnum(rng, "photo")) if rng.random() < 0.5 else "-"
        sgn = c.ini(rng.randint(1, 4))
        if layout == "pipe":
            out.append(" | ".join([P("DATE", C.fmt_short(d, rng, region)), size, bedt, ex, dr, photo, sgn]))
        elif layout == "semicolon":
            out.append("; ".join([P("DATE", C.fmt_short(d, rng, region)), size, bedt, ex, dr, f"photo {photo}", sgn]))
        else:
            out.append(f"{c.date(d)}: {size} cm, {bedt}, {ex} exudate, {dr} applied, photo {photo}. {rng.choice(['pain 2/10', NG.wordname(rng), 'nil signs infection'])}. {sgn}")
    out.append(f"plan: {'pressure relief q2h' if rng.random() < 0.5 else 'offload ' + N('Foley', 'eponym') + ' tubing'}, {NG.measure(rng)}, r/v {c.sdate(c.rel_day(off + 5))}")
    if rng.random() < 0.5:
        out.append(f"{c.fam_n(0)} shown dressing technique; {c.social()}")
    return "\n".join(out), layout


# =============================================================================== 10 falls / incident report
def incident(rng, region):
    c = Ctx(rng, region, min_age=40)
    layout = rng.choice(["fixed", "free", "semicolon"])
    rep = c.staff[0]
    ref = P("IDNUM", C.idnum(rng, "inc"))
    where = rng.choice(["bathroom", "beside bed", "corridor", "car park", "day room", "toilet", "ramp at main entrance",
                        "car park", "drop-off zone"])
    car = where in ("car park", "ramp at main entrance", "drop-off zone")
    f = [("REF", ref), ("DATE/TIME", f"{c.date()} {NG.time_(rng)}"), ("REPORTED", c.date(c.rel_day(rng.randint(0, 1)))),
         ("SITE", f"{c.hosp_s()}, {c.ward_s()}, {c.bed()}" if not car else f"{c.hosp_s()} {where}"),
         ("PERSON", f"{c.ptn(rng.choice(['caps_comma', 'full', 'sur_comma']))} {c.age_sh()} MRN {P('MRN', c.mrn)}"),
         ("TYPE", rng.choice(["unwitnessed fall", "witnessed fall", "slip", "found on floor", "near miss", "fall from chair"])),
         ("DESCRIPTION",
          f"{rng.choice(['pt', 'Pt', 'patient'])} {rng.choice(['found on floor', 'slipped', 'lost balance', 'tried to mobilise w/o frame'])} "
          f"{where}, {NG.score(rng)}, {NG.vitals(rng, ' ')}. {NG.wordname(rng)}. hx {NG.eponym(rng)}. "
          f"seen by {c.drn(1)} who {rng.choice(['ordered CT head', 'found no injury', 'requested XR hip', 'reviewed obs'])}"),
         ("INJURY", rng.choice(["nil", "skin tear L forearm", "haematoma occiput", "?#NOF", "laceration 2 cm brow"])
          + f" {NG.icd(rng)}"),
         ("WITNESS", f"{P('DOCTOR', c.staff[2].form(rng, rng.choice(['full', 'given'])))} {NG.cred(rng, ['RN', 'EN', 'AIN', 'HCA'])}"
          if rng.random() < 0.6 else f"visitor {P('FAMILY', C.Person(rng).form(rng, 'full'))}, {C.prof_a(rng.choice(PL.PROFESSIONS))}"),
         ("FAMILY", f"{c.fam_n(0)} informed {c.sdate()} by phone {c.phone_s()}"),
         ("REPORTER", f"{P('DOCTOR', rep.form(rng, rng.choice(['full', 'sur_comma', 'g_sur'])))} login {P('USERNAME', C.username(rng, rep))} "
                      f"ws {P('IPADDR', C.ip(rng))}"),
         ("MANAGER", f"{c.drn(3)} / nurse unit manager {c.doc(4, 'given')}")]
    if car:
        f.append(("VEHICLE", f"car {P('VEHICLE', C.plate(rng, region))} parked across kerb; owner {P('FAMILY', C.Person(rng).form(rng, 'full'))}"))
    if rng.random() < 0.5:
        f.append(("ATTACH", f"{P('URL', C.url(rng))}"))
    if rng.random() < 0.3:
        f.append(("EQUIPMENT", f"bed alarm SN {P('DEVICE', C.device_sn(rng))} {rng.choice(['not on', 'failed', 'working'])}; {NG.model(rng)}"))
    if rng.random() < 0.3:
        f.append(("NOTIFIED", f"{NG.institution(rng)} not required; {NG.role(rng)} informed"))
    if layout == "fixed":
        return "FALLS / INCIDENT REPORT\n" + "\n".join(f"{k:<13}{v}" for k, v in f), layout
    if layout == "semicolon":
        return "incident; " + "; ".join(f"{k.lower()}: {v}" for k, v in f), layout
    return "Incident report\n" + "\n".join(f"{k.capitalize()}: {v}" for k, v in f), layout


# =============================================================================== 11 telephone messages (ward clerk)
def phone_msg(rng, region):
    base = Ctx(rng, region)
    layout = rng.choice(["free", "semicolon", "pipe"])
    clerk = base.staff[7]
    n = rng.randint(1, 4)
    out = [f"PHONE MESSAGES {base.ward_s()} {base.sdate()} - clerk {P('DOCTOR', clerk.form(rng, rng.choice(['given', 'full', 'init'])))}"]
    if layout == "pipe":
        out.append("time | for | from | re | call back")
    for _ in range(n):
        c = base.child()
        to = rng.choice([c.drn(rng.randint(0, 4)), f"nurse {c.doc(5, 'given')}", f"{NG.role(rng)}", f"{c.doc(6, 'given')} (NUM)"])
        rel, fp = c.fam[0]
        caller = rng.choice([
            f"{rel} {P('FAMILY', fp.form(rng, rng.choice(['full', 'given'])))}",
            f"{C.title_for(fp, rng)} {P('FAMILY', fp.sur)} ({rel})",
            f"{P('HOSPITAL', c.practice)} receptionist {P('DOCTOR', C.Person(rng).form(rng, 'given'))}",
            f"{P('HOSPITAL', rng.choice(PL.PHARMACIES))}",
            f"{P('HOSPITAL', rng.choice(PL.CARE_HOMES))} nurse {P('DOCTOR', C.Person(rng).form(rng, 'given'))}",
            f"{P('ORGANIZATION', c.employer)} HR ({P('FAMILY', C.Person(rng).form(rng, 'full'))})",
        ])
        about = rng.choice([
            f"re {c.pt_any()} {c.bed()} - wants update, {NG.wordname(rng)}",
            f"re {c.ptn()} (MRN {P('MRN', c.mrn)}) - new address {c.addr_s()}",
            f"re {c.ptn()} - ins member no {P('HEALTHPLAN', C.healthplan(rng, region))}, acct {P('ACCOUNT', C.account(rng))}",
            f"re {c.pt_any()} - results {NG.labs(rng, 2)} faxed, check {P('IDNUM', C.idnum(rng, 'acc'))}",
            f"re {c.pt_any()} DOB {c.dob_s()} - {NG.drug(rng)} supply for d/c {c.sdate(c.rel_day(1))}",
            f"re {c.pt_any()} - sick cert for work, pt {C.prof_a(c.prof)}",
            f"re {c.ptn()} - portal login {P('URL', C.url(rng))} not working, user {P('USERNAME', C.username(rng, c.pt))}",
            f"re {c.ptn()} {c.age_sh()} - appt moved to {c.date(c.rel_day(rng.randint(3, 30)))} at {P('HOSPITAL', c.practice)}",
        ])
        if region == "US" and rng.random() < 0.35:
            about += f", SSN for billing {P('SSN', C.ssn(rng, region))}"
        elif region == "UK" and rng.random() < 0.25:
            about += f", NI number {P('SSN', C.ssn(rng, region))} for DWP form"
        cb_kind = rng.random()
        if cb_kind < 0.5:
            cb = P("PHONE", C.phone(rng, region, ext=rng.random() < 0.3))
        elif cb_kind < 0.75:
            cb = f"{P('PHONE', C.phone(rng, region))} or email {P('EMAIL', C.email(rng, fp))}"
        elif cb_kind < 0.85:
            cb = f"fax {P('FAX', C.phone(rng, region))}"
        else:
            cb = f"email {P('EMAIL', C.email(rng, None))}, fax {P('FAX', C.phone(rng, region))}"
        tm = NG.time_(rng)
        if layout == "pipe":
            out.append(" | ".join([tm, to, caller, about, cb]))
        elif layout == "semicolon":
            out.append("; ".join([f"{tm} for {to}", f"from {caller}", about, f"cb {cb}"]))
        else:
            out.append(f"{tm} msg for {to}\n  from {caller}\n  {about}\n  call back {cb}\n  taken by {P('DOCTOR', clerk.form(rng, rng.choice(['given', 'init_lower', 'init'])))}")
    return "\n".join(out), layout


GENRES = [
    ("ed_triage", ed_triage), ("icu_flowsheet", icu_flowsheet), ("handover_sbar", handover),
    ("ward_round", ward_round), ("dictation", dictation), ("bedboard_theatre", board),
    ("anaesthetic_record", anaesthetic), ("mar", mar), ("wound_chart", wound),
    ("incident_report", incident), ("phone_message", phone_msg),
]
