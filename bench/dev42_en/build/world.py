"""Locale-aware generators of invented people, places, identifiers and dates."""

import datetime as dt
import re
import unicodedata

import pools
from markup import P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _split(s):
    return [w.replace("_", " ") for w in s.split()]


GIVEN = {o: (_split(m), _split(f)) for o, (m, f) in pools.GIVEN.items()}
SURN = {o: _split(s) for o, s in pools.SURNAMES.items()}


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def ascii_slug(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    s = s.replace("ł", "l").replace("Ł", "L").replace("ı", "i")
    return re.sub(r"[^a-z0-9]", "", s.lower())


class World:
    def __init__(self, rng, locale):
        self.r = rng
        self.loc = locale
        self.used_names = []
        self.home_state = None
        self._areas = {}
        self.town_state = {}
        self.town_zip = {}
        self.last_sector = None

    # ------------------------------------------------------------ basics
    def ch(self, seq):
        return self.r.choice(seq)

    def chance(self, p):
        return self.r.random() < p

    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def letters(self, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def weighted(self, pairs):
        tot = sum(w for _, w in pairs)
        x = self.r.uniform(0, tot)
        for v, w in pairs:
            x -= w
            if x <= 0:
                return v
        return pairs[-1][0]

    # ------------------------------------------------------------ people
    def person(self, sex=None, origin=None, avoid=()):
        if sex is None:
            sex = self.ch("MF")
        for _ in range(50):
            o = origin or self.weighted(pools.ORIGIN_WEIGHTS[self.loc])
            males, females = GIVEN[o]
            given = self.ch(males if sex == "M" else females)
            so = o if self.chance(0.8) else self.weighted(pools.ORIGIN_WEIGHTS[self.loc])
            surname = self.ch(SURN[so])
            if surname in avoid or given in avoid or surname in self.used_names:
                continue
            break
        self.used_names.append(surname)
        mo = o if self.chance(0.7) else self.weighted(pools.ORIGIN_WEIGHTS[self.loc])
        mm, mf = GIVEN[mo]
        middle = self.ch(mm if sex == "M" else mf)
        if middle == given or " " in middle:
            middle = ""
        return {"given": given, "surname": surname, "middle": middle, "sex": sex, "origin": o}

    # ------------------------------------------------------------ dates
    def date_between(self, a, b):
        days = (b - a).days
        return a + dt.timedelta(days=self.r.randint(0, max(days, 0)))

    def fmt_date(self, d, style=None):
        L = self.loc
        if style is None:
            style = self.date_style()
        if style == "num":
            if L == "US":
                return "%02d/%02d/%d" % (d.month, d.day, d.year)
            if L == "CA":
                return "%d-%02d-%02d" % (d.year, d.month, d.day)
            return "%02d/%02d/%d" % (d.day, d.month, d.year)
        if style == "num_short":
            if L == "US":
                return "%d/%d/%d" % (d.month, d.day, d.year)
            if L == "CA":
                return "%d/%02d/%02d" % (d.year, d.month, d.day)
            return "%d/%d/%d" % (d.day, d.month, d.year)
        if style == "num_yy":
            if L in ("US",):
                return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
            return "%d/%d/%02d" % (d.day, d.month, d.year % 100)
        if style == "iso":
            return "%d-%02d-%02d" % (d.year, d.month, d.day)
        if style == "dot":
            return "%02d.%02d.%d" % (d.day, d.month, d.year)
        if style == "long":
            if L in ("US", "CA"):
                return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
            return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
        if style == "ord":
            return "%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year)
        if style == "abbr":
            if L in ("US", "CA"):
                return "%s %d, %d" % (MON3[d.month - 1], d.day, d.year)
            return "%d %s %d" % (d.day, MON3[d.month - 1], d.year)
        if style == "dmon":
            return "%02d-%s-%d" % (d.day, MON3[d.month - 1], d.year)
        if style == "dmon_up":
            return "%02d-%s-%d" % (d.day, MON3[d.month - 1].upper(), d.year)
        if style == "wk_long":
            return "%s, %s" % (WEEKDAYS[d.weekday()], self.fmt_date(d, "long"))
        if style == "wk_short":
            if L in ("US", "CA"):
                return "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], d.month, d.day)
            return "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], d.day, d.month)
        if style == "my":
            return "%s %d" % (MONTHS[d.month - 1], d.year)
        if style == "my_num":
            return "%02d/%d" % (d.month, d.year)
        if style == "y":
            return str(d.year)
        if style == "dm":
            if L in ("US", "CA"):
                return "%s %d" % (MONTHS[d.month - 1], d.day)
            return "%d %s" % (d.day, MONTHS[d.month - 1])
        if style == "m":
            return MONTHS[d.month - 1]
        raise ValueError(style)

    def date_style(self):
        L = self.loc
        if L == "US":
            return self.weighted([("num", 50), ("long", 25), ("num_short", 10), ("abbr", 8), ("iso", 4), ("dmon_up", 3)])
        if L == "CA":
            return self.weighted([("num", 35), ("long", 30), ("abbr", 12), ("dmon", 10), ("iso", 5), ("dmon_up", 8)])
        return self.weighted([("num", 45), ("long", 25), ("ord", 10), ("abbr", 8), ("dot", 5), ("dmon", 7)])

    def D(self, d, style=None):
        return P("DATE", self.fmt_date(d, style))

    # ------------------------------------------------------------ phones
    def _area(self, key, options):
        if key not in self._areas:
            self._areas[key] = [self.ch(options), self.ch(options)]
        a = self._areas[key]
        return a[0] if self.chance(0.85) else a[1]

    def _nanp(self):
        L = self.loc
        hs = self.home_state[1] if self.home_state else None
        opts = NPA.get(hs) or (["617", "312", "415", "206", "303", "512", "614", "919", "503", "612"] if L == "US" else ["416", "604", "403", "514", "613"])
        npa = self._area("nanp", opts)
        line = "01%02d" % self.r.randint(0, 99)
        return npa, line

    def phone(self, kind="land"):
        L = self.loc
        r = self.r
        if L in ("US", "CA"):
            npa, line = self._nanp()
            f = self.ch(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "(%s) 555-%s"])
            s = f % (npa, line)
            if kind == "ext":
                s += self.ch([" ext. ", " x", " ext ", ", ext. "]) + str(r.randint(100, 9999))
            return s
        if L == "UK":
            if kind == "mobile":
                return self.ch(["07700 900%03d", "07700900%03d", "+44 7700 900%03d"]) % r.randint(0, 999)
            area = self._area("uk", ["01632 960%03d", "0113 496 0%03d", "0114 496 0%03d", "0115 496 0%03d",
                            "0116 496 0%03d", "0117 496 0%03d", "0118 496 0%03d", "0121 496 0%03d",
                            "0131 496 0%03d", "0141 496 0%03d", "0151 496 0%03d", "0161 496 0%03d",
                            "020 7946 0%03d", "028 9649 6%03d", "029 2018 0%03d", "0191 498 0%03d"])
            s = area % r.randint(0, 999)
            if kind == "ext":
                s += self.ch([" ext. ", " ext ", " x"]) + str(r.randint(1000, 7999))
            return s
        if L == "AU":
            if kind == "mobile":
                return self.ch(["0491 57%d %03d", "0491 57%d%03d", "+61 491 57%d %03d"]) % (r.randint(0, 9), r.randint(0, 999))
            s = self.ch(["(0%d) 5550 %04d", "(0%d) 7010 %04d", "0%d 5550 %04d", "0%d 7010 %04d"]) % (
                AU_AREA.get(self.home_state[1] if self.home_state else "", self.ch([2, 3, 7, 8])), r.randint(0, 9999))
            if kind == "ext":
                s += " ext " + str(r.randint(100, 999))
            return s
        if L == "NZ":
            if kind == "mobile":
                return self.ch(["021 555 0%03d", "027 555 0%03d", "022 555 0%03d"]) % r.randint(0, 999)
            s = self.ch(["(0%d) 555 0%03d", "0%d 555 0%03d", "+64 %d 555 0%03d"]) % (
                NZ_AREA.get(self.home_state[0] if self.home_state else "", 9), r.randint(0, 999))
            if kind == "ext":
                s += " ext " + str(r.randint(1000, 9999))
            return s
        if L == "IE":
            if kind == "mobile":
                return self.ch(["087 555 0%03d", "086 555 0%03d", "085 555 0%03d", "+353 87 555 0%03d"]) % r.randint(0, 999)
            s = self.ch(["(0%s) 555 0%03d", "0%s 555 0%03d", "+353 %s 555 0%03d"]) % (
                self._area("ie", ["1", "21", "61", "91", "51", "71", "66", "44", "57"]), r.randint(0, 999))
            if kind == "ext":
                s += " ext. " + str(r.randint(100, 9999))
            return s
        raise ValueError(L)

    def pager(self):
        return self.ch(["%d-%04d", "%d%04d", "#%d%03d"]) % (self.r.randint(1, 9), self.r.randint(0, 9999)) \
            if self.chance(0.7) else str(self.r.randint(1000, 9999))

    # ------------------------------------------------------------ addresses
    def town(self):
        return self.ch(pools.TOWNS[self.loc])

    def state(self):
        if self.home_state and self.chance(0.95):
            return self.home_state
        return self.ch(pools.STATES[self.loc])

    def postcode(self, state_abbr=None):
        L, r = self.loc, self.r
        if L == "US":
            pre = US_ZIP.get(state_abbr)
            z = ("%02d%03d" % (self.ch(pre), r.randint(0, 999))) if pre else "%05d" % r.randint(1001, 99950)
            if self.chance(0.15):
                z += "-%04d" % r.randint(0, 9999)
            return z
        if L == "CA":
            first = self.ch(pools.CA_POSTAL_FIRST.get(state_abbr or "ON", "K"))
            al = "ABCEGHJKLMNPRSTVWXYZ"
            return "%s%d%s %d%s%d" % (first, r.randint(0, 9), self.ch(al), r.randint(0, 9), self.ch(al), r.randint(0, 9))
        if L == "UK":
            area = self.letters(self.ch([1, 2]), "ABCDEGHKLMNPRSTWY")
            return "%s%d %d%s" % (area, r.randint(1, 29), r.randint(0, 9), self.letters(2, "ABDEFGHJLNPQRSTUWXYZ"))
        if L == "AU":
            pre = pools.AU_POST_PREFIX.get(state_abbr or "NSW", "2")
            return pre + self.digits(4 - len(pre))
        if L == "NZ":
            return "%04d" % r.randint(110, 9893)
        if L == "IE":
            rk = self.ch(["A", "C", "D", "E", "F", "H", "K", "N", "P", "R", "T", "V", "W", "X", "Y"]) + self.digits(2)
            if rk.startswith("D") and self.chance(0.2):
                rk = "D6W"
            return rk + " " + "".join(self.ch("0123456789ACDEFHKNPRTVWXY") for _ in range(4))
        raise ValueError(L)

    def inst_street(self):
        L, r = self.loc, self.r
        nm = self.ch(pools.STREET_NAMES + pools.LOCAL_STREETS[L] * 3)
        ty = self.ch(pools.STREET_TYPES[L])
        n = r.randint(1, 2400 if L in ("US", "CA") else 400)
        s = "%d %s %s" % (n, nm, ty)
        if L in ("US", "CA") and self.chance(0.4):
            s += self.ch([", Suite %d" % r.randint(100, 950), " Suite %d" % r.randint(100, 950), ", Ste %d" % r.randint(100, 950), ", Floor %d" % r.randint(2, 12)])
        elif L in ("AU", "NZ") and self.chance(0.4):
            s = self.ch(["Suite %d, ", "Level %d, "]) % r.randint(1, 12) + s
        elif L in ("UK", "IE") and self.chance(0.15):
            s = self.ch(["%s House, " % self.ch(["Bevan", "Cavell", "Lister", "Seacole", "Nightingale", "Harvey"]), "Unit %d, " % r.randint(1, 20)]) + s
        return s

    def street(self):
        L, r = self.loc, self.r
        nm = self.ch(pools.STREET_NAMES + pools.LOCAL_STREETS[L] * 3)
        ty = self.ch(pools.STREET_TYPES[L])
        if L == "US":
            n = str(r.randint(10, 9899))
            pre = self.ch(["", "", "", "N ", "S ", "E ", "W ", "North ", "West "])
            s = "%s %s%s %s" % (n, pre, nm, ty)
            if self.chance(0.3):
                s += self.ch([", Apt %d%s", " Apt %d%s", ", Unit %d%s", " #%d%s"]) % (r.randint(1, 40), self.ch(["", "", "A", "B", "C"]))
            return s
        if L == "CA":
            s = "%d %s %s" % (r.randint(1, 4999), nm, ty)
            if self.chance(0.3):
                s = self.ch(["%d-%s" % (r.randint(101, 2405), s), s + ", Unit %d" % r.randint(1, 1200)])
            return s
        if L == "UK":
            s = "%d %s %s" % (r.randint(1, 220), nm, ty)
            if self.chance(0.2):
                s = self.ch(["Flat %d, " % r.randint(1, 30), "Flat %d%s, " % (r.randint(1, 9), self.ch("ABC"))]) + s
            elif self.chance(0.1):
                s = "%s Cottage, %s %s" % (self.ch(["Rose", "Ivy", "Mill", "Lark", "Wren", "Holly"]), nm, ty)
            return s
        if L == "AU":
            if self.chance(0.3):
                return "%s%d/%d %s %s" % (self.ch(["", "Unit "]), r.randint(1, 30), r.randint(1, 300), nm, ty)
            return "%d %s %s" % (r.randint(1, 400), nm, ty)
        if L == "NZ":
            return "%d%s %s %s" % (r.randint(1, 350), self.ch(["", "", "", "A", "B"]), nm, ty)
        if L == "IE":
            if self.chance(0.25):
                return "%d %s %s" % (r.randint(1, 120), self.ch(["Chapel", "Castle", "Abbey", "Mill", "Bridge", "Church"]),
                                     self.ch(["View", "Court", "Grove", "Lawns", "Heights"]))
            if self.chance(0.15):
                return "Apartment %d, %s House" % (r.randint(1, 60), self.ch(["Maltings", "Granary", "Tannery", "Mill"])[:])
            return "%d %s %s" % (r.randint(1, 160), nm, ty)
        raise ValueError(L)

    def address(self, inst=False):
        L = self.loc
        a = {"street": self.inst_street() if inst else self.street(), "town": self.town(), "state": None, "abbr": None,
             "county": None}
        if L in ("US", "CA", "AU", "NZ"):
            st = self.town_state.get(a["town"]) or self.state()
            self.town_state[a["town"]] = st
            a["state"], a["abbr"] = st
        if L in ("UK", "IE") and self.chance(0.6 if L == "IE" else 0.35):
            a["county"] = self.ch(pools.COUNTIES[L])
        if L in ("AU", "NZ", "US") and a["town"] in self.town_zip:
            a["zip"] = self.town_zip[a["town"]]
        else:
            a["zip"] = self.postcode(a["abbr"])
            self.town_zip[a["town"]] = a["zip"]
        a["country"] = self.ch(pools.HOME_COUNTRY[L])
        return a

    def addr_lines(self, a, one_line=False, country=False, use_abbr=None):
        """Return marked address, as list of lines or one line."""
        L = self.loc
        st = P("STREET", a["street"])
        town = P("CITY", a["town"])
        if use_abbr is None:
            use_abbr = self.chance(0.8)
        if L in ("US", "CA"):
            s = P("STATE", a["abbr"] if use_abbr else a["state"])
            last = "%s, %s %s" % (town, s, P("ZIP", a["zip"]))
            if L == "CA" and not one_line and self.chance(0.3):
                last = "%s %s  %s" % (town, s, P("ZIP", a["zip"]))
            lines = [st, last]
        elif L == "AU":
            s = P("STATE", a["abbr"] if use_abbr else a["state"])
            tn = a["town"].upper() if (not one_line and self.chance(0.4)) else a["town"]
            lines = [st, "%s %s %s" % (P("CITY", tn), s, P("ZIP", a["zip"]))]
        elif L == "NZ":
            lines = [st, town + " " + P("ZIP", a["zip"])]
            if self.chance(0.4):
                lines = [st, town, P("STATE", a["state"]) + " " + P("ZIP", a["zip"])]
        elif L == "UK":
            lines = [st, town]
            if a["county"]:
                lines.append(P("CITY", a["county"]))
            pc = P("ZIP", a["zip"])
            lines.append(pc)
        elif L == "IE":
            lines = [st, town]
            if a["county"]:
                lines.append(self.ch(["Co. ", "Co ", "County "]) + P("CITY", a["county"]))
            lines.append(P("ZIP", a["zip"]))
        else:
            raise ValueError(L)
        if country:
            lines.append(P("COUNTRY", a["country"]))
        if one_line:
            return ", ".join(lines)
        return lines

    # ------------------------------------------------------------ institutions
    def hospital(self, spec_key=None):
        L = self.loc
        if spec_key and L == "US" and spec_key in pools.SPECIALTY_SITES and self.chance(0.35):
            return "%s %s" % (self.hstem(), pools.SPECIALTY_SITES[spec_key])
        if L == "UK" and self.chance(0.15):
            return "%s %s" % (self.hstem(), "Hospital")
        return "%s %s" % (self.hstem(), self.ch(pools.HOSP_SUFFIX[L]))

    def hstem(self):
        return self.ch(pools.HOSP_STEMS + pools.LOCAL_HOSP_STEMS[self.loc] * 3)

    def trust(self):
        return "%s %s" % (self.hstem(), self.ch(pools.TRUST_SUFFIX))

    def practice(self):
        return "%s %s" % (self.pstem(), self.ch(pools.PRACTICE_SUFFIX[self.loc]))

    def pstem(self):
        return self.ch(pools.PRACTICE_STEMS + pools.LOCAL_PRACTICE_STEMS[self.loc] * 2)

    def employer(self):
        if self.chance(0.12):
            return self.ch(pools.COUNCILS).format(town=self.town())
        if self.chance(0.08):
            return self.ch(pools.SCHOOLS)
        return "%s %s" % (self.ch(pools.EMPLOYER_STEMS), self.ch(pools.EMPLOYER_SUFFIX))

    def job_and_employer(self):
        """An occupation with a plausible employer: (job, employer, employer PHI type)."""
        sector = self.ch(list(pools.SECTORS))
        jobs, suffixes = pools.SECTORS[sector]
        job = self.ch(jobs)
        self.last_sector = sector
        j, e, t = self._employer_for(sector, suffixes, job)
        if self.loc in ("US", "CA"):
            j = pools.PROFESSIONS_US.get(j, j)
        return j, e, t

    def _employer_for(self, sector, suffixes, job):
        if sector == "health":
            if "pharmac" in job and self.chance(0.6):
                return job, self.ch(pools.PHARMACIES), "HOSPITAL"
            if job in ("dentist", "dental nurse", "optician", "physiotherapist") and self.chance(0.7):
                return job, "%s %s" % (self.pstem(), self.ch({"dentist": ["Dental Practice", "Dental Care"], "dental nurse": ["Dental Practice", "Dental Surgery"],
                                                                              "optician": ["Opticians", "Eyecare"], "physiotherapist": ["Physiotherapy", "Physio Clinic"]}[job])), "HOSPITAL"
            return job, self.hospital(), "HOSPITAL"
        if sector == "care" and self.chance(0.4) and "care" in job:
            return job, self.ch(pools.CARE_HOMES), "HOSPITAL"
        if sector == "education":
            if job == "lecturer":
                return job, self.ch(pools.COLLEGES), "ORGANIZATION"
            return job, self.ch(pools.SCHOOLS), "ORGANIZATION"
        if sector == "public":
            if job == "soldier":
                return job, self.ch(["2nd Battalion, Calder Rifles", "Kingsmere Light Infantry", "Northmoor Yeomanry"]), "ORGANIZATION"
            e = self.ch(pools.PUBLIC_EMPLOYERS[:3] + pools.PUBLIC_EMPLOYERS[-1:]) if job in ("civil servant", "refuse collector", "groundskeeper") else \
                {"police officer": "{region} Police", "firefighter": "{region} Fire and Rescue Service"}[job]
            return job, e.format(town=self.town(), region=self.ch(pools.POLICE_REGIONS)).replace("City City", "City"), "ORGANIZATION"
        stem = self.ch(pools.EMPLOYER_STEMS)
        if sector == "services":
            suffixes = {"cleaner": ["Cleaning Services", "Facilities Management"], "housekeeper": ["Hotel", "Facilities Management"],
                        "security guard": ["Security Services"]}[job]
        return job, "%s %s" % (stem, self.ch(suffixes)), "ORGANIZATION"

    def profession(self):
        p = self.ch(pools.PROFESSIONS)
        if self.loc in ("US", "CA"):
            p = pools.PROFESSIONS_US.get(p, p)
        return p

    def slug(self, name):
        words = [w for w in re.split(r"[^A-Za-z']+", ascii_slug_keep(name)) if w]
        words = [w for w in words if w.lower() not in ("the", "of", "and", "s")]
        if len(words) > 2 and self.chance(0.6):
            return "".join(w[0] for w in words).lower()
        return ascii_slug("".join(words[:3]))

    def domain(self, name, kind="hosp"):
        L = self.loc
        sl = self.slug(name)
        if L == "UK":
            tld = self.ch([".nhs.uk", ".nhs.uk", ".co.uk"]) if kind in ("hosp", "gp") else ".co.uk"
        elif L == "US":
            tld = self.ch([".org", ".com", ".health"])
        elif L == "CA":
            tld = self.ch([".ca", ".%s.ca" % (self.home_state[1].lower() if self.home_state else "on"), ".org"])
        elif L == "AU":
            st = (self.home_state[1] if self.home_state else "nsw").lower()
            tld = self.ch([".com.au", ".org.au", ".health.%s.gov.au" % st]) if kind == "hosp" else ".com.au"
        elif L == "NZ":
            tld = self.ch([".co.nz", ".org.nz", ".health.nz"])
        else:
            tld = self.ch([".ie", ".com"])
        return sl + tld

    def email(self, person=None, domain=None, generic=None):
        if domain is None:
            domain = self.ch(["mailbox-example.com", "inboxmail.net", "freemail-example.org", "postbox.example.co"])
        if generic:
            local = generic
        else:
            g, s = ascii_slug(person["given"]), ascii_slug(person["surname"])
            local = self.ch(["%s.%s" % (g, s), "%s%s" % (g[0], s), "%s.%s%d" % (g, s, self.r.randint(1, 99)),
                             "%s_%s" % (s, g[0]), "%s%d" % (g, self.r.randint(10, 1999))])
        return "%s@%s" % (local, domain)

    def url(self, domain, kind="hosp"):
        paths = {"hosp": ["", "", "/patients", "/portal", "/referrals", "/outpatients", "/myhealth/login", "/contact"],
                 "ins": ["", "/claims", "/provider-upload", "/claims/forms", "/secure/upload"],
                 "oh": ["", "/reports", "/portal/login", "/managers"]}[kind]
        path = self.ch(paths)
        pre = self.ch(["www.", "https://www.", "https://", "http://www.", "portal."])
        return pre + domain + path

    def ip(self):
        r = self.r
        return self.ch(["10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254)),
                        "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254)),
                        "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254)),
                        "192.0.2.%d" % r.randint(1, 254), "198.51.100.%d" % r.randint(1, 254),
                        "203.0.113.%d" % r.randint(1, 254)])

    def username(self, person=None):
        if person is None:
            return self.ch(pools.USERNAME_STEMS) + str(self.r.randint(1, 99))
        g, s = ascii_slug(person["given"]), ascii_slug(person["surname"])
        return self.ch(["%s%s" % (g[0], s[:7]), "%s.%s" % (g, s), "%s%s%d" % (g[0], s[:6], self.r.randint(1, 9)),
                        "%s%s" % (s[:5], g[:2]), "%s%s" % (g[0].upper(), s[:7].upper())])

    # ------------------------------------------------------------ identifiers
    def nhs_number(self):
        # 10 digits whose mod-11 check digit is deliberately wrong (never issued)
        while True:
            d = [self.r.randint(0, 9) for _ in range(9)]
            d[0] = self.r.randint(4, 7)
            s = sum(x * (10 - i) for i, x in enumerate(d))
            chk = 11 - s % 11
            if chk == 11:
                chk = 0
            if chk == 10:
                last = self.r.randint(0, 9)
            else:
                last = (chk + self.r.randint(1, 9)) % 10
            n = "".join(map(str, d)) + str(last)
            return self.ch(["%s %s %s" % (n[:3], n[3:6], n[6:]), "%s %s %s" % (n[:3], n[3:6], n[6:]), n, "%s-%s-%s" % (n[:3], n[3:6], n[6:])])

    def chi_number(self, dob):
        return "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100, self.digits(4))

    def mrn(self):
        L = self.loc
        if L == "US":
            return self.ch(["%08d" % self.r.randint(0, 99999999), "E%07d" % self.r.randint(0, 9999999),
                            "%s-%s" % (self.digits(4), self.digits(4)), "MR%s" % self.digits(7), self.digits(9)])
        if L == "UK":
            return self.ch(["%s%s" % (self.letters(1), self.digits(6)), "RX%s" % self.digits(7),
                            "%s%s%s" % (self.letters(1), self.digits(7), self.letters(1)), "H%s" % self.digits(6),
                            self.digits(8)])
        if L == "CA":
            return self.ch(["M%s" % self.digits(7), self.digits(7), "%s-%s" % (self.digits(3), self.digits(4)),
                            "CR%s" % self.digits(6)])
        if L == "AU":
            return self.ch([self.digits(7), "%s%s" % (self.ch(["0", "1"]), self.digits(6)), "MRN%s" % self.digits(6),
                            self.digits(8)])
        if L == "NZ":
            # NHI-style, Z-prefixed (reserved for test records)
            return "Z" + self.letters(2, "ABCDEFGHJKLMNPQRSTUVWXY") + self.digits(4)
        if L == "IE":
            return self.ch([self.digits(7), "%s%s" % (self.letters(1), self.digits(6)), "%s/%s" % (self.digits(2), self.digits(5))])
        raise ValueError(L)

    def natid(self):
        """SSN-type national number, with deliberately invalid structure/check."""
        L = self.loc
        if L == "US":
            return "%d%s-%s-%s" % (9, self.digits(2), self.digits(2), self.digits(4))
        if L == "UK":
            pre = self.ch(["QQ", "QQ", self.letters(1, "ABCEGHJKLMNPRSTWXYZ") + "O"])
            return self.ch(["%s %s %s %s %s", "%s%s%s%s%s"]) % (pre, self.digits(2), self.digits(2), self.digits(2), self.ch("ABCD"))
        if L == "CA":
            while True:
                d = self.digits(9)
                if not luhn_ok(d):
                    break
            return self.ch(["%s %s %s", "%s-%s-%s"]) % (d[:3], d[3:6], d[6:])
        if L == "AU":
            return "%s %s %s" % (self.digits(3), self.digits(3), self.digits(3))
        if L == "NZ":
            return "%s-%s-%s" % (self.digits(3), self.digits(3), self.digits(3))
        if L == "IE":
            return self.digits(7) + self.ch("ABCDEFGHJKLMNPQRSTUVWX") + self.ch(["", "", "A", "W"])
        raise ValueError(L)

    def natid_label(self):
        return {"US": self.ch(["SSN", "SSN", "Social Security No.", "SS#"]),
                "UK": self.ch(["NI No", "NI number", "National Insurance No."]),
                "CA": self.ch(["SIN", "Social Insurance Number"]),
                "AU": self.ch(["TFN", "Tax File Number"]),
                "NZ": self.ch(["IRD number", "IRD No."]),
                "IE": self.ch(["PPSN", "PPS No.", "PPS number"])}[self.loc]

    def healthplan(self):
        L = self.loc
        if L == "US":
            return self.ch(["%s%s" % (self.letters(3), self.digits(9)), "W%s" % self.digits(9),
                            "%s%s-%s" % (self.letters(2), self.digits(6), self.digits(2)), self.digits(11)])
        if L == "CA":
            d = self.digits(10)
            return self.ch(["%s-%s-%s-%s" % (d[:4], d[4:7], d[7:], self.letters(2)), "%s %s %s" % (d[:4], d[4:7], d[7:]), d])
        if L == "AU":
            d = self.digits(10)
            d = str(self.r.randint(2, 6)) + d[1:]
            return self.ch(["%s %s %s" % (d[:4], d[4:9], d[9]), d, "%s %s %s-%d" % (d[:4], d[4:9], d[9], self.r.randint(1, 5))])
        if L == "IE":
            return self.ch(["%s%s" % (self.digits(7), self.letters(1)), "GMS %s" % self.digits(6), self.digits(8)])
        if L == "NZ":
            return "%s%s" % (self.letters(3), self.digits(7))
        return self.ch(["%s%s" % (self.letters(2), self.digits(8)), "%s/%s" % (self.digits(6), self.digits(2)), "HB%s" % self.digits(7)])

    def group_no(self):
        return self.ch(["%s" % self.digits(6), "GRP-%s" % self.digits(5), "%s%s" % (self.letters(2), self.digits(5))])

    def policy_no(self):
        return self.ch(["%s-%s" % (self.letters(3), self.digits(7)), "%s%s" % (self.letters(2), self.digits(8)),
                        "POL%s" % self.digits(8), "%s/%s/%s" % (self.digits(2), self.digits(6), self.letters(1))])

    def account(self):
        return self.ch(["%s" % self.digits(10), "%s-%s" % (self.digits(4), self.digits(4)), "V%s" % self.digits(8),
                        "ENC%s" % self.digits(7), "%s%s" % (self.letters(2), self.digits(8)), self.digits(12)])

    def claim_no(self):
        return self.ch(["CL-%s-%s" % (self.digits(4), self.digits(5)), "%s%s" % (self.letters(3), self.digits(7)),
                        "%s/%s" % (self.digits(6), self.digits(4)), "C%s" % self.digits(9), "%s-%s" % (self.digits(2), self.digits(6))])

    def court_claim(self):
        L = self.loc
        if L == "UK":
            return self.ch(["%s%s%s" % (self.digits(1), self.letters(2), self.digits(5)), "%s%s%s" % (self.letters(1), self.digits(2), self.letters(2) + self.digits(3)),
                            "QB-20%s-%s" % (self.digits(2), self.digits(6))])
        if L == "IE":
            return "20%s/%s P" % (self.digits(2), self.digits(5))
        if L == "AU":
            return "%s/20%s" % (self.digits(5), self.digits(2))
        if L == "NZ":
            return "CIV-20%s-%s-%s" % (self.digits(2), self.digits(3), self.digits(6))
        if L == "CA":
            return "CV-%s-%s-00" % (self.digits(2), self.digits(6))
        return "%s-CV-%s" % (self.digits(2), self.digits(5))

    def accession(self):
        yy = "%02d" % self.r.randint(19, 26)
        return self.ch(["S%s-%s" % (yy, self.digits(5)), "H%s/%s" % (yy, self.digits(5)), "%s%s" % (self.letters(2), self.digits(8)),
                        "RAD%s" % self.digits(8), "CT%s" % self.digits(7), "%s-%s-%s" % (self.letters(1), yy, self.digits(6)),
                        "ACC%s" % self.digits(9), "%s%s" % (self.digits(2), self.letters(1) + self.digits(6))])

    def order_no(self):
        return self.ch(["ORD-%s" % self.digits(7), "%s" % self.digits(9), "RQ%s" % self.digits(6), "%s-%s" % (self.digits(5), self.digits(3))])

    def ubrn(self):
        return "%s %s %s" % (self.digits(4), self.digits(4), self.digits(4))

    def ref(self):
        return self.ch(["%s/%s" % (self.letters(3), self.digits(5)), "%s-%s" % (self.letters(2), self.digits(6)),
                        "%s%s" % (self.digits(2), self.letters(1) + self.digits(4)), "REF%s" % self.digits(6)])

    def license(self):
        L = self.loc
        if L == "US":
            return self.ch(["%s%s" % (self.letters(1), self.digits(5)), "MD.%s" % self.digits(6), "%s-%s" % (self.letters(2), self.digits(6)), self.digits(8)])
        if L == "UK":
            return self.digits(7)
        if L == "CA":
            return self.digits(5)
        if L == "AU":
            return "MED000" + self.digits(7)
        if L == "NZ":
            return self.digits(5)
        if L == "IE":
            return self.digits(6)
        raise ValueError(L)

    def license_label(self):
        return {"US": self.ch(["License #", "Lic.", "State License No."]),
                "UK": self.ch(["GMC", "GMC No.", "GMC Number:", "GMC no"]),
                "CA": self.ch(["CPSO #", "CPSO No.", "CPSBC #", "CPSA Reg."]),
                "AU": self.ch(["AHPRA", "AHPRA Reg.", "AHPRA No."]),
                "NZ": self.ch(["MCNZ", "MCNZ No.", "MCNZ Reg."]),
                "IE": self.ch(["MCRN", "IMC No.", "IMC Reg. No."])}[self.loc]

    def npi(self):
        while True:
            d = self.ch("12") + self.digits(9)
            if not luhn_ok("80840" + d):
                return d

    def dea(self):
        while True:
            d = self.digits(7)
            c = (int(d[0]) + int(d[2]) + int(d[4]) + 2 * (int(d[1]) + int(d[3]) + int(d[5]))) % 10
            if c != int(d[6]):
                return self.ch("ABFM") + self.letters(1, "ABCDEFGHJKLMNOPRSTWY") + d

    def provider_no_au(self):
        return "%s%s" % (self.digits(6), self.letters(2, "ABCDEFGHJKLMNPQRTUWXY"))

    def nmc_pin(self):
        return "%s%s%s%s" % (self.digits(2), self.letters(1), self.digits(4), self.letters(1))

    def driver_licence(self):
        L = self.loc
        if L == "UK":
            return "%s%s%s%s" % (self.letters(5), self.digits(6), self.letters(2), self.digits(2) + self.letters(1))
        if L == "US":
            return "%s%s" % (self.letters(1), self.digits(7))
        if L == "CA":
            return "%s%s-%s-%s" % (self.letters(1), self.digits(4), self.digits(5), self.digits(5))
        if L == "IE":
            return self.digits(9)
        return self.digits(8)

    def device_serial(self):
        return self.ch(["%s%s" % (self.letters(3), self.digits(6)), "%s%s%s" % (self.letters(2), self.digits(7), self.letters(1)),
                        "%s-%s" % (self.digits(4), self.digits(5)), "%s%s" % (self.letters(1), self.digits(9)),
                        "%s%sH" % (self.letters(2), self.digits(6))])

    def plate(self):
        L = self.loc
        if L == "UK":
            return "%s%02d %s" % (self.letters(2, "ABCDEFGHKLMNOPRSVWY"), self.r.choice([15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74]),
                                  self.letters(3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))
        if L == "IE":
            return "%s-%s-%s" % (self.ch(["151", "162", "181", "192", "201", "211", "222", "231", "241"]),
                                 self.ch(["D", "C", "G", "KY", "MO", "L", "WX", "TS", "KE", "MH"]), self.digits(self.ch([3, 4, 5])))
        if L == "AU":
            return "%s%s%s" % (self.letters(2), self.digits(2), self.letters(2))
        if L == "NZ":
            return "%s%s" % (self.letters(3), self.digits(3))
        if L == "CA":
            return "%s %s" % (self.letters(4), self.digits(3))
        return "%d%s%s" % (self.r.randint(1, 9), self.letters(3), self.digits(3))

    def vin(self):
        return "".join(self.ch("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))

    def bioid(self, kind=None):
        if kind == "palm":
            return self.ch(["PV-%s-%s" % (self.digits(3), self.digits(4)), "PV%s" % self.digits(8)])
        return self.ch(["FP-%s" % self.digits(5), "BIO%s" % self.digits(7), "%s-%s" % (self.letters(2), self.digits(6)),
                        "TPL%s" % self.digits(6), "PV-%s-%s" % (self.digits(3), self.digits(4))])


def ascii_slug_keep(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def luhn_ok(d):
    tot = 0
    for i, c in enumerate(reversed(d)):
        x = int(c)
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


US_ZIP = {"OH": [43, 44, 45], "MI": [48, 49], "MA": [1, 2], "IL": [60, 61, 62], "OR": [97], "CO": [80, 81],
          "TX": [75, 76, 77, 78, 79], "MN": [55, 56], "NC": [27, 28], "WA": [98, 99], "PA": [15, 16, 17, 18, 19],
          "WI": [53, 54], "GA": [30, 31], "AZ": [85, 86], "VA": [22, 23, 24], "TN": [37, 38], "NY": [10, 11, 12, 13, 14],
          "CA": [90, 91, 92, 93, 94, 95, 96], "FL": [32, 33, 34], "KY": [40, 41, 42], "IA": [50, 51, 52], "MD": [20, 21],
          "MO": [63, 64, 65]}
AU_AREA = {"NSW": 2, "ACT": 2, "VIC": 3, "TAS": 3, "QLD": 7, "SA": 8, "WA": 8, "NT": 8}
NZ_AREA = {"Northland": 9, "Waikato": 7, "Bay of Plenty": 7, "Hawke's Bay": 6, "Taranaki": 6, "Manawatū-Whanganui": 6,
           "Wellington": 4, "Canterbury": 3, "Otago": 3, "Southland": 3}
NPA = {"OH": ["216", "614", "513"], "MI": ["734", "616", "313"], "MA": ["617", "508"], "IL": ["312", "217"],
       "OR": ["503", "541"], "CO": ["303", "719"], "TX": ["512", "214", "713"], "MN": ["612", "651"], "NC": ["919", "704"],
       "WA": ["206", "509"], "PA": ["215", "412"], "WI": ["414", "608"], "GA": ["404", "706"], "AZ": ["602", "520"],
       "VA": ["804", "703"], "TN": ["615", "901"], "NY": ["212", "518", "716"], "CA": ["415", "213", "916"],
       "FL": ["305", "407"], "KY": ["502", "859"], "IA": ["515", "319"], "MD": ["410", "301"], "MO": ["314", "816"],
       "ON": ["416", "613", "905", "519"], "BC": ["604", "250"], "AB": ["403", "780"], "QC": ["514", "418"],
       "MB": ["204"], "SK": ["306"], "NS": ["902"], "NB": ["506"], "NL": ["709"]}
