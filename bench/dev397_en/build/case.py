"""A case: the patient, family, clinicians, sites and dates of one note,
plus helpers that return PHI pieces ((text, type) tuples) for the Doc."""
import ids
import pools_names as PN
import pools_places as PP

PC_LET_CA = "ABCEGHJKLMNPRSTVWXYZ"
EIR = "ACDEFHKNPRTVWXY"


def state_name(country, abbr):
    if country == "Australia" and abbr == "WA":
        return "Western Australia"
    return PP.STATE_NAMES.get(abbr, abbr)


ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")


class Case:
    def __init__(self, rng, country, cond, lower):
        self.rng = rng
        self.country = country
        self.cond = cond
        self.lower = lower
        self.ds = rng.choice(ids.styles_for(country))
        self.visit = ids.rand_date(rng, 2019, 2025)
        lo, hi = cond["age"]
        age = rng.randint(lo, hi)
        dob_year = self.visit.year - age - 1
        self.dob = ids.rand_date(rng, dob_year, dob_year)
        self.age = self.visit.year - self.dob.year - (
            (self.visit.month, self.visit.day) < (self.dob.month, self.dob.day))
        self.pt = self.person("PATIENT")
        self.aff = rng.choice(["right", "left"])
        m = self.pt["sex"] == "M"
        self.he, self.his, self.him = ("he", "his", "him") if m else ("she", "her", "her")
        if self.age < 16:
            self.pt["title"] = "Master" if self.pt["sex"] == "M" else "Miss"
        pt = self.pt
        profs, emps = PP.SECTORS[rng.choice(PP.SECTOR_KEYS)]
        pt["prof"] = rng.choice(profs)
        pt["employer"] = rng.choice(emps)
        pt["home"] = self.address()
        pt["tel"] = ids.phone(rng, country, region=pt["home"]["region"])
        pt["mob"] = ids.phone(rng, country, "mob", region=pt["home"]["region"])
        pt["email"] = ids.email_for(rng, pt["first"], pt["last"])
        pt["user"] = ids.username(rng, pt["first"], pt["last"])
        self.hosp_prefix = rng.choice(["", "RX", "K", "M"])
        pt["mrn"] = ids.mrn(rng, country)
        pt["natid"] = (ids.nhs_number(rng) if country == "UK" else
                       ids.nhi(rng) if country == "New Zealand" else None)
        pt["plan"] = ids.healthplan(rng, country)
        pt["ssn"] = ids.ssn(rng, country)
        pt["dl"] = ids.driving_licence(rng, country, pt["last"])
        rel = rng.choice(PN.RELATIONS)
        same = rel[0] not in ("neighbour", "friend", "carer", "partner") and rng.random() < .7
        self.kin = self.person("FAMILY", last=pt["last"] if same else None, sex=rel[1])
        self.kin["rel"] = rel[0]
        self.kin["tel"] = ids.phone(rng, country, "mob")
        self.kin["prof"] = rng.choice(PP.PROFESSIONS)
        # sites
        self.hosp = self.site(rng.choice(PP.HOSPITALS[country]))
        self.hosp2 = self.site(rng.choice(PP.HOSPITALS[country]))
        prac = "%s %s" % (rng.choice(PP.PRACTICE_STEMS), rng.choice(PP.PRACTICE_SUFFIX[country]))
        self.prac = self.site(prac)
        opt = "%s %s" % (rng.choice(PP.OPTOM_STEMS), rng.choice(PP.OPTOM_SUFFIX))
        self.optom_site = self.site(opt)
        self.gp = self.person("DOCTOR", title="Dr")
        self.cons = self.person("DOCTOR", title="SURG")
        self.reg = self.person("DOCTOR", title="Dr")
        self.optom = self.person("DOCTOR", title="")
        self.optom["lic"] = ids.license_optom(rng, country)
        self.nurse = self.person("DOCTOR", title="")
        self.typist = rng.choice(PN.TYPIST_INITIALS)
        self.insurer = rng.choice(PP.INSURERS[country])

    # ------------------------------------------------------------ people
    def cons_title(self, sex):
        r = self.rng.random()
        if self.country in ("UK", "Ireland"):
            if r < .5:
                return "Mr" if sex == "M" else self.rng.choice(["Miss", "Ms"])
            return "Prof" if r < .6 else "Dr"
        return "Prof" if r < .1 else "Dr"

    def person(self, typ, title=None, last=None, sex=None):
        rng = self.rng
        sex = sex or rng.choice("FM")
        first = rng.choice(PN.FEMALE if sex == "F" else PN.MALE)
        p = {"typ": typ, "sex": sex, "first": first,
             "last": last or rng.choice(PN.SURNAMES),
             "mid": rng.choice("ABCDEFGHJKLMNPRSTW")}
        if title == "SURG":
            title = self.cons_title(sex)
        if title is None:
            if typ == "PATIENT" or typ == "FAMILY":
                title = "Mr" if sex == "M" else rng.choice(["Mrs", "Ms", "Miss", "Mrs"])
            else:
                title = "Dr"
        p["title"] = title
        if typ == "DOCTOR":
            p["lic"] = ids.license_doc(rng, self.country)
            p["email"] = ids.email_for(rng, first, p["last"])
            p["user"] = ids.username(rng, first, p["last"])
        return p

    def staff(self, title=""):
        if title in ("Mr", "Miss", "Ms"):
            title = "SURG"
        return self.person("DOCTOR", title=title)

    def nm(self, p, style="full"):
        """Name pieces; titles stay outside the span."""
        t = p["typ"]
        f, la, mi = p["first"], p["last"], p["mid"]
        title = p.get("title", "")
        if style == "full":
            return [(f + " " + la, t)]
        if style == "fml":
            return [("%s %s. %s" % (f, mi, la), t)]
        if style == "fm_l":
            return [("%s %s %s" % (f, mi, la), t)]
        if style == "LAST_first":
            return [("%s, %s" % (la.upper(), f), t)]
        if style == "LAST_FIRST_M":
            return [("%s, %s %s" % (la.upper(), f.upper(), mi), t)]
        if style == "last_first":
            return [("%s, %s" % (la, f), t)]
        if style == "t_last":
            return ([(title + " ", None)] if title else []) + [(la, t)]
        if style == "t_full":
            return ([(title + " ", None)] if title else []) + [(f + " " + la, t)]
        if style == "t_init_last":
            return ([(title + " ", None)] if title else []) + [("%s. %s" % (f[0], la), t)]
        if style == "first":
            return [(f, t)]
        if style == "last":
            return [(la, t)]
        if style == "init":
            return [("%s.%s." % (f[0], la[0]), t)]
        if style == "init2":
            return [(f[0] + la[0], t)]
        if style == "first_l":
            return [("%s %s." % (f, la[0]), t)]
        raise ValueError(style)

    def pick_nm(self, p, styles):
        return self.nm(p, self.rng.choice(styles))

    # ----------------------------------------------------------- places
    def postcode(self, seed):
        rng, c = self.rng, self.country
        if c == "UK":
            return "%s%d %d%s" % (seed, rng.randint(1, 28), rng.randint(0, 9), ids.lt(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
        if c == "US":
            return seed + ids.dg(rng, 2)
        if c == "Canada":
            return "%s%d%s %d%s%d" % (seed, rng.randint(0, 9), rng.choice(PC_LET_CA), rng.randint(0, 9), rng.choice(PC_LET_CA), rng.randint(0, 9))
        if c in ("Australia", "New Zealand"):
            return (seed + ids.dg(rng, 4))[:4]
        rk = seed if seed != "D" else "D%02d" % rng.randint(1, 24)
        return "%s %s" % (rk, "".join(rng.choice(EIR + "0123456789") for _ in range(4)))

    def street(self):
        rng, c = self.rng, self.country
        num = str(rng.choice([rng.randint(1, 60), rng.randint(1, 250), rng.randint(100, 9800)]) if c in ("US", "Canada") else rng.randint(1, 140))
        s = "%s %s %s" % (num, rng.choice(PP.STREET_NAMES), rng.choice(PP.STREET_SUFFIX[c]))
        r = rng.random()
        if c == "US" and r < .25:
            s += rng.choice([", Apt ", " Apt ", ", Unit ", " #"]) + str(rng.randint(1, 40)) + rng.choice(["", "B", "C"])
        elif c == "UK" and r < .15:
            s = "Flat %d, %s" % (rng.randint(1, 12), s)
        elif c == "Australia" and r < .25:
            s = "%d/%s" % (rng.randint(1, 20), s)
        elif c == "Canada" and r < .2:
            s = "%d-%s" % (rng.randint(100, 1900), s)
        return s

    def address(self):
        town, region, seed = self.rng.choice(PP.TOWNS[self.country])
        return {"street": self.street(), "town": town, "region": region,
                "zip": self.postcode(seed)}

    def site(self, name):
        rng = self.rng
        a = self.address()
        a.update({"name": name, "tel": ids.phone(rng, self.country, region=a["region"]),
                  "fax": ids.phone(rng, self.country, region=a["region"]),
                  "email": ids.org_email(rng, name), "url": ids.url_for(rng, name)})
        return a

    def addr(self, a, style="line", street=True):
        """Address pieces; style line = one line, block = multi-line."""
        c = self.country
        sep = ", " if style == "line" else "\n"
        out = []
        if street:
            out += [(a["street"], "STREET"), (sep, None)]
        out.append((a["town"], "CITY"))
        if c in ("US", "Canada", "Australia"):
            reg = a["region"] if self.rng.random() < .85 else state_name(c, a["region"])
            out += [(", " if c != "Australia" else " ", None), (reg, "STATE"), (" " if c != "Canada" else "  ", None), (a["zip"], "ZIP")]
        elif c == "UK":
            if self.rng.random() < .3:
                out += [(sep, None), (a["region"], "CITY")]
            out += [(sep, None), (a["zip"], "ZIP")]
        elif c == "Ireland":
            if a["region"] != "Dublin" and (a["region"] != a["town"] or self.rng.random() < .5):
                out += [(sep + "Co. ", None), (a["region"], "CITY")]
            out += [(sep, None), (a["zip"], "ZIP")]
        else:
            out += [(" ", None), (a["zip"], "ZIP")]
        return out

    # ------------------------------------------------------------ dates
    def dt(self, d, style=None):
        return (ids.fdate(d, style or self.ds), "DATE")

    def dlong(self, d):
        if self.country == "US":
            return (ids.fdate(d, "month_d_y"), "DATE")
        if self.country == "Canada":
            return (ids.fdate(d, self.rng.choice(["month_d_y", "d_month_y"])), "DATE")
        return (ids.fdate(d, self.rng.choice(["d_month_y", "ord", "d_mon_y"])), "DATE")

    def dshort(self, d):
        return (ids.fdate(d, "md" if self.country in ("US", "Canada") else "dm"), "DATE")

    def ago(self, days):
        return ids.add_days(self.visit, -days)

    def later(self, days):
        return ids.add_days(self.visit, days)

    # ------------------------------------------------------------- ages
    def age_p(self, style=None, age=None):
        a = str(self.age if age is None else age)
        s = self.pt["sex"]
        st = style or self.rng.choice(["yo", "year-old", "yrs", "aged", "sexletter", "y/o"])
        if st == "year-old":
            if self.rng.random() < .15:
                return [(words(int(a)), "AGE"), ("-year-old", None)]
            return [(a, "AGE"), ("-year-old", None)]
        if st == "yo":
            return [(a, "AGE"), (self.rng.choice([" yo", "yo", " y.o."]), None)]
        if st == "yrs":
            return [(a, "AGE"), (self.rng.choice([" yrs", " years"]), None)]
        if st == "aged":
            return [("aged ", None), (a, "AGE")]
        if st == "y/o":
            return [(a, "AGE"), (" y/o", None)]
        return [(a, "AGE"), ((" " if self.rng.random() < .5 else "") + s, None)]

    # ------------------------------------------------------------- misc
    def va(self, good=True):
        """Visual acuity in the country's notation (hard negative: looks like dates)."""
        rng = self.rng
        if self.country in ("US", "Canada"):
            return rng.choice(["20/20", "20/25", "20/30", "20/40"] if good else
                              ["20/50", "20/70", "20/80", "20/100", "20/200", "20/400", "CF 2 ft", "HM"])
        return rng.choice(["6/5", "6/6", "6/7.5", "6/9", "6/9+2"] if good else
                          ["6/12", "6/18", "6/24", "6/36", "6/60", "3/60", "CF", "HM", "6/12-1"])

    def eye(self):
        return self.rng.choice(["right", "left"])
