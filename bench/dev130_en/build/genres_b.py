"""Genres B: histology report, nursing handover, pharmacy note, transfer letter, ED trauma note,
cardiac device clinic, referral e-mail."""
import negs as N
import pools as P
from common import (rc, letterhead, patient_block, signature, typed_by, cc_block, social, nok_line, audit_line, visit_line,
                    rare_sentence, extra_ids, mrn_item, role, LIC_LABEL, NUR_LIC)
from phi import (w, name_form, person, staff, phone, bleep, email, url, ipaddr, username, idnum, device_sn, vehicle, bioid,
                 hospital, ward, town, street, age_form, license_no, profession, employer, mrn, healthplan, digits, practice)


def cap(s):
    return s[:1].upper() + s[1:]


# ------------------------------------------------------------------------------------------------ histology
SPECIMENS = [("Sigmoid colon, Hartmann's procedure", "Moderately differentiated adenocarcinoma, pT3 pN1b (2/17 nodes). Dukes C1. CRM clear (4 mm)."),
             ("Skin ellipse, left shoulder", "Superficial spreading malignant melanoma, Breslow 1.4 mm, Clark level IV, margins 3 mm."),
             ("Prostate biopsies x12 cores", "Acinar adenocarcinoma, Gleason 3+4=7 (Grade Group 2), 5/12 cores."),
             ("Gallbladder", "Chronic cholecystitis with cholelithiasis. No dysplasia."),
             ("Appendix", "Acute suppurative appendicitis with periappendicitis."),
             ("Cervical lymph node, core", "Classical Hodgkin lymphoma, nodular sclerosis subtype. CD30+, CD15+."),
             ("Left breast WLE + SLNB", "Invasive ductal carcinoma NST, grade 2, 18 mm, ER 8/8, PR 6/8, HER2 1+. NPI 3.36."),
             ("Endometrial pipelle", "Atypical hyperplasia/EIN. No invasive carcinoma identified."),
             ("Gastric biopsy", "Chronic active gastritis, Helicobacter organisms seen. No intestinal metaplasia."),
             ("Placenta", "Maternal vascular malperfusion; no chorioamnionitis."),
             ("Bone marrow trephine", "Hypercellular marrow with 30% plasma cells, kappa restricted."),
             ("Lung wedge, RUL", "Invasive non-mucinous adenocarcinoma, lepidic predominant, pT1b."),
             ("Liver core", "Steatohepatitis, Kleiner fibrosis stage 3."),
             ("Thyroid, total", "Papillary thyroid carcinoma, classic type, 11 mm, unifocal.")]


def histology(x, terse):
    r = x.r
    rec = x.day(r.randint(0, 5))
    rep = x.day(r.randint(6, 14))
    spec, dx = rc(r, SPECIMENS)
    path = staff(r, x.c)
    lab = idnum(r, "histo")
    L = [rc(r, ["HISTOPATHOLOGY REPORT", "Cellular Pathology Report", "SURGICAL PATHOLOGY"]) + " - " + w("HOSPITAL", x.hosp)]
    if r.random() < 0.4:
        L.append(rc(r, ["Laboratory tel ", "Enquiries: "]) + w("PHONE", phone(r, x.c)) + rc(r, ["", "  Fax " + w("FAX", phone(r, x.c))]))
    L.append("Lab No: " + w("IDNUM", lab) + "   Received: " + x.dnum(rec) + "   Reported: " + x.dnum(rep))
    L.append("Patient: " + x.P(rc(r, ["caps_last_first", "last_first"])) + "   DOB: " + x.dnum(x.dob) + "   Sex: " + ("M" if x.pt.sex == "m" else "F") + "   " + mrn_item(x))
    L.append("Source: " + w("HOSPITAL", rc(r, [x.ward, x.hosp2, x.gp_practice])) + "   Clinician: " + x.Doc(x.surg, rc(r, ["title_last", "title_init_last", "title_full"])))
    L.append("Specimen: " + spec)
    L.append("Clinical details: " + age_form(r, x.age, x.pt.sex) + ", " + rc(r, N.COMPLAINTS) + ". " + rc(r, ["?malignancy", "?recurrence", "previous " + rc(r, N.PMH), "for staging"]) + ".")
    if terse:
        L.append("Macro: " + "%sx%sx%s mm, " % (N.num(r, 4, 210), N.num(r, 3, 60), N.num(r, 2, 40)) + rc(r, ["AE", "inked", "rep sections"]) + ". Blocks A1-" + rc(r, "ABCDE") + str(r.randint(2, 9)))
        L.append("Micro/Dx: " + dx)
    else:
        L.append("Macroscopy: Received in formalin labelled \"" + w("PATIENT", x.pt.last.upper() + ", " + x.pt.first) + "\" and \"" + x.dnum(x.dob) + "\". " +
                 "Specimen as described, %s x %s x %s mm; %s." % (N.num(r, 4, 210), N.num(r, 3, 60), N.num(r, 2, 40), rc(r, ["all embedded", "representative sections taken", "inked and serially sliced", "bisected, blocks A1-A6"])))
        L.append("Microscopy: " + rc(r, ["Sections show ", "There is "]) + dx[0].lower() + dx[1:] + " " + rc(r, ["Lymphovascular invasion present.", "No perineural invasion.", "Margins clear."]))
        L.append("Diagnosis: " + dx)
    L.append("SNOMED: T-" + digits(r, 5) + " M-" + rc(r, ["81403", "80703", "87203", "96503", "40000"]) + rc(r, ["", "  Cancer dataset: RCPath", "  ICD-O 8140/3"]))
    if r.random() < 0.5:
        L.append("Block " + rc(r, ["A3", "B2", "A1"]) + " sent for " + rc(r, ["MMR IHC", "HER2 FISH", "EGFR/ALK testing", "PD-L1"]) + " (referral " + w("IDNUM", idnum(r, "lab")) + ") to " + w("HOSPITAL", hospital(r, x.c)) + ".")
    if r.random() < 0.4:
        L.append("Discussed at " + rc(r, ["colorectal", "skin", "urology", "breast"]) + " MDT " + x.Dt(x.day(r.randint(14, 21)), rc(r, ["wd", "dmy", "wd_dm"] if x.c != "CA" else ["wd", "iso"])) + ".")
    L.append("Reported by " + x.Doc(path, rc(r, ["title_full", "full_cred", "caps_cred"])) + ", " + rc(r, ["Consultant Histopathologist", "Pathologist", "Specialty Registrar"]) +
             rc(r, ["", ", authorised " + x.Dt(rep, rc(r, ["dmy", "dmy_long"] if x.c != "CA" else ["iso", "mdy_long"]))]))
    if r.random() < 0.3:
        L.append(audit_line(x, path))
    return L


# ------------------------------------------------------------------------------------------------ nursing handover
NURSE_TASKS = ["IV abx due %s", "obs 4hrly", "NEWS %s", "falls risk - bed rails off, crash mat", "pressure areas intact, 2hrly turns",
               "Waterlow %s", "MUST %s", "fluid balance +%s mL", "cath in situ, UO %s mL/hr", "BM 4x/day", "NBM for OGD",
               "pain controlled w/ PRN Oramorph", "agitated o/n - 4AT %s", "PICC line dressing due", "wound clean + dry",
               "bowels not open %s", "eating 1/4 of meals", "DNACPR in place", "for RESPECT discussion", "O2 weaned to RA",
               "CD count correct", "blood transfusion 1 unit running", "awaiting POC", "MFFD", "for TTOs", "barrier nursed - C diff",
               "side room (MRSA)", "1:1 enhanced obs", "dietitian r/v today", "chase CT result", "PT to see", "awaiting social worker"]


def nursing_handover(x, terse):
    r = x.r
    d = x.day(r.randint(0, 10))
    L = [w("HOSPITAL", x.ward) + rc(r, [" handover ", " - nursing handover - ", " SBAR handover "]) + x.Dt(d, rc(r, ["dmy", "dm", "wd_dm", "wd", "dmy2"] if x.c != "CA" else ["iso", "md", "wd"])) + " " +
         rc(r, ["night->day ", "day->night ", "LD ", "early shift ", ""]) + N.clock(r)]
    L.append(rc(r, ["NIC: ", "Nurse in charge: ", "Shift lead "]) + x.Doc(x.nurse, rc(r, ["title_full", "title_first", "full", "title_last"])) +
             rc(r, ["; HCA ", "; ", " / "]) + w("DOCTOR", rc(r, [x.nurse2.first, x.nurse2.full])) + rc(r, ["", "; bleep FY1 " + w("PHONE", bleep(r)), "; site mgr " + w("PHONE", bleep(r))]))
    n = r.randint(3, 6) if terse else r.randint(2, 4)
    bays = list("1234") + ["SR1", "SR2", "SR3"]
    for i in range(n):
        if i == 0:
            pt, age, sex = x.pt, x.age, x.pt.sex
        else:
            pt = person(r, x.c)
            age, sex = r.randint(18, 99), pt.sex
        b = rc(r, bays)
        bed = str(r.randint(1, 28))
        if b.startswith("SR"):
            loc = rc(r, ["SR", "Side room ", "side rm "]) + w("LOCATION_OTHER", b[2:])
        else:
            loc = rc(r, ["B", "Bay ", "bay "]) + w("LOCATION_OTHER", b) + rc(r, ["-", " bed ", "/"]) + w("LOCATION_OTHER", bed)
        nm = name_form(r, pt, "PATIENT", rc(r, ["title_last", "caps", "full", "first", "last", "initials", "title_last"]))
        tasks = r.sample(NURSE_TASKS, r.randint(2, 5))
        tasks = [t % N.num(r, 1, 20) if "%s" in t and "due" not in t else (t % N.clock(r) if "%s" in t else t) for t in tasks]
        if terse:
            line = loc + " " + nm + " " + age_form(r, age, sex) + " " + rc(r, N.DIAG) + ". " + ", ".join(tasks) + ", " + rc(r, ["last obs ", "obs ", "PRN given ", "turned "]) + N.clock(r) + rc(r, ["", ", " + N.abx_day(r), ", " + N.nameword(r)])
            if r.random() < 0.35:
                rel = rc(r, P.RELATIONS)
                line += ", " + rel + " " + name_form(r, person(r, x.c, sex=P.RELATION_SEX.get(rel)), "FAMILY", rc(r, ["first", "full", "title_last"])) + rc(r, [" visiting", " to ring", " NOK " + w("PHONE", phone(r, x.c, "mob"))])
            if r.random() < 0.2:
                line += ", " + rc(r, ["seen by ", "r/v ", "for r/v by "]) + x.Doc(staff(r, x.c), rc(r, ["title_last", "first"]))
            L.append(line)
        else:
            L.append(loc + ": " + nm + ", " + age_form(r, age, sex) + ", admitted with " + rc(r, N.DIAG) + ".")
            L.append("  Exam: " + "; ".join(N.exam(r, 2)) + "; " + N.score(r))
            L.append("  S: " + rc(r, ["settled night", "unsettled, calling out", "pain 6/10 at 03:00, PRN given", "no concerns"]) + ". B: " + ", ".join(N.pmh(r, 2)) + ".")
            L.append("  A: " + N.obs(r) + ". " + N.score(r) + ".")
            L.append("  R: " + "; ".join(tasks) + "; " + N.given(r, 2) + ". " + cap(N.nameword(r)) + ".")
            if r.random() < 0.4:
                rel = rc(r, P.RELATIONS)
                L.append("  Family: " + rel + " " + name_form(r, person(r, x.c, sex=P.RELATION_SEX.get(rel)), "FAMILY", rc(r, ["full", "first", "title_full"])) + " " +
                         rc(r, ["visited ", "phoned ", "will come in "]) + x.Dt(x.day(r.randint(0, 10)), rc(r, ["wd", "wd_dm"] if x.c != "CA" else ["wd", "md"])) + ".")
    if r.random() < 0.4:
        L.append(rc(r, ["Escalations: ", "Issues: "]) + rc(r, ["staffing 1 RN short", "no beds - 3 outliers on " + w("HOSPITAL", ward(r)), "infusion pump asset " + w("DEVICE", device_sn(r)) + " faulty - sent to EBME", N.nameword(r)]))
    if r.random() < 0.3:
        L.append(audit_line(x, x.nurse))
    return L


# ------------------------------------------------------------------------------------------------ pharmacy
def pharmacy(x, terse):
    r = x.r
    d = x.day(r.randint(0, 3))
    comm = rc(r, ["%s Pharmacy" % x.town, "Pharmacie %s" % x.pt.last if x.c == "CA" else "%s Chemist" % x.town, "%s Pharmacy Ltd" % rc(r, P.COMPANY_WORDS)])
    L = [rc(r, ["Pharmacy - medicines reconciliation", "PHARMACY NOTE", "Clinical pharmacist review", "Med rec"]) + " " + x.Dt(d, rc(r, ["dmy", "dm", "wd_dm", "dmy_long"] if x.c != "CA" else ["iso", "md"])) + " " + N.clock(r)]
    L.append(x.P(rc(r, ["caps_last_first", "full", "title_last", "initials"])) + " " + rc(r, ["", "(" + w("AGE", str(x.age)) + ") "]) + mrn_item(x) + " " + w("HOSPITAL", x.ward) + " bed " + w("LOCATION_OTHER", x.bed))
    wt = N.num(r, 42, 130)
    L.append("Wt " + wt + " kg, CrCl " + N.num(r, 12, 110) + " mL/min, " + rc(r, ["NKDA", "allergy: penicillin (anaphylaxis)", "allergy: trimethoprim (rash)"]))
    srcs = [rc(r, ["GP SCR", "GP summary", "GP list faxed from"]) + " " + w("HOSPITAL", x.gp_practice), "POD", x.nok_rel + " (" + name_form(r, x.nok, "FAMILY", rc(r, ["first", "full"])) + ")",
            "community pharmacy " + w("HOSPITAL", comm) + " (" + w("PHONE", phone(r, x.c)) + ")"]
    r.shuffle(srcs)
    L.append("Sources: " + ", ".join(srcs[:r.randint(2, 4)]))
    if terse:
        for m in N.meds(r, r.randint(3, 7)):
            L.append("- " + m + rc(r, ["", "", " - withheld (AKI)", " - ?indication", " - dose reduced", " - not charted, pls prescribe"]))
        L.append("Given today: " + N.given(r, r.randint(1, 3)))
        L.append("Issues: " + rc(r, ["VTE dose adjusted for CrCl", "warfarin - INR " + N.num(r, 1.1, 6.0, 1), "gent level due " + N.clock(r), "PPI + clopidogrel - switch to lanso", "on Oramorph + codeine - duplicate opioid"]))
    else:
        L.append("Medicines reconciled against " + str(r.randint(2, 3)) + " sources. Current chart reviewed: " + "; ".join(N.meds(r, r.randint(3, 6), False)) + ".")
        L.append("Recommendations: " + rc(r, ["Enoxaparin reduced to 20 mg OD in view of CrCl.", "Please withhold metformin while eGFR below 30.", "Vancomycin trough " + N.num(r, 5, 25, 1) + " mg/L - dose adjusted.",
                                              "Suggest switch IV to PO co-amoxiclav.", "Counselled on new DOAC; alert card given."]) + " " + cap(N.nameword(r)) + ".")
    if x.c in ("KE", "GH") and r.random() < 0.6:
        L.append(rc(r, ["Dispensing verified by fingerprint ", "Biometric check at dispensing, ID "]) + w("BIOID", bioid(r)) + "; " + rc(r, ["SHA", "NHIS", "insurance"]) + " no. " + w("HEALTHPLAN", healthplan(r, x.c)))
    elif r.random() < 0.3:
        L.append(rc(r, ["Blister pack (dosette) from ", "Compliance aid via "]) + w("HOSPITAL", comm) + ", delivery driver " + w("FAMILY", person(r, x.c).first) + ".")
    if r.random() < 0.4:
        L.append("Order no. " + w("IDNUM", idnum(r, "order")) + rc(r, ["", " - TTO screened"]))
    lic = rc(r, {"UK": ["GPhC"], "IE": ["PSI"], "CA": ["OCP #", "OPQ"], "KE": ["PPB Reg."], "GH": ["Pharmacy Council"]}[x.c])
    L.append(x.Doc(x.pharm, rc(r, ["full_cred", "title_full", "full", "caps_cred"])) + rc(r, ["", ", " + lic + " " + w("LICENSE", license_no(r, x.c))]) + rc(r, [" bleep " + w("PHONE", bleep(r)), " ext " + w("PHONE", digits(r, 4, True)), ""]))
    if r.random() < 0.35:
        L.append(audit_line(x, x.pharm))
    return L


# ------------------------------------------------------------------------------------------------ transfer letter
def transfer(x, terse):
    r = x.r
    td = x.day(r.randint(1, 10))
    recv = staff(r, x.c)
    L = letterhead(x) if r.random() < 0.7 else [w("HOSPITAL", x.hosp) + " - " + w("HOSPITAL", x.ward)]
    L.append(rc(r, ["INTER-HOSPITAL TRANSFER LETTER", "Transfer of Care", "Referral and transfer note"]))
    L.append("To: " + x.Doc(recv, rc(r, ["title_full", "title_last"])) + ", " + rc(r, ["accepting consultant", "on-call registrar", "receiving physician"]) + ", " + w("HOSPITAL", x.hosp2) +
             rc(r, ["", ", " + w("HOSPITAL", ward(r))]))
    L.append("Date of transfer: " + x.Dt(td, rc(r, ["dmy_long", "wd_full", "dmy"] if x.c != "CA" else ["wd_mdy", "iso", "mdy_long"])) + rc(r, ["", " - departed " + N.clock(r)]))
    L.extend(patient_block(x, rc(r, [0, 3, 4])))
    L.append(nok_line(x))
    if terse:
        L.append("Note: " + N.nameword(r) + ", " + N.score(r) + ", " + N.abx_day(r))
        L.append("Reason: " + rc(r, ["PCI", "neurosurgical r/v", "ICU bed (none here)", "dialysis", "specialist burns care", "repatriation"]) + ". Dx: " + rc(r, N.DIAG) + ".")
        L.append("Obs at departure: " + N.obs(r) + ". Bloods: " + N.labs(r))
        L.append("Lines: " + rc(r, ["PVC x2", "CVC R IJV", "PICC L arm", "PVC 18G"]) + ". Meds given: " + ", ".join(N.meds(r, 3)))
    else:
        s = x.P(rc(r, ["title_last", "title_full"])) + ", a " + x.Age() + " " + w("PROFESSION", x.prof) + " from " + w("CITY", x.town) + ", was admitted on " + \
            x.Dt(x.adm, rc(r, ["dmy_long", "wd_full"] if x.c != "CA" else ["mdy_long", "wd_mdy"])) + " with " + rc(r, N.COMPLAINTS) + ". " + \
            "Working diagnosis " + rc(r, N.DIAG) + ". Transfer was agreed with " + x.Doc(recv, "title_last") + " by telephone at " + N.clock(r) + \
            rc(r, [" (referral " + w("IDNUM", idnum(r, "ref")) + ").", "."]) + " Latest observations: " + N.obs(r, False) + ". Bloods: " + N.labs(r, False) + "."
        L.append(s)
        L.append("Current medications: " + ", ".join(N.meds(r, r.randint(3, 6), False)) + ". " + N.score(r) + ".")
    L.append(rc(r, ["Escort: ", "Accompanied by "]) + x.Doc(x.nurse, rc(r, ["title_full", "full_cred", "title_first"])) + rc(r, ["", " and " + rc(r, ["paramedic ", "EMT "]) + w("DOCTOR", person(r, x.c).full)]) +
             rc(r, ["; ambulance reg ", "; vehicle ", "; unit "]) + w("VEHICLE", vehicle(r, x.c)) + rc(r, ["", " (" + rc(r, ["call sign", "job no"]) + " " + w("IDNUM", idnum(r, "police")) + ")"]))
    L.append("Property: " + rc(r, ["glasses, phone", "hearing aids x2", "wallet handed to " + x.nok_rel, "none"]) + ". " + rc(r, ["Notes copied.", "Imaging pushed via PACS.", "Images available on the shared portal " + w("URL", url(r, x.hosp)) + "."]))
    L.append("Handover called to " + x.Doc(staff(r, x.c, "nurse"), rc(r, ["title_full", "full", "title_first"])) + " on " + w("PHONE", phone_ext_local(r, x.c)) + ".")
    L.extend(signature(x, x.reg, lic=r.random() < 0.4))
    if r.random() < 0.3:
        L.append(visit_line(x))
    return L


def phone_ext_local(r, c):
    return phone(r, c) + (" ext " + digits(r, 4, True) if r.random() < 0.4 else "")


# ------------------------------------------------------------------------------------------------ ED trauma note
def ed_trauma(x, terse):
    r = x.r
    ad = x.adm
    own = vehicle(r, x.c)
    other = vehicle(r, x.c)
    road = street(r, x.c).split(", ")[-1]
    L = [rc(r, ["EMERGENCY DEPARTMENT", "ED Record", "Emergency Dept - Trauma Team Note", "A&E card", "ED resus note"]) + " - " + w("HOSPITAL", x.hosp)]
    L.append("Arrival: " + x.Dt(ad, rc(r, ["dmy", "dmy2", "d_mon_y", "wd_dm"] if x.c != "CA" else ["iso", "md"])) + " " + N.clock(r) + rc(r, [" by ambulance", " by private car", " walked in", " BIBA (HEMS)"]) + "  Triage: " + rc(r, ["MTS orange", "CTAS 2", "SATS red", "cat 2", "P1", "Manchester Triage orange"]))
    L.append(x.P(rc(r, ["caps_last_first", "full", "caps"])) + "  " + x.Age() + "  " + mrn_item(x) + rc(r, ["", "  " + visit_line(x)]))
    if terse:
        L.append("MOI: " + rc(r, ["RTC - driver", "RTC - front seat passenger", "pedestrian vs car", "motorbike vs car", "fall from height 3 m"]) + ", " + rc(r, ["~40 mph", "low speed", "rollover", "airbags deployed"]) +
                 ". Veh " + w("VEHICLE", own) + rc(r, [" vs " + w("VEHICLE", other), ""]) + ", " + w("STREET", road) + ", " + w("CITY", town(r, x.c)))
        L.append("Police: " + rc(r, ["PC ", "Cst. ", "Garda ", "Officer ", "Sgt "]) + name_form(r, person(r, x.c), "FAMILY", rc(r, ["last", "full"])) + " ref " + w("IDNUM", idnum(r, "police")))
        L.append("A: patent, C-spine immobilised  B: RR %s, SpO2 %s%%, " % (N.num(r, 14, 30), N.num(r, 88, 100)) + rc(r, ["AE equal", "reduced AE L", "surgical emphysema R"]) + "  C: " + N.obs(r))
        L.append("Other: " + N.nameword(r) + "; " + N.score(r) + "; " + ", ".join(N.exam(r, 2)))
        L.append("D: GCS " + rc(r, ["15", "14 (E3V5M6)", "12"]) + ", PEARL  E: " + rc(r, ["seatbelt sign", "#L femur deformity", "lac to scalp 6 cm", "abrasions"]))
        L.append("eFAST " + rc(r, ["neg", "+ve RUQ", "equivocal"]) + ". Trauma CT: " + rc(r, ["#ribs 4-7 L, small PTX", "liver lac grade II", "no acute injury", "# L femur, # pubic rami"]))
        L.append("Timeline: " + N.timeline(r, r.randint(2, 4)))
        L.append("Rx: " + ", ".join(N.meds(r, 2)) + ", TXA 1g, " + rc(r, ["2 units O neg", "chest drain 28Fr", "pelvic binder", "splint"]))
        L.append("Plan: " + rc(r, ["admit trauma/ortho", "to theatre", "to ICU", "obs 4h then d/c"]) + ". " + rc(r, ["sister ", "husband ", "mother ", "friend "]) + w("FAMILY", person(r, x.c).first) + " informed " + w("PHONE", phone(r, x.c, "mob")))
    else:
        L.append("History: " + x.P(rc(r, ["title_last", "first"])) + " was the " + rc(r, ["driver", "front-seat passenger", "rider"]) + " of a vehicle (registration " + w("VEHICLE", own) + ") involved in a collision with " +
                 rc(r, ["a lorry", "a matatu", "a trotro", "a pick-up", "a parked car"]) + (" (reg. " + w("VEHICLE", other) + ")" if r.random() < 0.6 else "") + " on " + w("STREET", road) + " near " + w("CITY", town(r, x.c)) + " at about " + N.clock(r) + ". " +
                 rc(r, ["Restrained, airbags deployed.", "Unrestrained, ejected.", "Helmet worn.", "Trapped for 40 minutes."]) + " " + pro_(x) + " works as a " + w("PROFESSION", x.prof) + ".")
        L.append("Police attended: " + rc(r, ["PC ", "Constable ", "Garda ", "Officer "]) + name_form(r, person(r, x.c), "FAMILY", rc(r, ["last", "full"])) + ", incident number " + w("IDNUM", idnum(r, "police")) + ". " +
                 rc(r, ["Breath test not done.", "Blood alcohol sample taken at police request.", "Driving licence " + w("LICENSE", license_no(r, x.c, "driver")) + " seen."]))
        L.append("Secondary survey: " + cap(N.nameword(r)) + "; " + "; ".join(N.exam(r, 2)) + ".")
        L.append("Primary survey: " + N.obs(r, False) + ". " + "; ".join(N.exam(r, 2)) + ". " + N.score(r) + ".")
        L.append("Investigations: " + N.labs(r, False) + ". Lactate " + N.num(r, 0.8, 6.0, 1) + ". Trauma CT (" + w("IDNUM", idnum(r, "rad")) + "): " + rc(r, ["left rib fractures 4-7 with small pneumothorax", "grade II splenic laceration", "no acute injury"]) + ".")
        L.append("Timeline: " + N.timeline(r, r.randint(2, 5)) + ".")
        L.append("Management: " + ", ".join(N.meds(r, 3, False)) + "; " + rc(r, ["referred to trauma and orthopaedics", "general surgeons aware", "ICU outreach review"]) + " (" + x.Doc(x.reg, rc(r, ["title_full", "title_last"])) + ").")
        L.append("Contacted " + x.nok_rel + ", " + name_form(r, x.nok, "FAMILY", rc(r, ["full", "title_full"])) + ", on " + w("PHONE", phone(r, x.c, "mob")) + "; " + rc(r, ["on the way", "will attend in the morning", "lives in " + w("COUNTRY", rc(r, P.OTHER_COUNTRIES))]) + ".")
    if r.random() < 0.25:
        L.append(rc(r, ["Patient initially unidentified; ", "No ID on arrival; "]) + rc(r, ["police fingerprint ref ", "biometric match ", "fingerprint ID "]) + w("BIOID", bioid(r)) + ".")
    if r.random() < 0.3:
        L.append("Was driving for work (" + w("ORGANIZATION", x.employer) + "); employer contact " + name_form(r, person(r, x.c), "FAMILY", rc(r, ["full", "title_last"])) + ".")
    if r.random() < 0.35:
        L.append("Safeguarding: " + rc(r, ["no concerns", "referral made, ref " + w("IDNUM", idnum(r, "case")), "children at home with " + w("FAMILY", person(r, x.c).first)]) + ".")
    L.append(rc(r, ["ED doctor: ", "Seen by ", "Clinician: "]) + x.Doc(x.sho, rc(r, ["title_full", "full_cred", "title_last"])) + " " + rc(r, ["", "ST3 EM", "EM resident", "MO"]) + rc(r, ["", " / senior " + x.Doc(x.cons, "title_last")]))
    if r.random() < 0.3:
        L.append(audit_line(x, x.sho))
    return L


def pro_(x):
    return "He" if x.pt.sex == "m" else "She"


# ------------------------------------------------------------------------------------------------ cardiac device clinic
MODELS = ["Medtronic Azure XT DR MRI", "Boston Scientific Accolade MRI", "Abbott Assurity MRI", "Biotronik Enitra 8 DR-T",
          "Medtronic Evera MRI XT VR", "Boston Scientific Resonate CRT-D", "Abbott Gallant HF", "Medtronic Micra AV"]


def device_clinic(x, terse):
    r = x.r
    d = x.day(r.randint(30, 400))
    imp = x.day(-r.randint(100, 2500))
    phys = staff(r, x.c, "ahp")
    model = rc(r, MODELS)
    L = [rc(r, ["Cardiac Device Clinic", "PACING CLINIC - device check", "ICD follow-up", "Remote monitoring review"]) + " - " + w("HOSPITAL", x.hosp)]
    L.append("Date: " + x.Dt(d, rc(r, ["dmy", "dmy_long", "wd_full"] if x.c != "CA" else ["iso", "mdy_long"])) + "   " + x.P(rc(r, ["caps_last_first", "full", "title_full"])) + "   " + mrn_item(x) + "   " + age_form(r, x.age, x.pt.sex))
    L.append("Device: " + model + "   Serial: " + w("DEVICE", device_sn(r)))
    L.append("Leads: RA " + rc(r, ["5076-52", "CapSureFix 5076", "Tendril STS 2088"]) + " SN " + w("DEVICE", device_sn(r)) + "; RV " + rc(r, ["6935M", "Reliance 4-Front", "Durata 7122Q"]) + " SN " + w("DEVICE", device_sn(r)))
    L.append("Implanted " + x.Dt(imp, rc(r, ["dmy", "my", "dmy_long", "y"] if x.c != "CA" else ["iso", "my", "y"])) + " at " + w("HOSPITAL", rc(r, [x.hosp, x.hosp2])) + " by " + x.Doc(staff(r, x.c), rc(r, ["title_last", "title_full"])) + " for " + rc(r, ["CHB", "SSS", "secondary prevention VT", "CRT - LBBB, EF 25%", "AF with slow VR"]))
    L.append("Battery " + N.num(r, 3, 12, 1) + " yrs (" + N.num(r, 2.8, 3.1, 2) + " V). RA: P " + N.num(r, 1.2, 4.5, 1) + " mV, thr " + N.num(r, 0.5, 1.5, 2) + " V @ 0.4 ms, imp " + N.num(r, 300, 800) + " ohm. RV: R " +
             N.num(r, 6, 20, 1) + " mV, thr " + N.num(r, 0.5, 1.5, 2) + " V, imp " + N.num(r, 300, 900) + " ohm. AP " + N.num(r, 1, 99) + "%, VP " + N.num(r, 1, 99) + "%.")
    L.append("Symptoms: " + N.nameword(r) + "; NYHA " + rc(r, ["I", "II", "III"]) + "; " + N.score(r) + ".")
    L.append("Episodes: " + rc(r, ["nil", "2 AHRE, longest 14 min", "1 VT zone episode, ATP successful", "AF burden 8%"]) + ". Settings " + rc(r, ["DDD 60", "DDDR 60-130", "VVI 50", "DDD 50, AVD 180"]) + " unchanged.")
    if r.random() < 0.6:
        L.append("Remote monitor: " + rc(r, ["CareLink", "LATITUDE", "Merlin PCS", "Home Monitoring"]) + " transmitter " + rc(r, ["SN ", "serial "]) + w("DEVICE", device_sn(r)) +
                 rc(r, ["", "; patient can view at " + w("URL", url(r, x.hosp))]))
    if r.random() < 0.5:
        L.append("Driving: " + rc(r, ["group 1 - may drive after 1/52", "ICD shock - no driving 6/12", "no restriction"]) + rc(r, ["", "; licence " + w("LICENSE", license_no(r, x.c, "driver")) + " noted", "; drives taxi reg " + w("VEHICLE", vehicle(r, x.c))]) + ".")
    if not terse:
        L.append(x.P(rc(r, ["title_last", "first"])) + " reports " + rc(r, ["no syncope or presyncope", "one episode of dizziness while gardening", "feeling well", "palpitations at night"]) + ". " +
                 rc(r, ["Wound well healed.", "Pocket clean, no erosion.", cap(N.nameword(r)) + "."]) + " " + rc(r, ["Attended with ", "Brought by "]) + x.nok_rel + " " + name_form(r, x.nok, "FAMILY", rc(r, ["first", "full"])) + ".")
    L.append("Next check: " + rc(r, ["remote in 3/12", "clinic " + x.Dt(x.day(r.randint(500, 700)), rc(r, ["my", "dmy", "m3y"] if x.c != "CA" else ["my", "iso"])), "12/12"]) + ". Clinic tel " + w("PHONE", phone(r, x.c)))
    L.append(rc(r, ["Physiologist: ", "Checked by ", "Cardiac physiologist "]) + x.Doc(phys, rc(r, ["full", "full_cred", "first"])) + rc(r, ["", " / " + x.Doc(x.cons, "title_last")]))
    if r.random() < 0.4:
        L.append(audit_line(x, phys))
    return L


# ------------------------------------------------------------------------------------------------ referral e-mail
def referral_email(x, terse):
    r = x.r
    d = x.day(r.randint(0, 30))
    snd, rcv = x.gp, staff(r, x.c)
    L = ["From: " + x.Doc(snd, rc(r, ["title_full", "full"])) + " <" + w("EMAIL", email(r, snd)) + ">",
         "To: " + rc(r, [x.Doc(rcv, "title_full") + " <" + w("EMAIL", email(r, rcv)) + ">", w("EMAIL", email(r, None, role=rc(r, ["referrals", "ambulatory.care", "rapid.access", "med.reg"])))]),
         "Sent: " + x.Dt(d, rc(r, ["wd_full", "wd_dm", "dmy"] if x.c != "CA" else ["wd_mdy", "iso"])) + " " + N.clock(r)]
    if r.random() < 0.4:
        L.append("Cc: " + w("EMAIL", email(r, x.nurse2)))
    L.append("Subject: " + rc(r, ["URGENT referral - ", "Referral: ", "Advice please re ", "RE: "]) + x.P(rc(r, ["caps", "initials", "title_last", "full"])) + rc(r, ["", " " + mrn_item(x), " DOB " + x.dnum(x.dob)]))
    L.append("")
    L.append(rc(r, ["Dear ", "Hi ", "Dear Dr "]) + (w("DOCTOR", rcv.first) if r.random() < 0.5 else w("DOCTOR", rcv.last)) + ",")
    body = rc(r, ["I would be grateful if you could see ", "Could you kindly review ", "Please accept this referral for "]) + x.P(rc(r, ["title_full", "full", "title_last"])) + \
        " (DOB " + x.dnum(x.dob) + ", " + mrn_item(x) + "), a " + x.Age() + " " + w("PROFESSION", x.prof) + ", who " + rc(r, ["presented today with ", "has had ", "reports "]) + rc(r, N.COMPLAINTS) + " for " + N.dur(r) + ". "
    if terse:
        body += "Obs: " + N.obs(r) + ". PMH " + ", ".join(N.pmh(r, 3)) + ". Meds " + ", ".join(N.meds(r, 3)) + "."
    else:
        body += "Background of " + ", ".join(N.pmh(r, 3)) + ". Current medication: " + ", ".join(N.meds(r, 3, False)) + ". Observations in surgery: " + N.obs(r, False) + ". " + \
            rc(r, ["Bloods from " + x.Dt(x.day(-r.randint(3, 20)), rc(r, ["wd", "dmy_long", "dm"] if x.c != "CA" else ["wd", "mdy_long"])) + ": " + N.labs(r, False) + ".", cap(N.nameword(r)) + "."])
        body += " " + pro_(x) + " lives at " + x.address_line() + " with " + rc(r, ["her", "his"]) + " " + x.nok_rel + ", " + name_form(r, x.nok, "FAMILY", rc(r, ["first", "full"])) + " (" + w("PHONE", phone(r, x.c, "mob")) + ")."
    L.append(body)
    L.append(cap(N.nameword(r)) + "; " + N.score(r) + ".")
    if r.random() < 0.4:
        L.append(rare_sentence(x))
    L.append("")
    L.append(rc(r, ["Many thanks,", "Best wishes,", "Regards,"]))
    L.append(x.Doc(snd, rc(r, ["full", "title_full", "first"])))
    L.append(rc(r, ["GP, ", "Family physician, ", "Medical Officer, ", "Clinical Officer, "]) + w("HOSPITAL", x.gp_practice) + rc(r, ["", ", " + w("CITY", x.town)]))
    L.append("Tel " + w("PHONE", phone(r, x.c)) + rc(r, ["", " | Fax " + w("FAX", phone(r, x.c))]))
    if r.random() < 0.6:
        L.append("CONFIDENTIALITY: this e-mail may contain patient information. If received in error, notify the sender. Privacy notice: " + w("URL", url(r, x.gp_practice)))
    if r.random() < 0.35:
        L.append("[Sent via secure relay " + w("IPADDR", ipaddr(r)) + "]")
    return L


GENRES_B = {"histology_report": histology, "nursing_handover": nursing_handover, "pharmacy_note": pharmacy,
            "transfer_letter": transfer, "ed_trauma_note": ed_trauma, "device_clinic": device_clinic,
            "referral_email": referral_email}
