"""Genres: perioperative incident report, surgical admission / registration sheet."""
import datetime

import clinical as K
import makers as M
import pools as P
from common import pt_block, signature, audit, lic, M_date, natid_label, SSN_LABEL, HP_LABEL, MRN_LABEL
from core import Note, name, doc, date, age, addr

INCIDENTS = [
    ("Wrong-site block near miss", "Block performed only after STOP-before-you-block; arrow had been washed off by prep. Re-marked, no harm."),
    ("Retained swab suspected", "Count discrepancy at closure (1 x 10x10 swab). Found in linen skip after X-ray of patient negative. No harm."),
    ("Unplanned return to theatre", "Bleeding from trocar site 3 h post-op, Hb drop 128 to 96. Returned for haemostasis."),
    ("Medication error", "Cefazolin given despite documented penicillin allergy (rash). Observed 1 h, no reaction."),
    ("Patient fall in DSU", "Stood to dress with residual spinal block, lowered to floor by staff. No injury."),
    ("Anaphylaxis", "Bronchospasm and hypotension after rocuronium; adrenaline 50 mcg x3, tryptase sent at 0, 1 and 4 h."),
    ("Cancelled on day", "Not starved (ate toast 06:00). Rebooked."),
    ("Equipment failure", "Diathermy generator fault alarm mid-case; replaced from theatre 2. Delay 20 min."),
    ("Transport delay", "Transfer ambulance delayed 3 h; patient remained in recovery overnight."),
]


def incident_report(rng, C):
    n = Note()
    title, desc = rng.choice(INCIDENTS)
    n.t(rng.choice(["INCIDENT REPORT", "Datix-style incident form", "Clinical incident notification", "Adverse event report"]) + "\n")
    n.t("Ref: "); n.p(M.idnum(rng, "incident"), "IDNUM"); n.t("    Reported: "); n.p(M_date(rng, C.op_date + datetime.timedelta(days=rng.randint(0, 2))), "DATE"); n.t("\n")
    n.t("Site: "); n.p(C.hosp, "HOSPITAL"); n.t(" / ")
    if rng.random() < 0.5:
        n.t("Theatre "); n.p(C.theatre, "LOCATION_OTHER")
    else:
        n.p(C.ward, "HOSPITAL"); n.t(" bed "); n.p(C.bed, "LOCATION_OTHER")
    n.t("\nIncident date/time: "); n.p(M_date(rng, C.op_date, rng.choice(["dmy_slash", "wd_long", "iso"])), "DATE"); n.t(" " + K.time_hrs(rng) + "\n")
    n.t("Category: " + title + "   Harm: " + rng.choice(["none", "low", "moderate", "near miss"]) + "\n\n")
    n.t("Person affected: "); name(rng, C.pt, "PATIENT", rng.choice(["full", "last_first_up", "title_full"]))(n)
    n.t(" ("); age(rng, C.age, C.sex, rng.choice(["yo", "sex", "yrs", "y_o"]))(n); n.t("), " + rng.choice(MRN_LABEL) + " "); n.p(C.mrn, "MRN"); n.t("\n\n")
    n.t("Description:\n" + desc + "\n")
    if "ambulance" in desc or rng.random() < 0.25:
        n.t("Ambulance fleet no. "); n.p(M.vehicle(rng, C.country), "VEHICLE"); n.t(", crew notified control.\n")
    if rng.random() < 0.3:
        n.t("Anaesthetic machine serial "); n.p(M.device(rng), "DEVICE"); n.t(" quarantined and labelled by EBME.\n")
    n.t("\nImmediate actions: " + rng.choice(["Consultant informed", "Duty of candour conversation held", "Patient and family informed", "Equipment removed from use"]) + ".\n")
    n.t("Staff involved: ")
    staff = [C.anaes, C.odp, C.nurse, C.surgeon]
    rng.shuffle(staff)
    for i, s in enumerate(staff[:rng.randint(2, 4)]):
        if i:
            n.t("; ")
        doc(rng, s, rng.choice(["full", "init_last", "title_last", "given_init"]), cred=True)(n)
    n.t("\n")
    if rng.random() < 0.5:
        n.t("Family informed: " + C.rel_role + " "); name(rng, C.rel, "FAMILY", rng.choice(["full", "title_last"]))(n)
        n.t(" on "); n.p(M_date(rng, C.op_date + datetime.timedelta(days=1), rng.choice(["dm", "d_month", "weekday"])), "DATE")
        n.t(", contact "); n.p(C.rel_phone, "PHONE"); n.t("\n")
    if "tryptase" in desc:
        n.t("Referred to allergy clinic at "); n.p(C.hosp2, "HOSPITAL"); n.t("; letter to GP at "); n.p(C.gp_practice, "HOSPITAL"); n.t(".\n")
    n.t("\nReporter: "); doc(rng, C.nurse2, rng.choice(["full", "full_mid"]), cred=False)(n); n.t(", " + rng.choice(["Theatre Sister", "Recovery Charge Nurse", "Band 6 RN", "Clinical Nurse Manager"]))
    n.t("\nContact: "); n.p(M.email(rng, C.nurse2), "EMAIL"); n.t("  ext "); n.p(M.digits(rng, 4), "PHONE"); n.t("\n")
    n.t("Handler: "); doc(rng, M.clinician(rng, C.country, "anaes"), rng.choice(["title_full", "title_last"]))(n); n.t(" (Clinical Governance Lead)\n")
    n.t("Submitted from "); n.p(M.ipaddr(rng), "IPADDR"); n.t(" by user "); n.p(M.username(rng, C.nurse2), "USERNAME"); n.t("\n")
    return n


def admission(rng, C):
    n = Note()
    c = C.country
    n.t(rng.choice(["SURGICAL ADMISSION - REGISTRATION", "Patient Administration: Elective Admission", "Private Patient Registration"]) + "\n")
    n.p(C.hosp, "HOSPITAL"); n.t("   Admitting to: "); n.p(C.ward, "HOSPITAL"); n.t("\n\n")
    v = rng.random() < 0.5
    rows = []
    sep = ": " if v else " | "
    n.t("Surname" + sep); n.p(C.pt.family.upper() if rng.random() < 0.5 else C.pt.family, "PATIENT")
    n.t("\nForename(s)" + sep); n.p(C.pt.given + ((" " + C.pt.middle) if C.pt.middle else ""), "PATIENT")
    n.t("\nPreferred name" + sep)
    if rng.random() < 0.4:
        n.p(rng.choice(["Bex", "Tommo", "Nana", "Sunny", "Bubba", "Kiki", "Mac", "Jojo"]), "PATIENT")
    else:
        n.t("-")
    n.t("\nDOB" + sep); n.p(M_date(rng, C.dob), "DATE"); n.t("   Age" + sep); n.p(str(C.age), "AGE")
    n.t("\nSex" + sep + C.sex + "   Ethnicity" + sep + rng.choice(["White British", "Maori", "Pacific", "Indian", "Irish Traveller", "Aboriginal", "Chinese", "declined"]))
    n.t("\nAddress" + sep); addr(rng, C.addr, rng.choice(["line", "short"]))(n)
    n.t("\nHome tel" + sep); n.p(C.phone, "PHONE"); n.t("   Mobile" + sep); n.p(C.mobile, "PHONE")
    n.t("\nEmail" + sep); n.p(M.email(rng, C.pt), "EMAIL")
    n.t("\n" + rng.choice(MRN_LABEL) + sep); n.p(C.mrn, "MRN")
    n.t("\n" + natid_label(rng, C) + sep); n.p(C.natid, "MRN")
    n.t("\n" + rng.choice(SSN_LABEL[c]) + sep); n.p(C.ssn, "SSN")
    if rng.random() < 0.2:
        n.t("\nUS SSN (visiting, for billing)" + sep); n.p(M.us_ssn(rng), "SSN")
    n.t("\nFunding" + sep + rng.choice(["Private - insured", "Public", "Self-pay", "Insured"]))
    n.t("\nInsurer" + sep); n.p(C.insurer, "ORGANIZATION"); n.t("   " + rng.choice(HP_LABEL[c]) + sep); n.p(C.hp, "HEALTHPLAN")
    if rng.random() < 0.5:
        n.t("\nGroup scheme" + sep); n.p(M.letters(rng, 2) + M.digits(rng, 5), "HEALTHPLAN"); n.t(" (via employer "); n.p(C.employer, "ORGANIZATION"); n.t(")")
    n.t("\nEpisode / account no" + sep); n.p(C.acct, "ACCOUNT")
    if rng.random() < 0.5:
        n.t("\nBilling account" + sep); n.p(M.account(rng), "ACCOUNT")
    n.t("\nOccupation" + sep); n.p(C.job, "PROFESSION")
    n.t("\nReligion" + sep + rng.choice(["Catholic", "none", "Church of England", "Muslim", "Hindu", "Ratana", "Presbyterian"]))
    n.t("\nNext of kin" + sep); name(rng, C.rel, "FAMILY", rng.choice(["full", "title_full", "last_first"]))(n)
    n.t(" (" + C.rel_role + ")   Tel" + sep); n.p(C.rel_phone, "PHONE")
    if rng.random() < 0.4:
        n.t("\nNOK occupation" + sep); n.p(C.rel_job, "PROFESSION")
    n.t("\nGP" + sep); doc(rng, C.gp, "title_full", cred=False)(n); n.t(", "); n.p(C.gp_practice, "HOSPITAL")
    n.t("\nConsultant" + sep); doc(rng, C.surgeon, "title_last")(n)
    n.t("\nAdmission date" + sep); n.p(M_date(rng, C.op_date, rng.choice(["dmy_slash", "wd_slash", "long"])), "DATE"); n.t(" 06:45")
    n.t("   Planned discharge" + sep); n.p(M_date(rng, C.dc_date, rng.choice(["dmy_slash", "dm"])), "DATE")
    if rng.random() < 0.5:
        n.t("\nCar park permit (vehicle reg)" + sep); n.p(M.vehicle(rng, c), "VEHICLE")
    if rng.random() < 0.4:
        n.t("\nPatient portal" + sep); n.p(M.url(rng), "URL"); n.t("   user "); n.p(M.username(rng, C.pt), "USERNAME")
    if rng.random() < 0.3:
        n.t("\nBiometric wristband enrolment" + sep); n.p(M.bioid(rng), "BIOID")
    if rng.random() < 0.3:
        n.t("\nCountry of birth" + sep); n.p(C.abroad, "COUNTRY")
    n.t("\n\nRegistered by "); name(rng, M.person(rng, c), "DOCTOR", rng.choice(["full", "init_last"]))(n)
    n.t(" (ward clerk) " + K.time_(rng, 6, 8) + "\n")
    return n
