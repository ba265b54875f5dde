"""Per-note case: patient, relatives, staff, addresses and dates (dev259_en)."""
import datetime

import phi
from phi import Phi
import pools_people as PP
import pools_places as PL

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


CREDS = {
    "doctor": {"US": ["MD", "DO", "MD, FAWM", "MD, DiMM"], "CA": ["MD", "MD CCFP", "MD, CCFP(EM)"],
               "UK": ["MBChB", "MBChB MRCGP", "FRCEM", "MBBS DiMM", "MB BCh"],
               "NZ": ["MBChB", "MBChB FACEM", "FRNZCGP", "MBChB DiMM"], "NP": ["MBBS", "MBBS, MD", "MD"],
               "AU": ["MBBS", "MBBS FACEM", "FACRRM"]},
    "nurse": {"US": ["RN", "RN, BSN", "NP", "FNP-C"], "CA": ["RN", "NP", "RN(EC)", "LPN"],
              "UK": ["RGN", "RN", "ANP", "Staff Nurse"], "NZ": ["RN", "NP", "RN PGDip"],
              "NP": ["Staff Nurse", "ANM", "RN"], "AU": ["RN", "CNC", "RAN"]},
    "paramedic": ["Paramedic", "EMT-P", "CCP", "HEMS Paramedic", "AEMT", "ICP", "NREMT-P"],
    "patroller": ["OEC Tech", "Patroller", "Sr Patroller", "Patrol Director", "OEC Instructor", "WFR"],
    "sar": ["SAR Tech", "Team Leader", "Party Leader", "Team Medic", "Casualty Carer", "WEMT"],
    "pilot": ["Pilot", "Captain", "HEMS pilot"],
    "crew": ["Winch Operator", "Crewman", "Aircrew Paramedic", "Flight Nurse"],
    "dispatcher": ["Dispatcher", "Controller", "Duty Officer", "Coordinator"],
    "case_manager": ["Case Manager", "Medical Assistance Coordinator", "Claims Handler",
                     "Senior Case Manager"],
    "clerk": ["Admin", "Unit Clerk", "Medical Secretary", "Ward Clerk", "Transcriptionist"],
}


class Person:
    def __init__(self, first, middle, last, sex, origin, role=None, cred=None):
        self.first, self.middle, self.last = first, middle, last
        self.sex, self.origin, self.role, self.cred = sex, origin, role, cred
        self.nick = PP.NICK.get(first)
        self.uname = None

    def title(self, uk_style, rng):
        if self.role == "doctor":
            return "Dr" if uk_style else "Dr."
        if self.sex == "M":
            t = "Mr"
        else:
            t = rng.choice(["Ms", "Ms", "Mrs", "Miss"])
        if rng.random() < 0.04:
            t = "Mx"
        return t if uk_style else t + "."


def nm(p, typ, style):
    """Render a name as a list of text/Phi pieces."""
    f, m, l = p.first, p.middle, p.last
    if style == "fl":
        return [Phi("%s %s" % (f, l), typ)]
    if style == "fml":
        return [Phi("%s %s. %s" % (f, m[0], l) if m else "%s %s" % (f, l), typ)]
    if style == "fmfull":
        return [Phi("%s %s %s" % (f, m, l) if m else "%s %s" % (f, l), typ)]
    if style == "lf":
        return [Phi("%s, %s" % (l, f), typ)]
    if style == "LF":
        s = "%s, %s" % (l.upper(), f.upper())
        if m:
            s += " " + m[0].upper()
        return [Phi(s, typ)]
    if style == "LF_plain":
        return [Phi("%s %s" % (l.upper(), f), typ)]
    if style == "il":
        return [Phi("%s. %s" % (f[0], l), typ)]
    if style == "il2":
        return [Phi("%s %s" % (f[0], l), typ)]
    if style == "f":
        return [Phi(f, typ)]
    if style == "l":
        return [Phi(l, typ)]
    if style == "L":
        return [Phi(l.upper(), typ)]
    if style == "ini":
        return [Phi("%s.%s." % (f[0], l[0]), typ)]
    if style == "ini2":
        return [Phi("%s%s" % (f[0], l[0]), typ)]
    if style == "inil":
        return [Phi(("%s%s" % (f[0], l[0])).lower(), typ)]
    if style == "fi":
        return [Phi("%s %s." % (f, l[0]), typ)]
    if style == "nick":
        return [Phi(p.nick or f, typ)]
    raise ValueError(style)


class Case:
    def __init__(self, rng, country, lower, genre, home_country=None):
        self.rng = rng
        self.country = country
        self.lower = lower
        self.genre = genre
        self.us = country == "US"
        self.uk_style = country in ("UK", "NZ", "AU", "NP")
        self._used = set()
        self.ds = rng.choice(phi.US_STYLES if country in ("US",) else phi.INTL_STYLES +
                             (["us_slash"] if country == "CA" else []))
        if country == "CA" and rng.random() < 0.4:
            self.ds = rng.choice(["iso", "dmy_mon", "month_d_y"])
        self.us_dates = country == "US" or self.ds in ("us_slash", "us_short")
        year = rng.randint(2016, 2024)
        self.t0 = datetime.date(year, 1, 1) + datetime.timedelta(days=rng.randint(0, 364))
        self.home_country = home_country or country
        self.pt = self.person(self.home_country)
        self.age = self._age()
        self.sex = self.pt.sex
        self.dob = self.t0 - datetime.timedelta(days=int(self.age * 365.25) + rng.randint(1, 360))
        self.home = self.address(self.home_country)
        self.prof = rng.choice(PP.PROFESSIONS)

    # ------------------------------------------------------------ people
    def _age(self):
        r = self.rng.random()
        if r < 0.06:
            return self.rng.randint(8, 17)
        if r < 0.85:
            return self.rng.randint(18, 64)
        if r < 0.97:
            return self.rng.randint(65, 84)
        return self.rng.randint(85, 96)

    def person(self, country=None, sex=None, role=None, flat=False, origin=None):
        rng = self.rng
        country = country or self.country
        weights = PP.ORIGIN_WEIGHTS.get(country, PP.ORIGIN_WEIGHTS["UK"])
        origins = sorted(weights)
        if origin:
            weights = {origin: 1}
            origins = [origin]
        elif flat:
            origin = rng.choice(origins)
        else:
            origin = rng.choices(origins, weights=[weights[o] for o in origins])[0]
        for _ in range(50):
            s = sex or rng.choice("MF")
            first = rng.choice(PP.FIRST[origin][s])
            last_origin = origin if rng.random() < 0.85 else rng.choice(origins)
            last = rng.choice(PP.LAST[last_origin])
            if (first, last) not in self._used and last not in [x[1] for x in self._used]:
                break
        self._used.add((first, last))
        middle = None
        if rng.random() < 0.4:
            middle = rng.choice(PP.FIRST[rng.choice(origins)][s])
        cred = None
        if role:
            table = CREDS[role]
            if isinstance(table, dict):
                table = table.get(self.country, table.get("US"))
            cred = rng.choice(table)
        return Person(first, middle, last, s, origin, role, cred)

    def staff(self, role, country=None):
        return self.person(country or self.country, role=role, flat=True)

    def family(self, rel=None):
        rng = self.rng
        if rel is None:
            rel, sx = rng.choice(PP.RELATIONS)
        else:
            sx = dict(PP.RELATIONS).get(rel)
        p = self.person(self.home_country, sex=sx)
        if rel in ("wife", "husband", "mother", "father", "daughter", "son", "sister", "brother") \
                and rng.random() < 0.6:
            p.last = self.pt.last
        p.rel = rel
        return p

    # ------------------------------------------------------------ PHI helpers
    _SWAP_US = {"dm": "md", "wk_dm": "wk_md", "uk_short": "us_short"}
    _SWAP_INTL = {"md": "dm", "wk_md": "wk_dm", "us_short": "uk_short"}

    def date(self, delta=0, style=None):
        """A date relative to the index date; short day/month forms follow the note's convention."""
        d = self.t0 + datetime.timedelta(days=delta)
        style = style or self.ds
        style = (self._SWAP_US if self.us_dates else self._SWAP_INTL).get(style, style)
        return Phi(phi.fmt_date(d, style), "DATE")

    def d(self, delta=0):
        return self.t0 + datetime.timedelta(days=delta)

    def dob_phi(self, style=None):
        return Phi(phi.fmt_date(self.dob, style or self.ds), "DATE")

    def age_phi(self, words_ok=False):
        if words_ok and self.rng.random() < 0.3:
            return Phi(words(self.age), "AGE")
        return Phi(str(self.age), "AGE")

    def sexc(self):
        return self.sex

    def ptname(self, style):
        return nm(self.pt, "PATIENT", style)

    def title_last(self, p=None, typ="PATIENT"):
        p = p or self.pt
        return [p.title(self.uk_style, self.rng) + " ", Phi(p.last, typ)]

    def dr(self, p, style=None):
        """Clinician reference in varied surface forms."""
        rng = self.rng
        style = style or rng.choice(["dr_l", "dr_fl", "fl_cred", "il_cred", "fl", "dr_il"])
        t = "Dr" if self.uk_style else "Dr."
        if style == "dr_l":
            return [t + " ", Phi(p.last, "DOCTOR")]
        if style == "dr_fl":
            return [t + " ", Phi("%s %s" % (p.first, p.last), "DOCTOR")]
        if style == "dr_il":
            return [t + " ", Phi("%s. %s" % (p.first[0], p.last), "DOCTOR")]
        if style == "fl_cred":
            return [Phi("%s %s" % (p.first, p.last), "DOCTOR"), ", " + (p.cred or "MD")]
        if style == "il_cred":
            return [Phi("%s. %s" % (p.first[0], p.last), "DOCTOR"), " " + (p.cred or "RN")]
        if style == "fl":
            return [Phi("%s %s" % (p.first, p.last), "DOCTOR")]
        if style == "il2":
            return [Phi("%s %s" % (p.first[0], p.last), "DOCTOR")]
        if style == "fi":
            return [Phi("%s %s." % (p.first, p.last[0]), "DOCTOR")]
        if style == "l":
            return [Phi(p.last, "DOCTOR")]
        if style == "f":
            return [Phi(p.first, "DOCTOR")]
        if style == "LF":
            return [Phi("%s, %s" % (p.last.upper(), p.first.upper()), "DOCTOR")]
        if style == "ini":
            return [Phi(("%s%s" % (p.first[0], p.last[0])).lower(), "DOCTOR")]
        raise ValueError(style)

    def uname(self, p):
        if p.uname is None:
            p.uname = phi.username(self.rng, p.first, p.last)
        return Phi(p.uname, "USERNAME")

    # ------------------------------------------------------------ addresses
    def zipcode(self, country):
        rng = self.rng
        if country == "US":
            z = "%d%s" % (rng.randint(5, 9), phi.digits(rng, 4))
            return z + ("-" + phi.digits(rng, 4) if rng.random() < 0.15 else "")
        if country == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            return "%s%d%s %d%s%d" % (rng.choice("VTXYR"), rng.randint(0, 9), rng.choice(L),
                                      rng.randint(0, 9), rng.choice(L), rng.randint(0, 9))
        if country == "UK":
            return "%s%d %d%s" % (rng.choice(["IV", "LA", "CA", "PH", "LL", "FK", "PA", "DL", "SK"]),
                                  rng.randint(1, 40), rng.randint(0, 9), phi.letters(rng, 2).replace("I", "A"))
        if country == "NP":
            return "%d" % rng.randint(10000, 56999)
        return "%04d" % rng.randint(7000, 9899) if country == "NZ" else "%04d" % rng.randint(2600, 3999)

    def address(self, country):
        rng = self.rng
        a = {"country_code": country}
        num = rng.randint(1, 2400) if country in ("US", "CA") else rng.randint(1, 180)
        sname = rng.choice(PL.STREET_NAMES[country])
        stype = rng.choice(PL.STREET_TYPES[country])
        if country == "NP":
            street = "%s %s, Ward %d" % (sname, stype, rng.randint(1, 32))
        elif country == "CA" and rng.random() < 0.25:
            street = rng.choice(["Box %d", "House %d", "PO Box %d"]) % rng.randint(10, 999)
        elif rng.random() < 0.15:
            if country in ("US", "CA"):
                street = "%d %s %s, %s %d" % (num, sname, stype, rng.choice(["Apt", "Unit", "#"]),
                                              rng.randint(1, 40))
            else:
                street = "%s %d, %d %s %s" % (rng.choice(["Flat", "Unit"]), rng.randint(1, 12), num, sname, stype)
        else:
            street = "%d %s %s" % (num, sname, stype)
        if sname.startswith(("Ffordd", "Heol")):
            street = "%d %s" % (num, sname)
        a["street"] = street
        a["city"] = rng.choice(PL.invented_towns(country))
        st = rng.choice(PL.STATES[country])
        a["state"] = st[0]
        a["state_abbr"] = st[1]
        a["zip"] = self.zipcode(country)
        if country == "UK":
            a["country"] = rng.choice(["Scotland", "England", "Wales", "UK", "United Kingdom"])
        else:
            a["country"] = rng.choice(PL.COUNTRY_NAMES[country])
        return a

    def state_phi(self, a, abbr=None):
        country = a["country_code"]
        typ = "CITY" if country == "UK" else "STATE"  # UK counties are county-level -> CITY
        if abbr is None:
            abbr = a["state_abbr"] is not None and self.rng.random() < 0.7
        if abbr and a["state_abbr"]:
            return Phi(a["state_abbr"], typ)
        return Phi(a["state"], typ)

    def addr(self, a=None, multiline=False, with_country=None, sep=None):
        """Address as pieces: street, city, state/county, postcode (+ country)."""
        rng = self.rng
        a = a or self.home
        c = a["country_code"]
        nl = sep or ("\n" if multiline else ", ")
        out = [Phi(a["street"], "STREET"), nl, Phi(a["city"], "CITY")]
        if c in ("US", "CA", "AU"):
            out += [", " if not multiline else ", ", self.state_phi(a), "  " if c == "CA" and rng.random() < 0.3
                    else " ", Phi(a["zip"], "ZIP")]
        elif c == "UK":
            if rng.random() < 0.5:
                out += [nl, self.state_phi(a)]
            out += [nl, Phi(a["zip"], "ZIP")]
        elif c == "NZ":
            out += [" " if rng.random() < 0.5 else nl, Phi(a["zip"], "ZIP")]
        else:
            out += [" ", Phi(a["zip"], "ZIP"), ", ", self.state_phi(a)]
        if with_country is None:
            with_country = self.home_country != self.country or rng.random() < 0.2
        if with_country:
            out += [nl, Phi(a["country"], "COUNTRY")]
        return out

    def country_phi(self, code=None):
        code = code or self.home_country
        return Phi(self.rng.choice(PL.COUNTRY_NAMES[code]), "COUNTRY")

    def town(self, country=None):
        return Phi(self.rng.choice(PL.invented_towns(country or self.country)), "CITY")

    def region(self, country=None):
        country = country or self.country
        st = self.rng.choice(PL.STATES[country])
        typ = "CITY" if country == "UK" else "STATE"
        if st[1] and self.rng.random() < 0.5:
            return Phi(st[1], typ)
        return Phi(st[0], typ)

    def hospital(self, country=None):
        return Phi(self.rng.choice(PL.HOSPITALS[country or self.country]), "HOSPITAL")

    def org(self, pool):
        return Phi(self.rng.choice(pool), "ORGANIZATION")

    def place(self, kind="feature", country=None):
        country = country or self.country
        pool = {"feature": PL.FEATURES, "mountain": PL.MOUNTAINS, "ski": PL.SKI_AREAS}[kind]
        return Phi(self.rng.choice(pool.get(country, pool["US"])), "LOCATION_OTHER")

    def phone(self, country=None, mobile=None, ext=False):
        n = phi.phone(self.rng, country or self.country, mobile)
        if ext:
            n = phi.with_ext(self.rng, n)
        return Phi(n, "PHONE")

    def fax(self, country=None):
        return Phi(phi.phone(self.rng, country or self.country, False), "FAX")

    def email(self, p, org=None):
        return Phi(phi.email(self.rng, p.first, p.last, org), "EMAIL")

    def grid(self, country=None):
        """Grid reference or coordinates of an incident site (LOCATION_OTHER)."""
        rng = self.rng
        country = country or self.country
        if country == "UK" and rng.random() < 0.7:
            return Phi("%s %04d %04d" % (rng.choice(["NN", "NH", "NG", "NY", "SH", "NM"]),
                                         rng.randint(0, 9999), rng.randint(0, 9999)), "LOCATION_OTHER")
        lat = {"US": 39, "CA": 56, "NZ": -43, "NP": 27.8, "AU": -36, "UK": 56}.get(country, 45)
        lon = {"US": -106, "CA": -120, "NZ": 170, "NP": 86, "AU": 148, "UK": -5}.get(country, 10)
        la = lat + rng.uniform(-1.5, 1.5)
        lo = lon + rng.uniform(-1.5, 1.5)
        k = rng.randint(0, 2)
        if k == 0:
            return Phi("%.5f, %.5f" % (la, lo), "LOCATION_OTHER")
        if k == 1:
            ns = "N" if la >= 0 else "S"
            ew = "E" if lo >= 0 else "W"
            la, lo = abs(la), abs(lo)
            return Phi("%d\u00b0%06.3f'%s %d\u00b0%06.3f'%s" % (int(la), (la % 1) * 60, ns, int(lo),
                                                              (lo % 1) * 60, ew), "LOCATION_OTHER")
        return Phi("%s%.4f %s%.4f" % ("N" if la >= 0 else "S", abs(la), "E" if lo >= 0 else "W", abs(lo)),
                   "LOCATION_OTHER")
