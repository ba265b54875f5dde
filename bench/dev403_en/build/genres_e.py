"""Genres: suspected adverse drug reaction report and inpatient
discharge summary (erythrodermic / pustular psoriasis)."""

import datetime as dt

import clinical as CL
import pools_places as PP
from blocks import pt, doc, fam, addr, ids, contact, vals, signoff
from ctx import make_person
from core import pick, chance, digits, letters, an, cap

REGULATOR = {"UK": ("Yellow Card report", "MHRA"), "US": ("MedWatch Form 3500", "FDA"),
             "CA": ("Canada Vigilance report", "Health Canada"), "AU": ("TGA adverse event report", "TGA"),
             "NZ": ("CARM report", "Medsafe/CARM"), "IE": ("HPRA ADR report", "HPRA")}


def g_adr(b, c):
    r = b.rng
    v = vals(c)
    bio = CL.biologic(r)
    br = pick(r, bio[1])
    start = c.before(60, 700)
    onset = c.before(5, 40)
    react = CL.ae_reactions(r, bio[3])
    serious = chance(r, 0.45)
    form, agency = REGULATOR[c.c]
    b.t("SUSPECTED ADVERSE DRUG REACTION - %s\n" % form)
    b.t("Reporter ref: ").p(pick(r, ["ADR", "PV", "DERM-ADR-"]) + str(c.visit.year) + "-" + digits(r, 4), "IDNUM")
    pre = {"UK": "GB-MHRA-", "US": "", "CA": "E2B-", "AU": "TGA-", "NZ": "", "IE": "IE-HPRA-"}[c.c]
    b.t("   %s ref: " % agency).p(pre + digits(r, 6 + r.randrange(4)), "IDNUM")
    b.t("\nDate of report: ").p(c.d(c.visit), "DATE").t("\n\n")
    b.t("REPORTER\n")
    who = pick(r, [c.cons, c.reg, c.pharm])
    kind = "pharm" if who is c.pharm else "doctor"
    b.t("Name: ")
    if kind == "pharm":
        b.p(who.full(), "DOCTOR").t(" (Specialist Pharmacist, Dermatology)")
    else:
        doc(b, who, "dr_full")
        b.t(" (Dermatology)")
    lab, val = c.lic(kind)
    b.t("   %s " % lab).p(val, "LICENSE").t("\n")
    b.t("Institution: ").p(c.hosp, "HOSPITAL").t(", ")
    addr(b, c, "hosp")
    b.t("\nTel: ").p(c.dept_phone, "PHONE").t("   Email: ").p(c.dept_email, "EMAIL").t("\n\n")
    b.t("PATIENT\nInitials: ").p(c.pt.initials(dots=pick(r, [True, False])), "PATIENT")
    b.t("   Age: ").p(str(c.age), "AGE").t("   Sex: %s   Weight: %d kg   Height: %d cm\n" % (
        v["sex"], r.randrange(52, 135), r.randrange(150, 195)))
    b.t("Local ID: ").p(c.mrn, "MRN")
    if chance(r, 0.4):
        b.t("   DOB: ").p(c.d(c.dob), "DATE")
    b.t("   %s practice: " % c.gpw).p(c.gp_practice, "HOSPITAL").t("\n\n")
    b.t("SUSPECT DRUG\n%s (%s) %s\nRoute: %s   Indication: %s\n" % (
        br, bio[0], bio[2], "IV" if bio[0] == "infliximab" else "SC", pick(r, CL.PHENOTYPES[:5])))
    b.t("Batch/lot: ").p(letters(r, pick(r, [1, 2])) + digits(r, 5 + r.randrange(2)), "DEVICE")
    b.t("   Start: ").p(c.d(start), "DATE")
    stopped = chance(r, 0.6)
    if stopped:
        b.t("   Stopped: ").p(c.d(c.after(0, 5, onset)), "DATE")
    else:
        b.t("   Ongoing (dose withheld x1)")
    b.t("\nConcomitant: %s; %s; %s\n\n" % (pick(r, ["atorvastatin 20 mg", "ramipril 5 mg", "metformin 1 g BD", "sertraline 50 mg", "nil regular"]),
                                           pick(r, CL.TOPICALS), pick(r, CL.EMOLLIENTS)))
    b.t("REACTION\n%s\nOnset: " % cap(react)).p(c.d(onset), "DATE").t("\n")
    b.t("Description: ")
    b.f("{He} presented to ", v)
    if serious:
        b.t("ED at ").p(c.hosp, "HOSPITAL").t(" on ").p(c.d(c.after(0, 3, onset)), "DATE")
        b.t(" and was admitted to ").p(c.ward, "HOSPITAL").t(", bed ").p(str(r.randrange(1, 30)), "LOCATION_OTHER")
        b.t(", until ").p(c.d(c.after(3, 10, onset)), "DATE").t(". ")
    else:
        b.t("the CNS advice line / %s (" % c.gpw).p(c.gp_practice, "HOSPITAL").t(") ").p(c.d(c.after(0, 3, onset), "dm"), "DATE").t(". ")
    rx = "Managed with topical steroid and emollient. "
    for key, txt in [("candid", "Treated with fluconazole 50 mg OD 7 days. "), ("thrush", "Treated with fluconazole and nystatin. "),
                     ("cellulitis", "Required IV flucloxacillin then oral. "), ("colitis", "Referred to Gastroenterology (calprotectin raised). "),
                     ("bowel", "Referred to Gastroenterology; colonoscopy booked. "), ("IBD", "Referred to Gastroenterology. "),
                     ("optic", "Seen by Neurology - MRI brain requested. "), ("demyelin", "Seen by Neurology - MRI brain requested. "),
                     ("mood", "GP and mental health team involved; PHQ-9 repeated. "), ("neutropenia", "Repeat FBC weekly until recovered. "),
                     ("ALT", "LFTs repeated weekly; hepatitis screen negative. "), ("tinea", "Terbinafine cream 2 weeks. "),
                     ("injection", "Symptoms settled with antihistamine. "), ("lupus", "Referred to Rheumatology; hydroxychloroquine started. ")]:
        if key in react:
            rx = txt
            break
    b.t(rx)
    seen = None
    for key, txt in [("candid", "mouth changes"), ("thrush", "mouth changes"), ("mood", "low mood"),
                     ("cellulitis", "swelling"), ("eczema", "rash"), ("pustul", "rash"), ("lupus", "rash"),
                     ("injection", "redness"), ("tinea", "rash"), ("optic", "blurred vision")]:
        if key in react:
            seen = txt
            break
    if seen and chance(r, 0.5):
        b.f("{His} {rel} ", v)
        fam(b, c)
        b.t(" noticed the %s first. " % seen)
    b.t("\nSeriousness: %s\n" % ("hospitalisation" if serious else "non-serious"))
    b.t("Outcome: %s\n" % pick(r, ["recovered", "recovering", "recovered with sequelae", "not yet recovered"]))
    b.t("Dechallenge: %s   Rechallenge: %s\n" % (pick(r, ["positive", "N/A", "unknown"]) if stopped else "N/A",
                                                 pick(r, ["not done", "planned", "no recurrence"])))
    b.t("Causality (WHO-UMC): %s\n\n" % pick(r, ["probable", "possible", "probable/likely"]))
    b.t("RELEVANT TESTS\n")
    tests = ["FBC normal, CRP %d" % r.randrange(1, 12), "U&E, LFT unremarkable"]
    for key, txt in [("candid", "oral swab: Candida albicans"), ("thrush", "oral swab: Candida albicans"),
                     ("colitis", "faecal calprotectin 820 ug/g"), ("bowel", "faecal calprotectin 640 ug/g"),
                     ("IBD", "faecal calprotectin 410 ug/g"), ("lupus", "ANA 1:640 speckled, dsDNA neg"),
                     ("cellulitis", "CRP 86, WCC 14.2, neut 11.0; blood cultures - no growth"),
                     ("ALT", "LFT: ALT 142, ALP 98, bilirubin 11"), ("neutropenia", "neut 0.9, lymph 1.4"),
                     ("tinea", "skin scrapings: Trichophyton rubrum"), ("optic", "MRI brain: awaited")]:
        if key in react:
            tests = [txt] + tests
            break
    for td, tx in zip(sorted(c.after(0, 10, onset) for _ in range(2)), tests):
        b.p(c.d(td), "DATE").t("  %s\n" % tx)
    b.t("\nManufacturer informed via Patient Support Programme - case no. ").p(digits(r, 8), "IDNUM")
    b.t("\nPatient aware of report; leaflet given. Consent to share details: yes\n")
    b.t("Submitted online by: ").p((who.first[0] + c.ascii(who.last)).lower().replace(" ", "").replace("'", "") + digits(r, 2), "USERNAME")
    b.t(" from ").p("10.%d.%d.%d" % (r.randrange(0, 255), r.randrange(0, 255), r.randrange(2, 254)), "IPADDR").t("\n")


def g_discharge(b, c):
    r = b.rng
    v = vals(c)
    adm = c.before(5, 25)
    los = r.randrange(4, 19)
    dis = adm + dt.timedelta(days=los)
    dx = pick(r, ["Erythrodermic psoriasis", "Generalised pustular psoriasis (von Zumbusch) flare",
                  "Unstable plaque psoriasis with secondary cellulitis", "Erythrodermic psoriasis precipitated by steroid withdrawal"])
    fy = make_person(r, c.c, middle_p=0)
    b.p(c.hosp, "HOSPITAL").t("\n" + pick(r, ["INPATIENT DISCHARGE SUMMARY", "Discharge Summary - Dermatology",
                                              "Electronic Discharge Notification"]) + "\n\n")
    b.t("Patient: ")
    pt(b, c, pick(r, ["LF", "full"]))
    b.t("   ")
    ids(b, c)
    if c.c in ("US", "IE") and chance(r, 0.5):
        b.t("   %s: " % c.ssn_label).p(c.ssn, "SSN")
    b.t("\nAddress: ")
    addr(b, c, "pt")
    b.t("\nNOK: ")
    fam(b, c, "full")
    b.f(" ({rel})  ", v).p(c.fam_phone, "PHONE").t("\n")
    b.t("Ward: ").p(c.ward, "HOSPITAL").t("   Bed: ").p(pick(r, ["%d" % r.randrange(1, 30), "SR%d" % r.randrange(1, 9),
                                                             "Bay %d-%d" % (r.randrange(1, 6), r.randrange(1, 7))]), "LOCATION_OTHER")
    b.t("\nAdmitted: ").p(c.d(adm), "DATE").t(" via %s   Discharged: " % pick(r, ["ED", "Dermatology clinic", c.gpw + " referral", "AMU" if c.c != "US" else "urgent care"]))
    b.p(c.d(dis), "DATE").t("   LOS: %d days\n" % los)
    b.t("Consultant: ")
    doc(b, c.cons, "dr_full")
    b.t(" (Dermatology)   Discharging clinician: ")
    doc(b, fy, "dr_full")
    b.t(pick(r, [" (FY1)", " (SHO)", " (resident)", " (PGY-1)" if c.c == "US" else " (FY2)"]))
    b.t(", %s " % c.bleepw).p("5" + "55" + digits(r, 1), "PHONE").t("\n")
    b.t(c.gpw + ": ")
    doc(b, c.gp, "dr_full")
    b.t(", ").p(c.gp_practice, "HOSPITAL").t(", ")
    addr(b, c, "gp")
    b.t("\n\nDIAGNOSIS: %s\nComorbidities: %s; %s\n\n" % (dx, pick(r, CL.COMORBID), pick(r, CL.COMORBID)))
    b.t("PRESENTATION\n")
    b.p(str(c.age), "AGE").t(pick(r, ["-year-old ", " yo "]))
    b.t("%s with known %s (onset age " % (v["man"], pick(r, CL.PHENOTYPES[:5]))).p(str(c.onset_age), "AGE")
    b.t(") presented with %d days of %s. " % (r.randrange(3, 15), pick(r, [
        "widespread sterile pustules on an erythematous background with fever 38.9C",
        "lakes of pus on the trunk, fever and malaise"] if "pustular" in dx else [
        "rapidly spreading erythema covering >90% BSA, rigors and ankle oedema",
        "painful red skin, shivering and reduced oral intake"])))
    b.t("Trigger: %s. " % pick(r, ["oral prednisolone course from GP for asthma", "stopped ciclosporin abruptly",
                                  "streptococcal sore throat", "lithium started by psychiatry", "none identified"]))
    if chance(r, 0.6):
        b.f("{He} lives with {his} {rel} in {CITY:city} and works as {a_occ} {PROFESSION:occ}. ", v)
    b.t("\n\nHOSPITAL COURSE\n")
    d = adm
    steps = [
            "Barrier nursing in side room; wet wraps with 50:50 WSP/LP; IV fluids; fluid balance chart.",
            "Commenced ciclosporin 4 mg/kg/day; BP and creatinine monitored daily.",
            "Blood cultures (ref %s) - no growth at 5 days." % "BC",
            "Punch biopsy L flank sent - confirmed psoriasis (see lab report).",
            "Spesolimab 900 mg IV given after MDT discussion (GPP).",
            "Dietitian review - albumin 24, supplements started.",
            "Temperature settled; pustulation resolved; erythema improving.",
            "Seen by %s; started %s 2 weeks before discharge." % ("biologics CNS", "risankizumab"),
            "IV flucloxacillin for cellulitis L leg, stepped down to oral.",
            "Thromboprophylaxis with enoxaparin; mobilising with physio."]
    for step in [steps[i] for i in sorted(r.sample(range(len(steps)), r.randrange(3, 6)))]:
        b.p(c.d(d, pick(r, ["dm", "wds", c.ds])), "DATE").t(": ")
        if "(ref BC)" in step:
            b.t("Blood cultures (ref ").p("BC" + digits(r, 8), "IDNUM").t(") - no growth at 5 days.\n")
        elif "see lab report" in step:
            b.t("Punch biopsy L flank (lab no ").p("H%02d-%05d" % (d.year % 100, r.randrange(100, 99999)), "IDNUM")
            b.t(") - psoriasiform dermatitis with Kogoj pustules.\n")
        else:
            b.t(step + "\n")
        d = d + dt.timedelta(days=r.randrange(1, max(2, los // 3)))
        if d >= dis:
            d = dis - dt.timedelta(days=1)
    b.t("\nKEY RESULTS\nCRP peak %d (" % r.randrange(90, 320)).p(c.d(c.after(0, 2, adm), "dm"), "DATE")
    b.t(") -> %d at discharge; WCC peak %.1f; albumin %d; creatinine %d -> %d\n" % (
        r.randrange(5, 40), r.uniform(11, 24), r.randrange(22, 34), r.randrange(70, 140), r.randrange(60, 110)))
    for hn in [CL.INPATIENT_HN[i] for i in sorted(r.sample(range(len(CL.INPATIENT_HN)), 2))]:
        b.t((hn % r.randrange(5, 95) if "%d" in hn else hn) + "\n")
    b.t("\nDISCHARGE MEDICATIONS\n")
    for m in r.sample(["ciclosporin 150 mg BD (NEW)", "50:50 WSP/LP as soap substitute and emollient",
                       "Dovobet gel OD to plaques", "hydrocortisone 1% to face BD", "risankizumab 150 mg SC (NEW) - next dose via homecare",
                       "amlodipine 5 mg OD (NEW - ciclosporin BP)", "folic acid 5 mg weekly", "Dermol 500 lotion"], r.randrange(3, 6)):
        b.t("- %s\n" % m)
    b.t("\nFOLLOW-UP\n- Dermatology clinic with ")
    doc(b, c.cons, "dr_last")
    b.t(" on ").p(c.d(c.wk(c.after(7, 21, dis)), "wd"), "DATE").t("\n- %s: please check BP, U&E on " % c.gpw).p(c.d(c.wk(c.after(5, 10, dis))), "DATE").t("\n")
    b.t("- CNS telephone review ").p(c.d(c.wk(c.after(2, 6, dis)), "dm"), "DATE").t(" (").p(c.cns.full(), "DOCTOR").t(", ").p(c.dept_phone, "PHONE").t(")\n")
    b.t("Information given to patient and ")
    fam(b, c)
    b.t(". " + CL.hard_neg_sentence(r) + "\n\n")
    b.t("Completed by: ")
    doc(b, fy, "dr_full")
    lab, val = c.lic()
    b.t("  %s " % lab).p(val, "LICENSE").t("   ").p(c.d(dis), "DATE").t("\n")
    b.t("Copy: patient; %s via e-referral; " % c.gpw).p(c.homecare, "ORGANIZATION").t(" (homecare)\n")
