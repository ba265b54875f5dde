"""People and the per-note case (patient, clinicians, sites, identifiers)."""
import datetime as dt

import clin
import phi
import pools as PL
from core import P, weighted, maybe

WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
         "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
         "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return WORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("-" + WORDS[u] if u else "")


class Person(object):
    def __init__(self, R, sex=None, title=None):
        self.sex = sex or R.choice("FM")
        self.first = R.choice(PL.FIRST_F if self.sex == "F" else PL.FIRST_M)
        self.last = R.choice(PL.LAST)
        if maybe(R, 0.06):
            self.last = "%s-%s" % (self.last.split()[-1], R.choice(PL.LAST).split()[-1])
        self.mid = R.choice("ABCDEFGHJKLMNPRSTW") if maybe(R, 0.45) else ""
        self.title = title or R.choice(PL.TITLES[self.sex])
        self.nick = PL.NICK.get(self.first)

    def full(self):
        return "%s %s" % (self.first, self.last)

    def ini(self):
        return self.first[0].upper() + self.last[0].upper()


def nm(p, typ, style, dot=False):
    """A name rendering as pieces; titles stay outside the span."""
    t = p.title + ("." if dot and not p.title.endswith(".") else "")
    if style == "full":
        return P(p.full(), typ)
    if style == "fml":
        return P("%s %s. %s" % (p.first, p.mid, p.last) if p.mid else p.full(), typ)
    if style == "lf":
        return P("%s, %s" % (p.last, p.first), typ)
    if style == "LF":
        return P("%s, %s" % (p.last.upper(), p.first.upper()), typ)
    if style == "Lf":
        return P("%s, %s" % (p.last.upper(), p.first), typ)
    if style == "LFM":
        return P(("%s, %s %s" % (p.last.upper(), p.first.upper(), p.mid)).strip(), typ)
    if style == "first":
        return P(p.first, typ)
    if style == "nick":
        return P(p.nick or p.first, typ)
    if style == "last":
        return P(p.last, typ)
    if style == "ilast":
        return P("%s. %s" % (p.first[0], p.last), typ)
    if style == "initials":
        return P("%s.%s." % (p.first[0].upper(), p.last[0].upper()), typ)
    if style == "ini":
        return P(p.ini(), typ)
    if style == "tlast":
        return [t + " ", P(p.last, typ)]
    if style == "tfull":
        return [t + " ", P(p.full(), typ)]
    if style == "tilast":
        return [t + " ", P("%s. %s" % (p.first[0], p.last), typ)]
    raise ValueError(style)


def dr(p, style="tlast", dot=False):
    """Doctor rendering with the Dr title outside the span."""
    d = "Dr." if dot else "Dr"
    if style == "tlast":
        return [d + " ", P(p.last, "DOCTOR")]
    if style == "tfull":
        return [d + " ", P(p.full(), "DOCTOR")]
    if style == "tilast":
        return [d + " ", P("%s. %s" % (p.first[0], p.last), "DOCTOR")]
    return nm(p, "DOCTOR", style)


class Case(object):
    pass


def make_case(R, c):
    k = Case()
    k.c = c
    k.pt = Person(R)
    k.visit = phi.rand_date(R, (2021, 1, 4), (2025, 6, 27))
    while k.visit.weekday() > 4:
        k.visit = phi.add_days(k.visit, 1)
    age = weighted(R, [(2, R.randint(16, 29)), (4, R.randint(30, 49)), (5, R.randint(50, 69)),
                       (3, R.randint(70, 84)), (0.6, R.randint(85, 97))])
    k.dob = phi.add_days(k.visit, -(age * 365 + age // 4 + R.randint(1, 360)))
    k.age = phi.years_between(k.dob, k.visit)
    k.onset = phi.add_days(k.visit, -R.randint(10, 420))
    k.addr = phi.address(R, c)
    k.tel = phi.phone(R, c, "land")
    k.mob = phi.phone(R, c, "mob")
    k.email = phi.email(R, k.pt.first, k.pt.last)
    k.mrn = phi.mrn(R, c)
    k.nhs = phi.nhs_number(R) if c == "GB" else None
    k.hp = phi.healthplan(R, c)
    k.ssn = phi.ssn(R, c)
    k.acct = phi.account(R, c)
    k.ref = phi.idnum(R)
    # clinicians
    k.gp = Person(R, title="Dr")
    k.practice = phi.practice(R, c)
    k.practice_addr = phi.address(R, c)
    k.practice_addr.town = k.addr.town if maybe(R, 0.6) else k.practice_addr.town
    k.practice_tel = phi.phone(R, c)
    k.practice_fax = phi.phone(R, c)
    k.practice_email = phi.org_email(R, k.practice)
    k.gp_lic = phi.licence(R, c, "doctor")
    k.physio = Person(R)
    k.physio_lic = phi.licence(R, c)
    k.physio_user = phi.username(R, k.physio.first, k.physio.last)
    k.physio_role = R.choice(PL.STAFF_ROLES[:5])
    k.cred = R.choice({"GB": ["MCSP", "BSc (Hons) MCSP", "MSc MCSP", "MCSP HCPC"],
                       "IE": ["MISCP", "BSc Physio MISCP"], "US": ["PT, DPT", "DPT, OCS", "PT, MPT", "DPT"],
                       "CA": ["PT", "MScPT, FCAMPT", "PT, MCPA"], "AU": ["APAM", "B.Physio (Hons)", "FACP"],
                       "NZ": ["NZRPhysio", "BPhty", "MPNZ"]}[c])
    k.cons = Person(R, title=R.choice(["Mr", "Miss", "Ms", "Dr", "Prof"]) if c in ("GB", "IE") else "Dr")
    k.cons_lic = phi.licence(R, c, "doctor")
    k.admin = Person(R)
    k.admin_user = phi.username(R, k.admin.first, k.admin.last)
    k.hosp = phi.hospital(R, c, k.addr.town if maybe(R, 0.5) else None)
    k.hosp_addr = phi.address(R, c)
    k.clinic = phi.clinic(R, c)
    k.clinic_addr = phi.address(R, c)
    k.clinic_tel = phi.phone(R, c)
    k.clinic_fax = phi.phone(R, c)
    k.clinic_email = phi.org_email(R, k.clinic)
    k.room = R.choice(PL.ROOMS)
    # social
    k.prof = R.choice(PL.PROFESSIONS)
    k.retired = k.age >= 67 and maybe(R, 0.8)
    k.employer = R.choice(PL.EMPLOYERS)
    k.insurer = R.choice(PL.INSURERS_BY[c])
    k.mgr = Person(R)
    k.club = R.choice(PL.CLUBS)
    k.fam = []
    for rel in R.sample(PL.RELATIONS, 2):
        sx = "F" if rel in ("wife", "daughter", "mother", "sister", "granddaughter", "niece",
                            "daughter-in-law") else ("M" if rel in ("husband", "son", "father", "brother",
                                                                    "grandson", "son-in-law") else None)
        fp = Person(R, sex=sx)
        if rel in ("daughter", "son", "mother", "father", "sister", "brother") and maybe(R, 0.6):
            fp.last = k.pt.last
        k.fam.append((rel, fp))
    k.fam_prof = R.choice(PL.PROFESSIONS)
    # clinical
    k.region = R.choice(clin.REGION_KEYS)
    k.R = clin.REGIONS[k.region]
    k.side = R.choice(["left", "right", "L", "R", "bilateral", "left", "right"])
    k.dx = R.choice(k.R["dx"])
    return k


def pt_name(R, k, styles=("full", "lf", "LF", "tlast", "Lf", "fml", "tfull")):
    return nm(k.pt, "PATIENT", R.choice(list(styles)), dot=k.c == "US")


def age_piece(R, k, style=None):
    """An age expression; only the number is a span."""
    a = str(k.age)
    sx = k.pt.sex
    style = style or R.choice(["yo", "yo2", "year", "aged", "sexf", "yrs", "word"])
    if style == "yo":
        return [P(a, "AGE"), " yo"]
    if style == "yo2":
        return [P(a, "AGE"), "yo"]
    if style == "year":
        return [P(a, "AGE"), "-year-old"]
    if style == "aged":
        return ["aged ", P(a, "AGE")]
    if style == "sexf":
        return [P(a, "AGE"), sx]
    if style == "yrs":
        return [P(a, "AGE"), " yrs"]
    return ["aged ", P(age_words(k.age), "AGE")]


def dob_piece(R, k, kind="dob"):
    if kind == "long":
        kind = "dob"
    return P(phi.fmt_date(R, k.c, k.dob, kind), "DATE")


def date_piece(R, k, d, kind="any"):
    return P(phi.fmt_date(R, k.c, d, kind), "DATE")


def natid(R, k):
    """National / health identifier line pieces: label + value."""
    c = k.c
    if c == "GB":
        return [R.choice(["NHS No: ", "NHS number ", "NHS#: "]), P(k.nhs, "MRN")]
    if c == "NZ":
        return [R.choice(["NHI: ", "NHI ", "NHI no. "]), P(k.mrn, "MRN")]
    if c == "AU":
        return [R.choice(["Medicare No: ", "Medicare ", "Medicare card: "]), P(k.hp, "HEALTHPLAN")]
    if c == "CA":
        return [R.choice(["OHIP/PHN: ", "Health card #: ", "PHN "]), P(k.hp, "HEALTHPLAN")]
    if c == "IE":
        return [R.choice(["Medical card no: ", "GMS no. ", "Insurer member no: "]), P(k.hp, "HEALTHPLAN")]
    return [R.choice(["Member ID: ", "Ins ID ", "Policy #: "]), P(k.hp, "HEALTHPLAN")]


def ssn_piece(R, k):
    lab = {"US": ["SSN: ", "SS#: ", "Social Security No. "], "CA": ["SIN: ", "Social Insurance No: "],
           "IE": ["PPSN: ", "PPS No. "]}.get(k.c)
    if not lab:
        return None
    return [R.choice(lab), P(k.ssn, "SSN")]


def mrn_piece(R, k):
    lab = {"GB": ["Hosp No: ", "Hospital number ", "MRN: ", "Unit No. "],
           "US": ["MRN: ", "MRN# ", "Med Rec #: "], "CA": ["Chart #: ", "MRN "],
           "AU": ["UR: ", "UR No. ", "MRN "], "IE": ["MRN: ", "Hospital No. "],
           "NZ": ["NHI: "]}[k.c]
    return [R.choice(lab), P(k.mrn, "MRN")]


def sig_physio(R, k, d, dated=True):
    """Physio signature block, several layouts."""
    s = R.randrange(5)
    p = k.physio
    if s == 0:
        d.ln("{n}", n=nm(p, "DOCTOR", "full"))
        d.ln("%s, %s" % (k.cred, k.physio_role))
        d.ln("%s {l}" % phi.lic_label(k.c), l=P(k.physio_lic, "LICENSE"))
    elif s == 1:
        d.ln("Signed: {n} ({cr})  %s {l}" % phi.lic_label(k.c), n=nm(p, "DOCTOR", "full"), cr=k.cred,
             l=P(k.physio_lic, "LICENSE"))
    elif s == 2:
        d.ln("-- {n} %s" % k.cred, n=nm(p, "DOCTOR", "ilast"))
        d.ln("%s | {c}" % k.physio_role, c=P(k.clinic, "HOSPITAL"))
    elif s == 3:
        d.ln("Electronically signed by {u} ({n}) on {d} %s" % phi.clock(R),
             u=P(k.physio_user, "USERNAME"), n=nm(p, "DOCTOR", "full"), d=date_piece(R, k, k.visit, "sys"))
    else:
        d.ln("{n}, %s" % k.cred, n=nm(p, "DOCTOR", "fml"))
        d.ln("Tel {t}  Email {e}", t=P(k.clinic_tel, "PHONE"), e=P(phi.email(R, p.first, p.last, k.clinic), "EMAIL"))
    if dated and s != 3 and maybe(R, 0.5):
        d.ln("Date: {d}", d=date_piece(R, k, k.visit, "num"))


def occupation(R, k):
    """Patient occupation phrase pieces."""
    if k.retired:
        return R.choice([["retired ", P(k.prof, "PROFESSION")], ["Retired. Previously ", P(k.prof, "PROFESSION")],
                         ["ret'd ", P(k.prof, "PROFESSION")]])
    return R.choice([["works as a ", P(k.prof, "PROFESSION"), " at ", P(k.employer, "ORGANIZATION")],
                     ["Occ: ", P(k.prof, "PROFESSION"), " (", P(k.employer, "ORGANIZATION"), ")"],
                     [P(k.prof, "PROFESSION"), ", full time"],
                     ["employed as ", P(k.prof, "PROFESSION"), " - ", P(k.employer, "ORGANIZATION")],
                     ["job: ", P(k.prof, "PROFESSION"), ", ", R.choice(["12 hr shifts", "mostly sitting", "heavy manual", "on feet all day"])]])


def fam_piece(R, k, i=0, style=None):
    rel, fp = k.fam[i]
    style = style or R.choice(["first", "full", "first", "tlast"])
    return [rel + " ", nm(fp, "FAMILY", style)]
