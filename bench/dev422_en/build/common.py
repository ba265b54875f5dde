"""Blocks shared by the genre generators: letterheads, patient banners, labs, medication lists, signatures, footers."""
import datetime as dt

import phi
import pools_clinical as C
import pools_places as PL
from doc import P, join

ROLE_LABEL = {
    "cons": ["Consultant Neurologist", "Consultant in Neuromuscular Medicine", "Attending Neurologist, Neuromuscular Division",
             "Consultant Paediatric Neurologist"],
    "reg": ["Specialty Registrar, Neurology", "Neuromuscular Fellow", "Neurology Resident (PGY-3)", "Clinical Fellow"],
    "cns": ["Neuromuscular Clinical Nurse Specialist", "Neuromuscular Care Advisor", "Nurse Coordinator, MDA Clinic",
            "Clinical Nurse Consultant"],
    "physio": ["Specialist Neuromuscular Physiotherapist", "Physical Therapist, DPT", "Senior Physiotherapist"],
    "orth": ["Orthotist", "Certified Orthotist (CO)", "Senior Orthotist"],
    "card": ["Consultant Cardiologist", "Cardiologist, Inherited Cardiac Conditions", "Attending Cardiologist"],
    "resp": ["Consultant Respiratory Physician", "Pulmonologist", "Consultant in Respiratory and Sleep Medicine"],
    "gc": ["Genetic Counsellor", "Principal Genetic Counsellor", "Certified Genetic Counselor (CGC)"],
    "geneticist": ["Consultant Clinical Geneticist", "Clinical Geneticist"],
    "neurophys": ["Consultant Clinical Neurophysiologist", "Electromyographer", "Attending Neurophysiologist"],
    "path": ["Consultant Neuropathologist", "Neuromuscular Pathologist"],
    "pharm": ["Specialist Pharmacist", "Clinical Pharmacist"],
    "sec": ["Medical Secretary", "Clinic Coordinator", "Administrative Assistant"],
}


def role_label(c, role):
    opts = ROLE_LABEL[role]
    if not c.child:
        opts = [o for o in opts if "Paediatric" not in o]
    if c.country == "US":
        opts = [o for o in opts if "Consultant" not in o and "Registrar" not in o] or opts
    else:
        opts = [o for o in opts if "Attending" not in o and "PGY" not in o and "DPT" not in o and "MDA" not in o
                and "CGC" not in o] or opts
    return c.rng.choice(opts)


def dept_line(c, dept="Neuromuscular Service"):
    return dept


def url_for(c, stem=None):
    rng = c.rng
    words = [w for w in (stem or c.hosp).split(" ") if w not in ("St", "St.", "The")]
    s = phi.slug(words[0])
    dom = rng.choice(phi.DOMAINS)
    return P(rng.choice(["www.%s/%s-nmd" % (dom, s), "https://%s.%s/neuromuscular" % (s, dom),
                         "https://portal.%s/%s" % (dom, s), "www.%s/%s/muscle-clinic" % (dom, s)]), "URL")


def letterhead(d, c, dept="Department of Neurology", clinic=True, web=None):
    rng = c.rng
    d.add([P(c.hosp, "HOSPITAL"), "\n"])
    if clinic and rng.random() < 0.7:
        d.add([P(c.nmc, "HOSPITAL"), "\n"])
    d.t(dept + "\n")
    if rng.random() < 0.4:
        d.add([P(rng.choice(PL.BUILDINGS), "LOCATION_OTHER"), ", "])
    d.add(c.addr("hosp"))
    d.nl()
    d.add(["Tel: ", c.tel(), rng.choice(["   Fax: ", "  |  Fax ", "\nFax: "]), c.fax(), "\n"])
    if web or (web is None and rng.random() < 0.45):
        f, l = c.st("sec")
        d.add(["Email: ", P(phi.email(rng, "nmd", "clinic") if rng.random() < 0.5 else phi.email(rng, f, l), "EMAIL"),
               "   Web: ", url_for(c), "\n"])
    d.nl()


def banner(d, c, long=False):
    """patient identification block"""
    rng = c.rng
    style = rng.choice(["re", "table", "inline"])
    if style == "re":
        sep = rng.choice(["  DOB: ", ", D.O.B. ", "  (DOB "])
        d.add(["Re: ", c.pn(rng.choice(["full", "fml", "LF", "title"])), sep, c.dob_p()])
        d.t(")\n" if sep.endswith("(DOB ") else "\n")
        d.add(c.ids())
        d.nl()
        if long or rng.random() < 0.6:
            d.add(c.addr("pt"))
            d.nl()
    elif style == "table":
        d.add(["Patient:     ", c.pn(rng.choice(["LF", "LFM", "Lf"])), "\n", "DOB:         ", c.dob_p(),
               "   Age: ", c.age_p(), ("m" if c.months is not None else "y"), "   Sex: ", c.sex, "\n"])
        d.add(c.ids())
        d.nl()
        if long or rng.random() < 0.5:
            d.add(["Address:     "] + c.addr("pt") + ["\n"])
            d.add(["Phone:       ", c.tel(rng.choice(["land", "mob"])), "\n"])
    else:
        d.add(["Name: ", c.pn("full"), " | DOB: ", c.dob_p(), " | "])
        d.add(c.ids())
        d.nl()
    if c.country == "US" and (long or rng.random() < 0.3):
        d.add(c.plan_pieces())
        d.nl()
    if c.ssn and rng.random() < 0.3:
        d.add(["SSN: " if c.country == "US" else "SIN: ", P(c.ssn, "SSN"), "\n"])
    d.nl()


# -------------------------------------------------------------------- labs
def ck_range(c):
    grp = c.cond["grp"]
    k = c.ckey
    if k == "DMD":
        return (6000, 24000) if c.age < 10 else (1500, 9000)
    return {"BMD": (900, 5200), "LGMD": (1200, 9000), "LGMD2A": (900, 6000), "FSHD": (180, 900), "DM1": (150, 450),
            "SMA": (90, 520), "IMNM": (3500, 16000), "DM": (400, 4800), "IBM": (250, 950), "POMPE": (300, 1400),
            "EDMD": (300, 1500), "MND": (180, 700)}.get(k, (45, 210 if grp != "myositis" else 900))


def out_of_range(val, ref):
    try:
        x = float(val.replace(",", "").rstrip("%"))
        r = ref.rstrip("%")
        if r.startswith("<"):
            return x >= float(r[1:])
        a, b = r.split("-")
        return x < float(a) or x > float(b)
    except ValueError:
        return False


def lab_rows(c, which=None):
    rng = c.rng
    us = c.country == "US"
    lo, hi = ck_range(c)
    ck = rng.randint(lo, hi)
    rows = []
    allrows = {
        "CK": ("CK", "{:,}".format(ck), "U/L", "40-320" if us else rng.choice(["25-200", "40-320", "38-174"]), ck > 200),
        "ALT": ("ALT", str(min(400, 15 + ck // rng.randint(30, 90))), "U/L", "7-40", None),
        "AST": ("AST", str(min(350, 18 + ck // rng.randint(40, 110))), "U/L", "10-40", None),
        "LDH": ("LDH", str(160 + ck // 40), "U/L", "120-246", None),
        "GGT": ("GGT", str(rng.randint(9, 45)), "U/L", "0-55", False),
        "Creat": ("Creatinine", ("%.2f" % (rng.uniform(0.15, 0.55) if c.ckey == "DMD" else rng.uniform(0.6, 1.1))) if us else
                  str(rng.randint(14, 35) if c.ckey in ("DMD", "SMA") else rng.randint(55, 98)), "mg/dL" if us else "umol/L",
                  "0.6-1.2" if us else "45-90", c.ckey in ("DMD", "SMA")),
        "CysC": ("Cystatin C", "%.2f" % rng.uniform(0.6, 1.1), "mg/L", "0.55-1.15", False),
        "Na": ("Sodium", str(rng.randint(136, 144)), "mmol/L", "135-145", False),
        "K": ("Potassium", "%.1f" % rng.uniform(3.6, 4.9), "mmol/L", "3.5-5.3", False),
        "HbA1c": ("HbA1c", ("%.1f%%" % rng.uniform(5.2, 7.4)) if us else str(rng.randint(34, 58)), "" if us else "mmol/mol",
                  "<5.7%" if us else "20-41", None),
        "TSH": ("TSH", "%.2f" % rng.uniform(0.6, 4.1), "mU/L", "0.4-4.5", False),
        "VitD": ("25-OH vitamin D", str(rng.randint(14, 45)) if us else str(rng.randint(28, 110)), "ng/mL" if us else "nmol/L",
                 "30-100" if us else "50-125", None),
        "Ca": ("Adjusted calcium", ("%.1f" % rng.uniform(8.8, 10.1)) if us else "%.2f" % rng.uniform(2.2, 2.55),
               "mg/dL" if us else "mmol/L", "8.6-10.2" if us else "2.20-2.60", False),
        "Hb": ("Hb", str(rng.randint(11, 16)) + "." + str(rng.randint(0, 9)) if us else str(rng.randint(112, 162)),
               "g/dL" if us else "g/L", "12.0-16.0" if us else "115-165", False),
        "WCC": ("WCC", "%.1f" % rng.uniform(4.1, 11.8), "x10^9/L", "4.0-11.0", None),
        "Plt": ("Platelets", str(rng.randint(160, 410)), "x10^9/L", "150-400", False),
        "CRP": ("CRP", str(rng.randint(1, 9)), "mg/L", "<5", None),
        "ESR": ("ESR", str(rng.randint(3, 38)), "mm/h", "<20", None),
        "BNP": ("NT-proBNP", str(rng.randint(30, 900)), "ng/L" if not us else "pg/mL", "<125", None),
        "Trop": ("hs-Troponin T", str(rng.randint(6, 80)), "ng/L", "<14", None),
        "AChR": ("AChR binding Ab", "%.2f" % rng.uniform(0.0, 40.0) if c.ckey == "MG" else "<0.25", "nmol/L", "<0.25", c.ckey == "MG"),
        "IgG": ("IgG (trough)", "%.1f" % rng.uniform(8.5, 19.0), "g/L", "6.0-16.0", None),
    }
    if which is None:
        which = ["CK", "ALT", "AST", "Creat", "VitD"]
    for k in which:
        name, val, unit, ref, flag = allrows[k]
        flag = out_of_range(val, ref)
        hi_flag = True
        try:
            x = float(val.replace(",", "").rstrip("%"))
            hi_flag = ref.startswith("<") or x > float(ref.rstrip("%").split("-")[1])
        except (ValueError, IndexError):
            pass
        rows.append((name, val, unit, ref, ("H" if hi_flag else "L") if flag else ""))
    return rows


def lab_table(d, c, which=None, header=True):
    rng = c.rng
    rows = lab_rows(c, which)
    if header:
        d.t("%-20s %-10s %-9s %-12s %s\n" % ("Test", "Result", "Units", "Ref range", "Flag"))
    for name, val, unit, ref, fl in rows:
        d.t("%-20s %-10s %-9s %-12s %s\n" % (name, val, unit, ref, fl))


def lab_inline(d, c, which=None):
    rows = lab_rows(c, which)
    d.t(", ".join("%s %s%s%s" % (n, v, (" " + u) if u else "", " (" + f + ")" if f else "") for n, v, u, r, f in rows))


# -------------------------------------------------------------------- meds, signatures, footers
def med_list(d, c, meds=None, numbered=None):
    rng = c.rng
    meds = meds or c.meds()
    if numbered is None:
        numbered = rng.random() < 0.5
    for i, m in enumerate(meds):
        d.t(("%d. " % (i + 1) if numbered else rng.choice(["- ", "* ", "  "])) + m + "\n")


def signature(d, c, role="cons", close=None, lic=None):
    rng = c.rng
    if close is None:
        close = rng.choice(["Yours sincerely,", "Kind regards,", "With best wishes,", "Sincerely,", "Yours faithfully,"])
    if close:
        d.t(close + "\n\n")
    style = rng.choice(["drf", "full", "drfi"]) if role in ("cons", "reg", "card", "resp", "geneticist", "neurophys", "path") else "full"
    d.add(c.dr(role, style))
    if c.country == "US" and role in ("cons", "reg", "card", "resp", "neurophys", "path", "geneticist") and style == "full":
        d.t(", MD")
    elif role in ("cons", "card", "resp") and rng.random() < 0.4 and c.country != "US":
        d.t(rng.choice([" MRCP", " FRCP", " FRACP", " MB BCh BAO", " PhD FRCP"]))
    d.t("\n" + role_label(c, role) + "\n")
    if lic or (lic is None and rng.random() < 0.3):
        if c.country == "US":
            d.add(["NPI: ", P(phi.license(rng, "US"), "LICENSE"), "\n"])
        elif c.country == "UK":
            if role in ("physio", "orth"):
                d.add(["HCPC: ", P(phi.license(rng, "UK", "hcpc"), "LICENSE"), "\n"])
            else:
                d.add(["GMC No. ", P(phi.license(rng, "UK"), "LICENSE"), "\n"])
        elif c.country == "IE":
            d.add(["IMC No. ", P(phi.license(rng, "IE"), "LICENSE"), "\n"])
        elif c.country == "AU":
            d.add(["AHPRA: ", P(phi.license(rng, "AU"), "LICENSE"), "\n"])
        elif c.country == "CA":
            d.add(["CPSO #", P(phi.license(rng, "CA"), "LICENSE"), "\n"])
        else:
            d.add(["MCNZ ", P(phi.license(rng, "NZ"), "LICENSE"), "\n"])


def typed_line(d, c, signer="cons", date=None):
    rng = c.rng
    date = date or c.visit
    f, l = c.st(signer)
    sf, sl = c.st("sec")
    k = rng.randint(0, 2)
    if k == 0:
        d.add([P((f[0] + l[0]).upper(), "DOCTOR"), "/", P((sf[0] + sl[0]).lower(), "DOCTOR"), "\n"])
    elif k == 1:
        d.add(["D: ", c.d(date, "num"), "  T: ", c.d(phi.plus(date, rng.randint(1, 9)), "num"), "  ",
               P((sf[0] + sl[0]).lower(), "DOCTOR"), "\n"])
    else:
        d.add(["Dictated by ", c.dr(signer, "dr"), ", typed by ", P(sf + " " + sl, "DOCTOR"), " on ",
               c.d(phi.plus(date, rng.randint(1, 9))), "\n"])


def cc_block(d, c, who):
    rng = c.rng
    d.t(rng.choice(["cc:\n", "CC:\n", "Copies to:\n", "cc. "]))
    for w in who:
        if w == "gp":
            d.add(["  ", c.dr("gp", "drf"), ", ", P(c.practice, "HOSPITAL"), ", "] + c.addr("gp") + ["\n"])
        elif w == "pt":
            d.add(["  ", c.pn("title" if not c.child else "full"), ", "] + c.addr("pt") + ["\n"])
        elif w == "parent":
            d.add(["  Parents of ", c.pn("full"), " (", c.fn("mother", "full"), "), "] + c.addr("pt") + ["\n"])
        elif w in ("physio", "cns", "orth", "gc", "pharm"):
            d.add(["  ", c.dr(w, "full"), ", ", role_label(c, w), "\n"])
        else:
            d.add(["  ", c.dr(w, "drf"), ", ", role_label(c, w), ", ", P(c.hosp, "HOSPITAL"), "\n"])


def sys_footer(d, c, signer="cons", when=None):
    rng = c.rng
    when = when or c.visit
    k = rng.randint(0, 3)
    hh = "%02d:%02d" % (rng.randint(7, 19), rng.randint(0, 59))
    if k == 0:
        d.add(["Electronically signed by ", c.dr(signer, "full"), " (", c.user(signer), ") on ", c.d(when, "num"), " ", hh, "\n"])
    elif k == 1:
        d.add(["Printed by ", c.user("sec"), " from ", P(phi.ip(rng), "IPADDR"), " on ", c.d(when, "iso"), " ", hh, "\n"])
    elif k == 2:
        d.add(["Doc ID: ", P(phi.idnum(rng, "other"), "IDNUM"), "  Encounter: ", P(phi.account(rng), "ACCOUNT"),
               "  Author: ", c.user(signer), "\n"])
    else:
        d.add(["Verified: ", c.dr(signer, "LF"), " ", c.d(when, rng.choice(["dmon", "num"])), " ", hh, "  Session ",
               P(phi.ip(rng), "IPADDR"), "\n"])


def country_mention(c):
    return P(c.rng.choice(PL.ORIGIN_COUNTRIES), "COUNTRY")


def hard_neg_line(c):
    """a sentence dense with non-PHI look-alikes"""
    rng = c.rng
    return rng.choice([
        "Care follows the %s; see also %s.\n" % (rng.choice(C.GUIDELINES), rng.choice(C.GUIDELINES)),
        "Scores today: %s; %s.\n" % (rng.choice(C.GENERAL_SCALES), rng.choice(C.GENERAL_SCALES)),
        "No Babinski sign, Romberg negative, no Hoffmann's sign; no Cushingoid features.\n",
        "Equipment: %s; %s.\n" % (rng.choice(C.DEVICE_MODELS), rng.choice(C.ORTHOSES)),
        "Referred on to %s and %s (generic referral, no named clinician yet).\n" % tuple(rng.sample(C.DEPTS, 2)),
        "ECG: no Wolff-Parkinson-White pattern; QTc %d ms; PR %d ms.\n" % (rng.randint(390, 460), rng.randint(140, 230)),
        "Bell's palsy and Guillain-Barre syndrome considered earlier and excluded.\n",
        "Cardiac device %s interrogated by the company rep; no events.\n" % rng.choice(C.CARDIAC_DEVICES),
        "Tensilon (edrophonium) test not performed; ice pack test positive at 2 min.\n",
        "No Tinel's or Phalen's sign at the wrists; Hoover sign negative; Beevor's sign absent.\n",
        "Boston brace discontinued; Milwaukee brace never used; Rifton gait trainer at school.\n",
        "Cushing's and Addison's screens negative; Lyme serology negative; Parsonage-Turner excluded.\n",
        "Dosing per SmPC and FDA label: max %d mL/h, 1 g/kg q3w, paracetamol 1 g QDS PRN.\n" % rng.choice([200, 240, 300]),
        "Stanford Sleepiness Scale 3; Nottingham Extended ADL 42/66; Manchester Triage category 3 (yellow).\n",
        "Spinraza (Biogen) and Evrysdi (Roche) access through the NHS England / HSE / PBS schemes as applicable.\n",
        "Holter (Philips DigiTrak XT) and Zio patch previously normal; no Brugada or Wolff-Parkinson-White pattern.\n",
        "Reviewed MRC scale, Medical Research Council sum score and Oxford grading - same thing, noted for students.\n",
        "Steroid card (NHS) and MedicAlert bracelet advised; Hickman line not needed, PICC declined.\n",
    ])
