"""Reusable note blocks: patient headers, letterheads, signatures, GP blocks."""
import core as C

ROLES = {
    "cons": {"GB": "Consultant Respiratory Physician", "US": "Pulmonologist, ILD Program",
             "CA": "Respirologist, ILD Clinic", "AU": "Consultant Respiratory & Sleep Physician",
             "NZ": "Respiratory Physician", "IE": "Consultant Respiratory Physician"},
    "cns": {"GB": "ILD Clinical Nurse Specialist", "US": "ILD Nurse Coordinator",
            "CA": "ILD Clinic Nurse", "AU": "Respiratory Clinical Nurse Consultant (ILD)",
            "NZ": "Respiratory Nurse Specialist", "IE": "Advanced Nurse Practitioner, ILD"},
    "pharm": {"GB": "Specialist Respiratory Pharmacist", "US": "Clinical Pharmacist",
              "CA": "Clinical Pharmacist", "AU": "Senior Pharmacist, Respiratory",
              "NZ": "Clinical Pharmacist", "IE": "Senior Pharmacist"},
    "rad": {"GB": "Consultant Thoracic Radiologist", "US": "Attending Radiologist",
            "CA": "Staff Radiologist", "AU": "Radiologist", "NZ": "Radiologist",
            "IE": "Consultant Radiologist"},
    "path": {"GB": "Consultant Histopathologist", "US": "Pulmonary Pathologist",
             "CA": "Anatomical Pathologist", "AU": "Anatomical Pathologist", "NZ": "Pathologist",
             "IE": "Consultant Histopathologist"},
    "physiol": {"GB": "Senior Clinical Physiologist", "US": "Pulmonary Function Technologist",
                "CA": "Registered Respiratory Therapist", "AU": "Respiratory Scientist",
                "NZ": "Respiratory Physiologist", "IE": "Senior Respiratory Physiologist"},
    "reg": {"GB": "Specialty Registrar (ST6)", "US": "Pulmonary Fellow (PGY-5)",
            "CA": "Respirology Resident (PGY-4)", "AU": "Advanced Trainee", "NZ": "Respiratory Registrar",
            "IE": "Specialist Registrar"},
    "pall": {"GB": "Consultant in Palliative Medicine", "US": "Palliative Care Physician",
             "CA": "Palliative Care Physician", "AU": "Palliative Care Specialist",
             "NZ": "Palliative Medicine Specialist", "IE": "Consultant in Palliative Medicine"},
    "physio": {"GB": "Specialist Respiratory Physiotherapist", "US": "Pulmonary Rehab Coordinator, RRT",
               "CA": "Physiotherapist, Pulmonary Rehab", "AU": "Senior Physiotherapist",
               "NZ": "Physiotherapist", "IE": "Senior Respiratory Physiotherapist"},
}
CREDS = {
    "cons": {"GB": "FRCP", "US": "MD", "CA": "MD FRCPC", "AU": "FRACP", "NZ": "FRACP", "IE": "MRCPI"},
    "cns": {"GB": "RGN", "US": "RN, BSN", "CA": "RN", "AU": "RN", "NZ": "RN", "IE": "RANP"},
    "pharm": {"GB": "MRPharmS", "US": "PharmD", "CA": "PharmD", "AU": "BPharm", "NZ": "BPharm", "IE": "MPSI"},
    "rad": {"GB": "FRCR", "US": "MD", "CA": "MD FRCPC", "AU": "FRANZCR", "NZ": "FRANZCR", "IE": "FFRRCSI"},
    "path": {"GB": "FRCPath", "US": "MD", "CA": "MD FRCPC", "AU": "FRCPA", "NZ": "FRCPA", "IE": "FRCPath"},
    "physiol": {"GB": "MSc", "US": "RPFT", "CA": "RRT", "AU": "CRFS", "NZ": "CRFS", "IE": "BSc"},
    "reg": {"GB": "MRCP", "US": "MD", "CA": "MD", "AU": "MBBS", "NZ": "MBChB", "IE": "MRCPI"},
    "pall": {"GB": "MRCP", "US": "MD", "CA": "MD CCFP(PC)", "AU": "FAChPM", "NZ": "FAChPM", "IE": "MRCPI"},
    "physio": {"GB": "MCSP", "US": "RRT", "CA": "PT", "AU": "APAM", "NZ": "NZRP", "IE": "MISCP"},
}
LIC_ROLE = {"cons": "doc", "reg": "doc", "pall": "doc", "rad": "doc", "path": "doc",
            "cns": "nurse", "pharm": "pharm", "physiol": "phys", "physio": "phys"}
DOCTORISH = ("cons", "reg", "pall", "rad", "path")


def role(n, r):
    return ROLES[r][n.c]


def cred(n, r):
    return CREDS[r][n.c]


def staff_ref(n, r, style=None):
    """A clinician reference in running text: title outside the span."""
    rng = n.rng
    p = n.case[{"cons": "cons", "cns": "cns", "pharm": "pharmacist", "rad": "rad", "path": "path",
                "physiol": "physiol", "reg": "reg", "pall": "pall", "physio": "physio"}[r]]
    if r in DOCTORISH:
        style = style or rng.choice(["l", "fl", "l", "il"])
        n.nm(p, style, "DOCTOR", C.dr(n.c) if style in ("l", "il") or rng.random() < 0.5 else None)
    else:
        style = style or rng.choice(["fl", "f", "fl"])
        n.nm(p, style, "DOCTOR")


def person_of(n, r):
    return n.case[{"cons": "cons", "cns": "cns", "pharm": "pharmacist", "rad": "rad", "path": "path",
                   "physiol": "physiol", "reg": "reg", "pall": "pall", "physio": "physio"}[r]]


def age_inline(n, style=None):
    rng, a = n.rng, str(n.case["age"])
    s = style or rng.choice(["paren", "Y", "age", "yrs"])
    if s == "paren":
        n.f(" ({a} yrs)", a=(a, "AGE"))
    elif s == "Y":
        n.f("  {a}Y {s}", a=(a, "AGE"), s=n.case["sex"])
    elif s == "age":
        n.f("  Age: {a}", a=(a, "AGE"))
    else:
        n.f(" - {a} years", a=(a, "AGE"))


def pt_header(n, style=None, addr=None, ssn=False, contact=False):
    rng, k = n.rng, n.case
    style = style if style is not None else rng.randrange(3)
    hl, hv = k["hno"]
    mrn_lab = {"GB": "Hospital No", "US": "MRN", "CA": "MRN", "AU": "UR", "NZ": "Hosp No",
               "IE": "MRN"}[n.c]
    if style == 0:
        n.f("Name: {nm}\n", nm=C.name(k["pt"], rng.choice(["LF", "LFM", "fl"]), "PATIENT"))
        n.t("DOB: ")
        n.dt(k["dob"])
        age_inline(n)
        n.f("    Sex: {s}\n{ml}: {m}    {hl}: {hv}\n", s="Male" if k["sex"] == "M" else "Female",
            ml=mrn_lab, m=(k["mrn"], "MRN"), hl=hl, hv=(hv, "HEALTHPLAN"))
        if addr or (addr is None and rng.random() < 0.5):
            n.f("Address: {a}\n", a=C.addr_pieces(k["addr"], n.c, "line"))
        if contact:
            n.f("Tel: {t}   Mobile: {m}\n", t=(k["tel"], "PHONE"), m=(k["mob"], "PHONE"))
    elif style == 1:
        n.f("Patient: {nm} | DOB ", nm=C.name(k["pt"], rng.choice(["fl", "fml"]), "PATIENT"))
        n.dt(k["dob"], "num")
        n.f(" | Age {a} | {ml} {m} | {hl} {hv}\n", a=(str(k["age"]), "AGE"), ml=mrn_lab,
            m=(k["mrn"], "MRN"), hl=hl, hv=(hv, "HEALTHPLAN"))
        if addr:
            n.f("Address: {a}\n", a=C.addr_pieces(k["addr"], n.c, "line"))
        if contact:
            n.f("Phone: {t}\n", t=(k["mob"], "PHONE"))
    else:
        n.f("{nm}    {ml}: {m}\n", nm=C.name(k["pt"], "LFM", "PATIENT"), ml=mrn_lab, m=(k["mrn"], "MRN"))
        n.t("DOB: ")
        n.dt(k["dob"], "DMON" if n.c in ("US", "CA") else rng.choice(["dmon", "num"]))
        n.f("   {a}Y {s}   {hl}: {hv}\n", a=(str(k["age"]), "AGE"), s=k["sex"], hl=hl,
            hv=(hv, "HEALTHPLAN"))
        if addr:
            n.add(C.addr_pieces(k["addr"], n.c, "multi"))
            n.t("\n")
        if contact:
            n.f("H: {t}  M: {m}\n", t=(k["tel"], "PHONE"), m=(k["mob"], "PHONE"))
    if k["ssn"] and (ssn or rng.random() < 0.2):
        n.f("{l}: {v}\n", l=k["ssn"][0], v=(k["ssn"][1], "SSN"))


def letterhead(n, dept="Interstitial Lung Disease Service", web=None):
    rng, h = n.rng, n.case["hosp"]
    n.f("{h}\n{d}\n", h=(h["name"], "HOSPITAL"), d=dept)
    n.add(C.addr_pieces(h["addr"], n.c, rng.choice(["multi", "line"]), country=rng.random() < 0.25))
    n.f("\nTel: {t}   Fax: {f}\n", t=(h["tel"], "PHONE"), f=(h["fax"], "FAX"))
    if web or (web is None and rng.random() < 0.5):
        n.f("{u}\n", u=(C.url(rng, h["name"]), "URL"))
    if rng.random() < 0.6:
        n.f("Email: {e}\n", e=(C.email_team(rng, h["name"], rng.choice(["ild", "ild.admin", "respiratory.secretaries", "ildnurses"])), "EMAIL"))
    n.t("\n")


def sign(n, r, lic=None, contact=None, closing=True, style=None):
    rng = n.rng
    p = person_of(n, r)
    if closing:
        n.t(rng.choice(["Yours sincerely,\n\n", "Kind regards,\n\n", "With best wishes,\n\n", "Yours faithfully,\n\n", ""]))
    title = C.dr(n.c) + " " if (r in DOCTORISH and rng.random() < 0.6) else ""
    n.t(title)
    n.p(C.name_str(p, style or rng.choice(["fl", "fml", "fl"])), "DOCTOR")
    if rng.random() < 0.7:
        n.t(" " + cred(n, r) if rng.random() < 0.5 else ", " + cred(n, r))
    n.f("\n{r}\n", r=role(n, r))
    if lic or (lic is None and rng.random() < 0.55):
        l, v = C.licence(rng, n.c, LIC_ROLE[r])
        n.f("{l} {v}\n", l=l, v=(v, "LICENSE"))
    if contact or (contact is None and rng.random() < 0.5):
        if rng.random() < 0.5:
            n.f("Direct line: {t}\n", t=(C.ext_phone(rng, n.c), "PHONE"))
        else:
            n.f("{e}\n", e=(C.email_staff(rng, p, n.case["hosp"]["name"]), "EMAIL"))


def gp_block(n, label=True):
    rng, k = n.rng, n.case
    pr = k["practice"]
    if label:
        n.t(rng.choice(["GP: ", "General Practitioner: ", "Family physician: " if n.c in ("US", "CA") else "GP: "]))
    n.nm(k["gp"], rng.choice(["fl", "l", "il"]), "DOCTOR", C.dr(n.c))
    n.f(", {p}, {a}", p=(pr["name"], "HOSPITAL"), a=C.addr_pieces(pr["addr"], n.c, "line"))
    if rng.random() < 0.6:
        n.f(". Tel {t}", t=(pr["tel"], "PHONE"))
    if rng.random() < 0.3:
        n.f(", fax {f}", f=(pr["fax"], "FAX"))
    n.t("\n")


def typist(n):
    """Dictation reference like JS/ak with both parts as DOCTOR spans."""
    rng = n.rng
    n.f("{a}/{b}", a=(C.initials(n.case["cons"], False), "DOCTOR"),
        b=(C.initials(n.case["sec"], False).lower(), "DOCTOR"))
    if rng.random() < 0.6:
        n.t("  D: ")
        n.dt(n.case["date"], "nums" if n.c != "CA" else "iso")
        n.t(" T: ")
        n.dt(C.fwd(n.case["date"], rng, 0, 6), "nums" if n.c != "CA" else "iso")
    n.t("\n")


def cc_list(n):
    rng, k = n.rng, n.case
    n.t("cc: ")
    n.nm(k["gp"], rng.choice(["fl", "l"]), "DOCTOR", C.dr(n.c))
    n.f(", {p}\n", p=(k["practice"]["name"], "HOSPITAL"))
    if rng.random() < 0.6:
        n.t("    ")
        n.nm(k["pt"], rng.choice(["fl", "l"]), "PATIENT", k["title"])
        n.f(", {a}\n", a=C.addr_pieces(k["addr"], n.c, "line"))
    if rng.random() < 0.4:
        n.t("    ")
        n.nm(k["cns"], "fl", "DOCTOR")
        n.t(", " + role(n, "cns") + "\n")


def holiday(n):
    return C.holiday(n.rng, n.c)


def occupation_line(n, style=None):
    rng, k = n.rng, n.case
    s = style if style is not None else rng.randrange(4)
    if s == 0:
        n.f("Occupation: {o}", o=(k["occ"], "PROFESSION"))
        if k["exposure"] != "nil significant":
            n.f(" at {e} ({x} exposure)", e=(k["employer"], "ORGANIZATION"), x=k["exposure"])
    elif s == 1:
        n.f("Retired {o}", o=(k["occ"], "PROFESSION"))
        n.f("; exposure history: {x}", x=k["exposure"])
    elif s == 2:
        n.f("Worked as {ar} {o} for {y} years", ar=art(k["occ"]), o=(k["occ"], "PROFESSION"),
            y=str(rng.randint(8, 40)))
        if rng.random() < 0.6:
            n.f(" with {e}", e=(k["employer"], "ORGANIZATION"))
    else:
        n.f("Previously {ar} {o}", ar=art(k["occ"]), o=(k["occ"], "PROFESSION"))
        if rng.random() < 0.5:
            n.f(" in {c}", c=elsewhere(rng))
    n.t(".")


def art(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


def elsewhere(rng, name_=None):
    """A foreign country as pieces; a leading 'the' stays outside the span."""
    c = name_ or rng.choice(C.P.ELSEWHERE)
    if c.startswith("the "):
        return [("the ", None), (c[4:], "COUNTRY")]
    return [(c, "COUNTRY")]
