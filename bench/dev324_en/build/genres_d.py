"""Own genres: inpatient discharge summary, staging imaging report, transport and accommodation request."""
import clin
import locales as L
import pools
from blocks import (building, family_contact, gp_block, letterhead, patient_header, presenting, site_group,
                    site_text)
from core import Doc, addr_lines, audit, hhmm, org_for, sign
from genres_a import staff_ref

D = L.add_days


# ------------------------------------------------------------------ discharge summary
def discharge(case):
    rng = case.rng
    d = Doc(case.us)
    t = case.tumour
    adm = D(case.date, -rng.randint(3, 18))
    dis = case.date
    reason = rng.choice(["surgery", "surgery", "neutropenic sepsis", "chemotherapy admission", "wound infection"])
    if reason in ("neutropenic sepsis", "chemotherapy admission") and not t["regimen"]:
        reason = "surgery"
    if rng.random() < 0.5:
        letterhead(d, case, rng.choice(["Orthopaedic Oncology", "Sarcoma Unit", "Department of Oncology"]),
                   fax=rng.random() < 0.5)
    else:
        d.p("HOSPITAL", case.centre).t("\n")
    d.t("\n" + rng.choice(["DISCHARGE SUMMARY", "INPATIENT DISCHARGE LETTER", "Discharge Summary",
                           "Transfer of Care - Discharge"]) + "\n\n")
    gp_block(d, case, rng.choice(["GP", "To", "Primary care"]))
    d.t("\n")
    patient_header(d, case, rng.choice(["kv", "banner", "table"]), phone=rng.random() < 0.5)
    d.f("Admitted: {DATE:a} ({how})   Discharged: {DATE:b} {tm}   LOS: {n} days\n", a=case.ds(adm), how=rng.choice(
        ["elective", "via ED", "direct from clinic", "transfer from local hospital"]), b=case.ds(dis),
        tm=hhmm(rng, 10, 19), n=(dis - adm).days)
    d.t("Ward: ").p("HOSPITAL", case.ward)
    if rng.random() < 0.6:
        d.t(", bed ").p("LOC", case.bed)
    d.t("   Consultant: ")
    staff_ref(d, case, "surgeon" if reason in ("surgery", "wound infection") else (
        "paed_onc" if case.age < 19 else "oncologist"), rng.choice(["full", "fi_l"]))
    d.t("\n\nDiagnosis: ")
    d.f("{nm}, {site}\n", nm=t["name"], site=site_text(case))
    od = D(adm, rng.randint(0, 2))
    if reason == "surgery":
        proc = clin.SURGERY.get(case.site.split(" (")[0], ("wide excision", None))[0]
        d.f("Procedure: {p} on {DATE:o}\n", p=proc, o=case.ds(od))
    elif reason == "wound infection":
        d.f("Reason: deep wound infection after {p} ", p=clin.SURGERY.get(case.site.split(" (")[0], (
            "wide excision", None))[1] or "wide excision")
        d.p("DATE", case.ds(D(adm, -rng.randint(14, 40)))).t("; washout and exchange of modular components ").p(
            "DATE", case.ds(od)).t("\n")
    else:
        d.f("Reason: {r} (cycle {c} {reg})\n", r=reason, c=rng.randint(1, 6), reg=clin.REGIMEN_NAME[t["regimen"]])
    d.t("\nClinical course:\n")
    if reason == "surgery":
        d.f("Uncomplicated surgery (EBL {e} mL). {a} Drains removed POD {p}. Mobilised with physio from POD 1, "
            "{m}. {b}\n", e=rng.choice([400, 650, 900, 1300]), a=rng.choice(
                ["Epidural for 72 h then oral analgesia.", "PCA morphine 48 h.", "Nerve catheter removed POD 3."]),
            p=rng.randint(2, 5), m=rng.choice(["independent on crutches", "using frame", "stairs assessed"]),
            b=rng.choice(["Hb 78 on POD 2 - 1 unit RBC.", "Wound clean and dry.", "Transient foot drop, improving "
                                                                                 "(common peroneal neurapraxia).",
                          "Post-op pyrexia POD 2, CXR clear, settled."]))
    elif reason == "neutropenic sepsis":
        d.f("Presented day {dd} post chemo, T {tp}, neut {n}. Blood cultures {bc}. Pip-tazobactam IV 4.5 g QDS "
            "{x} h, stepped down to co-amoxiclav. {g}\n", dd=rng.randint(7, 12), tp="%.1f" % rng.uniform(38.1, 39.8),
            n="%.1f" % rng.uniform(0.0, 0.4), bc=rng.choice(["negative", "grew CoNS from Hickman lumen",
                                                             "grew E. coli"]), x=rng.choice([48, 72, 96]),
            g=rng.choice(["G-CSF given.", "Line retained.", "Mucositis managed with PCA."]))
    elif reason == "wound infection":
        d.f("Cultures: {c}. Microbiology advice: {ab} for 6 weeks via PICC. CRP {c1} -> {c2}.\n", c=rng.choice(
            ["MSSA", "Staph. epidermidis", "Enterococcus faecalis", "no growth"]), ab=rng.choice(
            ["IV ceftriaxone 2 g OD (OPAT)", "daptomycin 6 mg/kg", "flucloxacillin 2 g QDS"]),
            c1=rng.randint(120, 280), c2=rng.randint(8, 40))
    else:
        d.f("Chemotherapy given as planned. {x} Fluid balance maintained; no haematuria.\n", x=rng.choice(
            ["MTX level at 72 h 0.08 umol/L.", "Mild ifosfamide encephalopathy day 2 - methylene blue 50 mg IV, "
                                               "resolved.", "Nausea G1."]))
    if rng.random() < 0.3:
        d.t("Patient ID for transfusion verified; biometric wristband ").p("BIOID", L.bioid(rng)).t(".\n")
    d.t("\nDischarge medications:\n")
    if reason in ("surgery", "wound infection"):
        meds = rng.sample(clin.PAIN, 2) + rng.sample(["enoxaparin 40 mg SC OD for 28 days", "omeprazole 20 mg OD",
                                                       "senna 15 mg nocte", "laxido 1 sachet BD",
                                                       "ferrous fumarate 210 mg BD", "rivaroxaban 10 mg OD"], 2)
    else:
        meds = rng.sample(clin.SUPPORT[:6], 2) + rng.sample(clin.ANTIEMETIC, 1) + rng.sample(clin.PAIN, 1)
    for m in meds:
        d.f("- {m}\n", m=m)
    d.f("Allergies: {a}\n\n", a=rng.choice(["NKDA", "penicillin (rash)", "codeine (vomiting)", "elastoplast",
                                            "NKDA"]))
    d.t("Follow-up:\n")
    d.f("- Sarcoma clinic {DATE:c} {tm}, {LOC:b}\n", c=case.ds(D(dis, rng.randint(7, 21))), tm=hhmm(rng, 9, 16),
        b=building(rng))
    d.f("- {w} at ", w=rng.choice(["Clip removal day 14", "Wound check day 10", "Bloods twice weekly"]))
    d.p("HOSPITAL", case.gp_practice).t("\n")
    if reason == "surgery":
        d.f("- Histology to MDT {DATE:m}\n", m=case.ds(D(dis, rng.randint(5, 12))))
    if rng.random() < 0.5:
        d.f("- Equipment: {e}; delivered to ", e=rng.choice(["crutches, perching stool", "wheelchair (attendant)",
                                                            "commode, bed lever", "hinged knee brace"]))
        addr_lines(d, case, case.addr, sep=", ")
        d.t("\n")
    if rng.random() < 0.3:
        d.t("- Discharged to respite at ").p("HOSPITAL", rng.choice(["Rosewood Lodge Care Home", "St Brendan's Hospice",
                                                                     "Harbourview Nursing Home",
                                                                     "Kōwhai House Rest Home"])).t("\n")
    if rng.random() < 0.6:
        family_contact(d, case, rng.randint(0, 1), rng.choice(["Collected by", "NOK", "Escort home"]))
        d.t("\n")
    d.t("Ward contact: ").p("PHONE", L.phone(rng, case.c)).t("\n\n")
    d.t("Completed by: ")
    r = case.st("registrar")
    d.t("Dr ").p("DOCTOR", r.fmt(rng.choice(["full", "fi_l"]))).f(" ({g}), bleep {PHONE:b}\n", g=rng.choice(
        ["FY1", "SHO", "Resident", "CT2", "Registrar"]), b=L.pager(rng, case.c))
    audit(d, case, "registrar", dis)
    return d


# ------------------------------------------------------------------ imaging report
def imaging_report(case):
    rng = case.rng
    d = Doc(case.us)
    t = case.tumour
    mod = rng.choice(["MRI", "MRI", "CT", "PET-CT", "XR", "Bone scan"])
    ex = case.date
    d.p("HOSPITAL", case.centre if rng.random() < 0.7 else case.local_hosp).t(" - " + rng.choice(
        ["Department of Radiology", "Medical Imaging", "Diagnostic Imaging"]) + "\n")
    region = site_text(case, True).upper()
    title = {"MRI": "MRI %s WITH AND WITHOUT CONTRAST" % region, "CT": "CT CHEST, ABDOMEN AND PELVIS WITH CONTRAST",
             "PET-CT": "FDG PET-CT SKULL BASE TO MID-THIGH", "XR": "XR %s AP AND LATERAL" % region,
             "Bone scan": "WHOLE BODY BONE SCINTIGRAPHY (Tc-99m MDP)"}[mod]
    d.f("Exam: {t}\n", t=title)
    d.f("Accession: {ID:a}   Exam date: {DATE:e} {tm}\n", a="%s%s" % (rng.choice(["RAD", "ACC", "A", "IMG"]),
                                                                     L.digits(rng, 8)), e=case.ds(ex), tm=hhmm(rng))
    patient_header(d, case, rng.choice(["banner", "kv", "sticker"]), phone=False, addr=rng.random() < 0.4)
    d.t("Referrer: ")
    staff_ref(d, case, rng.choice(["surgeon", "oncologist", "referrer"]), rng.choice(["full", "fi_l"]))
    d.t("   Location: ")
    if rng.random() < 0.4:
        d.p("HOSPITAL", case.ward)
    else:
        d.t(rng.choice(["Outpatients", "Sarcoma clinic", "ED", "Day unit"]))
    d.t("\n\nCLINICAL INDICATION:\n")
    ind = rng.choice([("Suspected sarcoma", "?characterise lesion"),
                      ("Staging of biopsy-proven %s" % t["short"], "?metastases"),
                      ("Restaging after %d cycles" % rng.randint(2, 4), "Response assessment, pre-op planning"),
                      ("Surveillance, %d years post resection" % rng.randint(1, 5), "?local recurrence")])
    post = ind[0].startswith("Surveillance")
    d.f("{a}. {q}\n", a=ind[0], q=ind[1])
    prior = D(ex, -rng.randint(40, 200))
    d.f("\nCOMPARISON: {mod} {DATE:p}", mod=mod, p=case.ds(prior))
    if rng.random() < 0.4:
        d.t(" (").p("HOSPITAL", case.local_hosp).t(", images imported)")
    d.t("\n\nTECHNIQUE:\n")
    d.t({"MRI": "%s. Axial/coronal T1, STIR, axial T2 FS, post-gadolinium T1 FS (gadobutrol %.1f mL)." % (
        rng.choice(["1.5T", "3T"]), rng.uniform(4, 10)),
        "CT": "Portal venous phase, 2 mm reconstructions. Omnipaque 350, 90 mL. DLP %d mGy.cm." % rng.randint(
            380, 900),
        "PET-CT": "%d MBq 18F-FDG, uptake 60 min, BSL %.1f mmol/L. Low-dose CT for attenuation correction." % (
            rng.randint(180, 360), rng.uniform(4.5, 7.8)),
        "XR": "Two views.", "Bone scan": "%d MBq Tc-99m MDP; delayed whole-body images at 3 h." %
                                         rng.randint(500, 800)}[mod])
    d.t("\n\nFINDINGS:\n")
    if mod in ("MRI", "XR"):
        d.f("{desc}. Maximum dimension {cm} cm (previously {pcm} cm). {x}\n", desc=rng.choice(
            clin.IMAGING_BONE if t["bone"] else clin.IMAGING_ST).capitalize(), cm="%.1f" % rng.uniform(2, 16),
            pcm="%.1f" % rng.uniform(2, 16), x=rng.choice(
                (["Prosthesis in situ without periprosthetic lucency."] if t["bone"] else
                 ["Post-operative seroma, no nodular enhancement."]) if post else
                ["Necrosis increased to approx 70%.", "Reactive marrow oedema.", "No skip lesion."] if t["bone"] else
                ["No new satellite nodules.", "Perilesional oedema reduced.", "Abuts but does not encase the "
                                                                               "neurovascular bundle."]))
    elif mod == "CT":
        d.f("Lungs: {l}\nMediastinum: no lymphadenopathy.\nAbdomen/pelvis: {a}\nBones: {b}\n", l=rng.choice(
            ["no pulmonary nodules.", "4 mm RUL nodule, unchanged.", "three new nodules, largest 9 mm LLL.",
             "post-metastasectomy changes right lung."]), a=rng.choice(["unremarkable.", "simple renal cysts.",
                                                                        "retroperitoneal mass 14 cm displacing the "
                                                                        "left kidney."]),
            b=rng.choice(["no destructive lesion.", "sclerotic focus L3 - bone island."]))
    elif mod == "PET-CT":
        d.f("Primary: SUVmax {s} (previously {p}). Nodes: {n}. Distant: {x}.\n", s="%.1f" % rng.uniform(2, 18),
            p="%.1f" % rng.uniform(2, 18), n=rng.choice(["none avid", "left inguinal node SUV 3.1, reactive pattern"]),
            x=rng.choice(["no avid metastases", "avid right 6th rib lesion, suspicious", "avid lung nodules"]))
    else:
        d.f("{x}\n", x=rng.choice(["Intense uptake at the primary site only.", "No skeletal metastases.",
                                   "Additional uptake left ilium - correlate with MRI."]))
    d.t("\nIMPRESSION:\n")
    if post:
        imp = ["No evidence of local recurrence.", "Findings suspicious for local recurrence - recommend biopsy."]
    elif ind[0].startswith("Restaging"):
        imp = ["Good response to neoadjuvant therapy.", "Stable disease (RECIST 1.1).", "Progressive disease."]
    else:
        imp = ["Appearances in keeping with a high-grade sarcoma.", "Aggressive lesion - biopsy at sarcoma centre "
               "advised (plan tract with surgeon)."]
    if mod in ("CT", "PET-CT", "Bone scan") and not post:
        imp += ["No distant metastatic disease.", "Progressive pulmonary metastatic disease."]
    d.f("1. {a}\n2. {b}\n", a=rng.choice(imp),
        b=rng.choice(["For discussion at sarcoma MDT.", "Follow-up as per protocol."] + (
            ["No distant disease.", "Incidental: gallstones."] if mod in ("CT", "PET-CT") else [])))
    if rng.random() < 0.5:
        d.f("\nResult communicated to ")
        staff_ref(d, case, "registrar", rng.choice(["full", "fi_l"]))
        d.f(" by telephone {DATE:c} {tm}.\n", c=case.ds(D(ex, rng.randint(0, 1))), tm=hhmm(rng))
    d.t("\nReported by: ")
    sign(d, case, "radiologist", with_lic=rng.random() < 0.4)
    d.t("\n")
    audit(d, case, "radiologist", D(ex, rng.randint(0, 2)), verb=rng.choice(["Finalised", "Verified by",
                                                                           "Electronically signed by"]))
    if rng.random() < 0.25:
        d.f("\nADDENDUM {DATE:a}: {x} ", a=case.ds(D(ex, rng.randint(1, 5))), x=rng.choice(
            ["Reviewed at MDT - agree with report.", "Comparison with outside MRI now available; no change.",
             "Correction: lesion is on the " + ("left" if case.side == "right" else "right") + " - typographical "
                                                                                               "error."]))
        staff_ref(d, case, "radiologist", "fi_l")
        d.t("\n")
    return d


# ------------------------------------------------------------------ transport & accommodation
SCHEMES = {"GB": "Healthcare Travel Costs Scheme", "AU": "Patient Travel Subsidy Scheme",
           "NZ": "National Travel Assistance", "CA": "Northern Health Travel Grant", "IE": "hospital travel fund",
           "US": "Medicaid NEMT benefit", "ZA": "provincial patient transport"}
LODGES = ["Kessler Lodge", "Harbourside Patient Hotel", "Wattle House", "Maple Leaf Residence", "Riverside "
          "Family House", "Te Whare Manaaki", "Protea Lodge", "Cedar Court Residence"]


def transport_request(case):
    rng = case.rng
    d = Doc(case.us)
    rq = case.date
    d.t(rng.choice(["PATIENT TRANSPORT & ACCOMMODATION REQUEST\n", "Travel and Accommodation Assistance - Request "
                    "Form\n", "NON-EMERGENCY PATIENT TRANSPORT BOOKING\n"]))
    d.t("Requesting service: Sarcoma Unit, ").p("HOSPITAL", case.centre).t("\n")
    d.f("Request ref: {ID:r}   Date: {DATE:d}\n\n", r="TR-%s" % L.digits(rng, 6), d=case.ds(rq))
    patient_header(d, case, rng.choice(["kv", "table"]), addr=False, phone=False)
    d.t("Pick-up address: ")
    addr_lines(d, case, case.addr, sep=", ", with_country=rng.random() < 0.2)
    d.f("\nContact: {PHONE:a} / {PHONE:b}\n", a=case.phone_mob, b=case.phone_home)
    if rng.random() < 0.4:
        d.f("Email: {EMAIL:e}\n", e=case.email)
    km = rng.randint(60, 900)
    d.f("\nDistance to treating centre: {km} km one way. Scheme: {s}.\n", km=km, s=SCHEMES[case.c])
    d.f("Eligibility: {e}\n", e=rng.choice(["on chemotherapy - infection risk, unable to use public transport",
                                            "non-weight bearing post endoprosthesis", "daily radiotherapy x 25 "
                                            "fractions", "rural - no public transport", "wheelchair user"]))
    d.t("\nAppointments:\n")
    a0 = D(rq, rng.randint(3, 10))
    if rng.random() < 0.5:
        d.f("- Radiotherapy daily Mon-Fri from {DATE:a} to {DATE:b}, {tm} ({n} fractions)\n", a=case.ds(a0),
            b=case.ds(D(a0, 33)), tm=hhmm(rng, 8, 15), n=25)
    else:
        gap = rng.choice([14, 21, 28])
        whats = ["clinic", "MRI then clinic", "physio and limb fitting", "CT chest then clinic"]
        if case.tumour["regimen"]:
            whats.append("chemotherapy day unit (admission 3 nights)")
        if case.age < 19:
            whats.append("lengthening session")
        for i in range(rng.randint(2, 4)):
            dd = D(a0, i * gap)
            d.f("- {DATE:a} {tm}  {what}\n", a=case.ds(dd), tm=hhmm(rng, 8, 15), what=rng.choice(whats))
    d.f("\nMobility: {m}\nEscort: ", m=rng.choice(["walks with two elbow crutches", "wheelchair - needs tail lift",
                                                  "stretcher", "independent, fatigued", "NWB, needs rear seat"]))
    f = case.fam(0)
    d.f("{rel} ", rel=f.rel)
    d.p("FAMILY", f.fmt("full")).f(" ({PHONE:p})\n", p=f.phone)
    if rng.random() < 0.65:
        d.f("\nOwn vehicle: {car}, reg {VEH:v}. Mileage claim at {rate} per km; parking concession at {LOC:b} car "
            "park.\n", car=rng.choice(["Toyota Corolla", "Ford Focus", "Mazda CX-5", "VW Golf", "Hyundai i30",
                                        "Nissan X-Trail", "Honda Civic"]), v=L.plate(rng, case.c),
            rate=rng.choice(["0.25", "0.30", "0.45", "0.21"]), b=building(rng))
        if rng.random() < 0.3:
            d.f("VIN (for permit system): {VEH:v}\n", v=L.vin(rng))
    else:
        d.f("Transport: {t}; booking no. {ID:b}\n", t=rng.choice(["PTS ambulance (seated)", "volunteer car scheme",
                                                                   "taxi account (hospital contract)"]), b="BK" + L.digits(rng, 7))
    if rng.random() < 0.6:
        lodge = rng.choice(LODGES)
        ci = D(a0, -1)
        d.t("\nAccommodation: ").p("LOC", lodge).f(", room {LOC:r}, check-in {DATE:a}, check-out {DATE:b}", r=str(
            rng.randint(2, 40)), a=case.ds(ci), b=case.ds(D(ci, rng.randint(2, 6))))
        d.f(". Lodge phone {PHONE:p}.\n", p=L.phone(rng, case.c))
    if rng.random() < 0.5:
        if case.c == "AU":
            d.f("Reimbursement to BSB {bsb} account {ACCT:a}\n", bsb="%s-%s" % (L.digits(rng, 3), L.digits(rng, 3)),
                a="%s %s" % (L.digits(rng, 4), L.digits(rng, 4)))
        elif case.c == "GB":
            d.f("Reimbursement: sort code {sc}, account {ACCT:a}\n", sc="%s-%s-%s" % (L.digits(rng, 2),
                                                                                     L.digits(rng, 2),
                                                                                     L.digits(rng, 2)),
                a=L.digits(rng, 8))
        else:
            d.f("Reimbursement account: {ACCT:a}\n", a=L.digits(rng, rng.choice([9, 10, 11])))
    if case.ssn and rng.random() < 0.7:
        d.f("{lab} (for benefit claim): {SSN:s}\n", lab=case.ssn[0], s=case.ssn[1])
    if case.hp and rng.random() < 0.6 and case.c != "GB":
        d.f("{lab}: {HP:h}\n", lab=case.hp[0], h=case.hp[1])
    if rng.random() < 0.3:
        d.t("Support grant from ").p("ORG", org_for(rng, case.c, pools.ORG_SUPPORT)).t(" approved.\n")
    d.t("\nRequested by: ")
    staff_ref(d, case, "keyworker", "full", title=False)
    d.f(", {j}\nAuthorised: ", j=case.st("keyworker").job)
    staff_ref(d, case, "clerk", "full", title=False)
    d.f(" (Transport Coordinator) {PHONE:p}  {EMAIL:e}\n", p=L.phone(rng, case.c), e=L.team_email(
        rng, rng.choice(["patient.transport", "travel.assist", "pts.bookings"])))
    if rng.random() < 0.5:
        d.f("Submitted via portal {URL:u} from {IP:ip} by user {USER:u2}\n", u=L.url(rng, "portal"), ip=L.ip(rng),
            u2=case.st("keyworker").user)
    return d


GENRES = [
    ("discharge_summary", discharge, True),
    ("imaging_report", imaging_report, True),
    ("transport_accommodation_request", transport_request, True),
]
