"""Genres: urology day-case discharge note, semen analysis / sperm cryopreservation report."""
import datetime as dt

import pools as P
from common import ch, letterhead, banner, dr, staff, signature, audit_line, social, meds, vitals, renal, urine

FIND = {
    "turbt": ["%d mm papillary tumour left lateral wall, completely resected, detrusor in specimen", "multiple small papillary tumours at dome, all resected"],
    "circ": ["tight phimosis, frenular bleeding controlled", "balanitis xerotica obliterans appearance, sent for histology"],
    "hydro": ["large hydrocele, %d mL straw-coloured fluid drained", "thick-walled hydrocele sac, testis normal"],
    "cyst": ["%d mm epididymal cyst excised intact", "multiloculated epididymal cyst, testis normal"],
    "bx": ["%d cores taken under ultrasound guidance, no immediate bleeding", "PI-RADS lesion targeted with 4 cores, plus systematic cores"],
    "stent": ["stent encrusted at lower coil, removed intact", "stent removed intact, ureteric orifice normal"],
    "stric": ["%d Fr bulbar stricture, incised at 12 o'clock", "short bulbar stricture dilated to 24 Fr"],
    "botox": ["20 injection sites, trigone spared", "%d injections of 0.5 mL, mild bleeding only"],
    "twoc": ["voided %d mL with PVR 40 mL - TWOC successful", "failed TWOC (PVR %d mL); IDC reinserted, 14 Fr"],
    "urs": ["%d mm stone dusted, JJ stent on string", "renal pelvis stone fragmented and basketed"],
    "spc": ["SPC inserted under cystoscopic vision, %d Fr silicone", "SPC placed with Seldinger technique"],
    "vari": ["left gonadal vein coil embolised, %d coils", "venography confirmed reflux, embolised"],
    "bulk": ["%d x 0.5 mL Bulkamid at 2, 6 and 10 o'clock", "good coaptation achieved"],
    "bladbx": ["%d biopsies from erythematous patches, diathermy", "cold cup biopsies trigone and posterior wall"],
}
PROCS_M = [("Transurethral resection of bladder tumour (TURBT)", "GA", "turbt"), ("Circumcision", "GA + penile block", "circ"),
           ("Left hydrocelectomy (Jaboulay)", "GA", "hydro"), ("Right epididymal cyst excision", "GA", "cyst"),
           ("Transperineal prostate biopsy (%d cores)", "GA", "bx"), ("Cystoscopy and removal of JJ stent", "LA", "stent"),
           ("Urethral dilatation / optical urethrotomy", "GA", "stric"), ("Intravesical botulinum toxin 100 U", "LA + sedation", "botox"),
           ("Trial without catheter (TWOC)", "nil", "twoc"), ("Flexible ureterorenoscopy and laser", "GA", "urs"),
           ("Insertion of suprapubic catheter", "GA", "spc"), ("Varicocele embolisation", "LA + sedation", "vari")]
PROCS_F = [("Cystoscopy and bladder biopsy", "GA", "bladbx"), ("Intravesical botulinum toxin 100 U", "LA + sedation", "botox"),
           ("Urethral bulking (Bulkamid)", "LA", "bulk"), ("Cystoscopy and removal of JJ stent", "LA", "stent"),
           ("Trial without catheter (TWOC)", "nil", "twoc"), ("Flexible ureterorenoscopy and laser", "GA", "urs")]


def discharge(b, c):
    r = c.r
    female = r.random() < 0.22
    pt = c.person("F" if female else "M")
    age = r.randint(19, 90)
    dob = c.dob(age)
    cons, jmo, rn, gp = c.person(), c.person(), c.person("F" if r.random() < 0.8 else "M"), c.person()
    proc, an, fk = r.choice(PROCS_F if female else PROCS_M)
    if "%d" in proc:
        proc = proc % r.randint(12, 30)
    b((c.hosp, "HOSPITAL"), "\n", ch(r, "DAY SURGERY DISCHARGE SUMMARY", "Urology Day Case Discharge Note", "DISCHARGE SUMMARY - DAY ONLY ADMISSION"), "\n\n")
    banner(b, c, pt, age, dob)
    overnight = r.random() < 0.25
    b("Admitted: ", c.D(c.visit), " ", c.tm(6, 10), "    Discharged: ", c.D(c.visit + dt.timedelta(days=1 if overnight else 0)), " ", c.tm(11, 18), "\n")
    b("Unit: ", (c.ward, "HOSPITAL"), ", ", ch(r, "bay ", "bed ", "chair ", "recliner "), (str(r.randint(1, 24)), "LOCATION_OTHER"), "\n")
    b("Consultant: ", dr(c, cons), "    Discharging clinician: ", dr(c, jmo), "\n")
    b("GP: ", dr(c, gp), ", ", (c.gp_practice, "HOSPITAL"), ch(r, "", ", fax "), None)
    if b.parts[-1] == ", fax ":
        b(c.F())
    b("\n\nProcedure: ", proc, "\nAnaesthetic: " if not c.us else "\nAnesthesia: ", an, "\n")
    fd = r.choice(FIND[fk])
    if "%d" in fd:
        fd = fd % r.randint(12, 400 if fk in ("hydro", "twoc") else 30)
    b("Findings: ", fd, ".\n")
    if "biopsy" in proc.lower() or "TURBT" in proc:
        b("Histology: pending, ", ch(r, "specimen ", "lab no. ", "accession "), c.acc("path"), ". ", ch(r, "Results to consultant.", "Will be discussed at MDT."), "\n")
    b("Complications: ", ch(r, "nil", "nil", "PONV, settled with ondansetron", "haematuria, settled with irrigation", "urinary retention requiring IDC"), ".\n")
    b("Observations on discharge: ", vitals(c), "; voided ", ch(r, "x2", "x1", "via IDC"), ". Pain score %d/10.\n\n" % r.randint(0, 4))
    meds(b, c, n=r.randint(2, 5), header="Discharge medications:", sex=pt.sex)
    if r.random() < 0.5:
        b("Prescriptions sent to ", (c.pharm, "HOSPITAL"), ", ", c.P(ext=False), ".\n")
    b("\nInstructions:\n")
    for x in r.sample(["Do not drive, operate machinery or sign legal documents for 24 hours.",
                       "A responsible adult should stay with you overnight.",
                       "Drink 2-3 L of fluid daily unless advised otherwise.",
                       "Some blood in the urine is common for up to 2 weeks.",
                       "Avoid heavy lifting and strenuous exercise for 2 weeks.",
                       "Keep the wound dry for 48 hours; dissolvable sutures.",
                       "Scrotal support for 1 week; ice packs 20 min at a time.",
                       "Seek urgent care for fever, inability to pass urine, or heavy bleeding with clots."], r.randint(3, 6)):
        b("- ", x, "\n")
    rel, esc = c.relative(pt)
    b("\nEscort home: ", (esc.form(ch(r, "full", "first")), "FAMILY"), " (", rel, ")")
    if r.random() < 0.6:
        b(", ", c.P("mob" if not c.us else "land", ext=False))
    if r.random() < 0.5:
        b(", vehicle ", ch(r, "plate ", "rego ", "reg. "), c.plate())
    b(".\n")
    b("\nFollow-up:\n- ", ch(r, "Urology clinic", "Rooms", "Nurse-led clinic"), " on ", c.D(c.ahead(7, 60), ch(r, None, "wd", "long")), " at ", c.tm(),
      ", ", (c.clinic, "HOSPITAL"), ch(r, "", ", Suite "), None)
    if b.parts[-1].strip() == ", suite" or b.parts[-1] == ", Suite ":
        b((str(r.randint(1, 40)), "LOCATION_OTHER"))
    b(".\n")
    b("- ", ch(r, "GP review of wound in 7-10 days.", "Repeat MSU in 1 week.", "TWOC in 2 weeks at ", "Stent removal by string on "), None)
    tail = b.parts[-1]
    if tail.endswith("at "):
        b((c.hosp, "HOSPITAL"), ".")
    elif tail.endswith("on "):
        b(c.D(c.ahead(3, 14)), ".")
    b("\n- Questions: ", ch(r, "Day Surgery nurse line ", "Urology nurse ", "Ward "), c.P(ext=None), ch(r, " (business hours)", " 24 h", ""), "\n")
    if r.random() < 0.35:
        b("- Results and letters available via ", c.url(ch(r, "myhealth", "patient-portal", "results")), "\n")
    b("\n")
    b("Discharged by: ", (rn.form(ch(r, "full", "fi")), "DOCTOR"), ", ", c.cred("rn", rn), " / ", dr(c, jmo), ch(r, " (JMO)", " (resident)", " (intern)", ""), "\n")
    if r.random() < 0.4:
        b("Summary sent electronically to ", (c.gp_practice, "HOSPITAL"), " ", c.D(c.visit + dt.timedelta(days=1 if overnight else 0)), ".\n")
    if r.random() < 0.25:
        audit_line(b, c, jmo)


def semen(b, c):
    r = c.r
    pt = c.person("M")
    age = r.randint(19, 58)
    dob = c.dob(age)
    ref, sci, auth = c.person(), c.person(), c.person()
    kind = ch(r, "pvsa", "fert", "fert", "cryo")
    lab = r.choice(P.US_LABS[-2:] + P.US_LABS[:1] if c.us else P.AU_LABS[2:3] + P.AU_LABS[:2])
    b((lab, "HOSPITAL"), "\n", c.addr_pc(c.site), "\n", "Tel ", c.P(ext=False), "   Fax ", c.F(), "\n")
    b("CLIA ID " if c.us else "NATA/RCPA accreditation ", c.lab_lic(), "\n\n")
    b({"pvsa": "POST-VASECTOMY SEMEN ANALYSIS", "fert": "SEMEN ANALYSIS REPORT (WHO 6th ed., 2021)",
       "cryo": "SPERM CRYOPRESERVATION RECORD AND SEMEN ANALYSIS"}[kind], "\n\n")
    b("Patient: ", (pt.form(ch(r, "LFM", "full", "LF")), "PATIENT"), "    DOB: ", c.D(dob), "    Age: ", (str(age), "AGE"), "\n")
    b("Lab no.: ", c.acc("lab"), "    ", ch(r, "MRN: ", "Patient ID: "), c.mrn(), "\n")
    b("Referring doctor: ", dr(c, ref), ch(r, "", " (Urology)", " (Fertility)", " (Haematology)" if kind == "cryo" else ""), "\n")
    if kind == "fert" and r.random() < 0.7:
        partner = c.person("F", mid=0.3)
        b("Partner: ", (partner.form(ch(r, "full", "lfm")), "FAMILY"), ", DOB ", c.D(c.dob(r.randint(24, 43))), ", couple ID ", c.acc("CPL"), "\n")
    coll = c.visit
    hh = r.randint(7, 13)
    b("Collected: ", c.D(coll), " %02d:%02d   Received: %02d:%02d   Analysed: %02d:%02d\n" % (hh, r.randint(0, 20), hh, r.randint(25, 50), hh + 1, r.randint(0, 30)))
    b("Collection: ", ch(r, "on site, production room ", "at home, delivered within 50 min", "on site, room "), None)
    if b.parts[-1].endswith("room "):
        b((str(r.randint(1, 4)), "LOCATION_OTHER"))
    b(". Abstinence: %d days. Complete sample: %s.\n" % (r.randint(2, 7), ch(r, "yes", "yes", "no - first portion lost")))
    if kind == "cryo" or r.random() < 0.2:
        b("Identity verification: photo ID and ", ch(r, "fingerprint", "palm-vein", "iris"), " scan, biometric ID ", c.bio(), ".\n")
    if kind == "pvsa":
        vd = c.ago(84, 200)
        b("Vasectomy date: ", c.D(vd), " by ", dr(c, ref, "last"), ". Ejaculations since: ~%d.\n\n" % r.randint(15, 60))
        b("Volume: %.1f mL   pH: %.1f\n" % (r.uniform(1.0, 5.0), r.uniform(7.2, 8.2)))
        res = ch(r, "azoo", "azoo", "rnms", "motile")
        b("Uncentrifuged wet prep: ", "no sperm seen" if res == "azoo" else "occasional non-motile sperm", ".\n")
        b("Centrifuged pellet (3000 g, 15 min): ", {"azoo": "no sperm seen in entire pellet", "rnms": "rare non-motile sperm (<100,000/mL)",
                                                    "motile": "motile sperm present"}[res], ".\n")
        b("\nINTERPRETATION: ", {"azoo": "Azoospermia. Vasectomy may be considered successful; contraception may cease.",
                                  "rnms": "RNMS <100,000/mL - special clearance may be given by the surgeon.",
                                  "motile": "Motile sperm seen. Continue contraception and repeat in 6 weeks."}[res], "\n")
    else:
        b("\n%-32s %-14s %s\n" % ("Parameter", "Result", "Lower ref. limit (5th centile)"))
        vol, conc = r.uniform(0.8, 6.0), r.choice([r.uniform(0.5, 15), r.uniform(16, 120), r.uniform(16, 120)])
        tm_, nf = r.randint(10, 75), r.randint(1, 14)
        pr = max(1, tm_ - r.randint(3, 15))
        rows = [("Volume (mL)", "%.1f" % vol, "1.4"), ("pH", "%.1f" % r.uniform(7.1, 8.3), ">= 7.2"),
                ("Concentration (x10^6/mL)", "%.1f" % conc, "16"), ("Total count (x10^6)", "%d" % round(vol * conc), "39"),
                ("Total motility PR+NP (%)", "%d" % tm_, "42"), ("Progressive motility (%)", "%d" % pr, "30"),
                ("Vitality (%)", "%d" % r.randint(max(30, tm_), 92), "54"), ("Normal forms (%)", "%d" % nf, "4"),
                ("Round cells (x10^6/mL)", "%.1f" % r.uniform(0, 3), "< 1.0"), ("MAR IgG (%)", "%d" % r.randint(0, 60), "< 50")]
        for k, v, rl in rows:
            b("%-32s %-14s %s\n" % (k, v, rl))
        terms = ("Oligo" if conc < 16 else "") + ("astheno" if pr < 30 else "") + ("terato" if nf < 4 else "")
        comment = (terms[0].upper() + terms[1:] + "zoospermia.") if terms else "Normozoospermia."
        if conc < 5:
            comment = "Severe oligozoospermia; repeat in 3 months advised."
        b("\nCOMMENT: ", comment, "\n")
        if kind == "cryo":
            b("\nCRYOPRESERVATION: indication ", ch(r, "prior to chemotherapy for testicular germ cell tumour", "prior to radiotherapy",
                                                   "prior to vasectomy", "prior to testosterone therapy"), ".\n")
            b("%d straws frozen (%s), storage ref " % (r.randint(3, 12), ch(r, "vapour phase", "liquid nitrogen")), c.acc("CRY"),
              ". Consent for storage 10 years, review due ", c.D(c.ahead(3600, 3700), "year"), ".\n")
            b("Infectious serology (HIV, HBV, HCV) collected ", c.D(c.ago(0, 14)), ".\n")
    b("\nAnalysed by: ", (sci.form(ch(r, "full", "fi")), "DOCTOR"), ", ", c.cred("sci", sci), ch(r, ", Senior Scientist", ", Andrology Scientist", ""), "\n")
    b("Authorised: ", dr(c, auth), ", ", c.cred(ch(r, "path", "uro"), auth), "  ", c.D(c.visit + dt.timedelta(days=r.randint(0, 2))), "\n")
    if r.random() < 0.3:
        b("Enquiries: ", c.email(local=ch(r, "andrology", "semen.lab", "lab.enquiries")), "\n")
    if r.random() < 0.2:
        audit_line(b, c, sci)
