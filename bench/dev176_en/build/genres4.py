"""Child protection / social work note and parent phone call log."""
import pools as P
from core import (Note, Case, add_days, fmt_date, phone, serial, idnum, digits, letters, plate, vin, ssn, url,
                  email, ipaddr, license_no, age_parts, age_compact, Person, short_date, street, WDAYS, wt_kg)
from genres1 import stamp, hhmm, pager

CONCERNS = [
    ("unexplained bruising", 90, 1500,
     "Multiple bruises of varying colour to L ear, neck and buttocks (TEN-4-FACESp positive). Explanation: 'fell off the couch'.",
     "Bruising pattern concerning for inflicted injury; history inconsistent with development. Protective factor: engaged MGM."),
    ("fracture in non-ambulatory infant", 40, 330,
     "Spiral fracture R femur on XR; no plausible mechanism offered. Skeletal survey shows healing posterior rib fx L 6-7.",
     "Fractures of different ages in a non-ambulatory infant - high concern for physical abuse."),
    ("disclosure", 1800, 5500,
     "Child disclosed to school counsellor inappropriate touching by mother's boyfriend. Child Advocacy Centre interview arranged; no exam findings.",
     "Disclosure credible per CAC. Mother believes child and has asked partner to leave."),
    ("neglect / FTT", 120, 1000,
     "Wt <3rd %ile, 4 missed appointments, formula being watered down to stretch supply. Gained 68 g/day on ward with standard feeds.",
     "Chronic neglect with cumulative harm. Mother overwhelmed, limited supports, food insecure, depressed (PHQ-9 17)."),
    ("prenatal substance exposure", 1, 20,
     "Infant with NOWS, Finnegan scores 9-12, on morphine wean. Mom on methadone, UDS + fentanyl at delivery.",
     "High risk at discharge without safety plan. Ongoing fentanyl use; mother engaged with OAT clinic."),
    ("exposure to IPV", 400, 4000,
     "Child present during assault of mother by partner; police attended home. Child has scalp lac from thrown object.",
     "Exposure to IPV with physical injury. Mother willing to go to shelter; no-contact order in place."),
    ("medical neglect", 3000, 6000,
     "Third DKA admission this yr; insulin not picked up from pharmacy x 2 months per dispensing record.",
     "Medical neglect in context of financial strain and caregiver burnout; teen self-managing without supervision."),
    ("ingestion - cannabis edible", 500, 2000,
     "Lethargic, UDS + THC. Parents report gummies left on counter. Home safety concerns.",
     "Unintentional ingestion; supervision lapse. Parents receptive to safe-storage teaching."),
]


def child_protection(rng, country, ref):
    con, lo, hi, detail, assess = rng.choice(CONCERNS)
    c = Case(rng, country, ref, rng.randint(lo, hi))
    n = Note(rng)
    sw = c.nurses[3]
    agency = "CAS" if country == "CA" else rng.choice(["CPS", "DCFS", "Child Protective Services"])
    n.x(rng.choice(["SOCIAL WORK NOTE - CHILD PROTECTION", "Child Protection Team Consult", "SCAN Team - Social Work Assessment",
                    "Psychosocial Assessment: Child Maltreatment Concern"]), "\n")
    n.x((c.hosp, "HOSPITAL"), rng.choice(["", " - Child Protection Program", " / Suspected Child Abuse & Neglect (SCAN) Program"]), "\n")
    n.x("Date: ", c.d(0), "   Time: ", hhmm(rng), "   Location: ", rng.choice(["ED room ", "Ward room ", "family room ", "PICU bed "]))
    n.x((str(rng.randint(1, 40)) + rng.choice(["", "B"]), "LOCATION_OTHER"), "\n")
    n.x("Patient: ", c.P(rng.choice(["LF", "full", "lf"])), "   DOB ", c.dob_item(), " (", age_compact(c.age_days), ")   MRN ",
        (c.mrn, "MRN"), "\n")
    n.x(agency, " file # ", (idnum(rng, rng.choice(["CAS", "CP", "F"] if country == "CA" else ["CPS", "CP", "INT"])), "IDNUM"), "   Worker: ", (Person(rng.choice(P.ADULT_F + P.ADULT_M), rng.choice(P.SURN)).f(rng, rng.choice(["full", "fi_last"])), "FAMILY"),
        "  tel ", (phone(rng, c.area, ext=rng.random() < 0.5), "PHONE"), "\n\n")
    n.x("REFERRAL: ", c.doc(0), " (", rng.choice(["ED", "peds", "CPT", "NICU"]), ") re: ", con, ".\n\n")
    n.t("CONCERN\n")
    n.typo(detail + "\n\n")
    n.t("HOUSEHOLD / FAMILY\n")
    n.x("- Mother: ", c.mom_ref("full"), ", ", (str(c.mom_age), "AGE"), ", ", rng.choice(["unemployed", "on maternity leave", "works as a "]))
    if n.parts[-1].endswith("a "):
        n.x((c.mom_job, "PROFESSION"))
    n.x(". DOB ", (fmt_date(rng, add_days(ref, -c.mom_age * 365 - rng.randint(0, 300)), country), "DATE"), ". Cell ", (c.mom_cell, "PHONE"), ".\n")
    bf = Person(rng.choice(P.ADULT_M), rng.choice(P.SURN))
    if rng.random() < 0.5:
        n.x("- Father: ", c.dad_ref("full"), ", ", (str(c.dad_age), "AGE"), ", ", (c.dad_job, "PROFESSION"), " at ",
            (rng.choice(P.EMPLOYERS), "ORGANIZATION"), "; separated, has access ", rng.choice(["every other weekend", "Wednesdays", "supervised only"]), ".\n")
    n.x("- Mother's partner: ", (bf.f(rng, "full"), "FAMILY"), " (not bio father), ", (str(rng.randint(19, 45)), "AGE"),
        ", lives in home since ", (fmt_date(rng, add_days(ref, -rng.randint(60, 700)), country, rng.choice(["month_year", "mon_year", "month"])), "DATE"), ".\n")
    sib = Person(rng.choice(P.BOY + P.GIRL), c.pt.last)
    n.x("- Sibling: ", (sib.f(rng, rng.choice(["first", "full"])), "FAMILY"), ", ", age_parts(rng, rng.randint(400, 5000)),
        rng.choice([", attends ", ", at "]), (rng.choice(P.SCHOOLS), "ORGANIZATION"), ".\n")
    if rng.random() < 0.5:
        n.x("- MGM ", (c.granny.f(rng, "full"), "FAMILY"), " in ", (rng.choice(P.CA_CITIES if country == "CA" else P.US_CITIES)[0], "CITY"),
            " - identified as possible kinship placement (", (phone(rng, c.area), "PHONE"), ").\n")
    n.x("Address: ", c.address(), "\n")
    if rng.random() < 0.4:
        n.x("Previous address (until ", (fmt_date(rng, add_days(ref, -rng.randint(90, 500)), country, "mon_year"), "DATE"), "): ",
            (street(rng), "STREET"), ", ", (rng.choice(P.CA_CITIES if country == "CA" else P.US_CITIES)[0], "CITY"), "\n")
    if rng.random() < 0.35:
        cty = rng.choice(P.COUNTRIES)
        n.x("Family arrived from ", (cty, "COUNTRY"), " in ", (fmt_date(rng, add_days(ref, -rng.randint(200, 1500)), country, "year"), "DATE"),
            "; interpreter used (", P.LANG[cty], ").\n")
    n.t("\nCOLLATERAL CONTACTS\n")
    if rng.random() < 0.6:
        n.x("- Police: Det. ", (Person(rng.choice(P.ADULT_M + P.ADULT_F), rng.choice(P.NURSE_L)).f(rng, "last"), "FAMILY"), ", badge ",
            (digits(rng, 4), "IDNUM"), ", occurrence # ", (idnum(rng, rng.choice(["GO", "R", "OC"])), "IDNUM"), ".\n")
    if rng.random() < 0.55:
        n.x("- School: spoke w/ teacher ", rng.choice(["Ms. ", "Mr. ", "Mrs. "]), (rng.choice(P.SURN), "FAMILY"), " at ", (c.school, "ORGANIZATION"),
            " - attendance ", rng.choice(["poor (31 absences)", "good", "late most days"]), ".\n")
    n.x("- PCP: ", c.doc(3), " at ", (c.clinic, "HOSPITAL"), " - ", rng.choice(["last seen ", "no visits since "]),
        (fmt_date(rng, add_days(ref, -rng.randint(30, 400)), country, rng.choice(["mon_year", "iso", "us", "month_year"])), "DATE"), ".\n")
    if rng.random() < 0.4:
        n.x("- Pharmacy: ", (c.pharm, "HOSPITAL"), " (", (phone(rng, c.area), "PHONE"), ") - ", rng.choice(["no fills since ", "last fill "]),
            c.ds(-rng.randint(20, 90)), ".\n")
    n.t("\nIDENTIFYING INFO (for " + agency + " referral)\n")
    if rng.random() < 0.6:
        n.x("Mother DL # ", (license_no(rng, country, "dl"), "LICENSE"), "   ")
    if rng.random() < 0.55:
        n.x(("SIN " if country == "CA" else "SSN "), (ssn(rng, country), "SSN"), "   ")
    n.x(c.hp_label, (c.hp, "HEALTHPLAN"), "\n")
    if rng.random() < 0.5:
        n.x("Partner's vehicle: ", rng.choice(["grey pickup", "black SUV", "red sedan", "white minivan"]), ", plate ", (plate(rng, country), "VEHICLE"),
            " - hospital security notified.\n")
    if rng.random() < 0.2:
        n.x("Visitor ID badge photo + fingerprint enrolment ref ", ("BIO-" + digits(rng, 6), "BIOID"), " (restricted-visitor list).\n")
    n.t("\nASSESSMENT\n")
    n.typo(assess + "\n")
    n.t("PLAN\n")
    n.x("1. Report made to ", agency, " intake at ", hhmm(rng), " (ref ", (idnum(rng, "IN"), "IDNUM"), "); worker to attend ", c.ds(rng.randint(0, 2)), ".\n")
    if con in ("unexplained bruising", "fracture in non-ambulatory infant", "exposure to IPV"):
        n.typo("2. Skeletal survey, ophtho (dilated fundoscopy), head CT, LFTs/lipase, UA per CPT protocol.\n")
    else:
        n.typo(rng.choice(["2. Discharge planning meeting with family and worker before d/c.\n",
                           "2. Home visit by worker prior to discharge; PHN referral.\n"]))
    n.x("3. Visitor restriction: ", (bf.f(rng, rng.choice(["full", "last"])), "FAMILY"), " not to visit; ", rng.choice(["security aware.", "1:1 sitter ordered."]), "\n")
    n.x("4. Follow-up SW ", (fmt_date(rng, add_days(ref, rng.randint(1, 4)), country, rng.choice(["weekday", "wk_md", "iso"])), "DATE"), ".\n\n")
    n.x((sw.f(rng, "full"), "DOCTOR"), ", ", rng.choice(["MSW, RSW", "LCSW", "MSW", "BSW, RSW"]), " - Social Work, ext ",
        (phone(rng, c.hosp_area, style="local"), "PHONE"), "\n")
    if rng.random() < 0.5:
        n.x("cc: ", c.doc(0, "dr_last"), "; Child Protection Team ", (email(rng, sw, "example.org"), "EMAIL"), "\n")
    return n, c


# ------------------------------------------------------------------ parent phone call log
REASONS = [
    (30, 6000, "Fever - Pediatric", "Fever 39.2 x2d, drinking OK, voiding, no rash, no resp distress.", "Home care - acetaminophen/ibuprofen wt-based; call back if >72h."),
    (0, 59, "Fever - Newborn", "Rectal temp 38.1, feeding OK.", "Fever <2 mo - advised ED now for assessment."),
    (200, 6000, "Rash - Widespread", "Red blotchy rash since this AM after amoxicillin day 5. No lip swelling, no wheeze.", "Stop amox, cetirizine; appt tomorrow AM."),
    (30, 3000, "Vomiting Without Diarrhea", "Vomited x5 since noon, last void 9 h ago, lethargic per mom.", "Advised ED now for dehydration assessment."),
    (700, 6000, "Medication Question Call", "Asking if ok to give ibuprofen with cough syrup.", "Advised avoid OTC cough/cold meds <6y; honey if >1y."),
    (0, 1500, "Breathing Difficulty", "Working hard to breathe, ribs showing, grunting.", "Call 911 / go to nearest ED now - mom agreed."),
    (2, 21, "Jaundice - Newborn", "Yellow to chest on day 5, feeding q3h, 4 wet diapers.", "Same-day bili check at lab; results to on-call."),
    (180, 4000, "Earache", "Ear pain, tugging, T 38.4.", "Ibuprofen; appt booked next day."),
    (1500, 6000, "Asthma Attack", "Needs refill salbutamol + spacer, school form.", "Rx sent to pharmacy; form ready for pick-up."),
    (120, 6000, "Head Injury", "Fell off bed (~2 ft), cried right away, acting normal.", "Observe at home, head injury advice; call if vomiting x2."),
    (300, 6000, "Constipation", "No BM x5 d, straining, small streak of blood.", "PEG 3350 titrate, fluids, fibre; appt in 1 wk if not better."),
    (1000, 6000, "Sore Throat", "Calling for strep swab result.", "Culture negative - informed; no antibiotic needed."),
    (2000, 6000, "Medication Question Call", "Dad asking re ADHD med side effects - poor appetite.", "Give dose after breakfast; message to Dr for review."),
    (0, 365, "Crying Baby - Before 3 Months Old", "Inconsolable crying x3 h, feeding less.", "Soothing strategies, check for hair tourniquet; seen same day."),
]


def phone_log(rng, country, ref):
    c = Case(rng, country, ref, rng.randint(5, 5000))
    n = Note(rng)
    n.x(rng.choice(["TELEPHONE ENCOUNTER LOG", "Phone Triage / Call Log", "Parent Call Record - Nurse Line", "After-Hours Call Log"]), "\n")
    n.x((c.clinic if rng.random() < 0.7 else c.hosp, "HOSPITAL"), rng.choice(["", " - Nurse Advice Line", " - After Hours"]), "\n")
    n.x("Patient: ", c.P(rng.choice(["LF", "lf", "full"])), "   DOB ", c.dob_item(), "   Age ", age_compact(c.age_days), "\n")
    n.x("MRN ", (c.mrn, "MRN"), "   PCP: ", c.doc(0, rng.choice(["dr_last", "dr_fi"])), "\n")
    n.x("Preferred contact: ", (c.mom_cell, "PHONE"), " (mom)")
    if rng.random() < 0.5:
        n.x(", alt ", (c.dad_cell, "PHONE"), " (dad)")
    n.t("\n\n")
    m = rng.randint(2, 5)
    wt = wt_kg(rng, c.age_days)
    off = -rng.randint(0, 20)
    for i in range(m):
        rs = rng.choice([r for r in REASONS if r[0] <= c.age_days <= r[1]])[2:]
        caller = rng.choice(["mother", "mom", "father", "grandmother", "mom"])
        nurse = c.nurses[i % 3]
        n.x("[", c.d(off, rng.choice(["iso", "us", "mon"]) if i == 0 or rng.random() < 0.5 else "md"), " ", "%02d:%02d" % (rng.randint(0, 23), rng.randint(0, 59)), "] ")
        kind = rng.random()
        if kind < 0.7:
            n.x(rng.choice(["Incoming call from ", "Call from ", "Rec'd call - "]), caller, " ")
            if caller in ("mother", "mom"):
                n.x(c.mom_ref(rng.choice(["first", "full", "ms"])))
            elif caller == "father":
                n.x(c.dad_ref(rng.choice(["first", "full", "mr"])))
            else:
                n.x((c.granny.f(rng, rng.choice(["first", "full"])), "FAMILY"))
            if rng.random() < 0.5:
                n.x(" at ", (phone(rng, c.area), "PHONE"))
            n.t(".\n")
            n.typo("   S: " + rs[1] + "\n")
            if rng.random() < 0.7:
                n.x("   Protocol: ", rs[0], rng.choice([" (Schmitt-Thompson). ", ". "]))
            else:
                n.t("   ")
            n.x("Wt on file ", "%.1f kg" % wt, ".\n")
            n.typo("   Disposition/advice: " + rs[2] + "\n")
            if "pharmacy" in rs[2] or rng.random() < 0.15:
                n.x("   Pharmacy: ", (c.pharm, "HOSPITAL"), ", ", (c.city, "CITY"), " - fax ", c.fax(), "\n")
            n.t("   " + rng.choice(["Caller verbalized understanding.", "Parent agrees with plan.", "Teach-back done.", "Mom ok w plan."]) + " ")
        elif kind < 0.85:
            n.x("Callback to ", caller, " - ", rng.choice(["no answer, LVM at ", "reached at ", "voicemail full at "]), (phone(rng, c.area), "PHONE"), ". ")
            n.typo(rng.choice(["Will try again in 1 h.", "Symptoms improving, no further action.", "Appt booked for tomorrow 0940."]) + " ")
        else:
            u = c.mom.user(rng) if rng.random() < 0.6 else ascii_user(c, rng)
            n.x("Portal message from parent account ", (u, "USERNAME"), " via ", (url(rng, c.clinic), "URL"))
            if rng.random() < 0.7:
                n.x(" (login IP ", (ipaddr(rng), "IPADDR"), ")")
            n.t(": ")
            n.typo("\"" + rs[1] + "\" ")
            n.x("Reply sent, copy to ", (email(rng, c.mom), "EMAIL"), ". ")
        n.x("- ", (nurse.f(rng, rng.choice(["full", "first_li", "fi_last"])), "DOCTOR"), rng.choice([", RN", " RN", ", LPN", ", RN BSN"]))
        if rng.random() < 0.45:
            n.x(" (", (nurse.user(rng), "USERNAME"), ")")
        n.t("\n")
        if rng.random() < 0.3:
            n.x("   Routed to ", c.doc(1, "dr_last"), " for review. ", rng.choice(["Agree with plan.", "Seen - ok.", "Please book f/u."]), " - ",
                [(c.docs[1].f(rng, "init"), "DOCTOR")], "\n")
        n.t("\n")
        off += rng.choice([0, 0, 1, 2, 5])
    return n, c


def ascii_user(c, rng):
    a = c.pt.last.lower().replace("'", "").replace(" ", "").replace("-", "")
    return rng.choice([a + "family", a + "_mom", "mama" + c.pt.first.lower()[:4] + str(rng.randint(1, 99)), a + str(rng.randint(1980, 1999))])
