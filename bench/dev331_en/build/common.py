"""Shared blocks (letterheads, patient banners, sign-offs) for dev331_en."""
import datetime as dt

import clinical as CL
import pools_people as PP

SERVICE = ["Inherited Cardiac Conditions Service", "Inherited Cardiac Conditions Clinic",
           "Cardiac Genetics Service", "Department of Cardiology - ICC Clinic",
           "Inherited Heart Disease Clinic", "Cardiogenetics Unit",
           "Heart Rhythm and Inherited Cardiac Disease Service",
           "Family Heart Clinic (Cardiomyopathy & Channelopathy)"]

ROLES_DR = ["Consultant Cardiologist", "Consultant Cardiologist & Electrophysiologist",
            "Consultant in Inherited Cardiac Conditions", "Specialist Registrar in Cardiology",
            "Clinical Fellow, Inherited Cardiac Conditions", "Consultant Clinical Geneticist",
            "Cardiology Attending", "Staff Cardiologist"]
ROLES_NURSE = ["ICC Clinical Nurse Specialist", "Genetic Counsellor", "Cardiac Genetic Counsellor",
               "Specialist Nurse, Inherited Cardiac Conditions", "Clinical Nurse Consultant",
               "Advanced Nurse Practitioner", "Family Liaison Nurse"]

REF_DATE = dt.date(2024, 6, 30)
WEEKDAY3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def t(ctx, s):
    """Title with period for North American style."""
    if ctx.c in ("US", "CA") and s in ("Dr", "Mr", "Mrs", "Ms", "Prof"):
        return s + "."
    return s


def gp_word(ctx):
    return {"US": "PCP", "CA": "family physician", "SG": "family physician"}.get(ctx.c, "GP")


def new_patient(ctx, lo=12, hi=70, ref=None, sex=None):
    ref = ref or ctx.rdate(2021, 2024)
    pt = ctx.person("PATIENT", sex=sex)
    pt.age = ctx.r.randint(lo, hi)
    pt.dob = ctx.dob_for(pt.age, ref)
    return pt, ref


def doctor(ctx, sex=None, nurse=False):
    d = ctx.person("DOCTOR", sex=sex)
    d.nurse = nurse
    d.role_title = ctx.ch(ROLES_NURSE if nurse else ROLES_DR)
    if nurse:
        d.title = ""
    elif ctx.p(0.12):
        d.title = "Prof"
    return d


def drname(ctx, d, style=None):
    """Items for a clinician name with title outside the span."""
    style = style or ctx.ch(["title_full", "title_last", "full", "title_full"])
    if d.nurse or style == "full":
        return [d.fn()]
    if style == "title_last":
        return [t(ctx, d.title) + " ", d.ln()]
    if style == "initial":
        return [t(ctx, d.title) + " ", d.initial_last()]
    return [t(ctx, d.title) + " ", d.fn()]


def letterhead(n, ctx, hosp=None, contact=True, url=False):
    hosp = hosp or ctx.hospital()
    if ctx.p(0.5):
        n(hosp, "\n", ctx.ch(SERVICE), "\n")
    else:
        n(ctx.ch(SERVICE), "\n", hosp, "\n")
    n(ctx.address(sep="\n" if ctx.p(0.6) else ", "), "\n")
    if contact:
        n(ctx.ch(["Tel: ", "Tel ", "Phone: ", "T: "]), ctx.phone(ext=ctx.p(0.3)))
        if ctx.p(0.7):
            n(ctx.ch(["  Fax: ", " | Fax ", "\nFax: ", "  F: "]), ctx.fax())
        if ctx.p(0.6):
            n(ctx.ch(["\nEmail: ", "  E: ", "\n"]), ctx.email())
        if url:
            n("\n", ctx.url())
        n("\n")
    return hosp


def id_line(ctx, pt, style=None):
    """One-line or multi-line patient identification banner as items."""
    ml, mrn = ctx.mrn()
    hl, hn = ctx.healthno()
    style = style or ctx.ch(["re", "banner", "table"])
    dob = ctx.date(pt.dob, ctx.ch(["num", "num", "abbr", "long", "dmy_upper"]))
    if style == "re":
        return ["Re: ", pt.fn() if ctx.p(0.6) else pt.cap(), "  DOB: ", dob,
                "  ", ml, " ", mrn, ctx.ch(["  ", "\n    "]), hl, " ", hn, "\n"]
    if style == "banner":
        return [pt.cap(), " | ", ctx.ch(["DOB ", "D.O.B. ", "Born "]), dob, " (", ("AGE", str(pt.age)),
                ctx.ch(["y", " yrs", ""]), ") | ", ml, " ", mrn, " | ", hl, " ", hn, "\n"]
    return ["Patient:      ", pt.fn(), "\nDOB:          ", dob, "\n", (ml + ":").replace("::", ":").ljust(14), mrn,
            "\n", (hl + ":").replace("::", ":").ljust(14), hn, "\n"]


def pt_address(n, ctx, pt):
    n(ctx.address(sep="\n" if ctx.p(0.7) else ", "), "\n")


def signoff(n, ctx, d, close=None, lic=None):
    close = close or ctx.ch(["Yours sincerely,", "Kind regards,", "With best wishes,",
                             "Yours sincerely", "Regards,", "Sincerely,"])
    n("\n", close, "\n\n", ctx.ch(["", "\n", "(electronically signed)\n"]))
    if d.nurse:
        n(d.fn())
    else:
        n(t(ctx, d.title), " ", d.fn() if ctx.p(0.8) else d.mid())
        n(ctx.ch(["", " MB BCh BAO MRCPI", " MD FRACP", " MBChB MRCP(UK)", " MD FRCPC", " MBBS FRCP",
                  " MD, FACC", " MBChB FRACP", " MD PhD"]))
    n("\n", d.role_title)
    if lic is None:
        lic = ctx.p(0.45)
    if lic:
        lab, val = ctx.medlic(nurse=d.nurse)
        n(ctx.ch(["\n", "  "]), lab, " ", val)
    n("\n")


def cc_block(n, ctx, pt, gp=None, extra=()):
    n("\ncc: ")
    first = True
    if gp is not None:
        n(t(ctx, "Dr"), " ", gp.fn() if ctx.p(0.6) else gp.ln(), ", ", ctx.practice())
        if ctx.p(0.5):
            n(", ", ctx.address(sep=", "))
        first = False
    if ctx.p(0.6):
        o, c = ctx.ch([(" (", ")"), (" - ", ""), (", ", "")])
        n("" if first else "\n    ", "Patient", o, pt.fn(), c)
        first = False
    for e in extra:
        n("\n    ", e)
    n("\n")


def typist(n, ctx, dr, ref):
    typ = ctx.person("DOCTOR")
    k = ctx.r.randrange(4)
    if k == 0:
        n("\n", dr.ini(dots=False), "/", ("DOCTOR", typ.first[0].lower() + typ.last[0].lower()), "\n")
    elif k == 1:
        n("\nDictated: ", ctx.date(ref, "num"), "   Typed: ", ctx.date(ctx.shift(ref, 1, 9), "num"),
          " by ", typ.initial_last(), "\n")
    elif k == 2:
        n("\nD: ", ctx.date(ref, "short"), " T: ", ctx.date(ctx.shift(ref, 1, 6), "short"), " ",
          ("DOCTOR", (typ.first[0] + typ.last[0]).lower()), "\n")
    else:
        n("\nTranscribed by ", typ.fn(), ", medical secretary, ", ctx.date(ctx.shift(ref, 1, 5)), "\n")


def relatives(ctx, pt, k):
    """Return a list of (relation, Person) for family members of pt."""
    out = []
    pool1 = [r for r in CL.RELS_1 if (pt.age or 40) >= 22 or r[0] not in ("son", "daughter")]
    rels = ctx.r.sample(pool1, min(k, len(pool1)))
    if k > len(pool1):
        pool2 = [r for r in CL.RELS_2 if (pt.age or 40) >= 30 or r[0] not in ("nephew", "niece")]
        rels += ctx.r.sample(pool2, k - len(pool1))
    for rel, sex in rels:
        same = rel in ("father", "brother", "sister", "son", "daughter", "paternal aunt",
                       "paternal uncle", "paternal grandfather", "half-brother")
        if rel in ("sister", "daughter", "paternal aunt") and ctx.p(0.3):
            same = False
        per = ctx.relative(pt, sex=sex, same_name=same)
        base = pt.age or 40
        if rel in ("mother", "father"):
            a = base + ctx.r.randint(20, 34)
        elif rel in ("son", "daughter", "nephew", "niece"):
            a = max(1, base - ctx.r.randint(20, 34))
        elif "grand" in rel:
            a = base + ctx.r.randint(45, 60)
        elif "aunt" in rel or "uncle" in rel:
            a = base + ctx.r.randint(18, 38)
        else:
            a = max(2, base + ctx.r.randint(-12, 12))
        per.age = a
        per.rel = rel
        out.append(per)
    return out


def patient_ref(ctx, pt):
    """A later mention of the patient in narrative (items)."""
    k = ctx.r.randrange(5)
    if k == 0:
        return [t(ctx, pt.title), " ", pt.ln()]
    if k == 1:
        return [pt.gn()]
    if k == 2:
        return [pt.fn()]
    return [t(ctx, pt.title), " ", pt.ln()]


def typo(ctx, right, wrong, prob=0.06):
    """Occasional realistic misspelling in non-PHI text."""
    return wrong if ctx.p(prob) else right
