"""Genres: repeat prescription request log; practice nurse clinic list; telephone triage log."""
import pools as PL
import clin as C
from fmt import Doc, P, D, AGE, add_days, pick, chance, digits, letters, join_list
from world import Person, pname, docname, nursename, famname, address, dob, nhsid, mobile, land, username, plate
from common import (tm, before, after, rel_phrase, job, job_phrase, staff, staffname, contact_line, HIS, HE)

HEX = "0123456789ABCDEF"


def eps_id(rng):
    a = "".join(pick(rng, HEX) for _ in range(6))
    b = letters(rng, 1, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 5)
    c = digits(rng, 5) + letters(rng, 1, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")
    return "%s-%s-%s" % (a, b, c)


RX_STATUS = ["Issued (EPS)", "Issued", "Authorised & signed", "Issued - 56 days", "Issued - 28 days",
             "Rejected: too early", "Med review due - 1 month issued", "Bloods overdue (U&E) - 28 days only",
             "Not on repeat - pt to book appt", "Query to PCN pharmacist", "Awaiting GP signature",
             "Dose changed by hospital - GP to check", "Issued - controlled drug (paper FP10)"]
CHANNELS_UK = ["NHS App", "Online", "Patient Access", "Pharmacy request", "Paper slip", "Phone (housebound)",
               "Email", "Box in reception", "SystmOnline", "Airmid"]
CHANNELS_IE = ["Phone", "Email", "Online (HealthOne portal)", "Pharmacy fax", "Walk-in", "Text request",
               "Patient portal"]


def repeat_rx_log(rng, ctx):
    doc = Doc()
    pr = ctx.prac
    clerk = staff(rng, ctx, "admin")
    d0 = ctx.date
    doc.add(P(pr.name, "HOSPITAL"), pick(rng, [" - Repeat prescription requests", " | REPEAT Rx LOG", " - Repeat Rx queue"]),
            " - ", D(rng, d0, ["wd_long", "dmy", "dMonY", "wd_comma"]), "\n")
    doc.add("Prescription clerk: ", P(pick(rng, [clerk.full, clerk.first]), "DOCTOR"))
    if chance(rng, 0.45):
        doc.add(" (user ", P(clerk.user, "USERNAME"), ")")
    gp = staff(rng, ctx, "gp")
    doc.add("   Signing GP: ", docname(rng, gp, pick(rng, ["Dr_last", "Dr_i_last", "init"])), "\n")
    table = chance(rng, 0.55)
    if table:
        doc.add("Rcvd | Patient | DOB | ID | Item(s) | Via | Pharmacy | Status\n")
        doc.add("-----|---------|-----|----|---------|-----|----------|-------\n")
    for i in range(rng.randint(6, 12)):
        pt = ctx.patient(min_age=18, max_age=97)
        items = pick(rng, C.MEDS, rng.randint(1, 3))
        ph = pick(rng, pr.pharmacies)
        via = pick(rng, CHANNELS_UK if ctx.country == "UK" else CHANNELS_IE)
        rcv = before(rng, d0, 0, 3)
        status = pick(rng, RX_STATUS)
        if table:
            doc.add(D(rng, rcv, ["dm", "ddmm", "dmy2"]), " ", tm(rng, 7, 18), " | ",
                    pname(rng, pt, pick(rng, ["LAST,", "LASTsp", "Last,", "full"])), " | ", dob(rng, pt, ["dmy", "dmy2"]),
                    " | ", P(pt.nhs, "MRN"), " | ", "; ".join(items), " | ", via, " | ", P(ph, "HOSPITAL"), " | ", status, "\n")
        else:
            doc.add(str(i + 1), ") ", pname(rng, pt, pick(rng, ["full", "LAST,", "mid", "title_full"])), " (",
                    dob(rng, pt, ["dmy", "dot", "dmy2"]), ")", pick(rng, [" ", " - "]), nhsid(rng, pt))
            if getattr(pt, "card", None):
                doc.add("  ", pt.card_label, " ", P(pt.card, "HEALTHPLAN"))
            doc.add("\n   Req: ", "; ".join(items), "\n   Via ", via, " on ",
                    D(rng, rcv, ["dm", "wd", "dmy", "wd_dm"]), ", to ", P(ph, "HOSPITAL"), "\n   ", status)
            doc.add("\n")
        extra = rng.random()
        ind = "   " if not table else "    > "
        if extra < 0.12:
            doc.add(ind, "EPS ID ", P(eps_id(rng), "IDNUM"), "\n")
        elif extra < 0.22:
            doc.add(ind, pick(rng, ["Pt rang to chase - ", "Called pt - ", "Text sent "]), P(pt.mob, "PHONE"), "\n")
        elif extra < 0.30:
            doc.add(ind, "Collected by ", rel_phrase(rng, pt, poss=False), pick(rng, [" (ID checked)", " - CD register signed", ""]), "\n")
        elif extra < 0.38:
            doc.add(ind, "Last issued ", D(rng, before(rng, d0, 8, 20), ["dmy", "dm", "dmy2"]), " - ",
                    pick(rng, ["too early, declined", "ok early (holiday)", "early x3 - flag to GP"]), "\n")
        elif extra < 0.46 and ctx.country == "IE":
            doc.add(ind, "Faxed to pharmacy ", P(land(rng, ctx.country, pr.town), "FAX"), " - original posted\n")
        elif extra < 0.52:
            doc.add(ind, "Med review booked ", D(rng, after(rng, d0, 3, 30), ["dm", "wd_dm", "dmy"]), " with ",
                    P(pr.pharmacist.full, "DOCTOR"), " (pharmacist)\n")
        elif extra < 0.58:
            doc.add(ind, pick(rng, ["Holiday supply - travelling to ", "Going abroad to "]),
                    P(pick(rng, ["Spain", "Portugal", "Pakistan", "India", "Poland", "Nigeria", "Australia", "Canada"]), "COUNTRY"),
                    " until ", D(rng, after(rng, d0, 20, 90), ["dm", "dmy", "ord", "month"]), "\n")
    doc.add("\n", pick(rng, ["Total processed: ", "Requests handled: ", "Count: "]), str(rng.randint(40, 180)),
            pick(rng, [". Queries to ", ". Rx line: "]))
    if doc.parts[-1] == ". Queries to ":
        doc.add(P(pr.rx_email, "EMAIL"))
    else:
        doc.add(P(pr.phone, "PHONE"), pick(rng, ["", " (option 2)", " opt 3"]))
    doc.add("\n")
    if chance(rng, 0.3):
        doc.add("Online requests: ", P(pr.web, "URL"), "\n")
    return doc


NURSE_REASONS = [
    ("B12 injection", 10, "Given L deltoid"), ("Cervical screening", 15, "Smear taken, HPV result to follow"),
    ("Dressing - L leg ulcer", 20, "Ulcer improving, Inadine + K-Lite"), ("INR (warfarin)", 10, "INR 2.4 - same dose, recheck 4/52"),
    ("Spirometry", 30, "FEV1/FVC 0.64 - obstructive"), ("Flu + COVID vacc", 10, "Flu vacc given R arm"),
    ("Asthma review", 20, "ACT 18, inhaler technique ok"), ("BP check", 10, "BP 152/94 - book GP"),
    ("Ear irrigation", 20, "Wax cleared R, L TM intact"), ("Depo-Provera", 10, "Given R glute, next due 12/52"),
    ("ECG", 15, "ECG done - to GP tray"), ("Wound check / ROS", 10, "Sutures out, healed"),
    ("Diabetes annual review + foot check", 30, "Monofilament 10/10, pulses present - low risk"),
    ("Travel vaccs", 20, "Hep A + typhoid given"), ("NHS health check", 30, "QRISK3 11.8% - lifestyle advice"),
    ("Smoking cessation f/u", 15, "CO 4ppm - quit 3/52"), ("Shingles vacc", 10, "Shingrix dose 1 given"),
    ("COPD review", 30, "MRC 3, CAT 21, rescue pack in date"), ("Pneumococcal vacc", 10, "PPV23 given"),
    ("Bloods - fasting lipids/HbA1c", 10, "Bloods taken"), ("Zoladex implant", 15, "Zoladex 10.8mg given SC abdo"),
    ("Suture removal", 10, "Sutures out, healed"), ("Pill check", 10, "BP 118/72, BMI 24 - 12 months issued"),
    ("Cardiac rehab follow-up", 15, "Doing well, walking 30 min/day"),
]
CHILD_REASONS = [("Pre-school booster", 15, "4-in-1 + MMR given", 3, 5), ("1 year imms", 20, "Hib/MenC, MMR, PCV given", 1, 1),
                 ("MMR 2nd dose", 10, "MMR given L thigh", 3, 5), ("Flu nasal spray", 10, "Fluenz given", 2, 12)]
NURSE_NOTES = ["Done", "DNA - letter sent", "Arrived late, seen", "Cancelled by pt", "Done - coded",
               "Rebooked", "Pt declined"]


def nurse_clinic_list(rng, ctx):
    doc = Doc()
    pr = ctx.prac
    nurse = staff(rng, ctx, "nurse")
    room = str(rng.randint(1, 9))
    doc.add(pick(rng, ["Practice Nurse clinic", "PN CLINIC LIST", "Nurse clinic", "Treatment room list"]), " - ")
    doc.add(nursename(rng, nurse, pick(rng, ["full", "Sr_last", "full_cred"])), " - Room ", P(room, "LOCATION_OTHER"),
            " - ", D(rng, ctx.date, ["wd_long", "wd_comma", "wd_dm", "dmy"]), "\n")
    doc.add(P(pr.name, "HOSPITAL"), pick(rng, ["", " (branch site)", " - main site"]), "\n\n")
    t = rng.randint(8, 9) * 60 + pick(rng, [0, 10, 30])
    table = chance(rng, 0.5)
    if table:
        doc.add("Time  | Patient | DOB | Age | ID | Reason | Outcome\n")
    for i in range(rng.randint(7, 13)):
        child = chance(rng, 0.12)
        if child:
            reason, dur, spec, lo, hi = pick(rng, CHILD_REASONS)
            pt = ctx.patient(min_age=lo, max_age=hi)
        else:
            reason, dur, spec = pick(rng, NURSE_REASONS)
            pt = ctx.patient(min_age=18, max_age=94, sex="F" if reason in ("Cervical screening", "Depo-Provera", "Pill check") else (
                "M" if reason == "Zoladex implant" else None))
        outcome = spec if chance(rng, 0.6) else pick(rng, NURSE_NOTES)
        ts = "%02d:%02d" % divmod(t, 60)
        t += dur
        if table:
            doc.add(ts, " | ", pname(rng, pt, pick(rng, ["LAST,", "LASTsp", "full"])), " | ", dob(rng, pt, ["dmy", "dmy2"]), " | ",
                    P(str(pt.age), "AGE"), " | ", P(pt.nhs, "MRN"), " | ", reason, " | ", outcome, "\n")
        else:
            doc.add(ts, "  ", pname(rng, pt, pick(rng, ["full", "title_full", "LAST,"])), " ",
                    AGE(rng, pt.age, pt.sex, pick(rng, ["paren", "yo", "sexsp", "y"])), "  ", reason, " - ",
                    outcome, "\n")
        x = rng.random()
        if child and x < 0.7:
            par = Person(rng, sex=pick(rng, ["F", "F", "M"]), last=pt.last if chance(rng, 0.7) else None)
            doc.add("       ", "Mum " if par.sex == "F" else "Dad ",
                    P(par.first if chance(rng, 0.5) else par.full, "FAMILY"), pick(rng, [" - bring red book", " consented", " present"]),
                    pick(rng, ["", ", tel "]))
            if doc.parts[-1] == ", tel ":
                doc.add(P(mobile(rng, ctx.country), "PHONE"))
            doc.add("\n")
        elif x < 0.12:
            doc.add("       Interpreter booked (", pick(rng, ["Polish", "Bengali", "Arabic", "Romanian", "Punjabi"]),
                    ") booking ref ", P("INT%s" % digits(rng, 6), "IDNUM"), "\n")
        elif x < 0.24:
            doc.add("       Reminder text to ", P(pt.mob, "PHONE"), "\n")
        elif x < 0.32:
            doc.add("       Lab no. ", P("%s%s" % (letters(rng, 2), digits(rng, 7)), "IDNUM"), " - ", pick(rng, ["FBC, U&E", "HbA1c", "lipids", "INR"]), "\n")
        elif x < 0.38:
            doc.add("       Moved to room ", P(str(rng.randint(1, 9)), "LOCATION_OTHER"), " (", pick(rng, ["couch", "wheelchair access", "spirometer"]), ")\n")
        elif x < 0.44:
            doc.add("       Next due ", D(rng, after(rng, ctx.date, 28, 100), ["dm", "my", "dmy", "mony"]), "\n")
        elif x < 0.50:
            doc.add("       Brought in by ", rel_phrase(rng, pt, poss=False), "\n")
    if chance(rng, 0.5):
        hca = staff(rng, ctx, "hca")
        doc.add("\nHCA ", P(pick(rng, [hca.full, hca.first]), "DOCTOR"), " - Room ", P(str(rng.randint(1, 9)), "LOCATION_OTHER"),
                ": bloods clinic 08:00-10:30 (", str(rng.randint(8, 20)), " booked)\n")
    doc.add(pick(rng, ["\nPrinted ", "\nList printed ", "\nGenerated "]), D(rng, before(rng, ctx.date, 0, 1), ["dmy", "dmy2"]), " ",
            tm(rng, 7, 9), " by ", P(staff(rng, ctx, "admin").user, "USERNAME"), "\n")
    return doc


CHILD_TRIAGE = [
    ("fever 39, not drinking much, drowsy", "F2F now - come straight down", "RED"),
    ("ear pain, temp 38.2", "F2F today PM", "AMBER"),
    ("rash on tummy, blanches, well in self", "Self-care advice, send photo", "GREEN"),
    ("barking cough at night, no stridor at rest", "Advice - croup, safety net", "GREEN"),
    ("vomiting x4 today, still wet nappies", "Dioralyte, call back 4pm", "AMBER"),
    ("head lice / nits", "Pharmacy advice", "GREEN"),
]
TRIAGE = [
    ("chest pain 1hr, sweaty", "999 advised, ambulance called by caller", "RED"),
    ("fever 39 + cough 3/7, eating ok", "Self-care, calpol/ibuprofen, safety net", "GREEN"),
    ("UTI sx, no fever", "Rx nitrofurantoin to pharmacy", "GREEN"),
    ("rash on legs, non-blanching?", "F2F now - come straight down", "RED"),
    ("low mood, thoughts of ending life", "Same day GP call back + crisis team number", "AMBER"),
    ("D&V 2/7, keeping fluids down", "Advice, isolate 48h", "GREEN"),
    ("back pain, new numbness saddle area", "Sent to ED - ?CES", "RED"),
    ("med query - missed doses apixaban", "Pharmacist to call", "GREEN"),
    ("ear pain L, temp 38.2", "F2F today PM", "AMBER"),
    ("SOB worse, COPD, sats 88% on home oximeter", "HV added / rescue pack", "AMBER"),
    ("fit note extension", "Admin - GP to issue", "GREEN"),
    ("headache worst ever, sudden", "999", "RED"),
    ("cut finger - bleeding stopped", "Pharmacy/UTC advice", "GREEN"),
    ("post-op wound red", "PN appt tomorrow", "AMBER"),
    ("swollen calf after flight", "F2F today - Wells", "AMBER"),
    ("blackout at the wheel yesterday, no injury", "F2F today - advised no driving, DVLA", "AMBER"),
    ("hypo while driving, pulled over", "PN DM review this week - no driving until reviewed", "AMBER"),
]


def triage_log(rng, ctx):
    doc = Doc()
    pr = ctx.prac
    duty = staff(rng, ctx, "gp")
    doc.add(pick(rng, ["Telephone triage log", "DUTY DOCTOR TRIAGE LIST", "Same-day triage", "Phone triage - duty"]), " - ",
            D(rng, ctx.date, ["wd_long", "dmy", "wd_dm", "dMonY"]), "\n")
    doc.add("Duty clinician: ", docname(rng, duty, pick(rng, ["Dr_full", "Dr_last", "Dr_i_last"])))
    if chance(rng, 0.5):
        doc.add("   Care navigator: ", P(staff(rng, ctx, "admin").first, "DOCTOR"))
    doc.add("\n", P(pr.name, "HOSPITAL"), "  Duty line ", P(pr.phone, "PHONE"), pick(rng, ["", " (bypass)"]), "\n\n")
    times = sorted(tm(rng, 8, 18) for _ in range(rng.randint(5, 10)))
    for ctime in times:
        child = chance(rng, 0.12)
        pt = ctx.patient(min_age=1, max_age=12) if child else ctx.patient(min_age=16, max_age=96)
        issue, outcome, rag = pick(rng, CHILD_TRIAGE if child else TRIAGE)
        doc.add(ctime, pick(rng, [" ", "  ", " - "]), "[", rag, "] ")
        doc.add(pname(rng, pt, pick(rng, ["full", "LAST,", "title_full", "LASTsp"])), " ",
                AGE(rng, pt.age, pt.sex, pick(rng, ["paren", "yo", "sexnosp", "y"])))
        if chance(rng, 0.4):
            doc.add(" DOB ", dob(rng, pt, ["dmy", "dmy2", "dot"]))
        doc.add("\n   Caller: ")
        if child:
            par = Person(rng, last=pt.last)
            doc.add("mum " if par.sex == "F" else "dad ", P(par.first if chance(rng, 0.5) else par.full, "FAMILY"))
        elif chance(rng, 0.3):
            doc.add(rel_phrase(rng, pt, poss=False))
        else:
            doc.add("self")
        cb = pt.nok_phone if (not child and chance(rng, 0.2)) else (pt.home if pt.home and chance(rng, 0.3) else pt.mob)
        doc.add("  CB: ", P(cb, "PHONE"), "\n   ", pick(rng, ["Issue: ", "R/F: ", "Reason: "]), issue, "\n   ")
        doc.add(pick(rng, ["Outcome: ", "Plan: ", "Disp: "]), outcome)
        if "F2F" in outcome and chance(rng, 0.6):
            doc.add(" - booked ", tm(rng, 10, 17), " with ", docname(rng, staff(rng, ctx, "gp"), pick(rng, ["Dr_last", "init"])))
        if "pharmacy" in outcome.lower() and chance(rng, 0.7):
            doc.add(" (", P(pick(rng, pr.pharmacies), "HOSPITAL"), ")")
        if "ED" in outcome and chance(rng, 0.7):
            doc.add(" - ", P(pick(rng, pr.hospitals), "HOSPITAL"), ", letter faxed ", P(land(rng, ctx.country, pr.town), "FAX"))
        doc.add("\n")
        if "driv" in issue:
            doc.add("   Vehicle ", P(plate(rng, ctx.country), "VEHICLE"), pick(rng, [" - keys handed to ", " - ", " (own car) - "]))
            if doc.parts[-1].endswith("to "):
                doc.add(rel_phrase(rng, pt, poss=False))
            else:
                doc.add("pt agreed not to drive")
            doc.add("\n")
        x = rng.random()
        if x < 0.2:
            h, m = map(int, ctime.split(":"))
            t1 = h * 60 + m + rng.randint(5, 40)
            t2 = t1 + rng.randint(10, 60)
            doc.add("   No answer %02d:%02d, VM left. 2nd attempt %02d:%02d - spoke.\n" % (t1 // 60, t1 % 60, t2 // 60, t2 % 60))
        elif x < 0.3:
            doc.add("   111 case ref ", P("%s%s" % (letters(rng, 1), digits(rng, 9)), "IDNUM"), "\n")
        elif x < 0.4:
            doc.add("   Call ID ", P(digits(rng, 10), "ACCOUNT"), "\n")
        elif x < 0.48:
            doc.add("   Last seen ", D(rng, before(rng, ctx.date, 5, 90), ["dmy", "dm", "dMon"]), " by ",
                    docname(rng, staff(rng, ctx, "gp"), "Dr_last"), "\n")
        elif x < 0.54 and not child and pt.job:
            doc.add("   Works as ", job(pt), " - ", pick(rng, ["needs fit note", "on shift, call after 5", "can't take time off"]), "\n")
        elif x < 0.6:
            doc.add("   Photo sent via ", P("%s/upload" % pr.web, "URL"), "\n")
    doc.add("\n", pick(rng, ["Total calls: ", "Calls triaged: "]), str(rng.randint(20, 75)), pick(rng, [". Handover to ", ". OOH handover to "]))
    doc.add(docname(rng, staff(rng, ctx, "gp"), pick(rng, ["Dr_last", "Dr_full"])), " at 18:30.\n")
    return doc
