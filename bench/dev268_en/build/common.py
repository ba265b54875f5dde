"""Shared building blocks for genre generators (author 268)."""
import phi
from phi import make_person

VOWEL = "aeiouAEIOU"


def a_an(word):
    w = word.lstrip()
    if w[:1] in VOWEL and not w.lower().startswith(("uni", "use", "eu")):
        return "an"
    if w.lower().startswith(("hour", "honest")):
        return "an"
    return "a"


def prof_piece(c, word=None):
    w = word or c.prof
    return [a_an(w) + " ", ("PROFESSION", w)]


def demo_block(n, c, rng, extra_dates=None, include_ssn=False, include_addr=True, include_hplan=True):
    """Patient demographics header in one of several house styles."""
    st = rng.randint(0, 4)
    dob = c.d(c.dob)
    if st == 0:
        n.ln("Name: {p}", p=c.pt_header())
        n.ln("DOB: {d}    Age: {a}", d=dob, a=("AGE", str(c.age)))
        n.ln("{lab}: {m}", lab=c.mrn_label(), m=("MRN", c.mrn))
        if include_hplan:
            n.ln("{lab}: {h}", lab=c.hplan_label(), h=("HEALTHPLAN", c.hplan))
        if include_addr:
            n.ln("Address: {a}", a=c.addr())
    elif st == 1:
        n.ln("RE: {p}  DOB {d}  {lab} {m}", p=c.pt_header(), d=dob, lab=c.mrn_label(), m=("MRN", c.mrn))
        if include_hplan:
            n.ln("{lab} {h}", lab=c.hplan_label(), h=("HEALTHPLAN", c.hplan))
        if include_addr:
            n.ln("{a}", a=c.addr())
    elif st == 2:
        n.ln("Patient ........... {p}", p=c.pt_header())
        n.ln("Date of birth ..... {d} ({a} yrs)", d=dob, a=("AGE", str(c.age)))
        n.ln("Record no. ........ {m}", m=("MRN", c.mrn))
        if include_hplan:
            n.ln("{lab} .... {h}", lab=c.hplan_label(), h=("HEALTHPLAN", c.hplan))
        if include_addr:
            n.ln("Home address ...... {a}", a=c.addr())
        n.ln("Telephone ......... {p}", p=c.ph(rng.choice([c.phone, c.mobile])))
    elif st == 3:
        n.ln("PATIENT: {p} | DOB: {d} | {sx} | {lab}: {m}", p=c.pt_header(), d=dob,
             sx={"M": "M", "F": "F"}.get(c.pt.sex, "X"), lab=c.mrn_label(), m=("MRN", c.mrn))
        if include_hplan:
            n.ln("{lab}: {h}", lab=c.hplan_label(), h=("HEALTHPLAN", c.hplan))
        if include_addr:
            n.ln("Addr: {a} | Ph: {p}", a=c.addr(), p=c.ph(c.mobile))
    else:
        n.ln("Client name\t{p}", p=c.pt_header())
        n.ln("D.O.B.\t{d}", d=dob)
        n.ln("Age at testing\t{a}", a=c.compound_age() if c.paeds else ("AGE", str(c.age)))
        n.ln("File no.\t{m}", m=("MRN", c.mrn))
        if include_addr:
            n.ln("Address\t{a}", a=c.addr())
    if include_ssn:
        lab = {"US": "SSN", "CA": "SIN", "UK": "NI No", "AU": "TFN"}[c.country]
        n.ln("{lab}: {s}", lab=lab, s=("SSN", c.ssn))
    for lab, d in (extra_dates or []):
        n.ln("{lab}: {d}", lab=lab, d=c.d(d))


def referrer_line(c, rng):
    return [c.dr(c.referrer, rng.choice(["full", "init_last", "last"])), ", ", c.ref_role, ", ",
            ("HOSPITAL", c.ref_site)]


def gp_line(c, rng):
    return [c.dr(c.gp, rng.choice(["full", "init_last"])), ", ", ("HOSPITAL", c.gp_practice)]


def cc_block(n, c, rng, patient=True, gp=True, referrer=True):
    n.ln("cc:")
    if gp:
        n.ln("  {g}, {a}", g=gp_line(c, rng), a=c.gp_addr())
    if referrer:
        n.ln("  {r}", r=referrer_line(c, rng))
    if patient:
        n.ln("  {p}, {a}", p=[c.pt.title(c.country, c.married), " ", ("PATIENT", c.pt.form("full"))]
             if rng.random() < 0.6 else ("PATIENT", c.pt.form("full")), a=c.addr())


def typist_line(n, c, rng, dictated=None, typed=None):
    ini_np = (c.np.first[0] + c.np.last[:2]).upper() if rng.random() < 0.5 else (c.np.first[0] + c.np.last[0]).upper()
    typist = make_person(rng)
    ini_t = (typist.first[0] + typist.last[0]).lower()
    r = rng.random()
    if r < 0.4:
        n.ln("{a}/{b}", a=("DOCTOR", ini_np), b=("DOCTOR", ini_t))
    elif r < 0.7 and dictated and typed:
        n.ln("D: {d1}  T: {d2}  {a}/{b}", d1=c.d(dictated), d2=c.d(typed), a=("DOCTOR", ini_np), b=("DOCTOR", ini_t))
    else:
        n.ln("Dictated but not read. Typed by {t}.", t=("DOCTOR", typist.form(rng.choice(["full", "init_last"]))))


def bullets(n, items, rng, style=None):
    style = style or rng.choice(["-", "*", "num", "bullet"])
    for i, it in enumerate(items, 1):
        pre = {"-": "- ", "*": "* ", "num": "%d. " % i, "bullet": "\u2022 "}[style]
        n.add(pre, it, "\n")


def salutation_to_dr(c, p, rng):
    st = rng.choice(["last", "full", "first_name"])
    if st == "first_name":
        return ["Dear ", ("DOCTOR", p.first)]
    return ["Dear Dr ", ("DOCTOR", p.form(st if st != "first_name" else "last"))]


def sign_other(n, p, role, rng, us=False, lic=None, country="UK"):
    r = rng.random()
    if r < 0.5:
        n.ln("{nm}", nm=("DOCTOR", p.form(rng.choice(["full", "full_mi"]))))
    elif r < 0.8:
        n.ln("Dr{dot} {nm}", dot="." if us else "", nm=("DOCTOR", p.form("full")))
    else:
        n.ln("{nm} ({ini})", nm=("DOCTOR", p.form("full")), ini=("DOCTOR", p.form("initials_bare")))
    n.ln(role)
    if lic:
        n.ln("{lab} {v}", lab={"UK": "GMC", "US": "NPI", "AU": "AHPRA", "CA": "CPSO"}[country], v=("LICENSE", lic))


def soft_wrap(s):
    return s
