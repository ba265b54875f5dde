"""Reusable note blocks: letterheads, patient banners, signatures, footers."""
from common import ph
from fmt import an
import pools as P


def letterhead(n, c, dept, contacts=True):
    r = c.r
    if r.random() < 0.5:
        n.f("{H}\n{dept}\n", H=ph(c.H, "HOSPITAL"), dept=dept)
    else:
        n.f("{dept}, {H}\n", H=ph(c.H, "HOSPITAL"), dept=dept)
    n.seg(c.addr(c.haddr, r.choice(["one", "lines"])))
    n.t("\n")
    if contacts:
        k = r.randint(0, 3)
        if k == 0:
            n.f("Tel: {t}   Fax: {f}\n", t=ph(c.hphone, "PHONE"), f=ph(c.hfax, "FAX"))
        elif k == 1:
            n.f("Telephone {t} | Fax {f} | {e}\n", t=ph(c.ext(c.hphone), "PHONE"), f=ph(c.hfax, "FAX"),
                e=ph(c.email(None, dept=True), "EMAIL"))
        elif k == 2:
            n.f("Ph {t}  Fx {f}  Web {u}\n", t=ph(c.hphone, "PHONE"), f=ph(c.hfax, "FAX"), u=ph(c.url("info"), "URL"))
        else:
            n.f("Secretary: {t}\n", t=ph(c.hphone, "PHONE"))
    n.t("\n")


def age_seg(c, style=None):
    r = c.r
    a = str(c.pt.age)
    s = style or r.choice(["y", "yrs", "paren", "bare"])
    if s == "y":
        return [ph(a, "AGE"), "y"]
    if s == "yrs":
        return [ph(a, "AGE"), " yrs"]
    if s == "paren":
        return ["(", ph(a, "AGE"), " years)"]
    return [ph(a, "AGE")]


def banner(n, c, extra_addr=None, style=None):
    r = c.r
    s = style if style is not None else r.randint(0, 3)
    sexw = {"F": r.choice(["F", "Female"]), "M": r.choice(["M", "Male"])}[c.pt.sex]
    hl = c.hcn_label()
    mrnl = r.choice(["Hospital No", "Hosp No", "MRN", "Unit No"] if c.uk else ["MRN", "Chart #", "MRN", "Hospital #"])
    if s == 0:
        n.f("Patient: {p}    DOB: {dob}    Age: {age}    Sex: {sex}\n{ml}: {mrn}    {hl}: {hcn}\n",
            p=c.P("LF"), dob=c.D(c.pt.dob), age=[ph(str(c.pt.age), "AGE")], sex=sexw, ml=mrnl,
            mrn=ph(c.mrn, "MRN"), hl=hl, hcn=ph(c.hcn, "HEALTHPLAN"))
    elif s == 1:
        n.f("Name: {p} | {ml} {mrn} | DOB {dob} {age} | {hl} {hcn}\n", p=c.P(r.choice(["full", "fml", "Lf"])),
            ml=mrnl, mrn=ph(c.mrn, "MRN"), dob=c.D(c.pt.dob), age=age_seg(c, "paren"), hl=hl, hcn=ph(c.hcn, "HEALTHPLAN"))
    elif s == 2:
        n.f("PATIENT NAME: {p}\n{ml}: {mrn}\nD.O.B.: {dob}\nSEX: {sex}\n{hl}: {hcn}\n", p=c.P("LF"), ml=mrnl.upper(),
            mrn=ph(c.mrn, "MRN"), dob=c.D(c.pt.dob), sex=sexw, hl=hl.upper(), hcn=ph(c.hcn, "HEALTHPLAN"))
    else:
        n.f("{p} ({sex}, {age})  DOB {dob}\n{ml} {mrn} / {hl} {hcn}\n", p=c.P(r.choice(["Lf", "title_full", "full"])),
            sex=c.pt.sex, age=[ph(str(c.pt.age), "AGE"), "y"], dob=c.D(c.pt.dob), ml=mrnl, mrn=ph(c.mrn, "MRN"), hl=hl,
            hcn=ph(c.hcn, "HEALTHPLAN"))
    if extra_addr or (extra_addr is None and r.random() < 0.4):
        n.t("Address: ")
        n.seg(c.addr(c.paddr, "one"))
        n.f("   Tel: {t}\n", t=ph(c.pphone, "PHONE"))


def signature(n, c, role, title, lic=None, contact=None):
    r = c.r
    p = c.clin(role)
    lic = r.random() < 0.55 if lic is None else lic
    if r.random() < 0.5:
        n.seg(c.nm(p, "DOCTOR", "dr_full" if role not in ("nurse", "cns", "triage", "pharm", "rtt", "bms", "phys", "coord") else "full"))
        n.t((" " + p.cred) if p.cred and r.random() < 0.6 else "")
    else:
        n.seg(c.nm(p, "DOCTOR", "cred"))
    n.t("\n" + title + "\n")
    if lic:
        body, num = c.licence(role)
        n.f("{b} {num}\n", b=body, num=ph(num, "LICENSE"))
    contact = r.random() < 0.5 if contact is None else contact
    if contact:
        k = r.randint(0, 2)
        if k == 0:
            n.f("Email: {e}\n", e=ph(c.email(p), "EMAIL"))
        elif k == 1:
            n.t("Contact: ")
            n.seg(c.bleep())
            n.t("\n")
        else:
            n.f("Direct line {t}\n", t=ph(c.phone(), "PHONE"))


def dictation(n, c, role):
    r = c.r
    p = c.clin(role)
    t = c.clin("transcr")
    d1 = c.visit
    d2 = c.days(d1, r.randint(0, 4))
    k = r.randint(0, 2)
    if k == 0:
        n.f("\nD: {d1}  T: {d2}\n{i1}/{i2}   Job #{job}\n", d1=c.D(d1), d2=c.D(d2), i1=ph(c.initials(p).upper(), "DOCTOR"),
            i2=ph(c.initials(t).lower(), "DOCTOR"), job=ph(c.digits(r.choice([6, 7])), "IDNUM"))
    elif k == 1:
        n.f("\nDictated {d1} {tm}, typed {d2} by {tn}\n", d1=c.D(d1), tm=c.time(), d2=c.D(d2), tn=c.nm(t, "DOCTOR", "init"))
    else:
        n.f("\nDictated but not read. Transcribed by {tn} ({d2}).\n", tn=c.nm(t, "DOCTOR", r.choice(["full", "first"])), d2=c.D(d2))


def ehr_footer(n, c, role, ip=None):
    r = c.r
    p = c.clin(role)
    ip = r.random() < 0.45 if ip is None else ip
    n.f("\n-- Electronically signed by {nm} (user: {u}) on {d} at {tm}", nm=c.nm(p, "DOCTOR", "full"),
        u=ph(c.username(p), "USERNAME"), d=c.D(c.visit, r.choice([None, "iso", "DMY_UP"])), tm=c.time())
    if ip:
        n.f(" from workstation {ip}", ip=ph(c.ip(), "IPADDR"))
    n.t(" --\n")


def gp_address_block(n, c):
    r = c.r
    n.seg(c.nm(c.gp, "DOCTOR", r.choice(["dr_full", "dr_init"])))
    n.t("\n")
    n.f("{pr}\n", pr=ph(c.gp_practice, "HOSPITAL"))
    n.seg(c.addr(c.gp_addr, "lines"))
    n.t("\n")


def pmh_lines(n, c, k=None):
    """Past medical history bullet list, some items carry a year or age (PHI)."""
    import clin as C
    r = c.r
    k = k or r.randint(2, 5)
    items = r.sample(C.PMH, k)
    bullet = r.choice(["- ", "* ", "o ", "- "])
    for it in items:
        n.t("%s%s%s\n" % (bullet, it[0].upper() if r.random() < 0.5 else it[0], it[1:]))
    for ev in r.sample(C.PMH_EVENTS, r.randint(0, 2)):
        yr = c.pt.dob.year + r.randint(18, max(19, c.pt.age - 1))
        if yr >= c.visit.year:
            yr = c.visit.year - 1
        import datetime as dt
        d = dt.date(yr, r.randint(1, 12), r.randint(1, 28))
        if r.random() < 0.65:
            n.f("{b}{ev} ({d})\n", b=bullet, ev=ev[0].upper() + ev[1:], d=c.D(d, r.choice(["y", "y", "my_abbr"])))
        else:
            n.f("{b}{ev} aged {a}\n", b=bullet, ev=ev[0].upper() + ev[1:], a=ph(str(max(18, yr - c.pt.dob.year)), "AGE"))


def social(n, c, deep=True):
    """Social history paragraph with family, profession, employer, country."""
    r = c.r
    fam = c.person()
    import clin as C
    rel = r.choice([x for x in C.rel_options(c.pt.age, fam.sex) if x != "friend"])
    c.fam = fam
    c.fam_rel = rel
    parts = []
    k = r.randint(0, 3)
    if k == 0:
        n.f("Lives with {his} {rel} {f} in {city}. ", his="her" if c.pt.sex == "F" else "his", rel=rel,
            f=c.nm(fam, "FAMILY", r.choice(["first", "full"])), city=ph(c.ptown[0], "CITY"))
    elif k == 1:
        n.f("Lives alone in a bungalow in {city}; {rel} {f} lives nearby and visits daily. ", city=ph(c.ptown[0], "CITY"),
            rel=rel, f=c.nm(fam, "FAMILY", "first"))
    elif k == 2:
        n.f("Married; {rel} is {f}. Two adult children. Home is in {city}. ", rel=rel if rel in ("wife", "husband", "partner") else "spouse",
            f=c.nm(fam, "FAMILY", "full"), city=ph(c.ptown[0], "CITY"))
    else:
        n.f("Widowed {yr}. Main support is {rel} {f}. ", yr=c.D(c.days(c.visit, -r.randint(400, 6000)), "y"), rel=rel,
            f=c.nm(fam, "FAMILY", r.choice(["full", "first"])))
    k = r.choice([1, 2]) if c.retired else r.randint(0, 3)
    if k == 0:
        n.f("Works as {a} {job} at {org}. ", a=an(c.profession), job=ph(c.profession, "PROFESSION"), org=ph(r.choice(P.EMPLOYERS), "ORGANIZATION"))
    elif k == 1:
        n.f("Occupation: {ret}{job}. ", ret="retired " if c.retired else "", job=ph(c.profession, "PROFESSION"))
    elif k == 2:
        n.f("Previously {a} {job}; now retired. ", a=an(c.profession), job=ph(c.profession, "PROFESSION"))
    else:
        n.f("Employed by {org} ({job}); currently on sick leave. ", org=ph(r.choice(P.EMPLOYERS), "ORGANIZATION"),
            job=ph(c.profession, "PROFESSION"))
    if deep and r.random() < 0.45:
        n.f("Born in {co}, moved here in {yr}. ", co=c.ctry(r.choice(P.COUNTRIES)),
            yr=c.D(c.days(c.pt.dob, 365 * r.randint(5, max(6, c.pt.age - 2))), "y"))
    sm = r.choice(["Never smoker.", "Ex-smoker, 30 pack-years, quit 10 years ago.", "Current smoker 15/day.",
                   "Ex-smoker (20 pack-years).", "Never smoked; vapes occasionally."])
    al = r.choice(["Alcohol 6 units/week.", "Teetotal.", "Drinks 2-3 beers on weekends.", "Alcohol ~20 units/week.",
                   "Occasional wine."])
    n.t(sm + " " + al + "\n")


def fam_hx(n, c):
    r = c.r
    opts = [("mother", "breast cancer", "F"), ("father", "prostate cancer", "M"), ("sister", "ovarian cancer", "F"),
            ("brother", "colon cancer", "M"), ("maternal aunt", "breast cancer", "F"), ("father", "lung cancer", "M"),
            ("paternal uncle", "leukaemia", "M"), ("mother", "stroke", "F"), ("father", "MI", "M")]
    for rel, dz, sx in r.sample(opts, r.randint(1, 3)):
        k = r.randint(0, 2)
        if k == 0:
            n.f("- {rel}: {dz}, diagnosed at {a}\n", rel=rel.capitalize(), dz=dz, a=ph(str(r.randint(38, 82)), "AGE"))
        elif k == 1:
            n.f("- {rel} ({f}) - {dz}, died aged {a}\n", rel=rel.capitalize(), f=c.nm(c.person(sx), "FAMILY", "first"), dz=dz,
                a=ph(str(r.randint(45, 91)), "AGE"))
        else:
            n.f("- {rel}: {dz} (age at diagnosis not known)\n", rel=rel.capitalize(), dz=dz)
