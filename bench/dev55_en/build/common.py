"""Shared note parts: people, banners, signatures, dictation footers."""
from phi import Person, M, AG, PR, PROFESSIONS, UN, fmt_date, an

RELS_SPOUSE = {"M": ["wife", "partner", "husband"], "F": ["husband", "partner", "wife"]}


def patient(c, lo=18, hi=90, sex=None):
    age = c.r.randint(lo, hi)
    p = Person(c, "PATIENT", sex=sex, age=age)
    p.dob = c.dob(age)
    p.age = c.age_of(p.dob)
    return p


def staff(c, sex=None):
    return Person(c, "DOCTOR", sex=sex)


def family(c, pt=None, same=None):
    last = None
    if pt is not None and (same if same is not None else c.r.random() < .5):
        last = pt.last
    return Person(c, "FAMILY", last=last)


def relative(c, pt, kind=None):
    """A relative or friend of pt; the same person is reused for the same kind within a note."""
    r = c.r
    cache = pt.__dict__.setdefault("_rels", {})
    if kind is None:
        if cache and r.random() < .6:
            return cache[r.choice(sorted(cache))]
        kind = r.choice(["spouse", "daughter", "son", "sister", "brother", "mother", "neighbour", "friend"])
    if kind in cache:
        return cache[kind]
    if kind == "spouse":
        w = r.choice(RELS_SPOUSE[pt.sex])
        sex = "F" if w == "wife" else "M" if w == "husband" else r.choice("MF")
        f = Person(c, "FAMILY", sex=sex, last=pt.last if r.random() < .6 else None)
    else:
        w = kind
        sex = "F" if kind in ("daughter", "sister", "mother") else "M" if kind in ("son", "brother", "father") else None
        same = kind in ("daughter", "son", "sister", "brother", "mother", "father") and r.random() < .6
        f = Person(c, "FAMILY", sex=sex, last=pt.last if same else None)
    f.rel = w
    cache[kind] = f
    return f


def prof(c):
    return PR(c.r.choice(PROFESSIONS))


def job_phrase(c, pt=None):
    r = c.r
    p = prof(c)
    return r.choice(["works as %s" % an(p), "employed as %s at %s" % (an(p), c.employer()), "retired %s" % p,
                     "%s by trade" % p, "works full time as %s" % an(p), "formerly %s, now unemployed" % an(p),
                     "part-time %s" % p, "%s (self-employed)" % p])


def sex_word(pt, style=0):
    if style == 0:
        return "male" if pt.sex == "M" else "female"
    if style == 1:
        return "M" if pt.sex == "M" else "F"
    return "man" if pt.sex == "M" else "woman"


def cred(c, kind="doc"):
    r = c.r
    if kind == "doc":
        return r.choice(["MD", "MD", "DO", "MBBS", "MBChB", "FRCA", "FANZCA", "FRCPC"]) if c.loc != "US" else r.choice(["MD", "MD", "DO"])
    if kind == "nurse":
        return r.choice(["RN", "RN", "CNS", "NP", "RGN"] if c.loc == "GB" else ["RN", "RN", "BSN, RN", "CNS", "NP"])
    return kind


def esign(c, d, when=None, kind="doc"):
    r = c.r
    t = "%02d:%02d" % (r.randint(7, 22), r.randint(0, 59))
    when = when or c.today
    style = r.randrange(4)
    if style == 0:
        return "Electronically signed by %s, %s on %s at %s" % (d.full, cred(c, kind), c.D(when), t)
    if style == 1:
        return "Signed: %s (%s) %s %s" % (d.lf, d.un, c.D(when), t)
    if style == 2:
        return "-- e-signed %s %s | user: %s" % (c.D(when), t, d.un)
    return "Authenticated by: %s %s\nDate/time: %s %s" % (d.drfull if kind == "doc" and r.random() < .5 else d.full, cred(c, kind), c.D(when), t)


def dictation(c, d, typist=None):
    r = c.r
    dd = c.today
    td = c.plus(dd, r.randint(0, 3))
    typist = typist or staff(c)
    return r.choice([
        "D: %s  T: %s\n%s/%s  Job #%s" % (c.D(dd), c.D(td), d.m("".join(w[0] for w in (d.first, d.last)).upper()),
                                       typist.lower_ini, M("IDNUM", c.digits(r.choice([6, 7, 8])))),
        "Dictated by: %s\nTranscribed by: %s on %s\nDoc ID: %s" % (d.drfull, typist.full, c.D(td), M("IDNUM", c.rid("DX-#######"))),
        "Dictated but not read. %s/%s  d %s t %s" % (d.ini, typist.lower_ini, c.Dshort(dd), c.Dshort(td)),
    ])


def print_banner(c, pt, extra=""):
    r = c.r
    u = staff(c)
    t = "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59))
    style = r.randrange(3)
    if style == 0:
        return "Printed %s %s by %s  |  %s  |  MRN %s  |  Page 1 of %d%s" % (c.D(c.today), t, u.un, pt.LF, c.mrn(), r.randint(2, 4), extra)
    if style == 1:
        return "*** CONFIDENTIAL *** %s  DOB %s  printed by %s @ %s  ws %s" % (pt.LFM, c.D(pt.dob), u.un, t, c.ip())
    return "[%s %s | user=%s | terminal %s]" % (c.D(c.today, "iso"), t, u.un, c.ip())


def letterhead(c, hname, dept, town=None, web=True):
    lines = [hname, dept, c.addr_block(town)]
    lines.append("Tel %s   Fax %s" % (c.phone(False), c.fax()))
    if web and c.r.random() < .6:
        lines.append(c.r.choice([c.url(), c.email(org=None)]))
    return "\n".join(lines)


def yr_back(c, lo=1, hi=25):
    return c.today.year - c.r.randint(lo, hi)
