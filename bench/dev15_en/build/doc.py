"""Document builder, people and shared helpers for the dev15-en generators."""
import datetime as dt
import unicodedata

import pools
from locales import D, L, AN, MONTHS, MON, WEEKDAYS, WD, ordinal, fmt_date

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class Doc:
    """Collects text and spans.  Items: str (plain), (text, TYPE) (PHI), list/tuple-of-items, None."""

    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []

    def _t(self, s):
        self.buf.append(s)
        self.n += len(s)

    def __call__(self, *items):
        for it in items:
            self._add(it)
        return self

    def _add(self, it):
        if it is None:
            return
        if isinstance(it, str):
            self._t(it)
        elif isinstance(it, tuple) and len(it) == 2 and isinstance(it[0], str) and (it[1] is None or it[1] in TYPE2LABEL):
            text, typ = it
            if typ is None or text == "":
                self._t(text)
                return
            if typ in ("LOCATION_OTHER", "ORGANIZATION", "HOSPITAL", "COUNTRY") and text.startswith("the "):
                # a lower-case article stays outside the span
                self._t("the ")
                text = text[4:]
            self.spans.append((self.n, self.n + len(text), typ, text))
            self._t(text)
        elif isinstance(it, (list, tuple)):
            for x in it:
                self._add(x)
        else:
            raise TypeError(repr(it))

    @property
    def text(self):
        return "".join(self.buf)


# ---------------------------------------------------------------------------
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
DECADE_WORD = {2: "twenties", 3: "thirties", 4: "forties", 5: "fifties", 6: "sixties", 7: "seventies",
               8: "eighties", 9: "nineties"}


def num_words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    if n < 200:
        rest = n - 100
        return "one hundred" + (" and " + num_words(rest) if rest else "")
    raise ValueError(n)


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def slug(s):
    s = ascii_fold(s).lower()
    return "".join(c for c in s if c.isalnum())


# ---------------------------------------------------------------------------
class Person:
    def __init__(self, given, surname, sex, origin, middle=None, second_given=None):
        self.given = given
        self.surname = surname
        self.sex = sex
        self.origin = origin
        self.middle = middle          # middle name (word)
        self.second_given = second_given

    @property
    def he(self):
        return "he" if self.sex == "M" else "she"

    @property
    def his(self):
        return "his" if self.sex == "M" else "her"

    @property
    def him(self):
        return "him" if self.sex == "M" else "her"

    def full(self):
        return f"{self.given} {self.surname}"

    def initials(self, dots=False):
        g = self.given[0]
        s = self.surname.replace("O'", "O").replace("Ó ", "Ó").replace("Ní ", "N").replace("Mac ", "M").replace("Nic ", "N")
        s = s[0]
        if dots:
            return f"{g}.{s}."
        return f"{g}{s}"

    def form(self, rng, kind=None):
        """A written form of the full name."""
        kinds = ["full", "full", "full", "full_mid", "last_first", "LAST_FIRST", "init_last", "LAST_First"]
        kind = kind or rng.choice(kinds)
        g, s = self.given, self.surname
        mi = (self.middle[0] + ".") if self.middle else None
        if kind == "full":
            return f"{g} {s}"
        if kind == "full_mid":
            return f"{g} {mi} {s}" if mi else f"{g} {s}"
        if kind == "full_mid_word":
            return f"{g} {self.middle} {s}" if self.middle else f"{g} {s}"
        if kind == "last_first":
            return f"{s}, {g}" + (f" {mi}" if mi and rng.random() < 0.4 else "")
        if kind == "LAST_FIRST":
            return f"{s.upper()}, {g.upper()}" + (f" {self.middle[0]}" if self.middle and rng.random() < 0.5 else "")
        if kind == "LAST_First":
            return f"{s.upper()}, {g}"
        if kind == "init_last":
            return f"{g[0]}. {s}"
        if kind == "first_lastinit":
            return f"{g} {s[0]}."
        if kind == "last":
            return s
        if kind == "first":
            return g
        if kind == "initials":
            return self.initials(dots=rng.random() < 0.5)
        if kind == "nick":
            nn = pools.NICKNAMES.get(g)
            return rng.choice(nn) if nn else g
        raise ValueError(kind)

    def title(self, rng, uk=True):
        if self.sex == "M":
            t = "Mr"
        else:
            t = rng.choice(["Mrs", "Ms", "Ms", "Miss"])
        return t if uk else t + "."


def make_person(rng, loc, sex=None, origin=None, surname=None, with_middle=None):
    origin = origin or loc.pick_origin()
    pool = pools.NAMES[origin]
    sex = sex or rng.choice("FM")
    given = rng.choice(pool[sex])
    sur = surname or rng.choice(pool["S"])
    if sex == "F" and surname is None and origin == "eastern_eu" and sur.endswith("ski"):
        sur = sur[:-3] + "ska"
    if sex == "F" and surname is None and origin == "eastern_eu" and sur.endswith("ko") is False and sur == "Petrov":
        sur = "Petrova"
    middle = None
    if with_middle or (with_middle is None and rng.random() < 0.35):
        if origin == "filipino":
            middle = rng.choice(pool["S"])   # mother's maiden surname
        elif origin == "kenyan":
            middle = rng.choice(pools.NAMES["kenyan"][sex])
        else:
            mo = rng.choice([origin, "anglo"])
            middle = rng.choice(pools.NAMES[mo][sex])
        if middle == given or middle == sur:
            middle = None
    # hyphenated double surnames sometimes
    if surname is None and rng.random() < 0.04:
        other = rng.choice(pools.NAMES[loc.pick_origin()]["S"])
        if " " not in sur and " " not in other and other != sur:
            sur = f"{sur}-{other}"
    return Person(given, sur, sex, origin, middle)


def relative(rng, loc, base, rel_sex, same_surname=True):
    for _ in range(6):
        q = make_person(rng, loc, sex=rel_sex, origin=base.origin, surname=base.surname if same_surname else None,
                        with_middle=False)
        if q.given != base.given and q.given != base.surname:
            return q
    return q


# ---------------------------------------------------------------------------
CREDS = {
    "US": {"doctor": ["MD", "DO", "MD, FACP", "MD, PhD", "MD, MPH"], "nurse": ["RN", "RN, BSN", "NP", "APRN", "LPN"],
           "other": ["PA-C", "PharmD", "LCSW", "MSW", "PT, DPT", "CGC", "MS, CGC", "DDS", "DMD", "RDH", "CDA"]},
    "UK": {"doctor": ["MBBS, MRCP(UK)", "MBChB FRCP", "MRCPsych", "FRCS (Orth)", "MBBS MRCOG", "BM BCh"],
           "nurse": ["RGN", "RMN", "RM", "RN", "BSc(Hons) RN", "CPN"],
           "other": ["OT", "BDS", "RDH", "GDC", "SW", "MSc", "Pharmacist"]},
    "IE": {"doctor": ["MB BCh BAO, MRCPI", "FRCSI", "MRCPsych", "MICGP", "MRCOG"], "nurse": ["RGN", "RPN", "RM", "CNM2", "ANP"],
           "other": ["BDentSc", "MSc", "MISCP"]},
    "CA": {"doctor": ["MD, FRCPC", "MD, CCFP", "MD", "MDCM"], "nurse": ["RN", "RN(EC)", "LPN", "inf."],
           "other": ["PharmD", "MSW, RSW", "DMD", "RDH", "CCGC"]},
    "AU": {"doctor": ["MBBS FRACP", "MBBS FRANZCOG", "FACEM", "MBBS FRACGP", "FRANZCP"], "nurse": ["RN", "CNC", "RM", "EN", "NP"],
           "other": ["BDS", "BOH", "MSc", "APD"]},
    "NZ": {"doctor": ["MBChB FRACP", "MBChB FRNZCGP", "FACEM", "FRANZCP"], "nurse": ["RN", "RM", "NP", "CNS"],
           "other": ["BDS", "MSW", "DipOT"]},
    "IN": {"doctor": ["MBBS, MD", "MS (Ortho)", "DNB", "MBBS, DGO", "MD (Psych)", "DM (Nephro)"],
           "nurse": ["GNM", "B.Sc. Nursing", "RN RM"], "other": ["BDS", "MDS", "M.Sc."]},
    "PH": {"doctor": ["MD, FPCP", "MD, FPOGS", "MD, DPBO", "MD"], "nurse": ["RN", "RN, MAN", "RM"],
           "other": ["DMD", "RPh", "RSW"]},
    "KE": {"doctor": ["MBChB, MMed", "MBChB", "MMed (Surg)", "MBChB, MMed (Psych)"], "nurse": ["KRCHN", "KRN/M", "BScN"],
           "other": ["BDS", "CO", "BPharm"]},
}


class Clin:
    def __init__(self, person, kind, cred):
        self.p = person
        self.kind = kind
        self.cred = cred


SPEC_CREDS = {
    "geri": {"US": ["MD", "MD, AGSF", "DO"], "UK": ["MBChB FRCP", "MRCP(UK)", "FRCP (Edin)"], "IE": ["MRCPI", "FRCPI"],
             "CA": ["MD, FRCPC"], "AU": ["MBBS FRACP"], "NZ": ["MBChB FRACP"], "IN": ["MD (Geriatrics)", "MBBS, MD"],
             "PH": ["MD, FPCP, FPSGGM"], "KE": ["MBChB, MMed (Int Med)"]},
    "neo": {"US": ["MD", "MD, FAAP"], "UK": ["MRCPCH", "FRCPCH"], "IE": ["MRCPI (Paeds)", "FRCPCH"], "CA": ["MD, FRCPC"],
            "AU": ["MBBS FRACP"], "NZ": ["MBChB FRACP"], "IN": ["MD (Paed), DM (Neonatology)", "DNB (Paed)"], "PH": ["MD, FPPS"],
            "KE": ["MBChB, MMed (Paeds)"]},
    "obs": {"US": ["MD, FACOG", "DO, FACOG"], "UK": ["MBBS MRCOG", "FRCOG"], "IE": ["MRCPI, MRCOG", "FRCOG"], "CA": ["MD, FRCSC"],
            "AU": ["MBBS FRANZCOG"], "NZ": ["MBChB FRANZCOG"], "IN": ["MBBS, DGO", "MS (OBG)"], "PH": ["MD, FPOGS"],
            "KE": ["MBChB, MMed (Obs/Gyn)"]},
    "occ": {"US": ["MD, MPH, FACOEM"], "UK": ["MFOM", "FFOM"], "IE": ["MFOM (RCPI)"], "CA": ["MD, CCBOM"], "AU": ["FAFOEM"],
            "NZ": ["FAFOEM"], "IN": ["MBBS, AFIH"], "PH": ["MD, FPCOM"], "KE": ["MBChB, MSc (Occ Health)"]},
    "ed": {"US": ["MD, FACEP", "DO"], "UK": ["FRCEM", "MRCEM"], "IE": ["FRCEM", "MRCEM"], "CA": ["MD, CCFP(EM)", "MD, FRCPC"],
           "AU": ["FACEM"], "NZ": ["FACEM"], "IN": ["MD (EM)", "DNB (EM)"], "PH": ["MD, FPCEM"], "KE": ["MBChB, MMed (EM)"]},
    "surg": {"US": ["MD, FACS"], "UK": ["FRCS", "FRCS (Orth)", "FRCS (Tr & Orth)"], "IE": ["FRCSI"], "CA": ["MD, FRCSC"],
             "AU": ["FRACS"], "NZ": ["FRACS"], "IN": ["MS (Ortho)", "MCh"], "PH": ["MD, FPCS"], "KE": ["MBChB, MMed (Surg)"]},
    "psych": {"US": ["MD", "DO"], "UK": ["MRCPsych"], "IE": ["MRCPsych"], "CA": ["MD, FRCPC"], "AU": ["FRANZCP"], "NZ": ["FRANZCP"],
              "IN": ["MD (Psych)"], "PH": ["MD, FPPA"], "KE": ["MBChB, MMed (Psych)"]},
    "gen": {"US": ["MD, FACMG"], "UK": ["FRCP"], "IE": ["FRCPI"], "CA": ["MD, FCCMG"], "AU": ["FRACP"], "NZ": ["FRACP"],
            "IN": ["DM (Medical Genetics)"], "PH": ["MD, FPPS"], "KE": ["MBChB, MMed"]},
    "gp": {"US": ["MD", "DO"], "UK": ["MRCGP"], "IE": ["MICGP"], "CA": ["MD, CCFP"], "AU": ["FRACGP"], "NZ": ["FRNZCGP"],
           "IN": ["MBBS"], "PH": ["MD"], "KE": ["MBChB"]},
    "neph": {"US": ["MD"], "UK": ["FRCP"], "IE": ["FRCPI"], "CA": ["MD, FRCPC"], "AU": ["FRACP"], "NZ": ["FRACP"],
             "IN": ["DM (Nephro)"], "PH": ["MD, FPSN"], "KE": ["MBChB, MMed"]},
}


def make_clin(rng, loc, kind="doctor", spec=None):
    p = make_person(rng, loc)
    if spec:
        cred = rng.choice(SPEC_CREDS[spec][loc.code])
    else:
        cred = rng.choice(CREDS[loc.code][kind if kind in ("doctor", "nurse") else "other"])
    return Clin(p, kind, cred)


# ---------------------------------------------------------------------------
def age_segs(rng, age, sex=None, style=None, noun=None):
    """Many surface forms of a person's age; only the number (or number words / decade word) is the span."""
    a = str(age)
    sl = "M" if sex == "M" else "F"
    noun = noun or ("man" if sex == "M" else "woman")
    styles = ["yo_hyphen", "yo", "yo_tight", "y/o", "y.o.", "sexafter", "sexafter_space", "sexbefore", "paren",
              "age_colon", "aged", "years_old", "yrs", "y", "words_hyphen", "aged_words", "year_old_space",
              "years_of_age", "slash_sex"]
    style = style or rng.choice(styles)
    if style == "yo_hyphen":
        return [(a, "AGE"), f"-year-old {noun}"]
    if style == "yo":
        return [(a, "AGE"), " yo " + noun]
    if style == "yo_tight":
        return [(a, "AGE"), "yo " + noun]
    if style == "y/o":
        return [(a, "AGE"), " y/o " + noun]
    if style == "y.o.":
        return [(a, "AGE"), " y.o. " + noun]
    if style == "sexafter":
        return [(a, "AGE"), sl]
    if style == "sexafter_space":
        return [(a, "AGE"), " " + sl]
    if style == "sexbefore":
        return [sl + "/", (a, "AGE")]
    if style == "slash_sex":
        return [(a, "AGE"), "/" + sl]
    if style == "paren":
        return ["(", (a, "AGE"), ")"]
    if style == "age_colon":
        return [rng.choice(["age: ", "Age: ", "age ", "AGE "]), (a, "AGE")]
    if style == "aged":
        return ["aged ", (a, "AGE")]
    if style == "years_old":
        return [(a, "AGE"), " years old"]
    if style == "yrs":
        return [(a, "AGE"), rng.choice([" yrs", "yrs", " yr old"])]
    if style == "y":
        return [(a, "AGE"), rng.choice(["y", " y"])]
    if style == "words_hyphen" and age < 120:
        return [(num_words(age), "AGE"), f"-year-old {noun}"]
    if style == "aged_words" and age < 120:
        return ["aged ", (num_words(age), "AGE")]
    if style == "year_old_space":
        return [(a, "AGE"), f" year old {noun}"]
    if style == "years_of_age":
        return [(a, "AGE"), " years of age"]
    return [(a, "AGE"), f"-year-old {noun}"]


def decade_segs(rng, age, sex):
    age = min(age, 99)
    dec = (age // 10)
    pos = age % 10
    mod = "early " if pos <= 3 else ("mid-" if pos <= 6 else "late ")
    if rng.random() < 0.5:
        return [f"in {('his' if sex == 'M' else 'her')} ", mod if rng.random() < 0.5 else "", (DECADE_WORD.get(dec, f"{dec * 10}s"), "AGE")]
    return [f"in {('his' if sex == 'M' else 'her')} ", mod if rng.random() < 0.5 else "", (f"{dec * 10}s", "AGE")]


# ---------------------------------------------------------------------------
LOCAL_DOMAIN = {"US": "example.com", "UK": "example.co.uk", "IE": "example.ie", "CA": "example.ca", "AU": "example.com.au",
                "NZ": "example.co.nz", "IN": "example.in", "PH": "example.ph", "KE": "example.co.ke"}


def email_for(rng, p, domain=None, loc_code=None):
    g, s = slug(p.given), slug(p.surname)
    if domain is None and loc_code and rng.random() < 0.6:
        domain = rng.choice([LOCAL_DOMAIN[loc_code], "mail." + LOCAL_DOMAIN[loc_code]])
    dom = domain or rng.choice(pools.EMAIL_DOMAINS[:4])
    local = rng.choice([f"{g}.{s}", f"{g[0]}{s}", f"{g}{s[:1]}{rng.randint(1, 99)}", f"{s}.{g}", f"{g}_{s}{rng.randint(60, 99)}"])
    return f"{local}@{dom}"


def org_domain(name, loc_code):
    base = slug(name.replace("&", "and"))[:18]
    tld = {"US": "example.org", "UK": "example.org.uk", "IE": "example.ie", "CA": "example.ca", "AU": "example.org.au",
           "NZ": "example.org.nz", "IN": "example.in", "PH": "example.com.ph", "KE": "example.co.ke"}[loc_code]
    return f"{base}.{tld}"


def url_for(rng, name, loc_code):
    dom = org_domain(name, loc_code)
    return rng.choice([f"www.{dom}", f"https://www.{dom}", f"https://portal.{dom}/login", f"www.{dom}/patients",
                       f"http://{dom}/referrals", f"https://{dom}/book-online"])


def ip_addr(rng):
    k = rng.random()
    if k < 0.4:
        return f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    if k < 0.6:
        return f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    if k < 0.75:
        return f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    if k < 0.9:
        return f"{rng.randint(23, 223)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    return f"2001:db8:{rng.randint(0, 65535):x}:{rng.randint(0, 65535):x}::{rng.randint(1, 4095):x}"


def username_for(rng, p):
    g, s = slug(p.given), slug(p.surname)
    return rng.choice([f"{g[0]}{s}", f"{g}.{s}", f"{s}{g[0]}{rng.randint(1, 9)}", f"{g[:3]}{s[:3]}", f"{g[0]}{s[:6]}{rng.randint(10, 99)}",
                       f"{s.upper()[:5]}{g.upper()[0]}"])


def handle_for(rng, p):
    g = slug(p.given)
    return "@" + rng.choice([f"{g}_{rng.choice(['vibes', 'rides', 'art', 'fit', 'x'])}{rng.randint(1, 99)}", f"the.real.{g}", f"{g}{rng.randint(1990, 2009)}",
                             f"{rng.choice(['moon', 'night', 'sad', 'wild'])}{g}"])


def rand_date(rng, start, end):
    span = (end - start).days
    return start + dt.timedelta(days=rng.randint(0, span))


def dob_for_age(rng, visit, age):
    # a birthday such that age at visit == age
    y = visit.year - age
    d = dt.date(y, 1, 1) + dt.timedelta(days=rng.randint(0, 364))
    if (d.month, d.day) > (visit.month, visit.day):
        d = dt.date(y - 1, d.month, min(d.day, 28))
    try:
        if (visit - d).days // 365.25 < age:
            pass
    except Exception:
        pass
    return d


def age_at(dob, ref):
    return ref.year - dob.year - ((ref.month, ref.day) < (dob.month, dob.day))


def time_str(rng, h24=True):
    h = rng.randint(7, 19) if rng.random() < 0.85 else rng.randint(0, 23)
    m = rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 42, 45, 50, 55])
    if h24:
        return rng.choice([f"{h:02d}:{m:02d}", f"{h:02d}{m:02d} hrs", f"{h:02d}:{m:02d} hrs", f"{h:02d}{m:02d}h"])
    ap = "am" if h < 12 else "pm"
    hh = h % 12 or 12
    return rng.choice([f"{hh}:{m:02d} {ap}", f"{hh}:{m:02d}{ap.upper()}", f"{hh}:{m:02d} {ap.upper()}"])
