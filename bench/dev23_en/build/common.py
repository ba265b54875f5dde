"""Shared letter pieces: letterheads, recipient blocks, patient headers, sign-offs."""
import datetime as dt

import pools as PL
from core import P
from negatives import DRUGS, DX_MISC, WORDLIKE, WORDLIKE_GENERAL, LAW, PUBLIC

CURRENCY = {"UK": "£", "IE": "€", "US": "$", "CA": "$", "AU": "$", "NZ": "$", "ZA": "R", "HK": "HK$"}
DOB_LABELS = ["DOB", "D.O.B.", "Date of birth", "DOB", "Born"]


class Pt:
    """A patient with the facts a note needs."""

    def __init__(self, c, amin=18, amax=95, sex=None):
        self.p = c.patient(sex)
        self.age = c.n(amin, amax)
        self.dob = c.dob_for(self.age)
        self.addr = c.address()
        self.ids = c.pt_ids()
        self.prof = c.ch(PL.PROFESSIONS)

    def __getattr__(self, k):
        return getattr(self.p, k)


def letterhead(c, name, dept=None, addr=None, typ="HOSPITAL", contacts=2, dom=None):
    addr = addr or c.address()
    dom = dom or c.domain(name)
    lines = [P(name, typ)]
    if dept:
        lines.append(dept)
    lines.append(addr.block() if c.maybe(0.7) else addr.inline())
    cl = []
    k = c.n(0, 3)
    if k == 0:
        cl.append(f"Tel: {c.tel()} | Fax: {c.tel('fax')}")
    elif k == 1:
        cl.append(f"Telephone {c.tel()}   Facsimile {c.tel('fax')}")
    elif k == 2:
        cl.append(f"T {c.tel()}  F {c.tel('fax')}")
    else:
        cl.append(f"Switchboard: {c.tel()}")
    if contacts >= 2:
        if c.maybe(0.6):
            cl.append(f"Email: {c.email(domain=dom, local=c.ch(['enquiries', 'secretaries', 'admin', 'outpatients', 'referrals']))}")
        if c.maybe(0.5):
            cl.append(f"Web: {c.url(dom)}" if c.maybe() else c.url(dom))
    return "\n".join(lines + cl)


def recipient(c, doc, place, addr, typ="HOSPITAL"):
    return f"{doc.title} {doc.full()}\n{P(place, typ)}\n{addr.block()}"


def re_block(c, pt, style=None):
    style = style if style is not None else c.n(0, 4)
    dl = c.ch(DOB_LABELS)
    if style == 0:
        head = f"Re: {pt.tf()}, {dl} {c.D(pt.dob, 'num')}"
    elif style == 1:
        head = f"RE: {pt.upcaps()} ({dl}: {c.D(pt.dob)})"
    elif style == 2:
        head = f"Patient: {pt.caps()}    {dl}: {c.D(pt.dob)}"
    elif style == 3:
        head = f"Re: {pt.ab()} - {dl} {c.D(pt.dob)} ({c.A(pt.age)} years)"
    else:
        head = f"Re: {pt.tf()}\n{dl}: {c.D(pt.dob)}"
    return f"{head}\n{pt.addr.inline()}\n{c.ids_line(pt.ids)}"


def signoff(c, doc, role, reg=True, close=None):
    close = close or c.ch(["Yours sincerely,", "Yours sincerely,", "Kind regards,", "With best wishes,",
                           "Yours faithfully,", "Best regards,"])
    lines = [close, "", "", f"{doc.title} {doc.full()}" if c.maybe(0.3) else doc.full()]
    lines.append(f"{role}" + (f", {doc.creds}" if doc.creds and c.maybe(0.5) else ""))
    if reg and c.maybe(0.45):
        lines.append(c.reg())
    return "\n".join(lines)


def typist_line(c, doc, typist, dictated, typed):
    k = c.n(0, 3)
    a = P(doc.initials_plain(), "DOCTOR")
    b = P(typist.initials_plain().lower(), "DOCTOR")
    if k == 0:
        return f"{a}/{b}"
    if k == 1:
        return f"Dictated: {c.D(dictated)}   Typed: {c.D(typed)}   {a}/{b}"
    if k == 2:
        return f"D: {c.D(dictated, 'num')} T: {c.D(typed, 'num')}"
    return f"Ref {a}/{b} - dictated {c.D(dictated)}, transcribed by {typist.fs()}"


def meds_list(c, extra=None, k=None):
    k = k or c.n(2, 5)
    extra = extra or []
    heads = {m.split()[0].lower() for m in extra}
    ms = [m for m in c.sample(DRUGS, k) if m.split()[0].lower() not in heads] + extra
    return "\n".join(f"- {m}" for m in ms)


def wordlike(c, k=1, general=False):
    used = c.__dict__.setdefault("_wordlike_used", set())
    pool = [w for w in (WORDLIKE_GENERAL if general else WORDLIKE) if w not in used]
    out = c.sample(pool, k)
    used.update(out)
    return " ".join(out)


def law(c, kind):
    return c.ch(LAW[kind][c.code])


def public(c):
    return c.ch(PUBLIC[c.code])


def holiday(c, y=None):
    y = y or c.today.year
    h = c.ch({"US": ["Thanksgiving", "the Fourth of July", "Memorial Day", "Labor Day", "Christmas", "New Year's Eve"],
              "CA": ["Thanksgiving", "Canada Day", "Christmas", "Boxing Day", "Victoria Day"],
              "AU": ["Christmas", "Boxing Day", "Anzac Day", "Australia Day", "Easter"],
              "NZ": ["Christmas", "Waitangi Day", "Anzac Day", "Matariki", "Easter"],
              "ZA": ["Christmas", "Heritage Day", "Freedom Day", "Easter", "Youth Day"],
              "HK": ["Chinese New Year", "Christmas", "the Mid-Autumn Festival", "Easter", "Ching Ming"],
              "IE": ["Christmas", "St Patrick's Day", "Easter", "New Year's Day", "Hallowe'en"],
              "UK": ["Christmas", "Boxing Day", "Easter", "New Year's Day", "the August bank holiday", "Diwali", "Eid"]}[c.code])
    if c.maybe(0.35) and not h.startswith("the "):
        return P(f"{h} {y}", "DATE")
    if h.startswith("the "):
        return "the " + P(h[4:], "DATE")
    return P(h, "DATE")


def fix_locale_terms(c, s):
    if c.code != "UK":
        s = s.replace("the DVLA", "the licensing authority").replace("DVLA", "licensing authority")
    return s
