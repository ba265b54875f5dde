"""Added genres: ICD device clinic / remote monitoring report, driving and occupational
fitness letter, genetic test request and consent form."""
import clinical as CL
import common as C
import pools_places as PL
from common import t

MONITORS = ["MyCareLink Smart", "LATITUDE NXT", "Merlin@home", "CardioMessenger Smart", "myMerlinPulse app"]

AUTH = {"GB": "the DVLA", "IE": "the National Driver Licence Service", "US": "the state DMV Medical Review Unit",
        "CA": "the provincial driver medical review office", "AU": "the state road transport authority (Austroads standards)",
        "NZ": "Waka Kotahi NZ Transport Agency", "ZA": "the Department of Transport", "SG": "the Traffic Police"}


DUTIES = [("bus driver", "driving a passenger-carrying vehicle"), ("HGV driver", "driving goods vehicles over 3.5 tonnes"),
          ("scaffolder", "working at heights"), ("crane operator", "operating heavy lifting equipment"),
          ("firefighter", "safety-critical emergency duties"), ("police officer", "emergency response driving"),
          ("taxi driver", "carrying passengers for hire"), ("electrician", "work on live electrical installations"),
          ("train driver", "safety-critical driving duties"), ("airline pilot", "flying commercial aircraft"),
          ("forklift operator", "operating forklifts in a busy warehouse"), ("lorry driver", "long-distance goods driving"),
          ("courier", "driving a delivery van"), ("commercial diver", "diving at depth"), ("lifeguard", "water rescue duties"),
          ("paramedic", "emergency driving and patient handling"), ("tree surgeon", "working at heights with chainsaws"),
          ("roofer", "working at heights"), ("miner", "underground work"), ("security guard", "lone working on night shifts"),
          ("arc welder", "exposure to strong electromagnetic fields"), ("ambulance driver", "blue-light driving"),
          ("school bus driver", "carrying children to and from school")]


def _hm(ctx):
    return "%02d:%02d" % (ctx.r.randint(0, 23), ctx.r.randint(0, 59))


def device_report(n, ctx):
    pt, ref = C.new_patient(ctx, 15, 80)
    cond = CL.pick_cond(ctx)
    phys = C.doctor(ctx, nurse=True)
    dr = C.doctor(ctx)
    ml, mrn = ctx.mrn()
    remote = ctx.p(0.6)
    n(ctx.ch(["ICD REMOTE MONITORING - TRANSMISSION REVIEW", "Remote device check (ICD)"]) if remote else
      ctx.ch(["DEVICE CLINIC - ICD INTERROGATION", "ICD follow-up check", "Pacing & Devices Clinic: ICD check"]), "\n")
    n(ctx.hospital(), ctx.ch([" - Cardiac Devices", " Device Clinic", " - Arrhythmia Service"]), "\n\n")
    n("Patient: ", pt.cap(), "   DOB: ", ctx.date(pt.dob, "num"), "   ", ml, ": ", mrn, "\n")
    n("Indication: ", ctx.ch(["primary", "secondary"]), " prevention - ", cond["name"], "\n")
    imp = ctx.rdate(2013, ref.year - 1)
    model = ctx.ch(CL.ICD_MODELS)
    n("Device: ", model, "   SN: ", ctx.serial("icd"), "\n")
    n("Implanted: ", ctx.date(imp, ctx.ch(["num", "abbr"])), " at ", ctx.hospital(), " by ", C.drname(ctx, C.doctor(ctx), "title_last"), "\n")
    if "S-ICD" not in model:
        n("Lead: RV ", ctx.ch(CL.LEAD_MODELS), "  SN ", ctx.serial("lead"), "\n")
        if "DR" in model or ctx.p(0.2):
            n("      RA ", ctx.ch(["CapSureFix Novus 5076", "Tendril STS 2088TC", "Solia S 53"]), "  SN ", ctx.serial("lead"), "\n")
    if remote:
        tx = ref
        n("\nTransmission: ", ctx.date(tx, ctx.ch(["num", "dmy_upper"])), " ", _hm(ctx), "  ", ctx.ch(["scheduled", "ALERT - patient-initiated",
                                                                                                     "alert: VF episode", "alert: lead impedance"]), "\n")
        n("Monitor: ", ctx.ch(MONITORS), "  ID ", ("DEVICE", ctx.ch(["CL", "LT", "MH"]) + ctx.digits(8)))
        if ctx.p(0.7):
            n("  last IP ", ctx.ip())
        n("\nPortal account: ", ctx.username(pt) if ctx.p(0.5) else ctx.username(phys), "\n")
    else:
        tx = ref
        n("\nClinic date: ", ctx.date(tx), "  ", ctx.ch(["Device clinic room ", "Pacing room ", "Clinic "]), ctx.room(), "\n")
    n("\nMEASUREMENTS\n")
    n("Battery: %s (%.1f years to RRT)   Charge time: %.1f s\n" % (ctx.ch(["OK", "Good", "BOL"]), ctx.r.randint(15, 120) / 10.0,
                                                                    ctx.r.randint(60, 120) / 10.0))
    if "S-ICD" in model:
        n("Electrode impedance: OK   Sensing vector: %s   Last shock impedance %d ohms\n" % (
            ctx.ch(["Primary", "Secondary", "Alternate"]), ctx.r.randint(50, 110)))
    else:
        n("RV: R wave %.1f mV, pacing impedance %d ohms, threshold %.2f V @ 0.4 ms, HV impedance %d ohms\n" % (
            ctx.r.randint(40, 200) / 10.0, ctx.r.randint(320, 900), ctx.r.randint(3, 15) / 4.0, ctx.r.randint(40, 90)))
        n("Pacing: RV %s%%  RA %s%%   AT/AF burden %s\n" % (ctx.ch(["<0.1", "0.4", "2", "12", "0"]), ctx.ch(["n/a", "8", "35", "<1"]),
                                                        ctx.ch(["0%", "0%", "1.4%", "<0.1%"])))
    if "S-ICD" in model:
        n("Zones: shock zone >%d bpm; conditional shock zone >%d bpm (80 J)\n" % (ctx.r.choice([220, 230, 240]),
                                                                               ctx.r.choice([190, 200, 210])))
    else:
        n("Zones: VF >%d bpm (shock 40 J x6); VT %d-%d bpm (ATP x2, then shock); monitor zone %d bpm\n" % (
            ctx.r.choice([200, 222, 231, 250]), ctx.r.choice([170, 181, 188]), ctx.r.choice([200, 222]), ctx.r.choice([150, 160])))
    n("\nEPISODES since last check (", ctx.date(ctx.shift(tx, -200, -60), "num"), "):\n")
    k = ctx.r.randrange(4)
    if k == 0:
        n("None.\n")
    else:
        for _ in range(k):
            ed = ctx.shift(tx, -60, 0)
            n("- ", ctx.date(ed, ctx.ch(["num", "wkshort"])), " ", _hm(ctx), "  ", ctx.ch([
                "VF 290 bpm, 1 shock 40 J, terminated. Appropriate.",
                "VT 205 bpm, ATP x1 successful.",
                "NSVT 12 beats, no therapy.",
                "SVT (sinus tach 196 bpm) inappropriately detected in VF zone - 1 shock. Inappropriate.",
                "noise on RV lead, no therapy - lead integrity alert.",
                "AF with RVR 160 bpm, withheld (SVT discriminator)."]), "\n")
    n("\nAssessment: ", ctx.ch(["Normal device function.", "Appropriate therapy - clinician review requested.",
                               "Inappropriate shock - reprogrammed, beta-blocker up-titration advised.",
                               "Stable lead parameters. Battery adequate.", "Possible lead fracture - urgent review."]), "\n")
    n("Actions: ")
    if ctx.p(0.6):
        n("phoned pt on ", ctx.phone(kind=ctx.ch(["mobile", "land"])), " - ", ctx.ch(["well, no symptoms", "felt shock while asleep", "aware, anxious; reassured"]),
          ". ")
    if ctx.p(0.5):
        n("Driving advice given (", ctx.ch(["6 months after appropriate shock", "1 month post implant", "no change"]), "). ")
    n("Discussed with ", C.drname(ctx, dr, ctx.ch(["title_full", "title_last"])), ". Next ", ctx.ch(["remote", "in-clinic check"]), " ",
      ctx.date(ctx.shift(tx, 80, 190), ctx.ch(["num", "monyr"])), ".\n")
    n("\nReviewed by: ", phys.fn(), ", ", ctx.ch(["Cardiac Physiologist (Devices)", "Device Specialist Nurse", "Chief Cardiac Physiologist"]))
    if ctx.c == "GB" and ctx.p(0.4):
        n(" (RCCP ", ("LICENSE", "RCCP" + ctx.digits(5)), ")")
    n("  ", ctx.date(ctx.shift(tx, 0, 2), "num"), "\n")


def driving_letter(n, ctx):
    pt, ref = C.new_patient(ctx, 19, 66)
    cond = CL.pick_cond(ctx)
    dr = C.doctor(ctx)
    occ = ctx.p(0.5)
    C.letterhead(n, ctx)
    n("\n", ctx.date(ref, ctx.ch(["long", "num"])), "\n\n")
    emp = ctx.employer()
    if occ:
        oh = ctx.person("DOCTOR")
        n(t(ctx, "Dr"), " ", oh.fn(), "\n", ctx.ch(["Occupational Health Physician", "Occupational Physician", "Medical Officer"]), "\n", emp, "\n",
          ctx.address(), "\n\n")
        n("Dear ", t(ctx, "Dr"), " ", oh.ln(), ",\n\n")
    else:
        au = AUTH[ctx.c][4:] if AUTH[ctx.c].startswith("the ") else AUTH[ctx.c]
        n(ctx.ch(["The Medical Adviser", "Medical Review Officer", "Driver Fitness Section"]), "\n", au[0].upper() + au[1:],
          "\n\n", "Dear Sir or Madam,\n\n")
    n("Re: ", pt.fn() if ctx.p(0.6) else pt.cap(), ", DOB ", ctx.date(pt.dob, "num"), "\n")
    n(ctx.address(sep=", "), "\n")
    n(ctx.ch(["Driving licence no.: ", "Licence number ", "DL# ", "Driver number: "]), ctx.drivlic(pt))
    if occ and ctx.p(0.6):
        n("   Employee no. ", ("IDNUM", ctx.ch(["E", "EMP", "", "P"]) + ctx.digits(6)))
    sl, sv = ctx.ssn()
    if sl and ctx.p(0.45):
        n("   ", sl, ": ", sv)
    n("\n")
    veh = ctx.p(0.75)
    if veh:
        n(ctx.ch(["Vehicle registration: ", "Vehicle reg. ", "Plate: ", "Registered vehicle: "]), ctx.plate())
        if ctx.p(0.3):
            n(" and ", ctx.plate())
        n("\n")
    n("\n")
    if ctx.p(0.5):
        n("I enclose the completed medical questionnaire with ", pt.his(), " written consent (signed ",
          ctx.date(ctx.shift(ref, -30, -1), "num"), "). ")
    n(t(ctx, pt.title), " ", pt.ln(), " is under the care of our inherited cardiac conditions service with ", cond["name"], ". ")
    prof, duty = ctx.ch(DUTIES)
    n(pt.he().capitalize(), " works as ", "an " if prof[0] in "aeiou" else "a ", ("PROFESSION", prof))
    n(" for ", emp if occ else ctx.employer(), ", a role that involves ", duty, ".\n\n")
    icd = ctx.p(0.6)
    if icd:
        imp = ctx.shift(ref, -700, -20)
        n("A ", ctx.ch(["primary", "secondary"]), " prevention ICD (", ctx.ch(CL.ICD_MODELS), ", serial ", ctx.serial("icd"),
          ") was implanted at ", ctx.hospital(), " on ", ctx.date(imp, ctx.ch(["long", "num"])), ". ")
        n(ctx.ch(["There have been no therapies.", "One appropriate shock was delivered on ", "No arrhythmia has been recorded."]))
        if n.parts[-1].endswith(" on "):
            n(ctx.date(ctx.shift(imp, 20, 300), "num"), ".")
    else:
        n(pt.he().capitalize(), " had ", ctx.ch(["a syncopal episode at rest", "an episode of sustained VT", "a witnessed collapse",
                                                 "an unexplained blackout while seated", "a new diagnosis confirmed on CMR"]),
          " on ", ctx.date(ctx.shift(ref, -200, -10), ctx.ch(["long", "num"])), ". ")
    n("\n\nRecommendation: ", ctx.ch([
        "Under current standards " + pt.he() + " may hold an ordinary car licence but should not hold a vocational (Group 2) licence.",
        "Ordinary driving may resume 1 month after implant; vocational driving is permanently barred with an ICD.",
        "I would support a return to vocational driving, as " + pt.he() + " is variant-positive but phenotype-negative with a normal exercise test.",
        pt.he().capitalize() + " should refrain from driving for 6 months from the date of the event.",
        "No restriction on driving from a cardiac perspective; annual review required."]), " ")
    if occ:
        n("Regarding work, I would recommend ", ctx.ch(["redeployment to non-driving duties", "no lone working at heights",
                                                        "avoidance of exposure to strong electromagnetic fields (arc welding)",
                                                        "a phased return from ", "normal duties"]))
        if n.parts[-1].endswith("from "):
            n(ctx.date(ctx.shift(ref, 7, 40), ctx.ch(["long", "daymon"])))
        n(". ")
    n(pt.he().capitalize(), " is aware of ", pt.his(), " duty to inform ", AUTH[ctx.c], ".\n\n")
    n("Please contact me on ", ctx.phone(ext=ctx.p(0.4)), " or ", ctx.email(dr), " if further information is required.\n")
    C.signoff(n, ctx, dr, lic=ctx.p(0.7))
    if ctx.p(0.5):
        n("\ncc: ", pt.fn(), ctx.ch([" (patient)", ""]), "; ", C.gp_word(ctx), " ", t(ctx, "Dr"), " ", ctx.person("DOCTOR").ln(), ", ", ctx.practice(), "\n")


def request_form(n, ctx):
    pt, ref = C.new_patient(ctx, 1, 82)
    cond = CL.pick_cond(ctx)
    dr = C.doctor(ctx)
    predictive = ctx.p(0.5)
    n(ctx.ch(["GENETIC TEST REQUEST & CONSENT - INHERITED CARDIAC CONDITIONS", "Cardiac Genetic Testing Request Form",
              "REQUEST FOR GENOMIC TESTING (CARDIOLOGY)"]), "\n")
    n("Send to: ", ctx.lab() if ctx.p(0.8) else ("ORGANIZATION", ctx.ch(PL.COMPANIES)), "\n")
    n("Request no.: ", ctx.idnum("order"), "    Date: ", ctx.date(ref, "num"), "\n\n")
    n("SECTION A - PATIENT\n")
    n("Surname: ", ("PATIENT", pt.last.upper()), "     Forename(s): ", ("PATIENT", pt.first + (" " + pt.middle if pt.middle else "")), "\n")
    n("DOB: ", ctx.date(pt.dob, "num"), "   Sex: ", ctx.sex_word(pt), "   Age: ", ("AGE", str(pt.age)), "\n")
    n("Address: ", ctx.address(sep=", "), "\n")
    n("Phone: ", ctx.phone(kind="mobile"))
    if ctx.p(0.6):
        n("   Email: ", ctx.email(pt))
    ml, mrn = ctx.mrn()
    hl, hn = ctx.healthno()
    n("\n", ml, ": ", mrn, "   ", hl, ": ", hn, "\n")
    if ctx.c in ("US", "ZA", "SG") or ctx.p(0.25):
        n("Insurer: ", ctx.insurer(), "   Group no. ", ("HEALTHPLAN", ctx.digits(6)), "   Billing acct: ", ctx.account(), "\n")
        sl, sv = ctx.ssn()
        if sl and ctx.p(0.6):
            n(sl, ": ", sv, "\n")
    if pt.age < 16:
        par = ctx.relative(pt, sex=ctx.ch("MF"))
        n("Parent/guardian: ", par.fn(), " (", "mother" if par.sex == "F" else "father", ")\n")
    n("\nSECTION B - REQUESTING CLINICIAN\n", C.drname(ctx, dr, "title_full"), ", ", dr.role_title, "\n", ctx.hospital(), "\n")
    lab, val = ctx.medlic()
    n(lab, " ", val, "   Tel ", ctx.phone(ext=ctx.p(0.5)), "   ", "Pager " if ctx.c in ("US", "CA") else "Bleep ", ctx.pager(), "\n")
    n("Results to: ", ctx.email(dr), ctx.ch(["", " and " ]))
    if n.parts[-1] == " and ":
        n(ctx.email(generic="icc.results"))
    n("\n\nSECTION C - SAMPLE\n")
    n("Type: ", ctx.ch(["EDTA blood 4 mL", "saliva kit", "buccal swab", "EDTA blood 2 x 4 mL"]), "   Collected: ", ctx.date(ref, "num"), " ",
      "%02d:%02d" % (ctx.r.randint(8, 17), ctx.r.randint(0, 59)), " by ", ctx.person("DOCTOR").fn(), "\n")
    n("Tube barcode: ", ctx.idnum("specimen"))
    if ctx.p(0.75):
        how = ctx.ch(["fingerprint ", "palm-vein scan ", "biometric wristband scan ", "fingerprint template "])
        if how.startswith("finger"):
            bio = ctx.bioid("finger")
        elif how.startswith("palm"):
            bio = ("BIOID", "PV" + ctx.digits(6))
        else:
            bio = ("BIOID", "BIO-" + ctx.digits(8))
        n("   Patient ID check: ", how, bio)
    n("\nLocation: ", ctx.ward() if ctx.p(0.5) else ctx.ch(["Outpatients", "ICC clinic", "Phlebotomy"]))
    if ctx.p(0.4):
        n(", bed ", ("LOCATION_OTHER", str(ctx.r.randint(1, 28))))
    n("\n\nSECTION D - CLINICAL INFORMATION\n")
    n("[", ctx.ch(["x", "X"]), "] ", cond["name"], "   ")
    for f in CL.feature(ctx, cond, 2):
        n("\n    ", f)
    n("\nFamily history: ", ctx.ch(["SCD in ", "affected ", "no known "]))
    if n.parts[-1] != "no known ":
        n(ctx.ch(["father", "brother", "sister", "paternal uncle", "mother"]), " aged ", ("AGE", str(ctx.r.randint(14, 60))))
    else:
        n("family history")
    n("   Pedigree ref: ", ctx.idnum("fam"), "\n")
    n("Ethnicity: ", ctx.ch(["White British", "Asian - Indian", "Black African", "Maori", "Chinese", "Mixed", "not stated",
                             "Pacific - Samoan", "White - other European"]), "\n\n")
    n("SECTION E - TEST REQUESTED\n")
    if predictive:
        irel, isex = ctx.ch([("brother", "M"), ("sister", "F"), ("mother", "F"), ("father", "M"), ("cousin", "F"),
                             ("son", "M"), ("daughter", "F")] if pt.age >= 25 else
                            [("brother", "M"), ("sister", "F"), ("mother", "F"), ("father", "M"), ("cousin", "M")])
        idx = ctx.relative(pt, sex=isex, same_name=ctx.p(0.6))
        n("[ ] Diagnostic panel   [x] Predictive / cascade (known familial variant)\n")
        n("Familial variant: ", cond["gene"], " ", cond["tx"], ":", cond["variant"], "\n")
        n("Index case: ", idx.fn(), " (", irel, "), lab no. ",
          ctx.idnum("lab"), ", tested at ", ctx.lab(), "\n")
    else:
        n("[x] Diagnostic panel: ", cond["abbr"], ctx.ch([" panel", " + CNV", " (R-code as per directory)"]), "   [ ] Predictive\n")
        n("[", ctx.ch([" ", "x"]), "] Urgent (", ctx.ch(["pregnancy", "ICD decision pending", "routine"]), ")\n")
    n("\nSECTION F - CONSENT\n")
    for j, item in enumerate(["I agree to a sample being taken for genetic testing",
                              "I agree to my DNA being stored for future tests related to my condition",
                              "I agree that my result may be used to help test my relatives", "I agree to be contacted about research"]):
        n("[", "x" if j == 0 else ctx.ch(["x", "x", "x", " "]), "] ", item, "\n")
    signer = pt
    if pt.age < 16:
        n("Signed (parent/guardian): ", par.fn(), "   Date: ", ctx.date(ref, "num"), "\n")
    else:
        n("Signed: ", ctx.ch(["(signed)", "[signature on paper copy]", "/s/"]), "   Name: ", signer.fn(), "   Date: ", ctx.date(ref, "num"), "\n")
    cons = C.doctor(ctx, nurse=ctx.p(0.5))
    n("Consent taken by: ", cons.fn(), ", ", cons.role_title, "\n")
    if ctx.p(0.3):
        n("Interpreter: ", ctx.person("DOCTOR").fn(), " (", ctx.ch(["Mandarin", "Arabic", "Polish", "Tongan", "Tamil", "Portuguese"]), ")\n")
    if ctx.p(0.3):
        n("Entered by: ", ctx.username(ctx.person("DOCTOR")), " ", ctx.date(ctx.shift(ref, 0, 2), "num"), "\n")
