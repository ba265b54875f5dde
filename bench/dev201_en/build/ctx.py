"""Per-note context: the invented people, places and identifiers of one note."""
import datetime

import gen
import pools as PL
from gen import P

US_CLIN_EXTRA = ["Priya Raghunathan", "Samuel Osei", "Hannah Goldfarb",
                 "Wei Zhang", "Fatima Siddiqui", "Tomasz Brzezinski",
                 "Ngozi Eze", "Rafael Montoya", "Leah Birnbaum",
                 "Anjali Deshmukh", "Kofi Mensah", "Irina Volkova"]
IE_CLIN_EXTRA = ["Mohammed Al-Rashid", "Priya Nair", "Chidi Okonkwo",
                 "Ahmed Farouk", "Sarah Ní Dhomhnaill", "Ewa Zielińska",
                 "Rajesh Menon", "Ayesha Malik", "Ruth Ó Gráda",
                 "Michael De Burca", "Aoife Nic Giolla Phádraig",
                 "Olumide Adeyinka"]


class Person:
    def __init__(self, first, last, sex, middle=None, nick=None, cred=None,
                 role=None, typ="FAMILY"):
        self.first, self.last, self.sex = first, last, sex
        self.middle, self.nick, self.cred = middle, nick, cred
        self.role, self.typ = role, typ
        self.age = None
        self.job = None
        self.phone = None
        self.email = None

    def fl(self):
        return "%s %s" % (self.first, self.last)

    def fml(self):
        if self.middle:
            return "%s %s. %s" % (self.first, self.middle, self.last)
        return self.fl()

    def render(self, style):
        f, l = self.first, self.last
        if style == "fl":
            return self.fl()
        if style == "fml":
            return self.fml()
        if style == "lf":
            return "%s, %s" % (l, f)
        if style == "LF":
            return ("%s, %s" % (l, f)).upper()
        if style == "LFM":
            s = "%s, %s" % (l, f)
            if self.middle:
                s += " " + self.middle
            return s.upper()
        if style == "first":
            return f
        if style == "last":
            return l
        if style == "init":
            return "%s.%s." % (f[0], l[0])
        if style == "fi_last":
            return "%s. %s" % (f[0], l)
        if style == "f_li":
            return "%s %s." % (f, l[0])
        if style == "nick":
            return self.nick or f
        raise ValueError(style)

    def n(self, style="fl"):
        return P(self.render(style), self.typ)

    def he(self):
        return "he" if self.sex == "M" else "she"

    def his(self):
        return "his" if self.sex == "M" else "her"

    def him(self):
        return "him" if self.sex == "M" else "her"


class Ctx:
    def __init__(self, rng, country, lower, age_days, visit=None):
        self.rng = rng
        self.country = country
        self.us = country == "US"
        self.lower = lower
        r = rng
        self.dstyle = r.choice(gen.US_STYLES if self.us else gen.IE_STYLES)
        if visit is None:
            start = datetime.date(2019, 1, 2)
            visit = start + datetime.timedelta(days=r.randint(0, 2350))
        self.visit = visit
        lo, hi = age_days
        self.dob = visit - datetime.timedelta(days=r.randint(lo, hi))
        self.age_y, self.age_m, self.age_d = gen.age_ymd(self.dob, visit)
        sex = r.choice("MF")
        if self.us:
            first = r.choice(PL.US_BOYS if sex == "M" else PL.US_GIRLS)
            last = r.choice(PL.US_SURNAMES)
            mid_pool = PL.US_BOYS if sex == "M" else PL.US_GIRLS
        else:
            first = r.choice(PL.IE_BOYS if sex == "M" else PL.IE_GIRLS)
            last = r.choice(PL.IE_SURNAMES)
            mid_pool = PL.IE_BOYS if sex == "M" else PL.IE_GIRLS
        mid = r.choice(mid_pool)[0] if r.random() < 0.45 else None
        self.pt = Person(first, last, sex, middle=mid,
                         nick=PL.NICKNAMES.get(first), typ="PATIENT")
        self.pt.age = self.age_y
        self._used = [first]
        self.mother = self.adult("F", "mother")
        self.father = self.adult("M", "father")
        if r.random() < 0.35:
            self.mother.last = r.choice(PL.US_SURNAMES if self.us else PL.IE_SURNAMES)
        self.guardian = self.mother if r.random() < 0.75 else self.father
        self.other_parent = self.father if self.guardian is self.mother else self.mother
        # address
        if self.us:
            city, st, stname, zpre, county = r.choice(PL.US_PLACES)
            self.city, self.st, self.stname, self.county = city, st, stname, county
            self.zip = gen.us_zip(r, zpre)
            self.street = "%d %s %s" % (r.randint(11, 9899), r.choice(PL.US_STREETS),
                                        r.choice(PL.US_SUFFIX))
            self.unit = r.choice(PL.US_UNITS) if r.random() < 0.3 else None
        else:
            town, county, key = r.choice(PL.IE_PLACES)
            self.city, self.county, self.key = town, county, key
            self.st = None
            self.stname = PL.IE_PROVINCE.get(county, "Leinster")
            self.zip = gen.eircode(r, key)
            sname = "%s %s" % (r.choice(PL.IE_STREET_NAMES), r.choice(PL.IE_STREET_SUFFIX))
            self.street = ("%d %s" % (r.randint(1, 120), sname)) if r.random() < 0.8 else sname
            self.unit = ("Apt %d" % r.randint(1, 40)) if r.random() < 0.12 else None
        self.area = r.choice(gen.US_AREA)
        self.co_pre = r.choice(["Co. ", "Co. ", "County ", "Co "])
        # care sites
        self.hosp = self.make_hosp()
        self.clinic = self.make_clinic()
        self.ward = r.choice(PL.WARDS)
        self.pharmacy = r.choice(PL.PHARMACY_FORMS).format(
            n=r.choice(PL.US_SURNAMES if self.us else PL.IE_SURNAMES).replace("'", ""),
            t=self.city)
        # ids
        self.mrn = gen.mrn(r, country)
        self.acct = gen.account(r)
        self.plan = gen.healthplan(r, country)
        self.ssn = gen.ssn(r, country)
        self.insurer = r.choice(PL.INSURERS if self.us else PL.IE_INSURERS)
        self._clins = []
        self.school = self.make_school()
        self.mother.job = r.choice(PL.PARENT_JOBS)
        self.father.job = r.choice(PL.PARENT_JOBS)
        for par in (self.mother, self.father):
            par.phone = self.phone(mobile=True)
            par.email = gen.email_for(r, par.first, par.last)

    # ---------------------------------------------------------------- people
    def adult(self, sex, role, typ="FAMILY"):
        r = self.rng
        if self.us:
            pool = PL.US_WOMEN if sex == "F" else PL.US_MEN
            sur = self.pt.last if role in ("mother", "father") else r.choice(PL.US_SURNAMES)
        else:
            pool = PL.IE_WOMEN if sex == "F" else PL.IE_MEN
            sur = self.pt.last if role in ("mother", "father") else r.choice(PL.IE_SURNAMES)
        first = r.choice(pool)
        tries = 0
        while first in self._used and tries < 20:
            first = r.choice(pool)
            tries += 1
        self._used.append(first)
        p = Person(first, sur, sex, role=role, typ=typ)
        if role in ("mother", "father"):
            p.age = self.age_y + r.randint(18, 38)
        else:
            p.age = r.randint(20, 70)
        return p

    def child(self, role="sibling"):
        r = self.rng
        sex = r.choice("MF")
        if self.us:
            pool = PL.US_BOYS if sex == "M" else PL.US_GIRLS
        else:
            pool = PL.IE_BOYS if sex == "M" else PL.IE_GIRLS
        first = r.choice(pool)
        tries = 0
        while first in self._used and tries < 20:
            first = r.choice(pool)
            tries += 1
        self._used.append(first)
        p = Person(first, self.pt.last, sex, role=role, typ="FAMILY")
        p.age = r.randint(1, 17)
        return p

    def clin(self, cred=None):
        """A new clinician (DOCTOR type) for this note."""
        r = self.rng
        for _ in range(30):
            if r.random() < 0.3:
                full = r.choice(US_CLIN_EXTRA if self.us else IE_CLIN_EXTRA)
                first, last = full.split(" ", 1)
            elif self.us:
                first = r.choice(PL.US_WOMEN + PL.US_MEN)
                last = r.choice(PL.US_SURNAMES)
            else:
                first = r.choice(PL.IE_WOMEN + PL.IE_MEN)
                last = r.choice(PL.IE_SURNAMES)
            if first not in self._used and last != self.pt.last:
                break
        self._used.append(first)
        sex = "F" if first in PL.US_WOMEN + PL.IE_WOMEN else "M"
        c = Person(first, last, sex, typ="DOCTOR")
        c.middle = r.choice("ABCDEJKLMRST") if r.random() < 0.3 else None
        if cred is None:
            cred = r.choice(PL.CLIN_CREDS_US if self.us else PL.CLIN_CREDS_IE)
        c.cred = cred
        self._clins.append(c)
        return c

    def dr(self, c, style=None):
        """Clinician reference as pieces; title and credential stay outside."""
        r = self.rng
        t = "Dr. " if self.us else r.choice(["Dr ", "Dr ", "Dr. "])
        style = style or r.choice(["dr_last", "dr_fl", "fl_cred", "dr_fl",
                                   "fi_cred"])
        cred = c.cred or ""
        is_dr = any(x in cred for x in ["MD", "DO", "MB", "MRCP", "FRCP", "MICGP", "FRCEM", "FRCSI",
                                         "PhD", "PsyD", "DClin"])
        if not is_dr and style in ("dr_last", "dr_fl", "dr_fml"):
            style = "fl_cred"
        if style == "dr_last":
            return [t, c.n("last")]
        if style == "dr_fl":
            return [t, c.n("fl")]
        if style == "dr_fml":
            return [t, c.n("fml")]
        if style == "fl_cred":
            return [c.n("fml"), ", " + c.cred]
        if style == "fi_cred":
            return [c.n("fi_last"), " " + c.cred]
        if style == "fl":
            return [c.n("fl")]
        raise ValueError(style)

    def title(self, p):
        """Courtesy title matching the person's sex; it stays outside the name span."""
        t = "Mr" if p.sex == "M" else self.rng.choice(["Ms", "Ms", "Mrs"])
        return t + (". " if self.us else " ")

    # ---------------------------------------------------------------- places
    def make_hosp(self):
        r = self.rng
        if self.us:
            return r.choice(PL.US_HOSP_FORMS).format(
                r=r.choice(PL.US_HOSP_ROOTS), s=r.choice(PL.SAINTS))
        return r.choice(PL.IE_HOSP_FORMS).format(
            r=r.choice(PL.IE_HOSP_ROOTS), s=r.choice(PL.SAINTS),
            o=r.choice(PL.OUR_LADY))

    def make_clinic(self):
        r = self.rng
        if self.us:
            return r.choice(PL.US_CLINIC_FORMS).format(r=r.choice(PL.US_HOSP_ROOTS))
        return r.choice(PL.IE_CLINIC_FORMS).format(
            r=r.choice(PL.IE_HOSP_ROOTS + [self.city]), t=self.city)

    def make_school(self, level=None):
        r = self.rng
        if level is None:
            a = self.age_y
            level = "pre" if a < 5 else "elem" if a < 11 else "mid" if a < 14 else "high"
        if self.us:
            return r.choice(PL.US_SCHOOL_FORMS[level]).format(r=r.choice(PL.US_SCHOOL_ROOTS))
        return r.choice(PL.IE_SCHOOL_FORMS[level]).format(
            s=r.choice(PL.SAINTS), g=r.choice(PL.IE_GAEL), t=self.city,
            r=r.choice(PL.IE_HOSP_ROOTS))

    def county_piece(self):
        r = self.rng
        return P(self.co_pre + self.county, "CITY")

    def address(self, sep=", ", with_country=False, multiline=False):
        """Full home address as pieces, split into its parts."""
        s = "\n" if multiline else sep
        out = [P(self.street + (", " + self.unit if self.unit else ""), "STREET"), s,
               P(self.city, "CITY")]
        if self.us:
            out += [", ", P(self.st, "STATE"), " ", P(self.zip, "ZIP")]
            if with_country:
                out += [s, P(self.rng.choice(["USA", "United States"]), "COUNTRY")]
        else:
            if self.city != self.county:
                out += [s, self.county_piece()]
            out += [s, P(self.zip, "ZIP")]
            if with_country:
                out += [s, P("Ireland", "COUNTRY")]
        return out

    def site_address(self):
        """An invented address for a care site in the same area."""
        r = self.rng
        if self.us:
            st = "%d %s %s" % (r.randint(100, 4999), r.choice(PL.US_STREETS),
                               r.choice(["Avenue", "Blvd", "Parkway", "Road", "Drive"]))
            if r.random() < 0.4:
                st += ", Suite %d" % r.randint(100, 450)
            return [P(st, "STREET"), ", ", P(self.city, "CITY"), ", ",
                    P(self.st, "STATE"), " ", P(gen.us_zip(r, self.zip[:3]), "ZIP")]
        st = r.choice(["Main Street", "Hospital Road", "Dublin Road", "Cork Road",
                       "Church Street", "Mill Road", "Convent Hill"])
        return [P(st, "STREET"), ", ", P(self.city, "CITY"), ", ",
                self.county_piece(), ", ", P(gen.eircode(r, self.key), "ZIP")]

    # ---------------------------------------------------------------- values
    def D(self, d, style=None):
        return P(gen.fmt_date(d, style or self.dstyle), "DATE")

    def dt(self, offset_days=0, style=None):
        return self.D(gen.add_days(self.visit, offset_days), style)

    def dob_p(self, style=None):
        return self.D(self.dob, style)

    def phone(self, mobile=None):
        if self.us:
            return gen.us_phone(self.rng, area=self.area if self.rng.random() < 0.7 else None)
        return gen.ie_phone(self.rng, mobile=mobile)

    def site_phone(self):
        if self.us:
            return gen.us_phone(self.rng, area=self.area, style=self.rng.choice([0, 1, 2]))
        return gen.ie_phone(self.rng, mobile=False, style=self.rng.choice([0, 1, 2]))

    def age_piece(self, fmt=None):
        """Age phrase for the patient; number only inside the span."""
        r = self.rng
        y, m = self.age_y, self.age_m
        if y >= 2:
            fmt = fmt or r.choice(["{a}-year-old", "{a} y/o", "{a}yo", "{a} yo",
                                   "{a} year old", "{a}-yr-old"])
            a = str(y)
            if fmt.startswith("aged") and r.random() < 0.4:
                a = gen.age_words(y)
        elif m >= 1:
            fmt = fmt or r.choice(["{a}-month-old", "{a} mo old", "{a}-mo",
                                   "{a} month old", "{a}mo"])
            a = str(m)
        else:
            w = max(1, self.age_d // 7)
            fmt = fmt or r.choice(["{a}-week-old", "{a} wk old"])
            a = str(w)
        pre, post = fmt.split("{a}")
        return [pre, P(a, "AGE"), post]

    def sex_word(self):
        r = self.rng
        if self.age_y >= 12:
            return r.choice(["male", "M"]) if self.pt.sex == "M" else r.choice(["female", "F"])
        return "boy" if self.pt.sex == "M" else "girl"

    def sexMF(self):
        return self.pt.sex

    def paed(self):
        return "pediatric" if self.us else "paediatric"
