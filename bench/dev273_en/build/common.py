"""Helpers shared by the genre generators."""
from core import P
import phi
import case as K
import textvals as TV
from issues_a import ISSUES_A
from issues_b import ISSUES_B

ISSUES = dict(ISSUES_A)
ISSUES.update(ISSUES_B)
ISSUE_KEYS = sorted(ISSUES)
WEIGHTED = ["lonely", "lonely", "lonely", "mobility", "money", "money", "housing", "carer",
            "mood", "mood", "ltc", "ltc", "newcomer", "work", "digital", "frequent", "food"]


def pick_issues(rng, k=None):
    k = k or rng.choice([1, 2, 2, 3])
    out = []
    while len(out) < k:
        x = rng.choice(WEIGHTED)
        if x not in out:
            out.append(x)
    return out


def issue_text(b, c, rng, issue, part, extra=None):
    tmpl = rng.choice(ISSUES[issue][part])
    TV.fill(b, c, rng, tmpl, extra)


def label(issue):
    return ISSUES[issue]["label"]


def d(rng, c, day, short=False, style=None):
    """A DATE piece `day` days after the case base date."""
    return phi.date(rng, phi.add_days(c.base, day), c.country, short=short, style=style)


def dd(c, day, style):
    return P("DATE", phi.fmt_date(phi.add_days(c.base, day), style))


def tm(rng):
    return "%02d:%02d" % (rng.randrange(8, 18), rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50]))


def tm12(rng):
    return rng.choice(["9.30am", "10am", "11:15", "2pm", "2.45pm", "4pm", "12.30", "3.10pm", "10:40", "1pm"])


def fam_intro(c, rng, f=None):
    """'her daughter Beth (34, a nurse)' style piece."""
    f = f or rng.choice(c.fam)
    out = [c.his + " " + f.rel + " ", K.fam_ref(c, rng, f)]
    extra = []
    if f.age and rng.random() < 0.7:
        extra.append([P("AGE", str(f.age))])
    if f.job and rng.random() < 0.8:
        art = "an " if f.job[0] in "aeiou" else "a "
        extra.append([art, P("PROFESSION", f.job)])
    if extra:
        out.append(" (")
        for i, e in enumerate(extra):
            if i:
                out.append(", ")
            out.append(e)
        out.append(")")
    return out


def staff_init(p):
    return P("DOCTOR", (p.first[0] + p.last.split()[-1][0]).upper())


def currency(c):
    return TV.CUR[c.country]


def sp_service_word(c):
    return {"UK": "social prescribing", "IE": "social prescribing", "AU": "community link",
            "CA": "social prescribing", "NZ": "community connector"}[c.country]
