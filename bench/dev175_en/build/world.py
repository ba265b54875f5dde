"""People, practices and identifier generators, with varied surface forms."""
import datetime as dt

import pools as PL
from fmt import P, D, AGE, age_on, rand_date, add_days, digits, letters, chance, pick

NICK = {"William": "Billy", "Margaret": "Peggy", "Patrick": "Paddy", "Kathleen": "Kathy",
        "Michael": "Mick", "Bernadette": "Bernie", "Thomas": "Tommy", "Elizabeth": "Liz",
        "Dorothy": "Dot", "Gerard": "Ger", "Theresa": "Tess", "Kenneth": "Ken",
        "Raymond": "Ray", "Alistair": "Ali", "Siobhan": "Shiv", "Deirdre": "Dee"}
PC_LET = "ABDEFGHJLNPQRSTUWXYZ"
EIR = "ACDEFHKNPRTVWXY0123456789"


class Person:
    def __init__(self, rng, sex=None, last=None):
        self.sex = sex or pick(rng, ["M", "F"])
        self.first = pick(rng, PL.MALE if self.sex == "M" else PL.FEMALE)
        self.mid = pick(rng, PL.MALE if self.sex == "M" else PL.FEMALE) if chance(rng, 0.5) else None
        while self.mid == self.first:
            self.mid = pick(rng, PL.MALE if self.sex == "M" else PL.FEMALE)
        self.last = last or pick(rng, PL.SURNAMES)
        if self.sex == "M":
            self.title = "Mr"
        else:
            self.title = pick(rng, ["Mrs", "Mrs", "Ms", "Miss"])

    @property
    def full(self):
        return "%s %s" % (self.first, self.last)

    @property
    def initials(self):
        return self.first[0] + self.last.replace("'", "")[0]


def street_uk(rng):
    r = rng.random()
    base = "%d %s %s" % (rng.randint(1, 180), pick(rng, PL.STREET_WORDS), pick(rng, PL.STREET_TYPES))
    if r < 0.15:
        return "Flat %d, %s" % (rng.randint(1, 24), base)
    if r < 0.22:
        return "%s, %s %s" % (pick(rng, PL.HOUSE_NAMES), pick(rng, PL.STREET_WORDS), pick(rng, ["Lane", "Road"]))
    return base


def street_ie(rng):
    r = rng.random()
    base = "%d %s %s" % (rng.randint(1, 120), pick(rng, PL.STREET_WORDS), pick(rng, PL.IE_ESTATE_TYPES))
    if r < 0.12:
        return "Apt %d, %s" % (rng.randint(1, 40), base)
    if r < 0.25:
        return "%s, %s Road" % (pick(rng, PL.HOUSE_NAMES), pick(rng, PL.STREET_WORDS))
    return base


def postcode(rng, area):
    return "%s%d %d%s" % (area, rng.randint(1, 29), rng.randint(1, 9), letters(rng, 2, PC_LET))


def eircode(rng, key):
    return "%s %s" % (key, "".join(pick(rng, EIR) for _ in range(4)))


# ---------------------------------------------------------------- phones
UK_AREAS = {"Bristol": "0117", "Leeds": "0113", "Sheffield": "0114", "Nottingham": "0115",
            "Leicester": "0116", "Reading": "0118", "Sunderland": "0191", "Durham": "0191",
            "Cardiff": "029", "Belfast": "028", "Lisburn": "028", "Newry": "028",
            "Enniskillen": "028", "Omagh": "028", "Glasgow": "0141", "Edinburgh": "0131"}
IE_AREAS = {"Cork": "021", "Ballincollig": "021", "Mallow": "022", "Galway": "091", "Tuam": "093",
            "Limerick": "061", "Ennis": "065", "Waterford": "051", "Dungarvan": "058",
            "Kilkenny": "056", "Carlow": "059", "Sligo": "071", "Letterkenny": "074",
            "Castlebar": "094", "Westport": "098", "Athlone": "090", "Mullingar": "044",
            "Tullamore": "057", "Navan": "046", "Drogheda": "041", "Dundalk": "042",
            "Wexford": "053", "Tralee": "066", "Killarney": "064", "Clonmel": "052",
            "Naas": "045", "Bray": "01", "Swords": "01", "Dublin": "01", "Cavan": "049",
            "Portlaoise": "057"}


def land(rng, country, town):
    if country == "UK":
        area = UK_AREAS.get(town) or "01%d%02d" % (rng.randint(2, 9), rng.randint(10, 99))
        num = "555 %s" % digits(rng, 4)
        st = rng.random()
        if st < 0.55:
            return "%s %s" % (area, num)
        if st < 0.7:
            return "(%s) %s" % (area, num)
        if st < 0.85:
            return "+44 %s %s" % (area[1:], num)
        return "%s-%s" % (area, num.replace(" ", "-"))
    area = IE_AREAS.get(town, "0%d" % rng.randint(41, 99))
    num = "555 %s" % digits(rng, 4)
    st = rng.random()
    if st < 0.5:
        return "%s %s" % (area, num)
    if st < 0.7:
        return "(%s) %s" % (area, num)
    if st < 0.85:
        return "+353 %s %s" % (area[1:], num)
    return "%s-%s" % (area, num.replace(" ", "-"))


def mobile(rng, country):
    st = rng.random()
    if country == "UK":
        pre = "07%d%02d" % (rng.randint(4, 9), rng.randint(0, 99))
        tail = digits(rng, 3)
        if st < 0.5:
            return "%s 555%s" % (pre, tail)
        if st < 0.7:
            return "%s 555 %s" % (pre, tail)
        if st < 0.85:
            return "+44 %s 555%s" % (pre[1:], tail)
        return "%s555%s" % (pre, tail)
    pre = pick(rng, ["083", "085", "086", "087", "089"])
    tail = digits(rng, 4)
    if st < 0.5:
        return "%s %s %s" % (pre, "555", tail)
    if st < 0.7:
        return "%s-555-%s" % (pre, tail)
    if st < 0.85:
        return "+353 %s 555 %s" % (pre[1:], tail)
    return "%s555%s" % (pre, tail)


def ext(rng):
    return pick(rng, [" ext 2%02d" % rng.randint(0, 99), " ext. %d" % rng.randint(1, 9),
                      " x%d" % rng.randint(200, 499), " (ext 3%02d)" % rng.randint(0, 99)])


# ---------------------------------------------------------------- identifiers
def nhs_number(rng):
    while True:
        d = [9, 9, 9] + [rng.randrange(10) for _ in range(6)]
        s = sum(v * (10 - i) for i, v in enumerate(d))
        c = 11 - s % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        d.append(c)
        s = "".join(map(str, d))
        st = rng.random()
        if st < 0.55:
            return "%s %s %s" % (s[:3], s[3:6], s[6:])
        if st < 0.85:
            return s
        return "%s-%s-%s" % (s[:3], s[3:6], s[6:])


def chi_number(rng, dob, sex):
    tail = digits(rng, 2)
    sx = rng.choice("13579") if sex == "M" else rng.choice("02468")
    s = "%02d%02d%02d%s%s%s" % (dob.day, dob.month, dob.year % 100, tail, sx, digits(rng, 1))
    return s if chance(rng, 0.6) else s[:6] + " " + s[6:]


def hc_number(rng):
    s = "3" + digits(rng, 9)
    return "%s %s %s" % (s[:3], s[3:6], s[6:]) if chance(rng, 0.6) else s


def hosp_mrn(rng, country):
    if country == "UK":
        return pick(rng, ["%s%s" % (letters(rng, 1), digits(rng, 7)), "RX%s%s" % (letters(rng, 1), digits(rng, 6)),
                          digits(rng, 8), "%s%s" % (letters(rng, 2), digits(rng, 6))])
    return pick(rng, [digits(rng, 7), "0" + digits(rng, 6), "MRN" + digits(rng, 6)])


def practice_no(rng):
    return pick(rng, [digits(rng, 5), digits(rng, 6), "%d" % rng.randint(1000, 99999)])


def ni_number(rng):
    a = rng.choice("DFIQUV") + rng.choice("ABCEGHJKLMNPRSTWXYZ")
    n = digits(rng, 6)
    sfx = rng.choice("ABCD")
    if chance(rng, 0.5):
        return "%s %s %s %s %s" % (a, n[:2], n[2:4], n[4:], sfx)
    return "%s%s%s" % (a, n, sfx)


def ppsn(rng):
    return "9%s%s%s" % (digits(rng, 6), rng.choice("ABCDEFGHKLMNPRSTWX"), pick(rng, ["", "", "A", "W"]))


def us_ssn(rng):
    return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))


def medical_card(rng):
    return "%s%s" % (digits(rng, 7), rng.choice("ABCDEFHKMNPRTW"))


def insurer_no(rng, ins):
    if ins in ("VHI",):
        return digits(rng, 8)
    if ins.startswith("Laya"):
        return "LH" + digits(rng, 7)
    if ins.startswith("Irish Life"):
        return "ILH-%s" % digits(rng, 6)
    if ins == "Bupa":
        return "%s-%s" % (digits(rng, 8), digits(rng, 2))
    return "%s%s" % (letters(rng, 3), digits(rng, 6))


def gmc(rng):
    return "%d%s" % (rng.randint(3, 7), digits(rng, 6))


def nmc(rng):
    return "%02d%s%s%s" % (rng.randint(0, 23), rng.choice("ABCDEFGHIJKL"), digits(rng, 4), rng.choice("EOSWN"))


def imc(rng):
    return "%d" % rng.randint(10000, 439999)


def dvla(rng, p, dob):
    sur = (p.last.replace("'", "").upper() + "99999")[:5]
    m = dob.month + (50 if p.sex == "F" else 0)
    ini = (p.first[0] + (p.mid[0] if p.mid else "9")).upper()
    return "%s%d%02d%02d%d%s9%s%d" % (sur, (dob.year // 10) % 10, m, dob.day, dob.year % 10, ini,
                                       letters(rng, 2), rng.randint(0, 9))


def uk_plate(rng):
    yr = pick(rng, ["09", "59", "12", "62", "15", "65", "17", "67", "19", "69", "21", "71", "23", "73"])
    s = "%s%s %s" % (letters(rng, 2, "ABCDEFGHKLMNOPRSVWY"), yr, letters(rng, 3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))
    return s if chance(rng, 0.8) else s.replace(" ", "")


def ie_plate(rng):
    yr = pick(rng, ["08", "11", "132", "141", "152", "161", "171", "182", "191", "202", "211", "221", "231"])
    return "%s-%s-%s" % (yr, pick(rng, ["C", "D", "G", "L", "KY", "MO", "WX", "SO", "DL", "KK", "TS"]),
                         rng.randint(1, 39999))


def plate(rng, country):
    return uk_plate(rng) if country == "UK" else ie_plate(rng)


def ip_private(rng):
    r = rng.random()
    if r < 0.45:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if r < 0.8:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


def username(rng, p):
    f, l = p.first.lower(), p.last.lower().replace("'", "")
    return pick(rng, [f[0] + l, f + "." + l, l + f[0], f[0] + l + str(rng.randint(1, 9)),
                      f + l[0] + str(rng.randint(10, 99)), "%s_%s" % (f, l[:4])])


def email(rng, p, domain=None):
    f, l = p.first.lower(), p.last.lower().replace("'", "")
    dom = domain or pick(rng, ["example.com", "example.net", "example.org", "mail.example.com"])
    local = pick(rng, [f + "." + l, f[0] + l, f + l + str(rng.randint(1, 99)), l + "." + f,
                       f + "_" + l[:3] + str(rng.randint(50, 99))])
    return "%s@%s" % (local, dom)


# ---------------------------------------------------------------- practice
class Practice:
    def __init__(self, rng, country):
        self.country = country
        if country == "UK":
            t = pick(rng, PL.UK_TOWNS)
            self.town, self.county, self.area, self.nation = t
            self.street = street_uk(rng)
            self.pc = postcode(rng, self.area)
            suf = pick(rng, PL.PRACTICE_SUFFIX_UK)
        else:
            t = pick(rng, PL.IE_TOWNS)
            self.town, self.county, self.area = t
            self.nation = "IE"
            self.street = street_ie(rng)
            self.pc = eircode(rng, self.area)
            suf = pick(rng, PL.PRACTICE_SUFFIX_IE)
        stem = pick(rng, PL.PRACTICE_STEMS)
        self.name = ("The %s Practice" % stem) if chance(rng, 0.1) else "%s %s" % (stem, suf)
        slug = stem.lower().replace(" ", "")
        self.phone = land(rng, country, self.town)
        self.fax = land(rng, country, self.town)
        self.email = pick(rng, ["reception.%s@example.org" % slug, "%s.surgery@example.net" % slug,
                                "admin@%s.example.com" % slug, "%s.prescriptions@example.org" % slug])
        self.rx_email = "%s.scripts@example.net" % slug
        self.web = pick(rng, ["www.%s.example.org" % (slug + "surgery"), "https://www.example.org/%s" % slug,
                              "www.%smedical.example.com" % slug, "https://%s.example.net/patients" % slug])
        self.gps = [Person(rng) for _ in range(rng.randint(2, 5))]
        self.nurses = [Person(rng, sex=pick(rng, ["F", "F", "F", "M"])) for _ in range(rng.randint(1, 3))]
        self.hcas = [Person(rng) for _ in range(rng.randint(1, 2))]
        self.admin = [Person(rng) for _ in range(rng.randint(2, 4))]
        self.pharmacist = Person(rng)
        self.manager = Person(rng)
        self.hospitals = pick(rng, PL.HOSP_UK if country == "UK" else PL.HOSP_IE, 3)
        if country == "UK" and chance(rng, 0.3):
            self.hospitals[0] = "%s Royal Infirmary" % self.town
        self.pharmacies = ["%s %s" % (pick(rng, PL.PHARM_STEMS), pick(rng, PL.PHARM_SUFFIX))
                           for _ in range(3)]
        if chance(rng, 0.3):
            self.pharmacies[1] = "%s's Pharmacy" % pick(rng, PL.SURNAMES)
        for p in self.gps + self.nurses + self.hcas + self.admin + [self.pharmacist, self.manager]:
            p.gmc = gmc(rng) if country == "UK" else imc(rng)
            p.nmc = nmc(rng) if country == "UK" else digits(rng, 6)
            p.user = username(rng, p)


class Patient(Person):
    def __init__(self, rng, ctx, min_age=18, max_age=96, sex=None):
        Person.__init__(self, rng, sex=sex)
        ref = ctx.date
        a = rng.randint(min_age, max_age)
        self.dob = dt.date(ref.year - a - 1, 1, 1) + dt.timedelta(days=rng.randint(1, 364))
        self.age = age_on(self.dob, ref)
        pr = ctx.prac
        self.country = ctx.country
        if ctx.country == "UK":
            if chance(rng, 0.7):
                self.town, self.county, self.area = pr.town, pr.county, pr.area
            else:
                t = pick(rng, [x for x in PL.UK_TOWNS if x[3] == pr.nation])
                self.town, self.county, self.area = t[0], t[1], t[2]
            self.street = street_uk(rng)
            self.pc = postcode(rng, self.area)
            if pr.nation == "SCO":
                self.nhs = chi_number(rng, self.dob, self.sex)
                self.nhs_label = pick(rng, ["CHI", "CHI No", "CHI no."])
            elif pr.nation == "NI":
                self.nhs = hc_number(rng)
                self.nhs_label = pick(rng, ["H&C No", "H+C", "HCN"])
            else:
                self.nhs = nhs_number(rng)
                self.nhs_label = pick(rng, ["NHS No", "NHS no.", "NHS", "NHS Number"])
            self.ssn = ni_number(rng)
            self.ssn_label = pick(rng, ["NI No", "NINO", "NI number"])
            self.card = None
        else:
            if chance(rng, 0.7):
                self.town, self.county, self.area = pr.town, pr.county, pr.area
            else:
                self.town, self.county, self.area = pick(rng, PL.IE_TOWNS)
            self.street = street_ie(rng)
            self.pc = eircode(rng, self.area)
            self.nhs = pick(rng, [practice_no(rng), "IHI" + digits(rng, 10)])
            self.nhs_label = pick(rng, ["Chart No", "Pt ID", "Patient No."]) if not self.nhs.startswith("IHI") else "IHI"
            if self.nhs.startswith("IHI"):
                self.nhs = self.nhs[3:]
            self.ssn = ppsn(rng)
            self.ssn_label = pick(rng, ["PPSN", "PPS No", "PPS"])
            self.card = medical_card(rng) if chance(rng, 0.55) else None
            self.card_label = pick(rng, ["GMS No", "Medical card no.", "GMS", "MC No"])
        self.pracno = practice_no(rng)
        self.mrn = hosp_mrn(rng, ctx.country)
        self.home = land(rng, ctx.country, self.town) if chance(rng, 0.6) else None
        self.mob = mobile(rng, ctx.country)
        self.email = email(rng, self)
        if self.age >= 67:
            self.job = None
            self.retired = pick(rng, PL.RETIRED_FROM)
        else:
            self.job = pick(rng, PL.PROFESSIONS)
            self.retired = None
        self.employer = pick(rng, PL.EMPLOYERS)
        rel = pick(rng, PL.RELATIONS)
        if rel in ("wife", "husband", "partner") and self.age < 22:
            rel = pick(rng, ["mother", "father"])
        if rel in ("mother", "father") and self.age > 75:
            rel = pick(rng, ["daughter", "son"])
        fsex = "F" if rel in ("wife", "daughter", "mother", "sister", "niece", "granddaughter",
                              "daughter-in-law") else "M" if rel in ("husband", "son", "father", "brother",
                                                                      "nephew", "grandson", "son-in-law") else None
        same = rel in ("daughter", "son", "sister", "brother", "mother", "father", "granddaughter", "grandson")
        self.nok = Person(rng, sex=fsex, last=self.last if same or (rel in ("wife", "husband") and chance(rng, 0.7)) else None)
        self.nok_rel = rel
        self.nok_phone = mobile(rng, ctx.country)
        self.nick = NICK.get(self.first)


class Ctx:
    def __init__(self, rng, country):
        self.rng = rng
        self.country = country
        self.prac = Practice(rng, country)
        self.date = rand_date(rng, dt.date(2019, 1, 7), dt.date(2025, 6, 27))

    def patient(self, **kw):
        return Patient(self.rng, self, **kw)


# ---------------------------------------------------------------- surfaces
def pname(rng, p, style=None, allow_title=True):
    styles = ["full", "full", "mid", "LAST,", "Last,", "title", "title_full", "first", "i_last",
              "LASTsp", "init"]
    st = style or pick(rng, styles)
    if st in ("title", "title_full") and getattr(p, "age", 99) < 16:
        st = "full"
    if st == "mid":
        if not p.mid:
            st = "full"
        else:
            return P("%s %s. %s" % (p.first, p.mid[0], p.last) if chance(rng, 0.6)
                     else "%s %s %s" % (p.first, p.mid, p.last), "PATIENT")
    if st == "full":
        return P(p.full, "PATIENT")
    if st == "LAST,":
        return P("%s, %s" % (p.last.upper(), p.first), "PATIENT")
    if st == "Last,":
        return P("%s, %s" % (p.last, p.first), "PATIENT")
    if st == "LASTsp":
        return P("%s %s" % (p.last.upper(), p.first), "PATIENT")
    if st == "title":
        return [p.title + " ", P(p.last, "PATIENT")] if allow_title else P(p.last, "PATIENT")
    if st == "title_full":
        return [p.title + " ", P(p.full, "PATIENT")] if allow_title else P(p.full, "PATIENT")
    if st == "first":
        return P(p.first, "PATIENT")
    if st == "i_last":
        return P("%s. %s" % (p.first[0], p.last) if chance(rng, 0.5) else "%s %s" % (p.first[0], p.last), "PATIENT")
    if st == "init":
        return P("%s.%s." % (p.first[0], p.last[0]) if chance(rng, 0.5) else p.initials, "PATIENT")
    if st == "last":
        return P(p.last, "PATIENT")
    raise ValueError(st)


def short_ref(rng, p):
    """How a note refers back to the patient in running text."""
    return pick(rng, [[p.title + " ", P(p.last, "PATIENT")], P(p.first, "PATIENT"), "pt", "he" if p.sex == "M" else "she",
                      [p.title + " ", P(p.last, "PATIENT")]])


def docname(rng, d, style=None, typ="DOCTOR"):
    st = style or pick(rng, ["Dr_last", "Dr_i_last", "Dr_full", "full", "Dr_last", "init", "Dr_full"])
    if st == "Dr_last":
        return ["Dr ", P(d.last, typ)]
    if st == "Dr_i_last":
        return ["Dr ", P("%s %s" % (d.first[0], d.last), typ)]
    if st == "Dr_full":
        return ["Dr ", P(d.full, typ)]
    if st == "full":
        return P(d.full, typ)
    if st == "init":
        return P(d.initials, typ)
    if st == "first":
        return P(d.first, typ)
    if st == "last":
        return P(d.last, typ)
    if st == "i_last":
        return P("%s. %s" % (d.first[0], d.last), typ)
    raise ValueError(st)


def nursename(rng, n, style=None):
    st = style or pick(rng, ["full", "Sr_last", "first", "full", "init", "full_cred"])
    if st == "full":
        return P(n.full, "DOCTOR")
    if st == "Sr_last":
        return [pick(rng, ["Sr ", "Sister ", "Nurse "]), P(n.last, "DOCTOR")]
    if st == "first":
        return P(n.first, "DOCTOR")
    if st == "init":
        return P(n.initials, "DOCTOR")
    if st == "full_cred":
        return [P(n.full, "DOCTOR"), pick(rng, [" RGN", ", RGN", " (PN)", ", Practice Nurse", " ANP"])]
    raise ValueError(st)


def famname(rng, f, style=None):
    st = style or pick(rng, ["first", "first", "full", "title"])
    if st == "first":
        return P(f.first, "FAMILY")
    if st == "full":
        return P(f.full, "FAMILY")
    return [f.title + " ", P(f.last, "FAMILY")]


def address(rng, p_or_prac, style=None, country=None):
    x = p_or_prac
    st = style or pick(rng, ["inline", "inline_county", "lines", "inline"])
    ie = getattr(x, "country", "UK") == "IE"
    if st == "lines":
        if ie:
            return [P(x.street, "STREET"), "\n", P(x.town, "CITY"), "\n", P(x.county, "CITY"), "\n", P(x.pc, "ZIP")]
        return [P(x.street, "STREET"), "\n", P(x.town, "CITY"), "\n", P(x.pc, "ZIP")]
    if st == "inline_county" or ie:
        sep = ", " if ie else " "
        return [P(x.street, "STREET"), ", ", P(x.town, "CITY"), ", ", P(x.county, "CITY"), sep, P(x.pc, "ZIP")]
    return [P(x.street, "STREET"), ", ", P(x.town, "CITY"), pick(rng, [" ", ", "]), P(x.pc, "ZIP")]


def dob(rng, p, styles=None):
    return D(rng, p.dob, styles or ["dmy", "dmy", "dmy", "dot", "dash", "dMonY", "dmy2", "long"])


def nhsid(rng, p):
    return [p.nhs_label + pick(rng, [" ", ": "]), P(p.nhs, "MRN")]
