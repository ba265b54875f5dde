"""Genres: clinical photography record, referral & triage (added), post-op telephone review (added),
patient transport booking (added)."""
import note as N
import locale_fmt as L
import pools as P
import clinical as C
from common import (setup, after, before, dstyle, D, letterhead, pt_block, signoff, age_expr, age_sex,
                    hp_pieces, natid_pieces, fam_phrase, room, ref_id, mrn_label, ipaddr, plate, vin)

CAMERAS = ["Lumera X-T4", "Optivex D850c", "Corvan M5 Mark II", "Lumera Z9 Clinical", "Sensora R7"]
SAFETY = {"UK": ["NHS 111", "NHS 24", "your GP or A&E"], "US": ["911", "the nearest ED", "the after-hours line"],
          "IE": ["your GP out-of-hours service", "the ED"], "CA": ["811", "the ER"],
          "AU": ["healthdirect 1800 number", "ED"], "NZ": ["Healthline", "your after-hours clinic"],
          "ZA": ["your GP", "casualty"]}


def photo_record(rng, c):
    n = N.Note()
    enc, p = setup(rng, c, 5, 94)
    site = N.make_site(rng, c, rng.choice(["hosp", "hosp", "diab", "pod"]))
    ph = N.make_staff(rng, c, "photo")
    req = N.make_staff(rng, c, rng.choice(["pod", "surg"]))
    ds = dstyle(rng, c)
    n.line((site.name, "HOSPITAL"), " - ", rng.choice(["Medical Illustration", "Clinical Photography Service", "Medical Media"]))
    n.line(rng.choice(["CLINICAL PHOTOGRAPHY RECORD", "Clinical Photography Request & Capture Record",
                       "MEDICAL PHOTOGRAPHY - CONSENT AND IMAGE LOG"]))
    n.line("Request no: ", (ref_id(rng, rng.choice(["MI", "CP-", "PH"]), 6), "IDNUM"), "   Requested ", D(before(rng, enc, 0, 14), c, ds),
           " by ", N.doc(req, rng.choice(["bare", "full"])), " (" + req.title + ")")
    n.line()
    pt_block(n, p, rng, enc, style=rng.choice(["kv", "inline", "upper"]), addr=False, phone=rng.random() < 0.3)
    n.line("Location: ", (rng.choice(P.BUILDINGS), "LOCATION_OTHER"), ", studio ", (room(rng), "LOCATION_OTHER"),
           rng.choice(["", " (podiatry clinic room - portable kit)"]))
    n.line("Date taken: ", D(enc, c, rng.choice([ds, "iso"])), " " + rng.choice(C.TIMES))
    n.line()
    n.line("IDENTITY CHECK")
    n.add("  Verbal name + DOB; wristband" if rng.random() < 0.5 else "  Name/DOB/address confirmed")
    if rng.random() < 0.7:
        n.add("; biometric ", rng.choice(["fingerprint", "palm-vein", "face-match"]), " ID ",
              (rng.choice(["BIO-", "PV", "FP-", "FM"]) + L.dg(rng, 7), "BIOID"))
    n.line()
    n.line("CONSENT")
    lvl = rng.choice(["Level 1 - clinical record only", "Level 2 - clinical record + teaching (identifiable features excluded)",
                      "Level 3 - publication (anonymised)"])
    n.line("  " + lvl)
    if p.age < 16:
        n.line("  Given by ", p.fam[0].rel, " ", N.fam_name(p.fam[0], "full"), " for patient aged ", (str(p.age), "AGE"))
    else:
        n.line("  Signed by patient ", D(enc, c, ds), rng.choice(["", "; capacity assessed - has capacity", "; withdrawn consent process explained"]))
    n.line()
    n.line("CAPTURE")
    n.line("  Photographer: ", N.doc(ph, rng.choice(["bare", "mid"])), ", " + ph.title)
    n.line("  Camera: " + rng.choice(CAMERAS) + " body SN ", (rng.choice(["", "SN", "X"]) + L.dg(rng, 7), "DEVICE"),
           ", " + rng.choice(["60 mm macro", "105 mm macro", "24-70 mm"]) + ", " + rng.choice(["ring flash", "twin flash", "studio strobes"]))
    n.line("  Series: ", (rng.choice(["S", "IMG", ""]) + L.dg(rng, 8), "IDNUM"), "  (" + str(rng.randint(3, 16)) + " images)")
    n.line("  Views: " + ", ".join(C.some(rng, C.PHOTO_VIEWS, 3, 6)))
    n.line("  Scale: " + rng.choice(["L-shaped scale ruler", "paper ruler with date label", "10 mm scale bar"]) + "; colour card: yes")
    n.line("  Clinical indication: " + rng.choice(["ulcer monitoring", "pre-op bunion baseline", "post-op wound check",
                                                   "nail dystrophy record", "Charcot foot shape baseline", "verruca pre-treatment"]))
    if rng.random() < 0.3:
        n.line("  Note: tattoo R ankle excluded from frame at patient request.")
    n.line()
    n.line("UPLOAD / STORAGE")
    n.line("  Uploaded to " + rng.choice(["PACS media store", "EPR images tab", "secure image server"]) + " by ",
           (ph.uname, "USERNAME"), " from ", (ipaddr(rng), "IPADDR"), " on ", D(enc, c, "iso"), " " + rng.choice(C.TIMES))
    if rng.random() < 0.4:
        n.line("  Smartphone capture deleted from device ", (rng.choice(["IPH-", "MOB-", "TAB"]) + L.dg(rng, 5), "DEVICE"),
               " after upload (verified by ", (N.make_staff(rng, c, "admin").uname, "USERNAME"), ")")
    n.line("  Image label: ", N.pt_initials(p, dots=rng.random() < 0.5), " / ", (p.mrn, "MRN"), " / ", D(enc, c, "iso"))
    n.line("  Retention: " + rng.choice(["8 years (adult)", "per children's records policy", "per records policy"]))
    if rng.random() < 0.4:
        n.line("  Copies sent to requester: ", (req.email, "EMAIL"))
    return n


def referral_triage(rng, c):
    n = N.Note()
    enc, p = setup(rng, c, 18, 92)
    gp = N.make_staff(rng, c, "dr")
    gps = N.make_site(rng, c, "gp")
    svc = N.make_site(rng, c, rng.choice(["surg", "pod", "hosp"]))
    tri = N.make_staff(rng, c, rng.choice(["pod", "surg"]))
    ds = dstyle(rng, c)
    rd = before(rng, enc, 3, 40)
    n.line(rng.choice(["REFERRAL TO PODIATRIC SURGERY", "Referral: MSK Podiatry / Podiatric Surgery",
                       "PODIATRY REFERRAL FORM", "Request for Foot Surgery Opinion"]))
    n.line()
    n.line("To: ", (svc.name, "HOSPITAL"), rng.choice(["", ", Central Booking"]))
    n.line("From: ", N.doc(gp, "full"), N.lic(gp))
    n.line("      ", (gps.name, "HOSPITAL"), ", ", N.addr_pieces(gps.addr, "line"))
    n.line("      Tel ", (gps.phone, "PHONE"), "  Fax ", (gps.fax, "FAX"), "  Email ", (gps.email, "EMAIL"))
    n.line("Date of referral: ", D(rd, c, ds), "    Urgency: " + rng.choice(["Routine", "Soon", "Urgent"]))
    n.line()
    n.line("PATIENT")
    pt_block(n, p, rng, enc, style=rng.choice(["kv", "upper", "table"]))
    if c == "US" or rng.random() < 0.3:
        n.line(hp_pieces(p, rng))
    if p.ssn and rng.random() < 0.6:
        n.line(rng.choice({"US": ["SSN: "], "CA": ["SIN: "], "IE": ["PPSN: ", "PPS No: "]}[c]), (p.ssn, "SSN"))
    n.line("Email: ", (p.email, "EMAIL"), "   Preferred contact: " + rng.choice(["mobile", "email", "letter"]))
    lang = N.interp_lang(p, rng)
    if lang and rng.random() < 0.4:
        n.line("Interpreter required: ", lang, "; NOK ", fam_phrase(p, rng, 0))
    elif rng.random() < 0.4:
        n.line("NOK: ", fam_phrase(p, rng, 0))
    n.line()
    n.line("REASON FOR REFERRAL")
    case = rng.choice([k for k in C.CASES if k["proc"]])
    n.add("Thank you for seeing this ", age_expr(p, rng), " ", N.job_np(p, rng), " with " + case["complaint"] + ". ")
    n.add(case["hx"] + " ")
    st = rng.randrange(4)
    if st == 0:
        n.add("Symptoms since ", D(before(rng, rd, 100, 700), c, "my"), ", now affecting work and sleep. ")
    elif st == 1:
        n.add("US/X-ray report attached (ref ", (ref_id(rng, rng.choice(["US", "XR"]), 7), "IDNUM"), "). ")
    elif st == 2:
        n.add("Has tried wider footwear and OTC insoles without benefit. ")
    else:
        n.add("Seen by community podiatry on ", D(before(rng, rd, 30, 300), c, ds), " who suggested surgical opinion. ")
    n.line()
    n.line("Working diagnosis: " + case["dx"])
    n.line("PMH: " + "; ".join(C.some(rng, C.PMH, 1, 4)))
    n.line("Medication: " + "; ".join(C.some(rng, C.MEDS, 1, 5)))
    n.line("Allergies: " + rng.choice(C.ALLERGY) + "   BMI " + str(rng.randint(20, 41)) + "   Smoker: " + rng.choice(["N", "Y", "ex"]))
    n.line("Patient aware of referral and wishes to consider surgery: Y")
    n.line()
    n.line("---------------- TRIAGE (service use) ----------------")
    n.line("Received: ", D(after(rng, rd, 1, 6), c, ds), "   Triaged: ", D(enc, c, ds), "   By: ", N.doc(tri, "bare"),
           ", " + tri.title)
    outcome = rng.choice(["Accepted - podiatric surgery new patient (P3)", "Accepted - MSK podiatry first (conservative care)",
                          "Redirected to orthopaedics (ankle pathology)", "Returned to GP - insufficient info (no X-ray)",
                          "Accepted - nail surgery clinic"])
    n.line("Outcome: " + outcome)
    if outcome.startswith("Accepted"):
        ad = after(rng, enc, 20, 140)
        n.line("Booked: ", (rng.choice([svc.name, N.make_site(rng, c, "pod").name]), "HOSPITAL"), " ", D(ad, c, ds), " " +
               rng.choice(C.TIMES) + "; letter sent; text reminder to ", (p.mobile, "PHONE"))
    n.line("Triage note: " + rng.choice(["Meets criteria (pain > 6/12, functional limitation, failed conservative care).",
                                         "HbA1c must be < 69 mmol/mol before listing.", "Please request WB X-rays prior to clinic.",
                                         "Smoking cessation advised before surgery."]))
    n.line("Referral ID: ", (ref_id(rng, rng.choice(["", "RTT-", "R"]), 9), "IDNUM"))
    return n


def postop_call(rng, c):
    n = N.Note()
    enc, p = setup(rng, c, 18, 88)
    clin = N.make_staff(rng, c, rng.choice(["pod", "nurse", "surg"]))
    site = N.make_site(rng, c, rng.choice(["surg", "hosp", "pod"]))
    opd = before(rng, enc, 1, 14)
    proc = rng.choice(C.PROC + C.NAIL_PROC)
    ds = dstyle(rng, c)
    n.line(rng.choice(["TELEPHONE CONSULTATION - POST-OP REVIEW", "Post-operative phone call", "Telephone follow-up (day surgery)"]))
    n.line("Service: ", (site.name, "HOSPITAL"))
    n.line("Date/time: ", D(enc, c, rng.choice([ds, "wdnum"])), " " + rng.choice(C.TIMES), "   Duration: " + str(rng.randint(4, 18)) + " min")
    n.line("Patient: ", N.pt_full(p), "   ", mrn_label(c, rng) + ": ", (p.mrn, "MRN"), "   DOB ", D(p.dob, c, ds))
    who = rng.random()
    if who < 0.6:
        n.line("Called: patient on ", (p.mobile, "PHONE"))
    else:
        n.line("Called: ", (p.phone, "PHONE"), " - spoke to ", fam_phrase(p, rng), " (pt consent to discuss on file)")
    n.line("ID confirmed: name, DOB and postcode ", (p.addr.postcode, "ZIP"))
    n.line("Procedure: " + proc + " on ", D(opd, c, ds), " (day " + str((enc - opd).days) + " post-op) by ",
           N.doc(N.make_staff(rng, c, "surg"), "last"))
    n.line()
    n.line("Checklist")
    n.line("  Pain: " + str(rng.randint(0, 8)) + "/10, " + rng.choice(["controlled with paracetamol", "needing codeine at night",
                                                                      "worse on standing", "settling"]))
    n.line("  Dressing: " + rng.choice(["intact, dry", "some strike-through, not spreading", "slipped - advised to attend",
                                        "changed by practice nurse yesterday"]))
    n.line("  Temperature/rigors: " + rng.choice(["none", "felt hot last night, 37.9 at home", "no"]))
    nail = proc in C.NAIL_PROC
    n.line("  Calf pain/SOB: " + rng.choice(["denies", "no", "none"]) + "   VTE prophylaxis: " +
           ("n/a" if nail else rng.choice(["taking", "taking - partner injecting", "missed 1 dose"])))
    n.line("  Mobility: " + (rng.choice(["walking in open sandal", "normal footwear with toe box cut", "mostly resting, elevating"]) if nail
                             else rng.choice(["heel WB in post-op shoe, using crutches", "mostly resting, elevating", "walking short distances"])))
    n.line()
    n.line("Conversation:")
    me = clin
    st = rng.randrange(3)
    if st == 0:
        n.line("  clin: hi, is that ", (p.first, "PATIENT"), "? it's ", (me.first, "DOCTOR"), " from the foot clinic at ",
               (site.name, "HOSPITAL"), ", just calling to see how you're getting on")
    elif st == 1:
        n.line("  clin: hello ", p.title + " ", (p.last, "PATIENT"), ", ", (me.first + " " + me.last, "DOCTOR"),
               " here from podiatric surgery")
    else:
        n.line("  clin: morning, calling for ", N.pt_full(p), " - ", (p.nick or p.first, "PATIENT"), "? ok great")
    if rng.random() < 0.4:
        n.line("  pt: swelling was worse on ", D(before(rng, enc, 1, 3), c, "weekday"), " but better today")
    n.add("  pt: \"", rng.choice(["it's throbbing a bit at night but ok", "the bandage feels tight round the toes",
                                  "i'm fine really, just bored", "there's a bit of blood on the sock"]), "\"")
    n.line()
    n.add("  clin: advised elevation above hip level, ")
    n.line(rng.choice(["loosen outer crepe only", "continue analgesia as prescribed", "keep dressing dry - cast bag for shower"]), ".")
    if rng.random() < 0.5:
        n.line("  pt mentions ", rng.choice([["work (", (N.org_name(rng, c), "ORGANIZATION"), ") asking for fit note"],
                                             ["wants to fly to ", (rng.choice(L.FOREIGN), "COUNTRY"), " on ",
                                              D(after(rng, enc, 10, 40), c, rng.choice(["dm", "num"]))],
                                             ["daughter's wedding on ", D(after(rng, enc, 10, 60), c, rng.choice(["dm", "long"])),
                                              " - asks about shoes"]]), ".")
    n.line()
    n.line("Plan: " + rng.choice(["no concerns; keep clinic appt", "attend dressing clinic tomorrow", "GP to review wound today",
                                  "antibiotics via on-call podiatric surgeon"]))
    n.line("Next appt: ", D(after(rng, enc, 3, 20), c, ds), " " + rng.choice(C.TIMES), ", ", (site.name, "HOSPITAL"),
           rng.choice(["", [", Room ", (room(rng), "LOCATION_OTHER")]]))
    n.line("Safety-netting: call ", (site.phone, "PHONE"), " in hours, otherwise " + rng.choice(SAFETY[c]) + ".")
    n.line()
    n.line("Call by: ", N.doc(clin, "bare"), ", " + clin.title, N.lic(clin) if rng.random() < 0.5 else "")
    return n


def transport_booking(rng, c):
    n = N.Note()
    enc, p = setup(rng, c, 40, 97)
    dest = N.make_site(rng, c, rng.choice(["hosp", "pod", "diab", "surg"]))
    clerk = N.make_staff(rng, c, "admin")
    ds = dstyle(rng, c)
    bd = before(rng, enc, 2, 20)
    n.line(rng.choice(["NON-EMERGENCY PATIENT TRANSPORT - BOOKING", "Patient Transport Request", "PTS BOOKING CONFIRMATION",
                       "Community Transport & Parking Request"]))
    n.line("Booking ref: ", (ref_id(rng, rng.choice(["PTS", "TR-", "NEPT"]), 7), "IDNUM"), "   Booked ", D(bd, c, ds),
           " by ", N.doc(clerk, "bare"), " (user ", (clerk.uname, "USERNAME"), ")")
    n.line()
    n.line("Patient: ", N.pt_lastfirst(p, upper=rng.random() < 0.5), "   DOB ", D(p.dob, c, ds), "   Age ", (str(p.age), "AGE"))
    n.line(mrn_label(c, rng) + ": ", (p.mrn, "MRN"), rng.choice(["", ["   ", natid_pieces(p)]]) if p.nat else "")
    care = rng.random() < 0.25
    if care:
        ch = N.make_site(rng, c, "care")
        n.line("Pickup: ", (ch.name, "HOSPITAL"), ", ", N.addr_pieces(ch.addr, "line"))
        n.line("Contact: nurse in charge ", (ch.phone, "PHONE"))
    else:
        n.line("Pickup: ", N.addr_pieces(p.addr, "line"))
        n.line("Contact: ", (p.phone, "PHONE"), " / ", (p.mobile, "PHONE"))
    n.line("Access: " + rng.choice(["ground floor flat, ramp at rear", "3 steps to front door, handrail", "lift to 4th floor",
                                    "bungalow - driveway on left", "gate code with patient"]))
    if rng.random() < 0.3:
        n.line("Landmark: opposite ", (rng.choice(P.LANDMARKS), "LOCATION_OTHER"))
    n.line()
    n.line("Destination: ", (dest.name, "HOSPITAL"), ", ", (rng.choice(P.BUILDINGS), "LOCATION_OTHER"), ", ",
           rng.choice(["Podiatry Outpatients", "Foot Clinic", "Day Surgery reception", "Orthotics"]))
    n.line("             ", N.addr_pieces(dest.addr, "line"))
    n.line("Appointment: ", D(enc, c, rng.choice([ds, "wdlong"])), " " + rng.choice(C.TIMES), "   Return journey: " + rng.choice(["Yes", "Yes", "No"]))
    n.line("Reason: " + rng.choice(["high-risk foot review", "nail surgery", "post-op review (NWB R foot)", "orthotic fitting",
                                    "wound clinic"]))
    n.line()
    n.line("Mobility: " + rng.choice(["W1 - walks with frame", "W2 - wheelchair, can transfer", "S - stretcher", "C1 - walks with stick",
                                      "own wheelchair (bariatric)"]) + "   Oxygen: " + rng.choice(["No", "No", "2 L/min"]))
    n.line("Eligibility: " + rng.choice(["medical condition prevents use of public transport", "cognitive impairment - escort required",
                                         "NWB post-surgery"]))
    esc = rng.random()
    if esc < 0.6:
        f = p.fam[rng.randrange(3)]
        n.line("Escort: ", f.rel, " ", N.fam_name(f, "full"), ", tel ", (f.phone, "PHONE"))
        if rng.random() < 0.7:
            n.line("Escort will follow in own car, reg ", (plate(rng, c), "VEHICLE"), " - hospital parking permit issued")
    else:
        n.line("Escort: none")
    if rng.random() < 0.5:
        n.line("Patient's adapted vehicle (off road) VIN ", (vin(rng), "VEHICLE"), " - mobility scheme confirms not drivable")
    n.line()
    n.line("Allocated: vehicle ", (plate(rng, c), "VEHICLE"), ", crew ", N.doc(N.make_staff(rng, c, "admin"), "bare"),
           " / ", N.doc(N.make_staff(rng, c, "admin"), "init"), ", pickup window " + rng.choice(["07:30-09:00", "08:00-09:30", "11:00-12:30"]))
    n.line("Notes: " + rng.choice(["Pt hard of hearing - please knock loudly", "Diabetic - bring snack", "Post-op shoe R, keep leg elevated",
                                   "Lives with dog - will be shut in kitchen", "Uses hearing aids"]))
    if rng.random() < 0.4:
        n.line("Cancellation line: ", (L.phone(rng, c), "PHONE"), " (24 h notice please)")
    return n
