"""Shared note blocks: set-up, headers, letterheads, demographics, vitals, signatures."""
import datetime as dt

import pools as P
from fmt import S, fdate


def setup(c, gender=None, age_lo=16, age_hi=45):
    c.make_patient(gender, age_lo, age_hi)
    c.make_home()
    c.nhsno = c.nhs()
    c.cn = c.clinic_no()
    c.mobile = c.mob()
    c.mail = c.email()
    c.site = c.make_site("clinic")
    c.gp = c.make_site("gp")
    c.gpdoc = c.clin("dr")
    c.gpdoc.title = "Dr"
    c.clin1 = c.clin()
    c.clin2 = c.clin()
    while c.clin2.last == c.clin1.last or c.clin2.first == c.clin1.first:
        c.clin2 = c.clin()
    return c


def natlabel(c):
    if c.uk:
        return c.ch(("NHS No", "NHS no.", "NHS Number", "NHS#"))
    return c.ch(("NHI", "NHI No", "NHI number"))


def hdr(c, b, title):
    k = c.r.randrange(4)
    if k == 0:
        b.ln("=== %s ===" % title)
    elif k == 1:
        b.ln(title)
        b.ln("-" * min(len(title), 48))
    elif k == 2:
        b.ln(title.upper())
    else:
        b.ln("** %s **" % title)


def letterhead(c, b, site, fax=True, web=True):
    h = site["h"]
    b.ln(S("HOSPITAL", site["name"]))
    if c.pr(0.5):
        b.ln(S("STREET", h["street"]), ", ", S("CITY", h["city"]), " ", S("ZIP", h["post"]))
    else:
        b.ln(S("STREET", h["street"]))
        b.ln(S("CITY", h["city"]) + (" " if not c.uk else "\n") + S("ZIP", h["post"]))
    line = "Tel: %s" % S("PHONE", site["tel"])
    if fax:
        line += c.ch(("  |  Fax: ", "   Fax ", "  Fax: ")) + S("FAX", site["fax"])
    b.ln(line)
    if web:
        b.ln(c.ch(("Web: ", "", "Online: ")), S("URL", site["url"]), c.ch(("  Email: ", " | ")), S("EMAIL", site["email"]))
    b.ln("")


def demo(c, b, extra=(), compact=None):
    """Patient identification block."""
    compact = c.pr(0.4) if compact is None else compact
    sx = {"f": "F", "m": "M", "n": "X"}[c.pt.gender]
    if compact:
        b.ln("Patient: ", c.pn(c.ch(("SF", "full", "sf"))), " (%s)  DOB: " % sx, c.DOB(), " (", c.A(),
             c.ch(("y)", " yrs)", ")")), "  ", natlabel(c), ": ", S("MRN", c.nhsno))
        b.ln("Clinic no: ", S("MRN", c.cn))
    else:
        b.ln("Name: ", c.pn(c.ch(("full", "SF", "fullmid"))))
        b.ln("DOB: ", c.DOB(), "   Age: ", c.A())
        b.ln(natlabel(c), ": ", S("MRN", c.nhsno), c.ch(("   Clinic ID: ", "   GUM no: ", "   Hosp no: ")), S("MRN", c.cn))
    for e in extra:
        if e == "addr":
            b.ln("Address: ", c.addr(style=c.ch(("full", "short")), sep=", "))
        elif e == "mob":
            b.ln(c.ch(("Mobile: ", "Mob: ", "Tel (mob): ")), S("PHONE", c.mobile), c.ch(("  (OK to text)", "  (no voicemail)", "")))
        elif e == "email":
            b.ln("Email: ", S("EMAIL", c.mail))
        elif e == "gp":
            b.ln("GP: ", c.dn(c.gpdoc, "tfull"), ", ", S("HOSPITAL", c.gp["name"]),
                 c.ch(("", ", " + S("CITY", c.gp["h"]["city"]))))
        elif e == "ni":
            b.ln(c.ch(("NI No: ", "NINO: ")) if c.uk else "IRD no: ", S("SSN", c.ni()))
        elif e == "enc":
            b.ln(c.ch(("Encounter: ", "Visit no: ", "Attendance ID: ")), S("ACCOUNT", c.account()))


def vitals(c):
    r = c.r
    bp = "%d/%d" % (r.randint(98, 142), r.randint(58, 92))
    ht = r.randint(152, 188)
    wt = round(r.uniform(18.8, 36.0) * (ht / 100) ** 2, 1)
    bmi = wt / ((ht / 100) ** 2)
    k = r.randrange(3)
    if k == 0:
        return "BP %s mmHg, HR %d, Wt %.1f kg, Ht %d cm, BMI %.1f kg/m2" % (bp, r.randint(58, 98), wt, ht, bmi)
    if k == 1:
        return "BP %s  P %d reg  BMI %.1f" % (bp, r.randint(58, 98), bmi)
    return "Obs: BP %s, pulse %d, temp 36.%d, weight %.1f kg (BMI %.1f)" % (bp, r.randint(58, 98), r.randint(3, 9), wt, bmi)


def audit(c, b, clin=None):
    clin = clin or c.clin1
    u = (clin.first[0] + clin.last).lower().replace("'", "").replace("-", "")
    if c.pr(0.5):
        u += c.dig(1)
    k = c.r.randrange(3)
    if k == 0:
        b.ln("Electronically signed: ", c.dn(clin, "full"), " (user ", S("USERNAME", u), ") ", c.D(c.d0), " ",
             "%02d:%02d" % (c.r.randint(8, 19), c.r.randint(0, 59)))
    elif k == 1:
        b.ln("Entered by ", S("USERNAME", u), " on ", c.D(c.d0), " from workstation ", S("IPADDR", c.ip()))
    else:
        b.ln("Last edited ", c.D(c.d0), " by ", c.dn(clin, "initlast"), " [", S("USERNAME", u), "]")


def signoff(c, b, clin=None):
    clin = clin or c.clin1
    b.ln("")
    if c.pr(0.5):
        b.ln(c.sig(clin))
    else:
        b.ln(c.ch(("Seen by: ", "Clinician: ", "Signed: ")), c.dn(clin), " (", clin.role, ")")


def sex_partner(c):
    return c.other(c.ch(("f", "m", "m", "n")))


def fam_age_line(c):
    rel = c.ch(("mother", "sister", "maternal aunt", "father", "grandmother"))
    cond = c.ch(("DVT", "PE", "breast cancer", "stroke", "MI"))
    return "FHx: %s had %s aged %s" % (rel, cond, S("AGE", str(c.r.randint(38, 68))))


def lmp(c, lo=8, hi=35):
    return c.d0 - dt.timedelta(days=c.r.randint(lo, hi))


def art(word):
    return "an" if word[0] in "aeiou" else "a"


def occupation(c, who="pt"):
    prof = c.ch(P.PROFESSIONS)
    if who == "pt":
        a = "an " if prof[0] in "aeiou" else "a "
        return c.ch(("Works as " + a, "Occupation: ", "Employed as " + a, "Job: ")) + S("PROFESSION", prof)
    return prof


def employer(c):
    return S("ORGANIZATION", c.ch(P.UK_EMPLOYERS if c.uk else P.NZ_EMPLOYERS))


def school(c):
    return S("ORGANIZATION", c.ch(P.UK_SCHOOLS if c.uk else P.NZ_SCHOOLS))


def fdate2(c, d, style=None):
    return fdate(d, style or c.ds)


def typist(c):
    """Initials of a secretary/typist, never a title look-alike."""
    while True:
        ini = (c.ch(P.CLIN_FIRST)[0] + c.ch(P.CLIN_LAST)[0]).lower()
        if ini not in ("mr", "ms", "dr", "mx", "pa", "md", "rn", "st"):
            return S("DOCTOR", ini)
