"""Shared note fragments: letterheads, patient banners, sign-offs, age forms."""
import pools as PL
from nb import P

ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"][n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def age_bits(ctx, pt=None):
    """Age with a unit, e.g. 74yo / 74 y / 74M; the number alone is the span."""
    r = ctx.r
    a = ctx.agep()
    sx = pt.sex if pt else r.choice("MF")
    k = r.randrange(9)
    if k == 0:
        return [a, "yo"]
    if k == 1:
        return [a, " yo"]
    if k == 2:
        return [a, "y"]
    if k == 3:
        return [a, " yrs"]
    if k == 4:
        return [a, sx]
    if k == 5:
        return [a, " " + sx]
    if k == 6:
        return [a, "-year-old"]
    if k == 7:
        return ["aged ", a]
    return [a, " years"]


def age_words(ctx):
    return P(words(ctx.age), "AGE")


def letterhead(ctx, nb, dept, addr=True):
    r = ctx.r
    nb.ln(ctx.H() if r.random() < 0.85 else P(ctx.hosp.upper(), "HOSPITAL"))
    nb.ln(dept)
    if addr:
        pl = ctx.place(town=ctx.hosp_city)
        nb.ln(ctx.addr(lines=r.random() < 0.4, place=pl, country=r.random() < 0.2))
    k = r.randrange(4)
    if k == 0:
        nb.w("Tel: {t}   Fax: {f}\n", t=ctx.phone(), f=ctx.fax())
    elif k == 1:
        nb.w("Secretary: {t} | Email: {e}\n", t=ctx.phone(ext=r.random() < 0.5), e=ctx.email())
    elif k == 2:
        nb.w("T {t}  F {f}  E {e}\n{u}\n", t=ctx.phone(), f=ctx.fax(), e=ctx.email(), u=ctx.url())
    else:
        nb.w("Switchboard {t}\n", t=ctx.phone())


def banner(ctx, nb, pt, style=None, extra_ids=True):
    r = ctx.r
    s = r.randrange(4) if style is None else style
    if s == 0:
        nb.w("Patient: {n}   DOB: {d} ({a})   {ml}: {m}", n=pt.lf(), d=ctx.dob_p(), a=age_bits(ctx, pt),
             ml=r.choice(["MRN", "Hosp No", "RN", "URN", "H/N"]), m=ctx.mrn())
        if ctx.c == "UK" and extra_ids:
            nb.w("   NHS No: {x}", x=ctx.nhs())
        elif ctx.c == "AU" and extra_ids and r.random() < 0.6:
            nb.w("   {l}: {x}", l=ctx.hp_label(), x=ctx.healthplan())
        nb.add("\n")
    elif s == 1:
        nb.w("Name: {n}\nDOB: {d}\n{ml}: {m}\n", n=pt.tf(), d=ctx.dob_p(),
             ml=r.choice(["Hospital No", "MRN", "UR No", "Chart No"]), m=ctx.mrn())
        if ctx.c == "UK" and extra_ids:
            nb.w("NHS Number: {x}\n", x=ctx.nhs())
        elif extra_ids and r.random() < 0.5:
            nb.w("{l}: {x}\n", l=ctx.hp_label(), x=ctx.healthplan())
        if r.random() < 0.6:
            nb.w("Address: {a}\n", a=ctx.addr())
    elif s == 2:
        nb.w("Re: {n}, DOB {d}, {a}\n", n=pt.tf() if r.random() < 0.7 else pt.full(), d=ctx.dob_p(),
             a=ctx.addr())
        nb.w("{ml} {m}", ml=r.choice(["Hosp no.", "MRN", "Our ref:", "Unit no"]), m=ctx.mrn())
        if ctx.c == "UK" and extra_ids:
            nb.w("  NHS no. {x}", x=ctx.nhs())
        nb.add("\n")
    else:
        nb.w("{n} | {a} | {ml} {m} | DOB {d}\n", n=pt.lf(upper=True), a=age_bits(ctx, pt),
             ml=r.choice(["MRN", "RN", "UR"]), m=ctx.mrn(), d=ctx.dob_p())


def signoff(ctx, nb, doc, role, cred_pool=None, licence=True, typist=True):
    r = ctx.r
    nb.add(r.choice(["Yours sincerely,\n\n\n", "Kind regards,\n\n", "Yours faithfully\n\n", "With best wishes,\n\n",
                     "Many thanks,\n\n"]))
    cred = r.choice(cred_pool[ctx.c]) if cred_pool else None
    if r.random() < 0.5:
        nb.add(doc.tf())
    else:
        nb.add(doc.full())
    if cred:
        nb.add(" " + cred if r.random() < 0.5 else ", " + cred)
    nb.add("\n" + role + "\n")
    if licence and r.random() < 0.55:
        lab, v = ctx.license("doc")
        nb.w("{l} {v}\n", l=lab, v=v)
    if typist and r.random() < 0.6:
        t = ctx.staff()
        k = r.randrange(3)
        if k == 0:
            nb.w("\nDictated {d} / typed {d2}  {a}/{b}\n", d=ctx.do(r.randint(0, 2)), d2=ctx.do(r.randint(3, 9)),
                 a=P((doc.first[0] + doc.last[0]).upper(), "DOCTOR"), b=t.typist())
        elif k == 1:
            nb.w("\nDictated but not checked. DD/{b}\n", b=t.typist())
        else:
            nb.w("\nTyped by {b}\n", b=t.full())


def cc_block(ctx, nb, gp, extra=()):
    r = ctx.r
    nb.add("\ncc: ")
    nb.w("{g}, {p}, {a}\n", g=gp.tf() if r.random() < 0.5 else ["Dr ", gp.full()], p=ctx.practice(), a=ctx.addr())
    for e in extra:
        nb.add("    ", e, "\n")
    if r.random() < 0.4:
        nb.add("    Patient\n")


def nok_line(ctx, nb, pt):
    r = ctx.r
    f = ctx.fam()
    rel = ctx.rel(f)
    k = r.randrange(3)
    if k == 0:
        nb.w("NOK: {n} ({rel}) {t}\n", n=f.full(), rel=rel, t=ctx.phone(mobile=True))
    elif k == 1:
        nb.w("Next of kin: {rel} - {n}, mob {t}\n", n=f.fi(), rel=rel.capitalize(), t=ctx.phone(mobile=True))
    else:
        nb.w("NOK {n} [{rel}] - {t}\n", n=f.tf(), rel=rel, t=ctx.phone(mobile=r.random() < 0.6))
    return f


def social(ctx, nb, pt):
    """A social-history sentence with profession / employer / family."""
    r = ctx.r
    bits = []
    k = r.randrange(5)
    if k == 0:
        nb.w("Retired {p}. ", p=ctx.prof())
    elif k == 1:
        nb.w("Works as a {p} for {e}. ", p=ctx.prof(), e=ctx.employer())
    elif k == 2:
        nb.w("{p} - still working ", p=ctx.prof())
        nb.add(r.choice(["full time. ", "3 days/wk. ", "part-time. "]))
    elif k == 3:
        nb.w("Ex-{p} (medically retired). ", p=ctx.prof())
    else:
        nb.w("Self-employed {p}. ", p=ctx.prof())
    f = ctx.fam()
    rel = ctx.rel(f)
    k = r.randrange(4)
    if k == 0:
        nb.w("Lives with {rel} {n}", rel=rel, n=f.fi())
        if r.random() < 0.5:
            nb.w(" (a {p})", p=ctx.relprof())
        nb.add(". ")
    elif k == 1:
        nb.w("Lives alone; {rel} {n} nearby. ", rel=rel, n=f.full())
    elif k == 2:
        nb.w("Lives with {rel} in a bungalow in {t}. ", rel=rel, t=ctx.town())
    else:
        nb.w("Lives in {h}. ", h=ctx.carehome())
    nb.add(r.choice(["Independent with ADLs. ", "Mobile with stick. ", "ET ~1 flight of stairs. ",
                     "Walks dog daily. ", "Drives. ", "Uses frame indoors. "]))
    nb.add(r.choice(["Ex-smoker (quit 10 yrs ago). ", "Smoker 15/day. ", "Never smoked. ", "Vapes. ",
                     "Alcohol ~14u/wk. ", "ETOH 30u/wk - advised to cut down. "]))
    return bits


def gp_person(ctx):
    p = ctx.doc()
    return p
