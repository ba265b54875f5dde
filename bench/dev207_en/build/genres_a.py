"""Genres: urology clinic letter, cystoscopy report, prostate biopsy pathology report."""
import pools as P
from common import ch, letterhead, banner, dr, staff, signature, audit_line, typist, cc_block, social, meds, vitals, renal, urine


def _psa_series(b, c, n, start=3.0, label="PSA"):
    r = c.r
    v = start
    days = sorted(r.sample(range(40, 1500), n), reverse=True)
    for i, dd in enumerate(days):
        v = max(0.4, v * r.uniform(0.85, 1.35))
        unit = "ng/mL" if c.us else "ug/L"
        b("  %s %.1f %s (" % (label, v, unit), c.D(c.ago(dd, dd)), ")\n")
    return v


def clinic_letter(b, c):
    r = c.r
    female = r.random() < 0.2
    pt = c.person("F" if female else "M")
    age = r.randint(24, 89)
    dob = c.dob(age)
    uro, gp, reg, typ = c.person(), c.person(), c.person(), c.person("F", mid=0)
    letterhead(b, c)
    b(c.D(c.visit, ch(r, None, "long", "long")), "\n\n")
    b(dr(c, gp), "\n", (c.gp_practice, "HOSPITAL"), "\n")
    ga = c.addr(near=c.home)
    b(c.addr_pc(ga, sep="\n"), "\n\n")
    t = c.ptitle(pt)
    b(ch(r, "Re: ", "RE: ", "Patient: "), t, " ", (pt.form(ch(r, "full", "fml", "FL")), "PATIENT"), ", DOB ", c.D(dob),
      ch(r, ", MRN ", ", UR " if not c.us else ", MR# ", " - Hosp No "), c.mrn(), "\n")
    if r.random() < 0.5:
        b("    ", c.addr_pc(c.home), "\n")
    b("\nDear ", ch(r, c.drt + " ", ""), None)
    if b.parts[-1] == "":
        b((gp.first, "DOCTOR"))
    else:
        b((gp.last, "DOCTOR"))
    b(",\n\n")
    topics = ["haem", "uti", "stone", "oab"] if female else ["luts", "psa", "haem", "stone", "ed", "scrotal", "psa"]
    topic = r.choice(topics)
    where = (c.hosp if r.random() < 0.5 else c.clinic, "HOSPITAL")
    b("Thank you for referring ", t, " ", (pt.last, "PATIENT"), ", a ", (str(age), "AGE"), "-year-old ",
      "woman" if female else "man", ch(r, " with ", " regarding "),
      {"luts": "bothersome lower urinary tract symptoms", "psa": "a rising PSA", "haem": "visible haematuria" if not c.us else "gross hematuria",
       "stone": "renal colic and a ureteric calculus", "ed": "erectile dysfunction", "scrotal": "a left scrotal swelling",
       "uti": "recurrent urinary tract infections", "oab": "urgency and urge incontinence"}[topic],
      ". I saw ", "him" if not female else "her", " in the ", ch(r, "outpatient urology clinic at ", "rooms at ", "clinic at "), where,
      " on ", c.D(c.ago(0, 6), ch(r, None, "wd")), ".\n\n")
    b("Diagnoses:\n")
    dx = {"luts": ["BPH with LUTS (IPSS %d/35, QoL %d)" % (r.randint(12, 30), r.randint(3, 6)), "Nocturia x%d" % r.randint(2, 5)],
          "psa": ["Elevated PSA, PSA density %.2f" % r.uniform(0.08, 0.35), "PI-RADS %d lesion %s" % (r.randint(3, 5), ch(r, "left PZ", "right TZ", "anterior apex"))],
          "haem": ["Visible haematuria, single episode" if not c.us else "Gross hematuria", "Smoking history %d pack-years" % r.randint(5, 50)],
          "stone": ["%d mm %s ureteric calculus" % (r.randint(3, 12), ch(r, "right distal", "left proximal", "right VUJ")), "Mild hydronephrosis"],
          "ed": ["Erectile dysfunction, IIEF-5 %d" % r.randint(5, 18), "Type 2 diabetes, HbA1c %.1f%%" % r.uniform(6.1, 9.8)],
          "scrotal": ["Left %s" % ch(r, "hydrocele", "epididymal cyst", "varicocele grade 2"), "No testicular mass on ultrasound"],
          "uti": ["Recurrent E. coli cystitis, %d episodes in 12 months" % r.randint(3, 7), "Post-menopausal atrophic vaginitis"],
          "oab": ["Overactive bladder, wet", "Mixed urinary incontinence, urge predominant"]}[topic]
    for i, d in enumerate(dx):
        b("%d. %s\n" % (i + 1, d))
    b("\nHistory:\n")
    if topic in ("luts", "oab"):
        b("Reports frequency every %d hours, nocturia %d times, weak stream and %s. " % (
            r.randint(1, 3), r.randint(1, 5), ch(r, "terminal dribbling", "hesitancy", "urgency with occasional leakage")))
    elif topic == "psa":
        b("Asymptomatic. PSA trend:\n")
        _psa_series(b, c, r.randint(2, 4))
    elif topic == "haem":
        b("Single episode of painless frank haematuria with clots on ", c.D(c.ago(20, 80)), ". No LUTS. ")
    elif topic == "stone":
        b("Presented to the emergency department at ", (c.hosp, "HOSPITAL"), " on ", c.D(c.ago(5, 30)),
          " with loin-to-groin pain. CT KUB showed the stone above; ", renal(c), ". ")
    elif topic == "ed":
        b("Gradual onset over %d years, morning erections reduced. Sildenafil 50 mg partially effective. " % r.randint(1, 6))
        if r.random() < 0.6:
            b("Testosterone %.1f nmol/L (" % r.uniform(6, 22), c.D(c.ago(10, 90)), "). ")
    elif topic == "scrotal":
        b("Noticed painless swelling in ", c.D(c.ago(60, 300), "my"), ". ")
    else:
        b("Cultures: ", urine(c), " Episodes treated by ", (c.gp_practice, "HOSPITAL"), ". ")
    b(ch(r, "Past history includes hypertension and hypercholesterolaemia. ", "PMHx: T2DM, OSA on CPAP, AF on apixaban. ",
         ["Background of ischaemic heart disease (stents ", (str(c.visit.year - r.randint(2, 12)), "DATE"), "). "], "No significant past history. "))
    b("\n")
    social(b, c, pt)
    b("\n")
    meds(b, c, header="Current medications:", sex=pt.sex)
    b("\nExamination:\n", vitals(c), ". BMI %.1f. " % r.uniform(21, 38))
    if not female:
        b(ch(r, "Prostate %d g, smooth and benign on DRE. " % r.randint(20, 90), "DRE: firm nodule left lobe, ?T2a. ",
             "DRE: moderately enlarged, benign feel. "))
    b(ch(r, "Abdomen soft, non-tender. Bladder not palpable.", "Renal angles non-tender.", "External genitalia normal."), "\n")
    b("\nInvestigations:\n")
    b("  Flow rate: Qmax %d mL/s, voided volume %d mL, PVR %d mL\n" % (r.randint(4, 22), r.randint(120, 450), r.randint(0, 350)))
    b("  ", renal(c), " (", c.D(c.ago(5, 60)), ")\n")
    b("  ", urine(c), "\n")
    b("\nPlan:\n")
    plans = []
    if topic in ("psa",):
        plans.append(["MRI prostate booked at ", (c.hosp, "HOSPITAL"), " for ", c.D(c.ahead(7, 40), ch(r, None, "wd")), "."])
        plans.append("Transperineal prostate biopsy under GA if PI-RADS 3 or above.")
    if topic in ("haem",):
        plans.append(["Flexible cystoscopy on ", c.D(c.ahead(7, 40), ch(r, None, "wd")), " and CT urogram."])
    if topic in ("stone",):
        plans.append(["Ureteroscopy and laser lithotripsy listed for ", c.D(c.ahead(3, 30)), "; 24-hour urine metabolic screen afterwards."])
    if topic in ("luts", "oab"):
        plans.append(ch(r, "Trial of tamsulosin 0.4 mg nocte; review response in 6 weeks.", "Add mirabegron 50 mg daily.",
                        "Discussed HoLEP versus TURP; he would like to think about surgery.", "Bladder diary and urodynamics."))
    if topic in ("ed",):
        plans.append("Trial tadalafil 5 mg daily for 8 weeks; discussed intracavernosal alprostadil if ineffective.")
    if topic in ("scrotal", "uti"):
        plans.append(ch(r, "Conservative management; reassured.", "Listed for elective surgery as a day case.",
                        "Continue prophylaxis for 6 months, then review."))
    plans.append(["Review in ", ch(r, "clinic", "my rooms"), " on ", c.D(c.ahead(30, 200)), " at ", c.tm(), "."])
    for i, p in enumerate(plans):
        b("%d. " % (i + 1), p, "\n")
    if r.random() < 0.5:
        b("\n", ch(r, "I reviewed the patient with ", "The patient was also seen by "), "my ",
          ch(r, "registrar ", "fellow ", "resident "), dr(c, reg), ".\n")
    if r.random() < 0.25:
        b("Information about the procedure is at ", c.url(), ".\n")
    b("\n")
    signature(b, c, uro)
    if r.random() < 0.6:
        typist(b, c, uro, typ)
    cc_block(b, c, gp, extra=c.person() if r.random() < 0.25 else None, addr=ga)
    if r.random() < 0.3:
        b("    ", t, " ", (pt.form("full"), "PATIENT"), " (patient)\n")


def cystoscopy(b, c):
    r = c.r
    pt = c.person("M" if r.random() < 0.75 else "F")
    age = r.randint(35, 91)
    dob = c.dob(age)
    sur, rn, an, gp = c.person(), c.person("F" if r.random() < 0.8 else "M"), c.person(), c.person()
    b((c.hosp, "HOSPITAL"), ch(r, " - Day Procedure Unit", " - Endoscopy Suite", " | Urology Procedures", ""), "\n")
    b(ch(r, "FLEXIBLE CYSTOSCOPY REPORT", "Cystoscopy Report", "CYSTOURETHROSCOPY - PROCEDURE NOTE", "Rigid Cystoscopy (GA) Report"), "\n\n")
    banner(b, c, pt, age, dob)
    rigid = r.random() < 0.3
    b("Date of procedure: ", c.D(c.visit), "    Start: ", c.tm(), "\n")
    b("Location: ", ch(r, "Procedure Room ", "Room ", "Theatre ", "Cysto Suite "), (str(r.randint(1, 12)), "LOCATION_OTHER"))
    if r.random() < 0.4:
        b(", ", (r.choice(P.BUILDINGS), "LOCATION_OTHER"))
    b("\n")
    b("Operator: ", dr(c, sur), ", ", c.cred("uro", sur), "\n")
    if r.random() < 0.5:
        b("Assistant: ", dr(c, c.person()), " (", ch(r, "registrar", "fellow", "PGY-3"), ")\n")
    b("Nurse: ", staff(c, rn, "rn"), "\n")
    if rigid:
        b("Anesthesiologist: " if c.us else "Anaesthetist: ", dr(c, an), "  (GA, LMA)\n")
    else:
        b("Anaesthesia: local, lignocaine 2% gel intraurethral\n" if not c.us else "Anesthesia: topical lidocaine 2% jelly\n")
    b("Referring: ", dr(c, gp), "\n")
    ind = ch(r, "surveillance, pTa low-grade urothelial carcinoma (TURBT %s)" % "", "visible haematuria", "microscopic haematuria, smoker",
             "recurrent UTI", "stent removal", "LUTS pre-surgical assessment", "surveillance, pT1 HG after BCG induction")
    b("\nIndication: ", ind)
    if "TURBT" in ind or "BCG" in ind:
        b("- last resection ", c.D(c.ago(90, 700)))
    b(".\n")
    b("Consent: written consent obtained ", ch(r, "in clinic on ", "on "), c.D(c.ago(0, 30)), "; risks of infection, bleeding, discomfort discussed.\n")
    b("Antibiotic prophylaxis: ", ch(r, "gentamicin 160 mg IV", "cefazolin 2 g IV", "nil", "trimethoprim 300 mg PO stat"), "\n")
    scope = ch(r, "Olympus CYF-VH", "Storz 11272 VK", "Olympus CYF-5", "Ambu aScope 4 Cysto (single use)", "Storz 22 Fr rigid sheath, 30-degree lens")
    b("Instrument: ", scope)
    if "single use" not in scope:
        b(", ", ch(r, "serial no. ", "S/N ", "SN "), c.serial(""))
    b("\n\nFindings:\n")
    m = pt.sex == "M"
    rows = [("Urethra", ch(r, "normal calibre", "bulbar stricture, passed with gentle pressure", "normal")),
            ("Prostate" if m else "Bladder neck", ch(r, "bilobar enlargement, %d cm prostatic urethra" % r.randint(2, 5), "trilobar, occlusive",
                                                      "non-obstructive", "open, unremarkable")),
            ("Bladder", ch(r, "grade %d trabeculation, %s" % (r.randint(1, 3), ch(r, "no diverticula", "small diverticulum right lateral wall")),
                           "smooth mucosa", "patchy erythema trigone (cystitis cystica)")),
            ("Ureteric orifices", ch(r, "normal position, clear efflux bilaterally", "right ureteric stent in situ", "orthotopic")),
            ("Lesions", ch(r, "nil", "nil recurrence", "%d mm papillary lesion %s" % (r.randint(3, 25), ch(r, "left lateral wall", "dome", "posterior wall")),
                           "scar from previous resection, no recurrence", "flat erythematous area %d mm, ?CIS" % r.randint(5, 20)))]
    for k, v in rows:
        b("  %-18s %s\n" % (k + ":", v))
    les = rows[-1][1]
    b("\nProcedure: ")
    if "papillary" in les or "CIS" in les:
        b(ch(r, "Cold cup biopsies x%d" % r.randint(1, 4), "Biopsy and diathermy"), ", sent to ", (c.lab, "HOSPITAL"), ", specimen ", c.acc("path"), ".\n")
    elif "stent" in ind:
        b("Stent grasped and removed intact. Stent inserted ", c.D(c.ago(14, 120)), ".\n")
    else:
        b("Diagnostic only. Urine sent for cytology, request ", c.acc("order"), ".\n")
    b("Complications: ", ch(r, "nil", "mild bleeding settled", "nil; tolerated well"), ". Estimated time %d min.\n" % r.randint(4, 25))
    b("\nPlan:\n- ", ch(r, "Repeat cystoscopy in 3 months", "Annual surveillance cystoscopy", "Book TURBT under GA",
                       "Await histology; results to ", "CT urogram to complete haematuria workup"))
    if b.parts[-1].endswith("to "):
        b(dr(c, sur, "last"))
    b("\n- Next appointment: ", c.D(c.ahead(21, 120), ch(r, None, "wd")), " at ", c.tm(), "\n")
    if r.random() < 0.4:
        b("- Results letter to GP ", dr(c, gp, "last"), ", fax ", c.F(), "\n")
    b("\n")
    signature(b, c, sur, closing=False, lic=0.4, esign=0.6, audit=0.35)


CORES = ["L base lat", "L base med", "L mid lat", "L mid med", "L apex lat", "L apex med",
         "R base lat", "R base med", "R mid lat", "R mid med", "R apex lat", "R apex med",
         "L anterior", "R anterior", "Target 1 (ROI)", "Target 2 (ROI)"]


def biopsy_path(b, c):
    r = c.r
    pt = c.person("M")
    age = r.randint(45, 82)
    dob = c.dob(age)
    req, path, gp, clerk = c.person(), c.person(), c.person(), c.person()
    lab = c.lab
    b((lab.upper() if r.random() < 0.5 else lab, "HOSPITAL"), "\n")
    b(c.addr_pc(c.site), "\n")
    b(ch(r, "Enquiries: ", "Ph "), c.P(ext=False), "   Fax ", c.F(), "\n")
    b("CLIA #" if c.us else "NATA Accreditation No. ", c.lab_lic(), "\n\n")
    b("SURGICAL PATHOLOGY REPORT" if c.us else "HISTOPATHOLOGY REPORT", "\n\n")
    b("Patient: ", (pt.form(ch(r, "LFM", "LF")), "PATIENT"), "      Sex: M      DOB: ", c.D(dob), "  (Age ", (str(age), "AGE"), ")\n")
    b(ch(r, "MRN: ", "UR: " if not c.us else "MR#: ", "Hosp ID: "), c.mrn(), "      ", ch(r, "Accession: ", "Lab No: ", "Case: "), c.acc("path"), "\n")
    b(ch(r, "Requisition: ", "Your ref: ", "Order #: "), c.acc("order"), "\n")
    coll = c.ago(1, 6)
    b("Collected: ", c.D(coll), " ", c.tm(), "   Received: ", c.D(coll), " ", c.tm(), "   Reported: ", c.D(c.visit), " ", c.tm(), "\n")
    b("Requesting clinician: ", dr(c, req), ch(r, "", ", ", " - "))
    if b.parts[-1] in (", ", " - "):
        b((c.clinic, "HOSPITAL"))
    b("\n")
    if r.random() < 0.6:
        b("Copy to: ", dr(c, gp), ", ", (c.gp_practice, "HOSPITAL"), "\n")
    if c.us and r.random() < 0.4:
        b("Billing: ", (c.insurer, "ORGANIZATION"), " / ", c.hp(), "\n")
    elif not c.us and r.random() < 0.4:
        b("Medicare: ", c.hp(), "\n")
    psa = r.uniform(3.2, 24.0)
    route = ch(r, "Transperineal", "Transperineal", "Transrectal ultrasound-guided")
    if r.random() < 0.7:
        b("\nCLINICAL NOTES:\nPSA %.1f, PI-RADS %d lesion on MRI (" % (psa, r.randint(3, 5)), c.D(c.ago(20, 90)), "). ")
    else:
        b("\nCLINICAL NOTES:\nPSA %.1f, no MRI lesion. " % psa)
    b(route, " biopsy. ", ch(r, ["Previous negative biopsy ", (str(c.visit.year - r.randint(1, 6)), "DATE"), "."], "No prior biopsy.",
                            ["Family history: father prostate cancer at ", (str(r.randint(55, 80)), "AGE"), "."]), "\n")
    n = r.randint(8, 16)
    sites = CORES[:12][:n] if n <= 12 else CORES[:n]
    b("\nMACROSCOPIC:\nReceived %d labelled containers (%s-%s), each containing 1-3 cores of tan tissue. All embedded.\n" % (
        len(sites), "A", "ABCDEFGHIJKLMNOP"[len(sites) - 1]))
    b("\nMICROSCOPIC SUMMARY:\n")
    b("%-4s %-16s %-6s %-8s %-8s %-5s %-8s %s\n" % ("Pot", "Site", "Cores", "Len(mm)", "Ca(mm)", "%", "Gleason", "ISUP GG"))
    pos = 0
    best = (0, 0)
    for i, s in enumerate(sites):
        cores = r.randint(1, 3)
        ln = r.randint(8, 20)
        if r.random() < 0.35:
            ca = r.randint(1, ln)
            g1 = r.choice([3, 3, 3, 4, 4])
            g2 = r.choice([3, 4, 4, 5]) if g1 == 3 else r.choice([3, 4, 5])
            gg = {(3, 3): 1, (3, 4): 2, (4, 3): 3, (4, 4): 4, (3, 5): 4, (5, 3): 4}.get((g1, g2), 5)
            pos += 1
            best = max(best, (gg, g1 + g2))
            b("%-4s %-16s %-6d %-8d %-8d %-5d %-8s %d\n" % ("ABCDEFGHIJKLMNOP"[i], s, cores, ln, ca, 100 * ca // ln, "%d+%d=%d" % (g1, g2, g1 + g2), gg))
        else:
            b("%-4s %-16s %-6d %-8d %-8s %-5s %-8s %s\n" % ("ABCDEFGHIJKLMNOP"[i], s, cores, ln, "-", "-", "benign", "-"))
    b("\nDIAGNOSIS:\n")
    if pos:
        b("Prostate, %s biopsies: ACINAR ADENOCARCINOMA, Gleason score %d, ISUP Grade Group %d, in %d of %d sites.\n" % (
            route.split()[0].lower(), best[1], best[0], pos, len(sites)))
        b(ch(r, "Perineural invasion present.", "No perineural invasion.", "Cribriform pattern present (Gleason 4).",
             "Intraductal carcinoma not identified."), " ", ch(r, "No extraprostatic extension.", "Periprostatic fat not sampled."), "\n")
    else:
        b("Prostate biopsies: benign prostatic tissue, no malignancy identified. ", ch(r, "Focal chronic inflammation.", "HGPIN in 1 core.", "Atrophy."), "\n")
    if r.random() < 0.6:
        b("\nCOMMENT: ", ch(r, "Result phoned to ", "Discussed with "), dr(c, req, "last"), ch(r, "'s rooms", ""), None)
        b(" (", c.P(ext=False), ")" if r.random() < 0.5 else ")", None)
        b(" on ", c.D(c.visit), " at ", c.tm(), " by ", (clerk.form(ch(r, "full", "fi")), "DOCTOR"), ".\n")
    if r.random() < 0.3:
        b("Immunohistochemistry (p63/AMACR) performed on block ", "ABCDEFGH"[r.randint(0, 7)], "1, supports diagnosis.\n")
    if r.random() < 0.25:
        b("Specimen also reviewed at ", (r.choice(P.US_LABS if c.us else P.AU_LABS), "HOSPITAL"), " (ref ", c.acc("path"), ").\n")
    b("\nReported by: ", dr(c, path), ", ", c.cred("path", path), ch(r, ", Anatomical Pathologist", ", Pathologist", ""), "\n")
    if r.random() < 0.4:
        b("Verified: ", c.D(c.visit), " ", c.tm(), "  ", ch(r, "User: ", "Login "), c.user(path), "\n")
    if r.random() < 0.3:
        b("Results also available at ", c.url("results"), "\n")
