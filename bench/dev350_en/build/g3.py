"""Genres: MDT review note, pharmacy dispensing record, and own additions:
driving & vehicle adaptation assessment, telehealth video review,
referral triage form."""
import datetime as dt
import clin
import blocks as B
import pools as P


def mdt(c, n):
    r = c.r
    dx = clin.dx(c)
    n.w(c.dept.upper(), " - ", r.choice(["MDT REVIEW", "Multidisciplinary Team Meeting", "Spasticity MDT", "Tone MDT outcome"]), "\n")
    n.w(("HOSPITAL", c.hosp), "\n")
    n.w("Date: ", c.D(c.visit, r.choice([c.dstyle, "wklong", "wk"])), "   ")
    if r.random() < 0.5:
        n.w("Venue: seminar room ", c.room(), ", ", c.building(), "\n")
    else:
        n.w("Venue: virtual - ", c.url("video"), "\n")
    team = [(c.cons, "Chair, Consultant"), (c.pt, "Physiotherapist"), (c.ot, "OT"), (c.orth, "Orthotist"),
            (c.nurse, "Spasticity CNS"), (c.reg, "Registrar"), (c.staff("sw"), "Social Worker"), (c.staff("slt"), "SLT"),
            (c.staff("psy"), "Psychologist")]
    k = r.randint(4, 7)
    pres = team[:2] + r.sample(team[2:], k - 2)
    n.w("Present: ")
    for i, (st, role) in enumerate(pres):
        if i:
            n.w("; " if r.random() < 0.5 else ", ")
        n.w(c.S(st, r.choice(["full", "title_full", "init_last", "full"])), " (", role, ")")
    n.w("\n")
    if r.random() < 0.5:
        n.w("Apologies: ", c.S(c.staff("slt"), "full"), "\n")
    n.w("\n")
    B.banner(c, n, style=r.choice([1, 2]), extra=r.random() < 0.3)
    n.w("Age: ", c.A(r.choice(["num", "years"])), "   Diagnosis: ", dx[0], "\n")
    n.w("Referred by: ", c.S(c.gp, "title_full"), ", ", ("HOSPITAL", c.practice), "\n\n")
    n.w("SUMMARY\n")
    n.w(c.Pref(), " ", r.choice(["has had", "has received"]), " ", str(r.randint(2, 9)), " cycles of botulinum toxin since ",
        c.D(c.plus(-2500, -400), r.choice(["y", "my", "my3"])), "; last injection ", c.D(c.plus(-160, -60)), ". ")
    if c.kind == "child":
        n.w("Lives with ", c.fam[0].rel, " ", c.F(c.fam[0], "full"), r.choice([" and two siblings", "", " and grandparents"]), "; attends ", ("ORGANIZATION", c.school), ". ")
    else:
        lives = r.choice(["alone", "with " + c.fam[0].rel, "in a care home"])
        n.w("Lives ", lives)
        if lives == "in a care home":
            n.w(" (", ("HOSPITAL", r.choice(P.HOSP_STEMS) + r.choice([" Care Home", " Lodge Nursing Home", " House"])), ")")
        elif lives != "alone" and r.random() < 0.6:
            n.w(" (", c.F(c.fam[0], r.choice(["first", "full"])), ")")
        n.w("; former ", ("PROFESSION", c.prof), ". ")
    n.w("\n")
    for b in clin.exam(c, r.randint(2, 3)):
        n.w("- ", b, "\n")
    n.w("\nDISCUSSION\n", r.choice(["Toxin response diminishing; consider ITB trial vs SDR.", "Good response to toxin; continue 4-monthly.",
                                     "Fixed contracture developing at the ankle - refer to orthopaedics for TAL.",
                                     "Hip surveillance: migration percentage 38% on the left (previously 29%).",
                                     "Carer strain noted; social work to review care package."]), "\n")
    n.w("\nACTIONS                                  OWNER            DUE\n")
    acts = ["Book toxin (list for US-guided)", "New night AFOs", "Hip X-ray (AP pelvis)", "Seating review", "Refer for ITB trial",
            "Update GAS goals", "Letter to GP re baclofen", "Liaise with school"]
    for a in r.sample(acts, r.randint(2, 4)):
        st, role = r.choice(pres)
        n.w("- ", a, "  |  ", c.S(st, r.choice(["init_last", "first", "INITIALS"])), "  |  ", c.D(c.plus(7, 60), r.choice([c.dstyle, "dmon", "dm"])), "\n")
    n.w("\nNext MDT: ", c.D(c.plus(80, 130)), "\n")
    coord = c.staff("sec")
    n.w("Minutes: ", c.S(coord, "full"), ", MDT coordinator (", c.email_staff(coord), r.choice(["", ", ext. "]))
    if n.parts[-1].endswith(", ext. "):
        n.w(("PHONE", "555" + c.dg(1) if r.random() < 0.5 else c.phone("work")))
    n.w(")\n")


PHARM_ITEMS = [
    ("Botox 100 unit powder for injection vial", "1 vial", "For clinic administration - store 2-8 C"),
    ("Dysport 500 unit powder for injection", "2 vials", "Fridge item. For administration in spasticity clinic"),
    ("Xeomin 100 unit vial", "1 vial", "Room temp storage OK. Clinic use"),
    ("Baclofen 10 mg tablets", "84 tablets", "Take ONE tablet THREE times a day"),
    ("Baclofen 5 mg/5 mL oral solution sugar-free", "300 mL", "Take 5 mL twice a day via gastrostomy"),
    ("Tizanidine 2 mg tablets", "28 tablets", "Take ONE tablet at night"),
    ("Lioresal Intrathecal 2000 mcg/mL 20 mL", "2 ampoules", "For ITB pump refill - CD register"),
    ("Gablofen 2000 mcg/mL prefilled syringe", "1 syringe", "For intrathecal use only"),
    ("Gabapentin 300 mg capsules", "84 capsules", "Take ONE capsule THREE times a day"),
    ("Dantrolene 25 mg capsules", "28 capsules", "Take ONE capsule daily"),
    ("EMLA 5% cream 5 g", "1 tube", "Apply 1 hour before injections under occlusive dressing"),
    ("Trihexyphenidyl 2 mg tablets", "56 tablets", "Take ONE tablet twice a day"),
]


def pharmacy(c, n):
    r = c.r
    hospital_ph = r.random() < 0.5
    if hospital_ph:
        n.w("Pharmacy Department, ", ("HOSPITAL", c.hosp), "\n")
    else:
        n.w(("HOSPITAL", c.pharmacy), "\n", c.ADDR(c.make_addr(), sep=", "), "  Tel ", c.PH("work"), "\n")
    n.w(r.choice(["DISPENSING RECORD", "Dispensing Log - Patient Medication Record", "Rx DISPENSING / CLAIM RECORD", "Outpatient dispensing record"]), "\n")
    n.w("Rx no: ", c.idnum(r.choice(["RX", "P", "DSP"])), "   Dispensed: ", c.D(c.visit, r.choice([c.dstyle, "iso", "MON"])), " ", "%02d:%02d" % (r.randint(8, 18), r.randint(0, 59)), "\n\n")
    n.w("Patient: ", c.P(r.choice(["LFU", "LF", "full"])), "   DOB ", c.D(c.dob), "\n")
    n.w("Address: ", c.ADDR(sep=", "), "\n")
    if c.cc == "AU":
        n.w("Medicare: ", ("HEALTHPLAN", c.hp_num), "   IHI: ", ("HEALTHPLAN", "8003 60" + c.dg(2) + " " + c.dg(4) + " " + c.dg(4)), "\n")
    elif c.cc == "US":
        n.w("Plan: ", ("ORGANIZATION", r.choice(P.INSURERS["US"])), "  ID ", ("HEALTHPLAN", c.hp_num), "  BIN 610014 PCN ", r.choice(["MEDDPRIME", "ADV", "CNRX"]), "\n")
    else:
        n.w(c.hp_label(), ": ", ("HEALTHPLAN", c.hp_num), "   ", c.mrn_label(), ": ", ("MRN", c.mrn), "\n")
    pres = r.choice([c.cons, c.gp, c.reg])
    n.w("Prescriber: ", c.S(pres, r.choice(["title_full", "LF", "title_last"])), "  ", c.LIC(pres))
    if c.us and r.random() < 0.7:
        n.w("  ", c.LIC(pres, kind="DEA"))
    n.w("\n", ("HOSPITAL", c.hosp if pres is not c.gp else c.practice), "\n\n")
    items = r.sample(PHARM_ITEMS, r.randint(1, 3))
    n.w("Item | Qty | Directions | Batch | Expiry\n")
    for name, qty, dirs in items:
        exp = dt.date(c.visit.year + r.randint(1, 3), r.randint(1, 12), 1)
        n.w(name, " | ", qty, " | ", dirs, " | ", clin.lot(c), " | ", c.D(exp, r.choice(["mmyyyy", "my3", "mmyy"])), "\n")
    if r.random() < 0.5:
        n.w("Cold chain: fridge ", r.choice(["F2", "F3", "Pharmacy fridge A"]), " min ", str(round(r.uniform(2.1, 3.5), 1)), " C / max ", str(round(r.uniform(5.0, 7.8), 1)), " C - within range.\n")
    tech = c.staff("tech")
    n.w("\nDispensed by: ", c.S(tech, r.choice(["full", "init_last"])), " (technician) [", c.user(tech), "]\n")
    n.w("Clinically checked: ", c.S(c.pharm, r.choice(["full_cred", "full"])), " ", c.LIC(c.pharm), "\n")
    if r.random() < 0.5:
        n.w("Controlled drug cabinet opened with biometric ID ", c.bioid(), " at ", "%02d:%02d" % (r.randint(8, 18), r.randint(0, 59)), "\n")
    k = r.randint(0, 2)
    if k == 0 or c.kind == "child":
        p = c.fam[0]
        n.w("Collected by: ", c.F(p, "full"), " (", p.rel, ")")
        if r.random() < 0.6:
            n.w("; ID checked - driver licence ", c.drv_lic())
        n.w("\n")
    elif k == 1:
        n.w("Delivered to: ", c.ADDR(sep=", "), " by ", ("ORGANIZATION", r.choice(["Swift Courier Services", "Parcelhop Medical", "ColdBox Logistics"])),
            " tracking ", c.idnum("TRK"), "\n")
    else:
        n.w("Collected by patient; counselled on drowsiness and not stopping baclofen abruptly.\n")
    if c.us and r.random() < 0.3:
        n.w("SSN on claim: ", ("SSN", c.ssn), "\n")
    if c.us:
        n.w("Copay $", str(r.choice([0, 5, 10, 25, 40])), ".00   Account ", c.acct(), "\n")
    elif c.cc == "GB":
        n.w("Exemption: ", r.choice(["A (60+)", "B (under 16)", "D (maternity)", "F (medical exemption certificate)", "paid", "hospital supply - no charge"]), "\n")
    elif c.cc == "AU":
        n.w("PBS item ", r.choice(["1144T", "2410D", "8220P"]), " - concessional\n")
    if r.random() < 0.6:
        n.w("Terminal: ", c.ip(), "   session user ", c.user(c.pharm), "\n")
    if r.random() < 0.4:
        n.w("Queries: ", r.choice([c.email_staff(c.pharm), ("FAX", c.phone("fax"))]), "\n")


CENTRE_KINDS = ["Driving Assessment Centre", "Mobility Centre", "Driver Rehabilitation Service", "Drive Ability Clinic"]


def driving(c, n):
    r = c.r
    centre = r.choice(P.HOSP_STEMS) + " " + r.choice(CENTRE_KINDS)
    n.w(("HOSPITAL", centre), "\n")
    if r.random() < 0.6:
        n.w(r.choice(["part of ", "in partnership with "]), ("HOSPITAL", c.hosp), "\n")
    n.w(c.ADDR(c.haddr, sep=", "), "  Tel ", c.PH("work"), "\n\n")
    n.w(r.choice(["DRIVING AND VEHICLE ADAPTATION ASSESSMENT", "Fitness to Drive & Vehicle Adaptation Report", "Occupational Therapy Driver Assessment"]), "\n")
    n.w("Assessment date: ", c.D(c.visit), "   Ref: ", c.idnum(r.choice(["DA", "MOB"])), "\n\n")
    n.w("Client: ", c.P(r.choice(["full", "fml", "LF"])), "   DOB: ", c.D(c.dob), " (", c.A("num"), ")\n")
    n.w("Address: ", c.ADDR(sep=", "), "\n")
    B.contact_pt(c, n)
    n.w("Driver licence no: ", c.drv_lic(), "   Class ", r.choice(["B (auto only)", "B", "C", "1", "G", "Full"]), "\n")
    if r.random() < 0.35:
        n.w(c.ssn_label(), " (for licensing medical form): ", ("SSN", c.ssn), "\n")
    n.w("Referred by: ", c.S(c.cons, "title_full"), r.choice([", Spasticity Service", ", Stroke Rehab", ""]), "\n")
    n.w("Diagnosis: ", clin.dx(c)[0], "; ", r.choice(["last botulinum toxin to right calf", "toxin to left hand flexors", "ITB pump last refilled"]), " on ", c.Dn(c.plus(-90, -20)), ".\n")
    n.w("Occupation: ", ("PROFESSION", c.prof))
    if r.random() < 0.6:
        n.w(" with ", ("ORGANIZATION", c.employer), " - needs to drive for work")
    n.w(".\n\n")
    make = r.choice(["Toyota Corolla (automatic)", "Ford Focus manual", "VW Golf DSG", "Honda Jazz CVT", "Hyundai i30 auto", "Mazda 3 manual", "Subaru Outback auto"])
    n.w("Own vehicle: ", make, ", reg ", c.plate())
    if r.random() < 0.6:
        n.w(", VIN ", c.vin())
    n.w("\n")
    if r.random() < 0.5:
        n.w("Also drives: ", c.fam[0].rel, "'s car, reg ", c.plate(), "\n")
    n.w("\nOFF-ROAD ASSESSMENT\n")
    n.w("Vision: Snellen ", r.choice(["6/6", "6/9", "6/12"]), " binocular; fields full to confrontation.\n")
    n.w("Cognition: MoCA ", str(r.randint(22, 30)), "/30; Trail Making A ", str(r.randint(25, 60)), " s, B ", str(r.randint(55, 160)), " s.\n")
    n.w("Physical: ", " ".join(clin.exam(c, 2)), " Brake reaction time ", str(round(r.uniform(0.45, 0.95), 2)), " s (right foot), ",
        str(round(r.uniform(0.45, 0.85), 2)), " s (left foot).\n\n")
    n.w("ON-ROAD ASSESSMENT\nDual-control car, ", str(r.randint(35, 70)), " min. Route from the centre past ", ("LOCATION_OTHER", r.choice(P.LANDMARKS)),
        " and through ", ("CITY", r.choice(P.TOWNS[c.cc])), " town centre to ", ("LOCATION_OTHER", r.choice(P.LANDMARKS)), ".\n")
    n.w(r.choice(["Safe and appropriate with left-foot accelerator after practice.", "Late braking on two occasions with right foot; safe with LFA.",
                  "Spinner knob allowed safe steering with one hand.", "Not yet safe: poor hazard perception in complex junctions."]), "\n")
    n.w("Driving instructor: ", ("DOCTOR", r.choice(P.FEMALE + P.MALE) + " " + r.choice(P.SURNAMES)), ", ADI no ", ("LICENSE", c.dg(6)), "\n\n")
    n.w("RECOMMENDATIONS\n- ", r.choice(["Left-foot accelerator with guard over the original pedal", "Automatic transmission", "Spinner knob on steering wheel (left)",
                                          "Hand controls (push-pull)"]), "\n- ", {"GB": "Inform DVLA of condition", "NZ": "Notify NZTA", "AU": "Notify the state licensing authority",
                                                                                     "US": "Notify the state DMV (medical review)", "IE": "Inform NDLS", "CA": "Notify the provincial licensing authority"}[c.cc],
        "; licence conditions to be applied.\n")
    n.w("- Adaptation fitted by ", ("ORGANIZATION", r.choice(EMPLOYER_LIKE)), ", quote ", c.idnum("Q"), ".\n")
    if r.random() < 0.6:
        n.w("- Disabled parking permit no ", c.idnum(r.choice(["BB", "DPP", "MPS"])), r.choice([" renewed", " to be renewed by ", " issued"]))
        if n.parts[-1].endswith("by "):
            n.w(c.D(c.plus(30, 300)))
        n.w(".\n")
    n.w("\nAssessed by: ", c.S(c.ot, "full_cred"), ", Driving Assessor OT  ", c.LIC(c.ot), "\n")
    if r.random() < 0.5:
        n.w("Report sent to ", c.S(c.cons, "title_last"), " and ", c.S(c.gp, "title_last"), " on ", c.D(c.plus(3, 14)), ".\n")


EMPLOYER_LIKE = ["Freedom Drive Adaptations Ltd", "Autoreach Mobility", "Handi-Motor Conversions", "DriveAble Vehicle Mods", "Pedal Shift Conversions"]


def telehealth(c, n):
    r = c.r
    n.w(r.choice(["TELEHEALTH REVIEW - SPASTICITY", "Video Consultation Note", "Virtual Clinic (video) - Tone Management", "Telemedicine Follow-up"]), "\n")
    n.w(("HOSPITAL", c.hosp), " / ", c.dept, "\n")
    n.w("Date: ", c.D(c.visit, r.choice([c.dstyle, "wk"])), "  Start ", "%02d:%02d" % (r.randint(8, 16), r.randint(0, 59)), "  Duration ", str(r.randint(15, 45)), " min\n")
    n.w("Platform link: ", c.url("video"), "\n")
    n.w("Session ID: ", c.idnum("VC"), r.choice(["   Encounter: ", "   Visit #: "]), c.acct(), "\n")
    n.w("Patient connected from ", c.ip(), " (", r.choice(["home", "school", "grandparents' house"] if c.kind == "child" else ["home", "care home", "workplace", "home"]), ", ", ("CITY", c.town), ")\n")
    n.w("Clinician: ", c.S(c.cons, r.choice(["title_full", "full_cred"])), ", located at ", ("HOSPITAL", c.hosp), "\n\n")
    n.w("Identity confirmed: name, DOB ", c.D(c.dob), " and ", "ZIP code " if c.us else "postcode ", ("ZIP", c.addr["zip"]), ".\n")
    n.w(c.mrn_label(), " ", ("MRN", c.mrn), "\n")
    n.w("Present: ", c.P(r.choice(["full", "first"])))
    for p in c.fam[:r.randint(1, len(c.fam))]:
        n.w(", ", p.rel, " ", c.F(p, r.choice(["first", "full"])))
    if r.random() < 0.4:
        n.w(", ", c.S(c.pt, "full"), " (physio, joined from clinic)")
    n.w("\nVerbal consent for video consultation obtained. Not recorded.\n\n")
    n.w("S: ", c.Pref(), r.choice([" reports ", " and family report "]), r.choice(["good effect from the toxin given on ", "return of stiffness about 10 weeks after injections on ",
                                                                                  "no benefit from the last cycle on "]), c.Dn(c.plus(-120, -40)), ". ")
    if r.random() < 0.25:
        n.w("Recently back from ", r.choice(["visiting family in ", "a holiday in "]), ("COUNTRY", r.choice(P.BIRTH_COUNTRIES)), ". ")
    n.w(r.choice(["Spasms wake " + ("her" if c.sex == "F" else "him") + " 2-3 times a night.", "Walking outdoors reduced to 100 m.",
                  "Hand hygiene easier; carers happy.", "Pain 4/10 in the calf at end of day."]), "\n")
    n.w("Medications: ", ", ".join(clin.meds(c)), "\n")
    n.w("O (via video): ", r.choice(["observed walking in hallway - toe strike on the left, genu recurvatum.", "fisted hand posture, able to open to 50%.",
                                     "sit to stand with arms, clonus visible at right ankle.", "AFOs fitting; no visible redness."]), "\n")
    n.w("A: ", clin.dx(c)[0], "; ", r.choice(["stable", "worsening tone", "good response"]), ".\n")
    n.w("P: ", r.choice(["book face-to-face toxin clinic", "increase baclofen to 15 mg TDS", "physio review", "continue current plan"]), "; review ",
        c.D(c.plus(60, 120), r.choice([c.dstyle, "my", "dmon"])), ".\n")
    n.w("Summary sent to patient portal ", c.url("portal"))
    if r.random() < 0.5:
        n.w(" and to ", c.email_pt(), " at patient request")
    n.w(".\n\nSigned: ", c.S(c.cons, "sig"), "  (", c.user(c.cons), ")\n")
    if r.random() < 0.4:
        n.w("Technical issues: ", r.choice(["audio dropped once, reconnected.", "none.", "switched to phone - ", "poor bandwidth."]))
        if n.parts[-1].endswith("- "):
            n.w(c.PH("mobile"), ".")
        n.w("\n")


def referral(c, n):
    r = c.r
    n.w(r.choice(["REFERRAL TRIAGE - SPASTICITY SERVICE", "New referral: tone management", "Referral Registration & Triage Form"]), "\n")
    n.w(("HOSPITAL", c.hosp), "  |  ", c.dept, "\n\n")
    rec = c.visit
    n.w("Received: ", c.D(rec), "   via ", r.choice(["e-Referral", "fax", "secure e-mail", "post", "HealthLink"]), "\n")
    if c.cc == "GB" and r.random() < 0.6:
        n.w("UBRN: ")
        d = c.dg(12)
        n.w(("IDNUM", d[:4] + " " + d[4:8] + " " + d[8:]))
    else:
        n.w(r.choice(["Referral ID: ", "Ref no: "]), c.idnum("REF"))
    n.w("\n\nREFERRER\n", c.S(c.gp, "title_full"), "\n", ("HOSPITAL", c.practice), "\n", c.ADDR(c.make_addr(), sep=", "), "\n")
    gp_mail = c.email_staff(c.gp, c.pdom)
    n.w("Tel ", c.PH("work"), "  Fax ", c.FX(), "\n")
    if r.random() < 0.5:
        n.w("Email ", gp_mail, "\n")
    n.w("\nPATIENT\n")
    B.banner(c, n, style=r.choice([0, 3]), extra=True)
    B.contact_pt(c, n)
    if r.random() < 0.6:
        n.w(c.ssn_label(), ": ", ("SSN", c.ssn), "\n")
    p = c.fam[0]
    n.w("Next of kin: ", c.F(p, "full"), " (", p.rel, ") ", c.PH("mobile"), "\n")
    if r.random() < 0.4:
        lang = r.choice(P.LANGUAGES)
        if r.random() < 0.5:
            n.w("Interpreter: ", lang, " (patient born in ", ("COUNTRY", r.choice(P.BIRTH_COUNTRIES)), ")\n")
        else:
            n.w("Interpreter: ", lang, " - family arrived from ", ("COUNTRY", r.choice(P.BIRTH_COUNTRIES)), " in ", c.D(c.plus(-1500, -100), r.choice(["y", "my"])), "\n")
    n.w("\nREASON FOR REFERRAL\n")
    n.w(r.choice(["Increasing spasticity since ", "Painful spasms since ", "Toe walking noticed since ", "Worsening hand posture since "]),
        c.D(c.plus(-400, -60), r.choice(["my", "y", "my3"])), ". ", clin.dx(c)[0], ". ")
    n.w(r.choice(["Tried baclofen - drowsy.", "On tizanidine 2 mg, partial effect.", "Not on antispasticity medication.", "Physio input from community team."]))
    if c.kind == "adult" and r.random() < 0.5:
        n.w(" Works as a ", ("PROFESSION", c.prof), ".")
    n.w("\n\nTRIAGE\nTriaged by: ", c.S(c.cons, r.choice(["title_last", "title_full"])), " on ", c.D(c.plus(2, 14)), "\n")
    n.w("Priority: ", r.choice(["routine (18 weeks)", "soon (6 weeks)", "urgent (2 weeks) - pain + skin breakdown", "Category 2"]), "\n")
    n.w("Outcome: ", r.choice(["book into botulinum toxin clinic", "joint PT/physician spasticity assessment", "ITB assessment clinic",
                               "redirect to community neuro physio", "gait lab then clinic"]), "\n")
    appt = c.plus(20, 120)
    n.w("Appointment offered: ", c.D(appt, r.choice([c.dstyle, "wklong", "wk"])), " at ", ("HOSPITAL", c.hosp if r.random() < 0.5 else c.ward), r.choice(["", ", clinic room "]))
    if n.parts[-1].endswith("room "):
        n.w(c.room())
    n.w("\nLetter sent: ", c.D(c.plus(3, 16)), " by ", c.S(c.sec, "full"), " [", c.user(c.sec), "]\n")
    if r.random() < 0.4:
        n.w("Acknowledgement faxed to referrer at ", c.FX(), ".\n")
