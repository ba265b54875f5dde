"""Genres C: care-home medication audit, vaccine cold-chain/inventory log,
and the set's own genres: dispensing incident report, patient portal refill
message thread, pharmacy home-delivery run sheet."""
import datetime as dt

import blocks as B
import neg as N
import pools as P
from genres_a import ref


def td(n):
    return dt.timedelta(days=n)


def care_home_audit(x, d):
    home = x.ch(P.CARE_HOMES)
    B.header(d, x, home, title=x.ch(["CARE HOME MEDICATION AUDIT", "Medication Management Audit - Pharmacist Visit",
                                      "MAR Chart & Medicines Storage Audit", "Quarterly Medication Review - Facility"]), fax=x.p(0.5))
    unit = x.ch(P.CARE_HOME_UNITS)
    mgr = x.staff(x.ch(["nurse", "clerk"]))
    aud = x.staff("pharm")
    d.nl("Unit audited: ", ("HOSPITAL", unit), "   Beds: ", str(x.r.randint(18, 64)), "   Date of visit: ", x.date(x.today))
    d.nl(x.ch(["Home manager", "Director of care", "Registered manager"]), ": ", x.dr(mgr, x.ch(["full", "full_cred"])),
         *(["  ", ("EMAIL", x.email(mgr, x.org_domain(home)))] if x.p(0.5) else []))
    d.nl("Auditor: ", x.dr(aud, "full_cred"), " (", ("HOSPITAL", x.pharmacy()), ")")
    d.nl("eMAR system: ", x.ch(["eMAR v4.2", "MedTrack", "PCC eMAR", "Atlas eMAR"]), "; audit login ", ("USERNAME", x.username(aud)))
    d.nl()
    d.nl("Residents sampled:")
    d.nl("Room | Resident | DOB | ID | Findings")
    gp = x.staff("doc")
    residents = []
    for i in range(x.r.randint(4, 9)):
        p = x.person(age=x.r.randint(68, 101))
        residents.append(p)
        idv = ("MRN", x.nhs()) if x.c == "UK" else (("HEALTHPLAN", x.healthplan()) if x.c == "CA" else ("MRN", x.mrn()))
        f = x.ch(["MAR gap x%d (%s)" % (x.r.randint(1, 4), "signature missing"), "PRN protocol missing for lorazepam",
                  "patch application site chart not completed", "insulin not signed for 08:00", "no issues",
                  "no issues", "crushing of MR tablet - query", "allergy not on MAR", "warfarin INR chart missing",
                  "time-critical Parkinson's meds given late", "covert administration - documentation ok"])
        d.nl(("LOCATION_OTHER", x.ch(["Rm ", "Room ", ""]) + str(x.r.randint(1, 60)) + x.ch(["", "", "A", "B"])), " | ",
             x.name(p, "PATIENT", x.ch(["lf", "full", "title"])), " | ", x.tdate(p.dob), " | ", idv, " | ", f)
    d.nl()
    d.nl("Narrative:")
    r1 = x.ch(residents)
    fam, rel = B.fam_mention(x, r1, x.ch(["daughter", "son", "niece", "wife", "husband"]))
    d.nl("Covert administration for ", x.name(r1, "PATIENT", x.ch(["title", "full"])), " agreed at best interests meeting on ",
         x.date(x.today - td(x.r.randint(20, 200))), " with ", rel, " ", x.name(fam, "FAMILY", x.ch(["full", "first"])), " and ",
         x.dr(gp, "title"), ". ", x.ch(["Pharmacist advice on crushing recorded.", "Review due in 6 months."]))
    if x.p(0.6):
        r2 = x.ch(residents)
        d.nl(x.name(r2, "PATIENT", x.ch(["title", "first"])), ", ", x.age(x.age_of(r2), x.ch(["yo", "year", "aged"])),
             ", had a fall on ", x.date_wd(x.today - td(x.r.randint(2, 30))), "; on ", x.ch(["zopiclone", "quetiapine", "doxazosin", "amlodipine"]),
             " - ", x.ch(N.SCORES[16:18] + ["Rockwood CFS 7"]), ".")
    d.nl("Storage: CD cabinet compliant; CD register balance checked (", x.ch(["oxycodone", "morphine oral soln", "fentanyl patches"]), ") - ",
         x.ch(["correct", "correct", "1 entry uncountersigned"]), ".")
    d.nl("Fridge ", ("DEVICE", x.device("fridge")), ": temps recorded ", x.ch(["daily", "daily, 2 gaps"]),
         "; min/max ", x.ch(["2.8/7.1", "3.1/6.4", "1.9/8.6 (excursion reported)"]), " C.")
    if x.p(0.5):
        B.narrative_neg(d, x, 1)
    d.nl()
    if x.p(0.4):
        d.nl("Actions: PRN protocols to be written by ", x.dr(x.staff("nurse"), "full"), " by ", x.date(x.today + td(x.r.randint(14, 40))), ".")
    else:
        d.nl("Actions: ", x.ch(["MAR gaps to be addressed at staff meeting", "re-audit in 3 months"]), ".")
    d.nl("Report sent to ", x.dr(mgr, "title"), " and ", x.dr(gp, "title"), ", ", ("HOSPITAL", x.clinic()), ".")
    B.sign(d, x, aud, style=x.ch(["with_reg", "uk", "esig"]))


def cold_chain(x, d):
    site = x.ch([x.pharmacy(), x.clinic(), x.pharmacy()])
    month = dt.date(x.today.year, x.today.month, 1)
    d.nl(x.ch(["VACCINE REFRIGERATOR TEMPERATURE LOG", "Cold Chain Monitoring Record", "Fridge temperature & inventory log"]))
    d.nl("Site: ", ("HOSPITAL", site), "   Month: ", x.date(month, "month_year"))
    d.nl("Fridge: ", x.ch(["Labcold RLDF1519", "Helmer iPR120", "Lec PSR120", "Liebherr MKv 3910", "Panasonic MPR-S163"]),
         "  SN ", ("DEVICE", x.device("fridge")), "  Asset tag ", ("DEVICE", x.device("gen")))
    d.nl("Data logger: ", ("DEVICE", x.device("logger")), x.ch(["", " (networked)"]),
         *(["  IP ", ("IPADDR", x.ip())] if x.p(0.6) else []), *(["  dashboard ", ("URL", x.url(site))] if x.p(0.3) else []))
    resp = x.staff(x.ch(["pharm", "tech", "nurse"]))
    dep = x.staff(x.ch(["tech", "pharm", "clerk"]))
    d.nl("Responsible person: ", x.dr(resp, "full"), "   Deputy: ", x.dr(dep, "full"))
    d.nl()
    d.nl("Date       Time   Current  Min  Max  Reset  Init")
    day = month + td(x.r.randint(0, 8))
    exc = None
    for i in range(x.r.randint(6, 12)):
        day += td(x.ch([1, 1, 1, 3]))
        cur, mn, mx = 2.5 + x.r.random() * 4.5, 2.0 + x.r.random() * 1.5, 5.5 + x.r.random() * 2.4
        if exc is None and x.p(0.12):
            mx = 8.1 + x.r.random() * 4
            exc = (day, mx)
        s = x.ch([resp, dep])
        d.nl(x.date(day, {"UK": "uk_short", "US": "us_short", "CA": "iso"}[x.c]), "  ",
             x.ch(N.TIMES[:8]), "  %.1f     %.1f  %.1f  Y      " % (cur, mn, mx), ("DOCTOR", s.first[0] + s.last[0]))
    d.nl()
    if exc or x.p(0.3):
        eday, mx = exc or (day, 9.4)
        d.nl("EXCURSION ", x.date(eday), ": max ", "%.1f C" % mx, " for approx ", str(x.r.randint(1, 5)), " h (door left ajar). Stock quarantined.")
        d.nl("Manufacturer stability advice ref ", ("IDNUM", x.idnum(x.ch(["MI-", "STB", "CASE-"]))), "; ", x.ch({"UK": ["UKHSA", "NHS England", "the SIT"], "US": ["the state VFC program", "the CDC contact", "the health department"],
                      "CA": ["the public health unit", "PHAC", "the regional vaccine depot"]}[x.c]),
             " informed; stock ", x.ch(["usable", "discarded", "usable - mark and use first"]), ".")
        d.nl("Reported by ", x.dr(resp, "full_cred"), " to ", x.ch(["immunisation coordinator", "public health unit", "screening & imms team"]),
             " ", x.dr(x.staff("nurse"), "full"), " at ", ("PHONE", x.phone()))
    d.nl()
    d.nl("INVENTORY (count ", x.date(day, "iso" if x.c == "CA" else None), ")")
    d.nl("Vaccine            Lot        Exp        Qty   Code")
    for v in x.r.sample(N.VACCINES, x.r.randint(3, 7)):
        code = {"US": "NDC " + N.ndc(x.r), "CA": "DIN " + N.din(x.r), "UK": "PIP " + str(x.r.randint(1000000, 9999999))}[x.c]
        d.nl("%-18s %-10s %-10s %-5d %s" % (v[2][:18], N.lot(x.r), x.ch(["2025-03", "2025-11", "06/2026", "01/2027", "2026-09-30"]),
                                            x.r.randint(0, 60), code))
    if x.p(0.6):
        dl = x.staff("clerk")
        d.nl()
        d.nl("Delivery received ", x.date(day), " ", x.ch(N.TIMES), " from ", ("ORGANIZATION", x.ch(P.WHOLESALERS + P.COURIERS)),
             ", driver ", ("FAMILY", x.person().first + " " + x.person().last) if x.p(0.5) else ("FAMILY", x.person().first),
             ", van ", ("VEHICLE", x.plate()), "; tracking ", ("IDNUM", x.idnum(x.ch(["TRK", "1Z", "CC-"]))),
             "; cool box probe ", x.ch(["4.2", "5.0", "3.7"]), " C; received by ", x.dr(dl, "full"), ".")
    if x.p(0.4):
        d.nl("Order placed online ", ("URL", x.url()), " by ", ("USERNAME", x.username(resp)), "; order no. ", ("IDNUM", x.idnum("PO-")))
    d.nl("Checked: ", x.dr(resp, x.ch(["full_cred", "init_last_cred"])), "  ", x.date(day))


INCIDENTS = [
    ("amlodipine 10 mg", "amitriptyline 10 mg", "look-alike/sound-alike selection error"),
    ("methotrexate 2.5 mg weekly", "methotrexate 10 mg", "wrong strength picked"),
    ("prednisolone 5 mg", "propranolol 40 mg", "wrong bag handed out - two patients with same surname"),
    ("levothyroxine 50 mcg", "levothyroxine 100 mcg", "strength mis-selected"),
    ("insulin aspart", "insulin glargine", "wrong insulin supplied"),
    ("hydroxyzine 25 mg", "hydralazine 25 mg", "LASA; barcode scan overridden"),
    ("oxycodone 5 mg IR", "oxycodone 5 mg ER", "wrong formulation"),
    ("Flucelvax", "Fluzone High-Dose", "wrong vaccine product administered (age criterion)"),
]


def incident(x, d):
    want, got, cause = x.ch(INCIDENTS)
    pt = x.person(age=x.r.randint(20, 94))
    ph = x.pharmacy()
    d.nl(x.ch(["PATIENT SAFETY INCIDENT REPORT", "Medication Incident Report - Dispensing", "Near miss / error report"]))
    d.nl("Incident ref: ", ("IDNUM", x.idnum(x.ch(["INC", "PSI-", "LFPSE-", "MIR-"]))),
         "   Reported: ", x.date(x.today), "   Occurred: ", x.date(x.today - td(x.r.randint(0, 9))))
    d.nl("Location: ", ("HOSPITAL", ph), x.ch([", dispensary", ", counter", " - consultation room", ""]))
    d.nl("Reporter: ", x.dr(x.staff("pharm"), "full_cred"))
    d.nl()
    d.nl("Patient: ", x.name(pt, "PATIENT", x.ch(["full", "lf"])), "   DOB ", x.dob(pt), "   Age ", ("AGE", str(x.age_of(pt))))
    B.mrn_id(d, x, pt)
    if x.p(0.2):
        d.nl({"US": "SSN: ", "CA": "SIN: ", "UK": "NI number: "}[x.c], ("SSN", x.ssn()))
    d.nl("Rx# ", ("IDNUM", x.rxnum()), "   Prescribed: ", want, "   Supplied: ", got)
    d.nl()
    d.nl("What happened:")
    fam, rel = B.fam_mention(x, pt)
    d.t(ref(x, pt), " ", x.ch(["collected", "received by delivery", "was handed"]), " ", got, " instead of ", want, ". ")
    d.t("Error ", x.ch(["noticed by ", "identified when "]), rel, " ", x.name(fam, "FAMILY", x.ch(["full", "first", "title"])),
        x.ch([" who phoned the pharmacy", " who brought the box back", " checking the Dosett box"]), " on ", x.date_wd(x.today), ". ")
    taken = x.ch(["No doses taken.", "2 doses taken; no harm identified.", "1 dose taken; BP checked, stable."])
    d.nl(taken)
    s1, s2 = x.staff("tech"), x.staff("pharm")
    d.nl("Staff involved: ", ("DOCTOR", s1.first[0] + s1.last[0]), " (labelled/assembled), ", ("DOCTOR", s2.first[0] + s2.last[0]),
         " (clinical/accuracy check)")
    d.nl("Contributing factors: ", cause, "; ", x.ch(["busy period (", "single pharmacist (", "locum cover ("]),
         x.ch(N.TIMES[8:14]), x.ch([")", " - lunchtime)"]))
    d.nl("Harm: ", x.ch(["no harm", "low harm", "no harm - near miss"]), ".")
    if x.p(0.5):
        ggp = x.staff("doc")
        d.nl("Prescriber ", x.dr(ggp, "title"), " informed at ", ("HOSPITAL", x.clinic()), ".")
    d.nl("Apology given to patient ", x.ch(["in person", "by phone"]), *([" (", ("PHONE", x.phone()), ")"] if x.p(0.6) else []),
         " by ", x.dr(x.staff("pharm"), x.ch(["full", "title"])), ".")
    d.nl("Actions: ", x.ch(["shelf separation of LASA pair", "shelf-edge alert added", "barcode override disabled",
                            "team briefing held", "SOP updated"]), "; reported to ",
         {"US": x.ch(["ISMP MERP", "state board"]), "CA": x.ch(["ISMP Canada", "the AIMS platform"]),
          "UK": x.ch(["LFPSE", "the superintendent pharmacist"])}[x.c], ".")
    if x.p(0.4):
        B.audit(d, x, [s1, s2], 3)


def portal(x, d):
    pt = x.person(age=x.r.randint(19, 85))
    ph = x.pharmacy()
    uname = x.username(pt)
    pt.email = x.email(pt)
    sent = x.today
    d.nl(x.ch(["Secure message thread", "PATIENT PORTAL - MESSAGE LOG", "Refill request (web)", "App message export"]),
         " - ", ("HOSPITAL", ph))
    d.nl("Thread ID: ", ("IDNUM", x.idnum(x.ch(["MSG-", "T", "THR"]))))
    d.nl()
    d.nl("From: ", x.name(pt, "PATIENT", "full"), " <", ("EMAIL", pt.email), ">  [user: ", ("USERNAME", uname), "]")
    d.nl("To: ", x.ch(["Pharmacy team", "Refills inbox", "Pharmacist"]))
    d.nl("Sent: ", x.date(sent), " ", x.ch(N.TIMES), "   IP: ", ("IPADDR", x.ip()))
    d.nl("Subject: ", x.ch(["refill", "Repeat prescription", "question about my meds", "vaccine appointment", "RE: delivery"]))
    d.nl()
    fam, rel = B.fam_mention(x, pt)
    dr_ = x.ch(N.DRUGS)
    body = x.ch(["refill", "vax", "proxy"])
    d.t(x.ch(["Hi, ", "Hello, ", "hi ", "Good morning, "]))
    if body == "refill":
        d.t("this is ", ("PATIENT", pt.first + " " + pt.last) if x.p(0.6) else ("PATIENT", pt.first))
        d.t(x.ch([" (dob ", " - born ", " dob: "]), x.dob(pt), x.ch([")", "", ""]), ". ")
        d.t("I need a refill of my ", dr_[0], " ", dr_[1], ", Rx ", ("IDNUM", x.rxnum()), ". ")
        d.t(x.ch(["I'm going away on ", "We fly out ", "I'll be at my "]))
        if x.p(0.5):
            d.t(x.date_short(x.today + td(x.r.randint(3, 12))), " so can it be ready by ", x.date_wd(x.today + td(x.r.randint(1, 3))), "? ")
        else:
            d.t(rel, " ", ("FAMILY", fam.first), "'s place in ", ("CITY", x.ch(P.TOWNS[x.c])), " from ", x.holiday(),
                " so need it before then. ")
    elif body == "vax":
        d.t("can I book my ", x.ch(["flu jab", "covid booster", "shingles vaccine", "RSV shot"]), " and one for my ", rel, " ",
            ("FAMILY", fam.first + " " + fam.last), " (", x.age(x.r.randint(65, 90), x.ch(["yrs", "aged", "words_old"])), ")? ")
        d.t("we can do ", x.date_wd(x.today + td(x.r.randint(2, 9))), " morning. ")
    else:
        d.t("I'm writing for my ", rel, " ", ("FAMILY", fam.first), ". ")
        d.t("Actually it's about me, ", ("PATIENT", pt.first + " " + pt.last), ", DOB ", x.dob(pt), " - my ", dr_[0], " has run out. ")
    d.t(x.ch(["Thanks", "Thank you", "thx", "Many thanks"]), ", ", ("PATIENT", pt.first), x.ch(["", " " + pt.last[0] + "."]))
    d.nl()
    d.nl(x.ch(["Call me on ", "My mobile is ", "Phone: "]), ("PHONE", pt.phone or x.phone(mobile=True)))
    d.nl()
    rph = x.staff(x.ch(["pharm", "tech"]))
    d.nl("Reply ", x.date(sent + td(x.ch([0, 0, 1]))), " ", x.ch(N.TIMES), " - ", x.dr(rph, x.ch(["full_cred", "first"])),
         " [", ("USERNAME", x.username(rph)), "]")
    d.t("Hi ", ("PATIENT", pt.first), ", ")
    if body == "vax":
        d.t("we have booked you both in for ", x.date_wd(x.today + td(x.r.randint(1, 5))), " at ", x.ch(N.TIMES[:10]))
    else:
        d.t(x.ch(["your prescription is ready for collection", "we've requested this from your surgery" if x.c == "UK"
                  else "we've sent a renewal request to your doctor", "your refill has been processed"]))
        if x.p(0.4):
            d.t(" - ready from ", x.date_wd(x.today + td(x.r.randint(1, 5))))
    d.t(". ", x.ch(N.WORDY[1:2] + ["Please bring photo ID.", "Please reply STOP to opt out."]), " ")
    d.nl("Manage your account at ", ("URL", x.url(ph)), ".")
    d.nl()
    d.nl("-- message metadata --")
    d.nl("session ", ("ACCOUNT", x.account()) if x.p(0.3) else ("IDNUM", "S" + x.dig(9)), "  client ", x.ch(["iOS app", "Android app", "web"]),
         "  IP ", ("IPADDR", x.ip()))
    if x.p(0.4):
        d.nl("Linked profile: ", x.name(pt, "PATIENT", "lf"), "  MRN ", ("MRN", x.mrn()))


def delivery(x, d):
    ph = x.pharmacy()
    drv = x.staff("clerk")
    d.nl(x.ch(["HOME DELIVERY RUN SHEET", "Delivery manifest", "Driver route log"]), " - ", ("HOSPITAL", ph))
    d.nl("Date: ", x.date(x.today), "   Route: ", x.ch(["North", "A", "2", "rural loop", "PM run"]))
    d.nl("Driver: ", x.dr(drv, "full"), "   Vehicle: ", x.ch(["van ", "car ", "reg "]), ("VEHICLE", x.plate()),
         *(["   VIN ", ("VEHICLE", x.vin())] if x.p(0.3) else []))
    d.nl("Handheld: ", ("DEVICE", x.device("gen")), *(["   Driver app login ", ("USERNAME", x.username(drv))] if x.p(0.5) else []))
    d.nl("Cool box: ", x.ch(["yes - insulin x2", "no", "yes - vaccines for home visit"]), "  CD items: ", x.ch(["0", "1", "2"]))
    d.nl()
    d.nl("#  Patient / Address / Tel / Rx / Outcome")
    for i in range(x.r.randint(4, 9)):
        p = x.person(age=x.r.randint(25, 98))
        x.address(p)
        p.city = x.town if x.p(0.7) else p.city
        d.nl(str(i + 1), ". ", x.name(p, "PATIENT", x.ch(["lf", "full", "title"])))
        d.nl("   ", x.addr(p), "   ", ("PHONE", p.phone))
        d.nl("   Rx ", ("IDNUM", x.rxnum()), *([", ", ("IDNUM", x.rxnum())] if x.p(0.3) else []), "  ", x.ch(["", "CD - sign", "fridge"]),
             "  ", x.ch(N.TIMES[:14]))
        out = x.ch(["signed", "signed", "left", "nok", "neighbour", "failed"])
        if out == "signed":
            d.nl("   Delivered, signed by patient")
        elif out == "left":
            d.nl("   ", x.ch(["Left in safe place (porch) per consent", "Left in key safe box per instructions"]))
        elif out == "nok":
            fam, rel = B.fam_mention(x, p)
            d.nl("   Received by ", rel, " ", x.name(fam, "FAMILY", x.ch(["full", "first"])))
        elif out == "neighbour":
            nb = x.person()
            d.nl("   No answer; left with ", x.ch(["neighbor", "next-door neighbor"] if x.c == "US" else ["neighbour", "next-door neighbour"]),
                 " ", x.name(nb, "FAMILY", x.ch(["title", "full"])), " - card left")
        else:
            d.nl("   Failed - no answer; card left; ", x.ch(["returned to pharmacy", "reattempt tomorrow", "call pt"]))
    d.nl()
    if x.p(0.5):
        d.nl("Notes: ", x.ch(["Snow and ice forecast; delivery may be delayed.", "Dog loose - do not enter garden.", "Road closed at bridge."]))
    d.nl("Mileage: ", str(x.r.randint(18, 140)), " ", x.ch(["mi", "km"]), "   Returned ", x.ch(N.TIMES[10:]))
    d.nl("Checked in by ", x.dr(x.staff("pharm"), x.ch(["full_cred", "init_last_cred"])))
