"""Critical result phone logs and addendum / discrepancy notes."""
import datetime as dt

from core import P
import pools as PL
import common as CM
import clin_a as CA
import clin_b as CB

CRIT_FINDINGS = [
    ("CT Head", "acute subdural haematoma with 7 mm midline shift"),
    ("CTPA", "bilateral pulmonary emboli with RV/LV ratio 1.3"),
    ("CXR portable", "large right tension pneumothorax"),
    ("CT Abdomen/Pelvis", "free intraperitoneal air, likely perforated viscus"),
    ("CT Angiogram Aorta", "Stanford type A aortic dissection"),
    ("MRI Lumbar Spine", "cauda equina compression from L4-5 disc extrusion"),
    ("US Scrotum", "absent flow in the left testis, torsion"),
    ("CT Head", "acute left MCA territory infarct with hyperdense vessel"),
    ("CXR", "NG tube tip in the right main bronchus"),
    ("US Pelvis", "ruptured ectopic pregnancy with haemoperitoneum"),
    ("CT Abdomen/Pelvis", "ruptured abdominal aortic aneurysm, 7.4 cm"),
    ("US Lower Extremity Venous", "acute occlusive DVT of the femoral vein"),
    ("CT Chest", "new 3.1 cm spiculated mass, suspicious for malignancy (urgent, not critical)"),
    ("MRI Cervical Spine", "epidural abscess C5-C7 with cord compression"),
    ("CT Head", "intraventricular haemorrhage with acute hydrocephalus"),
    ("CT Trauma", "grade IV splenic laceration with active extravasation"),
    ("CT Trauma", "traumatic aortic injury at the isthmus"),
]


def crit_log(n, c):
    r = c.r
    mod, fnd = r.choice(CRIT_FINDINGS)
    if c.sex == "M" and "ectopic" in fnd:
        mod, fnd = CRIT_FINDINGS[1]
    sty = r.random()
    log_id = r.choice(["CR-%d-%05d" % (c.exam.year, r.randint(0, 99999)), "CRL%07d" % r.randint(0, 9999999),
                       "ALERT-%06d" % r.randint(0, 999999)])
    tm = c.time()
    if sty < 0.55:
        n.line(r.choice(["RADIOLOGY CRITICAL RESULT COMMUNICATION LOG", "Critical/Urgent Findings Phone Log",
                         "Radiology Alerts - Unexpected Significant Findings Record"]))
        n.line("Log ID: ", P(log_id, "IDNUM"), r.choice(["   Category: RED (communicate within 1 h)", "   ACR level: 1 (critical)",
                                                           "   Level: 2 (urgent, same day)", "   Category: Amber"]))
        n.line("-" * r.choice([40, 52, 60]))
        n.line("Patient:      ", c.pt_hdr())
        n.line("MRN:          ", P(c.mrn, "MRN"), ["   NHS: ", P(c.nhs, "MRN")] if not c.us else "")
        n.line("DOB/Age:      ", c.d(c.dob), " / ", c.age_p())
        loc = r.random()
        if loc < 0.5:
            n.line("Location:     ", P(c.ward, "HOSPITAL"), ", room ", P(c.room, "LOCATION_OTHER"))
        elif loc < 0.75:
            n.line("Location:     ED bay ", P(c.bed, "LOCATION_OTHER"))
        else:
            n.line("Location:     Outpatient - ", P(c.clinic, "HOSPITAL"))
        n.line("Exam:         ", mod, "   Acc ", P(c.acc, "IDNUM"))
        if mod == "CT Trauma":
            n.line("Trauma ID:    ", P("TR-%05d" % r.randint(0, 99999), "IDNUM"), "  (MVC; vehicle ", P(c.plate(), "VEHICLE"), ")")
        n.line("Exam date:    ", c.d(c.exam), " ", c.time())
        n.line("Finding:      ", fnd)
        n.line("Clinical ctx: ", c.age_sex(), "; ", r.choice(["presented with acute symptoms", "routine outpatient follow-up",
                                                              "post-operative day 3", "attended ED overnight", "inpatient, deteriorating"]))
        n.line("Report status at call: ", r.choice(["preliminary", "final", "final (addendum pending)"]))
        n.line("Radiologist:  ", c.dr(c.rad, r.choice(["dr_last", "full_cred", "dr_init"])), r.choice(["  ext. ", "  reading room "]),
               P(c.phone("ext") if r.random() < 0.5 else c.pager(), "PHONE"))
        n.line("-" * r.choice([40, 52, 60]))
        n.line("Attempts:")
        k = r.randint(1, 3)
        for i in range(k):
            last = i == k - 1
            tgt = r.random()
            if tgt < 0.4:
                who = [c.dr(c.ref, "dr_last"), " via pager ", P(c.pager(), "PHONE")]
            elif tgt < 0.7:
                who = ["ordering provider ", c.ref.full(), " at ", P(c.phone(), "PHONE")]
            else:
                who = ["charge nurse ", c.nurse.full(), " on ", P(c.ward, "HOSPITAL"), " (", P(c.phone(), "PHONE"), ")"]
            res = r.choice(["spoke directly; read-back correct", "verbal handover given, read-back confirmed"]) if last else r.choice(
                ["no answer", "left message with unit clerk", "busy signal", "paged, no call back within 10 min"])
            n.line("  %d) %s  " % (i + 1, c.time()), who, " - ", res)
        n.line("Two identifiers confirmed during call: ", c.pt.full(), " / ", c.d(c.dob))
        n.line("Acknowledged by: ", c.dr(c.ref, "full_cred"), " at ", c.time())
        if r.random() < 0.35:
            n.line("Escalation: initial contact failed; escalated to on-call ", r.choice(["consultant", "attending", "registrar"]), " ",
                   c.dr(c.rad2, "dr_last"), " via switchboard ", P(c.phone(), "PHONE"), ".")
        n.line("Action reported by clinician: ", r.choice(["patient to be reviewed immediately", "surgical team informed",
                                                           "anticoagulation started", "patient recalled to ED", "neurosurgery referral made"]))
        n.line("Logged by: user ", c.tech.login(r.randint(1, 9)), " (", c.tech.full(), ") ",
               c.d(c.exam), " ", c.time())
        if r.random() < 0.5:
            n.line("Workstation: ", P(c.ip(), "IPADDR"), "  Source: RIS alerts module")
        n.line(r.choice(["Policy: critical results are communicated verbally within 60 minutes and documented here.",
                         "Per department policy RAD-COM-04 (ACR Practice Parameter for Communication of Diagnostic Imaging Findings).",
                         "Closed-loop communication complete. Copy to the departmental alerts mailbox.",
                         "Audit: time to acknowledgement within target."]))
    elif sty < 0.85:
        # free-text phone note
        n.line(r.choice(["Critical result communication", "PHONE NOTE - Radiology", "Telephone encounter (radiology)"]),
               " - ", c.d(c.exam), " ", tm)
        n.line("Re: ", c.pt_hdr(), ", ", "MRN " if c.us else "Hosp no ", P(c.mrn, "MRN"), ", ", mod, " (acc ", P(c.acc, "IDNUM"), ")")
        n.blank()
        callee = c.dr(c.ref, r.choice(["dr_last", "full_cred", "dr_init"]))
        n.line("I called ", callee, " at ", P(c.phone(), "PHONE"), " at ", c.time(), " and discussed the finding of ", fnd,
               ". ", r.choice(["She", "He", "They"]), " repeated the finding back correctly and will ",
               r.choice(["see the patient now.", "arrange admission.", "contact the patient at home.", "discuss with the on-call surgeon."]))
        if r.random() < 0.5:
            n.line("The patient was at home; the referring team will call ", c.pt_ref(), " on ", P(c.phone(), "PHONE"),
                   r.choice([".", " and ask them to attend the ED."]))
        if r.random() < 0.4:
            rel, fam = c.family()
            n.line("Patient's ", rel, " ", fam.full(), " answered and was asked to bring the patient to ", P(c.hosp, "HOSPITAL"), ".")
        n.line("Clinical background: ", c.age_sex(), " ", r.choice(["with sudden onset symptoms.", "referred from clinic.",
                                                                  "on the surgical ward.", "post-operative.", "under oncology follow-up."]))
        n.line("Time from report to communication: %d min." % r.randint(3, 55))
        n.line(r.choice(["Documented per critical results policy.", "Entered in the critical results log.",
                         "No further action required from radiology.", "Report flagged as urgent in the EHR."]))
        n.blank()
        n.line(c.rad.full(), ", ", c.rad.cred or "Consultant Radiologist")
        n.line(r.choice(["Reading room: ", "Direct line: ", "Contact: "]), P(c.phone(), "PHONE"))
    else:
        # terse lower-case style handoff note
        n.line("crit result called - ", c.d(c.exam), " ", tm)
        n.line("pt ", c.pt.initials(dots=True), ", mrn ", P(c.mrn, "MRN"), ", ", c.age_p(), c.sex.lower(), ", ", mod)
        n.line("finding: ", fnd)
        n.line("called dr ", c.ref.surname(), " on ", P(c.pager(), "PHONE"), ", no answer; then ", c.ref.given(), " called back from ",
               P(c.phone(), "PHONE"), " at ", c.time(), ". read back ok.")
        n.line("logged in RIS as ", P(log_id, "IDNUM"), " by ", c.rad.login(r.randint(1, 99)))
        n.line("plan per team: ", r.choice(["ct head repeat 6h", "to theatre", "start heparin", "recall pt to ed", "admit under surgeons"]))
        n.line("pt confirmed by name + dob (", c.d(c.dob), ")")
        n.line("- ", c.rad.initials())


def addendum(n, c):
    r = c.r
    st = r.choice([CA.ct_abdo, CA.ct_nodule, CA.xr_limb, CA.mri_lspine, CB.us_ruq, CA.ct_head, CA.xr_chest])(r, c.us)
    kind = r.choice(["side", "missed", "outside_prior", "telerad", "typo", "peer", "wrongpt"])
    orig = c.plus(-r.randint(0, 40))
    if r.random() < 0.5:
        CM.site_block(n, c)
    n.line(r.choice(["ADDENDUM", "** ADDENDUM **", "Addendum to radiology report", "REPORT ADDENDUM / DISCREPANCY NOTE"]))
    n.line("Patient: ", c.pt_hdr(), "   ", "MRN " if c.us else "NHS ", P(c.mrn if c.us else c.nhs, "MRN"), "   DOB ", c.d(c.dob))
    n.line("Exam: ", st["exam"], "   Accession: ", P(c.acc, "IDNUM"))
    n.line("Original report: ", c.d(orig), " by ", c.dr(c.rad2, r.choice(["dr_last", "full_cred", "dr_init"])))
    n.line("Addendum: ", c.d(c.exam), " ", c.time(), " by ", c.dr(c.rad, r.choice(["dr_last", "full_cred", "dr_init"])))
    n.blank()
    if kind == "side":
        n.line("The findings section of the original report incorrectly states the LEFT side. This should read RIGHT. "
               "The impression is otherwise unchanged. Error identified by ", c.dr(c.ref, "dr_last"), " on ", c.d(c.exam), ".")
    elif kind == "missed":
        n.line("On review for the ", r.choice(["surgical", "oncology", "orthopaedic", "respiratory"]), " MDT, an additional finding is noted: ",
               r.choice(["a 9 mm sclerotic focus in the T10 vertebral body", "a 14 mm enhancing lesion in the left adrenal gland",
                         "a subtle undisplaced fracture of the scaphoid waist", "a 6 mm nodule in the right lower lobe",
                         "a non-occlusive filling defect in a left lower lobe segmental artery"]),
               ". This was not described in the original report.")
        n.line("Discrepancy classification: ", r.choice(["RADPEER 2b (significant, likely to be clinically relevant)",
                                                         "RADPEER 2a", "minor discrepancy", "major discrepancy"]), ".")
    elif kind == "outside_prior":
        n.line("Outside imaging from ", P(c.hosp2, "HOSPITAL"), r.choice([" in ", ", "]), c.city_state(), " dated ", c.d_alt(c.prior),
               " has now been received (image exchange ref ", P(c.order_no(), "IDNUM"), "). ")
        n.line("Compared with that study the finding is ", r.choice(["stable over more than two years and therefore benign; no further follow-up is required.",
                                                                    "new; recommendation upgraded to urgent tissue sampling.",
                                                                    "slightly smaller."]))
    elif kind == "telerad":
        n.line("Preliminary overnight interpretation by ", c.rad2.full(), " (", P(r.choice(PL.TELERAD), "ORGANIZATION"), ") at ",
               c.time(), " reported no acute abnormality.")
        n.line("Final review: ", st["impression"][0], " Major discrepancy with the preliminary read.")
        n.line("Discussed with the ED attending " if c.us else "Discussed with the ED consultant ", c.dr(c.ref, "dr_last"),
               " at ", c.time(), "; patient ", r.choice(["still in department", "had been discharged and was recalled by telephone"]), ".")
    elif kind == "typo":
        n.line("Voice recognition error corrected: \"", r.choice(["no evidence", "15 cm", "left ureter", "hyperdense"]),
               "\" should read \"", r.choice(["new evidence", "1.5 cm", "right ureter", "hypodense"]), "\". No change to the impression.")
    elif kind == "wrongpt":
        n.line("This report was originally filed against the wrong patient record and has been moved. Incident reported (",
               "Datix " if not c.us else "Safety event #", P(r.choice(["DW%06d" % r.randint(0, 999999), "SE-%d-%04d" % (c.exam.year, r.randint(0, 9999))]), "IDNUM"),
               "). Correct patient verified with two identifiers.")
    else:
        n.line("Case reviewed at the ", r.choice(["Radiology Events and Learning Meeting (REALM)", "departmental discrepancy meeting", "peer learning conference"]),
               " on ", c.d(c.plus(r.randint(1, 30))), ". Reference ", P("REALM-%d-%03d" % (c.exam.year, r.randint(1, 300)), "IDNUM"), ".")
        n.line("Consensus: the finding was ", r.choice(["perceptible in retrospect", "not reasonably perceptible", "a satisfaction-of-search error"]), ".")
    n.blank()
    if r.random() < 0.6:
        n.line("--- Original report (unchanged, for reference) ---")
        n.line("Clinical details: " + st["indication"])
        n.line("Technique: " + st["technique"])
        n.line("Findings:")
        for x in st["findings"]:
            n.line("  " + x)
        n.line("Impression:")
        for x in st["impression"]:
            n.line("  " + x)
        n.line("--- End of original report ---")
    else:
        n.line("Original impression: " + " ".join(st["impression"]))
    if r.random() < 0.5:
        n.line("Referrer ", c.dr(c.ref, "dr_init"), " informed ", r.choice(["by telephone", "via the EHR in-basket", "in person"]),
               " on ", c.d(c.exam), ".")
    elif r.random() < 0.6:
        n.line("Referrer ", c.dr(c.ref, "dr_init"), " informed by secure e-mail (", P(c.email(c.ref), "EMAIL"), ").")
    if kind in ("missed", "outside_prior") and r.random() < 0.5:
        n.line("Letter to the patient at ", c.address(), " advising follow-up.")
    n.line(r.choice(["The final report has been amended accordingly and the referrer notified.",
                     "This addendum supersedes the corresponding section of the original report.",
                     "Learning point shared anonymously with the reporting team.",
                     "No change to patient management is anticipated."]))
    n.blank()
    CM.signature(n, c)
    CM.disclaimer(n, c)
