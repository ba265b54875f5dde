"""Blocks shared by the genre writers."""
import datetime as dt

import pools as P
from phi import Phi, fmt_date, rd, num_words, WEEKDAYS, MONTHS
from case import (Staff, name_keys, inst_name, org_name, make_addr, addr_parts, landmark, building, hhmm)


def fam(c, X, key, rel, age=None):
    per = c.relative(c.pt, rel)
    X.update(name_keys(key, per, "FAMILY"))
    X[key + "_rel"] = rel
    X[key + "_ph"] = c.phone("mobile")
    X[key + "_obj"] = per
    if age is not None:
        X[key + "_age"] = Phi(str(age), "AGE")
    return per


def staff(c, X, key, role, sex=None):
    s = Staff(c, role, sex)
    X.update(name_keys(key, s.per, "DOCTOR"))
    X[key + "_cred"] = s.cred
    X[key + "_ll"], X[key + "_lic"] = s.lic()
    X[key + "_obj"] = s
    return s


def cred(X, key):
    cr = X[key + "_cred"]
    return (", " + cr) if cr else ""


def default_rel(c):
    a = c.age
    if a < 16:
        return c.ch(["mother", "father", "mother", "mother", "grandmother", "father"])
    if a < 25:
        return c.ch(["mother", "father", "partner", "friend", "flatmate", "sister", "brother"])
    if a < 42:
        return c.ch(["wife" if c.pt.sex == "M" else "husband", "partner", "sister", "brother", "friend",
                     "mother", "father"])
    if a < 65:
        return c.ch(["wife" if c.pt.sex == "M" else "husband", "partner", "sister", "brother", "friend",
                     "mother", "daughter", "son"])
    return c.ch(["wife" if c.pt.sex == "M" else "husband", "daughter", "son", "daughter", "neighbour", "niece",
                 "carer", "granddaughter"])


def setup_common(c, X, n_fam=2, fac_kind="hospital"):
    """Facility, GP, family, occupation, misc. Everything a genre might want."""
    r = c.r
    X["Dr"] = "Dr." if (c.loc in ("US", "CA") or r.random() < 0.15) else "Dr"
    X["fac"] = Phi(inst_name(c, fac_kind, c.fac_town if r.random() < 0.7 else None), "HOSPITAL")
    fa = make_addr(c, unit_prob=0)
    fa.town = c.fac_town
    X["fac_addr"] = addr_parts(c, fa, "line")
    X["fac_addr_ml"] = addr_parts(c, fa, "lines")
    X["fac_town"] = Phi(c.fac_town, "CITY")
    X["fac_ph"] = c.phone("landline")
    X["fac_fax"] = c.phone("landline", "FAX")
    X["fac_url"] = c.url(X["fac"].v)
    X["fac_email"] = c.email_generic(c.ch(["reception", "admin", "enquiries", "referrals", "info", "frontdesk",
                                          "bookings"]), X["fac"].v)
    X["hosp2"] = Phi(inst_name(c, "hospital"), "HOSPITAL")
    X["ward"] = Phi(inst_name(c, "ward"), "HOSPITAL")
    X["pharmacy"] = Phi(inst_name(c, "pharmacy", c.addr.town if r.random() < 0.5 else None), "HOSPITAL")
    X["carehome"] = Phi(inst_name(c, "carehome", c.addr.town), "HOSPITAL")
    # GP
    gp = c.person(middle_prob=0)
    X.update(name_keys("gp", gp, "DOCTOR"))
    X["gp_practice"] = Phi(inst_name(c, "gp", c.addr.town if r.random() < 0.6 else None), "HOSPITAL")
    ga = make_addr(c, unit_prob=0)
    X["gp_addr"] = addr_parts(c, ga, "line")
    X["gp_addr_ml"] = addr_parts(c, ga, "lines")
    X["gp_ph"] = c.phone("landline")
    X["gp_fax"] = c.phone("landline", "FAX")
    X["gp_email"] = c.email_generic(c.ch(["admin", "reception", "results", "practice.manager"]), X["gp_practice"].v)
    # family
    rels = []
    for i in range(1, n_fam + 1):
        rel = default_rel(c)
        while rel in rels and rel not in ("friend", "daughter", "son"):
            rel = default_rel(c)
        rels.append(rel)
        fam(c, X, f"f{i}", rel)
    fam(c, X, "nb", "neighbour")
    fam(c, X, "sup", "supervisor")
    X["f1_rel_cap"] = X["f1_rel"][0].upper() + X["f1_rel"][1:]
    X["f2_rel_cap"] = X["f2_rel"][0].upper() + X["f2_rel"][1:] if n_fam >= 2 else ""
    X["mum_cap"] = c.L["mum"].capitalize()
    X["nursery"] = Phi(c.ch(["{t} Nursery", "Little {b}s Childcare", "{b} Early Learning Centre", "{t} Kindergarten",
                             "{b} Preschool", "Tiny Steps {t}"]).format(t=c.ch(P.TOWNS[c.loc]),
                                                                      b=c.ch(P.TREES_BIRDS)), "ORGANIZATION")
    # occupation
    if c.age >= 67 and r.random() < 0.8:
        X["occ"] = Phi(c.ch(P.PROFESSIONS_RETIRED), "PROFESSION")
        X["occ_s"] = ["retired ", X["occ"]]
        X["working"] = False
    elif c.age < 17:
        X["occ"] = None
        X["occ_s"] = ["school student"]
        X["working"] = False
    else:
        X["occ"] = Phi(c.ch(P.PROFESSIONS), "PROFESSION")
        X["occ_s"] = [X["occ"]]
        X["working"] = True
    X["occ_cap"] = Phi(X["occ"].v[0].upper() + X["occ"].v[1:], "PROFESSION") if X["occ"] is not None else None
    X["employer"] = Phi(org_name(c, "employer"), "ORGANIZATION")
    X["school"] = Phi(org_name(c, "school"), "ORGANIZATION")
    X["club"] = Phi(org_name(c, "club"), "ORGANIZATION")
    X["church"] = Phi(org_name(c, "church"), "ORGANIZATION")
    X["insurer"] = Phi(org_name(c, "insurer"), "ORGANIZATION")
    X["landmark"] = Phi(landmark(c), "LOCATION_OTHER")
    X["building"] = Phi(building(c), "LOCATION_OTHER")
    X["town2"] = Phi(c.ch([t for t in P.TOWNS[c.loc] if t != c.addr.town]), "CITY")
    bc = c.ch(P.BIRTH_COUNTRIES)
    if bc == P.COUNTRY_NAME[c.loc]:
        bc = "Portugal"
    X["birth_country"] = Phi(bc, "COUNTRY")
    X["bed"] = Phi(str(r.randint(1, 24)) + c.ch(["", "", "", "A", "B"]), "LOCATION_OTHER")
    X["room"] = Phi(c.ch([str(r.randint(1, 40)), str(r.randint(100, 450)), f"{r.randint(1, 9)}{c.ch('ABCD')}"]),
                    "LOCATION_OTHER")
    X["plate"] = c.plate()
    X["dl"] = c.driver_licence()
    X["device"] = c.device_serial()
    X["bio"] = c.bioid()
    X["job"] = c.idnum("job")
    X["acc_no"] = c.idnum("accession")
    X["spec"] = c.idnum("specimen")
    X["order"] = c.idnum("order")
    X["police"] = c.idnum("police")
    X["referral"] = c.idnum("referral")
    X["script"] = c.idnum("script")
    X["ip"] = c.ip()
    h0 = r.randint(0, 19)
    mins = sorted(r.sample(range(h0 * 60, h0 * 60 + 239), 3))
    X["t1"], X["t2"], X["t3"] = [f"{m // 60:02d}:{m % 60:02d}" for m in mins]
    X["T1"] = X["t3"].replace(":", "")
    X["T2"] = hhmm(r, 0, 23, False)
    # previous and future dates
    X["onset_wd"] = c.wd(r.randint(1, 5))
    X["d_prev"] = c.D(c.days(r.randint(20, 700)))
    X["d_prev2"] = c.D(c.days(r.randint(800, 3000)))
    X["d_yest"] = c.D(c.days(1))
    fu = c.visit + dt.timedelta(days=r.randint(2, 21))
    X["d_fu"] = c.D(fu)
    X["d_fu_l"] = c.Dl(fu)
    X["d_fu_wd"] = c.wd(-r.randint(1, 6))
    X["yr_prev"] = Phi(str(c.visit.year - r.randint(1, 12)), "DATE")
    X["yr_prev2"] = Phi(str(c.visit.year - r.randint(13, 30)), "DATE")
    X["mon_prev"] = Phi(fmt_date(c.days(r.randint(40, 900)), "month_year"), "DATE")
    X["mon_prev2"] = Phi(fmt_date(c.days(r.randint(40, 900)), "mon_year"), "DATE")
    X["mon_only"] = Phi(fmt_date(c.days(r.randint(30, 300)), "month"), "DATE")
    X["d_signed"] = c.D(c.visit + dt.timedelta(days=c.ch([0, 0, 0, 1])))
    X["d_next"] = c.D(c.visit + dt.timedelta(days=1))
    X["holiday"] = Phi(c.ch(HOLIDAYS[c.loc]), "DATE")
    X["gpw_cap"] = c.L["gpw"][0].upper() + c.L["gpw"][1:]
    X["ws"] = X["school"] if c.age < 19 else X["employer"]
    X["street2"] = Phi(c.ch(P.STREET_BASE + P.STREET_BASE_LOCAL[c.loc]) + " " + c.ch(P.STREET_SUFFIX[c.loc]), "STREET")
    X["fage"] = Phi(str(r.randint(44, 68)), "AGE")
    X["alage"] = Phi(str(r.randint(2, max(3, min(c.age - 1, 14)))) if c.age > 3 else "1", "AGE")
    lmp = c.days(r.randint(35, 60))
    X["lmp"] = c.D(lmp)
    if c.pt.sex == "F" and 13 <= c.age <= 52:
        X["lmp_line"] = ["LMP ", X["lmp"], ". ", c.ch(["Not sexually active.", "Sexually active, condoms.",
                                                       "On the combined pill.", "Has a Mirena IUS."])]
    else:
        X["lmp_line"] = ""
    R = ref(c, X)
    X["R"] = R if not isinstance(R, str) else R[0].upper() + R[1:]
    X["r"] = ref(c, X)
    return X


HOLIDAYS = {
    "US": ["Thanksgiving", "Christmas", "Memorial Day", "Labor Day", "Independence Day", "New Year's Eve"],
    "CA": ["Canada Day", "Thanksgiving", "Christmas", "Boxing Day", "Victoria Day", "New Year's Eve"],
    "UK": ["Christmas", "Boxing Day", "Easter", "New Year's Eve", "Bonfire Night", "Whitsun"],
    "IE": ["St Patrick's Day", "Christmas", "Easter", "New Year's Day", "St Stephen's Day"],
    "AU": ["Anzac Day", "Australia Day", "Christmas", "Boxing Day", "Easter", "New Year's Eve"],
    "NZ": ["Waitangi Day", "Anzac Day", "Christmas", "Labour Weekend", "Easter", "Matariki"],
}


def times_after(c, start, n, lo=5, hi=360):
    """n sorted HH:MM times after start (HH:MM)."""
    h, m = map(int, start.split(":"))
    base = h * 60 + m
    offs = sorted(c.r.sample(range(lo, hi), n))
    return [f"{((base + o) // 60) % 24:02d}:{(base + o) % 60:02d}" for o in offs]


def ref(c, X, formal=None):
    """A way of naming the patient in running text."""
    formal = c.p(0.6) if formal is None else formal
    if c.age < 16:
        return c.ch([X["pt_f"], X["pt_f"], X["pt_nick"], X["pt"]])
    if formal:
        return c.ch([[X["Mr"], " ", X["pt_l"]], [X["Mr"], " ", X["pt_l"]], X["pt"], X["pt_m"]])
    return c.ch([X["pt_f"], X["pt_nick"], X["pt"], "the patient", "Pt", "pt"])


ALLERGIES = ["NKDA", "NKDA", "No known drug allergies", "Penicillin (rash)", "Penicillin - anaphylaxis",
             "Sulfa drugs (hives)", "Codeine (vomiting)", "Latex", "Trimethoprim (rash)", "Nil known",
             "Amoxicillin (urticaria)", "Morphine - itch", "Elastoplast", "Erythromycin (GI upset)", "NKA"]


def vitals(c, sick=False, style=None):
    r = c.r
    hr = r.randint(95, 135) if sick else r.randint(58, 98)
    sbp = r.randint(88, 110) if sick and r.random() < 0.4 else r.randint(108, 168)
    dbp = r.randint(55, 98)
    rr = r.randint(20, 32) if sick else r.randint(12, 20)
    sat = r.randint(88, 95) if sick else r.randint(95, 100)
    t = round(r.uniform(37.8, 39.6), 1) if sick and r.random() < 0.6 else round(r.uniform(36.1, 37.4), 1)
    temp = f"{round(t * 9 / 5 + 32, 1)}F" if c.loc == "US" and r.random() < 0.7 else f"{t}C"
    gcs = 15 if (not sick or r.random() < 0.6) else r.randint(11, 14)
    bm = round(r.uniform(4.2, 9.8), 1)
    style = style or r.choice(["line", "slash", "list", "caps"])
    if style == "line":
        return f"HR {hr}, BP {sbp}/{dbp}, RR {rr}, SpO2 {sat}% RA, T {temp}, GCS {gcs}"
    if style == "slash":
        return f"P {hr} | BP {sbp}/{dbp} | RR {rr} | Sats {sat}% on air | Temp {temp} | BM {bm}"
    if style == "list":
        return (f"- Heart rate: {hr} bpm\n- Blood pressure: {sbp}/{dbp} mmHg\n- Resp rate: {rr}/min\n"
                f"- SpO2: {sat}% (room air)\n- Temperature: {temp}\n- GCS: {gcs}/15")
    return f"VS: T {temp}  HR {hr}  BP {sbp}/{dbp}  RR {rr}  SAT {sat}% RA  PAIN {r.randint(0, 9)}/10"


def pmh_items(c, X, kinds=None):
    """List of history items, several carrying dates or places."""
    r = c.r
    a = c.age
    items = []
    pool = []
    if a >= 45:
        pool += [["Hypertension (dx ", X["yr_prev"], ")"], ["Type 2 diabetes, diet controlled"],
                 ["Hypercholesterolaemia" if c.loc != "US" else "Hyperlipidemia"],
                 ["NSTEMI ", X["mon_prev"], " - PCI x1 to LAD at ", X["hosp2"]],
                 ["Atrial fibrillation, on apixaban"], ["Osteoarthritis both knees"],
                 ["TIA ", X["yr_prev"]], ["COPD (FEV1 62% predicted)"], ["CKD stage 3a"],
                 ["R total hip replacement ", X["yr_prev2"]], ["Cholecystectomy ", X["yr_prev2"]],
                 ["Prostate - TURP " if c.pt.sex == "M" else "Hysterectomy ", X["yr_prev2"]],
                 ["Gout"], ["Hypothyroidism"], ["Depression"]]
    pool += [["Asthma (childhood)"], ["Appendicectomy " if c.loc != "US" else "Appendectomy ", X["yr_prev2"]],
             ["Migraine"], ["Anxiety"], ["Fractured L wrist ", X["yr_prev"]], ["Eczema"],
             ["Tonsillectomy age ", Phi(str(r.randint(4, max(5, min(12, a - 2)))), "AGE")], ["GORD" if c.loc != "US" else "GERD"],
             ["Lap chole at ", X["hosp2"], " ", X["mon_prev2"]], ["ACL reconstruction ", X["yr_prev"]]]
    if c.pt.sex == "F" and 18 < a < 50:
        pool += [["G2P2, LSCS ", X["yr_prev"]], ["PCOS"], ["Endometriosis (laparoscopy ", X["mon_prev"], ")"]]
    if a < 16:
        pool = [["Asthma"], ["Eczema"], ["Grommets age ", Phi(str(r.randint(1, max(2, min(5, a - 1)))), "AGE")],
                ["Fractured L wrist ", Phi(str(c.visit.year - r.randint(1, max(1, min(4, a - 1)))), "DATE")],
                ["Recurrent tonsillitis"], ["Born at term, no neonatal problems"]]
    r.shuffle(pool)
    n = r.randint(2, 5) if a > 40 else r.randint(0, 3)
    for it in pool[:n]:
        items.append([x for x in it if x is not None])
    return items


def meds_for(c):
    r = c.r
    a = c.age
    pool = ["Paracetamol 1 g QDS PRN" if c.loc != "US" else "Acetaminophen 650 mg q6h PRN",
            "Salbutamol inhaler 100 mcg PRN" if c.loc not in ("US", "CA") else "Albuterol HFA 2 puffs q4h PRN",
            "Sertraline 50 mg daily", "Omeprazole 20 mg daily", "Cetirizine 10 mg daily", "Microgynon 30" if c.pt.sex == "F" and 16 < a < 45 else "Vitamin D 1000 units daily"]
    if a >= 45:
        pool += ["Amlodipine 5 mg daily", "Atorvastatin 40 mg nocte", "Metformin 500 mg BD", "Ramipril 5 mg daily",
                 "Apixaban 5 mg BD", "Aspirin 100 mg daily", "Bisoprolol 2.5 mg daily", "Levothyroxine 75 mcg daily",
                 "Allopurinol 300 mg daily", "Tiotropium 18 mcg inhaled daily", "Furosemide 40 mg mane",
                 "Gliclazide 80 mg BD", "Tamsulosin 400 mcg daily" if c.pt.sex == "M" else "Alendronate 70 mg weekly"]
    r.shuffle(pool)
    n = r.randint(0, 2) if a < 40 else r.randint(2, 6)
    return pool[:n]


def social_lines(c, X):
    """Sentences about social history (templates rendered by the caller)."""
    r = c.r
    out = []
    rel = X["f1_rel"]
    if c.age < 16:
        out.append(r.choice(["Lives with {f1_rel} {f1} and siblings in {town}. Attends {school}.",
                             "Lives at home; {f1_rel} ({f1_f}) is main carer. Attends {school}, no concerns raised.",
                             "Accompanied by {f1_rel} {f1}. Attends {school}. Immunisations up to date per {f1_rel}."]))
        return out
    if c.age < 19:
        out.append(r.choice(["Student at {school}; works part time as a {occ} at weekends.",
                             "At {school}. Part-time job ({occ}, {employer}).",
                             "Final year at {school}."]))
    elif X["working"]:
        out.append(r.choice(["Works as a {occ} for {employer}.", "Occupation: {occ} ({employer}).",
                             "{occ_cap}, employed by {employer}.", "Works full time as a {occ}.",
                             "Employed as a {occ} at {employer}, {town2}."]))
    elif X["occ"] is not None:
        out.append(r.choice(["Retired {occ}.", "Previously worked as a {occ}, retired.",
                             "Retired {occ}, worked at {employer} for many years."]))
    if rel in ("wife", "husband", "partner"):
        out.append(r.choice(["Lives with {his} {f1_rel}, {f1}, in {town}.", "Lives with {f1_rel} {f1_f} and two children.",
                             "Married, lives with {f1_rel} {f1_f} in a two-storey house.",
                             "Lives with {f1_rel} ({f1}); independent with all ADLs."]))
    elif rel in ("mother", "father"):
        out.append(r.choice(["Lives with parents in {town}; {f1_rel} {f1} attended with {him}.",
                             "Lives at home with {f1_rel} ({f1_f})."]))
    elif rel in ("flatmate", "friend"):
        out.append(r.choice(["Shares a flat in {town} with {f1_rel} {f1}.", "Lives with a {f1_rel}, {f1_f}."]))
    else:
        out.append(r.choice(["Lives alone in {town}; {f1_rel} {f1} visits daily.",
                             "Lives independently. NOK: {f1} ({f1_rel}) {f1_ph}.",
                             "Lives alone, package of care BD; {f1_rel} {f1_f} nearby.",
                             "Lives alone in a bungalow. {f1_rel_cap} {f1} is NOK ({f1_ph})."]))
    if c.p(0.25):
        out.append(r.choice(["Born in {birth_country}; moved to {town} in {yr_prev2}.",
                             "Originally from {birth_country}, in {country_home} since {yr_prev2}.",
                             "Born in {birth_country}. Interpreter not required."]))
    out.append(r.choice(["Non-smoker. Alcohol: occasional.", "Smoker 10/day, 20 pack-years. ETOH ~20 units/wk.",
                         "Ex-smoker (quit {yr_prev}). Social drinker.", "Never smoked. No alcohol. No recreational drugs.",
                         "Vapes daily. Drinks 4-6 beers at weekends.", "Smokes 5 cigarettes/day. Denies illicit drug use."]))
    return out


def signature(c, X, key="md", kind=None):
    """Return a list of template strings for a signature block."""
    r = c.r
    k = key
    kind = kind or r.choice(["esig", "slash", "uk", "plain", "bleep", "reg"])
    if kind == "esig":
        return ["Electronically signed by: {" + k + "}" + cred(X, k) + " on {d_signed} at {t3}\n"]
    if kind == "slash":
        return ["/s/ {" + k + "_m}" + cred(X, k) + "\n"]
    if kind == "uk":
        return ["{Dr} {" + k + "_Fl}" + (" (" + X[k + "_cred"] + ")" if X[k + "_cred"] else "") +
                "\n{" + k + "_ll} {" + k + "_lic}\n"]
    if kind == "plain":
        return ["Signed: {" + k + "_Fl2}" + cred(X, k) + "   {dv} {t3}\n"]
    if kind == "bleep":
        X[k + "_bleep"] = c.pager()
        word = "pager" if c.loc in ("US", "CA") else "bleep"
        return ["{" + k + "}" + cred(X, k) + ", " + word + " {" + k + "_bleep}\n"]
    return ["{" + k + "_m}" + cred(X, k) + "  |  {" + k + "_ll}: {" + k + "_lic}\n"]


def audit_footer(c, X, key="md"):
    r = c.r
    X["uname"] = c.username(X[key + "_obj"].per)
    return r.choice([
        "Entered by: {uname} | Workstation IP {ip} | {dv_iso} {t3}\n",
        "Last modified by user {uname} on {d_signed} {t3} (terminal {ip})\n",
        "Note created by {uname} from {ip}\n",
        "Audit: created {uname} {dv} {t1}; signed {uname} {d_signed} {t3}\n",
        "[user: {uname}] [host: {ip}] [printed {d_signed}]\n",
        "Author login: {uname}\n",
    ])


def cc_gp(c, X):
    r = c.r
    return r.choice([
        "cc: {Dr} {gp_l}, {gp_practice}, {gp_addr}. Fax {gp_fax}\n",
        "Copy to GP: {Dr} {gp_Fl}, {gp_practice} (fax {gp_fax})\n",
        "cc {gp_practice} - {Dr} {gp}\n",
        "Copies: Patient; {Dr} {gp}, {gp_practice}, {gp_addr}\n",
        "CC: {gp_Fl2}" + (", MD" if c.loc in ("US", "CA") else "") + " ({gp_practice}) via fax {gp_fax}; e-mail {gp_email}\n",
    ])


def hp_line(X):
    return "{hp_l}: {hp}"


def age_sex(c, X):
    """Short forms like 64M, 64 yo F, 64/F."""
    return c.ch(["{age}{sx}", "{age} {sx}", "{age}yo {sx}", "{age} y/o {sex}", "{age}/{sx}", "{age}-year-old {sex}"])


EXAM_SYS = {
    "General": ["Alert, oriented, in mild distress.", "Well-appearing, speaking in full sentences.",
                "Appears uncomfortable but not toxic.", "Comfortable at rest."],
    "HEENT": ["PERRL, EOMI. Oropharynx clear. TMs normal.", "Normocephalic, atraumatic. Mucous membranes moist.",
              "No scleral icterus. Neck supple, no lymphadenopathy."],
    "CVS": ["Regular rate and rhythm, no murmurs, rubs or gallops. Peripheral pulses 2+.",
            "HS I+II+0. CRT <2 s. JVP not raised."],
    "Resp": ["Clear to auscultation bilaterally, no wheeze or crackles.", "Good air entry both sides, no added sounds.",
             "Normal work of breathing. Trachea central."],
    "Abdo": ["Soft, non-tender, non-distended. Bowel sounds present.", "SNT, no organomegaly, no masses.",
             "Soft, no guarding or rebound."],
    "Neuro": ["GCS 15. Cranial nerves II-XII intact. Power 5/5 all limbs. Sensation intact.",
              "No focal neurological deficit. Gait normal.", "Alert and oriented x3, moves all limbs equally."],
    "Skin": ["Warm, well perfused, no rash.", "No rashes or bruising.", "No pallor, no jaundice."],
    "MSK": ["No deformity. Full ROM all joints apart from as above.", "Spine non-tender. Calves soft."],
}


def exam_systems(c, skip=()):
    out = []
    for k, v in EXAM_SYS.items():
        if k in skip:
            continue
        if c.p(0.75):
            out.append(f"{k}: {c.ch(v)}")
    return "\n".join(out)


def labs_block(c, sick=False):
    r = c.r
    na = r.randint(128, 145)
    k = round(r.uniform(3.3, 5.4), 1)
    cr = r.randint(55, 190 if sick else 110)
    urea = round(r.uniform(3.0, 14.0 if sick else 7.5), 1)
    wcc = round(r.uniform(11.5, 22.0) if sick else r.uniform(4.5, 10.5), 1)
    hb = r.randint(98, 162)
    plt = r.randint(140, 420)
    crp = r.randint(40, 250) if sick else r.randint(1, 12)
    glu = round(r.uniform(4.5, 11.0), 1)
    if c.loc == "US":
        bun = round(urea * 2.8)
        return (f"Labs: Na {na}, K {k}, Cl {r.randint(96, 108)}, HCO3 {r.randint(18, 28)}, BUN {bun}, "
                f"Cr {round(cr / 88.4, 2)}, Glu {round(glu * 18)}\n      WBC {wcc}, Hgb {round(hb / 10, 1)}, "
                f"Plt {plt}, lactate {round(r.uniform(0.8, 3.5 if sick else 1.8), 1)}")
    return (f"Bloods: Na {na} | K {k} | Urea {urea} | Creat {cr} | CRP {crp}\n        Hb {hb} | WCC {wcc} | "
            f"Plt {plt} | Glucose {glu}")


DISCHARGE_ADVICE = [
    "Discharge instructions: Take medications as prescribed. Return to the emergency department immediately for "
    "worsening pain, fever above 38.5, shortness of breath, fainting, vomiting that prevents keeping fluids down, "
    "or any other concern. Written information provided and reviewed; patient verbalised understanding.",
    "Safety netting: advised to return if symptoms worsen, new symptoms develop, or no improvement within 48-72 "
    "hours. Leaflet given. Understands when to seek help out of hours.",
    "Advice given regarding analgesia (regular simple analgesia, avoid driving if drowsy), activity as tolerated and "
    "red flag symptoms. Medication counselling provided. Questions answered.",
]


def set_occ(c, X, choices):
    """Force a scenario-appropriate occupation for a working patient."""
    if not choices or c.age < 17:
        return
    occ = Phi(c.ch(choices), "PROFESSION")
    X["occ"] = occ
    X["occ_s"] = [occ]
    X["occ_cap"] = Phi(occ.v[0].upper() + occ.v[1:], "PROFESSION")
    X["working"] = True
