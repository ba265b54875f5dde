"""Note builder that records span offsets as text is appended, plus person rendering."""
import re

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_PH = re.compile(r"\{(\w+)\}")


class Doc:
    def __init__(self):
        self.parts = []
        self.pos = 0
        self.spans = []

    def t(self, s):
        if s:
            self.parts.append(s)
            self.pos += len(s)

    def p(self, val, typ):
        if typ not in LABEL:
            raise ValueError(typ)
        if not val or val != val.strip():
            raise ValueError("bad span value %r" % (val,))
        self.spans.append((self.pos, self.pos + len(val), typ))
        self.parts.append(val)
        self.pos += len(val)

    def seg(self, x):
        if x is None:
            return
        if isinstance(x, str):
            self.t(x)
        elif isinstance(x, tuple):
            self.p(x[0], x[1])
        else:
            for y in x:
                self.seg(y)

    def w(self, template, **kw):
        """Append template text; {key} placeholders take str, (value, TYPE) or segment lists."""
        i = 0
        for m in _PH.finditer(template):
            self.t(template[i:m.start()])
            self.seg(kw[m.group(1)])
            i = m.end()
        self.t(template[i:])

    def text(self):
        return "".join(self.parts)


def P(v, typ):
    return (v, typ)


class Person:
    def __init__(self, first, last, sex, middle=None):
        self.first, self.last, self.sex, self.middle = first, last, sex, middle

    def full(self):
        return "%s %s" % (self.first, self.last)

    def initials(self, dots=False):
        parts = [self.first[0], self.last.replace("'", "")[0]]
        return ".".join(parts) + "." if dots else "".join(parts)

    def title(self, c, married=None):
        dot = "." if c in ("US", "CA") else ""
        if self.sex == "M":
            return "Mr" + dot
        return "Mrs" + dot if married else "Ms" + dot

    def render(self, rng, typ, c, style=None):
        """Segments for the name; titles stay outside the span."""
        if style is None:
            style = rng.choice(["full", "full", "fml", "lastfirst", "LASTFIRST", "title", "title", "titlefull",
                                "finit_last"])
        f, l, m = self.first, self.last, self.middle
        if style == "full":
            return [(f + " " + l, typ)]
        if style == "fml":
            return [("%s %s. %s" % (f, m, l) if m else f + " " + l, typ)]
        if style == "lastfirst":
            return [("%s, %s" % (l, f), typ)]
        if style == "LASTFIRST":
            return [(("%s, %s %s" % (l, f, m) if m else "%s, %s" % (l, f)).upper(), typ)]
        if style == "title":
            return [self.title(c, rng.random() < 0.5) + " ", (l, typ)]
        if style == "titlefull":
            return [self.title(c, rng.random() < 0.5) + " ", (f + " " + l, typ)]
        if style == "finit_last":
            return [("%s. %s" % (f[0], l), typ)]
        if style == "first":
            return [(f, typ)]
        if style == "last":
            return [(l, typ)]
        if style == "first_linit":
            return [("%s %s." % (f, l[0]), typ)]
        if style == "initials":
            return [(self.initials(dots=rng.random() < 0.5), typ)]
        raise ValueError(style)


def _squash(s):
    return re.sub(r"[^a-z]", "", s.lower())


def username(rng, person):
    f, l = _squash(person.first), _squash(person.last)
    form = rng.randrange(5)
    if form == 0:
        return f[0] + l + str(rng.randrange(1, 9))
    if form == 1:
        return f + "." + l
    if form == 2:
        return (l[:6] + f[:2])
    if form == 3:
        return f[0] + l[:7]
    return "%s%s%02d" % (l[:5], f[0], rng.randrange(1, 99))


def email(rng, person, domain=None):
    f, l = _squash(person.first), _squash(person.last)
    dom = domain or rng.choice(["example.org", "example.net", "example.com", "health.example.org",
                                "mail.example.net", "hospital.example.org"])
    local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s.%s" % (f[0], l), "%s_%s" % (f, l)])
    return local + "@" + dom


class Staff:
    def __init__(self, person, role, cred, nurse, pager=None, lic=None):
        self.person, self.role, self.cred, self.nurse = person, role, cred, nurse
        self.pager, self.lic = pager, lic

    def name(self, rng, c, style=None):
        """Name segments with outside title/credential per style."""
        p = self.person
        if style is None:
            style = rng.choice(["dr", "full", "full_cred", "full_role", "finit", "first"] if not self.nurse
                               else ["full", "full_cred", "full_role", "first", "finit", "full"])
        if style == "dr":
            if self.nurse:
                return [(p.full(), "DOCTOR")]
            return ["Dr" + ("." if c in ("US", "CA") else "") + " ", (p.last, "DOCTOR")]
        if style == "drfull":
            if self.nurse:
                return [(p.full(), "DOCTOR")]
            return ["Dr" + ("." if c in ("US", "CA") else "") + " ", (p.full(), "DOCTOR")]
        if style == "full":
            return [(p.full(), "DOCTOR")]
        if style == "full_cred":
            return [(p.full(), "DOCTOR"), ", " + self.cred if self.cred else ""]
        if style == "full_role":
            return [(p.full(), "DOCTOR"), " (" + self.role + ")"]
        if style == "finit":
            return [("%s. %s" % (p.first[0], p.last), "DOCTOR")]
        if style == "first":
            return [(p.first, "DOCTOR")]
        if style == "last":
            return [(p.last, "DOCTOR")]
        if style == "initials":
            return [(p.initials(), "DOCTOR")]
        raise ValueError(style)
