"""PHI value generators for dev236_en: people and name forms, ages, addresses, contacts, identifiers,
institutions. Every generator draws from the rng it is given."""
import string

import pools
from common import P, pick, chance, wpick, fdate, years_between, add_days

UP = string.ascii_uppercase
DIG = string.digits


def _digits(rng, n):
    return "".join(pick(rng, DIG) for _ in range(n))


def _letters(rng, n, alphabet=UP):
    return "".join(pick(rng, alphabet) for _ in range(n))


# ---------------------------------------------------------------- people
def person(rng, country, sex=None):
    w = pools.ORIGIN_WEIGHTS[country]
    idx = wpick(rng, list(zip(range(len(pools.ORIGINS)), w)))
    _o, fem, mal, sur = pools.ORIGINS[idx]
    if sex is None:
        sex = pick(rng, ["F", "M"])
    given = pick(rng, fem if sex == "F" else mal)
    if chance(rng, 0.85):
        surname = pick(rng, sur)
    else:
        surname = pick(rng, pools.ORIGINS[rng.randrange(len(pools.ORIGINS))][3])
    if chance(rng, 0.05):
        other = pick(rng, pools.ORIGINS[rng.randrange(len(pools.ORIGINS))][3])
        if " " not in other and " " not in surname and other != surname:
            surname = surname + "-" + other
    o2 = pools.ORIGINS[rng.randrange(len(pools.ORIGINS))]
    middle = pick(rng, o2[1] if sex == "F" else o2[2])
    return {"given": given, "middle": middle, "surname": surname, "sex": sex}


def initials(p, dots=True):
    g = p["given"][0]
    s = p["surname"][0]
    if p["surname"].startswith("O'"):
        s = "O"
    return ("%s.%s." % (g, s)) if dots else (g + s)


PAT_FORMS = ["full", "full", "full_mi", "last_first", "LAST_FIRST", "LAST_FIRST", "LAST_FIRST_MI",
             "LASTFIRST", "initial_last", "given_initial", "UPPER", "last_initial", "last_first_mi"]


def pname(p, form):
    g, m, s = p["given"], p["middle"], p["surname"]
    if form == "full":
        return "%s %s" % (g, s)
    if form == "full_mi":
        return "%s %s. %s" % (g, m[0], s)
    if form == "last_first":
        return "%s, %s" % (s, g)
    if form == "last_first_mi":
        return "%s, %s %s." % (s, g, m[0])
    if form == "LAST_FIRST":
        return ("%s, %s" % (s, g)).upper()
    if form == "LAST_FIRST_MI":
        return ("%s, %s %s" % (s, g, m[0])).upper()
    if form == "LASTFIRST":
        return ("%s,%s" % (s, g)).upper()
    if form == "LAST_caret":
        return ("%s^%s^%s" % (s, g, m[0])).upper()
    if form == "initial_last":
        return "%s. %s" % (g[0], s)
    if form == "given_initial":
        return "%s %s." % (g, s[0])
    if form == "UPPER":
        return ("%s %s" % (g, s)).upper()
    if form == "last_initial":
        return "%s %s" % (s, g[0])
    if form == "surname":
        return s
    if form == "given":
        return g
    if form == "initials":
        return initials(p, True)
    if form == "initials_nodot":
        return initials(p, False)
    if form == "full_middle":
        return "%s %s %s" % (g, m, s)
    raise ValueError(form)


def title(rng, p):
    if p["sex"] == "F":
        return pick(rng, ["Ms", "Ms.", "Mrs", "Mrs.", "Miss", "Ms"])
    return pick(rng, ["Mr", "Mr."])


def pat_ref(rng, p, short=True):
    """A narrative reference to the patient: title + surname, given name, or full name."""
    r = rng.random()
    if short and r < 0.55:
        return [title(rng, p) + " ", P(p["surname"], "PATIENT")]
    if r < 0.75:
        return [P(pname(p, "full"), "PATIENT")]
    if r < 0.88:
        return ["pt ", P(pname(p, "initials"), "PATIENT")]
    return [P(p["given"], "PATIENT")]


CREDS = {
    "path": {"US": ["MD", "MD", "DO", "MD, PhD", "MD, FCAP"], "CA": ["MD, FRCPC", "MD FRCPC", "MD"],
             "IE": ["MB, FRCPath", "FRCPath", "MB BCh, FFPath", "MD, FRCPI"]},
    "phys": {"US": ["MD", "MD", "DO", "NP", "PA-C"], "CA": ["MD", "MD, CCFP", "MD, FRCPC", "NP"],
             "IE": ["MB", "MRCPI", "MICGP", "FRCSI", "MB BCh BAO"]},
    "tech": {"US": ["MLS(ASCP)", "MLT(ASCP)", "MT", "MLS", "CLS"], "CA": ["MLT", "RT", "MLT, ART"],
             "IE": ["BMS", "Senior BMS", "Chief BMS", "MSc"]},
    "ct": {"US": ["CT(ASCP)", "SCT(ASCP)"], "CA": ["RT(Cyto)", "CT(CSMLS)"], "IE": ["BMS", "Senior BMS"]},
    "nurse": {"US": ["RN", "RN", "LPN", "BSN, RN"], "CA": ["RN", "RPN", "RN"], "IE": ["RGN", "CNM1", "RGN", "ANP"]},
    "gc": {"US": ["MS, CGC", "CGC"], "CA": ["MSc, CCGC", "CCGC"], "IE": ["MSc", "Genetic Counsellor"]},
    "sci": {"US": ["PhD, FACMG", "PhD"], "CA": ["PhD, FCCMG", "PhD"], "IE": ["PhD", "FRCPath"]},
}


def staff(rng, p, country, role, form=None):
    """Render a staff member: title/credential outside the span."""
    if form is None:
        form = pick(rng, ["dr_last", "dr_full", "full_cred", "full_cred", "init_cred", "last_first_cred",
                          "full", "full_mi_cred"])
    if role not in ("path", "phys", "sci") and form in ("dr_last", "dr_full"):
        form = pick(rng, ["full_cred", "full", "init_cred"])
    cred = pick(rng, CREDS[role][country])
    dr = pick(rng, ["Dr. ", "Dr ", "Dr. ", "DR "])
    if form == "dr_last":
        return [dr, P(p["surname"], "DOCTOR")]
    if form == "dr_full":
        return [dr, P(pname(p, "full"), "DOCTOR")]
    if form == "full_cred":
        return [P(pname(p, "full"), "DOCTOR"), pick(rng, [", ", " "]) + cred]
    if form == "full_mi_cred":
        return [P(pname(p, "full_mi"), "DOCTOR"), ", " + cred]
    if form == "init_cred":
        return [P(pname(p, "initial_last"), "DOCTOR"), pick(rng, [", ", " "]) + cred]
    if form == "last_first_cred":
        return [P(pname(p, pick(rng, ["LAST_FIRST", "last_first"])), "DOCTOR"), " " + cred]
    if form == "full":
        return [P(pname(p, "full"), "DOCTOR")]
    if form == "last":
        return [P(p["surname"], "DOCTOR")]
    if form == "initials":
        return [P(pname(p, "initials_nodot"), "DOCTOR")]
    raise ValueError(form)


def username(rng, p):
    s = "".join(ch for ch in p["surname"].lower() if ch.isalpha())
    g = "".join(ch for ch in p["given"].lower() if ch.isalpha())
    f = pick(rng, ["gs", "gs", "g.s", "s.g", "gs2", "GS", "gis", "s_g", "gsd"])
    if f == "gs":
        return g[0] + s[:10]
    if f == "g.s":
        return g + "." + s[:10]
    if f == "s.g":
        return s[:10] + "." + g[0]
    if f == "gs2":
        return g[0] + s[:8] + str(rng.randint(1, 99))
    if f == "GS":
        return (g[0] + s[:7]).upper()
    if f == "gis":
        return g[0] + p["middle"][0].lower() + s[:8]
    if f == "s_g":
        return s[:8] + "_" + g[:3]
    return g[:2] + s[:2] + _digits(rng, 4)


# ---------------------------------------------------------------- ages
_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


def age_parts(rng, age, sex, form=None, unit="y"):
    a = str(age)
    if unit == "y" and form is None and 1 <= age <= 99 and chance(rng, 0.06):
        w = age_words(age)
        f = pick(rng, ["aged {}", "a {}-year-old", "{} years of age", "{}-year-old"])
        pre, post = f.split("{}")
        return [pre, P(w, "AGE"), post]
    if unit == "mo":
        f = pick(rng, ["{} mo", "{}-month-old", "{} months", "{}m"])
        pre, post = f.split("{}")
        return [pre, P(a, "AGE"), post]
    if unit == "d":
        f = pick(rng, ["{} days", "{}-day-old", "{}d", "{} day old"])
        pre, post = f.split("{}")
        return [pre, P(a, "AGE"), post]
    if unit == "wk":
        f = pick(rng, ["{} wk", "{}-week-old", "{} weeks old"])
        pre, post = f.split("{}")
        return [pre, P(a, "AGE"), post]
    if form is None:
        form = pick(rng, ["{} yo", "{}yo", "{}-year-old", "{} y/o", "{}Y", "{} yrs", "{} years",
                          "{}/" + sex, "{}" + sex, "{} " + sex, "{}y", "{} y.o."])
    pre, post = form.split("{}")
    return [pre, P(a, "AGE"), post]


def age_unit(dob, when):
    y = years_between(dob, when)
    if y >= 2:
        return y, "y"
    days = (when - dob).days
    if days < 28:
        return max(days, 1), "d"
    months = (when.year - dob.year) * 12 + when.month - dob.month - (1 if when.day < dob.day else 0)
    return max(months, 1), "mo"


def make_dob(rng, when, lo=18, hi=92):
    age = rng.randint(lo, hi)
    return add_days(when, -(age * 365 + rng.randint(0, 364)))


# ---------------------------------------------------------------- places
def _zip_us(rng, st):
    z = pools.US_ZIP1.get(st, "5") + _digits(rng, 4)
    if chance(rng, 0.12):
        z += "-" + _digits(rng, 4)
    return z


_CA_L = "ABCEGHJKLMNPRSTVWXYZ"
_EIR = "ACDEFHKNPRTVWXY"


def _postal_ca(rng, first):
    return "%s%s%s %s%s%s" % (first, pick(rng, DIG), pick(rng, _CA_L), pick(rng, DIG), pick(rng, _CA_L),
                              pick(rng, DIG))


def _eircode(rng, key):
    return key + " " + pick(rng, _EIR) + "".join(pick(rng, _EIR + DIG) for _ in range(3))


def street(rng, country, business=False):
    name = pick(rng, pools.STREET_NAMES)
    if country == "IE":
        r = rng.random()
        if r < 0.2 and not business:
            return "%d %s" % (rng.randint(1, 120), pick(rng, pools.IE_ESTATES))
        if r < 0.3 and not business:
            return "Apt %d, %s" % (rng.randint(1, 40), pick(rng, pools.IE_ESTATES))
        num = "" if chance(rng, 0.15) else "%d " % rng.randint(1, 210)
        return "%s%s %s" % (num, name, pick(rng, pools.STREET_SUFFIX_IE))
    suf = pick(rng, pools.STREET_SUFFIX_CA if country == "CA" else pools.STREET_SUFFIX_US)
    num = rng.randint(2, 9899)
    s = "%d %s %s" % (num, name, suf)
    if country == "CA" and not business and chance(rng, 0.2):
        s = "%d-%s" % (rng.randint(101, 1904), s)
    elif business and chance(rng, 0.4):
        s += pick(rng, [", Suite ", ", Ste ", " Suite ", ", Unit "]) + str(rng.randint(100, 450))
    elif not business and chance(rng, 0.25):
        s += pick(rng, [", Apt ", " Apt ", " #", ", Unit "]) + pick(rng, [str(rng.randint(1, 40)), "%d%s" % (rng.randint(1, 9), pick(rng, "ABCD"))])
    return s


def address(rng, country, business=False):
    if country == "US":
        city, st, stname = pick(rng, pools.US_PLACES)
        return {"street": street(rng, country, business), "city": city, "state": st, "state_name": stname,
                "zip": _zip_us(rng, st), "country": country}
    if country == "CA":
        city, st, stname, first = pick(rng, pools.CA_PLACES)
        return {"street": street(rng, country, business), "city": city, "state": st, "state_name": stname,
                "zip": _postal_ca(rng, first), "country": country}
    town, county, key = pick(rng, pools.IE_PLACES)
    return {"street": street(rng, country, business), "city": town, "county": county,
            "zip": _eircode(rng, key), "country": country}


def addr_parts(rng, a, multiline=False, with_country=None, long_state=None):
    sep = "\n" if multiline else ", "
    out = [P(a["street"], "STREET"), sep, P(a["city"], "CITY")]
    if a["country"] == "IE":
        if chance(rng, 0.8):
            out += [sep if multiline else ", ", P(a["county"], "CITY")]
        if chance(rng, 0.85):
            out += [sep if multiline else ", ", P(a["zip"], "ZIP")]
    else:
        if long_state is None:
            long_state = chance(rng, 0.15)
        out += [", ", P(a["state_name"] if long_state else a["state"], "STATE"),
                pick(rng, [" ", "  "]), P(a["zip"], "ZIP")]
    if with_country is None:
        with_country = chance(rng, 0.2)
    if with_country:
        out += [sep, P(pick(rng, pools.COUNTRY_SELF[a["country"]]), "COUNTRY")]
    return out


# ---------------------------------------------------------------- contacts
AREA = {"US": ["617", "312", "503", "414", "919", "608", "804", "505", "206", "402", "717", "865",
               "316", "208", "907", "802", "563", "701"],
        "CA": ["613", "705", "807", "519", "250", "403", "204", "306", "506", "902", "709", "819", "867"],
        "IE": ["21", "61", "91", "65", "66", "51", "53", "59", "57", "90", "41", "42", "74", "71", "94", "45", "1"]}


def phone(rng, country, ext=None, area=None):
    line = "555-01%02d" % rng.randint(0, 99)
    if country == "IE":
        a = area or pick(rng, AREA["IE"])
        tail = "555 01%02d" % rng.randint(0, 99)
        f = pick(rng, ["+353 %s %s", "(0%s) %s", "0%s %s", "+353 (0)%s %s", "0%s-%s", "08%s %s"])
        if f.startswith("08") and area is None:
            s = "08%s %s" % (pick(rng, ["3", "5", "6", "7", "9"]), tail)
        elif f.startswith("08"):
            s = "0%s %s" % (a, tail)
        else:
            s = f % (a, tail)
    else:
        a = area or pick(rng, AREA[country])
        f = pick(rng, ["(%s) %s", "%s-%s", "%s.%s", "1-%s-%s", "+1 %s %s", "(%s)%s"])
        if f == "%s.%s":
            s = "%s.%s" % (a, line.replace("-", "."))
        elif f == "+1 %s %s":
            s = "+1 %s %s" % (a, line.replace("-", " "))
        else:
            s = f % (a, line)
    if ext is None:
        ext = chance(rng, 0.15)
    if ext:
        s += pick(rng, [" ext. ", " ext ", " x", " x.", ", ext. "]) + str(rng.randint(100, 7999))
    return s


def email(rng, p=None, dept=None):
    dom = pick(rng, ["example.org", "example.org", "example.com", "example.net"])
    if p is not None:
        s = "".join(ch for ch in p["surname"].lower() if ch.isalpha())
        g = "".join(ch for ch in p["given"].lower() if ch.isalpha())
        loc = pick(rng, [g + "." + s, g[0] + s, s + "." + g[0], g + "_" + s, g[0] + "." + s])
    else:
        loc = dept or pick(rng, ["microlab", "bloodbank", "path.results", "labclientservices", "cytology.office",
                                 "poct.coordinator", "genetics.lab", "referrals.lab", "chem.core",
                                 "transfusion", "lab.quality", "sendouts", "tox.custody"])
        if chance(rng, 0.5):
            loc += "." + "".join(ch for ch in pick(rng, pools.INST_WORDS).lower() if ch.isalpha())[:8]
    return loc + "@" + dom


def url(rng, acc=None):
    dom = pick(rng, ["example.org", "example.com", "example.net"])
    host = pick(rng, ["www.", "https://www.", "https://", "http://", "www."])
    path = pick(rng, ["/labresults", "/portal", "/lab/testmenu", "/results/view", "/patient-portal",
                      "/referral/forms", "/pathology/reports", "/tox/verify", "/genetics/consent",
                      "/poct/training", "/transfusion/guidelines", "/specimen-requirements"])
    s = host + dom + path
    if acc and chance(rng, 0.5):
        s += "?acc=" + acc
    return s


def ipaddr(rng):
    r = rng.random()
    if r < 0.4:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))
    if r < 0.75:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(2, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254))


# ---------------------------------------------------------------- identifiers
MRN_FMTS = ["d8", "d7", "Md7", "Ed7", "Hd6", "0d7", "d3-d3-d3", "RKd6", "d10", "Ud6", "d2-d2-d2"]


def mrn(rng, fmt):
    if fmt == "d8":
        return _digits(rng, 8)
    if fmt == "d7":
        return str(rng.randint(1, 9)) + _digits(rng, 6)
    if fmt == "Md7":
        return "M" + _digits(rng, 7)
    if fmt == "Ed7":
        return "E" + _digits(rng, 7)
    if fmt == "Hd6":
        return "H" + _digits(rng, 6)
    if fmt == "0d7":
        return "00" + _digits(rng, 6)
    if fmt == "d3-d3-d3":
        return "%s-%s-%s" % (_digits(rng, 3), _digits(rng, 3), _digits(rng, 3))
    if fmt == "RKd6":
        return _letters(rng, 2) + _digits(rng, 6)
    if fmt == "d10":
        return str(rng.randint(1, 9)) + _digits(rng, 9)
    if fmt == "Ud6":
        return "U" + _digits(rng, 6)
    return "%s-%s-%s" % (_digits(rng, 2), _digits(rng, 2), _digits(rng, 2))


def accession(rng, prefix, year, width=None):
    y2 = "%02d" % (year % 100)
    width = width or pick(rng, [4, 5, 5, 6])
    n = str(rng.randint(1, 10 ** width - 1)).zfill(width)
    f = pick(rng, ["{p}{y}-{n}", "{p}{y}-{n}", "{p}-{y}-{n}", "{y}-{p}-{n}", "{p}{y}{n}", "{p}{Y}-{n}"])
    if not prefix:
        f = pick(rng, ["{y}-{n}", "{Y}-{n}", "{y}{n}"])
    return f.format(p=prefix, y=y2, n=n, Y=year)


def account(rng):
    f = pick(rng, ["d10", "Vd11", "d4-d4", "ENC", "HAR", "d9", "FIN"])
    if f == "d10":
        return str(rng.randint(1, 9)) + _digits(rng, 9)
    if f == "Vd11":
        return "V" + _digits(rng, 11)
    if f == "d4-d4":
        return _digits(rng, 4) + "-" + _digits(rng, 4)
    if f == "ENC":
        return "ENC-%d-%s" % (rng.randint(2019, 2025), _digits(rng, 7))
    if f == "HAR":
        return "1" + _digits(rng, 9)
    if f == "FIN":
        return "F" + _digits(rng, 8)
    return _digits(rng, 9)


def healthplan(rng, country):
    if country == "US":
        f = pick(rng, ["L3d9", "Wd9", "MBI", "d9A", "L2d8", "GRP"])
        if f == "L3d9":
            return _letters(rng, 3) + _digits(rng, 9)
        if f == "Wd9":
            return "W" + _digits(rng, 9)
        if f == "MBI":
            return "%s%s%s-%s%s%s-%s%s%s%s" % (rng.randint(1, 9), pick(rng, "ACDEFGHJKMNPQRTUVWXY"), pick(rng, "ACDEFGHJKMNPQRTUVWXY0123456789"), _digits(rng, 1), pick(rng, "ACDEFGHJKMNPQRTUVWXY"), pick(rng, "ACDEFGHJKMNPQRTUVWXY"), _digits(rng, 1), pick(rng, "ACDEFGHJKMNPQRTUVWXY"), pick(rng, "ACDEFGHJKMNPQRTUVWXY"), _digits(rng, 2))
        if f == "d9A":
            return _digits(rng, 9) + pick(rng, UP)
        if f == "L2d8":
            return _letters(rng, 2) + _digits(rng, 8) + "-0" + str(rng.randint(1, 4))
        return "GRP-" + _digits(rng, 7)
    if country == "CA":
        f = pick(rng, ["ON", "BC", "AB", "QC", "MB"])
        if f == "ON":
            return "%s %s %s %s" % (_digits(rng, 4), _digits(rng, 3), _digits(rng, 3), _letters(rng, 2))
        if f == "BC":
            return "9%s %s %s" % (_digits(rng, 3), _digits(rng, 3), _digits(rng, 3))
        if f == "AB":
            return "%s-%s" % (_digits(rng, 5), _digits(rng, 4))
        if f == "QC":
            return "%s %s %s" % (_letters(rng, 4), _digits(rng, 4), _digits(rng, 4))
        return "%s%s" % (_digits(rng, 6), _digits(rng, 3))
    f = pick(rng, ["GMS", "PRIV", "DVC"])
    if f == "GMS":
        return _digits(rng, 7) + pick(rng, UP)
    if f == "PRIV":
        return pick(rng, ["LH", "IL", "HI", "VM"]) + "-" + _digits(rng, 8)
    return "DVC" + _digits(rng, 6)


def ssn(rng, country):
    if country == "US":
        a = pick(rng, ["9%s" % _digits(rng, 2), "000"])
        return pick(rng, ["%s-%s-%s", "%s %s %s"]) % (a, _digits(rng, 2), _digits(rng, 4))
    if country == "CA":
        return pick(rng, ["9%s %s %s", "9%s-%s-%s"]) % (_digits(rng, 2), _digits(rng, 3), _digits(rng, 3))
    return "9" + _digits(rng, 6) + pick(rng, UP) + pick(rng, ["", "A", "W", "H"])


def npi(rng):
    return pick(rng, ["1", "2"]) + _digits(rng, 9)


def dea(rng, p):
    return pick(rng, ["A", "B", "F", "M"]) + p["surname"][0].upper() + _digits(rng, 7)


def clia(rng):
    return "%02d%s%s" % (rng.randint(1, 55), "D", _digits(rng, 7))


def med_licence(rng, country):
    if country == "US":
        return pick(rng, ["MD%s", "G%s", "%s", "DO-%s", "LIC-%s"]) % _digits(rng, pick(rng, [5, 6]))
    if country == "CA":
        return _digits(rng, pick(rng, [5, 6]))
    return _digits(rng, 6)


def device_sn(rng):
    f = pick(rng, ["d4-d4", "L3d8", "L2d6L", "d9", "LLd5", "d2Ld5"])
    if f == "d4-d4":
        return _digits(rng, 4) + "-" + _digits(rng, 4)
    if f == "L3d8":
        return _letters(rng, 3) + _digits(rng, 8)
    if f == "L2d6L":
        return _letters(rng, 2) + _digits(rng, 6) + pick(rng, UP)
    if f == "d9":
        return _digits(rng, 9)
    if f == "LLd5":
        return _letters(rng, 2) + "-" + _digits(rng, 5)
    return _digits(rng, 2) + pick(rng, UP) + _digits(rng, 5)


def plate(rng, country):
    if country == "US":
        f = pick(rng, ["dLLLddd", "LLL-dddd", "LLL ddd", "ddLLdd"])
    elif country == "CA":
        f = pick(rng, ["LLLL ddd", "LLL ddd", "LLL-ddd", "dLLLddd"])
    else:
        y = pick(rng, ["151", "162", "171", "182", "191", "202", "211", "222", "231", "241", "12", "08"])
        c = pick(rng, ["D", "C", "G", "KY", "L", "MO", "WX", "KK", "TS", "LH", "CE", "SO"])
        return "%s-%s-%s" % (y, c, str(rng.randint(1, 99999)))
    out = []
    for ch in f:
        out.append(pick(rng, "ABCDEFGHJKLMNPRSTVWXYZ") if ch == "L" else (pick(rng, DIG) if ch == "d" else ch))
    return "".join(out)


def vin(rng):
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(pick(rng, al) for _ in range(17))


BIO_KIND = {"finger": ["FP-d5", "FPT d8"], "palm": ["PV-d7", "PVd6"], "iris": ["IRIS-d6"], "any": ["BIO-d4-LL"]}


def bioid(rng, kind=None):
    f = pick(rng, BIO_KIND[kind] if kind else ["FP-d5", "PV-d7", "BIO-d4-LL", "IRIS-d6", "FPT d8", "PVd6"])
    if f == "FP-d5":
        return "FP-" + _digits(rng, 5)
    if f == "PV-d7":
        return "PV-" + _digits(rng, 7)
    if f == "BIO-d4-LL":
        return "BIO-" + _digits(rng, 4) + "-" + _letters(rng, 2)
    if f == "IRIS-d6":
        return "IRIS-" + _digits(rng, 6)
    if f == "FPT d8":
        return "FPT" + _digits(rng, 8)
    return "PV" + _digits(rng, 6)


def din(rng, year):
    """ISBT 128 donation identification number (fictional facility codes)."""
    fac = pick(rng, ["W0413", "W1127", "W3361", "W2208", "W0952", "W4410", "C0417", "C1289", "G0823"])
    seq = _digits(rng, 6)
    f = pick(rng, ["{f} {y} {s}", "{f} {y} {s} {c}", "{f}{y}{s}"])
    return f.format(f=fac, y="%02d" % (year % 100), s=seq, c=pick(rng, UP + DIG))


def digits(rng, n):
    return _digits(rng, n)


def letters(rng, n):
    return _letters(rng, n)


# ---------------------------------------------------------------- institutions
def _word(rng):
    return pick(rng, pools.INST_WORDS)


def hospital_name(rng, city):
    pat = pick(rng, pools.HOSP_PATTERNS)
    return pat.format(w=_word(rng), s=pick(rng, pools.SAINTS), c=city)


def lab_name(rng, city, spec=None):
    pats = pools.LAB_PATTERNS + pools.LAB_SPECIAL[spec] * 2 if spec else pools.LAB_PATTERNS
    return pick(rng, pats).format(w=_word(rng), c=city)


def clinic_name(rng, city, country, care=False):
    sn = pick(rng, pools.ORIGINS[rng.randrange(len(pools.ORIGINS))][3])
    while True:
        pat = pick(rng, pools.CLINIC_PATTERNS)
        if care or not pat.endswith(("Pharmacy", "Home")):
            break
    return pat.format(w=_word(rng), c=city, sn=sn)


def employer_name(rng):
    return pick(rng, pools.EMPLOYER_PATTERNS).format(w=_word(rng))


def insurer_name(rng):
    return pick(rng, pools.INSURER_PATTERNS).format(w=_word(rng))


def courier_name(rng):
    return pick(rng, pools.COURIER_PATTERNS).format(w=_word(rng))


def institution(rng, country, kind="hospital", spec=None):
    a = address(rng, country, business=True)
    if kind == "hospital":
        name = hospital_name(rng, a["city"])
    elif kind == "lab":
        name = lab_name(rng, a["city"], spec)
    else:
        name = clinic_name(rng, a["city"], country)
    area = pick(rng, AREA[country])
    return {"name": name, "addr": a, "phone": phone(rng, country, ext=False, area=area), "fax": phone(rng, country, ext=False, area=area),
            "mrn_fmt": pick(rng, MRN_FMTS), "clia": clia(rng)}


def ward(rng):
    if chance(rng, 0.4):
        return [P(pick(rng, pools.NAMED_WARDS), "HOSPITAL")]
    return [pick(rng, ["Ward ", "Unit ", "", "Wd "]), P(pick(rng, pools.WARD_CODES), "HOSPITAL")]


def room_bed(rng):
    r = rng.random()
    if r < 0.35:
        return [pick(rng, ["Rm ", "Room ", "rm "]), P("%d%s" % (rng.randint(101, 1299), pick(rng, ["", "", "A", "B"])), "LOCATION_OTHER")]
    if r < 0.6:
        return [pick(rng, ["Bed ", "bed "]), P(str(rng.randint(1, 32)), "LOCATION_OTHER")]
    if r < 0.8:
        if chance(rng, 0.5):
            return [pick(rng, ["Rm ", "Room "]), P(str(rng.randint(101, 999)), "LOCATION_OTHER"), pick(rng, [" Bed ", " bed "]),
                    P(pick(rng, ["1", "2", "A", "B", "3"]), "LOCATION_OTHER")]
        return [pick(rng, ["Rm ", "Room ", "RM "]), P("%d-%s" % (rng.randint(101, 999), pick(rng, ["1", "2", "A", "B"])), "LOCATION_OTHER")]
    return [pick(rng, ["Bay ", "Cubicle ", "Bay "]), P(str(rng.randint(1, 24)), "LOCATION_OTHER")]


def fmt_date_parts(d, style):
    return P(fdate(d, style), "DATE")
