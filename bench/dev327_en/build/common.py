"""Shared note blocks: letterheads, patient header blocks, sign-offs, small phrases."""
import datetime as dt

import note as N
import locale_fmt as L
import pools as P

START = dt.date(2021, 1, 4)
END = dt.date(2025, 6, 27)
S = lambda text, typ: (text, typ)  # noqa: E731


def setup(rng, c, amin=18, amax=94, sex=None):
    enc = L.rand_date(rng, START, END)
    p = N.make_patient(rng, c, enc, amin, amax, sex)
    return enc, p


def after(rng, d, lo, hi):
    return d + dt.timedelta(days=rng.randint(lo, hi))


def before(rng, d, lo, hi):
    return d - dt.timedelta(days=rng.randint(lo, hi))


def dstyle(rng, c, formal=False):
    if formal:
        return rng.choice(["long", "long", "ord", "num"])
    return rng.choice(["num", "num", "num", "numshort", "mon", "long", "dot"] if c != "US" else
                      ["num", "num", "numshort", "mon", "long"])


def D(d, c, style):
    return (L.fdate(d, c, style), "DATE")


def mrn_label(c, rng):
    return rng.choice({"US": ["MRN", "MRN", "MR#", "Med Rec No"], "UK": ["Hosp No", "Unit No", "Hospital No", "RTX No"],
                       "IE": ["MRN", "Hosp. No.", "Chart No"], "CA": ["MRN", "Chart #", "Hosp #"],
                       "AU": ["UR", "UR No", "MRN"], "NZ": ["NHI", "NHI"], "ZA": ["Hosp No", "Folder No", "File no."]}[c])


def age_expr(p, rng, words_ok=True):
    a = str(p.age)
    st = rng.randrange(9)
    if words_ok and st == 0 and p.age < 100:
        w = L.words(p.age)
        return [(w, "AGE"), "-year-old"]
    return [[(a, "AGE"), "-year-old"], [(a, "AGE"), " yo"], [(a, "AGE"), " year old"], [(a, "AGE"), "yo"],
            [(a, "AGE"), "-yr-old"], [(a, "AGE"), " y/o"], [(a, "AGE"), "-year-old"], [(a, "AGE"), "-year-old"],
            [(a, "AGE"), " yr old"]][st]


def art(p):
    """Indefinite article before a spoken age ('an 83-year-old', 'an 11-year-old')."""
    a = p.age
    return "an" if (str(a).startswith("8") or a in (11, 18)) else "a"


def age_sex(p, rng):
    a = str(p.age)
    sx = N.sex_word(p)
    return rng.choice([[(a, "AGE"), sx], [(a, "AGE"), " " + sx], [(a, "AGE"), "y " + sx], [(a, "AGE"), " yrs, " + N.sex_word(p, False)],
                       [sx + ", ", (a, "AGE")], [(a, "AGE"), "/" + sx]])


INSURERS = {"US": ["Northstar Health Plan", "Pinecrest HMO", "Summit Assurance Health", "Lakeshore Care Plan",
                    "Meridian Health Insurance"],
            "UK": ["Harrowmere Mutual", "Bluestone Health", "Kestrel Cover", "Cairnside Friendly Society"],
            "IE": ["Shamrock Health Ireland", "Evergreen Benefit Society"], "CA": ["Northstar Health Plan", "Meridian Health Insurance"],
            "AU": ["Wattle Health Fund", "Evergreen Benefit Society"], "NZ": ["Tūī Health Cover", "Kestrel Cover"],
            "ZA": ["Sentinel Medical Aid", "Protea Medical Scheme"]}


def hp_pieces(p, rng, insurer=True):
    lab, val = p.hp
    out = [lab + ": ", (val, "HEALTHPLAN")]
    if insurer and lab in ("Member ID", "Policy no.", "Medical aid no.", "Member no.") and rng.random() < 0.7:
        out = [(rng.choice(INSURERS[p.c]), "ORGANIZATION"), " " + lab + " ", (val, "HEALTHPLAN")]
    return out


def natid_pieces(p):
    if not p.nat:
        return None
    return [p.nat[0] + ": ", (p.nat[1], "MRN")]


SSN_LABEL = {"US": ["SSN: ", "SS#: ", "Social Security No: "], "CA": ["SIN: ", "Social Insurance No.: "],
             "IE": ["PPSN: ", "PPS No: "]}


def ssn_pieces(p, rng):
    if not p.ssn:
        return None
    return [rng.choice(SSN_LABEL[p.c]), (p.ssn, "SSN")]


def letterhead(n, site, rng, dept=None, contacts=True, upper=False):
    name = site.name.upper() if upper else site.name
    n.line((name, "HOSPITAL"))
    if dept:
        n.line(dept)
    n.line(N.addr_pieces(site.addr, "line"))
    if contacts:
        st = rng.randrange(4)
        if st == 0:
            n.line("Tel: ", (site.phone, "PHONE"), "  Fax: ", (site.fax, "FAX"))
            n.line("Email: ", (site.email, "EMAIL"))
        elif st == 1:
            n.line("T ", (site.phone, "PHONE"), " | F ", (site.fax, "FAX"), " | ", (site.email, "EMAIL"))
        elif st == 2:
            n.line("Phone ", (site.phone, "PHONE"), " | ", (site.url, "URL"))
        else:
            n.line("Tel ", (site.phone, "PHONE"), " / Email ", (site.email, "EMAIL"), " / Web ", (site.url, "URL"))


def pt_block(n, p, rng, enc, style=None, addr=True, phone=True, ids=True):
    c = p.c
    style = style or rng.choice(["kv", "inline", "upper", "table"])
    ds = dstyle(rng, c)
    ml = mrn_label(c, rng)
    if style == "kv":
        n.line("Patient: ", N.pt_full(p, mid=rng.random() < 0.4))
        pre, post = rng.choice([("  Age: ", ""), (" (age ", ")"), ("   ", " yrs"), (" (", "y)")])
        n.line("DOB: ", D(p.dob, c, ds), pre, (str(p.age), "AGE"), post)
        if ids:
            n.line(ml + ": ", (p.mrn, "MRN"))
            if p.nat and rng.random() < 0.8:
                n.line(natid_pieces(p))
            if p.ssn and rng.random() < 0.3:
                n.line(ssn_pieces(p, rng))
        if addr:
            n.line("Address: ", N.addr_pieces(p.addr, "line"))
        if phone:
            n.line(rng.choice(["Tel: ", "Phone: ", "Contact: "]), (p.phone, "PHONE"),
                   rng.choice([["  Mob: ", (p.mobile, "PHONE")], ""]))
    elif style == "inline":
        n.line("Name: ", N.pt_lastfirst(p, upper=False, mid=True), " | DOB ", D(p.dob, c, ds), " | ",
               ml, " ", (p.mrn, "MRN"), " | ", N.sex_word(p, False).capitalize())
        if p.nat and ids:
            n.line(natid_pieces(p), rng.choice([" | ", "   "]), hp_pieces(p, rng, insurer=False))
        if addr:
            n.line(N.addr_pieces(p.addr, "line"), rng.choice([["  ☎ ", (p.phone, "PHONE")], ""]) if phone else "")
    elif style == "upper":
        n.line("NAME:    ", N.pt_lastfirst(p, upper=True))
        n.line("D.O.B.:  ", D(p.dob, c, "num"), "    SEX: ", N.sex_word(p), "    AGE: ", (str(p.age), "AGE"))
        if ids:
            n.line(ml.upper() + ": ", (p.mrn, "MRN"), ["    ", ssn_pieces(p, rng)] if p.ssn and rng.random() < 0.4 else "")
        if addr:
            n.line("ADDRESS: ", N.addr_pieces(p.addr, "line"))
        if phone:
            n.line("HOME PH: ", (p.phone, "PHONE"), "   MOBILE: ", (p.mobile, "PHONE"))
    else:
        n.line("+-----------+---------------------------------+")
        n.line("| Patient   | ", N.pt_full(p), " |")
        n.line("| DOB / Age | ", D(p.dob, c, ds), " / ", (str(p.age), "AGE"), " |")
        n.line("| " + ml + " ".ljust(max(1, 10 - len(ml))) + "| ", (p.mrn, "MRN"), " |")
        if addr:
            n.line("| Address   | ", N.addr_pieces(p.addr, "line"), " |")
        if phone:
            n.line("| Phone     | ", (p.mobile, "PHONE"), " |")
        n.line("+-----------+---------------------------------+")


def signoff(n, s, rng, c, d=None, contact=True, lead=None):
    lead = lead or rng.choice(["Signed: ", "Clinician: ", "", "Seen by: ", "Electronically signed by "])
    st = rng.randrange(3)
    if st == 0:
        n.line(lead, N.doc(s, "bare"), ", " + s.title, N.lic(s))
    elif st == 1:
        n.line(lead, N.doc(s, "full"))
        n.line(s.title + ("" if not s.lic else " | " + s.lic[0] + " "), (s.lic[1], "LICENSE") if s.lic else None)
    else:
        n.line(lead, N.doc(s, "mid"), " (" + s.title + ")")
        if s.lic:
            n.line("Registration: " + s.lic[0] + " ", (s.lic[1], "LICENSE"))
    if d is not None:
        n.line(rng.choice(["Date: ", "Signed on ", "Dated "]), D(d, c, dstyle(rng, c)),
               rng.choice(["", " " + rng.choice(["09:14", "12:47", "16:31", "17:58", "11:02"])]))
    if contact:
        st = rng.randrange(3)
        if st == 0:
            n.line("Email: ", (s.email, "EMAIL"))
        elif st == 1:
            n.line("Bleep ", (L.bleep(rng, c), "PHONE"))


def fam_phrase(p, rng, i=0):
    f = p.fam[i]
    st = rng.randrange(4)
    if st == 0:
        return ["his " if p.sex == "m" else "her ", f.rel, " ", N.fam_name(f, "first")]
    if st == 1:
        return [f.rel + " ", N.fam_name(f, "full")]
    if st == 2:
        return [N.fam_name(f, "first"), " (" + f.rel + ")"]
    return [N.fam_name(f, "full"), " (" + f.rel + ", ", (f.phone, "PHONE"), ")"]


def plate(rng, c):
    LT = "ABCDEFGHJKLMNPRSTVWXYZ"
    l = lambda k: "".join(rng.choice(LT) for _ in range(k))  # noqa: E731
    if c == "UK":
        return "%s%02d %s" % (l(2), rng.choice([17, 18, 19, 20, 21, 22, 23, 24, 67, 68, 69, 70, 71, 72, 73]), l(3))
    if c == "US":
        return rng.choice(["%d%s%03d" % (rng.randrange(1, 10), l(3), rng.randrange(1000)), "%s-%04d" % (l(3), rng.randrange(10000)),
                           "%s %s" % (l(3), L.dg(rng, 4))])
    if c == "IE":
        return "%s-%s-%s" % (rng.choice(["151", "162", "171", "182", "191", "201", "212", "221", "232", "241"]),
                             rng.choice(["D", "C", "G", "KY", "MO", "WX", "L", "T", "WH", "SO"]), L.dg(rng, rng.choice([3, 4, 5])))
    if c == "AU":
        return rng.choice(["%s-%s" % (l(3), L.dg(rng, 3)), "%s%s%s" % (L.dg(rng, 1), l(3), L.dg(rng, 3)),
                           "%s %s %s" % (l(2), L.dg(rng, 2), l(2))])
    if c == "NZ":
        return l(3) + L.dg(rng, 3)
    if c == "CA":
        return rng.choice(["%s %s" % (l(4), L.dg(rng, 3)), "%s %s" % (l(3), L.dg(rng, 3))])
    return rng.choice(["%s %s-%s" % (rng.choice(["CA", "CY", "CF", "ND", "NU"]), L.dg(rng, 3), L.dg(rng, 3)),
                       "%s %s %s" % (l(3), L.dg(rng, 3), rng.choice(["GP", "MP", "L", "EC"]))])


def vin(rng):
    a = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(a) for _ in range(17))


def ipaddr(rng):
    st = rng.randrange(3)
    if st == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if st == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


def room(rng):
    return rng.choice(["%d" % rng.randrange(1, 15), "%d%s" % (rng.randrange(1, 9), rng.choice("ABC")),
                       "G.%02d" % rng.randrange(1, 30), "%d.%d" % (rng.randrange(1, 4), rng.randrange(1, 20))])


def ref_id(rng, prefix=None, n=6):
    prefix = prefix if prefix is not None else rng.choice(["", "REF-", "R", "PO", "ORD-"])
    return prefix + L.dg(rng, n)


def town_other(rng, c):
    return rng.choice(P.TOWNS[c])


def school_name(rng, c, age):
    root = rng.choice(P.ORG_ROOTS + P.TOWNS[c])
    if age < 11:
        kind = rng.choice(["Primary School", "Elementary School" if c in ("US", "CA") else "Primary School",
                           "Infant & Junior School" if c == "UK" else "School", "National School" if c == "IE" else "Primary School"])
    else:
        kind = rng.choice(["High School", "Academy", "Secondary College" if c in ("AU", "NZ") else "College",
                           "Community School" if c == "IE" else "High School", "Grammar School" if c == "UK" else "High School"])
    return "%s %s" % (root, kind)
