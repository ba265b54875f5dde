"""Genre: radiotherapy planning and review."""
import datetime as dt

import clinical as CL
import locales as LC
import blocks as B
import story as S
from doc import Doc, X

KEY = "rt"

RT_KEYS = ["breast", "prostate", "lung", "headneck", "colorectal", "cns", "gynae", "upper_gi", "lymphoma"]

TECH = ["VMAT 6 MV", "VMAT 6X FFF", "IMRT (7-field)", "3D-CRT tangential fields with field-in-field", "SABR (VMAT)",
        "IMRT with daily CBCT", "3D conformal, APPA", "Helical tomotherapy"]
IMMOB = ["breast board, arms up", "5-point thermoplastic mask", "knee and ankle stocks", "vac-bag",
         "3-point mask with mouth bite", "Wingstep with knee fix", "prone belly board"]
OARS = {
    "breast": ["Heart mean < 2 Gy", "Ipsilateral lung V17Gy < 15%", "Contralateral breast Dmax < 2.5 Gy", "LAD max < 20 Gy"],
    "prostate": ["Rectum V50Gy < 50%", "Rectum V60Gy < 35%", "Bladder V50Gy < 50%", "Femoral heads V43Gy < 5%"],
    "lung": ["Spinal cord PRV max < 44 Gy", "Lungs-GTV V20Gy < 35%", "Oesophagus mean < 34 Gy", "Heart V30Gy < 46%"],
    "headneck": ["Spinal cord PRV max < 46 Gy", "Brainstem max < 54 Gy", "Contralateral parotid mean < 24 Gy", "Mandible Dmax < 70 Gy"],
    "colorectal": ["Small bowel V45Gy < 195 cc", "Bladder V40Gy < 50%", "Femoral heads Dmax < 50 Gy"],
    "cns": ["Optic chiasm max < 54 Gy", "Brainstem max < 54 Gy", "Cochlea mean < 45 Gy", "Lens max < 6 Gy"],
    "gynae": ["Bowel bag V45Gy < 195 cc", "Rectum V40Gy < 80%", "Bladder V45Gy < 75%", "Kidneys mean < 15 Gy"],
    "upper_gi": ["Lungs V20Gy < 25%", "Heart mean < 26 Gy", "Spinal cord max < 45 Gy", "Liver mean < 30 Gy"],
    "lymphoma": ["Heart mean < 5 Gy", "Lungs mean < 10 Gy", "Breasts as low as possible"],
}


def _rx_fractions(rt):
    import re
    m = re.search(r"in (\d+) fraction", rt)
    return int(m.group(1)) if m else 1


def planning_summary(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    ro = C.staff("radonc", "cons")
    reg = C.staff("fellow", "fellow")
    phys = C.staff("physicist", "phys")
    dos = C.staff("dosimetrist", "dos")
    rt1 = C.staff("rt", "rt1")
    rt2 = C.staff("rt", "rt2")
    cancer = S.pick_cancer(C, RT_KEYS)
    S.timeline(C, cancer, 40, 300)
    sim = C.days(-R.randint(6, 14))
    nf = _rx_fractions(C.rt)
    start = C.days(R.randint(2, 10))
    end = start + dt.timedelta(days=int(nf * 7 / 5) + R.randint(0, 3))
    doc.line(R.choice(["RADIOTHERAPY PRESCRIPTION AND PLANNING SUMMARY", "Radiation Therapy Treatment Plan - Summary",
                       "RT PLANNING CHECKLIST", "Radiotherapy Planning Record"]))
    doc.line(X("HOSPITAL", C.hosp.name), " - ", R.choice(["Radiation Oncology", "Radiotherapy Department", "Radiation Therapy Services"]))
    if R.random() < 0.4:
        doc.line(X("LOCATION_OTHER", C.building()), ", ", *B.addr_inline(C, C.hosp.addr))
    doc.line("-" * 60)
    doc.line("Patient: ", p.LCf() if R.random() < 0.5 else p.LCF(), "   ", p.mrn_label, ": ", X("MRN", p.mrn))
    doc.line("DOB: ", C.D(p.dob), "   Sex: ", p.sex, "   Age: ", C.age())
    if p.natid:
        doc.line(p.natid[0], ": ", X("MRN", p.natid[1]))
    doc.line("Treating radiation oncologist: ", ro.t_full(C.period))
    if R.random() < 0.6:
        doc.line("Registrar/Fellow: ", reg.fml())
    doc.line("Diagnosis: ", C.dx, " (", C.stage, ")")
    doc.line("Intent: ", "Palliative" if "palliative" in C.rt else R.choice(["Radical", "Adjuvant", "Curative", "Radical"]))
    if nf > 1:
        doc.line("Prescription: ", C.rt, ", ", R.choice(["5 fractions per week", "daily Mon-Fri", "5 #/week"]))
    else:
        doc.line("Prescription: ", C.rt)
    doc.line("Technique: ", R.choice(TECH))
    imm = {"breast": ["breast board, arms up", "prone breast board", "Wingstep with knee fix"],
           "headneck": ["5-point thermoplastic mask", "5-point thermoplastic mask with mouth bite"],
           "cns": ["3-point thermoplastic mask", "open-face mask"],
           "prostate": ["knee and ankle stocks; full bladder protocol"], "gynae": ["knee and ankle stocks; full bladder protocol"],
           "colorectal": ["prone belly board", "knee and ankle stocks"]}.get(cancer["key"], ["vac-bag", "Wingstep, arms up", "vac-bag with knee fix"])
    doc.line("Immobilisation: ", R.choice(imm))
    doc.line("Planning CT: ", C.D(sim), "   slice thickness ", R.choice(["2", "2.5", "3"]), " mm", R.choice(["", ", IV contrast", ", 4DCT"]))
    if R.random() < 0.5:
        doc.line("Image registration: MRI ", C.D(sim - dt.timedelta(days=R.randint(1, 12))), " (accession ",
                 X("IDNUM", LC.imaging_acc(R)), ")")
    doc.blank()
    doc.line("Dose constraints (OAR):")
    for c in R.sample(OARS[cancer["key"]], min(3, len(OARS[cancer["key"]]))):
        doc.line("  ", c, R.choice(["  - met", "  - met", "  - achieved", "  - minor deviation accepted by consultant"]))
    doc.blank()
    if R.random() < 0.3:
        doc.line("CIED: ", R.choice(["dual-chamber pacemaker", "ICD", "loop recorder"]), ", serial no. ",
                 X("DEVICE", LC.device_serial(R)), " - cardiac physiology informed; max dose to device ",
                 "%.1f" % R.uniform(0.2, 1.9), " Gy")
    elif R.random() < 0.25:
        doc.line("Fiducial markers: 3 gold seeds inserted ", C.D(sim - dt.timedelta(days=R.randint(7, 14))), ", lot ",
                 X("DEVICE", LC.device_serial(R, "GM")))
    doc.line("Sign-off:")
    rows = [("Contours", ro, sim + dt.timedelta(days=R.randint(1, 3))),
            ("Plan produced", dos, sim + dt.timedelta(days=R.randint(3, 5))),
            ("Physics check", phys, sim + dt.timedelta(days=R.randint(5, 7))),
            ("Plan approved", ro, sim + dt.timedelta(days=R.randint(5, 7)))]
    style = R.choice(["pipe", "plain"])
    for lab, who, d in rows:
        nm = who.fml() if R.random() < 0.6 else who.il()
        if style == "pipe":
            doc.line("| ", lab.ljust(14), " | ", nm, " | ", C.D(d), " |")
        else:
            doc.line("  ", lab, ": ", nm, ", ", C.D(d))
    if R.random() < 0.5:
        doc.line("  Approved in planning system by user ", ro.username(), " (", C.D(rows[-1][2]), " ",
                 "%02d:%02d" % (R.randint(8, 19), R.randint(0, 59)), ")")
    doc.blank()
    doc.line("First fraction: ", C.WD(start, True), "   Planned completion: ", C.D(end))
    lab = {"UK": "Treatment radiographers: ", "IE": "Radiation therapists: ", "US": "Radiation therapists: ",
           "CA": "RTTs: ", "AU": "Radiation therapists: ", "NZ": "RTs: "}[L]
    doc.line(lab, rt1.full(), ", ", rt2.full())
    if R.random() < 0.45:
        doc.line("Transport: ", R.choice(["own car; parking permit issued for vehicle ", "driven by " + C.his + " " + "family; car reg "]),
                 X("VEHICLE", LC.vehicle_plate(R, L)))
    if R.random() < 0.5:
        fam = [f for f in p.family if f.rel in ("wife", "husband", "partner", "daughter", "son")]
        if fam:
            f = fam[0]
            doc.line("NOK: ", f.full(), " (", f.rel, ") ", X("PHONE", C.phone("mobile")))
    if p.sex == "F" and p.age < 55:
        doc.line("Pregnancy status: negative test ", C.D(sim))
    doc.line("Consent: signed ", C.D(sim), " with ", ro.t_last(C.period))
    return doc


def on_treatment_review(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    ro = C.staff("radonc", "cons")
    rev = C.staff("rt", "review") if R.random() < 0.6 else C.staff("nurse", "review")
    cancer = S.pick_cancer(C, RT_KEYS)
    S.timeline(C, cancer, 40, 300)
    nf = _rx_fractions(C.rt)
    done = max(1, min(nf - 1, R.randint(nf // 3, nf))) if nf > 1 else 1
    start = C.days(-int(done * 7 / 5))
    doc.line(R.choice(["Radiotherapy On-Treatment Review", "WEEKLY RT REVIEW", "On-treatment review clinic",
                       "Review Radiographer Clinic"]), " - ", X("HOSPITAL", C.hosp.name))
    if R.random() < 0.5:
        if R.random() < 0.5:
            doc.line(X("HOSPITAL", C.ward()), " / review room ", X("LOCATION_OTHER", str(R.randint(1, 9))))
        else:
            doc.line(X("HOSPITAL", C.ward()), " / ", R.choice(["RT outpatients", "radiographer review clinic"]))
    doc.line("Name: ", p.full() if R.random() < 0.5 else p.LCF(), "   ", p.mrn_label, " ", X("MRN", p.mrn),
             "   DOB ", C.D(p.dob))
    doc.line("Date: ", C.D(C.today), "   Fraction ", str(done), "/", str(nf), "   Started ", C.D(start))
    doc.line("Rx: ", C.rt, " (", {"gynae": "pelvis", "upper_gi": "oesophagus", "lymphoma": "involved site"}.get(cancer["key"], cancer["site"]), ")")
    doc.line("Consultant: ", ro.t_last(C.period), "   Reviewed by: ", rev.full())
    doc.blank()
    tox = CL.rt_tox(R, cancer["key"], R.randint(2, 3))
    doc.line("Toxicity: ", "; ".join(tox))
    w0 = R.uniform(45, 115)
    doc.line("Weight: ", "%.1f" % (w0 - R.uniform(-0.5, 4)), " kg (baseline ", "%.1f" % w0, " kg on ", C.D(start), ")")
    if R.random() < 0.5:
        doc.line("Contact: ", X("PHONE", p.mobile), R.choice(["", " (mobile)"]))
    doc.line("Pain: ", str(R.randint(0, 6)), "/10   Analgesia: ", R.choice(["paracetamol PRN", "co-codamol 30/500 QDS", "none", "oramorph 2.5-5 mg PRN"]))
    if R.random() < 0.6 and p.family:
        f = R.choice(p.family)
        pcs = ["Social: ", R.choice(["driven in daily by ", "staying with ", "supported by "]), C.his, " ", f.rel, " ",
               f.firstname()]
        if R.random() < 0.4:
            pcs += [", who works as ", B.art(f.profession), X("PROFESSION", f.profession)]
        doc.line(*pcs)
    if R.random() < 0.7:
        doc.line("Weekly grading (CTCAE):")
        for wk in range(1, max(2, done // 5 + 1)):
            wd = start + dt.timedelta(days=7 * (wk - 1) + R.randint(0, 4))
            doc.line("  Wk ", str(wk), "  ", C.D(wd), "  skin ", str(min(3, max(0, wk - 1 - R.randint(0, 1)))), "  fatigue ",
                     str(R.randint(0, 2)), R.choice(["", "", "  seen in review clinic", "  phone review"]))
    doc.line("Medications: ", ", ".join(R.sample(CL.MEDS, R.randint(2, 4))))
    if R.random() < 0.5:
        dt_ = C.staff("dietitian", "diet")
        doc.line("Dietitian (", dt_.full(), ") seen ", C.D(C.days(-R.randint(1, 6))), ": ", R.choice(["oral nutritional supplements 2/day",
                                                                                                     "soft diet advice", "weekly weights", "NG feeding discussed"]))
    doc.line("Skin care advice reiterated; ", R.choice(["aqueous cream BD", "Mepitel film applied", "Flamazine to moist areas",
                                                        "continue usual moisturiser"]), ".")
    doc.line("Plan: ", R.choice(["continue RT", "continue RT, dietitian review", "continue, FBC tomorrow",
                                  "continue RT; discussed with consultant"]), ". Next review ", C.WD(C.days(7)), ".")
    if R.random() < 0.5:
        doc.line("Patient has the RT helpline number ", X("PHONE", C.phone("land")), ".")
    doc.blank()
    pcs = [rev.full(), ", ", rev.creds or "Review Radiographer", "  ", C.D(C.today)]
    if R.random() < 0.5:
        pcs += ["  (user ", rev.username(), ")"]
    doc.line(*pcs)
    return doc


def end_of_treatment(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    ro = C.staff("radonc", "cons")
    gp, practice = C.gp_and_practice()
    cancer = S.pick_cancer(C, RT_KEYS)
    S.timeline(C, cancer, 60, 400)
    nf = _rx_fractions(C.rt)
    end = C.days(-R.randint(1, 10))
    start = end - dt.timedelta(days=int(nf * 7 / 5))
    B.letterhead(doc, C, dept=R.choice(["Department of Radiation Oncology", "Radiotherapy Department", "Clinical Oncology"]))
    doc.line(C.DL(C.today))
    doc.blank()
    doc.add(gp.t_full(C.period), "\n", X("HOSPITAL", practice.name), "\n", *B.addr_lines(C, practice.addr))
    doc.blank()
    doc.line("Dear ", gp.t_last(C.period), ",")
    doc.blank()
    doc.add(R.choice(["RE: ", "Re: "]), p.LCF() if R.random() < 0.4 else p.fml(), "  DOB ", C.D(p.dob), "  ", p.mrn_label, " ",
            X("MRN", p.mrn), "\n")
    if p.natid:
        doc.line(p.natid[0], " ", X("MRN", p.natid[1]))
    doc.line("RADIOTHERAPY COMPLETION SUMMARY")
    doc.blank()
    doc.line("Diagnosis: ", C.dx, ", ", C.stage)
    doc.line("Treatment: ", C.rt, "" if " with " in C.rt else R.choice([" with concurrent chemotherapy", "", ""]))
    doc.line("Dates: ", C.D(start), " to ", C.D(end))
    if R.random() < 0.3:
        doc.line("Delivered at: ", C.hosp.X(), ", ", X("HOSPITAL", C.ward()))
    else:
        doc.line("Delivered at: ", C.hosp.X())
    doc.blank()
    doc.add(C.ptl(), " completed ", C.his, " course of radiotherapy on ", C.DL(end), ". ")
    doc.add(C.He, " tolerated treatment ", R.choice(["well", "reasonably well", "with some difficulty"]), ". Acute toxicities were ",
            "; ".join(CL.rt_tox(R, cancer["key"], 2)), ". ")
    if R.random() < 0.4:
        doc.add("There were ", R.choice(["two", "no", "three"]), " unplanned treatment gaps (", R.choice(["machine service", "patient unwell", "public holiday"]),
                "), compensated as per departmental protocol. ")
    doc.add("Side effects may continue to peak for 10-14 days after completion.")
    doc.blank()
    doc.blank()
    doc.line("Follow-up:")
    doc.line("- Telephone review with ", C.staff("cns", "cns").full(), " (specialist radiographer) in 2 weeks")
    doc.line("- Clinic review with ", ro.t_last(C.period), " on ", C.D(C.days(R.randint(35, 90))))
    if cancer["key"] == "prostate":
        doc.line("- PSA at ", X("HOSPITAL", practice.name), " in 3 months; continue hormone therapy until ", C.MY(C.days(R.randint(200, 700))))
    elif cancer["key"] == "breast":
        doc.line("- Annual mammography from ", C.MY(C.days(365)))
    else:
        doc.line("- Surveillance imaging ", C.MY(C.days(R.randint(60, 120))))
    doc.blank()
    B.signature(doc, C, ro, "radonc", licence=R.random() < 0.35)
    doc.blank()
    B.cc_block(doc, C, None, None, [[C.staff("medonc", "medonc").t_full(C.period), ", Medical Oncology"]] if R.random() < 0.5 else [])
    return doc


def rt_consult(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    ro = C.staff("radonc", "cons")
    gp, practice = C.gp_and_practice()
    ref = C.staff("medonc", "referrer") if R.random() < 0.5 else C.staff("surgeon", "surgeon")
    cancer = S.pick_cancer(C, RT_KEYS)
    S.timeline(C, cancer, 30, 200)
    doc.line(R.choice(["RADIATION ONCOLOGY CONSULTATION", "Radiation Oncology - New Patient Consultation",
                       "Clinical Oncology New Patient"]))
    B.pt_header(doc, C, style=R.choice(["table", "upper"]))
    doc.line("Date of consultation: ", C.D(C.today))
    doc.line("Referred by: ", ref.t_full(C.period), ", ", C.make_inst("hospital").X() if R.random() < 0.5 else C.hosp.X())
    doc.line("GP: ", gp.t_full(C.period), ", ", X("HOSPITAL", practice.name), ", ", X("CITY", practice.addr.city))
    doc.blank()
    doc.line("Reason for referral: consideration of ", "palliative" if "palliative" in C.rt else R.choice(["adjuvant", "radical", "radical", "salvage"]),
             " radiotherapy.")
    doc.blank()
    doc.add("History: ", C.ptl(), " is a ", C.age(), "-year-old ", R.choice(["retired " if p.retired else "", ""]))
    doc.add(X("PROFESSION", p.profession), " ", "with ", C.dx, ". ")
    doc.add(*S.history(C, cancer, 2))
    doc.blank()
    doc.blank()
    doc.line("PMH: ", ", ".join(R.sample(CL.PMH, 3)), ".")
    doc.line("Allergies: ", R.choice(CL.ALLERGIES))
    doc.add("Social: ", *B.social_hx(C, rich=R.random() < 0.6))
    doc.blank()
    doc.blank()
    doc.line("Examination: ", S.exam(C, 2, general=True))
    doc.blank()
    doc.add("Discussion: We discussed ", C.rt, ". ", "Risks including ", ", ".join(CL.rt_tox(R, cancer["key"], 3)),
            " and a small risk of second malignancy were explained. ", C.He, " wishes to proceed and signed consent today",
            R.choice(["", " in the presence of " + C.his + " " + (p.family[0].rel if p.family else "friend")]), ".")
    doc.blank()
    doc.blank()
    doc.line("Plan:")
    doc.line("1. CT simulation booked for ", C.WD(C.days(R.randint(3, 12))), " at ", X("LOCATION_OTHER", C.building()))
    doc.line("2. Provisional start ", C.D(C.days(R.randint(14, 28))))
    doc.line("3. ", R.choice(["Dental assessment before start", "Bladder and bowel preparation leaflet given",
                              "Dietitian review pre-treatment", "Tattoo consent obtained"]))
    doc.blank()
    B.ehr_footer(doc, C, ro)
    if R.random() < 0.5:
        lab, v = LC.licence(R, L, ro.last)
        doc.line(lab, " ", X("LICENSE", v))
    return doc


def generate(C):
    R = C.R
    v = R.choices([planning_summary, on_treatment_review, end_of_treatment, rt_consult], [3, 3, 3, 2])[0]
    return v(C), v.__name__
