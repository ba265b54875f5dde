"""Shared blocks for the dev364_en genres: headers, ID blocks, signatures, pronouns."""


def pron(c, p=None):
    p = p or c.pt
    return ("he", "his", "him", "He", "His") if p["sex"] == "M" else ("she", "her", "her", "She", "Her")


def prof_p(c, prof=None):
    prof = prof or c.prof
    if prof.startswith("retired "):
        return ["retired ", ("PROFESSION", prof[8:])]
    return [("PROFESSION", prof)]


def art(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


def mrn_lab(c):
    return c.ch({"UK": ["Hospital No", "Hosp No", "MRN", "Unit No", "RXW No"], "IE": ["MRN", "Hospital No", "Chart No"],
                 "US": ["MRN", "MRN", "Med Rec #", "Patient ID"], "CA": ["MRN", "Chart #", "Hosp #"],
                 "AU": ["UR No", "URN", "MRN", "UR"], "NZ": ["Hospital No", "MRN", "Patient No"]}[c.cc])


def hn_lab(c):
    return c.ch({"UK": ["NHS No", "NHS Number", "NHS no."], "IE": ["Medical Card No", "GMS No", "IHI"],
                 "US": ["Member ID", "Insurance ID", "Subscriber ID"],
                 "CA": ["Health Card No", "HCN", "PHN"], "AU": ["Medicare No", "Medicare"],
                 "NZ": ["NHI", "NHI No"]}[c.cc])


def sex_s(c):
    return c.pt["sex"] if c.pr(0.6) else {"M": "Male", "F": "Female"}[c.pt["sex"]]


def id_block(c, layout=None, addr=None, hn=None, age=None):
    """Patient identification block in one of several layouts."""
    layout = layout or c.ch(["line", "grid", "label", "pipe"])
    addr = c.pr(0.45) if addr is None else addr
    hn = c.pr(0.7) if hn is None else hn
    age = c.pr(0.5) if age is None else age
    ml, hl = mrn_lab(c), hn_lab(c)
    if layout == "line":
        c.f("Patient: {n}   DOB: {dob}", n=c.pn(c.ch(["LFU", "full", "fml", "LF"])), dob=c.dob_s())
        if age:
            c.f(" ({a}{y})", a=c.ag(), y=c.ch(["y", " yrs", " years", "yo"]))
        c.f("   {ml}: {m}", ml=ml, m=("MRN", c.mrn))
        if hn:
            c.f("   {hl}: {h}", hl=hl, h=("HEALTHPLAN", c.hnum))
        c.t("\n")
        if addr:
            c.f("Address: {a}\n", a=c.addr())
    elif layout == "grid":
        c.f("Name:        {n}\n", n=c.pn(c.ch(["LFU", "LF", "full"])))
        c.f("DOB:         {dob}", dob=c.dob_s())
        if age:
            c.f("   Age: {a}", a=c.ag())
        c.f("\nSex:         {s}\n{ml}:{pad}{m}\n", s=sex_s(c), ml=ml, pad=" " * max(1, 12 - len(ml)), m=("MRN", c.mrn))
        if hn:
            c.f("{hl}:{pad}{h}\n", hl=hl, pad=" " * max(1, 12 - len(hl)), h=("HEALTHPLAN", c.hnum))
        if addr:
            c.f("Address:     {a}\n", a=c.addr())
    elif layout == "label":
        c.f("{n}\n", n=c.pn("LFU"))
        c.f("DOB {dob}", dob=c.dob_s())
        if age:
            c.f("  {a}{s}", a=c.ag(), s=c.pt["sex"])
        c.f("  {ml} {m}\n", ml=ml, m=("MRN", c.mrn))
        if hn:
            c.f("{hl} {h}\n", hl=hl, h=("HEALTHPLAN", c.hnum))
        if addr:
            c.f("{a}\n", a=c.addr(sep="\n" if c.pr(0.4) else ", "))
    else:
        c.f("{n} | {dob}", n=c.pn(c.ch(["LFU", "LF"])), dob=c.dob_s())
        if age:
            c.f(" | {a} {y}", a=c.ag(), y=c.ch(["y", "yrs"]))
        c.f(" | {ml} {m}", ml=ml, m=("MRN", c.mrn))
        if hn:
            c.f(" | {hl} {h}", hl=hl, h=("HEALTHPLAN", c.hnum))
        c.t("\n")
        if addr:
            c.f("{a}\n", a=c.addr())


def letterhead(c, dept=None, hosp=None, town=None, url=None):
    dept = dept or c.ch(["Department of Haematology", "Myeloma Service", "Haematology and Myeloma Clinic",
                         "Plasma Cell Disorders Service", "Clinical Haematology"])
    hosp = hosp or c.hosp
    c.f("{h}\n{d}\n", h=("HOSPITAL", hosp), d=dept)
    if c.pr(0.3):
        c.f("Clinic {n}, {b}, Level {l}\n", n=c.rn(1, 9), b=c.building(), l=c.rn(1, 6))
    c.f("{a}\n", a=c.addr(town=town or c.htown))
    c.f("Tel {t}", t=c.ph(c.ch(["ext", "land"])))
    if c.pr(0.7):
        c.f("   Fax {x}", x=c.fax())
    if url or c.pr(0.25):
        c.f("   {u}", u=c.url("info"))
    c.t("\n")


def sig(c, p, role, lic=False, style=None, cred=None):
    style = style or c.ch(["full", "t_full", "fml"])
    c.f("{n}", n=c.nm(p, "DOCTOR", style))
    if cred:
        c.t(", " + cred)
    c.f("\n{r}\n", r=role)
    if lic:
        lab = {"UK": "GMC", "IE": "IMC Reg", "US": "NPI", "CA": "CPSO", "AU": "AHPRA", "NZ": "MCNZ"}[c.cc]
        c.f("{l} {n}\n", l=lab + c.ch([" No:", ":", ""]), n=c.lic())


def typist(c, p):
    """DD/xx style reference: consultant initials / typist initials, both DOCTOR."""
    t = c.staff("")
    return [("DOCTOR", c.ini(p)), "/", ("DOCTOR", c.ini(t).lower() if c.pr(0.6) else c.ini(t))]


def ref_line(c):
    c.f("Our ref: {r}\n", r=typist(c, c.cons))


def gp_block(c, town=None):
    c.f("{g}\n{p}\n{a}\n", g=c.dn(c.gp, c.ch(["t_full", "t_full", "t_last"])), p=c.practice_p(),
        a=c.addr(town=town or c.ch([c.home, c.htown]), sep="\n" if c.pr(0.5) else ", "))
