"""Shared note blocks: letterheads, patient banners, signatures, country terms
and clinical filler that is deliberately full of non-PHI look-alikes."""
import persona as Q
import pools as P
from core import pick, chance, rint, fdate, D, age_seg, R


def cap(s):
    return s[:1].upper() + s[1:]


def term(k, what):
    c = k.c
    t = {
        "gp": {"UK": "GP", "IE": "GP", "AU": "GP", "US": "PCP", "CA": "family physician"},
        "cons": {"UK": "Consultant Psychiatrist", "IE": "Consultant Psychiatrist",
                 "AU": "Consultant Psychiatrist", "US": "Attending Psychiatrist", "CA": "Staff Psychiatrist"},
        "anaes": {"UK": "Consultant Anaesthetist", "IE": "Consultant Anaesthetist", "AU": "Anaesthetist",
                  "US": "Anesthesiologist", "CA": "Anesthesiologist"},
        "anaesthesia": {"UK": "anaesthetic", "IE": "anaesthetic", "AU": "anaesthetic",
                        "US": "anesthesia", "CA": "anesthesia"},
        "act": {"UK": "Mental Health Act 1983", "IE": "Mental Health Act 2001",
                "AU": "Mental Health and Wellbeing Act 2022", "US": "state mental health code",
                "CA": "Health Care Consent Act, 1996"},
        "team": {"UK": "CMHT", "IE": "CMHT", "AU": "community mental health service",
                 "US": "outpatient team", "CA": "community mental health program"},
        "odp": {"UK": "ODP", "IE": "anaesthetic nurse", "AU": "anaesthetic nurse", "US": "CRNA", "CA": "RRT"},
    }
    return t[what][c]


def hosp_seg(k, which=None):
    return (which or k.hosp, "HOSPITAL")


def letterhead(d, k, dept=None, site=None, url=True):
    site = site or k.hosp
    d.ln("{H}", H=(site, "HOSPITAL"))
    if dept:
        d.ln(dept)
    d.ln("{A}", A=k.site_addr())
    items = ["Tel: ", (k.hosp_phone, "PHONE")]
    if chance(0.75):
        items += ["  |  Fax: ", (k.hosp_fax, "FAX")]
    d.ln("{X}", X=items)
    if url and chance(0.6):
        if chance(0.5):
            d.ln("{U}", U=(Q.url(pick(["mentalhealth/ect", "services/neuromodulation", "ect", "tms-service", "patients/ect-info"])), "URL"))
        else:
            d.ln("Email: {E}", E=(Q.generic_email(pick(["ect.suite", "neurostim.admin", "ectclinic", "tms.bookings", "mhs.ect"])), "EMAIL"))
    d.ln()


def id_line_items(k, n=None):
    """List of (label, segment) identifier items for banners."""
    items = [("MRN" if k.c in ("US", "CA", "IE") else pick(["Hospital No", "MRN", "Unit No"] if k.c == "UK" else ["UR No", "MRN", "URN"]),
              (k.mrn, "MRN")),
             (k.hp_label, (k.hp, "HEALTHPLAN"))]
    if k.c in ("US", "CA", "AU") and chance(0.6):
        items.append((pick(["Acct", "Encounter", "Visit No", "FIN"]), (k.acct, "ACCOUNT")))
    return items


def banner(d, k, style=None, age=True, addr=False):
    style = style or pick(["lines", "pipe", "caps", "table", "compact"])
    ids = id_line_items(k)
    if style == "lines":
        d.ln("Patient name: {N}", N=k.P(pick(["full", "mid", "lastfirst"])))
        a = ["  (", (str(k.age), "AGE"), pick([" yrs)", ")", " years)"])] if age else ""
        d.ln("Date of birth: {B}{A}", B=k.dob_seg(), A=a)
        for lab, seg in ids:
            d.ln("{L}: {V}", L=lab, V=seg)
        if addr:
            d.ln("Address: {A}", A=k.addr())
    elif style == "pipe":
        items = [("Name", k.P(pick(["full", "lastfirst"]))), ("DOB", k.dob_seg())]
        if age:
            items.append(("Age", (str(k.age), "AGE")))
        items += ids
        out = []
        for i, (lab, seg) in enumerate(items):
            out += [(" | " if i else ""), lab, ": ", seg]
        d.ln("{X}", X=out)
        if addr:
            d.ln("Address: {A}", A=k.addr())
    elif style == "caps":
        nm = k.pt.name(pick(["LASTFIRST", "LASTFIRSTM"]))
        a = [" (", (str(k.age), "AGE"), k.sex, ")"] if age else ""
        d.ln("{N}{A}", N=(nm, "PATIENT"), A=a)
        d.ln("DOB {B}   {L} {M}", B=k.dob_seg(), L=ids[0][0], M=ids[0][1])
        d.ln("{L}: {V}", L=ids[1][0], V=ids[1][1])
        for lab, seg in ids[2:]:
            d.ln("{L}: {V}", L=lab, V=seg)
        if addr:
            d.ln("{A}", A=k.addr())
    elif style == "table":
        d.ln("+--------------------+------------------------------+")
        rows = [("Surname", (k.pt.last, "PATIENT")), ("Forename", (k.pt.first, "PATIENT")),
                ("DOB", k.dob_seg())]
        if age:
            rows.append(("Age", (str(k.age), "AGE")))
        rows += ids
        for lab, seg in rows:
            val = seg[0]
            d.ln("| {L} | {V}{S} |", L=lab.ljust(18), V=seg, S=" " * max(1, 28 - len(val)))
        d.ln("+--------------------+------------------------------+")
        if addr:
            d.ln("Address: {A}", A=k.addr())
    else:
        if age:
            a = pick([[(str(k.age), "AGE"), k.sex], [(str(k.age), "AGE"), " " + k.sex],
                      [(str(k.age), "AGE"), "yo " + k.sex], [(str(k.age), "AGE"), " y/o " + ("female" if k.sex == "F" else "male")]])
        else:
            a = [k.sex]
        d.ln("Pt: {N}, {A}, DOB {B}, {L} {M}", N=k.P("full"), A=a, B=k.dob_seg(), L=ids[0][0], M=ids[0][1])
        if addr:
            d.ln("Addr: {A}", A=k.addr())
    d.ln()


NURSE_CRED = {"UK": [", RN", " RMN", ", RMN", ", RGN"], "IE": [", RPN", " RPN", ", RGN", ", RNID"],
              "US": [", RN", " RN", ", BSN, RN", ", MSN, RN"], "CA": [", RN", ", RPN", " RN"],
              "AU": [", RN", " RN", ", CMHN", ", RN (MHN)"]}


def sig(d, k, p, role, lic=None, contact=False, style=None, sign=True, when=None, letter=False):
    style = style or pick(["block", "block", "line", "esig"])
    lic = chance(0.55) if lic is None else lic
    is_dr = any(x in role for x in ("Psychiatrist", "Anaesthetist", "Anesthesiologist", "Registrar",
                                    "Resident", "Fellow", "Doctor", "Physician", "SOAD", "Consultant", "GP", "SHO", "NCHD"))
    if style == "esig":
        d.ln("Electronically signed by {N}, {R} on {T} at {H}", N=(p.full(), "DOCTOR"), R=role,
             T=D(when or k.d0, k.c, pick(["num", "med"])), H="%02d:%02d" % (rint(8, 19), rint(0, 59)))
        if lic:
            lab, val = Q.licence(k.c, "doctor" if is_dr else "nurse")
            d.ln("{L} {V}", L=lab, V=(val, "LICENSE"))
        return
    if sign and (letter or chance(0.5)):
        d.ln(pick(["Yours sincerely,", "Kind regards,", "Yours faithfully,", "With best wishes,"] if letter else
                  ["Signed:", "Signature: ________________", "Signed,", "Sign:"]))
        d.ln()
    if style == "line":
        items = [(("Dr " if is_dr and chance(0.6) else "")), (p.name(pick(["full", "init_last"])), "DOCTOR"), ", ", role]
        if lic:
            lab, val = Q.licence(k.c, "doctor" if is_dr else "nurse")
            items += [" (", lab, " ", (val, "LICENSE"), ")"]
        d.ln("{X}", X=items)
    else:
        cred = ""
        if is_dr and chance(0.6):
            if "naesth" in role or "nesthes" in role:
                cred = ", " + pick(Q.CRED_AN[k.c])
            elif role in ("GP", "Family Physician", "PCP"):
                cred = ""
            else:
                cred = ", " + pick(Q.CRED[k.c])
        elif not is_dr and chance(0.5):
            cred = pick(NURSE_CRED[k.c])
        d.ln("{T}{N}{C}", T=("Dr " if is_dr and chance(0.5) else ""), N=(p.full(), "DOCTOR"), C=cred)
        d.ln(role)
        if lic:
            lab, val = Q.licence(k.c, "doctor" if is_dr else "nurse")
            d.ln("{L}: {V}", L=lab, V=(val, "LICENSE"))
    if contact:
        if chance(0.5):
            d.ln("{B} {V}", B=pick(["Bleep", "Pager", "Ext"]) if k.c != "US" else "Pager", V=(Q.bleep(), "PHONE"))
        else:
            d.ln("Email: {E}", E=(Q.email(p.first, p.last), "EMAIL"))


# ---------------------------------------------------------------- clinical filler (no PHI)
DIAG = {
    "icd": ["Recurrent depressive disorder, current episode severe without psychotic symptoms (F33.2)",
            "Severe depressive episode with psychotic symptoms (F32.3)",
            "Bipolar affective disorder, current episode severe depression without psychotic symptoms (F31.4)",
            "Bipolar affective disorder, current episode severe depression with psychotic symptoms (F31.5)",
            "Catatonia associated with depressive disorder (F06.1)",
            "Schizoaffective disorder, depressive type (F25.1)",
            "Treatment-resistant depression, recurrent (F33.2)",
            "Postpartum depression with psychotic features (F53.1)"],
    "dsm": ["Major depressive disorder, recurrent, severe with psychotic features (F33.3)",
            "Major depressive disorder, recurrent, severe (296.33 / F33.2)",
            "Bipolar I disorder, current episode depressed, severe (F31.4)",
            "Catatonia associated with major depressive disorder (F06.1)",
            "Treatment-resistant major depressive disorder (F33.2)"],
}


def diagnosis(k):
    return pick(DIAG["dsm" if k.c in ("US", "CA") else "icd"])


MEDS_UK = ["venlafaxine XL 225 mg OD", "lithium carbonate (Priadel) 800 mg nocte", "mirtazapine 45 mg ON",
           "lorazepam 1 mg PRN max 4 mg/24h", "quetiapine MR 300 mg nocte", "olanzapine 10 mg ON",
           "sertraline 200 mg mane", "lamotrigine 100 mg BD", "levothyroxine 50 micrograms OD",
           "ramipril 5 mg OD", "atorvastatin 20 mg ON", "omeprazole 20 mg OD", "metformin 500 mg BD",
           "aripiprazole 10 mg OD", "clozapine 350 mg daily", "zopiclone 7.5 mg ON PRN",
           "tranylcypromine 20 mg BD", "pregabalin 75 mg BD", "amlodipine 5 mg OD", "apixaban 5 mg BD",
           "sodium valproate 500 mg BD", "duloxetine 120 mg OD", "promethazine 25 mg PRN"]
MEDS_US = ["venlafaxine ER 225 mg daily", "lithium carbonate ER 900 mg qHS", "bupropion XL 300 mg qAM",
           "lorazepam 0.5 mg q6h PRN", "quetiapine 200 mg qHS", "sertraline 150 mg daily",
           "lamotrigine 150 mg BID", "levothyroxine 75 mcg daily", "lisinopril 10 mg daily",
           "atorvastatin 40 mg qHS", "pantoprazole 40 mg daily", "metformin 1000 mg BID",
           "aripiprazole 5 mg daily", "trazodone 100 mg qHS PRN", "gabapentin 300 mg TID",
           "escitalopram 20 mg daily", "clonazepam 0.5 mg BID", "vortioxetine 20 mg daily",
           "nortriptyline 75 mg qHS (level 98 ng/mL)"]


def meds(k, n=None):
    pool = MEDS_US if k.c in ("US", "CA") else MEDS_UK
    n = n or rint(3, 6)
    return R.sample(pool, n)


def vitals(k, temp=True):
    bp = "%d/%d" % (rint(104, 168), rint(60, 98))
    parts = ["BP %s" % bp, "HR %d" % rint(56, 104), "SpO2 %d%% %s" % (rint(94, 100), pick(["RA", "on air", "on room air"])),
             "RR %d" % rint(12, 20)]
    if temp:
        parts.append("T %.1f%s" % (R.uniform(36.1, 37.4), "C" if k.c != "US" else "C"))
    if chance(0.4):
        parts.append("BMI %.1f" % R.uniform(19, 36))
    return ", ".join(parts)


ECT_DEVICES = ["Thymatron System IV", "Thymatron DGx", "MECTA spECTrum 5000Q", "MECTA spECTrum 5000M"]
PLACEMENT = ["RUL (d'Elia)", "right unilateral (d'Elia)", "bitemporal (BT)", "bifrontal (BF)", "RUL", "BT"]


def ect_params(k, n):
    dev = pick(ECT_DEVICES)
    pw = pick(["0.3 ms", "0.25 ms", "0.5 ms", "1.0 ms", "0.3 ms"])
    if "Thymatron" in dev:
        setting = "%d%% energy" % pick([10, 15, 20, 25, 30, 35, 40, 50, 60, 70, 80, 100])
    else:
        setting = "%.1f mC" % R.uniform(48, 504)
    return dev, pw, setting


def anaesthetic_drugs(k):
    ind = pick(["propofol %d mg" % pick([80, 100, 120, 140, 150]), "methohexital %d mg" % pick([60, 70, 80, 90, 100]),
                "etomidate %d mg" % pick([12, 14, 16, 18, 20]), "ketamine %d mg" % pick([50, 70, 80, 100]),
                "thiopental %d mg" % pick([200, 250, 300])])
    mr = pick(["suxamethonium %d mg" % pick([40, 50, 60, 70, 80]), "succinylcholine %d mg" % pick([40, 50, 60, 70]),
               "rocuronium %d mg (reversed with sugammadex %d mg)" % (pick([20, 30, 40]), pick([200, 300, 400]))])
    extra = R.sample(["glycopyrronium 200 micrograms", "glycopyrrolate 0.2 mg", "remifentanil 50 micrograms",
                      "labetalol 10 mg", "esmolol 20 mg", "ondansetron 4 mg", "paracetamol 1 g IV",
                      "atropine 0.6 mg", "alfentanil 250 micrograms"], rint(0, 2))
    return ind, mr, extra


def scales_line(k):
    s = []
    if chance(0.8):
        s.append("MADRS %d" % rint(8, 44))
    if chance(0.5):
        s.append("HAM-D17 %d" % rint(6, 32))
    if chance(0.5):
        s.append("QIDS-SR16 %d" % rint(4, 24))
    if chance(0.4):
        s.append("CGI-S %d" % rint(2, 7))
    if chance(0.4):
        s.append("MoCA %d/30" % rint(20, 30))
    if not s:
        s.append("PHQ-9 %d" % rint(4, 25))
    return ", ".join(s)


def nok_phrase(k, f=None, style=None):
    """'his wife Ana (mob 07700 555123)' -> segments."""
    f = f or k.nok
    style = style or pick(["first", "full", "full", "first"])
    segs = [f.role, " ", (f.name(style), "FAMILY")]
    return segs


def place_born(k):
    if chance(0.5):
        return (pick(P.OTHER_COUNTRIES), "COUNTRY")
    return (pick([x for x in P.COUNTRY_NAMES.values() if x != k.cname]), "COUNTRY")


def room(kind=None):
    kind = kind or pick(["room", "bay", "bed", "chair", "cubicle"])
    val = {"room": pick(["2", "3", "4", "1A", "2B", "G.14", "112"]),
           "bay": str(rint(1, 8)), "bed": str(rint(1, 24)), "chair": str(rint(1, 6)),
           "cubicle": str(rint(1, 10))}[kind]
    return kind, val


def building():
    b = pick(P.BUILDINGS)
    if b.startswith("the "):
        return "the ", (b[4:], "LOCATION_OTHER")
    return "", (b, "LOCATION_OTHER")


def join_people(ps):
    out = []
    for i, p in enumerate(ps):
        if i:
            out.append(", ")
        out += [(p.full(), "DOCTOR"), " (", (p.initials(), "DOCTOR"), ")"]
    return out

