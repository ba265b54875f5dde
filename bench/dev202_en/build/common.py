"""Shared report blocks: headers, patient banners, signatures, history snippets."""
import datetime as dt

from core import P
import pools as PL


def site_name(c):
    return P(c.hosp, "HOSPITAL")


def site_block(n, c, upper=False):
    r = c.r
    name = c.hosp.upper() if upper else c.hosp
    if c.us:
        n.line(P(name, "HOSPITAL"), r.choice([" - Department of Radiology", " | Diagnostic Imaging",
                                                 "\nDEPARTMENT OF RADIOLOGY", " Imaging Services"]))
        if r.random() < 0.6:
            n.line(c.address(c.site_city))
        if r.random() < 0.7:
            n.line("Tel: ", P(c.phone_main, "PHONE"), r.choice(["  Fax: ", " | Fax ", "   F: "]),
                   P(c.fax_main, "FAX"))
    else:
        if r.random() < 0.7:
            n.line(P(c.trust, "HOSPITAL"))
        n.line(P(name, "HOSPITAL"), r.choice([" - Radiology Department", ", Department of Clinical Radiology",
                                                 " Imaging Department", " - X-Ray Department"]))
        if r.random() < 0.4:
            n.line(c.address(c.site_city))
        if r.random() < 0.6:
            n.line("Radiology appointments: ", P(c.phone_main, "PHONE"),
                   r.choice(["  Fax: ", "; Fax ", " / fax "]), P(c.fax_main, "FAX"))


def banner(n, c, exam, with_loc=True):
    """Patient/exam banner in a style chosen per note."""
    r = c.r
    sty = r.randint(0, 3)
    if c.us:
        if sty in (0, 1):
            n.line("PATIENT: ", c.pt_hdr(), "    MRN: ", P(c.mrn, "MRN"))
            dob = [c.d(c.dob), " (", c.age_p(), "Y)"] if sty == 0 else [c.d(c.dob), "  AGE: ", c.age_p()]
            n.line("DOB: ", dob, "  SEX: ", c.sex, "  ACCT: ", P(c.acct, "ACCOUNT"))
            n.line("EXAM: ", exam.upper())
            n.line("ACCESSION #: ", P(c.acc, "IDNUM"), "   DATE OF SERVICE: ", c.d(c.exam), " ", c.time())
            n.line("ORDERING PROVIDER: ", c.dr(c.ref, r.choice(["full_cred", "lf"])))
            if with_loc and r.random() < 0.6:
                loc = r.random()
                if loc < 0.4:
                    n.line("PATIENT LOCATION: ", P(c.ward, "HOSPITAL"), " Rm ", P(c.room, "LOCATION_OTHER"))
                elif loc < 0.7:
                    n.line("PATIENT LOCATION: ED Bed ", P(c.bed, "LOCATION_OTHER"))
                else:
                    n.line("PATIENT CLASS: Outpatient  REFERRING CLINIC: ", P(c.clinic, "HOSPITAL"))
        elif sty == 2:
            n.line("Name: ", c.pt.lastfirst(), " | MRN ", P(c.mrn, "MRN"), " | DOB ", c.d(c.dob),
                   " | ", c.age_p(), c.sex)
            n.line("Study: ", exam, " | Acc ", P(c.acc, "IDNUM"), " | Performed ", c.d(c.exam), " ", c.time())
            n.line("Referring: ", c.dr(c.ref), " | Enc ", P(c.acct, "ACCOUNT"))
        else:
            n.line(exam.upper())
            n.line("Patient Name: ", c.pt.full(), "   Medical Record #: ", P(c.mrn, "MRN"))
            n.line("Date of Birth: ", c.d(c.dob), "   Exam Date: ", c.d(c.exam))
            n.line("Accession: ", P(c.acc, "IDNUM"), "   Visit #: ", P(c.acct, "ACCOUNT"))
            n.line("Referring Physician: ", c.dr(c.ref, "full_cred"))
    else:
        if sty in (0, 1):
            n.line("Patient: ", c.pt_hdr(), "   DOB: ", c.d(c.dob), " (", c.age_p(), "y)   Sex: ", c.sex)
            n.line("NHS No: ", P(c.nhs, "MRN"), "   Hospital No: ", P(c.mrn, "MRN"))
            n.line("Examination: ", exam)
            n.line("Exam date: ", c.d(c.exam), "   Accession: ", P(c.acc, "IDNUM"))
            refsty = r.random()
            if refsty < 0.5:
                n.line("Referrer: ", c.dr(c.ref, "dr_init"), ", ", P(c.clinic, "HOSPITAL"))
            else:
                n.line("Referrer: ", c.dr(c.ref, "dr_init"), " (", r.choice(["Acute Medicine", "Respiratory",
                       "Colorectal Surgery", "Orthopaedics", "ED", "Urology", "Oncology", "Stroke"]),
                       ")   Location: ", P(c.ward, "HOSPITAL"))
        elif sty == 2:
            n.line("Name: ", c.pt.full(), "  |  Hosp No ", P(c.mrn, "MRN"), "  |  NHS ", P(c.nhs, "MRN"))
            n.line("DOB ", c.d(c.dob), "  |  Age ", c.age_p(), "  |  Episode ", P(c.acct, "ACCOUNT"))
            n.line("Exam: ", exam, "  |  Date: ", c.d(c.exam), "  |  Acc ", P(c.acc, "IDNUM"))
        else:
            n.line(exam.upper())
            n.line(c.pt_hdr(), ", ", c.d(c.dob), ", NHS ", P(c.nhs, "MRN"), ", MRN ", P(c.mrn, "MRN"))
            n.line("Requested by ", c.dr(c.ref), " on ", c.d(c.plus(-c.r.randint(0, 20))),
                   "; performed ", c.d(c.exam), " ", c.time())


def signature(n, c, prelim=False):
    r = c.r
    sty = r.randint(0, 5)
    rad = c.rad
    if c.us:
        if sty == 0:
            n.line("Electronically signed by: ", rad.full_mid(), ", ", rad.cred, " on ", c.d(c.exam),
                   " at ", c.time())
        elif sty == 1:
            n.line("Resident: ", c.rad2.full(), ", MD")
            n.line("Attending: ", rad.full(), ", ", rad.cred)
            n.line("I have personally reviewed the images and agree with the resident's interpretation.")
            n.line("Signed: ", c.d(c.exam), " ", c.time())
        elif sty == 2:
            n.line("Dictated by: ", c.dr(rad, "dr_last"), "   Transcribed by: ", P(c.tx, "DOCTOR"))
            n.line("DD: ", c.d(c.exam), "  DT: ", c.d(c.exam), "  ", rad.initials(), "/", P(c.tx, "DOCTOR"))
        elif sty == 3:
            n.line(rad.full(), ", ", rad.cred, " | NPI ", P(c.npi(), "LICENSE"), " | Reading room ",
                   P(c.phone("ext"), "PHONE"))
            n.line("Finalized ", c.d(c.exam), " ", c.time())
        elif sty == 4:
            n.line("Interpreted by ", rad.lastfirst(), " ", rad.cred, " (", P(r.choice(PL.TELERAD), "ORGANIZATION"),
                   ") on ", c.d(c.exam), " ", c.time())
            n.line("Final read to follow by ", c.dr(c.rad2, "dr_last"), " if discrepant.")
        else:
            n.line("Report approved by ", c.dr(rad, "dr_init"), " ", c.d(c.exam), " ", c.time(),
                   "; pager ", P(c.pager(), "PHONE"))
    else:
        if sty in (0, 1):
            n.line("Reported by: ", c.dr(rad, "dr_init"), ", Consultant Radiologist",
                   r.choice(["", " " + rad.cred]).rstrip())
            n.line("GMC No: ", P(c.license(), "LICENSE"), "   Verified: ", c.d(c.exam), " ", c.time())
        elif sty == 2:
            n.line("Reported by ", rad.full(), " (ST", str(r.randint(1, 5)), " Radiology Registrar) and verified by ",
                   c.dr(c.rad2, "dr_init"), ", Consultant Radiologist, ", c.d(c.exam))
        elif sty == 3:
            n.line("Reporting radiographer: ", c.tech.full(), ", HCPC ", P(c.hcpc(), "LICENSE"))
            n.line("Date reported: ", c.d(c.exam))
        elif sty == 4:
            n.line(rad.full(), " ", rad.cred)
            n.line("Consultant Radiologist, ", P(c.hosp, "HOSPITAL"))
            n.line("Email: ", P(c.email(rad), "EMAIL"), "  Secretary: ", P(c.phone(), "PHONE"))
        else:
            n.line("Dr ", rad.init_last(dot=False), " / typed ", P(c.tx, "DOCTOR"), " ", c.d(c.exam))
    if prelim:
        n.line("** PRELIMINARY REPORT - subject to change on final review **")


def tech_line(n, c):
    r = c.r
    if c.us:
        n.line(r.choice(["Technologist: ", "Tech: ", "Performed by: "]), c.tech.full(),
               r.choice([", RT(R)", ", RT(R)(CT)", ", RT(R)(MR)", ", RDMS", ", CNMT", ""]))
    else:
        n.line(r.choice(["Radiographer: ", "Performed by: ", "Radiographer: "]), c.tech.full(),
               r.choice(["", " (Band 6)", ", Senior Radiographer", ", Clinical Specialist Radiographer"]))


def history_extra(c):
    """Optional social/occupational pieces for a history line."""
    r = c.r
    prof, risk = r.choice(PL.PROFESSIONS)
    opts = []
    if prof.startswith("retired "):
        opts.append([" ", r.choice(["Occupation: ", "Social: "]), prof_p(prof), "."])
        opts.append([" Previously employed at ", P(r.choice(PL.EMPLOYERS_US if c.us else PL.EMPLOYERS_UK), "ORGANIZATION"),
                     "; ", prof_p(prof), "."])
    else:
        opts.append([" ", r.choice(["Occupation: ", "Works as a ", "Former "]), P(prof, "PROFESSION"), "."])
        opts.append([" Employed at ", P(r.choice(PL.EMPLOYERS_US if c.us else PL.EMPLOYERS_UK), "ORGANIZATION"),
                     " as a ", P(prof, "PROFESSION"), "."])
    opts.append([" Recently returned from ", P(r.choice(PL.COUNTRIES), "COUNTRY"), "."])
    opts.append([" Born in ", P(r.choice(PL.COUNTRIES), "COUNTRY"), ", moved here in ",
                 P(str(c.exam.year - r.randint(2, 30)), "DATE"), "."])
    rel, fam = c.family()
    opts.append([" Accompanied by ", rel, " ", fam.full(), "."])
    opts.append([" Lives at ", P(c.carehome, "HOSPITAL"), "."])
    return opts[r.randrange(len(opts))]


def comparison(n, c):
    r = c.r
    x = r.random()
    if x < 0.25:
        n.line("COMPARISON: None available." if c.us else "Comparison: No previous imaging available.")
    elif x < 0.6:
        n.line("COMPARISON: " if c.us else "Comparison: ", r.choice(["CT", "Radiograph", "MRI", "Ultrasound", "PET-CT"]),
               " dated ", c.d(c.prior), ".")
    elif x < 0.8:
        n.line("COMPARISON: Outside study from ", P(c.hosp2, "HOSPITAL"), " dated ", c.d_alt(c.prior),
               r.choice([" (images imported to PACS).", ", report only.", "."]))
    else:
        older = c.prior - dt.timedelta(days=r.randint(200, 900))
        if older > c.dob:
            n.line("Comparison: ", c.d(c.prior), " and ", c.d_month(older), ".")
        else:
            n.line("Comparison: ", c.d(c.prior), ".")


def contact_footer(n, c):
    r = c.r
    x = r.random()
    if x < 0.3:
        n.line("Images and report available via the patient portal: ", P(c.url("portal"), "URL"))
    elif x < 0.5:
        n.line("Queries: ", P(c.email(role=r.choice(["radiology.queries", "imaging.secretaries", "reporting.hub"])),
                               "EMAIL"), " or ", P(c.phone(), "PHONE"))
    elif x < 0.65:
        n.line("Key images: ", P(c.url("viewer"), "URL"))


def identity_line(n, c):
    """A narrative line naming the patient."""
    r = c.r
    x = r.randint(0, 5)
    if x == 0:
        n.line("Patient identity confirmed with ", c.pt_ref(), " (full name and DOB ", c.d(c.dob), ") before the examination.")
    elif x == 1:
        n.line(c.pt_ref(), " tolerated the examination well and left the department in a stable condition.")
    elif x == 2:
        n.line("Procedure explained to ", c.pt_ref(), "; verbal consent obtained. Chaperone: ", c.nurse.full(), ".")
    elif x == 3:
        n.line("Three-point ID check (name, DOB, address) completed for ", c.pt.full(), " by ", c.tech.full(), ".")
    elif x == 4:
        if c.sex == "F" and 12 <= c.age <= 55:
            n.line("Pregnancy status confirmed with ", c.pt_ref(), " (LMP ", c.d(c.plus(-r.randint(3, 25))), ").")
        else:
            n.line("Patient details verified against the request form for ", c.pt.lastfirst(), ".")
    else:
        n.line("Note: ", c.pt_ref(), " was unable to lie flat for the full examination; images are mildly degraded by motion.")


DISCLAIMERS = [
    "This report was generated using speech recognition software. Minor transcription errors may occur.",
    "Reporting standards: RCR guidance on the communication of critical and unexpected radiological findings.",
    "Radiation dose information is stored with the study in PACS.",
    "If you have questions about this report please contact the reporting radiologist.",
    "Incidental findings are reported in line with ACR white paper recommendations.",
]


def disclaimer(n, c):
    if c.r.random() < 0.45:
        n.line(c.r.choice(DISCLAIMERS))


def landmark(c):
    """A landmark with a leading article kept outside the span."""
    lm = c.r.choice(PL.LANDMARKS)
    if lm.startswith("the "):
        return ["the ", P(lm[4:], "LOCATION_OTHER")]
    return P(lm, "LOCATION_OTHER")


def prof_p(prof):
    """Profession piece; a leading 'retired' stays outside the span."""
    if prof.startswith("retired "):
        return ["retired ", P(prof[8:], "PROFESSION")]
    return P(prof, "PROFESSION")
