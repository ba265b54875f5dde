"""Genres 9-12: registry submission form, patient portal message, driving fitness report, remote monitoring enrolment."""
import pools as P
import common as C


def registry(c, n):
    r = c.r
    model, kind, _ = c.device
    reg = r.choice(P.REGISTRIES)
    sep = r.choice([": ", " = ", "\t", " | "])
    n.add(reg.upper(), " - ", r.choice(["IMPLANT DATA FORM v3.2", "Follow-up Submission", "Case Report Form"]), "\n")
    n.add("Registry case no", sep, ("IDNUM", c.idnum("case")), "\nSubmitting site", sep, ("HOSPITAL", c.hosp), "\n")
    n.add("Site address", sep, c.addr_parts(c.clinic_addr, country=True), "\n")
    lk, lv = c.license("NPI" if c.country == "US" else "LIC")
    n.add("Investigator", sep, c.doc(c.ep, r.choice(["md", "full"])), " (", lk, " ", ("LICENSE", lv), ")\n")
    n.add("Coordinator", sep, c.doc(c.nurse, "full"), "  email ", ("EMAIL", c.email(c.nurse)), "  tel ", ("PHONE", c.phone()), "\n\n")
    n.add("SECTION A - SUBJECT\n")
    n.add("Surname", sep, ("PATIENT", c.surname.upper() if r.random() < 0.5 else c.surname), "\nForename", sep, ("PATIENT", c.given), "\n")
    n.add("Date of birth", sep, c.d(c.dob, r.choice(["iso", "upper", "dmy_abbr"])), "\nAge at implant", sep, ("AGE", str(c.implant.year - c.dob.year - ((c.implant.month, c.implant.day) < (c.dob.month, c.dob.day)))), "\n")
    n.add("Sex", sep, c.sex, "\nHospital MRN", sep, ("MRN", c.mrn), "\n")
    ssl = {"US": "SSN", "CA": "SIN", "IE": "PPSN"}[c.country]
    if r.random() < 0.7:
        n.add(ssl, sep, ("SSN", c.ssn()), "\n")
    n.add(r.choice(["Health plan / card no", "Insurance ID", "Beneficiary no"]), sep, ("HEALTHPLAN", c.healthplan()), "\n")
    n.add("Postal code", sep, ("ZIP", c.home["zip"]), "   Country", sep, ("COUNTRY", {"US": "USA", "CA": "Canada", "IE": "Ireland"}[c.country]), "\n")
    n.add("Ethnicity", sep, r.choice(["not stated", "White", "Black", "Asian", "Hispanic", "First Nations", "Irish Traveller"]), "\n\n")
    n.add("SECTION B - DEVICE\n")
    n.add("Implant date", sep, c.d(c.implant, r.choice(["iso", "us", "eu"])), "\nProcedure type", sep, r.choice(["de novo", "replacement", "upgrade"]), "\n")
    n.add("Generator", sep, model, "\nGenerator serial", sep, ("DEVICE", c.serial), "\n")
    if kind not in ("ILR", "S-ICD", "leadless PPM"):
        for i, sn in enumerate(c.lead_serials[:2]):
            n.add(f"Lead {i + 1}", sep, r.choice(P.LEADS), ", serial ", ("DEVICE", sn), "\n")
    n.add("Indication code", sep, r.choice(["I44.2", "I49.5", "I42.0", "I47.2", "Z86.74", "R55"]), "  (", c.indication(), ")\n")
    n.add("LVEF", sep, f"{r.randint(15, 65)}%", "   QRSd", sep, f"{r.randint(80, 190)} ms", "   NYHA", sep, r.choice(["I", "II", "III", "IV", "n/a"]), "\n")
    n.add("Complications (30 d)", sep, r.choice(["none", "pocket haematoma (conservative)", "lead dislodgement - revised", "pneumothorax - chest drain"]))
    if r.random() < 0.4:
        n.add(" on ", c.d(c.ago(1, 25)))
    n.add("\nFollow-up visit", sep, c.d(c.ago(0, 40)), "  status", sep, r.choice(["alive", "alive", "died", "lost to f/u"]), "\n\n")
    n.add("SECTION C - CONSENT\nConsent signed", sep, c.d(c.implant), "  witness", sep, c.doc(c.person(), "full"), "\n")
    n.add("Entered by", sep, ("USERNAME", c.username(c.nurse)), " from ", ("IPADDR", c.ip()), " on ", c.d(c.today, "iso"), " ", C.tm(r), "\n")
    n.add("Notes", sep, C.pmh(c))
    n.add("Form ID ", r.choice(["CRF-IMP-03", "FU-12M", "REG-B2"]), " / page 1 of 1\n")


def portal(c, n):
    r = c.r
    model, kind, _ = c.device
    tid = c.idnum("ticket")
    n.add(r.choice(["MyChart", "Patient Portal", "HealthLink Messages", "myHealth inbox"]), " - Message thread ", ("IDNUM", tid), "\n")
    n.add("From: ", c.pt(r.choice(["full", "full", "sur_first"])), " <", ("EMAIL", c.email()), ">\nTo: ", ("HOSPITAL", c.clinic_name),
          " Device Nurses\nSent: ", c.d(c.today, r.choice(["wk_long", "abbr_us", "us", "eu_abbr"])), " ", C.tm12(r), "\n")
    n.add("Subject: ", r.choice(["my monitor light is flashing", "question about MRI", "travel + airport security", "buzzing sound from device",
                                 "can I use my welder?", "missed transmission?"]), "\n\n")
    if r.random() < 0.45:
        n.add(r.choice(["Hi ", "Hello ", "Dear "]), c.doc(c.nurse, r.choice(["full", "dr", "drnodot"])), ",\n")
    else:
        n.add(r.choice(["Hi", "Hello", "Dear nurse", "Hey", "Good morning", "To whom it may concern"]), ",\n")
    body = r.choice([0, 1, 2, 3])
    if body == 0:
        n.add("my bedside monitor has had an orange light since ", c.d(c.ago(2, 9), r.choice(["weekday", "md", "mon_d"])),
              ". we moved house to ", c.addr_parts(c.home), " last month and i think the wifi changed. the router is ", ("IPADDR", c.ip()),
              " if that helps?? ")
    elif body == 1:
        n.add("We are flying to ", ("COUNTRY", r.choice(["Portugal", "Jamaica", "the Philippines", "Poland", "India", "Spain", "Mexico", "Nigeria"])),
              " on ", c.d(c.ahead(5, 40), r.choice(["mon_d", "d_mon", "md", "long_us"])), " for my ", c.rel, "'s wedding. Do I need a letter for security? ")
    elif body == 2:
        n.add("I am " + ("an " if c.prof[0] in "aeiou" else "a "), ("PROFESSION", c.prof), " at ", ("ORGANIZATION", c.employer), " and my boss ", c.fam_name(),
              " asked if I can go back to using the ", r.choice(["arc welder", "chainsaw", "jackhammer", "induction hob", "MIG welder"]), ". ")
    else:
        n.add("I felt a flutter ", c.d(c.ago(1, 4), "weekday"), " night around ", C.tm12(r), " and pressed the button on the ",
              r.choice(["app", "reader", "phone"]), ". Did it send? ")
    n.add(r.choice(["Also my ", "And my "]), c.rel, " ", c.fam_name(), " says my ", r.choice(["BP was 150/90", "pulse was 48", "weight is up 2 kg"]),
          r.choice([". thanks", ". Thank you!", ". thx", "."]), "\n", c.pt("given"), "\n\n")
    n.add("---- Reply ", c.d(c.today if r.random() < 0.5 else c.ahead(1, 2), r.choice(["us", "eu", "iso", "abbr_us"])), " ", C.tm(r), " ----\n")
    n.add("Hi ", c.pt(r.choice(["given", "title"])), ",\n")
    n.add(r.choice(["Thanks for letting us know. ", "Good question. "]), r.choice([
        "Your device is MR Conditional - please tell the MRI department and they will contact us.",
        "You can walk through airport security; show your device ID card. Avoid lingering near the arch.",
        "Keep welding current below 160 A, stay 60 cm from the cable, and stop if lightheaded.",
        "We received your transmission: it showed AF for 3 h 20 min; Dr. review pending.",
        "Please unplug the monitor for 30 seconds and plug back in; call us if the light stays orange."]), " ")
    n.add("Last transmission received ", c.d(c.ago(1, 30)), ". ", C.episodes(c), " ")
    if r.random() < 0.5:
        n.add("For urgent issues call ", ("PHONE", c.phone()), " - do not use the portal. ")
    n.add("\n", c.doc(c.nurse, "cred"), "\n", ("HOSPITAL", c.clinic_name), " | ", ("URL", c.url()), "\n")
    n.add("Portal user: ", ("USERNAME", c.username()), "  MRN ", ("MRN", c.mrn), "\n")


def driving(c, n):
    r = c.r
    c.use(["ICD", "CRT-D", "S-ICD", "PPM", "leadless PPM"])
    model, kind, _ = c.device
    auth = {"US": ["Bureau of Motor Vehicles", "DMV Medical Review Unit"], "CA": ["Ministry of Transportation", "SAAQ"],
            "IE": ["National Driver Licence Service", "Road Safety Authority"]}[c.country]
    n.add(r.choice(["MEDICAL REPORT - FITNESS TO DRIVE", "Driver Medical Evaluation", "Physician's Report on Driver Fitness"]),
          "\n", r.choice(auth), " - cardiac device section\n\n")
    n.add("1. Driver\nName: ", c.pt(r.choice(["upper", "sur_first", "mid"])), "\nAddress: ", c.addr_parts(c.home), "\n")
    n.add("DOB: ", c.d(c.dob), "   Age: ", ("AGE", str(c.age)), "\n")
    lk, lv = c.license("DL")
    n.add(lk, " no.: ", ("LICENSE", lv), "   Class: ", r.choice(["D", "G", "B", "C (HGV)", "A1", "Class 1", "CDL-A"]), "\n")
    n.add("Vehicle plate: ", ("VEHICLE", c.vehicle()), r.choice(["", "   VIN: "]))
    if n.parts[-1].endswith("VIN: "):
        n.add(("VEHICLE", c.vehicle("VIN")))
    n.add("\nOccupation: ", ("PROFESSION", c.prof), "   Employer: ", ("ORGANIZATION", c.employer), "\n")
    if c.country == "US" and r.random() < 0.6:
        n.add("SSN: ", ("SSN", c.ssn()), "\n")
    n.add("Phone: ", ("PHONE", c.phone()), "\n\n2. Cardiac history\n")
    n.add("Device: ", model, " (", kind, ")  SN ", ("DEVICE", c.serial), "  implanted ", c.d(c.implant), "\n")
    n.add("Indication: ", r.choice(["primary prevention", "secondary prevention", c.indication()]), "\n")
    n.add("Syncope in last 6 months: ", r.choice(["No", "Yes - ", "Unknown"]))
    if n.parts[-1].endswith("- "):
        n.add(c.d(c.ago(30, 170), r.choice(["month_year", "md", "d_mon"])), " (vasovagal per ED notes)")
    n.add("\nAppropriate/inappropriate therapy: ", r.choice(["none", "1 shock ", "ATP only "]))
    if not n.parts[-1].endswith("none"):
        n.add(c.d(c.ago(10, 300)))
    n.add("\n", C.zones(c) if kind in ("ICD", "CRT-D", "S-ICD") else C.mode(c), "\n", C.scores(c), "\n\n")
    n.add("3. Opinion\n", r.choice(["Fit to drive Group 1 from ", "Not fit for commercial driving; private driving permitted from ",
                                   "Suspend for 6 months; may reapply after "]), c.d(c.ahead(7, 180)), ".\n")
    n.add("Patient informed in person on ", c.d(c.today), "; ", c.rel, " ", c.fam_name(), " present.\n\n")
    n.add("4. Physician\n", c.doc(c.ep, "md"), "\n", ("HOSPITAL", c.hosp), ", ", c.addr_parts(c.clinic_addr), "\n")
    k2, v2 = c.license("NPI" if c.country == "US" else "LIC")
    n.add(k2, ": ", ("LICENSE", v2), "   Tel ", ("PHONE", c.phone()), "   Fax ", ("FAX", c.phone(ext=False)), "\n")
    n.add("Signature on file. Date ", c.d(c.today, "eu" if c.country != "US" else "us"), "\n")
    n.add("Ref ", ("IDNUM", c.idnum("case")), "\n")
    n.add(C.footer(c))


def enrolment(c, n):
    r = c.r
    model, kind, _ = c.device
    plat = r.choice(P.PLATFORMS)
    n.add(r.choice(["REMOTE MONITORING ENROLMENT RECORD", "Remote Follow-up Setup / Consent", "Home Monitor Registration"]), "\n")
    n.add(("HOSPITAL", c.clinic_name), " at ", ("HOSPITAL", c.hosp), "\nEnrolled ", c.d(c.today), " by ", c.doc(c.nurse, r.choice(["cred", "full", "init"])), "\n\n")
    n.add("Patient: ", c.pt(r.choice(["full", "mid", "sur_first"])), "   DOB ", c.d(c.dob), "   ", c.age_parts("sx2"), "\n")
    n.add("MRN ", ("MRN", c.mrn), "   Acct ", ("ACCOUNT", c.account()), "\n")
    n.add("Address: ", c.addr_parts(c.home, country=r.random() < 0.4), "\n")
    n.add("Home phone: ", ("PHONE", c.phone()), "   Mobile: ", ("PHONE", c.phone()), "\nEmail: ", ("EMAIL", c.email()), "\n")
    n.add("Emergency contact: ", c.fam_name(), " (", c.rel, ") ", ("PHONE", c.phone()), "\n")
    n.add("Insurer: ", ("ORGANIZATION", r.choice(P.INSURERS)), "  member ", ("HEALTHPLAN", c.healthplan()), "\n\n")
    n.add("Implant: ", model, " SN ", ("DEVICE", c.serial), "\nPlatform: ", plat, "\n")
    n.add("Monitor/app: ", r.choice(["MyCareLink Smart (iOS)", "Merlin@home", "LATITUDE 6290 cellular", "CardioMessenger Smart"]),
          "  serial ", ("DEVICE", c.mk_serial(r.choice(["MCS", "EX", "LC", "CM"]))), "\n")
    n.add("Connectivity: ", r.choice(["home wifi", "cellular adapter", "landline"]), "; local IP ", ("IPADDR", c.ip()),
          r.choice(["; router ", "; gw "]), ("IPADDR", c.ip()), "\n")
    n.add("Portal username: ", ("USERNAME", c.username()), "   Portal: ", ("URL", c.url()), "\n")
    n.add("App login: ", r.choice(["fingerprint", "Face ID", "voice print"]), " enrolled, biometric ID ", ("BIOID", c.bioid()), "\n")
    n.add("Schedule: full remote every ", r.choice(["91", "92", "182"]), " days; first ", c.d(c.ahead(60, 95)), "\n")
    n.add("Alerts ON: ", r.choice(["AT/AF > 6 h; VT/VF; lead integrity; battery", "all red + yellow", "red only; fluid index"]), "\n")
    n.add("Baseline: ", C.battery(c), " ", C.pacing_pct(c), "\n")
    if r.random() < 0.5:
        n.add("Carer ", c.fam_name(), " will help with transmissions; works as ", ("PROFESSION", r.choice(P.PROFESSIONS)), ".\n")
    n.add("Consent for data sharing with manufacturer: ", r.choice(["yes", "yes (verbal)", "declined"]), ". Privacy notice: ", ("URL", c.url()), "\n")
    n.add("Helpdesk ", ("PHONE", c.phone()), "; clinic fax ", ("FAX", c.phone(ext=False)), "\n")
    n.add("Pt education: how to send manual transmission, keep monitor within 3 m of bed, ", "avoid magnets > 10 mT",
          ". Teach-back OK.\n")
