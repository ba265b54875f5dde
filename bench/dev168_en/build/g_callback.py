"""Genres: critical results callback log, outside-film import log."""
import phi as H
import pools as P

RAD_CRIT = ("tension pneumothorax", "free intraperitoneal gas", "acute SDH 9 mm, 5 mm MLS",
            "saddle PE with RV strain", "misplaced NGT in R main bronchus",
            "acute aortic dissection Stanford A", "ruptured AAA", "testicular torsion - no flow",
            "cord compression T10 mets", "ectopic pregnancy with haemoperitoneum",
            "large MCA infarct", "SAH, Fisher grade 3", "malpositioned ETT in oesophagus",
            "unexpected 4.2 cm pancreatic mass")
LAB_CRIT = ("K+ 6.9 mmol/L (non-haemolysed)", "Na 114 mmol/L", "Hb 54 g/L", "Plt 8 x10^9/L",
            "INR 8.7 on warfarin", "glucose 1.7 mmol/L", "lactate 7.8 mmol/L",
            "troponin I 4820 ng/L", "Ca (adj) 3.71 mmol/L", "WCC 0.3, neutrophils 0.05",
            "blasts on film - ?acute leukaemia", "BC set 1: GPC in clusters at 11 h",
            "CSF Gram: Gram-negative diplococci", "paracetamol 212 mg/L at 4 h",
            "K 2.2 mmol/L", "fibrinogen 0.6 g/L", "ammonia 186 umol/L", "Mg 0.31 mmol/L")
LAB_CRIT_US = ("K 6.9 mEq/L", "Na 114 mEq/L", "Hgb 5.4 g/dL", "Plt 8 K/uL", "INR 8.7",
               "glucose 31 mg/dL", "lactate 7.8 mmol/L", "troponin T 2.41 ng/mL",
               "iCa 0.62 mmol/L", "ANC 50/uL", "blasts 42% on smear", "BCx GPC clusters 1/2",
               "CSF GNDC on Gram stain", "acetaminophen 212 mcg/mL", "K 2.2 mEq/L",
               "fibrinogen 62 mg/dL", "digoxin 3.8 ng/mL", "pH 6.98 / pCO2 82")
ROLES = {("US", "doctor"): ("ED attending", "ICU fellow", "hospitalist", "PCP",
                            "covering resident", "night float", "surgery chief resident"),
         ("US", "nurse"): ("charge nurse", "NP", "night nurse practitioner", "RN"),
         ("UK", "doctor"): ("FY1", "on-call reg", "ICU reg", "GP", "surgical SHO",
                            "oncall SpR", "ED consultant"),
         ("UK", "nurse"): ("nurse in charge", "ward sister", "ANP", "site manager")}


def _entry_fields(n, rad):
    rng = n.rng
    us = n.country == "US"
    pt = H.make_patient(rng, n.country, n.site, n.ref)
    f = {"pt": pt, "date": H.plus(n.ref, rng.randrange(0, 2)), "time": n.tm("colon"),
         "acc": H.accession(rng, n.country) if rad else H.lab_no(rng),
         "find": rng.choice(RAD_CRIT if rad else (LAB_CRIT_US if us else LAB_CRIT)),
         "to": H.make_clin(rng, n.country, rng.choice(("doctor", "doctor", "nurse"))),
         "role": None, "rb": rng.choice(("Y", "Y", "Y", "N/A", "yes")),
         "num": rng.choice(("pager", "ext", "phone", "mobile"))}
    if f["num"] == "phone":
        f["numv"] = H.phone(rng, n.country)
    elif f["num"] == "mobile":
        f["numv"] = H.phone(rng, n.country, "mobile")
    elif f["num"] == "ext":
        f["numv"] = H.digits(rng, 4)
    else:
        f["numv"] = f["to"]["pager"]
    f["role"] = rng.choice(ROLES[(n.country, f["to"]["role"])])
    return f


def log_pipe(n, rad, by, fs):
    rng = n.rng
    cols = ("Date", "Time", "Acc/Lab no", "Patient", "MRN", "Result", "Called to", "Contact",
            "RB", "By")
    n.ln("| " + " | ".join(cols) + " |")
    n.ln("|" + "|".join("---" for _ in cols) + "|")
    for f in fs:
        n.w("| ", n.dstr(f["date"]), " | ", f["time"], " | ", (f["acc"], "IDNUM"), " | ")
        n.p(f["pt"]["p"].r(rng.choice(("LF", "Lf", "LFM"))), "PATIENT")
        n.w(" | ", (f["pt"]["mrn"], "MRN"), " | ", f["find"], " | ")
        n.staff(f["to"], rng.choice(("dr_l", "Lf", "fL", "fl_cred")))
        n.w(" (", f["role"], ") | ", f["num"], " ", (f["numv"], "PHONE"), " | ", f["rb"], " | ")
        if rng.random() < 0.5:
            n.p(by["user"], "USERNAME")
        else:
            n.p(by["p"].r("INI"), "DOCTOR")
        n.t(" |\n")


def log_tsv(n, rad, by, fs):
    rng = n.rng
    n.ln("\t".join(("call_dt", "accession", "pt_name", "mrn", "dob", "finding", "recipient",
                    "recipient_no", "readback", "logged_by")))
    for f in fs:
        n.w(n.dstr(f["date"], "iso"), " ", f["time"], "\t", (f["acc"], "IDNUM"), "\t",
            (f["pt"]["p"].r("LF"), "PATIENT"), "\t", (f["pt"]["mrn"], "MRN"), "\t",
            n.dstr(f["pt"]["dob"], "iso"), "\t", f["find"], "\t",
            (f["to"]["p"].r("Lf"), "DOCTOR"), "\t", (f["numv"], "PHONE"), "\t", f["rb"], "\t",
            (by["user"], "USERNAME"), "\n")


def log_bullets(n, rad, by, fs):
    rng = n.rng
    for f in fs:
        pt = f["pt"]
        n.w("* ", n.dstr(f["date"], H.short_style(n.country)), " ", f["time"], " - ")
        n.p(pt["p"].r(rng.choice(("LF", "fl", "Lf"))), "PATIENT")
        n.w(" (", (pt["mrn"], "MRN"), ", ")
        n.age(pt["age"], pt["sex"], mode=rng.choice(("agesex", "yo", "Y")))
        n.w(") ", (f["acc"], "IDNUM"), ": ", f["find"], ".\n  ")
        r = rng.random()
        if r < 0.15:
            n.w("No answer on ", f["num"], " ", (f["numv"], "PHONE"), " x2; escalated to ")
            n.staff(H.make_clin(rng, n.country), "dr_l")
            n.w(" (consultant) at ", n.tm("colon"), ", read back.\n")
        elif r < 0.3:
            n.t("Outpatient - %s closed. Called patient at home: result given to " % (
                "GP surgery" if n.country == "UK" else "PCP office"))
            n.w(pt["relation"], " ")
            n.rel(pt)
            n.w(" on ", (pt["phone"], "PHONE"),
                " with patient's verbal consent; advised to attend ED. ")
            if n.country == "UK":
                n.w("Out-of-hours GP ", (rng.choice(P.UK_GP), "HOSPITAL"),
                    " also informed.\n")
            else:
                n.w("PCP office ", (rng.choice(P.US_CLINICS), "HOSPITAL"), " left voicemail.\n")
        else:
            n.t("Phoned to ")
            n.staff(f["to"])
            n.w(", ", f["role"], ", via ", f["num"], " ", (f["numv"], "PHONE"),
                "; read-back ", "confirmed" if f["rb"] != "N/A" else "not done", ".\n")
        if rng.random() < 0.4:
            n.w("  Logged by ", (by["user"], "USERNAME"), ".\n")


def log_narr(n, rad, by, fs):
    rng = n.rng
    for j, f in enumerate(fs):
        pt = f["pt"]
        n.w("Entry %d. " % (j + 1), n.dstr(f["date"]), " at ", f["time"], ". ")
        n.pt_name(pt, rng.choice(("fl", "L")), title=True)
        n.w(", ")
        n.hosp(n.site, short=rng.random() < 0.5)
        n.w(" ", "MRN" if n.country == "US" else "hospital number", " ", (pt["mrn"], "MRN"))
        n.w(". ", "Study" if rad else "Sample", " ", (f["acc"], "IDNUM"), " showed ", f["find"],
            ". I spoke directly to ")
        n.staff(f["to"], rng.choice(("dr_fl", "fl_cred", "dr_l")))
        n.w(" (", f["role"], ")")
        if rng.random() < 0.5:
            n.t(" in ")
            n.ward()
        n.w(", who repeated the result back. ", rng.choice((
            "Patient to be reviewed immediately.", "Surgical team aware.",
            "Transfer to resus arranged.", "Tube to be repositioned and film repeated.",
            "IR informed.") if rad else (
            "Plan: repeat sample and ECG.", "Patient to be reviewed immediately.",
            "Calcium gluconate and insulin-dextrose given.", "Antibiotics started.",
            "Haematology registrar informed.")), "\n\n")


def gen_callback(n):
    rng = n.rng
    rad = rng.random() < 0.45
    us = n.country == "US"
    by = H.make_clin(rng, n.country, "doctor" if rad else "sci")
    n.ln("CRITICAL RESULTS COMMUNICATION LOG - ",
         "Diagnostic Radiology" if rad else rng.choice(("Core Laboratory", "Blood Sciences",
                                                        "Clinical Chemistry", "Haematology")))
    n.ln((n.site["name"], "HOSPITAL"), "   Shift: ", "Weekend on-call" if n.ref.weekday() >= 5
         else rng.choice(("Day", "Night", "Late")), "   ",
         n.dstr(n.ref, rng.choice(("wd_full", "wd_us" if us else "wd_uk", None))))
    n.w("Responsible ", "radiologist" if rad else rng.choice(("BMS", "technologist")), ": ")
    n.staff(by, "fl_cred" if not rad else rng.choice(("dr_fl", "fml_cred")))
    n.w("  ext ", (H.digits(rng, 4), "PHONE"), "\n")
    n.ln("Policy: ", "ACR practice parameter for communication" if us else
         "RCR standards for the communication of critical results", "; read-back required.\n")
    r = rng.random()
    k = rng.randrange(4, 9) if r < 0.8 else rng.randrange(3, 6)
    fs = sorted((_entry_fields(n, rad) for _ in range(k)),
                key=lambda f: (f["date"], f["time"]))
    if r < 0.3:
        log_pipe(n, rad, by, fs)
    elif r < 0.5:
        log_tsv(n, rad, by, fs)
    elif r < 0.8:
        log_bullets(n, rad, by, fs)
    else:
        log_narr(n, rad, by, fs)
    n.t("\nReviewed: ")
    rv = H.make_clin(rng, n.country)
    n.staff(rv, rng.choice(("dr_l", "fL")))
    n.w(" ", n.dstr(H.plus(n.ref, rng.randrange(1, 4))), "\n")


# ---------------------------------------------------------------- outside film
FOREIGN = (("Clinica Santa Luzia", "Braga", "Portugal"),
           ("Lagos Island Diagnostic Centre", "Lagos", "Nigeria"),
           ("Hospital San Rafael de Occidente", "Guadalajara", "Mexico"),
           ("Sahyadri Scan Centre", "Pune", "India"),
           ("Szpital Miejski im. Nowaka", "Gdansk", "Poland"),
           ("Korle Gate Imaging", "Accra", "Ghana"),
           ("Centro Diagnostico Aurora", "Porto Alegre", "Brazil"),
           ("Al Noor Radiology Clinic", "Lahore", "Pakistan"),
           ("Spitalul Judetean Sfanta Maria", "Cluj-Napoca", "Romania"),
           ("Nairobi Westlands Imaging", "Nairobi", "Kenya"),
           ("Clinica Los Andes", "Cusco", "Peru"),
           ("Lakeview Radiology Group", "Winnipeg", "Canada"),
           ("Mater Misericordiae Diagnostic", "Galway", "Ireland"),
           ("Bangkok Riverside Hospital", "Bangkok", "Thailand"))

MODS = (("CT", "CT CHEST ABD PELVIS W", 3, 1240), ("MR", "MRI BRAIN W WO", 11, 1876),
        ("CR", "XR CHEST 2V", 2, 2), ("US", "US RENAL", 1, 38), ("NM", "BONE SCAN WB", 2, 4),
        ("MR", "MR PELVIS PROSTATE", 8, 960), ("CT", "CTA HEAD NECK", 6, 2210),
        ("MG", "MAMMO DX BILAT", 1, 6), ("PT", "PET CT WB", 4, 1412))


def _studies(n, k, prefix="  "):
    rng = n.rng
    for j in range(k):
        m = rng.choice(MODS)
        n.w(prefix, "%d. " % (j + 1), m[1], "  study date ",
            n.dstr(H.plus(n.ref, -rng.randrange(2, 700))), "  outside acc ",
            (H.accession(rng, n.country, m[0]), "IDNUM"), "  -> local acc ",
            (H.accession(rng, n.country, m[0]), "IDNUM"), "  (%d series, %d images)\n" % (m[2],
                                                                                          m[3]))
        if rng.random() < 0.35:
            n.w(prefix, "   StudyInstanceUID ", (H.dicom_uid(rng), "IDNUM"), "\n")


def import_detail(n):
    rng = n.rng
    us = n.country == "US"
    pt = H.make_patient(rng, n.country, n.site, n.ref)
    n.ln("OUTSIDE IMAGING IMPORT RECORD - PACS / Image Management")
    n.ln((n.site["name"], "HOSPITAL"))
    n.ln("Import ID: ", ("IMP-%d-%s" % (n.ref.year, H.digits(rng, 5)), "IDNUM"),
         "    Logged: ", n.dstr(n.ref), " ", n.tm("colon"))
    r = rng.random()
    foreign = None
    if r < 0.3:
        foreign = rng.choice(FOREIGN)
        n.w("Source: ", (foreign[0], "HOSPITAL"), ", ", (foreign[1], "CITY"), ", ",
            (foreign[2], "COUNTRY"), "\n")
        n.w("Media: DVD hand-delivered by patient's ", pt["relation"], " ")
        n.rel(pt, "fl")
        n.t("; reports in local language - translation requested.\n")
    else:
        o = n.other_site()
        n.w("Source: ", (o["name"], "HOSPITAL"), ", ")
        n.addr(o["addr"], "one")
        n.w("\nSource contact: ")
        clerk = H.make_clin(rng, n.country, "tech")
        n.staff(clerk, "fl")
        n.w(" (film library)  tel ", (o["phone"], "PHONE"), "  fax ", (o["fax"], "FAX"), "\n")
        if rng.random() < 0.5:
            n.w("  e-mail ", (clerk["email"], "EMAIL"), "\n")
        media = rng.choice(("CD", "image-exchange portal", "cloud share link", "DVD by courier"))
        n.w("Media: ", media)
        if media == "cloud share link":
            n.w(" ", (H.url(rng, "/share/" + H.letters(rng, 3).lower() + H.digits(rng, 6)), "URL"))
        elif media == "DVD by courier":
            n.w(" (", (rng.choice(P.COURIERS), "ORGANIZATION"), ", van ",
                (H.plate(rng, n.country), "VEHICLE"), ")")
        n.t("\n")
    n.t("\nDemographics on media (DICOM 0010,0010): ")
    n.p(pt["p"].r(rng.choice(("dicom", "dicom2"))), "PATIENT")
    n.w("   ID ", (H.mrn(rng, rng.choice(("d7", "RXd6", "Ld6L"))), "MRN"), "   DOB ")
    dob_mis = rng.random() < 0.3
    wrong = pt["dob"]
    if dob_mis:
        try:
            wrong = pt["dob"].replace(year=pt["dob"].year + rng.choice((1, -1, 10)))
        except ValueError:
            wrong = H.plus(pt["dob"], 365)
    n.d(wrong, "ymd")
    n.t("\nLocal match: ")
    n.pt_name(pt, "LFM" if us else "LF")
    n.w("   MRN ", (pt["mrn"], "MRN"), "   DOB ", n.dstr(pt["dob"]), "\n")
    if dob_mis:
        n.t("DISCREPANCY: DOB year differs. Verified with patient in clinic by ")
        n.staff(H.make_clin(rng, n.country, "nurse"), "fl_cred")
        n.ln("; DICOM header corrected on import (tag 0010,0030).")
    else:
        n.ln("Matched on name + DOB + postcode/zip (3-point). No discrepancy.")
    n.t("\nStudies:\n")
    _studies(n, rng.randrange(1, 4))
    n.w("\nDestination: AE PACS_ARCH01 @ ", (H.ip(rng), "IPADDR"), ":104  (C-STORE OK)\n")
    imp = H.make_clin(rng, n.country, "tech")
    n.w("Imported by: ", (imp["user"], "USERNAME"), " (")
    n.staff(imp, "fl")
    n.t(")\n")
    req = H.make_clin(rng, n.country)
    n.t("Requested by: ")
    n.staff(req, rng.choice(("dr_l", "dr_fl")))
    n.w(" for ", rng.choice(("MDT", "tumour board", "clinic", "second opinion", "neurosurgery")),
        " on ", n.dstr(H.plus(n.ref, rng.randrange(1, 14))), "\n")
    if rng.random() < 0.5:
        n.ln("Second-opinion report requested: yes (outside report scanned to EPR as PDF).")


def import_table(n):
    rng = n.rng
    sep = rng.choice((",", "\t", " | "))
    hdr = ("import_date", "user", "patient", "local_mrn", "source_facility", "modality",
           "study_date", "outside_acc", "local_acc", "status")
    n.ln("PACS OUTSIDE STUDY IMPORT QUEUE - export ", n.dstr(n.ref, "iso"))
    n.ln("Site: ", (n.site["name"], "HOSPITAL"), "   Node ", (H.ip(rng), "IPADDR"))
    n.ln(sep.join(hdr))
    users = [H.make_clin(rng, n.country, "tech") for _ in range(3)]
    for _ in range(rng.randrange(6, 12)):
        pt = H.make_patient(rng, n.country, n.site, n.ref)
        m = rng.choice(MODS)
        u = rng.choice(users)
        nm = pt["p"].r(rng.choice(("LF", "dicom2")))
        src = rng.choice(FOREIGN)[0] if rng.random() < 0.1 else n.other_site()["name"]
        n.w(n.dstr(H.plus(n.ref, -rng.randrange(0, 3)), "iso"), sep, (u["user"], "USERNAME"), sep)
        if sep == "," and "," in nm:
            n.w('"', (nm, "PATIENT"), '"')
        else:
            n.p(nm, "PATIENT")
        n.w(sep, (pt["mrn"], "MRN"), sep)
        if sep == "," and "," in src:
            n.w('"', (src, "HOSPITAL"), '"')
        else:
            n.p(src, "HOSPITAL")
        n.w(sep, m[0], sep, n.dstr(H.plus(n.ref, -rng.randrange(5, 500)), "iso"), sep,
            (H.accession(rng, n.country, m[0]), "IDNUM"), sep)
        st = rng.choice(("COMPLETE", "COMPLETE", "COMPLETE", "HELD-MISMATCH", "QUEUED",
                         "REJECTED-DUP"))
        if st == "QUEUED":
            n.w("", sep, st)
        else:
            n.w((H.accession(rng, n.country, m[0]), "IDNUM"), sep, st)
        n.t("\n")
    n.t("\nHeld items: reconcile against ADT before release; escalate to PACS manager ")
    n.staff(H.make_clin(rng, n.country, "tech"), "fl")
    n.w(" (", (H.email_for(rng, H.person(rng)), "EMAIL"), ").\n")


def import_email(n):
    rng = n.rng
    pt = H.make_patient(rng, n.country, n.site, n.ref)
    foreign = rng.choice(FOREIGN)
    sender = H.make_clin(rng, n.country, "tech")
    n.w("From: ", (sender["email"], "EMAIL"), "\n")
    n.w("Sent: ", n.dstr(n.ref, "wd_full" if n.country == "US" else "wd_ukfull"), " ",
        n.tm(), "\n")
    n.ln("Subject: Outside films - ", (pt["p"].r("L"), "PATIENT"), " ", (pt["mrn"], "MRN"))
    n.t("\nHi team,\n\nPatient ")
    n.pt_name(pt, "fl")
    n.w(" (DOB ", n.dstr(pt["dob"]), ") attended ")
    n.hosp(n.site, short=True)
    n.w(" today with a USB stick of imaging performed at ", (foreign[0], "HOSPITAL"), " in ",
        (foreign[1], "CITY"), ", ", (foreign[2], "COUNTRY"), " during ",
        n.dstr(H.plus(n.ref, -rng.randrange(20, 200)), "month_year"), ". ")
    n.t("The USB was virus-scanned on the standalone PC (not networked) before import. ")
    n.w("Studies: MRI lumbar spine and CT abdomen; the DICOM patient name reads ")
    n.p(pt["p"].r("dicom2"), "PATIENT")
    n.t(" with no ID. I have imported under our MRN and appended the suffix EXT. ")
    if rng.random() < 0.5:
        n.w("The outside radiologist's report lists a clinic phone of ",
            (H.phone(rng, n.country), "PHONE"), " - could not connect. ")
    n.w("Images are viewable via ", (H.url(rng, "/viewer/ext/" + H.digits(rng, 7)), "URL"), ". ")
    if pt["prof"]:
        n.t("Patient (")
        n.prof(pt, rng.choice(("", "works as " + ("an " if pt["prof"][0] in "aeiou" else "a "))))
        n.t(") expects")
    else:
        n.t("Family expect")
    n.w(" further scans in ", (foreign[2], "COUNTRY"), ".\n\n")
    n.t("Requesting clinician ")
    n.staff(H.make_clin(rng, n.country), "dr_l")
    n.ln(" has been notified.\n\nThanks,")
    n.staff(sender, "fl")
    n.ln("\nPACS Support, ext ", (H.digits(rng, 4), "PHONE"))


def gen_import(n):
    r = n.rng.random()
    if r < 0.5:
        import_detail(n)
    elif r < 0.8:
        import_table(n)
    else:
        import_email(n)
