"""Shared blocks: letterheads, patient headers, signatures, cc lists."""
import pools as P

DEPTS = ["Department of Nuclear Medicine", "Nuclear Medicine Department", "Nuclear Medicine & PET-CT",
         "PET-CT Centre", "Molecular Imaging and Therapy", "Nuclear Medicine Service"]


def hosp_addr(c):
    if not hasattr(c, "_haddr"):
        c._haddr = c.address()
    return c._haddr


def letterhead(d, c, dept=None):
    dept = dept or c.ch(DEPTS)
    a = hosp_addr(c)
    k = c.ri(0, 3)
    if k == 0:
        d.f("{h}\n{dp}\n", h=c.H(), dp=dept)
        d.w(c.addr(a, sep=", "))
        d.f("\nTel: {t}   Fax: {x}\n", t=(c.dept_phone, "PHONE"), x=(c.dept_fax, "FAX"))
    elif k == 1:
        d.f("{h} | {dp} | T {t} | F {x} | {e}\n", h=c.H(), dp=dept, t=(c.dept_phone, "PHONE"),
            x=(c.dept_fax, "FAX"), e=(c.email(), "EMAIL"))
    elif k == 2:
        d.f("{dp} - {h}\n", dp=dept.upper(), h=(c.hosp.upper(), "HOSPITAL"))
    else:
        d.f("{h}\n{dp}\n", h=c.H(), dp=dept)
        d.f("Direct line {t}{x}   {u}\n", t=(c.dept_phone + c.ext(), "PHONE"), x="",
            u=(c.url(), "URL"))
    d.t("\n")


def sex_letter(c):
    return c.pt["p"].sex


def pt_header(d, c, exam, acc=None, referrer=None, ref_site=None, date=None):
    """Patient/exam header in one of several layouts."""
    pt = c.pt
    acc = acc or c.acc()
    date = date or c.exam
    k = c.ri(0, 3)
    if c.c == "US" and k == 0:
        k = 2
    if k == 0:
        d.f("Patient: {n}\t\tDOB: {dob} ({a}y)\tSex: {s}\n", n=c.ptn(c.ch(["LF", "fl", "Lf"])),
            dob=c.D(pt["dob"]), a=(str(pt["age"]), "AGE"), s=sex_letter(c))
        d.w(c.pt_ids()).t("\n")
        d.f("Accession: {ac}\tExamination date: {ed}\n", ac=(acc, "IDNUM"), ed=c.D(date))
        if referrer:
            d.f("Referrer: {r}", r=c.drn(referrer))
            if ref_site:
                d.f(", {s}", s=(ref_site, "HOSPITAL"))
            d.t("\n")
        d.f("Examination: {e}\n\n", e=exam)
    elif k == 1:
        d.f("Name: {n} | DOB {dob} | Age {a} | Sex {s}\n", n=c.ptn("fl"), dob=c.D(pt["dob"]),
            a=(str(pt["age"]), "AGE"), s=sex_letter(c))
        d.w(c.pt_ids(sep=" | ")).f(" | Acc {ac}\n", ac=(acc, "IDNUM"))
        d.f("Exam: {e} | Date of study: {ed}\n", e=exam, ed=c.D(date, c.ch(["wdlong", "long", "num"])))
        if referrer:
            d.f("Requested by: {r}", r=c.drn(referrer, "fl"))
            if ref_site:
                d.f(" ({s})", s=(ref_site, "HOSPITAL"))
            d.t("\n")
        d.t("\n")
    elif k == 2:
        d.f("PATIENT NAME: {n}\n", n=c.ptn("LFU"))
        d.w(c.pt_ids(sep="\n")).t("\n")
        d.f("DOB: {dob}   AGE: {a}Y   SEX: {s}\n", dob=c.D(pt["dob"], "num"), a=(str(pt["age"]), "AGE"),
            s=sex_letter(c))
        d.f("ACCESSION #: {ac}\n", ac=(acc, "IDNUM"))
        if referrer:
            d.f("ORDERING PHYSICIAN: {r}\n", r=[(referrer.nm("LFU"), "DOCTOR")] + (
                [", MD"] if c.c in ("US", "CA") else []))
        d.f("EXAM: {e}\nEXAM DATE: {ed}  {tm}\n\n", e=exam.upper(), ed=c.D(date, "num"), tm=c.time())
    else:
        d.f("{e}\n", e=exam)
        sty = c.ch(["LF", "fml"])
        d.f("{n}, {a} {s}, born {dob}, {lab} {m}\n", n=c.ptn(sty, title=sty == "fml" and c.maybe(0.6)),
            a=(str(pt["age"]), "AGE"), s=c.ch(["yrs", "years", "y"]), dob=c.D(pt["dob"], c.ch(["long", "num"])),
            lab=c.ch(["MRN", "record no."]), m=(pt["mrn"], "MRN"))
        d.f("Study date: {ed}; accession {ac}\n", ed=c.D(date), ac=(acc, "IDNUM"))
        if referrer:
            d.f("Referring clinician: {r}\n", r=c.drn(referrer))
        d.t("\n")


def signature(d, c, p, role="rad", when=None, title=None):
    when = when or c.exam
    cr = c.cred(role)
    k = c.ri(0, 4)
    title = title or {"rad": c.ch(["Consultant Radiologist", "Nuclear Medicine Physician",
                                   "Consultant in Nuclear Medicine"] if c.c != "US" else
                                  ["Nuclear Medicine Physician", "Attending Radiologist", "Authorized User"]),
                      "phys": c.ch(["Clinical Scientist", "Medical Physicist", "Radiation Protection Adviser"]),
                      "tech": c.ch(["Nuclear Medicine Technologist", "Radiographer", "Clinical Technologist"]),
                      "rph": c.ch(["Radiopharmacist", "Nuclear Pharmacist"]),
                      "rn": c.ch(["Nurse Specialist", "Thyroid Nurse", "Clinical Nurse"])}[role]
    if k == 0:
        d.f("\nReported by: {n}, {cr}\n{t}\n{dt} {tm}\n", n=c.drn(p, "fl"), cr=cr, t=title,
            dt=c.D(when), tm=c.time())
    elif k == 1:
        d.f("\nElectronically signed by: {n}, {cr} on {dt} at {tm}\n", n=[(p.nm("fl"), "DOCTOR")], cr=cr,
            dt=c.D(when, "num"), tm=c.time())
    elif k == 2:
        d.f("\n{n}\n{cr}\n{t}\n", n=c.drn(p, "fml"), cr=cr, t=title)
        if role == "rad" and c.maybe(0.7):
            d.w(c.L()).t("\n")
    elif k == 3:
        ty = c.staff("typist")
        d.f("\nDictated by: {n}   Transcribed by: {ty}\nD: {d1}  T: {d2}\n", n=c.drn(p, "fl"),
            ty=(ty.nm("lc") if c.maybe(0.5) else ty.nm("fl"), "DOCTOR"), d1=c.D(when, "num"),
            d2=c.D(c.plus(when, c.ch([0, 1, 1, 2])), "num"))
    else:
        d.f("\nVerified: {n} ({t}) {dt}\n", n=c.drn(p, "il"), t=title, dt=c.D(when, c.ch(["dash", "DASH", "iso"])))


def cc_block(d, c, extra=None):
    gp = c.staff("gp")
    d.f("\ncc: {g}, {pr}\n", g=c.drn(gp, c.ch(["fl", "il"])), pr=(c.ch(P.PRACTICES[c.c]), "HOSPITAL"))
    if extra is not None:
        d.f("    {e}\n", e=extra)


def gp_address(d, c):
    gp = c.staff("gp")
    pr = c.ch(P.PRACTICES[c.c])
    d.f("{g}\n{pr}\n", g=c.drn(gp, "fl"), pr=(pr, "HOSPITAL"))
    d.w(c.addr(c.address(), sep="\n")).t("\n\n")


def pt_address_block(d, c, country=None):
    pt = c.pt
    d.f("{n}\n", n=[c.title(pt["p"]) + " ", (pt["p"].nm(c.ch(["fl", "fml", "il"])), "PATIENT")])
    d.w(c.addr(pt["addr"], sep="\n", country=c.maybe(0.25) if country is None else country)).t("\n\n")
