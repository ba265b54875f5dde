"""Reusable note blocks: headers, demographic key/value blocks, clinical lists, signatures, footers."""
import datetime as dt

from phi import (P, A, D, ch, chance, ri, sample, clock, digits, ip_private, url, internal, phone_ext,
                 license_no, Person, staff, idnum, healthplan)
from pools2 import INSURERS, DEPTS, CARE_HOMES, CLINICS, PHARMACIES, EMPLOYERS, PROFESSIONS, COUNTRIES
import neg


def H(v):
    return P(v, "HOSPITAL")


def O(v):
    return P(v, "ORGANIZATION")


def L(v):
    return P(v, "LOCATION_OTHER")


def days(c, n):
    return c.base + dt.timedelta(days=n)


def sex_word(p):
    return ch(["F", "female"]) if p.sex == "F" else ch(["M", "male"])


def he(p):
    return "she" if p.sex == "F" else "he"


def his(p):
    return "her" if p.sex == "F" else "his"


def age_sex(p):
    """Various age/sex notations: 72 yo F, 72F, 72-year-old man, (72 y), seventy-two."""
    k = ri(0, 8)
    a = A(p.age)
    s = p.sex
    if k == 0:
        return [a, " yo ", s]
    if k == 1:
        return [a, s]
    if k == 2:
        return [a, "-year-old ", "woman" if s == "F" else "man"]
    if k == 3:
        return [a, " y/o ", "female" if s == "F" else "male"]
    if k == 4:
        return [a, "/", s]
    if k == 5:
        return [a, "yo", s]
    if k == 6:
        return [a, " y.o. ", s]
    if k == 7:
        return [A(p.age, True), "-year-old ", "female" if s == "F" else "male"]
    return [a, " ", s]


def header(d, c, title, show_unit=True, printed=True):
    k = ri(0, 3)
    fac = H(c.fac)
    if k == 0:
        d.ln("{f}", f=fac)
        if show_unit:
            d.ln("{u} - {dep}", u=H(c.unit), dep=ch(neg_depts()))
        d.ln(title.upper())
    elif k == 1:
        d.ln("{f} | {t}", f=fac, t=title)
        if show_unit:
            d.ln("Unit: {u}", u=H(c.unit))
    elif k == 2:
        d.ln("*** {t} ***", t=title.upper())
        d.ln("Facility: {f}", f=fac)
        if show_unit:
            d.ln("Unit: {u}   Dept: {dep}", u=H(c.unit), dep=ch(neg_depts()))
    else:
        d.ln("{t} — {f}{u}", t=title, f=fac, u=([", ", H(c.unit)] if show_unit else ""))
    if printed:
        d.ln("Date: {dt}   Time: {tm}", dt=c.D(), tm=clock())
    d.ln()


def neg_depts():
    return DEPTS[:14]


def demo(d, c, p=None, fields=None):
    p = p or c.pt
    opts = ["name", "mrn", "dob", "agesex", "acct", "room", "adm", "att", "ins", "code", "allergy", "lang"]
    fields = fields or [f for f in opts if f in ("name", "mrn") or chance(0.6)]
    sep = ch([": ", ": ", " - ", ":  ", " "])
    for f in fields:
        if f == "name":
            d.ln("{k}{s}{v}", k=ch(["Patient", "Name", "Pt Name", "PATIENT"]), s=sep, v=ch([p.LF, p.lf, p.full, p.fml])())
        elif f == "mrn":
            d.ln("{k}{s}{v}", k=ch(["MRN", "MR#", "Med Rec #", "Chart #", "Hosp #"]), s=sep, v=P(p.mrn, "MRN"))
        elif f == "dob" and p.dob:
            d.ln("DOB{s}{v}{a}", s=sep, v=c.D(p.dob, ch(["mdY0", "mdY", "Ymd", "dbY", "BdY"])),
                 a=ch([["  (", A(p.age), " y)"], ["  Age: ", A(p.age)], ["  ", A(p.age), "yo"], ""]))
        elif f == "agesex" and p.age:
            d.ln("Age/Sex{s}{a}/{x}", s=sep, a=A(p.age), x=p.sex)
        elif f == "acct":
            d.ln("{k}{s}{v}", k=ch(["Acct", "FIN", "Encounter #", "Visit #", "CSN", "Account No."]), s=sep, v=P(p.acct, "ACCOUNT"))
        elif f == "room":
            d.ln("{k}{s}{v}", k=ch(["Room/Bed", "Rm", "Bed", "Location"]), s=sep, v=L(p.room))
        elif f == "adm":
            d.ln("{k}{s}{v}", k=ch(["Admit date", "Admitted", "Adm", "Date of admission"]), s=sep, v=c.D(c.adm))
        elif f == "att":
            md = c.mds[0]
            d.ln("{k}{s}{pre}{v}{post}", k=ch(["Attending", "Attending MD", "MRP", "Hospitalist"]), s=sep,
                 pre=ch(["Dr. ", "", "Dr "]), v=ch([md.last_, md.full, md.fi_last])(), post=ch(["", ", " + md.cred]))
        elif f == "ins":
            if c.country == "CA":
                d.ln("Health card{s}{v}   Extended: {ins}", s=sep, v=c.hp(), ins=O(ch(INSURERS)))
            else:
                d.ln("Insurance{s}{ins}   Member ID{s}{v}", s=sep, ins=O(ch(INSURERS)), v=c.hp())
        elif f == "code":
            d.ln("Code status{s}{v}", s=sep, v=neg.code_status())
        elif f == "allergy":
            d.ln("Allergies{s}{v}", s=sep, v=", ".join(sample(neg.ALLERGIES, ri(1, 2))))
        elif f == "lang":
            d.ln("Language{s}{v}", s=sep, v=ch(["English", "English", "Spanish (interpreter)", "Vietnamese", "French",
                                                "Somali - interpreter needed", "Punjabi", "Haitian Creole"]))


def problems(d, k=None, codes=True):
    for code, name in neg.dx(k):
        if codes:
            d.ln("- {n} ({c})", n=name, c=code) if chance(0.5) else d.ln("{c}  {n}", c=code, n=name)
        else:
            d.ln("- {n}", n=name)


def med_list(d, k=None, home=False):
    for m in neg.meds(k, home):
        d.ln(ch(["- ", "* ", "  ", "• "]) + m)


def lab_block(d, c, when=None):
    d.ln("Labs {w}:", w=c.D(when or c.base, "short"))
    for row in neg.lab_table():
        d.ln("  " + row)


def sig(d, c, person, when=None, role_word=None):
    k = ri(0, 4)
    when = when or c.base
    cred = person.cred or "RN"
    if k == 0:
        d.ln("Electronically signed by: {n}, {cr} on {dt} at {tm}", n=person.full(), cr=cred, dt=c.D(when), tm=clock())
    elif k == 1:
        d.ln("{n} {cr}  {dt} {tm}", n=person.full(), cr=cred, dt=c.D(when, ch(["mdy", "md", "mdY0"])), tm=clock())
    elif k == 2:
        d.ln("Signed: {n}, {cr} ({r})  Ext {x}", n=person.fml(), cr=cred, r=role_word or "primary RN",
             x=P(digits(4), "PHONE"))
    elif k == 3:
        d.ln("-- {n}, {cr}", n=person.fi_last(), cr=cred)
        d.ln("   {dt} {tm}", dt=c.D(when), tm=clock())
    else:
        d.ln("Completed by: {n} ({cr}) / user {u}", n=person.full(), cr=cred, u=person.user())


def cosign(d, c, person):
    d.ln("Reviewed/co-signed: {n}, {cr}  {dt}", n=ch([person.full, person.fml])(), cr=person.cred or "RN",
         dt=c.D(c.base + dt.timedelta(days=ri(0, 1)), ch(["mdY0", "mdy", "amd"])))


def cc(d, c, people=None):
    items = []
    for p in (people or [])[:3]:
        items.append(["Dr. " if p.cred and p.cred not in ("RN", "LPN", "RPN") and chance(0.5) else "", p.full()])
    if chance(0.5):
        items.append(["Nurse Manager ", staff("RN").full()])
    if chance(0.4):
        items.append([H(ch(CLINICS))])
    if chance(0.3):
        items.append(["Risk Management (", P("%s" % ch(["risk", "quality", "safety"]) + "@" + ch(["example.org", "example.net"]), "EMAIL"), ")"])
    if not items:
        items.append(["Unit file"])
    parts = ["cc: "]
    for i, it in enumerate(items):
        if i:
            parts.append("; ")
        parts.extend(it)
    d.add(parts)
    d.raw("\n")


def transcription(d, c, author, typist):
    d.ln("{a}/{t}  D: {d1}  T: {d2}", a=author.init(), t=typist.lower_init(), d1=c.D(c.base, ch(["mdy0", "mdY0", "md"])),
         d2=c.D(days(c, ri(0, 1)), ch(["mdy0", "mdY0", "md"])))


def audit(d, c, user_person=None):
    up = user_person or c.rns[0]
    k = ri(0, 3)
    if k == 0:
        d.ln("Printed by {u} on {dt} {tm} from {ip}", u=up.user(), dt=c.D(), tm=clock(), ip=P(ip_private(), "IPADDR"))
    elif k == 1:
        d.ln("Source: {url}  | Workstation {ip}", url=P(url(4), "URL"), ip=P(ip_private(), "IPADDR"))
    elif k == 2:
        d.ln("Report generated {dt} {tm} by user {u}. Page 1 of {n}.", dt=c.D(c.base, "mdy0"), tm=clock(), u=up.user(), n=ri(1, 3))
    else:
        d.ln("CONFIDENTIAL - contains PHI. Last edited by {u} ({ip}).", u=up.user(), ip=P(ip_private(), "IPADDR"))


def emergency_contact(d, c, f=None):
    f = f or c.fam[0]
    k = ri(0, 2)
    if k == 0:
        d.ln("Emergency contact: {n} ({r})  {ph}", n=f.full(), r=f.rel, ph=c.phone())
    elif k == 1:
        d.ln("Next of kin: {n}, {r}, cell {ph}{alt}", n=ch([f.full, f.fml, f.lf])(), r=f.rel, ph=c.phone(),
             alt=ch(["", ["; work ", P(phone_ext(c.country), "PHONE")], ["; email ", f.email()]]))
    else:
        d.ln("Contact - {r}: {n} / {ph}", r=f.rel.capitalize(), n=f.full(), ph=c.phone())


def prof_np(prefix="a"):
    """Profession with a correct article: ['a '/'an ', P]."""
    prof = ch(PROFESSIONS)
    return [("an " if prof[0] in "aeiou" else "a ") if prefix == "a" else "", P(prof, "PROFESSION")]


def social(d, c, p=None):
    """Social history with employer, profession, birthplace, church: many PHI kinds."""
    p = p or c.pt
    bits = []
    if chance(0.7):
        bits.append([ch([["Works as ", prof_np()], ["Employed as ", prof_np()], ["Retired ", prof_np("")], ["Former ", prof_np("")], ["Occupation: ", prof_np("")]]),
                     ch(["", [" at ", O(ch(EMPLOYERS))], [" with ", O(ch(EMPLOYERS))]]), "."])
    if chance(0.5):
        bits.append([ch(["Born in ", "Originally from ", "Emigrated from "]), P(ch(COUNTRIES), "COUNTRY"),
                     ch(["", [", moved to ", P(c.town, "CITY"), " in ", P(str(c.base.year - ri(3, 40)), "DATE")]]), "."])
    if chance(0.6):
        f = c.fam[0]
        bits.append(["Lives ", ch(["with ", "near "]), his(p), " ", f.rel, " ", f.first_(), ch(["", [" (", A(max(18, p.age + ri(-30, 5))), ")"]]),
                     ch(["", [", who works as ", prof_np()]]), "."])
    if chance(0.3):
        from pools2 import CHURCHES
        bits.append(["Attends ", O(ch(CHURCHES)), ch(["; clergy visits.", ", requests chaplain.", "."])])
    if chance(0.5):
        bits.append([ch(["Tobacco: 1 ppd x 30 yrs. ", "Never smoker. ", "Quit smoking 10 yrs ago. "]),
                     ch(["EtOH socially.", "Denies EtOH.", "EtOH 4-6 beers daily, CIWA ordered."])])
    for i, b in enumerate(bits):
        if i:
            d.raw(" ")
        d.add(b)
    if bits:
        d.raw("\n")


def flat_len(x):
    if x is None:
        return 0
    if isinstance(x, P):
        return len(x.v)
    if isinstance(x, str):
        return len(x)
    if isinstance(x, (int, float)):
        return len(str(x))
    if isinstance(x, (list, tuple)):
        return sum(flat_len(y) for y in x)
    raise TypeError(type(x))


def row(d, cells, widths=None, sep="  "):
    """Table row; cells are resolved (no callables). widths pad fixed-width columns; None gives a pipe/tab row."""
    for i, cell in enumerate(cells):
        if i:
            d.raw(sep if widths else sep)
        d.add(cell)
        if widths and i < len(cells) - 1:
            pad = widths[i] - flat_len(cell)
            d.raw(" " * max(1, pad) if pad > 0 else " ")
    d.raw("\n")
