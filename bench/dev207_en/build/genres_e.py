"""Genres (own choice): andrology telehealth consultation, uro-oncology MDT summary."""
import datetime as dt

import pools as P
from common import ch, letterhead, banner, dr, staff, signature, audit_line, social, meds, vitals, renal, urine


def telehealth(b, c):
    r = c.r
    pt = c.person("M")
    age = r.randint(22, 79)
    dob = c.dob(age)
    doc, gp = c.person(), c.person()
    topic = ch(r, "ed", "hypo", "peyronie", "infert", "pe", "ed")
    b(ch(r, "TELEHEALTH CONSULTATION - ANDROLOGY", "Men's Health Telehealth Consult", "Video Consultation Note (Andrology)"), "\n")
    b((c.clinic, "HOSPITAL"), "\n\n")
    b("Consult date: ", c.D(c.visit, ch(r, None, "wd")), "   Start ", c.tm(), "   Duration %d min\n" % r.randint(10, 40))
    b("Mode: ", ch(r, "video", "video", "telephone (video failed)"), "   Link: ", c.url("room/%d" % r.randint(1000, 99999)), "\n")
    b(ch(r, "Encounter no: ", "Visit ID: ", "Booking ref: "), c.acct(), "\n")
    b("Clinician: ", dr(c, doc), ", ", c.cred(ch(r, "uro", "gp"), doc), " - located at ", (c.clinic, "HOSPITAL"), "\n")
    b("Patient: ", (pt.form(ch(r, "full", "fml", "LF")), "PATIENT"), ", ", (str(age), "AGE"), ch(r, " y", "M", " yo male"), ", DOB ", c.D(dob), ", ", ch(r, "MRN ", "UR " if not c.us else "MR# "), c.mrn(), "\n")
    b("Patient location: ", ch(r, "home", "workplace", "car (parked)", "hotel"), ", ", (c.home["city"], "CITY"), ", ",
      (c.home["state_full"] if r.random() < 0.4 else c.home["state"], "STATE"), "\n")
    b("Identity confirmed with ", ch(r, "full name, DOB and address (", "name, DOB and address ("), c.addr_pc(c.home), ").\n")
    if r.random() < 0.55:
        b("Connection: patient IP ", c.ip(), ch(r, ", Chrome/Android", ", iOS app", ", desktop browser"), ".\n")
    b("Consent to telehealth: verbal, documented. Others present: ")
    if r.random() < 0.45:
        rel, f = c.relative(pt, ch(r, "wife", "partner"))
        b(rel, " ", (f.form(ch(r, "first", "full")), "FAMILY"), ".\n")
        fam = (rel, f)
    else:
        b("nil.\n")
        fam = None
    b("\nPresenting complaint: ")
    b({"ed": "erectile dysfunction", "hypo": "fatigue, low libido, ?testosterone deficiency", "peyronie": "penile curvature with pain on erection",
       "infert": "primary infertility, trying for %d months" % r.randint(12, 48), "pe": "lifelong premature ejaculation"}[topic], ".\n")
    b("\nHistory: ")
    if topic == "ed":
        b("Onset ", c.D(c.ago(200, 1500), "my"), ", gradual. Morning erections ", ch(r, "reduced", "absent", "preserved"),
          ". IIEF-5 %d. Sildenafil %d mg: %s. " % (r.randint(5, 20), r.choice([25, 50, 100]), ch(r, "partial response", "headache, stopped", "not tried")))
    elif topic == "hypo":
        b("Two early-morning total testosterone levels: %.1f nmol/L (" % r.uniform(4, 11), c.D(c.ago(30, 90)), ") and %.1f nmol/L (" % r.uniform(4, 11),
          c.D(c.ago(5, 29)), "). LH %.1f IU/L, FSH %.1f IU/L, prolactin %d mIU/L, SHBG %d nmol/L. " % (r.uniform(1, 15), r.uniform(1, 20), r.randint(80, 500), r.randint(15, 60)))
    elif topic == "peyronie":
        b("Curvature %d degrees %s, noticed since " % (r.randint(20, 80), ch(r, "dorsal", "left lateral", "ventral")), c.D(c.ago(120, 700), "my"),
          ". Stable for %d months. Plaque palpable on self-examination. " % r.randint(1, 9))
    elif topic == "infert":
        b("Semen analysis ", c.D(c.ago(20, 120)), " showed ", ch(r, "concentration %.1f x10^6/mL" % r.uniform(1, 14), "azoospermia", "progressive motility %d%%" % r.randint(5, 28)),
          ". Partner's gynaecology workup normal. ")
        if fam is None and r.random() < 0.6:
            _, f = c.relative(pt, "partner")
            b("Partner ", (f.form("full"), "FAMILY"), ", aged ", (str(r.randint(25, 42)), "AGE"), ". ")
    else:
        b("IELT <1 min since first sexual experience. No ED. PEDT score %d. " % r.randint(9, 20))
    b(ch(r, "PMHx: hypertension, T2DM.", "PMHx: nil significant.", "PMHx: depression on sertraline, OSA.", ["PMHx: prior varicocele repair ", (str(c.visit.year - r.randint(2, 15)), "DATE"), "."]), "\n")
    social(b, c, pt, prob_job=0.85, prob_fam=0.0, prob_ctry=0.25)
    if r.random() < 0.3:
        b("Shift roster at ", (r.choice(P.EMPLOYERS), "ORGANIZATION"), " makes in-person visits difficult.\n")
    b("\nInvestigations reviewed: HbA1c %.1f%%, lipids %s, " % (r.uniform(5.0, 9.5), ch(r, "normal", "LDL 3.9")), renal(c), " (", c.D(c.ago(5, 60)), ").\n")
    b("\nAssessment: ", {"ed": "vasculogenic ED with cardiovascular risk factors", "hypo": "confirmed hypogonadotropic picture vs obesity-related low T",
                         "peyronie": "Peyronie's disease, likely stable phase", "infert": "male factor infertility",
                         "pe": "lifelong premature ejaculation"}[topic], ".\n")
    b("Plan:\n")
    b("1. ", {"ed": "Tadalafil 5 mg daily, counselled re nitrates.", "hypo": "MRI pituitary; repeat testosterone with iron studies.",
              "peyronie": "In-person review with photos of erection; discuss traction therapy.", "infert": "Scrotal ultrasound, karyotype, Y-chromosome microdeletions.",
              "pe": "Dapoxetine 30 mg PRN or paroxetine; behavioural techniques."}[topic], "\n")
    sep = ch(r, "", " (", " - ph ")
    b("2. eScript sent to ", (c.pharm, "HOSPITAL"), sep)
    if sep:
        b(c.P(ext=False), ")" if sep == " (" else "")
    b(".\n")
    b("3. Follow-up ", ch(r, "video", "in person", "phone"), " on ", c.D(c.ahead(14, 90), ch(r, None, "wd")), " at ", c.tm(), ".\n")
    b("4. Copy to GP ", dr(c, gp), ", ", (c.gp_practice, "HOSPITAL"), ch(r, ".", " via secure messaging."), "\n\n")
    b((doc.form(ch(r, "full", "fml")), "DOCTOR"), ", ", c.cred("uro", doc), "\n")
    if r.random() < 0.7:
        b(ch(r, "Provider No. ", "NPI ", "Reg. "), c.lic(), "\n")
    b("Session log: host ", c.user(doc), " from ", c.ip(), "; ended ", c.tm(), "\n")


ROLES = [("Urology", "uro"), ("Radiation Oncology", "onc"), ("Medical Oncology", "onc"), ("Radiology", "rad"),
         ("Pathology", "path"), ("Nuclear Medicine", "rad"), ("Uro-oncology CNC", "rn"), ("Urology Registrar", "reg")]


def mdt(b, c):
    r = c.r
    pt = c.person("M" if r.random() < 0.85 else "F")
    age = r.randint(38, 89)
    dob = c.dob(age)
    cancer = ch(r, "prostate", "prostate", "bladder", "kidney", "testis", "upper tract")
    if cancer == "testis":
        age = r.randint(18, 45)
        dob = c.dob(age)
        pt.sex = "M"
    b(ch(r, "UROLOGICAL CANCER MDT - OUTCOME SUMMARY", "Uro-oncology Multidisciplinary Meeting Record", "GU MDM Summary"), "\n")
    b((c.hosp, "HOSPITAL"), "\n")
    mdate = c.visit
    b("Meeting: ", c.D(mdate, ch(r, "wd", None, "long")), ", ", c.tm(), "   Venue: ", ch(r, "Seminar Room ", "Boardroom ", "Room "), (str(r.randint(1, 9)), "LOCATION_OTHER"))
    if r.random() < 0.6:
        b(", ", (r.choice(P.BUILDINGS), "LOCATION_OTHER"))
    b(ch(r, " + videoconference", "", " / hybrid"), "\n")
    b("Chair: ")
    members = []
    for role, cr in r.sample(ROLES, r.randint(4, 7)):
        members.append((role, c.person(), cr))
    b(dr(c, members[0][1]), "\n")
    b("Attendees:\n")
    for role, p, cr in members:
        if cr == "rn":
            b("  ", role, ": ", (p.form("full"), "DOCTOR"), " ", c.cred("rn", p), "\n")
        else:
            b("  ", role, ": ", dr(c, p, ch(r, "full", "last")), "\n")
    b("\nPatient: ", (pt.form(ch(r, "LFM", "full", "LF")), "PATIENT"), "   ", ch(r, "MRN ", "UR " if not c.us else "MR# "), c.mrn(), "   DOB ", c.D(dob), " (", (str(age), "AGE"), ")\n")
    refd = c.person()
    b("Referred by: ", dr(c, refd), " (", (c.clinic if r.random() < 0.5 else c.gp_practice, "HOSPITAL"), ")   Presented by: ", dr(c, members[-1][1], "last"), "\n")
    if r.random() < 0.5:
        b("Resides: ", (c.home["city"], "CITY"), ", ", (c.home["state"], "STATE"), ch(r, " - %d km from treating centre" % r.randint(40, 900), ""), "\n")
    b("\nClinical summary:\n")
    if cancer == "prostate":
        psa = r.uniform(4, 60)
        b("PSA %.1f (" % psa, c.D(c.ago(20, 80)), "). MRI prostate ", c.D(c.ago(15, 70)), ": PI-RADS %d, %s, %s.\n" % (
            r.randint(4, 5), ch(r, "left PZ", "right TZ", "bilateral PZ"), ch(r, "no EPE", "suspicious EPE", "SVI on right")))
        b("Transperineal biopsy ", c.D(c.ago(7, 40)), " (", c.acc("path"), "): ISUP GG%d, %d/%d cores.\n" % (r.randint(2, 5), r.randint(2, 12), r.randint(14, 24)))
        b("PSMA PET/CT ", c.D(c.ago(2, 30)), ": ", ch(r, "localised disease, no nodal or distant uptake", "2 pelvic nodes SUVmax %.1f" % r.uniform(4, 20),
                                                     "solitary rib lesion, indeterminate", "multiple bone metastases"), ".\n")
    elif cancer == "bladder":
        b("TURBT ", c.D(c.ago(10, 50)), " (", c.acc("path"), "): ", ch(r, "pT1 high-grade with CIS", "pT2 HG urothelial carcinoma, muscle present", "pTa HG, multifocal"), ".\n")
        b("CT chest/abdomen/pelvis ", c.D(c.ago(3, 30)), ": ", ch(r, "no metastases", "equivocal 9 mm obturator node", "left hydronephrosis"), ".\n")
    elif cancer == "kidney":
        b("Incidental %.1f cm %s renal mass on CT " % (r.uniform(2, 11), ch(r, "left upper pole", "right interpolar", "right lower pole")), c.D(c.ago(20, 90)),
          ", RENAL score %d%s. " % (r.randint(4, 11), ch(r, "a", "p", "x")), "eGFR %d.\n" % r.randint(35, 95))
    elif cancer == "testis":
        b("Right radical orchidectomy " if not c.us else "Right radical orchiectomy ", c.D(c.ago(7, 30)), " (", c.acc("path"), "): ",
          ch(r, "pure seminoma, 3.2 cm, no LVI", "mixed NSGCT (60% embryonal), LVI present", "seminoma 5.1 cm, rete testis invasion"), ".\n")
        b("Markers post-op: AFP %d, bHCG %d, LDH %d. CT staging " % (r.randint(1, 40), r.randint(0, 200), r.randint(150, 500)),
          c.D(c.ago(1, 20)), ": %s.\n" % ch(r, "stage I", "retroperitoneal node 14 mm"))
        if r.random() < 0.5:
            b("Sperm banking completed at ", (r.choice(P.US_LABS[-2:] if c.us else P.AU_LABS[2:3]), "HOSPITAL"), " on ", c.D(c.ago(5, 35)), ".\n")
    else:
        b("Ureteroscopy ", c.D(c.ago(10, 50)), ": ", ch(r, "left distal ureteric papillary tumour", "right renal pelvis tumour"), ", biopsy ", c.acc("path"), ": HG UTUC.\n")
    b("ECOG %d. Comorbidities: %s.\n" % (r.randint(0, 2), ch(r, "IHD, CKD3a", "T2DM, hypertension", "COPD", "nil significant", "prior pelvic radiotherapy")))
    if r.random() < 0.6:
        b("Social: ")
        social(b, c, pt, prob_job=0.8, prob_fam=0.6, prob_ctry=0.3)
    b("\nMDT RECOMMENDATION:\n")
    rec = {"prostate": ["Options: robotic radical prostatectomy with PLND, or EBRT + ADT (6-18 months). See urology and radiation oncology.",
                        "Systemic therapy: ADT + ARPI; medical oncology referral.", "Active surveillance not appropriate."],
           "bladder": ["Neoadjuvant cisplatin-based chemotherapy then radical cystectomy.", "Re-resection within 6 weeks, then BCG induction.",
                       "Bladder preservation (trimodality therapy) discussion."],
           "kidney": ["Robotic partial nephrectomy.", "Active surveillance with CT in 6 months.", "Percutaneous renal mass biopsy."],
           "testis": ["Surveillance per protocol.", "Single-dose carboplatin AUC7.", "BEP x3 cycles."],
           "upper tract": ["Radical nephroureterectomy with bladder cuff.", "Endoscopic laser ablation and close surveillance."]}[cancer]
    b(r.choice(rec), "\n")
    if r.random() < 0.35:
        b("Eligible for trial ", ch(r, "PEACE-style ADT study", "adjuvant immunotherapy study", "MRI-guided RT study"), "; screening participant ID ", c.acc("TRL"), ".\n")
    b("Patient to be informed by ", dr(c, members[0][1], "last"), " at clinic on ", c.D(c.ahead(3, 21), ch(r, None, "wd")), ".\n")
    cnc = c.person("F" if r.random() < 0.7 else "M", mid=0)
    b("Care coordinator: ", (cnc.form("full"), "DOCTOR"), ", ", c.P(ext=None))
    if r.random() < 0.5:
        b(", ", c.email(cnc))
    b("\n")
    b("GP notified: ", dr(c, c.person()), ch(r, " by fax ", " via secure message"), None)
    if b.parts[-1] == " by fax ":
        b(c.F())
    b("\n")
    b("\nRecorded by: ", (members[-1][1].form(ch(r, "full", "fi")), "DOCTOR"), " on ", c.D(mdate), "\n")
    if r.random() < 0.3:
        audit_line(b, c, members[-1][1])
