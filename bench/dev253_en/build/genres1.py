"""Genres 1-4: interrogation report, remote alert review, implant procedure note, advisory letter."""
import pools as P
import common as C


def hosp_header(c, n, clinic=True):
    r = c.r
    n.add(("HOSPITAL", c.hosp), "\n")
    if clinic and r.random() < 0.6:
        n.add(("HOSPITAL", c.clinic_name), r.choice([" | ", "\n", " - "]))
    n.add(c.addr_parts(c.clinic_addr), "\n")
    n.add(r.choice(["Tel: ", "Ph ", "Phone: ", "T: "]), ("PHONE", c.phone()), r.choice(["   ", " | ", "\n"]),
          r.choice(["Fax: ", "F: ", "Fax "]), ("FAX", c.phone(ext=False)), "\n")


def pt_header(c, n, extra=True):
    r = c.r
    lab = r.choice([["Patient: ", "Name: ", "PATIENT NAME: ", "Pt: "]])
    n.add(r.choice(lab), c.pt(r.choice(["upper", "full", "sur_first", "mid"])), r.choice(["   ", "\n"]))
    n.add(r.choice(["DOB: ", "D.O.B. ", "Date of birth: "]), c.d(c.dob), " (", ("AGE", str(c.age)), r.choice([" y)", " yrs)", "y)"]),
          r.choice(["   ", "\n"]), r.choice(["MRN: ", "MRN ", "Hosp No: ", "Chart #: ", "UR: "]), ("MRN", c.mrn), "\n")
    if extra:
        if r.random() < 0.6:
            n.add(r.choice(["Encounter #: ", "Acct: ", "Visit No. ", "FIN: "]), ("ACCOUNT", c.account()), "\n")
        if r.random() < 0.35:
            n.add(r.choice(["Insurance: ", "Payer: "]), ("ORGANIZATION", r.choice(P.INSURERS)), " / ID ", ("HEALTHPLAN", c.healthplan()), "\n")


def interrogation(c, n):
    r = c.r
    model, kind, _ = c.device
    if r.random() < 0.75:
        hosp_header(c, n)
    n.add("\n", r.choice(["DEVICE INTERROGATION REPORT", "Device Clinic - In-Person Interrogation", "PACEMAKER/ICD FOLLOW-UP",
                          "Cardiac Implantable Electronic Device Check"]), "\n\n")
    pt_header(c, n)
    n.add("Date of service: ", c.d(c.today), " ", C.tm(r), "\n")
    n.add("Referring: ", c.doc(c.gp), "  Primary EP: ", c.doc(c.ep, "drfull"), "\n\n")
    n.add("DEVICE\n", f"{model} ({kind})  SN ", ("DEVICE", c.serial), "\nImplanted ", c.d(c.implant),
          r.choice([" at ", " @ "]), ("HOSPITAL", c.hospital()), " by ", c.doc(c.person(), "dr"), "\n")
    if kind not in ("ILR", "S-ICD", "leadless PPM"):
        for ch, sn in zip(["RA", "RV"], c.lead_serials):
            n.add(f"{ch} lead: {r.choice(P.LEADS)}, SN ", ("DEVICE", sn), "\n")
    n.add("Indication: ", c.indication(), "\n", C.pmh(c), C.social(c), "\n")
    n.add("REASON: ", r.choice(["routine 6-month check", "annual in-clinic follow-up", f"wound check, POD {r.randint(7, 14)}",
                                "patient-reported dizziness", "pre-op reprogramming (surgery with diathermy)",
                                "post-remote alert in-person check"]), ".\nPt: ")
    n.add(C.age_any(c), "- ", r.choice(["seen with ", "accompanied by "]), c.rel, " ", c.fam_name(), ".\n\n")
    n.add("MEASUREMENTS\n", C.battery(c), "\n", C.lead_block(c, kind), C.pacing_pct(c), "\n\n")
    n.add("EPISODES since ", c.d(c.ago(90, 400)), ": ", C.episodes(c), "\n")
    if kind in ("ICD", "CRT-D", "S-ICD"):
        n.add("Zones: ", C.zones(c), "\n")
        if r.random() < 0.5:
            n.add(f"Therapy: ATP x{r.randint(1, 4)} successful on ", c.d(c.ago(3, 80)), " at ", C.tm(r), ". No shocks.\n")
    else:
        n.add("Mode: ", C.mode(c), "\n")
    n.add("\nMeds: ", C.meds(c), "\n", C.vitals(c), " ", C.scores(c), "\n\n")
    n.add("ASSESSMENT/PLAN\n- Normal device function; ", r.choice(["no changes made", "sensitivity adjusted to 0.6 mV",
          "output reduced for longevity", "rate response turned ON", "lower rate decreased to 50 bpm"]), ".\n")
    n.add("- Remote monitoring via ", r.choice(P.PLATFORMS), "; next scheduled transmission ", c.d(c.ahead(60, 120)), ".\n")
    n.add("- In-clinic review ", r.choice(["in 12 months", "in 6 months", "in 3 mo", "after next remote"]), ". ", C.codes(c), "\n\n")
    n.add(C.social(c))
    n.add("Interrogated by: ", c.doc(c.nurse, "cred"), "\nReviewed/electronically signed: ", c.doc(c.ep, "md"), " ", c.d(c.today),
          " ", C.tm(r), "\n")
    if r.random() < 0.5:
        g, s = c.person()
        n.add("DD: ", c.d(c.today), "  DT: ", c.d(c.ahead(1, 2)), "  /", ("DOCTOR", (g[0] + s[0]).lower()), "\n")
    n.add("cc: ", c.doc(c.gp, "dr"), ", ", ("HOSPITAL", c.gp_practice), "\n")
    if r.random() < 0.5:
        n.add(C.footer(c))


def remote_alert(c, n):
    r = c.r
    model, kind, _ = c.device
    plat = r.choice(P.PLATFORMS[:4] + ["CareLink Network"])
    n.add(r.choice(["REMOTE TRANSMISSION REVIEW", "Remote Monitoring Alert - Clinician Review", "RM ALERT TRIAGE"]), "\n")
    n.add("Source: ", plat, "   Alert ID: ", ("IDNUM", c.idnum("alert")), "   Transmission ID: ", ("IDNUM", c.idnum("tx")), "\n")
    n.add("Received: ", c.d(c.today), " ", C.tm(r), r.choice([" EST", " CT", " GMT", " IST", ""]), "\n")
    n.add("Clinic: ", ("HOSPITAL", c.clinic_name), "\n")
    n.add("Patient: ", c.pt("upper" if r.random() < 0.5 else "sur_first"), "  DOB ", c.d(c.dob), "  MRN ", ("MRN", c.mrn), "\n")
    n.add("Device: ", model, " / SN ", ("DEVICE", c.serial), "\n")
    n.add("Transmitter: ", r.choice(["MyCareLink 24950", "Merlin@home EX1150", "LATITUDE Communicator 6290", "CardioMessenger Smart"]),
          " SN ", ("DEVICE", c.mk_serial(r.choice(["MCL", "EX", "LC"]))), r.choice([", last IP ", ", gateway "]), ("IPADDR", c.ip()), "\n\n")
    trig = r.choice(["AT/AF burden > 6 h/day", "VT/VF episode with therapy", "RV lead impedance out of range",
                     "OptiVol fluid index crossed threshold", "Battery at RRT", "Patient-activated transmission (symptom)",
                     "Pause > 3 s", "Brady episode HR < 30 bpm", "Missed scheduled transmission x2"])
    n.add("Alert: ", trig, "\nFindings: ", C.episodes(c), " ", C.pacing_pct(c), "\n")
    if "impedance" in trig:
        n.add(f"RV pacing impedance rose from {r.randint(400, 700)} to {r.randint(1600, 3000)} ohms since ", c.d(c.ago(5, 30)),
              "; ? lead fracture vs connection issue.\n")
    if "OptiVol" in trig:
        n.add(f"Fluid index {r.randint(60, 160)} ohm-days (threshold 60); thoracic impedance trending down over 3 weeks.\n")
    n.add("EGM reviewed: ", r.choice(["appropriate detection", "oversensing of T waves", "AF with controlled VR",
                                     "myopotential noise", "sinus tach 1:1, SVT discriminators withheld correctly"]), ".\n\n")
    n.add("Action:\n")
    n.add(f"  {C.tm(r)} called pt on ", ("PHONE", c.phone()), r.choice([" - no answer, VM left", " - spoke with patient",
          f" - spoke with {c.rel} "]))
    if n.parts[-1].endswith(" "):
        n.add(("FAMILY", c.fam[0]))
    n.add(".\n")
    n.add("  Pt reports ", r.choice(["no symptoms", "mild SOB on stairs", "palpitations Tuesday evening", "a 'jolt' while gardening",
                                    "feeling fine, was at the gym"]), ". Meds: ", C.meds(c, 2), ".\n")
    n.add("  Discussed with ", c.doc(c.ep, "dr"), " - ", r.choice(["increase bisoprolol; repeat transmission in 2 wk",
          "book in-clinic check", "start DOAC (CHA2DS2-VASc 3)", "no action, continue routine RM",
          "urgent review in device clinic"]), ".\n")
    if r.random() < 0.6:
        n.add("  In-clinic appt booked: ", c.d(c.ahead(2, 20), r.choice(["wk_us", "wk_long", "wk_eu"])), " at ", C.tm12(r), ".\n")
    op, cl = r.choice([(" (user ", ")"), (" [login: ", "]")])
    n.add("\nReviewed by: ", c.doc(c.nurse, "cred"), op, ("USERNAME", c.username(c.nurse)), cl, " on ", c.d(c.today), "\n")
    n.add("Billing: ", C.codes(c), "  Acct ", ("ACCOUNT", c.account()), "\n")
    n.add("Audit: viewed from ws ", ("IPADDR", c.ip()), " at ", C.tm(r), "\n")
    n.add("Hx: ", c.indication(), ". ", C.pmh(c))
    n.add("Prior transmissions: ", c.d(c.ago(80, 100), "md"), " normal; ", c.d(c.ago(170, 190), "md"), " normal. ", C.labs(c), "\n")


def implant(c, n):
    r = c.r
    c.use(["PPM", "ICD", "CRT-D", "CRT-P", "S-ICD", "ILR", "leadless PPM"])
    model, kind, _ = c.device
    d = c.today
    n.add(r.choice(["PROCEDURE NOTE", "Operative Report - Device Implant", "EP LAB PROCEDURE REPORT"]), "\n")
    n.add(("HOSPITAL", c.hosp), r.choice([" - Electrophysiology Laboratory", ", EP Lab", " Cardiac Cath/EP Suite"]), "\n")
    n.add("Patient: ", c.pt(r.choice(["upper", "full", "sur_first"])), "   MRN: ", ("MRN", c.mrn), "   DOB: ", c.d(c.dob), "\n")
    n.add("Date of procedure: ", c.d(d), "   Room ", ("LOCATION_OTHER", r.choice(["EP3", "2", "4B", "EP-1", "Hybrid 6"])),
          "   Case #: ", ("IDNUM", c.idnum("case")), "\n")
    n.add("Operator: ", c.doc(c.ep, "drfull"), "\nAssistant: ", c.doc(c.person(), "md"), "\nAnaesthesia: ",
          r.choice(["local + conscious sedation (midazolam 2 mg, fentanyl 50 mcg)", "GA", "local lidocaine 1% 20 mL"]), "\n")
    n.add("Scrub: ", c.doc(c.person(), "cred"), "  Circulating: ", c.doc(c.person(), "full"), "  Physiologist: ", c.doc(c.nurse, "full"), "\n\n")
    n.add("INDICATION: ", C.age_adj(c), r.choice(["gentleman" if c.sex == "M" else "lady", "pt", "M" if c.sex == "M" else "F"]), " with ", c.indication(), ". ",
          C.scores(c), "\n\n")
    n.add("PROCEDURE: ", r.choice(["New implant", "Generator change (ERI)", "Upgrade to CRT-D", "Lead revision", "ILR insertion"]),
          f" - {model}.\n")
    if kind == "ILR":
        n.add("Consent obtained. Lidocaine 1% with adrenaline. 1 cm incision left parasternal 4th ICS, device inserted with tool at 45 deg; R waves checked.\n")
    elif kind == "leadless PPM":
        n.add(f"Consent obtained. R femoral vein, 27 Fr introducer. Deployed mid-septal RV; pull-and-hold test x2 tines engaged. Fluoro {r.uniform(3, 15):.1f} min.\n")
    else:
        n.add(f"Consent obtained. Cefazolin 2 g IV pre-op. {r.choice(['Left', 'Right'])} {r.choice(['cephalic cut-down', 'axillary vein puncture (Seldinger technique)', 'subclavian access'])}. ")
        n.add(f"Pocket fashioned at {r.choice(['prepectoral', 'subpectoral'])} level. Fluoro time {r.uniform(1.5, 25):.1f} min, DAP {r.randint(80, 4000)} cGy.cm2.\n")
    n.add("Generator SN ", ("DEVICE", c.serial), "\n")
    if kind not in ("ILR", "S-ICD", "leadless PPM"):
        for ch, sn in zip(["RA", "RV", "LV"][:3 if "CRT" in kind else 2], c.lead_serials):
            n.add(f"{ch}: {r.choice(P.LEADS)} SN ", ("DEVICE", sn), f" - {r.choice(['active fixation', 'passive', 'quadripolar'])}\n")
    n.add(C.lead_block(c, kind, "table"))
    if kind in ("ICD", "CRT-D", "S-ICD") and r.random() < 0.5:
        n.add(f"DFT not performed per protocol. ")
    n.add(f"Closure 2-0 and 3-0 Vicryl, 4-0 Monocryl subcuticular. EBL < {r.choice([10, 20, 50])} mL. No complications.\n")
    if r.random() < 0.4:
        n.add("Explanted generator SN ", ("DEVICE", c.mk_serial("OLD")), " returned to manufacturer, RA# ", ("IDNUM", c.idnum("ra")), ".\n")
    n.add("\nPOST-OP: CXR ", r.choice(["today", "in am", "at 4 h"]), " (accession ", ("IDNUM", c.idnum("acc")),
          ") - no PTX. Arm restrictions 4-6 wk. Recovery bay ", ("LOCATION_OTHER", str(r.randint(1, 14))), ".\n")
    n.add("Wound check with ", ("HOSPITAL", c.gp_practice) if r.random() < 0.5 else "practice nurse", " ", c.d(c.ahead(7, 10)),
          "; device clinic ", c.d(c.ahead(35, 60), "month_year"), ".\n")
    n.add("Device ID card issued; registration sent to manufacturer.\n")
    n.add("Home: ", c.addr_parts(c.home), "; contact ", c.rel, " ", c.fam_name(), " ", ("PHONE", c.phone()), "\n")
    n.add(C.pmh(c), C.social(c), "Meds on discharge: ", C.meds(c, 3), ". ", C.vitals(c), "\n")
    lk, lv = c.license()
    n.add("\n", c.doc(c.ep, "md"), "  ", lk + " ", ("LICENSE", lv), "\nSigned ", c.d(d), " ", C.tm(r), "\n")


def advisory(c, n):
    r = c.r
    model, kind, _ = c.device
    hosp_header(c, n)
    n.add("\n", c.d(c.today, r.choice(["long_us", "long_eu", "ord_eu", "abbr_us"])), "\n\n")
    n.add(c.pt(r.choice(["mid", "full", "title_full"])), "\n")
    n.add(c.addr_parts(c.home, sep="\n"), "\n\n")
    ref = r.choice(["FA-2023-117", "FSN 4512", "Field Safety Notice 2024-07", "Advisory #PA-0893", "Recall Class II Z-1442-2024"])
    n.add("Re: ", r.choice(["Important information about your ", "Manufacturer advisory affecting your "]),
          r.choice(["pacemaker", "ICD", "device lead", "defibrillator battery"]), " - ", ref, "\n")
    n.add("Patient ID: ", ("MRN", c.mrn), "   Device SN: ", ("DEVICE", c.serial), "\n\n")
    n.add("Dear ", c.pt(r.choice(["title", "title", "given", "title_full"])), ",\n\n")
    n.add(f"You may have heard that the manufacturer of your {model} has issued an advisory ({ref}) ")
    n.add(r.choice(["about a small number of batteries that may deplete earlier than expected",
                    "regarding a possible loss of pacing output in rare circumstances",
                    "about an increased rate of conductor fracture in a lead family",
                    "about a software issue that will be corrected at your next check"]),
          f". The reported rate is about {r.uniform(0.01, 0.9):.2f}%. This is not a recall requiring surgery for most patients. ")
    n.add("Our records show your device was implanted on ", c.d(c.implant), " at ", ("HOSPITAL", c.hospital()),
          ", and your last check on ", c.d(c.ago(20, 200)), " was normal.\n\n")
    n.add(f"What we will do: increase remote checks to every {r.choice(['month', '3 months', '6 weeks'])}; ")
    n.add("your next in-person review is on ", c.d(c.ahead(10, 60), r.choice(["wk_long", "wk_eu", "long_us"])), " at ", C.tm12(r), ".\n")
    n.add("What you can do: keep your bedside monitor plugged in. If you feel dizzy, faint, or receive a shock, call ",
          ("PHONE", c.phone()), r.choice([" (Mon-Fri 8-4)", " during office hours", ""]), " or 911/999/112.\n")
    if r.random() < 0.6:
        n.add("More information: ", ("URL", c.url()), " or email ", ("EMAIL", c.email(("device", "clinic"))), ".\n")
    if r.random() < 0.4:
        n.add("The FDA/Health Canada/HPRA has been informed. This letter is not related to your ", c.rel, " ", c.fam_name(),
              "'s appointment.\n")
    n.add("\nYours sincerely,\n\n", c.doc(c.ep, "md"), "\nConsultant Cardiologist / Electrophysiologist\n")
    n.add(c.doc(c.nurse, "cred"), ", Device Clinic Coordinator - ", ("EMAIL", c.email(c.nurse)), "\n")
    n.add("cc: ", c.doc(c.gp, "dr"), ", ", ("HOSPITAL", c.gp_practice), ", fax ", ("FAX", c.phone(ext=False)), "\n")
