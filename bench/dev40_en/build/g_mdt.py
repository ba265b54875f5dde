"""Genre: multidisciplinary team (tumour board) meeting minutes and outcome forms."""
import datetime as dt

import clinical as CL
import locales as LC
import blocks as B
import story as S
from doc import Doc, X

KEY = "mdt"

ROLE_LABELS = {
    "medonc": "Medical Oncology", "radonc": "Clinical Oncology", "surgeon": "Surgery", "radiologist": "Radiology",
    "pathologist": "Histopathology", "cns": "CNS", "coordinator": "MDT Coordinator", "palliative": "Palliative Care",
    "fellow": "Registrar", "research": "Research Nurse", "pharm": "Pharmacy", "dietitian": "Dietetics",
}

OUTCOMES = ["Proceed to surgery; pre-assessment to be arranged", "Refer for neoadjuvant chemotherapy",
            "Radical chemoradiotherapy - refer to clinical oncology", "Best supportive care; refer to palliative care",
            "Further imaging (PET-CT) and re-discuss", "Repeat biopsy for molecular testing", "Surveillance; repeat CT in 3 months",
            "Offer adjuvant chemotherapy", "Consider for clinical trial", "SABR as alternative to surgery (borderline fitness)",
            "Refer to tertiary centre for specialist surgical opinion", "Systemic anti-cancer therapy (first line)"]


def _mdt_date(C):
    # MDTs meet on a fixed weekday
    d = C.today
    return d


def _owner(C, staff):
    R = C.R
    s = R.choice(staff)
    return s.il() if R.random() < 0.4 else (s.initials() if R.random() < 0.5 else s.full())


def minutes(C):
    R, L = C.R, C.L
    doc = Doc(L)
    keys = ["colorectal", "lung", "upper_gi", "hpb", "headneck", "gynae", "prostate", "melanoma", "lymphoma", "renal_bladder", "cns", "breast"]
    cancer = S.pick_cancer(C, keys)
    mdt = cancer["mdt"]
    d = C.today
    chair = C.staff("medonc" if R.random() < 0.5 else "surgeon", "chair")
    coord = C.staff("coordinator", "coord")
    roles = ["surgeon", "radiologist", "pathologist", "radonc", "medonc", "cns", "palliative", "fellow", "research", "pharm"]
    present = [chair]
    labels = {id(chair): ROLE_LABELS.get(chair.role, "")}
    for r in R.sample(roles, R.randint(5, 8)):
        s = C.staff(r, "mdt_" + r)
        present.append(s)
        labels[id(s)] = ROLE_LABELS.get(r, r)
    apologies = [C.staff(r, "apol_" + r) for r in R.sample(["surgeon", "radiologist", "medonc", "cns"], R.randint(1, 2))]
    doc.line(X("HOSPITAL", C.hosp.name))
    doc.line(mdt, " ", R.choice(["Multidisciplinary Team Meeting - Minutes", "MDT Meeting Minutes", "Tumour Board - Minutes",
                                 "MDM - Outcomes"]) if L != "US" else "Tumor Board - Minutes")
    doc.line("Date: ", C.WD(d, True), "   Time: ", R.choice(["08:00-10:00", "12:30-14:00", "13:00-15:00", "07:45-09:30"]))
    loc = R.random()
    if loc < 0.5:
        doc.line("Venue: ", R.choice(["Seminar Room ", "Meeting Room ", "Boardroom "]), X("LOCATION_OTHER", str(R.randint(1, 6))), ", ",
                 X("LOCATION_OTHER", C.building()))
    else:
        doc.line("Venue: ", X("LOCATION_OTHER", C.building()), " / video link ",
                 X("URL", "https://mdt." + C.hosp.domain + "/" + mdt.lower().replace(" ", "-")))
    doc.line("Chair: ", chair.t_full(C.period), "    Coordinator: ", coord.full(), " (", X("PHONE", C.hosp.phone + LC.extension(R, L)), ")")
    doc.blank()
    doc.line("Present:")
    style = R.choice(["list", "inline"])
    if style == "list":
        for s in present:
            doc.line("  ", s.t_full(C.period) if s.title(C.period) else s.full(), " - ", labels[id(s)])
    else:
        for i, s in enumerate(present):
            doc.add(s.il() if R.random() < 0.5 else s.full(), " (", labels[id(s)], ")", "; " if i < len(present) - 1 else "\n")
    doc.add("Apologies: ")
    for i, s in enumerate(apologies):
        doc.add(s.t_last(C.period) if s.title(C.period) else s.full(), ", " if i < len(apologies) - 1 else "\n")
    doc.blank()
    doc.line("Quorate: ", R.choice(["yes", "yes", "yes (core members present)"]))
    doc.blank()
    npat = R.randint(3, 5)
    staff = present
    for i in range(npat):
        p = C.pt if i == 0 else C.other_patient(cancer.get("sex"))
        keep = C.pt
        C.pt = p
        S.timeline(C, cancer, 14, 200)
        cons = R.choice([s for s in present if s.role in ("medonc", "surgeon", "radonc")] or present)
        doc.line(str(i + 1), ". ", p.LCF() if R.random() < 0.5 else p.fml(), "   ",
                 (p.natid[0] + " " if p.natid else p.mrn_label + " "), X("MRN", p.natid[1] if p.natid else p.mrn),
                 "   DOB ", C.D(p.dob), " (", X("AGE", str(p.age)), ")")
        doc.add("   Consultant: ", cons.t_last(C.period) if cons.title(C.period) else cons.full())
        if R.random() < 0.5:
            doc.add("   Referred from: ", C.make_inst("hospital").X())
        doc.add("\n")
        doc.add("   Summary: ", C.age(), "F" if p.sex == "F" else "M", ", PMH ",
                R.choice(CL.PMH), ". Dx: ", C.dx, ", ", C.stage, ". ")
        if R.random() < 0.6:
            doc.add("Biopsy ", C.D(C.t["bx"]), " (", X("IDNUM", LC.accession(R, C.t["bx"].year)), "). ")
        doc.add("PS ", str(R.choice([0, 1, 1, 2, 3])), ".\n")
        doc.line("   Radiology: ", R.choice(["CT ", "MRI ", "PET-CT "]), C.D(C.t["scan"]), " - ",
                 R.choice(["no distant disease", "equivocal 6 mm lung nodule", "progression at the primary site", "stable appearances",
                           "new lesion, likely metastatic", "good partial response", "indeterminate - needs further imaging"]))
        doc.line("   Outcome: ", R.choice(OUTCOMES))
        act = ["   Action: ", _owner(C, staff), R.choice([" to inform patient and GP", " to book clinic", " to request PET-CT",
                                                          " to refer on", " to discuss trial eligibility"])]
        if R.random() < 0.4:
            act += [" by ", C.D(C.days(R.randint(2, 10)))]
        doc.line(*act)
        doc.blank()
        C.pt = keep
    doc.line("Next meeting: ", C.WD(d + dt.timedelta(days=7), R.random() < 0.5))
    doc.line("Minutes taken by ", coord.full(), "; circulated ", C.D(C.days(1)))
    return doc


def outcome_form(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    cancer = S.pick_cancer(C)
    S.timeline(C, cancer, 10, 300)
    cons = C.staff("medonc", "cons")
    cns = C.staff("cns", "cns")
    gp, practice = C.gp_and_practice()
    doc.line(R.choice(["MDT OUTCOME PROFORMA", "Multidisciplinary Team Meeting - Outcome", "MDM Outcome Summary"]))
    doc.line(X("HOSPITAL", C.hosp.name), " - ", cancer["mdt"], " MDT")
    doc.line("Meeting date: ", C.D(C.today), "   MDT ref: ", X("IDNUM", "MDT-%02d-%05d" % (C.today.year % 100, R.randint(0, 99999))))
    doc.blank()
    B.pt_header(doc, C, style=R.choice(["table", "upper"]), show_addr=R.random() < 0.7)
    doc.line("GP: ", gp.t_full(C.period), ", ", X("HOSPITAL", practice.name), ", ", *B.addr_inline(C, practice.addr))
    doc.line("Responsible consultant: ", cons.t_full(C.period))
    doc.line("Key worker: ", cns.full(), " (CNS) - ", X("PHONE", C.phone("land")))
    doc.blank()
    doc.line("Diagnosis: ", C.dx)
    doc.line("Stage: ", C.stage[6:] if C.stage.lower().startswith("stage ") else C.stage, "   PS: ", str(R.choice([0, 1, 2])), "   Comorbidities: ", ", ".join(R.sample(CL.PMH, 2)))
    doc.line("Date of diagnosis: ", C.D(C.t["dx"]))
    doc.blank()
    doc.add("Clinical summary: ", *S.history(C, cancer, 1))
    doc.blank()
    doc.blank()
    doc.line("Question for MDT: ", R.choice(["Suitability for radical treatment?", "Review imaging - progression?", "Adjuvant therapy?",
                                             "Role of radiotherapy?", "Confirm staging before surgery"]))
    doc.line("Discussion: ", R.choice(["Radiology reviewed - ", "Pathology reviewed - ", "Imaging and histology reviewed - "]),
             R.choice(["appearances consistent with stage given", "no evidence of distant disease", "small volume nodal disease only"]), ".")
    doc.line("Recommendation: ", R.choice(OUTCOMES), ".")
    if R.random() < 0.4:
        doc.line("Trial: eligible for ", R.choice(CL.TRIALS), " - research nurse ", C.staff("research", "rn").full(), " to approach.")
    doc.blank()
    doc.line("Patient informed: ", R.choice(["yes", "to be informed"]), " by ", cns.full(), " on ", C.D(C.days(R.randint(0, 5))))
    if R.random() < 0.5:
        doc.line("GP informed: ", R.choice(["via this proforma", "letter to follow"]))
    else:
        doc.line("GP informed: emailed to ", X("EMAIL", C.gp_and_practice()[0].email_local() + "@" + C.gp_and_practice()[1].domain))
    doc.line("Completed by: ", C.staff("coordinator", "coord").full(), " (MDT coordinator)  ", C.D(C.today))
    return doc


def tumor_board_us(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    cancer = S.pick_cancer(C)
    S.timeline(C, cancer, 10, 300)
    presenter = C.staff("fellow", "fellow")
    att = C.staff("medonc", "cons")
    surg = C.staff("surgeon", "surgeon")
    ro = C.staff("radonc", "ro")
    radl = C.staff("radiologist", "radl")
    path = C.staff("pathologist", "path")
    doc.line(R.choice(["MULTIDISCIPLINARY TUMOR BOARD NOTE", "Tumor Board Recommendation", "Cancer Conference Summary"]))
    doc.line(X("HOSPITAL", C.hosp.name), " - ", cancer["mdt"], " Tumor Board   ", C.WD(C.today, True))
    doc.line("Case #: ", X("IDNUM", "TB-%d-%04d" % (C.today.year, R.randint(1, 9999))), "   Presented by: ", presenter.fml(), ", ",
             presenter.creds)
    doc.blank()
    doc.line("Patient: ", p.LCF(), "   MRN: ", X("MRN", p.mrn), "   DOB: ", C.D(p.dob), "   Age: ", C.age())
    doc.line("Treating physician: ", att.t_full(True), "   PCP: ", C.gp_and_practice()[0].t_full(True))
    doc.blank()
    doc.add("History: ", C.ptl(True), " is a ", C.age(), "-year-old ", "woman" if p.sex == "F" else "man", " with ", C.dx, ". ",
            *S.history(C, cancer, 1))
    doc.blank()
    doc.blank()
    doc.line("Radiology (", radl.t_last(True), "): images from ", C.D(C.t["scan"]), " reviewed; ",
             R.choice(["measurable disease as above", "no new lesions", "findings concerning for nodal progression"]), ".")
    if R.random() < 0.5:
        doc.line("Pathology (", path.t_last(True), "): ", R.choice(["reviewed, agree with outside read", "IHC confirms primary"]), ".")
    else:
        doc.line("Pathology (", path.t_last(True), "): NGS pending (order ", X("IDNUM", LC.order_no(R)), ").")
    doc.blank()
    doc.line("Attendees: ", att.t_full(True), ", ", surg.t_full(True), ", ", ro.t_full(True), ", ", radl.t_full(True), ", ",
             path.t_full(True), ", ", C.staff("cns", "nav").full(), " (nurse navigator)")
    doc.blank()
    doc.line("RECOMMENDATIONS:")
    for i, o in enumerate(R.sample(OUTCOMES, R.randint(2, 3))):
        doc.line(str(i + 1), ". ", o, ".")
    if R.random() < 0.5:
        doc.line("Clinical trial screening: ", R.choice(CL.TRIALS), " - contact ", C.staff("research", "rn").full(), " at ",
                 X("EMAIL", C.staff("research", "rn").email_local() + "@" + C.hosp.domain))
    doc.blank()
    doc.line("NCCN guideline concordant: ", R.choice(["yes", "yes", "no - rationale documented"]))
    B.ehr_footer(doc, C, presenter, att)
    return doc


def generate(C):
    R, L = C.R, C.L
    if L == "US":
        v = R.choices([minutes, outcome_form, tumor_board_us], [2, 1, 4])[0]
    else:
        v = R.choices([minutes, outcome_form, tumor_board_us], [6, 4, 1 if L == "CA" else 0])[0]
    return v(C), v.__name__
