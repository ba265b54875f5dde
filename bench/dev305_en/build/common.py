"""Shared blocks: letterheads, patient headers, signatures, address blocks."""
import pools as PL
import phi
import case as CS
from textutil import P

MOD_WORD = {"chiro": "Chiropractic", "osteo": "Osteopathic", "acup": "Acupuncture", "massage": "Massage Therapy",
            "naturo": "Naturopathic"}
MOD_NOUN = {"chiro": "chiropractic care", "osteo": "osteopathic treatment", "acup": "acupuncture", "massage": "remedial massage",
            "naturo": "naturopathic care"}


def D(rng, c, d, styles=None):
    return P("DATE", phi.fd(d, c.country, rng.choice(styles or phi.FULL_STYLES)))


def H(name, upper=False):
    return P("HOSPITAL", name.upper() if upper else name)


def ptn(rng, c, styles=None):
    return phi.nm(c.pt, rng.choice(styles or ["full", "title", "titlefull", "first", "fml"]), "PATIENT", rng, c.country)


def drn(rng, c, p, formal=True):
    return phi.prac_name(p, rng, c.country, formal)


def gpn(rng, c, styles=None):
    return phi.nm(c.gp, rng.choice(styles or ["dr", "drfull", "dr"]), "DOCTOR", rng, c.country)


def famn(rng, c, p=None, styles=None):
    return phi.nm(p or c.ec, rng.choice(styles or ["first", "full", "first"]), "FAMILY", rng, c.country)


def addr(rng, a, style="line", **kw):
    return phi.addr_pieces(a, rng, style, **kw)


def age(rng, c, styles=None):
    return phi.age_pieces(c.age, rng, c.pt.sex, styles)


def job(c):
    return P("PROFESSION", c.job)


def ph(typ, v):
    return P(typ, v)


def letterhead(doc, rng, c, org=None, style=None):
    o = org or c.clinic
    style = style or rng.choice(["caps", "plain", "bar", "oneline"])
    if style == "caps":
        doc.ln("{n}", n=H(o.name, True))
        doc.ln("{a}", a=addr(rng, o.addr))
        doc.ln("Tel {PHONE:t}  |  Fax {FAX:f}", t=o.phone, f=o.fax)
        doc.ln("{EMAIL:e}  |  {URL:u}", e=o.email, u=o.url)
    elif style == "plain":
        doc.ln("{n}", n=H(o.name))
        doc.ln("{a}", a=addr(rng, o.addr, "multi"))
        doc.ln("Phone: {PHONE:t}", t=o.phone)
        if rng.random() < 0.6:
            doc.ln("Fax: {FAX:f}", f=o.fax)
        doc.ln("Email: {EMAIL:e}", e=o.email)
    elif style == "bar":
        doc.ln("=" * 60)
        doc.ln("  {n}", n=H(o.name))
        doc.ln("  {a}", a=addr(rng, o.addr))
        doc.ln("  P: {PHONE:t}   E: {EMAIL:e}", t=o.phone, e=o.email)
        doc.ln("=" * 60)
    else:
        doc.ln("{n} · {a} · {PHONE:t}", n=H(o.name), a=addr(rng, o.addr), t=o.phone)
    doc.nl()


def pt_header(doc, rng, c, ids=True, dob=True, extra=True):
    s = rng.randint(0, 3)
    dobp = D(rng, c, c.pt.dob, ["num", "num", "long", "dmon", "num1"])
    if s == 0:
        doc.ln("Patient: {n}    DOB: {d}    File no.: {MRN:m}", n=ptn(rng, c, ["full", "LF", "lf"]), d=dobp, m=c.mrn)
    elif s == 1:
        doc.ln("Name:    {n}", n=ptn(rng, c, ["LF", "Lf", "lf"]))
        doc.ln("D.O.B.:  {d}  ({AGE:a} yrs)", d=dobp, a=str(c.age))
        doc.ln("Chart #: {MRN:m}", m=c.mrn)
    elif s == 2:
        doc.ln("| Patient | {n} |", n=ptn(rng, c, ["full", "fml"]))
        doc.ln("| DOB | {d} |", d=dobp)
        doc.ln("| Client ID | {MRN:m} |", m=c.mrn)
    else:
        doc.ln("RE: {n}, DOB {d}, ID {MRN:m}", n=ptn(rng, c, ["LF", "full"]), d=dobp, m=c.mrn)
    if extra and c.nat_id and rng.random() < 0.6:
        doc.ln("{lab}: {MRN:v}", lab=c.nat_label, v=c.nat_id)


def reg_line(doc, rng, p):
    doc.ln("{lab} {LICENSE:r}", lab=p.reg_label, r=p.reg)


def sign(doc, rng, c, p=None, closing=None, reg=True, role=True):
    p = p or c.prac
    if closing:
        doc.ln(closing)
        doc.nl()
    doc.ln("{n}", n=phi.nm(p, rng.choice(["cred", "cred", "full"] if p.cred else ["full"]), "DOCTOR", rng, c.country))
    if role and getattr(p, "role", None) and p.role.lower() not in (p.cred or "").lower():
        doc.ln(p.role[0].upper() + p.role[1:])
    if reg and getattr(p, "reg", None):
        reg_line(doc, rng, p)


def gp_block(doc, rng, c, fax=True):
    g = c.gp
    doc.ln("{n}", n=phi.nm(g, "drfull", "DOCTOR", rng, c.country))
    doc.ln("{h}", h=H(g.practice.name))
    doc.ln("{a}", a=addr(rng, g.practice.addr, "multi"))
    if fax and rng.random() < 0.7:
        doc.ln("Fax: {FAX:f}", f=g.practice.fax)


def mod_word(c):
    return MOD_WORD[c.modality]


def rel_ref(rng, c):
    """'his wife Ana' style; returns pieces."""
    pron = "her" if c.pt.sex == "F" else "his"
    return [pron + " " + c.ec_rel + " ", famn(rng, c)]


def pron(c):
    return ("she", "her", "her") if c.pt.sex == "F" else ("he", "him", "his")


def cap(s):
    return s[0].upper() + s[1:]


def an(word):
    return "an " if word[:1].lower() in "aeiou" else "a "


def job_phrase(rng, c):
    """Verb phrase about occupation: 'works as a [welder] at [Org]'."""
    if c.retired:
        return ["is a retired ", job(c)]
    a = an(c.job)
    k = rng.randint(0, 3)
    if k == 0:
        return ["works as " + a, job(c), " at ", P(c.emp_type, c.employer)]
    if k == 1:
        return ["is " + a, job(c), " (", P(c.emp_type, c.employer), ")"]
    if k == 2:
        return ["is employed as " + a, job(c)]
    return ["is " + a, job(c), " with ", P(c.emp_type, c.employer)]


def job_np(rng, c):
    """Noun phrase: 'retired [teacher]', '[welder] at [Org]', '[welder]'."""
    if c.retired:
        return ["retired ", job(c)]
    k = rng.randint(0, 2)
    if k == 0:
        return [job(c), " at ", P(c.emp_type, c.employer)]
    if k == 1:
        return [job(c), " (", P(c.emp_type, c.employer), ")"]
    return [job(c)]


def intervals(c):
    return len(c.visits)


def ago_text(rng, c):
    return rng.choice(["3 days ago", "last week", "about a fortnight ago", "6 weeks ago", "a couple of months ago", "over a year ago"])


def money(rng, c, lo=45, hi=160):
    return "%s%d.%02d" % (c.cur, rng.randint(lo, hi), rng.choice([0, 0, 50, 0, 95]))


def fam_age(rng, c, rel=None):
    rel = rel or c.ec_rel
    if rel in ("mother", "father"):
        return min(104, c.age + rng.randint(20, 36))
    if rel in ("son", "daughter"):
        return max(1, c.age - rng.randint(20, 38))
    if rel in ("grandson", "granddaughter"):
        return max(1, c.age - rng.randint(45, 60))
    return max(18, c.age + rng.randint(-6, 6))
