"""People, addresses, sites, dates and phone numbers for dev200_en (author 200)."""
import datetime as dt
import unicodedata

import pools as P

MON3 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

DATE_STYLES = {
    "AU": ["dmy", "dmy", "d_mon_y", "d_month_y", "dd_mon_yyyy", "dmy_dot", "dmy2"],
    "UK": ["dmy", "dmy", "d_mon_y", "d_month_y", "dd_mon_yyyy", "DD_MON_YYYY", "dmy2"],
    "CA": ["iso", "iso", "mdy_long", "mon_d_y", "dmy", "d_month_y", "d_mon_y"],
}


def rdate(rng, start, end):
    """Uniform date between two dt.date values inclusive."""
    return start + dt.timedelta(days=rng.randint(0, (end - start).days))


def fdate(d, style, country="AU"):
    y = d.year
    if style == "dmy":
        return f"{d.day:02d}/{d.month:02d}/{y}"
    if style == "dmy2":
        return f"{d.day}/{d.month}/{y % 100:02d}"
    if style == "dmy_dot":
        return f"{d.day:02d}.{d.month:02d}.{y}"
    if style == "d_mon_y":
        return f"{d.day} {MON3[d.month - 1]} {y}"
    if style == "d_month_y":
        return f"{d.day} {MONTHS[d.month - 1]} {y}"
    if style == "dd_mon_yyyy":
        return f"{d.day:02d}-{MON3[d.month - 1]}-{y}"
    if style == "DD_MON_YYYY":
        return f"{d.day:02d}-{MON3[d.month - 1].upper()}-{y}"
    if style == "iso":
        return d.isoformat()
    if style == "mdy_long":
        return f"{MONTHS[d.month - 1]} {d.day}, {y}"
    if style == "mon_d_y":
        return f"{MON3[d.month - 1]} {d.day} {y}"
    if style == "wd_long":
        if country == "CA":
            return f"{WD[d.weekday()]}, {MONTHS[d.month - 1]} {d.day}, {y}"
        return f"{WD[d.weekday()]} {d.day} {MONTHS[d.month - 1]} {y}"
    if style == "wd_short":
        if country == "CA":
            return f"{WD[d.weekday()][:3]} {d.isoformat()}"
        return f"{WD[d.weekday()][:3]} {d.day:02d}/{d.month:02d}/{y}"
    if style == "dm":
        if country == "CA":
            return f"{MON3[d.month - 1]} {d.day}"
        return f"{d.day:02d}/{d.month:02d}"
    if style == "month_year":
        return f"{MONTHS[d.month - 1]} {y}"
    if style == "mon_year":
        return f"{MON3[d.month - 1]} {y}"
    if style == "mm_yyyy":
        return f"{d.month:02d}/{y}"
    if style == "year":
        return str(y)
    raise ValueError(style)


def ascii_slug(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return "".join(c for c in s.lower() if c.isalnum())


# ------------------------------------------------------------------ phones
def phone(rng, country, kind="land", area=None, ext_p=0.0):
    if country == "AU":
        if kind == "mobile":
            a, b = rng.randint(10, 99), rng.randint(0, 999)
            s = rng.choice([f"04{a} 555 {b:03d}", f"04{a}555{b:03d}", f"+61 4{a} 555 {b:03d}"])
        else:
            area = area or rng.choice(["02", "03", "07", "08"])
            n = rng.randint(0, 9999)
            s = rng.choice([f"({area}) 5550 {n:04d}", f"{area} 5550 {n:04d}",
                            f"+61 {area[1]} 5550 {n:04d}", f"({area}) 5551 {n:04d}"])
    elif country == "UK":
        if kind == "mobile":
            a, b = rng.randint(700, 799), rng.randint(0, 999)
            s = rng.choice([f"07{a} 555{b:03d}", f"07{a} 555 {b:03d}", f"+44 7{a} 555{b:03d}"])
        else:
            area = area or rng.choice(["0113", "0161", "01423", "01872", "020"])
            if area == "020":
                s = f"020 7555 {rng.randint(0, 9999):04d}"
            elif len(area) == 4 or area == "028":
                s = f"{area} 555 {rng.randint(0, 9999):04d}"
                if area == "028":
                    s = f"028 9555 {rng.randint(0, 9999):04d}"
            else:
                s = rng.choice([f"{area} 555{rng.randint(0, 999):03d}",
                                f"{area} 555 {rng.randint(0, 999):03d}",
                                f"({area}) 555{rng.randint(0, 999):03d}"])
    else:
        area = area or rng.choice(["613", "902", "250", "306", "204"])
        n = rng.randint(100, 199)
        s = rng.choice([f"({area}) 555-0{n % 100:02d}{rng.randint(0, 9)}",
                        f"{area}-555-0{n % 100:03d}"[:12],
                        f"{area}.555.0{n % 100:02d}{rng.randint(0, 9)}",
                        f"+1 {area} 555 0{n % 100:02d}{rng.randint(0, 9)}",
                        f"1-{area}-555-0{n % 100:02d}{rng.randint(0, 9)}"])
    if ext_p and rng.random() < ext_p:
        s += rng.choice([f" ext. {rng.randint(200, 4999)}", f" x{rng.randint(10, 499)}",
                         f" ext {rng.randint(20, 89)}", f" (ext {rng.randint(100, 999)})"])
    return s


def pager(rng, country):
    if country == "UK":
        return rng.choice([f"5551", f"555{rng.randint(2, 9)}", f"555-{rng.randint(10, 99)}"])
    return rng.choice([f"555 {rng.randint(100, 999)}", f"555-{rng.randint(1000, 9999)}",
                       f"#555{rng.randint(10, 99)}"])


# ------------------------------------------------------------------ people
class Person:
    def __init__(self, given, surname, sex, middle=None, nick=None, age=None, dob=None):
        self.given, self.surname, self.sex = given, surname, sex
        self.middle, self.nick, self.age, self.dob = middle, nick, age, dob
        self.title = "Mr" if sex == "M" else "Ms"

    # forms -------------------------------------------------------------
    def full(self):
        return f"{self.given} {self.surname}"

    def fullm(self):
        if self.middle:
            return f"{self.given} {self.middle[0]}. {self.surname}"
        return self.full()

    def fullmid(self):
        if self.middle:
            return f"{self.given} {self.middle} {self.surname}"
        return self.full()

    def rev(self):
        return f"{self.surname}, {self.given}"

    def REV(self):
        m = f" {self.middle[0]}" if self.middle else ""
        return f"{self.surname.upper()}, {self.given}{m}"

    def REVALL(self):
        m = f" {self.middle[0]}" if self.middle else ""
        return f"{self.surname.upper()}, {self.given.upper()}{m.upper()}"

    def ini(self):
        return f"{self.given[0]}.{self.surname[0].upper()}."

    def ini2(self):
        return f"{self.given[0]}{self.surname[0].upper()}"

    def isn(self):
        return f"{self.given[0]}. {self.surname}"

    def isn2(self):
        return f"{self.given[0]} {self.surname}"

    def email(self, rng):
        g, s = ascii_slug(self.given), ascii_slug(self.surname)
        local = rng.choice([f"{g}.{s}", f"{g[0]}{s}", f"{g}{s[:3]}{rng.randint(1, 99)}",
                            f"{s}.{g[0]}", f"{g}_{s}"])
        return f"{local}@" + rng.choice(["example.com", "example.net", "example.org"])

    def username(self, rng):
        g, s = ascii_slug(self.given), ascii_slug(self.surname)
        return rng.choice([f"{g[0]}{s}", f"{g[0]}{s}{rng.randint(1, 9)}", f"{s[:6]}{g[0]}",
                           f"{g}.{s}", f"{g[0]}.{s}", f"{s}{g[:2]}"])


def make_person(rng, sex=None, age=None, ref=None, middle_p=0.35, nick_p=0.12, surname=None):
    sex = sex or rng.choice(["M", "F"])
    pool = P.GIVEN_M if sex == "M" else P.GIVEN_F
    given = rng.choice(pool)
    middle = None
    if rng.random() < middle_p:
        middle = rng.choice([g for g in pool if g != given])
    nick = None
    if given in P.NICK and rng.random() < nick_p * 3:
        nick = rng.choice(P.NICK[given])
    sn = surname or rng.choice(P.SURNAMES)
    p = Person(given, sn, sex, middle, nick)
    if age is not None and ref is not None:
        p.age = age
        try:
            bday = ref.replace(year=ref.year - age)
        except ValueError:
            bday = ref.replace(year=ref.year - age, day=28)
        p.dob = bday - dt.timedelta(days=rng.randint(1, 364))
    if sex == "F":
        p.title = rng.choice(["Mrs", "Ms", "Miss"]) if (age or 40) > 17 else "Miss"
    elif (age or 40) < 16:
        p.title = "Master"
    return p


def make_clinician(rng, female_p=0.5):
    return make_person(rng, sex="F" if rng.random() < female_p else "M", middle_p=0.2,
                       nick_p=0.0)


# ------------------------------------------------------------------ addresses
class Address:
    def __init__(self, country, street, city, region, region_full, postcode, area):
        self.country, self.street, self.city = country, street, city
        self.region, self.region_full, self.postcode, self.area = (region, region_full,
                                                                     postcode, area)

    def oneline(self, rng, with_country=False, full_region=False):
        c = self.country
        it = [(self.street, "STREET"), ", "]
        if c == "AU":
            city = self.city.upper() if rng.random() < 0.35 else self.city
            reg = self.region_full if full_region else self.region
            it += [(city, "CITY"), " ", (reg, "STATE"), " ", (self.postcode, "ZIP")]
        elif c == "UK":
            it += [(self.city, "CITY"), ", "]
            if rng.random() < 0.5 or full_region:
                it += [(self.region, "CITY"), ", "]
            it += [(self.postcode, "ZIP")]
        else:
            reg = self.region_full if full_region else self.region
            it += [(self.city, "CITY"), ", ", (reg, "STATE"), " ", (self.postcode, "ZIP")]
        if with_country:
            it += [", ", (P.COUNTRY_NAME[c][0] if c != "UK" else rng.choice(["United Kingdom",
                                                                           "UK"]), "COUNTRY")]
        return it

    def multiline(self, rng, indent="", with_country=False):
        c = self.country
        it = [indent, (self.street, "STREET"), "\n", indent]
        if c == "AU":
            city = self.city.upper() if rng.random() < 0.5 else self.city
            it += [(city, "CITY"), " ", (self.region, "STATE"), " ", (self.postcode, "ZIP")]
        elif c == "UK":
            it += [(self.city, "CITY"), "\n", indent]
            if rng.random() < 0.6:
                it += [(self.region, "CITY"), "\n", indent]
            it += [(self.postcode, "ZIP")]
        else:
            it += [(self.city, "CITY"), ", ", (self.region, "STATE"), "  ", (self.postcode, "ZIP")]
        if with_country:
            it += ["\n", indent, (P.COUNTRY_NAME[c][0] if c != "UK" else "United Kingdom",
                                  "COUNTRY")]
        return it


def _letters(rng, n, pool="ABDEFGHJLNPQRSTUWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


SUITES = ["Level {k}, ", "Suite {k}, ", "Ground Floor, ", "Unit {k}, "]


def make_address(rng, country, city=None, simple=False):
    nm = rng.choice(P.STREET_NAMES)
    n = rng.randint(1, 240)
    if simple:
        cty = city or city_of(rng, country)
        st = f"{nm} {rng.choice({'AU': P.AU_ST_TYPES, 'UK': P.UK_ST_TYPES, 'CA': P.CA_ST_TYPES}[country])}"
        pre = rng.choice(SUITES).replace("{k}", str(rng.randint(1, 9))) if rng.random() < 0.35 else ""
        street = f"{pre}{n} {st}"
        if country == "AU":
            return Address("AU", street, cty[0], cty[1], cty[2], cty[3], cty[4])
        if country == "UK":
            pc = f"{cty[2]} {rng.randint(1, 9)}{_letters(rng, 2)}"
            return Address("UK", street, cty[0], cty[1], cty[1], pc, cty[3])
        pc = f"{cty[3]} {rng.randint(1, 9)}{_letters(rng, 1, 'ABCEGHJKLMNPRSTVWXYZ')}{rng.randint(0, 9)}"
        return Address("CA", street, cty[0], cty[1], cty[2], pc, cty[4])
    if country == "AU":
        cty = city or rng.choice(P.AU_CITIES)
        st = f"{nm} {rng.choice(P.AU_ST_TYPES)}"
        street = rng.choice([f"{n} {st}", f"{n} {st}", f"Unit {rng.randint(1, 20)}/{n} {st}",
                             f"{rng.randint(1, 12)}/{n} {st}", f"Lot {rng.randint(2, 90)} {st}"])
        return Address("AU", street, cty[0], cty[1], cty[2], cty[3], cty[4])
    if country == "UK":
        cty = city or rng.choice(P.UK_CITIES)
        st = f"{nm} {rng.choice(P.UK_ST_TYPES)}"
        street = rng.choice([f"{n} {st}", f"{n} {st}", f"Flat {rng.randint(1, 12)}, {n} {st}",
                             f"{rng.choice(P.UK_HOUSE_NAMES)}, {st}", f"{n}a {st}"])
        pc = f"{cty[2]} {rng.randint(1, 9)}{_letters(rng, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"
        return Address("UK", street, cty[0], cty[1], cty[1], pc, cty[3])
    cty = city or rng.choice(P.CA_CITIES)
    if cty[1] == "QC" and rng.random() < 0.6:
        st = f"rue {nm}"
        street = rng.choice([f"{n} {st}", f"{n}, {st}, app. {rng.randint(1, 30)}"])
    else:
        st = f"{nm} {rng.choice(P.CA_ST_TYPES)}"
        street = rng.choice([f"{n} {st}", f"{n} {st}", f"{rng.randint(101, 1808)}-{n} {st}",
                             f"{n} {st}, Unit {rng.randint(1, 40)}", f"Apt {rng.randint(1, 30)}, {n} {st}"])
    pc = f"{cty[3]} {rng.randint(1, 9)}{_letters(rng, 1, 'ABCEGHJKLMNPRSTVWXYZ')}{rng.randint(0, 9)}"
    return Address("CA", street, cty[0], cty[1], cty[2], pc, cty[4])


# ------------------------------------------------------------------ sites
class Site:
    def __init__(self, name, addr, phone_, fax, email, url):
        self.name, self.addr, self.phone, self.fax, self.email, self.url = (name, addr, phone_,
                                                                             fax, email, url)


def org_name(rng, forms):
    f = rng.choice(forms)
    return f.replace("{X}", rng.choice(P.PLACE_STEMS)).replace("{S}", rng.choice(P.SAINTS))


def make_site(rng, country, forms, city=None, addr=None):
    name = org_name(rng, forms)
    addr = addr or make_address(rng, country, city, simple=True)
    ph = phone(rng, country, "land", addr.area)
    fx = phone(rng, country, "land", addr.area)
    slug = ascii_slug(name.split(" ")[0])
    dom = rng.choice(["example.com", "example.org", "example.net"])
    email = rng.choice([f"{slug}@{dom}", f"reception.{slug}@{dom}", f"referrals.{slug}@{dom}",
                        f"admin@{slug}.{dom}"])
    url = rng.choice([f"www.{dom}/{slug}", f"https://{slug}.{dom}", f"www.{slug}.{dom}/book",
                      f"https://www.{dom}/{slug}/contact"])
    return Site(name, addr, ph, fx, email, url)


def city_of(rng, country):
    return rng.choice({"AU": P.AU_CITIES, "UK": P.UK_CITIES, "CA": P.CA_CITIES}[country])


def employer(rng, country, forms=None):
    nm = org_name(rng, forms or P.EMPLOYER_FORMS)
    suf = rng.choice(P.EMPLOYER_SUFFIX[country])
    return f"{nm} {suf}".strip()


def school(rng, country):
    return org_name(rng, P.SCHOOL_FORMS[country])
