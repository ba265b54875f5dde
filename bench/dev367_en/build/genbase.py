"""Shared building blocks for the genre writers: headers, labels, signatures."""
import ids as I
import pools as P
from phi import STAFF_ROLES

ROLE_US = {"cns": "Oncology Nurse Navigator", "reg": "Heme/Onc Fellow", "sho": "PGY-1",
           "medreg": "Hospitalist", "edoc": "ED Attending", "cons": "Attending Oncologist",
           "nurse": "Triage RN", "nurse2": "RN", "pharm": "Oncology Pharmacist, PharmD",
           "gp": "PCP", "clerk": "Unit Clerk", "hca": "CNA"}
ROLE_AU = {"reg": "Medical Oncology Registrar", "sho": "RMO", "cns": "Acute Oncology Nurse Practitioner",
           "nurse": "Cancer Helpline RN", "nurse2": "RN", "hca": "AIN"}
CRED = {"nurse": [", RN", " RN", " (Band 6)", ", RGN", " RN BSN"], "nurse2": [", RN", " RN", " SN"],
        "cns": [" CNS", ", CNS", " ANP", ", RN MSc"], "pharm": [", MPharm", " (pharmacist)", ", PharmD"],
        "clerk": [""], "hca": [""]}


def cap(s):
    return s[:1].upper() + s[1:]


def role_text(c, role):
    if c.cc in ("US", "CA"):
        return ROLE_US.get(role, STAFF_ROLES[role][1])
    if c.cc in ("AU", "NZ"):
        return ROLE_AU.get(role, STAFF_ROLES[role][1])
    return STAFF_ROLES[role][1]


def who(c, role, style=None):
    """Name with title or credential outside the span."""
    r = c.r
    doc = STAFF_ROLES[role][0]
    if doc:
        return c.sname(role, style or r.choice(["full", "init", "last", "full"]))
    out = [c.sname(role, style or r.choice(["full", "full", "init", "initnd"]))]
    if r.random() < 0.5:
        out.append(r.choice(CRED.get(role, [""])))
    return out


def sig(n, c, role, lic=None, when=True):
    r = c.r
    k = r.randint(0, 5)
    rt = role_text(c, role)
    if k == 0:
        n.add("Signed: ", who(c, role, "full"), ", ", rt)
    elif k == 1:
        n.add("-- ", c.sname(role, "full", title=False), " (", rt, ")")
    elif k == 2:
        n.add("Electronically signed by ", c.sname(role, "full", title=False), " [", c.uname(role), "]")
    elif k == 3:
        n.add(c.sname(role, "init"), " | ", rt, " | ", c.k_pager())
    elif k == 4:
        n.add("Name: ", c.sname(role, "full", title=False), "   Designation: ", rt)
    else:
        n.add(c.sname(role, "LASTI", title=False), ", ", rt)
    if lic or (lic is None and r.random() < 0.45):
        n.add("   ", c.lic(role))
    if when:
        n.add("   ", c.D(0), " ", c.tm())
    n.add("\n")


def header(n, c, titles, site=None):
    r = c.r
    t = r.choice(titles)
    k = r.randint(0, 3)
    site = site or c.hosp
    if k == 0:
        n.add((site, "HOSPITAL"), "\n", t, "\n", "=" * len(t), "\n")
    elif k == 1:
        n.add(t.upper(), " -- ", (site, "HOSPITAL"), "\n")
    elif k == 2:
        n.add("[", (site, "HOSPITAL"), "]  ", t, "\n", "-" * 60, "\n")
    else:
        n.add(t, "\n")


def demo(n, c, kind=None):
    r = c.r
    kind = kind or r.choice(["grid", "sticker", "line", "face", "grid"])
    if kind == "grid":
        n.w("Name: {ptcaps}    DOB: {dob} ({age})    {ids}\n")
        if r.random() < 0.6:
            n.w("Address: {addr}\n")
        if r.random() < 0.5:
            n.w("Tel: {tel}" + r.choice(["   Mobile: {mob}\n", "\n"]))
    elif kind == "sticker":
        n.w("+--- patient label ---\n| {ptcaps}\n| DOB {dob}   " + c.sex + "\n| {mrnl}\n")
        if c.nid:
            n.w("|{nidl}\n")
        if r.random() < 0.5:
            n.w("| {addr}\n")
        n.add("+---------------------\n")
    elif kind == "line":
        n.w("Pt: {ptfull}, {agesex}, {mrnl}{nidl}\n")
    else:
        sexw = {"F": "Female", "M": "Male"}[c.sex]
        n.w("Patient: {ptcaps}   {mrnl}   DOB: {dob}   Age: {age}   Sex: " + sexw + "\n")
        n.w("Address: {addr}   Phone: {tel}\n")
        if c.cc in ("US", "CA", "AU") and r.random() < 0.8:
            ins = r.choice(P.INSURERS)
            if c.cc == "AU":
                n.add("Medicare No: ", (c.healthplan(), "HEALTHPLAN"), "\n")
            elif c.cc == "CA":
                n.add("Health card: ", (c.healthplan(), "HEALTHPLAN"), r.choice(["", "  (version AB)"]), "\n")
            else:
                n.add("Primary ins: ", (ins, "ORGANIZATION"), "   Member ID: ", (c.healthplan(), "HEALTHPLAN"),
                      "   Group #: ", (I.pat(r, "99999"), "HEALTHPLAN"), "\n")
        if c.cc in ("US", "CA") and r.random() < 0.6:
            n.add("SSN: " if c.cc == "US" else "SIN: ", (c.ssn(), "SSN"), "\n")
        if c.cc == "IE" and r.random() < 0.5:
            n.add("PPSN: ", (c.ssn(), "SSN"), "\n")
        if r.random() < 0.5:
            n.w("Visit/Enc #: {acct}\n")


def gp_block(n, c):
    r = c.r
    k = r.randint(0, 2)
    lbl = {"US": "PCP", "CA": "Family MD"}.get(c.cc, "GP")
    if k == 0:
        n.w(lbl + ": {gp}, {practice}   Tel {gpphone}   Fax {gpfax}\n")
    elif k == 1:
        n.w(lbl + ": {gp} ({practice}, {city})\n")
    else:
        n.w(lbl + " practice: {practice} | " + lbl + ": {gp} | ph {gpphone}\n")


def nok_line(n, c):
    r = c.r
    k = r.randint(0, 3)
    if k == 0:
        n.w("NOK: {nokfull} ({nokrel}) {nokphone}\n")
    elif k == 1:
        n.w("Next of kin: {nok}, {nokrel} - tel {nokphone}\n")
    elif k == 2:
        n.w("NOK/contact: {nokrel} {nok} on {nokphone}\n")
    else:
        n.w("Emergency contact: {nokfull} (" + c.nokrel + "), mob {nokphone}\n")


def social(n, c):
    """Social history sentence with family, job, sometimes ages and places."""
    r = c.r
    bits = []
    k = r.randint(0, 3)
    if k == 0:
        bits.append(["Lives with ", c.nokrel, " ", c.k_nok(), " in ", c.k_city(), ". "])
    elif k == 1:
        bits.append(["Lives alone in a ", r.choice(["bungalow", "flat", "house", "2-storey house"]),
                     "; ", c.nokrel, " ", c.k_nok(), " visits daily. "])
    elif k == 2:
        bits.append(["Lives with ", c.nokrel, " (", c.k_nok(), ", ", (str(rel_age(c)), "AGE"), "). "])
    else:
        bits.append(["Lives with ", c.nokrel, " ", c.k_nok(), "; ", "daughter " if c.fam2.sex == "F" else "son ",
                     (c.fam2.fmt(r.choice(["full", "first"])), "FAMILY"), " lives nearby. "])
    bits.append([c.k_jobline(), ". "])
    if r.random() < 0.3:
        bits.append([r.choice(["Ex-smoker (20 pack-years). ", "Never smoker. ", "Smokes 10/day. ",
                               "Alcohol 14 units/wk. "])])
    if r.random() < 0.35:
        lang = P.COUNTRY_LANG.get(c.country_of_birth)
        if lang and r.random() < 0.6:
            bits.append(["Born in ", c.k_country(), ", first language ", lang,
                         r.choice([", interpreter not needed. ", "; interpreter booked. ", ", good English. "])])
        else:
            bits.append(["Born in ", c.k_country(), r.choice(["; moved here aged ", "; emigrated aged "]),
                         (str(r.randint(2, 40)), "AGE"), ". "])
    if r.random() < 0.15:
        bits.append(["Attends ", (r.choice(P.ORG_WORDS) + " " + r.choice(P.CHURCH_KINDS), "ORGANIZATION"),
                     " weekly. "])
    if r.random() < 0.12:
        bits.append(["Carers x2 daily via ", (r.choice(P.HOMECARE), "ORGANIZATION"), ". "])
    for b in bits:
        n.add(b)
    n.add("\n")


def infection_contacts(n, c):
    r = c.r
    k = r.randint(0, 4)
    if k == 0:
        n.add("Returned from ", (r.choice(P.TRAVEL), "COUNTRY"), " ", str(r.randint(3, 20)),
              " days ago. ")
    elif k == 1:
        n.add("Grandchild at ", (r.choice(P.ORG_WORDS) + " " + r.choice(P.SCHOOL_KINDS), "ORGANIZATION"),
              " - class has chickenpox. ")
    elif k == 2:
        n.add(c.nokrel.capitalize(), " had D&V last week. ")
    elif k == 3:
        n.add("No unwell contacts. No recent travel. ")
    else:
        n.add("Recent trip to ", (r.choice([s[0] for s in P.STATES["US"]] + [s[0] for s in P.STATES["AU"]]),
                                  "STATE"), " to visit family. ")


def rel_age(c):
    r, rel, a = c.r, c.nokrel, c.age
    if rel in ("daughter", "son", "daughter-in-law", "son-in-law"):
        return max(16, a - r.randint(24, 36))
    if rel.startswith("grand"):
        return max(14, a - r.randint(46, 56))
    if rel in ("mother", "father"):
        return a + r.randint(21, 32)
    if rel in ("niece", "nephew"):
        return max(16, a - r.randint(18, 34))
    return max(18, a + r.randint(-8, 8))


FHX = [("father", "bowel cancer"), ("mother", "breast cancer"), ("brother", "MI"), ("sister", "ovarian cancer"),
       ("father", "lung cancer"), ("mother", "stroke"), ("father", "prostate cancer")]


def fhx(n, c):
    """Family history: relative's occupation and age at diagnosis/death."""
    r = c.r
    rel, dis = r.choice(FHX)
    n.add("FHx: ", rel)
    if r.random() < 0.5:
        n.add(" (", r.choice(["retired ", "was a ", ""]), (r.choice(P.PROFESSIONS), "PROFESSION"), ")")
    n.add(" - ", dis, r.choice([", died aged ", " at ", ", diagnosed aged "]), (str(r.randint(48, 88)), "AGE"), ".\n")
