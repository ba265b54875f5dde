"""Core helpers: span-recording document builder, dates, names, contacts, IDs.

Offsets are recorded in one pass: every PHI value is appended through
Doc.p (or a template placeholder) and its start is the running length of the
text at that moment.  Nothing is searched for afterwards.
"""
import datetime as dt
import re

import pools as P

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION",
    "ZIP": "LOCATION", "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION",
    "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
    "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}

_PH = re.compile(r"\{([A-Z_*=]+)\}")


class Doc:
    """Append-only text builder that remembers where each PHI piece starts."""

    def __init__(self):
        self.parts = []
        self.spans = []
        self.n = 0

    def t(self, *ss):
        for s in ss:
            self.parts.append(s)
            self.n += len(s)
        return self

    def p(self, s, typ):
        s = str(s)
        if typ not in TYPE2LABEL:
            raise ValueError(typ)
        if not s or s != s.strip():
            raise ValueError("bad span %r" % s)
        self.spans.append((self.n, self.n + len(s), typ))
        self.parts.append(s)
        self.n += len(s)
        return self

    def pc(self, pieces):
        """Write a piece list: plain strings and (value, TYPE) tuples."""
        for x in pieces:
            if isinstance(x, tuple):
                self.p(x[0], x[1])
            else:
                self.t(x)
        return self

    def f(self, tmpl, *args):
        """Template with {TYPE} (one PHI value), {*} (piece list), {=} (plain)."""
        i = 0
        pos = 0
        for m in _PH.finditer(tmpl):
            self.t(tmpl[pos:m.start()])
            key = m.group(1)
            a = args[i]
            i += 1
            if key == "=":
                self.t(str(a))
            elif key == "*":
                self.pc(a)
            else:
                self.p(a, key)
            pos = m.end()
        self.t(tmpl[pos:])
        if i != len(args):
            raise ValueError("template arg count: " + tmpl)
        return self

    def build(self, lower):
        text = "".join(self.parts)
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            text = low
        spans = []
        for s, e, typ in self.spans:
            spans.append({"start": s, "end": e, "label": TYPE2LABEL[typ],
                          "type": typ, "text": text[s:e]})
        return text, spans


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
        "Sunday"]


def rand_date(rng, start, end):
    span = (end - start).days
    return start + dt.timedelta(days=rng.randrange(max(span, 1)))


def workday(d):
    while d.weekday() >= 5:
        d += dt.timedelta(days=1)
    return d


def plus(d, days):
    return d + dt.timedelta(days=days)


def _ord(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def _fmt(d, code):
    mon = MONTHS[d.month - 1]
    wd = DAYS[d.weekday()]
    y2 = "%02d" % (d.year % 100)
    table = {
        "dmy/": "%02d/%02d/%d" % (d.day, d.month, d.year),
        "dmy/s": "%d/%d/%d" % (d.day, d.month, d.year),
        "dmy2/": "%02d/%02d/%s" % (d.day, d.month, y2),
        "dmy.": "%02d.%02d.%d" % (d.day, d.month, d.year),
        "dmy2.": "%02d.%02d.%s" % (d.day, d.month, y2),
        "dMy": "%d %s %d" % (d.day, mon, d.year),
        "dby": "%d %s %d" % (d.day, mon[:3], d.year),
        "0dby": "%02d %s %d" % (d.day, mon[:3], d.year),
        "d-b-y": "%02d-%s-%d" % (d.day, mon[:3], d.year),
        "d-b-y2": "%02d-%s-%s" % (d.day, mon[:3], y2),
        "D-B-Y": "%02d-%s-%d" % (d.day, mon[:3].upper(), d.year),
        "oMy": "%s %s %d" % (_ord(d.day), mon, d.year),
        "adby": "%s %d %s %d" % (wd[:3], d.day, mon[:3], d.year),
        "AdMy": "%s %d %s %d" % (wd, d.day, mon, d.year),
        "AdM": "%s %d %s" % (wd, d.day, mon),
        "AoM": "%s %s %s" % (wd, _ord(d.day), mon),
        "adm/": "%s %d/%d" % (wd[:3], d.day, d.month),
        "mdy/": "%02d/%02d/%d" % (d.month, d.day, d.year),
        "mdy/s": "%d/%d/%s" % (d.month, d.day, y2),
        "mdy/s4": "%d/%d/%d" % (d.month, d.day, d.year),
        "mdy-": "%02d-%02d-%d" % (d.month, d.day, d.year),
        "Mdy": "%s %d, %d" % (mon, d.day, d.year),
        "bdy": "%s %d, %d" % (mon[:3], d.day, d.year),
        "b.dy": "%s. %d, %d" % (mon[:3], d.day, d.year) if len(mon) > 3 else "%s %d, %d" % (mon, d.day, d.year),
        "AMdy": "%s, %s %d, %d" % (wd, mon, d.day, d.year),
        "amd/": "%s %d/%d" % (wd[:3], d.month, d.day),
        "aMd": "%s, %s %d" % (wd[:3], mon[:3], d.day),
        "ymd": "%d-%02d-%02d" % (d.year, d.month, d.day),
        "ymd/": "%d/%02d/%02d" % (d.year, d.month, d.day),
        "ymdc": "%d%02d%02d" % (d.year, d.month, d.day),
        "My": "%s %d" % (mon, d.year),
        "by": "%s %d" % (mon[:3], d.year),
        "m/y": "%02d/%d" % (d.month, d.year),
        "y": "%d" % d.year,
        "dm/": "%02d/%02d" % (d.day, d.month),
        "md/": "%d/%d" % (d.month, d.day),
        "dM": "%d %s" % (d.day, mon),
        "Md": "%s %d" % (mon, d.day),
        "bd": "%s %d" % (mon[:3], d.day),
        "db": "%d %s" % (d.day, mon[:3]),
        "A": wd,
        "M": mon,
    }
    return table[code]


FULL_STYLES = {
    "UK": ["dmy/", "dmy/", "dmy/", "dMy", "dby", "0dby", "dmy2/", "dmy.",
           "oMy", "adby", "dmy/s", "AdMy"],
    "AU": ["dmy/", "dmy/", "dMy", "dby", "d-b-y2", "dmy.", "dmy/s", "adby"],
    "US": ["mdy/", "mdy/", "mdy/s", "mdy/s4", "Mdy", "bdy", "b.dy", "mdy-",
           "ymd", "AMdy"],
    "CA": ["ymd", "ymd", "ymd", "Mdy", "bdy", "d-b-y", "D-B-Y", "dmy/",
           "ymd/"],
}
SHORT_STYLES = {
    "UK": ["dm/", "dM", "db", "AdM", "adm/", "AoM"],
    "AU": ["dm/", "dM", "db", "adm/", "AdM"],
    "US": ["md/", "Md", "bd", "amd/", "aMd"],
    "CA": ["Md", "bd", "aMd", "dM"],
}
DOB_STYLES = {"UK": ["dmy/", "dmy/", "dby", "dMy", "0dby"],
              "AU": ["dmy/", "dmy/", "dby", "dMy"],
              "US": ["mdy/", "mdy/", "mdy/s4", "Mdy"],
              "CA": ["ymd", "ymd", "Mdy", "d-b-y"]}


def fdate(rng, d, c, kind="full"):
    if kind == "full":
        return _fmt(d, pick(rng, FULL_STYLES[c]))
    if kind == "short":
        return _fmt(d, pick(rng, SHORT_STYLES[c]))
    if kind == "dob":
        return _fmt(d, pick(rng, DOB_STYLES[c]))
    if kind == "month":
        return _fmt(d, pick(rng, ["My", "by", "My", "m/y"]))
    return _fmt(d, kind)


def ftime(rng, h=None, m=None):
    if h is None:
        h = rng.randrange(8, 18)
    if m is None:
        m = pick(rng, [0, 0, 15, 30, 45, 5, 10, 20, 40, 50, 12, 37])
    style = rng.randrange(4)
    if style == 0:
        return "%02d:%02d" % (h, m)
    if style == 1:
        return "%02d%02d" % (h, m)
    if style == 2:
        hh = h % 12 or 12
        return "%d:%02d %s" % (hh, m, "am" if h < 12 else "pm")
    return "%d.%02d" % (h, m)


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven",
         "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
         "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
         "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("" if o == 0 else "-" + _ONES[o])


# ---------------------------------------------------------------- people
def person(rng, sex=None):
    if sex is None:
        sex = pick(rng, ["M", "F"])
    first = pick(rng, P.FIRST_M if sex == "M" else P.FIRST_F)
    last = pick(rng, P.SURNAMES)
    mid = pick(rng, "ABCDEFGHJKLMNPRSTW")
    return {"first": first, "last": last, "mid": mid, "sex": sex}


def title(rng, p, c):
    if p["sex"] == "M":
        t = "Mr"
    else:
        t = pick(rng, ["Mrs", "Mrs", "Ms", "Miss"])
    if c in ("US", "CA") and chance(rng, 0.8) or chance(rng, 0.1):
        t += "."
    return t


def nm(rng, p, form=None):
    """Surface form of a name (value only, no title)."""
    forms = ["full", "full", "full", "fml", "last_first", "LAST_FIRST",
             "init_last", "last"]
    if form is None:
        form = pick(rng, forms)
    f, l, m = p["first"], p["last"], p["mid"]
    if form == "full":
        return "%s %s" % (f, l)
    if form == "fml":
        return "%s %s. %s" % (f, m, l) if chance(rng, 0.6) else "%s %s %s" % (f, m, l)
    if form == "last_first":
        return "%s, %s" % (l, f)
    if form == "LAST_FIRST":
        return ("%s, %s %s" % (l, f, m) if chance(rng, 0.5) else "%s, %s" % (l, f)).upper()
    if form == "LAST_First":
        return "%s, %s" % (l.upper(), f)
    if form == "init_last":
        return "%s. %s" % (f[0], l) if chance(rng, 0.5) else "%s %s" % (f[0], l)
    if form == "last_init":
        return "%s %s" % (l, f[0])
    if form == "first":
        return f
    if form == "last":
        return l
    if form == "initials":
        return "%s.%s." % (f[0], l[0]) if chance(rng, 0.5) else "%s%s" % (f[0], l[0])
    if form == "initials3":
        return "%s%s%s" % (f[0], m, l[0])
    if form == "first_init":
        return "%s %s." % (f, l[0])
    if form == "lower_init":
        return ("%s%s" % (f[0], l[0])).lower()
    raise ValueError(form)


def username(rng, p):
    style = rng.randrange(5)
    f, l = p["first"].lower(), p["last"].lower().replace("'", "")
    if style == 0:
        return f[0] + l + str(rng.randrange(1, 9))
    if style == 1:
        return "%s.%s" % (f, l)
    if style == 2:
        return (l[:5] + f[:2]).upper() if chance(rng, 0.3) else l[:6] + f[0]
    if style == 3:
        return "%s_%s" % (f[0], l)
    return "%s%s%02d" % (f[:3], l[:3], rng.randrange(1, 99))


ROLES = {
    "UK": {
        "radiologist": ("Dr", ["Consultant Radiologist", "Consultant Thoracic Radiologist"]),
        "resp": ("Dr", ["Consultant Respiratory Physician", "Respiratory Consultant"]),
        "nurse": ("", ["Lung Health Check Nurse", "Respiratory Nurse Specialist", "Band 6 Nurse"]),
        "gp": ("Dr", ["GP", "General Practitioner"]),
        "advisor": ("", ["Stop Smoking Practitioner", "Tobacco Dependence Advisor"]),
        "admin": ("", ["Programme Coordinator", "Booking Administrator", "Navigator"]),
        "radiographer": ("", ["Senior Radiographer", "CT Radiographer"]),
        "surgeon": ("Mr", ["Consultant Thoracic Surgeon"]),
        "oncologist": ("Dr", ["Consultant Clinical Oncologist"]),
        "cns": ("", ["Lung Cancer CNS", "Clinical Nurse Specialist"]),
        "pathologist": ("Dr", ["Consultant Histopathologist"]),
    },
    "US": {
        "radiologist": ("Dr.", ["Radiologist", "Thoracic Radiologist"]),
        "resp": ("Dr.", ["Pulmonologist", "Pulmonary & Critical Care"]),
        "nurse": ("", ["RN Navigator", "Screening Nurse Navigator"]),
        "gp": ("Dr.", ["PCP", "Primary Care Physician"]),
        "advisor": ("", ["Tobacco Treatment Specialist", "TTS"]),
        "admin": ("", ["Program Coordinator", "Scheduler", "Patient Access Rep"]),
        "radiographer": ("", ["CT Technologist", "Lead CT Tech"]),
        "surgeon": ("Dr.", ["Thoracic Surgeon"]),
        "oncologist": ("Dr.", ["Radiation Oncologist", "Medical Oncologist"]),
        "cns": ("", ["Thoracic Oncology Nurse Navigator"]),
        "pathologist": ("Dr.", ["Pathologist"]),
    },
    "CA": {
        "radiologist": ("Dr.", ["Radiologist", "Staff Radiologist"]),
        "resp": ("Dr.", ["Respirologist"]),
        "nurse": ("", ["Screening Nurse Navigator", "RN Navigator"]),
        "gp": ("Dr.", ["Family Physician", "Primary Care Provider"]),
        "advisor": ("", ["Smoking Cessation Counsellor", "Quit Coach"]),
        "admin": ("", ["Program Coordinator", "Booking Clerk"]),
        "radiographer": ("", ["Medical Radiation Technologist", "CT Technologist"]),
        "surgeon": ("Dr.", ["Thoracic Surgeon"]),
        "oncologist": ("Dr.", ["Radiation Oncologist"]),
        "cns": ("", ["Nurse Navigator, Thoracic"]),
        "pathologist": ("Dr.", ["Pathologist"]),
    },
    "AU": {
        "radiologist": ("Dr", ["Radiologist", "Thoracic Radiologist"]),
        "resp": ("Dr", ["Respiratory Physician", "Thoracic Physician"]),
        "nurse": ("", ["Lung Screening Nurse", "Respiratory CNC"]),
        "gp": ("Dr", ["GP", "General Practitioner"]),
        "advisor": ("", ["Quit Counsellor", "Tobacco Treatment Specialist"]),
        "admin": ("", ["Program Coordinator", "Admin Officer"]),
        "radiographer": ("", ["CT Radiographer", "Senior Radiographer"]),
        "surgeon": ("Dr", ["Cardiothoracic Surgeon"]),
        "oncologist": ("Dr", ["Radiation Oncologist"]),
        "cns": ("", ["Lung Cancer Nurse Coordinator"]),
        "pathologist": ("Dr", ["Anatomical Pathologist"]),
    },
}

CREDS = {
    "UK": {"doc": ["", "MBChB FRCR", "FRCR", "MRCP", "MBBS", "MRCGP"],
           "nurse": ["RGN", "RN", "", "NMP"], "other": ["", "BSc", "HCPC reg."]},
    "US": {"doc": ["MD", "MD", "DO", "MD, MPH"], "nurse": ["RN", "BSN, RN", "NP", "APRN"],
           "other": ["PA-C", "CTTS", "RT(R)(CT)", ""]},
    "CA": {"doc": ["MD", "MD, FRCPC", "MD CCFP"], "nurse": ["RN", "NP", "BScN, RN"],
           "other": ["", "MRT(R)", "CTE"]},
    "AU": {"doc": ["MBBS FRANZCR", "FRACP", "MBBS FRACGP", "FRANZCR"],
           "nurse": ["RN", "CNC", "NP"], "other": ["", "BMedRad", "Quit counsellor"]},
}


def clinician(rng, c, role):
    p = person(rng)
    ttl, jobs = ROLES[c][role]
    if ttl == "Mr" and p["sex"] == "F":
        ttl = "Ms"
    p["ttl"] = ttl
    p["job"] = pick(rng, jobs)
    if ttl in ("Dr", "Dr.", "Mr", "Ms"):
        p["cred"] = pick(rng, CREDS[c]["doc"])
    elif role in ("nurse", "cns"):
        p["cred"] = pick(rng, CREDS[c]["nurse"])
    elif role == "radiographer":
        p["cred"] = pick(rng, {"UK": ["", "BSc (Hons)", "DCR(R)"], "US": ["RT(R)(CT)", "RT(R)", "RT(R)(CT)(ARRT)"],
                               "CA": ["MRT(R)", ""], "AU": ["BMedRad", ""]}[c])
    elif role == "advisor":
        p["cred"] = pick(rng, {"UK": ["", "NCSCT cert."], "US": ["CTTS", "TTS", ""],
                               "CA": ["CTE", ""], "AU": ["", "Cert IV"]}[c])
    else:
        p["cred"] = ""
    p["role"] = role
    import ids
    p["lic"] = ids.license_no(rng, c, role)
    p["user"] = username(rng, p)
    return p


def doc_pieces(rng, p, style=None):
    """Clinician name with title/credential outside the span."""
    styles = ["title_last", "title_full", "full_cred", "init_last", "full"]
    if style is None:
        style = pick(rng, styles)
    ttl = p["ttl"]
    if style in ("title_last", "title_full", "title_init") and not ttl:
        style = "full_cred"
    if style == "title_last":
        return [ttl + " ", (p["last"], "DOCTOR")]
    if style == "title_full":
        return [ttl + " ", (nm(rng, p, pick(rng, ["full", "full", "fml"])), "DOCTOR")]
    if style == "title_init":
        return [ttl + " ", (nm(rng, p, "init_last"), "DOCTOR")]
    if style == "full_cred":
        if p["cred"]:
            return [(nm(rng, p, "full"), "DOCTOR"), pick(rng, [", ", " "]) + p["cred"]]
        return [(nm(rng, p, "full"), "DOCTOR")]
    if style == "init_last":
        return [(nm(rng, p, "init_last"), "DOCTOR")]
    return [(nm(rng, p, "full"), "DOCTOR")]


# ---------------------------------------------------------------- places
def town(rng, c):
    return pick(rng, P.TOWNS[c])


def street(rng, c, unit=True):
    num = rng.randrange(1, 240) if c != "US" else rng.randrange(12, 9800)
    root = pick(rng, P.STREET_ROOTS)
    suf = pick(rng, P.STREET_SUFFIX[c])
    base = "%d %s %s" % (num, root, suf)
    if unit and chance(rng, 0.15):
        if c == "UK":
            return "Flat %d, %s" % (rng.randrange(1, 12), base)
        if c == "AU":
            return "Unit %d/%s" % (rng.randrange(1, 20), base)
        return "%s, %s %s" % (base, pick(rng, ["Apt", "Unit", "Apt."]),
                              "%d%s" % (rng.randrange(1, 30), pick(rng, ["", "A", "B", "C"])))
    return base


def postcode(rng, c):
    if c == "UK":
        a = pick(rng, P.UK_OUT) + pick(rng, P.UK_OUT)
        return "%s%d %d%s%s" % (a, rng.randrange(1, 20), rng.randrange(1, 10),
                                pick(rng, P.UK_IN), pick(rng, P.UK_IN))
    if c == "US":
        z = "%05d" % rng.randrange(10000, 99999)
        return z + ("-%04d" % rng.randrange(10000) if chance(rng, 0.15) else "")
    if c == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (pick(rng, L), rng.randrange(10), pick(rng, L),
                                  rng.randrange(10), pick(rng, L), rng.randrange(10))
    return "%d" % rng.randrange(2000, 7999)


def address(rng, c, twn=None):
    st = P.STATES[c]
    twn = twn or town(rng, c)
    s = st[P.TOWNS[c].index(twn) % len(st)] if twn in P.TOWNS[c] else pick(rng, st)
    return {"street": street(rng, c), "town": twn,
            "state": s[0], "st": s[1], "zip": postcode(rng, c), "c": c}


def addr_pieces(rng, a, block=False, with_state=None, country=False):
    """Address split into parts: street, city, (state) zip."""
    c = a["c"]
    sep = "\n" if block else ", "
    out = [(a["street"], "STREET"), sep, (a["town"], "CITY")]
    if with_state is None:
        with_state = c != "UK"
    if c == "UK":
        out += [sep, (a["zip"], "ZIP")]
    elif c == "US" or c == "CA":
        abbr = chance(rng, 0.8)
        out += [", ", (a["st"] if abbr else a["state"], "STATE"),
                "  " if c == "CA" and chance(rng, 0.3) else " ", (a["zip"], "ZIP")]
    else:
        out += [" " if not block else "\n", (a["st"] if chance(rng, 0.8) else a["state"], "STATE"),
                " ", (a["zip"], "ZIP")]
    if country:
        cn = {"UK": "United Kingdom", "US": "USA", "CA": "Canada", "AU": "Australia"}[c]
        out += [sep, (cn, "COUNTRY")]
    return out


def _fill(rng, pat, c, tw=None):
    return pat.format(town=tw or town(rng, c), town2=town(rng, c),
                      saint=pick(rng, P.SAINTS), street=pick(rng, P.STREET_ROOTS),
                      sur=pick(rng, P.SURNAMES))


def hospital(rng, c, tw=None):
    return _fill(rng, pick(rng, P.HOSP_PATTERNS[c]), c, tw)


def practice(rng, c, tw=None):
    return _fill(rng, pick(rng, P.PRACTICE_PATTERNS[c]), c, tw)


def pharmacy(rng, c):
    return _fill(rng, pick(rng, P.PHARMACY_PATTERNS), c)


def quit_service(rng, c, tw=None):
    return _fill(rng, pick(rng, P.SMOKING_SERVICES[c]), c, tw)


def employer(rng, c):
    return _fill(rng, pick(rng, P.EMPLOYER_PATTERNS), c)


def org(rng, c):
    return _fill(rng, pick(rng, P.ORG_PATTERNS[c]), c)


def venue(rng, c, tw=None):
    """Named site as pieces: the name is LOCATION_OTHER, a trailing 'car park' is not."""
    name, tail = pick(rng, P.VENUES)
    return [(_fill(rng, name, c, tw), "LOCATION_OTHER"), tail]


def room(rng):
    """Room/bay/bed: the label word stays outside, the number is LOCATION_OTHER."""
    pre, val = pick(rng, P.ROOMS)
    return [pre, (val.format(n=rng.randrange(1, 9), l=pick(rng, "ABCD")), "LOCATION_OTHER")]


def ward(rng):
    return pick(rng, P.WARDS).format(n=rng.randrange(1, 30), l=pick(rng, "ABC"),
                                     saint=pick(rng, P.SAINTS), sur=pick(rng, P.SURNAMES))


# ---------------------------------------------------------------- contacts
AREA = {"US": ["216", "330", "412", "502", "615", "313", "919", "314", "317",
               "205", "503", "585", "404", "515", "740", "304"],
        "CA": ["416", "613", "604", "403", "902", "204", "306", "506", "709",
               "705", "519"],
        "UK": ["0113", "0161", "0114", "0191", "01274", "01422", "01632",
               "0115", "0121", "01752", "01484"],
        "AU": ["02", "03", "07", "08"]}


def phone(rng, c, mobile=False, ext=False):
    d4 = "%04d" % rng.randrange(100, 200) if chance(rng, 0.5) else "%04d" % rng.randrange(10000)
    if c in ("US", "CA"):
        a = pick(rng, AREA[c])
        s = pick(rng, ["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s",
                       "(%s) 555-%s", "1-%s-555-%s"]) % (a, d4)
        if ext and chance(rng, 0.6):
            s += pick(rng, [" ext. ", " x", " ext ", " x."]) + str(rng.randrange(10, 9999))
        return s
    if c == "UK":
        if mobile:
            return pick(rng, ["07700 555%s", "07700 555 %s", "07911 555%s",
                              "+44 7700 555%s"]) % d4[:3]
        a = pick(rng, AREA["UK"])
        if len(a) == 4:
            s = pick(rng, ["%s 555 %s", "(%s) 555 %s", "%s 555 %s"]) % (a, d4)
        else:
            s = pick(rng, ["%s 555%s", "%s 555 %s"]) % (a, d4[:3])
        if ext and chance(rng, 0.5):
            s += pick(rng, [" ext ", " ext. ", " x"]) + str(rng.randrange(1000, 9999))
        return s
    # AU
    if mobile:
        return pick(rng, ["0412 555 %s", "0400 555 %s", "+61 412 555 %s"]) % d4[:3]
    a = pick(rng, AREA["AU"])
    k = rng.randrange(3)
    if k == 0:
        return "(%s) 5550 %s" % (a, d4)
    if k == 1:
        return "%s 5550 %s" % (a, d4)
    return "+61 %s 5550 %s" % (a[1:], d4)


def pager(rng, c):
    return pick(rng, ["555-0%03d" % rng.randrange(1000), "5551%02d" % rng.randrange(100),
                      "555%d" % rng.randrange(10)])


DOMAINS = ["example.org", "example.com", "example.net"]


def email_person(rng, p, dom=None):
    dom = dom or pick(rng, DOMAINS)
    f, l = p["first"].lower(), p["last"].lower().replace("'", "")
    style = rng.randrange(4)
    if style == 0:
        u = "%s.%s" % (f, l)
    elif style == 1:
        u = "%s%s" % (f[0], l)
    elif style == 2:
        u = "%s%s%d" % (f, l[:4], rng.randrange(40, 99))
    else:
        u = "%s_%s" % (l, f[0])
    return "%s@%s" % (u, dom)


def email_service(rng, tag):
    tag = re.sub(r"[^a-z0-9]+", "", tag.lower())[:14] or "lung"
    box = pick(rng, ["lunghealth", "lungscreening", "tlhc", "screening.admin",
                     "lcs.navigator", "quit.referrals", "nodule.clinic"])
    return "%s.%s@%s" % (box, tag, pick(rng, DOMAINS))


def url(rng, tag):
    tag = re.sub(r"[^a-z0-9]+", "-", tag.lower()).strip("-")[:20] or "lung"
    dom = pick(rng, DOMAINS)
    return pick(rng, ["www.%s/%s" % (dom, tag), "https://www.%s/lunghealth/%s" % (dom, tag),
                      "https://booking.%s/%s" % (dom, tag), "%s/lcs/%s" % (dom, tag),
                      "http://portal.%s/%s/book" % (dom, tag)])


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
