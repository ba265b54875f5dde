"""A fictional patient episode: people, places, identifiers and a timeline.
Genre generators read from a Case and decide what to print."""
import datetime as dt

import clin
import ids
import places
from names import Person, new_person

COUNTRIES = ["US"] * 8 + ["UK"] * 5 + ["CA"] * 3 + ["AU"] * 3 + ["IE"] * 2
TITLES = {"F": ["Ms", "Mrs", "Ms", "Miss"], "M": ["Mr", "Mr"]}


def _word(rng, pool):
    return rng.choice(pool)


def hospital_name(rng, country):
    if rng.random() < 0.25:
        base = rng.choice(places.SAINTS)
    else:
        base = rng.choice(places.HOSP_ROOTS)
    name = base + " " + rng.choice(places.HOSP_SUFFIX[country])
    abbr = "".join(w[0] for w in name.replace("'s", "").replace(".", "").split() if w[0].isupper())
    return name, abbr


def practice_name(rng, country):
    form = rng.choice(places.PRACTICE_FORMS[country])
    return form.format(r=rng.choice(places.HOSP_ROOTS), s=rng.choice(places.STREET_NAMES))


def postcode(rng, country, seed):
    if country == "US":
        return seed + ids.digits(rng, 2) + ("-" + ids.digits(rng, 4) if rng.random() < 0.15 else "")
    if country == "UK":
        return "%s%d %d%s" % (seed, rng.randint(1, 19), rng.randint(1, 9), "".join(rng.choice("ABDEFGHJLNPQRSTUWXYZ") for _ in range(2)))
    if country == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (seed, rng.randint(0, 9), rng.choice(L), rng.randint(0, 9), rng.choice(L), rng.randint(0, 9))
    if country == "AU":
        return "%04d" % (seed + rng.randint(0, 40))
    key = seed + str(rng.randint(1, 9)) if seed == "D0" else seed
    return key + " " + "".join(rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4))


class Address:
    def __init__(self, rng, country, town=None):
        self.country = country
        t = town or rng.choice(places.TOWNS[country])
        self.city, self.region, self.region_full, seed = t
        num = rng.randint(1, 2400) if country == "US" else rng.randint(1, 180)
        street = "%d %s %s" % (num, rng.choice(places.STREET_NAMES), rng.choice(places.STREET_TYPES[country]))
        r = rng.random()
        if r < 0.12:
            street += rng.choice({"US": [", Apt 3B", ", Apt 12", ", Unit 4", " #210"], "CA": [", Unit 1204", " Apt 7"],
                                  "UK": [", Rear"], "AU": [", Unit 5"], "IE": [", Apt 14"]}[country]) if country != "UK" else ""
            if country == "UK":
                street = "Flat %d, %s" % (rng.randint(1, 9), street)
        elif r < 0.2 and country == "UK":
            street = "Flat %d, %s" % (rng.randint(1, 12), street)
        elif r < 0.2 and country == "AU":
            street = "%d/%s" % (rng.randint(1, 12), street)
        self.street = street
        self.zip = postcode(rng, country, seed)

    def parts(self, sep=", ", full_state=False, with_country=False):
        """Items for Doc.w(): street, city, region, postcode (UK/IE county as CITY)."""
        c = self.country
        out = [(self.street, "STREET"), sep, (self.city, "CITY")]
        if c in ("US", "CA", "AU"):
            out += [", " if c != "AU" else " ", (self.region_full if full_state and self.region_full else self.region, "STATE"),
                    "  " if c == "CA" else " ", (self.zip, "ZIP")]
        elif c == "UK":
            if self.region:
                out += [sep, (self.region, "CITY")]
            out += [sep, (self.zip, "ZIP")]
        else:
            if self.region and self.region != self.city:
                out += [sep, "Co. ", (self.region, "CITY")]
            out += [sep, (self.zip, "ZIP")]
        if with_country:
            out += [sep, ({"US": "USA", "UK": "United Kingdom", "CA": "Canada", "AU": "Australia",
                           "IE": "Ireland"}[c], "COUNTRY")]
        return out

    def lines(self):
        """Multi-line letter form: list of item lists."""
        c = self.country
        first = [(self.street, "STREET")]
        if c in ("US", "CA"):
            second = [(self.city, "CITY"), ", ", (self.region, "STATE"), " ", (self.zip, "ZIP")]
        elif c == "AU":
            second = [(self.city, "CITY"), " ", (self.region, "STATE"), " ", (self.zip, "ZIP")]
        elif c == "UK":
            second = [(self.city.upper() if len(self.city) < 12 else self.city, "CITY")]
            if self.region:
                return [first, second, [(self.region, "CITY")], [(self.zip, "ZIP")]]
            return [first, second, [(self.zip, "ZIP")]]
        else:
            second = [(self.city, "CITY")]
            if self.region != self.city:
                return [first, second, ["Co. ", (self.region, "CITY")], [(self.zip, "ZIP")]]
            return [first, second, [(self.zip, "ZIP")]]
        return [first, second]


class Case:
    def __init__(self, rng, country=None, kind=None):
        c = self.country = country or rng.choice(COUNTRIES)
        self.si = c != "US"
        self.kind = kind or rng.choice(["cart", "cart", "allo", "allo", "allo", "auto"])
        # patient
        self.pt = Person(rng)
        self.sex = self.pt.sex
        self.title = rng.choice(TITLES[self.sex])
        if self.kind == "cart":
            self.prod = rng.choice(clin.CART)
            lo, hi = (19, 26) if self.prod["dabbr"] == "B-ALL" and rng.random() < 0.5 else (34, 81)
        elif self.kind == "allo":
            self.dis = rng.choice(clin.ALLO)
            lo, hi = 19, 72
        else:
            self.dis = rng.choice(clin.AUTO)
            lo, hi = 28, 74
        self.age = rng.randint(lo, hi)
        self.day0 = dt.date(2021, 1, 4) + dt.timedelta(days=rng.randint(0, 1640))
        self.dob = self.day0 - dt.timedelta(days=365 * self.age + rng.randint(10, 350))
        self.diag = self.day0 - dt.timedelta(days=rng.randint(150, 1500))
        self.addr = Address(rng, c)
        self.phone = ids.phone(rng, c)
        self.mobile = ids.phone(rng, c, mobile=True)
        self.email = ids.email(rng, self.pt)
        self.mrn = ids.mrn(rng, c)
        self.nhs = ids.nhs(rng) if c == "UK" else None
        self.ssn = ids.ssn(rng, c) if c in ("US", "CA", "IE") else None
        self.insurer = rng.choice(places.INSURERS[c])
        self.member = ids.healthplan(rng, c)
        self.group = ids.group_no(rng)
        self.fund_no = self.member if c == "US" else rng.choice([ids.digits(rng, 8), ids.letters(rng, 3) + ids.digits(rng, 6)])
        self.acct = ids.account(rng, c)
        self.prof = rng.choice(places.PROFESSIONS)
        self.retired = self.age > 64 and rng.random() < 0.7
        self.employer = rng.choice(places.EMPLOYERS)
        self.origin = rng.choice(places.ORIGINS) if rng.random() < 0.35 else None
        # family
        self.partner = new_person(rng, "M" if self.sex == "F" else "F", last=self.pt.last if rng.random() < 0.6 else None)
        if rng.random() < 0.1:
            self.partner = new_person(rng, self.sex)
        self.partner_rel = rng.choice(["wife", "partner"] if self.partner.sex == "F" else ["husband", "partner"])
        self.child = new_person(rng, last=self.pt.last)
        if self.age < 38:
            self.child_rel = "mother" if self.child.sex == "F" else "father"
            self.child_age = self.age + rng.randint(21, 36)
        else:
            self.child_rel = "daughter" if self.child.sex == "F" else "son"
            self.child_age = max(16, self.age - rng.randint(22, 38))
        self.sib = new_person(rng, last=self.pt.last)
        self.sib_rel = "sister" if self.sib.sex == "F" else "brother"
        self.sib_age = max(16, self.age + rng.randint(-9, 9))
        self.carer_phone = ids.phone(rng, c, mobile=True)
        self.partner_prof = rng.choice(places.PROFESSIONS)
        # care sites
        self.hosp, self.hosp_abbr = hospital_name(rng, c)
        self.haddr = Address(rng, c, town=(self.addr.city, self.addr.region, self.addr.region_full,
                                            self.addr.zip[:3] if c in ("US",) else _seed(self.addr, c))
                              if rng.random() < 0.3 else None)
        self.hphone = ids.phone(rng, c)
        self.hfax = ids.phone(rng, c)
        self.ward = rng.choice(places.WARDS)
        self.dayunit = rng.choice(places.DAY_UNITS)
        self.room = rng.choice(["%d%s" % (rng.randint(1, 40), rng.choice(["", "", "A", "B"])),
                                "%d" % rng.randint(401, 799)])
        self.bed = str(rng.randint(1, 28))
        self.ref_hosp, _ = hospital_name(rng, c)
        self.practice = practice_name(rng, c)
        self.paddr = Address(rng, c)
        self.pfax = ids.phone(rng, c)
        self.lodging = rng.choice(places.LODGING)
        # staff
        self.att = Person(rng)
        self.fellow = Person(rng)
        self.resident = Person(rng)
        self.coord = Person(rng)
        self.pharm = Person(rng)
        self.nurse = Person(rng)
        self.nurse2 = Person(rng)
        self.sw = Person(rng)
        self.gp = Person(rng)
        self.refdoc = Person(rng)
        self.lab = Person(rng)
        self.coord_email = ids.email(rng, self.coord) if rng.random() < 0.6 else ids.email(
            rng, role=rng.choice(["bmt.coordinators", "cellular.therapy", "cart.team", "transplant.office"]))
        self.lic = ids.license_no(rng, c)
        self.yy = "%02d" % (self.day0.year % 100)
        # date styles chosen once per note
        self.dstyle = rng.choice(ids.US_STYLES if c == "US" else (ids.INT_STYLES if c != "CA" else ["iso", "iso", "us_abbr", "us_long", "sys"]))
        self.short = {"US": "us_md", "CA": "mon_day"}.get(c, "uk_dm")
        self.wk = "wk_us" if c == "US" else ("wk_uk" if c != "CA" else "wk_long_us")
        self.wklong = "wk_long_us" if c in ("US", "CA") else "wk_long_uk"
        self.longstyle = "us_long" if c in ("US", "CA") else "uk_long"

    # helpers ---------------------------------------------------------------
    def shift(self, days):
        """Move the whole timeline (day 0, birth, diagnosis) by days."""
        self.day0 += dt.timedelta(days=days)
        self.dob += dt.timedelta(days=days)
        self.diag += dt.timedelta(days=days)

    def d(self, day, style=None):
        return (ids.fmt(day, style or self.dstyle), "DATE")

    def rel(self, n):
        return self.day0 + dt.timedelta(days=n)

    def hae(self):
        return "hematology" if self.country == "US" else "haematology"

    def consultant(self):
        return "attending" if self.country in ("US", "CA") else "consultant"

    def gp_word(self):
        return {"US": "PCP", "CA": "family physician", "AU": "GP", "UK": "GP", "IE": "GP"}[self.country]

    def id_items(self, rng, label_mrn=None):
        """Header identifier items: MRN plus country-specific national numbers."""
        c = self.country
        out = [(label_mrn or rng.choice({"US": ["MRN: ", "MRN ", "Med Rec #: "], "UK": ["Hosp No: ", "Hospital no. ", "MRN: "],
                                          "CA": ["MRN: ", "Chart #: "], "AU": ["URN: ", "UR: ", "MRN "],
                                          "IE": ["MRN: ", "Hospital No: "]}[c])), (self.mrn, "MRN")]
        if c == "UK":
            out += ["   NHS No: ", (self.nhs, "MRN")]
        if c == "CA" and rng.random() < 0.7:
            out += ["   OHIP/HCN: " if self.addr.region == "ON" else "   PHN: ", (self.member, "HEALTHPLAN")]
        if c == "AU" and rng.random() < 0.7:
            out += ["   Medicare: ", (self.member, "HEALTHPLAN")]
        return out

    def disease_line(self):
        if self.kind == "cart":
            return self.prod["dis"]
        return self.dis["dis"]


def _seed(addr, c):
    if c == "UK":
        return "".join(ch for ch in addr.zip.split()[0] if ch.isalpha())
    if c == "CA":
        return addr.zip[0]
    if c == "AU":
        return int(addr.zip)
    return addr.zip.split()[0] if not addr.zip.startswith("D") else "D0"
