"""Shared helpers that return lists of note items (plain strings and spans)."""

from util import (PAT, DOC, FAM, USR, AGE, DT, STR, CITY, ST, ZIP, CTRY, HOSP, ORG, LOC, MRN,
                  SSN, HP, ACC, LIC, DEV, VEH, BIO, IDN, PH, FAX, EM, URL, IP, PROF, S,
                  digits, letters, pick, chance)


def addr_inline(c, a, with_country=False):
    """address on one line, split into parts"""
    r = c.rng
    items = [STR(a["street"]), ", "]
    if c.code == "SG":
        items += [CITY(a["city"]), " ", ZIP(a["zip"])]
    elif c.code in ("US", "CA", "AU"):
        st = a["state_abbr"] if chance(r, 0.85) else a["state"]
        items += [CITY(a["city"]), pick(r, [", ", " "]), ST(st), pick(r, [" ", "  "]), ZIP(a["zip"])]
    elif c.code in ("UK",):
        if chance(r, 0.3):
            items += [CITY(a["city"]), ", ", ST(a["state"]), " ", ZIP(a["zip"])]
        else:
            items += [CITY(a["city"]), pick(r, [", ", " "]), ZIP(a["zip"])]
    elif c.code == "IE":
        items += [CITY(a["city"]), ", ", ST(a["state"])]
        if chance(r, 0.7):
            items += [", ", ZIP(a["zip"])]
    else:  # NZ, ZA
        if chance(r, 0.35):
            items += [CITY(a["city"]), ", ", ST(a["state"]), " ", ZIP(a["zip"])]
        else:
            items += [CITY(a["city"]), " ", ZIP(a["zip"])]
    if with_country:
        items += [", ", CTRY(a["country"])]
    return items


def addr_block(c, a, indent="", with_country=False):
    """address over several lines"""
    r = c.rng
    out = [indent, STR(a["street"]), "\n", indent]
    if c.code == "SG":
        out += [CITY(a["city"]), " ", ZIP(a["zip"]), "\n"]
    elif c.code in ("US", "CA", "AU"):
        out += [CITY(a["city"]), ", " if c.code != "AU" else " ", ST(a["state_abbr"]), "  ", ZIP(a["zip"]), "\n"]
    elif c.code == "UK":
        out += [CITY(a["city"]), "\n"]
        if chance(r, 0.4):
            out += [indent, ST(a["state"]), "\n"]
        out += [indent, ZIP(a["zip"]), "\n"]
    elif c.code == "IE":
        out += [CITY(a["city"]), "\n", indent, ST(a["state"]), "\n", indent, ZIP(a["zip"]), "\n"]
    else:
        out += [CITY(a["city"]), " ", ZIP(a["zip"]), "\n"]
    if with_country:
        out += [indent, CTRY(a["country"]), "\n"]
    return out


def ids_line(case, sep="   ", with_mrn=True):
    """hospital number plus national identifier"""
    r = case.r
    out = []
    if with_mrn:
        out += [pick(r, ["MRN: ", "Hosp No: ", "MRN ", "Hospital no. ", "UR: " if case.cc == "AU" else "MRN: "]),
                MRN(case.mrn)]
    if case.nat:
        lab, typ, val = case.nat
        if out:
            out.append(sep)
        out += [lab + ": ", S(typ, val)]
    return out


def staff_sig(case, p, title, lic=True, user=False):
    r = case.r
    out = [DOC(p.full()), ", " + title]
    if lic and p.lic:
        out += [pick(r, [" (", "  "]) + p.lic[0] + " ", LIC(p.lic[1])]
        if out[-2].startswith(" ("):
            out.append(")")
    if user:
        out += ["  [user ", USR(p.user), "]"]
    return out


def dr(case, p, form=None):
    """Dr + surname or full name"""
    r = case.r
    if form is None:
        form = r.randint(0, 3)
    if form == 0:
        return ["Dr ", DOC(p.family)]
    if form == 1:
        return ["Dr. " if case.c.us else "Dr ", DOC(p.full())]
    if form == 2:
        return [DOC(p.full()), ", MD" if case.c.us else ""]
    return ["Dr ", DOC(p.short())]


def title_name(case, p):
    r = case.r
    t = {"F": pick(r, ["Ms ", "Mrs ", "Ms. ", "Miss "]), "M": pick(r, ["Mr ", "Mr. "])}[p.sex]
    if case.c.code not in ("US", "CA"):
        t = t.replace(".", "")
    return [t, FAM(p.family)]


def parent_word(case, p):
    if p is case.mother:
        return "mother"
    return "father" if p.sex == "M" else "co-parent"


def baby_age_days(case, days):
    return [AGE(days), pick(case.r, ["-day-old", " day old", " days old"])]


RISK_FACTORS = [
    "NICU stay > 48 hrs", "family history of permanent childhood hearing loss",
    "craniofacial anomaly (cleft palate)", "confirmed congenital CMV",
    "IV gentamicin > 5 days (levels within range)", "hyperbilirubinaemia requiring exchange transfusion",
    "syndrome associated with hearing loss (trisomy 21)", "bacterial meningitis",
    "ECMO", "microtia / atresia",
]

EPONYMS = [
    "Ortolani and Barlow negative", "no Brushfield spots", "Moro reflex symmetrical",
    "no features of Down syndrome", "Epstein pearls on palate (normal variant)",
    "Mongolian blue spot over sacrum (documented on body map)", "no Erb's palsy",
    "Galant reflex present", "no signs of Pierre Robin sequence", "Apgar 9 at 5 min",
    "Guthrie card", "no Horner syndrome features", "Hirschsprung disease not suspected (meconium < 24 h)",
]

CONDITIONS = [
    ("PKU", "phenylketonuria"), ("CHT", "congenital hypothyroidism"), ("CF", "cystic fibrosis"),
    ("SCD", "sickle cell disease"), ("MCADD", "medium-chain acyl-CoA dehydrogenase deficiency"),
    ("MSUD", "maple syrup urine disease"), ("IVA", "isovaleric acidaemia"),
    ("GA1", "glutaric aciduria type 1"), ("HCU", "homocystinuria"),
]

HARD_LAB = [
    "Phe 62 umol/L (cut-off 240)", "TSH 2.4 mU/L (blood), action limit 8", "IRT 31 ng/mL (99.5th centile 62)",
    "C8 0.09 umol/L (cut-off 0.5)", "Leu 152 umol/L", "C5DC 0.11", "Hb FA pattern",
    "TREC 54 copies/uL (cut-off 18)", "Met 21 umol/L",
]


def pronoun_cap(s):
    return s[:1].upper() + s[1:]
