"""The per-note case: one patient with invented identifiers, the people and places around them, and
helpers that return fragments (PHI wrapped in S, titles and labels outside)."""
import datetime as dt

import pools
import phi
from doc import S, Person, fmt_date, words

RELATIONS_M = ["husband", "son", "brother", "partner", "son-in-law", "grandson", "nephew", "neighbour",
               "friend", "father", "stepson", "lodger", "uncle"]
RELATIONS_F = ["wife", "daughter", "sister", "partner", "daughter-in-law", "granddaughter", "niece",
               "neighbour", "friend", "mother", "stepdaughter", "aunt", "carer"]


class Case:
    def __init__(self, rng, loc_code, genre, age_range=(18, 99), old_bias=0.0, sex=None):
        self.rng = rng
        self.code = loc_code
        self.loc = phi.LOCALES[loc_code](rng)
        self.genre = genre
        self.ref = phi.rand_date(rng, dt.date(2019, 1, 7), dt.date(2026, 10, 30))
        lo, hi = age_range
        if rng.random() < old_bias:
            lo = max(lo, 90)
            hi = max(hi, 106)
        self.age = rng.randrange(lo, hi + 1)
        self.dob = self.ref - dt.timedelta(days=365 * self.age + rng.randrange(5, 360) + self.age // 4)
        self.pt = phi.make_person(rng, loc_code, "PATIENT", sex=sex)
        self.addr = self.loc.address()
        self.hid = self.loc.health_id()
        self.hosp_no = self.loc.hosp_no()
        self.gp = phi.make_person(rng, loc_code, "DOCTOR")
        self.gp_town = self.addr["town"] if rng.random() < 0.6 else self.loc.town()
        self.practice = self.loc.practice(self.gp_town)
        self.practice_addr = {"street": self.loc.street(), "town": self.gp_town,
                              "postcode": self.loc.postcode(), "region": None}
        if loc_code in ("AU", "CA"):
            self.practice_addr["region"] = self.addr["region"]
        self.hospital = self.loc.hospital()
        self.trust = self.loc.trust()
        csex = rng.choice("MF")
        self.cons = phi.make_person(rng, loc_code, "DOCTOR", sex=csex,
                                    title=rng.choice(["Dr", "Dr", "Dr", "Prof", "Mr"] if csex == "M" else ["Dr", "Dr", "Dr", "Prof", "Ms", "Miss"]))
        self.profession = rng.choice(pools.PROFESSIONS)
        self.employer = self.loc.employer()
        self._rels = {}
        self.used_staff = []

    # ------------------------------------------------------------------ values
    def date(self, d, style=None):
        style = style or self.rng.choice(self.loc.date_styles())
        return S("DATE", fmt_date(d, style))

    def days(self, n):
        return self.ref + dt.timedelta(days=n)

    def dob_frag(self, style=None):
        return self.date(self.dob, style)

    def age_frag(self, n=None, form=None):
        n = self.age if n is None else n
        form = form or self.rng.choice(["-year-old", " yo", "yo", "aged", " years old", " y/o", "age", "y",
                                        "words-year-old", "aged words", " years"])
        if form == "words-year-old":
            return [S("AGE", words(n)), "-year-old"]
        if form == "aged words":
            return ["aged ", S("AGE", words(n))]
        if form == "aged":
            return ["aged ", S("AGE", str(n))]
        if form == "age":
            return ["age ", S("AGE", str(n))]
        return [S("AGE", str(n)), form]

    def age_sex(self):
        """78M / 78 F / 78-year-old woman"""
        sx = self.pt.sex
        k = self.rng.randrange(4)
        if k == 0:
            return [S("AGE", str(self.age)), sx]
        if k == 1:
            return [S("AGE", str(self.age)), " " + sx]
        if k == 2:
            return [S("AGE", str(self.age)), "-year-old " + ("man" if sx == "M" else "woman")]
        return [S("AGE", str(self.age)), " yr old " + ("male" if sx == "M" else "female")]

    def addr_frags(self, a=None, sep=", "):
        return self.loc.addr_frags(a or self.addr, sep=sep)

    def phone(self, kind="land"):
        return S("PHONE", self.loc.phone(kind))

    def fax(self):
        p = self.loc.phone("fixed")
        return S("FAX", p)

    def hid_frag(self, with_label=True):
        lab, val, typ = self.hid
        if with_label:
            return [lab + ": ", S(typ, val)]
        return S(typ, val)

    def set_age(self, n):
        self.age = n
        self.dob = self.ref - dt.timedelta(days=365 * n + self.rng.randrange(5, 360) + n // 4)

    def staff(self, title="Dr", sex=None):
        if sex is None:
            if title in ("Sister", "Mrs", "Ms", "Miss", "Matron"):
                sex = "F"
            elif title in ("Mr", "Charge Nurse") and title == "Mr":
                sex = "M"
        p = phi.make_person(self.rng, self.code, "DOCTOR", sex=sex, title=title)
        self.used_staff.append(p)
        return p

    def other(self, title=None, sex=None):
        """a named person who is neither patient nor staff (police, solicitor, manager, coroner): FAMILY"""
        if sex is None and title in ("Mrs", "Ms", "Miss"):
            sex = "F"
        if sex is None and title == "Mr":
            sex = "M"
        return phi.make_person(self.rng, self.code, "FAMILY", sex=sex, title=title)

    def _relations(self, sex):
        a = self.age
        if a < 16:
            m = ["father", "brother", "grandfather", "uncle", "stepfather"]
            f = ["mother", "sister", "grandmother", "aunt", "stepmother"]
        elif a < 40:
            m = ["partner", "husband", "brother", "father", "friend", "flatmate", "neighbour"]
            f = ["partner", "wife", "sister", "mother", "friend", "flatmate", "neighbour"]
        elif a < 65:
            m = ["husband", "partner", "son", "brother", "friend", "neighbour", "father"]
            f = ["wife", "partner", "daughter", "sister", "friend", "neighbour", "mother"]
        else:
            m = RELATIONS_M[:9] + ["stepson"]
            f = RELATIONS_F[:8] + ["carer", "stepdaughter"]
        return m if sex == "M" else f

    def rel(self, relation=None, sex=None):
        rng = self.rng
        if relation is None:
            sex = sex or rng.choice("MF")
            relation = rng.choice(self._relations(sex))
        if relation in self._rels:
            return relation, self._rels[relation]
        if sex is None:
            fem = {"wife", "daughter", "sister", "mother", "daughter-in-law", "granddaughter", "niece", "aunt", "carer",
                   "stepdaughter", "grandmother", "stepmother"}
            neutral = {"partner", "neighbour", "friend", "flatmate", "lodger"}
            sex = rng.choice("MF") if relation in neutral else ("F" if relation in fem else "M")
        p = phi.make_person(rng, self.code, "FAMILY", sex=sex)
        if relation in ("wife", "husband", "son", "daughter", "brother", "sister", "father", "mother",
                        "grandson", "granddaughter", "grandfather", "grandmother") and rng.random() < 0.75:
            p.surname = self.pt.surname
        self._rels[relation] = p
        return relation, p

    def spouse(self):
        if self.age < 16:
            return self.rel(self.rng.choice(["mother", "father"]))
        if self.pt.sex == "M":
            return self.rel(self.rng.choice(["wife", "wife", "partner"]), "F")
        return self.rel(self.rng.choice(["husband", "husband", "partner"]), "M")

    def child(self):
        if self.age < 16:
            return self.rel(self.rng.choice(["mother", "father", "grandmother"]))
        if self.age < 40:
            return self.rel(self.rng.choice(["mother", "father", "sister", "brother"]))
        return self.rel(self.rng.choice(["son", "daughter"]))

    def rel_age(self, relation):
        """a plausible age for a named relative"""
        a = self.age
        if relation in ("mother", "father"):
            return a + self.rng.randrange(18, 38)
        if relation in ("grandmother", "grandfather"):
            return a + self.rng.randrange(40, 70)
        if relation in ("son", "daughter", "stepson", "stepdaughter", "son-in-law", "daughter-in-law"):
            return max(1, a - self.rng.randrange(20, 38))
        if relation in ("grandson", "granddaughter"):
            return max(1, a - self.rng.randrange(45, 65))
        return max(16, a + self.rng.randrange(-6, 7))

    # ------------------------------------------------------------------ patient name forms
    def pt_name(self, kind="any"):
        p, rng = self.pt, self.rng
        if kind == "formal":
            k = rng.randrange(8)
            return [p.t_full(), p.t_full(dot=True), p.t_init("AB."), p.t_init("A"), p.comma("Upper"),
                    p.comma("UPPER"), p.full_mid(), p.full_upper_sur()][k]
        if kind == "short":
            k = rng.randrange(10)
            return [p.t_sur(), p.t_sur(), p.t_sur(dot=True), p.first(), p.t_sur(), p.sur(), p.given_init(),
                    p.t_init("AB."), ["Pt ", p.initials(dots=True)], p.t_init("A")][k]
        if kind == "header":
            k = rng.randrange(5)
            return [p.comma("UPPER"), p.comma("Upper"), p.full_mid(), p.full_upper_sur(), p.comma("plain_mi")][k]
        k = rng.randrange(10)
        return [p.full(), p.t_sur(), p.t_full(), p.t_init("AB."), p.first(), p.t_sur(dot=True),
                p.given_init(), p.initials(dots=True), p.full_mi(), p.t_init("A")][k]

    def doc_name(self, d, kind="any"):
        rng = self.rng
        k = rng.randrange(9)
        if kind == "sign":
            return [d.full(), d.t_full(), d.full_mi(), d.t_init("A."), d.full(), d.t_full(),
                    d.init_sur(), d.t_init("A"), d.full()][k]
        return [d.t_sur(), d.t_sur(dot=True), d.t_full(), d.t_init("A"), d.t_init("A."), d.full(),
                d.t_sur(), d.given_init() if rng.random() < 0.5 else d.t_sur(), d.t_full()][k]

    # ------------------------------------------------------------------ misc
    def country(self):
        c = self.rng.choice(pools.COUNTRIES)
        if c in ("Philippines", "United States"):
            return ["the ", S("COUNTRY", c)]
        return S("COUNTRY", c)

    def prof(self, p=None):
        return S("PROFESSION", p or self.profession)

    def org(self, name=None):
        return S("ORGANIZATION", name or self.employer)

    def hosp(self, name=None):
        return S("HOSPITAL", name or self.hospital)

    def email(self, person=None, domain=None):
        person = person or self.pt
        return S("EMAIL", phi.email_for(self.rng, person.given, person.surname, domain))

    def org_email(self, name):
        sl = phi.slug(name)[:16]
        return S("EMAIL", self.rng.choice(["%s@example.org" % sl, "admin.%s@example.net" % sl,
                                           "reception@%s.example.com" % sl, "%s.referrals@example.org" % sl]))

    def url(self, name):
        return S("URL", phi.org_url(self.rng, name))

    def username(self, person):
        return S("USERNAME", phi.username_for(self.rng, person.given, person.surname))

    def ip(self):
        return S("IPADDR", phi.ip_private(self.rng))

    def idnum(self):
        return S("IDNUM", phi.accession(self.rng))

    def account(self):
        return S("ACCOUNT", phi.account(self.rng))

    def device(self):
        return S("DEVICE", phi.device_serial(self.rng))

    def bio(self, kind="any"):
        return S("BIOID", phi.bioid(self.rng, kind))

    def org_addr(self):
        a = self.loc.address(with_region=False)
        a["street"] = self.loc.office_street()
        return a

    def vehicle(self, vin=None):
        if vin is None:
            vin = self.rng.random() < 0.1
        if vin:
            return S("VEHICLE", phi.vin(self.rng))
        return S("VEHICLE", self.loc.plate())

    def nat_id(self):
        lab, v = self.loc.nat_id()
        return [lab + ": ", S("SSN", v)]

    def insurance(self):
        lab, v = self.loc.insurance()
        return [lab + ": ", S("HEALTHPLAN", v)]

    def licence(self, kind="doc"):
        if kind == "doc":
            lab, v = self.loc.doc_licence()
        elif kind == "nurse":
            lab, v = self.loc.nurse_licence()
        else:
            lab, v = self.loc.para_licence()
        return [lab + " ", S("LICENSE", v)]

    def room(self):
        rng = self.rng
        return S("LOCATION_OTHER", rng.choice(["%d" % rng.randrange(1, 60), "%d%s" % (rng.randrange(1, 40), rng.choice("ABC")),
                                               "%d" % rng.randrange(100, 420)]))

    def bed(self):
        return S("LOCATION_OTHER", str(self.rng.randrange(1, 29)))

    def landmark(self):
        lm = self.rng.choice(pools.LANDMARKS)
        if lm.startswith("the "):
            return ["the ", S("LOCATION_OTHER", lm[4:])]
        return S("LOCATION_OTHER", lm)

    def holiday(self):
        h = {"ENG": ["Christmas", "Boxing Day", "Easter", "New Year's Day", "Bonfire Night"],
             "SCT": ["Hogmanay", "Christmas", "Burns Night", "New Year's Day"],
             "WLS": ["St David's Day", "Christmas", "Easter Monday"],
             "NIR": ["the Twelfth", "Christmas", "St Patrick's Day"],
             "IE": ["St Patrick's Day", "Christmas Eve", "St Stephen's Day", "Easter Monday"],
             "AU": ["ANZAC Day", "Australia Day", "Christmas", "Boxing Day"],
             "NZ": ["Waitangi Day", "ANZAC Day", "Christmas", "Matariki"],
             "CA": ["Thanksgiving", "Canada Day", "Christmas", "Victoria Day"]}[self.code]
        v = self.rng.choice(h)
        if v.startswith("the "):
            return ["the ", S("DATE", v[4:])]
        return S("DATE", v)
