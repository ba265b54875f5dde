"""World registry (invented clinics and staff per country) and per-note context."""
import pools as P
import gen as G

COUNTRIES = ["UK", "US", "AU", "CA", "IE"]
CUR = {"UK": "\u00a3", "US": "$", "AU": "A$", "CA": "C$", "IE": "\u20ac"}


class Site:
    def __init__(self, r, country, name, kind):
        self.name = name
        self.kind = kind
        self.addr = G.Addr(r, country, unit=False)
        self.phone = G.phone(r, country)
        self.fax = G.phone(r, country)
        dom = r.choice(["example.org", "example.com", "example.net"])
        base = G.slug(name)
        parts = base.split("-")
        short = "".join(p[0] for p in parts if p) if len(base) > 22 else base
        self.email = r.choice(["travel", "enquiries", "bookings", "admin", "reception"]) + "." + short + "@" + dom
        self.url = r.choice(["www.%s/%s" % (dom, base), "%s/%s" % (dom, base), "https://www.%s/%s" % (dom, base)])
        self.yfc = r.choice(["YFVC", "YF", "YFC-"]) + G.digits(r, r.choice([4, 5])) if country in ("UK", "IE", "AU") else "YF-" + G.digits(r, 5)
        self.building = r.choice(P.BUILDINGS) if r.random() < 0.3 else None


def _site_name(r, country, kind, used):
    us = country == "US"
    for _ in range(200):
        if kind == "travel":
            pat = r.choice(P.TRAVEL_CLINIC_PAT_US if us else P.TRAVEL_CLINIC_PAT)
        elif kind == "hosp":
            pat = r.choice(P.HOSP_PAT_US if us else P.HOSP_PAT)
        elif kind == "gp":
            pat = r.choice(P.GP_PAT_US if us else P.GP_PAT)
        elif kind == "pharm":
            pat = r.choice(P.PHARM_PAT)
        else:
            pat = r.choice(P.LAB_PAT)
        stem = r.choice(P.HOSP_STEMS) if r.random() < 0.6 else r.choice(P.TOWNS[country])[0]
        if kind == "gp" and r.random() < 0.4:
            stem = r.choice(P.STREET_STEMS) + r.choice([" Road", " Lane", " Street", " Park"])
        name = pat.format(s=stem, saint=r.choice(P.SAINTS))
        if country == "US":
            name = name.replace("Centre", "Center")
        if name not in used:
            used.add(name)
            return name
    raise RuntimeError("names exhausted")


class World:
    def __init__(self, r):
        self.sites = {}
        self.staff = {}
        used = set()
        for c in COUNTRIES:
            d = {}
            for kind, k in (("travel", 9), ("hosp", 7), ("gp", 12), ("pharm", 7), ("lab", 4)):
                d[kind] = [Site(r, c, _site_name(r, c, kind, used), kind) for _ in range(k)]
            self.sites[c] = d
            self.staff[c] = {"doc": [G.Clin(r, c, "doc") for _ in range(16)],
                             "nurse": [G.Clin(r, c, "nurse") for _ in range(14)],
                             "pharm": [G.Clin(r, c, "pharm") for _ in range(6)]}

    def site(self, r, c, kind):
        return r.choice(self.sites[c][kind])

    def clin(self, r, c, role):
        return r.choice(self.staff[c][role])


class Leg:
    def __init__(self, dest, region, start, end):
        self.country = dest[0]
        self.prof = dest[2]
        self.region = region
        self.start = start
        self.end = end


class Trip:
    def __init__(self, r, depart, n_legs=None):
        n = n_legs or r.choice([1, 1, 1, 2, 2, 3])
        dests = r.sample(P.DEST, n)
        self.legs = []
        d = depart
        total = r.choice([8, 10, 12, 14, 16, 21, 21, 28, 35, 42, 60, 90, 180])
        for i, de in enumerate(dests):
            length = max(3, total // n + r.randint(-2, 2))
            reg = r.choice(de[1]) if de[1] and r.random() < 0.75 else None
            self.legs.append(Leg(de, reg, d, G.add(d, length)))
            d = G.add(d, length + (1 if i < n - 1 else 0))
        self.depart = depart
        self.ret = self.legs[-1].end
        self.days = (self.ret - self.depart).days
        self.purpose = r.choice(P.PURPOSES)
        self.lodge = r.choice(P.LODGES)
        self.prof = {}
        for lg in self.legs:
            for k in sorted(lg.prof):
                self.prof[k] = max(self.prof.get(k, 0), lg.prof[k])

    def risk(self, k):
        return self.prof.get(k, 0)


def dur_words(days):
    if days < 14:
        return "%d days" % days
    if days < 60:
        return "%d weeks" % round(days / 7)
    return "%d months" % round(days / 30)


class Ctx:
    def __init__(self, r, w, country, genre, adult=False):
        self.r = r
        self.w = w
        self.c = country
        self.genre = genre
        self.visit = G.rand_date(r)
        self.pt = G.Person(r)
        lo, hi = r.choice([(18, 35), (25, 55), (35, 70), (60, 84), (2, 17), (18, 65), (90, 96)] if not adult
                          else [(19, 35), (25, 55), (30, 64), (22, 60)])
        self.age = r.randint(lo, hi)
        dob = G.add(self.visit, -int(self.age * 365.25) - r.randint(1, 360))
        self.dob = dob
        self.age = G.age_on(dob, self.visit)
        self.addr = G.Addr(r, country)
        self.tel = G.phone(r, country)
        self.mob = G.phone(r, country, "mob")
        self.email = G.email(r, self.pt.first, self.pt.last)
        self.mrn, self.mrn_lab = G.mrn(r, country)
        self.hp, self.hp_lab = G.healthplan(r, country)
        self.ssn, self.ssn_lab = G.ssn(r, country)
        self.clinic = w.site(r, country, "travel")
        self.hosp = w.site(r, country, "hosp")
        self.gp_site = w.site(r, country, "gp")
        self.pharm_site = w.site(r, country, "pharm")
        self.lab = w.site(r, country, "lab")
        self.doc = w.clin(r, country, "doc")
        self.nurse = w.clin(r, country, "nurse")
        self.pharm = w.clin(r, country, "pharm")
        self.gp = G.Clin(r, country, "doc")
        self.sty = r.choice(G.FULL_STYLES[country])
        self.us = country in ("US",)
        self.prof = r.choice(P.PROFESSIONS) if self.age >= 18 else None
        if self.age >= 75 and self.prof and not self.prof.startswith("retired"):
            self.prof = "retired " + self.prof
        self.trip = Trip(r, G.add(self.visit, r.randint(8, 70)))
        if self.trip.purpose in ("humanitarian deployment", "volunteering", "medical elective", "research fieldwork"):
            self.employer = r.choice(P.ORGS_NGO)
            if self.prof and self.prof not in P.NGO_PROFS and r.random() < 0.8:
                self.prof = r.choice(P.NGO_PROFS)
        else:
            self.employer = r.choice(P.ORGS_EMPLOYER)
        self.dr = "Dr." if (country == "US" or r.random() < 0.25) else "Dr"
        self.cur = CUR[country]

    # dates
    def D(self, d, style=None):
        return G.fdate(d, style or self.sty)

    def Ds(self, d):
        return G.fdate(d, self.r.choice(G.SHORT_STYLES[self.c]))

    def Dv(self, d):
        """a date in a random full style of this country"""
        return G.fdate(d, self.r.choice(G.FULL_STYLES[self.c]))

    def mdy(self):
        return self.c == "US"

    # people
    def ttl(self, p=None):
        p = p or self.pt
        t = p.title
        if self.c == "US" and t in ("Mr", "Ms", "Mrs"):
            t += "."
        return t

    def sex_word(self, p=None):
        p = p or self.pt
        return "Female" if p.sex == "F" else "Male"

    def he(self, cap=False):
        s = "she" if self.pt.sex == "F" else "he"
        return s.capitalize() if cap else s

    def his(self, cap=False):
        s = "her" if self.pt.sex == "F" else "his"
        return s.capitalize() if cap else s

    def him(self):
        return "her" if self.pt.sex == "F" else "him"

    def age_pieces(self, style=None):
        r = self.r
        a = str(self.age)
        s = style if style is not None else r.randint(0, 8)
        sx = self.pt.sex
        if s == 0:
            return [("AGE", a), (None, "-year-old")]
        if s == 1:
            return [("AGE", a), (None, "yo")]
        if s == 2:
            return [("AGE", a), (None, " y/o")]
        if s == 3:
            return [("AGE", a), (None, sx)]
        if s == 4:
            return [(None, "aged "), ("AGE", a)]
        if s == 5:
            return [("AGE", a), (None, " yr old")]
        if s == 6:
            return [("AGE", a), (None, " " + sx)]
        if s == 7:
            return [("AGE", a), (None, " years old")]
        return [("AGE", a), (None, "-yr-old")]

    def clin_sig(self, p, with_lic=True, multi=True):
        """sign-off pieces for a clinician"""
        nl = "\n" if multi else ", "
        out = []
        if p.role == "doc":
            out += [(None, self.dr + " "), ("DOCTOR", p.full()), (None, " " + p.cred if self.r.random() < 0.7 else "")]
        else:
            out += [("DOCTOR", p.full()), (None, ", " + p.cred)]
        out += [(None, nl + p.post)]
        if with_lic:
            out += [(None, nl + p.lic_name + " "), ("LICENSE", p.lic)]
        return out

    def clin_ref(self, p, kind=None):
        """short in-text reference to a clinician"""
        r = self.r
        k = kind if kind is not None else r.randint(0, 4)
        if p.role == "doc":
            if k in (0, 1):
                return [(None, self.dr + " "), ("DOCTOR", p.last)]
            if k == 2:
                return [(None, self.dr + " "), ("DOCTOR", p.full())]
            if k == 3:
                return [(None, self.dr + " "), ("DOCTOR", p.init())]
            return [("DOCTOR", p.full()), (None, " (" + p.post + ")")]
        if k in (0, 1):
            return [("DOCTOR", p.full()), (None, ", " + p.cred)]
        if k == 2:
            return [(None, "nurse "), ("DOCTOR", p.first)]
        if k == 3:
            return [("DOCTOR", p.init()), (None, " " + p.cred)]
        return [("DOCTOR", p.full())]

    def site_addr(self, s, multi=True, with_country=False):
        return s.addr.pieces(self.r, multi=multi, with_country=with_country)

    def dest_pieces(self, leg, style=None):
        r = self.r
        k = style if style is not None else r.randint(0, 2)
        if leg.region and k == 0:
            return [("STATE", leg.region), (None, ", "), ("COUNTRY", leg.country)]
        if leg.region and k == 1:
            return [("COUNTRY", leg.country), (None, " ("), ("STATE", leg.region), (None, ")")]
        return [("COUNTRY", leg.country)]

    def dest_list(self):
        out = []
        legs = self.trip.legs
        for i, lg in enumerate(legs):
            if i:
                out.append((None, " and " if i == len(legs) - 1 else ", "))
            out += self.dest_pieces(lg)
        return out

    def patient_name(self, kind=None):
        r = self.r
        k = kind if kind is not None else r.randint(0, 5)
        p = self.pt
        return [p.full(), p.full(), p.fml(), p.lf(), p.LF(), p.full()][k]

    def family(self, sex=None):
        f = G.Person(self.r, sex)
        if self.r.random() < 0.5:
            f.last = self.pt.last
        return f
