"""Shared note furniture: letterheads, patient banners, sign-offs, audit
footers.  Everything returns composites of plain text and span pieces."""
from doc import P, J
import fake as F

DOC_TITLES = {
    "US": ["Attending Physician, Pulmonary Hypertension Program", "Director, Pulmonary Vascular Disease Program",
           "Pulmonary & Critical Care Fellow", "Advanced Heart Failure & PH Cardiologist",
           "Associate Professor of Medicine"],
    "CA": ["Respirologist, Pulmonary Hypertension Program", "Staff Physician, PH Clinic",
           "Clinical Fellow, Pulmonary Vascular Disease"],
    "UK": ["Consultant Respiratory Physician", "Consultant in Pulmonary Vascular Medicine",
           "Consultant Cardiologist (Pulmonary Hypertension)", "Specialty Registrar (ST6) Respiratory Medicine",
           "Clinical Fellow in Pulmonary Hypertension"],
    "IE": ["Consultant Respiratory Physician", "Consultant in Pulmonary Hypertension",
           "Specialist Registrar", "Registrar in Respiratory Medicine"],
    "AU": ["Staff Specialist, Thoracic Medicine", "Respiratory & Sleep Physician",
           "Advanced Trainee, Respiratory Medicine", "Director, Pulmonary Hypertension Service"],
    "NZ": ["Respiratory Physician", "Consultant Cardiologist", "Advanced Trainee (Respiratory)"],
    "ZA": ["Pulmonologist", "Specialist Physician (Pulmonology)", "Registrar, Internal Medicine"],
}

NURSE_TITLES = {
    "US": ["PH Nurse Coordinator", "Nurse Practitioner, PH Program", "Infusion Nurse"],
    "CA": ["PH Nurse Clinician", "Nurse Practitioner"],
}
NURSE_DEFAULT = ["PH Clinical Nurse Specialist", "Pulmonary Hypertension CNS", "Specialist Nurse, PH Service",
                 "Advanced Nurse Practitioner", "Clinical Nurse Consultant (PH)"]

DEPTS = ["Pulmonary Hypertension Service", "Pulmonary Vascular Unit", "Department of Respiratory Medicine",
         "Pulmonary Hypertension Clinic", "Cardiopulmonary Unit", "PH Centre"]
DEPTS_US = ["Pulmonary Hypertension Program", "Division of Pulmonary & Critical Care Medicine",
            "Pulmonary Vascular Disease Clinic", "Advanced Lung Disease Program"]


def dept(r, c):
    return r.choice(DEPTS_US if c in ("US", "CA") else DEPTS)


def doc_title(r, c):
    return r.choice(DOC_TITLES[c])


def nurse_title(r, c):
    return r.choice(NURSE_TITLES.get(c, NURSE_DEFAULT))


def letterhead(r, c, hosp, dpt=None, contacts=True):
    """Hospital name, department, address, phone/fax/email."""
    a = F.address(r, c, inst=True)
    out = [P("HOSPITAL", hosp), "\n"]
    out += [dpt or dept(r, c), "\n"]
    out.append(F.addr_lines(r, c, a, oneline=True))
    out.append("\n")
    if contacts:
        bits = [J("Tel: ", P("PHONE", F.phone(r, c, mobile=False)))]
        if F.chance(r, 0.7):
            bits.append(J("Fax: ", P("FAX", F.phone(r, c, mobile=False))))
        if F.chance(r, 0.6):
            bits.append(J("Email: ", P("EMAIL", F.team_email(r))))
        for i, b in enumerate(bits):
            if i:
                out.append(r.choice(["  |  ", "   ", "  "]))
            out.append(b)
        out.append("\n")
    return J(*out)


def dob_label(r, c):
    return r.choice(["DOB", "D.O.B.", "Date of birth", "DOB"])


def banner(r, c, pat, ref_date, style=None, hosp_no_label=None):
    """Patient identification block."""
    style = style if style is not None else r.randrange(4)
    mrn_lab = hosp_no_label or r.choice({"US": ["MRN", "MRN #", "Med Rec #"], "CA": ["MRN", "Chart #"],
                                         "UK": ["Hosp No", "Hospital No", "MRN", "RXN"],
                                         "IE": ["MRN", "Hosp No", "Chart No"], "AU": ["UR", "URN", "MRN"],
                                         "NZ": ["Hosp No", "NHI"], "ZA": ["Hosp No", "Folder No"]}[c])
    if c == "NZ" and mrn_lab == "NHI":
        mrn_lab = "Hosp No"
    nat_t, nat_l, nat_v = pat.nat
    dob = F.D(r, c, pat.dob)
    if style == 0:
        return J("Re: ", F.pname(pat, r.choice(["fullmid", "titlefull", "full"])), "  ", dob_label(r, c), ": ", dob,
                 "\n", mrn_lab, ": ", P("MRN", pat.mrn), "   ", nat_l, ": ", P(nat_t, nat_v), "\n",
                 F.addr_lines(r, c, pat.addr, oneline=True), "\n")
    if style == 1:
        return J("PATIENT: ", F.pname(pat, "caps"), "\n", dob_label(r, c).upper(), ": ", dob, "   AGE: ",
                 P("AGE", str(pat.age)), "   SEX: ", pat.sex, "\n", mrn_lab.upper(), ": ", P("MRN", pat.mrn), "\n")
    if style == 2:
        return J("Name: ", F.pname(pat, "full"), "\n", dob_label(r, c), ": ", dob, " (", P("AGE", str(pat.age)),
                 " yrs)\n", mrn_lab, ": ", P("MRN", pat.mrn), "\n", nat_l, ": ", P(nat_t, nat_v), "\n")
    return J(F.pname(pat, "lastfirst"), " | ", dob_label(r, c), " ", dob, " | ", mrn_lab, " ", P("MRN", pat.mrn),
             " | ", pat.sex, "\n")


def signoff(r, c, clin, closing=True, lic=None, title=None, contact=False):
    out = []
    if closing:
        out.append(r.choice(["Yours sincerely,", "Kind regards,", "Yours sincerely", "With best wishes,",
                             "Sincerely,", "Kind regards"]) + "\n\n")
        if F.chance(r, 0.3):
            out.append(r.choice(["(electronically signed)", "[signed]", "Dictated but not signed"]) + "\n")
        out.append("\n")
    form = r.choice(["fullmid", "full", "full", "initlast"])
    if title and any(w in title for w in ("Registrar", "Fellow", "Trainee", "ST6")) and clin.title.startswith("Prof"):
        clin.title = "Dr"
    t = clin.title + " " if clin.title else ""
    out += [t, F.pname(clin, form, "DOCTOR")]
    if clin.cred and F.chance(r, 0.75):
        out.append((", " if c in ("US", "CA") or not clin.title else " ") + clin.cred)
    out.append("\n")
    if title:
        out += [title, "\n"]
    if lic is None:
        lic = F.chance(r, 0.4)
    if lic:
        lab, val = clin.lic
        out += [lab, ": " if F.chance(r, 0.5) else " ", P("LICENSE", val), "\n"]
    if contact:
        bits = r.choice(["tel", "bleep", "email"])
        if bits == "tel":
            out += ["Direct line: ", P("PHONE", F.phone(r, c, mobile=False)), "\n"]
        elif bits == "bleep":
            out += [r.choice(["Bleep ", "Pager ", "Page "]), P("PHONE", F.pager(r, c)), "\n"]
        else:
            out += [P("EMAIL", F.email_of(r, clin.first, clin.last)), "\n"]
    return J(*out)


def typist(r, c, clin, d1, d2):
    ini = F.person(r, c).first[0].lower() + F.person(r, c).last[0].lower()
    docini = clin.first[0] + clin.last[0]
    return J("Dictated: ", F.D(r, c, d1), "   Typed: ", F.D(r, c, d2), "   ", P("DOCTOR", docini), "/",
             P("DOCTOR", ini), "\n")


def audit(r, c, clin, d, ip=None):
    u = F.username(r, clin.first, clin.last)
    out = [r.choice(["Electronically signed by ", "E-signed: ", "Signed (EPR) by ", "Authenticated by "]),
           "user ", P("USERNAME", u), " on ", F.D(r, c, d), " at %02d:%02d" % (r.randrange(7, 20), r.randrange(60))]
    if ip or (ip is None and F.chance(r, 0.5)):
        out += [" from ", P("IPADDR", F.ipaddr(r))]
    out.append("\n")
    return J(*out)


def cc_block(r, c, entries):
    out = ["cc: " if F.chance(r, 0.5) else "Copy to:\n"]
    for i, e in enumerate(entries):
        out.append("    " if i or out[0] == "Copy to:\n" else "")
        out.append(e)
        out.append("\n")
    return J(*out)


def gp_entry(r, c, gp, gp_practice, addr=True):
    lab = "Dr " if c not in ("US", "CA") else "Dr. "
    e = [lab, F.pname(gp, r.choice(["full", "initlast", "last"]), "DOCTOR"), ", ", P("HOSPITAL", gp_practice)]
    if addr:
        a = F.address(r, c, inst=True)
        e += [", ", F.addr_lines(r, c, a, oneline=True)]
    return J(*e)


def gp_word(c):
    return {"US": "PCP", "CA": "family physician"}.get(c, "GP")


def age_phrase(r, c, pat):
    a = str(pat.age)
    sx = {"M": ("man", "male", "gentleman"), "F": ("woman", "female", "lady")}[pat.sex]
    k = r.randrange(6)
    if k == 0:
        return J(P("AGE", a), "-year-old ", sx[0])
    if k == 1:
        return J(P("AGE", a), " year old ", sx[r.choice([0, 2])])
    if k == 2:
        return J(P("AGE", a), "yo ", sx[1])
    if k == 3:
        return J(P("AGE", a), " y/o ", sx[1])
    if k == 4:
        return J(P("AGE", a), "-year-old ", sx[2])
    return J(P("AGE", a), " ", "M" if pat.sex == "M" else "F")


def pron(pat):
    return ("he", "his", "him") if pat.sex == "M" else ("she", "her", "her")


def short_ref(r, pat):
    """Mr Smith / Jane / Ms Smith in narrative."""
    return F.pname(pat, r.choice(["title", "title", "title", "first"]))
