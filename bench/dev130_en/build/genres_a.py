"""Genres A: clerking, ward round, discharge letter, clinic letter, MDT record."""
import datetime as dt

import negs as N
import pools as P
from common import (rc, letterhead, patient_block, signature, typed_by, cc_block, social, nok_line, audit_line, visit_line,
                    rare_sentence, extra_ids, mrn_item, role, LIC_LABEL)
from phi import (w, name_form, person, staff, phone, bleep, email, idnum, device_sn, hospital, ward, town, age_form, license_no,
                 profession, employer, username, ipaddr)


def cap(s):
    return s[:1].upper() + s[1:]


def sexword(x, terse=False):
    if terse:
        return "M" if x.pt.sex == "m" else "F"
    return x.r.choice(["man", "gentleman"]) if x.pt.sex == "m" else x.r.choice(["woman", "lady"])


def pro(x):
    return "he" if x.pt.sex == "m" else "she"


def fhx(x, terse):
    r = x.r
    rel = rc(r, ["mother", "father", "brother", "sister"])
    f = person(r, x.c, sex="f" if rel in ("mother", "sister") else "m")
    dis = rc(r, ["MI", "bowel ca", "breast ca", "T2DM", "stroke", "sickle cell disease", "TB", "CKD"])
    if terse:
        return "FHx: " + rel + " " + rc(r, ["died of %s aged " % dis + w("AGE", str(r.randint(40, 90))),
                                            "- %s" % dis, "(" + w("FAMILY", f.first) + ") %s dx at " % dis + w("AGE", str(r.randint(30, 70)))])
    return "Family history: " + rc(r, ["%s died at " % rel.capitalize() + w("AGE", str(r.randint(40, 90))) + " of %s." % dis,
                                       "%s %s has %s." % (rel.capitalize(), name_form(r, f, "FAMILY", rc(r, ["first", "full"])), dis),
                                       "Nil of note."])


# ------------------------------------------------------------------------------------------------ clerking
def clerking(x, terse):
    r = x.r
    L = []
    t = N.clock(r)
    if terse:
        L.append(rc(r, ["MEDICAL CLERKING", "Clerking - AMU", "ADMISSION CLERK", "Med clerk"]) + "  " + x.Dt(x.adm, rc(r, ["dmy", "dmy2", "wd_dm", "dm", "iso"] if x.c != "CA" else ["iso", "md"])) + " " + t)
        L.append(x.P(rc(r, ["caps", "caps_last_first", "full", "initials"])) + " " + mrn_item(x) + " " + x.Age() + " " + sexword(x, True) +
                 " - " + w("HOSPITAL", x.ward) + " bed " + w("LOCATION_OTHER", x.bed))
        L.append("PC: " + rc(r, N.COMPLAINTS) + " " + N.dur(r))
        L.append("HPC: " + rc(r, ["BIBA", "via GP", "self-presented", "walk-in", "referred from " + w("HOSPITAL", x.gp_practice)]) + ", " +
                 rc(r, N.COMPLAINTS) + " + " + rc(r, N.COMPLAINTS) + ", " + N.dur(r) + ". " +
                 rc(r, ["seen by GP " + x.Doc(x.gp, "title_last") + " " + x.Dt(x.day(-r.randint(1, 6)), rc(r, ["wd", "dm", "ord_month"] if x.c != "CA" else ["wd", "md"])) + " - started " + N.med(r),
                        "no recent travel", "recent travel to " + w("COUNTRY", rc(r, P.OTHER_COUNTRIES)), "no sick contacts", N.nameword(r)]))
        L.append("PMH: " + ", ".join(N.pmh(r, r.randint(2, 5))))
        L.append("DHx: " + "; ".join(N.meds(r, r.randint(2, 6))) + ". " + rc(r, ["NKDA", "Allergy: penicillin (rash)", "ALLERGIES: codeine - vomiting", "NKDA"]))
        L.append(social(x, True))
        L.append(fhx(x, True))
        L.append("O/E: " + N.obs(r) + ". " + ", ".join(N.exam(r, 3)) + ". " + N.score(r) + ", " + N.nameword(r))
        L.append("Bloods: " + N.labs(r))
        L.append("Given in ED: " + N.given(r, r.randint(1, 3)))
        L.append("ECG: " + rc(r, ["SR 88, no acute ST changes", "AF 130, LBBB (old)", "sinus tachy 112", "SR, TWI V1-V3"]) + ". CXR: " + rc(r, ["R LZ consolidation", "clear", "cardiomegaly, bilat effusions", "pending"]))
        L.append("Imp: " + rc(r, N.DIAG) + " ?" + rc(r, N.DIAG))
        L.append("Plan:")
        for p in r.sample(N.PLANS, r.randint(3, 6)):
            L.append("- " + p)
        L.append("- " + N.abx_day(r) + "; " + N.nameword(r))
        L.append("- d/w " + rc(r, ["reg ", "SpR ", "registrar "]) + x.Doc(x.reg, rc(r, ["title_last", "first", "title_init_last"])) + " " + N.clock(r))
        L.append(rc(r, ["FY1 ", "SHO ", "CT1 ", "MO ", "Intern "]) + x.Doc(x.sho, rc(r, ["full", "title_last", "init_last"])) + " " + rc(r, ["bleep ", "b. ", "#"]) + w("PHONE", bleep(r)))
        return L
    L.append(rc(r, ["MEDICAL ADMISSION CLERKING", "Acute Medical Take - Clerking Proforma", "Admission Note"]))
    L.append(w("HOSPITAL", x.hosp) + " - " + w("HOSPITAL", x.ward))
    L.append("Date: " + x.Dt(x.adm, rc(r, ["dmy_long", "wd_full", "dmy", "iso", "mdy_long"] if x.c != "CA" else ["iso", "mdy_long", "wd_mdy"])) + "   Time: " + t)
    L.extend(patient_block(x, rc(r, [0, 2, 4])))
    L.append("Clerked by: " + x.Doc(x.sho, rc(r, ["title_full", "full_cred"])) + ", " + role(x) + ", bleep " + w("PHONE", bleep(r)))
    L.append("")
    L.append("Presenting complaint: " + rc(r, N.COMPLAINTS) + " for " + N.dur(r) + ".")
    hp = x.P(rc(r, ["title_last", "first", "title_full"])) + " is a " + x.Age() + " " + sexword(x) + " with a background of " + \
        ", ".join(N.pmh(r, 3)) + " who presented " + rc(r, ["by ambulance", "via the ED", "after referral from " + w("HOSPITAL", x.gp_practice), "with " + x.nok_rel + " " + name_form(r, x.nok, "FAMILY", "first")]) + \
        " with " + rc(r, N.COMPLAINTS) + ". Symptoms began on " + x.Dt(x.day(-r.randint(2, 9)), rc(r, ["wd", "ord_month", "dmy_long", "wd_full"] if x.c != "CA" else ["wd", "md", "mdy_long"])) + \
        ". " + pro(x).capitalize() + " " + rc(r, ["denies", "reports", "describes"]) + " " + rc(r, N.COMPLAINTS) + ". "
    if r.random() < 0.6:
        hp += "Previous admission to " + w("HOSPITAL", x.hosp2) + " in " + x.Dt(x.day(-r.randint(60, 700)), rc(r, ["my", "m3y", "y"] if x.c != "CA" else ["my", "y"])) + " with " + rc(r, N.DIAG) + ". "
    if r.random() < 0.4:
        hp += rare_sentence(x)
    L.append("HPC: " + hp)
    L.append("PMH: " + "; ".join(N.pmh(r, r.randint(3, 6))) + ".")
    L.append("Medications: " + ", ".join(N.meds(r, r.randint(3, 7), False)) + ".")
    L.append("Allergies: " + rc(r, ["none known", "penicillin - anaphylaxis", "sulfa drugs - rash", "NKDA"]) + ".")
    L.append("Social history: " + social(x))
    L.append(fhx(x, False))
    L.append(nok_line(x))
    L.append("Examination: " + N.obs(r, False) + ". " + "; ".join(N.exam(r, 4)) + ".")
    L.append("Investigations: " + N.labs(r, False) + ". " + N.score(r) + ".")
    L.append("In ED: " + N.timeline(r, r.randint(2, 4)) + ". " + cap(N.nameword(r)) + ".")
    L.append("Impression: " + rc(r, N.DIAG) + ", differential " + rc(r, N.DIAG) + ".")
    L.append("Plan: " + "; ".join(r.sample(N.PLANS, r.randint(4, 7))) + ". Discussed with " + rc(r, ["the registrar, ", "on-call registrar ", "SpR "]) +
             x.Doc(x.reg, "title_full") + ", and consultant " + x.Doc(x.cons, "title_last") + " on post-take.")
    L.extend(signature(x, x.sho))
    if r.random() < 0.4:
        L.append(audit_line(x, x.sho))
    return L


# ------------------------------------------------------------------------------------------------ ward round
def ward_round(x, terse):
    r = x.r
    dn = r.randint(1, 12)
    d = x.day(dn)
    L = []
    if terse:
        L.append(rc(r, ["WR ", "Cons WR ", "PTWR ", "Ward round ", "WR - "]) + x.Dt(d, rc(r, ["dmy", "dm", "wd_dm", "wd", "dmy2"] if x.c != "CA" else ["iso", "md", "wd"])) + " " + N.clock(r))
        team = [rc(r, ["Cons ", "C: ", "Consultant "]) + x.Doc(x.cons, rc(r, ["title_last", "title_init_last"])),
                rc(r, ["Reg ", "SpR ", "R: "]) + x.Doc(x.reg, rc(r, ["first", "title_last", "full"])),
                rc(r, ["FY1 ", "SHO ", "Int "]) + x.Doc(x.sho, rc(r, ["first", "full", "init_last"]))]
        if r.random() < 0.5:
            team.append(rc(r, ["Sr ", "SN ", "CN ", "Nurse "]) + w("DOCTOR", x.nurse.first))
        L.append(" / ".join(team))
        L.append(w("HOSPITAL", x.ward) + (rc(r, [" B", " bay ", " Bay "]) if x.bay.isdigit() else rc(r, [" bay ", " Bay "])) + w("LOCATION_OTHER", x.bay) + rc(r, [" bed ", "-", " b"]) + w("LOCATION_OTHER", x.bed) +
                 " " + x.P(rc(r, ["caps", "title_last", "initials", "full", "last_first"])) + " " + x.Age())
        L.append("D" + str(dn) + " " + rc(r, ["adm ", "of ", ""]) + rc(r, N.DIAG) + rc(r, ["", " / " + rc(r, N.DIAG)]))
        L.append("S: " + rc(r, ["feels better", "c/o pain overnight", "SOB improving", "slept poorly", "eating+drinking", "confused o/n per nursing", "no complaints"]) +
                 ", " + rc(r, ["BO yest", "not BO 3/7", "PU ok", "cath in situ", N.nameword(r)]))
        L.append("O: " + N.obs(r) + ", " + N.score(r))
        L.append("   " + ", ".join(N.exam(r, 2)))
        L.append("Bloods: " + N.labs(r))
        L.append(rc(r, ["Abx: ", "Rx: "]) + N.abx_day(r) + ", " + N.given(r, 1) + rc(r, ["", ", " + N.nameword(r)]))
        if r.random() < 0.5:
            L.append("Micro: " + rc(r, ["BC NG 48h", "urine - E. coli, sens to nitrofurantoin", "sputum MC&S pending", "MRSA neg", "CSF India ink neg"]) +
                     " (lab no " + w("IDNUM", idnum(r, "lab")) + ")")
        L.append("A: " + rc(r, ["improving", "slow progress", "deteriorating", "medically optimised", "static"]) + " " + rc(r, N.DIAG) + "; " + N.nameword(r))
        L.append("P:")
        for p in r.sample(N.PLANS, r.randint(2, 5)):
            L.append("- " + p)
        if r.random() < 0.6:
            L.append("- " + rc(r, ["update ", "call ", "ring ", "family mtg w/ "]) + x.nok_rel + " " + name_form(r, x.nok, "FAMILY", rc(r, ["first", "full", "title_last"])) +
                     rc(r, ["", " on " + w("PHONE", phone(r, x.c, "mob"))]))
        if r.random() < 0.5:
            L.append("- EDD " + x.Dt(x.day(dn + r.randint(1, 5)), rc(r, ["wd", "dm", "wd_dm"] if x.c != "CA" else ["wd", "md"])))
        if r.random() < 0.3:
            L.append("- d/w " + rc(r, ["micro ", "haem reg ", "renal SpR ", "ortho reg "]) + x.Doc(staff(r, x.c), rc(r, ["title_last", "first", "full"])) + " (bleep " + w("PHONE", bleep(r)) + ")")
        L.append(rc(r, ["", "Signed "]) + x.Doc(x.sho, rc(r, ["initials", "full", "init_last"])) + " " + rc(r, ["FY1", "SHO", "MO", "Intern", "PGY1"]) + " " + rc(r, ["b", "bleep ", "#"]) + w("PHONE", bleep(r)))
        return L
    L.append(rc(r, ["Consultant ward round", "Post-take ward round", "Ward round entry"]) + " - " + x.Dt(d, rc(r, ["wd_full", "dmy_long", "dmy"] if x.c != "CA" else ["wd_mdy", "iso"])) + ", " + N.clock(r))
    L.append("Led by " + x.Doc(x.cons, "title_full") + " (consultant), with " + rc(r, ["registrar ", "SpR "]) + x.Doc(x.reg, "title_last") +
             " and " + rc(r, ["FY1 ", "SHO ", "intern "]) + x.Doc(x.sho, "title_full") + ". Nurse in charge " + x.Doc(x.nurse, rc(r, ["title_full", "title_first", "full"])) + ".")
    L.append("Patient: " + x.P(rc(r, ["title_full", "full", "last_first"])) + ", " + x.Age() + ", " + w("HOSPITAL", x.ward) + ", bed " + w("LOCATION_OTHER", x.bed) + ". " + mrn_item(x) + ".")
    L.append("Day %d of admission with %s. %s says %s feels %s today. %s." % (dn, rc(r, N.DIAG), x.P(rc(r, ["title_last", "first"])), pro(x),
             rc(r, ["a little better", "much the same", "more breathless", "less pain"]), cap(N.nameword(r))))
    L.append("Observations: " + N.obs(r, False) + ". Examination: " + "; ".join(N.exam(r, 3)) + ".")
    L.append("Results: " + N.labs(r, False) + ". " + N.score(r) + ". Antibiotics: " + N.abx_day(r) + ". Overnight: " + N.timeline(r, 2) + ".")
    L.append("Plan: " + "; ".join(r.sample(N.PLANS, r.randint(3, 5))) + ".")
    if r.random() < 0.7:
        L.append("Spoke with %s %s by telephone (%s) and updated on progress." % (x.nok_rel, name_form(r, x.nok, "FAMILY", rc(r, ["full", "title_full", "first"])), w("PHONE", phone(r, x.c, "mob"))))
    if r.random() < 0.4:
        L.append("Planned discharge " + x.Dt(x.day(dn + r.randint(1, 4)), rc(r, ["wd", "wd_full", "ord_month"] if x.c != "CA" else ["wd", "mdy_long"])) + " to " + rc(r, ["home", w("HOSPITAL", x.hosp2), w("HOSPITAL", x.gp_practice) + " step-down bed"]) + ".")
    L.extend(signature(x, x.sho, bleep_p=True))
    return L


# ------------------------------------------------------------------------------------------------ discharge letter
def discharge(x, terse):
    r = x.r
    L = letterhead(x) if r.random() < 0.7 else [w("HOSPITAL", x.hosp)]
    L.append(rc(r, ["DISCHARGE SUMMARY", "Discharge Letter", "Inpatient Discharge Summary", "IDL - Immediate Discharge Letter"]))
    L.extend(patient_block(x, rc(r, [0, 3, 1])))
    L.append("Admitted: " + x.dnum(x.adm) + rc(r, ["   Discharged: ", "  -  ", " to "]) + x.dnum(x.dis) + "   " + visit_line(x))
    L.append("Consultant: " + x.Doc(x.cons, rc(r, ["title_full", "title_init_last"])) + "   Ward: " + w("HOSPITAL", x.ward))
    L.append("Discharge destination: " + rc(r, ["usual residence", "home with POC", w("HOSPITAL", "%s House" % rc(r, P.STREET_BASE)) + " (nursing home)", w("HOSPITAL", x.hosp2) + " for rehab"]))
    L.append("")
    L.append("Diagnosis: " + rc(r, N.DIAG) + ". Secondary: " + ", ".join(N.pmh(r, 2)) + ".")
    if terse:
        L.append("Course: adm " + x.Dt(x.adm, rc(r, ["dm", "wd"] if x.c != "CA" else ["md", "wd"])) + " w/ " + rc(r, N.COMPLAINTS) + ". Rx " + ", ".join(N.meds(r, 2)) +
                 ". " + rc(r, ["CTPA neg", "OGD " + x.Dt(x.day(2), "wd" if x.c == "CA" else rc(r, ["dm", "wd"])) + " - DU, clipped", "echo EF 35%", "MRI no acute change"]) + ". " + N.labs(r) + ". " + N.nameword(r) + ".")
    else:
        c = x.P(rc(r, ["title_last", "first", "title_full"])) + " was admitted on " + x.Dt(x.adm, rc(r, ["dmy_long", "wd_full", "dmy_ord"] if x.c != "CA" else ["mdy_long", "wd_mdy"])) + \
            " with " + rc(r, N.COMPLAINTS) + ". " + rc(r, ["Initial bloods showed ", "Admission bloods: "]) + N.labs(r, False) + ". " + \
            pro(x).capitalize() + " was treated with " + " and ".join(N.meds(r, 2, False)) + ". "
        c += rc(r, ["A CT scan on " + x.Dt(x.day(2), rc(r, ["wd", "dmy", "ord_month"] if x.c != "CA" else ["wd", "iso"])) + " showed " + rc(r, ["no PE", "a 3 cm RLL mass", "diverticulitis without collection"]) + ". ",
                    "An echocardiogram was performed (EF " + N.num(r, 20, 65) + "%). ",
                    "Reviewed by the " + rc(r, ["cardiology", "renal", "haematology", "palliative care"]) + " team (" + x.Doc(staff(r, x.c), "title_last") + "). "])
        c += rc(r, ["Progress was complicated by " + rc(r, N.DIAG) + " on day %d. " % r.randint(2, 6), "Recovery was uncomplicated. ", cap(N.nameword(r)) + ". "])
        if r.random() < 0.5:
            c += "Discussed with " + x.nok_rel + " " + name_form(r, x.nok, "FAMILY", rc(r, ["first", "full"])) + " prior to discharge. "
        L.append("Clinical summary: " + c)
    L.append("Medications on discharge:")
    for m in N.meds(r, r.randint(3, 7), terse):
        L.append("  " + m)
    L.append("Last doses given: " + N.given(r, r.randint(1, 3)) + ". Antibiotic course " + N.abx_day(r) + ".")
    L.append("Changes: " + rc(r, ["STOPPED ramipril (AKI)", "NEW apixaban 5 mg BD", "dose of furosemide increased", "none"]) + ".")
    L.append("Functional status: " + rc(r, ["mobile with stick", "independent", "hoist transfers", "frame"]) + "; " + N.nameword(r) + "; " + N.score(r) + ".")
    L.append("Follow-up: " + rc(r, ["clinic in %s" % N.dur(r), "GP review in 1/52 for U&E", "OPD with " + x.Doc(x.cons, "title_last") + " in 6/52",
                                    "appointment " + x.Dt(x.day(r.randint(20, 60)), rc(r, ["dmy_long", "wd_full", "dmy"] if x.c != "CA" else ["mdy_long", "iso"])) + " at " + N.clock(r)]) + ".")
    L.append("Actions for GP: " + rc(r, ["repeat U&E in 1 week", "please titrate bisoprolol", "DEXA scan", "none"]) + ".")
    if r.random() < 0.5:
        L.append(rare_sentence(x))
    L.extend(signature(x, rc(r, [x.sho, x.reg])))
    L.extend(cc_block(x))
    if r.random() < 0.35:
        L.append(audit_line(x))
    return L


# ------------------------------------------------------------------------------------------------ clinic letter
CLINICS = ["Respiratory clinic", "Heart failure clinic", "Diabetes clinic", "Haematology clinic", "Sickle cell clinic",
           "HIV clinic", "TB clinic", "Hepatology clinic", "Falls clinic", "Renal clinic", "Rheumatology clinic",
           "Breast clinic", "Colorectal clinic", "Neurology clinic", "Memory clinic", "Antenatal clinic", "Pre-op assessment"]


def clinic_letter(x, terse):
    r = x.r
    cd = x.day(r.randint(20, 90))
    L = letterhead(x)
    L.append(rc(r, ["Our ref: ", "Ref: ", "Clinic ref "]) + w("IDNUM", idnum(r, "ref")) + "   " + rc(r, ["Date: ", "Dictated: ", ""]) + x.dnum(cd))
    L.append("")
    L.append("Dear " + x.Doc(x.gp, rc(r, ["title_last", "title_full"])) + ",")
    L.append("")
    L.extend(patient_block(x, 1))
    if r.random() < 0.5:
        L.append("    " + "  ".join(extra_ids(x, 1)))
    L.append("")
    L.append("Clinic: " + rc(r, CLINICS) + ", " + w("HOSPITAL", rc(r, [x.hosp, x.hosp2])) + ", " + x.Dt(cd, rc(r, ["wd_full", "dmy_long", "dmy"] if x.c != "CA" else ["wd_mdy", "mdy_long"])))
    L.append("Diagnoses: " + "; ".join(N.pmh(r, r.randint(2, 4))))
    txt = "I saw " + x.P(rc(r, ["title_last", "title_full"])) + " in clinic today" + rc(r, [", accompanied by " + rc(r, ["her ", "his ", ""]) + x.nok_rel + " " + name_form(r, x.nok, "FAMILY", rc(r, ["first", "full", "title_last"])), ""]) + ". "
    txt += rc(r, ["You will recall that " + pro(x), "As you know, " + pro(x), cap(pro(x))]) + " is a " + x.Age() + " " + rc(r, ["retired ", "", "self-employed "]) + w("PROFESSION", x.prof) + \
        " who was referred with " + rc(r, N.COMPLAINTS) + ". "
    txt += "Since " + rc(r, ["we last met in ", "the last review in ", "discharge in "]) + x.Dt(x.day(-r.randint(30, 300)), rc(r, ["my", "m3y", "dmy_long"] if x.c != "CA" else ["my", "mdy_long"])) + " " + pro(x) + " has " + \
        rc(r, ["been stable", "had two admissions", "lost 4 kg", "had fewer crises", "returned to work at " + w("ORGANIZATION", x.employer)]) + ". "
    if not terse:
        txt += "On examination " + N.obs(r, False) + "; " + "; ".join(N.exam(r, 2)) + ". Recent bloods: " + N.labs(r, False) + ". " + cap(N.nameword(r)) + ". "
        txt += rc(r, ["I have increased ", "I have started ", "We agreed to stop "]) + N.med(r, False) + ". "
        if r.random() < 0.4:
            txt += rare_sentence(x) + " "
        txt += "I will see " + ("him" if x.pt.sex == "m" else "her") + " again in " + N.dur(r) + rc(r, [", ", " - provisionally "]) + x.Dt(x.day(r.randint(120, 200)), rc(r, ["my", "dmy_long", "wd_full"] if x.c != "CA" else ["my", "mdy_long"])) + "."
    else:
        txt += "Obs: " + N.obs(r) + ". Plan: " + "; ".join(r.sample(N.PLANS, 3)) + ". R/v " + N.dur(r) + "."
    L.append(txt)
    if r.random() < 0.5:
        L.append("If there are concerns please contact the " + rc(r, ["CNS", "specialist nurse", "clinic nurse"]) + ", " + x.Doc(x.nurse2, rc(r, ["full", "title_full", "full_cred"])) +
                 ", on " + w("PHONE", phone(r, x.c)) + rc(r, [" or " + w("EMAIL", email(r, x.nurse2)), ""]) + ".")
    L.append("")
    L.append(rc(r, ["Yours sincerely,", "Kind regards,", "With best wishes,"]))
    L.extend(signature(x, rc(r, [x.cons, x.reg]), lic=r.random() < 0.3, closing=False))
    L.append(typed_by(x))
    L.extend(cc_block(x))
    return L


# ------------------------------------------------------------------------------------------------ MDT record
MDTS = ["Upper GI", "Lower GI", "Lung", "Breast", "Urology", "Haematology", "Skin", "Head and Neck", "Gynae-oncology",
        "Hepatobiliary", "Neuro-oncology", "Sarcoma", "TB/HIV", "Complex diabetic foot"]
OUTCOMES = ["for staging CT CAP", "for EUS and biopsy", "refer for neoadjuvant chemo", "surgery - list for resection",
            "best supportive care", "for PET-CT", "repeat biopsy", "surveillance CT in 3/12", "for SABR", "clinical trial screening",
            "refer oncology", "for TURBT", "watchful waiting", "for wide local excision + SLNB", "MRI liver"]


def mdt(x, terse):
    r = x.r
    md = x.day(r.randint(3, 40))
    team = rc(r, MDTS)
    L = [team + " MDT" + rc(r, [" meeting", " - outcome record", " record"]) + " - " + w("HOSPITAL", x.hosp), "Date: " + x.Dt(md, rc(r, ["dmy", "dmy_long", "wd_full"] if x.c != "CA" else ["iso", "wd_mdy"])) + "  " + N.clock(r)]
    if r.random() < 0.5:
        L.append("Venue: " + rc(r, ["seminar room", "MS Teams", "video conference", "boardroom"]) + rc(r, ["", " (video link to " + w("HOSPITAL", x.hosp2) + ")"]))
    chair = staff(r, x.c)
    rad, path = staff(r, x.c), staff(r, x.c)
    cns = staff(r, x.c, "nurse")
    L.append("Present: " + ", ".join([x.Doc(chair, rc(r, ["title_full", "title_last"])) + " (chair)", x.Doc(x.surg, rc(r, ["title_full", "title_last"])) + " (surgeon)",
                                      x.Doc(rad, rc(r, ["title_last", "title_init_last"])) + " (radiology)", x.Doc(path, rc(r, ["title_last", "full"])) + " (pathology)",
                                      x.Doc(cns, rc(r, ["full", "first"])) + rc(r, [" (CNS)", " CNS"])]))
    L.append("Coordinator: " + w("DOCTOR", rc(r, [person(r, x.c).full, person(r, x.c).first])) + rc(r, ["", " - " + w("EMAIL", email(r, None, role="mdt.coordinator"))]))
    L.append("")
    n = 1 if not terse else r.randint(2, 4)
    for i in range(n):
        if i == 0:
            pt, age, sex, mr = x.pt, x.age, x.pt.sex, x.mrn
        else:
            pt = person(r, x.c)
            age, sex = r.randint(35, 90), pt.sex
            from phi import mrn as _mrn
            mr = _mrn(r, x.c)
        head = "%d. " % (i + 1) + name_form(r, pt, "PATIENT", rc(r, ["caps_last_first", "full", "caps", "last_first"])) + ", " + age_form(r, age, sex) + ", " + \
            rc(r, ["MRN ", "Hosp no ", "#"]) + w("MRN", mr)
        if r.random() < 0.4:
            head += ", ref by " + x.Doc(staff(r, x.c), rc(r, ["title_last", "title_init_last"]))
        L.append(head)
        if terse:
            L.append("   " + rc(r, ["CT ", "MRI ", "PET ", "OGD "]) + x.Dt(x.day(-r.randint(3, 30)), rc(r, ["dm", "dmy2"] if x.c != "CA" else ["md", "iso"])) + ": " + rc(r, ["T3N1 lesion", "4 cm mass, no mets", "equivocal nodes", "no residual disease"]) +
                     "; histo " + w("IDNUM", idnum(r, "histo")) + ": " + rc(r, ["adenocarcinoma", "SCC", "DLBCL", "benign", "HGD"]) + ". " + N.score(r) + ", PS " + str(r.randint(0, 3)))
            L.append("   Note: " + N.nameword(r) + "; " + N.score(r) + "; " + rc(r, N.PMH) + ", " + N.dur(r) + " hx")
            L.append("   Outcome: " + rc(r, OUTCOMES) + ". Action: " + rc(r, ["CNS", "cons", "coord"]) + " to inform " + rc(r, ["pt", "GP", "family"]))
        else:
            L.append("Clinical summary: " + x.Age() + " " + w("PROFESSION", x.prof) + " presenting with " + rc(r, N.COMPLAINTS) + ". Referred via the 2WW pathway by " +
                     x.Doc(x.gp, "title_last") + " of " + w("HOSPITAL", x.gp_practice) + " on " + x.Dt(x.day(-r.randint(20, 50)), rc(r, ["dmy_long", "dmy", "ord_month"] if x.c != "CA" else ["mdy_long", "iso"])) + ". " + N.score(r) + ".")
            L.append("Radiology: CT of " + x.Dt(x.day(-r.randint(3, 15)), rc(r, ["dmy", "d_mon_y", "dm"] if x.c != "CA" else ["iso", "md"])) + " (accession " + w("IDNUM", idnum(r, "rad")) + ") shows " +
                     rc(r, ["a 32 mm lesion with regional nodes", "no distant metastases", "suspicious 8 mm nodule RUL", "liver segment VII lesion"]) + ".")
            L.append("Pathology: specimen " + w("IDNUM", idnum(r, "histo")) + " - " + rc(r, ["moderately differentiated adenocarcinoma", "invasive ductal carcinoma grade 2, ER 8/8, HER2 negative",
                                                                                          "squamous cell carcinoma", "high-grade dysplasia"]) + ". " + N.score(r) + ".")
            L.append("Discussion: " + rc(r, ["Fit for surgery.", "Frail, CFS 6.", "Patient keen on treatment.", cap(N.nameword(r)) + "."]) +
                     " " + x.P(rc(r, ["title_last", "first"])) + "'s " + x.nok_rel + ", " + name_form(r, x.nok, "FAMILY", rc(r, ["first", "full"])) + ", " + rc(r, ["is the main carer.", "will attend clinic.", "has asked to be kept informed."]))
            L.append("Outcome: " + rc(r, OUTCOMES) + ". Clinic with " + x.Doc(x.surg, "title_last") + " on " + x.Dt(x.day(r.randint(45, 60)), rc(r, ["wd_full", "dmy_long", "wd"] if x.c != "CA" else ["wd_mdy", "mdy_long"])) + ".")
    if r.random() < 0.4:
        L.append(audit_line(x, cns))
    return L


GENRES_A = {"clerking": clerking, "ward_round": ward_round, "discharge_letter": discharge, "clinic_letter": clinic_letter,
            "mdt_record": mdt}
