"""Case model and PHI surface-form generators for dev225."""
import datetime
import re

import pools as PL
from doc import P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
NUMW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen", "twenty", "twenty-one", "twenty-two", "twenty-three",
        "twenty-four", "twenty-five"]
WORDNUM = {"forty": 40, "fifty": 50, "thirty": 30, "sixty": 60}

US_STYLES = ["us_slash", "us_slash", "us_nopad", "us_short", "us_long", "us_abbr", "iso", "ehr", "us_dash"]
NZ_STYLES = ["nz_slash", "nz_slash", "nz_short", "nz_long", "nz_abbr", "iso", "nz_dot", "nz_long"]


def fdate(dt, style):
    d, m, y = dt.day, dt.month, dt.year
    M, Mo = MONTHS[m - 1], MONTHS[m - 1][:3]
    W, Wd = WDAYS[dt.weekday()], WDAYS[dt.weekday()][:3]
    table = {
        "us_slash": "%02d/%02d/%04d" % (m, d, y),
        "us_nopad": "%d/%d/%04d" % (m, d, y),
        "us_short": "%d/%d/%02d" % (m, d, y % 100),
        "us_dash": "%02d-%02d-%04d" % (m, d, y),
        "us_long": "%s %d, %d" % (M, d, y),
        "us_abbr": "%s %d, %d" % (Mo, d, y),
        "iso": "%04d-%02d-%02d" % (y, m, d),
        "ehr": "%02d-%s-%04d" % (d, Mo.upper(), y),
        "nz_slash": "%02d/%02d/%04d" % (d, m, y),
        "nz_short": "%d/%d/%02d" % (d, m, y % 100),
        "nz_long": "%d %s %d" % (d, M, y),
        "nz_abbr": "%d %s %d" % (d, Mo, y),
        "nz_dot": "%02d.%02d.%04d" % (d, m, y),
        "us_md": "%d/%d" % (m, d),
        "nz_dm": "%d/%d" % (d, m),
        "us_wd": "%s %d/%d" % (Wd, m, d),
        "nz_wd": "%s %d %s" % (Wd, d, Mo),
        "us_full_wd": "%s, %s %d, %d" % (W, M, d, y),
        "nz_full_wd": "%s %d %s %d" % (W, d, M, y),
        "month_year": "%s %d" % (M, y),
        "mon_year": "%s %d" % (Mo, y),
        "mm_yyyy": "%02d/%04d" % (m, y),
        "year": "%d" % y,
        "us_md_long": "%s %d" % (M, d),
        "nz_dm_long": "%d %s" % (d, M),
        "month": M,
        "weekday": W,
    }
    return table[style]


def slug(s):
    s = s.lower().replace("'", "").replace("&", "and")
    return re.sub(r"[^a-z0-9]+", "", s)


class Person(object):
    def __init__(self, given, family, sex, middle=None, nick=None):
        self.given, self.family, self.sex, self.middle, self.nick = given, family, sex, middle, nick

    def full(self):
        return "%s %s" % (self.given, self.family)


class Clin(object):
    def __init__(self, person, cred, title):
        self.p, self.cred, self.title = person, cred, title


def rand_person(rng, country, sex=None, family=None):
    sex = sex or rng.choice("FM")
    if country == "US":
        given = rng.choice(PL.US_GIVEN_F if sex == "F" else PL.US_GIVEN_M)
        fam = family or rng.choice(PL.US_FAMILY)
        mids = PL.US_GIVEN_F if sex == "F" else PL.US_GIVEN_M
    else:
        given = rng.choice(PL.NZ_GIVEN_F if sex == "F" else PL.NZ_GIVEN_M)
        fam = family or rng.choice(PL.NZ_FAMILY)
        mids = PL.NZ_GIVEN_F if sex == "F" else PL.NZ_GIVEN_M
    while fam == given:
        fam = rng.choice(PL.NZ_FAMILY if country == "NZ" else PL.US_FAMILY)
    middle = None
    if rng.random() < 0.55:
        middle = rng.choice(mids)
        if middle == given or " " in middle:
            middle = None
    return Person(given, fam, sex, middle, PL.NICK.get(given))


def rand_clin(rng, country, creds=None):
    sex = rng.choice("FM")
    p = Person(rng.choice(PL.CLIN_GIVEN), rng.choice(PL.CLIN_FAMILY), sex,
               rng.choice("ABCDEJKLMRST") if rng.random() < 0.4 else None)
    opts = PL.CLIN_ROLES[country]
    if creds:
        opts = [o for o in opts if o[0] in creds] or opts
    cred, title = rng.choice(opts)
    return Clin(p, cred, title)


# ---------------------------------------------------------------- name forms
def pname(person, typ, rng, form=None):
    """Return pieces for a person's name in a random (or given) surface form."""
    forms = ["full", "full", "full", "fullmid", "last_first", "given", "given", "caps_lf",
             "initials", "given_init", "nick", "family_t", "caps"]
    form = form or rng.choice(forms)
    g, f, m = person.given, person.family, person.middle
    if form == "nick" and not person.nick:
        form = "given"
    if form == "fullmid" and not m:
        form = "full"
    if form == "full":
        return P("%s %s" % (g, f), typ)
    if form == "fullmid":
        return P("%s %s. %s" % (g, m[0], f), typ)
    if form == "fullmiddle":
        return P("%s %s %s" % (g, m, f) if m else "%s %s" % (g, f), typ)
    if form == "last_first":
        return P("%s, %s" % (f, g), typ)
    if form == "caps_lf":
        return P("%s, %s%s" % (f.upper(), g.upper(), (" " + m[0].upper()) if m else ""), typ)
    if form == "caps":
        return P("%s %s" % (g.upper(), f.upper()), typ)
    if form == "given":
        return P(g, typ)
    if form == "family":
        return P(f, typ)
    if form == "nick":
        return P(person.nick, typ)
    if form == "initials":
        ini = "".join(w[0] for w in (g.split() + f.split()) if w[0].isalpha()).upper()
        if rng.random() < 0.5:
            return P(".".join(ini) + ".", typ)
        return P(ini, typ)
    if form == "given_init":
        return P("%s %s." % (g, f[0]), typ)
    if form == "family_t":
        if person.sex == "F":
            t = rng.choice(["Ms ", "Ms. ", "Miss "])
        else:
            t = rng.choice(["Mr ", "Mr. "])
        return [t, P(f, typ)]
    raise ValueError(form)


def cname(c, rng, form=None):
    """Clinician name with title/credential outside the span."""
    form = form or rng.choice(["full_cred", "full_cred", "title_fam", "full", "init_fam_cred",
                               "given", "title_full"])
    g, f = c.p.given, c.p.family
    if form == "title_fam":
        if c.title:
            return [c.title + " ", P(f, "DOCTOR")]
        return [P("%s %s" % (g, f), "DOCTOR"), ", " + c.cred]
    if form == "title_full":
        if c.title:
            return [c.title + " ", P("%s %s" % (g, f), "DOCTOR")]
        return [P("%s %s" % (g, f), "DOCTOR"), " " + c.cred]
    if form == "full_cred":
        return [P("%s %s" % (g, f), "DOCTOR"), ", " + c.cred]
    if form == "full":
        return P("%s %s" % (g, f), "DOCTOR")
    if form == "init_fam_cred":
        return [P("%s. %s" % (g[0], f), "DOCTOR"), " " + c.cred]
    if form == "given":
        return P(g, "DOCTOR")
    if form == "fam":
        return P(f, "DOCTOR")
    if form == "initials":
        return P((g[0] + f[0]).lower() if rng.random() < 0.5 else g[0] + f[0], "DOCTOR")
    raise ValueError(form)


# ---------------------------------------------------------------- ages
def age_p(age, rng, form=None, sex=None):
    forms = ["yo", "y/o", "-year-old", " yr old", " y.o.", "sexF", "aged", "age", "words", "yo_nosp",
             "-yo"]
    form = form or rng.choice(forms)
    a = str(age)
    if form == "yo":
        return [P(a, "AGE"), " yo"]
    if form == "yo_nosp":
        return [P(a, "AGE"), "yo"]
    if form == "-yo":
        return [P(a, "AGE"), "-yo"]
    if form == "y/o":
        return [P(a, "AGE"), " y/o"]
    if form == "-year-old":
        return [P(a, "AGE"), "-year-old"]
    if form == " yr old":
        return [P(a, "AGE"), " yr old"]
    if form == " y.o.":
        return [P(a, "AGE"), " y.o."]
    if form == "sexF":
        return [P(a, "AGE"), rng.choice(["", " "]) + (sex or "F")]
    if form == "aged":
        return ["aged ", P(a, "AGE")]
    if form == "age":
        return ["age ", P(a, "AGE")]
    if form == "words":
        return [P(NUMW[age] if age < len(NUMW) else a, "AGE"), "-year-old"]
    raise ValueError(form)


# ---------------------------------------------------------------- contacts
US_AREA = ["503", "541", "520", "505", "608", "802", "937", "208", "559", "919", "509", "517",
           "515", "512", "916", "828", "423", "801", "218", "808", "337", "207", "970", "417", "912", "928"]


def phone(country, rng, mobile=None, style=None, ext=False):
    last = "01%02d" % rng.randrange(100) if rng.random() < 0.7 else "%04d" % rng.randrange(2000, 9999)
    if country == "US":
        a = rng.choice(US_AREA)
        style = style if style is not None else rng.randrange(6)
        s = ["(%s) 555-%s" % (a, last), "%s-555-%s" % (a, last), "%s.555.%s" % (a, last),
             "+1 %s 555 %s" % (a, last), "%s 555 %s" % (a, last), "(%s)555-%s" % (a, last)][style]
    else:
        mobile = rng.random() < 0.6 if mobile is None else mobile
        if mobile:
            pre = rng.choice(["021", "022", "027", "029"])
            style = style if style is not None else rng.randrange(4)
            s = ["%s 555 %s" % (pre, last), "%s-555-%s" % (pre, last),
                 "+64 %s 555 %s" % (pre[1:], last), "%s555%s" % (pre, last)][style]
        else:
            pre = rng.choice(["09", "04", "03", "07", "06"])
            style = style if style is not None else rng.randrange(4)
            s = ["(%s) 555 %s" % (pre, last), "%s 555 %s" % (pre, last),
                 "%s-555 %s" % (pre, last), "+64 %s 555 %s" % (pre[1:], last)][style]
    if ext:
        s += rng.choice([" ext. %d" % rng.randrange(10, 999), " x%d" % rng.randrange(1000, 9999),
                         " ext %d" % rng.randrange(100, 9999)])
    return s


def email_for(person, rng, domain=None):
    g, f = slug(person.given), slug(person.family)
    dom = domain or rng.choice(["example.com", "mail.example.net", "example.org", "inbox.test",
                                "webmail.example.com", "kiwimail.test"])
    pat = rng.randrange(6)
    user = [g + "." + f, g[0] + f + str(rng.randrange(1, 99)), g + "_" + f[:4],
            f + g[0] + str(rng.randrange(2000, 2012)), g + str(rng.randrange(10, 999)),
            (slug(person.nick) if person.nick else g) + "." + f[:1]][pat]
    return "%s@%s" % (user, dom)


def org_slug(org):
    words = [slug(w) for w in org.replace("-", " ").split() if slug(w) and slug(w) not in ("the", "of", "and", "st")]
    if len(words) >= 2 and len(words[0]) < 9:
        return words[0] + "-" + words[1]
    return words[0] if words else "clinic"


def org_domain(org):
    return org_slug(org) + ".example.org"


def username(person, rng):
    g, f = slug(person.given), slug(person.family)
    pat = rng.randrange(5)
    return [g[0] + f + str(rng.randrange(1, 9)), g + "." + f, f[:5] + g[:2], g[0] + f[0] + str(rng.randrange(1000, 9999)),
            g + "_" + f[0] + str(rng.randrange(10, 99))][pat]


def ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


def url(rng, org=None):
    host = (org_slug(org) + rng.choice([".example.org", ".example.org", ".example.com", ".test"])) if org else rng.choice(
        ["teenhealth.example.org", "youthline.example.net", "portal.example.com", "mychart.example.org",
         "wellbeing.example.net", "booking.kowhai.test", "studenthealth.example.com"])
    path = rng.choice(["/portal", "/login", "/book", "/resources/teen-sleep", "/forms/consent",
                       "/telehealth/room/%d" % rng.randrange(1000, 99999), "/mychart", "/appointments",
                       "/ed-support", "/sexual-health/results", ""])
    pre = rng.choice(["https://", "https://", "http://", "www.", ""])
    if pre == "www.":
        return "www." + host + path
    return pre + host + path


# ---------------------------------------------------------------- identifiers
LET = "ABCDEFGHJKLMNPRSTUVWXYZ"
VINCH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(LET) for _ in range(n))


def mrn(country, rng):
    if country == "NZ":
        return letters(rng, 3) + digits(rng, 4)  # NHI style
    return rng.choice([digits(rng, 8), "E" + digits(rng, 7), digits(rng, 4) + "-" + digits(rng, 4),
                       "MR" + digits(rng, 6), digits(rng, 2) + "-" + digits(rng, 2) + "-" + digits(rng, 3)])


def healthplan(country, rng):
    if country == "NZ":
        return rng.choice([digits(rng, 8), "SX" + digits(rng, 7), digits(rng, 4) + " " + digits(rng, 4) + " " + digits(rng, 2)])
    return rng.choice([letters(rng, 3) + digits(rng, 6), digits(rng, 10), "W" + digits(rng, 9),
                       letters(rng, 2) + "-" + digits(rng, 5) + "-" + digits(rng, 2), "MCD" + digits(rng, 8)])


def account(rng):
    return rng.choice([digits(rng, 8), "V" + digits(rng, 7), digits(rng, 4) + "-" + digits(rng, 4),
                       "ENC-" + digits(rng, 6), "FIN " + digits(rng, 9), "A" + digits(rng, 2) + "-" + digits(rng, 5)])


def ssn(country, rng):
    if country == "NZ":
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))  # IRD style
    if rng.random() < 0.75:
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))


def npi(rng):
    return rng.choice("12") + digits(rng, 9)


def dea(rng, fam):
    return rng.choice("ABFM") + fam[0].upper() + digits(rng, 7)


def license_no(country, rng, kind="med"):
    if country == "NZ":
        return {"med": digits(rng, 5), "nurse": digits(rng, 6), "dl": letters(rng, 2) + digits(rng, 6)}[kind]
    return {"med": rng.choice(["MD" + digits(rng, 6), digits(rng, 2) + "-" + digits(rng, 5)]),
            "nurse": "RN" + digits(rng, 7),
            "dl": rng.choice([letters(rng, 1) + digits(rng, 7), letters(rng, 1) + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 4),
                              digits(rng, 9)])}[kind]


def device_sn(rng, kind):
    return {"pump": rng.choice(["NG" + digits(rng, 7) + "H", "TSP" + digits(rng, 6), digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 2)]),
            "cgm": rng.choice([digits(rng, 1) + letters(rng, 1) + digits(rng, 1) + letters(rng, 3), "SM" + digits(rng, 8), letters(rng, 2) + digits(rng, 4) + letters(rng, 2)]),
            "meter": "GHT" + digits(rng, 8),
            "hearing": digits(rng, 2) + letters(rng, 1) + digits(rng, 7),
            "cochlear": "CP" + digits(rng, 7),
            "holter": "ZX" + digits(rng, 6) + letters(rng, 1),
            "vns": "VN" + digits(rng, 6)}[kind]


def plate(country, rng):
    if country == "NZ":
        return letters(rng, 3) + digits(rng, 3)
    return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 4),
                       letters(rng, 3) + " " + digits(rng, 3)])


def vin(rng):
    return "".join(rng.choice(VINCH) for _ in range(17))


def bioid(rng, kind=None):
    opts = {"finger": ["FP-" + digits(rng, 5), "FPR" + digits(rng, 7), "FT" + digits(rng, 6)],
            "palm": ["PV-" + digits(rng, 5), "PALM-" + digits(rng, 6)],
            "voice": ["VP" + digits(rng, 6), "VPR-" + letters(rng, 2) + digits(rng, 4)],
            None: ["BT-" + digits(rng, 6), "BIO-" + letters(rng, 2) + digits(rng, 4), "BK" + digits(rng, 8)]}
    return rng.choice(opts[kind])


def student_id(country, rng):
    if country == "NZ":
        return digits(rng, 10) if rng.random() < 0.5 else digits(rng, 7)
    return rng.choice([digits(rng, 7), "S" + digits(rng, 8), digits(rng, 9)])


def specimen(rng, year):
    return rng.choice(["S%02d-%s" % (year % 100, digits(rng, 5)), "ACC-%d-%s" % (year, digits(rng, 7)),
                       "L" + digits(rng, 9), "%s%s" % (letters(rng, 2), digits(rng, 8)), "UR%02d-%s" % (year % 100, digits(rng, 6))])


def addr_street(country, rng):
    if country == "US":
        st = rng.choice(PL.US_STREETS + PL.US_NUMBERED)
        s = "%d %s" % (rng.randrange(12, 9800), st)
        r = rng.random()
        if r < 0.2:
            s += ", Apt %d%s" % (rng.randrange(1, 40), rng.choice(["", "A", "B", "C"]))
        elif r < 0.3:
            s += " #%d" % rng.randrange(100, 400)
        return s
    st = rng.choice(PL.NZ_STREETS)
    r = rng.random()
    if r < 0.3:
        return "%d/%d %s" % (rng.randrange(1, 9), rng.randrange(2, 240), st)
    if r < 0.4:
        return "Flat %d, %d %s" % (rng.randrange(1, 6), rng.randrange(2, 240), st)
    return "%d%s %s" % (rng.randrange(2, 480), rng.choice(["", "", "", "A", "B"]), st)


# ---------------------------------------------------------------- the case
REL_US = ["mother", "father", "grandmother", "aunt", "stepfather", "foster mother", "stepmother",
          "grandfather", "legal guardian", "older sister"]
REL_NZ = ["mum", "dad", "nana", "aunty", "stepdad", "koro", "whaea", "caregiver", "grandfather", "older sister",
          "mother", "father"]


class Case(object):
    def __init__(self, rng, country, setting):
        self.country = country
        self.setting = setting
        nz = country == "NZ"
        if setting == "uni":
            self.age = rng.randrange(17, 25)
        elif setting == "young":
            self.age = rng.randrange(11, 17)
        else:
            self.age = rng.randrange(12, 20)
        self.pt = rand_person(rng, country)
        self.sex = self.pt.sex
        base = datetime.date(2019, 1, 7)
        self.visit = base + datetime.timedelta(days=rng.randrange(0, 2350))
        self.dob = self.visit - datetime.timedelta(days=self.age * 365 + rng.randrange(5, 360) + self.age // 4)
        if nz:
            sub, city, region, pc = rng.choice(PL.NZ_PLACES)
            self.suburb, self.city, self.state, self.zip = sub, city, region, pc
            self.state_abbr = None
        else:
            city, stn, sta, zp = rng.choice(PL.US_PLACES)
            self.suburb, self.city, self.state, self.state_abbr = None, city, stn, sta
            self.zip = zp + "%02d" % rng.randrange(1, 99)
        self.street = addr_street(country, rng)
        bad = "Boys'" if self.pt.sex == "F" else "Girls'"
        mid = self.age <= 13 if nz else self.age <= 14
        self.school = rng.choice([x for x in (PL.NZ_SCHOOLS if nz else PL.US_SCHOOLS) if bad not in x and
                                  (mid or not any(m in x for m in PL.MIDDLE))])
        self.hospital = rng.choice(PL.NZ_HOSPITALS if nz else PL.US_HOSPITALS)
        self.uni = rng.choice(PL.NZ_UNIS if nz else PL.US_UNIS)
        self.uni_clinic = rng.choice(PL.NZ_UNI_CLINIC if nz else PL.US_UNI_CLINIC).format(u=self.uni)
        clinics = PL.NZ_CLINICS if nz else PL.US_CLINICS
        self.clinic, self.clinic2, self.clinic3 = rng.sample(clinics, 3)
        self.pharmacy = rng.choice(PL.NZ_PHARM if nz else PL.US_PHARM)
        self.ward = rng.choice(PL.NZ_WARDS if nz else PL.US_WARDS)
        self.teen_job, self.employer = rng.choice(PL.TEEN_WORK_NZ if nz else PL.TEEN_WORK_US)
        self.club = rng.choice(PL.NZ_CLUBS if nz else PL.US_CLUBS)
        self.team = rng.choice(PL.NZ_TEAMS if nz else PL.US_TEAMS)
        self.dorm = rng.choice(PL.DORMS_NZ if nz else PL.DORMS_US)
        self.landmark = rng.choice(PL.LANDMARKS_NZ if nz else PL.LANDMARKS_US)
        self.origin = rng.choice(PL.COUNTRIES)
        self.pet = rng.choice(PL.PETS)
        # family
        self.guardians = []
        rels = REL_NZ if nz else REL_US
        for i in range(rng.choice([1, 2, 2])):
            rel = rng.choice(rels)
            fem = rel in ("mother", "mum", "grandmother", "nana", "aunt", "aunty", "foster mother",
                          "stepmother", "whaea", "older sister")
            sx = "F" if fem else ("M" if rel not in ("legal guardian", "caregiver") else rng.choice("FM"))
            fam = self.pt.family if rng.random() < 0.6 else None
            g = rand_person(rng, country, sx, fam)
            g.rel = rel
            g.job = rng.choice(PL.PARENT_JOBS)
            g.emp = (PL.PARENT_EMP_NZ if nz else PL.PARENT_EMP_US).get(g.job)
            g.age = rng.randrange(34, 68) if rel not in ("older sister",) else self.age + rng.randrange(2, 8)
            g.phone = phone(country, rng, mobile=True)
            g.email = email_for(g, rng)
            self.guardians.append(g)
        self.sibs = []
        used = [self.pt.given] + [g.given for g in self.guardians]
        for i in range(rng.choice([0, 1, 1, 2, 3])):
            s = rand_person(rng, country, None, self.pt.family)
            if s.given in used:
                continue
            used.append(s.given)
            s.age = max(1, self.age + rng.randrange(-10, 8))
            self.sibs.append(s)
        self.friend = rand_person(rng, country)
        psex = ("M" if self.sex == "F" else "F") if rng.random() < 0.8 else self.sex
        self.partner = rand_person(rng, country, psex)
        # staff
        self.author = rand_clin(rng, country)
        self.nurse = rand_clin(rng, country, ["RN", "BSN, RN", "NCSN", "RCompN"])
        self.doc = rand_clin(rng, country, ["MD", "DO", "MBChB", "FRACP", "FRNZCGP"])
        self.other = rand_clin(rng, country)
        self.cosign = rand_clin(rng, country, ["MD", "DO", "MBChB", "FRACP", "FRNZCGP"])
        self.counsellor = rand_clin(rng, country, ["LCSW", "PhD", "LPC", "MNZAC", "PGDipPsych", "RSW"])
        self.np = rand_clin(rng, country, ["NP", "FNP-C", "PA-C", "MD", "MBChB", "RN", "FRNZCGP"])
        # identifiers
        self.mrn = mrn(country, rng)
        self.plan = healthplan(country, rng)
        self.acct = account(rng)
        self.ssn = ssn(country, rng)
        self.sid = student_id(country, rng)
        self.phone = phone(country, rng)
        self.email = email_for(self.pt, rng)
        self.clinic_phone = phone(country, rng, mobile=False)
        self.clinic_fax = phone(country, rng, mobile=False)
        self.user = username(self.pt, rng)

    # convenience ------------------------------------------------------
    def grade(self, rng):
        if self.country == "NZ":
            y = max(7, min(13, self.age - 4))
            return rng.choice(["Year %d" % y, "Yr %d" % y, "Y%d" % y])
        g = max(6, min(12, self.age - 5))
        suf = {1: "st", 2: "nd", 3: "rd"}.get(g, "th")
        return rng.choice(["%d%s grade" % (g, suf), "Grade %d" % g, "%d%s gr" % (g, suf)])

    def styles(self):
        return US_STYLES if self.country == "US" else NZ_STYLES

    def addr(self, rng, with_state=True, oneline=True):
        sep = ", " if oneline else "\n"
        out = [P(self.street, "STREET"), sep]
        if self.suburb and self.suburb != self.city:
            out += [P(self.suburb, "CITY"), sep]
        out.append(P(self.city, "CITY"))
        if self.country == "US":
            st = self.state_abbr if rng.random() < 0.75 else self.state
            out += [", ", P(st, "STATE"), " ", P(self.zip, "ZIP")]
        else:
            if with_state and rng.random() < 0.3:
                out += [", ", P(self.state, "STATE")]
            out += [" ", P(self.zip, "ZIP")]
        return out


def days(n):
    return datetime.timedelta(days=n)
