"""Per-note context: people, places, identifiers and their marked renderings."""
import datetime as dt
import unicodedata

from phi import P, fmt_date, shift, words, FULL_STYLES_DMY, FULL_STYLES_CA
from pools import (ORIGINS, ORDER, NICKNAMES, GENERIC_NICKS, PLACE_WORDS, SAINTS,
                   WARD_WORDS, BUSINESS_KIND, PROFESSIONS, DRUGS, EPONYMS, SCALES)
from locales import LOCALES, FOREIGN_COUNTRIES, L, D


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if c.isascii())


def slug(s):
    return "".join(c for c in ascii_fold(s).lower() if c.isalnum())


SG_NEIGH = ["Kampong Selasih", "Bukit Rambai", "Tanjong Kelat", "Telok Serai", "Lorong Kemuning"]
IN_DEITY = ["Kalyani", "Annapoorna", "Lakshmi Narasimha", "Meenakshi Sundar", "Gayatri",
            "Saraswathi", "Dhanvantari", "Mahalakshmi"]


class Person:
    def __init__(self, role, given, surname, sex, origin, middle=None):
        self.role = role            # PATIENT / DOCTOR / FAMILY
        self.given = given
        self.surname = surname
        self.sex = sex
        self.origin = origin
        self.middle = middle
        self.order = ORDER.get(origin, "western")
        self.title = None
        self.job = None
        self.creds = ""
        self.reg = None
        self.relation = None
        self.dob = None
        self.age = None
        self.nick = None
        self.english = None         # Singapore-style English given name

    # plain strings (no markers)
    def full(self):
        if self.order == "eastern":
            base = "%s %s" % (self.surname, self.given)
            return ("%s %s" % (self.english, base)) if self.english else base
        if self.order == "malay":
            return "%s %s %s" % (self.given, "bin" if self.sex == "m" else "binti", self.surname)
        if self.middle:
            return "%s %s %s" % (self.given, self.middle, self.surname)
        return "%s %s" % (self.given, self.surname)

    def short_full(self):
        if self.order in ("eastern", "malay"):
            return self.full()
        return "%s %s" % (self.given, self.surname)

    def formal(self):
        return self.given if self.order == "malay" else self.surname

    def first(self):
        if self.order == "eastern" and self.english:
            return self.english
        return self.given

    def initials(self, dots=True):
        if self.order == "eastern":
            parts = [self.surname] + self.given.split()
        elif self.order == "malay":
            parts = self.given.split() + [self.surname]
        else:
            parts = self.given.replace("-", " ").split() + \
                ([self.middle] if self.middle else []) + [self.surname.split()[-1]]
        letters = [ascii_fold(p[0]).upper() or "X" for p in parts if p]
        return "".join(c + "." for c in letters) if dots else "".join(letters)

    def upper_comma(self):
        if self.order == "eastern":
            return "%s, %s" % (self.surname.upper(), self.given)
        if self.order == "malay":
            return self.full().upper()
        g = self.given + ((" " + self.middle) if self.middle else "")
        return "%s, %s" % (self.surname.upper(), g)

    def upper(self):
        if self.order == "malay":
            return self.full().upper()
        return "%s %s" % (self.surname.upper(), self.given)


class Ctx:
    def __init__(self, r, locale_code, genre):
        self.r = r
        self.code = locale_code
        self.loc = LOCALES[locale_code]
        self.genre = genre
        self.dot = r.random() < self.loc.title_dot
        self.today = dt.date(2017, 1, 1) + dt.timedelta(days=r.randint(0, 365 * 9 + 300))
        self._staff = {}
        self._rel = {}
        self._places = {}
        self._used_given = set()
        self.pt = None
        if locale_code == "en-CA":
            self.styles = FULL_STYLES_CA
        elif locale_code in ("en-IN", "en-NG", "en-KE"):
            self.styles = FULL_STYLES_DMY + ["dmy", "dash_num", "dot4"]
        else:
            self.styles = FULL_STYLES_DMY
        self.note_style = r.choice(self.styles)

    # ------------------------------------------------------------------ util
    def ch(self, *opts):
        return self.r.choice(opts)

    def chance(self, p):
        return self.r.random() < p

    def pick_origin(self, weights):
        keys = sorted(weights)
        tot = sum(weights[k] for k in keys)
        x = self.r.uniform(0, tot)
        for k in keys:
            x -= weights[k]
            if x <= 0:
                return k
        return keys[-1]

    # ---------------------------------------------------------------- people
    def _new_person(self, role, origin=None, sex=None, surname=None):
        r = self.r
        if origin is None:
            origin = self.pick_origin(self.loc.staff_origins if role == "DOCTOR" and
                                      self.loc.staff_origins else self.loc.origins)
        sex = sex or r.choice("mf")
        pool = ORIGINS[origin]
        for _ in range(20):
            given = r.choice(pool[sex])
            if given not in self._used_given:
                break
        self._used_given.add(given)
        if surname is None:
            if origin == "nigerian_word":
                surname = r.choice(ORIGINS[r.choice(["yoruba", "igbo"])]["sur"])
            else:
                surname = r.choice(pool["sur"])
        middle = None
        if origin == "kenyan" and r.random() < 0.6:
            middle = r.choice(pool["mid_" + sex])
        elif ORDER.get(origin) is None and r.random() < 0.25:
            middle = r.choice("ABCDEFGHJKLMNPRSTW") + "."
        p = Person(role, given, surname, sex, origin, middle)
        if origin == "chinese_sg" and r.random() < 0.3:
            p.english = r.choice(pool["english_" + sex])
        if r.random() < 0.5:
            p.nick = NICKNAMES.get(given) or r.choice(GENERIC_NICKS)
        return p

    def make_patient(self, lo, hi, sex=None, origin=None):
        r = self.r
        p = self._new_person("PATIENT", origin=origin, sex=sex)
        age = r.randint(lo, hi)
        p.age = age
        p.dob = self.today - dt.timedelta(days=age * 365 + r.randint(1, 360))
        if p.dob >= self.today:
            p.dob = self.today - dt.timedelta(days=r.randint(5, 60))
        if p.sex == "m":
            p.title = "Master" if age < 16 else "Mr"
        else:
            p.title = "Miss" if age < 16 else r.choice(["Mrs", "Ms", "Ms", "Miss", "Mrs"])
        if age >= 16 and r.random() < 0.04:
            p.title = r.choice(["Dr", "Prof", "Rev"])
        p.addr = self.new_address()
        p.land = self.loc.landline(r, intl=r.random() < 0.15)
        p.mob = self.loc.mobile(r, intl=r.random() < 0.25)
        p.email = self.email_for(p)
        p.profession = self.profession()
        p.pid = self.loc.patient_id(r, p)
        p.hno = self.loc.hosp_no(r)
        if self.code == "en-CA":
            p.plan = self.loc.plan(r, p, region=p.addr.get("region_full"))
        else:
            p.plan = self.loc.plan(r, p)
        p.natid = self.loc.natid(r, p)
        self.pt = p
        return p

    def staff(self, key, job, title="Dr", creds=None, origin=None, sex=None, nurse=False):
        if key in self._staff:
            return self._staff[key]
        p = self._new_person("DOCTOR", origin=origin, sex=sex)
        if title == "Mr/Ms":
            title = "Mr" if p.sex == "m" else self.r.choice(["Ms", "Miss", "Mrs"])
        if title == "Sr" and p.sex == "m":
            title = None
        p.title = title
        p.job = job
        p.creds = creds or ""
        p.reg = self.loc.nurse_reg(self.r) if nurse else self.loc.doc_reg(self.r)
        self._staff[key] = p
        return p

    def rel(self, key, relation, sex=None, same_surname=None, origin=None, role="FAMILY"):
        if key in self._rel:
            return self._rel[key]
        if sex is None:
            sex = {"wife": "f", "husband": "m", "mother": "f", "father": "m", "daughter": "f",
                   "son": "m", "sister": "f", "brother": "m", "grandmother": "f",
                   "grandfather": "m", "aunt": "f", "uncle": "m", "niece": "f",
                   "nephew": "m", "mum": "f", "dad": "m", "granddaughter": "f",
                   "grandson": "m", "daughter-in-law": "f", "son-in-law": "m"}.get(relation)
        pt = self.pt
        if same_surname is None:
            same_surname = relation in ("son", "daughter", "mother", "father", "sister",
                                        "brother", "husband", "wife", "mum", "dad",
                                        "grandson", "granddaughter") and self.r.random() < 0.7
        origin = origin or (pt.origin if pt is not None and self.r.random() < 0.8 else None)
        sur = pt.surname if (same_surname and pt is not None) else None
        if origin == "malay" and pt is not None and relation in ("son", "daughter"):
            sur = pt.given.split()[-1]
        p = self._new_person(role, origin=origin, sex=sex, surname=sur)
        p.relation = relation
        p.title = "Mr" if p.sex == "m" else self.r.choice(["Mrs", "Ms"])
        self._rel[key] = p
        return p

    # ---------------------------------------------------------------- names
    def tt(self, title):
        if not title:
            return ""
        if title in ("Master", "Miss"):
            return title
        if self.dot and title in ("Dr", "Mr", "Mrs", "Ms", "Prof", "Sr", "Rev"):
            return title + "."
        return title

    def nm(self, p, style=None):
        """Marked rendering of a person's name; titles stay outside the span."""
        r = self.r
        T = p.role
        if style is None:
            style = r.choice(["full", "ts", "ts", "tf", "full"])
        if style == "full":
            return P(T, p.full())
        if style == "short":
            return P(T, p.short_full())
        if style == "ts":
            t = self.tt(p.title)
            return (t + " " if t else "") + P(T, p.formal())
        if style == "tf":
            t = self.tt(p.title)
            return (t + " " if t else "") + P(T, p.short_full())
        if style == "tis":
            t = self.tt(p.title)
            if p.order in ("eastern", "malay"):
                return (t + " " if t else "") + P(T, p.full())
            ini = p.initials(dots=True)[:-2]
            if not ini:
                ini = p.given[0] + "."
            ini = ini if r.random() < 0.7 else ini.replace(".", "")
            return (t + " " if t else "") + P(T, "%s %s" % (ini, p.surname))
        if style == "uc":
            return P(T, p.upper_comma())
        if style == "u":
            return P(T, p.upper())
        if style == "g":
            return P(T, p.first())
        if style == "gi":
            if p.order in ("eastern", "malay"):
                return P(T, p.first())
            return P(T, "%s %s." % (p.given, ascii_fold(p.surname)[0].upper()))
        if style == "ini":
            return P(T, p.initials(dots=r.random() < 0.6))
        if style == "nick":
            if not p.nick or p.nick == p.first():
                p.nick = r.choice(GENERIC_NICKS)
            return P(T, p.nick)
        if style == "s":
            return P(T, p.formal())
        if style == "lower":
            return P(T, p.first().lower())
        raise ValueError(style)

    def doc(self, p, with_creds=False, style=None):
        s = self.nm(p, style or self.ch("ts", "tf", "tf", "ts", "tis"))
        if with_creds and p.creds:
            s += self.ch(", ", " ") + p.creds
        return s

    def role_name(self, p, role=None, style=None):
        """Staff named by role: 'district nurse Kelly', 'HCA Priya'."""
        return "%s %s" % (role or p.job, self.nm(p, style or self.ch("s", "g", "g", "full")))

    def signoff(self, p, role_line=True, reg=True):
        lines = [P(p.role, p.short_full()) + ((" " + p.creds) if p.creds else "")]
        if role_line and p.job:
            lines.append(p.job[0].upper() + p.job[1:])
        if reg and p.reg:
            lines.append("%s: %s" % (p.reg[0], P("LICENSE", p.reg[1])) if self.chance(0.6)
                         else "%s %s" % (p.reg[0], P("LICENSE", p.reg[1])))
        return lines

    # ---------------------------------------------------------------- dates
    def dd(self, d, style=None):
        return P("DATE", fmt_date(d, style or self.note_style))

    def dstyle(self):
        return self.r.choice(self.styles)

    def ago(self, lo, hi):
        return self.today - dt.timedelta(days=self.r.randint(lo, hi))

    def ahead(self, lo, hi):
        return self.today + dt.timedelta(days=self.r.randint(lo, hi))

    def dob(self, p=None, style=None):
        p = p or self.pt
        return P("DATE", fmt_date(p.dob, style or self.ch(self.note_style, "dmy", self.dstyle())))

    def holiday(self):
        hol = {"en-GB": ["Christmas", "Boxing Day", "Easter", "New Year's Day",
                         "the August bank holiday", "Bonfire Night"],
               "en-GB-SCT": ["Hogmanay", "Christmas", "New Year's Day", "Easter"],
               "en-IE": ["St Patrick's Day", "Christmas", "St Stephen's Day", "Easter"],
               "en-AU": ["Anzac Day", "Australia Day", "Christmas", "Boxing Day", "Easter"],
               "en-NZ": ["Waitangi Day", "Matariki", "Christmas", "Anzac Day", "Labour Weekend"],
               "en-CA": ["Thanksgiving", "Canada Day", "Christmas", "Victoria Day", "Easter"],
               "en-SG": ["Chinese New Year", "Hari Raya Puasa", "Deepavali", "Christmas"],
               "en-IN": ["Diwali", "Holi", "Pongal", "Onam", "Eid"],
               "en-NG": ["Christmas", "Eid", "Easter", "Independence Day", "Sallah"],
               "en-KE": ["Christmas", "Madaraka Day", "Easter", "Mashujaa Day", "Eid"],
               "en-ZA": ["Heritage Day", "Christmas", "Freedom Day", "Easter", "Youth Day"]}
        h = self.r.choice(hol[self.code])
        if h.startswith("the "):
            return "the " + P("DATE", h[4:])
        return P("DATE", h)

    # ---------------------------------------------------------------- ages
    def age(self, n, style=None):
        r = self.r
        style = style or r.choice(["yo", "yo_s", "yo_c", "aged", "yrs", "yo"])
        a = P("AGE", str(n))
        sexc = "M" if (self.pt is None or self.pt.sex == "m") else "F"
        return {
            "yo": lambda: a + "-year-old",
            "yo_s": lambda: a + " yo",
            "yo_c": lambda: a + "yo",
            "y": lambda: a + "y",
            "sex": lambda: a + sexc,
            "sex_s": lambda: a + " " + sexc,
            "aged": lambda: "aged " + a,
            "words": lambda: P("AGE", words(n)) + "-year-old",
            "words_aged": lambda: "aged " + P("AGE", words(n)),
            "yrs": lambda: a + " yrs",
            "years": lambda: a + " years",
            "paren": lambda: "(" + a + ")",
            "bare": lambda: a,
        }[style]()

    # ---------------------------------------------------------------- places
    def new_address(self, town=None):
        r, loc = self.r, self.loc
        a = {"street": loc.street(r)}
        a["town"] = town or loc.town(r)
        a["county"] = r.choice(loc.counties) if loc.counties and r.random() < 0.45 else None
        if loc.regions:
            full, abbr = r.choice(loc.regions)
            a["region_full"] = full
            a["region"] = abbr if r.random() < 0.6 else full
        else:
            a["region"] = a["region_full"] = None
        a["postcode"] = loc.postcode(r, a["region_full"])
        return a

    def addr_parts(self, a, upper_town=False):
        """List of marked address parts in local order (no country)."""
        code = self.code
        town = a["town"].upper() if upper_town else a["town"]
        parts = []
        if code == "en-SG":
            return [P("STREET", a["street"]), P("CITY", "Singapore") + " " + P("ZIP", a["postcode"])]
        if code == "en-KE" and a["street"].startswith("P.O."):
            return [P("STREET", a["street"]) + " - " + P("ZIP", a["postcode"]), P("CITY", town),
                    P("STATE", a["region"])]
        parts.append(P("STREET", a["street"]))
        parts.append(P("CITY", town))
        if code == "en-IE":
            if a["county"]:
                parts.append("Co. " + P("CITY", a["county"]))
            parts.append(P("ZIP", a["postcode"]))
        elif code in ("en-GB", "en-GB-SCT"):
            if a["county"]:
                parts.append(P("CITY", a["county"]))
            parts.append(P("ZIP", a["postcode"]))
        elif code == "en-AU":
            parts[-1] = parts[-1] + " " + P("STATE", a["region"]) + " " + P("ZIP", a["postcode"])
        elif code == "en-CA":
            parts.append(P("STATE", a["region"]) + " " + P("ZIP", a["postcode"]))
        elif code == "en-IN":
            parts.append(P("STATE", a["region"]) + " - " + P("ZIP", a["postcode"]))
        elif code == "en-NZ":
            parts[-1] = parts[-1] + " " + P("ZIP", a["postcode"])
            if self.chance(0.4):
                parts.append(P("STATE", a["region"]))
        elif code == "en-NG":
            parts.append(P("STATE", a["region"]))
            if self.chance(0.4):
                parts[-1] += " " + P("ZIP", a["postcode"])
        elif code == "en-KE":
            parts.append(P("STATE", a["region"]) + " " + P("ZIP", a["postcode"]))
        elif code == "en-ZA":
            if self.chance(0.6):
                parts.append(P("STATE", a["region"]))
            parts.append(P("ZIP", a["postcode"]))
        return parts

    def addr_inline(self, a=None, country=False, upper_town=False):
        a = a or self.pt.addr
        s = ", ".join(self.addr_parts(a, upper_town))
        if country:
            s += ", " + self.country()
        return s

    def addr_lines(self, a=None, country=False):
        a = a or self.pt.addr
        lines = self.addr_parts(a)
        if country:
            lines.append(self.country())
        return lines

    def city(self):
        return P("CITY", self.loc.town(self.r))

    def country(self, foreign=False):
        if foreign:
            return P("COUNTRY", self.r.choice(FOREIGN_COUNTRIES))
        return P("COUNTRY", self.r.choice(self.loc.country))

    def foreign_country_name(self):
        return self.r.choice(FOREIGN_COUNTRIES)

    def place(self, kind, key=None):
        """Named institution; cached by key so repeat mentions match."""
        key = key or kind
        if key in self._places:
            return self._places[key]
        r, code = self.r, self.code
        town = self.loc.town(r)
        if code == "en-SG":
            town = r.choice(SG_NEIGH)
        w = r.choice(PLACE_WORDS)
        s = r.choice(SAINTS)
        sur = r.choice(ORIGINS[self.pick_origin(self.loc.origins)]["sur"] or ["Okafor"])
        T = "HOSPITAL"
        if kind == "acute":
            opts = {
                "en-GB": ["%s General Hospital" % town, "%s Royal Infirmary" % town,
                          "St %s's Hospital" % s, "Royal %s Hospital" % town],
                "en-GB-SCT": ["%s Royal Infirmary" % town, "%s General Hospital" % town,
                              "St %s's Hospital" % s],
                "en-IE": ["%s University Hospital" % town, "St %s's Hospital" % s,
                          "%s Regional Hospital" % town],
                "en-AU": ["%s Base Hospital" % town, "%s District Hospital" % town,
                          "%s Hospital" % w],
                "en-NZ": ["%s Hospital" % town, "%s Base Hospital" % town],
                "en-CA": ["%s General Hospital" % town, "%s Regional Health Centre" % town,
                          "St. %s's Hospital" % s],
                "en-SG": ["%s General Hospital" % w, "%s Community Hospital" % town],
                "en-IN": ["Sri %s Multispeciality Hospital" % r.choice(IN_DEITY),
                          "%s District Hospital" % town, "%s Medical College Hospital" % town],
                "en-NG": ["%s General Hospital" % town, "%s Specialist Hospital" % w,
                          "Federal Medical Centre %s" % town],
                "en-KE": ["%s County Referral Hospital" % town, "%s Mission Hospital" % w,
                          "%s Sub-County Hospital" % town],
                "en-ZA": ["%s Provincial Hospital" % town, "%s Regional Hospital" % town,
                          "%s District Hospital" % town],
            }[code]
        elif kind == "practice":
            opts = {
                "en-GB": ["%s Surgery" % w, "%s Medical Centre" % town, "The %s Practice" % w,
                          "%s Health Centre" % w],
                "en-GB-SCT": ["%s Medical Practice" % town, "%s Health Centre" % w],
                "en-IE": ["%s Medical Practice" % w, "%s Family Practice" % town,
                          "%s Primary Care Centre" % town],
                "en-AU": ["%s Family Medical Practice" % town, "%s Medical Centre" % w],
                "en-NZ": ["%s Health Centre" % w, "%s Medical Centre" % town],
                "en-CA": ["%s Family Health Team" % w, "%s Medical Clinic" % town],
                "en-SG": ["%s Polyclinic" % town, "%s Family Clinic" % w],
                "en-IN": ["%s Clinic" % sur, "%s Family Health Clinic" % w,
                          "%s Primary Health Centre" % town],
                "en-NG": ["%s Clinic" % w, "%s Family Medical Centre" % w],
                "en-KE": ["%s Health Centre" % town, "%s Medical Clinic" % w],
                "en-ZA": ["%s Community Health Centre" % town, "%s Clinic" % town],
            }[code]
        elif kind == "carehome":
            opts = ["%s Lodge Care Home" % w, "%s Court Nursing Home" % w,
                    "%s House Residential Home" % w, "%s Aged Care" % w]
        elif kind == "pharmacy":
            opts = ["%s Pharmacy" % w, "%s Chemist" % town, "%s Pharmacy" % town]
        elif kind == "mh_unit":
            opts = ["%s House" % w, "The %s Unit" % w, "%s Centre for Mental Health" % w,
                    "%s Psychiatric Unit" % town]
        elif kind == "birth":
            opts = ["%s Birth Centre" % w, "%s Maternity Unit" % town,
                    "%s Maternity Home" % w]
        elif kind == "trust":
            opts = {
                "en-GB": ["%s and %s NHS Foundation Trust" % (town, self.loc.town(r)),
                          "%s Community Health NHS Trust" % town],
                "en-GB-SCT": ["NHS %s" % r.choice(["Strathkennet", "Lochgarrie", "Carnbrae"])],
                "en-IE": ["%s Community Healthcare" % town],
                "en-AU": ["%s Local Health District" % town, "%s Health Service" % town],
                "en-NZ": ["%s Hauora Trust" % town],
                "en-CA": ["%s Health Authority" % town],
                "en-SG": ["%s Regional Health System" % town],
                "en-IN": ["%s Health Trust" % town],
                "en-NG": ["%s Hospitals Management Board" % town],
                "en-KE": ["%s Health Services" % town],
                "en-ZA": ["%s Health District" % town],
            }[code]
        elif kind == "ward":
            opts = ["%s Ward" % r.choice(WARD_WORDS), "Ward %d%s" % (r.randint(1, 40),
                                                                r.choice(["", "A", "B"]))]
            opts = opts[:1]
        elif kind == "hospice":
            opts = ["St %s's Hospice" % s, "%s Hospice" % w]
        elif kind == "clinic":
            opts = ["%s Clinic" % w, "%s Health Hub" % town, "%s Outpatient Centre" % w]
        elif kind == "telehealth":
            opts = ["%s Virtual Clinic" % w, "%s Telehealth Service" % town,
                    "%s Remote Care Hub" % w]
        elif kind == "employer":
            T = "ORGANIZATION"
            opts = ["%s %s" % (w, r.choice(BUSINESS_KIND)),
                    "%s %s Ltd" % (w, r.choice(BUSINESS_KIND)),
                    "%s & Sons %s" % (sur, r.choice(["Builders", "Haulage", "Joinery"])),
                    "%s %s Council" % (town, r.choice(["Borough", "City", "District"])),
                    "%s %s" % (town, r.choice(BUSINESS_KIND))]
            if code == "en-KE":
                opts += ["%s Tea Estate" % w, "%s Flower Farm" % w]
            if code == "en-ZA":
                opts += ["%s Platinum Mine" % w, "%s Citrus Estate" % w]
            if code == "en-IN":
                opts += ["%s Textiles Pvt Ltd" % w, "%s Infotech Pvt Ltd" % w]
            if code == "en-NG":
                opts += ["%s Cement Plc" % w, "%s Microfinance Bank" % w]
        elif kind == "school":
            T = "ORGANIZATION"
            opts = ["St %s's Primary School" % s, "%s Academy" % w, "%s High School" % town,
                    "%s Primary School" % w, "%s College" % w]
        elif kind == "nursery":
            T = "ORGANIZATION"
            opts = ["%s Day Nursery" % w, "Little %s Nursery" % w.split()[0],
                    "%s Kindergarten" % w, "%s Early Learning Centre" % w]
        elif kind == "church":
            T = "ORGANIZATION"
            opts = {"en-IN": ["Sri %s Temple" % r.choice(IN_DEITY), "%s Gurdwara" % town,
                              "%s Jama Masjid" % town, "St %s's Church" % s],
                    "en-NG": ["Redeemed %s Chapel" % w, "%s Gospel Assembly" % w,
                              "%s Central Mosque" % town],
                    "en-KE": ["%s AIC Church" % town, "%s Pentecostal Church" % w,
                              "%s Jamia Mosque" % town]}.get(
                code, ["St %s's Church" % s, "%s Baptist Church" % w,
                       "%s Community Church" % w, "%s Central Mosque" % town,
                       "%s Gurdwara" % town])
        elif kind == "insurer":
            T = "ORGANIZATION"
            opts = ["%s Life Assurance" % w, "%s Mutual" % w, "%s Health Insurance" % w,
                    "%s Income Protection" % w, "%s General Insurance" % w]
        elif kind == "lawfirm":
            T = "ORGANIZATION"
            sur2 = r.choice(ORIGINS[self.pick_origin(self.loc.origins)]["sur"] or ["Obi"])
            opts = {"en-ZA": ["%s %s Attorneys" % (sur, sur2), "%s Inc. Attorneys" % sur],
                    "en-CA": ["%s %s LLP" % (sur, sur2)],
                    "en-IN": ["%s & Associates" % sur],
                    "en-NG": ["%s & %s Chambers" % (sur, sur2)],
                    "en-KE": ["%s & %s Advocates" % (sur, sur2)]}.get(
                code, ["%s & %s Solicitors" % (sur, sur2), "%s %s LLP" % (sur, sur2),
                       "%s Law" % sur])
        elif kind == "university":
            T = "ORGANIZATION"
            opts = ["University of %s" % town, "%s Institute of Technology" % town,
                    "%s Polytechnic" % town]
        elif kind == "charity":
            T = "ORGANIZATION"
            opts = ["%s Carers Network" % town, "%s Women's Refuge" % w,
                    "%s Food Bank" % town, "%s Men's Shed" % town]
        elif kind == "building":
            T = "LOCATION_OTHER"
            opts = ["%s House" % w, "%s Court" % w, "%s Tower" % w, "%s Mews" % w]
        elif kind == "landmark":
            T = "LOCATION_OTHER"
            opts = ["%s Park" % w, "%s Shopping Centre" % w, "%s Bridge" % w,
                    "%s Reservoir" % w, "%s Leisure Centre" % w, "%s Quarry" % w,
                    "%s Rail Station" % town, "%s Taxi Rank" % town]
        else:
            raise ValueError(kind)
        val = (T, r.choice(opts))
        self._places[key] = val
        return val

    def pl(self, kind, key=None, upper=False):
        T, v = self.place(kind, key)
        return P(T, v.upper() if upper else v)

    def plname(self, kind, key=None):
        return self.place(kind, key)[1]

    # --------------------------------------------------------------- contact
    def tel(self, kind="land", intl=None, ext=False):
        r = self.r
        intl = (r.random() < 0.2) if intl is None else intl
        v = self.loc.landline(r, intl) if kind == "land" else self.loc.mobile(r, intl)
        if ext:
            v += r.choice([" ext. ", " ext ", " x", " Ext "]) + str(r.randint(2000, 7999))
        return P("PHONE", v)

    def fax(self):
        return P("FAX", self.loc.landline(self.r, intl=self.r.random() < 0.15))

    def email_for(self, p, domain=None):
        r = self.r
        dom = domain or r.choice(["example.org", "example.com", "example.net",
                                  "mail.example.com", "example.org"])
        g, s = slug(p.first()), slug(p.surname.split()[-1])
        form = r.choice(["{g}.{s}", "{g}{s}{n}", "{gi}{s}", "{s}.{g}{n}", "{g}_{s}"])
        return form.format(g=g, s=s, gi=g[:1], n=r.randint(1, 99)) + "@" + dom

    def staff_email(self, p, org_slug=None):
        dom = "%s.example.%s" % (org_slug, self.ch("org", "net")) if org_slug else \
            self.ch("example.org", "example.net")
        return P("EMAIL", "%s.%s@%s" % (slug(p.first()), slug(p.surname.split()[-1]), dom))

    def org_email(self, name, local=None):
        sl = slug(name)[:18]
        local = local or self.ch("reception", "admin", "referrals", "enquiries", "team")
        return P("EMAIL", "%s@%s.example.%s" % (local, sl, self.ch("org", "net", "com")))

    def org_url(self, name, path=None):
        sl = slug(name)[:20]
        url = self.ch("www.%s.example.org", "https://www.%s.example.org", "%s.example.net",
                      "https://%s.example.com") % sl
        if path:
            url += "/" + path
        return P("URL", url)

    def ip(self):
        r = self.r
        k = r.randint(0, 2)
        if k == 0:
            v = "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
        elif k == 1:
            v = "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))
        else:
            v = "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))
        return P("IPADDR", v)

    def username(self, p):
        r = self.r
        g, s = slug(p.first()), slug(p.surname.split()[-1])
        v = r.choice(["{gi}{s}", "{g}.{s}", "{s}{gi}{n}", "{g}{n}", "{gi}{s}{n}"]).format(
            g=g, s=s, gi=g[:1], n=r.randint(1, 99))
        return P("USERNAME", v)

    # ----------------------------------------------------------------- misc
    def profession(self):
        r = self.r
        extra = PROFESSIONS.get(self.code, [])
        return r.choice(PROFESSIONS["all"] + extra * 3)

    def job_phrase(self, prof=None, who=None):
        who = who or self.pt
        prof = prof or who.profession
        art = "an" if prof[0].lower() in "aeiou" else "a"
        x = P("PROFESSION", prof)
        opts = ["works as %s %s" % (art, x), "is %s %s" % (art, x),
                "is employed as %s %s" % (art, x),
                "has worked as %s %s for %d years" % (art, x, self.r.randint(2, max(2, min(30, (who.age or 30) - 17)))),
                "is currently off sick from %s job as %s %s" % (self.his(who), art, x)]
        if who.age and who.age >= 60:
            opts += ["is a retired %s" % x, "is a retired %s" % x, "used to work as %s %s" % (art, x)]
        return self.r.choice(opts)

    def drugs(self, n):
        return self.r.sample(DRUGS, n)

    def eponym(self):
        return self.r.choice(EPONYMS)

    def scale(self):
        return self.r.choice(SCALES)

    def obs(self):
        r = self.r
        return "BP %d/%d, HR %d, RR %d, SpO2 %d%% RA, T %.1f" % (
            r.randint(104, 168), r.randint(58, 98), r.randint(54, 112), r.randint(12, 24),
            r.randint(92, 100), r.uniform(35.9, 38.6))

    def idnum(self, prefix=None):
        r = self.r
        pre = prefix or r.choice(["REF", "CASE", "SR", "R", ""])
        v = "%s%s%s" % (pre, "-" if pre and r.random() < 0.6 else "", D(r, r.randint(5, 8), True))
        if r.random() < 0.3:
            v = "%s/%s" % (v, str(self.today.year)[2:])
        return P("IDNUM", v)

    def acct(self, prefix=None):
        r = self.r
        pre = prefix or r.choice(["ENC", "V", "ACC", "", "INV"])
        v = "%s%s%s" % (pre, "-" if pre else "", D(r, r.randint(6, 9), True))
        return P("ACCOUNT", v)

    def device_serial(self, kind=None):
        r = self.r
        fmts = ["SN%s" % D(r, 8), "%s%s-%s" % (L(r, 3), D(r, 4), D(r, 4)),
                "%s%s%s" % (L(r, 2), D(r, 6), L(r, 1)), D(r, 11, True),
                "%s-%s" % (L(r, 4), D(r, 6))]
        return P("DEVICE", r.choice(fmts))

    def sex_word(self, p=None):
        p = p or self.pt
        return "male" if p.sex == "m" else "female"

    def he(self, p=None):
        return "he" if (p or self.pt).sex == "m" else "she"

    def his(self, p=None):
        return "his" if (p or self.pt).sex == "m" else "her"

    def him(self, p=None):
        return "him" if (p or self.pt).sex == "m" else "her"

    def He(self, p=None):
        return self.he(p).capitalize()

    def His(self, p=None):
        return self.his(p).capitalize()
