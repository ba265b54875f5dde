"""Tiny template engine that keeps PHI spans while text is assembled.

A template is plain text with brace markers:
  {key}            value looked up in the context (dotted: {pt.full})
  {~a|b|c}         pick one alternative at random (rendered recursively)
  {?0.4:text}      include text with probability 0.4 (rendered recursively)
Context values may be: str (plain), P (a PHI value), a list/tuple of those,
or a zero-argument callable returning any of these (called at each use).
"""

from collections import ChainMap

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


class P:
    """A PHI value: text plus fine type."""
    __slots__ = ("text", "type")

    def __init__(self, text, typ):
        if typ not in TYPE_LABEL:
            raise ValueError("unknown type %r" % typ)
        if not text or text != text.strip():
            raise ValueError("bad PHI text %r" % text)
        self.text = text
        self.type = typ

    def __repr__(self):
        return "P(%r,%s)" % (self.text, self.type)


def _split_top(s, sep):
    out, depth, cur = [], 0, []
    for ch in s:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        if ch == sep and depth == 0:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    out.append("".join(cur))
    return out


def _lookup(key, ctx):
    parts = key.split(".")
    if parts[0] not in ctx:
        raise KeyError("template key %r missing" % key)
    v = ctx[parts[0]]
    for a in parts[1:]:
        if isinstance(v, dict):
            v = v[a]
        else:
            v = getattr(v, a)
    return v


def _emit(v, out, ctx, rng):
    while callable(v) and not isinstance(v, P):
        v = v()
    if v is None:
        return
    if isinstance(v, P):
        out.append(v)
    elif isinstance(v, str):
        out.append(v)
    elif isinstance(v, (list, tuple)):
        for x in v:
            _emit(x, out, ctx, rng)
    elif isinstance(v, int):
        out.append(str(v))
    else:
        raise TypeError("cannot render %r" % (v,))


def render(tpl, ctx, rng, out=None):
    if out is None:
        out = []
    i, n = 0, len(tpl)
    buf = []
    while i < n:
        ch = tpl[i]
        if ch != "{":
            buf.append(ch)
            i += 1
            continue
        # find matching brace
        depth, j = 0, i
        while j < n:
            if tpl[j] == "{":
                depth += 1
            elif tpl[j] == "}":
                depth -= 1
                if depth == 0:
                    break
            j += 1
        if j >= n:
            raise ValueError("unbalanced template: %r" % tpl[i:i + 60])
        inner = tpl[i + 1:j]
        if buf:
            out.append("".join(buf))
            buf = []
        if inner.startswith("~"):
            alts = _split_top(inner[1:], "|")
            render(rng.choice(alts), ctx, rng, out)
        elif inner.startswith("?"):
            k = inner.index(":")
            prob = float(inner[1:k])
            if rng.random() < prob:
                render(inner[k + 1:], ctx, rng, out)
        else:
            _emit(_lookup(inner.strip(), ctx), out, ctx, rng)
        i = j + 1
    if buf:
        out.append("".join(buf))
    return out


class Doc:
    def __init__(self, rng, ctx):
        self.rng = rng
        self.ctx = ctx
        self.parts = []

    def w(self, tpl, **kw):
        ctx = ChainMap(kw, self.ctx) if kw else self.ctx
        render(tpl, ctx, self.rng, self.parts)

    def add(self, *vals):
        for v in vals:
            _emit(v, self.parts, self.ctx, self.rng)

    def finish(self):
        text_parts, spans, pos = [], [], 0
        for p in self.parts:
            if isinstance(p, P):
                spans.append({"start": pos, "end": pos + len(p.text),
                              "label": TYPE_LABEL[p.type], "type": p.type,
                              "text": p.text})
                text_parts.append(p.text)
                pos += len(p.text)
            else:
                text_parts.append(p)
                pos += len(p)
        text = "".join(text_parts)
        # tidy: strip trailing spaces at line ends and collapse 3+ blank lines
        return _tidy(text, spans)


def _tidy(text, spans):
    """Remove trailing spaces on lines and runs of >2 newlines, fixing offsets."""
    keep = [True] * len(text)
    n = len(text)
    # trailing spaces before newline or end
    i = 0
    while i < n:
        if text[i] == " ":
            j = i
            while j < n and text[j] == " ":
                j += 1
            if j == n or text[j] == "\n":
                for k in range(i, j):
                    keep[k] = False
            i = j
        else:
            i += 1
    # collapse newline runs (ignoring removed spaces) to max 2
    run = 0
    for i in range(n):
        if not keep[i]:
            continue
        if text[i] == "\n":
            run += 1
            if run > 2:
                keep[i] = False
        else:
            run = 0
    # leading newlines
    for i in range(n):
        if text[i] == "\n" or text[i] == " ":
            keep[i] = False
        else:
            break
    # trailing whitespace
    for i in range(n - 1, -1, -1):
        if text[i] in " \n":
            keep[i] = False
        else:
            break
    newpos = [0] * (n + 1)
    c = 0
    for i in range(n):
        newpos[i] = c
        if keep[i]:
            c += 1
    newpos[n] = c
    out = "".join(ch for ch, k in zip(text, keep) if k)
    new_spans = []
    for s in spans:
        for k in range(s["start"], s["end"]):
            if not keep[k]:
                raise ValueError("tidy would cut into span %r" % s)
        ns = dict(s)
        ns["start"] = newpos[s["start"]]
        ns["end"] = newpos[s["start"]] + (s["end"] - s["start"])
        new_spans.append(ns)
    return out, new_spans
