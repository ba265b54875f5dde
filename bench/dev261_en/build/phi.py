"""PHI value formatters. Every function takes the shared rng explicitly.
Name functions return segment lists for Note.seg(): plain str pieces and
(value, type) tuples (titles and credentials stay outside the span)."""

import datetime as dt

import pools_names as PN
import pools_places as PP

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WEEKDAYS]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, first, last, sex, middle=None, pref=None):
        self.first, self.last, self.sex, self.middle, self.pref = first, last, sex, middle, pref

    @property
    def full(self):
        return self.first + " " + self.last

    def title(self, rng, country):
        if self.sex == "F":
            opts = ["Ms", "Ms.", "Miss"] if country != "US" else ["Ms.", "Ms", "Miss"]
        elif self.sex == "M":
            opts = ["Mr", "Mr."] if country != "US" else ["Mr.", "Mr"]
        else:
            opts = ["Mx", "Mx."]
        return rng.choice(opts)


def make_person(rng, sex=None, surname=None):
    if sex is None:
        sex = rng.choice(["F", "F", "M", "M", "F", "M", "X"])
    if sex == "F":
        first = rng.choice(PN.FEMALE_L)
    elif sex == "M":
        first = rng.choice(PN.MALE_L)
    else:
        first = rng.choice(PN.NEUTRAL_L + PN.FEMALE_L[:20] + PN.MALE_L[:20])
    last = surname or rng.choice(PN.SURNAME_L)
    middle = None
    if rng.random() < 0.45:
        pool = PN.FEMALE_L if sex == "F" else PN.MALE_L if sex == "M" else PN.NEUTRAL_L
        middle = rng.choice(pool)
    pref = None
    if first in PN.NICK and rng.random() < 0.7:
        pref = PN.NICK[first]
    elif rng.random() < 0.08:
        pref = rng.choice(PN.NEUTRAL_L)
    return Person(first, last, sex, middle, pref)


def name(rng, p, typ, style=None, country="US"):
    """Return a segment list naming person p."""
    styles = ["full", "full", "full", "mid", "lastfirst", "LASTFIRST", "title", "first",
              "init_last", "initials"]
    if style is None:
        style = rng.choice(styles)
    mi = (p.middle[0] + ".") if p.middle else None
    if style == "full":
        return [(p.full, typ)]
    if style == "mid":
        if mi:
            return [(p.first + " " + mi + " " + p.last, typ)]
        return [(p.full, typ)]
    if style == "midfull":
        if p.middle:
            return [(p.first + " " + p.middle + " " + p.last, typ)]
        return [(p.full, typ)]
    if style == "lastfirst":
        s = p.last + ", " + p.first + ((" " + mi) if mi and rng.random() < 0.5 else "")
        return [(s, typ)]
    if style == "LASTFIRST":
        s = p.last.upper() + ", " + p.first.upper()
        if mi and rng.random() < 0.4:
            s += " " + p.middle[0]
        return [(s, typ)]
    if style == "title":
        return [p.title(rng, country) + " ", (p.last, typ)]
    if style == "first":
        return [(p.first, typ)]
    if style == "pref":
        return [(p.pref or p.first, typ)]
    if style == "last":
        return [(p.last, typ)]
    if style == "init_last":
        return [(p.first[0] + ". " + p.last, typ)]
    if style == "initials":
        if rng.random() < 0.5:
            return [(p.first[0] + "." + p.last[0] + ".", typ)]
        return [(p.first[0] + p.last[0], typ)]
    if style == "first_init":
        return [(p.first + " " + p.last[0] + ".", typ)]
    raise ValueError(style)


CREDS = {
    "US": {"md": ["MD", "DO", "MD, MPH"], "np": ["NP", "FNP-C", "PA-C", "APRN"],
           "rn": ["RN", "BSN, RN", "LPN"], "ma": ["MA", "CMA"], "ph": ["PharmD", "RPh"],
           "at": ["ATC", "LAT, ATC"], "mh": ["LCSW", "PhD", "LPC", "PsyD"]},
    "UK": {"md": ["MBBS MRCGP", "MBChB", "MRCGP", "BM BCh"], "np": ["ANP", "Nurse Practitioner"],
           "rn": ["RGN", "RN", "Practice Nurse"], "ma": ["HCA"], "ph": ["MPharm", "Pharmacist"],
           "at": ["MCSP", "GSR"], "mh": ["CPN", "RMN", "Mental Health Practitioner"]},
    "CA": {"md": ["MD", "MD, CCFP", "MD FRCPC"], "np": ["NP", "NP-PHC"], "rn": ["RN", "RPN"],
           "ma": ["MOA"], "ph": ["RPh", "PharmD"], "at": ["CAT(C)", "PT"], "mh": ["MSW, RSW", "RP"]},
    "AU": {"md": ["MBBS FRACGP", "MBBS", "FRACGP"], "np": ["NP"], "rn": ["RN", "CN", "EN"],
           "ma": ["Practice Assistant"], "ph": ["BPharm"], "at": ["APAM", "ESSAM"],
           "mh": ["MAPS", "Clin Psych", "MHN"]},
}


class Staff(Person):
    pass


def make_staff(rng, country, kind="md"):
    p = make_person(rng)
    s = Staff(p.first, p.last, p.sex, p.middle, None)
    s.kind = kind
    s.cred = rng.choice(CREDS[country][kind])
    return s


def staff_name(rng, s, style=None, with_cred=None):
    """Clinician forms: Dr. X / X, MD / X RN / initials."""
    if style is None:
        style = rng.choice(["dr", "dr", "full_cred", "full_cred", "init_cred", "full", "lastfirst"])
    if s.kind != "md" and style == "dr":
        style = "full_cred"
    if style == "dr":
        return [rng.choice(["Dr. ", "Dr ", "Dr. ", "Dr "]), (rng.choice([s.last, s.full, s.last]), "DOCTOR")]
    if style == "drfull":
        return [rng.choice(["Dr. ", "Dr "]), (s.full, "DOCTOR")]
    if style == "full_cred":
        sep = rng.choice([", ", " ", ", "])
        return [(s.full, "DOCTOR"), sep + s.cred]
    if style == "init_cred":
        return [(s.first[0] + ". " + s.last, "DOCTOR"), ", " + s.cred]
    if style == "full":
        return [(s.full, "DOCTOR")]
    if style == "lastfirst":
        return [(s.last + ", " + s.first, "DOCTOR")]
    if style == "initials":
        return [(s.first[0].lower() + s.last[0].lower(), "DOCTOR")]
    if style == "INITIALS":
        return [(s.first[0] + s.last[0], "DOCTOR")]
    if style == "last":
        return [(s.last, "DOCTOR")]
    if style == "first":
        return [(s.first, "DOCTOR")]
    raise ValueError(style)


# ---------------------------------------------------------------- dates
def date_str(rng, d, country, style=None):
    us = country == "US"
    if style is None:
        style = rng.choice(["num", "num", "num", "num2", "iso", "dmy_txt", "mdy_txt", "ord",
                            "dash", "dot", "num"])
    if style == "mdy_txt" and not us and rng.random() < 0.8:
        style = "dmy_txt"
    elif style == "dot" and us:
        style = "num"
    if style == "num":
        pad = rng.random() < 0.5
        a, b = (d.month, d.day) if us else (d.day, d.month)
        f = "%02d/%02d/%d" if pad else "%d/%d/%d"
        return f % (a, b, d.year)
    if style == "num2":
        a, b = (d.month, d.day) if us else (d.day, d.month)
        return "%d/%d/%02d" % (a, b, d.year % 100)
    if style == "iso":
        return d.isoformat()
    if style == "dmy_txt":
        m = MONTHS[d.month - 1] if rng.random() < 0.4 else MON3[d.month - 1]
        return "%d %s %d" % (d.day, m, d.year)
    if style == "mdy_txt":
        m = MONTHS[d.month - 1] if rng.random() < 0.6 else MON3[d.month - 1]
        return "%s %d, %d" % (m, d.day, d.year)
    if style == "ord":
        if us:
            return "%s %s" % (MONTHS[d.month - 1], ordinal(d.day)) + (", %d" % d.year if rng.random() < 0.5 else "")
        return "%s %s" % (ordinal(d.day), MONTHS[d.month - 1]) + (" %d" % d.year if rng.random() < 0.5 else "")
    if style == "dash":
        if rng.random() < 0.5:
            return "%02d-%s-%d" % (d.day, MON3[d.month - 1], d.year)
        return "%02d-%s-%02d" % (d.day, MON3[d.month - 1].upper(), d.year % 100)
    if style == "dot":
        return "%02d.%02d.%d" % (d.day, d.month, d.year)
    if style == "short":
        a, b = (d.month, d.day) if us else (d.day, d.month)
        return "%d/%d" % (a, b)
    if style == "wk":
        w = d.weekday()
        r = rng.random()
        if r < 0.35:
            a, b = (d.month, d.day) if us else (d.day, d.month)
            return "%s %d/%d" % (WD3[w], a, b)
        if r < 0.7:
            if us:
                return "%s, %s %d, %d" % (WEEKDAYS[w], MONTHS[d.month - 1], d.day, d.year)
            return "%s %d %s %d" % (WEEKDAYS[w], d.day, MONTHS[d.month - 1], d.year)
        if us:
            return "%s %s %d" % (WD3[w], MON3[d.month - 1], d.day)
        return "%s %d %s" % (WD3[w], d.day, MON3[d.month - 1])
    if style == "weekday":
        return WEEKDAYS[d.weekday()]
    if style == "mon_day":
        if us:
            return "%s %d" % (MON3[d.month - 1], d.day)
        return "%d %s" % (d.day, MON3[d.month - 1])
    if style == "month_year":
        return "%s %d" % (rng.choice([MONTHS, MON3])[d.month - 1], d.year)
    if style == "month":
        return MONTHS[d.month - 1]
    if style == "year":
        return str(d.year)
    raise ValueError(style)


def rand_date(rng, start, end):
    span = (end - start).days
    return start + dt.timedelta(days=rng.randint(0, span))


def add_days(d, n):
    return d + dt.timedelta(days=n)


def age_on(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


AGE_WORDS = {16: "sixteen", 17: "seventeen", 18: "eighteen", 19: "nineteen", 20: "twenty",
             21: "twenty-one", 22: "twenty-two", 23: "twenty-three", 24: "twenty-four",
             25: "twenty-five", 26: "twenty-six", 27: "twenty-seven", 28: "twenty-eight",
             29: "twenty-nine", 30: "thirty", 31: "thirty-one", 34: "thirty-four",
             38: "thirty-eight", 41: "forty-one", 45: "forty-five", 47: "forty-seven",
             50: "fifty", 52: "fifty-two", 55: "fifty-five"}


def age_words(a):
    return AGE_WORDS.get(a)


# ---------------------------------------------------------------- contacts
US_AREA = ["413", "508", "607", "585", "734", "269", "812", "765", "706", "912", "352", "850",
           "303", "970", "541", "608", "785", "480", "928", "919", "512", "806", "614", "814",
           "802", "207", "406", "307", "801", "530", "951", "434", "540", "319", "515", "405"]
CA_AREA = ["613", "519", "226", "905", "705", "807", "514", "819", "604", "250", "780", "403",
           "306", "204", "902", "506", "709"]
UK_AREA = ["0113", "0114", "01904", "0191", "01524", "0161", "0151", "0115", "01509", "0116",
           "024", "0121", "01392", "01752", "01326", "01225", "0117", "029", "01792", "01970",
           "0131", "0141", "01334", "01224", "01382", "01603", "01227", "01273", "01483", "0118",
           "01865", "01223", "01206", "023", "028"]
AU_AREA = ["02", "03", "07", "08"]


def phone(rng, country, mobile=None, ext=False):
    if mobile is None:
        mobile = rng.random() < 0.4
    r = rng.random()
    tail = "%04d" % rng.randint(100, 9999)
    if country in ("US", "CA"):
        ac = rng.choice(US_AREA if country == "US" else CA_AREA)
        if r < 0.35:
            s = "(%s) 555-%s" % (ac, tail)
        elif r < 0.7:
            s = "%s-555-%s" % (ac, tail)
        elif r < 0.8:
            s = "%s.555.%s" % (ac, tail)
        elif r < 0.9:
            s = "+1 %s 555 %s" % (ac, tail)
        else:
            s = "1-%s-555-%s" % (ac, tail)
    elif country == "UK":
        if mobile:
            n6 = "%03d" % rng.randint(0, 999)
            s = rng.choice(["07700 555%s", "07700 555 %s", "+44 7700 555%s", "07%d%02d 555%s"])
            if "%d" in s:
                s = s % (rng.randint(1, 9), rng.randint(0, 99), n6)
            else:
                s = s % n6
        else:
            ac = rng.choice(UK_AREA)
            if len(ac) == 3:
                s = "%s 5550 %s" % (ac, tail)
            elif len(ac) == 4:
                s = "%s 555 %s" % (ac, tail)
            else:
                s = "%s 555%03d" % (ac, rng.randint(0, 999))
            if rng.random() < 0.15:
                s = "+44 " + s[1:]
    else:  # AU
        if mobile:
            s = rng.choice(["04%02d 555 %03d", "+61 4%02d 555 %03d"]) % (rng.randint(0, 99), rng.randint(0, 999))
        else:
            ac = rng.choice(AU_AREA)
            f = rng.choice(["(%s) 5550 %s", "%s 5550 %s", "+61 %s 5550 %s"])
            s = f % (ac if not f.startswith("+61") else ac[1:], tail)
    if ext:
        e = str(rng.randint(2, 9999))
        s += rng.choice([" ext. ", " ext ", " x", " x."]) + e
    return s


def pager(rng, country):
    if country == "UK":
        return "555" + str(rng.randint(0, 9))
    r = rng.random()
    if r < 0.5:
        return "555-%04d" % rng.randint(0, 9999)
    if r < 0.75:
        return "4-555%d" % rng.randint(0, 9)
    return "555%d" % rng.randint(0, 9)


DOMAINS = ["example.com", "example.org", "example.net"]


def email_for(rng, p, kind="patient"):
    f, l = PP_ascii(p.first).lower(), PP_ascii(p.last).lower()
    l = l.replace(" ", "").replace("'", "")
    r = rng.random()
    if kind == "staff":
        local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s" % (f, l)])
    elif r < 0.3:
        local = "%s.%s" % (f, l)
    elif r < 0.55:
        local = "%s%s%d" % (f[0], l, rng.randint(1, 99))
    elif r < 0.7:
        local = "%s%s%d" % (f[0], l[0], rng.randint(1000, 9999))
    elif r < 0.85:
        local = "%s_%s%02d" % (f, l[:4], rng.randint(0, 99))
    else:
        local = "%s.%s.%d" % (l, f[0], rng.randint(1, 9))
    return local + "@" + rng.choice(DOMAINS)


def generic_email(rng, base):
    return base + "@" + rng.choice(DOMAINS)


_ACC = str.maketrans({"é": "e", "è": "e", "ë": "e", "ç": "c", "ö": "o", "ø": "o", "ü": "u",
                      "á": "a", "í": "i", "ó": "o", "ñ": "n", "-": ""})


def PP_ascii(s):
    return s.translate(_ACC)


def url(rng, path=None):
    host = rng.choice(["www.", "portal.", "health.", "", "myhealth.", "travel."]) + rng.choice(DOMAINS)
    if path is None:
        path = rng.choice(["/portal", "/studenthealth", "/appointments", "/forms/immunization",
                           "/travel-clinic", "/wellbeing/crisis", "/accessibility/apply",
                           "/pharmacy/refill", "/sexualhealth/results", "/athletics/ppe"])
    pre = rng.choice(["https://", "https://", "http://", ""])
    return pre + host + path


def ip(rng):
    r = rng.random()
    if r < 0.4:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if r < 0.75:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


def username(rng, p):
    f, l = PP_ascii(p.first).lower(), PP_ascii(p.last).lower().replace(" ", "").replace("'", "")
    return rng.choice(["%s%s%d" % (f[0], l[:6], rng.randint(1, 999)),
                       "%s%s%d" % (f[:3], l[:3], rng.randint(10, 99)),
                       "%s.%s" % (f, l), "%s%s" % (l[:5], f[0]),
                       "%s%d" % (f[0] + l[0] + rng.choice("abcdefghjkmnpqrstuvwxyz"), rng.randint(100, 9999))])


# ---------------------------------------------------------------- identifiers
def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def mrn(rng):
    return rng.choice(["%s", "SH%s", "SH-%s", "%s", "CH%s", "M%s", "00%s"]) % digits(rng, rng.choice([6, 7, 8]))


def student_id(rng, country):
    if country == "UK":
        return rng.choice(["%s", "U%s", "B%s"]) % digits(rng, 8)
    if country == "AU":
        return rng.choice(["%s", "s%s", "z%s"]) % digits(rng, 7)
    if country == "CA":
        return digits(rng, 9)
    return rng.choice(["%s", "%s", "V%s", "A%s"]) % digits(rng, 8)


def ssn(rng, country):
    if country == "CA":  # temporary-resident SIN style, starts with 9
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if country == "AU":  # TFN-style number, kept in the 9 range
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if rng.random() < 0.75:
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))


def healthplan(rng, country, kind=None):
    if country == "UK":
        n = digits(rng, 10)
        return rng.choice(["%s %s %s" % (n[:3], n[3:6], n[6:]), n])
    if country == "AU":
        if kind == "oshc" or (kind is None and rng.random() < 0.5):
            return rng.choice(["OSH%s", "%s", "BUP%s", "AH-%s"]) % digits(rng, rng.choice([7, 8, 9]))
        n = digits(rng, 10)
        return "%s %s %s" % (n[:4], n[4:9], n[9]) + (rng.choice(["", " / %d" % rng.randint(1, 4)]))
    if country == "CA":
        if kind == "uhip" or (kind is None and rng.random() < 0.3):
            return "UH%s" % digits(rng, 8)
        n = digits(rng, 10)
        return rng.choice(["%s-%s-%s-%s" % (n[:4], n[4:7], n[7:], letters(rng, 2)),
                           "%s %s %s" % (n[:4], n[4:7], n[7:]), n])
    return rng.choice(["%s%s" % (letters(rng, 3), digits(rng, 9)), "W%s" % digits(rng, 9),
                       "%s-%s" % (letters(rng, 2), digits(rng, 7)), "SHIP%s" % digits(rng, 7),
                       "%s%s" % (letters(rng, 1), digits(rng, 10))])


def group_no(rng):
    return rng.choice(["%s", "GRP-%s", "%s-01"]) % digits(rng, rng.choice([5, 6, 7]))


def account(rng):
    return _account(rng)


def _account(rng):
    r = rng.random()
    if r < 0.3:
        return digits(rng, 8)
    if r < 0.5:
        return "E" + digits(rng, 9)
    if r < 0.7:
        return "%s-%s" % (digits(rng, 4), digits(rng, 4))
    if r < 0.85:
        return "ENC" + digits(rng, 7)
    return "V%s-%s" % (digits(rng, 2), digits(rng, 6))


def license_no(rng, country, kind=None):
    if country == "US":
        kind = kind or rng.choice(["npi", "dea", "state"])
        if kind == "npi":
            return "1" + digits(rng, 9)
        if kind == "dea":
            return letters(rng, 2) + digits(rng, 7)
        if kind == "dl":
            return letters(rng, 1) + digits(rng, rng.choice([7, 8, 12]))
        return rng.choice(["MD%s", "RN%s", "%s", "PA-%s"]) % digits(rng, 6)
    if country == "UK":
        kind = kind or rng.choice(["gmc", "nmc", "gphc"])
        if kind == "gmc":
            return digits(rng, 7)
        if kind == "nmc":
            return "%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4)) + letters(rng, 1)
        if kind == "dl":
            return "%s%s%s" % (letters(rng, 5), digits(rng, 6), letters(rng, 2)) + digits(rng, 1) + letters(rng, 2)
        return digits(rng, 7)
    if country == "CA":
        kind = kind or rng.choice(["cpso", "cno", "other"])
        if kind == "dl":
            return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 4), digits(rng, 5), digits(rng, 5))
        return digits(rng, rng.choice([5, 6, 7]))
    kind = kind or rng.choice(["ahpra", "prescriber"])
    if kind == "dl":
        return digits(rng, rng.choice([8, 9, 10]))
    if kind == "prescriber":
        return digits(rng, 7)
    return rng.choice(["MED", "NMW", "PHA"]) + "000" + digits(rng, 7)


def plate(rng, country):
    if country == "UK":
        return "%s%d%d %s" % (letters(rng, 2), rng.randint(0, 7), rng.randint(0, 9), letters(rng, 3))
    if country == "AU":
        return rng.choice(["%s%s%s", "%s-%s-%s"]) % (digits(rng, 1), letters(rng, 3), digits(rng, 2)) if rng.random() < 0.5 else "%s%s%s" % (letters(rng, 3), digits(rng, 2), letters(rng, 1))
    if country == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    return rng.choice(["%s%s%s", "%s-%s%s"]) % (digits(rng, 1), letters(rng, 3), digits(rng, 3))


def vin(rng):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def device_sn(rng, kind=None):
    a = letters(rng, rng.choice([2, 3]))
    b = digits(rng, rng.choice([6, 7, 8]))
    return rng.choice(["%s%s", "%s-%s", "%s%s"]) % (a, b)


def bioid(rng):
    n = digits(rng, rng.choice([5, 6, 7]))
    r = rng.random()
    if r < 0.25:
        return "FP-" + n
    if r < 0.45:
        return "BIO-" + n
    if r < 0.65:
        return "PV" + n
    if r < 0.85:
        return "IR-%s-%s" % (digits(rng, 2), n)
    return "FT" + n


def idnum(rng, kind):
    y = rng.choice(["23", "24", "25"])
    if kind == "acc":
        return rng.choice(["S%s-%s", "L%s%s", "MB%s-%s", "CT%s-%s"]) % (y, digits(rng, rng.choice([4, 5, 6])))
    if kind == "rx":
        return rng.choice(["%s", "RX%s", "%s", "Rx-%s"]) % digits(rng, 7)
    if kind == "incident":
        return rng.choice(["IR-%s-%s", "RL%s-%s", "INC%s%s", "CS-20%s-%s"]) % (y, digits(rng, 4))
    if kind == "case":
        return rng.choice(["CASE-%s%s", "AS-%s-%s", "EC%s/%s", "REF-%s%s"]) % (y, digits(rng, 4))
    if kind == "order":
        return rng.choice(["ORD%s%s", "%s%s", "RQ-%s-%s"]) % (y, digits(rng, 6))
    if kind == "ticket":
        return rng.choice(["MSG-%s%s", "T%s%s", "#%s%s"]).lstrip("#") % (y, digits(rng, 5))
    if kind == "card":
        return rng.choice(["%s", "ID%s", "C%s"]) % digits(rng, rng.choice([6, 8]))
    raise ValueError(kind)


# ---------------------------------------------------------------- places
def street(rng, country):
    num = rng.randint(1, 2999) if country == "US" else rng.randint(1, 220)
    s = "%d %s %s" % (num, rng.choice(PP.STREET_NAMES), rng.choice(PP.SUFFIX[country]))
    r = rng.random()
    if country == "US" and r < 0.3:
        s += rng.choice([", Apt %d", " Apt %d", " #%d", ", Unit %d"]) % rng.randint(1, 42)
    elif country == "UK" and r < 0.35:
        s = rng.choice(["Flat %d, ", "Flat %d ", "Room %d, "]) % rng.randint(1, 12) + s
    elif country == "AU" and r < 0.35:
        s = "%d/%s" % (rng.randint(1, 30), s)
    elif country == "CA" and r < 0.3:
        s = "%d-%s" % (rng.randint(101, 1808), s)
    return s


def uk_postcode(rng, city=None):
    area = PP.UK_POST_AREA.get(city) or rng.choice(sorted(set(PP.UK_POST_AREA.values())))
    return "%s%d %d%s" % (area, rng.randint(1, 29), rng.randint(0, 9), letters(rng, 2))


def ca_postcode(rng, prov):
    first = {"ON": "KLMNP", "QC": "GHJ", "BC": "V", "AB": "T", "SK": "S", "MB": "R", "NS": "B",
             "NB": "E", "NL": "A", "PE": "C"}[prov]
    L = "ABCEGHJKLMNPRSTVWXYZ"
    s = "%s%d%s %d%s%d" % (rng.choice(first), rng.randint(0, 9), rng.choice(L), rng.randint(0, 9),
                           rng.choice(L), rng.randint(0, 9))
    return s if rng.random() < 0.85 else s.replace(" ", "")


def us_zip(rng, state=None):
    lo, hi = PP.US_ZIP_PREFIX.get(state, (10, 999))
    z = "%03d%02d" % (rng.randint(lo, hi), rng.randint(1, 99))
    return z if rng.random() < 0.85 else z + "-" + digits(rng, 4)


def locale(rng, country):
    """A random (city, state_full, state_abbr, postcode) tuple for country."""
    if country == "US":
        c, sf, sa = rng.choice(PP.US_CITIES)
        return c, sf, sa, us_zip(rng, sa)
    if country == "UK":
        c, county = rng.choice(PP.UK_CITIES)
        return c, county, None, uk_postcode(rng, c)
    if country == "CA":
        c, sf, sa = rng.choice(PP.CA_CITIES)
        return c, sf, sa, ca_postcode(rng, sa)
    c, sf, sa, pc = rng.choice(PP.AU_CITIES)
    return c, sf, sa, pc


def address(rng, country, loc=None, oneline=None):
    """Segment list for a full postal address."""
    loc = loc or locale(rng, country)
    c, sf, sa, pc = loc
    sep = ", " if (oneline if oneline is not None else rng.random() < 0.7) else "\n"
    segs = [(street(rng, country), "STREET"), sep]
    if country == "US":
        segs += [(c, "CITY"), ", ", (sa if rng.random() < 0.85 else sf, "STATE"), " ", (pc, "ZIP")]
    elif country == "UK":
        segs += [(c, "CITY")]
        if rng.random() < 0.35:
            segs += [", ", (sf, "CITY")]
        segs += [sep if sep == "\n" else ", " if rng.random() < 0.6 else " ", (pc, "ZIP")]
    elif country == "CA":
        segs += [(c, "CITY"), rng.choice([", ", " "]), (sa if rng.random() < 0.8 else sf, "STATE"),
                 rng.choice(["  ", " "]), (pc, "ZIP")]
    else:
        segs += [(c.upper() if rng.random() < 0.4 else c, "CITY"), " ", (sa, "STATE"), " ", (pc, "ZIP")]
    return segs


HOLIDAYS = {
    "US": ["Thanksgiving", "Christmas", "Labor Day", "Memorial Day", "Halloween", "New Year's Eve", "Easter",
           "July 4th", "Lunar New Year", "Diwali", "Eid al-Fitr"],
    "UK": ["Christmas", "Boxing Day", "Easter", "Bonfire Night", "New Year's Eve", "Diwali", "Eid", "Hogmanay",
           "St Patrick's Day", "Lunar New Year"],
    "CA": ["Thanksgiving", "Christmas", "Canada Day", "Victoria Day", "Halloween", "Easter", "Diwali", "Eid al-Adha"],
    "AU": ["Anzac Day", "Australia Day", "Christmas", "Easter", "New Year's Eve", "Boxing Day", "Diwali",
           "Lunar New Year"],
}


def holiday(rng, country):
    return rng.choice(HOLIDAYS[country])
