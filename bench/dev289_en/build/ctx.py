"""Case context: one patient with relatives, staff, sites and identifiers,
plus renderers that return lists of pieces for Doc.w()."""
import datetime
import pools
import phi

FEMALE = list(dict.fromkeys(pools.FEMALE))
MALE = list(dict.fromkeys(pools.MALE))
SURN = list(dict.fromkeys(pools.SURNAMES))


class Person:
    def __init__(self, first, middle, last, sex, dob, age):
        self.first, self.middle, self.last, self.sex = first, middle, last, sex
        self.dob, self.age = dob, age

    @property
    def title(self):
        return "Mr" if self.sex == "M" else "Ms"


def age_on(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


def person(rng, sex=None, ref=None, amin=18, amax=44, last=None):
    sex = sex or rng.choice("MF")
    first = rng.choice(MALE if sex == "M" else FEMALE)
    middle = rng.choice(MALE if sex == "M" else FEMALE) if rng.random() < 0.45 else ""
    last = last or rng.choice(SURN)
    ref = ref or datetime.date(2022, 6, 1)
    age = rng.randint(amin, amax)
    dob = ref - datetime.timedelta(days=365 * age + rng.randint(10, 350))
    age = age_on(dob, ref)
    return Person(first, middle, last, sex, dob, age)


STAFF_ROLES = {
    "consultant": ["Consultant in Reproductive Medicine", "Consultant Gynaecologist", "Reproductive Endocrinologist",
                   "Fertility Specialist", "Medical Director"],
    "andrologist": ["Consultant Urologist", "Andrologist", "Clinical Andrologist"],
    "nurse": ["Fertility Nurse Specialist", "CNS", "Clinical Nurse Coordinator", "Nurse Practitioner", "IVF Nurse"],
    "embryologist": ["Senior Embryologist", "Clinical Embryologist", "Embryologist", "Andrology Scientist",
                     "Lab Manager", "Trainee Embryologist"],
    "counsellor": ["Fertility Counsellor", "Implications Counsellor", "Clinical Psychologist"],
    "admin": ["Patient Coordinator", "Storage Administrator", "Accounts Officer", "Medical Secretary",
              "Reception", "Quality Manager", "Donor Coordinator"],
    "oncologist": ["Consultant Medical Oncologist", "Haematologist", "Paediatric Oncologist", "Clinical Oncologist"],
    "gp": ["GP", "General Practitioner", "Family Physician"],
}
CREDS = {
    "UK": {"consultant": ["MRCOG", "FRCOG", "MBChB MRCOG", "MD FRCOG", ""], "nurse": ["RN", "RGN", "RN MSc", ""],
           "embryologist": ["HCPC CS", "MSc", "PhD", ""], "oncologist": ["FRCP", "MRCP", "FRCR", ""],
           "gp": ["MRCGP", "MBBS MRCGP", ""], "andrologist": ["FRCS (Urol)", "MBBS", ""], "counsellor": ["BICA accredited", "MBACP", ""],
           "admin": [""]},
    "US": {"consultant": ["MD", "MD, FACOG", "DO", "MD PhD"], "nurse": ["RN", "BSN, RN", "NP", "APRN", "RN, CNM"],
           "embryologist": ["ELD", "TS(ABB)", "MS", "PhD, HCLD", ""], "oncologist": ["MD", "DO", "MD, MPH"],
           "gp": ["MD", "DO", "PA-C"], "andrologist": ["MD", "MD, FACS"], "counsellor": ["LCSW", "PhD", "LMFT"], "admin": [""]},
    "AU": {"consultant": ["FRANZCOG", "MBBS FRANZCOG CREI", ""], "nurse": ["RN", "RM", ""], "embryologist": ["BSc", "MSc", ""],
           "oncologist": ["FRACP", "MBBS FRACP"], "gp": ["FRACGP", "MBBS FRACGP"], "andrologist": ["FRACS (Urol)"],
           "counsellor": ["ANZICA member", "MAPS", ""], "admin": [""]},
    "CA": {"consultant": ["MD, FRCSC", "MD FRCSC REI", "MD"], "nurse": ["RN", "RN, BScN", "NP"], "embryologist": ["MSc", "PhD", ""],
           "oncologist": ["MD, FRCPC", "MD"], "gp": ["MD, CCFP", "MD"], "andrologist": ["MD, FRCSC"],
           "counsellor": ["MSW, RSW", "PhD, CPsych"], "admin": [""]},
    "IE": {"consultant": ["MRCPI MRCOG", "FRCPI", "MRCOG", ""], "nurse": ["RGN", "RANP", "RN", ""], "embryologist": ["MSc", "PhD", ""],
           "oncologist": ["MRCPI", "FRCPI"], "gp": ["MICGP", "MRCGP"], "andrologist": ["FRCSI (Urol)"],
           "counsellor": ["MIACP", ""], "admin": [""]},
}


class Staff(Person):
    pass


def staff(rng, country, role):
    sex = rng.choice("MF")
    p = person(rng, sex, amin=28, amax=64)
    s = Staff(p.first, p.middle if rng.random() < 0.3 else "", p.last, sex, p.dob, p.age)
    s.role = role
    s.job = rng.choice(STAFF_ROLES[role])
    s.cred = rng.choice(CREDS[country].get(role, [""]))
    s.is_dr = role in ("consultant", "oncologist", "gp", "andrologist") or (role == "embryologist" and s.cred.startswith("PhD") and rng.random() < 0.5)
    return s


def postcode(rng, country, prefix):
    if country == "UK":
        n = prefix + str(rng.randint(1, 29 if len(prefix) == 1 else 19))
        return n + " " + str(rng.randint(1, 9)) + phi.letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ")
    if country == "US":
        z = prefix + phi.digits(rng, 2)
        return z + ("-" + phi.digits(rng, 4) if rng.random() < 0.15 else "")
    if country == "AU":
        return prefix
    if country == "CA":
        return "%s%d%s %d%s%d" % (prefix, rng.randint(0, 9) if prefix not in "X" else 1, rng.choice("ABCEGHJKLMNPRSTVWXYZ"),
                                 rng.randint(1, 9), rng.choice("ABCEGHJKLMNPRSTVWXYZ"), rng.randint(0, 9))
    return prefix + " " + "".join(rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4))


class Address:
    pass


def address(rng, country):
    a = Address()
    a.country = country
    city, region, abbr, pre = rng.choice(pools.PLACES[country])
    a.city, a.region, a.abbr = city, region, abbr
    a.postcode = postcode(rng, country, pre)
    num = rng.randint(1, 240)
    stem = rng.choice(pools.STREET_STEMS)
    typ = rng.choice(pools.STREET_TYPES[country])
    street = "%d %s %s" % (num, stem, typ)
    r = rng.random()
    if r < 0.12:
        street = {"UK": "Flat %d, " % rng.randint(1, 24), "US": "", "AU": "%d/" % rng.randint(1, 30),
                  "CA": "%d-" % rng.randint(101, 2210), "IE": "Apt %d, " % rng.randint(1, 60)}[country] + street
        if country == "US":
            street += rng.choice([", Apt %d" % rng.randint(1, 40), " Apt %d%s" % (rng.randint(1, 9), rng.choice("ABCD")),
                                  " #%d" % rng.randint(100, 999), ", Unit %d" % rng.randint(1, 20)])
    elif r < 0.2 and country in ("UK", "IE"):
        street = "%s House, %s" % (rng.choice(["Rose", "Ivy", "Hillview", "Glenview", "Oak", "Fairhaven"]), street)
    a.street = street
    return a


def addr_pieces(rng, a, style=None, with_country=None):
    """Return pieces rendering an address. style: 'line' or 'block'."""
    st = style or rng.choice(["line", "block"])
    sep = ", " if st == "line" else "\n"
    out = [(a.street, "STREET"), sep, (a.city, "CITY")]
    c = a.country
    if c == "UK":
        if a.region and rng.random() < 0.4:
            out += [sep, (a.region, "CITY")]
        out += [sep if rng.random() < 0.7 else " ", (a.postcode, "ZIP")]
    elif c == "IE":
        if a.region and not a.city.startswith("Dublin") and a.region != a.city:
            out += [sep, "Co. " if rng.random() < 0.7 else "County ", (a.region, "CITY")]
        elif a.region == a.city and rng.random() < 0.5:
            out += [sep, "Co. ", (a.region, "CITY")]
        out += [sep, (a.postcode, "ZIP")]
    else:
        reg = a.abbr if rng.random() < 0.75 else a.region
        if c == "AU" and st == "line" and rng.random() < 0.5:
            out = [(a.street, "STREET"), sep, (a.city.upper() if rng.random() < 0.5 else a.city, "CITY")]
        out += [" " if (c == "AU" or rng.random() < 0.3) else ", ", (reg, "STATE"), "  " if c == "CA" and rng.random() < 0.5 else " ",
                (a.postcode, "ZIP")]
    wc = (rng.random() < 0.25) if with_country is None else with_country
    if wc:
        out += [sep, (rng.choice(pools.COUNTRY_NAMES[c][:2] if c == "UK" else pools.COUNTRY_NAMES[c]), "COUNTRY")]
    return out


# ---- name renderers --------------------------------------------------------
def initials(p, dots=True):
    if dots:
        return p.first[0] + "." + (p.middle[0] + "." if p.middle else "") + p.last[0] + "."
    return p.first[0] + (p.middle[0] if p.middle else "") + p.last[0]


def nm(rng, p, typ, style=None):
    """Pieces for a person's name (titles outside the span)."""
    st = style or rng.choice(["full", "full", "title_last", "first", "last_first", "title_full", "upper_lf",
                              "init_last", "first_mid_last", "title_last", "initials", "upper"])
    if st == "full":
        return [(p.first + " " + p.last, typ)]
    if st == "first_mid_last":
        mid = (" " + p.middle[0] + ". ") if p.middle else " "
        return [(p.first + mid + p.last, typ)]
    if st == "first":
        return [(p.first, typ)]
    if st == "last":
        return [(p.last, typ)]
    if st == "title_last":
        t = p.title if typ != "DOCTOR" or not getattr(p, "is_dr", False) else "Dr"
        if t == "Ms" and rng.random() < 0.3:
            t = rng.choice(["Mrs", "Miss"])
        return [t + (". " if rng.random() < 0.15 else " "), (p.last, typ)]
    if st == "title_full":
        t = p.title if typ != "DOCTOR" or not getattr(p, "is_dr", False) else "Dr"
        return [t + " ", (p.first + " " + p.last, typ)]
    if st == "last_first":
        mid = (" " + p.middle[0]) if p.middle and rng.random() < 0.6 else ""
        return [(p.last + ", " + p.first + mid, typ)]
    if st == "upper_lf":
        mid = (" " + p.middle[0]) if p.middle else ""
        return [(p.last.upper() + ", " + p.first.upper() + mid, typ)]
    if st == "upper":
        return [(p.first.upper() + " " + p.last.upper(), typ)]
    if st == "init_last":
        return [(p.first[0] + ". " + p.last, typ)]
    if st == "initials":
        return [(initials(p, rng.random() < 0.5), typ)]
    if st == "dr_last":
        return ["Dr " if rng.random() < 0.8 else "Dr. ", (p.last, typ)]
    if st == "dr_full":
        return ["Dr " if rng.random() < 0.8 else "Dr. ", (p.first + " " + p.last, typ)]
    raise ValueError(st)


def staff_nm(rng, s, style=None, cred=None):
    """Staff name with title/credential placed outside the span."""
    st = style or rng.choice(["title_full", "title_last", "full_cred", "full", "init_last", "first"])
    if st in ("title_full", "title_last"):
        if s.is_dr:
            t = rng.choice(["Dr ", "Dr ", "Dr. "])
        else:
            t = rng.choice(["", "", s.title + " "])
        return [t, (s.first + " " + s.last if st == "title_full" or not t else s.last, "DOCTOR")]
    if st == "full_cred":
        c = s.cred if cred is None else cred
        return [(s.first + " " + s.last, "DOCTOR")] + ([rng.choice([", ", " "]) + c] if c else [])
    if st == "full":
        return [(s.first + " " + s.last, "DOCTOR")]
    if st == "init_last":
        return [(s.first[0] + ". " + s.last, "DOCTOR")]
    if st == "first":
        return [(s.first, "DOCTOR")]
    if st == "initials":
        return [(initials(s, False), "DOCTOR")]
    if st == "last_first":
        return [(s.last.upper() + ", " + s.first, "DOCTOR")]
    raise ValueError(st)


def signoff(rng, s, with_job=True, lic=None):
    out = [staff_nm(rng, s, rng.choice(["full_cred", "title_full", "full"]))]
    if with_job:
        out.append("\n" + s.job)
    if lic:
        out += ["\n" + lic[0] + " ", (lic[1], "LICENSE")]
    return out


# ---- case -------------------------------------------------------------------
class Case:
    pass


def make_case(rng, country, sex=None, amin=18, amax=42, ref=None):
    c = Case()
    c.country = country
    c.ref = ref or phi.rand_date(rng, 2016, 2025)
    c.p = person(rng, sex, c.ref, amin, amax)
    c.addr = address(rng, country)
    c.phone = phi.phone(rng, country, mobile=True, ext=False)
    c.home = phi.phone(rng, country, mobile=False, ext=False)
    c.email = phi.email(rng, c.p.first, c.p.last)
    c.user = phi.username(rng, c.p.first, c.p.last)
    c.mrn = phi.mrn(rng, country)
    c.cid = phi.clinic_id(rng)
    c.nhs = phi.nhs_number(rng)
    c.ssn = phi.ssn(rng, country)
    c.hp = phi.healthplan(rng, country)
    c.insurer = rng.choice(pools.INSURERS[country])
    c.prof = rng.choice(pools.PROFESSIONS)
    c.employer = rng.choice(pools.EMPLOYERS)
    psex = ("F" if c.p.sex == "M" else "M") if rng.random() < 0.85 else c.p.sex
    c.partner = person(rng, psex, c.ref, max(18, c.p.age - 6), c.p.age + 8,
                       last=c.p.last if rng.random() < 0.3 else None)
    c.rel = rng.choice(["wife", "partner", "fiancee", "girlfriend"] if psex == "F" else ["husband", "partner", "fiance", "boyfriend"])
    c.partner_prof = rng.choice(pools.PROFESSIONS)
    c.mother = person(rng, "F", c.ref, c.p.age + 20, c.p.age + 36, last=c.p.last if rng.random() < 0.6 else None)
    c.clinic = rng.choice(pools.CLINICS[country])
    c.cancer = rng.choice(pools.CANCER_CENTRES[country])
    c.gp_practice = rng.choice(pools.GP_PRACTICES[country])
    c.bank = rng.choice(pools.SPERM_BANKS[country])
    c.clinic_addr = address(rng, country)
    c.clinic_addr.street = "%d %s %s" % (rng.randint(1, 400), rng.choice(pools.STREET_STEMS),
                                         rng.choice(pools.STREET_TYPES[country]))
    c.cancer_addr = address(rng, country)
    c.cancer_addr.street = "%d %s %s" % (rng.randint(1, 400), rng.choice(pools.STREET_STEMS),
                                         rng.choice(pools.STREET_TYPES[country]))
    c.clinic_phone = phi.phone(rng, country, mobile=False, ext=False)
    c.clinic_fax = phi.phone(rng, country, mobile=False, ext=False)
    c.clinic_email = phi.email(rng, local=rng.choice(["andrology", "storage", "fertility", "ivf.lab", "admin",
                                                        "donors", "cryostore", "accounts", "nurses"]))
    c.clinic_url = phi.url(rng)
    c.centre_lic = phi.centre_licence(rng, country)
    c.st = {r: staff(rng, country, r) for r in ["consultant", "andrologist", "nurse", "embryologist", "counsellor",
                                                 "admin", "oncologist", "gp"]}
    c.emb2 = staff(rng, country, "embryologist")
    c.emb3 = staff(rng, country, "embryologist")
    c.nurse2 = staff(rng, country, "nurse")
    return c


def fd(rng, c, d, style=None):
    return (phi.fmt_date(rng, d, c.country, style), "DATE")


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return ONES[n]
    return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")


def age_pieces(rng, age, sex=None, style=None):
    """Pieces expressing an age; only the number (or number words) is the span."""
    st = style or rng.choice(["yo", "year-old", "year-old", "yrs", "aged", "sexchar", "yo_tight", "words", "y"])
    a = str(age)
    if st == "yo":
        return [(a, "AGE"), " yo"]
    if st == "yo_tight":
        return [(a, "AGE"), "yo"]
    if st == "year-old":
        return [(a, "AGE"), "-year-old"]
    if st == "yrs":
        return [(a, "AGE"), rng.choice([" yrs", " years", " y/o", "y"])]
    if st == "aged":
        return [rng.choice(["aged ", "age ", "Age: "]), (a, "AGE")]
    if st == "sexchar":
        return [(a, "AGE"), rng.choice([" ", ""]) + (sex or "M")]
    if st == "words":
        return [(age_words(age), "AGE"), "-year-old"]
    return [(a, "AGE"), "y"]
