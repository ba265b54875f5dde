"""Note builder: text is appended piece by piece and PHI offsets are recorded
in the same single pass (never searched for afterwards)."""
import re

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_PH = re.compile(r"\{(\w+)\}")


def P(typ, val):
    """A PHI segment."""
    if typ not in TYPE_LABEL:
        raise ValueError("unknown type " + typ)
    if val != val.strip() or not val:
        raise ValueError("bad PHI value %r" % (val,))
    return (typ, val)


class Note:
    """Segments: str = plain text, (type, value) = PHI, list = sequence."""

    def __init__(self, lower=False):
        self.lower = lower
        self.buf = []
        self.pos = 0
        self.spans = []

    def add(self, seg):
        if seg is None:
            return
        if isinstance(seg, str):
            s = seg.lower() if self.lower else seg
            self.buf.append(s)
            self.pos += len(s)
        elif isinstance(seg, tuple):
            typ, val = seg
            s = val.lower() if self.lower else val
            if len(s) != len(val):
                raise ValueError("lower() changed length")
            self.spans.append({"start": self.pos, "end": self.pos + len(s),
                               "label": TYPE_LABEL[typ], "type": typ, "text": s})
            self.buf.append(s)
            self.pos += len(s)
        else:
            for x in seg:
                self.add(x)

    def f(self, template, ctx=None, **kw):
        """Append template; {key} is looked up in kw then ctx."""
        i = 0
        for m in _PH.finditer(template):
            self.add(template[i:m.start()])
            k = m.group(1)
            if k in kw:
                self.add(kw[k])
            else:
                self.add(ctx[k])
            i = m.end()
        self.add(template[i:])

    def line(self, template="", ctx=None, **kw):
        self.f(template, ctx, **kw)
        self.add("\n")

    def text(self):
        return "".join(self.buf)


def join(segs, sep=", ", last=None):
    """Join segments with separators (list segment)."""
    out = []
    n = len(segs)
    for i, s in enumerate(segs):
        if i:
            out.append(last if (last is not None and i == n - 1) else sep)
        out.append(s)
    return out
