"""Genres: I-693 examination summary, panel physician report, CXR/sputum TB screening."""
import phi
import clinical as C
import vaccines as V
from blocks import letterhead, applicant_block, signature, sex_word, id_fields
from cast import d, addr_line
from notekit import Note

DEVICES = ["dual-chamber pacemaker", "cochlear implant (CI622)", "insulin pump (t:slim X2)", "VP shunt", "ICD",
           "hearing aid R ear", "CPAP machine (AirSense 11)", "spinal cord stimulator"]


def device_line(n, rng, k):
    dev = rng.choice(DEVICES)
    n.line("Implanted/medical device: {} - serial {} (per device card)", dev, (k.device_sn, "DEVICE"))


def i693_summary(rng, k):
    n = Note()
    c = k.clinic
    letterhead(n, rng, c)
    n.line(rng.choice(["CIVIL SURGEON EXAMINATION SUMMARY (Form I-693, Edition 01/20/25)",
                       "IMMIGRATION MEDICAL EXAM - I-693 WORKSHEET", "Report of Immigration Medical Examination - summary for chart",
                       "I-693 EXAM NOTE"]))
    n.line("")
    applicant_block(n, rng, k)
    if k.profession and rng.random() < 0.8:
        n.line("Occupation: {}{}", (k.profession, "PROFESSION"),
               [" at ", (k.employer, "ORGANIZATION")] if rng.random() < 0.5 else "")
    d1 = k.exam_date
    d2 = phi.weekday_after(d1, rng.choice([2, 3, 7]))
    n.line("Exam date(s): {} (hx/PE, IGRA drawn); {} (results review, vaccines)", d(k, d1), d(k, d2))
    doc = rng.choice(["passport", "passport", "EAD card", "driver's license"])
    val = (k.passport, "IDNUM") if doc == "passport" else ((k.dl, "LICENSE") if doc == "driver's license"
                                                           else (phi.fill(rng, "SRC##########"), "IDNUM"))
    n.line("ID verified: {} {}; photo matches applicant.", doc, val)
    if rng.random() < 0.35 and k.lang != "English":
        n.line("Interpreter: {} ({}), {} - interpreter ID {}", k.interp.form("full"), k.lang, (k.interp_agency, "ORGANIZATION"),
               (phi.interp_id(rng), "IDNUM"))
    n.line("")
    n.line("HISTORY")
    C.pmh(n, rng, k)
    C.social(n, rng, k)
    C.tb_history(n, rng, k)
    C.symptom_review(n, rng)
    if rng.random() < 0.15:
        device_line(n, rng, k)
    n.line("")
    n.line("PHYSICAL EXAM")
    C.vitals(n, rng, k)
    C.exam_systems(n, rng, k, rng.choice(["table", "inline"]))
    n.line("")
    n.line("TUBERCULOSIS (Part 5)")
    res = rng.choice(["neg", "neg", "neg", "pos", "pos", "indet"])
    C.igra(n, rng, k, res, d1 if rng.random() < 0.5 else None)
    if res != "neg":
        cx = phi.weekday_after(d2, rng.randint(0, 5))
        finding, cls = C.cxr_text(rng, rng.random() < 0.4)
        n.line("CXR {} at {} (acc {}): {}", d(k, cx), (k.rad.name, "HOSPITAL"), (phi.accession(rng, cx.year % 100), "IDNUM"),
               finding)
        n.line("TB classification: {}", cls if "B" in cls else "No Class A or B TB condition - " + cls)
        if "B1" in cls or rng.random() < 0.3:
            n.line("Referred to {} on {}; {} notified.", (k.tbc.name, "HOSPITAL"), d(k, cx), rng.choice(["health dept", "LHD", "county TB control"]))
            C.plan_ltbi(n, rng)
    else:
        n.line("No Class A or Class B TB. CXR not required (IGRA negative, no sx).")
    n.line("")
    n.line("OTHER CLASS A/B SCREENING")
    C.serology(n, rng, k)
    n.line(rng.choice(["Hansen's disease: no signs.", "Leprosy screen neg.", "Hansen's: skin/nerve exam normal."]))
    n.line(rng.choice(["Mental/physical disorder w/ harmful behavior: none. Substance use disorder: none (Class A not met).",
                       "Psych screen negative; no substance use disorder in remission or active.",
                       "No Class A/B mental disorders identified."]))
    n.line("")
    V.vaccine_table(n, rng, k)
    if rng.random() < 0.3:
        V.foreign_record_note(n, rng, k)
    n.line("")
    if rng.random() < 0.5:
        n.line("Sealed envelope given to applicant {} on {}. Copy retained.", k.pt.titled(rng, k.child), d(k, d2))
    C.codes_line(n, rng)
    signature(n, rng, c.md, c, c.license, rng.choice(["State license # ", "Medical license: ", "Lic. "]), d2, k)
    if rng.random() < 0.6:
        n.line("NPI {}", (c.npi, "LICENSE"))
    if rng.random() < 0.5:
        n.line("cc: {}, {} (attorney of record) - with applicant's written consent", k.attorney.form("full"), (k.lawfirm, "ORGANIZATION"))
    if rng.random() < 0.5:
        n.line("{}/{}", c.md.form("ini_plain"), c.clerk.form("ini_low"))
    return n


PROGRAM = {
    "US": ["DS-2054 Medical Examination for Immigrant or Refugee Applicant", "DS-3024 Chest X-Ray and Classification Worksheet"],
    "CA": ["IRCC Immigration Medical Examination (IME) - IMM 1017 summary", "IME - Medical Report client summary"],
    "AU": ["eMedical 501 Medical Examination + 502 Chest X-ray Examination", "Health examination - 501/502/707"],
    "UK": ["UKTBDP pre-entry tuberculosis screening", "UK TB screening - chest X-ray and certificate"],
    "NZ": ["INZ 1007 General Medical Certificate + INZ 1096 Chest X-ray Certificate", "eMedical - NZ general medical"],
}
CATEGORY = {
    "US": ["IR-1 spouse of USC", "F2A", "EB-3 skilled worker", "K-1 fiance(e)", "DV lottery", "refugee (USRAP)"],
    "CA": ["Express Entry - FSW", "spousal sponsorship", "study permit", "LCP caregiver", "PNP", "temporary resident visa"],
    "AU": ["subclass 482", "subclass 189", "subclass 820/801", "subclass 500", "subclass 202", "subclass 186"],
    "UK": ["Skilled Worker", "Health and Care Worker", "Student", "Family (spouse)", "Global Talent"],
    "NZ": ["Skilled Migrant Category", "Partner of a NZer", "Essential Skills", "Refugee Quota", "Accredited Employer Work Visa"],
}


def panel_report(rng, k):
    n = Note()
    c = k.panel
    letterhead(n, rng, c)
    n.line(rng.choice(PROGRAM[k.dest]))
    n.line("Destination: {}   Category: {}", (rng.choice([{"US": "USA", "CA": "Canada", "AU": "Australia", "UK": "United Kingdom",
                                                             "NZ": "New Zealand"}[k.dest], {"US": "United States", "CA": "Canada",
                                                             "AU": "Australia", "UK": "UK", "NZ": "NZ"}[k.dest]]), "COUNTRY"),
           rng.choice(CATEGORY[k.dest]))
    n.line("")
    applicant_block(n, rng, k, home=k.home_abroad)
    if k.profession and rng.random() < 0.7:
        n.line("Intended occupation: {}", (k.profession, "PROFESSION"))
    n.line("Identity check: passport sighted; biometric capture ref {}; photo uploaded.", (k.bio, "BIOID"))
    ex = k.exam_date
    n.line("Exam date: {}   CXR: {}   Bloods: {}", d(k, ex), d(k, phi.add_days(ex, rng.randint(0, 2))),
           d(k, ex) if rng.random() < 0.5 else d(k, phi.add_days(ex, 1)))
    if rng.random() < 0.4:
        n.line("Accompanied by {} {} (escort for minor/interpreter).", k.parent_rel if k.child else k.spouse_rel,
               (k.parent if k.child else k.spouse).form("full"))
    n.line("")
    n.line("MEDICAL HISTORY (applicant declaration)")
    C.pmh(n, rng, k)
    C.tb_history(n, rng, k, contact=(k.parent.form("full"), k.parent_rel, d(k, phi.add_days(k.exam_date, -rng.randint(400, 3000)), "year"))
                 if rng.random() < 0.2 else None)
    C.symptom_review(n, rng)
    if rng.random() < 0.12:
        device_line(n, rng, k)
    n.line("")
    n.line("EXAMINATION")
    C.vitals(n, rng, k)
    C.exam_systems(n, rng, k)
    n.line("")
    n.line("INVESTIGATIONS")
    abn = rng.random() < 0.3
    finding, cls = C.cxr_text(rng, abn)
    n.line("CXR ({}; ref {}): {}", (k.rad_abroad.name, "HOSPITAL"), (phi.accession(rng, ex.year % 100), "IDNUM"), finding)
    n.line("Reported by {} - {}", k.rad_abroad.rad.dr(rng), cls)
    C.serology(n, rng, k)
    if abn and "B1" in cls:
        n.line("Sputum x3 for AFB smear/culture and Xpert ordered; case placed on hold pending culture (8 weeks).")
    n.line("")
    grade = rng.choice(["A - no significant findings", "Grade A", "M1 - meets health requirement", "Requires further assessment",
                        "Refer to medical officer of health"]) if not abn else "Further assessment - TB"
    n.line("Assessment: {}", grade)
    if k.dest == "UK":
        cert = phi.tb_cert(rng, k.panel.code)
        n.line("TB clearance certificate no. {} issued {}, valid until {}.", (cert, "LICENSE"), d(k, ex),
               d(k, phi.add_days(ex, 182)))
    if k.dest == "US" and rng.random() < 0.6:
        n.line("DS-3025 vaccination worksheet completed; {}.", rng.choice(["all required vaccines up to date",
                                                                            "MMR and Td given today", "waiver not required"]))
    n.line("Submitted via {} on {}.", rng.choice(["eMedical", "eMedical", "the Medical Exam portal", "UKTB system", "e-submission"]),
           d(k, phi.add_days(ex, rng.randint(1, 6))))
    signature(n, rng, c.md, c, c.panel_id, rng.choice(["Panel physician ID: ", "Panel member no. ", "PP number "]))
    if rng.random() < 0.4:
        n.line("Medical licence {} ({})", (c.license, "LICENSE"), (k.site_country, "COUNTRY"))
    n.line("Nurse: {}   Radiographer: {}", c.rn.form(rng.choice(["full", "init_sur", "given"])),
           c.tech.form(rng.choice(["full", "initials"])))
    return n


def tb_cxr_sputum(rng, k):
    n = Note()
    abroad = rng.random() < 0.45
    r = k.rad_abroad if abroad else k.rad
    ref = k.panel if abroad else (k.clinic if k.dest == "US" else k.gp)
    letterhead(n, rng, r)
    cx = k.exam_date
    yy = cx.year % 100
    n.line(rng.choice(["CHEST RADIOGRAPH - IMMIGRATION TB SCREENING", "XR CHEST PA/LAT", "RADIOLOGY REPORT",
                       "502 CHEST X-RAY EXAMINATION REPORT", "DS-3024 CXR WORKSHEET - radiologist section"]))
    n.line("Patient: {}   DOB {}   ({}/{})", k.pt.any_form(rng, ("caps_comma", "comma", "full", "passport")), d(k, k.dob),
           (str(k.age), "AGE"), sex_word(rng, k)[0])
    lab, val, typ = id_fields(k)[0]
    n.line("MRN {}   Accession {}   {} {}", (k.mrn, "MRN"), (phi.accession(rng, yy), "IDNUM"), lab, (val, typ))
    if rng.random() < 0.5:
        n.line("Passport {} sighted by radiographer; photo matched.", (k.passport, "IDNUM"))
    n.line("Referrer: {} ({})", ref.md.dr(rng), (ref.name, "HOSPITAL"))
    n.line("Exam: CXR {}   Date: {} {}   Room {}   Tech: {}", ("AP (child)" if k.child and k.age < 8 else rng.choice(["PA", "PA + lateral", "PA & LAT", "PA erect"])),
           d(k, cx), "%02d:%02d" % (rng.randint(7, 17), rng.randint(0, 59)), (str(rng.randint(1, 6)) + rng.choice(["", "", "A", "B"]),
                                                                         "LOCATION_OTHER"), r.tech.form(rng.choice(["ini_plain", "init_sur"])))
    n.line("Technique: {}", rng.choice(["PA erect, 120 kVp, 2.5 mAs; DAP 0.06 Gy.cm2", "DR, 2 views, adequate inspiration (10 post ribs)",
                                         "Single PA view; pregnancy excluded (LMP within 10 days)", "PA + LAT, CR 110 kV; no repeats"]))
    n.line("Clinical: {}", rng.choice(["Immigration screening. IGRA positive.", "Visa medical, age >=15.", "Panel exam, asymptomatic.",
                                        "Prior TB contact; routine screen.", "Screening; QFT-Plus TB1-Nil 2.14 IU/mL.",
                                        "Required for visa (applicants 11 years and over); no symptoms."]))
    if k.child and rng.random() < 0.5:
        n.line("Note: applicant aged {}; CXR performed due to positive TST.", (str(k.age), "AGE"))
    n.line("")
    abn = rng.random() < 0.45
    finding, cls = C.cxr_text(rng, abn)
    n.line("FINDINGS:")
    n.line("{}", finding)
    n.line(rng.choice(["Trachea central. Heart not enlarged (CTR 0.45).", "No pneumothorax. Diaphragms normal contour.",
                       "Bones and soft tissues unremarkable.", "Hila normal size and density; no Kerley B lines."]))
    if rng.random() < 0.15:
        n.line("Support device: pacemaker generator L chest wall, leads intact (device SN {} per referral).", (k.device_sn, "DEVICE"))
    n.line("")
    n.line("IMPRESSION: {}", cls)
    n.line("Comparison: {}", rng.choice(["none available", "none", ["prior film ", d(k, phi.add_days(cx, -rng.randint(200, 1500))),
                                                                 " - stable"]]))
    rd = phi.add_days(cx, rng.randint(0, 1))
    n.line("Reported: {} {}", r.rad.dr(rng), d(k, rd))
    if rng.random() < 0.5:
        n.line("Registration: {}", (phi.med_license(rng, k.dest if not abroad else "abroad"), "LICENSE"))
    if rng.random() < 0.35:
        n.line("Images pushed to {} from PACS node {} on {}.", rng.choice(["eMedical", "the panel portal", "referrer PACS"]),
               (phi.ip(rng), "IPADDR"), d(k, rd))
    if abn and "B1" in cls or rng.random() < 0.45:
        n.line("")
        lb = k.lab_abroad if abroad else k.lab
        n.line("SPUTUM AFB - {}   specimen set {}", (lb.name, "HOSPITAL"), (phi.specimen(rng, yy), "IDNUM"))
        n.line("Patient: {}  ({})  Requested by: {}", k.pt.form(rng.choice(["caps_comma", "passport", "full"])), (k.mrn, "MRN"),
               ref.md.form(rng.choice(["init_sur", "full", "sur"])))
        pos = rng.random() < 0.2
        C.sputum_lines(n, rng, k, phi.add_days(cx, rng.randint(1, 5)), pos)
        n.line("Final culture result expected {}. Lab contact {}.", d(k, phi.add_days(cx, 60)), (lb.phone, "PHONE"))
        if pos:
            n.line("** Notifiable: result phoned to {} at {} by {} **", ref.md.dr(rng), "%02d:%02d" % (rng.randint(8, 18), rng.randint(0, 59)),
                   lb.tech.form(rng.choice(["full", "init_sur"])))
        else:
            n.line("Validated by {} ({}) {}", lb.tech.form(rng.choice(["full", "init_sur", "ini_plain"])), lb.tech.cred,
                   d(k, phi.add_days(cx, 58)))
    return n
