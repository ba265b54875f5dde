"""Genres 5-8: clinic letter to GP, MRI conditional checklist, shock telephone triage, end-of-life deactivation."""
import pools as P
import common as C
from genres1 import hosp_header


def gp_letter(c, n):
    r = c.r
    model, kind, _ = c.device
    hosp_header(c, n)
    n.add("\n", c.d(c.today, r.choice(["long_us", "long_eu", "eu", "us"])), "\n\n")
    n.add(c.doc(c.gp, r.choice(["drfull", "dr"])), "\n", ("HOSPITAL", c.gp_practice), "\n")
    ga = c.address(r.choice(P.PLACES[c.country]))
    n.add(c.addr_parts(ga, sep="\n"), "\n\n")
    n.add("Dear ", c.doc(c.gp, r.choice(["dr", "drnodot"])), ",\n\n")
    n.add("Re: ", c.pt(r.choice(["full", "upper", "mid"])), ", DOB ", c.d(c.dob), ", ", r.choice(["MRN ", "Hosp no. ", "Chart "]),
          ("MRN", c.mrn), "\n", c.addr_parts(c.home), "\n\n")
    n.add(r.choice(["Diagnosis:\n", "Problems:\n"]), "1. ", c.indication(), "\n2. ", model, " implanted ", c.d(c.implant,
          r.choice(["month_year", "year", "mo3_year", "m_y"])), "\n3. ", r.choice(["Paroxysmal AF", "HTN", "T2DM (HbA1c 58)", "CKD 3b", "OSA on CPAP"]), "\n\n")
    n.add("I reviewed ", c.pt(r.choice(["title", "title", "given"])), " in the device clinic ", r.choice(["today", "on " ]))
    if n.parts[-1].endswith("on "):
        n.add(c.d(c.ago(1, 10)))
    n.add(". ", c.he if r.random() < 0.5 else "The patient", " is a ", C.age_adj(c), ("PROFESSION", c.prof),
          r.choice([" who lives with ", ", living with "]), c.his + " ", c.rel, " ", c.fam_name(),
          r.choice([" in ", " outside "]), ("CITY", c.place[0]), ". ")
    n.add(r.choice(["Symptomatically well.", "Reports occasional palpitations, no syncope.", "Some exertional breathlessness, NYHA II.",
                    "Mild pocket discomfort, no erythema."]), " ", C.vitals(c), "\n", C.pmh(c), "\n")
    n.add("Interrogation: ", C.battery(c), " ", C.pacing_pct(c), " ", C.episodes(c), " ", C.lead_block(c, kind, "prose"))
    n.add("\nMedications: ", C.meds(c, 4), ".\nBloods ", c.d(c.ago(3, 40), r.choice(["md", "d_mon", "mon_d"])), ": ", C.labs(c), "\n\n")
    n.add("Plan:\n- ", r.choice(["Please consider anticoagulation given AHRE burden; CHA2DS2-VASc 4.",
                                 "No change to medications.", "Please check U&E in 2 weeks after spironolactone start.",
                                 "Titrate bisoprolol to 5 mg if HR allows."]), "\n")
    if r.random() < 0.5:
        n.add(f"- Driving: {r.choice(['no restriction for pacemaker after 1 week', 'no driving for 6 months after appropriate shock', 'Group 2 licence not permitted with ICD'])}.",
              " ", c.he, " drives for ", ("ORGANIZATION", c.employer), ".\n")
    n.add("- Remote monitoring continues (", r.choice(P.PLATFORMS), "). Next clinic ", c.d(c.ahead(150, 380), r.choice(["month_year", "mo3_year"])), ".\n\n")
    n.add("Kind regards,\n\n", c.doc(c.ep, "md"), "\n", r.choice(["Consultant Electrophysiologist", "Staff Cardiologist", "Attending, EP"]), "\n")
    if r.random() < 0.5:
        n.add("Dictated but not read. ", c.doc(c.person(), "full"), " (secretary) ", ("PHONE", c.phone(ext=True)), "\n")
    n.add("Copy: patient; ", c.doc(c.person(), "dr"), r.choice([", Cardiology, ", ", HF service, "]), ("HOSPITAL", c.hospital()), "\n")


def mri_checklist(c, n):
    r = c.r
    model, kind, _ = c.device
    n.add(("HOSPITAL", c.hosp), " - ", r.choice(["Diagnostic Imaging", "MRI Department", "Radiology"]), "\n")
    n.add("MR CONDITIONAL CARDIAC DEVICE SAFETY CHECKLIST\n", "=" * r.randint(20, 44), "\n")
    n.add("Name: ", c.pt("upper"), "  Sex: ", c.sex, "  Age: ", ("AGE", str(c.age)), "\n")
    n.add("DOB: ", c.d(c.dob), "   MRN: ", ("MRN", c.mrn), "   Order #: ", ("IDNUM", c.idnum("order")), "\n")
    n.add("Exam: MRI ", r.choice(["lumbar spine", "brain w/wo contrast", "cardiac (LGE)", "knee", "prostate", "C-spine"]),
          "   Scheduled: ", c.d(c.ahead(2, 30)), " ", C.tm(r), "   Scanner: ", r.choice(["1.5T Siemens Aera", "1.5 T GE Signa", "3T Philips Ingenia"]), "\n")
    n.add("Referrer: ", c.doc(c.person(), r.choice(["dr", "md"])), ", ", ("HOSPITAL", c.gp_practice), " ", ("PHONE", c.phone()), "\n\n")
    box = r.choice([("[x]", "[ ]"), ("Y", "N"), ("(yes)", "(no)"), ("✔", "✘")])
    items = [f"Generator: {model}, SN ", "Leads: ", f"Implant > 6 weeks ago", "No abandoned / epicardial leads",
             "Lead impedance and thresholds within limits", f"Pacing dependency assessed", "MRI mode programmed",
             f"Full body SAR <= 2.0 W/kg; B1+rms <= {r.choice(['2.8', '3.6'])} uT", "Pulse oximetry + ECG monitoring in scanner",
             "Resus trolley / external defib in Zone 3"]
    for i, it in enumerate(items):
        mark = box[0] if r.random() < 0.9 else box[1]
        n.add(f"{mark} {it}")
        if i == 0:
            n.add(("DEVICE", c.serial))
        elif i == 1:
            if kind in ("ILR", "S-ICD", "leadless PPM"):
                n.add("none / N/A")
            else:
                n.add(("DEVICE", c.lead_serials[0]), ", ", ("DEVICE", c.lead_serials[1]))
        elif i == 2:
            n.add(" (implanted ", c.d(c.implant), ")")
        elif i == 5:
            n.add(f" - {r.choice(['dependent, underlying rhythm < 30 bpm', 'not dependent', 'intrinsic rhythm 58 bpm'])}")
        n.add("\n")
    h = r.randint(7, 18)
    n.add("\nPre-scan programming ", f"{h:02d}:{r.randint(0, 59):02d}", ": ", r.choice(["DOO 80", "VOO 70", "MRI SureScan ON (ODO)", "tachy therapies OFF", "MRI Protection Mode"]),
          " by ", c.doc(c.nurse, "cred"), "\n")
    n.add("Post-scan ", f"{h + 1:02d}:{r.randint(0, 59):02d}", ": original settings restored; ", C.lead_block(c, kind, "prose"))
    n.add("Radiographer: ", c.doc(c.person(), "full"), "   Supervising radiologist: ", c.doc(c.person(), "dr"), "\n")
    n.add("Device clinic contact ", r.choice(["bleep ", "pager ", "ext "]), ("PHONE", c.pager()), r.choice([" / ", "; on-call "]), ("PHONE", c.phone()), "\n")
    n.add("Room: ", ("LOCATION_OTHER", r.choice(["MR2", "MRI 1", "Scanner B", "Magnet Room 3"])), "   Acc. ", ("IDNUM", c.idnum("acc")), "\n")
    if r.random() < 0.5:
        n.add("Patient escorted from ", ("HOSPITAL", r.choice(["Ward 5B", "St. Luke's Ward", "Cedar Unit", "Oncology Day Ward"])),
              ", bed ", ("LOCATION_OTHER", str(r.randint(1, 32))), ". ", C.codes(c), "\n")
    n.add("Checklist completed ", c.d(c.today), " ", C.tm(r), ". Patient identity confirmed x2 (name + DOB).\n")


def shock_triage(c, n):
    r = c.r
    c.use(["ICD", "CRT-D", "S-ICD"])
    model, kind, _ = c.device
    n.add(r.choice(["TELEPHONE TRIAGE - ICD SHOCK", "Phone note: ICD discharge", "Device Clinic Phone Encounter"]), "\n")
    n.add(("HOSPITAL", c.clinic_name), "\n")
    n.add("Call date: ", c.d(c.today, r.choice(["wk_long", "us", "eu", "iso", "wk_us"])), "  time ", C.tm12(r), "\n")
    who = r.random() < 0.5
    n.add("Caller: ", (c.pt("full") if not who else [c.rel, " ", c.fam_name()]), "  Callback: ", ("PHONE", c.phone()), "\n")
    n.add("Re patient: ", c.pt("sur_first"), "  MRN ", ("MRN", c.mrn), "  ", ("AGE", str(c.age)), r.choice(["M", "F", "yo", " y/o"]), "\n")
    n.add("Device: ", model, "  SN ", ("DEVICE", c.serial), "\n\n")
    n.add("S: ")
    shocks = r.choice(["one shock", "two shocks", "a single shock", "3 shocks within 10 minutes", "one shock"])
    loc = r.choice(["while at work at ", "at the supermarket - ", "while mowing the lawn at home", "during Mass at ",
                    "driving on the highway near ", "at the hockey rink, ", "in bed"])
    n.add(c.pt(r.choice(["given", "title"])), " reports ", shocks, " ", c.d(c.today, "weekday") if r.random() < 0.3 else "today", " ", loc)
    if loc.endswith("at ") and "work" in loc:
        n.add(("ORGANIZATION", c.employer))
    elif "Mass" in loc:
        n.add(("ORGANIZATION", r.choice(P.CHURCHES)))
    elif "near " in loc:
        n.add(("CITY", r.choice(P.PLACES[c.country])[0]))
    elif "rink" in loc or "supermarket" in loc:
        n.add(("LOCATION_OTHER", r.choice(["Fenwick Arena", "Tamarack Community Centre", "Kilbrennan Shopping Centre", "Greystone Mall"])))
    n.add(". ", r.choice(["Felt dizzy beforehand.", "No warning.", "Preceded by palpitations.", "No LOC.", "Brief LOC per family."]), " ")
    n.add(r.choice(["Now feels well.", "Chest wall sore.", "Anxious, crying.", "Mild SOB."]), " Previous shock ",
          r.choice(["never", "x1 in " ]))
    if n.parts[-1].endswith("in "):
        n.add(c.d(c.ago(100, 900), r.choice(["month_year", "year"])))
    n.add(".\nO: Remote transmission requested ", C.tm(r), " - received. ", C.episodes(c), " ",
          r.choice(["Appropriate shock for VF 280 bpm.", "Inappropriate shock - AF with RVR 190 bpm.", "ATP failed x2, 35 J shock successful.",
                    "Lead noise; RV impedance >3000 ohms."]), "\n")
    n.add("A: ", r.choice(["Single appropriate shock, stable.", "Inappropriate therapy.", "Electrical storm - ED.", "Possible lead fracture."]), "\n")
    n.add("P: ", r.choice(["Advised 911 if further shock or symptoms.", "Sent to ED at ", "Clinic visit tomorrow 09:00.", "Tachy therapy OFF via magnet in ED."]))
    if n.parts[-1].endswith("at "):
        n.add(("HOSPITAL", c.hospital()))
    n.add(" Bloods: ", C.labs(c), "\n")
    n.add("Driving: advised no driving x ", r.choice(["3", "6"]), " mo (", r.choice(["private licence", "commercial"]), "). ")
    if r.random() < 0.6:
        n.add("Pt is " + ("an " if c.prof[0] in "aeiou" else "a "), ("PROFESSION", c.prof), "; vehicle reg ", ("VEHICLE", c.vehicle()), " - ", r.choice(["DMV", "NDLS", "MTO"]),
              " form to follow.")
    n.add("\nDiscussed with on-call EP ", c.doc(c.ep, "drnodot"), " (pager ", ("PHONE", c.pager()), ").\n")
    n.add("Hx: ", c.indication(), ". ", C.pmh(c), C.social(c))
    n.add("Triage RN: ", c.doc(c.nurse, "full"), " ", C.tm(r), "\n")


def deactivation(c, n):
    r = c.r
    c.use(["ICD", "CRT-D", "S-ICD"])
    model, kind, _ = c.device
    site = r.choice(P.CARE_HOMES + [c.hosp])
    n.add(r.choice(["ICD DEACTIVATION NOTE", "End-of-life device management", "Deactivation of tachytherapy - palliative care"]), "\n")
    n.add("Location: ", ("HOSPITAL", site), r.choice([", room ", ", Rm ", " bed "]), ("LOCATION_OTHER", f"{r.randint(1, 40)}{r.choice(['', 'A', 'B'])}"), "\n")
    n.add("Date: ", c.d(c.today), "  Time: ", C.tm(r), "\n")
    n.add("Patient: ", c.pt(r.choice(["full", "upper", "mid"])), " (", c.age_parts(r.choice(["yo", "yo2"])), c.sex, ")  MRN ", ("MRN", c.mrn), "\n")
    n.add("Device: ", model, ", SN ", ("DEVICE", c.serial), ", implanted ", c.d(c.implant, r.choice(["year", "month_year", None])), "\n\n")
    n.add("Background: ", r.choice(["metastatic pancreatic ca", "end-stage HF, inotrope-dependent", "advanced dementia, CFS 8",
                                     "ESRD, withdrawing dialysis", "progressive MND"]), ". ", C.scores(c), " Goals of care discussed with palliative team (",
          c.doc(c.person(), "dr"), ") on ", c.d(c.ago(1, 6), r.choice(["md", "wk_us", "d_mon", "weekday"])), ".\n")
    n.add("Decision-maker: ", c.rel, " ", c.fam_name(), " (", r.choice(["health care proxy", "POA", "next of kin"]), ") ",
          ("PHONE", c.phone()), ". Patient ", r.choice(["has capacity and requests deactivation", "lacks capacity; proxy confirms prior wishes"]), ".\n")
    if r.random() < 0.5:
        g, s = c.person()
        n.add("Also present: son ", ("FAMILY", g), ", chaplain ", c.doc(c.person(), "full", typ="FAMILY"), " of ", ("ORGANIZATION", r.choice(P.CHURCHES)), ".\n")
    n.add("\nProcedure: interrogated with ", r.choice(["programmer", "CareLink SmartSync", "Merlin PCS", "Zoom Latitude"]),
          ". ", C.battery(c), "\nTachy therapies (ATP + shock) turned OFF at ", C.tm(r), ". ")
    n.add(r.choice(["Bradycardia pacing left ON (pacing-dependent; deactivation of pacing not requested).",
                    "Pacing reduced to VVI 40.", "Pacing left unchanged per patient wishes."]), "\n")
    n.add("Ring magnet taped over can as backup? ", r.choice(["No - not needed", "Yes, with signage", "N/A"]), ".\n")
    n.add("DNACPR form completed; ", r.choice(["MOLST", "POLST", "Goals of Care form"]), " updated.\n")
    n.add("Nursing staff on ", ("HOSPITAL", r.choice(["Ward 4 East", "Rowan Ward", "Palliative Care Unit Ash", "Hospice Suite 2"])),
          " informed; ", c.doc(c.person(), "cred"), ".\n")
    n.add("Letter to GP ", c.doc(c.gp, "dr"), " and to manufacturer.\n", C.pmh(c), "Meds: ", C.meds(c, 3), " (rationalised). ", C.labs(c), "\n")
    if r.random() < 0.35:
        n.add("Pt died peacefully ", c.d(c.ahead(1, 14)), "; ICD explant ", r.choice(["not required (burial)", "required before cremation"]),
              ". Funeral home: ", ("ORGANIZATION", r.choice(["Corrigan & Sons Funeral Home", "Lakeside Memorial Chapel", "Brodeur Funeral Services"])), ".\n")
    n.add("\n", c.doc(c.ep, "md"), " / ", c.doc(c.nurse, "cred"), "\n")
