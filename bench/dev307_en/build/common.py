"""Shared pieces used by several genres: identification blocks, signatures,
pronouns, date helpers."""
import datetime as dt

import phi as H
from phi import UK, US, CA, AU, IE, pick, chance

ROLE_TITLE = None  # filled lazily from ctx to avoid a cycle


def days(n):
    return dt.timedelta(days=n)


def he(C, cap=False):
    w = "he" if C.sex == "M" else "she"
    return w.capitalize() if cap else w


def his(C, cap=False):
    w = "his" if C.sex == "M" else "her"
    return w.capitalize() if cap else w


def him(C):
    return "him" if C.sex == "M" else "her"


def child_word(C):
    return "son" if C.sex == "M" else "daughter"


def ds(C, d, styles=None):
    return H.Dr(C.rng, d, C.country, styles)


def dsn(C, d):
    """Narrative-style date."""
    return H.Dr(C.rng, d, C.country, ["long", "long", "num", "ord", "medsp", "wdlong", "dm", "numnz"])


def dob(C):
    return H.Dr(C.rng, C.dob, C.country, ["num", "num", "numnz", "long", "med", "iso", "dots", "medsp"])


def pname(C, forms=None):
    """Patient name in narrative."""
    rng = C.rng
    if forms is None:
        if C.paed or C.age < 18:
            forms = ["first", "first", "first", "full"]
        else:
            forms = ["first", "title", "title", "full", "first"]
    if C.age < 16:
        forms = [("first" if f == "title" else f) for f in forms]
    return H.any_name(rng, C.pt, C.country, forms)


def pt_head_name(C):
    rng = C.rng
    f = pick(rng, ["lfcaps", "full", "lf", "mfull", "full"])
    if f == "lfcaps":
        return C.pt.lf(caps=True)
    if f == "lf":
        return C.pt.lf()
    if f == "mfull":
        return C.pt.mfull()
    return C.pt.full()


def infant_months(C):
    return max(1, (C.d0 - C.dob).days // 30)


def age_short(C):
    if C.age < 1:
        return [(str(infant_months(C)), "AGE"), pick(C.rng, [" months", "-month-old", " mo", "m"])]
    return H.AGE(C.rng, C.age, C.sex, pick(C.rng, ["yo", "yo_ns", "year-old", "sex", "y", "years"]))


def age_long(C, styles):
    if C.age < 1:
        return [(str(infant_months(C)), "AGE"), "-month-old"]
    return H.AGE(C.rng, C.age, None, pick(C.rng, styles))


def id_lines(C, d, compact=False):
    """Patient identification block."""
    rng = C.rng
    if compact:
        d.line("{n}  DOB {dob}  {ml}: {m}  {hl}: {h}", n=pt_head_name(C), dob=dob(C), ml=C.mrn_label,
               m=(C.mrn, "MRN"), hl=C.hp_label, h=(C.hp, "HEALTHPLAN"))
        return
    d.line("Name: {n}", n=pt_head_name(C))
    d.line("DOB: {dob}" + ("   Age: {a}" if chance(rng, 0.5) else ""), dob=dob(C), a=[(str(C.age), "AGE"), pick(rng, [" years", "y", " yrs", ""])] if C.age >= 1 else [(str(infant_months(C)), "AGE"), " months"])
    d.line("{ml}: {m}", ml=C.mrn_label, m=(C.mrn, "MRN"))
    if chance(rng, 0.8):
        d.line("{hl}: {h}", hl=C.hp_label, h=(C.hp, "HEALTHPLAN"))
    if C.country == US and chance(rng, 0.1):
        d.line("SSN: {s}", s=(C.ssn, "SSN"))
    if chance(rng, 0.5):
        d.line("Address: {a}", a=H.addr_inline(rng, C.addr))


def re_block(C, d):
    rng = C.rng
    form = rng.randrange(3)
    if form == 0:
        d.line("Re: {n}, DOB {dob}", n=pt_head_name(C), dob=dob(C))
        d.line("{ml} {m}   {hl} {h}", ml=C.mrn_label, m=(C.mrn, "MRN"), hl=C.hp_label, h=(C.hp, "HEALTHPLAN"))
        d.line("{a}", a=H.addr_inline(rng, C.addr))
    elif form == 1:
        d.line("RE: {n}", n=C.pt.full() if chance(rng, 0.5) else C.pt.lf(caps=True))
        d.line("D.O.B.: {dob}", dob=dob(C))
        d.line("{ml}: {m}", ml=C.mrn_label, m=(C.mrn, "MRN"))
        for ln in H.addr_lines(rng, C.addr):
            d.line("{a}", a=ln)
    else:
        d.line("Patient: {n} ({a})   {ml}: {m}", n=pt_head_name(C), a=age_short(C), ml=C.mrn_label, m=(C.mrn, "MRN"))
        d.line("Date of birth: {dob}   {hl}: {h}", dob=dob(C), hl=C.hp_label, h=(C.hp, "HEALTHPLAN"))


def gp_block(C, d):
    rng = C.rng
    d.line("{t}", t=H.titled_full(rng, C.gp, C.country) if chance(rng, 0.7) else H.titled(rng, C.gp, C.country))
    d.line("{s}", s=(C.gp_site, "HOSPITAL"))
    for ln in H.addr_lines(rng, C.gp_addr):
        d.line("{a}", a=ln)


def sig(C, d, p, role_title, lic=True, contact=True):
    rng = C.rng
    d.line("{s}", s=H.signoff(rng, p, C.country))
    d.line(role_title)
    if lic and chance(rng, 0.55):
        lab, val = C.lic(p, p.role or "doc")
        d.line("{l} {v}" if chance(rng, 0.5) else "{l}: {v}", l=lab, v=(val, "LICENSE"))
    if contact:
        r = rng.random()
        if r < 0.3:
            d.line("Bleep {b}" if C.country in (UK, IE) else "Pager {b}", b=(H.bleep(rng), "PHONE"))
        elif r < 0.6:
            d.line("{e}", e=H.email_of(rng, p))
        elif r < 0.8:
            d.line("Direct line: {p}", p=H.PH(rng, C.country, "land", ext=0.4))


def typist(C, d):
    rng = C.rng
    a = C.cons.first[0] + C.cons.last[0]
    b = (C.sec.first[0] + C.sec.last[0]).lower()
    r = rng.randrange(3)
    if r == 0:
        d.line("{a}/{b}", a=(a, "DOCTOR"), b=(b, "DOCTOR"))
    elif r == 1:
        d.line("Dictated by {a}, typed by {b} {dd}", a=H.titled(rng, C.cons, C.country), b=C.sec.full(),
               dd=ds(C, C.d0 + days(rng.randint(0, 6)), ["num", "short", "numnz"]))
    else:
        d.line("D: {dd}  T: {tt}  {a}/{b}", dd=ds(C, C.d0, ["short", "num"]),
               tt=ds(C, C.d0 + days(rng.randint(1, 8)), ["short", "num"]), a=(a, "DOCTOR"), b=(b, "DOCTOR"))


def cc_block(C, d, extra=None):
    rng = C.rng
    d.line("cc:")
    items = []
    items.append(["    ", H.titled(rng, C.gp, C.country), ", ", (C.gp_site, "HOSPITAL")])
    if chance(rng, 0.6):
        items.append(["    ", C.pt.full() if C.age >= 16 else ["Parents of ", C.pt.full()], " (patient copy)"])
    if chance(rng, 0.5):
        items.append(["    ", C.cns.full(), ", CF Nurse Specialist"])
    if chance(rng, 0.3):
        items.append(["    ", H.titled(rng, C.cons2, C.country), ", ", (C.local, "HOSPITAL")])
    for x in extra or []:
        items.append(["    ", x])
    for it in items:
        d.line("{x}", x=it)


def audit(C, d, who=None):
    """EPR audit footer with a user name."""
    rng = C.rng
    p = who or pick(rng, [C.cns, C.reg, C.sec, C.physio])
    d.line("Electronically signed by {u} ({n}) on {dt} {tm}", u=H.username(rng, p), n=p.full(),
           dt=ds(C, C.d0 + days(rng.randint(0, 3)), ["num", "iso", "med"]),
           tm="%02d:%02d" % (rng.randint(8, 19), rng.randint(0, 59)))


def aprof(prof):
    """'a barista' / 'an electrician' with the occupation as the span."""
    art = "an " if prof[0].lower() in "aeiou" and not prof.startswith("uni") else "a "
    return [art, (prof, "PROFESSION")]


def on_in(C, d, styles):
    """'on 3 May 2021' / 'in May 2021' with the date as the span."""
    st = pick(C.rng, styles)
    prep = "in " if st in ("my", "my3", "mynum", "y", "m") else "on "
    return [prep, H.D(d, C.country, st)]
