"""Marker-based note assembly for dev98_en.

Every PHI value is wrapped as  OPEN + TYPECODE + value + CLOSE  while the note is assembled
(OPEN/CLOSE/TYPECODE are private-use characters).  finalize() lower-cases the whole raw note
if asked (private-use characters are unaffected) and then computes offsets in one
left-to-right pass that strips the markers.  Finished text is never searched for values.
"""
import datetime as dt

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
TYPES = list(TYPE_LABEL)
OPEN, CLOSE = "\ue000", "\ue001"
CODE_BASE = 0xE100
CODE = {t: chr(CODE_BASE + i) for i, t in enumerate(TYPES)}
DECODE = {v: k for k, v in CODE.items()}


def P(typ, value):
    """Wrap one PHI value."""
    value = str(value)
    if not value or value != value.strip():
        raise ValueError(f"bad PHI value {value!r}")
    if OPEN in value or CLOSE in value:
        raise ValueError("nested marker")
    return OPEN + CODE[typ] + value + CLOSE


def vis(s):
    """Visible text of a marked string (markers removed)."""
    out, i = [], 0
    while i < len(s):
        c = s[i]
        if c == OPEN:
            i += 2
            continue
        if c == CLOSE:
            i += 1
            continue
        out.append(c)
        i += 1
    return "".join(out)


def ljust(s, w):
    return s + " " * max(1, w - len(vis(s)))


def rjust(s, w):
    return " " * max(0, w - len(vis(s))) + s


def finalize(raw, lower=False):
    """One left-to-right pass: strip markers, record spans."""
    if lower:
        raw = raw.lower()
    out, spans = [], []
    pos, i, cur = 0, 0, None
    n = len(raw)
    while i < n:
        c = raw[i]
        if c == OPEN:
            if cur is not None:
                raise ValueError("nested span")
            cur = (pos, DECODE[raw[i + 1]])
            i += 2
            continue
        if c == CLOSE:
            start, typ = cur
            spans.append({"start": start, "end": pos, "label": TYPE_LABEL[typ], "type": typ})
            cur = None
            i += 1
            continue
        out.append(c)
        pos += 1
        i += 1
    if cur is not None:
        raise ValueError("unclosed span")
    text = "".join(out)
    for s in spans:
        s["text"] = text[s["start"]:s["end"]]
    return text, spans


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def fmt_date(d, style):
    m, day, y = d.month, d.day, d.year
    mon, mab = MONTHS[m - 1], MONTHS[m - 1][:3]
    wd, wab = WDAYS[d.weekday()], WDAYS[d.weekday()][:3]
    return {
        "us": f"{m:02d}/{day:02d}/{y}",
        "us1": f"{m}/{day}/{y}",
        "us_short": f"{m}/{day}/{y % 100:02d}",
        "iso": f"{y}-{m:02d}-{day:02d}",
        "long": f"{mon} {day}, {y}",
        "abbr": f"{mab} {day}, {y}",
        "dmy": f"{day:02d}-{mab}-{y}",
        "dmy_sp": f"{day} {mab} {y}",
        "md": f"{m}/{day}",
        "mon_day": f"{mon} {day}",
        "wd_md": f"{wab} {m}/{day}",
        "wd_long": f"{wd}, {mon} {day}, {y}",
        "wd_us": f"{wab} {m:02d}/{day:02d}/{y}",
        "my": f"{mon} {y}",
        "my_abbr": f"{mab} {y}",
        "my_num": f"{m:02d}/{y}",
        "y": f"{y}",
        "wd": wd,
        "ymd_compact": f"{y}{m:02d}{day:02d}",
    }[style]


def D(d, style):
    return P("DATE", fmt_date(d, style))


FULL_STYLES = ["us", "us", "us1", "us_short", "iso", "long", "abbr", "dmy", "dmy_sp", "wd_us"]


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, typ, given, surname, middle=None, sex=None, cred=None, nick=None):
        self.typ, self.given, self.surname, self.middle = typ, given, surname, middle
        self.sex, self.cred, self.nick = sex, cred, nick

    def title(self, rng, dotted=None):
        if dotted is None:
            dotted = rng.random() < 0.55
        if self.typ == "DOCTOR":
            t = "Dr" if rng.random() < 0.93 else "Prof"
        elif self.sex == "F":
            t = rng.choice(["Ms", "Mrs", "Ms"])
        else:
            t = "Mr"
        return t + ("." if dotted else "")

    def form(self, f):
        g, s, mi = self.given, self.surname, self.middle
        return {
            "full": f"{g} {mi}. {s}" if mi else f"{g} {s}",
            "gs": f"{g} {s}",
            "last": s,
            "first": g,
            "lf": f"{s}, {g}",
            "LF": f"{s.upper()}, {g.upper()}" + (f" {mi}" if mi else ""),
            "LFc": f"{s.upper()},{g.upper()}",
            "init_last": f"{g[0]}. {s}",
            "init_last_nodot": f"{g[0]} {s}",
            "first_init": f"{g} {s[0]}.",
            "initials": f"{g[0]}{s[0]}",
            "initials_dot": f"{g[0]}.{s[0]}.",
            "initials_lc": f"{g[0]}{s[0]}".lower(),
            "initials3": f"{g[0]}{mi or 'X'}{s[0]}" if mi else f"{g[0]}{s[0]}",
            "nick": self.nick or g,
            "first_mid": f"{g} {mi}." if mi else g,
        }[f]

    def n(self, f="full"):
        return P(self.typ, self.form(f))

    def t(self, rng, f="last", dotted=None):
        """Title + name (title outside the span)."""
        return self.title(rng, dotted) + " " + P(self.typ, self.form(f))

    def sig(self, rng, f=None):
        """Name with credential after it (credential outside the span)."""
        f = f or rng.choice(["gs", "full", "gs", "init_last"])
        sep = rng.choice([", ", ", ", " "])
        return P(self.typ, self.form(f)) + sep + (self.cred or "MD")

    def any(self, rng, forms=None):
        forms = forms or ["full", "gs", "last_t", "lf", "init_last", "first"]
        f = rng.choice(forms)
        if f == "last_t":
            return self.t(rng)
        return self.n(f)


def date_between(rng, a, b):
    return a + dt.timedelta(days=rng.randint(0, (b - a).days))
