"""Reusable note parts: headers, signature blocks, contact lines."""
from common import P, hhmm, ampm, days
import fakers


def sex_word(ctx, rng):
    m = ctx.pt.sex == "M"
    return rng.choice(["male", "man", "M"] if m else ["female", "woman", "F"])


def age_phrase(ctx, rng):
    """An age with its surrounding words; only the number is the span."""
    a = str(ctx.age)
    sx = sex_word(ctx, rng)
    k = rng.randint(0, 6)
    if k == 0:
        return [P(a, "AGE"), "-year-old " + ("man" if ctx.pt.sex == "M" else "woman")]
    if k == 1:
        return [P(a, "AGE"), " yo " + ("M" if ctx.pt.sex == "M" else "F")]
    if k == 2:
        return [P(a, "AGE"), "yo " + ("male" if ctx.pt.sex == "M" else "female")]
    if k == 3:
        return [P(a, "AGE"), ("M" if ctx.pt.sex == "M" else "F")]
    if k == 4:
        return [P(a, "AGE"), " y/o " + sx]
    if k == 5:
        return [P(a, "AGE"), " year old " + ("tane" if ctx.country == "NZ" and ctx.pt.sex == "M" and rng.random() < 0.3 else ("male" if ctx.pt.sex == "M" else "female"))]
    return [("man" if ctx.pt.sex == "M" else "woman") + " aged ", P(a, "AGE")]


def id_header(nb, ctx, rng, extra=(), sep=None):
    """Demographic header in one of several layouts."""
    pt = ctx.pt
    idlab = "NHI" if ctx.country == "NZ" else rng.choice(["MRN", "MR#", "Med Rec #"])
    k = rng.randint(0, 2)
    if k == 0:
        nb.f("Patient: {n}    {il}: {m}    DOB: {dob} ({a}y)\n",
             n=pt.name(rng.choice(["LF", "lf", "full", "fml"])), il=idlab, m=P(ctx.mrn, "MRN"),
             dob=ctx.d(ctx.dob), a=P(str(ctx.age), "AGE"))
    elif k == 1:
        nb.f("NAME: {n}\n{il}: {m}\nD.O.B.: {dob}   AGE: {a}   SEX: {s}\n",
             n=pt.name("LF"), il=idlab, m=P(ctx.mrn, "MRN"), dob=ctx.d(ctx.dob),
             a=P(str(ctx.age), "AGE"), s=pt.sex)
    else:
        nb.f("{n} | {il} {m} | {dob} | {a} {s}\n", n=pt.name(rng.choice(["full", "LF"])), il=idlab,
             m=P(ctx.mrn, "MRN"), dob=ctx.d(ctx.dob), a=P(str(ctx.age), "AGE"), s=pt.sex)
    for e in extra:
        nb.add(e)


def sign(nb, ctx, rng, st, dt=None, lic=False, user=None):
    """A signature block for staff member st."""
    dt = dt or ctx.date
    k = rng.randint(0, 4)
    if k == 0:
        nb.f("Electronically signed by {s} on {d} at {t}", s=st.sig(rng), d=ctx.d(dt), t=hhmm(rng, 7, 22))
        if user or rng.random() < 0.4:
            nb.f(" (user: {u})", u=P(st.user, "USERNAME"))
        nb.add("\n")
    elif k == 1:
        nb.f("______________________\n{s}\n{r}\n", s=st.sig(rng), r=st.role[0].upper() + st.role[1:])
        if rng.random() < 0.6:
            nb.f("Date: {d}  Time: {t}\n", d=ctx.d(dt), t=hhmm(rng, 7, 22))
    elif k == 2:
        nb.f("Signed: {s}, {d} {t}\n", s=st.name(rng.choice(["full", "fml"])), d=ctx.d(dt), t=ampm(rng))
    elif k == 3:
        nb.f("-- {s} ({r})", s=st.sig(rng), r=st.role)
        if ctx.country == "US":
            nb.f(" | pager {p}", p=P(fakers.pager(rng, "US"), "PHONE"))
        else:
            nb.f(" | ext {p}", p=P("555 %04d" % rng.randint(1000, 9999), "PHONE"))
        nb.add("\n")
    else:
        nb.f("Author: {s}   Service: {sv}\nFiled: {d} {t}\n", s=st.name("LF"),
             sv=rng.choice(["Psychiatry", "Addiction Medicine", "Behavioral Health", "Mental Health & Addictions"]),
             d=ctx.d(dt), t=hhmm(rng, 7, 22))
    if lic:
        license_line(nb, ctx, rng, st)


def license_line(nb, ctx, rng, st):
    if ctx.country == "US":
        k = rng.randint(0, 2)
        if k == 0:
            nb.f("DEA# {d}   NPI {n}\n", d=P(fakers.dea(rng), "LICENSE"), n=P(fakers.npi(rng), "LICENSE"))
        elif k == 1:
            nb.f("NPI: {n}\n", n=P(fakers.npi(rng), "LICENSE"))
        else:
            pre = st.cred.split(",")[0].split("-")[0] if st.cred.split(",")[0].split("-")[0] in ("MD", "DO", "RN", "NP", "LPN", "PMHNP") else "MD"
            nb.f("License #{l}\n", l=P(pre + fakers.digits(rng, 6), "LICENSE"))
    else:
        if st.is_dr:
            nb.f("MCNZ {l}\n", l=P(fakers.mcnz(rng), "LICENSE"))
        else:
            nb.f("NCNZ APC no. {l}\n", l=P(fakers.digits(rng, 6), "LICENSE"))


def transcription(nb, ctx, rng, dt):
    st = ctx.staff["nurse2"]
    ini = (st.first[0] + st.last[0]).lower()
    nb.f("D: {d1} {t1}  T: {d2} {t2}  /{i}\n", d1=ctx.d(dt), t1=hhmm(rng, 8, 18),
         d2=ctx.d(dt + days(rng.randint(0, 1))), t2=hhmm(rng, 8, 18), i=P(ini, "DOCTOR"))


def facility_line(nb, ctx, rng, name, kind="hosp", with_addr=True):
    nb.f("{h}\n", h=P(name, "HOSPITAL"))
    if with_addr:
        pl = fakers.Place(rng, ctx.country)
        if rng.random() < 0.7:
            pl.city, pl.st, pl.state, pl.zip = ctx.place.city, ctx.place.st, ctx.place.state, ctx.place.zip
            pl.suburb = ctx.place.suburb
        nb.add(pl.addr(rng), "\n")
        k = rng.randint(0, 2)
        if k == 0:
            nb.f("Tel {p}   Fax {f}\n", p=P(fakers.phone(rng, ctx.country, mobile=False), "PHONE"),
                 f=P(fakers.phone(rng, ctx.country, mobile=False), "FAX"))
        elif k == 1:
            nb.f("Phone: {p}\n", p=P(fakers.phone(rng, ctx.country, mobile=False), "PHONE"))


def fam_contact(nb, ctx, rng, fam, label=None):
    lab = label or rng.choice(["Emergency contact", "Next of kin", "NOK", "Support person"])
    nb.f("{l}: {n} ({r}) {p}\n", l=lab, n=fam.name(rng.choice(["full", "full", "LF"])), r=fam.rel,
         p=P(fakers.phone(rng, ctx.country), "PHONE"))


def room(rng):
    return rng.choice(["%d%s" % (rng.randint(101, 540), rng.choice(["", "A", "B"])),
                       "%d" % rng.randint(1, 30)])


def bed(rng):
    return rng.choice(["%d" % rng.randint(1, 28), "%s" % rng.choice("AB"), "%d%s" % (rng.randint(1, 20), rng.choice("AB"))])


def prof_np(ctx):
    """'a'/'an' and the profession span."""
    art = "an" if ctx.prof[0].lower() in "aeiou" else "a"
    return [art + " ", P(ctx.prof, "PROFESSION")]
