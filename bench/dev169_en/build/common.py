"""Shared helpers for genre modules: mother, partner and baby records, obstetric facts and
frequently reused line fragments."""

import datetime as dt

from pools_names import ORIGINS

PUBLIC_PLANS = ("Medicaid", "CHIP", "Medical card (GMS)")


class Rec:
    """A loose record of facts about a person used across one note."""

    def __init__(self, **kw):
        self.__dict__.update(kw)


def mother(c, age=None, gest=None):
    p = c.person("F")
    age = age or c.wpick([(c.ri(16, 19), 1), (c.ri(20, 29), 5), (c.ri(30, 38), 6), (c.ri(39, 46), 2)])
    if gest is None:
        gest = c.ri(24 * 7, 41 * 7 + 6)
    edd = c.today + dt.timedelta(days=280 - gest)
    lmp = edd - dt.timedelta(days=280)
    g = c.ri(1, 6)
    para = c.ri(0, g - 1)
    return Rec(p=p, age=age, dob=c.dob(age), mrn=c.mrn(), nhs=c.nhs(), gest=gest, edd=edd, lmp=lmp,
               g=g, para=para, origin=p.origin)


def partner(c, m, same_last=None):
    sex = "M" if c.chance(0.9) else "F"
    if same_last is None:
        same_last = c.chance(0.45)
    p = c.person(sex, origin=m.p.origin if c.chance(0.7) else None,
                 last=m.p.last if same_last else None)
    return Rec(p=p, age=max(17, m.age + c.ri(-4, 9)))


WT_ANCHORS = [(22, 500), (24, 650), (26, 850), (28, 1100), (30, 1450), (32, 1800), (34, 2250), (36, 2700),
              (38, 3100), (40, 3450), (42, 3600)]


def interp(anchors, x):
    if x <= anchors[0][0]:
        return anchors[0][1]
    for (x0, y0), (x1, y1) in zip(anchors, anchors[1:]):
        if x0 <= x <= x1:
            return y0 + (y1 - y0) * (x - x0) / float(x1 - x0)
    return anchors[-1][1]


def baby(c, m, surname=None):
    sex = c.ch(["F", "M"])
    pool = ORIGINS[m.origin if c.chance(0.7) else c.origin()]
    first = c.ch(pool["f"] if sex == "F" else pool["m"])
    while first == m.p.first:
        first = c.ch(pool["f"] if sex == "F" else pool["m"])
    last = surname or m.p.last
    mean = interp(WT_ANCHORS, m.gest / 7.0)
    weight = int(mean * c.ri(72, 125) / 100.0)
    return Rec(first=first, last=last, sex=sex, weight=weight, full=first + " " + last)


def gest_str(c, days, style=None):
    w, d = divmod(days, 7)
    style = style or c.ch(["plus", "plus", "wk", "slash", "tplus"])
    if style == "plus":
        return "%d+%d" % (w, d)
    if style == "wk":
        return "%d+%d wks" % (w, d)
    if style == "slash":
        return "%d/40" % w
    if w >= 40:
        return "T+%d" % (days - 280)
    return "%dw%dd" % (w, d)


def gp_str(m):
    return "G%dP%d" % (m.g, m.para) if m.g - 1 == m.para else "G%dP%d+%d" % (m.g, m.para, m.g - 1 - m.para)


def age_piece(c, age, style=None):
    """Age rendered with the number alone annotated."""
    a = ("%d" % age, "AGE")
    style = style or c.ch(["yo", "y", "paren", "yrs", "F", "plain"])
    if style == "yo":
        return [a, c.ch([" yo", "yo", " y/o", "-year-old"])]
    if style == "y":
        return [a, c.ch(["y", " y", " yrs", " years"])]
    if style == "paren":
        return ["(", a, ")"]
    if style == "yrs":
        return ["aged ", a]
    if style == "F":
        return [a, c.ch(["F", " F", "f"])]
    return [a]


NUM_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
             "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
             "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty"]


def age_words(n):
    if n < 20:
        return NUM_WORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("-" + NUM_WORDS[u] if u else "")


def weight_str(c, g):
    return c.ch(["%d g" % g, "%dg" % g, "%.2f kg" % (g / 1000.0), "%.3fkg" % (g / 1000.0)])


def insurer_piece(c):
    name = c.insurer()
    if name in PUBLIC_PLANS:
        return [name]
    return [(name, "ORGANIZATION")]


def clinician_line(c, p, bleep=True):
    out = c.sig(p)
    if bleep and c.chance(0.5):
        sep = c.ch([" %s " % c.pager_word(), ", %s " % c.pager_word(), " (%s " % c.pager_word(), " ext "])
        out = out + [sep, (c.bleep(), "PHONE")]
        if sep.startswith(" ("):
            out.append(")")
    return out


def sign_off(c, p, lic=False):
    out = [c.ch(["Signed: ", "Signature: ", "-- ", "Entered by: ", "Completed by "])] + c.sig(p)
    if lic:
        lab = {"UK": c.ch(["NMC PIN ", "NMC: ", "PIN "]) if p.role in ("mw", "nn") else "GMC ",
               "IE": c.ch(["NMBI PIN ", "NMBI ", "PIN "]) if p.role in ("mw", "nn") else "IMC ",
               "US": "NPI "}[c.c]
        kind = "mw" if p.role in ("mw", "nn") and not c.us else ("npi" if c.us else "dr")
        out += [c.ch([" | ", ", ", " "]) + lab, (c.lic(kind), "LICENSE")]
    return out


def audit(c, who=None, ws=True):
    """EPR audit footer with username and optionally a workstation address."""
    p = who or c.staff(c.ch(["mw", "hca", "dr"]))
    out = [c.ch(["Last edited by ", "User: ", "Printed by ", "Audit: entered by user ", "Author login: "]),
           (c.username(p), "USERNAME")]
    if ws and c.chance(0.6):
        out += [c.ch([" @ ", " from ", " ws "]), (c.ip(), "IPADDR")]
    return out


def mid_plan_date(c, a, b):
    return c.d(c.days(a, b))


def fmt_hm(c):
    return "%02d:%02d" % (c.ri(0, 23), c.ri(0, 59))


def obs_lookalikes(c):
    """A line of clinical numbers that must stay unannotated."""
    return c.ch([
        "BP %d/%d, P %d, T 36.%d, RR %d, SpO2 %d%%, MEOWS 0" % (c.ri(100, 150), c.ri(60, 98), c.ri(68, 118),
                                                            c.ri(3, 9), c.ri(12, 22), c.ri(95, 100)),
        "Hb %d g/L, Plt %d, WCC %.1f, CRP %d" % (c.ri(88, 135), c.ri(120, 380), c.ri(60, 180) / 10.0, c.ri(1, 60)),
        "Urinalysis: prot %s, glu neg, leuc neg. BMI %.1f" % (c.ch(["neg", "trace", "+", "++"]), c.ri(190, 420) / 10.0),
        "CTG: baseline %d bpm, variability >5, accels present, no decels (Dawes-Redman met)" % c.ri(120, 155),
        "SFH %d cm, cephalic, %d/5 palpable, FHR %d bpm" % (c.ri(24, 40), c.ri(1, 5), c.ri(115, 160)),
    ])


def art(word):
    """Indefinite article for a word or a number string."""
    w = word.lower()
    if w[:1].isdigit():
        return "an" if w.startswith("8") or w in ("11", "18") or w.startswith("11") and len(w) == 2 else "a"
    return "an" if w[:1] in "aeiou" else "a"


LANG_FOR_ORIGIN = {
    "polish": ["Polish"], "romanian": ["Romanian"], "baltic": ["Lithuanian", "Latvian"],
    "nigerian": ["Yoruba", "Igbo", "English"], "ghanaian": ["Twi", "English"], "somali": ["Somali"],
    "south_asian": ["Urdu", "Punjabi", "Bengali", "Gujarati", "Hindi", "Tamil"],
    "east_asian": ["Mandarin", "Cantonese", "Korean", "Japanese"],
    "southeast_asian": ["Vietnamese", "Tagalog"], "hispanic": ["Spanish", "K'iche'"],
    "lusophone": ["Portuguese"], "mediterranean": ["Arabic", "Turkish", "Farsi", "Kurdish Sorani", "Italian", "Greek"],
    "east_european": ["Ukrainian", "Russian"], "east_african": ["Tigrinya", "Amharic"],
}


def lang_for(c, origin):
    lst = LANG_FOR_ORIGIN.get(origin)
    return c.ch(lst) if lst else "English"
