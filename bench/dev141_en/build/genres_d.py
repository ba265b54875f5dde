"""Genres D (own choice): telephone triage / portal message encounter, paediatric discharge summary, lactation consult."""
import pools as P
from phi import Note, Ctx, Person, fmt_date
from blocks import pick, letterhead, demo, vitals, labs, meds, allergies, problems, social, sig, transcription, cc, audit, fam_hx
import neg

PROTOCOLS = ["Fever", "Cough", "Vomiting without diarrhea", "Head injury", "Rash - widespread", "Earache",
             "Breathing difficulty", "Crying baby", "Constipation", "Poisoning/ingestion"]


def triage(r, country, lower):
    c = Ctx(r, country, "triage", r.randint(5, 17 * 365))
    n = Note(lower)
    p = c.pt
    n.w(pick(c, "TELEPHONE ENCOUNTER", "After-Hours Nurse Triage Note", "Phone Note - Pediatrics", "Patient Advice Request / Nurse Line"), "\n")
    n.f("Patient: {0}  DOB {1}  MRN {2}\n", p.n("PATIENT", "LF", "full", "LFM"), c.d(c.dob), c.mrn_v)
    t = "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59))
    n.f("Call received {0} at {1} from {2} ({3}); callback {4}.\n", c.dd(0, r.choice(["mdy", "wdfull", "iso", "wdmd", "dmony"])), t,
        c.guardian.n("FAMILY", "full", "first"), c.grel, c.gphone)
    if r.random() < 0.4:
        n.f("Routed by answering service operator {0}, ref {1}.\n", c.other().n("DOCTOR", "first", "full"), c.idnum("ref"))
    n.f("Protocol used: {0} (Schmitt-Thompson, peds).\n\n", r.choice(PROTOCOLS))
    n.f("S: {0} reports {1} {2}. ", c.guardian.n("FAMILY", "first"), p.n("PATIENT", "first", "nick"),
        pick(c, "has had a fever of 39.4 since this afternoon", "has been coughing all night", "has vomited x4 since dinner", "is pulling at R ear",
             "has a new rash on the trunk", "bumped head on the table, cried right away"))
    n.f("Age {0}. ", c.age(kv=True))
    n.w(pick(c, "Drinking OK, wet diapers x3 today. ", "Last ibuprofen at 18:00. ", "No trouble breathing. ", "Alert and playful between fevers. "),
        neg.some(r, neg.ED[4:8], 1), "\n")
    if r.random() < 0.5:
        n.f("Caller also asks about sibling {0} ({1}) with similar sx.\n", c.sibs[0].n("FAMILY", "first") if c.sibs else c.other().n("FAMILY", "first"),
            c.years(r.randint(1, 12), kv=True))
    n.w("A: ", pick(c, "no red flags per protocol", "possible AOM", "mild dehydration risk", "minor head injury, no LOC"), "\n")
    disp = r.choice(["home", "office", "ed"])
    if disp == "home":
        n.w("P: home care advice given: fluids, antipyretic dosing by weight (ibuprofen 10 mg/kg). Call back if worse.\n")
    elif disp == "office":
        n.f("P: appointment booked {0} at {1} with {2} at {3}.\n", c.dd(1, r.choice(["wdmd", "wd", "md", "monthd"])),
            "%d:%02d" % (r.randint(8, 16), r.choice([0, 15, 20, 30, 40, 45])), c.dr("att", "title"), (c.clinic, "HOSPITAL"))
    else:
        n.f("P: advised to go to {0} ED now; caller agrees, will drive. ED charge RN {1} notified at {2}.\n", c.hospital(), c.dr("edrn", "bare"), c.phone(True))
    n.f("Caller verbalized understanding. Call duration 9 min.\n\nTriage RN: {0}\n", c.dr("rn", r.choice(["cred", "flc"])))
    if r.random() < 0.5:
        n.f("Reviewed by on-call: {0} {1}\n", c.dr("att", "title"), c.dd(1, r.choice(["md", "mdy"])))
    if r.random() < 0.5:
        n.w("\n--- Portal message thread ---\n")
        n.f("From: {0} (proxy for {1})  Sent: {2} {3}  IP {4}\n", c.user(c.guardian), p.n("PATIENT", "first", "full"), c.dd(0, "mdy" if c.us else "iso"),
            t, c.ip())
        n.f("\"{0}\"\n", pick(c, "is it ok to give tylenol and motrin together?", "she still has fever, should we come in?", "Can you send the school form again?",
                               "thank you for calling back"))
        n.f("Reply from {0}: {1}\n", c.dr("rn", "bare"), pick(c, "Yes, you may alternate; see dosing chart.", "Please call the nurse line.", "Form faxed to school."))
    if r.random() < 0.4:
        n.f("Rx called to {0} ({1}) - spoke with pharmacist {2}.\n", (c.pharmacy, "HOSPITAL"), c.phone(False), c.other().n("DOCTOR", "full", "first"))
    return n, c


def discharge(r, country, lower):
    c = Ctx(r, country, "dc", r.randint(15, 17 * 365))
    n = Note(lower)
    p = c.pt
    los = r.randint(2, 14)
    adm = c.day(-los)
    svc = r.choice(["Pediatric Hospital Medicine", "Pediatric Surgery", "PICU -> Ward", "Pediatric Neurology", "General Paediatrics"])
    letterhead(n, c) if r.random() < 0.5 else None
    n.w(pick(c, "DISCHARGE SUMMARY", "Discharge Summary - Pediatrics", "PAEDIATRIC DISCHARGE SUMMARY", "Hospital Discharge Summary"), "\n\n")
    demo(n, c, style=r.choice(["kv", "stacked", "compact"]))
    n.f("Admitted: {0}    Discharged: {1}    LOS {2} days\n", (fmt_date(adm, c.ds), "DATE"), c.dd(0), str(los))
    n.f("Service: {0}   Unit: {1}, Rm {2}\nAttending: {3}   PCP: {4}, {5}\n\n", svc, (c.ward, "HOSPITAL"), c.room(), c.dr("att", "title"),
        c.dr("pcp", "cred"), (c.clinic, "HOSPITAL"))
    dxs = r.sample([("Perforated appendicitis", "K35.32"), ("RSV bronchiolitis", "J21.0"), ("Status asthmaticus", "J45.52"), ("DKA, new T1DM", "E10.10"),
                    ("Febrile seizure, complex", "R56.01"), ("Kawasaki disease", "M30.3"), ("Septic arthritis R hip", "M00.851"),
                    ("Intussusception, reduced", "K56.1"), ("Pneumonia with effusion", "J18.9"), ("Henoch-Schonlein purpura", "D69.0")], 2)
    n.w("Discharge diagnoses:\n  1. %s (%s)\n  2. %s (%s)\n" % (dxs[0][0], dxs[0][1], dxs[1][0], dxs[1][1]))
    n.w("\nHOSPITAL COURSE:\n")
    n.f("{0} is {1} {2} who presented to the {3} ED on {4} with {5}. ", p.n("PATIENT", "first", "full"), c.aage(),
        pick(c, "previously healthy", "ex-34 wk", "with asthma", "with autism"), c.hospital(), (fmt_date(adm, r.choice(["md", "monthd", "wdmd", "mdy"])), "DATE"),
        dxs[0][0].lower())
    mid = c.day(-los + r.randint(1, max(1, los - 1)))
    n.f("On {0} {1}. ", (fmt_date(mid, r.choice(["md", "monthd", "wd", "monthdth"])), "DATE"),
        pick(c, ["underwent laparoscopic appendectomy by Dr. ", c.doc("surg").n("DOCTOR", "last"), "; POD 2 tolerating diet"],
             "was transferred to the ward from PICU", "was weaned to room air", "transitioned to SC insulin"))
    n.w(neg.some(r, neg.ED, 1) + " " + neg.gen(r, c.us, 1), "\n")
    n.f("Consults: {0} ({1}), {2} ({3}).\n", pick(c, "ID", "Endocrine", "Neurology", "Surgery"), c.dr("cons", "title"), pick(c, "Social Work", "Child Life", "Dietitian"),
        c.dr("sw", "bare"))
    if r.random() < 0.5:
        labs(n, c, offset=-1)
    meds(n, c, r.choice(["out", "out", "teen"]), header="DISCHARGE MEDICATIONS")
    n.w("\nFOLLOW-UP:\n")
    for i in range(r.randint(1, 3)):
        n.f("  - {0} with {1} on {2} at {3}, {4}\n", pick(c, "PCP", "Surgery clinic", "Endocrine", "Neurology", "Complex Care"), c.dr("fu%d" % i, "title"),
            c.dd(r.randint(2, 30), r.choice(["wdfull", "mdy", "monthd", "wdmd", "dmonthy"])), "%d:%02d" % (r.randint(8, 16), r.choice([0, 15, 30, 45])),
            (r.choice(P.CLINICS_US if c.us else P.CLINICS_CA), "HOSPITAL") if r.random() < 0.6 else c.phone())
    n.f("Pending at discharge: blood culture {0} (final {1}); {2}\n", c.idnum("acc"), c.dd(r.randint(1, 3), "wd"), pick(c, "nothing else.", ["genetics panel (order ", c.idnum("order"), ")."]))
    if r.random() < 0.5:
        n.f("Home services: {0} home nursing (intake {1}); pulse oximeter SN {2} from {3}.\n", (r.choice(["Northway Home Care", "BrightPath Pediatric Home Health", "Coastal Kids Nursing"]), "ORGANIZATION"),
            c.phone(), c.device(), (r.choice(["Harbor Medical Supply", "Tamarack DME", "Keller Respiratory Services"]), "ORGANIZATION"))
    n.f("Discharged to: home with {0} at {1}. Condition: stable.\n", [c.grel, " ", c.guardian.n("FAMILY", "first", "full")], c.addr(False))
    if r.random() < 0.3:
        n.f("School/work note: {0} off until {1}; letter for {2}'s employer ({3}).\n", p.n("PATIENT", "first"), c.dd(r.randint(3, 10), r.choice(["md", "monthd"])),
            c.guardian.n("FAMILY", "first"), c.org("employer"))
    n.w("\n")
    sig(n, c, r.choice(["res", "att"]))
    if r.random() < 0.5:
        transcription(n, c)
    cc(n, c)
    return n, c


def lactation(r, country, lower):
    c = Ctx(r, country, "lact", r.randint(1, 60))
    n = Note(lower)
    p = c.pt
    inpt = r.random() < 0.5
    n.w(pick(c, "LACTATION CONSULTATION", "Lactation Consult Note", "Breastfeeding Medicine Clinic Visit", "IBCLC Visit - Outpatient"), "\n")
    site = (c.ward, "HOSPITAL") if inpt else (r.choice(["Harlow Breastfeeding Clinic", "Birchmere Infant Feeding Clinic", "Kestrel Bay Lactation Services"]), "HOSPITAL")
    n.f("{0}{1}  {2}\n", site, ", Rm " if inpt else "", c.room() if inpt else c.dd(0, r.choice(["mdy", "iso", "wdfull"])))
    n.f("Infant: {0}   DOB {1}   Age {2}   MRN {3}\n", p.n("PATIENT", "full", "LF", "first"), c.d(c.dob), c.age(kv=True), c.mrn_v)
    n.f("Mother: {0}   {1}   MRN {2}   {3}\n", c.mom.n("FAMILY", "full", "LF"), c.years(c.mom_age, kv=True), c.mrn(),
        pick(c, "G1P1", "G2P2", "G3P2", "G4P3"))
    n.f("Referred by: {0}\n\n", c.dr(r.choice(["att", "np", "rn"]), "bare" if r.random() < 0.3 else None))
    bw = r.randint(2600, 4200)
    cur = int(bw * r.uniform(0.88, 1.12))
    n.f("Birth wt {0} g; today {1} g ({2}% from BW). Delivery: {3}.\n", str(bw), str(cur), "%+.1f" % ((cur - bw) * 100.0 / bw),
        pick(c, "SVD", "C/S for breech", "vacuum-assisted", "SVD after induction"))
    n.f("Concern: {0}. ", pick(c, "sore nipples", "infant sleepy at breast", "low supply", "engorgement", "tongue tie?", "jaundice and poor feeding"))
    n.w(neg.some(r, neg.NEWBORN, 2), "\n")
    n.w("Assessment: LATCH ", str(r.randint(5, 10)), "/10; ", pick(c, "shallow latch, clicking", "deep asymmetric latch after repositioning",
        "HATLFF 8 (Hazelbaker), mild restriction", "audible swallows"), ". Pre/post weight ", str(r.randint(10, 70)), " mL transfer.\n")
    n.f("Mother works as {0} at {1}; plans return {2}. ", c.aprof(), c.org("employer"), c.dd(r.randint(40, 300), r.choice(["monthy", "monthd", "md", "mony"])))
    n.f("Pump: hospital-grade rental, serial {0}, issued {1}.\n", c.device(), c.dd(0, r.choice(["md", "iso"])))
    if r.random() < 0.5:
        rel = pick(c, "partner", "mother", "sister", "doula", "husband")
        sp = c.dad if rel in ("partner", "husband") else c.other("F")
        n.f("Support person: {0} ({1}) present.\n", sp.n("FAMILY", "full", "first"), rel)
    n.w("\nPlan:\n 1. ", pick(c, "Feed 8-12x/24h on cue; breast compression.", "Pump after feeds x 8/day, supplement EBM 10-15 mL by paced bottle.",
                               "Nipple shield 20 mm trial.", "Frenotomy referral to ENT."), "\n")
    n.f(" 2. Weight check {0} at {1}.\n", c.dd(r.randint(1, 5), r.choice(["wd", "wdmd", "md"])), (c.clinic, "HOSPITAL"))
    n.f(" 3. Warmline {0}; handouts at {1}\n", c.phone(), c.url("lactation"))
    if r.random() < 0.4:
        n.f(" 4. Peer support group at {0}, {1}.\n", c.org("community"), (r.choice(P.LANDMARKS), "LOCATION_OTHER"))
    n.w("\n")
    sig(n, c, "lc")
    return n, c


GENRES = [("telephone_triage", triage), ("discharge_summary", discharge), ("lactation_consult", lactation)]
