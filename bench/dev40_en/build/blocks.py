"""Shared building blocks: addresses, headers, signatures, footers."""
import datetime as dt

import locales as LC
import places as PL
from doc import X

ROLE_TITLES = {
    "medonc": {"US": ["Attending Physician, Hematology/Oncology", "Medical Oncologist", "Attending, Medical Oncology"],
               "CA": ["Medical Oncologist", "Staff Physician, Medical Oncology"],
               "UK": ["Consultant Medical Oncologist", "Consultant in Medical Oncology"],
               "IE": ["Consultant Medical Oncologist"], "AU": ["Medical Oncologist", "Staff Specialist, Medical Oncology"],
               "NZ": ["Medical Oncologist", "Consultant Medical Oncologist"]},
    "radonc": {"US": ["Radiation Oncologist", "Attending, Radiation Oncology"], "CA": ["Radiation Oncologist"],
               "UK": ["Consultant Clinical Oncologist"], "IE": ["Consultant Radiation Oncologist"],
               "AU": ["Radiation Oncologist"], "NZ": ["Radiation Oncologist"]},
    "surgeon": {"US": ["Breast Surgical Oncologist", "Surgical Oncologist"], "CA": ["General Surgeon, Breast Program"],
                "UK": ["Consultant Oncoplastic Breast Surgeon", "Consultant Breast Surgeon"],
                "IE": ["Consultant Breast Surgeon"], "AU": ["Breast and Endocrine Surgeon"],
                "NZ": ["General and Breast Surgeon"]},
    "haem": {"US": ["Attending, Blood and Marrow Transplant", "BMT Physician"], "CA": ["Hematologist, Transplant Program"],
             "UK": ["Consultant Haematologist", "Consultant Haematologist (BMT)"], "IE": ["Consultant Haematologist"],
             "AU": ["Haematologist, BMT Service"], "NZ": ["Haematologist"]},
    "fellow": {"US": ["Hematology/Oncology Fellow", "PGY-5 Fellow"], "CA": ["Oncology Fellow", "Resident (PGY-4)"],
               "UK": ["Specialty Registrar (ST5)", "Clinical Fellow", "Oncology Registrar"],
               "IE": ["Specialist Registrar", "SpR in Medical Oncology"], "AU": ["Advanced Trainee", "Oncology Registrar"],
               "NZ": ["Oncology Registrar"]},
}

SPEC_DEPT = {"US": "Hematology/Oncology", "CA": "Oncology", "UK": "Oncology", "IE": "Oncology", "AU": "Oncology",
             "NZ": "Oncology"}


def art(word):
    return "an " if word[0].lower() in "aeiou" and not word.startswith("uni") else "a "


def role_title(C, role):
    t = ROLE_TITLES.get(role, {}).get(C.L)
    if not t:
        return ""
    return C.R.choice(t)


def city_piece(C, a):
    if C.L == "AU" and C.R.random() < 0.5:
        return X("CITY", a.city.upper())
    return X("CITY", a.city)


def addr_inline(C, a, with_country=False):
    """One-line address split into spans."""
    R, L = C.R, C.L
    out = [X("STREET", a.street), ", "]
    if L == "US":
        out += [X("CITY", a.city), ", "]
        if R.random() < 0.9:
            out += [X("STATE", a.state), " ", X("ZIP", a.zip)]
        else:
            out += [X("STATE", a.state_full), " ", X("ZIP", a.zip)]
    elif L == "CA":
        out += [X("CITY", a.city), ", ", X("STATE", a.state if R.random() < 0.85 else a.state_full),
                R.choice([" ", "  "]), X("ZIP", a.zip)]
    elif L == "AU":
        out += [city_piece(C, a), " ", X("STATE", a.state), " ", X("ZIP", a.zip)]
    elif L == "NZ":
        out += [X("CITY", a.city), " ", X("ZIP", a.zip)]
    elif L == "UK":
        out += [X("CITY", a.city)]
        if a.state:
            out += [", ", X("CITY", a.state)]
        out += [", " if R.random() < 0.6 else " ", X("ZIP", a.zip)]
    elif L == "IE":
        out += [X("CITY", a.city), ", ", X("CITY", a.state)]
        if a.zip:
            out += [", ", X("ZIP", a.zip)]
    if with_country and a.country:
        out += [", "] + PL.country_pieces(X, a.country)
    return out


def addr_lines(C, a, indent=""):
    """Multi-line postal address."""
    L = C.L
    out = [indent, X("STREET", a.street), "\n"]
    if L == "US":
        out += [indent, X("CITY", a.city), ", ", X("STATE", a.state), " ", X("ZIP", a.zip), "\n"]
    elif L == "CA":
        out += [indent, X("CITY", a.city), " ", X("STATE", a.state), "  ", X("ZIP", a.zip), "\n"]
    elif L == "AU":
        out += [indent, city_piece(C, a), " ", X("STATE", a.state), " ", X("ZIP", a.zip), "\n"]
    elif L == "NZ":
        out += [indent, X("CITY", a.city), " ", X("ZIP", a.zip), "\n"]
    elif L == "UK":
        out += [indent, X("CITY", a.city), "\n"]
        if a.state:
            out += [indent, X("CITY", a.state), "\n"]
        out += [indent, X("ZIP", a.zip), "\n"]
    elif L == "IE":
        out += [indent, X("CITY", a.city), "\n", indent, X("CITY", a.state), "\n"]
        if a.zip:
            out += [indent, X("ZIP", a.zip), "\n"]
    return out


def tel(C, num, ext=False, typ="PHONE"):
    if ext:
        num = num + LC.extension(C.R, C.L)
    return X(typ, num)


def letterhead(doc, C, inst=None, dept=None, contact=True, web=None, email=None):
    R = C.R
    inst = inst or C.hosp
    dept = dept or "Department of Oncology"
    if R.random() < 0.5:
        doc.line(X("HOSPITAL", inst.name))
        doc.line(dept)
    else:
        doc.line(dept)
        doc.line(X("HOSPITAL", inst.name))
    if R.random() < 0.25:
        doc.line(X("LOCATION_OTHER", case_building(C)))
    if R.random() < 0.6:
        doc.line(*addr_inline(C, inst.addr))
    else:
        doc.add(*addr_lines(C, inst.addr))
    if contact:
        sep = R.choice(["  |  ", "   ", " / ", "\n"])
        doc.add(R.choice(["Tel: ", "Phone: ", "T: ", "Ph: "]), tel(C, inst.phone, R.random() < 0.3))
        if R.random() < 0.85:
            doc.add(sep, R.choice(["Fax: ", "F: ", "Fax "]), X("FAX", inst.fax))
        doc.add("\n")
    if email is None:
        email = R.random() < 0.4
    if email:
        doc.line(R.choice(["Email: ", "E: ", "Secure email: "]),
                 X("EMAIL", R.choice(["oncology.secretaries", "cancer.admin", "onc-referrals", "haematology.office",
                                      "cancerservices"]) + "@" + inst.domain))
    if web is None:
        web = R.random() < 0.25
    if web:
        doc.line(X("URL", inst.web))
    doc.blank()


def pt_header(doc, C, p=None, style=None, show_addr=None, show_ids=True):
    """Demographic block for the patient."""
    R, L = C.R, C.L
    p = p or C.pt
    style = style or R.choice(["re", "table", "upper", "inline"])
    if show_addr is None:
        show_addr = R.random() < 0.65
    ids = []
    if show_ids:
        if p.natid and R.random() < 0.95:
            ids.append((p.natid[0], X("MRN", p.natid[1])))
        ids.append((p.mrn_label, X("MRN", p.mrn)))
        for lab, val in p.plans[:2]:
            if R.random() < 0.55:
                ids.append((lab, X("HEALTHPLAN", val)))
        if p.ssn and R.random() < 0.5:
            ids.append((p.ssn[0], X("SSN", p.ssn[1])))
        if R.random() < 0.25:
            ids.append((R.choice(["Acct", "Account #", "Encounter", "Visit No", "Episode", "FIN", "CSN"]),
                        X("ACCOUNT", p.account)))
    if style == "re":
        doc.add("Re: ", p.t_full() if R.random() < 0.5 else p.fml())
        lab = R.choice(["  DOB: ", ", DOB ", "  D.O.B. ", " (born "])
        doc.add(lab, C.D(p.dob), ")" if lab == " (born " else "")
        doc.add("\n")
        if show_addr:
            doc.add("     ", *addr_inline(C, p.addr))
            doc.add("\n")
        if ids:
            doc.add("     ")
            for i, (lab, v) in enumerate(ids):
                doc.add(("   " if i else ""), lab, ": ", v)
            doc.add("\n")
    elif style == "table":
        w = 18
        doc.line("Patient:".ljust(w), p.LCF() if R.random() < 0.5 else p.LCf())
        if R.random() < 0.5:
            doc.line("DOB:".ljust(w), C.D(p.dob), "  Age: ", C.age(), R.choice(["", "y", " yrs"]))
        else:
            doc.line("DOB:".ljust(w), C.D(p.dob), " (", C.age(), R.choice(["y", " yrs", " years"]), ")")
        for lab, v in ids:
            doc.line((lab + ":").ljust(w), v)
        if show_addr:
            doc.line("Address:".ljust(w), *addr_inline(C, p.addr))
            if R.random() < 0.6:
                doc.line("Phone:".ljust(w), X("PHONE", p.mobile if R.random() < 0.5 else p.phone))
    elif style == "upper":
        doc.add("PATIENT: ", p.LCF(), "   ")
        doc.add("DOB: ", C.D(p.dob), "   ")
        doc.add("SEX: ", "F" if p.sex == "F" else "M", "\n")
        for i, (lab, v) in enumerate(ids):
            doc.add(lab.upper(), ": ", v, "   " if i < len(ids) - 1 else "")
        if ids:
            doc.add("\n")
        if show_addr:
            doc.add("ADDRESS: ", *addr_inline(C, p.addr))
            doc.add("\n")
    else:  # inline
        doc.add(p.fml(), ", ", C.D(p.dob), " (", C.age(), R.choice(["y", " yrs", "yo", ""]), ")")
        for lab, v in ids:
            doc.add(" | ", lab, " ", v)
        doc.add("\n")
        if show_addr:
            doc.add(*addr_inline(C, p.addr))
            doc.add("\n")


def signature(doc, C, person, role=None, licence=None, creds=True, closing=None, title=True):
    R = C.R
    if closing is None:
        closing = R.choice(["Yours sincerely,", "Kind regards,", "With best wishes,", "Yours faithfully,",
                            "Sincerely,", "Best regards,", "Warm regards,"])
    if closing:
        doc.line(closing)
        doc.blank()
        if R.random() < 0.5:
            doc.blank()
    if R.random() < 0.3:
        doc.line("Electronically signed by")
    nm = [person.t_full(C.period) if title and R.random() < 0.6 else person.fml()]
    doc.add(*nm)
    if creds and person.creds:
        doc.add(R.choice([", ", " "]), person.creds)
    doc.add("\n")
    rt = role_title(C, role or person.role or "")
    if rt:
        doc.line(rt)
    if licence is None:
        licence = R.random() < 0.4
    if licence:
        lab, val = LC.licence(R, C.L, person.last)
        doc.line(lab, R.choice([" ", ": "]), X("LICENSE", val))


def cc_block(doc, C, gp=None, practice=None, extra=()):
    R = C.R
    doc.line(R.choice(["cc:", "CC:", "Copy to:", "cc"]))
    if gp:
        doc.add("  ", gp.t_full(C.period) if R.random() < 0.7 else gp.fml(), ", ")
        if practice:
            doc.add(X("HOSPITAL", practice.name))
            if R.random() < 0.6:
                doc.add(", ", *addr_inline(C, practice.addr))
        doc.add("\n")
    for e in extra:
        doc.line("  ", *e)
    if R.random() < 0.55 or (not gp and not extra):
        p = C.pt
        doc.add("  ", p.t_full(C.period) if R.random() < 0.5 else p.fml())
        if R.random() < 0.5:
            doc.add(", ", *addr_inline(C, p.addr))
        else:
            doc.add(" (patient)")
        doc.add("\n")


def dict_footer(doc, C, author, typist=None):
    R = C.R
    typist = typist or C.staff("secretary", "secretary")
    d1 = C.today
    d2 = C.days(R.randint(0, 6))
    st = R.random()
    if st < 0.4:
        doc.line(author.initials(), "/", typist.initials(lower=True))
    elif st < 0.7:
        doc.line("D: ", C.D(d1), "  T: ", C.D(d2), "  ", author.initials(), "/", typist.initials(lower=True))
    else:
        doc.line("DD: ", C.D(d1), "  DT: ", C.D(d2))
        doc.line("Job #: ", X("IDNUM", "%07d" % R.randint(0, 9999999)), "  ", author.initials(), "/",
                 typist.initials(lower=True))
    if R.random() < 0.35:
        doc.line(R.choice(["Typed by ", "Transcribed by ", "Typed: "]), typist.full(),
                 R.choice([" (medical secretary)", "", " (secretary)"]))


def ehr_footer(doc, C, author, cosign=None):
    R = C.R
    d = C.today
    t = "%02d:%02d" % (R.randint(7, 19), R.randint(0, 59))
    st = R.random()
    if st < 0.35:
        doc.line("Electronically signed by ", author.fml(), ", ", author.creds or "MD", " on ", C.D(d), " at ", t)
    elif st < 0.7:
        doc.line("Signed: ", author.full(), " (", author.username(), ") ", C.D(d), " ", t)
    else:
        doc.line("Note authored by ", author.username(), " | last edited ", C.D(d), " ", t, " | status: Final")
    if cosign is not None:
        doc.line(R.choice(["Co-signed by ", "Attending attestation: I saw and examined the patient with ", "Reviewed by "]),
                 cosign.t_full(C.period) if R.random() < 0.5 else cosign.fml(),
                 R.choice(["", " and agree with the plan above.", "."]))


def social_hx(C, rich=True):
    """Pieces for a social history paragraph."""
    R, p = C.R, C.pt
    out = []
    fam = p.family
    sp = next((f for f in fam if f.rel in ("wife", "husband", "partner")), None)
    lives = R.random()
    if sp:
        out += ["Lives with ", "her " if p.sex == "F" else "his ", sp.rel, " ",
                sp.firstname() if R.random() < 0.6 else sp.full()]
        if R.random() < 0.4:
            out += [" (", X("AGE", str(sp.age)), ")"]
        out += [" in ", R.choice(["a bungalow", "a two-storey house", "a flat", "a farmhouse", "an apartment",
                                 "a terraced house", "a townhouse"]), " in ", X("CITY", p.addr.city), ". "]
    else:
        out += [R.choice(["Lives alone in ", "Lives independently in ", "Widowed, lives alone in "]), X("CITY", p.addr.city),
                ". "]
    if p.retired:
        out += ["Retired ", X("PROFESSION", p.profession)]
        if R.random() < 0.5:
            out += [" (previously at ", X("ORGANIZATION", p.employer), ")"]
        out += [". "]
    else:
        st = R.random()
        if st < 0.4:
            out += ["Works as ", art(p.profession), X("PROFESSION", p.profession), " for ", X("ORGANIZATION", p.employer), ". "]
        elif st < 0.7:
            out += ["Works as ", art(p.profession), X("PROFESSION", p.profession), "; currently ", R.choice(["off sick", "working reduced hours",
                                                                                          "still working full time"]), ". "]
        else:
            out += ["Employed at ", X("ORGANIZATION", p.employer), " as ", art(p.profession), X("PROFESSION", p.profession), ". "]
    if rich:
        kids = [f for f in fam if f.rel in ("son", "daughter")]
        if kids and R.random() < 0.7:
            k = kids[0]
            out += ["Her " if p.sex == "F" else "His ", k.rel, " ", k.firstname(), " ",
                    R.choice(["lives nearby and helps with transport", "is her main support" if p.sex == "F" else "is his main support",
                              "lives in ", "visits weekly"])]
            if out[-1] == "lives in ":
                if R.random() < 0.5:
                    out += PL.country_pieces(X, R.choice(PL.COUNTRIES))
                else:
                    out += [X("CITY", C.addr(False).city)]
            out += [". "]
        if p.birth_country and R.random() < 0.8:
            out += [R.choice(["Originally from ", "Born in ", "Moved here from "])]
            out += PL.country_pieces(X, p.birth_country)
            out += [R.choice([" in ", " in "]), X("DATE", str(max(p.dob.year + 5, C.today.year - R.randint(3, 40)))), ". "]
    import clinical as CL
    out += [R.choice(CL.SMOKING), " ", R.choice(CL.ALCOHOL)]
    return out


def family_hx(C):
    R = C.R
    opts = [["Mother had breast cancer diagnosed at ", X("AGE", str(R.randint(38, 79))), "."],
            ["Father died of bowel cancer aged ", X("AGE", str(R.randint(55, 88))), "."],
            ["Sister diagnosed with ovarian cancer at ", X("AGE", str(R.randint(35, 65))), "."],
            ["No family history of malignancy."],
            ["Paternal aunt had breast cancer in her ", R.choice(["40s", "50s", "60s"]), "."],
            ["Brother had prostate cancer at ", X("AGE", str(R.randint(52, 78))), "; father had MI at ",
             X("AGE", str(R.randint(45, 70))), "."],
            ["Maternal grandmother died of 'stomach cancer' at ", X("AGE", str(R.randint(60, 92))), "."]]
    k = R.choice([1, 1, 2])
    chosen = R.sample(opts, k)
    if k > 1:
        chosen = [o for o in chosen if o[0] != "No family history of malignancy."]
    out = []
    for o in chosen:
        out += o + [" "]
    return out[:-1]


def case_building(C):
    from people import make_building
    return make_building(C.R)
