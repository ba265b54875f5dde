"""Per-note context: the invented patient, people, places, identifiers and formats."""
import datetime as dt
from core import (m, fmt_date, FULL_STYLES, SHORT_STYLES, Person, MIX, CITY_PARTS, STATES, COUNTIES, COUNTRIES,
                  STREET_NAMES, STREET_SUF, SAINTS, TREES, WARDS, BIZ_A, BIZ_B, BIZ_SUF, PROFESSIONS, ipaddr, digits,
                  letters, slug, words)

AU_MOB_SUFFIX = ["006", "156", "157", "158", "159", "110", "313", "737"]


class Ctx:
    def __init__(self, rng, loc, age_range=(18, 95)):
        self.rng = rng
        self.loc = loc
        start = dt.date(2022, 1, 3)
        self.today = start + dt.timedelta(days=rng.randint(0, 1400))
        self.dstyle = rng.choice(FULL_STYLES[loc])
        self.sstyle = rng.choice(SHORT_STYLES[loc])
        self.pt = Person(rng, loc)
        self.age = rng.randint(*age_range)
        self.dob = self.today - dt.timedelta(days=int(self.age * 365.25) + rng.randint(1, 360))
        self.towns = {}
        self._ids = {}
        self.town = self.new_town()
        self.region = self.new_region()
        self.postcode = self.new_postcode()
        self.street = self.new_street()
        self.phone_area = None

    # ------------------------------------------------------------ dates
    def ago(self, days):
        return self.today - dt.timedelta(days=days)

    def ahead(self, days):
        return self.today + dt.timedelta(days=days)

    def D(self, d=None, style=None):
        return m("DATE", fmt_date(d or self.today, style or self.dstyle))

    def Ds(self, d=None, style=None):
        return m("DATE", fmt_date(d or self.today, style or self.sstyle))

    def any_date(self, d=None):
        r = self.rng
        st = r.choice(FULL_STYLES[self.loc] + SHORT_STYLES[self.loc] + ["month_y", "d_month_y"])
        return m("DATE", fmt_date(d or self.today, st))

    # ------------------------------------------------------------ people
    def person(self, sex=None, last=None, loc=None):
        return Person(self.rng, loc or self.rng.choice(MIX[self.loc]), sex=sex, last=last)

    def relative(self, rel=None):
        r = self.rng
        rel = rel or r.choice(["wife", "husband", "daughter", "son", "partner", "sister", "brother", "niece", "mother",
                               "father", "neighbour", "friend", "grandson", "granddaughter", "daughter-in-law"])
        sex = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "sister": "F", "brother": "M", "niece": "F",
               "mother": "F", "father": "M", "grandson": "M", "granddaughter": "F", "daughter-in-law": "F",
               "nephew": "M", "aunty": "F", "uncle": "M", "nan": "F", "koro": "M", "kuia": "F"}.get(rel)
        same = rel in ("daughter", "son", "sister", "brother", "mother", "father", "grandson", "granddaughter", "wife",
                       "husband") and r.random() < 0.65
        p = Person(r, self.loc if r.random() < 0.8 else r.choice(MIX[self.loc]), sex=sex,
                   last=self.pt.last if same else None)
        p.rel = rel
        return p

    def nm(self, p, t, style):
        r = self.rng
        if style == "full":
            return m(t, p.full)
        if style == "fml":
            return m(t, "%s %s. %s" % (p.first, p.mid, p.last)) if p.mid else m(t, p.full)
        if style == "LF_caps":
            return m(t, "%s, %s" % (p.last.upper(), p.first))
        if style == "LF_allcaps":
            return m(t, "%s, %s" % (p.last.upper(), p.first.upper()))
        if style == "LF":
            return m(t, "%s, %s" % (p.last, p.first))
        if style == "LFM":
            return m(t, "%s, %s %s" % (p.last.upper(), p.first.upper(), p.mid or "")) if p.mid else m(t, "%s, %s" % (p.last.upper(), p.first.upper()))
        if style == "title_last":
            return p.title(r) + " " + m(t, p.last)
        if style == "title_full":
            return p.title(r) + " " + m(t, p.full)
        if style == "first":
            return m(t, p.first)
        if style == "last":
            return m(t, p.last)
        if style == "init":
            return m(t, p.initials())
        if style == "init_nd":
            return m(t, p.initials(False))
        if style == "first_li":
            return m(t, "%s %s." % (p.first, p.initials(False)[1]))
        if style == "fi_last":
            return m(t, "%s. %s" % (p.first[0], p.last)) if r.random() < 0.6 else m(t, "%s %s" % (p.first[0], p.last))
        if style == "lower":
            return m(t, p.full.lower())
        if style == "lower_first":
            return m(t, p.first.lower())
        raise KeyError(style)

    def P(self, style="full"):
        return self.nm(self.pt, "PATIENT", style)

    def doc(self, p, style="dr_last"):
        """staff name with title outside the span"""
        r = self.rng
        if style == "dr_last":
            return "Dr " + m("DOCTOR", p.last)
        if style == "dr_full":
            return "Dr " + m("DOCTOR", p.full)
        if style == "dr_fi":
            return "Dr " + m("DOCTOR", "%s. %s" % (p.first[0], p.last))
        if style == "drdot_last":
            return "Dr. " + m("DOCTOR", p.last)
        if style == "drdot_full":
            return "Dr. " + m("DOCTOR", p.full)
        if style == "mr_full":
            return ("Mr " if p.sex == "M" else "Ms ") + m("DOCTOR", p.full)
        if style == "mr_last":
            return ("Mr " if p.sex == "M" else "Ms ") + m("DOCTOR", p.last)
        if style == "prof":
            return "Prof " + m("DOCTOR", p.full)
        if style == "full":
            return m("DOCTOR", p.full)
        if style == "first":
            return m("DOCTOR", p.first)
        if style == "init":
            return m("DOCTOR", p.initials(False))
        if style == "fi_last":
            return m("DOCTOR", "%s %s" % (p.first[0], p.last))
        if style == "rn":
            return m("DOCTOR", p.full) + r.choice([", RN", " RN", " (RN)", ", RPN", " EN", ", CNS"])
        if style == "sr":
            return "Sr " + m("DOCTOR", p.last)
        raise KeyError(style)

    # ------------------------------------------------------------ ages
    def A(self, style=None, age=None):
        r = self.rng
        a = self.age if age is None else age
        sx = self.pt.sex
        style = style or r.choice(["yo", "year-old", "y/o", "aged", "yrs", "sexage", "agesex", "word", "yearold_sp"])
        if style == "yo":
            return m("AGE", a) + r.choice(["yo", " yo", " y.o.", "y.o"])
        if style == "year-old":
            return m("AGE", a) + "-year-old"
        if style == "yearold_sp":
            return m("AGE", a) + " year old"
        if style == "y/o":
            return m("AGE", a) + r.choice([" y/o", "y/o"])
        if style == "aged":
            return "aged " + m("AGE", a)
        if style == "yrs":
            return m("AGE", a) + r.choice([" yrs", " years", "yrs", " yr"])
        if style == "sexage":
            return sx + m("AGE", a) if r.random() < 0.4 else m("AGE", a) + sx
        if style == "agesex":
            return m("AGE", a) + r.choice(["M" if sx == "M" else "F", " M" if sx == "M" else " F"])
        if style == "word":
            return m("AGE", words(a)) + "-year-old"
        if style == "bare":
            return m("AGE", a)
        raise KeyError(style)

    # ------------------------------------------------------------ places
    def new_town(self, loc=None):
        loc = loc or self.loc
        a, b = CITY_PARTS[loc]
        r = self.rng
        t = r.choice(a) + r.choice(b)
        if loc == "CA" and r.random() < 0.2:
            t = r.choice(["Lac-", "Saint-"]) + r.choice(["Brûlé", "Ambroise", "Cécile", "Honoré"])
        if loc == "GB" and r.random() < 0.1:
            t += r.choice([" on the Wold", " St Giles", "-under-Edge", " Magna"])
        return t

    def new_region(self):
        r = self.rng
        if self.loc in STATES:
            ab, full = r.choice(STATES[self.loc])
            return ab if (ab and r.random() < 0.6) else full
        return r.choice(COUNTIES[self.loc])

    def new_postcode(self):
        r = self.rng
        L = "ABCDEFGHJKLMNPRSTUWYZ"
        if self.loc == "GB":
            return "%s%s%d %d%s" % (r.choice(L), r.choice(L), r.randint(1, 29), r.randint(0, 9), letters(r, 2, "ABDEFGHJLNPQRSTUWXYZ"))
        if self.loc == "IE":
            return "%s%02d %s%s%d%s" % (r.choice("ACDEFHKNPRTVWXY"), r.randint(10, 98), r.choice("ACDEFHKNPRTVWXY"),
                                       r.randint(0, 9), r.randint(0, 9), letters(r, 1, "ACDEFHKNPRTVWXY"))
        if self.loc == "CA":
            LL = "ABCEGHJKLMNPRSTVXY"
            return "%s%d%s %d%s%d" % (r.choice("ABCEGHJKLMNPRSTVXY"), r.randint(0, 9), r.choice(LL), r.randint(0, 9),
                                      r.choice(LL), r.randint(0, 9))
        return "%04d" % r.randint(200, 9999)

    def new_street(self):
        r = self.rng
        n = r.randint(1, 240)
        nm = "%d %s %s" % (n, r.choice(STREET_NAMES), r.choice(STREET_SUF[self.loc]))
        k = r.random()
        if self.loc == "AU" and k < 0.25:
            nm = "%d/%s" % (r.randint(1, 12), nm)
        elif self.loc == "GB" and k < 0.2:
            nm = "Flat %d, %s" % (r.randint(1, 30), nm)
        elif self.loc == "CA" and k < 0.2:
            nm = "%s, Apt %d" % (nm, r.randint(101, 1408))
        elif self.loc == "IE" and k < 0.2:
            nm = "%d %s %s" % (r.randint(1, 90), r.choice(["Ard Na Gréine", "Cluain Ard", "Bóthar na Trá", "Páirc an Locha"]), "")
            nm = nm.strip()
        elif self.loc == "ZA" and k < 0.2:
            nm = "%s, Unit %d %s" % (nm, r.randint(1, 40), r.choice(["Protea Gardens", "Sunbird Court"]))
        elif self.loc == "NZ" and k < 0.2:
            nm = "%d%s %s %s" % (n, r.choice("ABC"), r.choice(STREET_NAMES), r.choice(STREET_SUF["NZ"]))
        return nm

    def addr_lines(self, street=None, town=None, region=None, pc=None, country=False):
        """list of marked address lines"""
        r = self.rng
        st = m("STREET", street or self.street)
        tw = m("CITY", town or self.town)
        rg = region or self.region
        pcv = m("ZIP", pc or self.postcode)
        if self.loc == "GB":
            lines = [st, tw, pcv] if r.random() < 0.6 else [st, tw, m("CITY", rg), pcv]
        elif self.loc == "IE":
            lines = [st, tw, "Co. " + m("CITY", rg), pcv] if r.random() < 0.7 else [st, tw, pcv]
        elif self.loc == "CA":
            lines = [st, tw + ", " + m("STATE", rg) + "  " + pcv]
        elif self.loc == "ZA":
            lines = [st, tw, m("STATE", rg) if r.random() < 0.5 else None, pcv]
            lines = [x for x in lines if x]
        elif self.loc == "AU":
            lines = [st, tw + " " + m("STATE", rg) + " " + pcv]
        else:
            lines = [st, tw + " " + pcv] if r.random() < 0.6 else [st, tw, m("STATE", rg), pcv]
        if country:
            lines.append(m("COUNTRY", {"GB": "United Kingdom", "IE": "Ireland", "CA": "Canada", "ZA": "South Africa",
                                       "AU": "Australia", "NZ": "New Zealand"}[self.loc]))
        return lines

    def addr1(self, **kw):
        return ", ".join(self.addr_lines(**kw))

    def country(self):
        return m("COUNTRY", self.rng.choice(COUNTRIES))

    def hospital(self, kind="hosp", town=None):
        r = self.rng
        t = town or self.new_town()
        loc = self.loc
        if kind == "hosp":
            opts = {"GB": ["%s General Hospital" % t, "Royal %s Infirmary" % t, "%s District General Hospital" % t,
                           "%s Community Hospital" % t, "St %s's Hospital" % r.choice(SAINTS)],
                    "IE": ["St %s's University Hospital" % r.choice(SAINTS), "%s University Hospital" % t,
                           "Mercy Hospital %s" % t, "%s Regional Hospital" % t, "Bon Secours %s" % t,
                           "St %s's Private Hospital" % r.choice(SAINTS)],
                    "ZA": ["%s Provincial Hospital" % t, "%s District Hospital" % t, "%s Regional Hospital" % t,
                           "Netcare-style %s Clinic" % t if False else "%s Mediclinic" % t, "%s Private Hospital" % t],
                    "AU": ["%s Hospital" % t, "%s Base Hospital" % t, "%s Health Service" % t, "%s Multipurpose Service" % t,
                           "Royal %s Hospital" % t],
                    "NZ": ["%s Hospital" % t, "%s Base Hospital" % t, "%s Regional Hospital" % t],
                    "CA": ["%s General Hospital" % t, "Hôpital %s" % t, "%s District Health Centre" % t,
                           "St. %s's Hospital" % r.choice(SAINTS)]}[loc]
            return r.choice(opts)
        if kind == "gp":
            s = r.choice(STREET_NAMES)
            opts = {"GB": ["%s Surgery" % s, "%s Medical Practice" % t, "The %s Health Centre" % s, "%s Road Surgery" % s],
                    "IE": ["%s Medical Centre" % t, "%s Family Practice" % s, "%s Primary Care Centre" % t],
                    "ZA": ["%s Family Practice" % t, "%s Medical Centre" % s, "%s Clinic" % t, "%s Community Health Centre" % t],
                    "AU": ["%s Medical Centre" % t, "%s Family Practice" % s, "%s Aboriginal Health Service" % t,
                           "%s Health Clinic" % t],
                    "NZ": ["%s Medical Centre" % t, "%s Health Centre" % s, "Te %s Hauora" % r.choice(["Puna", "Whare", "Ao", "Kōtuku"]),
                           "%s Family Doctors" % t],
                    "CA": ["%s Family Health Team" % t, "%s Medical Clinic" % s, "Clinique médicale %s" % t]}[loc]
            return r.choice(opts)
        if kind == "care":
            return r.choice(["%s Grove Manor" % r.choice(TREES), "%s Lodge" % r.choice(TREES), "Résidence %s" % r.choice(["Saint-Joseph", "Sainte-Anne", "des Pins", "du Bel-Âge", "Les Tilleuls", "Saint-Ambroise", "Sainte-Cécile"]),
                             "%s Gardens Long-Term Care" % r.choice(TREES), "%s Place" % t, "%s Haven Care Home" % t,
                             "Villa %s" % r.choice(["Marguerite", "Bellevue", "Rosaire", "des Cèdres"])])
        if kind == "pharm":
            return r.choice(["%s Pharmacy" % t, "%s Chemist" % r.choice(STREET_NAMES), "%s Apothecary" % t,
                             "%s Pharmacy" % r.choice(STREET_NAMES)])
        if kind == "ward":
            return r.choice(WARDS)
        raise KeyError(kind)

    def employer(self):
        r = self.rng
        s = r.choice(BIZ_SUF[self.loc])
        a = r.choice(BIZ_A + [self.person().last + (" & Sons" if r.random() < 0.5 else " Bros")])
        return ("%s %s %s" % (a, r.choice(BIZ_B), s)).strip()

    def profession(self):
        return m("PROFESSION", self.rng.choice(PROFESSIONS[self.loc]))

    # ------------------------------------------------------------ contact
    def phone(self, kind=None, intl=None):
        r = self.rng
        loc = self.loc
        kind = kind or r.choice(["land", "mob"])
        x = r.randint(0, 999)
        if loc == "GB":
            if kind == "mob":
                return r.choice(["07700 900%03d" % x, "07700900%03d" % x, "+44 7700 900%03d" % x, "07700 900 %03d" % x])
            area = r.choice(["01632 960%03d", "020 7946 0%03d", "0113 496 0%03d", "0161 496 0%03d", "0121 496 0%03d",
                             "0131 496 0%03d", "0117 496 0%03d", "0191 498 0%03d", "029 2018 0%03d", "028 9649 6%03d"])
            return area % x
        if loc == "IE":
            if kind == "mob":
                return r.choice(["08%d 555 %04d", "08%d-555%04d", "+353 8%d 555 %04d"]) % (r.choice([3, 5, 6, 7, 9]), r.randint(0, 9999))
            return r.choice(["(0%d) 555 %04d", "0%d 555 %04d", "0%d-555%04d"]) % (r.choice([1, 21, 61, 91, 65, 66, 51, 74, 57]), r.randint(0, 9999))
        if loc == "ZA":
            if kind == "mob":
                return r.choice(["08%d 555 %04d", "+27 8%d 555 %04d", "0%d 555 %04d"]) % (r.choice([2, 3, 4, 1, 2]), r.randint(0, 9999))
            return r.choice(["0%d 555 %04d", "(0%d) 555-%04d", "0%d 555%04d"]) % (r.choice([21, 11, 31, 41, 51, 12, 15, 13]), r.randint(0, 9999))
        if loc == "AU":
            if kind == "mob":
                suf = r.choice(AU_MOB_SUFFIX)
                return r.choice(["0491 570 %s", "0491570%s", "+61 491 570 %s", "0491 570%s"]) % suf
            return r.choice(["(0%d) 5550 %04d", "0%d 5550 %04d", "0%d 7010 %04d", "(0%d) 7010 %04d"]) % (r.choice([2, 3, 7, 8]), r.randint(0, 9999))
        if loc == "NZ":
            if kind == "mob":
                return r.choice(["02%d 555 %04d", "02%d-555-%04d", "+64 2%d 555 %04d"]) % (r.choice([1, 2, 7, 0]), r.randint(0, 9999))
            return r.choice(["(0%d) 555 %04d", "0%d 555 %04d"]) % (r.choice([9, 7, 6, 3, 4]), r.randint(0, 9999))
        if loc == "CA":
            ac = r.choice([613, 416, 705, 807, 514, 418, 204, 306, 902, 506, 519, 343])
            n = r.randint(100, 199)
            return r.choice(["(%d) 555-0%03d", "%d-555-0%03d", "%d.555.0%03d", "1-%d-555-0%03d"]) % (ac, n)
        raise KeyError(loc)

    def ext(self):
        r = self.rng
        return r.choice([" ext %d", " ext. %d", " x%d", " (ext %d)"]) % r.randint(2000, 7999)

    def bleep(self):
        return str(self.rng.randint(1000, 8999))

    def email(self, p=None, dom=None):
        r = self.rng
        dom = dom or r.choice(["example.com", "example.org", "example.net", "mail.example.com", "%s.example" % slug(self.new_town())])
        if p is None:
            return "%s@%s" % (r.choice(["reception", "admin", "referrals", "clinic", "info", "outpatients", "intake"]), dom)
        f, l = slug(p.first), slug(p.last)
        loc = r.choice(["%s.%s", "%s%s", "%s_%s"]) % (f, l)
        if r.random() < 0.3:
            loc = f[0] + l + str(r.randint(1, 99))
        return "%s@%s" % (loc, dom)

    def url(self, base=None):
        r = self.rng
        base = base or slug(self.new_town()) + r.choice(["health", "hospital", "clinic", "medical", "gp"])
        tld = r.choice([".example", ".example.org", ".example.com", ".example.net"])
        path = r.choice(["", "/referrals", "/patients", "/portal", "/book", "/sexualhealth", "/results", "/contact"])
        return r.choice(["www.", "https://www.", "https://", ""]) + base + tld + path

    def username(self, p):
        r = self.rng
        f, l = slug(p.first), slug(p.last)
        return r.choice([f[0] + l[:7], l[:6] + f[0] + str(r.randint(1, 9)), f + "." + l, (f[:3] + l[:3]).upper(),
                         f[0] + l + str(r.randint(10, 99)), l[:5] + f[:2]])

    def ip(self):
        return ipaddr(self.rng)

    # ------------------------------------------------------------ identifiers (memoised per kind)
    def ID(self, kind):
        if kind in self._ids:
            return self._ids[kind]
        v = self._make_id(kind)
        self._ids[kind] = v
        return v

    def _make_id(self, kind):
        r = self.rng
        loc = self.loc
        if kind == "mrn":
            return {"GB": r.choice([r.choice("ABCDEFGHJKLMRS") + digits(r, 7), "RX" + letters(r, 1) + digits(r, 6), digits(r, 8),
                                    "K" + digits(r, 6)]),
                    "IE": r.choice([digits(r, 7), "H" + digits(r, 6), digits(r, 6), "MRN" + digits(r, 6)]),
                    "ZA": r.choice([digits(r, 8), "F" + digits(r, 6), digits(r, 3) + "-" + digits(r, 5), "KH" + digits(r, 7)]),
                    "AU": r.choice([digits(r, 6), digits(r, 7), "UR" + digits(r, 6), "0" + digits(r, 6)]),
                    "NZ": r.choice([digits(r, 7), "H" + digits(r, 6)]),
                    "CA": r.choice([digits(r, 6), "R-" + digits(r, 5), digits(r, 8), "LTC" + digits(r, 5)])}[loc]
        if kind == "nhs":
            d = digits(r, 10)
            return r.choice(["%s %s %s" % (d[:3], d[3:6], d[6:]), d, "%s-%s-%s" % (d[:3], d[3:6], d[6:])])
        if kind == "nhi":
            L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
            return letters(r, 3, L) + digits(r, 4) if r.random() < 0.7 else letters(r, 3, L) + digits(r, 2) + letters(r, 2, L)
        if kind == "gum":
            return r.choice(["GU" + digits(r, 6), "SH" + digits(r, 2) + "-" + digits(r, 5), digits(r, 5) + letters(r, 1),
                             "C" + digits(r, 7)])
        if kind == "ni":
            a = letters(r, 2, "ABCEGHJKLMNPRSTWXYZ") + digits(r, 6) + r.choice("ABCD")
            return r.choice([a, "%s %s %s %s %s" % (a[:2], a[2:4], a[4:6], a[6:8], a[8])])
        if kind == "ppsn":
            return digits(r, 7) + r.choice(["A", "B", "W", "T", "FA", "H", "WA"])
        if kind == "gms":
            return r.choice([digits(r, 7) + letters(r, 1), digits(r, 8), "GMS" + digits(r, 6)])
        if kind == "ie_ins":
            return r.choice(["VH" + digits(r, 8), digits(r, 9), "LH-" + digits(r, 7), "IL" + digits(r, 7)])
        if kind == "said":
            yy, mm, dd = self.dob.year % 100, self.dob.month, self.dob.day
            g = r.randint(5000, 9999) if self.pt.sex == "M" else r.randint(0, 4999)
            base = "%02d%02d%02d%04d%d8" % (yy, mm, dd, g, 0)
            tot = 0
            for i, c in enumerate(reversed(base)):
                d = int(c)
                if i % 2 == 0:
                    d *= 2
                    if d > 9:
                        d -= 9
                tot += d
            chk = (10 - tot % 10) % 10
            return base + str(chk)
        if kind == "medaid":
            return r.choice([digits(r, 9), digits(r, 8), letters(r, 2) + digits(r, 7), digits(r, 11)])
        if kind == "medicare":
            d = str(r.randint(2, 6)) + digits(r, 9)
            return r.choice(["%s %s %s" % (d[:4], d[4:9], d[9]), d, "%s %s %s-%d" % (d[:4], d[4:9], d[9], r.randint(1, 5))])
        if kind == "dva":
            return r.choice(["N", "Q", "V", "W", "S", "T"]) + r.choice(["X", "SM", ""]) + digits(r, 6)
        if kind == "tfn":
            d = digits(r, 9)
            return "%s %s %s" % (d[:3], d[3:6], d[6:])
        if kind == "ohip":
            d = digits(r, 10)
            return r.choice(["%s-%s-%s-%s" % (d[:4], d[4:7], d[7:], letters(r, 2)), "%s %s %s %s" % (d[:4], d[4:7], d[7:], letters(r, 2))])
        if kind == "ramq":
            return "%s %s %s" % (letters(r, 4), digits(r, 4), digits(r, 4))
        if kind == "phn":
            d = "9" + digits(r, 9)
            return "%s %s %s" % (d[:4], d[4:7], d[7:])
        if kind == "sin":
            d = digits(r, 9)
            return r.choice(["%s %s %s" % (d[:3], d[3:6], d[6:]), "%s-%s-%s" % (d[:3], d[3:6], d[6:])])
        if kind == "csc":
            return digits(r, 4) + " " + digits(r, 4) + " " + digits(r, 2)
        if kind == "acc":
            return r.choice([digits(r, 11), "ACC" + digits(r, 8), letters(r, 2) + digits(r, 8)])
        if kind == "claim":
            return r.choice(["WC" + digits(r, 7), digits(r, 2) + "-" + digits(r, 6), "C" + digits(r, 9), "%s/%s" % (digits(r, 4), digits(r, 5)),
                             "CLM-" + digits(r, 8)])
        if kind == "policy":
            return r.choice(["POL" + digits(r, 7), "WP" + digits(r, 8), digits(r, 3) + "-" + digits(r, 6) + "-" + digits(r, 2)])
        if kind == "enc":
            return r.choice(["E" + digits(r, 9), digits(r, 10), "ENC-" + digits(r, 7), "V" + digits(r, 8), "EP" + digits(r, 8)])
        if kind == "acct":
            return r.choice(["INV-" + digits(r, 6), "ACC" + digits(r, 7), digits(r, 4) + "-" + digits(r, 4), "A/C " + digits(r, 8)])
        raise KeyError(kind)

    def licence(self, kind=None):
        r = self.rng
        loc = self.loc
        if loc == "GB":
            return r.choice([digits(r, 7), digits(r, 7)]) if kind != "nmc" else digits(r, 2) + letters(r, 1) + digits(r, 4) + letters(r, 1)
        if loc == "IE":
            return digits(r, 6) if kind != "nmbi" else digits(r, 6)
        if loc == "ZA":
            return ("MP " + digits(r, 7)) if kind != "prac" else r.choice([digits(r, 7), "0" + digits(r, 6)])
        if loc == "AU":
            if kind == "prov":
                return digits(r, 6) + r.choice("0123456789ABCDEFGHJK") + letters(r, 1)
            return ("NMW000" if kind == "nurse" else "MED000") + digits(r, 7)
        if loc == "NZ":
            return digits(r, 5) if kind != "nurse" else digits(r, 6)
        if loc == "CA":
            return digits(r, 5) if kind != "nurse" else digits(r, 7)
        raise KeyError(loc)

    def accession(self):
        r = self.rng
        yy = self.today.year % 100
        return r.choice(["%d%s%06d" % (yy, r.choice("BCHM"), r.randint(0, 999999)), "L%02d/%07d" % (yy, r.randint(0, 9999999)),
                         "%s%02d-%05d" % (r.choice(["S", "H", "M", "CY"]), yy, r.randint(0, 99999)), digits(r, 10),
                         "LAB" + digits(r, 7)])

    def plate(self):
        r = self.rng
        loc = self.loc
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        if loc == "GB":
            return "%s%02d %s" % (letters(r, 2, L), r.choice([17, 19, 21, 67, 70, 71, 22, 72]), letters(r, 3, L))
        if loc == "AU":
            return r.choice(["%s%s %s" % (r.randint(1, 9), letters(r, 2, L), letters(r, 3, L) if False else digits(r, 3)),
                             "%s %s" % (digits(r, 3), letters(r, 3, L)), "CA %s %s" % (digits(r, 2), letters(r, 2, L)),
                             "%s%s" % (letters(r, 3, L), digits(r, 3))])
        if loc == "NZ":
            return letters(r, 3, L) + digits(r, 3)
        if loc == "ZA":
            return r.choice(["%s %s-%s" % (r.choice(["CA", "CY", "CJ"]), digits(r, 3), digits(r, 3)),
                             "%s %s %s GP" % (letters(r, 2, L), digits(r, 2), letters(r, 2, L)), "ND %s" % digits(r, 6)])
        if loc == "CA":
            return "%s %s" % (letters(r, 4, L), digits(r, 3))
        return letters(r, 3, L) + digits(r, 3)
