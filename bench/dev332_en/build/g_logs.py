"""Genres: lab sample reception log, telephone results log, patient portal
message thread (own addition)."""
import datetime as dt

import clin
import common as C
from geo import dg, lt
from nb import NB, art

TESTS = [("SA (diagnostic)", 30), ("PVSA", 30), ("Cryo deposit", 10), ("SA (pre-IVF)", 12),
         ("Retrograde urine", 3), ("Sperm DNA frag.", 4), ("Repeat SA", 11)]
REJECT = ["> 60 min from production", "DOB missing on pot", "name mismatch pot/form",
          "sample leaked", "> 4 h old (PVSA)", "collected in condom", "no request form",
          "incomplete collection - to repeat"]


def lab_sample_reception_log(ctx):
    r = ctx.r
    nb = NB()
    lab = ctx.site("lab")
    day = ctx.today
    staff = [ctx.staff(r.choice(["sci", "admin"])) for _ in range(r.randint(2, 4))]
    nb.w((lab["name"], "HOSPITAL"), " - ", r.choice(["SAMPLE RECEPTION LOG", "Andrology Specimen Reception Log",
                                                   "Semen Sample Booking-In Sheet"]), "\n")
    nb.w("Date: ", (ctx.DW(day, short=False) if r.random() < 0.6 else ctx.D(day), "DATE"),
         "    Bench: Andrology    Shift: ", r.choice(["AM", "AM", "Full day"]), "\n")
    nb.w("LIMS session from ", (ctx.ip(), "IPADDR"), "   Logged in as: ", (ctx.username(staff[0]), "USERNAME"), "\n")
    nb.w("Incubator 37.0 C / room 22 C checked ", "%02d:%02d" % (7, r.randint(30, 59)), " by ",
         (staff[0].f("ii"), "DOCTOR"), "\n\n")
    nb.w("%-6s %-12s %-24s %-11s %-13s %-17s %-5s %-4s %s\n" % ("Time", "Lab no", "Patient", "DOB", "ID", "Test",
                                                               "Abst", "By", "Status"))
    t = 7 * 60 + r.randint(45, 70)
    rows = r.randint(7, 13)
    rejects = []
    for i in range(rows):
        p = ctx.person("M")
        dob = day - dt.timedelta(days=r.randint(22 * 365, 60 * 365))
        mrn = ctx.c.mrn(r)[1]
        test = r.choices([x for x, _ in TESTS], [w for _, w in TESTS])[0]
        ln = ctx.lab_no()
        nm = p.f(r.choice(["LF", "LF", "lf", "LFl"]))
        by = r.choice(staff)
        st = "Accepted"
        if r.random() < 0.18:
            why = r.choice(REJECT)
            st = "REJECTED"
            rejects.append((t, p, why))
        nb.w("%02d:%02d  " % (t // 60, t % 60), (ln, "IDNUM"), " " * max(1, 13 - len(ln)),
             (nm, "PATIENT"), " " * max(1, 25 - len(nm)), (ctx.D(dob), "DATE"), " " * max(1, 12 - len(ctx.D(dob))),
             (mrn, "MRN"), " " * max(1, 14 - len(mrn)), "%-17s %-5s " % (test, "%dd" % r.randint(2, 7) if "urine" not in test else "-"),
             (by.f("ii"), "DOCTOR"), "   ", st)
        if test == "Cryo deposit":
            nb.w("  ID by fingerprint ", (ctx.bio(), "BIOID"))
        elif test == "PVSA" and r.random() < 0.4:
            nb.w("  ", r.choice(["wks post-op: 14", "from GP", "posted kit"]))
        nb.w("\n")
        t += r.randint(4, 22)
    if rejects:
        nb.w("\nRejections / incidents:\n")
        for tt, p, why in rejects:
            nb.w("- %02d:%02d " % (tt // 60, tt % 60), (p.f(r.choice(["fl", "LF", "il"])), "PATIENT"), ": ", why, ". ")
            k = r.random()
            if k < 0.5:
                nb.w("Patient phoned on ", (ctx.c.phone(r, "mobile"), "PHONE"), " to rebook.\n")
            elif k < 0.8:
                nb.w("Letter sent; Datix ", (ctx.idv("W", 6), "IDNUM"), " raised.\n")
            else:
                nb.w("Requester informed.\n")
    nb.w("\nCourier run: ", (r.choice(["SwiftMed Couriers", "Coldchain Express", "Pathfinder Specimen Logistics",
                                       "Nightjar Couriers", "Redline Medical Transport"]), "ORGANIZATION"),
         " arrived %02d:%02d with %d samples from " % (r.randint(10, 12), r.randint(0, 59), r.randint(1, 5)),
         (ctx.site("gp")["name"], "HOSPITAL"))
    if r.random() < 0.6:
        nb.w("; vehicle ", (ctx.plate(), "VEHICLE"))
    nb.w(".\n")
    if r.random() < 0.5:
        p = ctx.person("M")
        nb.w("Patient ", (p.f("fl"), "PATIENT"), " dropped sample at front desk; parked in ",
             r.choice(["bay 3", "the drop-off zone", "the ambulance bay"]), ", reg ", (ctx.plate(), "VEHICLE"),
             " - security notified.\n")
    if r.random() < 0.5:
        nb.w("Collection room ", (ctx.room(), "LOCATION_OTHER"), " out of use ", r.choice(["(lock broken)", "(cleaning)",
                                                                                          "(maintenance)"]),
             "; room ", (ctx.room(), "LOCATION_OTHER"), " used instead.\n")
    if r.random() < 0.4:
        nb.w("CASA analyser serial ", (ctx.serial(), "DEVICE"), " QC ", r.choice(["passed", "failed - manual counts used"]),
             ".\n")
    nb.w("Log closed %02d:%02d by " % (r.randint(12, 16), r.randint(0, 59)), (staff[-1].f("fl"), "DOCTOR"),
         ", ", staff[-1].role, "\n")
    return nb


def telephone_results_log(ctx):
    r = ctx.r
    nb = NB()
    site = ctx.site(r.choice(["clinic", "hosp", "lab"]))
    v = clin.semen(r)
    sdate = ctx.back(5, 20)
    labno = ctx.lab_no()
    staff = [ctx.staff(r.choice(["nurse", "nurse", "sci", "admin"])) for _ in range(2)]
    nb.w(r.choice(["TELEPHONE RESULTS LOG", "Telephone Encounter Log", "Results Call Record"]), " - ",
         (site["name"], "HOSPITAL"), "\n")
    nb.w(*C.pt_block(ctx, ("name", "dob", "mrn", "phone"), style=r.choice(["colon", "pad"])), "\n")
    if r.random() < 0.4:
        nb.w("Consent to leave voicemail: ", r.choice(["Y", "N", "Y (mobile only)"]),
             "    Nominated contact: ", (ctx.partner.f("fl"), "FAMILY"), "\n")
    nb.w("Result: ", r.choice(["Semen analysis", "SA", "Repeat semen analysis", "Semen analysis + DNA fragmentation"]),
         ", lab no ", (labno, "IDNUM"), ", sample ", (ctx.D(sdate), "DATE"), "\n\n")
    d = sdate + dt.timedelta(days=r.randint(2, 6))
    n = r.randint(2, 5)
    answered = False
    for i in range(n):
        s = r.choice(staff)
        hh, mm = r.randint(8, 17), r.randint(0, 59)
        nb.w((ctx.DW(d) if r.random() < 0.4 else ctx.D(d), "DATE"), " %02d:%02d  " % (hh, mm),
             (s.f(r.choice(["ii", "il", "fl"])), "DOCTOR"), " (", s.role, ")\n")
        k = r.random()
        if i == n - 1 or (k < 0.45 and not answered):
            answered = True
            nb.w("Outbound call to ", (ctx.mob, "PHONE"), ". Spoke to patient; identity confirmed (name, DOB, first line "
                 "of address). ")
            if v["conc"] == 0:
                nb.w("Explained no sperm seen; ", r.choice(["repeat SA and hormones arranged",
                                                          "referral to urology/andrology clinic made",
                                                          "Dr to discuss at clinic appointment"]), ". ")
            else:
                nb.w("Result explained: %s, conc %s M/mL, PR %d%%. " % (clin.sa_summary(v), clin.conc_txt(v), v["pr"]))
            nb.w(r.choice(["Pt verbalised understanding. ", "Questions answered. ", "Pt anxious - reassured. ",
                           "Pt happy with plan, no futher questions. "]))
            if r.random() < 0.5:
                nb.w("Repeat booked for ", (ctx.D(d + dt.timedelta(days=r.randint(30, 90))), "DATE"), ". ")
            if r.random() < 0.3:
                nb.w("Copy of report emailed to ", (ctx.email, "EMAIL"), " at pt's request. ")
            nb.w("\n\n")
        elif k < 0.7:
            nb.w("No answer on ", (r.choice([ctx.mob, ctx.home]), "PHONE"), ". ", r.choice([
                "Voicemail left (name of service and call-back number only, no results).",
                "No voicemail set up.", "Number unobtainable - checked PAS, same number."]))
            nb.w(" Call-back no. ", (site["phone"], "PHONE"), ".\n\n")
        elif k < 0.85:
            nb.w("Incoming call from pt's ", r.choice(["wife", "partner"]), " ", (ctx.partner.f("fl"), "FAMILY"),
                 " asking for results. Not disclosed - no consent on file; asked pt to call.\n\n")
        else:
            nb.w("Pt called; at work (", (ctx.job, "PROFESSION"), ", on site) - asked for call after 17:00. "
                 "Alt number ", (ctx.c.phone(r), "PHONE"), ".\n\n")
        d = d + dt.timedelta(days=r.choice([0, 1, 1, 2, 3]))
    nb.w("Logged by ", (ctx.username(staff[0]), "USERNAME"), "; outcome: ", r.choice(["closed", "closed",
                                                                                     "awaiting repeat",
                                                                                     "letter to follow"]), "\n")
    return nb


def portal_message_thread(ctx):
    r = ctx.r
    nb = NB()
    site = ctx.site(r.choice(["clinic", "hosp", "ivf"]))
    nurse = ctx.staff(r.choice(["nurse", "nurse", "urol", "sci"]))
    portal = r.choice(["MyCare", "PatientLink", "HealthHub", "CarePortal", "Patient Gateway"])
    user = ctx.username(ctx.pt)
    tid = ctx.idv("MSG", 8)
    d = ctx.back(1, 10)
    topic = r.choice(["sa", "pvsa", "parking", "travel", "ed"])
    nb.w(portal, " - Secure Messages   ", (site["url"], "URL"), "\n")
    nb.w("Thread ", (tid, "IDNUM"), ": ", {"sa": "Question about my semen analysis",
                                            "pvsa": "Vasectomy check - can I stop condoms?",
                                            "parking": "Parking for my appointment",
                                            "travel": "Travel before sample/banking",
                                            "ed": "Tablets not working"}[topic], "\n")
    nb.w("Patient: ", (ctx.pt.f("fl"), "PATIENT"), " (", ctx.mrn[0], " ", (ctx.mrn[1], "MRN"), ")   Portal user: ",
         (user, "USERNAME"), "\n", "-" * 50, "\n")
    nb.w("From: ", (ctx.pt.f("fl"), "PATIENT"), "  ", (ctx.D(d), "DATE"), " %02d:%02d\n" % (r.randint(19, 23), r.randint(0, 59)))
    hi = r.choice(["Hi ", "Hello ", "Dear ", "Hey "])
    ttl = getattr(nurse, "title", "")
    if r.random() < 0.5:
        nb.w(hi, r.choice(["team", "there", "nurses"]), ",\n")
    elif ttl:
        nb.w(hi, ttl, " ", (nurse.f("l"), "DOCTOR"), ",\n")
    else:
        nb.w(hi, (nurse.f("f"), "DOCTOR"), ",\n")
    if topic == "sa":
        v = clin.semen(r)
        nb.w("I got my results on the app from the test on ", (ctx.D(d - dt.timedelta(days=r.randint(3, 9))), "DATE"),
             ". It says concentration %s and %s. Is that bad? My wife " % (clin.conc_txt(v), v["cat"]),
             (ctx.partner.f("f"), "FAMILY"), " is ", (str(ctx.p_age), "AGE"),
             " and we've been trying for ages. Should I stop ", r.choice(["cycling", "the protein shakes",
                                                                          "using the sauna", "vaping"]), "?\n")
    elif topic == "pvsa":
        nb.w("I had the snip on ", (ctx.D(d - dt.timedelta(days=r.randint(95, 150))), "DATE"),
             " and dropped the sample off last week. Portal shows 'result available' but I can't open it. "
             "Can we stop using condoms now?\n")
    elif topic == "parking":
        nb.w("My appointment is on ", (ctx.DW(d + dt.timedelta(days=r.randint(3, 12)), short=False), "DATE"),
             ". Can you add my car to the parking list? Reg ", (ctx.plate(), "VEHICLE"),
             ". I work as %s " % art(ctx.job), (ctx.job, "PROFESSION"), " so I'll be coming straight from work.\n")
    elif topic == "travel":
        ctry = r.choice(["Brazil", "Thailand", "Mexico", "Fiji", "India", "Colombia", "Vietnam", "Jamaica"])
        nb.w("We're going to ", (ctry, "COUNTRY"), " for a wedding from ", (ctx.D(d + dt.timedelta(days=20)), "DATE"),
             " to ", (ctx.D(d + dt.timedelta(days=34)), "DATE"), ". Does that affect the sperm freezing? "
             "My oncologist said to bank before chemo.\n")
    else:
        nb.w("The tadalafil 5 mg every day isn't doing much after 6 weeks. Can I go up or try the injections? "
             "My partner ", (ctx.partner.f("f"), "FAMILY"), " is asking too.\n")
    nb.w(r.choice(["Thanks", "Cheers", "Many thanks", "thanks"]), "\n", (ctx.pt.f(r.choice(["f", "fl"])), "PATIENT"), "\n")
    nb.w("-" * 50, "\n")
    d2 = d + dt.timedelta(days=r.choice([1, 1, 2, 3]))
    nb.w("From: ", *ctx.tn(nurse, "fl"), ", ", nurse.role, "  ", (ctx.D(d2), "DATE"),
         " %02d:%02d\n" % (r.randint(8, 16), r.randint(0, 59)))
    nb.w("Dear ", (ctx.pt.f("f"), "PATIENT"), ",\n")
    reply = {
        "sa": "Thanks for your message. A single result can vary a lot, and the number you mention is "
              "only one part of the picture. We'd like to repeat the test in about 3 months and see you "
              "in clinic. Healthy weight, no smoking and keeping the testicles cool can all help.",
        "pvsa": "Your result has been reviewed. Please continue contraception until you receive the "
                "formal letter from the laboratory, which has been posted today. We can't confirm "
                "clearance by message.",
        "parking": "Your registration has been added for the day of your appointment; please use the "
                   "main car park and give your name at the barrier.",
        "travel": "Thanks for letting us know. Travel to a Zika-risk area means we may need to store "
                  "samples in quarantine or test again, so please call the lab before booking.",
        "ed": "It is reasonable to try a different approach. I have booked you a nurse appointment to "
              "discuss injections; please don't take more than the prescribed dose in the meantime.",
    }[topic]
    nb.w(reply, "\n")
    if r.random() < 0.5:
        nb.w("You can also call us on ", (site["phone"], "PHONE"), " (Mon-Fri 09:00-16:00).\n")
    nb.w("Kind regards,\n", (nurse.f(r.choice(["f", "fl"])), "DOCTOR"), "\n", nurse.role, r.choice([", Andrology team", "",
                                                                                                ", Men's Health"]), "\n")
    if r.random() < 0.6:
        d3 = d2 + dt.timedelta(days=r.choice([0, 1]))
        nb.w("-" * 50, "\nFrom: ", (ctx.pt.f("fl"), "PATIENT"), "  ", (ctx.D(d3), "DATE"),
             " %02d:%02d\n" % (r.randint(7, 22), r.randint(0, 59)),
             r.choice(["Great, thank you.", "ok thanks, will do.", "Thanks - appreciated.",
                       "Perfect, see you then."]), "\n")
    nb.w("\n[Audit] Thread viewed by ", (ctx.username(nurse), "USERNAME"), " from ", (ctx.ip(), "IPADDR"),
         " on ", (ctx.DS(d2), "DATE"), "; patient last login from ", (ctx.ip(), "IPADDR"), ".\n")
    if r.random() < 0.7:
        nb.w("Notification sent to ", (ctx.email, "EMAIL"))
        if r.random() < 0.5:
            nb.w(" and SMS to ", (ctx.mob, "PHONE"))
        nb.w(".\n")
    return nb
