"""Shared note blocks: letterheads, patient banners, signatures, name forms."""
import places
import pools

CONS_ROLE = {
    "GB": [("Consultant Ophthalmic Surgeon", "FRCOphth"), ("Consultant Ophthalmologist, Glaucoma Lead", "FRCOphth"),
           ("Consultant Ophthalmologist", "MBChB FRCOphth")],
    "IE": [("Consultant Ophthalmic Surgeon", "FRCSI"), ("Consultant Ophthalmologist", "MB BCh BAO FRCSI (Ophth)")],
    "AU": [("Ophthalmologist", "FRANZCO"), ("Consultant Ophthalmologist (Glaucoma)", "MBBS FRANZCO")],
    "NZ": [("Consultant Ophthalmologist", "FRANZCO"), ("Glaucoma Specialist", "MBChB FRANZCO")],
    "CA": [("Ophthalmologist, Glaucoma Service", "MD, FRCSC"), ("Glaucoma Specialist", "MD FRCSC")],
    "US": [("Glaucoma Specialist", "MD"), ("Attending Ophthalmologist, Glaucoma Service", "MD, MPH"),
           ("Glaucoma & Cataract Surgeon", "MD")],
}
JUNIOR_ROLE = {
    "GB": ["Specialty Registrar (ST5)", "Glaucoma Fellow", "Speciality Doctor", "ST3 Ophthalmology"],
    "IE": ["Specialist Registrar", "SHO in Ophthalmology", "Glaucoma Fellow"],
    "AU": ["Ophthalmology Registrar", "Glaucoma Fellow", "Principal House Officer"],
    "NZ": ["Ophthalmology Registrar", "Glaucoma Fellow", "Medical Officer (Eyes)"],
    "CA": ["PGY-4 Ophthalmology Resident", "Glaucoma Fellow"],
    "US": ["PGY-3 Resident", "Glaucoma Fellow", "PGY-2 Resident"],
}
NURSE_ROLE = {
    "GB": ["Glaucoma Specialist Nurse", "Ophthalmic Nurse Practitioner", "Staff Nurse, Eye Clinic"],
    "IE": ["Clinical Nurse Specialist (Glaucoma)", "Staff Nurse", "ANP Ophthalmology"],
    "AU": ["Clinical Nurse Consultant (Ophthalmology)", "RN, Eye Clinic"],
    "NZ": ["Clinical Nurse Specialist", "RN Ophthalmology"],
    "CA": ["RN, Glaucoma Clinic", "Certified Ophthalmic Technician"],
    "US": ["RN", "COT", "COA", "COMT"],
}
OPTOM_CRED = {"GB": ["MCOptom", "BSc(Hons) MCOptom Prof Cert Glauc", "MCOptom Dip Glauc", "Optometrist"],
              "IE": ["MCOptom", "BSc Optom", "Optometrist"], "AU": ["B.Optom", "BVisSc MOptom", "Optometrist"],
              "NZ": ["BOptom", "Optometrist"], "CA": ["OD", "OD, FAAO"], "US": ["OD", "OD, FAAO"]}
GP_WORD = {"GB": "GP", "IE": "GP", "AU": "GP", "NZ": "GP", "CA": "family physician", "US": "PCP"}
DEPT = ["Department of Ophthalmology", "Glaucoma Service", "Eye Department", "Ophthalmology Outpatients",
        "Glaucoma Unit", "Eye Clinic"]


def name(n, x, p, typ, form="tl"):
    """Write a person's name in one of several forms; titles stay outside the span."""
    if form == "tl":
        n.t(p.title + " ")
        n.p(typ, p.last)
    elif form == "tf":
        n.t(p.title + " ")
        n.p(typ, p.full(mid=x.chance(0.3)))
    elif form == "full":
        n.p(typ, p.full(mid=x.chance(0.25)))
    elif form == "LF":
        n.p(typ, p.lastfirst(caps=x.chance(0.7)))
    elif form == "LFU":
        n.p(typ, "%s, %s" % (p.last.upper(), p.first.upper()))
    elif form == "FL":
        n.p(typ, "%s %s" % (p.first, p.last.upper()))
    elif form == "first":
        n.p(typ, p.first)
    elif form == "init":
        n.p(typ, p.inits(dots=x.chance(0.6)))
    elif form == "fi":
        n.p(typ, p.finit(dot=x.chance(0.5)))
    else:
        raise ValueError(form)


def doc(n, x, p, form=None, title=None):
    """Clinician name with a title outside the span."""
    form = form or x.pick(["full", "full", "tl", "fi"])
    if form == "full":
        if title:
            n.t(title + " ")
        n.p("DOCTOR", p.full(mid=x.chance(0.2)))
    elif form == "tl":
        n.t((title or x.dr()) + " ")
        n.p("DOCTOR", p.last)
    else:
        if title:
            n.t(title + " ")
        n.p("DOCTOR", p.finit(dot=x.chance(0.5)))


def letterhead(n, x, dept=None, url=None, fax=True):
    rng = x.rng
    a = x.hosp_addr
    n.p("HOSPITAL", x.hosp.upper() if rng.random() < 0.4 else x.hosp)
    n.t("\n" + (dept or x.pick(DEPT)) + "\n")
    n.add(x.addr_pieces(a, sep=x.pick([", ", "\n"])))
    n.t("\nTel: ")
    n.p("PHONE", x.phone(ext=rng.random() < 0.4, reg=a["region"]))
    if fax:
        n.t(x.pick(["   Fax: ", "  |  Fax ", "\nFax: "]))
        n.p("FAX", x.phone(reg=a["region"]))
    if rng.random() < 0.7:
        n.t("\nEmail: ")
        n.p("EMAIL", x.email(role=x.pick(["glaucoma.secretaries", "eye.clinic", "ophthalmology.admin",
                                          "glaucoma.team", "eyes.referrals"]), domain=x.hosp_domain()))
    if url or (url is None and rng.random() < 0.3):
        n.t("\nWeb: ")
        n.p("URL", x.url())
    n.t("\n\n")


def banner(n, x, style=None, hp=True, addr=False, age=True, mrn=None):
    """Patient identification banner."""
    rng = x.rng
    style = style if style is not None else rng.randint(0, 3)
    mlab, mval = mrn or x.mrn()
    hlab, hval = x.healthplan()
    if style == 0:
        n.t("Patient: ")
        name(n, x, x.pt, "PATIENT", "LF")
        n.t("   DOB: ")
        n.p("DATE", x.date(x.dob, "num"))
        if age:
            n.t(" (")
            n.p("AGE", str(x.age))
            n.t(x.pick(["y)", " yrs)", ")"]))
        n.t("\n%s: " % mlab)
        n.p("MRN", mval)
        if hp:
            n.t("   %s: " % hlab)
            n.p("HEALTHPLAN", hval)
        n.t("\n")
    elif style == 1:
        n.t("Name: ")
        name(n, x, x.pt, "PATIENT", x.pick(["full", "FL", "tf"]))
        n.t("\nDate of birth: ")
        n.p("DATE", x.date(x.dob))
        if age:
            n.t("   Age: ")
            n.p("AGE", str(x.age))
        n.t("\n%s: " % mlab)
        n.p("MRN", mval)
        n.t("\n")
        if hp:
            n.t("%s: " % hlab)
            n.p("HEALTHPLAN", hval)
            n.t("\n")
    elif style == 2:
        name(n, x, x.pt, "PATIENT", "LFU")
        n.t(" | ")
        n.p("DATE", x.date(x.dob, "num"))
        if age:
            n.t(" | ")
            n.p("AGE", str(x.age))
            n.t(x.pick(["y ", "yo ", " y "]) + x.pt.sex)
        n.t(" | %s " % mlab)
        n.p("MRN", mval)
        if hp:
            n.t(" | %s " % hlab)
            n.p("HEALTHPLAN", hval)
        n.t("\n")
    else:
        n.t("PATIENT DETAILS\n  Surname: ")
        n.p("PATIENT", x.pt.last.upper())
        n.t("\n  Forename(s): ")
        n.p("PATIENT", x.pt.first + ((" " + x.pt.mid) if x.pt.mid else ""))
        n.t("\n  DOB: ")
        n.p("DATE", x.date(x.dob, "num"))
        n.t("   Sex: %s\n  %s: " % (x.pt.sex, mlab))
        n.p("MRN", mval)
        n.t("\n")
        if hp:
            n.t("  %s: " % hlab)
            n.p("HEALTHPLAN", hval)
            n.t("\n")
    if addr:
        n.t("Address: ")
        n.add(x.addr_pieces(x.addr))
        n.t("\n")


def signature(n, x, p=None, role=None, lic=True, title=None):
    rng = x.rng
    p = p or x.cons
    r, cred = role or rng.choice(CONS_ROLE[x.c])
    n.t(rng.choice(["Yours sincerely,\n\n\n", "Kind regards,\n\n", "Yours sincerely\n\n", "Sincerely,\n\n",
                    "With best wishes,\n\n"]))
    if title:
        n.t(title + " ")
    n.p("DOCTOR", p.full(mid=rng.random() < 0.3))
    n.t(" " + cred + "\n" + r + "\n")
    if lic:
        lab, val = x.doc_licence()
        n.t(lab + " ")
        n.p("LICENSE", val)
        n.t("\n")


def initials_ref(n, x, a=None, b=None):
    """'Our ref: RD/ak' style: two initials spans."""
    a = a or x.cons
    b = b or x.sec
    n.p("DOCTOR", a.inits(dots=False))
    n.t("/")
    n.p("DOCTOR", b.inits(dots=False).lower())


def gp_block(n, x):
    doc(n, x, x.gp, "full", title=x.dr())
    n.t("\n")
    n.p("HOSPITAL", x.practice)
    n.t("\n")
    n.add(x.addr_pieces(x.practice_addr, sep="\n"))
    n.t("\n\n")


def optom_block(n, x, sep="\n"):
    n.p("DOCTOR", x.optom.full())
    n.t(", " + x.pick(OPTOM_CRED[x.c]) + sep)
    n.p("HOSPITAL", x.optom_practice)
    n.t(sep)
    n.add(x.addr_pieces(x.optom_addr, sep=", "))


def abroad(n, x):
    """A foreign country (never the note's own); a leading 'the' stays outside the span."""
    own = places.COUNTRY_NAME[x.c]
    name = x.pick([c for c in pools.ABROAD if c != own])
    if name.startswith("the "):
        n.t(name[:4])
        name = name[4:]
    n.p("COUNTRY", name)
