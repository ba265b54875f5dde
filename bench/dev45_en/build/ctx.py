"""Per-note context: one random stream, one document, the cast of a note."""
import datetime as dt

import pools
from core import (P, Doc, Person, Place, Address, fmt, fold, fmt_date, add_years, years_between, words,
                  article, join)

DATE_STYLES_UK = ["dmy", "dmy", "dmy", "dmy2", "dot", "dash", "dMy", "dMMy", "dthMMy", "dmy1"]
DATE_STYLES_IE = ["dmy", "dmy", "dmy", "dmy2", "dot", "dash", "dMy", "dMMy", "dthMMy", "dmy1", "dashnum"]
LONG_STYLES = ["dMMy", "dthMMy", "wdthMMy", "dMMy", "wd,dMMy"]

UK_FAKE_LAND = [("01632", "960", 3), ("0113", "496 0", 3), ("0114", "496 0", 3), ("0115", "496 0", 3),
                ("0116", "496 0", 3), ("0117", "496 0", 3), ("0118", "496 0", 3), ("0121", "496 0", 3),
                ("0151", "496 0", 3), ("0161", "496 0", 3), ("0191", "498 0", 3), ("020", "7946 0", 3)]
UK_FAKE_SCO = [("0131", "496 0", 3), ("0141", "496 0", 3), ("01632", "960", 3)]
UK_FAKE_WAL = [("029", "2018 0", 3), ("01632", "960", 3)]
UK_FAKE_NI = [("028", "9649 6", 3), ("01632", "960", 3)]
IE_AREAS = ["021", "022", "023", "024", "025", "026", "027", "041", "042", "043", "044", "045", "046", "047",
            "049", "051", "052", "053", "056", "057", "058", "059", "061", "062", "063", "064", "065", "066",
            "067", "068", "069", "071", "074", "090", "091", "093", "094", "095", "096", "097", "098", "099"]
IE_MOB = ["083", "085", "086", "087", "089"]
IE_PLATE_CC = ["C", "CE", "CN", "CW", "D", "DL", "G", "KE", "KK", "KY", "L", "LD", "LH", "LK", "LM", "LS",
               "MH", "MN", "MO", "OY", "RN", "SO", "T", "W", "WH", "WX", "WW"]
PC_LET = "ABDEFGHJLNPQRSTUWXYZ"
EIR_CH = "ACDEFHKNPRTVWXY0123456789"
EIR_LET = "ACDEFHKNPRTVWXY"


class Ctx:
    def __init__(self, rng, locale, genre, idx):
        self.r = rng
        self.locale = locale
        self.genre = genre
        self.idx = idx
        self.d = Doc()
        self.v = {}
        self.surnames_used = []
        self.given_used = []
        r = rng
        if locale == "UK":
            self.nation = r.choices(["eng", "sco", "wal", "ni"], [76, 10, 7, 7])[0]
        else:
            self.nation = "ie"
        self.v["dvla"] = {"eng": "DVLA", "sco": "DVLA", "wal": "DVLA", "ni": "DVA", "ie": "NDLS"}[self.nation]
        self.ds = r.choice(DATE_STYLES_UK if locale == "UK" else DATE_STYLES_IE)
        self.ls = r.choice(LONG_STYLES)
        # telephone style for the note
        self.tel_style = r.randrange(4)
        if self.nation == "eng":
            self.area = r.choice(UK_FAKE_LAND)
        elif self.nation == "sco":
            self.area = r.choice(UK_FAKE_SCO)
        elif self.nation == "wal":
            self.area = r.choice(UK_FAKE_WAL)
        elif self.nation == "ni":
            self.area = r.choice(UK_FAKE_NI)
        else:
            self.area = r.choice(IE_AREAS)
        self.used_numbers = []

    # ------------------------------------------------------------ writing
    def w(self, tpl, **kw):
        merged = dict(self.v)
        merged.update(kw)
        self.d.add(fmt(tpl, merged))

    def add(self, *items):
        self.d.add(*items)

    def f(self, tpl, **kw):
        merged = dict(self.v)
        merged.update(kw)
        return fmt(tpl, merged)

    def ch(self, seq):
        return self.r.choice(seq)

    def maybe(self, p=0.5):
        return self.r.random() < p

    def rint(self, a, b):
        return self.r.randint(a, b)

    def sample(self, seq, k):
        return self.r.sample(seq, k)

    def digits(self, n):
        return "".join(str(self.r.randrange(10)) for _ in range(n))

    def letters(self, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    # ------------------------------------------------------------ people
    def _pick_surname(self, cands):
        for _ in range(30):
            s = self.r.choice(cands)
            if s not in self.surnames_used:
                self.surnames_used.append(s)
                return s
        for _ in range(200):
            s = self.r.choice(pools.SURNAMES)
            if s not in self.surnames_used:
                self.surnames_used.append(s)
                return s
        raise RuntimeError("surname pool exhausted")

    def _pick_given(self, cands):
        for _ in range(50):
            g = self.r.choice(cands)
            if g not in self.given_used:
                self.given_used.append(g)
                return g
        return self.r.choice(cands)

    def origin(self):
        groups = pools.ORIGIN_WEIGHTS[self.locale]
        return self.r.choices([g for g, _ in groups], [w for _, w in groups])[0]

    def person(self, typ, sex=None, group=None, surname=None, title=None, middle_p=0.2):
        r = self.r
        if sex is None:
            sex = r.choice("MF")
        if group is None:
            if typ == "DOCTOR":
                sw = pools.STAFF_WEIGHTS[self.locale]
                group = r.choices([g for g, _ in sw], [w for _, w in sw])[0]
            else:
                group = self.origin()
        male, female, surn, _c = pools.GROUPS[group]
        given = self._pick_given(male if sex == "M" else female)
        if surname is None:
            surname = self._pick_surname(surn)
        if sex == "F" and surname in pools.FEMALE_SURNAME:
            surname = pools.FEMALE_SURNAME[surname]
        middle = None
        if r.random() < middle_p:
            middle = self._pick_given(male if sex == "M" else female)
        nick = pools.NICKNAMES.get(given)
        p = Person(given, surname, sex, typ, middle=middle, title=title, nick=nick)
        p.group = group
        return p

    def patient_title(self, p, age):
        if p.sex == "M":
            return "Mr"
        if age < 30:
            return self.r.choice(["Miss", "Ms", "Ms"])
        return self.r.choice(["Mrs", "Mrs", "Ms", "Miss"])

    def staff(self, role, sex=None):
        """A member of staff.  role is free text; the title follows UK/IE practice."""
        p = self.person("DOCTOR", sex=sex)
        surgical = role in ("surgeon",)
        if role in ("consultant", "doctor", "gp", "registrar", "sho", "fy", "psychiatrist"):
            p.title = "Dr"
        elif surgical:
            p.title = "Mr" if p.sex == "M" else self.r.choice(["Ms", "Miss", "Mrs"])
        elif role == "prof":
            p.title = "Prof"
        else:
            p.title = ("Mr" if p.sex == "M" else self.r.choice(["Ms", "Mrs", "Miss"]))
        p.role = role
        return p

    def spouse_rel(self, sex):
        r = self.r.random()
        if r < 0.8:
            return "wife" if sex == "M" else "husband"
        if r < 0.95:
            return "partner"
        return "husband" if sex == "M" else "wife"

    def family(self, rel, sex=None, same_surname=None):
        if sex is None:
            sex = {"wife": "F", "husband": "M", "son": "M", "daughter": "F", "mother": "F", "father": "M",
                   "brother": "M", "sister": "F", "niece": "F", "nephew": "M", "granddaughter": "F",
                   "grandson": "M", "son-in-law": "M", "daughter-in-law": "F", "stepdaughter": "F",
                   "stepson": "M", "aunt": "F", "uncle": "M"}.get(rel)
        grp = getattr(self.pt, "group", None) if hasattr(self, "pt") else None
        if same_surname:
            p = self.person("FAMILY", sex=sex, group=grp, surname=same_surname, middle_p=0.05)
        else:
            p = self.person("FAMILY", sex=sex, group=grp, middle_p=0.05)
        p.rel = rel
        p.title = "Mr" if p.sex == "M" else self.r.choice(["Mrs", "Ms"])
        return p

    # ------------------------------------------------------------ dates
    def dt(self, d, style=None):
        return P(fmt_date(d, style or self.ds), "DATE")

    def dl(self, d):
        return P(fmt_date(d, self.ls), "DATE")

    def rand_date(self, start, end):
        span = (end - start).days
        return start + dt.timedelta(days=self.r.randrange(span + 1))

    def age_of(self, dob, at):
        return years_between(dob, at)

    def A(self, n, wordy=False):
        return P(words(n) if wordy else str(n), "AGE")

    # ------------------------------------------------------------ phones
    def _uniq(self, s):
        if s in self.used_numbers:
            return None
        self.used_numbers.append(s)
        return s

    def land(self, area=None):
        """A landline number in a fictitious range (UK) or invented (IE)."""
        r = self.r
        for _ in range(40):
            if self.locale == "UK":
                code, mid, n = self.area if area is None else area
                sub = mid + self.digits(n)
                st = self.tel_style
                if st == 0:
                    s = "%s %s" % (code, sub)
                elif st == 1:
                    s = "(%s) %s" % (code, sub)
                elif st == 2:
                    s = "+44 %s %s" % (code[1:], sub)
                else:
                    s = code + sub.replace(" ", "")
            else:
                code = self.area if area is None else area
                sub = "555 " + "0" + self.digits(3)
                st = self.tel_style
                if st == 0:
                    s = "%s %s" % (code, sub)
                elif st == 1:
                    s = "(%s) %s" % (code, sub)
                elif st == 2:
                    s = "+353 %s %s" % (code[1:], sub)
                else:
                    s = "%s-%s" % (code, sub.replace(" ", ""))
            if self._uniq(s):
                return s
        raise RuntimeError("phones")

    def mob(self):
        for _ in range(40):
            if self.locale == "UK":
                sub = "900" + self.digits(3)
                st = self.r.randrange(4)
                if st == 0:
                    s = "07700 " + sub
                elif st == 1:
                    s = "07700" + sub
                elif st == 2:
                    s = "+44 7700 " + sub
                else:
                    s = "07700 %s %s" % (sub[:3], sub[3:])
            else:
                pre = self.r.choice(IE_MOB)
                sub = "555" + "0" + self.digits(3)
                st = self.r.randrange(4)
                if st == 0:
                    s = "%s %s %s" % (pre, sub[:3], sub[3:])
                elif st == 1:
                    s = pre + sub
                elif st == 2:
                    s = "+353 %s %s %s" % (pre[1:], sub[:3], sub[3:])
                else:
                    s = "%s-%s-%s" % (pre, sub[:3], sub[3:])
            if self._uniq(s):
                return s
        raise RuntimeError("phones")

    def PH(self, s):
        return P(s, "PHONE")

    def bleep(self):
        return P(self.digits(4) if self.maybe(0.8) else self.digits(3), "PHONE")

    def ext(self):
        return P(str(self.rint(2, 7)) + self.digits(3), "PHONE")

    # ------------------------------------------------------------ places
    def town(self):
        n = self.nation
        if n == "eng":
            return self.r.choice(pools.TOWNS_ENG)
        if n == "sco":
            return self.r.choice(pools.TOWNS_SCO)
        if n == "wal":
            return self.r.choice(pools.TOWNS_WAL)
        if n == "ni":
            return self.r.choice(pools.TOWNS_NI)
        return self.r.choice(pools.TOWNS_IE)

    def county(self):
        n = self.nation
        if n == "eng":
            return self.r.choice(pools.COUNTIES_ENG)
        if n == "sco":
            return self.r.choice(pools.COUNTIES_SCO)
        if n == "wal":
            return self.r.choice(pools.COUNTIES_WAL)
        if n == "ni":
            return self.r.choice(pools.COUNTIES_NI)
        c = self.r.choice(pools.COUNTIES_IE)
        return self.r.choice(["Co. ", "Co. ", "Co. ", "County ", "Co "]) + c

    def postcode(self):
        r = self.r
        if self.locale == "IE":
            rk = r.choice(pools.IE_ROUTING)
            u = r.choice(EIR_LET) + "".join(r.choice(EIR_CH) for _ in range(3))
            return "%s %s" % (rk, u) if r.random() < 0.9 else rk + u
        if self.nation == "sco":
            area = r.choice(pools.UK_POST_AREAS_SCO)
        elif self.nation == "wal":
            area = r.choice(pools.UK_POST_AREAS_WAL)
        elif self.nation == "ni":
            area = "BT"
        else:
            area = r.choice(pools.UK_POST_AREAS)
        district = str(r.randint(1, 49 if area != "BT" else 94))
        return "%s%s %d%s" % (area, district, r.randint(0, 9), "".join(r.choice(PC_LET) for _ in range(2)))

    def street_line(self):
        r = self.r
        if self.locale == "IE" and r.random() < 0.55:
            est = r.choice(pools.IE_ESTATES)
            return "%d %s" % (r.randint(1, 120), est)
        name = r.choice(pools.STREET_NAMES)
        typ = r.choice(pools.STREET_TYPES)
        return "%d %s %s" % (r.randint(1, 240), name, typ)

    def address(self, county_p=0.5, town=None, simple=False):
        r = self.r
        lines = []
        k = r.random() if not simple else 1.0
        if k < 0.12:
            unit = r.choice(["Flat %d" % r.randint(1, 40), "Apartment %d" % r.randint(1, 60),
                             "Flat %d%s" % (r.randint(1, 9), r.choice("ABCD"))])
            if r.random() < 0.5:
                lines.append(unit + ", " + self.street_line())
            else:
                lines.append(unit)
                lines.append(self.street_line())
        elif k < 0.2:
            lines.append(r.choice(pools.HOUSE_NAMES))
            nm = r.choice(pools.STREET_NAMES)
            lines.append("%s %s" % (nm, r.choice(pools.STREET_TYPES)))
        else:
            lines.append(self.street_line())
        if self.locale == "IE":
            county = self.county() if r.random() < max(county_p, 0.75) else None
        else:
            county = self.county() if r.random() < county_p else None
        return Address(lines, town or self.town(), county, self.postcode())

    # ------------------------------------------------------------ institutions
    def slug(self, name):
        return fold(name.replace("'s", "s")).lower()[:24]

    def hospital(self, kind="acute"):
        r = self.r
        t = self.town()
        uk = self.locale == "UK"
        if kind == "acute":
            if uk:
                forms = ["%s General Hospital" % t, "%s Royal Infirmary" % t, "Royal %s Hospital" % t,
                         "%s District General Hospital" % t, "%s University Hospital" % t,
                         "Queen %s Hospital" % r.choice(pools.QUEENS), "St %s's Hospital" % r.choice(pools.SAINTS),
                         "%s Infirmary" % t]
                if self.nation == "wal":
                    forms.append("Ysbyty %s" % t)
            else:
                forms = ["University Hospital %s" % t, "%s Regional Hospital" % t,
                         "St %s's University Hospital" % r.choice(pools.SAINTS), "%s General Hospital" % t,
                         "Our Lady of %s Hospital" % r.choice(["the Rosary", "Mercy", "Good Counsel", "the Wayside"]),
                         "%s University Hospital" % t, "St %s's Hospital" % r.choice(pools.SAINTS)]
        elif kind == "mh":
            forms = ["%s Mental Health Unit" % t, "The %s Centre" % r.choice(pools.TREES),
                     "%s House" % r.choice(pools.TREES), "St %s's Hospital" % r.choice(pools.SAINTS),
                     "%s Unit" % r.choice(pools.TREES)]
            if not uk:
                forms += ["Department of Psychiatry, %s General Hospital" % t]
                forms = forms[:-1] + ["%s Acute Psychiatric Unit" % t]
        elif kind == "community":
            forms = ["%s Community Hospital" % t, "%s Health Centre" % t,
                     "%s Primary Care Centre" % t if not uk else "%s Community Health Centre" % t]
        else:
            raise ValueError(kind)
        h = Place(r.choice(forms))
        h.town = t
        h.addr = self.address(county_p=0.6, town=t, simple=True)
        h.domain = self._domain(h.name)
        h.tel = self.land()
        h.fax = self.land()
        h.web = self._web(h.domain)
        return h

    def _domain(self, name):
        r = self.r
        base = self.slug(name.replace("Hospital", "").replace("University", "uh").replace("General", "gh")
                         .replace("Royal", "r").replace("Infirmary", "ri").replace("District", "d"))
        if self.locale == "UK":
            return r.choice(["%s.nhs.uk" % base, "%s-tr.nhs.uk" % base, "nhs.net"]) if r.random() < 0.9 else "nhs.net"
        return r.choice(["%s.ie" % base, "hse.ie", "%s-hospital.ie" % base])

    def _web(self, domain):
        if domain in ("nhs.net", "hse.ie"):
            return None
        r = self.r
        return r.choice(["www.%s" % domain, "https://www.%s" % domain, "www.%s/patients" % domain,
                         "https://%s/outpatients" % domain])

    def make_practice(self):
        r = self.r
        t = self.town()
        uk = self.locale == "UK"
        if uk:
            forms = ["%s Surgery" % r.choice(["%s Road" % r.choice(pools.STREET_NAMES), "%s Street" % r.choice(pools.STREET_NAMES), t]),
                     "%s Medical Centre" % t, "The %s Practice" % r.choice(pools.TREES), "%s Health Centre" % t,
                     "%s Lane Surgery" % r.choice(pools.STREET_NAMES), "%s Family Practice" % t,
                     "%s Group Practice" % t]
        else:
            forms = ["%s Medical Centre" % t, "%s Family Practice" % t, "%s Health Centre" % t,
                     "%s Surgery" % r.choice(["Main Street", "Church Street", "Bridge Street", "%s Street" % r.choice(pools.STREET_NAMES)]),
                     "The %s Clinic" % r.choice(pools.TREES), "%s Primary Care Centre" % t, "%s GP Practice" % t]
        p = Place(r.choice(forms))
        p.town = t
        p.addr = self.address(county_p=0.4, town=t, simple=True)
        p.tel = self.land()
        p.fax = self.land()
        base = self.slug(p.name.replace("The ", "").replace("Surgery", "").replace("Medical Centre", "mc")
                         .replace("Practice", "").replace("Health Centre", "hc"))
        if uk:
            p.domain = r.choice(["nhs.net", "%s.nhs.uk" % base])
        else:
            p.domain = r.choice(["%s.ie" % base, "%smedical.ie" % base, "gmail.com"])
        local = r.choice(["reception", "admin", "info", "referrals", "practice.manager", "secretary"])
        if p.domain in ("nhs.net",):
            local = "%s.%s" % (base[:14], r.choice(["admin", "reception", "referrals"]))
        if p.domain == "gmail.com":
            local = base[:16] + r.choice(["surgery", "medical", "gp"])
        p.email = "%s@%s" % (local, p.domain)
        p.web = None if p.domain in ("nhs.net", "gmail.com") else r.choice(["www.%s" % p.domain, "https://www.%s" % p.domain])
        return p

    def pharmacy(self):
        r = self.r
        t = self.town()
        s = r.choice(pools.SURNAMES)
        name = r.choice(["%s's Pharmacy" % s, "%s Pharmacy" % t, "%s Chemists" % s, "%s Late Night Pharmacy" % t,
                         "%s Community Pharmacy" % t, "%s Street Pharmacy" % r.choice(pools.STREET_NAMES)])
        p = Place(name)
        p.town = t
        p.tel = self.land()
        return p

    def care_home(self):
        r = self.r
        t = self.town()
        name = r.choice(["%s Lodge Care Home" % r.choice(pools.TREES), "%s House Nursing Home" % r.choice(pools.TREES),
                         "%s Manor Care Home" % t, "%s Nursing Home" % t, "St %s's Nursing Home" % r.choice(pools.SAINTS),
                         "%s Court Residential Home" % r.choice(pools.TREES),
                         "St %s's Community Nursing Unit" % r.choice(pools.SAINTS)])
        p = Place(name)
        p.town = t
        p.tel = self.land()
        return p

    def ward(self):
        r = self.r
        name = r.choice(["%s Ward" % r.choice(pools.TREES), "St %s's Ward" % r.choice(pools.SAINTS),
                         "%s Ward" % r.choice(pools.RIVERS), "%s Ward" % r.choice(pools.WARD_PEOPLE),
                         "%s Ward" % r.choice(pools.TREES)])
        return P(name, "HOSPITAL")

    def employer(self):
        r = self.r
        t = self.town()
        forms = ["%s %s" % (r.choice(pools.ORG_WORDS), r.choice(pools.ORG_SUFFIX)),
                 "%s %s" % (r.choice(pools.SURNAMES), r.choice(pools.ORG_SUFFIX)),
                 "%s %s" % (t, r.choice(["Co-operative Creamery", "Mart", "Golf Club", "County Council" if self.locale == "IE" else "Borough Council",
                                         "Credit Union", "Bus Company", "Leisure Centre", "Hotel"]))]
        return P(r.choice(forms), "ORGANIZATION")

    def school(self):
        r = self.r
        t = self.town()
        if self.locale == "IE":
            forms = ["St %s's National School" % r.choice(pools.SAINTS), "%s Community College" % t,
                     "Scoil %s" % r.choice(["Mhuire", "Bhríde", "Iósaef", "Chiaráin", "Eoin"]) + " " + t,
                     "%s Community School" % t, "Coláiste %s" % r.choice(["Mhuire", "Pobail %s" % t, "Chríost Rí"])]
        else:
            forms = ["%s Academy" % t, "%s Grammar School" % t, "St %s's RC Primary School" % r.choice(pools.SAINTS),
                     "%s Primary School" % t, "%s High School" % t, "%s College" % t]
        return P(r.choice(forms), "ORGANIZATION")

    def church(self):
        r = self.r
        t = self.town()
        return P(r.choice(["St %s's Parish" % r.choice(pools.SAINTS), "%s Baptist Church" % t,
                           "%s Central Mosque" % t, "St %s's Church" % r.choice(pools.SAINTS),
                           "%s Gurdwara" % t, "%s Methodist Church" % t, "%s Kingdom Hall" % t]), "ORGANIZATION")

    def club(self):
        r = self.r
        t = self.town()
        return P(r.choice(["%s GAA Club" % t, "%s Rugby Club" % t, "%s Men's Shed" % t, "%s Bowls Club" % t,
                           "%s Golf Club" % t, "%s Harriers" % t, "%s Walking Group" % t, "%s Active Retirement Group" % t]),
                 "ORGANIZATION")

    def landmark(self):
        r = self.r
        t = self.town()
        return P(r.choice(["%s Shopping Centre" % t, "%s Railway Station" % t, "%s Bus Station" % t,
                           "%s Retail Park" % t, "%s Leisure Centre" % t, "%s Bridge" % r.choice(pools.RIVERS),
                           "%s Park" % r.choice(pools.TREES), "%s Quay" % t, "the %s Monument" % t,
                           "%s Square" % r.choice(["Market", "Castle", "Abbey", "Fountain"])]), "LOCATION_OTHER")

    def building(self):
        r = self.r
        return P(r.choice(["%s Building" % r.choice(pools.TREES), "%s Wing" % r.choice(pools.WARD_PEOPLE),
                           "%s House" % r.choice(pools.TREES), "%s Block" % r.choice(pools.RIVERS)]), "LOCATION_OTHER")

    def insurer(self):
        return P(self.r.choice(pools.INSURERS), "ORGANIZATION")

    def agency(self):
        return P(self.r.choice(pools.CARE_AGENCIES), "ORGANIZATION")

    def team(self, kind):
        r = self.r
        t = self.town()
        forms = {
            "cmht": ["%s CMHT" % t, "%s Community Mental Health Team" % t, "%s Adult Mental Health Team" % t],
            "htt": ["%s Home Treatment Team" % t, "%s Crisis Resolution Team" % t],
            "dn": ["%s District Nursing Team" % t, "%s Neighbourhood Nursing Team" % t],
            "pc": ["%s Hospice" % t, "St %s's Hospice" % r.choice(pools.SAINTS)],
        }[kind]
        return P(r.choice(forms), "HOSPITAL")

    # ------------------------------------------------------------ identifiers
    def nhs(self):
        r = self.r
        while True:
            ds = [9, 9, 9] + [r.randrange(10) for _ in range(6)]
            tot = sum(d * (10 - i) for i, d in enumerate(ds))
            chk = 11 - tot % 11
            if chk == 11:
                chk = 0
            if chk == 10:
                continue
            s = "".join(map(str, ds + [chk]))
            st = r.randrange(4)
            if st <= 1:
                return "%s %s %s" % (s[:3], s[3:6], s[6:])
            if st == 2:
                return s
            return "%s-%s-%s" % (s[:3], s[3:6], s[6:])

    def chi(self, dob, sex):
        r = self.r
        while True:
            base = "%02d%02d%02d" % (dob.day, dob.month, dob.year % 100) + self.digits(2)
            g = r.choice("13579" if sex == "M" else "02468")
            ds = [int(x) for x in base + g]
            tot = sum(d * (10 - i) for i, d in enumerate(ds))
            chk = 11 - tot % 11
            if chk == 11:
                chk = 0
            if chk == 10:
                continue
            s = base + g + str(chk)
            return s if r.random() < 0.6 else "%s %s" % (s[:6], s[6:])

    def hc(self):
        r = self.r
        while True:
            ds = [3, r.randint(2, 9)] + [r.randrange(10) for _ in range(7)]
            tot = sum(d * (10 - i) for i, d in enumerate(ds))
            chk = 11 - tot % 11
            if chk == 11:
                chk = 0
            if chk == 10:
                continue
            s = "".join(map(str, ds + [chk]))
            return "%s %s %s" % (s[:3], s[3:6], s[6:])

    def mrn_pattern(self):
        r = self.r
        return r.choice(["L######", "K#######", "M######", "#######", "0#######", "H#######", "RV######",
                         "D######X", "########", "A######", "J####-####"] if self.locale == "UK" else
                        ["#######", "0######", "########", "M######", "H######", "######"])

    def mrn(self, pattern):
        r = self.r
        out = []
        for ch in pattern:
            if ch == "#":
                out.append(str(r.randrange(10)))
            elif ch == "X":
                out.append(r.choice("ABCDEFGHJK"))
            else:
                out.append(ch)
        return "".join(out)

    def nino(self):
        r = self.r
        a = r.choice("DFIQUV")
        b = r.choice("ABCEGHJKLMNPRSTWXYZQ")
        d = self.digits(6)
        s = r.choice("ABCD")
        if r.random() < 0.5:
            return "%s%s %s %s %s %s" % (a, b, d[:2], d[2:4], d[4:], s)
        return "%s%s%s%s" % (a, b, d, s)

    def ppsn(self):
        """Seven digits and a check letter chosen so the checksum FAILS (never a real PPSN)."""
        r = self.r
        ds = [r.randrange(10) for _ in range(7)]
        rem = sum(d * (8 - i) for i, d in enumerate(ds)) % 23
        table = "WABCDEFGHIJKLMNOPQRSTUV"
        wrong = [c for i, c in enumerate(table) if i != rem]
        letter = r.choice(wrong)
        s = "".join(map(str, ds)) + letter
        if r.random() < 0.3:
            s += "W"
        return s

    def gms(self):
        r = self.r
        return r.choice(["%s%s" % (self.digits(7), r.choice("ABCDEFGHJKLMNPRTW")),
                         "%s%s" % (self.digits(6), r.choice("ABCDEFGHJKLMNPRTW")), "%s-%s" % (self.digits(4), self.digits(4))])

    def insurance_no(self):
        r = self.r
        return r.choice(["%s" % self.digits(8), "%s-%s" % (self.letters(3), self.digits(7)),
                         "%s%s%s" % (self.letters(2), self.digits(6), self.letters(1)), "%s/%s" % (self.digits(6), self.digits(2))])

    def ubrn(self):
        s = self.digits(12)
        return "%s %s %s" % (s[:4], s[4:8], s[8:]) if self.maybe(0.7) else s

    def lab(self, year):
        r = self.r
        yy = "%02d" % (year % 100)
        return r.choice(["%s%s%s" % (yy, r.choice("HBCMQ"), self.digits(6)),
                         "%s-%s-%s" % (r.choice(["BIO", "HAE", "MIC", "CHEM"]), yy, self.digits(6)),
                         "L%s%s" % (yy, self.digits(7))])

    def rad(self, year):
        r = self.r
        yy = "%02d" % (year % 100)
        return r.choice(["RAD%s%s" % (yy, self.digits(6)), "%s%s" % (r.choice(["CT", "MR", "XR", "US"]), self.digits(8)),
                         "ACC-%s-%s" % (year, self.digits(5)), self.digits(9)])

    def histo(self, year):
        r = self.r
        yy = "%02d" % (year % 100)
        return r.choice(["H%s-%s" % (yy, self.digits(5)), "S%s/%s" % (yy, self.digits(5)),
                         "%s%s.%s" % (r.choice(["HS", "CY", "P"]), yy, self.digits(5))])

    def attend(self, year):
        r = self.r
        yy = "%02d" % (year % 100)
        return r.choice(["%s/%s" % (yy, self.digits(6)), "ED%s" % self.digits(7), "A%s%s" % (yy, self.digits(6)),
                         "%s-%s" % (self.digits(4), self.digits(4))])

    def episode(self):
        r = self.r
        return r.choice(["EP%s" % self.digits(8), "%s" % self.digits(9), "ENC-%s" % self.digits(7),
                         "V%s-%s" % (self.digits(2), self.digits(5)), "SPL%s" % self.digits(7)])

    def gmc(self):
        return str(self.r.choice([6, 7])) + self.digits(6)

    def imc(self):
        return self.r.choice(["0", "4", "3"]) + self.digits(5) if self.maybe(0.6) else self.digits(6)[:5]

    def nmc(self):
        r = self.r
        return "%02d%s%s%s" % (r.randint(0, 23), r.choice("AIEYCD"), self.digits(4), r.choice("EAOSNWC"))

    def nmbi(self):
        return self.digits(6)

    def gphc(self):
        return "20" + self.digits(5)

    def psi(self):
        return self.digits(5)

    def hcpc(self, prof):
        return "%s%s" % (prof, self.digits(6 if prof in ("PH", "SW") else 5))

    def coru(self, prof):
        return "%s%s" % (prof, self.digits(6))

    def reg_no(self, role):
        """(label, number) for a clinician's registration in this locale."""
        uk = self.locale == "UK"
        if role in ("consultant", "doctor", "gp", "registrar", "sho", "fy", "surgeon", "psychiatrist", "prof"):
            return ("GMC", self.gmc()) if uk else (self.ch(["IMC", "IMC No.", "MCRN"]), self.imc())
        if role in ("nurse", "dn", "cpn", "phn", "anp", "midwife"):
            return ("NMC PIN", self.nmc()) if uk else (self.ch(["NMBI PIN", "NMBI"]), self.nmbi())
        if role == "pharmacist":
            return ("GPhC", self.gphc()) if uk else ("PSI", self.psi())
        if role in ("physio", "ot", "salt", "dietitian"):
            code = {"physio": "PH", "ot": "OT", "salt": "SL", "dietitian": "DT"}[role]
            return ("HCPC", self.hcpc(code)) if uk else ("CORU", self.coru(code if code != "PH" else "PT"))
        if role == "sw":
            return ("SWE", "SW" + self.digits(6)) if uk else ("CORU", self.coru("SW"))
        return ("ID", self.digits(6))

    def driving_licence(self, p):
        r = self.r
        if self.locale == "IE":
            return self.digits(9)
        s = fold(p.surname).upper()[:5].ljust(5, "9")
        g = fold(p.given).upper()[0]
        m = fold(p.middle).upper()[0] if p.middle else "9"
        return "%s%s%s%s9%s" % (s, self.digits(6), g, m, self.letters(2))

    def plate(self):
        r = self.r
        if self.locale == "IE":
            y = r.choice(["08", "10", "12", "131", "141", "151", "161", "171", "181", "191", "192", "201", "211", "221", "231", "241"])
            return "%s-%s-%s" % (y, r.choice(IE_PLATE_CC), str(r.randint(1, 29999)))
        age = r.choice(["05", "55", "08", "58", "11", "61", "14", "64", "16", "66", "18", "68", "19", "69", "21", "71", "23", "73"])
        return "%s%s %s" % (self.letters(2, "ABCDEFGHKLMNOPRSVWY"), age, self.letters(3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))

    def device_sn(self, kind):
        r = self.r
        if kind == "pacemaker":
            return "%s%s" % (self.letters(3), self.digits(6))
        if kind == "icd":
            return "%s%s%s" % (self.letters(2), self.digits(6), self.letters(1))
        if kind == "pump":
            return "NG%s%s" % (self.digits(7), self.letters(1))
        if kind == "cgm":
            return "%s%s%s%s" % (self.digits(1), self.letters(2), self.digits(2), self.letters(2))
        if kind == "syringe":
            return "%s-%s" % (self.digits(3), self.digits(5))
        if kind == "cpap":
            return self.digits(11)
        if kind == "o2":
            return "%s-%s" % (self.letters(2), self.digits(7))
        if kind == "hearing":
            return "%s%s%s" % (self.digits(4), self.letters(1), self.digits(4))
        if kind == "vns":
            return self.digits(6)
        return self.letters(2) + self.digits(6)

    def bioid(self, kind=None):
        r = self.r
        if kind == "palm":
            return r.choice(["PV-%s-%s" % (self.digits(4), self.digits(4)), "PVS%s" % self.digits(9)])
        if kind == "finger":
            return r.choice(["FP-%s" % self.digits(5), "FP%s%s" % (self.digits(7), self.letters(1))])
        if kind == "iris":
            return "IRIS-%s" % self.digits(7)
        return r.choice(["FP-%s" % self.digits(5), "PV-%s-%s" % (self.digits(4), self.digits(4)),
                         "IRIS-%s" % self.digits(7), "BIO%s%s" % (self.digits(6), self.letters(1)),
                         "VP%s" % self.digits(8)])

    def ip(self):
        r = self.r
        k = r.randrange(5)
        if k == 0:
            return "192.0.2.%d" % r.randint(2, 254)
        if k == 1:
            return "198.51.100.%d" % r.randint(2, 254)
        if k == 2:
            return "203.0.113.%d" % r.randint(2, 254)
        if k == 3:
            return "10.%d.%d.%d" % (r.randint(0, 254), r.randint(0, 254), r.randint(2, 254))
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 254), r.randint(2, 254))

    def staff_email(self, p, domain):
        g, s = fold(p.given).lower(), fold(p.surname).lower()
        return self.ch(["%s.%s@%s" % (g, s, domain), "%s%s@%s" % (g[0], s, domain), "%s.%s%d@%s" % (g, s, self.rint(1, 9), domain)])

    def patient_email(self, p):
        g, s = fold(p.given).lower(), fold(p.surname).lower()
        y = self.r.choice(["", str(self.rint(1, 99)), str(self.rint(50, 99))])
        local = self.ch(["%s.%s%s" % (g, s, y), "%s%s%s" % (g[0], s, y), "%s_%s" % (s, g[:3]), "%s%s" % (g, y or "1")])
        return "%s@%s" % (local, self.ch(pools.MAIL_PROVIDERS))

    # ------------------------------------------------------------ professions
    def prof(self):
        return self.r.choice(pools.PROFESSIONS)

    def PR(self, s):
        return P(s, "PROFESSION")
