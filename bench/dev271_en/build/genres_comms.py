"""Genres: patient portal message thread, telephone encounter, pharmacy HRT
prescription record."""
import clinical as K
import phi
import pools
import regions as R
from case import D
from genres_consult import tm
from notebuilder import P

PT_MSGS = [
    "the {patch} patches keep falling off since the weather got hot, is there a different one i can try?",
    "Hi, I've had some bleeding again this week, bright red, about 3 days. I've been on continuous HRT for 8 months. Should I be worried??",
    "can I get my repeat prescription sent to a different pharmacy please, we are staying with my daughter for a few weeks",
    "Hello, I started the gel 6 weeks ago and my flushes are better but my boobs are really sore and I've got headaches. Is this normal?",
    "I forgot to ask at my appointment - can I take HRT with my sertraline? thanks",
    "My DEXA letter says osteopenia but nobody has explained what that means for me. Do I need tablets?",
    "Hi there, just to let you know I've lost my job so I can't afford the prepayment certificate anymore, what are my options",
    "the Utrogestan is making me feel really low and bloated in the 2 weeks i take it. can we change??",
    "I'm travelling abroad for 6 weeks from next month, can I have 3 months of HRT in one go?",
    "Quick question - do I need to stop my HRT before my knee operation?",
]
REPLIES = [
    "Thank you for your message. Patch adhesion can be a problem in the heat; you could try a different brand or switch to the gel. I have sent a prescription for {gel} to your usual pharmacy.",
    "Thank you for letting us know. Bleeding after 6 months on continuous combined HRT needs to be checked, so I have requested a pelvic ultrasound and the team will contact you with a date.",
    "No problem - I have updated your nominated pharmacy.",
    "These side effects are common in the first few weeks and usually settle by 3 months. If they are still troublesome at your review we can reduce the dose.",
    "Yes, HRT can be taken alongside sertraline. There is no significant interaction.",
    "Osteopenia means your bone density is a little lower than average. Based on your FRAX score, tablets are not currently needed; your HRT also protects your bones.",
    "Sorry to hear that. Please ask your pharmacist about exemption - I have also asked our social worker to call you.",
    "Some women find progesterone causes PMS-type symptoms. We could consider a Mirena coil instead - I will book you a telephone review.",
    "We can usually issue up to 3 months. I have sent this to your pharmacy - please allow 3 working days.",
    "Most surgeons ask you to continue transdermal HRT, but please check with the pre-op assessment team.",
]


def header_block(n, rng, c, sender, to, when, subj, uname=None, ip=None):
    n.line("From: ", sender)
    n.line("To: ", to)
    n.line("Sent: ", D(rng, c, when, rng.choice(["num", "wk_long", "abbr", "iso"])), " ", tm(rng))
    n.line("Subject: ", subj)
    if uname or ip:
        n.add("[")
        if uname:
            n.add("user: ", P("USERNAME", uname))
        if ip:
            n.add("; " if uname else "", "IP ", P("IPADDR", ip))
        n.line("]")
    n.blank()


def portal_message(rng, c, n):
    i = rng.randrange(len(PT_MSGS) + 4)
    sent = c.visit
    portal = rng.choice(["MyChart", "Patient Knows Best", "myHealth portal", "PatientsKnowBest", "HealthHub"])
    n.line(rng.choice(["PATIENT PORTAL - MESSAGE THREAD", "Secure message thread (%s)" % portal,
                       "Portal messages - Menopause Clinic inbox", "E-Visit / Message"]))
    n.line("Patient: ", c.pt.full_mid(), "   DOB ", D(rng, c, c.dob, "num"), "   ", c.mrn[0], " ",
           P("MRN", c.mrn[1]))
    n.line("Thread ID: ", P("IDNUM", "MSG-" + R.digits(rng, 8)), "   Clinic: ", P("HOSPITAL", c.hosp.name))
    n.blank()
    uname = c.pt.username(rng)
    header_block(n, rng, c, [c.pt.full()], "Menopause Nurse Team", sent,
                 rng.choice(["HRT query", "question", "re: my prescription", "bleeding", "side effects??", "Help"]),
                 uname if rng.random() < 0.6 else None, R.private_ip(rng) if rng.random() < 0.5 else None)
    msg = PT_MSGS[i].replace("{patch}", c.v["patch"]) if i < len(PT_MSGS) else None
    appt_old = phi.add_days(sent, rng.randint(2, 12))
    appt_new = phi.add_days(appt_old, rng.randint(14, 50))
    casual = rng.random() < 0.4
    n.add(rng.choice(["Hi", "Hello", "hi", "Dear nurse", "Hi there"]))
    if casual and rng.random() < 0.5:
        n.add(" ", P("DOCTOR", c.nurse.first))
    n.add(",\n")
    if msg is not None:
        n.add(msg.lower() if casual else msg)
    elif i == 10:
        n.add("Could I have a letter for work please? My manager at ", P("ORGANIZATION", c.employer),
              " has asked for something in writing about adjustments. I work as ", phi.art(c.profession),
              P("PROFESSION", c.profession), " so I'm on my feet all day.")
    elif i == 11:
        n.add("I need to cancel my appointment on ", D(rng, c, appt_old, rng.choice(["wk_long", "dmon", "num"])),
              " as I've tested positive for covid. Can I rebook please?")
    elif i == 12:
        n.add("This is ", P("FAMILY", c.child.first), ", ", P("PATIENT", c.pt.first), "'s ", c.child_rel,
              " - mum is very confused about which patch to use and when. Can someone call me on ",
              P("PHONE", R.phone(rng, c.country, "mobile")), "? She is ", P("AGE", str(c.age)),
              " and gets muddled with the leaflets.")
    else:
        n.add("Just seen my bloods on the app from ", D(rng, c, phi.add_days(sent, -rng.randint(3, 10)), rng.choice(["dmon", "num"])),
              " - the FSH was %d and oestradiol %d. Does that mean I'm in the menopause?" % (
                  rng.randint(18, 70), rng.randint(40, 400)))
    if i == 2 and rng.random() < 0.7:
        n.add(" in ", P("CITY", phi.town(rng, c.country)), ". the pharmacy there is ",
              P("HOSPITAL", c.pharmacy.name), " on ", P("STREET", phi.street(rng, c.country, 0)))
    if i == 8:
        n.add(" We fly to ", phi.country(c.travel_country), " on ", D(rng, c, phi.add_days(sent, rng.randint(20, 40)),
                                                                          rng.choice(["dmon", "long", "dm"])), ".")
    if i != 12 and rng.random() < 0.35:
        if not n.buf[-1].rstrip().endswith(("?", ".", "!")):
            n.add(".")
        fam = c.partner if rng.random() < 0.6 else c.child
        n.add(" ", "My " + (c.partner_rel if fam is c.partner else c.child_rel) + " ", P("FAMILY", fam.first),
              rng.choice([" says I should just ring but I can never get through.",
                          " is happy to pick up the prescription.", " thinks I'm overreacting lol"]))
    if i != 12 and rng.random() < 0.4:
        n.add(" My number is ", P("PHONE", c.mobile), " if easier.")
    n.blank()
    n.line(rng.choice(["Thanks", "Many thanks", "thanks x", "Regards", "Kind regards"]))
    if i == 12:
        n.line(rng.choice([[P("FAMILY", c.child.first)], [P("FAMILY", c.child.full().text)]]),
               rng.choice([" (%s)" % c.child_rel, ""]))
    else:
        n.line(rng.choice([[P("PATIENT", c.pt.first)], [c.pt.full()], [c.pt.initials(False)]]))
    if rng.random() < 0.3:
        n.line("Sent from my iPhone")
    n.blank()
    n.line("----------")
    staff = c.nurse if rng.random() < 0.7 else c.spec
    rep_when = phi.add_days(sent, rng.randint(0, 3))
    header_block(n, rng, c, [staff.full(), " (", staff.role or "Clinician", ")"], [c.pt.full()], rep_when,
                 "RE: message", staff.username(rng) if rng.random() < 0.5 else None, None)
    n.line("Dear ", rng.choice([[P("PATIENT", c.pt.first)], c.pt.t_last()]), ",")
    n.blank()
    if i < len(REPLIES):
        n.line(REPLIES[i].replace("{gel}", c.v["gel"]))
    elif i == 10:
        n.line("Of course - ", c.spec.t_last(), " will write a letter. It will be sent to ",
               P("EMAIL", c.email), " within 5 working days.")
    elif i == 11:
        n.line("Thank you for letting us know - get well soon. Your appointment on ", D(rng, c, appt_old, "num"),
               " has been cancelled and rebooked for ", D(rng, c, appt_new, rng.choice(["wk_long", "long", "num"])),
               " at ", "%02d:%02d" % (rng.randint(9, 16), rng.choice([0, 15, 30, 45])), ".")
    elif i == 12:
        n.line("Thank you for getting in touch. We do not yet have your mum's consent to share information with you, ",
               "so I will call her directly today and ask her about adding you as a contact.")
    else:
        n.line("FSH fluctuates a lot in the perimenopause, so a single result cannot confirm or rule it out. ",
               "We diagnose it from your symptoms and periods. Happy to discuss at your review.")
    if i == 1:
        n.line("Your scan is booked for ", D(rng, c, phi.add_days(rep_when, rng.randint(5, 20)), rng.choice(["wk_long", "num"])),
               " at ", P("HOSPITAL", c.hosp.name), ", ", P("LOCATION_OTHER", rng.choice(pools.BUILDING)), ".")
    if rng.random() < 0.4:
        n.line("More information: ", P("URL", "https://www.example.org/menopause/%s" % rng.choice(
            ["hrt-side-effects", "bleeding-on-hrt", "bone-health", "travel"])))
    n.blank()
    n.line("Best wishes,")
    n.line(staff.first_n() if rng.random() < 0.5 else staff.full(), rng.choice(["", " ", ""]))
    n.line(P("HOSPITAL", c.hosp.name), " Menopause Team | ", P("PHONE", c.hosp.phone))
    n.blank()
    n.line("-- Message log --")
    n.line("Read by patient: ", D(rng, c, phi.add_days(rep_when, rng.randint(0, 2)), "num"), " ", tm(rng),
           rng.choice(["", "  (mobile app)", "  (web)"]))
    if rng.random() < 0.35:
        n.line("Login method: biometric (device fingerprint enrolment ID ", P("BIOID", "FP-" + R.digits(rng, 6)), ")")
    if rng.random() < 0.4:
        n.line("Device: iPhone 13 / iOS 17.4 / app v5.12.0, IP ", P("IPADDR", R.private_ip(rng)))


def telephone_encounter(rng, c, n):
    caller_family = rng.random() < 0.3
    n.line(rng.choice(["TELEPHONE ENCOUNTER", "Telephone Consultation", "Phone call - Menopause Advice Line",
                       "TEL ENC", "Telephone note"]))
    n.line(D(rng, c, c.visit, rng.choice(["num", "wk_short", "iso", "dash"])), " ", tm(rng),
           "   Duration: %d min" % rng.randint(3, 25), "   ", P("HOSPITAL", c.hosp.name))
    n.line("Pt: ", c.pt.last_first(upper=rng.random() < 0.6) if rng.random() < 0.8 else c.pt.initials(),
           "  DOB ", D(rng, c, c.dob, "num"),
           "  ", c.mrn[0], " ", P("MRN", c.mrn[1]))
    if caller_family:
        fam = c.partner if rng.random() < 0.6 else c.child
        rel = c.partner_rel if fam is c.partner else c.child_rel
        n.line("Caller: ", rel, " ", P("FAMILY", fam.full().text), " - ", rng.choice(
            ["on consent list", "verbal consent from pt obtained", "pt present, gave consent"]))
    else:
        n.line("Caller: patient")
    n.line("Callback no: ", P("PHONE", rng.choice([c.mobile, c.home])))
    k = rng.randint(0, 2)
    if k == 0:
        n.line("ID check: name, DOB, first line of address (", P("STREET", c.addr.street), ") - confirmed")
    elif k == 1:
        n.line("ID check: DOB + postcode ", P("ZIP", c.addr.zip), " OK")
    else:
        n.line("ID verified via VoiceID (voiceprint ref ", P("BIOID", "VP" + R.digits(rng, 7)), ")")
    n.blank()
    reason = rng.randint(0, 6)
    n.line("Reason for call:")
    if reason == 0:
        n.line("Unscheduled bleeding on ", c.v["ccpatch"], " x %d/7, moderate, no clots. Started HRT " % rng.randint(2, 9),
               D(rng, c, phi.add_days(c.visit, -rng.randint(200, 600)), rng.choice(["month_year", "num"])), ".")
        advice = "Advised TVUS; referral sent. Red flags discussed. Safety-netted."
    elif reason == 1:
        n.line("Shortage of ", c.v["gel"], " at local pharmacy (", P("HOSPITAL", c.pharmacy.name), "). Has 3 days left.")
        advice = "Switch to %s 1 mg sachets as interim - Rx sent electronically. Pharmacy fax " % c.v["sg"]
    elif reason == 2:
        n.line("Results query - FSH %d, E2 %d. Pt anxious re 'menopausal' result at age " % (
            rng.randint(25, 90), rng.randint(30, 300)), P("AGE", str(c.age)), ".")
        advice = "Explained FSH fluctuates in perimenopause, diagnosis is clinical."
    elif reason == 3:
        n.line("Flushes returned after reducing %s to 1 pump; sleep poor again." % c.v["gel"])
        advice = "Go back to 2 pumps; review in 6/52. Pt happy with plan."
    elif reason == 4:
        n.line("Wants to know if HRT is ok before flight to ", phi.country(c.travel_country), " on ",
               D(rng, c, phi.add_days(c.visit, rng.randint(3, 30)), rng.choice(["dmon", "dm", "long"])), " (%d h)." % rng.randint(6, 22))
        advice = "Transdermal - no extra VTE risk; usual flight precautions, hydration, mobilise."
    elif reason == 5:
        n.line("Missed clinic appt ", D(rng, c, phi.add_days(c.visit, -rng.randint(1, 10)), rng.choice(["num", "dm"])),
               " - car broke down. Also asks about parking fine (PCN) from hospital car park, reg ",
               P("VEHICLE", R.plate(rng, c.country)), ".")
        advice = "Rebooked. Given parking office number."
    else:
        n.line("Side effects of ", c.v["prog"], ": low mood, bloating during progestogen phase.")
        advice = "Discussed options: vaginal route off-licence, Mirena, shorter regimen. Letter to GP."
    n.blank()
    n.line("Advice/Plan:")
    n.add(advice)
    if advice.endswith("fax "):
        n.add(P("FAX", c.pharmacy.fax), ".")
    if reason == 5:
        n.add(" Parking office ", P("PHONE", R.phone(rng, c.country)), ".")
        n.blank()
        n.add("New appt ", D(rng, c, phi.add_days(c.visit, rng.randint(14, 60)), "num"), " ", tm(rng),
              ", ", P("LOCATION_OTHER", rng.choice(pools.BUILDING)))
    n.blank()
    if rng.random() < 0.5:
        n.line(rng.choice(["Rx issued: ", "eRx: "]), K.hrt_regimen(rng, c, rng.random() < 0.7), " - to ",
               P("HOSPITAL", c.pharmacy.name))
    if rng.random() < 0.4:
        n.line("Discussed with ", c.spec.t_full(), " who agrees.")
    if rng.random() < 0.35:
        wd = phi.add_days(c.visit, rng.randint(1, 6))
        n.line(rng.choice(["Pt to ring back on ", "Will call pt again ", "Await callback "]),
               P("DATE", phi.WEEKDAYS[wd.weekday()]), rng.choice([" if no better.", " pm.", " - left VM.", "."]))
    n.line("Call ref: ", P("IDNUM", rng.choice(["TC" + R.digits(rng, 6), R.digits(rng, 8), "CALL-" + R.digits(rng, 5)])))
    staff = c.nurse
    n.line(rng.choice(["Taken by: ", "Documented by: ", "Clinician: "]), staff.full(), " ", staff.cred,
           "  (", P("USERNAME", staff.username(rng)), ")")
    if rng.random() < 0.2:
        n.line("Logged from workstation ", P("IPADDR", R.private_ip(rng)))


def pharmacy_hrt_record(rng, c, n):
    ph = c.pharmacy
    when = c.visit
    n.line(rng.choice(["PRESCRIPTION RECORD", "Dispensing record - HRT", "Rx Profile / Fill History",
                       "Pharmacy Patient Medication Record (PMR)"]))
    n.line(P("HOSPITAL", ph.name), "  ", phi.addr_items(rng, ph.addr, oneline=True))
    n.line("Tel ", P("PHONE", ph.phone), rng.choice(["  Fax ", "  F: "]), P("FAX", ph.fax))
    n.blank()
    rx = rng.choice(["Rx #", "Script No.", "Rx No:", "Token ID"])
    n.line(rx, " ", P("IDNUM", rng.choice(["%s%s" % (R.nz_digits(rng, 7), ""), R.letters(rng, 1) + R.digits(rng, 8),
                                           "%s-%s" % (R.digits(rng, 6), R.digits(rng, 2)),
                                           "%s%s%s" % (R.letters(rng, 6, "ABCDEF0123456789"), "-", R.letters(rng, 6, "ABCDEF0123456789"))])))
    n.line("Patient: ", c.pt.last_first(upper=True, mid=True), "   DOB: ", D(rng, c, c.dob, "num"))
    n.line("Addr: ", phi.addr_items(rng, c.addr, oneline=True))
    n.line(c.plan[0], ": ", P("HEALTHPLAN", c.plan[1]), "   Ph: ", P("PHONE", c.mobile))
    if c.ssn and rng.random() < 0.7:
        n.line(c.ssn[0], ": ", P("SSN", c.ssn[1]))
    if c.country == "US":
        n.line("Plan: ", P("ORGANIZATION", c.insurer), "  BIN 0%s  PCN %s  Grp " % (R.digits(rng, 5), R.letters(rng, 4)),
               P("HEALTHPLAN", c.group), "  Claim ", P("ACCOUNT", R.digits(rng, 12)))
    elif c.country == "UK":
        k = rng.randint(0, 2)
        if k == 0:
            n.line("Exemption: HRT PPC (cert no. ", P("LICENSE", "%s %s %s" % (R.digits(rng, 4), R.digits(rng, 4), R.digits(rng, 2))),
                   ", expires ", D(rng, c, phi.add_days(when, rng.randint(30, 360)), "num"), ")")
        elif k == 1:
            n.line("Exemption: category A declared" if c.age >= 60 else "Exemption: none - paid (£9.90/item)")
        else:
            n.line("Exemption: MedEx cert ", P("LICENSE", R.digits(rng, 9)))
    elif c.country == "AU":
        n.line("Concession/Safety Net: ", P("HEALTHPLAN", R.digits(rng, 9) + rng.choice("ABCJK")),
               "  PBS authority approval no. ", P("IDNUM", R.digits(rng, 7)))
    elif c.country == "IE":
        n.line("Scheme: ", rng.choice(["GMS", "DPS", "LTI"]), "  Claim ref ", P("ACCOUNT", R.digits(rng, 10)))
    else:
        n.line("Private plan: ", P("ORGANIZATION", c.insurer), "  Cert ", P("HEALTHPLAN", c.member))
    n.blank()
    pres = c.gp if rng.random() < 0.6 else c.spec
    plic = c.gp_lic if pres is c.gp else c.spec_lic
    n.line("Prescriber: ", pres.t_full(), "  ", plic[0], " ", P("LICENSE", plic[1]))
    n.line("  ", P("HOSPITAL", c.practice.name if pres is c.gp else c.hosp.name))
    if c.country == "US" and plic[0] != "DEA":
        n.line("  DEA ", P("LICENSE", R.letters(rng, 2, "ABFGM") + R.digits(rng, 7)))
    n.line("Written: ", D(rng, c, phi.add_days(when, -rng.randint(0, 10)), "num"), "   Dispensed: ",
           D(rng, c, when, rng.choice(["num", "dash", "iso"])), " ", tm(rng))
    n.blank()
    n.line("ITEM                                      QTY     SIG")
    items = [
        ("%s 50 micrograms/24h transdermal patches" % c.v["patch"], "24", "Apply 1 twice weekly"),
        ("%s 0.06%% gel 80g" % c.v["gel"], "2 x 80g", "2 pumps daily"),
        ("%s 100mg capsules" % c.v["prog"], "84", "1 at night"),
        ("%s 10 microgram vaginal tablets" % c.v["vag"], "24", "1 PV twice weekly"),
        ("%s" % c.v["ccoral"], "3 x 28", "1 daily"),
        ("Estradiol 1mg tablets", "84", "1 daily"),
        ("%s 45 mg tablets" % c.v["fezo"], "28", "1 daily"),
        (c.v["t"], "1", "1/10 sachet equivalent daily to thigh"),
    ]
    for it in rng.sample(items, rng.randint(1, 3)):
        n.line("%-42s %-7s %s" % it)
    if rng.random() < 0.5:
        n.line("  Batch ", R.letters(rng, 2) + R.digits(rng, 4), "  (not patient-specific)")
    if rng.random() < 0.6:
        n.line("  ", {"UK": "PIP code 1%s-%s" % (R.digits(rng, 2), R.digits(rng, 4)),
                      "US": "NDC 0%s-%s-%s" % (R.digits(rng, 3), R.digits(rng, 4), R.digits(rng, 2)),
                      "CA": "DIN 02%s" % R.digits(rng, 6), "AU": "PBS item 1%s%s" % (R.digits(rng, 3), R.letters(rng, 1)),
                      "IE": "IPU code %s" % R.digits(rng, 7)}[c.country], rng.choice(["", "  (pack 8)", "  GTIN 0%s" % R.digits(rng, 13)]))
    n.blank()
    n.line("Counselling: ", rng.choice(["new medicine service (NMS) offered", "patch site rotation explained",
                                        "interaction check - nil significant", "MUR declined", "advised re missed patch"]))
    n.line("Dispensed by: ", c.pharmacist.full(), " ", c.pharmacist.cred, "  ", c.pharm_lic[0], " ",
           P("LICENSE", c.pharm_lic[1]))
    n.line("Accuracy check: ", P("USERNAME", c.pharmacist.username(rng) if rng.random() < 0.3 else
                                  phi.new_person(rng, "DOCTOR").username(rng)))
    col = rng.randint(0, 4)
    if col == 0:
        n.line("Collected by: ", c.partner_rel, " ", P("FAMILY", c.partner.full().text), " - ID seen: driving licence ",
               P("LICENSE", R.letters(rng, 5) + R.digits(rng, 6) + R.letters(rng, 2) if c.country == "UK" else
                 R.letters(rng, 1) + R.digits(rng, 7)))
    elif col == 1:
        n.line("Collected via smart locker ", P("LOCATION_OTHER", "L%d" % rng.randint(1, 40)),
               " - fingerprint verified (ID ", P("BIOID", "FPX-" + R.digits(rng, 6)), ")")
    elif col == 2:
        n.line("Delivered to home address by driver ", P("DOCTOR", phi.new_person(rng, "DOCTOR").first),
               ", van ", P("VEHICLE", R.plate(rng, c.country)))
    elif col == 3:
        n.line("Collected by patient. Palm-vein ID ", P("BIOID", "PV" + R.digits(rng, 8)), " matched.")
    else:
        n.line("Posted (tracked). Patient notified by SMS to ", P("PHONE", c.mobile))
    if rng.random() < 0.4:
        n.line("Terminal: ", P("IPADDR", R.private_ip(rng)), "  session user ", P("USERNAME", c.pharmacist.username(rng)))
    if rng.random() < 0.3:
        n.line("Next refill due: ", D(rng, c, phi.add_days(when, rng.choice([28, 56, 84])), rng.choice(["num", "abbr"])))
