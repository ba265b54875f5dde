"""Placeholder values shared by the genre templates."""
from gen import P
import gen


def base_kw(ctx, rng):
    pt = ctx.pt
    g = ctx.guardian
    o = ctx.other_parent
    rel = "mother" if g is ctx.mother else "father"
    orel = "father" if rel == "mother" else "mother"
    if not ctx.us and rng.random() < 0.3:
        rel = "mum" if rel == "mother" else "dad"
    if ctx.us and rng.random() < 0.2:
        rel = "mom" if rel == "mother" else "dad"
    first_style = "nick" if (pt.nick and rng.random() < 0.25) else "first"
    kw = {
        "pt": pt.n(first_style),
        "ptf": pt.n("first"),
        "ptn": pt.n(rng.choice(["fl", "fl", "fml"])),
        "ptl": pt.n("last"),
        "age": ctx.age_piece(),
        "sex": ctx.sex_word(),
        "he": pt.he(), "He": pt.he().capitalize(),
        "his": pt.his(), "His": pt.his().capitalize(),
        "him": pt.him(),
        "rel": rel, "orel": orel,
        "cg": g.n("first"),
        "cgfl": g.n("fl"),
        "cgl": g.n("last"),
        "op": o.n("first"),
        "opfl": o.n("fl"),
        "cgjob": P(g.job, "PROFESSION"),
        "opjob": P(o.job, "PROFESSION"),
        "city": P(ctx.city, "CITY"),
        "school": P(ctx.school, "ORGANIZATION"),
        "hosp": P(ctx.hosp, "HOSPITAL"),
        "clinic": P(ctx.clinic, "HOSPITAL"),
        "ward": P(ctx.ward, "HOSPITAL"),
        "pharm": P(ctx.pharmacy, "HOSPITAL"),
        "today": ctx.dt(0),
        "dob": ctx.dob_p(),
        "mrn": P(ctx.mrn, "MRN"),
        "acct": P(ctx.acct, "ACCOUNT"),
        "paed": ctx.paed(),
        "Paed": ctx.paed().capitalize(),
        "ped": "ped" if ctx.us else "paed",
        "mum": "mom" if ctx.us else "mum",
        "Mum": "Mom" if ctx.us else "Mum",
        "gp": "PCP" if ctx.us else "GP",
        "ae": "ED" if ctx.us else rng.choice(["ED", "ED", "A&E"]),
        "cm": "cm", "kg": "kg",
    }
    return kw


def sibling_phrase(ctx, rng, n=None):
    """Pieces naming siblings with their ages."""
    n = rng.randint(0, 3) if n is None else n
    out = []
    for i in range(n):
        s = ctx.child()
        word = ("brother" if s.sex == "M" else "sister")
        if rng.random() < 0.3:
            word = "half-" + word
        k = rng.randint(0, 2)
        if k == 0:
            bit = [word + " ", s.n("first"), " (", P(str(s.age), "AGE"), ")"]
        elif k == 1:
            bit = [word + " ", s.n("first"), ", aged ", P(str(s.age), "AGE")]
        else:
            bit = [P(str(s.age), "AGE"), "-year-old " + word + " ", s.n("first")]
        if i > 0:
            out.append(" and " if i == n - 1 else ", ")
        out += bit
    return out


def temp_c(rng, lo=38.0, hi=40.2):
    return "%.1f" % rng.uniform(lo, hi)


def wt_str(w):
    return ("%.2f" % w) if w < 10 else ("%.1f" % w)
