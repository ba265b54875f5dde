"""Small reusable pieces shared by the genre writers."""

import datetime

import case as C
import ids
import pools_misc as PM

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
        "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
        "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def age(rng, n, style=None):
    """Pieces for an age; only the number is the span."""
    st = style or rng.choice(["yo", "year", "yo2", "aged", "words", "y"])
    if st == "yo":
        return [(str(n), "AGE"), " yo"]
    if st == "yo2":
        return [(str(n), "AGE"), "yo"]
    if st == "year":
        return [(str(n), "AGE"), "-year-old"]
    if st == "aged":
        return ["aged ", (str(n), "AGE")]
    if st == "words":
        return [(words(n), "AGE"), "-year-old"]
    return [(str(n), "AGE"), "y"]


def sex_word(rng, p, short=False):
    if short:
        return p.sex
    return "male" if p.sex == "M" else "female"


def decade(rng, n):
    """'in his fifties' style; the decade word is the AGE span."""
    dec = (n // 10) * 10
    w = {20: "twenties", 30: "thirties", 40: "forties", 50: "fifties", 60: "sixties",
         70: "seventies", 10: "teens"}.get(dec, "forties")
    return (w, "AGE")


def sn(rng, s, style=None, cred=None):
    """Staff name pieces; title and credentials stay outside the span."""
    st = style or rng.choice(["full", "full", "title", "titlefull", "fi_last"])
    if st in ("title", "titlefull"):
        out = C.nm(rng, s, "DOCTOR", st, title=s.tt)
    else:
        out = C.nm(rng, s, "DOCTOR", st)
    out = out if isinstance(out, list) else [out]
    if cred:
        out = out + [", " + cred]
    return out


def pt(rng, p, style=None):
    return C.nm(rng, p, "PATIENT", style)


def fam(rng, p, style=None):
    return C.nm(rng, p, "FAMILY", style)


def kin_phrase(rng, k, style=None):
    """e.g. 'his wife Ana Smith'"""
    return [k.rel + " ", fam(rng, k, style or rng.choice(["full", "first", "full"]))]


def prof_phrase(rng, prof):
    v = rng.randrange(4)
    if v == 0:
        return ["works as a ", (prof, "PROFESSION")]
    if v == 1:
        return ["employed as " + ("an " if prof[0] in "aeiou" else "a "), (prof, "PROFESSION")]
    if v == 2:
        return ["retired ", (prof, "PROFESSION")]
    return ["occupation: ", (prof, "PROFESSION")]


def sig(rng, k, s, role, lic=False, contact=True):
    """Signature block lines written into doc-ready pieces."""
    out = [sn(rng, s, rng.choice(["full", "titlefull", "full"]))]
    out.append(", " + role)
    if lic and s.lic:
        out += [" | ", s.lic[0], " ", (s.lic[1], "LICENSE")]
    if contact:
        r = rng.randrange(3)
        if r == 0:
            out += ["\nMob: ", (s.phone, "PHONE")]
        elif r == 1:
            out += ["\nBleep ", (s.bleep, "PHONE"), " | ", (s.email, "EMAIL")]
        else:
            out += ["\n", (s.email, "EMAIL")]
    return out


def hosp_loc(rng, k, h=None, town=True):
    h = h or k.hosp
    out = [k.hname(h)]
    if town and rng.random() < 0.6:
        out += [", ", (k.town_h, "CITY")]
    return out


def labs(rng, k, n=None):
    """Lab table lines (list of strings); no PHI."""
    rows = [("Na", "%d" % rng.randrange(132, 162), "mmol/L"),
            ("K", "%.1f" % (rng.randrange(32, 58) / 10), "mmol/L"),
            ("Urea", "%.1f" % (rng.randrange(25, 190) / 10), "mmol/L"),
            ("Creat", "%d" % rng.randrange(45, 260), "umol/L"),
            ("ALT", "%d" % rng.randrange(8, 420), "U/L"),
            ("AST", "%d" % rng.randrange(10, 380), "U/L"),
            ("Bili", "%d" % rng.randrange(3, 45), "umol/L"),
            ("ALP", "%d" % rng.randrange(40, 190), "U/L"),
            ("GGT", "%d" % rng.randrange(10, 300), "U/L"),
            ("Amylase", "%d" % rng.randrange(20, 400), "U/L"),
            ("Hb", "%d" % rng.randrange(70, 160), "g/L"),
            ("WCC", "%.1f" % (rng.randrange(40, 220) / 10), "x10^9/L"),
            ("Plt", "%d" % rng.randrange(60, 420), "x10^9/L"),
            ("CRP", "%d" % rng.randrange(1, 280), "mg/L"),
            ("Trop I", "%d" % rng.randrange(3, 4000), "ng/L"),
            ("Lactate", "%.1f" % (rng.randrange(6, 60) / 10), "mmol/L"),
            ("INR", "%.1f" % (rng.randrange(9, 22) / 10), ""),
            ("HbA1c", "%d" % rng.randrange(30, 80), "mmol/mol")]
    n = n or rng.randrange(8, 15)
    pick = sorted(rng.sample(range(len(rows)), n))
    return [rows[i] for i in pick]


def hla(rng):
    a = sorted(rng.sample(PM.HLA_A, 2))
    b = sorted(rng.sample(PM.HLA_B, 2))
    cw = sorted(rng.sample(PM.HLA_C, 2))
    dr = sorted(rng.sample(PM.HLA_DR, 2))
    dq = sorted(rng.sample(PM.HLA_DQ, 2))
    return "%s, %s; %s, %s; %s, %s; %s, %s; %s, %s" % tuple(a + b + cw + dr + dq)


def hneg(rng, n=2):
    return sorted(rng.sample(PM.HARD_NEG, n))


def tm(rng, h=None):
    h = rng.randrange(24) if h is None else h
    return "%02d:%02d" % (h, rng.randrange(60))


def plus(dt, days):
    return dt + datetime.timedelta(days=days)


def dstyle(rng, k):
    return rng.choice(["num", "num", "short", "long", "dash"])


def bullet(rng):
    return rng.choice(["- ", "* ", "o ", "- "])


def opt_typo():
    return 0.04
