"""People, care sites and the per-note case (all invented)."""
import datetime

from core import P
import pools_people as PP
import pools_places as PL
from locale_fmt import Loc, add_days, rand_date, words

COUNTRY_WEIGHTS = [(24, "US"), (21, "UK"), (13, "IE"), (12, "CA"), (12, "AU"), (9, "NZ"),
                   (5, "ZA"), (4, "SG")]


class Person:
    def __init__(self, first, last, sex, middle="", title=""):
        self.first = first
        self.last = last
        self.sex = sex
        self.middle = middle
        self.title = title

    def full(self):
        return "%s %s" % (self.first, self.last)

    def fml(self):
        return "%s %s %s" % (self.first, self.middle, self.last) if self.middle else self.full()

    def lf(self, upper=False):
        s = "%s, %s" % (self.last, self.first)
        if self.middle and len(self.middle) <= 2:
            s += " " + self.middle.rstrip(".")
        return s.upper() if upper else s

    def init_last(self):
        return "%s. %s" % (self.first[0], self.last)

    def initials(self, dots=True, lower=False):
        parts = [self.first[0], self.last[0]]
        s = ".".join(parts) + "." if dots else "".join(parts)
        return s.lower() if lower else s

    def username(self, r):
        if getattr(self, "_user", None):
            return self._user
        self._user = self._mkuser(r)
        return self._user

    def _mkuser(self, r):
        base = (self.first[0] + "".join(ch for ch in self.last if ch.isalpha())).lower()
        base = base.replace("ō", "o").replace("ū", "u").replace("ā", "a")
        return r.c([base, base[:8], self.first.split()[0].lower().replace("-", "") + "." +
                    "".join(ch for ch in self.last if ch.isalpha()).lower()]) + r.c(PP.USER_SUFFIX)


def new_person(r, sex=None, title_kind="lay", cc="UK"):
    sex = sex or r.c("FM")
    first = r.c(PP.FEMALE if sex == "F" else PP.MALE)
    last = r.c(PP.SURNAMES)
    if r.p(0.04):
        last = last + "-" + r.c(PP.SURNAMES)
        if len(last) > 22 or "'" in last or " " in last:
            last = last.split("-")[0]
    middle = ""
    if r.p(0.25):
        middle = r.c("ABCDEFGHJKLMNPRSTW") + "."
    dot = "." if cc in ("US", "CA") else ""
    if title_kind == "doctor":
        title = "Dr" + dot
    elif title_kind == "prof":
        title = "Prof" + dot
    elif title_kind == "surgeon":
        title = ("Mr" if sex == "M" else "Ms") + dot if cc in ("UK", "IE", "AU", "NZ") else "Dr" + dot
    else:
        title = r.c(["Mr", "Mr"] if sex == "M" else ["Mrs", "Ms", "Miss", "Ms"]) + dot
    return Person(first, last, sex, middle, title)


def nm(r, person, typ, style=None, upper=False):
    """Render a name as items; titles and credentials stay outside the span."""
    if style is None:
        style = r.w([(4, "title_last"), (4, "full"), (2, "title_full"), (1, "init_last"),
                     (1, "lf")])
    t = person.title
    if style == "title_last":
        return [t + " ", P(person.last, typ)]
    if style == "title_full":
        return [t + " ", P(person.full(), typ)]
    if style == "full":
        return P(person.full(), typ)
    if style == "fml":
        return P(person.fml(), typ)
    if style == "lf":
        return P(person.lf(upper), typ)
    if style == "init_last":
        return P(person.init_last(), typ)
    if style == "first":
        return P(person.first, typ)
    if style == "last":
        return P(person.last, typ)
    if style == "initials":
        return P(person.initials(), typ)
    if style == "initials_nodot":
        return P(person.initials(dots=False), typ)
    if style == "title_init_last":
        return [t + " ", P(person.init_last(), typ)]
    raise ValueError(style)


def hospital_name(r, cc, town=None):
    town = town or r.c(PL.TOWNS[cc])
    if cc == "SG":
        return r.c(PL.HOSP_PATTERNS["SG"])
    pat = r.c(PL.HOSP_PATTERNS[cc])
    return pat.format(t=town, s=r.c(PL.SAINTS), n=r.c(PP.SURNAMES))


def practice_name(r, cc, town=None):
    town = town or r.c(PL.TOWNS[cc])
    if cc == "SG":
        town = "Bedok"
    pat = r.c(PL.PRACTICE_PATTERNS[cc])
    return pat.format(t=town, b=r.c(PL.STREET_BASE))


def pharmacy_name(r, cc):
    pat = r.c(PL.PHARMACY_PATTERNS)
    return pat.format(t=r.c(PL.TOWNS[cc]) if cc != "SG" else "Seroja",
                      b=r.c(PL.STREET_BASE), n=r.c(PP.SURNAMES))


def org_name(r):
    return "%s %s" % (r.c(PP.ORG_A), r.c(PP.ORG_B))


def email_for(r, person, kind="person"):
    dom = r.c(["example.com", "example.org", "example.net"])
    clean = lambda s: "".join(ch for ch in s.lower() if ch.isalpha() or ch == " ").replace(" ", "")
    clean2 = lambda s: clean(s.replace("ō", "o").replace("ū", "u").replace("ā", "a"))
    f, l = clean2(person.first), clean2(person.last)
    if kind == "person":
        local = r.c(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%d" % (f, l, r.i(1, 99)),
                     "%s%d" % (f, r.i(70, 2005)), "%s.%s" % (l, f[0])])
    else:
        local = r.c(["%s.%s" % (f[0], l), "%s.%s" % (f, l), "dr.%s" % l])
    return "%s@%s" % (local, dom)


def dept_email(r, kind):
    dom = r.c(["example.org", "example.net", "example.com"])
    local = {"headache": ["headache.clinic", "headache.cns", "neuro.headache", "migraine.team",
                          "headacheservice"],
             "neuro": ["neurology.secretaries", "neuro.admin", "neurology.referrals"],
             "eye": ["neuro.ophth", "eye.clinic", "ophthalmology.admin"],
             "rad": ["radiology.reporting", "mri.bookings", "imaging.enquiries"],
             "gp": ["reception", "admin", "practice.manager", "referrals"],
             "occ": ["occhealth", "hr.wellbeing", "occupational.health"]}[kind]
    return "%s@%s" % (r.c(local), dom)


def url_for(r, kind):
    host = r.c(["www.example.org", "www.example.com", "portal.example.net", "example.org",
                "patients.example.com", "www.example.net"])
    path = {"diary": ["/headache-diary", "/diary/login", "/app/headlog", "/my-diary",
                      "/migraine-diary/export"],
            "info": ["/patient-info/migraine", "/leaflets/gon-block", "/iih-information",
                     "/botox-aftercare", "/moh-advice", "/headache/resources"],
            "portal": ["/portal", "/login", "/mychart", "/patient-portal", "/pa/submit",
                       "/priorauth"],
            "telehealth": ["/video", "/join", "/telehealth/room"]}[kind]
    s = host + r.c(path)
    if r.p(0.4):
        s = "https://" + s
    return s


class Case:
    """Everything invented for one note."""

    def __init__(self, r, cc=None, sex=None, age=None, visit=None):
        self.r = r
        self.cc = cc or r.w(COUNTRY_WEIGHTS)
        cc = self.cc
        self.loc = Loc(r, cc)
        self.visit = visit or rand_date(r)
        self.pt = new_person(r, sex or r.w([(3, "F"), (1, "M")]), "lay", cc)
        self.age = age if age is not None else r.w([(1, r.i(13, 17)), (10, r.i(18, 45)),
                                                    (6, r.i(46, 65)), (2, r.i(66, 92))])
        self.dob = datetime.date.fromordinal(
            self.visit.toordinal() - self.age * 365 - (self.age // 4) - r.i(1, 360))
        self.town = self.loc.town()
        self.addr_ml = self.loc.address(True, self.town)
        self.addr_il = self.loc.address(False, self.town)
        self.phone = self.loc.phone()
        self.mobile = self.loc.phone(mobile=True)
        self.email = email_for(r, self.pt)
        self.mrn = self.loc.mrn()
        self.nhs = self.loc.nhs_number() if cc == "UK" else None
        self.natid = self.loc.national_id(self.dob)
        self.plan = self.loc.healthplan()
        self.insurer = r.c(PP.INSURERS[cc])
        self.prof = r.c(PP.PROFESSIONS) if r.p(0.8) else None
        self.employer = PP_school_or_org(r, self.prof)
        nok_sex = r.c("FM")
        self.nok = new_person(r, nok_sex, "lay", cc)
        self.nok_rel = r.c(PP.RELATIONS_F if nok_sex == "F" else PP.RELATIONS_M)
        if self.nok_rel not in ("friend", "neighbour", "carer") and r.p(0.6):
            self.nok.last = self.pt.last
        self.nok_phone = self.loc.phone(mobile=True)
        # care team
        self.hosp = hospital_name(r, cc)
        self.hosp_town = r.c(PL.TOWNS[cc])
        self.hosp_addr = self.loc.address(True, self.hosp_town)
        self.hosp_addr_il = self.loc.address(False, self.hosp_town)
        self.hosp_phone = self.loc.phone()
        self.hosp_fax = self.loc.phone()
        self.cons = new_person(r, None, r.w([(5, "doctor"), (1, "prof")]), cc)
        self.cons2 = new_person(r, None, "doctor", cc)
        self.reg = new_person(r, None, "doctor", cc)
        self.nurse = new_person(r, r.w([(4, "F"), (1, "M")]), "lay", cc)
        self.nurse2 = new_person(r, r.w([(4, "F"), (1, "M")]), "lay", cc)
        self.gp = new_person(r, None, "doctor", cc)
        self.practice = practice_name(r, cc, self.town)
        self.practice_addr = self.loc.address(True, self.town)
        self.practice_phone = self.loc.phone()
        self.practice_fax = self.loc.phone()
        self.ophth = new_person(r, None, r.w([(3, "doctor"), (1, "surgeon"), (1, "prof")]), cc)
        self.rad = new_person(r, None, "doctor", cc)
        self.nsurg = new_person(r, None, "surgeon", cc)
        self.pharm = new_person(r, None, "lay", cc)
        self.sec = new_person(r, r.w([(4, "F"), (1, "M")]), "lay", cc)
        self.ward = r.c(PL.WARDS)
        self.building = r.c(PL.BUILDINGS)
        self.country_name = PL.COUNTRY_NAME[cc]

    # convenient renderers
    def d(self, date, style=None):
        return P(self.loc.date(date, style), "DATE")

    def dob_p(self, style=None):
        return P(self.loc.date(self.dob, style), "DATE")

    def visit_p(self, style=None):
        return P(self.loc.date(self.visit, style), "DATE")

    def age_p(self, wordy=False):
        return P(words(self.age) if wordy and self.age < 100 else str(self.age), "AGE")

    def sexword(self):
        return self.r.c(["woman", "lady", "female"]) if self.pt.sex == "F" else \
            self.r.c(["man", "gentleman", "male"])

    def he(self):
        return "she" if self.pt.sex == "F" else "he"

    def his(self):
        return "her" if self.pt.sex == "F" else "his"

    def him(self):
        return "her" if self.pt.sex == "F" else "him"

    def days(self, n):
        return add_days(self.visit, n)

    def pt_name(self, style=None, upper=False):
        return nm(self.r, self.pt, "PATIENT", style, upper)

    def doc(self, person, style=None):
        return nm(self.r, person, "DOCTOR", style)

    def age_phrase(self):
        """'34-year-old', '34 yo', '34F' style items."""
        r = self.r
        a = self.age_p()
        sx = self.pt.sex
        return r.w([(4, [a, "-year-old " + self.sexword()]), (2, [a, " yo " + ("F" if sx == "F" else "M")]),
                    (2, [a, sx]), (1, [a, "yo " + self.sexword()]),
                    (1, [a, " year old " + self.sexword()]),
                    (1, [P(words(self.age), "AGE"), "-year-old " + self.sexword()])])

    def id_block(self, sep="\n", with_plan=False):
        """Header identifiers in the country's usual style."""
        r = self.r
        cc = self.cc
        out = []
        lab = {"US": "MRN", "UK": r.c(["Hospital No", "Hosp. No.", "MRN", "Unit No"]),
               "IE": r.c(["MRN", "Hospital No.", "Chart No"]), "CA": r.c(["MRN", "Chart #"]),
               "AU": r.c(["UR No", "URN", "MRN"]), "NZ": "NHI", "ZA": r.c(["Hosp No", "File No"]),
               "SG": "MRN"}[cc]
        out += [lab + ": ", P(self.mrn, "MRN")]
        if self.nhs:
            out += [sep, "NHS No: ", P(self.nhs, "MRN")]
        if with_plan and self.plan:
            l1, v1, l2, v2 = self.plan
            out += [sep, l1 + ": ", P(v1, "HEALTHPLAN")]
            if v2:
                out += [sep if r.p(0.5) else "  ", l2 + ": ", P(v2, "HEALTHPLAN")]
        return out


def PP_school_or_org(r, prof):
    if prof is None or not r.p(0.45):
        return None
    if "teacher" in prof or prof == "teaching assistant":
        return r.c(PP.SCHOOLS)
    return org_name(r)


def other_country(r):
    """Items naming a country; a leading article stays outside the span."""
    c = r.c(PL.OTHER_COUNTRIES)
    if c.startswith("the "):
        return ["the ", P(c[4:], "COUNTRY")]
    return P(c, "COUNTRY")
