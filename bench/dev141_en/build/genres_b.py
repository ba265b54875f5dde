"""Genres B: school-based health centre, immunization record, developmental/behavioural, child protection consult."""
import datetime as dt

import pools as P
from phi import Note, Ctx, Person, fmt_date
from blocks import DEV_DX, pick, letterhead, demo, vitals, labs, meds, allergies, problems, social, sig, transcription, cc, audit, fam_hx
from genres_a import VACC, vacc_ok
import neg


def school_health(r, country, lower):
    c = Ctx(r, country, "school", r.randint(5 * 365, 18 * 365))
    n = Note(lower)
    p = c.pt
    school = c.org("school")
    site = school[0] + r.choice([" School-Based Health Center", " Health Centre", " Wellness Center", " Student Health Room", " Youth Clinic"])
    grade = max(1, min(12, int(c.age_days / 365.25) - 5))
    n.f("{0}\n{1}\n", (site, "HOSPITAL"), pick(c, "Student Health Visit", "SBHC Encounter Note", "School Nurse / NP Visit Record", "Sick visit - school clinic"))
    n.f("Student: {0}   Grade {1}   Student ID {2}\nDOB {3} ({4})   MRN {5}\n", p.n("PATIENT", "LF", "full"), str(grade), c.idnum("student"),
        c.d(c.dob), c.age(kv=True), c.mrn_v)
    n.f("School: {0}   Homeroom: {1} ({2})\n", school, c.room(), c.other().n("FAMILY", "full", "last"))
    vh = r.randint(8, 14)
    n.f("Visit: {0} {1}  Period {2}\n", c.dd(0, r.choice(["wdmd", "mdy", "iso", "wdfull"])), "%d:%02d" % (vh, r.randint(0, 59)), str(vh - 7))
    n.f("Consent on file: signed {0} by {1} ({2}).\n\n", c.dd(-r.randint(30, 700), r.choice(["mdy", "md", "monthy", "iso"])),
        c.guardian.n("FAMILY", "full", "first"), c.grel)
    cc_ = r.choice(["headache", "asthma symptoms", "ankle injury in gym", "stomach ache", "menstrual cramps", "anxiety/panic", "sore throat", "rash", "eye redness"])
    n.f("CC: {0}. ", cc_)
    n.f(pick(c, "Sent by teacher {0}. ", "Self-referred; friend {0} walked {1} over. ", "Referred by coach {0} after practice. ", "Walked in with friend {0}. "),
        c.other().n("FAMILY", "full", "last"), p.his)
    n.f("{0} reports {1} since {2}. ", p.n("PATIENT", "first", "nick"), cc_, pick(c, "this morning", "lunch", "yesterday", "2nd period"))
    n.w(neg.some(r, neg.TEEN if c.age_days > 4000 else neg.DEV, 1) + " " + neg.gen(r, c.us, 1), "\n")
    vitals(n, c, style="line")
    n.w("Exam: ", neg.exam(r, c.age_days, 2), "\n")
    if "asthma" in cc_:
        n.w("Peak flow 280 L/min (personal best 360). Albuterol 90 mcg 4 puffs via spacer from student's own inhaler (kept in nurse office). Repeat PF 340.\n")
    elif r.random() < 0.5:
        n.w("Given ", pick(c, "ibuprofen 400 mg PO", "acetaminophen 500 mg PO", "ice pack x15 min", "rapid strep - negative"), " per standing order.\n")
    n.f("\nDisposition: {0} at {1}. ", pick(c, "returned to class", "sent home with parent", "rested in health room then back to class"),
        "%d:%02d" % (vh + 1, r.randint(0, 59)))
    n.f(pick(c, "Called {0} at {1}, {2} agreed with plan. ", "Left voicemail for {0} at {1}; {2} to call back. ", "{0} picked up at front office ({1}); {2} verified ID. "),
        c.guardian.n("FAMILY", "first", "full"), c.gphone, pick(c, "she" if c.grel == "mother" else "he", "parent"))
    if r.random() < 0.4:
        n.f("Parent works as {0} at {1} and cannot leave before 3 pm.", c.aprof(), c.org("employer"))
    n.w("\n")
    if "asthma" in cc_ or r.random() < 0.15:
        n.f("Follow-up: asthma action plan faxed to PCP {0}, {1} (fax {2}).\n", c.dr("pcp", "title"), (c.clinic, "HOSPITAL"), c.fax())
    if r.random() < 0.3:
        n.f("Note: {0} to see BH clinician {1} on {2}.\n", p.n("PATIENT", "first"), c.dr("bh", "cred"), c.dd(r.randint(1, 7), r.choice(["wd", "wdmd"])))
    n.w("\n")
    sig(n, c, r.choice(["np", "rn"]))
    if r.random() < 0.25:
        audit(n, c)
    return n, c


def immunization(r, country, lower):
    c = Ctx(r, country, "immun", r.randint(60, 18 * 365))
    n = Note(lower)
    p = c.pt
    n.w(pick(c, "IMMUNIZATION RECORD", "Certificate of Immunization", "Immunization History - Official Copy", "Vaccination Record (transcribed from paper card)"), "\n")
    if r.random() < 0.5:
        n.f("Issued by: {0}, {1}, {2}  Tel {3}\n", (c.clinic, "HOSPITAL"), c.city(), c.state(), c.phone(False))
    n.f("\nName: {0}\nDate of birth: {1}    Sex: {2}\n", p.n("PATIENT", "LFM", "LF", "full", "fml"), c.d(c.dob), p.sex)
    n.f("Parent/guardian: {0}    Phone: {1}\n", c.guardian.n("FAMILY", "full", "lf"), c.gphone)
    if r.random() < 0.6:
        n.f("Address: {0}\n", c.addr(False))
    n.f(pick(c, "{0} ID: {1}\n", "{0} client #: {1}\n"), pick(c, "Registry", "IIS", "State registry", "ImmTrac") if c.us else pick(c, "Panorama", "Registry", "Panorama client"), c.idnum("case"))
    if r.random() < 0.5:
        n.f("Health card: {0}\n" if not c.us else "Medicaid ID: {0}\n", c.hp())
    n.w("\n")
    style = r.choice(["pipe", "tab", "list"])
    if style == "pipe":
        n.w("| Vaccine | Date | Dose | Lot | Site | Given by | Location |\n|---|---|---|---|---|---|---|\n")
    elif style == "tab":
        n.w("VACCINE            DATE         DOSE  LOT        GIVEN BY\n")
    ds = r.choice(["mdy", "iso", "dmony", "mdy1"]) if c.us else r.choice(["iso", "dmony", "DMONY", "dmy"])
    rows = []
    for name, cpt, lo, hi in VACC:
        if lo > c.age_days or r.random() < 0.45:
            continue
        for dose in range(1, r.randint(1, 4) + 1):
            off = lo + (dose - 1) * r.randint(55, 200)
            if off <= c.age_days and vacc_ok(name, (c.dob + dt.timedelta(days=off)).year):
                rows.append((off, name, dose))
    rows.sort()
    rows = rows[:r.randint(6, 14)]
    for off, name, dose in rows:
        d = c.dob + dt.timedelta(days=off + r.randint(0, 10))
        lot = c.idnum("lot")
        giver = (c.doc("rn").form(r.choice(["INI", "fl"])) if r.random() < 0.6 else c.new_doc("v%d" % off).form(r.choice(["INI", "fl", "full"])), "DOCTOR")
        loc = (c.clinic if r.random() < 0.6 else r.choice(P.HOSP_US + P.CLINICS_US if c.us else P.HOSP_CA + P.CLINICS_CA), "HOSPITAL")
        if style == "pipe":
            n.w("| ", name, " | ", (fmt_date(d, ds), "DATE"), " | ", str(dose), " | ", lot, " | ", "PO" if "Rota" in name else (pick(c, "LT", "RT") if off < 900 else pick(c, "LA", "RA")), " | ", giver, " | ", loc, " |\n")
        elif style == "tab":
            n.w("%-18s " % name, (fmt_date(d, ds), "DATE"), "   #%d    " % dose, lot, "   ", giver, "\n")
        else:
            n.w("- ", name, " dose ", str(dose), ": ", (fmt_date(d, ds), "DATE"), ", lot ", lot, ", ", loc, "\n")
    n.w("\n")
    if r.random() < 0.5:
        n.f("Hx of disease: varicella (chickenpox) {0}, parent-reported.\n", c.dd(-r.randint(200, max(201, c.age_days - 100)), "monthy"))
    n.w(pick(c, "Exemptions: none.\n", "Medical exemption: none on file.\n", "Religious exemption form on file for Hep B (see scanned doc).\n"))
    n.w(pick(c, "Immunizations reviewed against the schedule.", "Catch-up plan printed for family.", "No contraindications; egg allergy not a contraindication to MMR.",
             "Car seat is 6 years old - advised replacement.") + " " + neg.gen(r, c.us, 1, 40), "\n")
    n.f("Record reviewed/reconciled by {0} on {1}.\n", c.dr("rn", r.choice(["cred", "flc"])), c.dd(0))
    if r.random() < 0.5:
        n.f("Submitted to registry {0} {1} by user {2} (terminal {3}).\n", c.dd(0, "iso"), "%02d:%02d" % (r.randint(7, 18), r.randint(0, 59)),
            c.user(c.doc("rn")), c.ip())
    if r.random() < 0.4:
        n.f("Parents can view/print this record at {0}\n", c.url())
    if r.random() < 0.3:
        n.f("For school: {0}, attn {1}, fax {2}\n", c.org("school"), c.other().n("FAMILY", "full"), c.fax())
    return n, c


def developmental(r, country, lower):
    c = Ctx(r, country, "dev", r.randint(540, 11 * 365))
    n = Note(lower)
    p = c.pt
    letterhead(n, c, dept=pick(c, "Developmental-Behavioral Pediatrics", "Child Development Program", "Neurodevelopmental Assessment Clinic", "Developmental Paediatrics"))
    n.w(pick(c, "NEW PATIENT CONSULTATION", "DEVELOPMENTAL ASSESSMENT REPORT", "Follow-up Assessment", "Diagnostic Assessment Summary"), "\n")
    n.f("Name: {0}   DOB: {1}   Age at assessment: {2}\nMRN: {3}   Date(s) of assessment: {4} and {5}\n",
        p.n("PATIENT", "full", "LF"), c.d(c.dob), c.age(kv=True), c.mrn_v, c.dd(-7, r.choice(["mdy", "md", "monthd", "iso"])), c.dd(0))
    n.f("Referred by: {0}, {1}\n\n", c.dr("ref", r.choice(["title", "cred"])), (c.clinic, "HOSPITAL"))
    n.w("REASON FOR REFERRAL: ")
    n.f("{0} was referred for {1}. ", p.n("PATIENT", "first", "full"), pick(c, "speech delay and possible ASD", "inattention and impulsivity at school",
        "motor delay", "learning difficulties", "behavioural outbursts", "feeding difficulties and sensory concerns"))
    n.f("Parents {0} and {1} are most worried about {2}.\n\n", c.mom.n("FAMILY", "first"), c.dad.n("FAMILY", "first"),
        pick(c, "meltdowns", "not talking like peers", "school reports", "aggression towards sibling"))
    n.w("SOURCES OF INFORMATION: ")
    n.f("interview with {0}; teacher forms from {1} ({2}); {3} report; records from {4}.\n\n", c.guardian.n("FAMILY", "full"),
        c.other().n("FAMILY", "full", "last"), c.org("school") if c.age_days > 4 * 365 else c.org("daycare"),
        pick(c, "SLP", "OT", "daycare", "psychology"), (r.choice(P.HOSP_US if c.us else P.HOSP_CA), "HOSPITAL"))
    n.w("BIRTH/MEDICAL HX: ")
    n.f("Born at {0} at {1} wk GA, BW {2} g, {3}. ", (r.choice(P.HOSP_US if c.us else P.HOSP_CA), "HOSPITAL"), str(r.randint(29, 41)),
        str(r.randint(1300, 4200)), pick(c, "NICU x 2 wk", "uncomplicated", "jaundice requiring phototherapy", "emergency CS for fetal distress"))
    n.w(neg.gen(r, c.us, 1, 20), "\n")
    n.w("DEVELOPMENTAL HX: ")
    n.f("Sat at {0}, walked at {1}, first words at {2}. ", [(str(r.randint(5, 9)), "AGE"), " months"], [(str(r.randint(11, 19)), "AGE"), " mo"],
        [(str(r.randint(10, 30)), "AGE"), pick(c, " months", "mo", " mos")])
    n.w(neg.some(r, neg.DEV, 3), "\n")
    social(n, c, detail=True)
    n.w("\nTESTING / OBSERVATIONS:\n")
    for t in r.sample(["ADOS-2 Module 1: total 18, comparison score 8", "Mullen: visual reception T 34, receptive language T 24",
                         "Vineland-3 ABC 72", "Conners-4 parent: inattention T 78", "PLS-5 total 68", "BRIEF-2: GEC T 71", "Beery VMI SS 82",
                         "Bayley-4 motor composite 79", "CELF-P3 core 74", "Leiter-3 nonverbal IQ 96"], r.randint(2, 4)):
        n.w("  - ", t, "\n")
    n.w("\nDIAGNOSES:\n")
    problems(n, c, k=r.randint(1, 3), header="", pool=DEV_DX)
    n.w("\nRECOMMENDATIONS:\n")
    n.f("1. Share this report with {0} to support an {1}.\n", c.org("school") if c.age_days > 4 * 365 else c.org("daycare"), pick(c, "IEP", "IPRC", "504 plan", "IFSP"))
    n.f("2. Refer to {0} for {1} (intake line {2}).\n", (r.choice(["Kittering Early Years Hub", "Birchmere Autism Services", "Harlow Behavior Therapy Group", "Kestrel Speech & Language Services"]), "ORGANIZATION"),
        pick(c, "ABA", "speech therapy", "OT", "parent training (PCIT)"), c.phone())
    n.f("3. Follow-up with {0} in 6 months (around {1}).\n", c.dr("att", "title"), c.dd(182, r.choice(["monthy", "mony"])))
    if r.random() < 0.3:
        n.f("4. Resources: {0}\n", c.url("autism"))
    n.w("\n")
    sig(n, c, "att", esign=False)
    if r.random() < 0.5:
        n.w("Psychometry by ", c.dr("psych", "cred"), "\n")
    if r.random() < 0.5:
        transcription(n, c)
    cc(n, c)
    return n, c


def child_protection(r, country, lower):
    c = Ctx(r, country, "cpt", r.randint(20, 15 * 365))
    n = Note(lower)
    p = c.pt
    n.w(pick(c, "CHILD PROTECTION TEAM CONSULTATION", "SCAN Team Consult", "Child Abuse Pediatrics - Inpatient Consult", "Suspected Child Maltreatment Assessment"), "\n")
    n.f("Patient: {0}   MRN {1}   DOB {2} ({3})\n", p.n("PATIENT", "LFM", "LF", "full"), c.mrn_v, c.d(c.dob), c.age(kv=True))
    n.f("Location: {0}, {1} {2}   Date of consult: {3} {4}\n", (c.hosp, "HOSPITAL"), pick(c, "ED bay", "Room", "PICU bed"), c.room(),
        c.dd(0, r.choice(["wdfull", "mdy", "iso", "monthdy"])), "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59)))
    n.f("Requested by: {0} ({1})\n", c.dr("ed", r.choice(["title", "cred"])), pick(c, "PEM", "ED attending", "PICU", "Gen Peds"))
    cw = c.other()
    det = c.other()
    if c.us and r.random() < 0.4:
        n.f("Mother's SSN (per CPS intake): {0}\n", c.ssn())
    n.f("CPS worker: {0}, tel {1}, intake # {2}\n", cw.n("FAMILY", "full", "lf"), c.phone(), c.idnum("case"))
    if r.random() < 0.6:
        n.f("Law enforcement: Det. {0}, report # {1}\n", det.n("FAMILY", "last", "full"), c.idnum("police"))
    n.w("\nINFORMANTS: ")
    bf = c.other("M")
    gm = c.other("F")
    n.f("mother {0} ({1}), mother's partner {2}, maternal grandmother {3}; chart review.\n\n", c.mom.n("FAMILY", "full"), c.years(c.mom_age),
        bf.n("FAMILY", "full"), gm.n("FAMILY", "full", "first"))
    n.w("HISTORY: ")
    ev = c.day(-r.randint(0, 3))
    n.f("Per {0}, on {1} at about {2} {3} {4}. ", c.mom.n("FAMILY", "first", "last"), (fmt_date(ev, r.choice(["wd", "wdmd", "md", "monthdth"])), "DATE"),
        "%d:%02d" % (r.randint(1, 11), r.choice([0, 15, 30, 45])), p.n("PATIENT", "first", "nick"),
        pick(c, "rolled off the couch onto carpet", "was found crying in the crib", "fell down 3 stairs", "was left with the partner while mom worked a shift"))
    n.f("Mom works as {0} at {1}; {2} was caring for the child. ", c.aprof(), c.org("employer"), bf.n("FAMILY", "first"))
    n.f("{0} states {1}. History {2} between caregivers.\n", bf.n("FAMILY", "first", "last"), pick(c, "he heard a thud", "he was asleep",
        "the child was fine at bedtime"), pick(c, "has changed", "is consistent", "is inconsistent"))
    if r.random() < 0.5:
        n.f("Child reportedly left alone in vehicle (plate {0}, VIN {1}) in the lot of {2} for ~40 min per bystander.\n", c.plate(), c.vin(),
            (r.choice(P.LANDMARKS), "LOCATION_OTHER"))
    n.f("Prior: ED visit {0} at {1} for {2}. {3}\n\n", c.dd(-r.randint(20, 300), r.choice(["my", "monthy", "mdy"])), c.hospital(other=True),
        pick(c, "a forearm bruise", "a burn to the hand", "head injury", "FTT"), pick(c, "No prior CPS reports.", "One prior CPS report (unfounded).", "Sibling in foster care."))
    n.w("EXAM: ", pick(c, "TEN-4-FACESp: bruising to ear and neck (positive).", "Patterned bruising L buttock, 4 linear marks.",
                       "No sentinel injuries seen.", "Immersion-type burn bilateral feet, stocking distribution."), " ", neg.exam(r, c.age_days, 1), "\n")
    n.f("Photos taken by {0} (photo set {1}).\n", c.dr("photo", "bare"), c.idnum("case"))
    n.w("\nWORKUP:\n")
    n.f("  Skeletal survey {0}: {1}\n", c.idnum("acc"), pick(c, "healing posterior rib fractures R 6-8", "classic metaphyseal lesion distal femur", "no fractures"))
    n.f("  CT head (acc {0}): {1}\n", c.idnum("acc"), pick(c, "thin SDH along falx", "negative", "L parietal skull fracture, no ICH"))
    n.w("  Labs: AST 38, ALT 22, lipase 14, PT/INR normal, PTT 31, vWF panel pending, UA no blood.\n")
    n.f("  Dilated eye exam by Ophthalmology ({0}): {1}\n", c.dr("cons", "title"), pick(c, "no retinal hemorrhages", "multilayer retinal hemorrhages OU"))
    n.w("\nIMPRESSION: ", pick(c, "Injuries are highly concerning for inflicted trauma.", "Findings consistent with the history given; low concern.",
                               "Concerning for neglectful supervision."), "\n")
    n.w("PLAN:\n")
    n.f("1. Report made to CPS hotline {0} {1}, reference {2}; worker {3} to assess at bedside.\n", c.dd(0, "md"), "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59)),
        c.idnum("case"), cw.n("FAMILY", "last", "full"))
    n.f("2. Safety plan: discharge to {0} at {1} once cleared; no unsupervised contact with {2}.\n", gm.n("FAMILY", "full"), c.addr(False), bf.n("FAMILY", "full", "first"))
    n.w("3. Screen siblings: ")
    if c.sibs:
        for i, s in enumerate(c.sibs):
            n.w(", " if i else "", s.n("FAMILY", "first"), " (", c.years(c.sib_ages[i], kv=True), ")")
        n.w(" - skeletal survey for infant siblings.\n")
    else:
        n.w("none in home.\n")
    n.f("4. SW {0} following; forensic interview at {1} on {2}.\n", c.dr("sw", "cred"), (r.choice(["Harlow Child Advocacy Center", "Birchmere Child & Youth Advocacy Centre", "Tamsett CAC"]), "ORGANIZATION"),
        c.dd(r.randint(1, 6), r.choice(["wd", "wdmd", "monthd"])))
    n.w("\n")
    sig(n, c, "att")
    n.f("Child Protection Program pager {0}\n", c.phone(False))
    if r.random() < 0.4:
        cc(n, c, 1)
    return n, c


GENRES = [("school_health_centre", school_health), ("immunization_record", immunization),
          ("developmental_behavioural", developmental), ("child_protection_consult", child_protection)]
