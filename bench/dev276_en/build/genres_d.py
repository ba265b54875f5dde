"""Genres: telephone encounter, forensic-standard injury photography log,
total-body photography / mole-mapping report."""
from builder import P
import phi
import clinical as CL
import common as CM
import pools_misc as PM
import pools_places as PL
import case as CS


# ------------------------------------------------------------------ telephone encounter
def phone_encounter(n, r, c):
    if CM.maybe(r, 0.55):
        _phone_template(n, r, c)
    else:
        _phone_free(n, r, c)


REASONS = ["copies of photos", "reschedule", "withdraw consent", "complaint", "results of mapping",
           "photos on social media", "travel/parking", "images for insurer"]


def _phone_template(n, r, c):
    n.ln(r.choice(["TELEPHONE ENCOUNTER", "Telephone Encounter Note", "Phone call - Medical Illustration", "TEL ENC"]))
    n.ln("Date: ", c.d(), "   Time: ", CM.time(r), "   Duration: ", r.choice(["4 min", "7 mins", "12 min", "2 min", "20 min"]))
    n.ln("Patient: ", c.pt.ph(r.choice(["LF", "LFU", "full"])), "   DOB: ", c.dob_ph(), "   ", c.mrn_label, ": ", P(c.mrn, "MRN"))
    caller = r.choice(["patient", "family", "gp", "patient"])
    if caller == "patient":
        n.ln("Caller: patient", r.choice(["", " (verified: name, DOB, postcode)", " - identity confirmed with 2 identifiers"]))
    elif caller == "family":
        n.ln("Caller: ", c.nok.ph("full"), " (", c.nok_rel, ")", r.choice(["", " - pt consented to discuss", " - listed as NOK"]))
    else:
        gp = phi.Person(r, "DOCTOR", c.country)
        n.ln("Caller: ", gp.ref(r, ["dr", "drfull"]), ", ", P(c.practice, "HOSPITAL"))
    n.ln("Call-back no.: ", P(c.mobile if CM.maybe(r, 0.6) else c.phone, "PHONE"),
         r.choice(["", " (mobile)", " - ok to leave message", " - NO messages"]))
    reason = r.choice(REASONS)
    n.ln("Reason for call: ", reason)
    n.nl()
    n.ln("Details:")
    if reason == "copies of photos":
        n.add("Caller requesting copies of images taken on ", CM.extra_date(r, c, -300, -10),
              " for ", r.choice([["personal records"], ["a second opinion at ", P(c.hosp2, "HOSPITAL")], ["an insurance claim"]]))
        n.add(". Advised to submit written request (", r.choice(PM.FORM_CODES), "); form sent to ", P(c.email, "EMAIL"), ".")
    elif reason == "reschedule":
        n.add("Unable to attend ", c.d(None, r.choice(["wk", "num", "dm"])), " ", r.choice(["(hospital transport not booked)",
                                                                                         "- work commitments", "- unwell, D&V",
                                                                                         "- childcare"]),
              ". Rebooked to ", CM.extra_date(r, c, 3, 40, r.choice(["wk", "num"])), " ", CM.time(r), " ", P(c.room, "LOCATION_OTHER"), ".")
        if CM.maybe(r, 0.4):
            n.add(" Pt drives; parking permit issued for vehicle ", P(phi.vehicle(r, c.country), "VEHICLE"), ".")
    elif reason == "withdraw consent":
        n.add("Patient wishes to withdraw Level ", r.choice(["2", "3"]), " consent given on ", CM.extra_date(r, c, -700, -30),
              ". States ", r.choice(["\"I didn't realise they'd be shown to students\"", "new job, worried colleagues will see",
                                     "no longer comfortable with facial images being used"]), ". ")
        n.add("Withdrawal recorded; images flagged in library. Teaching lead ", c.ig.ph(r.choice(["full", "init"])), " informed.")
        if c.adult and CM.maybe(r, 0.5):
            n.add(" Pt now works as a ", P(c.profession, "PROFESSION"), " at ", P(c.employer, "ORGANIZATION"), ".")
    elif reason == "complaint":
        n.add("Caller unhappy that ", r.choice(["a male photographer was sent", "photos were taken with the door open",
                                                "the session ran 40 min late", "images were visible on a ward screen"]),
              " on ", CM.extra_date(r, c, -20, -1), ". Apologised. Advised of PALS/patient relations: ",
              P(phi.phone(r, c.country, "land"), "PHONE"), ". Datix ", P(phi.incident_no(r), "IDNUM"), " raised.")
    elif reason == "results of mapping":
        n.add("Asking about mole-mapping results from ", CM.extra_date(r, c, -40, -5), ". Explained images are reviewed by ",
              c.clin.ref(r, ["dr", "drfull"]), " and letter will follow. ", CL.hn(r))
    elif reason == "photos on social media":
        n.add("Caller reports photo of ", c.pt.ref(r, ["ttl", "first"]), "'s ", CL.site(r), " on a public ",
              r.choice(["Facebook", "Instagram", "TikTok"]), " page, possibly posted by a staff member. URL given: ",
              P("https://social." + r.choice(phi.DOMAINS) + "/p/" + phi.letters(r, 6, "abcdefghkmnpqrstuvwxyz"), "URL"),
              ". Escalated to IG lead urgently.")
    elif reason == "travel/parking":
        n.add("Asked about hospital transport from ", P(c.place["city"], "CITY"), ". Eligibility criteria explained; transport booked ref ",
              P(phi.req_no(r), "IDNUM"), ". Vehicle reg for disabled bay: ", P(phi.vehicle(r, c.country), "VEHICLE"), ".")
    else:
        ins = r.choice(PL.INSURERS)
        n.add("Caller from ", P(ins, "ORGANIZATION"), " (", phi.Person(r, "FAMILY", c.country).ph("full"),
              ") asking for images. Policy ", P(c.plan if c.country != "UK" else phi.healthplan(r, c.country)[1], "HEALTHPLAN"),
              ". Advised we require patient's written authority; no information given.")
    n.nl(2)
    if CM.maybe(r, 0.3):
        n.ln("Note: caller currently abroad in ", P(r.choice(PL.COUNTRIES), "COUNTRY"), " until ", CM.extra_date(r, c, 5, 40),
             "; prefers e-mail contact.")
    n.ln("Outcome: ", r.choice(["resolved", "follow-up call required", "letter to follow", "escalated", "LVM x1, will retry"]))
    n.ln("Taken by: ", c.clerk.ref(r, ["full", "fullcred", "init", "LF"]), r.choice([", Admin", ", Booking Clerk", ", MI Coordinator", ""]))
    if CM.maybe(r, 0.5):
        _addendum(n, r, c)


def _addendum(n, r, c):
    n.nl()
    n.ln("ADDENDUM ", c.d(c.days(r.randint(1, 6))), " ", CM.time(r))
    n.add(r.choice(["Returned call to ", "Called back ", "Second call from "]), c.pt.ref(r, ["ttl", "first", "full"]), " on ",
          P(r.choice([c.phone, c.mobile]), "PHONE"), ". ")
    n.add(r.choice([["No answer; voicemail left (generic message, no clinical detail). "],
                    ["Confirmed identity (DOB ", c.dob_ph(), "). "], ["Spoke with pt; "]]))
    n.add(r.choice([["Appointment confirmed for ", CM.extra_date(r, c, 7, 30), ". "],
                    ["Written request received by e-mail from ", P(c.email, "EMAIL"), ". "],
                    ["Release approved by ", c.ig.ph(r.choice(["full", "init"])), "; secure link to follow. "],
                    ["Pt happy with explanation. "]]))
    if CM.maybe(r, 0.3) and c.ssn:
        n.add("ID verified against registration (", c.ssn_label, " ", P(c.ssn, "SSN"), "). ")
    n.nl()
    n.ln("-- ", c.clerk.ph(r.choice(["initials_nd", "first", "init"])))


def _phone_free(n, r, c):
    n.ln(r.choice(["Tel call", "T/C", "Phone note", "Telephone contact"]), " ", c.d(None, r.choice(["num", "short", "wk", "num2"])),
         " @ ", CM.time(r))
    who = r.random()
    if who < 0.5:
        n.add("pt (", c.pt.ph(r.choice(["full", "first", "initials"])), ") rang ")
    else:
        n.add(c.nok_rel, " ", c.nok.ph(r.choice(["first", "full"])), " rang on behalf of ", c.pt.ref(r, ["ttl", "first", "full"]), " ")
    n.add(r.choice(["re: photo appt ", "asking about photos ", "about the wound pics ", "re consent form "]))
    n.add("- ", r.choice(["c/o leg more painful since last visit", "states dressing fell off over the weekend",
                          "wants to know if photos can be done at home", "worried re new dark spot on back",
                          "says DNA last wk as no transport"]), ". ")
    n.add(r.choice(["Pt aged ", "Age "]), c.age_ph(), ", lives ",
          r.choice([["alone"], ["with " + c.nok_rel], ["in residential care at ", P(c.care_home, "HOSPITAL")]]))
    n.add(" in ", P(c.place["city"], "CITY"), ". ")
    if CM.maybe(r, 0.25):
        n.add(r.choice(["Just back from ", "Flying to ", "Family visiting from "]), P(r.choice(PL.COUNTRIES), "COUNTRY"),
              r.choice([" next week. ", " - may need to rebook. ", ". "]))
    n.nl(2)
    n.add("Advised: ", r.choice(["photos can be taken by district nurses with dept camera; DN team ", "book next available studio slot; ",
                                 "contact GP if signs of infection (spreading redness, fever); ",
                                 "keep dressing dry, TVN to review "]))
    n.add(r.choice(["tel ", "contact on "]), P(phi.phone(r, c.country, "land"), "PHONE"), ". ")
    n.add("Appt offered ", CM.extra_date(r, c, 1, 21, r.choice(["wk", "short", "num"])), " ", CM.time(r), " - ",
          r.choice(["accepted", "declined, will call back", "accepted, needs transport", "TCI confirmed"]), ". ")
    if CM.maybe(r, 0.4):
        n.add("Alt no. ", P(c.mobile, "PHONE"), " (", r.choice(["daughter's", "work", "mobile", "landline"]), "). ")
    if CM.maybe(r, 0.35):
        n.add(CL.patient_quote(r), " ")
    n.nl(2)
    n.ln(c.clerk.ph(r.choice(["initials_lc", "first", "init", "full"])),
         r.choice([[" / MI admin"], [""], [" (booking)"], [" - ext ", P(phi.ext_only(r), "PHONE")]]))
    if CM.maybe(r, 0.5):
        n.ln("f/u: ", c.photog.ph(r.choice(["first", "init"])), " to call back ", r.choice([["tmrw"], ["pm"], [P("Monday", "DATE")], ["after clinic"]]))


# ------------------------------------------------------------------ forensic-standard photography
def forensic_log(n, r, c):
    n.ln(r.choice(["FORENSIC PHOTOGRAPHY RECORD - INJURY DOCUMENTATION", "Forensic-standard clinical photography: evidential log",
                   "EVIDENTIAL IMAGES - CHAIN OF CUSTODY", "Safeguarding / forensic photography record"]))
    n.ln(c.hosp_ph(), " - ", CM.dept(r, c), r.choice(["", " (forensic trained staff only)", " / Sexual Assault Referral Centre"]))
    n.nl()
    n.ln("Case ref: ", P(phi.crime_ref(r, c.country), "IDNUM"), "    MI job: ", P(c.job, "IDNUM"))
    off = phi.Person(r, "FAMILY", c.country)
    n.ln("Requesting officer: ", r.choice(["DC ", "PC ", "Det. ", "Officer ", "Sgt "]), off.ph(r.choice(["full", "last", "init"])),
         ", collar/badge ", P(phi.badge(r), "IDNUM"), ", tel ", P(phi.mobile(r, c.country), "PHONE"))
    n.ln("Subject: ", c.pt.ph(r.choice(["LFU", "full", "LF"])), "   DOB ", c.dob_ph(), " (", c.age_ph(), ")   ", c.mrn_label, " ", P(c.mrn, "MRN"))
    if CM.maybe(r, 0.5):
        n.ln("Address: ", c.addr_inline())
    if c.ssn and CM.maybe(r, 0.35):
        n.ln("ID for police record: ", c.ssn_label, " ", P(c.ssn, "SSN"))
    if c.age < 16:
        n.ln("Accompanied by: ", c.nok.ph("full"), " (", c.nok_rel, ")   Safeguarding lead informed: ",
             c.nurse.ref(r, ["full", "fullcred"]))
    n.ln("Consent: ", r.choice(["written forensic consent (police use + clinical record)", "consent by person with PR",
                                "verbal, recorded on form; pt unable to sign (injured R hand)"]))
    if c.adult:
        n.ln("Occupation: ", P(c.profession, "PROFESSION") if CM.maybe(r, 0.5) else "not recorded")
    else:
        n.ln("School: ", P(r.choice(PL.SCHOOLS), "ORGANIZATION") if CM.maybe(r, 0.6) else "not recorded")
    n.nl()
    n.ln("Alleged incident: ", c.d(c.days(-r.randint(0, 3))), " approx ", CM.time(r), ", ",
         r.choice([["outside ", P(r.choice(["the Crown & Anchor", "the Red Lion", "Bramble Court flats", "the Riverside Arcade",
                                             "Kingsway Leisure Centre", "the Old Corn Exchange"]), "LOCATION_OTHER")],
                   ["at the bus shelter on ", P(r.choice(["Station Road", "Mill Lane", "Harbour Street", "Fenwick Avenue"]), "STREET")],
                   ["at ", P(CS.street(r, c.country), "STREET"), ", ", P(c.place["city"], "CITY")],
                   ["at home address"], ["in vehicle ", P(phi.vehicle(r, c.country), "VEHICLE")],
                   ["RTC - occupant of vehicle VIN ", P(phi.vehicle(r, c.country, vin=True), "VEHICLE")],
                   ["at workplace (", P(c.employer, "ORGANIZATION"), ")"]]), ".")
    n.ln("History (per subject): ", r.choice(["punched and kicked", "grabbed by both upper arms", "bitten on left forearm",
                                              "struck with a bottle", "strangulation attempt (non-fatal)", "fall vs push - unclear"]), ".")
    n.nl()
    n.ln("Injuries documented (body map attached):")
    for i in range(r.randint(2, 6)):
        n.ln("  ", str(i + 1), ". ", r.choice(["bruise", "abrasion", "laceration", "patterned bruise", "bite mark", "petechiae",
                                               "fingertip bruising x3", "tramline bruise", "incised wound"]), ", ",
             CL.site(r), ", ", "%.1f x %.1f cm" % (r.uniform(0.3, 9), r.uniform(0.2, 5)), ", ",
             r.choice(["purple/red", "yellow-green", "blue", "fresh", "healing"]), " (frames ",
             str(r.randint(1, 40)), "-", str(r.randint(41, 90)), ")")
    n.ln("Scale: ", r.choice(["ABFO No. 2 scale", "L-shaped 10 cm scale"]), "; colour ref ", r.choice(["Kodak Q-13 colour strip", "X-Rite ColorChecker Passport"]),
         "; ", r.choice(["UV and IR not used", "reflective UV (365 nm) frames 30-36", "cross-polarised set"]))
    n.ln("Camera: ", c.cam, " S/N ", P(c.cam_sn, "DEVICE"), "; card S/N ", P(phi.device_serial(r, "usb"), "DEVICE"))
    n.ln("Originals hashed (SHA-256): ", "".join(r.choice("0123456789abcdef") for _ in range(16)), "... (full list on disc)")
    if CM.maybe(r, 0.5):
        if CM.maybe(r, 0.5):
            n.ln("Biometrics: fingerprints taken by police, ref ", P("FP-" + phi.digits(r, 5), "BIOID"), "; DNA swab profile ref ",
                 P("DNA-PR-" + phi.digits(r, 6), "BIOID"))
        else:
            n.ln("Biometrics: fingerprints taken by police, ref ", P("FP-" + phi.digits(r, 5), "BIOID"))
    else:
        n.ln("Reference samples: DNA profile ", P("DNA-PR-" + phi.digits(r, 6), "BIOID"), " (police lab)")
    n.nl()
    n.ln("CHAIN OF CUSTODY")
    n.ln("Date | Time | Item | From | To | Seal no.")
    seal = r.choice(["SB", "EV", "TEB"]) + phi.digits(r, 6)
    handlers = [c.photog, c.ig]
    for i in range(r.randint(2, 4)):
        frm = handlers[0] if i == 0 else r.choice(handlers)
        n.ln(phi.D(r, c.days(i // 2), c.country, "num"), " | ", CM.time(r), " | ",
             r.choice(["master disc", "working copy CD", "SD card", "encrypted USB"]), " | ",
             frm.ph(r.choice(["init", "initials_nd", "LF"])), " | ",
             r.choice([[r.choice(["DC ", "PC ", "Det. "]), off.ph("last")], ["evidence safe ", P("Locker " + str(r.randint(1, 24)), "LOCATION_OTHER")],
                       [c.ig.ph("init")]]),
             " | ", P(seal, "IDNUM"))
    n.nl()
    n.ln("Photographer: ", c.photog.ref(r, ["fullcred", "full"]), r.choice([" (forensic trained)", ""]))
    if CM.maybe(r, 0.6):
        doc = c.clin
        n.ln("Forensic physician: ", doc.ref(r, ["dr", "drfull"]), ", ", c.lic_label, " ", P(c.lic, "LICENSE"))
    n.ln("Statement (MG11/equivalent) provided ", CM.extra_date(r, c, 1, 20), ". ", CL.hn(r))


# ------------------------------------------------------------------ mole mapping / TBP
def derm_mapping(n, r, c):
    n.ln(r.choice(["TOTAL BODY PHOTOGRAPHY & DIGITAL DERMOSCOPY REPORT", "Mole Mapping Report", "Skin Surveillance Imaging - Report",
                   "TBP / Sequential Digital Dermoscopy"]))
    n.ln(P(c.hosp, "HOSPITAL") if CM.maybe(r, 0.7) else P(c.practice, "HOSPITAL"), " | ",
         r.choice(["Pigmented Lesion Clinic", "Dermatology Imaging", "Melanoma Surveillance Service", "Skin Cancer Clinic"]))
    n.nl()
    n.ln("Name: ", c.pt.ph(r.choice(["full", "LF", "fml"])), "    DOB: ", c.dob_ph(), "    Age: ", c.age_ph())
    lab, seg = c.nat_id()
    n.ln(c.mrn_label, ": ", P(c.mrn, "MRN"), "    ", lab, ": ", seg)
    n.ln("Referrer: ", c.clin.ref(r), "    System: ", r.choice(PM.SYSTEMS))
    n.ln("Session: ", c.d(), "    Previous: ", CM.extra_date(r, c, -800, -90), r.choice(["", " (baseline)"]))
    n.nl()
    n.ln("RISK FACTORS")
    n.ln("- ", r.choice(PM.SCORES[10:12]), ", ", r.choice(["red hair", "blue eyes, fair hair", "freckles ++", "tans poorly"]))
    n.ln("- Naevus count: ", r.choice([">100", "50-100", "~75", "120+ (several atypical)", "<50"]))
    if c.adult:
        n.ln("- Occupation: ", P(c.profession, "PROFESSION"), r.choice([" (outdoor, 20+ yrs)", "", " - indoor", " - retired"]))
    else:
        n.ln("- Child; parent (", c.nok.ph(r.choice(["full", "first"])), ") works as ", P(c.parent_profession, "PROFESSION"))
    if c.age >= 25 and CM.maybe(r, 0.6):
        n.ln("- Grew up in ", P(r.choice(["South Africa", "Zimbabwe", "New Zealand", "Fiji", "Spain", "Greece", "Brazil", "Chile"]), "COUNTRY"),
             "; ", r.choice(["blistering sunburns x5 as child", "sunbed use in teens", "no sunscreen till adulthood"]))
    fam = phi.Person(r, "FAMILY", c.country, surname=c.pt.last if CM.maybe(r, 0.6) else None)
    rel = r.choice(["mother", "father", "brother", "sister", "maternal aunt", "paternal grandfather"])
    if CM.maybe(r, 0.7):
        n.ln("- FHx: ", rel, " (", fam.ph(r.choice(["full", "first"])), ") melanoma aged ", P(str(r.randint(28, 80)), "AGE"),
             r.choice(["", ", deceased", ", Breslow 1.2 mm", ", CDKN2A tested - negative"]))
    else:
        n.ln("- FHx: nil melanoma; ", rel, " BCC x2")
    if CM.maybe(r, 0.3):
        n.ln("- Hobbies: ", r.choice(["plays for ", "member of ", "coaches at "]), P(r.choice(PL.CLUBS), "ORGANIZATION"),
             r.choice([" (outdoor, weekends)", " - rarely uses sunscreen", ""]))
    if c.age >= 25:
        n.ln("- PMHx: ", r.choice([["melanoma in situ R shoulder (", CM.extra_date(r, c, -3000, -400, "year"), ")"], ["nil"],
                                   ["BCC excised"], ["renal transplant - on tacrolimus"], ["dysplastic naevi excised x3"],
                                   ["congenital naevus excised (", CM.extra_date(r, c, -5000, -1000, "monyear"), ")"]]))
    else:
        n.ln("- PMHx: ", r.choice(["nil", "congenital melanocytic naevus (medium)", "atopic eczema", "giant CMN - surveillance"]))
    n.nl()
    n.ln("Overview images: ", str(r.randint(17, 36)), " standard poses captured; ", CL.frames(r))
    n.ln("Lesion | Site | Size | Change vs prev | Action")
    for i in range(r.randint(3, 8)):
        n.ln("L", "%02d" % r.randint(1, 60), " | ", CL.site(r), " | ", str(r.randint(2, 14)), " mm | ",
             r.choice(["no change", "enlarged 1 mm", "new", "colour change", "regressed", "asymmetry new"]), " | ",
             r.choice(["monitor 3/12", "monitor 6/12", "excise", "biopsy - punch 4 mm", "discharge lesion", "dermoscopy only"]))
    n.nl()
    n.ln("Dermoscopic summary: ", CL.lesion_desc(r))
    n.ln("Plan: ", r.choice(["re-image 3 months", "annual TBP", "excision list", "urgent 2WW referral"]),
         "; next session ", CM.extra_date(r, c, 80, 400, r.choice(["monyear", "num", "long"])))
    n.ln("Imaged by: ", c.photog.ref(r, ["full", "fullcred"]), "   Reported by: ", c.clin.ref(r, ["dr", "drfull", "fullcred"]))
    if CM.maybe(r, 0.4):
        n.ln("Patient self-monitoring app linked: ", P(phi.url(r, "portal"), "URL"), " (login ", P(phi.username(r, c.pt), "USERNAME"), ")")
    n.ln("Report date: ", c.d(c.days(r.randint(1, 14))))
